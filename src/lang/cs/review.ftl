# The review of a finished game, in the viewer's panel.

review-played = Zahráno:{" "}
review-best-now = Teď nejlépe:{" "}
review-running = Rozbor { $done }/{ $total }{ $ellipsis }{" "}
review-stopped = Zastaveno na { $done }/{ $total }:{" "}
review-value = Hodnota:{" "}
review-tally = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!
review-tally-loss = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!, ztráta { $loss }

review-win-in = výhra za { $turns }
review-loss-in = prohra za { $turns }
review-win-by = výhra o { $margin }
review-loss-by = prohra o { $margin }
review-win-removal = výhra, odebrání za { $turns }
review-loss-removal = prohra, odebrání za { $turns }
review-win = výhra
review-loss = prohra
review-draw = remíza

## The study of a position shown

review-hint-over = hra tímto tahem skončila: pro radu jdi o tah zpět
review-no-hint = žádná rada: není co táhnout
review-no-exact-values = { $game }: přesné hodnoty nejsou, dokonalá hra není známa
review-analysis-off = analýza vypnuta
review-analysis-on = analýza zapnuta: + výhra, = remíza, - prohra (dokonalá hra)
