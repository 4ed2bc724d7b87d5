# Der Spielbildschirm: das Feld neben dem Brett (die Spieler, was zu tun
# ist, der Tipp, die Analyse, Warnungen vor einem Remis) und die
# Meldezeile. Ein "Vorspann" (panel-hint, panel-analysis, …) beginnt eine
# Zeile des Felds und endet mit einem Doppelpunkt.

# {"\u00A0"} ist ein geschütztes Leerzeichen: eine Zahl und ihr Wort
# ("1 Zug", "Serie 3") werden im schmalen Feld nie getrennt.
## Die Spieler.
play-computer = Computer (Stufe { $level })
play-computer-short = Computer { $level }

## Das Feld.
panel-side = ({ $side ->
        [white] Weiß
       *[black] Schwarz
    })
panel-moves = Züge
panel-live = Aktuell, { $lead }
panel-looking-back = Rückblick:
panel-turn-of = Zug{"\u00A0"}{ $turn } von{"\u00A0"}{ $turns }
panel-esc-returns = Esc kehrt zur laufenden Partie zurück
panel-thinking = denkt nach { $spinner }
panel-thinking-depth = denkt nach { $spinner } Tiefe { $depth }
panel-typed = Eingabe:
panel-hint = Tipp:
panel-analysis = Analyse:
panel-rule = Regel:
panel-rule-option = { $option ->
        [no-repeat-mill] keine Mühle durch Zurückziehen
        [outer-start] erster Stein außerhalb der Mitte
       *[huff-any] jeden Stein pusten
    }
panel-marks = Zeichen: + gewinnt, = remis, - verliert
panel-solving = wird gelöst
panel-waiting-for-table = wartet auf die gelöste Tabelle
panel-no-exact-value = hier kein exakter Wert (die Tabelle enthält nur das Endspiel)
# Die ganze Lösung der Mühle ist nicht erstellt. $command: der Befehl, der
# sie erstellt; $minutes, $gigabytes: was er braucht.
panel-table-offer = hier kein exakter Wert: `{ $command }` erstellt die ganze Lösung (etwa { $minutes } Minuten auf zwei Kernen, { $gigabytes } GB), nach der der Computer dann spielt
panel-finished-game = Eine beendete Partie:
panel-unfinished-game = Eine nicht beendete Partie:
panel-played = { $name } spielte { $turn }
panel-start = Ausgangsstellung: noch kein Zug gespielt

## Was eine Stellung oder ein Zug wert ist. $side: white oder black, die
## Seite, die gewinnt oder besser steht; $count: die Züge bis zum Ende oder
## die Punkte, mit denen eine Partie gewonnen wird.
panel-wins-in = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt in { $count ->
        [one] { $count }{"\u00A0"}Zug
       *[other] { $count }{"\u00A0"}Zügen
    }
panel-wins-removal = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt bei bestem Spiel, nächstes Entfernen in { $count ->
        [one] { $count }{"\u00A0"}Zug
       *[other] { $count }{"\u00A0"}Zügen
    }
panel-wins = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt bei bestem Spiel
panel-wins-by = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt mit { $count ->
        [one] { $count }{"\u00A0"}Punkt
       *[other] { $count }{"\u00A0"}Punkten
    } Vorsprung
panel-draw-with-best-play = Remis bei bestem Spiel
panel-about-even = etwa ausgeglichen
panel-a-little-better = { $side ->
        [white] Weiß
       *[black] Schwarz
    } steht etwas besser
panel-better = { $side ->
        [white] Weiß
       *[black] Schwarz
    } steht besser
panel-clearly-better = { $side ->
        [white] Weiß
       *[black] Schwarz
    } steht deutlich besser

## Warnungen vor einem kommenden Remis. $quiet: die Züge ohne Fortschritt;
## $limit: die Züge, die ein Remis ergeben; $progress: was die Zählung in
## diesem Spiel zurücksetzt (removal, capture oder placing).
panel-three-against-three = Drei gegen drei:
panel-three-against-three-count = { $quiet }{"\u00A0"}von{"\u00A0"}{ $limit }{"\u00A0"}Zügen, ohne dass { $progress ->
        [removal] ein Stein entfernt wird
        [capture] geschlagen oder ein einfacher Stein gezogen wird
       *[placing] ein Stein gesetzt wird
    }, dann Remis
panel-draw-soon = Bald Remis:
panel-draw-soon-count = { $quiet }{"\u00A0"}von{"\u00A0"}{ $limit }{"\u00A0"}Zügen, ohne dass { $progress ->
        [removal] ein Stein entfernt wird
        [capture] geschlagen oder ein einfacher Stein gezogen wird
       *[placing] ein Stein gesetzt wird
    }; { $progress ->
        [removal] ein entfernter Stein
        [capture] ein Schlag oder ein Zug eines einfachen Steins
       *[placing] ein gesetzter Stein
    } setzt die Zählung zurück
