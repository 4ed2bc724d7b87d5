# Những gì được báo trên luồng lỗi khi trò chơi trong terminal không bắt
# đầu được, và ở dòng thông báo lúc bắt đầu.

start-no-terminal = trò chơi cần một terminal (đầu vào và đầu ra chuẩn); không có nó, các lệnh con vẫn chạy: { $subcommands } (mills --help)
start-levels-too-many = --level nhận một cấp, hoặc hai (của Trắng,của Đen): 3,8
start-levels-two = --level { $white },{ $black } cho hai máy mỗi máy một cấp: chỉ dùng với --computer both (một máy chơi ở một cấp: --level { $white } hoặc --level { $black })
start-name-too-long = { $flag }: tên dài tối đa { $most } ký tự, tên này dài { $count }
start-nothing-to-resume = { $elsewhere ->
    [0] không có ván chưa xong nào để chơi tiếp trong { $dir }
    [1] không có ván chưa xong nào để chơi tiếp trong { $dir } (một ván đang được chơi trong một mills khác)
   *[other] không có ván chưa xong nào để chơi tiếp trong { $dir } ({ $elsewhere } ván đang được chơi trong các mills khác)
}
start-fen = --fen: { $why }
start-rule-unknown = không có luật { $rule }
start-rule-other-game = luật { $rule } thuộc về { $owner }, không phải { $game }
start-rule-not-applicable = { $rule ->
    [no-repeat-mill] luật { $rule } không áp dụng cho { $game }: ở đó một cối xay thắng ngay
   *[other] luật { $rule } không áp dụng cho { $game }
}
start-computer-plays-black = máy chơi quân Đen ở cấp { $level } (--computer white để đổi bên)
start-solving = đang giải { $variant }
start-solving-endgames = đang giải các thế tàn cuộc của { $variant }
start-table-solved-again = { $path }: { $why }: giải lại
start-table-not-a-table = không phải một tệp bảng đầy đủ
start-table-stale = được tạo bởi phiên bản khác của bộ giải hoặc của luật
start-table-corrupt = bị hỏng
start-table-not-kept = { $why }: bảng đã giải sẽ không được giữ
start-rules-mismatch = { $path }: ván này chơi theo { $found }, không theo { $asked }
start-rules-own = luật gốc của trò chơi
start-terminal-failed = trò chơi trên terminal gặp lỗi
