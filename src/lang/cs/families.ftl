# The words each family of games brings.

## The mill games.
mill-put-white-black = položit bílý/černý
mill-put = položit
# The panel: what the player to move does now.
mill-remove-a-piece = mlýn! odeber { $side ->
        [white] bílý
       *[black] černý
    } kámen
mill-choose-where = tah z pole { $point }: vyber kam
mill-fly-any = skákej kamenem kamkoli na volné pole
mill-fly = skákání kamkoli: máš tři kameny
mill-jump = přeskok: máš tři kameny (posun nebo skok přes soupeřův kámen)
mill-place-or-move = polož kámen, nebo jedním táhni
mill-place = polož kámen
mill-move = táhni kamenem
mill-counts = zásoba { $hand }  deska { $board }  ztráty { $lost }
mill-three-in-a-row-wins = Mlýn hned vyhrává.
mill-cancelled = zrušeno
mill-took-back-mill = vrácen tah { $turn }, který uzavřel mlýn: zahraj ho znovu a odeber kámen
mill-none-taken = mlýn! všechny { $side ->
        [white] bílé
       *[black] černé
    } kameny stojí v mlýnech, takže se nic neodebere
# The help's rules, a paragraph each.
mill-help-title = { $game }: { $board ->
        [points-24] deska o 24 polích
        [points-16] deska o 16 polích
        [points-9] deska o 9 polích
       *[points-9-diagonals] deska o 9 polích s úhlopříčkami
    }, každý hráč má { $count ->
        [one] { $count } kámen
        [few] { $count } kameny
        [many] { $count } kamene
       *[other] { $count } kamenů
    }.
mill-help-place = Kladení: polož kámen ze zásoby na libovolné volné pole.
mill-help-place-or-move = Místo toho smíš táhnout kamenem i tehdy, když ještě máš kameny v zásobě.
mill-help-move-any = Tah: po položení všech kamenů táhni kterýmkoli na libovolné volné pole.
mill-help-move = Posun: s prázdnou zásobou posuň kámen po čáře na sousední volné pole.
mill-help-fly = Skákání kamkoli: se třemi posledními kameny skákej na kterékoli volné pole.
mill-help-jump = Přeskok: se třemi posledními kameny smíš také po čáře přeskočit jeden soupeřův kámen na volné pole za ním.
mill-help-mill-wins = Mlýn: tři tvé kameny na čáře hned vyhrávají.
mill-help-lose = Prohra: když nemáš žádný tah.
mill-help-draw-short = Remíza: trojí opakování, 100 tahů za sebou nebo dohoda.
mill-help-mill-take-any = Mlýn: tři tvé kameny na čáře. Kdo ho uzavře, odebere soupeři kámen; kameny v mlýnech jsou chráněny, pokud v nich nejsou všechny.
mill-help-mill-take-nothing = Mlýn: tři tvé kameny na čáře. Kdo ho uzavře, odebere soupeři kámen; kameny v mlýnech jsou chráněny vždy, takže se někdy nic neodebere.
mill-help-no-shuttle = Kámen, který otevřel mlýn a uzavřel jiný, se nesmí vrátit přímo zpět a znovu uzavřít ten první.
mill-help-win = Výhra: sniž soupeře na dva kameny, nebo mu nenech žádný tah.
mill-help-draw = Remíza: trojí opakování, 100 tahů za sebou bez odebrání nebo dohoda.
mill-help-draw-full = Remíza: plná deska, trojí opakování, 100 tahů za sebou bez odebrání nebo dohoda.
mill-help-three-against-three = Při třech kamenech každého: { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } bez odebrání.

