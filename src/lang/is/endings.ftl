# Hvernig tafli lýkur: fyrirsögn og ástæða.

end-wins = { $name } vinnur
end-over = Lokið
end-draw = Jafntefli

# Not "lokaður inni": its masculine ending would give any name a gender.
end-blocked = { $name } á engan leik
end-threefold-repetition = sama staða þrisvar
end-quiet-turns = { $count ->
        [one] { $count } leikur
       *[other] { $count } leikir
    } án þess að { $progress ->
        [removal] tala sé drepin
        [capture] drepið sé eða venjuleg tala færð
       *[placing] tala sé sett
    }
end-resigned = { $name } gafst upp
end-agreed-draw = samið jafntefli
end-lost-on-time = { $name } tapaði á tíma
end-time-no-win = tíminn rann út, en hinn gat ekki unnið
end-three-in-a-row-by = { $name } hefur þrjár í röð
end-three-in-a-row = þrjár í röð
end-reduced-to-two = { $name } á aðeins tvær tölur eftir
end-board-full = borðið er fullt
end-no-pieces-left = { $name } á engar tölur eftir
end-last-piece-won = síðasta talan er sett, { $winner ->
        [one] { $winner } stig
       *[other] { $winner } stig
    } gegn { $loser }
end-last-piece-drawn = síðasta talan er sett, { $count ->
        [one] { $count } stig
       *[other] { $count } stig
    } hvor

# Leikslokin í fáum orðum á eftir úrslitunum (1-0 enginn leikur).
end-name-mill = mylla
end-name-reduced-to-two = tvær eftir
end-name-blocked = enginn leikur
end-name-no-pieces-left = engar tölur eftir
end-name-board-full = fullt borð
end-name-threefold-repetition = sama staða þrisvar
end-name-quiet-turns = { $count ->
        [one] { $count } leikur
       *[other] { $count } leikir
    } án dráps
end-name-three-against-three = 20 leikir án dráps, þrjár gegn þremur
end-name-resignation = uppgjöf
end-name-agreed-draw = samið jafntefli
end-name-last-piece-placed = síðasta tala sett
end-name-time-forfeit = tap á tíma
end-name-players = leikmenn luku taflinu
end-name-stated = lokið þegar stillt var upp
end-name-stated-no-result = lokið þegar stillt var upp, úrslit ekki gefin
