# Opstillingen: en stilling sættes op på brættet, og et parti begynder derfra.

## Panelet ved siden af brættet

setup-title = Opstil en stilling
setup-palette-lead = Taster
setup-space-puts = Mellemrum sætter { $piece }, x fjerner; samme tast igen giver den næste.
setup-keys-help = Tab vælger en indstilling, + og - ændrer den; X rydder brættet, u fortryder.
setup-cursor-help = Skriv et punkts navn (d2), eller flyt markøren med pilene.

setup-playable = Kan spilles.
setup-playable-unreachable = Kan spilles, men intet parti når hertil: { $fault }.
setup-unplayable = kan ikke spilles: { $why }

## Hvad en tast gjorde

setup-cleared = brættet er ryddet (u sætter det tilbage)
setup-undone = den sidste ændring er fortrudt
setup-nothing-to-undo = intet at fortryde
setup-files = dette bræts linjer er a til { $last }
setup-file-first = skriv først en linjes bogstav (a til { $last })
setup-off-board = { $point } er ikke et punkt på { $board }
setup-not-a-point = { $text } er ikke et punkt: et punkt er et bogstav og et tal, som d2
setup-put-off-board = { $point } er ikke et punkt på brættet
setup-put-light-square = { $point } er et lyst felt: brikkerne står på de mørke
setup-read = stillingen er læst
setup-not-read = ikke læst: { $why }
setup-kept = stillingen er som før
setup-not-started = ikke startet: stillingen kan ikke spilles
setup-started = et nyt parti fra den opstillede stilling
setup-study-values = stillingen til studie: begge sider er dine; v skjuler værdierne, t giver et tip
setup-study = stillingen til studie: begge sider er dine; t giver et tip

# Bestemt form: "d8 er ikke et punkt på brættet med 24 punkter".
setup-board = { $kind ->
    [diagonals] brættet med { $points } punkter og diagonaler
    [checkered] { $size }×{ $size }-brættet med { $points } mørke felter
    [squares] { $size }×{ $size }-brættet
   *[lines] brættet med { $points } punkter
}

## Indstillingerne

setup-to-move = I trækket
setup-side = { $side ->
    [white] hvid
   *[black] sort
}
setup-hand = { $side ->
    [white] Hvids hånd
   *[black] Sorts hånd
}
setup-move-number = Træknummer
setup-quiet-turns = Stille træk
setup-huff-right = Kan pustes
setup-huff-keys = + lader brikken ved markøren pustes, - tager det tilbage.
setup-none = ingen
setup-yes = ja
setup-no = nej
setup-last-placed = Sidst sat
setup-last-placed-keys = Den sidst satte brik; + vælger brikken ved markøren, - ingen.
setup-last-passed = Meldte pas
setup-holds = { $side ->
    [white] Hvid har
   *[black] Sort har
}
setup-holds-keys = Hver spiller har to af hver slags: det, der ikke er på brættet, er på hånden.

## Brikkerne, som Mellemrum sætter

setup-piece-mill = { $side ->
    [white] en hvid brik
   *[black] en sort brik
}
setup-piece-man = { $side ->
    [white] en hvid brik
   *[black] en sort brik
}
setup-piece-king = { $side ->
    [white] en hvid dam
   *[black] en sort dam
}
setup-piece-mijnlieff = { $side ->
    [white] { $kind ->
        [straight] en hvid lige brik
        [diagonal] en hvid skrå brik
        [pusher] en hvid skubber
       *[puller] en hvid trækker
    }
   *[black] { $kind ->
        [straight] en sort lige brik
        [diagonal] en sort skrå brik
        [pusher] en sort skubber
       *[puller] en sort trækker
    }
}
