# Lý do một nước bị từ chối, trên dòng thông báo.

refusal-game-over = ván cờ đã kết thúc
refusal-occupied = { $point } đã có quân
refusal-empty = không có quân nào ở { $point }
refusal-not-yours = quân ở { $point } không phải của bạn
refusal-not-a-move = không phải nước đi: { $game ->
        [mill] nước đi là một điểm (d2) hoặc một bước (d2-d3), kèm bắt quân nếu lập cối xay (d2-d3xb4)
        [damspil] nước đi là một bước (c3-d4) hoặc ăn quân (c3xe5, c3xe5xc7), thổi quân nếu có thì ghi trước (*b6:c3-d4)
       *[mijnlieff] nước đi là một loại quân (S, D, P hoặc L) và một ô, như Sa1, hoặc pass (bỏ lượt)
    }
refusal-not-possible = lúc này không làm vậy được

## Các trò cờ cối xay.
refusal-mill-must-place = bạn vẫn còn quân trong tay: hãy đặt một quân
refusal-mill-must-move = bạn đã hết quân trong tay: hãy đi một quân
refusal-mill-not-adjacent = { $to } không kề với { $from }
refusal-mill-shuttle-back = quân ở { $from } không được đi thẳng về { $to } để lập lại cối xay nó vừa mở
refusal-mill-removal-required = nước này lập cối xay: hãy chỉ quân cần bắt (như { $point }x…)
refusal-mill-no-mill-closed = nước này không lập cối xay, nên không được bắt quân nào
refusal-mill-nothing-removable = mọi quân đối phương đều nằm trong cối xay: trong cờ Mylna không bắt quân nào
refusal-mill-repeated-mill = đi thẳng về cối xay vừa mở ở đây không tính là lập cối xay (no-repeat-mill): không được bắt quân ở { $point }
refusal-mill-mill-wins = trong trò chơi này cối xay thắng ngay: không bắt quân nào
refusal-mill-not-enemy = không có quân đối phương nào ở { $point }
refusal-mill-piece-in-mill = quân ở { $point } nằm trong cối xay và { $side ->
        [white] Trắng
       *[black] Đen
    } còn quân khác ngoài cối xay
refusal-mill-nowhere-to-go = quân ở { $point } không còn chỗ nào để đi
refusal-mill-choose-own = không có quân nào ở { $point }: hãy chọn một quân của bạn để đi

## Damspil.
refusal-damspil-not-a-square = { $point } không phải là ô tối của bàn cờ
refusal-damspil-not-diagonal = { $to } không nằm trên đường chéo từ { $from }
refusal-damspil-man-backwards = quân thường chỉ được tiến: { $from } tới { $to } là đi lùi
refusal-damspil-man-too-far = quân thường chỉ đi một ô: { $to } quá xa { $from }
refusal-damspil-king-blocked = vua ở { $from } không thể vượt qua quân ở { $by } để tới { $to }
refusal-damspil-jump-too-short = ăn quân là nhảy qua một quân kề bên: { $to } ở ngay cạnh { $from }
refusal-damspil-capture-from-distance = không được ăn từ xa: từ { $from } chỉ nhảy qua được quân kề bên, không phải quân trên đường tới { $to }
refusal-damspil-no-enemy-to-jump = không có quân đối phương nào ở { $point } để nhảy qua
refusal-damspil-already-captured = quân ở { $point } đã bị ăn trong lượt này
refusal-damspil-crowned = quân thường được phong vua ở { $point }: lượt dừng ở đó
refusal-damspil-no-huff-right = không có gì để thổi: { $rule ->
        [stepper] quân vừa đi lượt trước không ăn được quân nào
       *[any] lượt trước không bỏ lỡ nước ăn nào
    }
refusal-damspil-nothing-to-huff = không có quân đối phương nào ở { $point } để thổi
refusal-damspil-could-not-have-captured = quân ở { $point } lượt trước không ăn được: không thể thổi nó
refusal-damspil-did-not-move = chỉ được thổi quân vừa đi, không phải quân ở { $point }
refusal-damspil-no-turn-after-huff = sau khi thổi { $point } bạn sẽ không còn nước nào

## Mijnlieff.
refusal-mijnlieff-must-pass = không còn ô được phép nào trống: bạn phải bỏ lượt
refusal-mijnlieff-must-pass-enter = không còn ô được phép nào trống: bạn phải bỏ lượt, Enter để bỏ lượt
refusal-mijnlieff-may-not-pass = bạn còn đặt được quân, nên không được bỏ lượt
refusal-mijnlieff-not-in-hand = bạn không còn quân { $kind ->
        [straight] Thẳng
        [diagonal] Chéo
        [pusher] Đẩy
       *[puller] Kéo
    } nào trong tay
refusal-mijnlieff-not-allowed = không được đặt ở { $point }: quân { $kind ->
        [straight] Thẳng
        [diagonal] Chéo
        [pusher] Đẩy
       *[puller] Kéo
    } ở { $by } chỉ cho phép { $kind ->
        [straight] các ô cùng hàng hoặc cùng cột
        [diagonal] các ô trên đường chéo của nó
        [pusher] các ô không chạm nó
       *[puller] các ô chạm nó
    }
refusal-mijnlieff-not-a-corner = { $point } không phải ô góc: quân đầu tiên đặt ở a1, d1, a4 hoặc d4
refusal-mijnlieff-in-the-centre = { $point } nằm ở giữa: quân đầu tiên đặt ngoài b2, c2, b3 và c3
refusal-mijnlieff-not-a-kind = { $letter } không phải loại quân: S, D, P hoặc L
