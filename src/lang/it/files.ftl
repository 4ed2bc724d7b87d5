# Che cosa dice il terminale dei file della partita.

## Sulla riga dei messaggi

files-game-kept = partita conservata in { $path }
files-autosave-failed = autosalvataggio fallito: { $why }; { $key } salva la partita altrove
files-saved = salvata in { $path }
files-not-saved = non salvata: { $why }
files-exported = esportata in { $path } come { $format }
files-not-exported = non esportata: { $why }
files-replace-again = { $why }; indicando di nuovo lo stesso percorso lo si sostituisce
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
files-stays-offered = la partita non finita verrà riproposta: { $why }
files-autosaved-apart = { $why }: questa partita si salva a parte
files-review-kept = revisione finita e conservata
files-review-not-kept = revisione finita, ma non conservata: { $why }

## Scritto nella shell alla fine del programma

files-farewell-offered = { $count ->
    [one] mills: la partita non finita è ancora conservata; mills --resume la ripropone
   *[other] mills: le partite non finite sono ancora conservate; mills --resume le ripropone
}
files-farewell-kept = mills: la partita è conservata; continuala con: mills --resume
files-farewell-earlier = mills: l'ultimo autosalvataggio è fallito ({ $why }): mills --resume riprende la partita da una mossa precedente
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
files-error-too-big = { $path } supera { $size }: non viene letto in parte né sovrascritto
files-error-would-be-too-big = { $path } supererebbe { $size }: non modificato
files-error-not-a-file = { $path } non è un file regolare: non letto
files-error-record = { $path }: { $error }
files-error-directory = { $path } è una cartella: indica un file al suo interno
files-error-dangling = { $path } è un collegamento a una cartella che non esiste
files-error-another-game = { $path } contiene un'altra partita: non sostituito
files-error-other-games = { $path } contiene { $count } partite: non sostituito
files-error-not-a-record = { $path } esiste e non è una partita registrata: non sostituito
files-error-read-only = { $path } è in sola lettura: non sostituito
files-error-hard-links = { $path } ha altri nomi (hard link), che la sostituzione staccherebbe: non sostituito
files-error-changed = { $path } è cambiato da quando è stato letto: non sostituito (rileggilo)
files-error-terminal = { $path } è il terminale su cui è disegnata la partita: non scritto
files-error-owner = { $path } appartiene a un altro utente, e un file nuovo non potrebbe appartenergli: non sostituito
files-error-unreadable = { $path } non scritto: non si potrebbe rileggere: { $error }

files-system-not-found = File o cartella inesistente
files-system-permission = Permesso negato
files-system-full = Spazio esaurito sul dispositivo
files-system-read-only = File system in sola lettura
files-system-exists = Il file esiste già

## All'avvio del gioco nel terminale

