# Leikskjárinn: spjaldið við hlið borðsins og skilaboðalínan.

## Leikmennirnir.
play-computer = Tölva (styrkleiki { $level })
play-computer-short = Tölva { $level }

## Spjaldið.
panel-side = ({ $side ->
        [white] hvítur
       *[black] svartur
    })
panel-moves = Leikir
# A dash, not a comma: the name after it is not called.
panel-live = Núna – { $lead }
panel-looking-back = Litið aftur:
panel-turn-of = leikur { $turn } af { $turns }
panel-esc-returns = Esc snýr aftur í taflið
panel-thinking = hugsar { $spinner }
panel-thinking-depth = hugsar { $spinner } dýpt { $depth }
panel-typed = Skrifað:
panel-hint = Ráð:
panel-analysis = Greining:
panel-rule = Regla:
panel-rule-option = { $option ->
        [no-repeat-mill] engin mylla með því að færa til baka
        [outer-start] fyrsta tala utan miðjunnar
       *[huff-any] blása burt hvaða tölu sem er
    }
panel-marks = merki: + vinnur, = jafntefli, - tapar
panel-solving = leysir
panel-waiting-for-table = bíður eftir leystu töflunni
panel-no-exact-value = ekkert nákvæmt gildi hér (taflan nær aðeins yfir endataflið)
panel-table-offer = ekkert nákvæmt gildi hér: `{ $command }` reiknar alla lausnina (um { $minutes } mínútur á tveimur kjörnum, { $gigabytes } GB) og tölvan leikur svo eftir henni
panel-finished-game = Lokið tafl:
panel-unfinished-game = Ólokið tafl:
panel-played = { $name } lék { $turn }
panel-start = upphafið: enginn leikur leikinn enn

## Hvers virði staða eða leikur er.
panel-wins-in = { $side ->
    [white] hvítur
   *[black] svartur
} vinnur í { $count ->
        [one] { $count } leik
       *[other] { $count } leikjum
    }
## Nine men's morris's solution: a win with the turns to the next removal
## (the moving phase) or without (while placing). $side: white or black.
panel-wins-removal = { $side ->
    [white] hvítur
   *[black] svartur
} vinnur með bestu leikjum, næsta dráp eftir { $count ->
    [one] { $count } leik
   *[other] { $count } leiki
}
panel-wins = { $side ->
    [white] hvítur
   *[black] svartur
} vinnur með bestu leikjum
panel-wins-by = { $side ->
    [white] hvítur
   *[black] svartur
} vinnur með { $count ->
    [one] { $count } stigi
   *[other] { $count } stigum
}
panel-draw-with-best-play = jafntefli með bestu leikjum
panel-about-even = nokkuð jafnt
panel-a-little-better = { $side ->
    [white] hvítur
   *[black] svartur
} stendur aðeins betur
panel-better = { $side ->
    [white] hvítur
   *[black] svartur
} stendur betur
panel-clearly-better = { $side ->
    [white] hvítur
   *[black] svartur
} stendur greinilega betur

## Viðvaranir um jafntefli.
panel-three-against-three = Þrjár gegn þremur:
panel-three-against-three-count = { $quiet } af { $limit } leikjum án þess að { $progress ->
        [removal] tala sé drepin
        [capture] drepið sé eða venjuleg tala færð
       *[placing] tala sé sett
    }, svo jafntefli
panel-draw-soon = Jafntefli senn:
panel-draw-soon-count = { $quiet } af { $limit } leikjum án þess að { $progress ->
        [removal] tala sé drepin
        [capture] drepið sé eða venjuleg tala færð
       *[placing] tala sé sett
    }; { $progress ->
        [removal] að drepa tölu
        [capture] að drepa eða færa venjulega tölu
       *[placing] að setja tölu
    } núllstillir talninguna
panel-draw-by-repetition = Þrátefli:
panel-would-repeat = { $turns } myndi endurtaka stöðu í þriðja sinn

## Skilaboðalínan.
play-list-and = { $rest } og { $last }
play-no-hint = ekkert ráð: enginn leikur er til
play-computer-played = { $name } lék { $turn }
play-hints-for-own-turn = ráð fást aðeins þegar þú átt leik
play-played-hint = lék ráðlagða leiknum { $turn }
play-analysis-on = greining á: + vinnur, = jafntefli, - tapar (fullkomin taflmennska)
play-analysis-off = greining af
play-accepts-draw = { $name } þiggur jafntefli
play-declines-draw = { $name } hafnar jafntefli
play-no-perfect-play = fullkomin taflmennska fékkst ekki ({ $game }): `mills solve --variant { $variant }` segir hvers vegna
play-table-ready = leysta taflan er tilbúin: { $game }
play-where-perfect-play = fullkomin taflmennska er þekkt í afbrigðunum { $solved } og í endatöflum afbrigðanna { $endgames }, án valkosta
play-nothing-to-look-back-at = enginn leikur leikinn enn: ekkert að líta á
play-at-the-start = þetta er upphafið: . fer áfram, Esc snýr aftur
play-at-the-live-position = þetta er núverandi staða: , lítur aftur
play-back-to-live = aftur í núverandi stöðu
play-nothing-chosen = ekkert valið: skrifaðu reit eða færðu bendilinn þangað
play-type-the-rank = skrifaðu fyrst röðina við { $file } (1 til { $last }) eða Esc
play-clocks-stopped = klukkurnar eru stöðvaðar: z ræsir þær aftur
play-not-thinking = tölvan er ekki að hugsa núna
play-game-over = taflinu er lokið: n byrjar nýtt, u tekur leik aftur
play-over-because = taflinu er lokið: { $why }
play-computer-to-move = { $name } á leik: m lætur tölvuna leika strax
play-ended-on-time = taflinu lauk á tíma: fallið flagg er ekki tekið aftur (n fyrir nýtt tafl)
play-nothing-to-undo = ekkert að afturkalla
play-nothing-to-redo = ekkert að endurtaka
play-end-of-game = lok taflsins
play-took-back = tók aftur { $turns }
play-replayed = lék aftur { $turns }
play-computer-plays-both = tölvan teflir báðum megin: n byrjar nýtt tafl
play-files-are = dálkar þessa borðs eru a til { $last }
play-type-a-file-first = skrifaðu fyrst bókstaf dálks (a til { $last })
play-not-a-point = { $point } er ekki reitur á { $board ->
        [points-24] borðinu með 24 reitum
        [points-16] borðinu með 16 reitum
        [points-9] borðinu með 9 reitum
        [points-9-diagonals] borðinu með 9 reitum og skálínum
        [squares-8] 8×8 borðinu með 32 dökkum reitum
       *[squares-4] 4×4 borðinu
    }
play-not-a-point-name = { $name } er ekki reitur
play-key-means-nothing = { $key } þýðir ekkert í þessu tafli
play-not-typed-whole = í þessu tafli eru leikir ekki skrifaðir í heilu lagi

## Hvað fullkomin taflmennska gefur þeim sem á leik, við reit í greiningunni.
value-win-in = sigur í { $count }
value-loss-in = tap í { $count }
value-win-by = sigur með { $count }
value-loss-by = tap með { $count }
value-win-removal = sigur, dráp eftir { $count }
value-loss-removal = tap, dráp eftir { $count }
value-win = sigur
value-loss = tap
value-draw = jafntefli

## Of lítill skjár.
play-too-small = skjárinn er of lítill
play-too-small-sizes = þarf { $size }, er { $have }
play-too-small-quit = q hættir; taflið er geymt
