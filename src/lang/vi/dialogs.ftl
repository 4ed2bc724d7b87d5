# Các hộp thoại trên màn hình: ván mới, câu hỏi, lưu và xuất, ván chưa
# xong lúc khởi động, hộp kết thúc ván.

## Hộp kết thúc ván

dialog-over-title = Hết ván
dialog-over-review = { $key } xem lại ván cờ

## Câu hỏi

dialog-quit-title = Thoát
dialog-quit-question = Thoát ngay?
dialog-quit-autosaved = Ván cờ được giữ lại: mills --resume để chơi tiếp.
dialog-quit-unchanged = Ván cờ không thay đổi kể từ khi mở.
dialog-quit-nowhere = Không có thư mục dữ liệu: ván này sẽ không được giữ lại; { $key } để lưu vào tệp.
dialog-quit-failed = Tự động lưu không thành công ({ $why }): ván cờ hiện tại không được giữ lại; { $key } để lưu chỗ khác.
dialog-quit-saved = Ván cờ hiện tại đã được lưu trong { $path }.
dialog-resign-title = Xin thua
dialog-resign-question = { $name }, bạn có xin thua không?
dialog-draw-title = Cầu hòa
dialog-draw-offered = { $name } cầu hòa.
dialog-draw-question = { $name }, bạn có đồng ý hòa không?

## Lưu và xuất

dialog-save-title = Lưu ván cờ
dialog-save-label = Lưu vào tệp này:
dialog-export-title = Xuất ván cờ
dialog-export-label = Dạng { $format } (Tab: dạng khác), vào tệp này:
dialog-format-pgn = PGN
dialog-format-sanmill = PGN của Sanmill
dialog-format-playok = ký hiệu của PlayOK
dialog-save-empty = hãy gõ đường dẫn tệp để lưu
dialog-save-cancelled = chưa lưu
dialog-export-empty = hãy gõ đường dẫn tệp để xuất
dialog-export-cancelled = chưa xuất

## Ván chưa xong lúc khởi động

dialog-resume-title = Ván chưa xong
dialog-resume-title-many = Ván chưa xong: { $at } / { $count }
dialog-resume-waiting = Một ván { $game } chưa xong đang chờ:
dialog-resume-one-of-many = Một ván { $game } chưa xong:
dialog-resume-players = { $white } – { $black }, { $turns } lượt.
dialog-resume-players-dated = { $white } – { $black }, { $turns } lượt, bắt đầu { $date }.
dialog-resume-keeps = { $count ->
    [1] (ván mới sẽ cất ván này vào saves/)
   *[other] (ván mới sẽ cất { $count } ván đã xem vào saves/)
}

## Ván mới

dialog-new-title = Ván mới
dialog-new-kept-note = Ván đang chơi được giữ trong saves/.
dialog-row-game = Trò chơi
dialog-row-rules = Luật
dialog-row-white = Trắng
dialog-row-name = tên
dialog-row-black = Đen
dialog-row-first = Đi trước
dialog-row-time = Thời gian
dialog-row-clock = Đồng hồ
dialog-row-start = Bắt đầu
dialog-row-language = Ngôn ngữ
dialog-language-system = theo hệ thống ({ $language })
dialog-game = { $game } ({ $variant })
dialog-rules-none = luật gốc của trò chơi (không có tùy chọn)
dialog-rules-none-short = luật gốc của trò chơi
dialog-rules-no-option = luật gốc, không tùy chọn
dialog-player-person = người
dialog-player-computer = máy, cấp { $level }
dialog-computer-name = Máy (cấp { $level })
dialog-first = { $side ->
    [white] Trắng đi trước
   *[black] Đen đi trước
}
dialog-seconds = { $seconds } giây
dialog-time-capped = tối đa { $time } mỗi nước (cấp { $level } dừng sớm hơn)
dialog-time = { $time } để nghĩ mỗi nước (máy, gợi ý)
dialog-time-capped-short = tối đa { $time } mỗi nước
dialog-time-short = { $time } mỗi nước
dialog-clock-none = không
dialog-clock = { $clock } (phút + giây mỗi nước)
dialog-start-set-up = từ một thế cờ bày trước
dialog-start-beginning = từ đầu
dialog-language-not-kept = ngôn ngữ không được giữ cho lần khởi động sau: { $why }
dialog-language-no-data-dir = ngôn ngữ không được giữ cho lần khởi động sau: không có thư mục dữ liệu

## Thanh phím

dialog-new-game = ván mới
