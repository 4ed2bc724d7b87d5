# Hvers vegna leik er hafnað, á skilaboðalínunni undir borðinu.

refusal-game-over = taflinu er lokið
refusal-occupied = { $point } er setinn
refusal-empty = engin tala er á { $point }
refusal-not-yours = talan á { $point } er ekki þín
refusal-not-a-move = ekki leikur: { $game ->
        [mill] leikur er reitur (d2) eða ganga (d2-d3), með drápi ef hann lokar myllu (d2-d3xb4)
        [damspil] leikur er ganga (c3-d4) eða að drepa (c3xe5, c3xe5xc7), með því að blása fyrst ef svo ber undir (*b6:c3-d4)
       *[mijnlieff] leikur er gerð (S, D, P eða L) og reitur, t.d. Sa1, eða pass
    }
refusal-not-possible = það er ekki hægt núna

## Myllurnar.
refusal-mill-must-place = þú átt enn tölur á hendi: settu eina
refusal-mill-must-move = þú átt engar tölur eftir á hendi: færðu eina
refusal-mill-not-adjacent = { $to } liggur ekki að { $from }
refusal-mill-shuttle-back = talan á { $from } má ekki fara beint aftur á { $to } til að loka myllunni sem hún opnaði
refusal-mill-removal-required = þetta lokar myllu: tilgreindu töluna sem á að drepa (t.d. { $point }x…)
refusal-mill-no-mill-closed = þetta lokar engri myllu, svo ekkert má drepa
refusal-mill-nothing-removable = allar tölur andstæðingsins standa í myllu: í Mylnu er ekkert drepið
refusal-mill-repeated-mill = leikur beint til baka í mylluna sem var opnuð lokar hér engri myllu (no-repeat-mill): ekkert má drepa á { $point }
refusal-mill-mill-wins = í þessu tafli vinnur mylla strax: ekkert er drepið
refusal-mill-not-enemy = engin tala andstæðingsins er á { $point }
refusal-mill-piece-in-mill = talan á { $point } er í myllu og { $side ->
    [white] hvítur
   *[black] svartur
} á tölur utan mylla
refusal-mill-nowhere-to-go = talan á { $point } kemst hvergi
refusal-mill-choose-own = engin tala er á { $point }: veldu eina af tölum þínum til að færa

## Damspil.
refusal-damspil-not-a-square = { $point } er ekki dökkur reitur á borðinu
refusal-damspil-not-diagonal = { $to } er ekki á skálínu frá { $from }
refusal-damspil-man-backwards = venjuleg tala gengur aðeins áfram: { $from } til { $to } er aftur á bak
refusal-damspil-man-too-far = venjuleg tala gengur aðeins einn reit: { $to } er of langt frá { $from }
refusal-damspil-king-blocked = kóngurinn á { $from } kemst ekki fram hjá tölunni á { $by } til að ná { $to }
refusal-damspil-jump-too-short = til að drepa er stokkið yfir tölu við hliðina: { $to } er við hliðina á { $from }
refusal-damspil-capture-from-distance = ekki má drepa úr fjarlægð: frá { $from } má aðeins stökkva yfir tölu við hliðina, ekki tölu á leiðinni til { $to }
refusal-damspil-no-enemy-to-jump = engin tala andstæðingsins er á { $point } til að stökkva yfir
refusal-damspil-already-captured = talan á { $point } var þegar drepin í þessum leik
refusal-damspil-crowned = talan verður kóngur á { $point } og stöðvast þar
refusal-damspil-no-huff-right = engu er hægt að blása burt: { $rule ->
        [stepper] talan sem var færð síðast hefði ekki getað drepið
       *[any] síðasti leikur lét ekkert dráp ógert
    }
refusal-damspil-nothing-to-huff = engin tala andstæðingsins er á { $point } til að blása burt
refusal-damspil-could-not-have-captured = talan á { $point } gat ekki drepið í síðasta leik: henni má ekki blása burt
refusal-damspil-did-not-move = aðeins tölunni sem var færð síðast má blása burt, ekki tölunni á { $point }
refusal-damspil-no-turn-after-huff = eftir að hafa blásið tölunni á { $point } burt ættir þú engan leik

## Mijnlieff.
refusal-mijnlieff-must-pass = enginn leyfður reitur er auður: þú verður að segja pass
refusal-mijnlieff-must-pass-enter = enginn leyfður reitur er auður: þú verður að segja pass; Enter segir pass
refusal-mijnlieff-may-not-pass = þú getur sett tölu, svo þú mátt ekki segja pass
refusal-mijnlieff-not-in-hand = þú átt enga { $kind ->
        [straight] línutölu
        [diagonal] skátölu
        [pusher] ýtitölu
       *[puller] togtölu
    } eftir á hendi
refusal-mijnlieff-not-allowed = { $point } er ekki leyfður: { $kind ->
        [straight] línutalan
        [diagonal] skátalan
        [pusher] ýtitalan
       *[puller] togtalan
    } á { $by } leyfir { $kind ->
        [straight] aðeins reiti í röð sinni eða dálki
        [diagonal] aðeins reiti á skálínum sínum
        [pusher] aðeins reiti sem snerta hana ekki
       *[puller] aðeins reiti sem snerta hana
    }
refusal-mijnlieff-not-a-corner = { $point } er ekki horn: fyrsta talan fer á a1, d1, a4 eða d4
refusal-mijnlieff-in-the-centre = { $point } er í miðjunni: fyrsta talan fer utan b2, c2, b3 og c3
refusal-mijnlieff-not-a-kind = { $letter } er ekki gerð: S, D, P eða L
