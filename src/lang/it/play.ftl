# La schermata di gioco: il pannello accanto al tavoliere e la riga dei
# messaggi.

## I giocatori.
play-computer = Computer (livello { $level })
play-computer-short = Computer { $level }

panel-side = ({ $side ->
        [white] bianco
       *[black] nero
    })
panel-moves = Mosse
play-too-small = terminale troppo piccolo
play-too-small-sizes = serve { $size }, c'è { $have }
play-too-small-quit = q esce; la partita è conservata

## Il pannello.
panel-live = Ora, { $lead }
panel-looking-back = A ritroso:
panel-turn-of = mossa { $turn } di { $turns }
panel-esc-returns = Esc torna alla partita in corso
panel-thinking = pensa { $spinner }
panel-thinking-depth = pensa { $spinner } profondità { $depth }
panel-typed = Scritto:
panel-hint = Consiglio:
panel-analysis = Analisi:
panel-rule = Regola:
panel-rule-option = { $option ->
        [no-repeat-mill] nessun mulino tornando indietro
        [outer-start] prima pedina fuori dal centro
       *[huff-any] soffiare qualsiasi pezzo
    }
panel-marks = segni: + vince, = patta, - perde
panel-solving = soluzione in corso
panel-waiting-for-table = in attesa della tabella risolta
panel-no-exact-value = nessun valore esatto qui (la tabella ha solo il finale)
panel-table-offer = nessun valore esatto qui: `{ $command }` calcola la soluzione intera (circa { $minutes } minuti su due core, { $gigabytes } GB), con cui poi gioca il computer
panel-finished-game = Una partita finita:
panel-unfinished-game = Una partita non finita:
panel-played = { $name } ha giocato { $turn }
panel-start = la posizione iniziale: nessuna mossa ancora

## Quanto vale una posizione o una mossa.
panel-wins-in = { $side ->
        [white] il Bianco
       *[black] il Nero
    } vince in { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }
## Nine men's morris's solution: a win with the turns to the next removal
## (the moving phase) or without (while placing). $side: white or black.
panel-wins-removal = { $side ->
        [white] il Bianco
       *[black] il Nero
    } vince col gioco migliore, la prossima eliminazione tra { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }
panel-wins = { $side ->
        [white] il Bianco
       *[black] il Nero
    } vince col gioco migliore
panel-wins-by = { $side ->
        [white] il Bianco
       *[black] il Nero
    } vince di { $count }
panel-draw-with-best-play = patta col gioco migliore
panel-about-even = quasi pari
panel-a-little-better = { $side ->
        [white] il Bianco
       *[black] il Nero
    } sta un po' meglio
panel-better = { $side ->
        [white] il Bianco
       *[black] il Nero
    } sta meglio
panel-clearly-better = { $side ->
        [white] il Bianco
       *[black] il Nero
    } sta nettamente meglio

## Avvisi di una patta in arrivo.
panel-three-against-three = Tre contro tre:
panel-three-against-three-count = { $quiet } di { $limit } mosse senza { $progress ->
        [removal] eliminazioni
        [capture] prese né mosse di pedina
       *[placing] pedine piazzate
    }, poi patta
panel-draw-soon = Patta vicina:
panel-draw-soon-count = { $quiet } di { $limit } mosse senza { $progress ->
        [removal] eliminazioni
        [capture] prese né mosse di pedina
       *[placing] pedine piazzate
    }; { $progress ->
        [removal] un'eliminazione
        [capture] una presa o una mossa di pedina
       *[placing] una pedina piazzata
    } azzera il conto
panel-draw-by-repetition = Patta per ripetizione:
panel-would-repeat = { $turns } ripeterebbe una posizione per la terza volta

## La riga dei messaggi.
play-list-and = { $rest } e { $last }
play-no-hint = nessun consiglio: non c'è nessuna mossa da giocare
play-computer-played = { $name } ha giocato { $turn }
play-hints-for-own-turn = i consigli sono per quando tocca a te
play-played-hint = giocata la mossa consigliata { $turn }
play-analysis-on = analisi attiva: + vince, = patta, - perde (gioco perfetto)
play-analysis-off = analisi spenta
play-accepts-draw = { $name } accetta la patta
play-declines-draw = { $name } rifiuta la patta
play-no-perfect-play = il gioco perfetto di { $game } non è disponibile: `mills solve --variant { $variant }` dice perché
play-table-ready = la tabella risolta di { $game } è pronta
play-where-perfect-play = il gioco perfetto è noto per { $solved }, e nei finali di { $endgames }, senza opzioni di regola
play-nothing-to-look-back-at = nessuna mossa giocata: niente da ripercorrere
play-at-the-start = questa è la posizione iniziale: . va avanti, Esc torna
play-at-the-live-position = questa è la posizione attuale: , torna indietro
play-back-to-live = di nuovo alla posizione attuale
play-nothing-chosen = nulla di scelto: scrivi un punto, o portaci il cursore
play-type-the-rank = prima scrivi la riga di { $file } (da 1 a { $last }), o Esc
play-clocks-stopped = gli orologi sono fermi: z li fa ripartire
play-not-thinking = il computer ora non sta pensando
play-game-over = la partita è finita: n ne inizia una nuova, u ritira
play-over-because = la partita è finita: { $why }
play-computer-to-move = tocca a { $name }: m fa muovere subito il computer
play-ended-on-time = la partita è finita per tempo: la bandierina caduta non si ritira (n per una nuova)
play-nothing-to-undo = niente da ritirare
play-nothing-to-redo = niente da rigiocare
play-end-of-game = la fine della partita
play-took-back = ritirato { $turns }
play-replayed = rigiocato { $turns }
play-computer-plays-both = il computer gioca entrambi i colori: n inizia una nuova partita
play-files-are = le colonne di questo tavoliere vanno da a a { $last }
play-type-a-file-first = prima la lettera della colonna (da a a { $last })
play-not-a-point = { $point } non è un punto del { $board ->
        [points-24] tavoliere da 24 punti
        [points-16] tavoliere da 16 punti
        [points-9] tavoliere da 9 punti
        [points-9-diagonals] tavoliere da 9 punti con diagonali
        [squares-8] tavoliere 8×8, 32 case scure
       *[squares-4] tavoliere 4×4
    }
play-not-a-point-name = { $name } non è un punto
play-key-means-nothing = { $key } non fa nulla in questo gioco
play-not-typed-whole = in questo gioco una mossa non si scrive per intero

## Che cosa dà il gioco perfetto a chi muove, accanto a un punto.
value-win-in = vince in { $count }
value-loss-in = perde in { $count }
value-win-by = vince di { $count }
value-loss-by = perde di { $count }
value-win-removal = vince, eliminazione tra { $count }
value-loss-removal = perde, eliminazione tra { $count }
value-win = vince
value-loss = perde
value-draw = patta
