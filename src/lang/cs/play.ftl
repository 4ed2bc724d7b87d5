# The play screen: the panel beside the board and the message line.

## The players.
play-computer = Počítač (úroveň { $level })
play-computer-short = Počítač { $level }

## The panel.
# A dash, not a comma: the name after it is not addressed.
panel-live = Nyní – { $lead }
panel-side = ({ $side ->
        [white] bílý
       *[black] černý
    })
panel-moves = Tahy
panel-looking-back = Pohled zpět:
panel-turn-of = tah { $turn } z { $turns }
panel-esc-returns = Esc vrací do hry
panel-thinking = přemýšlí { $spinner }
panel-thinking-depth = přemýšlí { $spinner } hloubka { $depth }
panel-typed = Napsáno:
panel-hint = Rada:
panel-analysis = Analýza:
panel-marks = značky: + výhra, = remíza, - prohra
panel-solving = řeší se
panel-waiting-for-table = čeká se na vyřešenou tabulku
panel-no-exact-value = tady není přesná hodnota (tabulka zná jen koncovku)
panel-table-offer = tady přesná hodnota není: `{ $command }` spočítá celé řešení (asi { $minutes } minut na dvou jádrech, { $gigabytes } GB), podle kterého pak počítač hraje
panel-finished-game = Dohraná hra:
panel-unfinished-game = Rozehraná hra:
# The player's name stays undeclined (its gender is unknown).
panel-played = { $name }: tah { $turn }
panel-start = začátek: zatím žádný tah
panel-rule = Volba:
panel-rule-option = { $option ->
        [no-repeat-mill] žádný mlýn tahem zpět
        [outer-start] první kámen mimo střed
       *[huff-any] sfouknout kterýkoli kámen
    }

## What a position or a turn is worth.
panel-wins-in = { $side ->
        [white] bílý
       *[black] černý
    } vyhraje za { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    }
## Nine men's morris's solution: a win with the turns to the next removal
## (the moving phase) or without (while placing). $side: white or black.
panel-wins-removal = { $side ->
        [white] bílý
       *[black] černý
    } při nejlepší hře vyhraje, další odebrání kamene za { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    }
panel-wins = { $side ->
        [white] bílý
       *[black] černý
    } při nejlepší hře vyhraje
panel-wins-by = { $side ->
        [white] bílý
       *[black] černý
    } vyhraje o { $count ->
        [one] { $count } bod
        [few] { $count } body
        [many] { $count } bodu
       *[other] { $count } bodů
    }
panel-draw-with-best-play = při nejlepší hře remíza
panel-about-even = vyrovnaná pozice
panel-a-little-better = { $side ->
        [white] bílý
       *[black] černý
    } stojí o něco lépe
panel-better = { $side ->
        [white] bílý
       *[black] černý
    } stojí lépe
panel-clearly-better = { $side ->
        [white] bílý
       *[black] černý
    } stojí jasně lépe

## Warnings of a draw to come ("z 100 tahů": always genitive after "z").
panel-three-against-three = Tři proti třem:
panel-three-against-three-count = { $quiet } z { $limit } tahů bez { $progress ->
        [removal] odebrání
        [capture] braní či tahu obyčejným kamenem
       *[placing] kladení kamene
    }, pak remíza
panel-draw-soon = Brzy remíza:
panel-draw-soon-count = { $quiet } z { $limit } tahů bez { $progress ->
        [removal] odebrání
        [capture] braní či tahu obyčejným kamenem
       *[placing] kladení kamene
    }; { $progress ->
        [removal] odebrání
        [capture] braní či tah obyčejným kamenem
       *[placing] kladení kamene
    } počet vynuluje
panel-draw-by-repetition = Remíza opakováním:
panel-would-repeat = { $turns }: pozice by se opakovala potřetí

## The message line.
play-list-and = { $rest } a { $last }
play-no-hint = žádná rada: není co táhnout
# $name may be any name typed for the computer: no past tense, whose
# ending would give it a gender.
play-computer-played = { $name }: tah { $turn }
play-hints-for-own-turn = rada je jen pro tvůj tah
play-played-hint = zahrán tah z rady { $turn }
play-analysis-on = analýza zapnuta: + výhra, = remíza, - prohra (dokonalá hra)
play-analysis-off = analýza vypnuta
play-accepts-draw = { $name } remízu přijímá
play-declines-draw = { $name } remízu odmítá
play-no-perfect-play = { $game }: dokonalou hru nelze získat; proč, řekne `mills solve --variant { $variant }`
play-table-ready = { $game }: vyřešená tabulka je připravena
play-where-perfect-play = dokonalá hra je známa pro hry { $solved } a v koncovkách her { $endgames }, bez voleb pravidel
play-nothing-to-look-back-at = zatím žádný tah: není se na co ohlížet
play-at-the-start = tady je začátek: . jde vpřed, Esc vrací
play-at-the-live-position = tohle je aktuální pozice: , jde zpět
play-back-to-live = zpět v aktuální pozici
play-nothing-chosen = nic není vybráno: napiš pole, nebo na ně posuň kurzor
play-type-the-rank = nejdřív ke sloupci { $file } napiš řadu (1 až { $last }), nebo Esc
play-clocks-stopped = hodiny stojí: z je zase spustí
play-not-thinking = počítač teď nepřemýšlí
play-game-over = hra skončila: n začne novou, u vrátí tah
play-over-because = hra skončila: { $why }
play-computer-to-move = na tahu je { $name }: m, ať táhne hned
play-ended-on-time = hra skončila na čas: spadlý praporek se nevrací (n: nová hra)
play-nothing-to-undo = není co vracet
play-nothing-to-redo = není co opakovat
play-end-of-game = konec hry
play-took-back = vráceno: { $turns }
play-replayed = zopakováno: { $turns }
play-computer-plays-both = počítač hraje za obě strany: n začne novou hru
play-files-are = sloupce této desky jsou a až { $last }
play-type-a-file-first = nejdřív napiš písmeno sloupce (a až { $last })
# The board in the genitive ("pole desky o 24 polích").
play-not-a-point = { $point } není pole { $board ->
        [points-24] desky o 24 polích
        [points-16] desky o 16 polích
        [points-9] desky o 9 polích
        [points-9-diagonals] desky o 9 polích s úhlopříčkami
        [squares-8] desky 8×8 s 32 tmavými poli
       *[squares-4] desky 4×4
    }
play-not-a-point-name = { $name } není pole
play-key-means-nothing = { $key } v této hře nic neznamená
play-not-typed-whole = v této hře se tah nepíše celý

## What perfect play gives the side to move, beside a point.
value-win-in = výhra za { $count }
value-loss-in = prohra za { $count }
value-win-by = výhra o { $count }
value-loss-by = prohra o { $count }
value-win-removal = výhra, odebrání za { $count }
value-loss-removal = prohra, odebrání za { $count }
value-win = výhra
value-loss = prohra
value-draw = remíza

## A terminal too small to play in.
play-too-small = terminál je příliš malý
play-too-small-sizes = třeba { $size }, je { $have }
play-too-small-quit = q skončí; hra zůstane uložena
