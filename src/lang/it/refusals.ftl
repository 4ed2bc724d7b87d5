# Perché una mossa è rifiutata, sulla riga dei messaggi.

refusal-game-over = la partita è finita
refusal-occupied = { $point } è occupato
refusal-empty = non c'è nessun pezzo su { $point }
refusal-not-yours = il pezzo su { $point } non è tuo
refusal-not-a-move = non è una mossa: { $game ->
        [mill] una mossa è un punto (d2) o un passo (d2-d3), con l'eliminazione se chiude un mulino (d2-d3xb4)
        [damspil] una mossa è un passo (c3-d4) o una presa (c3xe5, c3xe5xc7), con prima l'eventuale soffio (*b6:c3-d4)
       *[mijnlieff] una mossa è un tipo (S, D, P o L) e una casa, come Sa1, oppure pass
    }
refusal-not-possible = ora non è possibile

## I giochi del mulino.
refusal-mill-must-place = hai ancora pedine in mano: piazzane una
refusal-mill-must-move = non hai più pedine in mano: muovine una
refusal-mill-not-adjacent = { $to } non è adiacente a { $from }
refusal-mill-shuttle-back = la pedina su { $from } non può tornare subito indietro su { $to } a chiudere il mulino che ha aperto
refusal-mill-removal-required = così chiudi un mulino: indica la pedina da eliminare (come { $point }x…)
refusal-mill-no-mill-closed = così non chiudi nessun mulino, quindi non si elimina nulla
refusal-mill-nothing-removable = ogni pedina avversaria sta in un mulino: nel Mylna non si elimina nulla
refusal-mill-repeated-mill = tornare subito indietro nel mulino appena aperto qui non chiude un mulino (no-repeat-mill): su { $point } non si elimina nulla
refusal-mill-mill-wins = in questo gioco il mulino vince subito: non si elimina nulla
refusal-mill-not-enemy = su { $point } non c'è nessuna pedina avversaria
refusal-mill-piece-in-mill = la pedina su { $point } sta in un mulino e { $side ->
        [white] il Bianco
       *[black] il Nero
    } ne ha altre fuori dai mulini
refusal-mill-nowhere-to-go = la pedina su { $point } non ha dove andare
refusal-mill-choose-own = su { $point } non c'è nessuna pedina: scegli una delle tue pedine da muovere

## Damspil.
refusal-damspil-not-a-square = { $point } non è una casa scura del tavoliere
refusal-damspil-not-diagonal = { $to } non è su una diagonale da { $from }
refusal-damspil-man-backwards = la pedina va solo avanti: da { $from } a { $to } è all'indietro
refusal-damspil-man-too-far = la pedina avanza di una casa sola: { $to } è troppo lontano da { $from }
refusal-damspil-king-blocked = la dama su { $from } non può oltrepassare il pezzo su { $by } per arrivare su { $to }
refusal-damspil-jump-too-short = una presa salta un pezzo adiacente: { $to } è accanto a { $from }
refusal-damspil-capture-from-distance = niente prese a distanza: da { $from } si salta solo un pezzo adiacente, non uno sulla via per { $to }
refusal-damspil-no-enemy-to-jump = su { $point } non c'è nessun pezzo avversario da saltare
refusal-damspil-already-captured = il pezzo su { $point } è già stato preso in questa mossa
refusal-damspil-crowned = la pedina diventa dama su { $point }: la mossa finisce lì
refusal-damspil-no-huff-right = non c'è nulla da soffiare: { $rule ->
        [stepper] il pezzo mosso per ultimo non poteva prendere
       *[any] l'ultima mossa non ha mancato nessuna presa
    }
refusal-damspil-nothing-to-huff = su { $point } non c'è nessun pezzo avversario da soffiare
refusal-damspil-could-not-have-captured = il pezzo su { $point } non poteva prendere all'ultima mossa: non si può soffiare
refusal-damspil-did-not-move = si può soffiare solo il pezzo mosso per ultimo, non quello su { $point }
refusal-damspil-no-turn-after-huff = dopo aver soffiato { $point } non avresti nessuna mossa

## Mijnlieff.
refusal-mijnlieff-must-pass = nessuna casa permessa è libera: devi passare
refusal-mijnlieff-must-pass-enter = nessuna casa permessa è libera: devi passare, Invio passa
refusal-mijnlieff-may-not-pass = puoi piazzare una pedina, quindi non puoi passare
refusal-mijnlieff-not-in-hand = non hai più { $kind ->
        [straight] nessuna linea
        [diagonal] nessuna diagonale
        [pusher] nessuna spinta
       *[puller] nessun traino
    } in mano
refusal-mijnlieff-not-allowed = { $point } non è permessa: { $kind ->
        [straight] la linea
        [diagonal] la diagonale
        [pusher] la spinta
       *[puller] il traino
    } su { $by } permette { $kind ->
        [straight] solo case nella sua riga o colonna
        [diagonal] solo case sulle sue diagonali
        [pusher] solo case non accanto
       *[puller] solo case accanto
    }
refusal-mijnlieff-not-a-corner = { $point } non è un angolo: la prima pedina va su a1, d1, a4 o d4
refusal-mijnlieff-in-the-centre = { $point } è al centro: la prima pedina va fuori da b2, c2, b3 e c3
refusal-mijnlieff-not-a-kind = { $letter } non è un tipo: S, D, P o L
