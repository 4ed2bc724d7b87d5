# Che cosa dice il terminale dei file della partita.

## Sulla riga dei messaggi

files-game-kept = partita conservata in { $path }
files-autosave-failed = autosalvataggio fallito: { $why }; s salva la partita altrove
files-saved = salvata in { $path }
files-not-saved = non salvata: { $why }
files-exported = esportata in { $path } come { $format }
files-not-exported = non esportata: { $why }
files-replace-again = { $why }; lo stesso percorso di nuovo lo sostituisce
files-export-unsupported = { $format } non può contenere questa partita: { $why }
files-left-kept = nuova partita; quella lasciata è conservata in { $path }
files-left-not-kept = impossibile conservare la partita lasciata: { $why }
files-put-aside = { $kept ->
    [one] nuova partita; l'altra è conservata in { $paths }
   *[other] nuova partita; le altre { $kept } sono conservate in { $paths }
}{ $waiting ->
    [0] {""}
    [one] ; un'altra aspetta mills --resume
   *[other] ; altre { $waiting } aspettano mills --resume
}
files-stays-offered = la partita non finita resta in offerta: { $why }
files-autosaved-apart = { $why }: questa partita si salva a parte
files-review-kept = revisione finita e conservata
files-review-not-kept = revisione finita, ma non conservata: { $why }

## Scritto nella shell alla fine del programma

files-farewell-offered = { $count ->
    [one] mills: la partita non finita è ancora conservata; mills --resume la offre di nuovo
   *[other] mills: le partite non finite sono ancora conservate; mills --resume le offre di nuovo
}
files-farewell-kept = mills: la partita è conservata; continuala con: mills --resume
files-farewell-earlier = mills: l'ultimo autosalvataggio è fallito ({ $why }): mills --resume riprende la partita da un turno precedente
files-farewell-lost = mills: la partita non è conservata: l'autosalvataggio è fallito ({ $why })
files-farewell-saved = mills: l'autosalvataggio è fallito; la partita è salvata in { $path } (mills --load { $path })

## Perché un file non si è potuto usare

files-error-no-data-dir = nessuna cartella dei dati: imposta MILLS_DATA_DIR o XDG_DATA_HOME
files-error-io = { $action ->
    [read] impossibile leggere { $path }
    [write] impossibile scrivere { $path }
    [create] impossibile creare { $path }
    [list] impossibile elencare { $path }
    [lock] impossibile bloccare { $path }
    [move] impossibile spostare { $path }
    [remove] impossibile eliminare { $path }
   *[other] impossibile usare { $path }
}: { $error }
files-error-in-use = { $path } è aperto in un altro mills
files-error-record = { $path }: { $error }
files-error-directory = { $path } è una cartella: indica un file al suo interno
files-error-dangling = { $path } è un collegamento a una cartella che non esiste
files-error-another-game = { $path } contiene un'altra partita: non sostituito
files-error-other-games = { $path } contiene { $count } partite: non sostituito
files-error-not-a-record = { $path } esiste e non è una partita registrata: non sostituito
files-error-read-only = { $path } è in sola lettura: non sostituito
files-error-hard-links = { $path } ha altri nomi (hard link), che sostituirlo separerebbe: non sostituito
files-error-changed = { $path } è cambiato da quando è stato letto: non sostituito (rileggilo)
files-error-owner = { $path } appartiene a un altro utente, che un file nuovo non potrebbe mantenere: non sostituito
files-error-unreadable = { $path } non scritto: non si potrebbe rileggere: { $error }

files-system-not-found = File o cartella inesistente
files-system-permission = Permesso negato
files-system-full = Spazio esaurito sul dispositivo
files-system-read-only = File system in sola lettura
files-system-exists = Il file esiste già

## All'avvio del gioco nel terminale

files-resumed = { $turns ->
    [0] ripresa dalla posizione preparata
    [one] ripresa dopo 1 turno
   *[other] ripresa dopo { $turns } turni
}
files-waiting = { $count ->
    [one] c'è 1 partita non finita conservata: mills --resume la riprende
   *[other] ci sono { $count } partite non finite conservate: mills --resume le riprende
}
files-not-saved-here = { $why }: la partita non sarà salvata
files-unfinished-unlisted = impossibile elencare le partite non finite: { $why }
files-unfinished-unreadable = una partita non finita non si può riprendere: { $why }
files-unfinished-set-aside = una partita non finita non si può riprendere: { $why }; è conservata in { $path }
files-first-loaded = { $whole ->
    [yes] il file contiene { $count } partite: si carica la prima
   *[no] il file supera { $limit } MiB: { $count ->
        [one] 1 partita comincia
       *[other] { $count } partite cominciano
    } nei suoi primi { $limit } MiB, il resto non è stato letto: si carica la prima
}
