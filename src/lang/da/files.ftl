# Hvad terminalen siger om partiets filer.

## På beskedlinjen

files-game-kept = partiet gemt i { $path }
files-autosave-failed = automatisk gemning mislykkedes: { $why }; s gemmer partiet et andet sted
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
   *[other] ; { $waiting } mere venter på mills --resume
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
files-farewell-earlier = mills: den sidste automatiske gemning mislykkedes ({ $why }): mills --resume fortsætter partiet fra et tidligere træk
files-farewell-lost = mills: partiet er ikke gemt: den automatiske gemning mislykkedes ({ $why })
files-farewell-saved = mills: den automatiske gemning mislykkedes; partiet er gemt i { $path } (mills --load { $path })

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
files-error-in-use = { $path } er åben i en anden mills
files-error-record = { $path }: { $error }
files-error-directory = { $path } er en mappe: angiv en fil i den
files-error-dangling = { $path } er et link til en mappe, der ikke findes
files-error-another-game = { $path } indeholder et andet parti: ikke erstattet
files-error-other-games = { $path } indeholder { $count } partier: ikke erstattet
files-error-not-a-record = { $path } findes og er ikke et parti: ikke erstattet
files-error-read-only = { $path } er skrivebeskyttet: ikke erstattet
files-error-hard-links = { $path } har andre navne (hårde links), som en erstatning ville skille ad: ikke erstattet
files-error-changed = { $path } er ændret, siden den blev læst: ikke erstattet (læs den igen)
files-error-owner = { $path } tilhører en anden, som en ny fil ikke kunne beholde som ejer: ikke erstattet
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
    [one] 1 uafsluttet parti er gemt: mills --resume fortsætter det
   *[other] { $count } uafsluttede partier er gemt: mills --resume fortsætter dem
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
