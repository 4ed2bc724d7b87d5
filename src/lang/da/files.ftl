# Hvad terminalen siger om partiets filer.

## På beskedlinjen

files-game-kept = partiet gemt i { $path }
files-autosave-failed = automatisk lagring mislykkedes: { $why }; { $key } gemmer partiet et andet sted
files-saved = gemt i { $path }
files-not-saved = ikke gemt: { $why }
files-exported = eksporteret til { $path } som { $format }
files-not-exported = ikke eksporteret: { $why }
files-replace-again = { $why }; samme sti igen erstatter den
files-export-unsupported = { $format } kan ikke rumme dette parti: { $why }
files-left-kept = nyt parti; det forladte er gemt i { $path }
files-left-not-kept = det forladte parti kunne ikke gemmes: { $why }
files-put-aside = { $kept ->
    [one] nyt parti; det andet er gemt i { $paths }
   *[other] nyt parti; de { $kept } andre er gemt i { $paths }
}{ $waiting ->
    [0] {""}
    [one] ; 1 mere venter på mills --resume
   *[other] ; { $waiting } flere venter på mills --resume
}
files-stays-offered = det uafsluttede parti tilbydes fortsat: { $why }
files-autosaved-apart = { $why }: dette parti gemmes automatisk for sig
files-review-kept = gennemgået, gemt med partiet
files-review-not-kept = gennemgået, men ikke gemt: { $why }

## Skrevet i skallen, når programmet slutter

files-farewell-offered = { $count ->
    [one] mills: det uafsluttede parti er stadig gemt; mills --resume tilbyder det igen
   *[other] mills: de uafsluttede partier er stadig gemt; mills --resume tilbyder dem igen
}
files-farewell-kept = mills: partiet er gemt; fortsæt det med: mills --resume
files-farewell-earlier = mills: den sidste automatiske lagring mislykkedes ({ $why }): mills --resume fortsætter partiet fra et tidligere træk
files-farewell-lost = mills: partiet er ikke gemt: den automatiske lagring mislykkedes ({ $why })
files-farewell-saved = mills: den automatiske lagring mislykkedes; partiet er gemt i { $path } (mills --load { $path })

## Hvorfor en fil ikke kunne bruges

files-error-no-data-dir = ingen datamappe: sæt MILLS_DATA_DIR eller XDG_DATA_HOME
files-error-io = { $action ->
    [read] kan ikke læse { $path }
    [write] kan ikke skrive { $path }
    [create] kan ikke oprette { $path }
    [list] kan ikke vise indholdet af { $path }
    [lock] kan ikke låse { $path }
    [move] kan ikke flytte { $path }
    [remove] kan ikke fjerne { $path }
   *[other] kan ikke bruge { $path }
}: { $error }
files-error-in-use = { $path } er åben i et andet mills
files-error-too-big = { $path } fylder over { $size }: den læses ikke delvis og skrives ikke over
files-error-would-be-too-big = { $path } ville fylde over { $size }: ikke ændret
files-error-not-a-file = { $path } er ikke en almindelig fil: ikke læst
files-error-record = { $path }: { $error }
files-error-directory = { $path } er en mappe: angiv en fil i den
files-error-dangling = { $path } er et link til en mappe, der ikke findes
files-error-another-game = { $path } indeholder et andet parti: ikke erstattet
files-error-other-games = { $path } indeholder { $count } partier: ikke erstattet
files-error-not-a-record = { $path } findes og er ikke et parti: ikke erstattet
files-error-read-only = { $path } er skrivebeskyttet: ikke erstattet
files-error-hard-links = { $path } har andre navne (hårde links), som en erstatning ville skille ad: ikke erstattet
files-error-changed = { $path } er ændret, siden den blev læst: ikke erstattet (læs den igen)
files-error-terminal = { $path } er terminalen, spillet tegnes på: ikke skrevet
files-error-owner = { $path } tilhører en anden bruger, og en ny fil ville ikke beholde den ejer: ikke erstattet
files-error-unreadable = { $path } ikke skrevet: den ville ikke kunne læses igen: { $error }

