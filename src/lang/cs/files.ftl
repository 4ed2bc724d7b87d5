# What the terminal says about the game's files. $path's gender is
# unknown: "soubor { $path }" carries it where a verb agrees.

## On the message line

files-game-kept = hra uložena v { $path }
files-autosave-failed = automatické uložení selhalo: { $why }; { $key } uloží hru jinam
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
files-stays-offered = rozehraná hra zůstává v nabídce: { $why }
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
    [read] nelze přečíst { $path }
    [write] nelze zapsat { $path }
    [create] nelze vytvořit { $path }
    [list] nelze vypsat { $path }
    [lock] nelze zamknout { $path }
    [move] nelze přesunout { $path }
    [remove] nelze smazat { $path }
   *[other] nelze použít { $path }
}: { $error }
files-error-in-use = soubor { $path } je otevřen v jiném mills
files-error-too-big = soubor { $path } je větší než { $size }: nečte se po částech ani se nepřepisuje
files-error-would-be-too-big = soubor { $path } by byl větší než { $size }: nezměněn
files-error-not-a-file = { $path } není běžný soubor: nečte se
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
files-error-terminal = { $path } je terminál, na kterém se hra kreslí: nezapsáno
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
    [one] Čeká 1 rozehraná hra: mills --resume v ní pokračuje (samotný příkaz mills ji nabídne a n ji tam přesune do saves/)
    [few] Čekají { $count } rozehrané hry: mills --resume je nabídne (samotný příkaz mills také a n tam přesune zobrazené do saves/)
   *[other] Čeká { $count } rozehraných her: mills --resume je nabídne (samotný příkaz mills také a n tam přesune zobrazené do saves/)
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

## Proč záznam partie nejde přečíst

