# Der Aufbau-Editor: eine eigene Seite, vom Dialog "Neue Partie" aus
# geöffnet, auf der man Steine aufs Brett stellt und den Rest der Stellung
# festlegt (wer am Zug ist, die Steine in der Hand, …), um daraus eine
# Partie zu beginnen. Punktnamen (d2), Tasten (u, x, X, +, -, Tab) und
# FEN-Text bleiben, wie sie sind. $side ist white oder black, wie das
# Programm es schickt: Weiß oder Schwarz wird hier daraus.

## Das Feld neben dem Brett

setup-title = Stellung aufbauen
setup-palette-lead = Tasten
setup-space-puts = Leertaste setzt { $piece }, x nimmt den Stein weg; { $key } noch einmal: { $next }.
setup-space-puts-last = Leertaste setzt { $piece }, x nimmt den Stein weg; { $key } noch einmal nimmt ihn ebenfalls weg.
setup-keys-help = Tab wählt eine Einstellung, + und - ändern sie; X leert das Brett, u nimmt zurück.
setup-cursor-help = Gib den Namen eines Punkts ein (d2) oder bewege den Cursor mit den Pfeiltasten.

setup-playable = Eine spielbare Stellung.
setup-playable-unreachable = Eine spielbare Stellung, obwohl keine Partie sie erreicht: { $fault }.
setup-unplayable = keine spielbare Stellung: { $why }

## Was eine Taste tat, in der Meldezeile des Felds

setup-cleared = das Brett ist geleert (u stellt es wieder her)
setup-undone = die letzte Änderung ist zurückgenommen
setup-nothing-to-undo = nichts zurückzunehmen
setup-files = die Spalten dieses Bretts sind a bis { $last }
setup-file-first = gib zuerst einen Spaltenbuchstaben ein (a bis { $last })
setup-off-board = { $point } ist kein Punkt auf dem { $board }
setup-not-a-point = { $text } ist kein Punkt: ein Punkt ist ein Spaltenbuchstabe und eine Reihenziffer, etwa d2
setup-put-off-board = { $point } ist kein Punkt des Bretts
setup-put-light-square = { $point } ist ein helles Feld: die Steine stehen auf den dunklen
setup-read = die Stellung ist eingelesen
setup-not-read = nicht eingelesen: { $why }
setup-kept = die Stellung ist wie zuvor
setup-not-started = nicht gestartet: die Stellung ist nicht spielbar
setup-started = eine neue Partie aus der aufgebauten Stellung
setup-study-values = die Stellung zum Studieren: beide Seiten gehören dir; v verbirgt die Werte, t gibt einen Tipp
setup-study = die Stellung zum Studieren: beide Seiten gehören dir; t gibt einen Tipp

# Ein Brett, nach "ist kein Punkt auf dem" (Dativ).
setup-board = { $kind ->
    [diagonals] Brett mit { $points } Punkten und Diagonalen
    [checkered] { $size }×{ $size }-Brett mit { $points } dunklen Feldern
    [squares] { $size }×{ $size }-Brett
   *[lines] Brett mit { $points } Punkten
}

## Die Einstellungen (eine Bezeichnung, dann ihr Wert)

setup-to-move = Am Zug
setup-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
setup-hand = { $side ->
    [white] Hand Weiß
   *[black] Hand Schwarz
}
setup-move-number = Zugnummer
setup-quiet-turns = Ruhige Züge
setup-huff-right = Pusterecht
setup-huff-keys = + nimmt den Stein am Cursor ins Pusterecht auf, - nimmt ihn wieder heraus.
setup-none = keiner
setup-yes = ja
setup-no = nein
setup-last-placed = Letzter Stein
setup-last-placed-keys = Der zuletzt gesetzte Stein; + macht den am Cursor dazu, - keinen.
setup-last-passed = Gepasst
setup-holds = { $side ->
    [white] Weiß hat
   *[black] Schwarz hat
}
setup-holds-keys = Jeder Spieler hat zwei Steine jeder Art: was nicht auf dem Brett steht, hat er in der Hand.

