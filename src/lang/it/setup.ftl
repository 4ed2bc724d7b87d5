# L'editor di posizione: si mettono le pedine sul tavoliere e si sceglie
# il resto della posizione per cominciarvi una partita.

## Il pannello accanto al tavoliere

setup-title = Prepara una posizione
setup-palette-lead = Tasti
setup-space-puts = Spazio mette { $piece }, x toglie; { $key } di nuovo: { $next }.
setup-space-puts-last = Spazio mette { $piece }, x toglie; { $key } di nuovo toglie.
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
setup-put-light-square = { $point } è una casa chiara: i pezzi stanno su quelle scure
setup-read = posizione letta
setup-not-read = non letta: { $why }
setup-kept = la posizione è rimasta com'era
setup-not-started = non iniziata: la posizione non è giocabile
setup-started = nuova partita dalla posizione preparata
setup-study-values = posizione da studiare: giochi entrambi i colori; v nasconde i valori, t dà un consiglio
setup-study = posizione da studiare: giochi entrambi i colori; t dà un consiglio

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
setup-quiet-turns = Mosse tranquille
setup-huff-right = Soffiabili
setup-huff-keys = + rende soffiabile il pezzo sotto il cursore, - lo toglie.
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

## Perché il testo di una posizione (FEN) non si legge, o la posizione non si gioca

setup-field = { $field ->
    [whole] testo
    [rings] tavoliere
    [ranks] tavoliere
    [side] giocatore al tratto
    [phase] fase
    [action] azione
    [on-board] { $side ->
        [white] pedine bianche sul tavoliere
       *[black] pedine nere sul tavoliere
    }
    [in-hand] { $side ->
        [white] pedine bianche in mano
       *[black] pedine nere in mano
    }
    [to-remove] { $side ->
        [white] eliminazioni dovute dal Bianco
       *[black] eliminazioni dovute dal Nero
    }
    [last-mill] { $side ->
        [white] ultima mossa da mulino del Bianco
       *[black] ultima mossa da mulino del Nero
    }
    [mills-mask] maschera dei mulini
    [no-mill] ultime mosse senza mulino
    [extension] campo dopo il numero di mossa
    [quiet] mosse tranquille (contatore delle semimosse)
    [number] numero di mossa
    [squares] { $side ->
        [white] elenco dei pezzi bianchi
       *[black] elenco dei pezzi neri
    }
    [huff-right] diritto di soffio P
    [hands] mani
    [last-placed] ultima pedina piazzata
   *[pass] campo del passaggio
}
setup-field-form = { $field ->
    [whole] i campi della notazione
    [rings] i punti anello per anello, dall'interno, O (bianco), @ (nero) e * (vuoto)
    [ranks] 4 righe separate da /, ciascuna di 4 case: S, D, P e L, maiuscole per il bianco, minuscole per il nero, una cifra per le case vuote
    [side] w o b
    [phase] una fra r, p, m, o, n
    [action] una fra p, s, r, ?
    [last-mill] il numero di un punto del tavoliere, o 0 (-1 dopo ids:nodes) per nessuno
    [no-mill] n:DA-A,DA-A, come n:20-28,0-0
    [extension] solo le estensioni di Sanmill, etichetta:valore, come ids:nodes o p:21
    [squares] i numeri PDN delle case scure, da 1 a 32, separati da virgole, K prima di una dama, un intervallo come 21-24
    [huff-right] i numeri PDN delle case, senza K
    [hands] S, D, P e L, maiuscole per il bianco, minuscole per il nero, o - per nessuna
    [last-placed] una casa, o - prima della prima
    [pass] pass o -
   *[other] un numero
}
setup-syntax-field-count = attesi i { $fewest } campi della notazione, trovati { $found }
setup-syntax-field-range = attesi da { $fewest } a { $most } campi della notazione, trovati { $found }
setup-syntax-missing = manca il campo «{ $name }»: atteso { $form }
setup-syntax-repeated = { $found } compare due volte nel campo «{ $name }»
setup-syntax-unknown = { $found } non è un campo di questa notazione: atteso { $form }
setup-syntax-unsupported = { $found } nel campo «{ $name }» appartiene a una regola di Sanmill che mills non gioca
setup-syntax-malformed = il campo «{ $name }» è { $found }: atteso { $form }

