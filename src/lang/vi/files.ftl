# Những gì màn hình nói về các tệp ván cờ.

## Trên dòng thông báo

files-game-kept = ván cờ được giữ trong { $path }
files-autosave-failed = tự động lưu không thành công: { $why }; { $key } để lưu ván cờ chỗ khác
files-saved = đã lưu vào { $path }
files-not-saved = chưa lưu: { $why }
files-exported = đã xuất vào { $path } dạng { $format }
files-not-exported = chưa xuất: { $why }
files-replace-again = { $why }; gõ lại cùng đường dẫn để thay thế
files-export-unsupported = { $format } không chứa được ván này: { $why }
files-left-kept = ván mới; ván vừa rời được giữ trong { $path }
files-left-not-kept = không giữ được ván vừa rời: { $why }
files-put-aside = ván mới; { $kept } ván kia được giữ trong { $paths }{ $waiting ->
    [0] {""}
   *[other] ; còn { $waiting } ván chờ mills --resume
}
files-stays-offered = ván chưa xong vẫn sẽ được mở lại: { $why }
files-autosaved-apart = { $why }: ván này được tự động lưu riêng
files-review-kept = xem lại xong, đã giữ cùng ván cờ
files-review-not-kept = xem lại xong, nhưng không giữ được: { $why }

## In ra shell khi chương trình kết thúc

files-farewell-offered = { $count ->
    [1] mills: ván chưa xong vẫn được giữ; mills --resume sẽ hỏi lại
   *[other] mills: { $count } ván chưa xong vẫn được giữ; mills --resume sẽ hỏi lại
}
files-farewell-kept = mills: ván cờ được giữ lại; chơi tiếp bằng: mills --resume
files-farewell-earlier = mills: lần tự động lưu cuối không thành công ({ $why }): mills --resume chơi tiếp ván từ một lượt trước đó
files-farewell-lost = mills: ván cờ không được giữ: tự động lưu không thành công ({ $why })
files-farewell-saved = mills: tự động lưu không thành công; ván cờ đã lưu trong { $path } (mills --load { $path })

## Vì sao không dùng được một tệp

files-error-no-data-dir = không có thư mục dữ liệu: hãy đặt MILLS_DATA_DIR hoặc XDG_DATA_HOME
files-error-io = { $action ->
    [read] không đọc được { $path }
    [write] không ghi được { $path }
    [create] không tạo được { $path }
    [list] không liệt kê được { $path }
    [lock] không khóa được { $path }
    [move] không chuyển được { $path }
    [remove] không xóa được { $path }
   *[other] không dùng được { $path }
}: { $error }
files-error-in-use = { $path } đang mở trong một mills khác
files-error-too-big = { $path } lớn hơn { $size }: không đọc một phần, cũng không ghi đè
files-error-would-be-too-big = { $path } sẽ lớn hơn { $size }: không thay đổi
files-error-not-a-file = { $path } không phải là tệp thường: không đọc
files-error-record = { $path }: { $error }
files-error-directory = { $path } là thư mục: hãy chỉ một tệp trong đó
files-error-dangling = { $path } là liên kết tới một thư mục không tồn tại
files-error-another-game = { $path } chứa một ván khác: không thay thế
files-error-other-games = { $path } chứa { $count } ván: không thay thế
files-error-not-a-record = { $path } đã có và không phải biên bản ván cờ: không thay thế
files-error-read-only = { $path } chỉ đọc: không thay thế
files-error-hard-links = { $path } có tên khác (hard link), thay thế sẽ tách chúng ra: không thay thế
files-error-changed = { $path } đã thay đổi từ lúc được đọc: không thay thế (hãy đọc lại)
files-error-terminal = { $path } là terminal đang vẽ ván cờ: không ghi
files-error-owner = { $path } thuộc về người khác, tệp mới không giữ được chủ đó: không thay thế
files-error-unreadable = chưa ghi { $path }: sẽ không đọc lại được: { $error }

