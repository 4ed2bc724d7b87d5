# Gennemgangen af et afsluttet parti og studiet af en stilling.

review-played = Trukket:{" "}
review-best-now = Bedst nu:{" "}
review-running = Gennemgår { $done }/{ $total }{ $ellipsis }{" "}
review-stopped = Stoppet ved { $done }/{ $total }:{" "}
review-value = Værdi:{" "}
review-tally = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!
review-tally-loss = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!, tab { $loss }

review-win-in = gevinst i { $turns }
review-loss-in = tab i { $turns }
review-win-by = gevinst med { $margin }
review-loss-by = tab med { $margin }
review-win-removal = gevinst, en brik fjernes om { $turns }
review-loss-removal = tab, en brik fjernes om { $turns }
review-win = gevinst
review-loss = tab
review-draw = remis

## Studiet af en vist stilling (t og v)

review-hint-over = partiet er slut ved dette træk: gå et træk tilbage for et tip
review-no-hint = intet tip: der er intet træk at spille
review-no-exact-values = ingen nøjagtige værdier i { $game }: perfekt spil kendes ikke for det
review-analysis-off = analyse fra
review-analysis-on = analyse til: + vinder, = remis, - taber (perfekt spil)
