# La schermata dei problemi: una posizione da risolvere, il compito, il
# giudizio su ogni mossa, i consigli, i progressi e i filtri.

puzzles-you = Tu
puzzles-defence = Difesa

puzzles-title = Problema { $number } di { $count }
puzzles-title-alone = Problema { $id }

puzzles-task-win = { $side ->
    [white] Il Bianco
   *[black] Il Nero
} muove e vince in { $turns }
puzzles-task-save = { $side ->
    [white] Il Bianco
   *[black] Il Nero
} muove: trova l'unica mossa che salva la partita
puzzles-task-margin = { $side ->
    [white] Il Bianco
   *[black] Il Nero
} muove: { $result ->
    [win] vincere di { $points } in { $turns } { $turns ->
        [one] mossa
       *[other] mosse
    }
    [draw] finire pari, il meglio possibile, in { $turns } { $turns ->
        [one] mossa
       *[other] mosse
    }
   *[loss] perdere solo di { $points }, il meglio possibile, in { $turns } { $turns ->
        [one] mossa
       *[other] mosse
    }
}

puzzles-category = { $category ->
    [close-mill] Chiudi un mulino
    [take-piece] Elimina la pedina giusta
    [win] Trova la vittoria
    [save] Evita la sconfitta
    [endgame] Finale
    [moving-start] Prime mosse dopo il piazzamento
   *[points] Più punti
}
puzzles-difficulty = { $difficulty ->
    [easy] facile
    [medium] medio
    [hard] difficile
   *[expert] esperto
}
puzzles-about = { $category }, { $difficulty } ({ $id })

puzzles-progress = Questo problema: risolto { $solved }, fallito { $failed }
puzzles-progress-all = In tutto: { $done } risolti su { $count }, { $streak } di fila

puzzles-hint-lead = Consiglio:
puzzles-hint-from = muovi la pedina che sta su { $point }
puzzles-hint-place = piazza una pedina su { $point }
puzzles-hint-kind = piazza { $kind ->
    [straight] una linea
    [diagonal] una diagonale
    [pusher] una spinta
   *[puller] un traino
}
puzzles-hint-turn = gioca { $turn }

puzzles-right = Giusto. La difesa risponde { $reply }: tocca a te.
puzzles-solved = Risolto! n: il problema seguente.
puzzles-solved-after-miss = Risolto, dopo un errore: stavolta conta come fallito. r: di nuovo, n: il seguente.
puzzles-slower = Vince anche questo, ma in { $wins_in }: trova la vittoria in { $needed }. Riprova.
puzzles-wrong = { $leads ->
    [win] Così vinci solo in { $turns }.
    [draw] Così è patta.
    [loss] Così perdi: l'avversario vince in { $turns }.
    [ahead] Così vinci solo di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
    [level] Così finisci pari: patta.
    [behind] Così perdi di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
   *[unknown] Non è questa la mossa.
} { $told ->
    [yes] { $task ->
        [win] La vittoria voleva { $best }.
        [save] Solo { $best } salva la partita.
       *[margin] Il massimo dei punti voleva { $best }.
    } Riprova, o v per la soluzione.
   *[no] Riprova: t per un consiglio, v per la soluzione.
}
puzzles-unjudged = Questa mossa qui non si può giudicare: né le regole né le tabelle a disposizione bastano a valutarla, quindi il problema non conta né come risolto né come fallito. Provane un'altra, o v per la soluzione.

puzzles-no-other = I filtri non scelgono nessun altro problema.
puzzles-none-match = Nessun problema corrisponde a questi filtri: resta quello mostrato.
puzzles-again = Di nuovo dall'inizio.
puzzles-already-solved = Già risolto: n per il problema seguente, r per riprovarlo.
puzzles-none = Non ci sono problemi da giocare.
puzzles-none-of-game = Ancora nessun problema di { $game }: ecco quelli di tutti i giochi.

puzzles-start-row = i problemi di questo gioco