files-system-not-found = Không có tệp hay thư mục đó
files-system-permission = Không có quyền
files-system-full = Thiết bị hết chỗ trống
files-system-read-only = Hệ thống tệp chỉ đọc
files-system-exists = Tệp đã tồn tại

## Lúc bắt đầu trò chơi trên màn hình

files-resumed = { $turns ->
    [0] chơi tiếp từ thế cờ đã bày
   *[other] chơi tiếp sau { $turns } lượt
}
files-waiting = có { $count } ván chưa xong đang chờ: mills --resume để chơi tiếp (mills không kèm gì cũng mời chơi tiếp, và n ở đó chuyển các ván đã xem vào saves/)
files-not-saved-here = { $why }: ván cờ sẽ không được lưu
files-unfinished-unlisted = không liệt kê được các ván chưa xong: { $why }
files-unfinished-unreadable = không chơi tiếp được một ván chưa xong: { $why }
files-unfinished-set-aside = không chơi tiếp được một ván chưa xong: { $why }; tệp được giữ trong { $path }
files-first-loaded = { $whole ->
    [yes] tệp chứa { $count } ván: mở ván đầu tiên
   *[no] tệp lớn hơn { $limit } MiB: { $count } ván bắt đầu trong { $limit } MiB đầu, phần còn lại chưa đọc: mở ván đầu tiên
}

## Vì sao không đọc được biên bản ván cờ

files-game-error = ván { $game } (từ dòng { $line }): { $why }
files-record-at-line = dòng { $line }: { $why }
files-record-at-move = dòng { $line }, nước { $number } ({ $side ->
    [white] Trắng
   *[black] Đen
}, { $token }): { $why }
files-record-empty = biên bản trống
files-record-too-large = không phải biên bản ván cờ: lớn hơn { $size } KiB
files-record-line-too-long = dòng dài hơn { $size } KiB
files-record-tags-too-large = các thẻ chiếm hơn { $size } KiB
files-record-name-too-long = tên trong { $tag } có { $count } ký tự, tối đa { $most }
files-record-not-utf8 = không phải tệp văn bản (UTF-8 không hợp lệ)
files-record-control = không phải tệp văn bản (ký tự điều khiển { $code })
files-record-bad-tag = thẻ sai dạng { $text }: { $why }
files-record-duplicate-tag = thẻ { $name } xuất hiện hai lần
files-record-tag-after-moves = một thẻ nằm sau các nước đi (thẻ phải đứng trước)
files-record-bad-fen = thẻ FEN bị từ chối: { $why }
files-record-setup-without-fen = SetUp "1" nói ván bắt đầu từ một thế bày sẵn, nhưng không có thẻ FEN nào cho thế đó
files-record-tags-disagree = các thẻ mâu thuẫn nhau: { $why }
files-record-unknown-variant = thẻ Variant nêu một trò chơi không chơi ở đây: { $name }; muốn đọc nó như một trò chơi trong số đó thì hãy nói trò chơi nào (--variant)
files-record-bad-rules = thẻ Rules nêu một luật mà trò chơi này không có: { $name }
files-record-variant-mismatch = biên bản là một ván { $found }, nhưng yêu cầu là { $expected }
files-record-bad-first = thẻ First phải là "white" hoặc "black", không phải { $value }
files-record-bad-result = kết quả không hợp lệ { $value }: cần 1-0, 0-1, 1/2-1/2 hoặc *
files-record-bad-termination = cách kết thúc không hợp lệ { $value }
files-record-not-a-move = không phải nước đi
files-record-after-end = lúc đó ván đã kết thúc
files-record-reads-under = { $why }; biên bản đọc được theo tùy chọn luật { $option } (--rule { $option })
files-record-bad-kind = { $tag } phải là "human" hoặc "program", không phải { $value }
files-record-bad-level = { $tag } phải là cấp từ 1 đến 10, không phải { $value }
files-record-bad-move-number = số nước { $token } nằm sai chỗ: cần { $expected }
files-record-dangling-move-number = sau số nước { $token } không có nước đi nào (biên bản bị cắt cụt?)
files-record-unclosed-comment = lời bình mở ở đây không bao giờ được đóng
files-record-unclosed-variation = biến thể mở ở đây không bao giờ được đóng
files-record-stray-parenthesis = một dấu ')' không đóng biến thể nào
files-record-after-result = { $token } sau kết quả đã khép lại các nước đi
files-record-contradiction = { $claim } mâu thuẫn với các nước đi: { $why }
files-tag-fault = { $fault ->
    [no-opening] cần [Tên "giá trị"]
    [no-closing] thiếu dấu ] đóng
    [no-name] cần một tên gồm chữ cái, chữ số và _
    [no-value] cần một giá trị trong ngoặc kép sau tên
    [unclosed] thiếu dấu ngoặc kép đóng giá trị
    [escape] trong giá trị, sau dấu gạch ngược chỉ được có \" và \\
    [trailing] có chữ sau dấu ngoặc kép đóng
    [draws] cách đếm hòa duy nhất ngoài cách của sách luật là "sanmill"
   *[clock] cần một mức thời gian tính bằng giây (300+3) hoặc một thời gian (0:04:55)
}
files-disagree-setup-fen = SetUp "0" nói ván bắt đầu như thường lệ, nhưng một thẻ FEN lại cho một thế cờ
files-disagree-first-fen = thẻ First nói { $first ->
    [white] Trắng
   *[black] Đen
} đi trước, nhưng theo FEN thì đến lượt { $fen ->
    [white] Trắng
   *[black] Đen
}
files-claim-result = kết quả { $result }
files-claim-termination = thẻ Termination ({ $reason })
files-claim-ending = thẻ Termination
files-conflict-result-tag = thẻ Result nói { $result }
files-conflict-moves-end = các nước đi kết thúc thế này: { $outcome }
files-conflict-flag-falls = hết giờ: { $outcome }
files-conflict = { $why ->
    [going-on] sau đó ván vẫn đang tiếp diễn
    [no-termination] sau đó ván vẫn đang tiếp diễn, và thiếu thẻ Termination
    [resignation-drawn] xin thua thì phải có người thắng, 1-0 hoặc 0-1
    [resignation-unclaimed] xin thua thì cần thẻ Result, 1-0 hoặc 0-1, để nói ai thắng
    [agreement-won] hòa theo thỏa thuận là 1/2-1/2
   *[already-over] ván đã kết thúc rồi
}

