# Það sem skjárinn segir um skrár leiksins.

## Á skilaboðalínunni

files-game-kept = taflið geymt í { $path }
files-autosave-failed = sjálfvirk vistun mistókst: { $why }; { $key } vistar taflið annars staðar
files-saved = vistað í { $path }
files-not-saved = ekki vistað: { $why }
files-exported = flutt út í { $path } sem { $format }
files-not-exported = ekki flutt út: { $why }
files-replace-again = { $why }; sama slóð aftur kemur í stað hennar
files-export-unsupported = { $format } getur ekki geymt þetta tafl: { $why }
files-left-kept = nýtt tafl; fyrra taflið er geymt í { $path }
files-left-not-kept = ekki tókst að geyma fyrra taflið: { $why }
files-put-aside = { $kept ->
    [1] nýtt tafl; hitt er geymt í { $paths }
   *[other] nýtt tafl; hin { $kept } eru geymd í { $paths }
}{ $waiting ->
    [0] {""}
    [one] ; { $waiting } í viðbót bíður eftir mills --resume
   *[other] ; { $waiting } í viðbót bíða eftir mills --resume
}
files-stays-offered = ólokna taflið er áfram í boði: { $why }
files-autosaved-apart = { $why }: þetta tafl er vistað sjálfvirkt sér
files-review-kept = yfirferð lokið, geymd með taflinu
files-review-not-kept = yfirferð lokið, en ekki geymd: { $why }

## Skrifað í skelina þegar forritinu lýkur

files-farewell-offered = { $count ->
    [1] mills: ólokna taflið er enn geymt; mills --resume býður það aftur
   *[other] mills: óloknu töflin eru enn geymd; mills --resume býður þau aftur
}
files-farewell-kept = mills: taflið er geymt; haltu því áfram með: mills --resume
files-farewell-earlier = mills: síðasta sjálfvirka vistun mistókst ({ $why }): mills --resume heldur taflinu áfram frá fyrri leik
files-farewell-lost = mills: taflið er ekki geymt: sjálfvirk vistun mistókst ({ $why })
files-farewell-saved = mills: sjálfvirk vistun mistókst; taflið er vistað í { $path } (mills --load { $path })

## Hvers vegna ekki var hægt að nota skrá

files-error-no-data-dir = engin gagnamappa: stilltu MILLS_DATA_DIR eða XDG_DATA_HOME
files-error-io = { $action ->
    [read] ekki hægt að lesa { $path }
    [write] ekki hægt að skrifa { $path }
    [create] ekki hægt að búa til { $path }
    [list] ekki hægt að lista { $path }
    [lock] ekki hægt að læsa { $path }
    [move] ekki hægt að færa { $path }
    [remove] ekki hægt að eyða { $path }
   *[other] ekki hægt að nota { $path }
}: { $error }
files-error-in-use = { $path } er opin í öðru mills
files-error-too-big = { $path } er stærri en { $size }: hún er hvorki lesin að hluta né skrifað yfir hana
files-error-would-be-too-big = { $path } yrði stærri en { $size }: ekki breytt
files-error-not-a-file = { $path } er ekki venjuleg skrá: ekki lesin
files-error-record = { $path }: { $error }
files-error-directory = { $path } er mappa: tilgreindu skrá í henni
files-error-dangling = { $path } er tengill í möppu sem er ekki til
files-error-another-game = { $path } geymir annað tafl: ekki skipt út
files-error-other-games = { $path } geymir { $count ->
    [one] { $count } tafl
   *[other] { $count } töfl
}: ekki skipt út
files-error-not-a-record = { $path } er til og er ekki taflskrá: ekki skipt út
files-error-read-only = { $path } er aðeins til lestrar: ekki skipt út
files-error-hard-links = { $path } hefur önnur nöfn (harða tengla) sem útskipting myndi slíta: ekki skipt út
files-error-changed = { $path } hefur breyst síðan hún var lesin: ekki skipt út (lestu hana aftur)
files-error-terminal = { $path } er skjárinn sem taflið er teiknað á: ekki skrifað
files-error-owner = { $path } tilheyrir öðrum notanda og ný skrá myndi ekki halda þeim eiganda: ekki skipt út
files-error-unreadable = { $path } ekki skrifuð: hún myndi ekki lesast aftur: { $error }

