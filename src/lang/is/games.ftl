# Heiti taflanna eins og Íslendingar nefna þá (heitin fyrir
# `--variant` haldast óbreytt) og litirnir.

game-nine = Mylla
game-six = Mylla með 6 tölum
game-five = Mylla með 5 tölum
game-twelve = Mylla með 12 tölum
game-morabaraba = Morabaraba
game-lasker = Lasker-mylla
game-mylna = Mylna
game-mlyn = Mlýn
game-three = Mylla með 3 tölum
game-nine-holes = Níu holur
game-tapatan = Tapatan
game-achi = Achi
game-damspil = Damspil (danskt dammtafl)
game-damspil-short = Damspil
game-mijnlieff = Mijnlieff (Andy Hopwood)
game-mijnlieff-short = Mijnlieff

side-white = Hvítur
side-black = Svartur
