# Le finestre sopra lo schermo: nuova partita, domande, salvataggio ed
# esportazione, partite non finite all'avvio, fine partita.

## Fine partita

dialog-over-title = Fine partita
dialog-over-review = { $key } rivedi la partita

## Domande

dialog-quit-title = Esci
dialog-quit-question = Uscire ora?
dialog-quit-autosaved = La partita è conservata: mills --resume la riprende.
dialog-quit-unchanged = La partita non è cambiata da quando è stata caricata.
dialog-quit-nowhere = Non c'è una cartella dei dati: questa partita non sarà conservata; { $key } la salva in un file.
dialog-quit-failed = L'autosalvataggio è fallito ({ $why }): la partita così com'è non è conservata; { $key } la salva altrove.
dialog-quit-saved = La partita così com'è è salvata in { $path }.
dialog-resign-title = Abbandono
dialog-resign-question = { $name }, abbandoni?
dialog-draw-title = Proposta di patta
dialog-draw-offered = { $name } offre la patta.
dialog-draw-question = { $name }, accetti la patta?

## Salvare ed esportare

dialog-save-title = Salva la partita
dialog-save-label = Salva in questo file:
dialog-export-title = Esporta la partita
dialog-export-label = Come { $format } (Tab: altro formato), in questo file:
dialog-format-pgn = PGN
dialog-format-sanmill = PGN di Sanmill
dialog-format-playok = notazione di PlayOK
dialog-save-empty = scrivi il percorso del file in cui salvare
dialog-save-cancelled = non salvata
dialog-export-empty = scrivi il percorso del file in cui esportare
dialog-export-cancelled = non esportata

## Partite non finite all'avvio

dialog-resume-title = Partita non finita
dialog-resume-title-many = Partite non finite: { $at } di { $count }
dialog-resume-waiting = Una partita non finita di { $game } ti aspetta:
dialog-resume-one-of-many = Una partita non finita di { $game }:
dialog-resume-players = { $white } contro { $black }, { $turns ->
    [one] 1 mossa
   *[other] { $turns } mosse
}.
dialog-resume-players-dated = { $white } contro { $black }, { $turns ->
    [one] 1 mossa
   *[other] { $turns } mosse
}, iniziata il { $date }.
dialog-resume-keeps = { $count ->
    [one] (una nuova partita la conserva in saves/)
   *[other] (una nuova partita conserva le { $count } mostrate in saves/)
}

## Nuova partita

dialog-new-title = Nuova partita
dialog-new-kept-note = La partita in corso è conservata in saves/.
dialog-row-game = Gioco
dialog-row-rules = Regole
dialog-row-white = Bianco
dialog-row-name = nome
dialog-row-black = Nero
dialog-row-first = Primo
dialog-row-time = Tempo
dialog-row-clock = Orologio
dialog-row-start = Inizio
dialog-row-language = Lingua
dialog-language-system = predefinita di sistema ({ $language })
dialog-game = { $game } ({ $variant })
dialog-rules-none = quelle del gioco (non ha opzioni)
dialog-rules-none-short = quelle del gioco
dialog-rules-no-option = quelle del gioco, nessuna opzione
dialog-player-person = una persona
dialog-player-computer = il computer, livello { $level }
dialog-computer-name = Computer (livello { $level })
dialog-first = { $side ->
    [white] muove prima il Bianco
   *[black] muove prima il Nero
}
dialog-seconds = { $seconds } s
dialog-time-capped = al più { $time } per mossa (il livello { $level } si ferma prima)
dialog-time = { $time } per pensare (computer, consigli)
dialog-time-capped-short = { $time } per mossa, al massimo
dialog-time-short = { $time } per mossa
dialog-clock-none = nessuno
dialog-clock = { $clock } (minuti + secondi per mossa)
dialog-start-set-up = da una posizione preparata prima
dialog-start-beginning = dall'inizio
dialog-language-not-kept = la lingua non sarà conservata per il prossimo avvio: { $why }
dialog-language-no-data-dir = la lingua non sarà conservata per il prossimo avvio: non c'è una cartella dei dati

## La barra dei tasti

dialog-new-game = nuova partita