puzzles-filter-title = Scegli i problemi
puzzles-filter-game = Gioco
puzzles-filter-category = Categoria
puzzles-filter-difficulty = Difficoltà
puzzles-filter-all = tutti
puzzles-filter-count = { $count ->
    [one] { $count } problema
   *[other] { $count } problemi
}

puzzles-progress-unread = Impossibile leggere i progressi dei problemi ({ $error }): si riparte da zero.
puzzles-progress-not-kept = I progressi dei problemi non sono stati conservati: { $error }
puzzles-imported-unread = i problemi importati non sono stati letti: { $why }
puzzles-imported-refused = { $count ->
    [one] { $count } problema importato non si legge: mills puzzles list dice perché
   *[other] { $count } problemi importati non si leggono: mills puzzles list dice perché
}
# Un problema importato che non si legge, detto prima che si apra la schermata dei problemi.
puzzles-refused = problema { $id }: { $why }
puzzles-refused-at = problema alla riga { $line }: { $why }
# Perché. I nomi dei campi e ciò che il pacchetto ha scritto restano come sono.
puzzles-fault-unknown-field = campo sconosciuto { $field }
puzzles-fault-missing = manca { $field }
puzzles-fault-id-too-long = l'id supera { $most } caratteri
puzzles-fault-id-not-word = l'id non è fatto solo di lettere, cifre, - _ .
puzzles-fault-too-long = { $field } supera { $most } caratteri
puzzles-fault-no-such-game = un gioco che mills non gioca: { $name }
puzzles-fault-bad-word = { $field }: { $text } non è una parola che il campo accetta
puzzles-fault-set-up = { $field }: { $why }
puzzles-fault-line-length = la soluzione ha { $found } { $found ->
    [one] mossa
   *[other] mosse
}: il suo compito ne chiede { $needed }
puzzles-fault-over-before = la partita è finita prima della mossa { $index } ({ $turn })
puzzles-fault-turn-unread = la mossa { $index } ({ $turn }) non è una mossa di questo gioco
puzzles-fault-turn-illegal = la mossa { $index } ({ $turn }) lì non è legale: { $why }
puzzles-fault-not-won = la partita non è vinta alla fine della soluzione
puzzles-fault-no-solution = la soluzione manca o è vuota
puzzles-fault-starts-with-removal = la soluzione comincia con un'eliminazione ({ $turn })
puzzles-fault-no-task = un compito che mills non gioca ({ $task })
puzzles-fault-id-taken = { $whose ->
    [earlier] un problema precedente ha questo id
    [built-in] un problema incluso ha questo id
   *[kept] un problema conservato ha questo id
}
puzzles-fault-repeats = lo stesso problema del { $whose ->
    [earlier] precedente
    [built-in] problema incluso
   *[kept] problema conservato
} { $id }

puzzles-filter-unread = Non si sono potuti leggere i problemi scelti l'ultima volta ({ $error }): si mostrano tutti i problemi.
puzzles-filter-not-kept = I problemi scelti non sono stati conservati per la prossima volta: { $error }

puzzles-key-hint = consiglio
puzzles-key-next = avanti, indietro
puzzles-key-next-short = avanti
puzzles-key-retry = riprova
puzzles-key-solution = soluzione
puzzles-key-filter = filtri
puzzles-key-row = riga
puzzles-key-done = fatto
puzzles-key-puzzles = problemi
puzzles-key-back = torna al problema
puzzles-help-hint = un consiglio: la pedina da muovere, poi la mossa intera
puzzles-help-next = il problema seguente (p il precedente; in Mijnlieff P è la spinta)
puzzles-help-retry = riprova il problema dall'inizio
puzzles-help-solution = la soluzione, giocata mossa per mossa (conta come fallito se non risolto)
puzzles-help-filter = scegli i problemi per gioco, categoria e difficoltà
puzzles-help-quit = esci (i progressi restano)
