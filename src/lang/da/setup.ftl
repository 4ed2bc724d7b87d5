# Opstillingen: en stilling sættes op på brættet, og et parti begynder derfra.

## Panelet ved siden af brættet

setup-title = Opstil en stilling
setup-palette-lead = Taster
setup-space-puts = Mellemrum sætter { $piece }, x fjerner; { $key } igen: { $next }.
setup-space-puts-last = Mellemrum sætter { $piece }, x fjerner; { $key } igen fjerner den.
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

## Hvorfor en stillings tekst (FEN) ikke læses, eller stillingen ikke kan spilles

setup-field = { $field ->
    [whole] tekst
    [rings] bræt
    [ranks] bræt
    [side] i trækket
    [phase] fase
    [action] handling
    [on-board] { $side ->
        [white] hvids brikker på brættet
       *[black] sorts brikker på brættet
    }
    [in-hand] { $side ->
        [white] hvids brikker på hånden
       *[black] sorts brikker på hånden
    }
    [to-remove] { $side ->
        [white] brikker, hvid skal fjerne
       *[black] brikker, sort skal fjerne
    }
    [last-mill] { $side ->
        [white] hvids sidste mølletræk
       *[black] sorts sidste mølletræk
    }
    [mills-mask] møllemaske
    [no-mill] sidste træk uden mølle
    [extension] felt efter træknummeret
    [quiet] stille træk (halvtræksur)
    [number] træknummer
    [squares] { $side ->
        [white] liste over hvids brikker
       *[black] liste over sorts brikker
    }
    [huff-right] ret til at puste P
    [hands] hænder
    [last-placed] sidst satte brik
   *[pass] pasfelt
}
setup-field-form = { $field ->
    [whole] notationens felter
    [rings] punkterne ring for ring, indefra og ud, O (hvid), @ (sort) og * (tom)
    [ranks] 4 rækker adskilt af /, hver med 4 felter: S, D, P og L, store for hvid, små for sort, et ciffer for tomme felter
    [side] w eller b
    [phase] en af r, p, m, o, n
    [action] en af p, s, r, ?
    [last-mill] et feltnummer på brættet, eller 0 (-1 efter ids:nodes) for intet
    [no-mill] n:FRA-TIL,FRA-TIL, som n:20-28,0-0
    [extension] kun Sanmills udvidelser, navn:værdi, som ids:nodes eller p:21
    [squares] PDN-numrene på de mørke felter, 1 til 32, adskilt af kommaer, K foran en dam, et interval som 21-24
    [huff-right] PDN-numrene på felterne, uden K
    [hands] S, D, P og L, store for hvid, små for sort, eller - for ingen
    [last-placed] et felt, eller - før det første
    [pass] pass eller -
   *[other] et tal
}
setup-syntax-field-count = forventede notationens { $fewest } felter, fandt { $found }
setup-syntax-field-range = forventede notationens { $fewest } til { $most } felter, fandt { $found }
setup-syntax-missing = feltet »{ $name }« mangler: forventede { $form }
setup-syntax-repeated = { $found } står to gange i »{ $name }«
setup-syntax-unknown = { $found } er ikke et felt i denne notation: forventede { $form }
setup-syntax-unsupported = { $found } i »{ $name }« hører til en Sanmill-regel, som mills ikke spiller
setup-syntax-malformed = »{ $name }« er { $found }: forventede { $form }

