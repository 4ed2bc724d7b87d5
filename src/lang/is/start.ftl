# Það sem sagt er á villuúttakinu þegar leikurinn í skjáhermi fer ekki af
# stað, og í skilaboðalínunni í upphafi hans.

start-no-terminal = leikurinn þarf skjáhermi (staðalinntak og -úttak); án hans virka undirskipanirnar: { $subcommands } (mills --help)
start-levels-too-many = --level tekur eitt stig, eða tvö (hvíts,svarts): 3,8
start-levels-two = --level { $white },{ $black } gefur tveimur tölvum sitt stigið hvorri: aðeins með --computer both (ein tölva teflir á einu stigi: --level { $white } eða --level { $black })
start-name-too-long = { $flag }: nafn er í mesta lagi { $most } stafir, þetta er { $count }
start-nothing-to-resume = { $elsewhere ->
    [0] enginn ólokinn leikur til að halda áfram í { $dir }
    [1] enginn ólokinn leikur til að halda áfram í { $dir } (einn er leikinn í öðru mills)
   *[other] enginn ólokinn leikur til að halda áfram í { $dir } ({ $elsewhere } eru leiknir í öðrum mills)
}
start-fen = --fen: { $why }
start-rule-unknown = engin regla heitir { $rule }
start-rule-other-game = reglan { $rule } tilheyrir { $owner }, ekki { $game }
start-rule-not-applicable = { $rule ->
    [no-repeat-mill] reglan { $rule } á ekki við { $game }: mylla vinnur þar strax
   *[other] reglan { $rule } á ekki við { $game }
}
start-computer-plays-black = tölvan teflir svörtu á stigi { $level } (--computer white skiptir)
start-solving = leysi { $variant }
start-solving-endgames = leysi lokastöður { $variant }
start-table-solved-again = { $path }: { $why }: leysi aftur
start-table-not-a-table = ekki heil töfluskrá
start-table-stale = gerð af annarri útgáfu leysarans eða reglnanna
start-table-corrupt = skemmd
start-table-not-kept = { $why }: leysta taflan verður ekki geymd
