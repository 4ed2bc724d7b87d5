# How a game ends. Player names keep their form and their gender is
# unknown, so the verbs are in the present tense ("Ada vyhrává").

end-wins = { $name } vyhrává
end-over = Konec
end-draw = Remíza

end-blocked = { $name } nemá tah
end-threefold-repetition = trojí opakování pozice
end-quiet-turns = { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } bez { $progress ->
        [removal] odebrání
        [capture] braní či tahu obyčejným kamenem
       *[placing] kladení kamene
    }
end-resigned = { $name } se vzdává
end-agreed-draw = remíza dohodou
end-lost-on-time = { $name } prohrává na čas
end-time-no-win = čas vypršel, ale soupeř nemohl vyhrát
end-three-in-a-row-by = { $name } má mlýn
end-three-in-a-row = mlýn
end-reduced-to-two = { $name } má už jen dva kameny
end-board-full = deska je plná
end-no-pieces-left = { $name } nemá žádné kameny
end-last-piece-won = poslední kámen položen, { $winner ->
        [one] { $winner } bod
        [few] { $winner } body
        [many] { $winner } bodu
       *[other] { $winner } bodů
    } proti { $loser }
end-last-piece-drawn = poslední kámen položen, oba mají { $count ->
        [one] { $count } bod
        [few] { $count } body
        [many] { $count } bodu
       *[other] { $count } bodů
    }

end-name-mill = mlýn
end-name-reduced-to-two = zbyly dva
end-name-blocked = bez tahu
end-name-no-pieces-left = bez kamenů
end-name-board-full = plná deska
end-name-threefold-repetition = trojí opakování
# Shared by the mill games (no removal) and Damspil (no capture, no man
# moved): "tichý tah", as chess calls a quiet move, fits both.
end-name-quiet-turns = { $count ->
        [one] { $count } tichý tah
        [few] { $count } tiché tahy
        [many] { $count } tichého tahu
       *[other] { $count } tichých tahů
    }
end-name-three-against-three = 20 tahů bez odebrání při třech proti třem
end-name-resignation = vzdání se
end-name-agreed-draw = remíza dohodou
end-name-last-piece-placed = položen poslední kámen
end-name-time-forfeit = prohra na čas
end-name-players = ukončeno hráči
end-name-stated = konec už v sestavené pozici
end-name-stated-no-result = konec už v sestavené pozici, bez výsledku
