# What the terminal says about the game's files. $path's gender is
# unknown: "soubor { $path }" carries it where a verb agrees.

## On the message line

files-game-kept = hra uložena v { $path }
files-autosave-failed = automatické uložení selhalo: { $why }; s uloží hru jinam
files-saved = uloženo do { $path }
files-not-saved = neuloženo: { $why }
files-exported = exportováno do { $path } jako { $format }
files-not-exported = neexportováno: { $why }
files-replace-again = { $why }; stejná cesta podruhé soubor nahradí
files-export-unsupported = { $format } tuto hru nepojme: { $why }
files-left-kept = nová hra; opuštěná hra je uložena v { $path }
files-left-not-kept = opuštěnou hru nešlo uložit: { $why }
files-put-aside = { $kept ->
    [one] nová hra; ta druhá je uložena v { $paths }
    [few] nová hra; ostatní { $kept } jsou uloženy v { $paths }
   *[other] nová hra; ostatních { $kept } je uloženo v { $paths }
}{ $waiting ->
    [0] {""}
    [one] ; 1 další čeká na mills --resume
    [few] ; { $waiting } další čekají na mills --resume
   *[other] ; { $waiting } dalších čeká na mills --resume
}
files-stays-offered = rozehraná hra zůstává nabídnuta: { $why }
files-autosaved-apart = { $why }: tato hra se ukládá zvlášť
files-review-kept = rozbor hotov, uložen se hrou
files-review-not-kept = rozbor hotov, ale neuložen: { $why }

## Printed in the shell when the program ends

files-farewell-offered = { $count ->
    [one] mills: rozehraná hra zůstává uložena; mills --resume ji znovu nabídne
   *[other] mills: rozehrané hry zůstávají uloženy; mills --resume je znovu nabídne
}
files-farewell-kept = mills: hra je uložena; pokračuj příkazem: mills --resume
files-farewell-earlier = mills: poslední automatické uložení selhalo ({ $why }): mills --resume pokračuje od dřívějšího tahu
files-farewell-lost = mills: hra není uložena: automatické uložení selhalo ({ $why })
files-farewell-saved = mills: automatické uložení selhalo; hra je uložena v { $path } (mills --load { $path })

## Why a file could not be used

files-error-no-data-dir = chybí datový adresář: nastav MILLS_DATA_DIR nebo XDG_DATA_HOME
files-error-io = { $action ->
    [read] nelze číst { $path }
    [write] nelze zapsat { $path }
    [create] nelze vytvořit { $path }
    [list] nelze vypsat { $path }
    [lock] nelze zamknout { $path }
    [move] nelze přesunout { $path }
    [remove] nelze odebrat { $path }
   *[other] nelze použít { $path }
}: { $error }
files-error-in-use = soubor { $path } je otevřen v jiném mills
files-error-record = { $path }: { $error }
files-error-directory = { $path } je adresář: zadej soubor v něm
files-error-dangling = { $path } je odkaz do adresáře, který neexistuje
files-error-another-game = { $path } obsahuje jinou hru: nenahrazeno
files-error-other-games = { $path } obsahuje { $count ->
    [one] { $count } hru
    [few] { $count } hry
   *[other] { $count } her
}: nenahrazeno
files-error-not-a-record = { $path } existuje a není záznam hry: nenahrazeno
files-error-read-only = { $path } je jen ke čtení: nenahrazeno
files-error-hard-links = soubor { $path } má další jména (pevné odkazy), která by nahrazení rozdělilo: nenahrazeno
files-error-changed = soubor { $path } se od načtení změnil: nenahrazeno (načti ho znovu)
files-error-owner = soubor { $path } patří jinému uživateli a nový soubor by mu nepatřil: nenahrazeno
files-error-unreadable = soubor { $path } nezapsán: nešel by znovu načíst: { $error }

# What the system said, as the Czech system says it.
files-system-not-found = Adresář nebo soubor neexistuje
files-system-permission = Přístup odmítnut
files-system-full = Na zařízení není volné místo
files-system-read-only = Systém souborů je pouze pro čtení
files-system-exists = Soubor již existuje

## At the start of the terminal game

files-resumed = { $turns ->
    [0] hra pokračuje od sestavené pozice
    [one] hra pokračuje po 1 tahu
   *[other] hra pokračuje po { $turns } tazích
}
files-waiting = { $count ->
    [one] uložena je 1 rozehraná hra: mills --resume v ní pokračuje
    [few] uloženy jsou { $count } rozehrané hry: mills --resume v nich pokračuje
   *[other] uloženo je { $count } rozehraných her: mills --resume v nich pokračuje
}
files-not-saved-here = { $why }: hra se neuloží
files-unfinished-unlisted = rozehrané hry nelze vypsat: { $why }
files-unfinished-unreadable = rozehranou hru nelze obnovit: { $why }
files-unfinished-set-aside = rozehranou hru nelze obnovit: { $why }; je uložena v { $path }
files-first-loaded = { $whole ->
    [yes] soubor obsahuje { $count ->
        [one] 1 hru
        [few] { $count } hry
       *[other] { $count } her
    }: načtena je první
   *[no] soubor je větší než { $limit } MiB: v jeho prvních { $limit } MiB { $count ->
        [one] začíná 1 hra
        [few] začínají { $count } hry
       *[other] začíná { $count } her
    }, zbytek nebyl přečten: načtena je první
}
