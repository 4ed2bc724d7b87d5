# Der Aufgabenbildschirm: eine Stellung zum Lösen, ihre Aufgabe, das
# Urteil über jeden Zug, Tipps, Fortschritt und Filter. "Aufgabe" wie im
# Schach (Schachaufgabe); siehe glossary.txt.

# {"\u00A0"} ist ein geschütztes Leerzeichen: eine Zahl und ihr Wort
# ("1 Zug", "Serie 3") werden im schmalen Feld nie getrennt.
puzzles-you = Du
puzzles-defence = Verteidigung

puzzles-title = Aufgabe { $number } von { $count }
puzzles-title-alone = Aufgabe { $id }

# $turns zählt die eigenen Züge des Lösenden.
puzzles-task-win = { $side ->
    [white] Weiß
   *[black] Schwarz
} zieht und gewinnt in { $turns ->
    [one] { $turns }{"\u00A0"}Zug
   *[other] { $turns }{"\u00A0"}Zügen
}
puzzles-task-save = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug: finde den einzigen Zug, der die Partie rettet
puzzles-task-margin = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug: { $result ->
    [win] gewinne mit { $points ->
        [one] { $points }{"\u00A0"}Punkt
       *[other] { $points }{"\u00A0"}Punkten
    } Vorsprung in { $turns ->
        [one] { $turns }{"\u00A0"}Zug
       *[other] { $turns }{"\u00A0"}Zügen
    }
    [draw] erreiche Remis, das Beste, was möglich ist, in { $turns ->
        [one] { $turns }{"\u00A0"}Zug
       *[other] { $turns }{"\u00A0"}Zügen
    }
   *[loss] verliere nur mit { $points ->
        [one] { $points }{"\u00A0"}Punkt
       *[other] { $points }{"\u00A0"}Punkten
    } Rückstand, das Beste, was möglich ist, in { $turns ->
        [one] { $turns }{"\u00A0"}Zug
       *[other] { $turns }{"\u00A0"}Zügen
    }
}

puzzles-category = { $category ->
    [close-mill] Mühle schließen
    [take-piece] Richtigen Stein entfernen
    [win] Gewinn finden
    [save] Partie retten
    [endgame] Endspiel
    [moving-start] Beginn der Zugphase
   *[points] Meiste Punkte
}
puzzles-difficulty = { $difficulty ->
    [easy] leicht
    [medium] mittel
    [hard] schwer
   *[expert] für Experten
}
puzzles-about = { $category }, { $difficulty } ({ $id })

puzzles-progress = Diese Aufgabe: gelöst{"\u00A0"}{ $solved }, verfehlt{"\u00A0"}{ $failed }
# Alle Aufgaben: $done mindestens einmal gelöst von $count, und $streak in Folge
# gelöst bis jetzt (ein Fehlschlag beginnt die Serie neu).
puzzles-progress-all = Alle: { $done }{"\u00A0"}von{"\u00A0"}{ $count } gelöst, { $streak }{"\u00A0"}in{"\u00A0"}Folge

puzzles-hint-lead = Tipp:
puzzles-hint-from = ziehe mit dem Stein auf { $point }
puzzles-hint-place = setze einen Stein auf { $point }
puzzles-hint-kind = setze { $kind ->
    [straight] eine Gerade
    [diagonal] eine Diagonale
    [pusher] einen Schieber
   *[puller] einen Zieher
}
puzzles-hint-turn = spiele { $turn }

puzzles-right = Richtig. Die Verteidigung antwortet { $reply }: du bist am Zug.
puzzles-solved = Gelöst! n: die nächste Aufgabe.
puzzles-solved-after-miss = Gelöst, nach einem Fehlversuch: zählt diesmal als verfehlt. r: noch einmal, n: die nächste.
puzzles-slower = Das gewinnt auch, aber erst in { $wins_in ->
    [one] { $wins_in }{"\u00A0"}Zug
   *[other] { $wins_in }{"\u00A0"}Zügen
}: finde den Sieg in { $needed ->
    [one] { $needed }{"\u00A0"}Zug
   *[other] { $needed }{"\u00A0"}Zügen
}. Versuch es noch einmal.
puzzles-wrong = { $leads ->
    [win] Das gewinnt erst in { $turns ->
        [one] { $turns }{"\u00A0"}Zug
       *[other] { $turns }{"\u00A0"}Zügen
    }.
    [draw] Das führt zu Remis.
    [loss] Das verliert: die andere Seite gewinnt in { $turns ->
        [one] { $turns }{"\u00A0"}Zug
       *[other] { $turns }{"\u00A0"}Zügen
    }.
    [ahead] Das gewinnt nur um { $points ->
        [one] { $points }{"\u00A0"}Punkt
       *[other] { $points }{"\u00A0"}Punkte
    }.
    [level] Das endet punktgleich: Remis.
    [behind] Das verliert um { $points ->
        [one] { $points }{"\u00A0"}Punkt
       *[other] { $points }{"\u00A0"}Punkte
    }.
   *[unknown] Das ist nicht der gesuchte Zug.
} { $told ->
    [yes] { $task ->
        [win] Zum Sieg hätte { $best } geführt.
        [save] Nur { $best } rettet die Partie.
       *[margin] Die meisten Punkte hätte { $best } gebracht.
    } Versuch es noch einmal, oder v für die Lösung.
   *[no] Versuch es noch einmal: t für einen Tipp, v für die Lösung.
}
puzzles-unjudged = Dieser Zug lässt sich hier nicht beurteilen: weder die Regeln noch die vorhandenen Tabellen können ihn beweisen, also zählt er weder als gelöst noch als verfehlt. Versuch einen anderen, oder v für die Lösung.