# Það sem kerfið sagði, í algengum tilvikum.
files-system-not-found = Skráin eða mappan er ekki til
files-system-permission = Aðgangi hafnað
files-system-full = Ekkert pláss eftir á tækinu
files-system-read-only = Skráakerfi aðeins til lestrar
files-system-exists = Skráin er þegar til

## Við ræsingu leiksins í skjánum

files-resumed = { $turns ->
    [0] haldið áfram frá uppstilltu stöðunni
    [one] haldið áfram eftir { $turns } leik
   *[other] haldið áfram eftir { $turns } leiki
}
# [1] apart from [one]: one is also 21, 31, …, which mills --resume offers.
files-waiting = { $count ->
    [1] 1 ólokið tafl bíður: mills --resume heldur því áfram (mills eitt og sér býður það, og n þar færir það í saves/)
    [one] { $count } ólokið tafl bíður: mills --resume býður þau (mills eitt og sér líka, og n þar færir þau sem sáust í saves/)
   *[other] { $count } ólokin töfl bíða: mills --resume býður þau (mills eitt og sér líka, og n þar færir þau sem sáust í saves/)
}
files-not-saved-here = { $why }: taflið verður ekki vistað
files-unfinished-unlisted = ekki er hægt að lista ólokin töfl: { $why }
files-unfinished-unreadable = ekki er hægt að halda ólokna taflinu áfram: { $why }
files-unfinished-set-aside = ekki er hægt að halda ólokna taflinu áfram: { $why }; það er geymt í { $path }
files-first-loaded = { $whole ->
    [yes] skráin geymir { $count ->
        [one] { $count } tafl
       *[other] { $count } töfl
    }: það fyrsta er opnað
   *[no] skráin er stærri en { $limit } MiB: { $count ->
        [one] { $count } tafl byrjar
       *[other] { $count } töfl byrja
    } í fyrstu { $limit } MiB, afgangurinn var ekki lesinn: það fyrsta er opnað
}

## Hvers vegna ekki er hægt að lesa taflskrá

