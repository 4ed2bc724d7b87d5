# Orðin sem hver leikjafjölskylda kemur með.

## Myllurnar.
mill-remove-a-piece = mylla! dreptu { $side ->
        [white] hvíta
       *[black] svarta
    } tölu
mill-choose-where = færðu töluna á { $point }: veldu hvert
mill-fly-any = fljúgðu með tölu á auðan reit
mill-fly = flug: þú átt þrjár tölur
mill-jump = stökk: þú átt þrjár tölur (gakktu eða stökktu yfir tölu hins)
mill-place-or-move = settu tölu eða færðu tölu
mill-place = settu tölu
mill-move = færðu tölu
mill-counts = hönd { $hand }  borð { $board }  misst { $lost }
mill-three-in-a-row-wins = Þrjár í röð vinna strax.
mill-cancelled = hætt við
mill-took-back-mill = { $turn } tekinn aftur, hann lokaði myllu: leiktu honum aftur til að drepa tölu
mill-none-taken = mylla! allar { $side ->
        [white] hvítu
       *[black] svörtu
    } tölurnar standa í myllu, svo engin er drepin
mill-help-title = { $game }: { $board ->
        [points-24] borð með 24 reitum
        [points-16] borð með 16 reitum
        [points-9] borð með 9 reitum
       *[points-9-diagonals] borð með 9 reitum og skálínum
    }, { $count ->
        [one] { $count } tala
       *[other] { $count } tölur
    } hvor.
mill-help-place = Setja: settu tölu af hendi á hvaða auðan reit sem er.
mill-help-place-or-move = Þú mátt í staðinn færa tölu meðan þú átt enn tölur á hendi.
mill-help-move-any = Færa: þegar allar tölur eru settar færist ein á hvaða auðan reit sem er.
mill-help-move = Færa: með tóma hönd færist tala eftir línu á auðan reit við hliðina.
mill-help-fly = Flug: með aðeins þrjár tölur eftir færist tala á hvaða auðan reit sem er.
mill-help-jump = Stökk: með aðeins þrjár tölur eftir má líka stökkva eftir línu yfir eina tölu andstæðingsins á auða reitinn fyrir aftan.
mill-help-mill-wins = Mylla: þrjár þínar í línu vinna strax.
mill-help-lose = Tap: enginn leikur eftir.
mill-help-draw-short = Jafntefli: sama staða þrisvar, 100 leikir í röð eða samkomulag.
mill-help-mill-take-any = Mylla: þrjár þínar í línu. Sá sem lokar myllu drepur tölu andstæðingsins; tölur í myllu eru óhultar nema allar séu í myllum.
mill-help-mill-take-nothing = Mylla: þrjár þínar í línu. Sá sem lokar myllu drepur tölu andstæðingsins; tölur í myllu eru alltaf óhultar, svo stundum er engin drepin.
mill-help-no-shuttle = Tala sem opnaði myllu og lokaði annarri má ekki fara beint til baka til að loka þeirri fyrri aftur.
mill-help-win = Sigur: skildu andstæðinginn eftir með tvær tölur eða engan leik.
mill-help-draw = Jafntefli: sama staða þrisvar, 100 leikir í röð án dráps eða samkomulag.
mill-help-draw-full = Jafntefli: fullt borð, sama staða þrisvar, 100 leikir í röð án dráps eða samkomulag.
mill-help-three-against-three = Með þrjár tölur hvor: { $count ->
        [one] { $count } leikur
       *[other] { $count } leikir
    } án dráps.
mill-put-white-black = setja hvíta/svarta
mill-put = setja

