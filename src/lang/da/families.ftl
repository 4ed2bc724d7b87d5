# Ordene hver spilfamilie bringer med sig.

## Møllespillene.
mill-remove-a-piece = mølle! fjern en { $side ->
        [white] hvid
       *[black] sort
    } brik
mill-choose-where = flyt { $point }: vælg hvorhen
mill-fly-any = spring med en brik til et vilkårligt tomt punkt
mill-fly = spring: du har tre brikker
mill-jump = hop: du har tre brikker (skridt, eller hop over en af modstanderens)
mill-place-or-move = sæt en brik, eller flyt en
mill-place = sæt en brik
mill-move = flyt en brik
mill-counts = hånd { $hand }  bræt { $board }  tabt { $lost }
mill-three-in-a-row-wins = Tre på stribe vinder straks.
mill-cancelled = annulleret
mill-took-back-mill = { $turn } er taget tilbage; det lukkede en mølle: spil det igen for at fjerne en brik
mill-none-taken = mølle! alle { $side ->
        [white] hvide
       *[black] sorte
    } brikker står i møller, så ingen fjernes
mill-help-title = { $game }: { $board ->
        [points-24] bræt med 24 punkter
        [points-16] bræt med 16 punkter
        [points-9] bræt med 9 punkter
       *[points-9-diagonals] bræt med 9 punkter og diagonaler
    }, { $count } brikker hver.
mill-help-place = Sæt: sæt en brik fra hånden på et tomt punkt.
mill-help-place-or-move = Du må i stedet flytte en brik, så længe du har nogen på hånden.
mill-help-move-any = Flyt: når alle brikker er sat, må en brik flytte til et vilkårligt tomt punkt.
mill-help-move = Flyt: med tom hånd flytter du en brik ad en linje til et frit nabopunkt.
mill-help-fly = Spring: med kun tre brikker tilbage flytter du til et vilkårligt tomt punkt.
mill-help-jump = Hop: med kun tre brikker tilbage må du også hoppe ad en linje over en af modstanderens brikker til det tomme punkt bagved.
mill-help-mill-wins = Mølle: tre af dine på en linje vinder straks.
mill-help-lose = Tab: når du ikke har noget træk.
mill-help-draw-short = Remis: tre gange samme stilling, 100 træk i streg eller aftale.
mill-help-mill-take-any = Mølle: tre af dine på en linje. Lukker du en, fjerner du en af modstanderens brikker; brikker i møller er fredede, medmindre alle står i møller.
mill-help-mill-take-nothing = Mølle: tre af dine på en linje. Lukker du en, fjerner du en af modstanderens brikker; brikker i møller er altid fredede, så nogle gange fjernes ingen.
mill-help-no-shuttle = En brik, der åbnede en mølle og lukkede en anden, må ikke gå lige tilbage og lukke den første igen.
mill-help-win = Sejr: efterlad modstanderen med kun to brikker eller uden træk.
mill-help-draw = Remis: tre gange samme stilling, 100 træk i streg uden at en brik fjernes, eller aftale.
mill-help-draw-full = Remis: fuldt bræt, tre gange samme stilling, 100 træk i streg uden at en brik fjernes, eller aftale.
mill-help-three-against-three = Med tre brikker hver: { $count } træk uden at en brik fjernes.
mill-put-white-black = sæt hvid/sort
mill-put = sæt

## Damspil.
damspil-put-man-king = sæt brik/dam
damspil-put = sæt
damspil-counts = brikker { $men }  damme { $kings }  tabt { $lost }
damspil-huffed-now-move = brikken på { $point } er pustet: flyt nu en brik
damspil-huff-first = pust først, hvis du vil (p), og flyt så
damspil-jump-on = hop videre, eller Enter på { $point } for at stoppe dér
damspil-huff-lead = Pust:
damspil-may-huff = { $piece } kunne have slået { $taken } og gjorde det ikke: du må puste den
damspil-may-huff-moved = { $from } kunne have slået { $taken }, men gik til { $piece }: du må puste den
damspil-huffed = brikken på { $piece } er pustet: den kunne have slået { $taken }
damspil-huffed-moved = brikken på { $piece } er pustet: fra { $from } kunne den have slået { $taken }
damspil-or = { $rest } eller { $last }
damspil-crowned = blev dam på { $point }
damspil-huffed-choose = brikken på { $point } er pustet: vælg en af dine brikker
damspil-not-yours-huff = brikken på { $point } er ikke din: p puster den
damspil-back-on = tilbage på { $point }
damspil-back-to-start = tilbage til start
damspil-no-huff = intet pust
damspil-how-to-type = et træk skrives c3-d4, c3xe5xc7 eller med pust først *b6:c3-d4
damspil-help-board = Damspil: et bræt på 8×8, der spilles på de 32 mørke felter; tolv brikker hver, Hvid begynder.
damspil-help-step = Skridt: en almindelig brik flytter ét felt skråt frem til et tomt felt.
damspil-help-capture = Slå: hop over en af modstanderens brikker ved siden af, frem eller tilbage, til det tomme felt bag den; hop videre med samme brik, eller stop efter ethvert hop. Man er aldrig tvunget til at slå.
damspil-help-huff = Pust: gik modstanderen et skridt med en brik, der kunne have slået, må du først tage den brik (p på den) og så flytte.
damspil-help-huff-any = Pust (huff-any): slog modstanderen ikke, skønt det kunne lade sig gøre, må du først tage en af de brikker, der kunne have slået (p), og så flytte.
damspil-help-king = Dam: en almindelig brik, der når modstanderens bageste række, bliver dam, og trækket slutter dér. En dam går så langt den vil ad en fri diagonal, men slår kun en brik lige ved siden af, som en almindelig brik.
damspil-help-win = Sejr: slå alle modstanderens brikker, eller efterlad modstanderen uden træk.
damspil-help-draw = Remis: tre gange samme stilling, 100 træk i streg, hvor ingen slår og ingen almindelig brik flyttes, eller aftale.
damspil-huff = pust
damspil-who-can-capture = hvem kan slå
damspil-jumps = kan slå
damspil-help-enter = vælg en brik, og flyt eller slå med den til markøren (også Mellemrum eller et klik)
damspil-help-a-whole-turn-typed-then = skriv et helt træk og tryk Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = pust brikken under markøren før dit træk: en brik, der kunne have slået, men ikke gjorde det
damspil-help-mark-the-pieces-that-can = mærk de brikker, der kan slå nu, eller fjern mærket

