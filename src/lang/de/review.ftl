# Die Auswertung einer beendeten Partie im Feld des Betrachters. Die
# Zeichen ??, ? und ?! (Patzer, Fehler, Ungenauigkeit) und die Notation der
# Züge bleiben, wie sie sind.

review-played = Gespielt:{" "}
review-best-now = Bester Zug:{" "}
review-running = Auswertung { $done }/{ $total }{ $ellipsis }{" "}
review-stopped = Angehalten bei { $done }/{ $total }:{" "}
review-value = Bewertung:{" "}
review-tally = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!
review-tally-loss = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!, Verlust { $loss }

# Der Wert eines Zugs für den Spieler am Zug. $turns: Züge bis zum Ende
# bei bestem Spiel; $margin: Punkte, mit denen eine Partie Mijnlieff
# gewonnen wird.
review-win-in = Sieg in { $turns }
review-loss-in = Niederlage in { $turns }
review-win-by = Sieg um { $margin ->
    [one] { $margin }{"\u00A0"}Punkt
   *[other] { $margin }{"\u00A0"}Punkte
}
review-loss-by = Niederlage um { $margin ->
    [one] { $margin }{"\u00A0"}Punkt
   *[other] { $margin }{"\u00A0"}Punkte
}
review-win-removal = Sieg, Entfernen in { $turns }
review-loss-removal = Niederlage, Entfernen in { $turns }
review-win = Sieg
review-loss = Niederlage
review-draw = Remis

## Das Studium einer gezeigten Stellung (die Tasten t und v)

review-hint-over = die Partie ist bei diesem Zug beendet: geh für einen Tipp zurück
review-no-hint = kein Tipp: es gibt keinen Zug zu spielen
review-no-exact-values = keine exakten Werte für { $game }: perfektes Spiel ist dafür nicht bekannt
review-analysis-off = Analyse aus
review-analysis-on = Analyse an: + gewinnt, = remis, - verliert (perfektes Spiel)
