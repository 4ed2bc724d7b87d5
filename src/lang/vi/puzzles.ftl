# Màn hình câu đố: một thế cờ để giải, yêu cầu, lời phán cho mỗi nước,
# gợi ý, tiến độ và bộ lọc.

puzzles-you = Bạn
puzzles-defence = Bên thủ

puzzles-title = Câu đố { $number } / { $count }
puzzles-title-alone = Câu đố { $id }

puzzles-task-win = { $side ->
    [white] Trắng
   *[black] Đen
} đi và thắng sau { $turns } nước
puzzles-task-save = { $side ->
    [white] Trắng
   *[black] Đen
} đi: tìm nước duy nhất cứu được ván cờ
puzzles-task-margin = { $side ->
    [white] Trắng
   *[black] Đen
} đi: { $result ->
    [win] thắng { $points } điểm sau { $turns } nước
    [draw] hòa điểm, kết quả tốt nhất có thể, sau { $turns } nước
   *[loss] chỉ thua { $points } điểm, kết quả tốt nhất có thể, sau { $turns } nước
}

puzzles-category = { $category ->
    [close-mill] Lập cối xay
    [take-piece] Bắt đúng quân
    [win] Tìm nước thắng
    [save] Cứu ván cờ
    [endgame] Tàn cuộc
    [moving-start] Những nước đi đầu sau khi đặt quân
   *[points] Nhiều điểm nhất
}
puzzles-difficulty = { $difficulty ->
    [easy] dễ
    [medium] vừa
    [hard] khó
   *[expert] chuyên gia
}
puzzles-about = { $category }, { $difficulty } ({ $id })

puzzles-progress = Câu này: giải được { $solved }, sai { $failed }
puzzles-progress-all = Tất cả: đã giải { $done } / { $count }, { $streak } câu liên tiếp

puzzles-hint-lead = Gợi ý:
puzzles-hint-from = đi quân ở { $point }
puzzles-hint-place = đặt một quân ở { $point }
puzzles-hint-kind = đặt một quân { $kind ->
    [straight] Thẳng
    [diagonal] Chéo
    [pusher] Đẩy
   *[puller] Kéo
}
puzzles-hint-turn = đi { $turn }

puzzles-right = Đúng. Bên thủ đáp { $reply }: đến lượt bạn.
puzzles-solved = Đã giải! n: câu đố tiếp theo.
puzzles-solved-after-miss = Đã giải, sau một lần sai: lần này tính là sai. r: làm lại, n: câu tiếp.
puzzles-slower = Nước này cũng thắng, nhưng sau { $wins_in } nước: hãy tìm nước thắng sau { $needed } nước. Thử lại.
puzzles-wrong = { $leads ->
    [win] Nước này chỉ thắng sau { $turns } nước.
    [draw] Nước này dẫn tới hòa.
    [loss] Nước này thua: bên kia thắng sau { $turns } nước.
    [ahead] Nước này chỉ thắng { $points } điểm.
    [level] Nước này kết thúc bằng điểm: hòa.
    [behind] Nước này thua { $points } điểm.
   *[unknown] Không phải nước này.
} { $told ->
    [yes] { $task ->
        [win] Nước thắng là { $best }.
        [save] Chỉ { $best } cứu được ván cờ.
       *[margin] Muốn nhiều điểm nhất phải đi { $best }.
    } Thử lại, hoặc v để xem lời giải.
   *[no] Thử lại: t để xem gợi ý, v để xem lời giải.
}
puzzles-unjudged = Không đánh giá được nước này ở đây: cả luật lẫn các bảng hiện có đều không chứng minh được, nên nó không tính là giải được cũng không tính là sai. Thử nước khác, hoặc v để xem lời giải.

puzzles-no-other = Bộ lọc không chọn câu đố nào khác.
puzzles-none-match = Không có câu đố nào khớp bộ lọc này: giữ câu đang hiện.
puzzles-again = Làm lại từ đầu.
puzzles-already-solved = Đã giải rồi: n để sang câu tiếp, r để thử lại.
puzzles-none = Không có câu đố nào để chơi.
puzzles-none-of-game = Chưa có câu đố nào cho { $game }: đây là câu đố của mọi trò chơi.

