# Những gì màn hình nói về các tệp ván cờ.

## Trên dòng thông báo

files-game-kept = ván cờ được giữ trong { $path }
files-autosave-failed = tự động lưu không thành công: { $why }; s để lưu ván cờ chỗ khác
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
files-stays-offered = ván chưa xong vẫn được đề nghị: { $why }
files-autosaved-apart = { $why }: ván này được tự động lưu riêng
files-review-kept = xem lại xong, đã giữ cùng ván cờ
files-review-not-kept = xem lại xong, nhưng không giữ được: { $why }

## In ra shell khi chương trình kết thúc

files-farewell-offered = mills: các ván chưa xong vẫn được giữ; mills --resume sẽ đề nghị lại
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
files-error-record = { $path }: { $error }
files-error-directory = { $path } là thư mục: hãy chỉ một tệp trong đó
files-error-dangling = { $path } là liên kết tới một thư mục không tồn tại
files-error-another-game = { $path } chứa một ván khác: không thay thế
files-error-other-games = { $path } chứa { $count } ván: không thay thế
files-error-not-a-record = { $path } đã có và không phải biên bản ván cờ: không thay thế
files-error-read-only = { $path } chỉ đọc: không thay thế
files-error-hard-links = { $path } có tên khác (hard link), thay thế sẽ tách chúng ra: không thay thế
files-error-changed = { $path } đã thay đổi từ lúc được đọc: không thay thế (hãy đọc lại)
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
files-waiting = có { $count } ván chưa xong được giữ: mills --resume để chơi tiếp
files-not-saved-here = { $why }: ván cờ sẽ không được lưu
files-unfinished-unlisted = không liệt kê được các ván chưa xong: { $why }
files-unfinished-unreadable = không chơi tiếp được một ván chưa xong: { $why }
files-unfinished-set-aside = không chơi tiếp được một ván chưa xong: { $why }; tệp được giữ trong { $path }
files-first-loaded = { $whole ->
    [yes] tệp chứa { $count } ván: mở ván đầu tiên
   *[no] tệp lớn hơn { $limit } MiB: { $count } ván bắt đầu trong { $limit } MiB đầu, phần còn lại chưa đọc: mở ván đầu tiên
}
