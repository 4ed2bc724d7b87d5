# Le parole proprie di ogni famiglia di giochi.

## I giochi del mulino.
mill-remove-a-piece = mulino! elimina una pedina { $side ->
        [white] bianca
       *[black] nera
    }
mill-choose-where = muovi { $point }: scegli dove
mill-fly-any = vola con una pedina su un punto libero qualsiasi
mill-fly = volo: hai tre pedine
mill-jump = salto: hai tre pedine (un passo, o salta una pedina avversaria)
mill-place-or-move = piazza una pedina, o muovine una
mill-place = piazza una pedina
mill-move = muovi una pedina
#  : a space no line breaks at, so that a count stays with its
# label on a narrow panel ("tavoliere" is wide).
mill-counts = mano { $hand }  tavoliere { $board }  perse { $lost }
mill-three-in-a-row-wins = Tre in fila vincono subito.
mill-cancelled = annullato
mill-took-back-mill = ritirata la mossa { $turn }, che chiudeva un mulino: rigiocala per eliminare una pedina
mill-none-taken = mulino! ogni pedina { $side ->
        [white] bianca
       *[black] nera
    } sta in un mulino, quindi non se ne elimina nessuna
mill-help-title = { $game }: { $board ->
        [points-24] tavoliere da 24 punti
        [points-16] tavoliere da 16 punti
        [points-9] tavoliere da 9 punti
       *[points-9-diagonals] tavoliere da 9 punti con diagonali
    }, { $count } pedine a testa.
mill-help-place = Piazzare: metti una pedina dalla mano su un punto libero qualsiasi.
mill-help-place-or-move = Finché ne hai in mano, puoi invece muovere una pedina.
mill-help-move-any = Muovere: piazzate tutte le pedine, portane una su un punto libero qualsiasi.
mill-help-move = Muovere: a mano vuota, sposta una pedina lungo una linea su un punto vicino libero.
mill-help-fly = Volare: con sole tre pedine rimaste, vai su un punto libero qualsiasi.
mill-help-jump = Saltare: con sole tre pedine rimaste, puoi anche saltare lungo una linea una pedina avversaria fino al punto libero dietro.
mill-help-mill-wins = Mulino: tre tue pedine in fila vincono subito.
mill-help-lose = Si perde: quando non si ha nessuna mossa.
mill-help-draw-short = Patta: triplice ripetizione, 100 mosse di fila, o accordo.
mill-help-mill-take-any = Mulino: tre tue pedine in fila. Chiuderlo elimina una pedina avversaria; le pedine nei mulini sono protette, salvo quando tutte le avversarie sono in mulini.
mill-help-mill-take-nothing = Mulino: tre tue pedine in fila. Chiuderlo elimina una pedina avversaria; le pedine nei mulini sono sempre protette, quindi a volte non se ne elimina nessuna.
mill-help-no-shuttle = Una pedina che ha aperto un mulino e ne ha chiuso un altro non può tornare subito indietro a richiudere il primo.
mill-help-win = Si vince: lasciando all'avversario due pedine, o nessuna mossa.
mill-help-draw = Patta: triplice ripetizione, 100 mosse di fila senza eliminazioni, o accordo.
mill-help-draw-full = Patta: tavoliere pieno, triplice ripetizione, 100 mosse di fila senza eliminazioni, o accordo.
mill-help-three-against-three = A tre pedine ciascuno: { $count } mosse senza eliminazioni.
mill-put-white-black = metti bianca/nera
mill-put = metti

## Damspil (dama danese).
damspil-put-man-king = metti pedina/dama
damspil-put = metti
damspil-counts = pedine { $men }  dame { $kings }  perse { $lost }
damspil-huffed-now-move = { $point } è soffiata: ora muovi una pedina o una dama
damspil-huff-first = soffia prima, se vuoi (p), poi muovi
damspil-jump-on = salta ancora, o Invio su { $point } per fermarti lì
damspil-huff-lead = Soffio:
damspil-may-huff = { $piece } poteva prendere { $taken } e non l'ha fatto: puoi soffiarla
damspil-may-huff-moved = { $from } poteva prendere { $taken } ma è andata su { $piece }: puoi soffiarla
damspil-huffed = { $piece } è soffiata: poteva prendere { $taken }
damspil-huffed-moved = { $piece } è soffiata: da { $from } poteva prendere { $taken }
damspil-or = { $rest } o { $last }
damspil-crowned = su { $point } la pedina va a dama
damspil-huffed-choose = { $point } è soffiata: scegli uno dei tuoi pezzi
damspil-not-yours-huff = il pezzo su { $point } non è tuo: p lo soffia
damspil-back-on = di nuovo su { $point }
damspil-back-to-start = di nuovo alla partenza
damspil-no-huff = niente soffio
damspil-how-to-type = una mossa si scrive c3-d4, c3xe5xc7, o con prima un soffio *b6:c3-d4
damspil-help-board = Damspil (dama danese): tavoliere 8×8, si gioca sulle 32 case scure; dodici pedine a testa, muove prima il Bianco.
damspil-help-step = Passo: la pedina avanza di una casa in diagonale su una casa libera.
damspil-help-capture = Presa: salta un pezzo avversario adiacente (pedina o dama), avanti o indietro, sulla casa libera dietro; salta ancora con lo stesso pezzo, o fermati dopo un salto qualsiasi. Prendere non è mai obbligatorio.
damspil-help-huff = Soffio: se l'avversario ha fatto un passo con un pezzo che poteva prendere, puoi prima toglierlo (p sopra), poi muovere.
damspil-help-huff-any = Soffio (huff-any): se l'avversario non ha preso pur potendo, puoi prima togliere uno dei pezzi che potevano farlo (p), poi muovere.
damspil-help-king = Dama: una pedina che arriva sulla riga di fondo avversaria diventa dama, e la mossa finisce lì. La dama va di quante case vuole su una diagonale libera, ma prende solo un pezzo adiacente, come la pedina.
damspil-help-win = Si vince: prendendo tutti i pezzi avversari, o lasciando l'avversario senza mosse.
damspil-help-draw = Patta: triplice ripetizione, 100 mosse di fila senza prese né mosse di pedina, o accordo.
damspil-huff = soffia
damspil-who-can-capture = chi può prendere
damspil-jumps = salti
damspil-help-enter = scegli un pezzo, poi muovilo o prendi con esso fino al cursore (anche Spazio o un clic)
damspil-help-a-whole-turn-typed-then = una mossa intera scritta, poi Invio: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = soffia (at puste) il pezzo sotto il cursore prima della tua mossa: uno che poteva prendere e non l'ha fatto
damspil-help-mark-the-pieces-that-can = segna i pezzi che possono prendere ora, o togli il segno

