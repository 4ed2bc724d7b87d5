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
mill-fly-any = skákej kamenem na libovolné volné pole
mill-fly = skákání: máš tři kameny
mill-jump = přeskok: máš tři kameny (posun, nebo přeskok přes jeden soupeřův kámen)
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
    } kameny stojí v mlýnech, takže se nic nebere
# The help's rules, a paragraph each.
mill-help-title = { $game }: { $board ->
        [points-24] deska o 24 polích
        [points-16] deska o 16 polích
        [points-9] deska o 9 polích
       *[points-9-diagonals] deska o 9 polích s úhlopříčkami
    }, každý hráč { $count ->
        [one] { $count } kámen
        [few] { $count } kameny
       *[other] { $count } kamenů
    }.
mill-help-place = Kladení: polož kámen ze zásoby na libovolné volné pole.
mill-help-place-or-move = Místo toho smíš táhnout kamenem, i když ještě nějaké máš v zásobě.
mill-help-move-any = Tah: po položení všech kamenů táhni kterýmkoli na libovolné volné pole.
mill-help-move = Posun: s prázdnou zásobou posuň kámen po čáře na sousední volné pole.
mill-help-fly = Skákání: se třemi posledními kameny skákej na libovolné volné pole.
mill-help-jump = Přeskok: se třemi posledními kameny smíš také po čáře přeskočit jeden soupeřův kámen na volné pole za ním.
mill-help-mill-wins = Mlýn: tři tvé kameny na čáře hned vyhrávají.
mill-help-lose = Prohra: když nemáš žádný tah.
mill-help-draw-short = Remíza: trojí opakování, 100 tahů za sebou, nebo dohoda.
mill-help-mill-take-any = Mlýn: tři tvé kameny na čáře. Kdo ho uzavře, odebere soupeři kámen; kameny v mlýnech jsou chráněny, pokud v nich nejsou všechny.
mill-help-mill-take-nothing = Mlýn: tři tvé kameny na čáře. Kdo ho uzavře, odebere soupeři kámen; kameny v mlýnech jsou chráněny vždy, takže třeba žádný.
mill-help-no-shuttle = Kámen, který otevřel mlýn a uzavřel jiný, se nesmí vrátit přímo zpět a znovu uzavřít ten první.
mill-help-win = Výhra: nech soupeři dva kameny, nebo žádný tah.
mill-help-draw = Remíza: trojí opakování, 100 tahů za sebou bez odebrání, nebo dohoda.
mill-help-draw-full = Remíza: plná deska, trojí opakování, 100 tahů za sebou bez odebrání, nebo dohoda.
mill-help-three-against-three = Při třech kamenech každého: { $count ->
        [one] { $count } tah
        [few] { $count } tahy
       *[other] { $count } tahů
    } bez odebrání.

## Damspil (dánská dáma).
damspil-huff = fouknout
damspil-who-can-capture = kdo může brát
damspil-jumps = přeskoky
damspil-help-enter = vybrat kámen, pak jím táhnout nebo brát na kurzor (i Mezerník či kliknutí)
damspil-help-a-whole-turn-typed-then = celý napsaný tah, pak Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = fouknout (at puste) kámen pod kurzorem před svým tahem: ten, který mohl brát, a nebral
damspil-help-mark-the-pieces-that-can = označit kameny, které teď mohou brát, nebo označení zrušit

## Mijnlieff.
mijnlieff-kind = druh
mijnlieff-help-enter = položit zvolený druh na pole pod kurzorem (i Mezerník či kliknutí)
mijnlieff-help-choose-the-kind-to-place = zvolit druh k položení, velkým i malým písmenem: přímý, šikmý, odpuzovač, přitahovač (pak pole a Enter: Sa1 nebo sa1 Enter; d a pole je šikmý, d a řada je sloupec d)
mijnlieff-help-the-next-kind-in-your = další druh v zásobě