## Vì sao một định dạng không chứa được ván cờ

files-lack-playok-variant = PlayOK không chơi { $game }
files-lack-sanmill-variant = Sanmill không chơi { $game } (chỉ nine, twelve, morabaraba và lasker)
files-lack-sanmill-rules = Sanmill không có luật nào như { $rules }
files-lack = { $why ->
    [playok-rules] PlayOK chỉ chơi theo luật của riêng nó
    [playok-start] biên bản của nó bắt đầu từ bàn cờ trống, Trắng đi trước
    [playok-point] một điểm nằm ngoài bàn cờ của nó
    [sanmill-black-first] một ván Đen đi trước, mà Sanmill không phát lại được khi đổi màu
   *[no-fen] khởi đầu của nó cần chữ bày thế (FEN), mà trò chơi này chưa ghi được
}

## Tệp khác

files-error-holds = { $path } chứa thứ mà { $what ->
   *[puzzle-pack] bộ câu đố
} này sẽ không giữ: không thay thế
files-error-not-read-back = chưa ghi { $path }: { $what ->
   *[puzzle-pack] bộ câu đố
} sẽ không đọc lại được: { $why }
files-not-opened = không mở được ván cờ: { $why }
files-settings-ignored = đã bỏ qua phần cài đặt trong { $path }: { $why }
files-settings-not-text = đó không phải văn bản
files-settings-not-name-value = dòng { $line } không có dạng `tên = giá trị`
files-settings-no-language = không có ngôn ngữ nào có mã { $code }
