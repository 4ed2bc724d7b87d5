# Trình bày thế cờ: đặt quân lên bàn cờ và chọn phần còn lại của thế cờ
# để bắt đầu một ván từ đó.

## Bảng bên cạnh bàn cờ

setup-title = Bày thế cờ
setup-palette-lead = Phím
setup-space-puts = Phím cách đặt { $piece }, x nhấc quân; bấm lại { $key }: { $next }.
setup-space-puts-last = Phím cách đặt { $piece }, x nhấc quân; bấm lại { $key } cũng nhấc quân.
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
setup-quiet-turns = Lượt không bắt quân
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

## Quân mà phím cách đặt ("Phím cách đặt một quân trắng")

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

## Vì sao không đọc được chuỗi thế cờ (FEN), hay thế cờ không chơi được

setup-field = { $field ->
    [whole] chuỗi
    [rings] bàn cờ
    [ranks] bàn cờ
    [side] bên đến lượt
    [phase] giai đoạn
    [action] hành động
    [on-board] { $side ->
        [white] quân trắng trên bàn cờ
       *[black] quân đen trên bàn cờ
    }
    [in-hand] { $side ->
        [white] quân trắng trong tay
       *[black] quân đen trong tay
    }
    [to-remove] { $side ->
        [white] số quân Trắng còn phải bắt
       *[black] số quân Đen còn phải bắt
    }
    [last-mill] { $side ->
        [white] nước lập cối xay cuối của Trắng
       *[black] nước lập cối xay cuối của Đen
    }
    [mills-mask] mặt nạ cối xay
    [no-mill] các nước cuối không lập cối xay
    [extension] trường sau số nước
    [quiet] số lượt không bắt quân
    [number] số nước
    [squares] { $side ->
        [white] danh sách quân trắng
       *[black] danh sách quân đen
    }
    [huff-right] quyền thổi P
    [hands] quân trong tay
    [last-placed] quân đặt sau cùng
   *[pass] trường bỏ lượt
}
setup-field-form = { $field ->
    [whole] các trường của ký hiệu
    [rings] các điểm theo từng vòng, từ trong ra, O (trắng), @ (đen) và * (trống)
    [ranks] 4 hàng cách nhau bởi /, mỗi hàng 4 ô: S, D, P và L, chữ hoa cho trắng, chữ thường cho đen, một chữ số cho ô trống
    [side] w hoặc b
    [phase] một trong r, p, m, o, n
    [action] một trong p, s, r, ?
    [last-mill] số của một điểm trên bàn cờ, hoặc 0 (-1 sau ids:nodes) nếu không có
    [no-mill] n:TỪ-ĐẾN,TỪ-ĐẾN, như n:20-28,0-0
    [extension] chỉ các phần mở rộng của Sanmill, nhãn:giá trị, như ids:nodes hoặc p:21
    [squares] số PDN của các ô tối, 1 đến 32, cách nhau bởi dấu phẩy, K trước quân vua, một khoảng như 21-24
    [huff-right] số PDN của các ô, không có K
    [hands] S, D, P và L, chữ hoa cho trắng, chữ thường cho đen, hoặc - nếu không có
    [last-placed] một ô, hoặc - trước quân đầu tiên
    [pass] pass hoặc -
   *[other] một số
}
setup-syntax-field-count = ký hiệu cần { $fewest } trường, nhưng có { $found }
setup-syntax-field-range = ký hiệu cần từ { $fewest } đến { $most } trường, nhưng có { $found }
setup-syntax-missing = thiếu trường “{ $name }”: cần { $form }
setup-syntax-repeated = { $found } xuất hiện hai lần trong trường “{ $name }”
setup-syntax-unknown = { $found } không phải trường của ký hiệu này: cần { $form }
setup-syntax-unsupported = { $found } trong trường “{ $name }” thuộc một luật của Sanmill mà mills không chơi
setup-syntax-malformed = trường “{ $name }” là { $found }: cần { $form }

