# La schermata dei problemi: una posizione da risolvere, il compito, il
# giudizio su ogni mossa, consigli, progressi e filtri.

# I nomi delle due parti sul tavoliere del problema e in una soluzione.
puzzles-you = Tu
puzzles-defence = Difesa

puzzles-title = Problema { $number } di { $count }
puzzles-title-alone = Problema { $id }

puzzles-task-win = { $side ->
    [white] Il Bianco
   *[black] Il Nero
} muove e vince in { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turni
}
puzzles-task-save = { $side ->
    [white] Il Bianco
   *[black] Il Nero
} muove: trova l'unica mossa che salva la partita
puzzles-task-margin = { $side ->
    [white] Il Bianco
   *[black] Il Nero
} muove: { $result ->
    [win] vinci di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } in { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }
    [draw] pareggia, il meglio possibile, in { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }
   *[loss] perdi solo di { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }, il meglio possibile, in { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }
}

puzzles-category = { $category ->
    [close-mill] Chiudi un mulino
    [take-piece] Elimina la pedina giusta
    [win] Trova la vittoria
    [save] Salva la partita
    [endgame] Finale
    [moving-start] Prime mosse dopo il piazzamento
   *[points] Più punti
}
puzzles-difficulty = { $difficulty ->
    [easy] facile
    [medium] medio
    [hard] difficile
   *[expert] per esperti
}
puzzles-about = { $category }, { $difficulty } ({ $id })

puzzles-progress = Risolto { $solved }, fallito { $failed }, serie { $streak }; in tutto { $done } risolti su { $count }

puzzles-hint-lead = Consiglio:
puzzles-hint-from = muovi la pedina su { $point }
puzzles-hint-place = piazza una pedina su { $point }
puzzles-hint-kind = piazza { $kind ->
    [straight] una linea
    [diagonal] una diagonale
    [pusher] una spinta
   *[puller] un traino
}
puzzles-hint-turn = gioca { $turn }

puzzles-right = Giusto. La difesa risponde { $reply }: tocca a te.
puzzles-solved = Risolto! n: il prossimo problema.
puzzles-solved-after-miss = Risolto, dopo un errore: stavolta conta come fallito. r: di nuovo, n: il prossimo.
puzzles-slower = Vince anche così, ma in { $wins_in ->
    [one] { $wins_in } turno
   *[other] { $wins_in } turni
}: trova la vittoria in { $needed ->
    [one] { $needed } turno
   *[other] { $needed } turni
}. Riprova.
puzzles-wrong = { $leads ->
    [win] Così vinci, ma solo in { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }.
    [draw] Così è patta.
    [loss] Così perdi: l'avversario vince in { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }.
    [margin] Così il punteggio finale è { $margin }.
   *[unknown] Non è la mossa giusta.
} { $task ->
    [win] Per vincere serviva { $best }.
    [save] Solo { $best } salva la partita.
   *[margin] Per il massimo dei punti serviva { $best }.
} Riprova, o v per la soluzione.
puzzles-unjudged = Questa mossa qui non si può giudicare: le tabelle non ci arrivano. Provane un'altra, o v per la soluzione.

puzzles-no-other = I filtri non scelgono nessun altro problema.
puzzles-none-match = Nessun problema corrisponde a questi filtri: resta quello mostrato.
puzzles-again = Di nuovo dall'inizio.
puzzles-already-solved = Già risolto: n per il prossimo problema, r per riprovarlo.
puzzles-none = Non ci sono problemi da giocare.
puzzles-none-of-game = { $game }: ancora nessun problema; ecco quelli di tutti i giochi.

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

puzzles-progress-unread = Non si sono potuti leggere i progressi nei problemi ({ $error }): si riparte da zero.
puzzles-progress-not-kept = I progressi nei problemi non sono stati salvati: { $error }

puzzles-key-hint = consiglio
puzzles-key-next = prossimo, precedente
puzzles-key-next-short = prossimo
puzzles-key-retry = riprova
puzzles-key-solution = soluzione
puzzles-key-filter = filtra
puzzles-key-row = riga
puzzles-key-done = fatto
puzzles-key-puzzles = problemi
puzzles-key-back = torna al problema
puzzles-help-hint = un consiglio: la pedina da muovere, poi la mossa intera
puzzles-help-next = il prossimo problema (p il precedente)
puzzles-help-retry = riprova il problema dall'inizio
puzzles-help-solution = la soluzione, giocata mossa per mossa (conta come fallito se non è risolto)
puzzles-help-filter = scegli i problemi per gioco, categoria e difficoltà
puzzles-help-quit = esci (i progressi restano salvati)