## Damspil (dánská dáma). $point, $piece, $from: squares' names (c3).
damspil-put-man-king = položit kámen/dámu
damspil-put = položit
damspil-counts = kameny { $men }  dámy { $kings }  ztráty { $lost }
damspil-huffed-now-move = kámen na { $point } sfouknut: teď táhni
damspil-huff-first = chceš-li, nejdřív sfoukni (p), pak táhni
damspil-jump-on = přeskakuj dál, nebo Enterem zůstaň na { $point }
damspil-huff-lead = Foukání:
damspil-may-huff = kámen na { $piece } mohl sebrat { $taken }, a nesebral: smíš ho sfouknout
damspil-may-huff-moved = { $from } mohl brát { $taken }, táhl však na { $piece }: smíš ho sfouknout
damspil-huffed = kámen na { $piece } sfouknut: mohl sebrat { $taken }
damspil-huffed-moved = kámen na { $piece } sfouknut: z { $from } mohl sebrat { $taken }
damspil-or = { $rest } nebo { $last }
damspil-crowned = kámen na { $point } povýšen na dámu
damspil-huffed-choose = kámen na { $point } sfouknut: vyber svůj kámen
damspil-not-yours-huff = kámen na poli { $point } není tvůj: p ho sfoukne
damspil-back-on = zpět na { $point }
damspil-back-to-start = zpět na začátek
damspil-no-huff = bez foukání
damspil-how-to-type = tah se píše c3-d4, c3xe5xc7 nebo s foukáním napřed *b6:c3-d4
damspil-help-board = Damspil (dánská dáma): deska 8×8, hraje se na 32 tmavých polích; každý má dvanáct kamenů, začíná bílý.
damspil-help-step = Posun: obyčejný kámen táhne o jedno pole šikmo vpřed na volné pole.
damspil-help-capture = Braní: přeskoč sousední soupeřův kámen, vpřed i vzad, na volné pole za ním; týmž kamenem přeskakuj dál, nebo skonči po kterémkoli přeskoku. Brát se nemusí.
damspil-help-huff = Foukání: když soupeř táhl kamenem, který mohl brát, smíš ten kámen nejdřív sejmout (p na něm) a pak táhnout.
damspil-help-huff-any = Foukání (huff-any): když soupeř nebral, ač mohl, smíš nejdřív sejmout jeden z kamenů, které brát mohly (p), a pak táhnout.
damspil-help-king = Dáma: kámen, který dojde na soupeřovu zadní řadu, se stává dámou a tím tah končí. Dáma táhne o libovolný počet polí po volné úhlopříčce, ale bere jen sousední kámen, jako obyčejný kámen.
damspil-help-win = Výhra: seber všechny soupeřovy kameny, nebo soupeři nenech žádný tah.
damspil-help-draw = Remíza: trojí opakování, 100 tahů za sebou bez braní či tahu obyčejným kamenem nebo dohoda.
damspil-huff = sfouknout
damspil-who-can-capture = kdo může brát
damspil-jumps = přeskoky
damspil-help-enter = vybrat kámen, pak jím táhnout nebo brát na kurzor (i Mezerník či kliknutí)
damspil-help-a-whole-turn-typed-then = celý napsaný tah, pak Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = sfouknout (dánsky at puste) kámen pod kurzorem před svým tahem: ten, který mohl brát, a nebral
damspil-help-mark-the-pieces-that-can = označit kameny, které teď mohou brát, nebo označení zrušit

## Mijnlieff: přímý (S), šikmý (D), odpuzovač (P), přitahovač (L).
mijnlieff-put-white-black = položit bílý/černý
mijnlieff-put = položit
mijnlieff-counts = body { $score }  zásoba { $hand }
mijnlieff-must-pass = žádné dovolené pole není volné: Enter pasuje
mijnlieff-place-kind = polož { $kind ->
        [straight] přímý
        [diagonal] šikmý
        [pusher] odpuzovač
       *[puller] přitahovač
    }: vyber pole
mijnlieff-choose-kind = vyber druh (S D P L, Tab) a pole
mijnlieff-allowed-lead = Dovoleno:
mijnlieff-allowed-nothing = nic: { $side ->
        [white] bílý
       *[black] černý
    } musí pasovat
