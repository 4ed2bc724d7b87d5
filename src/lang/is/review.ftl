# Yfirferð tafls sem er lokið og skoðun stöðu.

review-played = Leikið:{" "}
review-best-now = Best núna:{" "}
review-running = Fer yfir { $done }/{ $total }{ $ellipsis }{" "}
review-stopped = Stöðvað við { $done }/{ $total }:{" "}
review-value = Gildi:{" "}
review-tally = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!
review-tally-loss = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!, tap { $loss }

review-win-in = sigur í { $turns }
review-loss-in = tap í { $turns }
review-win-by = sigur með { $margin }
review-loss-by = tap með { $margin }
review-win-removal = sigur, dráp eftir { $turns }
review-loss-removal = tap, dráp eftir { $turns }
review-win = sigur
review-loss = tap
review-draw = jafntefli

## Skoðun stöðunnar sem er sýnd (t og v)

review-hint-over = taflinu lýkur í þessari stöðu: farðu aftur um leik til að fá ráð
review-no-hint = ekkert ráð: enginn leikur er til
review-no-exact-values = engin nákvæm gildi ({ $game }): fullkomin taflmennska er ekki þekkt
review-analysis-off = greining af
review-analysis-on = greining á: + vinnur, = jafntefli, - tapar (fullkomin taflmennska)
