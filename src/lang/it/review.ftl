# La revisione di una partita finita, nel pannello del visore. I segni
# ??, ? e ?! e la notazione delle mosse restano come sono.

review-played = Giocato:{" "}
review-best-now = Migliore:{" "}
review-running = Revisione { $done }/{ $total }{ $ellipsis }{" "}
review-stopped = Fermata a { $done }/{ $total }:{" "}
review-value = Valore:{" "}
review-tally = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!
review-tally-loss = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!, perdita { $loss }

review-win-in = vince in { $turns }
review-loss-in = perde in { $turns }
review-win-by = vince di { $margin }
review-loss-by = perde di { $margin }
review-win-removal = vince, eliminazione tra { $turns }
review-loss-removal = perde, eliminazione tra { $turns }
review-win = vince
review-loss = perde
review-draw = patta

## Lo studio della posizione mostrata

review-hint-over = la partita finisce a questa mossa: torna indietro per un consiglio
review-no-hint = nessun consiglio: non c'è nessuna mossa da giocare
review-no-exact-values = nessun valore esatto in { $game }: il gioco perfetto non è noto
review-analysis-off = analisi spenta
review-analysis-on = analisi attiva: + vince, = patta, - perde (gioco perfetto)
