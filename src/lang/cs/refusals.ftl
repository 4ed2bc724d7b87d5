# Why a turn is refused, on the message line under the board.

refusal-game-over = hra skončila
refusal-occupied = pole { $point } je obsazené
refusal-empty = na poli { $point } není kámen
refusal-not-yours = kámen na poli { $point } není tvůj
refusal-not-a-move = to není tah: { $game ->
        [mill] tah je pole (d2) nebo posun (d2-d3), s odebráním, když uzavře mlýn (d2-d3xb4)
        [damspil] tah je posun (c3-d4) nebo braní (c3xe5, c3xe5xc7), s případným foukáním napřed (*b6:c3-d4)
       *[mijnlieff] tah je druh (S, D, P nebo L) a pole, např. Sa1, nebo pass
    }
refusal-not-possible = to teď nejde

## The mill games.
refusal-mill-must-place = ještě máš kameny v zásobě: polož jeden
refusal-mill-must-move = v zásobě už nemáš kameny: táhni jedním
refusal-mill-not-adjacent = { $to } nesousedí s { $from }
refusal-mill-shuttle-back = kámen z { $from } se nesmí vrátit přímo na { $to } a uzavřít mlýn, který otevřel
refusal-mill-removal-required = tah uzavírá mlýn: napiš i pole kamene k odebrání (např. { $point }x…)
refusal-mill-no-mill-closed = tah neuzavírá mlýn, takže se nic neodebírá
refusal-mill-nothing-removable = všechny soupeřovy kameny stojí v mlýnech: ve hře Mylna se pak nic neodebírá
refusal-mill-repeated-mill = návrat přímo do právě otevřeného mlýna tu mlýn neuzavírá (no-repeat-mill): na poli { $point } nelze nic odebrat
refusal-mill-mill-wins = v této hře mlýn hned vyhrává: nic se neodebírá
refusal-mill-not-enemy = na poli { $point } není soupeřův kámen
refusal-mill-piece-in-mill = kámen na poli { $point } stojí v mlýně a { $side ->
        [white] bílý
       *[black] černý
    } má i kameny mimo mlýny
refusal-mill-nowhere-to-go = kámen na poli { $point } nemá kam táhnout
refusal-mill-choose-own = na poli { $point } není kámen: vyber jeden ze svých kamenů

## Damspil.
refusal-damspil-not-a-square = { $point } není tmavé pole desky
refusal-damspil-not-diagonal = { $to } neleží na úhlopříčce z { $from }
refusal-damspil-man-backwards = obyčejný kámen táhne jen vpřed: { $from }-{ $to } je tah vzad
refusal-damspil-man-too-far = obyčejný kámen táhne jen o jedno pole: { $to } je od { $from } moc daleko
refusal-damspil-king-blocked = dáma z { $from } nemůže na { $to }: v cestě stojí kámen na { $by }
refusal-damspil-jump-too-short = braní přeskakuje sousední kámen: { $to } sousedí s { $from }
refusal-damspil-capture-from-distance = z dálky brát nelze: z { $from } lze přeskočit jen sousední kámen, ne ten na cestě na { $to }
refusal-damspil-no-enemy-to-jump = na poli { $point } není soupeřův kámen k přeskočení
refusal-damspil-already-captured = kámen na poli { $point } už byl v tomto tahu sebrán
refusal-damspil-crowned = kámen se na poli { $point } stává dámou: tím tah končí
refusal-damspil-no-huff-right = není co sfouknout: { $rule ->
        [stepper] kámen, který táhl naposled, nemohl brát
       *[any] poslední tah žádné braní nevynechal
    }
refusal-damspil-nothing-to-huff = na poli { $point } není soupeřův kámen ke sfouknutí
refusal-damspil-could-not-have-captured = kámen na poli { $point } v minulém tahu brát nemohl: nelze ho sfouknout
refusal-damspil-did-not-move = sfouknout lze jen kámen, který táhl naposled, ne ten na poli { $point }
refusal-damspil-no-turn-after-huff = po sfouknutí kamene na { $point } by ti nezbyl žádný tah

## Mijnlieff: přímý, šikmý, odpuzovač, přitahovač.
refusal-mijnlieff-must-pass = žádné dovolené pole není volné: musíš pasovat
refusal-mijnlieff-must-pass-enter = žádné dovolené pole není volné: musíš pasovat, Enter pasuje
refusal-mijnlieff-may-not-pass = můžeš položit kámen, takže pasovat nesmíš
refusal-mijnlieff-not-in-hand = v zásobě už nemáš žádný { $kind ->
        [straight] přímý
        [diagonal] šikmý
        [pusher] odpuzovač
       *[puller] přitahovač
    }
refusal-mijnlieff-not-allowed = na { $point } položit nelze: { $kind ->
        [straight] přímý
        [diagonal] šikmý
        [pusher] odpuzovač
       *[puller] přitahovač
    } na { $by } dovoluje { $kind ->
        [straight] jen pole v jeho řadě nebo sloupci
        [diagonal] jen pole na jeho úhlopříčkách
        [pusher] jen pole, která s ním nesousedí
       *[puller] jen pole, která s ním sousedí
    }
refusal-mijnlieff-not-a-corner = pole { $point } není roh: první kámen jde na a1, d1, a4 nebo d4
refusal-mijnlieff-in-the-centre = pole { $point } je ve středu: první kámen jde mimo b2, c2, b3 a c3
refusal-mijnlieff-not-a-kind = { $letter } není druh: S, D, P nebo L
