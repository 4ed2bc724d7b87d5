# Det, der siges på fejludskriften, når spillet i terminalen ikke starter,
# og i beskedlinjen ved starten.

start-no-terminal = spillet skal bruge en terminal (standardinput og -output); uden den virker underkommandoerne: { $subcommands } (mills --help)
start-levels-too-many = --level tager ét niveau eller to (hvids,sorts): 3,8
start-levels-two = --level { $white },{ $black } giver to computere hvert sit niveau: kun med --computer both (én computer spiller på ét niveau: --level { $white } eller --level { $black })
start-name-too-long = { $flag }: et navn har højst { $most } tegn, dette har { $count }
start-nothing-to-resume = { $elsewhere ->
    [0] intet uafsluttet parti at genoptage i { $dir }
    [1] intet uafsluttet parti at genoptage i { $dir } (ét spilles i en anden mills)
   *[other] intet uafsluttet parti at genoptage i { $dir } ({ $elsewhere } spilles i andre mills)
}
start-fen = --fen: { $why }
start-rule-unknown = der er ingen regel { $rule }
start-rule-other-game = reglen { $rule } hører til { $owner }, ikke til { $game }
start-rule-not-applicable = { $rule ->
    [no-repeat-mill] reglen { $rule } gælder ikke i { $game }: en mølle vinder dér straks
   *[other] reglen { $rule } gælder ikke i { $game }
}
start-computer-plays-black = computeren spiller sort på niveau { $level } (--computer white bytter)
start-solving = løser { $variant }
start-solving-endgames = løser slutspillene i { $variant }
start-table-solved-again = { $path }: { $why }: løser igen
start-table-not-a-table = ikke en hel tabelfil
start-table-stale = lavet af en anden udgave af løseren eller reglerne
start-table-corrupt = beskadiget
start-table-not-kept = { $why }: den løste tabel gemmes ikke
start-rules-mismatch = { $path }: partiet spilles efter { $found }, ikke efter { $asked }
start-rules-own = spillets egne regler
start-terminal-failed = spillet i terminalen mislykkedes
