# The games' names as players of this language call them (the
# `--variant` names stay as they are), and the sides.

game-nine = Devítikamenný mlýn
game-six = Šestikamenný mlýn
game-five = Pětikamenný mlýn
game-twelve = Dvanáctikamenný mlýn
game-morabaraba = Morabaraba
game-lasker = Laskerův mlýn
game-mylna = Mylna
game-mlyn = Mlýn
game-three = Tříkamenný mlýn
game-nine-holes = Devět jamek
game-tapatan = Tapatan
game-achi = Achi
game-damspil = Damspil (dánská dáma)
game-damspil-short = Damspil
game-mijnlieff = Mijnlieff (Andy Hopwood)
game-mijnlieff-short = Mijnlieff

side-white = Bílý
side-black = Černý
