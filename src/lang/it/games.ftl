# I nomi dei giochi come li chiamano i giocatori italiani (i nomi di
# `--variant` restano quelli), e i colori.

game-nine = Mulino a nove
game-six = Mulino a sei
game-five = Mulino a cinque
game-twelve = Mulino a dodici
game-morabaraba = Morabaraba
game-lasker = Mulino di Lasker
game-mylna = Mylna
game-mlyn = Mlýn
game-three = Mulino a tre
game-nine-holes = Nove buche
game-tapatan = Tapatan
game-achi = Achi
game-damspil = Damspil (dama danese)
game-damspil-short = Damspil
game-mijnlieff = Mijnlieff (Andy Hopwood)
game-mijnlieff-short = Mijnlieff

side-white = Bianco
side-black = Nero