setup-fault-move-number = số nước phải từ 1 đến { $most }, không phải { $number }
setup-fault-too-quiet = { $quiet } lượt không bắt quân: ván đã hòa sau { $limit } lượt
setup-fault-quiet-unexplained = { $quiet } lượt không bắt quân, nhưng từ lần bắt quân cuối chỉ có thể có tối đa { $most } lượt như vậy
setup-fault-over = ván cờ đã kết thúc ở thế cờ này, { $outcome }
setup-fault-over-unmarked = ván cờ đã kết thúc ở đây ({ $outcome }), và chuỗi phải ghi rõ: giai đoạn o
setup-outcome = { $result ->
    [white] Trắng thắng ({ $reason })
    [black] Đen thắng ({ $reason })
    [none] { $reason }
   *[draw] hòa ({ $reason })
}
setup-end-reason = { $reason ->
    [mill] cối xay
    [reduced-to-two] còn hai quân
    [blocked] bị chặn
    [no-pieces-left] hết quân
    [board-full] bàn cờ kín
    [threefold-repetition] lặp lại ba lần
    [quiet-turns] 100 lượt không bắt quân
    [three-against-three] 20 lượt không bắt quân khi ba đấu ba
    [resignation] xin thua
    [agreed-draw] thỏa thuận hòa
    [last-piece-placed] quân cuối đã đặt
    [time-forfeit] hết giờ
    [ended-by-the-players] người chơi kết thúc
    [stated] kết thúc như đã bày
   *[stated-no-result] kết thúc như đã bày, không có kết quả
}
setup-fault-too-many-pieces = { $side ->
        [white] Trắng
       *[black] Đen
    } có { $count } quân, nhiều hơn { $most } quân mỗi bên được có
setup-fault-points = bàn cờ có { $expected } điểm, không phải { $found }
setup-fault-removal-pending = thế cờ này đang ở giữa lượt, còn chờ bắt quân (hành động r): hãy cho thế cờ trước khi lập cối xay, và nước đi kèm bắt quân (d3xb4) làm một nước
setup-fault-on-board-contradicts = chuỗi cho { $side ->
        [white] Trắng
       *[black] Đen
    } { $count } quân trên bàn cờ, nhưng bàn cờ của nó có { $shown }
setup-fault-phase-contradicts = giai đoạn là { $letter } ({ $phase ->
    [moving] đi quân
    [over] đã kết thúc
   *[placing] đặt quân
}), nhưng { $side ->
        [white] Trắng
       *[black] Đen
    } đến lượt { $phase ->
    [moving] vẫn còn quân trong tay: là đặt quân (p)
   *[other] không còn quân trong tay: là đi quân (m)
}
setup-fault-nothing-taken = { $side ->
        [white] Trắng
       *[black] Đen
    } có { $count } quân trên bàn cờ và trong tay, nhưng trò chơi này không bao giờ bắt quân: mỗi bên có đủ { $pieces } quân
setup-fault-hands-out-of-turn = { $side ->
        [white] Trắng
       *[black] Đen
    } đến lượt có { $count } quân trong tay còn { $side ->
        [white] Đen
       *[black] Trắng
    } có { $theirs }: hai bên đặt quân xen kẽ, nên bên đến lượt có bằng bên kia, hoặc hơn một quân
setup-fault-taken-too-many = { $side ->
        [white] Trắng
       *[black] Đen
    } đã mất { $count } quân, nhưng { $side ->
        [white] Đen
       *[black] Trắng
    } mới đặt { $placed } quân: bắt quân phải nhờ cối xay, cối xay đầu tiên cần ba quân đã đặt, và khi đang đặt thì mỗi cối xay sau cần thêm một quân
setup-fault-not-a-move = nước đi đã ghi nhớ của { $side ->
        [white] Trắng
       *[black] Đen
    } { $from }-{ $to } không phải là nước đi trên bàn cờ này
setup-fault-mill-and-no-mill = nước trước của { $side ->
        [white] Trắng
       *[black] Đen
    } không thể vừa lập cối xay vừa không lập cối xay nào
