# Warum ein Zug abgelehnt wird, in der Meldezeile unter dem Brett. $point,
# $from, $to, $by: Namen von Punkten oder Feldern (d2); $side: white oder black.

refusal-game-over = die Partie ist beendet
refusal-occupied = { $point } ist besetzt
refusal-empty = auf { $point } steht kein Stein
refusal-not-yours = der Stein auf { $point } gehört dir nicht
refusal-not-a-move = kein Zug: { $game ->
        [mill] Setzen ist ein Punkt (d2), Ziehen ist von-nach (d2-d3), dazu x und der entfernte Stein, wenn der Zug eine Mühle schließt (d2-d3xb4)
        [damspil] ein Zug ist ein Schritt (c3-d4) oder ein Schlag (c3xe5, c3xe5xc7), gegebenenfalls mit Pusten vorweg (*b6:c3-d4)
       *[mijnlieff] ein Zug ist eine Art (S, D, P oder L) und ein Feld, etwa Sa1, oder pass
    }
refusal-not-possible = das ist jetzt nicht möglich

## Die Mühlespiele.
refusal-mill-must-place = du hast noch Steine in der Hand: setze einen
refusal-mill-must-move = du hast keine Steine mehr in der Hand: ziehe einen
refusal-mill-not-adjacent = { $to } ist kein Nachbarpunkt von { $from }
refusal-mill-shuttle-back = der Stein auf { $from } darf nicht sofort nach { $to } zurück, um die Mühle zu schließen, die er geöffnet hat
refusal-mill-removal-required = dieser Zug schließt eine Mühle: gib den Stein an, der entfernt wird (etwa { $point }x…)
refusal-mill-no-mill-closed = dieser Zug schließt keine Mühle, also darf nichts entfernt werden
refusal-mill-nothing-removable = alle gegnerischen Steine stehen in Mühlen: bei Mylna wird dann nichts entfernt
refusal-mill-repeated-mill = direkt zurück in die eben geöffnete Mühle zu ziehen, schließt hier keine Mühle (no-repeat-mill): auf { $point } darf nichts entfernt werden
refusal-mill-mill-wins = eine Mühle gewinnt in diesem Spiel sofort: es wird nichts entfernt
refusal-mill-not-enemy = auf { $point } steht kein gegnerischer Stein
refusal-mill-piece-in-mill = der Stein auf { $point } steht in einer Mühle, und { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat noch Steine außerhalb von Mühlen
refusal-mill-nowhere-to-go = der Stein auf { $point } kann nirgendwohin ziehen
refusal-mill-choose-own = auf { $point } steht kein Stein: wähle einen deiner Steine zum Ziehen

## Damspil.
refusal-damspil-not-a-square = { $point } ist kein dunkles Feld des Bretts
refusal-damspil-not-diagonal = { $to } liegt auf keiner Diagonale von { $from }
refusal-damspil-man-backwards = ein einfacher Stein zieht nur vorwärts: { $from } nach { $to } ist rückwärts
refusal-damspil-man-too-far = ein einfacher Stein zieht nur ein Feld weit: { $to } ist zu weit von { $from }
refusal-damspil-king-blocked = die Dame auf { $from } kann den Stein auf { $by } nicht passieren, um { $to } zu erreichen
refusal-damspil-jump-too-short = ein Schlag überspringt einen benachbarten Stein: { $to } liegt direkt neben { $from }
refusal-damspil-capture-from-distance = kein Schlagen aus der Ferne: von { $from } aus lässt sich nur ein benachbarter Stein überspringen, nicht einer auf dem Weg nach { $to }
refusal-damspil-no-enemy-to-jump = auf { $point } steht kein gegnerischer Stein zum Überspringen
refusal-damspil-already-captured = der Stein auf { $point } wurde in diesem Zug schon geschlagen
refusal-damspil-crowned = der Stein wird auf { $point } zur Dame: der Zug endet dort
refusal-damspil-no-huff-right = es gibt nichts zu pusten: { $rule ->
        [stepper] der zuletzt gezogene Stein hätte nicht schlagen können
       *[any] im letzten Zug wurde kein Schlag ausgelassen
    }
refusal-damspil-nothing-to-huff = auf { $point } steht kein gegnerischer Stein zum Pusten
refusal-damspil-could-not-have-captured = der Stein auf { $point } hätte im letzten Zug nicht schlagen können: er darf nicht gepustet werden
refusal-damspil-did-not-move = nur der zuletzt gezogene Stein darf gepustet werden, nicht der auf { $point }
refusal-damspil-no-turn-after-huff = nach dem Pusten von { $point } hättest du keinen Zug

## Mijnlieff. $kind: straight, diagonal, pusher oder puller.
refusal-mijnlieff-must-pass = kein erlaubtes Feld ist frei: du musst passen
refusal-mijnlieff-must-pass-enter = kein erlaubtes Feld ist frei: du musst passen, Enter passt
refusal-mijnlieff-may-not-pass = du kannst einen Stein setzen, also darfst du nicht passen
refusal-mijnlieff-not-in-hand = du hast { $kind ->
        [straight] keine Gerade
        [diagonal] keine Diagonale
        [pusher] keinen Schieber
       *[puller] keinen Zieher
    } mehr in der Hand
refusal-mijnlieff-not-allowed = { $point } ist nicht erlaubt: { $kind ->
        [straight] die Gerade
        [diagonal] die Diagonale
        [pusher] der Schieber
       *[puller] der Zieher
    } auf { $by } erlaubt { $kind ->
        [straight] nur Felder in ihrer Reihe oder Spalte
        [diagonal] nur Felder auf ihren Diagonalen
        [pusher] nur Felder, die nicht an ihn grenzen
       *[puller] nur Felder, die an ihn grenzen
    }
refusal-mijnlieff-not-a-corner = { $point } ist keine Ecke: der erste Stein kommt auf a1, d1, a4 oder d4
refusal-mijnlieff-in-the-centre = { $point } liegt in der Mitte: der erste Stein kommt außerhalb von b2, c2, b3 und c3
refusal-mijnlieff-not-a-kind = { $letter } ist keine Art: S, D, P oder L
