# Trình bày thế cờ: đặt quân lên bàn cờ và chọn phần còn lại của thế cờ
# để bắt đầu một ván từ đó.

## Bảng bên cạnh bàn cờ

setup-title = Bày thế cờ
setup-palette-lead = Phím
setup-space-puts = Space đặt { $piece }, x nhấc quân; bấm lại một phím để đặt quân kế tiếp.
setup-keys-help = Tab chọn mục, + và - đổi giá trị; X xóa bàn cờ, u hoàn tác.
setup-cursor-help = Gõ tên một điểm (d2) hoặc dùng phím mũi tên để di chuyển con trỏ.

setup-playable = Thế cờ chơi được.
setup-playable-unreachable = Thế cờ chơi được, dù không ván nào đi tới: { $fault }.
setup-unplayable = thế cờ không chơi được: { $why }

## Việc một phím vừa làm

setup-cleared = đã xóa bàn cờ (u để đặt lại)
setup-undone = đã hoàn tác thay đổi cuối
setup-nothing-to-undo = chưa có gì hoàn tác
setup-files = các cột của bàn cờ này từ a đến { $last }
setup-file-first = hãy gõ chữ cái của cột trước (a đến { $last })
setup-off-board = { $point } không phải là điểm của { $board }
setup-not-a-point = { $text } không phải là một điểm: điểm gồm chữ cái cột và số hàng, như d2
setup-put-off-board = { $point } không phải là điểm của bàn cờ
setup-put-light-square = { $point } là ô sáng: quân đứng trên ô tối
setup-read = đã đọc thế cờ
setup-not-read = không đọc được: { $why }
setup-kept = thế cờ vẫn như cũ
setup-not-started = chưa bắt đầu: thế cờ không chơi được
setup-started = ván mới từ thế cờ đã bày
setup-study-values = thế cờ để nghiên cứu: bạn đi cả hai bên; v ẩn giá trị, t gợi ý
setup-study = thế cờ để nghiên cứu: bạn đi cả hai bên; t gợi ý

setup-board = { $kind ->
    [diagonals] bàn cờ { $points } điểm có đường chéo
    [checkered] bàn cờ { $size }×{ $size }, { $points } ô tối
    [squares] bàn cờ { $size }×{ $size }
   *[lines] bàn cờ { $points } điểm
}

## Các mục cài đặt (tên, rồi giá trị)

setup-to-move = Lượt đi
setup-side = { $side ->
    [white] trắng
   *[black] đen
}
setup-hand = { $side ->
    [white] Trắng chưa đặt
   *[black] Đen chưa đặt
}
setup-move-number = Số nước
setup-quiet-turns = Lượt yên lặng
setup-huff-right = Quyền thổi
setup-huff-keys = + thêm quân ở con trỏ vào quyền thổi, - bỏ ra.
setup-none = không
setup-yes = có
setup-no = không
setup-last-placed = Quân vừa đặt
setup-last-placed-keys = Quân đặt sau cùng; + chọn quân ở con trỏ, - bỏ chọn.
setup-last-passed = Vừa bỏ lượt
setup-holds = { $side ->
    [white] Trắng còn
   *[black] Đen còn
}
setup-holds-keys = Mỗi bên có hai quân mỗi loại: quân không ở trên bàn cờ là quân còn trong tay.

## Quân mà Space đặt ("Space đặt một quân trắng")

setup-piece-mill = { $side ->
    [white] một quân trắng
   *[black] một quân đen
}
setup-piece-man = { $side ->
    [white] một quân trắng
   *[black] một quân đen
}
setup-piece-king = { $side ->
    [white] một quân vua trắng
   *[black] một quân vua đen
}
setup-piece-mijnlieff = { $side ->
    [white] { $kind ->
        [straight] một quân Thẳng trắng
        [diagonal] một quân Chéo trắng
        [pusher] một quân Đẩy trắng
       *[puller] một quân Kéo trắng
    }
   *[black] { $kind ->
        [straight] một quân Thẳng đen
        [diagonal] một quân Chéo đen
        [pusher] một quân Đẩy đen
       *[puller] một quân Kéo đen
    }
}