## Mijnlieff.
mijnlieff-put-white-black = metti bianca/nera
mijnlieff-put = metti
mijnlieff-counts = punti { $score }  mano { $hand }
mijnlieff-must-pass = nessuna casa permessa è libera: Invio passa
mijnlieff-place-kind = piazza { $kind ->
        [straight] una linea
        [diagonal] una diagonale
        [pusher] una spinta
       *[puller] un traino
    }: scegli una casa
mijnlieff-choose-kind = scegli un tipo (S D P L, Tab) e una casa
mijnlieff-allowed-lead = Permesse:
mijnlieff-allowed-nothing = nessuna: { $side ->
        [white] il Bianco
       *[black] il Nero
    } deve passare
mijnlieff-allowed-outside = la prima pedina va fuori dal centro
mijnlieff-allowed-corner = la prima pedina va in un angolo
mijnlieff-allowed-any = qualsiasi casa libera, dopo che { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha passato
mijnlieff-allowed-by = { $kind ->
        [straight] la linea
        [diagonal] la diagonale
        [pusher] la spinta
       *[puller] il traino
    } su { $point }: { $kind ->
        [straight] solo case nella sua riga o colonna
        [diagonal] solo case sulle sue diagonali
        [pusher] solo case non accanto
       *[puller] solo case accanto
    }
mijnlieff-value-with-kind = { $point } con { $kind ->
        [straight] una linea
        [diagonal] una diagonale
        [pusher] una spinta
       *[puller] un traino
    }: { $value }
mijnlieff-passes = { $side ->
        [white] il Bianco
       *[black] il Nero
    } passa: nessuna casa permessa è libera
mijnlieff-scores = { $turn } vale { $gained }: { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha { $count }
mijnlieff-other-must-pass = { $side ->
        [white] il Bianco
       *[black] il Nero
    } deve passare
mijnlieff-choose-kind-first = prima scegli un tipo: S, D, P o L (maiuscole), o Tab tra le pedine in mano
mijnlieff-no-kind = nessun tipo scelto (era { $kind ->
        [straight] la linea
        [diagonal] la diagonale
        [pusher] la spinta
       *[puller] il traino
    })
mijnlieff-not-typed = { $turn } qui non è una mossa: scrivi il tipo (S D P L) e la casa, poi Invio
mijnlieff-help-board = Mijnlieff, un gioco di Andy Hopwood: tavoliere 4×4; ognuno ha otto pedine, due per tipo: linea S, diagonale D, spinta P, traino L. Le pedine si piazzano e non si muovono più.
mijnlieff-help-turn = La mossa: piazza una pedina su una casa libera permessa dall'ultima pedina dell'avversario: una linea, la sua riga o colonna; una diagonale, le sue diagonali; una spinta, ogni casa non accanto; un traino, una casa accanto.
mijnlieff-help-first-outer = Prima pedina: su una casa qualsiasi fuori dal centro (outer-start).
mijnlieff-help-first = Prima pedina: in un angolo (con outer-start: fuori dal centro).
mijnlieff-help-pass = Passare: se nessuna casa permessa è libera devi passare (con Invio); l'avversario può allora piazzare su qualsiasi casa libera.
mijnlieff-help-end = Fine: quando chi ha il tratto non ha più pedine. Ogni tuo tris in riga, colonna o diagonale vale 1 punto (quattro in fila: 2); vince chi ha più punti, a parità è patta.
mijnlieff-help-marks = Case segnate con { $mark }: lì chi ha il tratto può piazzare; l'ultima pedina piazzata è sottolineata.
mijnlieff-help-keys = Tasti: S, D, P, L (maiuscole o minuscole) o Tab scelgono il tipo, una casa e Invio lo piazzano: Sa1 (o sa1) e Invio fa entrambe le cose. Ctrl-S salva (s è la linea).
mijnlieff-kind = tipo
mijnlieff-help-enter = piazza il tipo scelto sulla casa sotto il cursore (anche Spazio o un clic)
mijnlieff-help-choose-the-kind-to-place = scegli il tipo da piazzare, maiuscolo o minuscolo: linea, diagonale, spinta, traino (poi una casa e Invio: Sa1 o sa1 Invio; d e poi una casa è la diagonale, d e poi una riga la colonna d)
mijnlieff-help-the-next-kind-in-your = il tipo seguente nella tua mano
