# Ván cờ kết thúc thế nào: dòng tiêu đề ("Ada thắng") và lý do.

end-wins = { $name } thắng
end-over = Kết thúc
end-draw = Hòa

end-blocked = { $name } bị chặn hết nước
end-threefold-repetition = lặp lại ba lần
end-quiet-turns = { $count } lượt không { $progress ->
        [removal] bắt quân
        [capture] ăn quân và không đi quân thường
       *[placing] đặt quân
    }
end-resigned = { $name } xin thua
end-agreed-draw = thỏa thuận hòa
end-lost-on-time = { $name } thua vì hết giờ
end-time-no-win = hết giờ, nhưng bên kia không thể thắng
end-three-in-a-row-by = { $name } có ba quân thẳng hàng
end-three-in-a-row = ba quân thẳng hàng
end-reduced-to-two = { $name } chỉ còn hai quân
end-board-full = bàn cờ đã kín
end-no-pieces-left = { $name } hết quân
end-last-piece-won = quân cuối cùng đã đặt, { $winner }–{ $loser } điểm
end-last-piece-drawn = quân cuối cùng đã đặt, mỗi bên { $count } điểm

end-name-mill = cối xay
end-name-reduced-to-two = còn hai quân
end-name-blocked = bị chặn
end-name-no-pieces-left = hết quân
end-name-board-full = bàn cờ kín
end-name-threefold-repetition = lặp lại ba lần
end-name-quiet-turns = { $count } lượt không bắt quân
end-name-three-against-three = 20 lượt không bắt quân khi ba đấu ba
end-name-resignation = xin thua
end-name-agreed-draw = thỏa thuận hòa
end-name-last-piece-placed = quân cuối đã đặt
end-name-time-forfeit = hết giờ
end-name-players = người chơi kết thúc
end-name-stated = kết thúc như đã bày
end-name-stated-no-result = kết thúc như đã bày, không có kết quả