files-resumed = { $turns ->
    [0] ripresa dalla posizione preparata
    [one] ripresa dopo 1 mossa
   *[other] ripresa dopo { $turns } mosse
}
files-waiting = { $count ->
    [one] 1 partita non finita aspetta: mills --resume la riprende (mills da solo la propone, e lì n la sposta in saves/)
   *[other] { $count } partite non finite aspettano: mills --resume le propone (anche mills da solo, e lì n sposta quelle viste in saves/)
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

## Perché una partita registrata non si può leggere

files-game-error = partita { $game } (dalla riga { $line }): { $why }
files-record-at-line = riga { $line }: { $why }
files-record-at-move = riga { $line }, mossa { $number } ({ $side ->
    [white] Bianco
   *[black] Nero
}, { $token }): { $why }
files-record-empty = la partita registrata è vuota
files-record-too-large = non è una partita registrata: supera { $size } KiB
files-record-line-too-long = la riga supera { $size } KiB
files-record-tags-too-large = le etichette superano { $size } KiB
files-record-name-too-long = il nome in { $tag } ha { $count } caratteri, al massimo { $most }
files-record-not-utf8 = non è un file di testo (UTF-8 non valido)
files-record-control = non è un file di testo (carattere di controllo { $code })
files-record-bad-tag = etichetta malformata { $text }: { $why }
files-record-duplicate-tag = l'etichetta { $name } compare due volte
files-record-tag-after-moves = un'etichetta dopo le mosse (le etichette vengono prima)
files-record-bad-fen = l'etichetta FEN è rifiutata: { $why }
files-record-setup-without-fen = SetUp "1" dice che la partita parte da una posizione preparata, ma nessuna etichetta FEN la dà
files-record-tags-disagree = le etichette si contraddicono: { $why }
files-record-unknown-variant = l'etichetta Variant nomina un gioco che qui non si gioca: { $name }; per leggere la partita come uno di questi giochi, di' quale (--variant)
files-record-bad-rules = l'etichetta Rules nomina una regola che questo gioco non ha: { $name }
files-record-variant-mismatch = la partita è di { $found }, ma era richiesto { $expected }
files-record-bad-first = l'etichetta First dev'essere "white" o "black", non { $value }
files-record-bad-result = risultato sconosciuto { $value }: atteso 1-0, 0-1, 1/2-1/2 o *
files-record-bad-termination = conclusione sconosciuta { $value }
files-record-not-a-move = non è una mossa
files-record-after-end = a quel punto la partita è già finita
files-record-reads-under = { $why }; la partita si legge con l'opzione di regola { $option } (--rule { $option })
files-record-bad-kind = { $tag } dev'essere "human" o "program", non { $value }
files-record-bad-level = { $tag } dev'essere un livello da 1 a 10, non { $value }
files-record-bad-move-number = il numero di mossa { $token } è fuori posto: atteso { $expected }
files-record-dangling-move-number = dopo il numero di mossa { $token } non c'è nessuna mossa (la partita è troncata?)
files-record-unclosed-comment = il commento aperto qui non viene mai chiuso
files-record-unclosed-variation = la variante aperta qui non viene mai chiusa
files-record-stray-parenthesis = una ')' che non chiude nessuna variante
files-record-after-result = { $token } dopo il risultato che chiude le mosse
files-record-contradiction = { $claim } contraddice le mosse: { $why }
files-tag-fault = { $fault ->
    [no-opening] atteso [Nome "valore"]
    [no-closing] manca la ] di chiusura
    [no-name] atteso un nome di lettere, cifre e _
    [no-value] atteso un valore tra virgolette dopo il nome
    [unclosed] manca la virgoletta che chiude il valore
    [escape] nel valore dopo una barra rovesciata possono stare solo \" e \\
    [trailing] testo dopo la virgoletta di chiusura
    [draws] l'unico conteggio delle patte oltre a quello del regolamento è "sanmill"
   *[clock] atteso un controllo del tempo in secondi (300+3) o un tempo (0:04:55)
}
files-disagree-setup-fen = SetUp "0" dice che la partita comincia come di solito, ma un'etichetta FEN dà una posizione
files-disagree-first-fen = l'etichetta First dice che muove per primo il { $first ->
    [white] Bianco
   *[black] Nero
}, ma nel FEN tocca al { $fen ->
    [white] Bianco
   *[black] Nero
}
files-claim-result = il risultato { $result }
files-claim-termination = l'etichetta Termination ({ $reason })
files-claim-ending = l'etichetta Termination
files-conflict-result-tag = l'etichetta Result dice { $result }
files-conflict-moves-end = le mosse finiscono così: { $outcome }
files-conflict-flag-falls = cade la bandierina: { $outcome }
files-conflict = { $why ->
    [going-on] dopo di esse la partita continua
    [no-termination] dopo di esse la partita continua, e manca l'etichetta Termination
    [resignation-drawn] un abbandono vuole un vincitore, 1-0 o 0-1
    [resignation-unclaimed] un abbandono vuole un'etichetta Result, 1-0 o 0-1, che dica chi ha vinto
    [agreement-won] una patta concordata è 1/2-1/2
   *[already-over] la partita è già finita
}

## Perché un formato non può contenere una partita

files-lack-playok-variant = PlayOK non gioca a { $game }
files-lack-sanmill-variant = Sanmill non gioca a { $game } (solo nine, twelve, morabaraba e lasker)
files-lack-sanmill-rules = Sanmill non ha regole come { $rules }
files-lack = { $why ->
    [playok-rules] PlayOK gioca solo con le sue regole
    [playok-start] le sue partite partono dal tavoliere vuoto con il Bianco a muovere
    [playok-point] un punto fuori dal suo tavoliere
    [sanmill-black-first] una partita cominciata dal Nero, che Sanmill non sa rigiocare a colori scambiati
   *[no-fen] il suo inizio richiede il testo della posizione (FEN), che per questo gioco non si scrive ancora
}

## Altri file

files-error-holds = { $path } contiene qualcosa che questa { $what ->
   *[puzzle-pack] raccolta di problemi
} non terrebbe: non sostituito
files-error-not-read-back = { $path } non scritto: la { $what ->
   *[puzzle-pack] raccolta di problemi
} non si potrebbe rileggere: { $why }
files-not-opened = la partita non si può aprire: { $why }
files-settings-ignored = le impostazioni in { $path } sono state ignorate: { $why }
files-settings-not-text = non sono testo
files-settings-not-name-value = la riga { $line } non è `nome = valore`
files-settings-no-language = nessuna lingua ha il codice { $code }