files-game-error = partie { $game } (od řádku { $line }): { $why }
files-record-at-line = řádek { $line }: { $why }
files-record-at-move = řádek { $line }, tah { $number } ({ $side ->
    [white] bílý
   *[black] černý
}, { $token }): { $why }
files-record-empty = záznam je prázdný
files-record-too-large = není to záznam partie: má víc než { $size } KiB
files-record-line-too-long = řádek má víc než { $size } KiB
files-record-tags-too-large = značky zabírají víc než { $size } KiB
files-record-name-too-long = jméno ve značce { $tag } má { $count ->
    [one] { $count } znak
    [few] { $count } znaky
   *[other] { $count } znaků
}, nejvýš { $most }
files-record-not-utf8 = není to textový soubor (neplatné UTF-8)
files-record-control = není to textový soubor (řídicí znak { $code })
files-record-bad-tag = chybná značka { $text }: { $why }
files-record-duplicate-tag = značka { $name } je uvedena dvakrát
files-record-tag-after-moves = značka až za tahy (značky patří na začátek)
files-record-bad-fen = značka FEN je odmítnuta: { $why }
files-record-setup-without-fen = SetUp "1" říká, že partie začíná ze sestavené pozice, ale žádná značka FEN ji neuvádí
files-record-tags-disagree = značky si odporují: { $why }
files-record-unknown-variant = značka Variant uvádí hru, která se tu nehraje: { $name }; chceš-li ji číst jako některou z nich, řekni kterou (--variant)
files-record-bad-rules = značka Rules uvádí pravidlo, které tahle hra nemá: { $name }
files-record-variant-mismatch = záznam je partie hry { $found }, ale byla požadována hra { $expected }
files-record-bad-first = značka First musí být "white" nebo "black", ne { $value }
files-record-bad-result = neznámý výsledek { $value }: očekáváno 1-0, 0-1, 1/2-1/2 nebo *
files-record-bad-termination = neznámé ukončení { $value }
files-record-not-a-move = to není tah
files-record-after-end = partie už je v tu chvíli u konce
files-record-reads-under = { $why }; záznam jde přečíst s volbou pravidel { $option } (--rule { $option })
files-record-bad-kind = { $tag } musí být "human" nebo "program", ne { $value }
files-record-bad-level = { $tag } musí být úroveň od 1 do 10, ne { $value }
files-record-bad-move-number = číslo tahu { $token } stojí na špatném místě: očekáváno { $expected }
files-record-dangling-move-number = za číslem tahu { $token } žádný tah není (není záznam useknutý?)
files-record-unclosed-comment = komentář otevřený tady se nikde nezavírá
files-record-unclosed-variation = varianta otevřená tady se nikde nezavírá
files-record-stray-parenthesis = závorka ')', která nezavírá žádnou variantu
files-record-after-result = { $token } za výsledkem, který tahy končí
files-record-contradiction = { $claim } odporuje tahům: { $why }
files-tag-fault = { $fault ->
    [no-opening] očekáváno [Jméno "hodnota"]
    [no-closing] chybí zavírací ]
    [no-name] očekáváno jméno z písmen, číslic a _
    [no-value] za jménem chybí hodnota v uvozovkách
    [unclosed] chybí uvozovka, která hodnotu zavírá
    [escape] v hodnotě smí za zpětným lomítkem stát jen \" a \\
    [trailing] text za zavírací uvozovkou
    [draws] jediné počítání remíz kromě toho z pravidel je "sanmill"
   *[clock] očekávána časová kontrola v sekundách (300+3) nebo čas (0:04:55)
}
files-disagree-setup-fen = SetUp "0" říká, že partie začíná jako obvykle, ale značka FEN uvádí pozici
files-disagree-first-fen = značka First říká, že začíná { $first ->
    [white] bílý
   *[black] černý
}, ale podle FEN je na tahu { $fen ->
    [white] bílý
   *[black] černý
}
files-claim-result = výsledek { $result }
files-claim-termination = značka Termination ({ $reason })
files-claim-ending = značka Termination
files-conflict-result-tag = značka Result říká { $result }
files-conflict-moves-end = tahy končí takto: { $outcome }
files-conflict-flag-falls = čas vypršel: { $outcome }
files-conflict = { $why ->
    [going-on] po nich partie ještě pokračuje
    [no-termination] po nich partie ještě pokračuje a značka Termination chybí
    [resignation-drawn] vzdání se potřebuje vítěze, 1-0 nebo 0-1
    [resignation-unclaimed] vzdání se potřebuje značku Result, 1-0 nebo 0-1, která řekne, kdo vyhrál
    [agreement-won] remíza dohodou je 1/2-1/2
   *[already-over] partie už skončila
}

## Proč formát partii nepojme

files-lack-playok-variant = PlayOK hru { $game } nehraje
files-lack-sanmill-variant = Sanmill hru { $game } nehraje (jen nine, twelve, morabaraba a lasker)
files-lack-sanmill-rules = Sanmill nemá pravidlo jako { $rules }
files-lack = { $why ->
    [playok-rules] PlayOK hraje jen podle svých pravidel
    [playok-start] jeho záznamy začínají od prázdné hrací desky a na tahu je bílý
    [playok-point] pole mimo jeho hrací desku
    [sanmill-black-first] partie, kterou začal černý; Sanmill ji neumí přehrát s prohozenými barvami
   *[no-fen] její začátek potřebuje text pozice (FEN), který se pro tuhle hru zatím nezapisuje
}

## Jiné soubory

files-error-holds = { $path } obsahuje něco, co by tahle { $what ->
   *[puzzle-pack] sbírka úloh
} nezachovala: nenahrazeno
files-error-not-read-back = soubor { $path } nezapsán: { $what ->
   *[puzzle-pack] sbírka úloh
} by nešla znovu načíst: { $why }
files-not-opened = partii nejde otevřít: { $why }
files-settings-ignored = nastavení ze souboru { $path } bylo ignorováno: { $why }
files-settings-not-text = není to text
files-settings-not-name-value = řádek { $line } nemá tvar `jméno = hodnota`
files-settings-no-language = žádný jazyk nemá kód { $code }
