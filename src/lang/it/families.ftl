# Le parole proprie di ogni famiglia di giochi.

## I giochi del mulino.
mill-put-white-black = metti bianca/nera
mill-put = metti

## Damspil (dama danese).
damspil-huff = soffia
damspil-who-can-capture = chi può prendere
damspil-jumps = salti
damspil-help-enter = scegli una pedina, poi muovila o prendi con essa fino al cursore (anche Spazio o un clic)
damspil-help-a-whole-turn-typed-then = un turno intero scritto, poi Invio: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = soffia (at puste) la pedina sotto il cursore prima del tuo turno: una che poteva prendere e non l'ha fatto
damspil-help-mark-the-pieces-that-can = segna le pedine che possono prendere ora, o togli il segno

## Mijnlieff.
mijnlieff-kind = tipo
mijnlieff-help-enter = piazza il tipo scelto sulla casa sotto il cursore (anche Spazio o un clic)
mijnlieff-help-choose-the-kind-to-place = scegli il tipo da piazzare, maiuscolo o minuscolo: linea, diagonale, spinta, traino (poi una casa e Invio: Sa1 o sa1 Invio; d e poi una casa è la diagonale, d e poi una traversa la colonna d)
mijnlieff-help-the-next-kind-in-your = il tipo seguente nella tua mano