puzzles-start-row = các câu đố của trò chơi này

puzzles-filter-title = Chọn câu đố
puzzles-filter-game = Trò chơi
puzzles-filter-category = Loại
puzzles-filter-difficulty = Độ khó
puzzles-filter-all = tất cả
puzzles-filter-count = { $count } câu đố

puzzles-progress-unread = Không đọc được tiến độ câu đố ({ $error }): bắt đầu lại từ đầu.
puzzles-progress-not-kept = Tiến độ câu đố không được giữ: { $error }
puzzles-imported-unread = không đọc được các câu đố đã nhập: { $why }
puzzles-imported-refused = { $count } câu đố đã nhập không đọc được: mills puzzles list cho biết lý do
# Một câu đố đã nhập không đọc được, nói trước khi màn hình câu đố mở.
puzzles-refused = câu đố { $id }: { $why }
puzzles-refused-at = câu đố ở dòng { $line }: { $why }
# Lý do. Tên trường và những gì gói đã viết được giữ nguyên.
puzzles-fault-unknown-field = trường lạ { $field }
puzzles-fault-missing = thiếu { $field }
puzzles-fault-id-too-long = id dài quá { $most } ký tự
puzzles-fault-id-not-word = id không chỉ gồm chữ cái, chữ số, - _ .
puzzles-fault-too-long = { $field } dài quá { $most } ký tự
puzzles-fault-no-such-game = một trò chơi mills không chơi: { $name }
puzzles-fault-bad-word = { $field }: { $text } không phải là từ trường này nhận
puzzles-fault-set-up = { $field }: { $why }
puzzles-fault-line-length = lời giải có { $found } nước: nhiệm vụ của nó cần { $needed } nước
puzzles-fault-over-before = ván đã kết thúc trước nước { $index } ({ $turn })
puzzles-fault-turn-unread = nước { $index } ({ $turn }) không phải là nước của trò chơi này
puzzles-fault-turn-illegal = nước { $index } ({ $turn }) không hợp lệ ở đó: { $why }
puzzles-fault-not-won = ván chưa thắng ở cuối lời giải
puzzles-fault-no-solution = lời giải bị thiếu hoặc trống
puzzles-fault-starts-with-removal = lời giải bắt đầu bằng một nước bắt quân ({ $turn })
puzzles-fault-no-task = một nhiệm vụ mills không chơi ({ $task })
puzzles-fault-id-taken = { $whose ->
    [earlier] một câu đố trước đó đã có id này
    [built-in] một câu đố có sẵn đã có id này
   *[kept] một câu đố đã lưu đã có id này
}
puzzles-fault-repeats = cùng câu đố với câu đố { $whose ->
    [earlier] trước đó
    [built-in] có sẵn
   *[kept] đã lưu
} { $id }

puzzles-filter-unread = Không đọc được các câu đố đã chọn lần trước ({ $error }): hiện tất cả câu đố.
puzzles-filter-not-kept = Không lưu được các câu đố đã chọn cho lần sau: { $error }

puzzles-key-hint = gợi ý
puzzles-key-next = tiếp, trước
puzzles-key-next-short = tiếp
puzzles-key-retry = thử lại
puzzles-key-solution = lời giải
puzzles-key-filter = lọc
puzzles-key-row = dòng
puzzles-key-done = xong
puzzles-key-puzzles = câu đố
puzzles-key-back = về câu đố
puzzles-help-hint = gợi ý: quân cần đi, rồi cả nước đi
puzzles-help-next = câu đố tiếp theo (p câu trước; trong Mijnlieff P là quân Đẩy)
puzzles-help-retry = thử lại câu đố từ đầu
puzzles-help-solution = lời giải, đi lần lượt từng nước (tính là sai nếu chưa giải)
puzzles-help-filter = chọn câu đố theo trò chơi, loại và độ khó
puzzles-help-quit = thoát (tiến độ được giữ lại)
