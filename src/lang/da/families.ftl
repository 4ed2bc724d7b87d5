# Ordene hver spilfamilie bringer med sig.

## Møllespillene.
mill-put-white-black = sæt hvid/sort
mill-put = sæt

## Damspil.
damspil-huff = pust
damspil-who-can-capture = hvem kan slå
damspil-jumps = kan slå
damspil-help-enter = vælg en brik, og flyt eller slå med den til markøren (også Mellemrum eller et klik)
damspil-help-a-whole-turn-typed-then = skriv et helt træk og tryk Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = pust brikken under markøren før dit træk: en brik, der kunne have slået, men ikke gjorde det
damspil-help-mark-the-pieces-that-can = mærk de brikker, der kan slå nu, eller fjern mærket

## Mijnlieff.
mijnlieff-kind = slags
mijnlieff-help-enter = sæt den valgte slags på feltet under markøren (også Mellemrum eller et klik)
mijnlieff-help-choose-the-kind-to-place = vælg slagsen, der skal sættes, med store eller små bogstaver: S lige, D skrå, P skubber, L trækker (så et felt og Enter: Sa1 eller sa1 Enter; d og et felt er den skrå, d og en række linjen d)
mijnlieff-help-the-next-kind-in-your = den næste slags på din hånd