panel-draw-by-repetition = Remis durch Wiederholung:
panel-would-repeat = nach { $turns } stünde eine Stellung zum dritten Mal auf dem Brett

## Die Meldezeile: was geschah oder warum eine Taste nichts tat.
play-list-and = { $rest } und { $last }
play-no-hint = kein Tipp: es gibt keinen Zug zu spielen
play-computer-played = { $name } spielte { $turn }
play-hints-for-own-turn = Tipps gibt es nur, wenn du am Zug bist
play-played-hint = Tipp { $turn } gespielt
play-analysis-on = Analyse an: + gewinnt, = remis, - verliert (perfektes Spiel)
play-analysis-off = Analyse aus
play-accepts-draw = { $name } nimmt das Remis an
play-declines-draw = { $name } lehnt das Remis ab
play-no-perfect-play = perfektes Spiel für { $game } war nicht zu haben: `mills solve --variant { $variant }` sagt, warum
play-table-ready = die gelöste Tabelle für { $game } ist fertig
play-where-perfect-play = perfektes Spiel ist bekannt für { $solved } und in den Endspielen von { $endgames }, jeweils ohne Regeloptionen
play-nothing-to-look-back-at = noch kein Zug gespielt: nichts zum Zurückblicken
play-at-the-start = das ist die Ausgangsstellung: . geht vor, Esc kehrt zurück
play-at-the-live-position = das ist die aktuelle Stellung: , blickt zurück
play-back-to-live = zurück zur aktuellen Stellung
play-nothing-chosen = nichts gewählt: gib einen Punkt ein oder bewege den Cursor dorthin
play-type-the-rank = gib zuerst die Reihe von { $file } ein (1 bis { $last }), oder Esc
play-clocks-stopped = die Uhren sind angehalten: z startet sie wieder
play-not-thinking = der Computer denkt gerade nicht nach
play-game-over = die Partie ist beendet: n startet eine neue, u nimmt zurück
play-over-because = die Partie ist beendet: { $why }
play-computer-to-move = { $name } ist am Zug: m lässt den Computer sofort ziehen
play-ended-on-time = die Partie endete auf Zeit: abgelaufene Zeit wird nicht zurückgenommen (n für eine neue Partie)
play-nothing-to-undo = nichts zurückzunehmen
play-nothing-to-redo = nichts wiederherzustellen
play-end-of-game = das Ende der Partie
play-took-back = { $turns } zurückgenommen
play-replayed = { $turns } wieder gespielt
play-computer-plays-both = der Computer spielt beide Seiten: n startet eine neue Partie
play-files-are = die Spalten dieses Bretts sind a bis { $last }
play-type-a-file-first = gib zuerst einen Spaltenbuchstaben ein (a bis { $last })
play-not-a-point = { $point } liegt nicht auf dem { $board ->
        [points-24] Brett mit 24 Punkten
        [points-16] Brett mit 16 Punkten
        [points-9] Brett mit 9 Punkten
        [points-9-diagonals] Brett mit 9 Punkten und Diagonalen
        [squares-8] 8×8-Brett mit 32 dunklen Feldern
       *[squares-4] 4×4-Brett
    }
play-not-a-point-name = { $name } ist kein Punkt
play-key-means-nothing = { $key } bedeutet in diesem Spiel nichts
play-not-typed-whole = in diesem Spiel gibt man einen Zug nicht als Ganzes ein

## Was perfektes Spiel der Seite am Zug bringt, neben einem Punkt des
## Bretts in der Analyse. $count: Züge (in) oder Punkte (um).
value-win-in = Sieg in { $count }
value-loss-in = Niederlage in { $count }
value-win-by = Sieg um { $count ->
    [one] { $count }{"\u00A0"}Punkt
   *[other] { $count }{"\u00A0"}Punkte
}
value-loss-by = Niederlage um { $count ->
    [one] { $count }{"\u00A0"}Punkt
   *[other] { $count }{"\u00A0"}Punkte
}
value-win-removal = Sieg, Entfernen in { $count }
value-loss-removal = Niederlage, Entfernen in { $count }
value-win = Sieg
value-loss = Niederlage
value-draw = Remis

## Ein Terminal, das zum Spielen zu klein ist.
play-too-small = Terminal zu klein
play-too-small-sizes = nötig { $size }, vorhanden { $have }
play-too-small-quit = q beendet; die Partie bleibt erhalten
