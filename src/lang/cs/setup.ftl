# The set-up editor: a page of its own, opened from the new-game dialog.

## The panel beside the board

setup-title = Sestavení pozice
setup-palette-lead = Klávesy
setup-space-puts = Mezerník položí { $piece }, x kámen odebere; znovu { $key }: { $next }.
setup-space-puts-last = Mezerník položí { $piece }, x kámen odebere; znovu { $key } ho také odebere.
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
setup-quiet-turns = Tiché tahy
setup-huff-right = Ke sfouknutí
setup-huff-keys = + dá kámen pod kurzorem ke sfouknutí, - ho vrátí.
setup-none = žádné
setup-yes = ano
setup-no = ne
setup-last-placed = Naposled položen
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

## Why a position's text (FEN) is not read, or the position not played.
# $side is a selector only: bílý/černý (nominative), bílého/černého
# (genitive), bílému/černému (dative); the other side the opposite.

# Nominative: "chybí deska".
setup-field = { $field ->
    [whole] text
    [rings] deska
    [ranks] deska
    [side] strana na tahu
    [phase] fáze
    [action] akce
    [on-board] { $side ->
        [white] kameny bílého na desce
       *[black] kameny černého na desce
    }
    [in-hand] { $side ->
        [white] kameny bílého v zásobě
       *[black] kameny černého v zásobě
    }
    [to-remove] { $side ->
        [white] kameny bílého k odebrání
       *[black] kameny černého k odebrání
    }
    [last-mill] { $side ->
        [white] poslední mlýnový tah bílého
       *[black] poslední mlýnový tah černého
    }
    [mills-mask] maska mlýnů
    [no-mill] poslední tahy bez mlýna
    [extension] položka za číslem tahu
    [quiet] tiché tahy (počítadlo půltahů)
    [number] číslo tahu
    [squares] { $side ->
        [white] seznam kamenů bílého
       *[black] seznam kamenů černého
    }
    [huff-right] právo sfouknout P
    [hands] zásoby
    [last-placed] poslední položený kámen
   *[pass] položka pasu
}
# After "očekáváno:".
setup-field-form = { $field ->
    [whole] položky zápisu
    [rings] pole po čtvercích zevnitř ven, O (bílý), @ (černý) a * (volné)
    [ranks] 4 řady oddělené /, každá ze 4 polí: S, D, P a L, velká pro bílého, malá pro černého, číslice pro volná pole
    [side] w nebo b
    [phase] jedno z r, p, m, o, n
    [action] jedno z p, s, r, ?
    [last-mill] číslo pole desky nebo 0 (-1 po ids:nodes), když žádný mlýn
    [no-mill] n:ODKUD-KAM,ODKUD-KAM, např. n:20-28,0-0
    [extension] jen rozšíření Sanmillu, štítek:hodnota, např. ids:nodes nebo p:21
    [squares] čísla tmavých polí podle PDN, 1 až 32, oddělená čárkami, K před dámou, rozsah jako 21-24
    [huff-right] čísla polí podle PDN, bez K (kameny ke sfouknutí)
    [hands] S, D, P a L, velká pro bílého, malá pro černého, nebo - když nic
    [last-placed] pole nebo - před prvním kladením
    [pass] pass nebo -
   *[other] číslo
}
setup-syntax-field-count = položek zápisu: očekáváno { $fewest }, nalezeno { $found }
setup-syntax-field-range = položek zápisu: očekáváno { $fewest } až { $most }, nalezeno { $found }
setup-syntax-missing = chybí { $name }: očekáváno { $form }
setup-syntax-repeated = { $name }: { $found } je uvedeno dvakrát
setup-syntax-unknown = { $found } není položka tohoto zápisu: očekáváno { $form }
setup-syntax-unsupported = { $name }: { $found } patří k pravidlu Sanmillu, které mills nehraje
setup-syntax-malformed = { $name } je { $found }: očekáváno { $form }

