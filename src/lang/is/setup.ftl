# Uppstillingin: staða sett upp á borðinu og tafl hafið þaðan.

## Spjaldið við hlið borðsins

setup-title = Stilla upp stöðu
setup-palette-lead = Lyklar
setup-space-puts = Bilslá setur { $piece }, x tekur af; { $key } aftur: { $next }.
setup-space-puts-last = Bilslá setur { $piece }, x tekur af; { $key } aftur tekur af.
setup-keys-help = Tab velur stillingu, + og - breyta henni; X hreinsar borðið, u afturkallar.
setup-cursor-help = Skrifaðu heiti reits (d2) eða færðu bendilinn með örvalyklunum.

setup-playable = Staða sem má tefla.
setup-playable-unreachable = Staða sem má tefla, þótt hún komi aldrei upp í tafli: { $fault }.
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
setup-started = nýtt tafl úr uppstilltu stöðunni
setup-study-values = staðan til skoðunar: þú stýrir báðum; v felur gildin, t gefur ráð
setup-study = staðan til skoðunar: þú stýrir báðum; t gefur ráð

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
setup-huff-keys = + leyfir að blása tölunni við bendilinn burt, - tekur það aftur.
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

## Hvers vegna texti stöðu (FEN) er ekki lesinn, eða ekki er hægt að tefla stöðuna

setup-field = { $field ->
    [whole] texti
    [rings] borð
    [ranks] borð
    [side] hver á leik
    [phase] áfangi
    [action] aðgerð
    [on-board] { $side ->
        [white] tölur hvíts á borðinu
       *[black] tölur svarts á borðinu
    }
    [in-hand] { $side ->
        [white] tölur hvíts á hendi
       *[black] tölur svarts á hendi
    }
    [to-remove] { $side ->
        [white] tölur hvíts sem á að drepa
       *[black] tölur svarts sem á að drepa
    }
    [last-mill] { $side ->
        [white] síðasta myllufærsla hvíts
       *[black] síðasta myllufærsla svarts
    }
    [mills-mask] myllumaski
    [no-mill] síðustu leikir án myllu
    [extension] svæði á eftir leiknúmerinu
    [quiet] leikir án dráps (hálfleikjaklukka)
    [number] leiknúmer
    [squares] { $side ->
        [white] listi yfir tölur hvíts
       *[black] listi yfir tölur svarts
    }
    [huff-right] réttur til að blása burt P
    [hands] hendur
    [last-placed] síðast setta tala
   *[pass] pass-svæði
}
setup-field-form = { $field ->
    [whole] svæði ritháttarins
    [rings] reitirnir hringur fyrir hring, innan frá, O (hvítur), @ (svartur) og * (auður)
    [ranks] 4 raðir aðskildar með /, hver með 4 reitum: S, D, P og L, hástafir fyrir hvítan, lágstafir fyrir svartan, tölustafur fyrir auða reiti
    [side] w eða b
    [phase] eitt af r, p, m, o, n
    [action] eitt af p, s, r, ?
    [last-mill] númer reits á borðinu eða 0 (-1 á eftir ids:nodes) fyrir ekkert
    [no-mill] n:FRÁ-TIL,FRÁ-TIL, t.d. n:20-28,0-0
    [extension] aðeins viðbætur Sanmill, heiti:gildi, t.d. ids:nodes eða p:21
    [squares] PDN-númer dökku reitanna, 1 til 32, aðskilin með kommum, K á undan kóngi, bil eins og 21-24
    [huff-right] PDN-númer reitanna, án K
    [hands] S, D, P og L, hástafir fyrir hvítan, lágstafir fyrir svartan, eða - fyrir ekkert
    [last-placed] reitur eða - á undan fyrstu tölunni
    [pass] pass eða -
   *[other] tala
}
setup-syntax-field-count = bjóst við { $fewest } svæðum ritháttarins, fann { $found }
setup-syntax-field-range = bjóst við { $fewest } til { $most } svæðum ritháttarins, fann { $found }
# "rétt snið:" and the form in the nominative, as setup-field-form gives it
# ("bjóst við" would need the dative).
setup-syntax-missing = svæðið „{ $name }“ vantar; rétt snið: { $form }
setup-syntax-repeated = { $found } kemur tvisvar fyrir í „{ $name }“
setup-syntax-unknown = { $found } er ekki svæði í þessum rithætti; rétt snið: { $form }
setup-syntax-unsupported = { $found } í „{ $name }“ tilheyrir Sanmill-reglu sem mills teflir ekki
setup-syntax-malformed = „{ $name }“ er { $found }; rétt snið: { $form }

