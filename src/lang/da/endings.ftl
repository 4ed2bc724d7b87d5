# Hvordan et parti ender: en overskrift og hvorfor.

end-wins = { $name } vinder
end-over = Slut
end-draw = Remis

end-blocked = { $name } er spærret inde
end-threefold-repetition = tre gange samme stilling
end-quiet-turns = { $count } træk uden { $progress ->
        [removal] at en brik fjernes
        [capture] at der slås eller en almindelig brik flyttes
       *[placing] at en brik sættes
    }
end-resigned = { $name } gav op
end-agreed-draw = aftalt remis
end-lost-on-time = { $name } tabte på tid
end-time-no-win = tiden løb ud, men modstanderen kunne ikke vinde
end-three-in-a-row-by = { $name } har tre på stribe
end-three-in-a-row = tre på stribe
end-reduced-to-two = { $name } har kun to brikker tilbage
end-board-full = brættet er fuldt
end-no-pieces-left = { $name } har ingen brikker tilbage
end-last-piece-won = den sidste brik er sat, { $winner ->
        [one] { $winner } point
       *[other] { $winner } point
    } mod { $loser }
end-last-piece-drawn = den sidste brik er sat, { $count ->
        [one] { $count } point
       *[other] { $count } point
    } hver

# Slutningen med få ord efter resultatet i trækkenes liste (1-0 spærret inde).
end-name-mill = mølle
end-name-reduced-to-two = kun to tilbage
end-name-blocked = spærret inde
end-name-no-pieces-left = ingen brikker
end-name-board-full = fuldt bræt
end-name-threefold-repetition = tre gange samme stilling
end-name-quiet-turns = { $count } stille træk
end-name-three-against-three = 20 stille træk ved tre mod tre
end-name-resignation = opgivet
end-name-agreed-draw = aftalt remis
end-name-last-piece-placed = sidste brik sat
end-name-time-forfeit = tabt på tid
end-name-players = afsluttet af spillerne
end-name-stated = slut som opstillet
end-name-stated-no-result = slut som opstillet, uden resultat
