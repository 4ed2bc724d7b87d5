# Màn hình chơi: bảng bên cạnh bàn cờ và dòng thông báo.

## Người chơi.
play-computer = Máy (cấp { $level })
play-computer-short = Máy { $level }

panel-side = ({ $side ->
        [white] trắng
       *[black] đen
    })
panel-moves = Các nước
play-too-small = màn hình quá nhỏ
play-too-small-sizes = cần { $size }, hiện có { $have }
play-too-small-quit = q để thoát; ván cờ được giữ lại

## Bảng bên cạnh.
panel-live = Hiện tại, { $lead }
panel-looking-back = Xem lại:
panel-turn-of = lượt { $turn } / { $turns }
panel-esc-returns = Esc để về ván đang chơi
panel-thinking = đang nghĩ { $spinner }
panel-thinking-depth = đang nghĩ { $spinner } độ sâu { $depth }
panel-typed = Đã gõ:
panel-hint = Gợi ý:
panel-analysis = Phân tích:
panel-rule = Luật:
panel-rule-option = { $option ->
        [no-repeat-mill] không lập cối xay khi đi về chỗ cũ
        [outer-start] quân đầu tiên ngoài bốn ô giữa
       *[huff-any] thổi bất kỳ quân nào
    }
panel-marks = dấu: + thắng, = hòa, - thua
panel-solving = đang giải
panel-waiting-for-table = đang chờ bảng đã giải
panel-no-exact-value = ở đây chưa có giá trị chính xác (bảng chỉ chứa thế tàn cuộc)
panel-table-offer = chưa có giá trị chính xác ở đây: `{ $command }` tính toàn bộ lời giải (khoảng { $minutes } phút trên hai nhân, { $gigabytes } GB), rồi máy sẽ chơi theo nó
panel-finished-game = Một ván đã xong:
panel-unfinished-game = Một ván chưa xong:
panel-played = { $name } đã đi { $turn }
panel-start = thế ban đầu: chưa đi nước nào

## Giá trị của một thế cờ hay một nước.
panel-wins-in = { $side ->
        [white] Trắng
       *[black] Đen
    } thắng sau { $count } lượt
## Nine men's morris's solution: a win with the turns to the next removal
## (the moving phase) or without (while placing). $side: white or black.
panel-wins-removal = { $side ->
        [white] Trắng
       *[black] Đen
    } thắng nếu chơi tốt nhất, lần bắt quân tới sau { $count } lượt
panel-wins = { $side ->
        [white] Trắng
       *[black] Đen
    } thắng nếu chơi tốt nhất
panel-wins-by = { $side ->
        [white] Trắng
       *[black] Đen
    } thắng { $count } điểm
panel-draw-with-best-play = hòa nếu chơi tốt nhất
panel-about-even = gần cân bằng
panel-a-little-better = { $side ->
        [white] Trắng
       *[black] Đen
    } hơi nhỉnh hơn
panel-better = { $side ->
        [white] Trắng
       *[black] Đen
    } tốt hơn
panel-clearly-better = { $side ->
        [white] Trắng
       *[black] Đen
    } hơn hẳn

## Cảnh báo sắp hòa.
panel-three-against-three = Ba đấu ba:
panel-three-against-three-count = { $quiet } / { $limit } lượt không { $progress ->
        [removal] bắt quân
        [capture] ăn quân hay đi quân thường
       *[placing] đặt quân
    }, rồi hòa
panel-draw-soon = Sắp hòa:
panel-draw-soon-count = { $quiet } / { $limit } lượt không { $progress ->
        [removal] bắt quân
        [capture] ăn quân hay đi quân thường
       *[placing] đặt quân
    }; { $progress ->
        [removal] bắt một quân
        [capture] ăn quân hay đi quân thường
       *[placing] đặt một quân
    } sẽ đếm lại từ đầu
panel-draw-by-repetition = Hòa do lặp lại:
panel-would-repeat = { $turns } sẽ lặp lại một thế cờ lần thứ ba

## Dòng thông báo.
play-list-and = { $rest } và { $last }
play-no-hint = không có gợi ý: không còn nước nào để đi
play-computer-played = { $name } đã đi { $turn }
play-hints-for-own-turn = gợi ý chỉ dành cho lượt của bạn
play-played-hint = đã đi theo gợi ý { $turn }
play-analysis-on = đã bật phân tích: + thắng, = hòa, - thua (chơi hoàn hảo)
play-analysis-off = đã tắt phân tích
play-accepts-draw = { $name } đồng ý hòa
play-declines-draw = { $name } từ chối hòa
play-no-perfect-play = không có lời giải hoàn hảo cho { $game }: `mills solve --variant { $variant }` cho biết lý do
play-table-ready = bảng lời giải của { $game } đã sẵn sàng
play-where-perfect-play = đã biết lời giải hoàn hảo cho { $solved }, và cho thế tàn cuộc của { $endgames }, khi không có tùy chọn luật
play-nothing-to-look-back-at = chưa đi lượt nào: không có gì để xem lại
play-at-the-start = đây là thế ban đầu: . để tiến, Esc để về
play-at-the-live-position = đây là thế cờ hiện tại: , để xem lại
play-back-to-live = đã về thế cờ hiện tại
play-nothing-chosen = chưa chọn gì: gõ một điểm, hoặc đưa con trỏ tới đó
play-type-the-rank = hãy gõ hàng của { $file } trước (1 đến { $last }), hoặc Esc
play-clocks-stopped = đồng hồ đang dừng: z để chạy lại
play-not-thinking = máy hiện không nghĩ
play-game-over = ván cờ đã kết thúc: n để chơi ván mới, u để rút lại
play-over-because = ván cờ đã kết thúc: { $why }
play-computer-to-move = đến lượt { $name }: m để máy đi ngay
play-ended-on-time = ván kết thúc vì hết giờ: không rút lại được (n để chơi ván mới)
play-nothing-to-undo = không có gì rút lại
play-nothing-to-redo = không có gì để đi lại
play-end-of-game = phần kết thúc ván
play-took-back = đã rút lại { $turns }
play-replayed = đã đi lại { $turns }
play-computer-plays-both = máy chơi cả hai bên: n để chơi ván mới
play-files-are = các cột của bàn cờ này từ a đến { $last }
play-type-a-file-first = hãy gõ chữ cái của cột trước (a đến { $last })
play-not-a-point = { $point } không phải là điểm của { $board ->
        [points-24] bàn cờ 24 điểm
        [points-16] bàn cờ 16 điểm
        [points-9] bàn cờ 9 điểm
        [points-9-diagonals] bàn cờ 9 điểm có đường chéo
        [squares-8] bàn cờ 8×8, 32 ô tối
       *[squares-4] bàn cờ 4×4
    }
play-not-a-point-name = { $name } không phải là điểm
play-key-means-nothing = { $key } không có tác dụng trong trò chơi này
play-not-typed-whole = trong trò chơi này không gõ cả nước đi một lần được

## Chơi hoàn hảo cho bên đến lượt được gì, bên cạnh một điểm.
value-win-in = thắng sau { $count }
value-loss-in = thua sau { $count }
value-win-by = thắng { $count }
value-loss-by = thua { $count }
value-win-removal = thắng, bắt quân sau { $count }
value-loss-removal = thua, bắt quân sau { $count }
value-win = thắng
value-loss = thua
value-draw = hòa