setup-fault-move-number = træknummeret skal være fra 1 til { $most }, ikke { $number }
setup-fault-too-quiet = { $quiet } stille træk: partiet er remis efter { $limit }
setup-fault-quiet-unexplained = { $quiet } stille træk, men højst { $most } træk kan have været stille, siden den sidste brik blev fjernet
setup-fault-over = partiet er slut i denne stilling, { $outcome }
setup-fault-over-unmarked = partiet er slut her ({ $outcome }), og teksten skal sige det: fase o
setup-outcome = { $result ->
    [white] hvid vinder ({ $reason })
    [black] sort vinder ({ $reason })
    [none] { $reason }
   *[draw] remis ({ $reason })
}
setup-end-reason = { $reason ->
    [mill] mølle
    [reduced-to-two] kun to tilbage
    [blocked] spærret inde
    [no-pieces-left] ingen brikker
    [board-full] fuldt bræt
    [threefold-repetition] tre gange samme stilling
    [quiet-turns] 100 stille træk
    [three-against-three] 20 stille træk ved tre mod tre
    [resignation] opgivet
    [agreed-draw] aftalt remis
    [last-piece-placed] sidste brik sat
    [time-forfeit] tabt på tid
    [ended-by-the-players] afsluttet af spillerne
    [stated] slut som opstillet
   *[stated-no-result] slut som opstillet, uden resultat
}
setup-fault-too-many-pieces = { $side ->
    [white] hvid
   *[black] sort
} har { $count } brikker, flere end de { $most }, en spiller har
setup-fault-points = brættet har { $expected } punkter, ikke { $found }
setup-fault-removal-pending = stillingen er midt i et træk, hvor en brik skal fjernes (handling r): angiv stillingen, før møllen blev lukket, og trækket med brikken, der fjernes (d3xb4), som et træk
setup-fault-on-board-contradicts = teksten giver { $side ->
    [white] hvid
   *[black] sort
} { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
} på brættet, men dens bræt viser { $shown }
setup-fault-phase-contradicts = fasen er { $letter } ({ $phase ->
    [moving] flytning
    [over] slut
   *[placing] indsætning
}), men { $side ->
    [white] hvid
   *[black] sort
} i trækket { $phase ->
    [moving] har stadig brikker på hånden: det er indsætning (p)
   *[other] har ingen brikker på hånden: det er flytning (m)
}
setup-fault-nothing-taken = { $side ->
    [white] hvid
   *[black] sort
} har { $count } brikker på brættet og på hånden, men i dette spil fjernes aldrig noget: en spiller har alle { $pieces }
setup-fault-hands-out-of-turn = { $side ->
    [white] hvid
   *[black] sort
} i trækket har { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
} på hånden og { $side ->
    [white] sort
   *[black] hvid
} { $theirs }: indsætningerne skifter, så spilleren i trækket har lige så mange som den anden eller én mere
setup-fault-taken-too-many = { $side ->
    [white] hvid
   *[black] sort
} har mistet { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
}, men { $side ->
    [white] sort
   *[black] hvid
} har kun sat { $placed }: en brik fjernes af en mølle, den første kræver tre satte brikker, og under indsætningen kræver hver ny mølle én mere
setup-fault-not-a-move = { $side ->
    [white] hvids
   *[black] sorts
} huskede træk { $from }-{ $to } er ikke et træk på dette bræt
setup-fault-mill-and-no-mill = { $side ->
    [white] hvids
   *[black] sorts
} forrige træk kan ikke både have lukket en mølle og ingen
setup-fault-in-mill-to-move = { $side ->
    [white] hvid
   *[black] sort
}, der er i trækket, har en mølle: i dette spil sluttede partiet, da den blev lukket
setup-fault-mover-reduced = { $side ->
    [white] hvid
   *[black] sort
} har { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
} tilbage og har lige trukket: partiet sluttede, da { $side ->
    [white] hvid
   *[black] sort
} kom ned på to
setup-fault-man-on-far-rank = { $side ->
    [white] den hvide
   *[black] den sorte
} brik på { $number } ({ $point }) står på modstanderens bageste række, hvor den ville være blevet dam: en dam skrives K{ $number }
setup-fault-mover-has-nothing = { $side ->
    [white] hvid
   *[black] sort
} har ingen brik, så { $side ->
    [white] hvid
   *[black] sort
} kan ikke have gjort det sidste træk ({ $side ->
    [white] sort
   *[black] hvid
} er i trækket)
setup-fault-huff-not-mover = retten til at puste nævner { $number } ({ $point }), hvor der ikke står nogen brik fra { $side ->
    [white] hvid
   *[black] sort
}, der lige har trukket
setup-fault-huff-many = retten til at puste nævner { $names }, men kun brikken, der gik et skridt, kan pustes (flere med valget huff-any)
setup-fault-huff-impossible = intet skridt, { $side ->
    [white] hvid
   *[black] sort
} lige kunne have gjort, efterlader { $names } til at blive pustet: retten til at puste gælder { $huff ->
    [stepper] brikken, der gik et skridt, hvis den kunne have slået før sit skridt
   *[any] netop de brikker, der kunne have slået før skridtet
}
setup-fault-quiet-without-king = stille træk tælles, men { $side ->
    [white] hvid
   *[black] sort
}, der gjorde det sidste træk, har ingen dam: når en almindelig brik flytter, eller når der slås, begynder tællingen forfra
setup-fault-kind-count = { $side ->
    [white] hvid
   *[black] sort
} har { $count } { $kind ->
    [straight] { $count ->
        [one] lige brik
       *[other] lige brikker
    }
    [diagonal] { $count ->
        [one] skrå brik
       *[other] skrå brikker
    }
    [pusher] { $count ->
        [one] skubber
       *[other] skubbere
    }
   *[puller] { $count ->
        [one] trækker
       *[other] trækkere
    }
} ({ $placed } på brættet, { $held } på hånden), men hver spiller har { $each }
setup-fault-last-missing = brættet har brikker, så feltet for den sidst satte brik skal angives
setup-fault-pass-first = ingen brik er sat endnu: ingen kan have meldt pas
setup-fault-last-off-board = { $point } er ikke et felt på brættet
setup-fault-last-empty = den sidst satte brik står på { $point }, som er tomt
setup-fault-last-not-placer = den sidst satte brik, på { $point }, er { $side ->
    [white] hvids
   *[black] sorts
}, men { $passed ->
    [yes] { $side ->
    [white] hvid
   *[black] sort
} meldte pas, så { $side ->
    [white] sort
   *[black] hvid
} satte den sidste brik
   *[no] { $side ->
    [white] sort
   *[black] hvid
} gjorde det sidste træk
}
setup-fault-pass-empty-handed = { $side ->
    [white] hvid
   *[black] sort
} meldte pas uden brikker på hånden: partiet var allerede slut
setup-fault-pass-not-forced = { $side ->
    [white] hvid
   *[black] sort
} meldte pas, men { $kind ->
    [straight] den lige brik
    [diagonal] den skrå brik
    [pusher] skubberen
   *[puller] trækkeren
} på { $from } lod { $free } stå frit: man melder kun pas, når man er tvunget til det
setup-fault-placements-out-of-turn = { $side ->
    [white] hvid
   *[black] sort
} i trækket har sat { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
} og { $side ->
    [white] sort
   *[black] hvid
} { $theirs }: trækkene skifter, og intet pas kan være tvunget med så få brikker på brættet