setup-fault-move-number = číslo tahu musí být 1 až { $most }, ne { $number }
setup-fault-too-quiet = { $quiet ->
    [one] { $quiet } tichý tah
    [few] { $quiet } tiché tahy
    [many] { $quiet } tichého tahu
   *[other] { $quiet } tichých tahů
}: remíza nastává po { $limit }
setup-fault-quiet-unexplained = { $quiet ->
    [one] { $quiet } tichý tah
    [few] { $quiet } tiché tahy
    [many] { $quiet } tichého tahu
   *[other] { $quiet } tichých tahů
}, ale od chvíle, kdy naposledy ubyl kámen, jich mohlo být nejvýš { $most }
setup-fault-over = v této pozici je hra u konce: { $outcome }
setup-fault-over-unmarked = hra je tu u konce ({ $outcome }) a zápis to musí říct: fáze o
setup-outcome = { $result ->
    [white] vyhrává bílý ({ $reason })
    [black] vyhrává černý ({ $reason })
    [none] { $reason }
   *[draw] remíza ({ $reason })
}
setup-end-reason = { $reason ->
    [mill] mlýn
    [reduced-to-two] zbyly dva
    [blocked] bez tahu
    [no-pieces-left] bez kamenů
    [board-full] plná deska
    [threefold-repetition] trojí opakování
    [quiet-turns] 100 tichých tahů
    [three-against-three] 20 tahů bez odebrání při třech proti třem
    [resignation] vzdání se
    [agreed-draw] remíza dohodou
    [last-piece-placed] položen poslední kámen
    [time-forfeit] prohra na čas
    [ended-by-the-players] ukončeno hráči
    [stated] konec už v sestavené pozici
   *[stated-no-result] konec už v sestavené pozici, bez výsledku
}
setup-fault-too-many-pieces = { $side ->
    [white] bílý
   *[black] černý
} má { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}, víc než { $most } na hráče
setup-fault-points = deska má { $expected } polí, ne { $found }
setup-fault-removal-pending = pozice je uprostřed tahu, čeká na odebrání (akce r): zadej pozici před uzavřením mlýna a tah s odebráním (d3xb4) jako tah
setup-fault-on-board-contradicts = podle zápisu má { $side ->
    [white] bílý
   *[black] černý
} na desce { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}, ale deska v zápisu ukazuje { $shown }
setup-fault-phase-contradicts = fáze je { $letter } ({ $phase ->
    [moving] posouvání
    [over] konec
   *[placing] kladení
}), ale { $side ->
    [white] bílý
   *[black] černý
} na tahu { $phase ->
    [moving] má ještě kameny v zásobě: je to kladení (p)
   *[other] nemá kameny v zásobě: je to posouvání (m)
}
setup-fault-nothing-taken = { $side ->
    [white] bílý
   *[black] černý
} má na desce a v zásobě { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}, ale v této hře se nikdy nic neodebírá: hráč má všech { $pieces }
setup-fault-hands-out-of-turn = { $side ->
    [white] bílý
   *[black] černý
} na tahu má v zásobě { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
} a { $side ->
    [white] černý
   *[black] bílý
} { $theirs }: kladení se střídá, takže hráč na tahu má stejně jako soupeř nebo o jeden víc
setup-fault-taken-too-many = { $side ->
    [white] bílý
   *[black] černý
} přišel o { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}, ale { $side ->
    [white] černý
   *[black] bílý
} jich položil jen { $placed }: kámen se odebírá mlýnem, první mlýn potřebuje tři položené kameny a během kladení každý další o jeden víc
setup-fault-not-a-move = zapamatovaný tah { $side ->
    [white] bílého
   *[black] černého
} { $from }-{ $to } není tah na této desce
setup-fault-mill-and-no-mill = předchozí tah { $side ->
    [white] bílého
   *[black] černého
} nemohl mlýn uzavřít i neuzavřít
setup-fault-in-mill-to-move = { $side ->
    [white] bílý
   *[black] černý
} je na tahu a má mlýn: tato hra končí uzavřením mlýna, takže už skončila
setup-fault-mover-reduced = { $side ->
    [white] bílý
   *[black] černý
} má už jen { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
} a právě táhl: hra skončila, když mu zbyly dva
setup-fault-man-on-far-rank = { $side ->
    [white] bílý
   *[black] černý
} kámen na { $number } (pole { $point }) stojí na soupeřově zadní řadě, kde by se stal dámou: dáma se píše K{ $number }
setup-fault-mover-has-nothing = { $side ->
    [white] bílý nemá žádný kámen, takže nemohl udělat poslední tah (na tahu je černý)
   *[black] černý nemá žádný kámen, takže nemohl udělat poslední tah (na tahu je bílý)
}
setup-fault-huff-not-mover = právo sfouknout uvádí { $number } (pole { $point }), kde nestojí kámen { $side ->
    [white] bílého
   *[black] černého
}, hráče, který právě táhl
setup-fault-huff-many = právo sfouknout uvádí { $names }, ale sfouknout lze jen kámen, který táhl (s volbou huff-any víc)
setup-fault-huff-impossible = žádný tah, který { $side ->
    [white] bílý
   *[black] černý
} mohl právě udělat, nenechá ke sfouknutí { $names }: právo sfouknout se týká { $huff ->
    [stepper] kamene, který táhl, pokud před tahem mohl brát
   *[any] právě těch kamenů, které mohly před tahem brát
}
setup-fault-quiet-without-king = počítají se tiché tahy, ale { $side ->
    [white] bílý
   *[black] černý
}, který táhl naposled, nemá dámu: tah obyčejným kamenem nebo braní počítání vynuluje
setup-fault-kind-count = { $side ->
    [white] bílý
   *[black] černý
} má { $count } { $kind ->
    [straight] { $count ->
        [one] přímý
        [few] přímé
       *[other] přímých
    }
    [diagonal] { $count ->
        [one] šikmý
        [few] šikmé
       *[other] šikmých
    }
    [pusher] { $count ->
        [one] odpuzovač
        [few] odpuzovače
       *[other] odpuzovačů
    }
   *[puller] { $count ->
        [one] přitahovač
        [few] přitahovače
       *[other] přitahovačů
    }
} ({ $placed } na desce, { $held } v zásobě), ale každý hráč má { $each }
setup-fault-last-missing = na desce jsou kameny, takže musí být uvedeno pole posledního položeného
setup-fault-pass-first = zatím nebyl položen žádný kámen: nikdo nemohl pasovat
setup-fault-last-off-board = { $point } není pole desky
setup-fault-last-empty = poslední kámen byl položen na { $point }, a to je prázdné
setup-fault-last-not-placer = poslední položený kámen, na { $point }, patří { $side ->
    [white] bílému
   *[black] černému
}, ale { $passed ->
    [yes] { $side ->
        [white] bílý pasoval, takže poslední kámen položil černý
       *[black] černý pasoval, takže poslední kámen položil bílý
    }
   *[no] { $side ->
        [white] poslední tah udělal černý
       *[black] poslední tah udělal bílý
    }
}
setup-fault-pass-empty-handed = { $side ->
    [white] bílý
   *[black] černý
} pasoval bez kamene v zásobě: hra už skončila
setup-fault-pass-not-forced = { $side ->
    [white] bílý
   *[black] černý
} pasoval, ale { $kind ->
    [straight] přímý
    [diagonal] šikmý
    [pusher] odpuzovač
   *[puller] přitahovač
} na { $from } mu nechal volné { $free }: pas je vždy jen vynucený
setup-fault-placements-out-of-turn = { $side ->
    [white] bílý
   *[black] černý
} na tahu položil { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
} a { $side ->
    [white] černý
   *[black] bílý
} { $theirs }: tahy se střídají a s tak málo kameny na desce nemohl být vynucen žádný pas