## Damspil (danskt dammtafl).
damspil-put-man-king = setja tölu/kóng
damspil-put = setja
damspil-counts = tölur { $men }  kóngar { $kings }  misst { $lost }
damspil-huffed-now-move = tölunni á { $point } er blásið burt: færðu nú tölu
damspil-huff-first = blástu fyrst tölu burt ef þú vilt (p), færðu svo
damspil-jump-on = stökktu áfram eða Enter á { $point } til að hætta þar
damspil-huff-lead = Blása:
damspil-may-huff = talan á { $piece } hefði getað drepið { $taken } en gerði það ekki: þú mátt blása henni burt
damspil-may-huff-moved = { $from } hefði getað drepið { $taken } en fór á { $piece }: þú mátt blása henni burt
damspil-huffed = tölunni á { $piece } er blásið burt: hún hefði getað drepið { $taken }
damspil-huffed-moved = tölunni á { $piece } er blásið burt: frá { $from } hefði hún getað drepið { $taken }
damspil-or = { $rest } eða { $last }
damspil-crowned = talan á { $point } varð kóngur
damspil-huffed-choose = tölunni á { $point } er blásið burt: veldu eina af tölum þínum
damspil-not-yours-huff = talan á { $point } er ekki þín: p blæs henni burt
damspil-back-on = aftur á { $point }
damspil-back-to-start = aftur á upphafsreit
damspil-no-huff = engum blásið
damspil-how-to-type = leikur er skrifaður c3-d4, c3xe5xc7 eða með því að blása fyrst *b6:c3-d4
damspil-help-board = Damspil (danskt dammtafl): 8×8 borð, leikið á 32 dökku reitunum; tólf tölur hvor, hvítur byrjar.
damspil-help-step = Ganga: tala fer einn reit á ská áfram á auðan reit.
damspil-help-capture = Drepa: stökktu yfir tölu andstæðingsins við hliðina, áfram eða aftur á bak, á auða reitinn fyrir aftan hana; stökktu áfram með sömu tölu eða hættu eftir hvert stökk. Aldrei er skylt að drepa.
damspil-help-huff = Blása: ef andstæðingurinn gekk með tölu sem hefði getað drepið, máttu fyrst taka þá tölu af borðinu (p á hana) og leika svo.
damspil-help-huff-any = Blása (huff-any): ef andstæðingurinn drap ekki þótt hann gæti, máttu fyrst taka af borðinu eina af tölunum sem hefðu getað drepið (p) og leika svo.
damspil-help-king = Kóngur: tala sem nær öftustu röð andstæðingsins verður kóngur og stöðvast þar. Kóngur fer eins langt og hann vill eftir auðri skálínu, en drepur aðeins tölu við hliðina, eins og venjuleg tala.
damspil-help-win = Sigur: dreptu allar tölur andstæðingsins eða skildu hann eftir án leiks.
damspil-help-draw = Jafntefli: sama staða þrisvar, 100 leikir í röð án þess að drepið sé eða venjuleg tala færð, eða samkomulag.
damspil-huff = blása
damspil-who-can-capture = hver getur drepið
damspil-jumps = drepa
damspil-help-enter = velja tölu og færa hana eða drepa með henni að bendlinum (líka bilslá eða smellur)
damspil-help-a-whole-turn-typed-then = heill leikur skrifaður, svo Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = blása (d. at puste) tölunni undir bendlinum burt á undan leik þínum: tölu sem hefði getað drepið en gerði það ekki
damspil-help-mark-the-pieces-that-can = merkja tölurnar sem geta drepið núna, eða taka merkið af

## Mijnlieff. Gerðirnar: línutala (S), skátala (D), ýtitala (P), togtala (L).
mijnlieff-put-white-black = setja hvíta/svarta
mijnlieff-put = setja
mijnlieff-counts = stig { $score }  hönd { $hand }
mijnlieff-must-pass = enginn leyfður reitur er auður: Enter segir pass
mijnlieff-place-kind = settu { $kind ->
        [straight] línutölu
        [diagonal] skátölu
        [pusher] ýtitölu
       *[puller] togtölu
    }: veldu reit
mijnlieff-choose-kind = veldu gerð (S D P L, Tab) og reit
mijnlieff-allowed-lead = Leyft:
mijnlieff-allowed-nothing = ekkert: { $side ->
        [white] hvítur
       *[black] svartur
    } verður að segja pass
