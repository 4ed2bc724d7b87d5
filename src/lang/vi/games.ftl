# Tên các trò chơi như người chơi Việt Nam gọi (tên `--variant` giữ
# nguyên), và tên hai bên.

game-nine = Cờ cối xay chín quân
game-six = Cờ cối xay sáu quân
game-five = Cờ cối xay năm quân
game-twelve = Cờ cối xay mười hai quân
game-morabaraba = Morabaraba
game-lasker = Cờ cối xay Lasker
game-mylna = Mylna
game-mlyn = Mlýn
game-three = Cờ cối xay ba quân
game-nine-holes = Chín lỗ
game-tapatan = Tapatan
game-achi = Achi
game-damspil = Damspil (cờ đam Đan Mạch)
game-damspil-short = Damspil
game-mijnlieff = Mijnlieff (Andy Hopwood)
game-mijnlieff-short = Mijnlieff

side-white = Trắng
side-black = Đen
