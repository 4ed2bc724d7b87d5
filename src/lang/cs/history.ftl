# The history: the list of finished games and the viewer.

## Dates

# As Czech writes a date (ČSN 01 6910), the time after it: 2. 11. 2026 09:43.
history-date = { $day }. { $month }. { $year } { $time }
history-day = { $day }. { $month }. { $year }

## The list of finished games

history-title = Dohrané hry
history-empty = Zatím žádné dohrané hry: n začne novou.
history-not-listed = dohrané hry nejde zobrazit: { $why }
history-column-kept = uloženo (UTC)
history-column-game = hra
history-column-white = bílý
history-column-black = černý
history-column-result = výsledek
history-column-turns = tahů
history-unreadable = { $file }: nelze přečíst
history-detail = { $result }: { $reason }. Enter ji ukáže tah po tahu.
history-not-finished = Nedohráno.
history-cannot-read = tento soubor nelze přečíst: { $why }
history-none-yet = zatím žádné dohrané hry

## The viewer

history-review-closed = rozbor zavřen
history-review-nothing = žádný tah: není co rozebírat
history-review-kept = rozbor uložený se hrou
history-review-done = rozbor hotov
history-over-here = hra tímto tahem skončila: nejdřív jdi o tah zpět
history-new-from-turn = nová hra od tahu { $turn }; dohraná zůstává beze změny
history-analysis-from = { $values ->
    [on] analýza od tahu { $turn }: dva lidé, s hodnotami (v); q vrací k dohrané hře
   *[off] analýza od tahu { $turn }: dva lidé; q vrací k dohrané hře
}
history-analysis-left = zpět u dohrané hry; analýza se neukládá
