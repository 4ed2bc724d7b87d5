# Sagan: listinn yfir lokin töfl og skoðarinn.

## Dagsetningar (2.11.2026 09:43; dagur einn: 2. nóvember 2026)

history-date = { $day }.{ $month }.{ $year } { $time }
history-day = { $day }. { $month ->
    [1] janúar
    [2] febrúar
    [3] mars
    [4] apríl
    [5] maí
    [6] júní
    [7] júlí
    [8] ágúst
    [9] september
    [10] október
    [11] nóvember
   *[other] desember
} { $year }

## Listinn yfir lokin töfl

history-title = Lokin töfl
history-empty = Engin lokin töfl enn: n byrjar nýtt.
history-not-listed = ekki er hægt að sýna lokin töfl: { $why }
history-column-kept = geymt (UTC)
history-column-game = tafl
history-column-white = hvítur
history-column-black = svartur
history-column-result = úrslit
history-column-turns = leikir
history-unreadable = { $file }: ekki hægt að lesa
history-detail = { $result }: { $reason }. Enter sýnir taflið leik fyrir leik.
history-not-finished = Ekki lokið.
history-cannot-read = ekki hægt að lesa þessa skrá: { $why }
history-none-yet = engin lokin töfl enn

## Skoðarinn

history-review-closed = yfirferð lokað
history-review-nothing = enginn leikur leikinn: ekkert að fara yfir
history-review-kept = yfirferðin geymd með taflinu
history-review-done = yfirferð lokið
history-over-here = taflinu lýkur í þessari stöðu: farðu fyrst aftur um einn leik
history-new-from-turn = nýtt tafl frá leik { $turn }; það sem lauk er óbreytt
history-analysis-from = { $values ->
    [on] greining frá leik { $turn }: tveir menn, gildi sýnd (v); q fer aftur í taflið sem lauk
   *[off] greining frá leik { $turn }: tveir menn; q fer aftur í taflið sem lauk
}
history-analysis-left = aftur í taflið sem lauk; greiningin er ekki geymd