## Die Steine, die die Leertaste setzt ("Leertaste setzt einen weißen Stein")

setup-piece-mill = { $side ->
    [white] einen weißen Stein
   *[black] einen schwarzen Stein
}
setup-piece-man = { $side ->
    [white] einen weißen Stein
   *[black] einen schwarzen Stein
}
setup-piece-king = { $side ->
    [white] eine weiße Dame
   *[black] eine schwarze Dame
}
setup-piece-mijnlieff = { $side ->
    [white] { $kind ->
        [straight] eine weiße Gerade
        [diagonal] eine weiße Diagonale
        [pusher] einen weißen Schieber
       *[puller] einen weißen Zieher
    }
   *[black] { $kind ->
        [straight] eine schwarze Gerade
        [diagonal] eine schwarze Diagonale
        [pusher] einen schwarzen Schieber
       *[puller] einen schwarzen Zieher
    }
}

## Warum der Text einer Stellung (FEN) nicht eingelesen oder die Stellung
## nicht gespielt wird. $count: eine Anzahl Steine; $point, $from, $to:
## Punktnamen; $number: die Nummer eines Felds (bei Damspil 1 bis 32);
## $found: der gefundene Text, in Anführungszeichen.

# Ein Feld des Texts (steht allein, vor einem Doppelpunkt oder in Klammern).
setup-field = { $field ->
    [whole] Text
    [rings] Brett
    [ranks] Brett
    [side] Seite am Zug
    [phase] Phase
    [action] Aktion
    [on-board] { $side ->
        [white] Steine von Weiß auf dem Brett
       *[black] Steine von Schwarz auf dem Brett
    }
    [in-hand] { $side ->
        [white] Steine von Weiß in der Hand
       *[black] Steine von Schwarz in der Hand
    }
    [to-remove] { $side ->
        [white] Steine, die Weiß noch entfernen muss
       *[black] Steine, die Schwarz noch entfernen muss
    }
    [last-mill] { $side ->
        [white] letzter Mühlenzug von Weiß
       *[black] letzter Mühlenzug von Schwarz
    }
    [mills-mask] Mühlenmaske
    [no-mill] letzte Züge ohne Mühle
    [extension] Feld nach der Zugnummer
    [quiet] ruhige Züge (Halbzugzähler)
    [number] Zugnummer
    [squares] { $side ->
        [white] Liste der Steine von Weiß
       *[black] Liste der Steine von Schwarz
    }
    [huff-right] Pusterecht P
    [hands] Hände
    [last-placed] zuletzt gesetzter Stein
   *[pass] Passfeld
}
# Die Form eines Felds (Buchstaben und Zeichen gehören zur Notation).
setup-field-form = { $field ->
    [whole] die Felder der Notation
    [rings] die Punkte Ring für Ring von innen nach außen, O (Weiß), @ (Schwarz) und * (leer)
    [ranks] 4 Reihen, getrennt durch /, je 4 Felder: S, D, P und L, groß für Weiß, klein für Schwarz, eine Ziffer für leere Felder
    [side] w oder b
    [phase] eines von r, p, m, o, n
    [action] eines von p, s, r, ?
    [last-mill] eine Punktnummer des Bretts, oder 0 (-1 nach ids:nodes) für keinen
    [no-mill] n:VON-NACH,VON-NACH, etwa n:20-28,0-0
    [extension] nur Sanmills Erweiterungen, Name:Wert, etwa ids:nodes oder p:21
    [squares] PDN-Nummern der dunklen Felder, 1 bis 32, durch Kommas getrennt, K vor einer Dame, ein Bereich wie 21-24
    [huff-right] PDN-Nummern der Felder, ohne K
    [hands] S, D, P und L, groß für Weiß, klein für Schwarz, oder - für keine
    [last-placed] ein Feld, oder - vor dem ersten Stein
    [pass] pass oder -
   *[other] eine Zahl
}
setup-syntax-field-count = erwartet die { $fewest } Felder der Notation, gefunden { $found }
setup-syntax-field-range = erwartet { $fewest } bis { $most } Felder der Notation, gefunden { $found }
setup-syntax-missing = es fehlt: { $name }; erwartet { $form }
setup-syntax-repeated = { $name }: { $found } steht zweimal da
setup-syntax-unknown = { $found } ist kein Feld dieser Notation: erwartet { $form }
setup-syntax-unsupported = { $name }: { $found } gehört zu einer Sanmill-Regel, die mills nicht spielt
setup-syntax-malformed = { $name }: { $found } ist ungültig, erwartet { $form }