puzzles-no-other = Die Filter wählen keine andere Aufgabe.
puzzles-none-match = Keine Aufgabe passt zu diesen Filtern: die gezeigte bleibt.
puzzles-again = Noch einmal von vorn.
puzzles-already-solved = Schon gelöst: n für die nächste Aufgabe, r für einen neuen Versuch.
puzzles-none = Es gibt keine Aufgaben zum Spielen.
puzzles-none-of-game = Noch keine Aufgaben für { $game }: hier sind die aller Spiele.

puzzles-start-row = die Aufgaben dieses Spiels

puzzles-filter-title = Aufgaben wählen
puzzles-filter-game = Spiel
puzzles-filter-category = Kategorie
puzzles-filter-difficulty = Schwierigkeit
puzzles-filter-all = alle
puzzles-filter-count = { $count ->
    [one] { $count } Aufgabe
   *[other] { $count } Aufgaben
}

puzzles-progress-unread = Der Fortschritt bei den Aufgaben war nicht lesbar ({ $error }): er beginnt von vorn.
puzzles-progress-not-kept = Der Fortschritt bei den Aufgaben wurde nicht gespeichert: { $error }
puzzles-imported-unread = die importierten Aufgaben wurden nicht gelesen: { $why }
puzzles-imported-refused = { $count ->
    [one] { $count } importierte Aufgabe ist nicht lesbar: mills puzzles list sagt, warum
   *[other] { $count } importierte Aufgaben sind nicht lesbar: mills puzzles list sagt, warum
}

# Eine importierte Aufgabe, die sich nicht lesen lässt, gesagt, bevor der Aufgabenschirm aufgeht.
puzzles-refused = Aufgabe { $id }: { $why }
puzzles-refused-at = Aufgabe in Zeile { $line }: { $why }
# Warum. Feldnamen und was das Paket schrieb, bleiben wie geschrieben.
puzzles-fault-unknown-field = unbekanntes Feld { $field }
puzzles-fault-missing = kein { $field }
puzzles-fault-id-too-long = die Id hat mehr als { $most } Zeichen
puzzles-fault-id-not-word = die Id besteht nicht nur aus Buchstaben, Ziffern, - _ .
puzzles-fault-too-long = { $field } hat mehr als { $most } Zeichen
puzzles-fault-no-such-game = ein Spiel, das mills nicht spielt: { $name }
puzzles-fault-bad-word = { $field }: { $text } ist kein Wort, das das Feld nimmt
puzzles-fault-set-up = { $field }: { $why }
puzzles-fault-line-length = die Lösung hat { $found } { $found ->
    [one] Zug
   *[other] Züge
}: die Aufgabenstellung verlangt { $needed }
puzzles-fault-over-before = die Partie ist vor Zug { $index } ({ $turn }) zu Ende
puzzles-fault-turn-unread = Zug { $index } ({ $turn }) ist kein Zug dieses Spiels
puzzles-fault-turn-illegal = Zug { $index } ({ $turn }) ist dort nicht erlaubt: { $why }
puzzles-fault-not-won = die Partie ist am Ende der Lösung nicht gewonnen
puzzles-fault-no-solution = die Lösung fehlt oder ist leer
puzzles-fault-starts-with-removal = die Lösung beginnt mit einem Entfernen ({ $turn })
puzzles-fault-no-task = eine Aufgabenart, die mills nicht spielt ({ $task })
puzzles-fault-id-taken = { $whose ->
    [earlier] eine frühere Aufgabe hat diese Id
    [built-in] eine eingebaute Aufgabe hat diese Id
   *[kept] eine gespeicherte Aufgabe hat diese Id
}
puzzles-fault-repeats = dieselbe Aufgabe wie die { $whose ->
    [earlier] frühere
    [built-in] eingebaute
   *[kept] gespeicherte
} { $id }

puzzles-filter-unread = Die zuletzt gewählten Aufgaben waren nicht lesbar ({ $error }): alle Aufgaben werden gezeigt.
puzzles-filter-not-kept = Die gewählten Aufgaben wurden nicht für das nächste Mal gespeichert: { $error }

puzzles-key-hint = Tipp
puzzles-key-next = nächste, vorige
puzzles-key-next-short = nächste
puzzles-key-retry = nochmal
puzzles-key-solution = Lösung
puzzles-key-filter = Filter
puzzles-key-row = Zeile
puzzles-key-done = fertig
puzzles-key-puzzles = Aufgaben
puzzles-key-back = zurück zur Aufgabe
puzzles-help-hint = ein Tipp: erst der Stein, der zieht, dann der ganze Zug
puzzles-help-next = die nächste Aufgabe (p die vorige; bei Mijnlieff ist P der Schieber)
puzzles-help-retry = die Aufgabe noch einmal von vorn versuchen
puzzles-help-solution = die Lösung, Zug um Zug vorgespielt (zählt als verfehlt, wenn noch nicht gelöst)
puzzles-help-filter = die Aufgaben nach Spiel, Kategorie und Schwierigkeit wählen
puzzles-help-quit = beenden (der Fortschritt bleibt erhalten)
