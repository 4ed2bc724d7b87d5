# Co se řekne na chybovém výstupu, když hra v terminálu nezačne, a na
# jejím začátku v řádku zpráv.

start-no-terminal = hra potřebuje terminál (standardní vstup a výstup); bez něj fungují podpříkazy: { $subcommands } (mills --help)
start-levels-too-many = --level bere jednu úroveň nebo dvě (bílého,černého): 3,8
start-levels-two = --level { $white },{ $black } dává úrovně dvěma počítačům: jen s --computer both (jeden počítač hraje na jedné úrovni: --level { $white } nebo --level { $black })
start-name-too-long = { $flag }: jméno má nejvýše { $most } znaků, toto jich má { $count }
start-nothing-to-resume = { $elsewhere ->
    [0] v { $dir } není žádná rozehraná hra k obnovení
    [1] v { $dir } není žádná rozehraná hra k obnovení (jedna se hraje v jiném mills)
   *[other] v { $dir } není žádná rozehraná hra k obnovení (hraje se jich { $elsewhere } v jiných mills)
}
start-fen = --fen: { $why }
start-rule-unknown = pravidlo { $rule } neexistuje
start-rule-other-game = pravidlo { $rule } patří ke hře { $owner }, ne ke hře { $game }
start-rule-not-applicable = { $rule ->
    [no-repeat-mill] pravidlo { $rule } neplatí pro hru { $game }: mlýn tam hned vyhrává
   *[other] pravidlo { $rule } neplatí pro hru { $game }
}
start-computer-plays-black = počítač hraje za černého na úrovni { $level } (--computer white strany prohodí)
start-solving = řeším hru { $variant }
start-solving-endgames = řeším koncovky hry { $variant }
start-table-solved-again = { $path }: { $why }: řeším znovu
start-table-not-a-table = není to celý soubor tabulky
start-table-stale = vytvořeno jinou verzí řešiče nebo pravidel
start-table-corrupt = poškozeno
start-table-not-kept = { $why }: vyřešená tabulka se neuloží
start-rules-mismatch = { $path }: tato partie se hraje podle { $found }, ne podle { $asked }
start-rules-own = vlastních pravidel hry
start-terminal-failed = hra v terminálu selhala