## Mijnlieff. Slagsene: lige brik (S), skrå brik (D), skubber (P), trækker (L).
mijnlieff-put-white-black = sæt hvid/sort
mijnlieff-put = sæt
mijnlieff-counts = point { $score }  hånd { $hand }
mijnlieff-must-pass = intet felt, du må bruge, er tomt: Enter melder pas
mijnlieff-place-kind = sæt en { $kind ->
        [straight] lige brik
        [diagonal] skrå brik
        [pusher] skubber
       *[puller] trækker
    }: vælg et felt
mijnlieff-choose-kind = vælg en slags (S D P L, Tab) og et felt
mijnlieff-allowed-lead = Tilladt:
mijnlieff-allowed-nothing = intet: { $side ->
        [white] hvid
       *[black] sort
    } må melde pas
mijnlieff-allowed-outside = den første brik sættes uden for midten
mijnlieff-allowed-corner = den første brik sættes i et hjørne
mijnlieff-allowed-any = ethvert tomt felt, efter at { $side ->
        [white] hvid
       *[black] sort
    } meldte pas
mijnlieff-allowed-by = { $kind ->
        [straight] den lige brik
        [diagonal] den skrå brik
        [pusher] skubberen
       *[puller] trækkeren
    } på { $point }: { $kind ->
        [straight] kun felter i dens række eller søjle
        [diagonal] kun felter på dens diagonaler
        [pusher] kun felter, der ikke rører den
       *[puller] kun felter, der rører den
    }
mijnlieff-value-with-kind = { $point } med en { $kind ->
        [straight] lige brik
        [diagonal] skrå brik
        [pusher] skubber
       *[puller] trækker
    }: { $value }
mijnlieff-passes = { $side ->
        [white] hvid
       *[black] sort
    } melder pas: intet felt, der må bruges, er tomt
mijnlieff-scores = { $turn } giver { $gained }: { $side ->
        [white] hvid
       *[black] sort
    } har { $count }
mijnlieff-other-must-pass = { $side ->
        [white] hvid
       *[black] sort
    } må melde pas
mijnlieff-choose-kind-first = vælg først en slags: S, D, P eller L (store bogstaver), eller Tab gennem din hånd
mijnlieff-no-kind = ingen slags valgt (det var { $kind ->
        [straight] den lige brik
        [diagonal] den skrå brik
        [pusher] skubberen
       *[puller] trækkeren
    })
mijnlieff-not-typed = { $turn } er ikke et træk her: skriv slagsen (S D P L) og feltet og så Enter
mijnlieff-help-board = Mijnlieff, et spil af Andy Hopwood: et bræt på 4×4; hver spiller har otte brikker, to af hver slags: lige S, skrå D, skubber P, trækker L. Brikkerne sættes og flyttes aldrig.
mijnlieff-help-turn = Et træk: sæt en brik på et tomt felt, som modstanderens sidste brik tillader: en lige dens række eller søjle; en skrå dens diagonaler; en skubber ethvert felt, der ikke rører den; en trækker et felt, der rører den.
mijnlieff-help-first-outer = Første brik: på ethvert felt uden for midten (outer-start).
mijnlieff-help-first = Første brik: i et hjørne (med outer-start: uden for midten).
mijnlieff-help-pass = Pas: er intet tilladt felt tomt, skal du melde pas (Enter gør det); modstanderen må så sætte på ethvert tomt felt.
mijnlieff-help-end = Slut: når spilleren i trækket ikke har flere brikker. Hver stribe på tre af dine brikker i en række, søjle eller diagonal giver 1 point (fire på stribe: 2); flest point vinder, lige mange er remis.
mijnlieff-help-marks = Felter mærket { $mark } er dem, hvor spilleren i trækket må sætte, og den sidst satte brik er understreget.
mijnlieff-help-keys = Taster: S, D, P, L (store eller små) eller Tab vælger slagsen, et felt og Enter sætter brikken: Sa1 (eller sa1) og Enter gør begge dele. Ctrl-S gemmer (s er den lige).
mijnlieff-kind = slags
mijnlieff-help-enter = sæt den valgte slags på feltet under markøren (også Mellemrum eller et klik)
mijnlieff-help-choose-the-kind-to-place = vælg slagsen, der skal sættes, med store eller små bogstaver: S lige, D skrå, P skubber, L trækker (så et felt og Enter: Sa1 eller sa1 Enter; d og et felt er den skrå, d og en række linjen d)
mijnlieff-help-the-next-kind-in-your = den næste slags på din hånd
