# Hvorfor et træk afvises, på beskedlinjen under brættet.

refusal-game-over = partiet er slut
refusal-occupied = { $point } er optaget
refusal-empty = der står ingen brik på { $point }
refusal-not-yours = brikken på { $point } er ikke din
refusal-not-a-move = ikke et træk: { $game ->
        [mill] et træk er et punkt (d2) eller en flytning (d2-d3), med den brik, der fjernes, hvis det lukker en mølle (d2-d3xb4)
        [damspil] et træk er et skridt (c3-d4) eller at slå (c3xe5, c3xe5xc7), evt. med et pust først (*b6:c3-d4)
       *[mijnlieff] et træk er en slags (S, D, P eller L) og et felt, som Sa1, eller pass (for at melde pas)
    }
refusal-not-possible = det er ikke muligt nu

## Møllespillene.
refusal-mill-must-place = du har stadig brikker på hånden: sæt en
refusal-mill-must-move = du har ingen brikker tilbage på hånden: flyt en
refusal-mill-not-adjacent = { $to } er ikke nabo til { $from }
refusal-mill-shuttle-back = brikken på { $from } må ikke gå lige tilbage til { $to } for at lukke den mølle, den åbnede
refusal-mill-removal-required = dette lukker en mølle: angiv brikken, der skal fjernes (som { $point }x…)
refusal-mill-no-mill-closed = dette lukker ingen mølle, så intet må fjernes
refusal-mill-nothing-removable = alle modstanderens brikker står i møller: i Mylna fjernes intet
refusal-mill-repeated-mill = at flytte lige tilbage i den netop åbnede mølle lukker her ingen mølle (no-repeat-mill): intet må fjernes på { $point }
refusal-mill-mill-wins = en mølle vinder straks i dette spil: intet fjernes
refusal-mill-not-enemy = modstanderen har ingen brik på { $point }
refusal-mill-piece-in-mill = brikken på { $point } står i en mølle, og { $side ->
        [white] hvid
       *[black] sort
    } har andre uden for møller
refusal-mill-nowhere-to-go = brikken på { $point } kan ikke flytte nogen steder hen
refusal-mill-choose-own = der står ingen brik på { $point }: vælg en af dine brikker at flytte

## Damspil.
refusal-damspil-not-a-square = { $point } er ikke et mørkt felt på brættet
refusal-damspil-not-diagonal = { $to } ligger ikke på en diagonal fra { $from }
refusal-damspil-man-backwards = en almindelig brik går kun fremad: { $from } til { $to } er baglæns
refusal-damspil-man-too-far = en almindelig brik går kun ét felt: { $to } er for langt fra { $from }
refusal-damspil-king-blocked = dammen på { $from } kan ikke passere brikken på { $by } for at nå { $to }
refusal-damspil-jump-too-short = når man slår, hopper man over en brik ved siden af: { $to } ligger lige ved { $from }
refusal-damspil-capture-from-distance = man slår ikke på afstand: fra { $from } kan kun en brik lige ved siden af hoppes over, ikke en på vejen til { $to }
refusal-damspil-no-enemy-to-jump = modstanderen har ingen brik på { $point } at hoppe over
refusal-damspil-already-captured = brikken på { $point } blev allerede slået i dette træk
refusal-damspil-crowned = brikken bliver dam på { $point }: trækket slutter dér
refusal-damspil-no-huff-right = der er intet at puste: { $rule ->
        [stepper] brikken, der flyttede sidst, kunne ikke have slået
       *[any] det sidste træk forsømte ikke at slå
    }
refusal-damspil-nothing-to-huff = modstanderen har ingen brik på { $point } at puste
refusal-damspil-could-not-have-captured = brikken på { $point } kunne ikke have slået i sidste træk: den kan ikke pustes
refusal-damspil-did-not-move = kun brikken, der flyttede sidst, kan pustes, ikke den på { $point }
refusal-damspil-no-turn-after-huff = efter at have pustet { $point } ville du intet træk have

## Mijnlieff.
refusal-mijnlieff-must-pass = intet felt, du må bruge, er tomt: du skal melde pas
refusal-mijnlieff-must-pass-enter = intet felt, du må bruge, er tomt: du skal melde pas: Enter melder pas
refusal-mijnlieff-may-not-pass = du kan sætte en brik, så du må ikke melde pas
refusal-mijnlieff-not-in-hand = du har ingen { $kind ->
        [straight] lige brik
        [diagonal] skrå brik
        [pusher] skubber
       *[puller] trækker
    } tilbage på hånden
refusal-mijnlieff-not-allowed = { $point } er ikke tilladt: { $kind ->
        [straight] den lige brik
        [diagonal] den skrå brik
        [pusher] skubberen
       *[puller] trækkeren
    } på { $by } tillader { $kind ->
        [straight] kun felter i dens række eller søjle
        [diagonal] kun felter på dens diagonaler
        [pusher] kun felter, der ikke rører den
       *[puller] kun felter, der rører den
    }
refusal-mijnlieff-not-a-corner = { $point } er ikke et hjørne: den første brik sættes på a1, d1, a4 eller d4
refusal-mijnlieff-in-the-centre = { $point } er i midten: den første brik sættes uden for b2, c2, b3 og c3
refusal-mijnlieff-not-a-kind = { $letter } er ikke en slags: S, D, P eller L
