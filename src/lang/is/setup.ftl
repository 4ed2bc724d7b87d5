# Uppstillingin: staða sett upp á borðinu og leikur hafinn þaðan.

## Spjaldið við hlið borðsins

setup-title = Stilla upp stöðu
setup-palette-lead = Lyklar
setup-space-puts = Bilslá setur { $piece }, x tekur af; sami lykill aftur setur þá næstu.
setup-keys-help = Tab velur stillingu, + og - breyta henni; X hreinsar borðið, u afturkallar.
setup-cursor-help = Skrifaðu heiti reits (d2) eða færðu bendilinn með örvalyklunum.

setup-playable = Staða sem má tefla.
setup-playable-unreachable = Staða sem má tefla, þótt enginn leikur nái henni: { $fault }.
setup-unplayable = ekki hægt að tefla stöðuna: { $why }

## Hvað lykill gerði

setup-cleared = borðið er hreinsað (u setur það aftur)
setup-undone = síðasta breyting er afturkölluð
setup-nothing-to-undo = ekkert að afturkalla
setup-files = dálkar þessa borðs eru a til { $last }
setup-file-first = skrifaðu fyrst bókstaf dálks (a til { $last })
setup-off-board = { $point } er ekki reitur á { $board }
setup-not-a-point = { $text } er ekki reitur: reitur er bókstafur og tölustafur, t.d. d2
setup-put-off-board = { $point } er ekki reitur á borðinu
setup-put-light-square = { $point } er ljós reitur: tölurnar standa á dökku reitunum
setup-read = staðan er lesin
setup-not-read = ekki lesið: { $why }
setup-kept = staðan er óbreytt
setup-not-started = ekki hafið: ekki er hægt að tefla stöðuna
setup-started = nýr leikur úr uppstilltu stöðunni
setup-study-values = staðan til skoðunar: þú stýrir báðum; v felur gildin, t gefur vísbendingu
setup-study = staðan til skoðunar: þú stýrir báðum; t gefur vísbendingu

# Í þágufalli með greini: "d8 er ekki reitur á borðinu með 24 reitum".
setup-board = { $kind ->
    [diagonals] borðinu með { $points } reitum og skálínum
    [checkered] { $size }×{ $size } borðinu með { $points } dökkum reitum
    [squares] { $size }×{ $size } borðinu
   *[lines] borðinu með { $points } reitum
}

## Stillingarnar

setup-to-move = Á leik
setup-side = { $side ->
    [white] hvítur
   *[black] svartur
}
setup-hand = { $side ->
    [white] Á hendi hvíts
   *[black] Á hendi svarts
}
setup-move-number = Númer leiks
setup-quiet-turns = Án dráps
setup-huff-right = Má blása
setup-huff-keys = + leyfir að blása burt tölunni við bendilinn, - tekur það aftur.
setup-none = engin
setup-yes = já
setup-no = nei
setup-last-placed = Síðast sett
setup-last-placed-keys = Síðast setta talan; + velur töluna við bendilinn, - enga.
setup-last-passed = Sagði pass
setup-holds = { $side ->
    [white] Hvítur á
   *[black] Svartur á
}
setup-holds-keys = Hvor leikmaður á tvær af hverri gerð: það sem er ekki á borðinu er á hendi.

## Tölurnar sem bilsláin setur (þolfall: "Bilslá setur hvíta tölu")

setup-piece-mill = { $side ->
    [white] hvíta tölu
   *[black] svarta tölu
}
setup-piece-man = { $side ->
    [white] hvíta tölu
   *[black] svarta tölu
}
setup-piece-king = { $side ->
    [white] hvítan kóng
   *[black] svartan kóng
}
setup-piece-mijnlieff = { $side ->
    [white] { $kind ->
        [straight] hvíta línutölu
        [diagonal] hvíta skátölu
        [pusher] hvíta ýtitölu
       *[puller] hvíta togtölu
    }
   *[black] { $kind ->
        [straight] svarta línutölu
        [diagonal] svarta skátölu
        [pusher] svarta ýtitölu
       *[puller] svarta togtölu
    }
}
