# Màn hình câu đố: một thế cờ cần giải, yêu cầu, lời nhận xét về từng
# nước, gợi ý, tiến độ và bộ lọc.

# Tên hai bên trên bàn cờ của câu đố và trong lời giải.
puzzles-you = Bạn
puzzles-defence = Phòng thủ

puzzles-title = Câu đố { $number }/{ $count }
puzzles-title-alone = Câu đố { $id }

puzzles-task-win = { $side ->
    [white] Trắng
   *[black] Đen
} đi trước, thắng sau { $turns } lượt
puzzles-task-save = { $side ->
    [white] Trắng
   *[black] Đen
} đi trước: tìm nước duy nhất cứu được ván cờ
puzzles-task-margin = { $side ->
    [white] Trắng
   *[black] Đen
} đi trước: { $result ->
    [win] thắng { $points } điểm sau { $turns } lượt
    [draw] hòa, kết quả tốt nhất có thể, sau { $turns } lượt
   *[loss] chỉ thua { $points } điểm, kết quả tốt nhất có thể, sau { $turns } lượt
}

puzzles-category = { $category ->
    [close-mill] Lập cối xay
    [take-piece] Bắt đúng quân
    [win] Tìm đường thắng
    [save] Cứu ván cờ
    [endgame] Tàn cuộc
    [moving-start] Những nước đầu sau khi đặt hết quân
   *[points] Nhiều điểm nhất
}
puzzles-difficulty = { $difficulty ->
    [easy] dễ
    [medium] vừa
    [hard] khó
   *[expert] chuyên gia
}
puzzles-about = { $category }, { $difficulty } ({ $id })

puzzles-progress = Giải được { $solved }, thất bại { $failed }, chuỗi { $streak }; đã giải { $done } trên { $count } câu đố

puzzles-hint-lead = Gợi ý:
puzzles-hint-from = đi quân ở { $point }
puzzles-hint-place = đặt một quân vào { $point }
puzzles-hint-kind = đặt một quân { $kind ->
    [straight] Thẳng
    [diagonal] Chéo
    [pusher] Đẩy
   *[puller] Kéo
}
puzzles-hint-turn = đi { $turn }

puzzles-right = Đúng. Bên phòng thủ đáp { $reply }: đến lượt bạn.
puzzles-solved = Đã giải! n: câu tiếp theo.
puzzles-solved-after-miss = Đã giải, nhưng sau một lần sai: lần này tính là thất bại. r: làm lại, n: câu tiếp.
puzzles-slower = Nước này cũng thắng, nhưng sau { $wins_in } lượt: hãy tìm đường thắng sau { $needed } lượt. Thử lại.
puzzles-wrong = { $leads ->
    [win] Nước này phải sau { $turns } lượt mới thắng.
    [draw] Nước này dẫn tới hòa.
    [loss] Nước này thua: đối phương thắng sau { $turns } lượt.
    [margin] Nước này kết thúc với { $margin } điểm.
   *[unknown] Không phải nước này.
} { $task ->
    [win] Để thắng cần đi { $best }.
    [save] Chỉ có { $best } cứu được ván cờ.
   *[margin] Để được nhiều điểm nhất cần đi { $best }.
} Hãy thử lại, hoặc bấm v để xem lời giải.
puzzles-unjudged = Không thể đánh giá nước này ở đây: các bảng không tính tới. Hãy thử nước khác, hoặc bấm v để xem lời giải.

puzzles-no-other = Bộ lọc không chọn câu đố nào khác.
puzzles-none-match = Không có câu đố nào hợp với bộ lọc này: giữ nguyên câu đang hiện.
puzzles-again = Làm lại từ đầu.
puzzles-already-solved = Đã giải rồi: n sang câu tiếp theo, r để thử lại.
puzzles-none = Không có câu đố nào để chơi.
puzzles-none-of-game = { $game }: chưa có câu đố; đây là câu đố của mọi trò.

puzzles-start-row = các câu đố của trò này

puzzles-filter-title = Chọn câu đố
puzzles-filter-game = Trò
puzzles-filter-category = Loại
puzzles-filter-difficulty = Độ khó
puzzles-filter-all = tất cả
puzzles-filter-count = { $count } câu đố

puzzles-progress-unread = Không đọc được tiến độ giải câu đố ({ $error }): bắt đầu lại từ đầu.
puzzles-progress-not-kept = Không lưu được tiến độ giải câu đố: { $error }

puzzles-key-hint = gợi ý
puzzles-key-next = tiếp, trước
puzzles-key-next-short = tiếp
puzzles-key-retry = làm lại
puzzles-key-solution = lời giải
puzzles-key-filter = lọc
puzzles-key-row = dòng
puzzles-key-done = xong
puzzles-key-puzzles = câu đố
puzzles-key-back = về câu đố
puzzles-help-hint = gợi ý: quân cần đi, rồi cả nước đi
puzzles-help-next = câu đố tiếp theo (p câu trước)
puzzles-help-retry = thử lại câu đố từ đầu
puzzles-help-solution = lời giải, đi lại từng lượt (tính là thất bại nếu chưa giải được)
puzzles-help-filter = chọn câu đố theo trò, loại và độ khó
puzzles-help-quit = thoát (tiến độ được giữ lại)
