# Wie eine Partie endet, wie das Feld, der Kasten am Ende und die
# Historie es zeigen: eine Überschrift ("Ada gewinnt") und der Grund
# ("Bob kann nicht mehr ziehen"). "Ruhige Züge" (wie im Schach der
# "ruhige Zug") sind Züge ohne Fortschritt: siehe glossary.txt.

end-wins = { $name } gewinnt
end-over = Beendet
end-draw = Remis

end-blocked = { $name } kann nicht mehr ziehen
end-threefold-repetition = dreifache Stellungswiederholung
end-quiet-turns = { $progress ->
        [removal] { $count } Züge, ohne dass ein Stein entfernt wurde
        [capture] { $count } Züge ohne Schlagen und ohne Zug eines einfachen Steins
       *[placing] { $count } Züge, ohne dass ein Stein gesetzt wurde
    }
end-resigned = { $name } hat aufgegeben
end-agreed-draw = Remis durch Einigung
end-lost-on-time = { $name } hat auf Zeit verloren
end-time-no-win = die Zeit ist abgelaufen, aber der Gegner konnte nicht mehr gewinnen
end-three-in-a-row-by = { $name } hat drei in einer Reihe
end-three-in-a-row = drei in einer Reihe
end-reduced-to-two = { $name } hat nur noch zwei Steine
end-board-full = das Brett ist voll
end-no-pieces-left = { $name } hat keine Steine mehr
end-last-piece-won = der letzte Stein ist gesetzt, { $winner ->
        [one] { $winner } Punkt
       *[other] { $winner } Punkte
    } zu { $loser }
end-last-piece-drawn = der letzte Stein ist gesetzt, je { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }

# Das Ende in wenigen Worten, nach dem Ergebnis am Ende der Zugliste.
end-name-mill = Mühle
end-name-reduced-to-two = nur noch zwei Steine
end-name-blocked = blockiert
end-name-no-pieces-left = keine Steine mehr
end-name-board-full = Brett voll
end-name-threefold-repetition = dreifache Stellungswiederholung
end-name-quiet-turns = { $count } ruhige Züge
end-name-three-against-three = 20 ruhige Züge bei drei gegen drei
end-name-resignation = aufgegeben
end-name-agreed-draw = Remis durch Einigung
end-name-last-piece-placed = letzter Stein gesetzt
end-name-time-forfeit = Zeitüberschreitung
end-name-players = von den Spielern beendet
end-name-stated = als beendet aufgebaut
end-name-stated-no-result = als beendet aufgebaut, ohne Ergebnis