# Hvad systemet sagde, i de almindelige tilfælde.
files-system-not-found = Filen eller mappen findes ikke
files-system-permission = Adgang nægtet
files-system-full = Der er ikke mere plads på enheden
files-system-read-only = Skrivebeskyttet filsystem
files-system-exists = Filen findes allerede

## Ved starten af spillet i terminalen

files-resumed = { $turns ->
    [0] genoptaget i den opstillede stilling
    [one] genoptaget efter 1 træk
   *[other] genoptaget efter { $turns } træk
}
files-waiting = { $count ->
    [one] 1 uafsluttet parti venter: mills --resume fortsætter det (mills alene tilbyder det, og n der flytter det til saves/)
   *[other] { $count } uafsluttede partier venter: mills --resume tilbyder dem (mills alene også, og n der flytter de viste til saves/)
}
files-not-saved-here = { $why }: partiet bliver ikke gemt
files-unfinished-unlisted = de uafsluttede partier kan ikke vises: { $why }
files-unfinished-unreadable = et uafsluttet parti kan ikke genoptages: { $why }
files-unfinished-set-aside = et uafsluttet parti kan ikke genoptages: { $why }; det er gemt i { $path }
files-first-loaded = { $whole ->
    [yes] filen indeholder { $count } partier: det første er indlæst
   *[no] filen er større end { $limit } MiB: { $count ->
        [one] 1 parti begynder
       *[other] { $count } partier begynder
    } i de første { $limit } MiB, resten blev ikke læst: det første er indlæst
}

## Hvorfor et parti ikke kan læses

