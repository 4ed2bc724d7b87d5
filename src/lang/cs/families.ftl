# The words each family of games brings.

## The mill games.
mill-put-white-black = položit bílý/černý
mill-put = položit

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