mijnlieff-allowed-outside = fyrsta talan fer utan miðjunnar
mijnlieff-allowed-corner = fyrsta talan fer í horn
mijnlieff-allowed-any = hver auður reitur, eftir pass { $side ->
        [white] hvíts
       *[black] svarts
    }
mijnlieff-allowed-by = { $kind ->
        [straight] línutalan
        [diagonal] skátalan
        [pusher] ýtitalan
       *[puller] togtalan
    } á { $point }: { $kind ->
        [straight] aðeins reitir í röð hennar eða dálki
        [diagonal] aðeins reitir á skálínum hennar
        [pusher] aðeins reitir sem snerta hana ekki
       *[puller] aðeins reitir sem snerta hana
    }
mijnlieff-value-with-kind = { $point } með { $kind ->
        [straight] línutölu
        [diagonal] skátölu
        [pusher] ýtitölu
       *[puller] togtölu
    }: { $value }
mijnlieff-passes = { $side ->
        [white] hvítur
       *[black] svartur
    } segir pass: enginn reitur sem hann má nota er auður
mijnlieff-scores = { $turn } gefur { $gained } stig: { $side ->
        [white] hvítur
       *[black] svartur
    } hefur { $count } stig
mijnlieff-other-must-pass = { $side ->
        [white] hvítur
       *[black] svartur
    } verður að segja pass
mijnlieff-choose-kind-first = veldu fyrst gerð: S, D, P eða L (hástafir), eða Tab gegnum höndina
mijnlieff-no-kind = engin gerð valin (var { $kind ->
        [straight] línutala
        [diagonal] skátala
        [pusher] ýtitala
       *[puller] togtala
    })
mijnlieff-not-typed = { $turn } er ekki leikur hér: skrifaðu gerðina (S D P L) og reitinn, svo Enter
mijnlieff-help-board = Mijnlieff, tafl eftir Andy Hopwood: 4×4 borð; hvor leikmaður á átta tölur, tvær af hverri gerð: línutala S, skátala D, ýtitala P, togtala L. Tölur eru settar og færast aldrei.
mijnlieff-help-turn = Leikur: settu tölu á auðan reit sem síðasta tala andstæðingsins leyfir: línutala röð sína eða dálk; skátala skálínur sínar; ýtitala hvern reit sem snertir hana ekki; togtala reit sem snertir hana.
mijnlieff-help-first-outer = Fyrsta tala: á hvern reit utan miðjunnar (outer-start).
mijnlieff-help-first = Fyrsta tala: í horn (með outer-start: utan miðjunnar).
mijnlieff-help-pass = Pass: sé enginn leyfður reitur auður verðurðu að segja pass (Enter gerir það); andstæðingurinn má þá setja á hvaða auðan reit sem er.
mijnlieff-help-end = Lok: þegar sá sem á leik á enga tölu. Hverjar þrjár þínar í röð, dálki eða á skálínu gefa 1 stig (fjórar í röð: 2); sá sem fær fleiri stig vinnur, jöfn stig eru jafntefli.
mijnlieff-help-marks = Reitir merktir { $mark } eru þeir sem sá sem á leik má setja á, og síðasta talan sem var sett er undirstrikuð.
mijnlieff-help-keys = Lyklar: S, D, P, L (há- eða lágstafir) eða Tab velja gerðina, reitur og Enter setja hana: Sa1 (eða sa1) og Enter gera hvort tveggja. Ctrl-S vistar (s er línutalan).
mijnlieff-kind = gerð
mijnlieff-help-enter = setja valda gerð á reitinn undir bendlinum (líka bilslá eða smellur)
mijnlieff-help-choose-the-kind-to-place = velja gerðina sem á að setja, með há- eða lágstaf: S línutala, D skátala, P ýtitala, L togtala (svo reit og Enter: Sa1 eða sa1 Enter; d og reitur er skátala, d og röð dálkurinn d)
mijnlieff-help-the-next-kind-in-your = næsta gerð á hendi þinni
