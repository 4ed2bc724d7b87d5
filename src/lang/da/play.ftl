# Spilleskærmen: panelet ved siden af brættet og beskedlinjen.

## Spillerne.
play-computer = Computer (niveau { $level })
play-computer-short = Computer { $level }

## Panelet.
panel-side = ({ $side ->
        [white] hvid
       *[black] sort
    })
panel-moves = Træk
panel-live = Nu, { $lead }
panel-looking-back = Ser tilbage:
panel-turn-of = træk { $turn } af { $turns }
panel-esc-returns = Esc vender tilbage til partiet
panel-thinking = tænker { $spinner }
panel-thinking-depth = tænker { $spinner } dybde { $depth }
panel-typed = Skrevet:
panel-hint = Tip:
panel-analysis = Analyse:
panel-rule = Regel:
panel-rule-option = { $option ->
        [no-repeat-mill] ingen mølle ved at flytte tilbage
        [outer-start] første brik uden for midten
       *[huff-any] pust enhver brik
    }
panel-marks = mærker: + vinder, = remis, - taber
panel-solving = løser
panel-waiting-for-table = venter på den løste tabel
panel-no-exact-value = ingen nøjagtig værdi her (tabellen dækker kun slutspillet)
panel-table-offer = ingen nøjagtig værdi her: `{ $command }` laver hele løsningen (omkring { $minutes } minutter på to kerner, { $gigabytes } GB), som computeren så spiller efter
panel-finished-game = Et afsluttet parti:
panel-unfinished-game = Et uafsluttet parti:
panel-played = { $name } spillede { $turn }
panel-start = starten: intet træk spillet endnu

## Hvad en stilling eller et træk er værd.
panel-wins-in = { $side ->
        [white] hvid
       *[black] sort
    } vinder i { $count ->
        [one] { $count } træk
       *[other] { $count } træk
    }
## Nine men's morris's solution: a win with the turns to the next removal
## (the moving phase) or without (while placing). $side: white or black.
panel-wins-removal = { $side ->
        [white] hvid
       *[black] sort
    } vinder med bedste spil, næste brik fjernes om { $count ->
        [one] { $count } træk
       *[other] { $count } træk
    }
panel-wins = { $side ->
        [white] hvid
       *[black] sort
    } vinder med bedste spil
panel-wins-by = { $side ->
        [white] hvid
       *[black] sort
    } vinder med { $count }
panel-draw-with-best-play = remis med bedste spil
panel-about-even = omtrent lige
panel-a-little-better = { $side ->
        [white] hvid
       *[black] sort
    } står lidt bedre
panel-better = { $side ->
        [white] hvid
       *[black] sort
    } står bedre
panel-clearly-better = { $side ->
        [white] hvid
       *[black] sort
    } står klart bedre

## Varsler om remis.
panel-three-against-three = Tre mod tre:
panel-three-against-three-count = { $quiet } af { $limit } træk uden { $progress ->
        [removal] at en brik fjernes
        [capture] at der slås eller en almindelig brik flyttes
       *[placing] at en brik sættes
    }, så remis
panel-draw-soon = Snart remis:
panel-draw-soon-count = { $quiet } af { $limit } træk uden { $progress ->
        [removal] at en brik fjernes
        [capture] at der slås eller en almindelig brik flyttes
       *[placing] at en brik sættes
    }; { $progress ->
        [removal] at fjerne en brik
        [capture] at slå eller flytte en almindelig brik
       *[placing] at sætte en brik
    } nulstiller tællingen
panel-draw-by-repetition = Remis ved gentagelse:
panel-would-repeat = { $turns } ville gentage en stilling for tredje gang

## Beskedlinjen.
play-list-and = { $rest } og { $last }
play-no-hint = intet tip: der er intet træk at spille
play-computer-played = { $name } spillede { $turn }
play-hints-for-own-turn = tip gives kun i dit eget træk
play-played-hint = spillede tippet { $turn }
play-analysis-on = analyse til: + vinder, = remis, - taber (perfekt spil)
play-analysis-off = analyse fra
play-accepts-draw = { $name } tager imod remis
play-declines-draw = { $name } afslår remis
play-no-perfect-play = perfekt spil i { $game } kunne ikke fås: `mills solve --variant { $variant }` siger hvorfor
play-table-ready = den løste tabel for { $game } er klar
play-where-perfect-play = perfekt spil kendes for { $solved } og i slutspillene i { $endgames }, uden regelvalg
play-nothing-to-look-back-at = intet træk spillet endnu: intet at se tilbage på
play-at-the-start = dette er starten: . går frem, Esc vender tilbage
play-at-the-live-position = dette er den aktuelle stilling: , ser tilbage
play-back-to-live = tilbage til den aktuelle stilling
play-nothing-chosen = intet er valgt: skriv et punkt, eller flyt markøren derhen
play-type-the-rank = skriv først rækken for { $file } (1 til { $last }), eller Esc
play-clocks-stopped = urene er stoppet: z starter dem igen
play-not-thinking = computeren tænker ikke nu
play-game-over = partiet er slut: n starter et nyt, u tager tilbage
play-over-because = partiet er slut: { $why }
play-computer-to-move = { $name } er i trækket: m får den til at trække nu
play-ended-on-time = partiet endte på tid: et faldet flag tages ikke tilbage (n for nyt parti)
play-nothing-to-undo = intet at fortryde
play-nothing-to-redo = intet at gentage
play-end-of-game = partiets afslutning
play-took-back = tog { $turns } tilbage
play-replayed = spillede { $turns } igen
play-computer-plays-both = computeren spiller begge sider: n starter et nyt parti
play-files-are = dette bræts linjer er a til { $last }
play-type-a-file-first = skriv først en linjes bogstav (a til { $last })
play-not-a-point = { $point } er ikke { $board ->
        [points-24] et punkt på brættet med 24 punkter
        [points-16] et punkt på brættet med 16 punkter
        [points-9] et punkt på brættet med 9 punkter
        [points-9-diagonals] et punkt på brættet med 9 punkter og diagonaler
        [squares-8] et felt på 8×8-brættet med 32 mørke felter
       *[squares-4] et felt på 4×4-brættet
    }
play-not-a-point-name = { $name } er ikke et punkt
play-key-means-nothing = { $key } betyder intet i dette spil
play-not-typed-whole = i dette spil skrives et træk ikke helt

## Hvad perfekt spil giver spilleren i trækket, ved et punkt i analysen.
value-win-in = gevinst i { $count }
value-loss-in = tab i { $count }
value-win-by = gevinst med { $count }
value-loss-by = tab med { $count }
value-win-removal = gevinst, en brik fjernes om { $count }
value-loss-removal = tab, en brik fjernes om { $count }
value-win = gevinst
value-loss = tab
value-draw = remis

## For lille terminal.
play-too-small = terminalen er for lille
play-too-small-sizes = kræver { $size }, har { $have }
play-too-small-quit = q afslutter; partiet gemmes