files-game-error = tafl { $game } (frá línu { $line }): { $why }
files-record-at-line = lína { $line }: { $why }
files-record-at-move = lína { $line }, leikur { $number } ({ $side ->
    [white] hvítur
   *[black] svartur
}, { $token }): { $why }
files-record-empty = taflskráin er tóm
files-record-too-large = ekki taflskrá: stærri en { $size } KiB
files-record-line-too-long = línan er lengri en { $size } KiB
files-record-tags-too-large = merkin taka meira en { $size } KiB
files-record-name-too-long = nafnið í { $tag } er { $count ->
    [one] { $count } stafur
   *[other] { $count } stafir
}, mest { $most }
files-record-not-utf8 = ekki textaskrá (ógilt UTF-8)
files-record-control = ekki textaskrá (stýristafur { $code })
files-record-bad-tag = gallað merki { $text }: { $why }
files-record-duplicate-tag = merkið { $name } kemur tvisvar fyrir
files-record-tag-after-moves = merki á eftir leikjunum (merkin koma fyrst)
files-record-bad-fen = FEN-merkinu er hafnað: { $why }
files-record-setup-without-fen = SetUp "1" segir að taflið hefjist úr uppstilltri stöðu, en ekkert FEN-merki gefur hana
files-record-tags-disagree = merkin stangast á: { $why }
files-record-unknown-variant = Variant-merkið nefnir tafl sem ekki er teflt hér: { $name }; segðu sem hvaða tafl á að lesa skrána (--variant)
files-record-bad-rules = Rules-merkið nefnir reglu sem þetta tafl hefur ekki: { $name }
files-record-variant-mismatch = taflskráin geymir annað tafl ({ $found }) en beðið var um ({ $expected })
files-record-bad-first = First-merkið á að vera "white" eða "black", ekki { $value }
files-record-bad-result = óþekkt úrslit { $value }: átti von á 1-0, 0-1, 1/2-1/2 eða *
files-record-bad-termination = óþekkt leikslok { $value }
files-record-not-a-move = ekki leikur
files-record-after-end = taflinu er þá lokið
files-record-reads-under = { $why }; taflskráin gengur upp með reglunni { $option } (--rule { $option })
files-record-bad-kind = { $tag } á að vera "human" eða "program", ekki { $value }
files-record-bad-level = { $tag } á að vera styrkleiki frá 1 til 10, ekki { $value }
files-record-bad-move-number = leiknúmerið { $token } er á röngum stað: átti von á { $expected }
files-record-dangling-move-number = enginn leikur kemur á eftir leiknúmerinu { $token } (vantar aftan á taflskrána?)
files-record-unclosed-comment = athugasemdinni sem opnuð er hér er aldrei lokað
files-record-unclosed-variation = afbrigðinu sem opnað er hér er aldrei lokað
files-record-stray-parenthesis = ')' sem lokar engu afbrigði
files-record-after-result = { $token } á eftir úrslitunum sem ljúka leikjunum
files-record-contradiction = { $claim } stangast á við leikina: { $why }
files-tag-fault = { $fault ->
    [no-opening] átti von á [Nafn "gildi"]
    [no-closing] enginn lokasvigi ]
    [no-name] átti von á nafni úr bókstöfum, tölustöfum og _
    [no-value] átti von á gildi í gæsalöppum á eftir nafninu
    [unclosed] lokagæsalappir gildisins vantar
    [escape] í gildinu mega aðeins \" og \\ koma á eftir öfugu skástriki
    [trailing] texti á eftir lokagæsalöppunum
    [draws] eina talning jafntefla fyrir utan reglubókarinnar er "sanmill"
   *[clock] átti von á tímamörkum í sekúndum (300+3) eða tíma (0:04:55)
}
files-disagree-setup-fen = SetUp "0" segir að taflið hefjist eins og venjulega, en FEN-merki gefur stöðu
files-disagree-first-fen = First-merkið segir að { $first ->
    [white] hvítur
   *[black] svartur
} eigi fyrsta leik, en samkvæmt FEN á { $fen ->
    [white] hvítur
   *[black] svartur
} leik
files-claim-result = úrslitin { $result }
files-claim-termination = Termination-merkið ({ $reason })
files-claim-ending = Termination-merkið
files-conflict-result-tag = Result-merkið segir { $result }
files-conflict-moves-end = leikirnir enda svona: { $outcome }
files-conflict-flag-falls = tíminn rennur út: { $outcome }
files-conflict = { $why ->
    [going-on] taflinu er ekki lokið eftir þá
    [no-termination] taflinu er ekki lokið eftir þá og Termination-merkið vantar
    [resignation-drawn] uppgjöf þarf sigurvegara, 1-0 eða 0-1
    [resignation-unclaimed] uppgjöf þarf Result-merki, 1-0 eða 0-1, sem segir hver vann
    [agreement-won] umsamið jafntefli er 1/2-1/2
   *[already-over] taflinu er þegar lokið
}

## Hvers vegna snið getur ekki geymt leik

files-lack-playok-variant = PlayOK býður ekki upp á þetta tafl ({ $game })
files-lack-sanmill-variant = Sanmill býður ekki upp á þetta tafl ({ $game }; aðeins nine, twelve, morabaraba og lasker)
files-lack-sanmill-rules = Sanmill hefur enga reglu eins og { $rules }
files-lack = { $why ->
    [playok-rules] PlayOK spilar aðeins eftir eigin reglum
    [playok-start] taflskrár þess hefjast á auðu borði og hvítur á leik
    [playok-point] reitur utan borðs þess
    [sanmill-black-first] tafl sem svartur hóf, sem Sanmill getur ekki endurspilað með litunum víxlað
   *[no-fen] upphaf þess þarf uppstillingartexta (FEN), sem er ekki enn skrifaður fyrir þetta tafl
}

## Aðrar skrár

files-error-holds = { $path } geymir nokkuð sem þetta { $what ->
   *[puzzle-pack] þrautasafn
} myndi ekki halda: ekki skipt út
files-error-not-read-back = { $path } ekki skrifuð: { $what ->
   *[puzzle-pack] þrautasafnið
} myndi ekki lesast aftur: { $why }
files-not-opened = ekki er hægt að opna taflið: { $why }
files-settings-ignored = stillingarnar í { $path } voru hunsaðar: { $why }
files-settings-not-text = hún er ekki texti
files-settings-not-name-value = lína { $line } er ekki `nafn = gildi`
files-settings-no-language = ekkert tungumál hefur kóðann { $code }
