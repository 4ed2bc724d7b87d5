# L'editor di posizione: si mettono le pedine sul tavoliere e si sceglie
# il resto della posizione per cominciarvi una partita.

## Il pannello accanto al tavoliere

setup-title = Prepara una posizione
setup-palette-lead = Tasti
setup-space-puts = Spazio mette { $piece }, x toglie; di nuovo un tasto mette il seguente.
setup-keys-help = Tab sceglie un'impostazione, + e - la cambiano; X svuota il tavoliere, u annulla.
setup-cursor-help = Scrivi il nome di un punto (d2) o usa le frecce per spostare il cursore.

setup-playable = Posizione giocabile.
setup-playable-unreachable = Posizione giocabile, anche se nessuna partita ci arriva: { $fault }.
setup-unplayable = posizione non giocabile: { $why }

## Che cosa ha fatto un tasto

setup-cleared = tavoliere svuotato (u lo rimette)
setup-undone = ultima modifica annullata
setup-nothing-to-undo = niente da annullare
setup-files = le colonne di questo tavoliere vanno da a a { $last }
setup-file-first = prima la lettera della colonna (da a a { $last })
setup-off-board = { $point } non è un punto del { $board }
setup-not-a-point = { $text } non è un punto: un punto è una lettera di colonna e una cifra di riga, come d2
setup-put-off-board = { $point } non è un punto del tavoliere
setup-put-light-square = { $point } è una casa chiara: le pedine stanno su quelle scure
setup-read = posizione letta
setup-not-read = non letta: { $why }
setup-kept = la posizione è rimasta com'era
setup-not-started = non iniziata: la posizione non è giocabile
setup-started = nuova partita dalla posizione preparata
setup-study-values = posizione da studiare: giochi entrambi i colori; v nasconde i valori, t dà un suggerimento
setup-study = posizione da studiare: giochi entrambi i colori; t dà un suggerimento

setup-board = { $kind ->
    [diagonals] tavoliere da { $points } punti con diagonali
    [checkered] tavoliere { $size }×{ $size }, { $points } case scure
    [squares] tavoliere { $size }×{ $size }
   *[lines] tavoliere da { $points } punti
}

## Le impostazioni (etichetta, poi valore)

setup-to-move = Al tratto
setup-side = { $side ->
    [white] bianco
   *[black] nero
}
setup-hand = { $side ->
    [white] Mano del Bianco
   *[black] Mano del Nero
}
setup-move-number = Numero di mossa
setup-quiet-turns = Turni quieti
setup-huff-right = Soffiabili
setup-huff-keys = + rende soffiabile la pedina sotto il cursore, - la toglie.
setup-none = nulla
setup-yes = sì
setup-no = no
setup-last-placed = Ultima piazzata
setup-last-placed-keys = L'ultima pedina messa; + la fa diventare quella sotto il cursore, - nessuna.
setup-last-passed = Ha passato
setup-holds = { $side ->
    [white] Il Bianco ha
   *[black] Il Nero ha
}
setup-holds-keys = Ognuno ha due pedine per tipo: quelle non sul tavoliere sono in mano.

## Le pedine che mette Spazio ("Spazio mette una pedina bianca")

setup-piece-mill = { $side ->
    [white] una pedina bianca
   *[black] una pedina nera
}
setup-piece-man = { $side ->
    [white] una pedina bianca
   *[black] una pedina nera
}
setup-piece-king = { $side ->
    [white] una dama bianca
   *[black] una dama nera
}
setup-piece-mijnlieff = { $side ->
    [white] { $kind ->
        [straight] una linea bianca
        [diagonal] una diagonale bianca
        [pusher] una spinta bianca
       *[puller] un traino bianco
    }
   *[black] { $kind ->
        [straight] una linea nera
        [diagonal] una diagonale nera
        [pusher] una spinta nera
       *[puller] un traino nero
    }
}