setup-fault-in-mill-to-move = { $side ->
        [white] Trắng
       *[black] Đen
    }, đang đến lượt, đã có cối xay: trong trò chơi này ván đã kết thúc khi cối xay được lập
setup-fault-mover-reduced = { $side ->
        [white] Trắng
       *[black] Đen
    } còn { $count } quân và vừa đi: ván đã kết thúc khi { $side ->
        [white] Trắng
       *[black] Đen
    } còn hai quân
setup-fault-man-on-far-rank = quân thường { $side ->
        [white] trắng
       *[black] đen
    } ở { $number } ({ $point }) đứng trên hàng cuối phía đối phương, nơi lẽ ra đã được phong vua: quân vua được ghi là K{ $number }
setup-fault-mover-has-nothing = { $side ->
        [white] Trắng
       *[black] Đen
    } không có quân nào, nên không thể đi lượt vừa rồi (đến lượt { $side ->
        [white] Đen
       *[black] Trắng
    })
setup-fault-huff-not-mover = quyền thổi chỉ { $number } ({ $point }), nơi không có quân nào của { $side ->
        [white] Trắng
       *[black] Đen
    }, bên vừa đi
setup-fault-huff-many = quyền thổi chỉ { $names }, nhưng chỉ được thổi quân vừa đi (nhiều hơn nếu có tùy chọn huff-any)
setup-fault-huff-impossible = không nước đi nào { $side ->
        [white] Trắng
       *[black] Đen
    } vừa có thể đi để lại { $names } để thổi: quyền thổi là { $huff ->
    [stepper] quân vừa đi, nếu nó ăn được trước khi đi
   *[any] đúng những quân ăn được trước nước đi đó
}
setup-fault-quiet-without-king = có đếm lượt không ăn quân, nhưng { $side ->
        [white] Trắng
       *[black] Đen
    }, bên vừa đi, không có vua: một nước đi của quân thường hay một nước ăn quân sẽ đếm lại từ đầu
setup-fault-kind-count = { $side ->
        [white] Trắng
       *[black] Đen
    } có { $count } quân { $kind ->
    [straight] Thẳng
    [diagonal] Chéo
    [pusher] Đẩy
   *[puller] Kéo
} ({ $placed } trên bàn cờ, { $held } trong tay), nhưng mỗi bên có { $each }
setup-fault-last-missing = bàn cờ đã có quân, nên phải cho ô của quân đặt sau cùng
setup-fault-pass-first = chưa đặt quân nào: chưa thể có ai bỏ lượt
setup-fault-last-off-board = { $point } không phải là ô của bàn cờ
setup-fault-last-empty = quân đặt sau cùng ở { $point }, nhưng ô đó trống
setup-fault-last-not-placer = quân đặt sau cùng, ở { $point }, là của { $side ->
        [white] Trắng
       *[black] Đen
    }, nhưng { $passed ->
    [yes] { $side ->
        [white] Trắng
       *[black] Đen
    } đã bỏ lượt, nên { $side ->
        [white] Đen
       *[black] Trắng
    } mới là bên đặt quân cuối
   *[no] { $side ->
        [white] Đen
       *[black] Trắng
    } mới là bên đi lượt cuối
}
setup-fault-pass-empty-handed = { $side ->
        [white] Trắng
       *[black] Đen
    } bỏ lượt khi không còn quân trong tay: ván đã kết thúc rồi
setup-fault-pass-not-forced = { $side ->
        [white] Trắng
       *[black] Đen
    } đã bỏ lượt, nhưng quân { $kind ->
    [straight] Thẳng
    [diagonal] Chéo
    [pusher] Đẩy
   *[puller] Kéo
} ở { $from } còn để trống { $free } cho họ: chỉ bỏ lượt khi bị buộc
setup-fault-placements-out-of-turn = { $side ->
        [white] Trắng
       *[black] Đen
    } đến lượt đã đặt { $count } quân còn { $side ->
        [white] Đen
       *[black] Trắng
    } { $theirs }: các lượt xen kẽ nhau, và với ít quân như vậy trên bàn cờ thì không thể có lần bỏ lượt bắt buộc nào
