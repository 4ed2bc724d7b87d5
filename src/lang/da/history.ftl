# Historikken: listen over afsluttede partier og fremviseren.

## Datoer (dansk: 2.11.2026 09:43; en dag alene: 2. november 2026)

history-date = { $day }.{ $month }.{ $year } { $time }
history-day = { $day }. { $month ->
    [1] januar
    [2] februar
    [3] marts
    [4] april
    [5] maj
    [6] juni
    [7] juli
    [8] august
    [9] september
    [10] oktober
    [11] november
   *[other] december
} { $year }

## Listen over afsluttede partier

history-title = Afsluttede partier
history-empty = Ingen afsluttede partier endnu: n starter et.
history-not-listed = de afsluttede partier kan ikke vises: { $why }
history-column-kept = gemt (UTC)
history-column-game = spil
history-column-white = hvid
history-column-black = sort
history-column-result = resultat
history-column-turns = træk
history-unreadable = { $file }: kan ikke læses
history-detail = { $result }: { $reason }. Enter viser det træk for træk.
history-not-finished = Ikke afsluttet.
history-cannot-read = filen kan ikke læses: { $why }
history-none-yet = ingen afsluttede partier

## Fremviseren

history-review-closed = gennemgang lukket
history-review-nothing = intet træk spillet: intet at gennemgå
history-review-kept = gennemgangen gemt med partiet
history-review-done = gennemgået
history-over-here = partiet er slut ved dette træk: gå først et træk tilbage
history-new-from-turn = et nyt parti fra træk { $turn }; det afsluttede er uændret
history-analysis-from = { $values ->
    [on] analyse fra træk { $turn }: to personer, værdier vist (v); q går tilbage til det afsluttede parti
   *[off] analyse fra træk { $turn }: to personer; q går tilbage til det afsluttede parti
}
history-analysis-left = tilbage til det afsluttede parti; analysen gemmes ikke