files-game-error = parti { $game } (fra linje { $line }): { $why }
files-record-at-line = linje { $line }: { $why }
files-record-at-move = linje { $line }, træk { $number } ({ $side ->
    [white] hvid
   *[black] sort
}, { $token }): { $why }
files-record-empty = partiet er tomt
files-record-too-large = ikke et parti: større end { $size } KiB
files-record-line-too-long = linjen er længere end { $size } KiB
files-record-tags-too-large = mærkerne fylder mere end { $size } KiB
files-record-name-too-long = navnet i { $tag } har { $count } tegn, højst { $most }
files-record-not-utf8 = ikke en tekstfil (ugyldig UTF-8)
files-record-control = ikke en tekstfil (styretegn { $code })
files-record-bad-tag = fejl i mærket { $text }: { $why }
files-record-duplicate-tag = mærket { $name } står der to gange
files-record-tag-after-moves = et mærke efter trækkene (mærkerne står først)
files-record-bad-fen = FEN-mærket afvises: { $why }
files-record-setup-without-fen = SetUp "1" siger, at partiet begynder fra en opstilling, men intet FEN-mærke giver den
files-record-tags-disagree = mærkerne modsiger hinanden: { $why }
files-record-unknown-variant = Variant-mærket nævner intet spil, der spilles her: { $name }; sig hvilket det skal læses som (--variant)
files-record-bad-rules = Rules-mærket nævner en regel, som dette spil ikke har: { $name }
files-record-variant-mismatch = partiet er et parti { $found }, men der blev bedt om { $expected }
files-record-bad-first = First-mærket skal være "white" eller "black", ikke { $value }
files-record-bad-result = ukendt resultat { $value }: forventede 1-0, 0-1, 1/2-1/2 eller *
files-record-bad-termination = ukendt afslutning { $value }
files-record-not-a-move = ikke et træk
files-record-after-end = partiet er slut på det tidspunkt
files-record-reads-under = { $why }; partiet kan læses med regelvalget { $option } (--rule { $option })
files-record-bad-kind = { $tag } skal være "human" eller "program", ikke { $value }
files-record-bad-level = { $tag } skal være et niveau fra 1 til 10, ikke { $value }
files-record-bad-move-number = trækket nummer { $token } står forkert: forventede { $expected }
files-record-dangling-move-number = trækket nummer { $token } har intet træk efter sig (er partiet afkortet?)
files-record-unclosed-comment = kommentaren, der åbnes her, lukkes aldrig
files-record-unclosed-variation = varianten, der åbnes her, lukkes aldrig
files-record-stray-parenthesis = en ')', der ikke lukker nogen variant
files-record-after-result = { $token } efter resultatet, der afslutter trækkene
files-record-contradiction = { $claim } modsiger trækkene: { $why }
files-tag-fault = { $fault ->
    [no-opening] forventede [Navn "værdi"]
    [no-closing] ingen afsluttende ]
    [no-name] forventede et navn af bogstaver, cifre og _
    [no-value] forventede en værdi i anførselstegn efter navnet
    [unclosed] værdiens afsluttende anførselstegn mangler
    [escape] i værdien må kun \" og \\ følge efter en omvendt skråstreg
    [trailing] tekst efter det afsluttende anførselstegn
    [draws] den eneste optælling af remis ud over regelbogens er "sanmill"
   *[clock] forventede en tidskontrol i sekunder (300+3) eller en tid (0:04:55)
}
files-disagree-setup-fen = SetUp "0" siger, at partiet begynder som sædvanlig, men et FEN-mærke giver en stilling
files-disagree-first-fen = First-mærket siger, at { $first ->
    [white] hvid
   *[black] sort
} trækker først, men i FEN'en er det { $fen ->
    [white] hvid
   *[black] sort
}s tur
files-claim-result = resultatet { $result }
files-claim-termination = Termination-mærket ({ $reason })
files-claim-ending = Termination-mærket
files-conflict-result-tag = Result-mærket siger { $result }
files-conflict-moves-end = trækkene ender i { $outcome }
files-conflict-flag-falls = tiden løber ud: { $outcome }
files-conflict = { $why ->
    [going-on] partiet er stadig i gang efter dem
    [no-termination] partiet er stadig i gang efter dem, og Termination-mærket mangler
    [resignation-drawn] en opgivelse kræver en vinder, 1-0 eller 0-1
    [resignation-unclaimed] en opgivelse kræver et Result-mærke, 1-0 eller 0-1, der siger hvem der vandt
    [agreement-won] en aftalt remis er 1/2-1/2
   *[already-over] partiet er allerede slut
}

## Hvorfor et format ikke kan rumme et parti

files-lack-playok-variant = PlayOK spiller ikke { $game }
files-lack-sanmill-variant = Sanmill spiller ikke { $game } (kun nine, twelve, morabaraba og lasker)
files-lack-sanmill-rules = Sanmill har ingen regel som { $rules }
files-lack = { $why ->
    [playok-rules] PlayOK spiller kun efter sine egne regler
    [playok-start] dens partier begynder fra det tomme bræt med hvid i trækket
    [playok-point] et punkt uden for dens bræt
    [sanmill-black-first] et parti, som sort begyndte, og som Sanmill ikke kan genspille med farverne byttet
   *[no-fen] dets start kræver opstillingstekst (FEN), som endnu ikke skrives for dette spil
}

## Andre filer

files-error-holds = { $path } indeholder noget, som denne { $what ->
   *[puzzle-pack] opgavesamling
} ikke ville beholde: ikke erstattet
files-error-not-read-back = { $path } ikke skrevet: { $what ->
   *[puzzle-pack] opgavesamlingen
} ville ikke kunne læses igen: { $why }
files-not-opened = partiet kan ikke åbnes: { $why }
files-settings-ignored = indstillingerne i { $path } blev ignoreret: { $why }
files-settings-not-text = den er ikke tekst
files-settings-not-name-value = linje { $line } er ikke `navn = værdi`
files-settings-no-language = intet sprog har koden { $code }
