# Những chữ riêng của trang trợ giúp.

help-title = Trợ giúp: { $game }
help-keys = Phím
help-rule-book = Luật chơi: { $game }
