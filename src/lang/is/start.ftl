# Það sem sagt er á villuúttakinu þegar leikurinn í skjáhermi fer ekki af
# stað, og í skilaboðalínunni í upphafi hans.

start-no-terminal = taflið þarf skjáhermi (staðalinntak og -úttak); án hans virka undirskipanirnar: { $subcommands } (mills --help)
start-levels-too-many = --level tekur einn styrkleika eða tvo (hvíts,svarts): 3,8
start-levels-two = --level { $white },{ $black } gefur tveimur tölvum sinn styrkleikann hvorri: aðeins með --computer both (ein tölva teflir með einum styrkleika: --level { $white } eða --level { $black })
start-name-too-long = { $flag }: nafn er í mesta lagi { $most } stafir, þetta er { $count }
start-nothing-to-resume = { $elsewhere ->
    [0] ekkert ólokið tafl til að halda áfram í { $dir }
    [1] ekkert ólokið tafl til að halda áfram í { $dir } (eitt er teflt í öðru mills)
   *[other] ekkert ólokið tafl til að halda áfram í { $dir } ({ $elsewhere } eru tefld í öðrum mills)
}
start-fen = --fen: { $why }
start-rule-unknown = engin regla heitir { $rule }
start-rule-other-game = reglan { $rule } á ekki við hér ({ $game }), hún tilheyrir öðru tafli ({ $owner })
start-rule-not-applicable = { $rule ->
    [no-repeat-mill] reglan { $rule } á ekki við hér ({ $game }): mylla vinnur þar strax
   *[other] reglan { $rule } á ekki við hér ({ $game })
}
start-computer-plays-black = tölvan teflir svörtu með styrkleika { $level } (--computer white skiptir um lit)
start-solving = leysi afbrigðið { $variant }
start-solving-endgames = leysi endatöfl afbrigðisins { $variant }
start-table-solved-again = { $path }: { $why }: leysi aftur
start-table-not-a-table = ekki heil töfluskrá
start-table-stale = gerð af annarri útgáfu leysarans eða reglnanna
start-table-corrupt = skemmd
start-table-not-kept = { $why }: leysta taflan verður ekki geymd
start-rules-mismatch = { $path }: taflið þar er teflt eftir { $found }, ekki eftir { $asked }
start-rules-own = reglum taflsins
start-terminal-failed = villa í taflinu á skjánum