setup-fault-move-number = leiknúmerið verður að vera frá 1 til { $most }, ekki { $number }
setup-fault-too-quiet = { $quiet ->
    [one] { $quiet } leikur
   *[other] { $quiet } leikir
} án dráps: taflið er jafntefli eftir { $limit }
setup-fault-quiet-unexplained = { $quiet ->
    [one] { $quiet } leikur
   *[other] { $quiet } leikir
} án dráps, en í mesta lagi { $most } leikir geta hafa verið án dráps síðan síðasta talan var drepin
setup-fault-over = taflinu er lokið í þessari stöðu, { $outcome }
setup-fault-over-unmarked = taflinu er lokið hér ({ $outcome }) og textinn verður að segja það: áfangi o
setup-outcome = { $result ->
    [white] hvítur vinnur ({ $reason })
    [black] svartur vinnur ({ $reason })
    [none] { $reason }
   *[draw] jafntefli ({ $reason })
}
setup-end-reason = { $reason ->
    [mill] mylla
    [reduced-to-two] tvær eftir
    [blocked] enginn leikur
    [no-pieces-left] engar tölur eftir
    [board-full] fullt borð
    [threefold-repetition] sama staða þrisvar
    [quiet-turns] 100 leikir án dráps
    [three-against-three] 20 leikir án dráps, þrjár gegn þremur
    [resignation] uppgjöf
    [agreed-draw] samið jafntefli
    [last-piece-placed] síðasta tala sett
    [time-forfeit] tap á tíma
    [ended-by-the-players] leikmenn luku taflinu
    [stated] lokið þegar stillt var upp
   *[stated-no-result] lokið þegar stillt var upp, úrslit ekki gefin
}
setup-fault-too-many-pieces = { $side ->
    [white] hvítur
   *[black] svartur
} hefur { $count } tölur, fleiri en þær { $most } sem leikmaður á
setup-fault-points = borðið hefur { $expected } reiti, ekki { $found }
setup-fault-removal-pending = þessi staða er í miðjum leik þar sem drepa á tölu (aðgerð r): gefðu stöðuna áður en myllunni var lokað, og leikinn með drápinu (d3xb4) sem leik
setup-fault-on-board-contradicts = textinn gefur { $side ->
    [white] hvítum
   *[black] svörtum
} { $count ->
    [one] { $count } tölu
   *[other] { $count } tölur
} á borðinu, en borð hans sýnir { $shown }
setup-fault-phase-contradicts = áfanginn er { $letter } ({ $phase ->
    [moving] færsla
    [over] lokið
   *[placing] setning
}), en { $side ->
    [white] hvítur
   *[black] svartur
} sem á leik { $phase ->
    [moving] á enn tölur á hendi: það er setning (p)
   *[other] á engar tölur á hendi: það er færsla (m)
}
setup-fault-nothing-taken = { $side ->
    [white] hvítur
   *[black] svartur
} hefur { $count } tölur á borðinu og á hendi, en í þessu tafli er aldrei neitt drepið: leikmaður hefur allar { $pieces }
setup-fault-hands-out-of-turn = { $side ->
    [white] hvítur
   *[black] svartur
} sem á leik hefur { $count ->
    [one] { $count } tölu
   *[other] { $count } tölur
} á hendi og { $side ->
    [white] svartur
   *[black] hvítur
} { $theirs }: leikmenn setja til skiptis, svo sá sem á leik hefur jafnmargar og hinn eða einni fleiri
setup-fault-taken-too-many = { $side ->
    [white] hvítur
   *[black] svartur
} hefur misst { $count ->
    [one] { $count } tölu
   *[other] { $count } tölur
}, en { $side ->
    [white] svartur
   *[black] hvítur
} hefur aðeins sett { $placed }: tala er drepin með myllu, sú fyrsta krefst þriggja settra talna og hver frekari mylla meðan sett er einnar í viðbót
setup-fault-not-a-move = leikurinn { $from }-{ $to } sem textinn geymir fyrir { $side ->
    [white] hvítan
   *[black] svartan
} er ekki leikur á þessu borði
setup-fault-mill-and-no-mill = fyrri leikur { $side ->
    [white] hvíts
   *[black] svarts
} getur ekki bæði hafa lokað myllu og engri
setup-fault-in-mill-to-move = { $side ->
    [white] hvítur
   *[black] svartur
}, sem á leik, á myllu: í þessu tafli vinnur mylla strax, svo taflinu er þegar lokið
setup-fault-mover-reduced = { $side ->
    [white] hvítur
   *[black] svartur
} á { $count ->
    [one] { $count } tölu
   *[other] { $count } tölur
} eftir og var að leika: taflinu lauk þegar { $side ->
    [white] hvítur
   *[black] svartur
} fór niður í tvær
setup-fault-man-on-far-rank = { $side ->
    [white] hvíta
   *[black] svarta
} talan á { $number } ({ $point }) stendur í öftustu röð andstæðingsins, þar sem hún hefði orðið kóngur: kóngur er skrifaður K{ $number }
setup-fault-mover-has-nothing = { $side ->
    [white] hvítur
   *[black] svartur
} á enga tölu, svo { $side ->
    [white] hvítur
   *[black] svartur
} getur ekki hafa leikið síðasta leik ({ $side ->
    [white] svartur
   *[black] hvítur
} á leik)
setup-fault-huff-not-mover = rétturinn til að blása nefnir { $number } ({ $point }), þar sem engin tala { $side ->
    [white] hvíts
   *[black] svarts
} stendur, þess sem var að leika
setup-fault-huff-many = rétturinn til að blása nefnir { $names }, en aðeins tölunni sem gekk má blása burt (fleirum með valkostinum huff-any)
setup-fault-huff-impossible = enginn leikur sem { $side ->
    [white] hvítur
   *[black] svartur
} gat verið að leika skilur { $names } eftir til að blása burt: rétturinn til að blása nær til { $huff ->
    [stepper] tölunnar sem gekk, ef hún hefði getað drepið fyrir göngu sína
   *[any] nákvæmlega þeirra talna sem hefðu getað drepið fyrir gönguna
}
setup-fault-quiet-without-king = leikir án dráps eru taldir, en { $side ->
    [white] hvítur
   *[black] svartur
}, sem lék síðast, á engan kóng: þegar venjuleg tala er færð eða drepið er hefst talningin upp á nýtt
setup-fault-kind-count = { $side ->
    [white] hvítur
   *[black] svartur
} hefur { $count } { $kind ->
    [straight] { $count ->
        [one] línutölu
       *[other] línutölur
    }
    [diagonal] { $count ->
        [one] skátölu
       *[other] skátölur
    }
    [pusher] { $count ->
        [one] ýtitölu
       *[other] ýtitölur
    }
   *[puller] { $count ->
        [one] togtölu
       *[other] togtölur
    }
} ({ $placed } á borðinu, { $held } á hendi), en hvor leikmaður hefur { $each }
setup-fault-last-missing = tölur eru á borðinu, svo reitur síðast settu tölunnar verður að vera gefinn
setup-fault-pass-first = engin tala hefur verið sett enn: enginn getur hafa sagt pass
setup-fault-last-off-board = { $point } er ekki reitur á borðinu
setup-fault-last-empty = síðast setta talan er á { $point }, sem er auður
setup-fault-last-not-placer = síðast setta talan, á { $point }, er { $side ->
    [white] hvíts
   *[black] svarts
}, en { $passed ->
    [yes] { $side ->
    [white] hvítur
   *[black] svartur
} sagði pass, svo { $side ->
    [white] svartur
   *[black] hvítur
} setti síðustu töluna
   *[no] { $side ->
    [white] svartur
   *[black] hvítur
} lék síðasta leik
}
setup-fault-pass-empty-handed = { $side ->
    [white] hvítur
   *[black] svartur
} sagði pass án tölu á hendi: taflinu var þegar lokið
setup-fault-pass-not-forced = { $side ->
    [white] hvítur
   *[black] svartur
} sagði pass, en { $kind ->
    [straight] línutalan
    [diagonal] skátalan
    [pusher] ýtitalan
   *[puller] togtalan
} á { $from } skildi { $free } eftir lausa: pass er aðeins til þegar það er þvingað
setup-fault-placements-out-of-turn = { $side ->
    [white] hvítur
   *[black] svartur
} sem á leik hefur sett { $count ->
    [one] { $count } tölu
   *[other] { $count } tölur
} og { $side ->
    [white] svartur
   *[black] hvítur
} { $theirs }: leikmenn leika til skiptis, og ekkert pass getur hafa verið þvingað með svo fáar tölur á borðinu
