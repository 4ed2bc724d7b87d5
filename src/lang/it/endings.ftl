# Come finisce una partita: il titolo ("Ada vince") e il perché.

end-wins = { $name } vince
end-over = Finita
end-draw = Patta

end-blocked = { $name } non ha più mosse
end-threefold-repetition = triplice ripetizione
end-quiet-turns = { $count } mosse senza { $progress ->
        [removal] eliminazioni
        [capture] prese né mosse di pedina
       *[placing] pedine piazzate
    }
end-resigned = { $name } abbandona
end-agreed-draw = patta concordata
end-lost-on-time = { $name } ha perso per tempo
end-time-no-win = tempo scaduto, ma l'avversario non poteva vincere
end-three-in-a-row-by = { $name } ha fatto mulino
end-three-in-a-row = tre in fila
end-reduced-to-two = { $name } resta con due pedine
end-board-full = il tavoliere è pieno
end-no-pieces-left = { $name } non ha più pezzi
end-last-piece-won = l'ultima pedina è piazzata, { $winner ->
        [one] { $winner } punto
       *[other] { $winner } punti
    } a { $loser }
end-last-piece-drawn = l'ultima pedina è piazzata, { $count ->
        [one] { $count } punto
       *[other] { $count } punti
    } a testa

end-name-mill = mulino
end-name-reduced-to-two = due pedine rimaste
end-name-blocked = senza mosse
end-name-no-pieces-left = senza pezzi
end-name-board-full = tavoliere pieno
end-name-threefold-repetition = triplice ripetizione
end-name-quiet-turns = { $count } mosse tranquille
end-name-three-against-three = 20 mosse tranquille a tre contro tre
end-name-resignation = abbandono
end-name-agreed-draw = patta concordata
end-name-last-piece-placed = ultima pedina piazzata
end-name-time-forfeit = tempo scaduto
end-name-players = chiusa dai giocatori
end-name-stated = finita in partenza
end-name-stated-no-result = finita in partenza, senza risultato
