# Spillenes navne, som danske spillere kalder dem (navnene til
# `--variant` forbliver som de er), og siderne.

game-nine = Mølle
game-six = Mølle med 6 brikker
game-five = Mølle med 5 brikker
game-twelve = Mølle med 12 brikker
game-morabaraba = Morabaraba
game-lasker = Laskers mølle
game-mylna = Mylna
game-mlyn = Mlýn
game-three = Mølle med 3 brikker
game-nine-holes = Ni huller
game-tapatan = Tapatan
game-achi = Achi
game-damspil = Damspil
game-damspil-short = Damspil
game-mijnlieff = Mijnlieff (Andy Hopwood)
game-mijnlieff-short = Mijnlieff

side-white = Hvid
side-black = Sort