setup-fault-move-number = die Zugnummer muss zwischen 1 und { $most } liegen, nicht { $number }
setup-fault-too-quiet = { $quiet } ruhige Züge: die Partie ist nach { $limit } remis
setup-fault-quiet-unexplained = { $quiet } ruhige Züge, aber seit zuletzt ein Stein vom Brett genommen wurde, können höchstens { $most } Züge ruhig gewesen sein
setup-fault-over = die Partie ist in dieser Stellung beendet: { $outcome }
setup-fault-over-unmarked = die Partie ist hier beendet ({ $outcome }), und der Text muss das sagen: Phase o
setup-outcome = { $result ->
    [white] Weiß gewinnt ({ $reason })
    [black] Schwarz gewinnt ({ $reason })
    [none] { $reason }
   *[draw] Remis ({ $reason })
}
setup-end-reason = { $reason ->
    [mill] Mühle
    [reduced-to-two] nur noch zwei Steine
    [blocked] blockiert
    [no-pieces-left] keine Steine mehr
    [board-full] Brett voll
    [threefold-repetition] dreifache Stellungswiederholung
    [quiet-turns] 100 ruhige Züge
    [three-against-three] 20 ruhige Züge bei drei gegen drei
    [resignation] aufgegeben
    [agreed-draw] Remis durch Einigung
    [last-piece-placed] letzter Stein gesetzt
    [time-forfeit] Zeitüberschreitung
    [ended-by-the-players] von den Spielern beendet
    [stated] als beendet aufgebaut
   *[stated-no-result] als beendet aufgebaut, ohne Ergebnis
}
setup-fault-too-many-pieces = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $count } Steine, mehr als die { $most }, die ein Spieler hat
setup-fault-points = das Brett hat { $expected } Punkte, nicht { $found }
setup-fault-removal-pending = diese Stellung liegt mitten in einem Zug, ein Stein muss noch entfernt werden (Aktion r): gib die Stellung vor dem Schließen der Mühle an und den Zug samt entferntem Stein (d3xb4) als Zug
setup-fault-on-board-contradicts = der Text gibt { $side ->
    [white] Weiß
   *[black] Schwarz
} { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} auf dem Brett, aber sein Brett zeigt { $shown }
setup-fault-phase-contradicts = die Phase ist { $letter } ({ $phase ->
    [moving] Ziehen
    [over] beendet
   *[placing] Setzen
}), aber { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug { $phase ->
    [moving] hat noch Steine in der Hand: es wird gesetzt (p)
   *[other] hat keine Steine in der Hand: es wird gezogen (m)
}
setup-fault-nothing-taken = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $count } Steine auf dem Brett und in der Hand, aber in diesem Spiel wird nie ein Stein entfernt: ein Spieler hat alle { $pieces }
setup-fault-hands-out-of-turn = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug hat { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} in der Hand und { $side ->
    [white] Schwarz
   *[black] Weiß
} { $theirs }: gesetzt wird abwechselnd, also hat der Spieler am Zug gleich viele wie der andere oder einen mehr
setup-fault-taken-too-many = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} verloren, aber { $side ->
    [white] Schwarz
   *[black] Weiß
} hat erst { $placed } gesetzt: ein Stein wird durch eine Mühle entfernt, die erste braucht drei gesetzte Steine und beim Setzen jede weitere einen mehr
setup-fault-not-a-move = der gemerkte Zug { $from }-{ $to } von { $side ->
    [white] Weiß
   *[black] Schwarz
} ist auf diesem Brett kein Zug
setup-fault-mill-and-no-mill = der vorige Zug von { $side ->
    [white] Weiß
   *[black] Schwarz
} kann nicht zugleich eine Mühle geschlossen und keine geschlossen haben
setup-fault-in-mill-to-move = { $side ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug und hat eine Mühle: in diesem Spiel war die Partie zu Ende, als sie geschlossen wurde
setup-fault-mover-reduced = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat noch { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} und hat gerade gezogen: die Partie war zu Ende, als { $side ->
    [white] Weiß
   *[black] Schwarz
} auf zwei Steine kam
setup-fault-man-on-far-rank = der { $side ->
    [white] weiße
   *[black] schwarze
} einfache Stein auf { $number } ({ $point }) steht auf der gegnerischen Grundreihe, wo er zur Dame geworden wäre: eine Dame schreibt man K{ $number }
setup-fault-mover-has-nothing = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat keinen Stein, kann also nicht den letzten Zug gemacht haben ({ $side ->
    [white] Schwarz
   *[black] Weiß
} ist am Zug)
setup-fault-huff-not-mover = das Pusterecht nennt { $number } ({ $point }), wo kein Stein von { $side ->
    [white] Weiß
   *[black] Schwarz
} steht, dem Spieler, der gerade gezogen hat
setup-fault-huff-many = das Pusterecht nennt { $names }, aber nur der Stein, der gezogen hat, darf gepustet werden (mehrere mit der Option huff-any)
setup-fault-huff-impossible = kein Zug, den { $side ->
    [white] Weiß
   *[black] Schwarz
} gerade gemacht haben kann, lässt { $names } zum Pusten übrig: das Pusterecht gilt { $huff ->
    [stepper] dem Stein, der gezogen hat, falls er vor seinem Zug hätte schlagen können
   *[any] genau den Steinen, die vor dem Zug hätten schlagen können
}
setup-fault-quiet-without-king = ruhige Züge werden gezählt, aber { $side ->
    [white] Weiß
   *[black] Schwarz
} hat den letzten Zug ohne Dame gemacht: der Zug eines einfachen Steins oder ein Schlag beginnt die Zählung neu
setup-fault-kind-count = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat { $count } { $kind ->
    [straight] { $count ->
        [one] Gerade
       *[other] Geraden
    }
    [diagonal] { $count ->
        [one] Diagonale
       *[other] Diagonalen
    }
    [pusher] Schieber
   *[puller] Zieher
} ({ $placed } auf dem Brett, { $held } in der Hand), aber jeder Spieler hat { $each }
setup-fault-last-missing = auf dem Brett stehen Steine, also muss das Feld des zuletzt gesetzten angegeben sein
setup-fault-pass-first = noch kein Stein ist gesetzt: niemand kann gepasst haben
setup-fault-last-off-board = { $point } ist kein Feld des Bretts
setup-fault-last-empty = der zuletzt gesetzte Stein soll auf { $point } stehen, doch das Feld ist leer
setup-fault-last-not-placer = der zuletzt gesetzte Stein auf { $point } gehört { $side ->
    [white] Weiß
   *[black] Schwarz
}, aber { $passed ->
    [yes] { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat gepasst, also hat { $side ->
        [white] Schwarz
       *[black] Weiß
    } den letzten Stein gesetzt
   *[no] { $side ->
        [white] Schwarz
       *[black] Weiß
    } hat den letzten Zug gemacht
}
setup-fault-pass-empty-handed = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat ohne Stein in der Hand gepasst: die Partie war schon beendet
setup-fault-pass-not-forced = { $side ->
    [white] Weiß
   *[black] Schwarz
} hat gepasst, aber { $kind ->
    [straight] die Gerade
    [diagonal] die Diagonale
    [pusher] der Schieber
   *[puller] der Zieher
} auf { $from } ließ { $free } frei: gepasst wird nur, wenn es erzwungen ist
setup-fault-placements-out-of-turn = { $side ->
    [white] Weiß
   *[black] Schwarz
} am Zug hat { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
} gesetzt und { $side ->
    [white] Schwarz
   *[black] Weiß
} { $theirs }: gesetzt wird abwechselnd, und bei so wenigen Steinen auf dem Brett kann kein Passen erzwungen worden sein