mijnlieff-allowed-outside = první kámen jde mimo střed
mijnlieff-allowed-corner = první kámen jde do rohu
mijnlieff-allowed-any = kterékoli volné pole, po pasu { $side ->
        [white] bílého
       *[black] černého
    }
mijnlieff-allowed-by = { $kind ->
        [straight] přímý
        [diagonal] šikmý
        [pusher] odpuzovač
       *[puller] přitahovač
    } na { $point }: { $kind ->
        [straight] jen pole v jeho řadě nebo sloupci
        [diagonal] jen pole na jeho úhlopříčkách
        [pusher] jen pole, která s ním nesousedí
       *[puller] jen pole, která s ním sousedí
    }
mijnlieff-value-with-kind = { $point } { $kind ->
        [straight] s přímým
        [diagonal] se šikmým
        [pusher] s odpuzovačem
       *[puller] s přitahovačem
    }: { $value }
mijnlieff-passes = { $side ->
        [white] bílý
       *[black] černý
    } pasuje: žádné dovolené pole není volné
mijnlieff-scores = { $turn } získává { $gained ->
        [one] { $gained } bod
        [few] { $gained } body
       *[other] { $gained } bodů
    }: { $side ->
        [white] bílý
       *[black] černý
    } má { $count ->
        [one] { $count } bod
        [few] { $count } body
        [many] { $count } bodu
       *[other] { $count } bodů
    }
mijnlieff-other-must-pass = { $side ->
        [white] bílý
       *[black] černý
    } musí pasovat
mijnlieff-choose-kind-first = nejdřív vyber druh: S, D, P nebo L (velkým písmenem), nebo Tabem ze zásoby
mijnlieff-no-kind = není vybrán druh (byl { $kind ->
        [straight] přímý
        [diagonal] šikmý
        [pusher] odpuzovač
       *[puller] přitahovač
    })
mijnlieff-not-typed = { $turn } tu není tah: napiš druh (S D P L) a pole, pak Enter
mijnlieff-help-board = Mijnlieff, hra Andyho Hopwooda: deska 4×4; každý hráč má osm kamenů, dva od každého druhu: přímý S, šikmý D, odpuzovač P, přitahovač L. Kameny se pokládají a nikdy netáhnou.
mijnlieff-help-turn = Tah: polož kámen na volné pole, které dovoluje soupeřův poslední kámen: přímý svou řadu nebo sloupec; šikmý své úhlopříčky; odpuzovač kterékoli pole, které s ním nesousedí; přitahovač pole, které s ním sousedí.
mijnlieff-help-first-outer = První kámen: na kterékoli pole mimo střed (outer-start).
mijnlieff-help-first = První kámen: do rohu (s outer-start: mimo střed).
mijnlieff-help-pass = Pas: když není volné žádné dovolené pole, musíš pasovat (udělá to Enter); soupeř pak smí položit na kterékoli volné pole.
mijnlieff-help-end = Konec: když hráč na tahu už nemá kámen k položení. Každá tvoje trojice v řadě, sloupci nebo úhlopříčce dává 1 bod (čtyři za sebou: 2); vyhrává ten, kdo má víc bodů, při rovnosti je remíza.
mijnlieff-help-marks = Pole označená { $mark } jsou ta, kam smí hráč na tahu položit, a naposledy položený kámen je podtržený.
mijnlieff-help-keys = Klávesy: S, D, P, L (velká i malá) nebo Tab vyberou druh, pole a Enter ho položí: Sa1 (nebo sa1) a Enter udělají obojí. Ctrl-S ukládá (s je přímý).
mijnlieff-kind = druh
mijnlieff-help-enter = položit zvolený druh na pole pod kurzorem (i Mezerník či kliknutí)
mijnlieff-help-choose-the-kind-to-place = zvolit druh k položení, velkým i malým písmenem: přímý, šikmý, odpuzovač, přitahovač (pak pole a Enter: Sa1 nebo sa1 Enter; d a pole je šikmý, d a řada je sloupec d)
mijnlieff-help-the-next-kind-in-your = další druh v zásobě
