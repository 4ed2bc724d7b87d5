# Die Namen der Spiele, wie deutsche Spieler sie nennen (die Namen für
# `--variant` bleiben, wie sie sind), und die Seiten. Siehe glossary.txt.

game-nine = Mühle
game-six = Sechsermühle
game-five = Fünfermühle
game-twelve = Zwölfermühle
game-morabaraba = Morabaraba
game-lasker = Lasker-Mühle
game-mylna = Mylna
game-mlyn = Mlýn
game-three = Dreiermühle
game-nine-holes = Neun Löcher
game-tapatan = Tapatan
game-achi = Achi
game-damspil = Damspil (dänische Dame)
game-damspil-short = Damspil
game-mijnlieff = Mijnlieff (Andy Hopwood)
game-mijnlieff-short = Mijnlieff

side-white = Weiß
side-black = Schwarz
