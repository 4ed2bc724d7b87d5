# Það sem skjárinn segir um skrár leiksins.

## Á skilaboðalínunni

files-game-kept = leikurinn geymdur í { $path }
files-autosave-failed = sjálfvirk vistun mistókst: { $why }; s vistar leikinn annars staðar
files-saved = vistað í { $path }
files-not-saved = ekki vistað: { $why }
files-exported = flutt út í { $path } sem { $format }
files-not-exported = ekki flutt út: { $why }
files-replace-again = { $why }; sama slóð aftur kemur í stað hennar
files-export-unsupported = { $format } getur ekki geymt þennan leik: { $why }
files-left-kept = nýr leikur; fyrri leikurinn er geymdur í { $path }
files-left-not-kept = ekki tókst að geyma fyrri leikinn: { $why }
files-put-aside = { $kept ->
    [one] nýr leikur; hinn er geymdur í { $paths }
   *[other] nýr leikur; hinir { $kept } eru geymdir í { $paths }
}{ $waiting ->
    [0] {""}
    [one] ; { $waiting } í viðbót bíður eftir mills --resume
   *[other] ; { $waiting } í viðbót bíða eftir mills --resume
}
files-stays-offered = ólokni leikurinn er áfram í boði: { $why }
files-autosaved-apart = { $why }: þessi leikur er vistaður sjálfvirkt sér
files-review-kept = yfirferð lokið, geymd með leiknum
files-review-not-kept = yfirferð lokið, en ekki geymd: { $why }

## Skrifað í skelina þegar forritinu lýkur

files-farewell-offered = { $count ->
    [one] mills: ólokni leikurinn er enn geymdur; mills --resume býður hann aftur
   *[other] mills: óloknu leikirnir eru enn geymdir; mills --resume býður þá aftur
}
files-farewell-kept = mills: leikurinn er geymdur; haltu honum áfram með: mills --resume
files-farewell-earlier = mills: síðasta sjálfvirka vistun mistókst ({ $why }): mills --resume heldur leiknum áfram frá fyrri leik
files-farewell-lost = mills: leikurinn er ekki geymdur: sjálfvirk vistun mistókst ({ $why })
files-farewell-saved = mills: sjálfvirk vistun mistókst; leikurinn er vistaður í { $path } (mills --load { $path })

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
files-error-record = { $path }: { $error }
files-error-directory = { $path } er mappa: tilgreindu skrá í henni
files-error-dangling = { $path } er tengill í möppu sem er ekki til
files-error-another-game = { $path } geymir annan leik: ekki skipt út
files-error-other-games = { $path } geymir { $count } leiki: ekki skipt út
files-error-not-a-record = { $path } er til og er ekki leikskrá: ekki skipt út
files-error-read-only = { $path } er aðeins til lestrar: ekki skipt út
files-error-hard-links = { $path } hefur önnur nöfn (harða tengla) sem útskipting myndi slíta: ekki skipt út
files-error-changed = { $path } hefur breyst síðan hún var lesin: ekki skipt út (lestu hana aftur)
files-error-owner = { $path } tilheyrir öðrum, sem ný skrá gæti ekki haldið sem eiganda: ekki skipt út
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
files-waiting = { $count ->
    [one] { $count } ólokinn leikur er geymdur: mills --resume heldur honum áfram
   *[other] { $count } óloknir leikir eru geymdir: mills --resume heldur þeim áfram
}
files-not-saved-here = { $why }: leikurinn verður ekki vistaður
files-unfinished-unlisted = ekki er hægt að lista ólokna leiki: { $why }
files-unfinished-unreadable = ekki er hægt að halda ólokna leiknum áfram: { $why }
files-unfinished-set-aside = ekki er hægt að halda ólokna leiknum áfram: { $why }; hann er geymdur í { $path }
files-first-loaded = { $whole ->
    [yes] skráin geymir { $count } leiki: sá fyrsti er opnaður
   *[no] skráin er stærri en { $limit } MiB: { $count ->
        [one] { $count } leikur byrjar
       *[other] { $count } leikir byrja
    } í fyrstu { $limit } MiB, afgangurinn var ekki lesinn: sá fyrsti er opnaður
}