setup-fault-move-number = il numero di mossa va da 1 a { $most }, non { $number }
setup-fault-too-quiet = { $quiet } mosse tranquille: la partita è patta dopo { $limit }
setup-fault-quiet-unexplained = { $quiet } mosse tranquille, ma dall'ultimo pezzo eliminato o preso ne possono essere passate al massimo { $most }
setup-fault-over = in questa posizione la partita è finita, { $outcome }
setup-fault-over-unmarked = qui la partita è finita ({ $outcome }), e il testo deve dirlo: fase o
setup-outcome = { $result ->
    [white] vince il Bianco ({ $reason })
    [black] vince il Nero ({ $reason })
    [none] { $reason }
   *[draw] patta ({ $reason })
}
setup-end-reason = { $reason ->
    [mill] mulino
    [reduced-to-two] due pedine rimaste
    [blocked] senza mosse
    [no-pieces-left] senza pezzi
    [board-full] tavoliere pieno
    [threefold-repetition] triplice ripetizione
    [quiet-turns] 100 mosse tranquille
    [three-against-three] 20 mosse tranquille a tre contro tre
    [resignation] abbandono
    [agreed-draw] patta concordata
    [last-piece-placed] ultima pedina piazzata
    [time-forfeit] tempo scaduto
    [ended-by-the-players] chiusa dai giocatori
    [stated] finita in partenza
   *[stated-no-result] finita in partenza, senza risultato
}
setup-fault-too-many-pieces = { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha { $count } pedine, più delle { $most } che ha un giocatore
setup-fault-points = il tavoliere ha { $expected } punti, non { $found }
setup-fault-removal-pending = questa posizione è a metà mossa, con un'eliminazione in sospeso (azione r): dai la posizione prima che il mulino fosse chiuso, e la mossa intera con la sua eliminazione (d3xb4)
setup-fault-on-board-contradicts = il testo dà { $side ->
        [white] al Bianco
       *[black] al Nero
    } { $count ->
    [one] { $count } pedina
   *[other] { $count } pedine
} sul tavoliere, ma il suo tavoliere ne mostra { $shown }
setup-fault-phase-contradicts = la fase è { $letter } ({ $phase ->
    [moving] movimento
    [over] finita
   *[placing] piazzamento
}), ma { $side ->
        [white] il Bianco
       *[black] il Nero
    } al tratto { $phase ->
    [moving] ha ancora pedine in mano: è piazzamento (p)
   *[other] non ha pedine in mano: è movimento (m)
}
setup-fault-nothing-taken = { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha { $count } pedine fra tavoliere e mano, ma in questo gioco non si elimina mai nulla: un giocatore le ha tutte e { $pieces }
setup-fault-hands-out-of-turn = { $side ->
        [white] il Bianco
       *[black] il Nero
    } al tratto ha { $count ->
    [one] { $count } pedina
   *[other] { $count } pedine
} in mano e { $side ->
        [white] il Nero
       *[black] il Bianco
    } { $theirs }: i piazzamenti si alternano, quindi chi è al tratto ne ha quante l'altro, o una in più
setup-fault-taken-too-many = { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha perso { $count ->
    [one] { $count } pedina
   *[other] { $count } pedine
}, ma { $side ->
        [white] il Nero
       *[black] il Bianco
    } ne ha piazzate solo { $placed }: una pedina si elimina con un mulino, il primo richiede tre pedine piazzate, e durante il piazzamento ogni mulino seguente una in più
setup-fault-not-a-move = la mossa ricordata { $side ->
        [white] del Bianco
       *[black] del Nero
    } { $from }-{ $to } non è una mossa su questo tavoliere
setup-fault-mill-and-no-mill = la mossa precedente { $side ->
        [white] del Bianco
       *[black] del Nero
    } non può aver chiuso insieme un mulino e nessun mulino
setup-fault-in-mill-to-move = { $side ->
        [white] il Bianco
       *[black] il Nero
    }, al tratto, ha un mulino: in questo gioco la partita è finita quando è stato chiuso
setup-fault-mover-reduced = { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha { $count ->
    [one] { $count } pedina
   *[other] { $count } pedine
} e ha appena mosso: la partita è finita quando { $side ->
        [white] il Bianco
       *[black] il Nero
    } è sceso a due
setup-fault-man-on-far-rank = la pedina { $side ->
        [white] bianca
       *[black] nera
    } su { $number } ({ $point }) sta sulla riga di fondo avversaria, dove sarebbe stata promossa: una dama si scrive K{ $number }
setup-fault-mover-has-nothing = { $side ->
        [white] il Bianco
       *[black] il Nero
    } non ha pezzi, quindi non può aver fatto l'ultima mossa (tocca { $side ->
        [white] al Nero
       *[black] al Bianco
    })
setup-fault-huff-not-mover = il diritto di soffio indica { $number } ({ $point }), dove non c'è nessun pezzo { $side ->
        [white] del Bianco
       *[black] del Nero
    }, che ha appena mosso
setup-fault-huff-many = il diritto di soffio indica { $names }, ma si può soffiare solo il pezzo che ha fatto il passo (di più con l'opzione huff-any)
setup-fault-huff-impossible = nessun passo che { $side ->
        [white] il Bianco
       *[black] il Nero
    } possa aver appena fatto lascia { $names } da soffiare: il diritto di soffio è { $huff ->
    [stepper] il pezzo che ha fatto il passo, se poteva prendere prima del passo
   *[any] esattamente i pezzi che potevano prendere prima del passo
}
setup-fault-quiet-without-king = si contano mosse tranquille, ma { $side ->
        [white] il Bianco
       *[black] il Nero
    }, che ha fatto l'ultima mossa, non ha nessuna dama: una mossa di pedina o una presa fa ripartire il conto
setup-fault-kind-count = { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha { $count } { $kind ->
    [straight] { $count ->
        [one] linea
       *[other] linee
    }
    [diagonal] { $count ->
        [one] diagonale
       *[other] diagonali
    }
    [pusher] { $count ->
        [one] spinta
       *[other] spinte
    }
   *[puller] { $count ->
        [one] traino
       *[other] traini
    }
} ({ $placed } sul tavoliere, { $held } in mano), ma ogni giocatore ne ha { $each }
setup-fault-last-missing = ci sono pedine sul tavoliere, quindi va data la casa dell'ultima piazzata
setup-fault-pass-first = nessuna pedina è stata ancora piazzata: nessuno può aver passato
setup-fault-last-off-board = { $point } non è una casa del tavoliere
setup-fault-last-empty = l'ultima pedina piazzata è su { $point }, che è vuota
setup-fault-last-not-placer = l'ultima pedina piazzata, su { $point }, è { $side ->
        [white] del Bianco
       *[black] del Nero
    }, ma { $passed ->
    [yes] { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha passato, quindi l'ultima pedina l'ha piazzata { $side ->
        [white] il Nero
       *[black] il Bianco
    }
   *[no] l'ultima mossa l'ha fatta { $side ->
        [white] il Nero
       *[black] il Bianco
    }
}
setup-fault-pass-empty-handed = { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha passato senza pedine in mano: la partita era già finita
setup-fault-pass-not-forced = { $side ->
        [white] il Bianco
       *[black] il Nero
    } ha passato, ma { $kind ->
    [straight] la linea
    [diagonal] la diagonale
    [pusher] la spinta
   *[puller] il traino
} su { $from } gli lasciava libera { $free }: si passa solo se costretti
setup-fault-placements-out-of-turn = { $side ->
        [white] il Bianco
       *[black] il Nero
    } al tratto ha piazzato { $count ->
    [one] { $count } pedina
   *[other] { $count } pedine
} e { $side ->
        [white] il Nero
       *[black] il Bianco
    } { $theirs }: le mosse si alternano, e con così poche pedine sul tavoliere nessun passaggio può essere stato forzato
