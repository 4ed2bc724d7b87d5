# The set-up editor: a page of its own, opened from the new-game dialog.

## The panel beside the board

setup-title = Sestavení pozice
setup-palette-lead = Klávesy
setup-space-puts = Mezerník položí { $piece }, x kámen sejme; další stisk další.
setup-keys-help = Tab vybere nastavení, + a - ho mění; X vyčistí desku, u vrátí.
setup-cursor-help = Napiš jméno pole (d2) nebo posuň kurzor šipkami.

setup-playable = Pozici lze hrát.
setup-playable-unreachable = Pozici lze hrát, i když v žádné hře nenastane: { $fault }.
setup-unplayable = pozici nelze hrát: { $why }

## What a key did, on the panel's message line

setup-cleared = deska je prázdná (u ji vrátí)
setup-undone = poslední změna vrácena
setup-nothing-to-undo = není co vracet
setup-files = sloupce této desky jsou a až { $last }
setup-file-first = nejdřív napiš písmeno sloupce (a až { $last })
# The board in parentheses keeps its own case ($board is nominative).
setup-off-board = { $point } není pole této desky ({ $board })
setup-not-a-point = { $text } není pole: pole je písmeno sloupce a číslice řady, např. d2
setup-put-off-board = { $point } není pole desky
setup-put-light-square = { $point } je světlé pole: kameny stojí na tmavých
setup-read = pozice načtena
setup-not-read = nenačteno: { $why }
setup-kept = pozice zůstává beze změny
setup-not-started = nezahájeno: pozici nelze hrát
setup-started = nová hra ze sestavené pozice
setup-study-values = pozice ke studiu: hraješ za obě strany; v skryje hodnoty, t poradí
setup-study = pozice ke studiu: hraješ za obě strany; t poradí

# Nominative: "deska o 24 polích".
setup-board = { $kind ->
    [diagonals] deska o { $points } polích s úhlopříčkami
    [checkered] deska { $size }×{ $size }, { $points } tmavých polí
    [squares] deska { $size }×{ $size }
   *[lines] deska o { $points } polích
}

## The settings (a label, then its value)

setup-to-move = Na tahu
setup-side = { $side ->
    [white] bílý
   *[black] černý
}
setup-hand = { $side ->
    [white] Zásoba bílého
   *[black] Zásoba černého
}
setup-move-number = Číslo tahu
setup-quiet-turns = Tahy bez braní
setup-huff-right = K fouknutí
setup-huff-keys = + dá kámen pod kurzorem k fouknutí, - ho vrátí.
setup-none = žádné
setup-yes = ano
setup-no = ne
setup-last-placed = Poslední tah
setup-last-placed-keys = Naposled položený kámen; + ten pod kurzorem, - žádný.
setup-last-passed = Naposled pas
setup-holds = { $side ->
    [white] Bílý má
   *[black] Černý má
}
setup-holds-keys = Od každého druhu má hráč dva: co není na desce, má v zásobě.

## The pieces Space puts: accusative ("Mezerník položí bílou dámu")

setup-piece-mill = { $side ->
    [white] bílý kámen
   *[black] černý kámen
}
setup-piece-man = { $side ->
    [white] bílý kámen
   *[black] černý kámen
}
setup-piece-king = { $side ->
    [white] bílou dámu
   *[black] černou dámu
}
# Mijnlieff's kinds as the rule book names them: přímý (S), šikmý (D),
# odpuzovač (P), přitahovač (L).
setup-piece-mijnlieff = { $side ->
    [white] { $kind ->
        [straight] bílý přímý
        [diagonal] bílý šikmý
        [pusher] bílý odpuzovač
       *[puller] bílý přitahovač
    }
   *[black] { $kind ->
        [straight] černý přímý
        [diagonal] černý šikmý
        [pusher] černý odpuzovač
       *[puller] černý přitahovač
    }
}
