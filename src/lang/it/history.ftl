# La cronologia: l'elenco delle partite finite e il visore.

## Date (all'italiana: 02/11/2026 09:43)

history-date = { $day ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $day }
}/{ $month ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $month }
}/{ $year } { $time }
history-day = { $day ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $day }
}/{ $month ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $month }
}/{ $year }

## L'elenco delle partite finite

history-title = Partite finite
history-empty = Ancora nessuna partita finita: n ne inizia una.
history-not-listed = le partite finite non si possono elencare: { $why }
history-column-kept = data (UTC)
history-column-game = gioco
history-column-white = bianco
history-column-black = nero
history-column-result = esito
history-column-turns = mosse
history-unreadable = { $file }: illeggibile
history-detail = { $result }: { $reason }. Invio la mostra mossa per mossa.
history-not-finished = Non finita.
history-cannot-read = questo file non si può leggere: { $why }
history-none-yet = ancora nessuna partita finita

## Il visore

history-review-closed = revisione chiusa
history-review-nothing = nessuna mossa giocata: niente da rivedere
history-review-kept = revisione conservata con la partita
history-review-done = revisione finita
history-over-here = la partita finisce a questa mossa: prima torna indietro
history-new-from-turn = nuova partita dalla mossa { $turn }; quella finita resta com'è
history-analysis-from = { $values ->
    [on] analisi dalla mossa { $turn }: due persone, valori attivi (v); q torna alla partita finita
   *[off] analisi dalla mossa { $turn }: due persone; q torna alla partita finita
}
history-analysis-left = di nuovo alla partita finita; l'analisi non è conservata
