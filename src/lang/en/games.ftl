# The games' names as players of this language call them (the
# `--variant` names stay as they are), and the sides.

game-nine = Nine men's morris
game-six = Six men's morris
game-five = Five men's morris
game-twelve = Twelve men's morris
game-morabaraba = Morabaraba
game-lasker = Lasker morris
game-mylna = Mylna
game-mlyn = Mlýn
game-three = Three men's morris
game-nine-holes = Nine holes
game-tapatan = Tapatan
game-achi = Achi
game-damspil = Damspil (Danish draughts)
# The game's name alone, where its title does not fit a narrow panel.
game-damspil-short = Damspil
game-mijnlieff = Mijnlieff (Andy Hopwood)
# The same for Mijnlieff.
game-mijnlieff-short = Mijnlieff

side-white = White
side-black = Black
