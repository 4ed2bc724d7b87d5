# Những từ riêng của từng họ trò chơi.

## Các trò cờ cối xay.
mill-remove-a-piece = cối xay! hãy bắt một quân { $side ->
        [white] trắng
       *[black] đen
    }
mill-choose-where = đi { $point }: chọn chỗ tới
mill-fly-any = bay một quân tới bất kỳ điểm trống nào
mill-fly = bay: bạn còn ba quân
mill-jump = nhảy: bạn còn ba quân (đi một bước, hoặc nhảy qua một quân đối phương)
mill-place-or-move = đặt một quân, hoặc đi một quân
mill-place = đặt một quân
mill-move = đi một quân
mill-counts = tay { $hand }  bàn cờ { $board }  mất { $lost }
mill-three-in-a-row-wins = Ba quân thẳng hàng là thắng ngay.
mill-cancelled = đã hủy
mill-took-back-mill = đã rút lại { $turn }, nước lập cối xay: đi lại nước đó để bắt quân
mill-none-taken = cối xay! mọi quân { $side ->
        [white] trắng
       *[black] đen
    } đều nằm trong cối xay, nên không bắt quân nào
mill-help-title = { $game }: { $board ->
        [points-24] bàn cờ 24 điểm
        [points-16] bàn cờ 16 điểm
        [points-9] bàn cờ 9 điểm
       *[points-9-diagonals] bàn cờ 9 điểm có đường chéo
    }, mỗi bên { $count } quân.
mill-help-place = Đặt: đặt một quân từ trong tay lên bất kỳ điểm trống nào.
mill-help-place-or-move = Khi tay còn quân, bạn cũng có thể đi một quân thay vì đặt.
mill-help-move-any = Đi: khi đã đặt hết quân, đưa một quân tới bất kỳ điểm trống nào.
mill-help-move = Đi: khi tay hết quân, đưa một quân theo đường kẻ sang điểm trống kề bên.
mill-help-fly = Bay: khi chỉ còn ba quân, đi tới bất kỳ điểm trống nào.
mill-help-jump = Nhảy: khi chỉ còn ba quân, bạn còn có thể nhảy dọc theo đường kẻ qua một quân đối phương tới điểm trống phía sau.
mill-help-mill-wins = Cối xay: ba quân của bạn thẳng hàng là thắng ngay.
mill-help-lose = Thua: khi không còn nước đi nào.
mill-help-draw-short = Hòa: lặp lại ba lần, 100 lượt liên tiếp, hoặc thỏa thuận.
mill-help-mill-take-any = Cối xay: ba quân của bạn thẳng hàng. Lập cối xay thì bắt một quân đối phương; quân trong cối xay được an toàn, trừ khi mọi quân đối phương đều nằm trong cối xay.
mill-help-mill-take-nothing = Cối xay: ba quân của bạn thẳng hàng. Lập cối xay thì bắt một quân đối phương; quân trong cối xay luôn an toàn, nên có khi không bắt được quân nào.
mill-help-no-shuttle = Quân vừa mở một cối xay để lập cối xay khác không được đi thẳng về để lập lại cối xay đầu.
mill-help-win = Thắng: khi đối phương chỉ còn hai quân, hoặc không còn nước đi.
mill-help-draw = Hòa: lặp lại ba lần, 100 lượt liên tiếp không bắt quân, hoặc thỏa thuận.
mill-help-draw-full = Hòa: bàn cờ kín, lặp lại ba lần, 100 lượt liên tiếp không bắt quân, hoặc thỏa thuận.
mill-help-three-against-three = Khi mỗi bên còn ba quân: { $count } lượt không bắt quân.
mill-put-white-black = đặt trắng/đen
mill-put = đặt

## Damspil (cờ đam Đan Mạch).
damspil-put-man-king = đặt quân/vua
damspil-put = đặt
damspil-counts = quân { $men }  vua { $kings }  mất { $lost }
damspil-huffed-now-move = đã thổi { $point }: giờ hãy đi một quân
damspil-huff-first = thổi trước nếu muốn (p), rồi đi
damspil-jump-on = nhảy tiếp, hoặc Enter ở { $point } để dừng ở đó
damspil-huff-lead = Thổi:
damspil-may-huff = { $piece } lẽ ra ăn được { $taken } mà không ăn: bạn có thể thổi nó
damspil-may-huff-moved = { $from } lẽ ra ăn được { $taken } nhưng lại đi tới { $piece }: bạn có thể thổi nó
damspil-huffed = đã thổi { $piece }: nó lẽ ra ăn được { $taken }
damspil-huffed-moved = đã thổi { $piece }: từ { $from } nó lẽ ra ăn được { $taken }
damspil-or = { $rest } hoặc { $last }
damspil-crowned = phong vua ở { $point }
damspil-huffed-choose = đã thổi { $point }: hãy chọn một quân của bạn
damspil-not-yours-huff = quân ở { $point } không phải của bạn: p để thổi nó
damspil-back-on = về lại { $point }
damspil-back-to-start = về lại ô xuất phát
damspil-no-huff = không thổi
damspil-how-to-type = một nước đi được gõ như c3-d4, c3xe5xc7, hoặc thổi trước *b6:c3-d4
damspil-help-board = Damspil (cờ đam Đan Mạch): bàn cờ 8×8, chơi trên 32 ô tối; mỗi bên mười hai quân, Trắng đi trước.
damspil-help-step = Đi: quân thường tiến một ô theo đường chéo lên ô trống.
damspil-help-capture = Ăn quân: nhảy qua một quân đối phương kề bên, tiến hay lùi, xuống ô trống phía sau; nhảy tiếp bằng cùng quân đó, hoặc dừng sau bất kỳ bước nhảy nào. Không bao giờ bắt buộc phải ăn.
damspil-help-huff = Thổi: nếu đối phương vừa đi bằng một quân lẽ ra ăn được, bạn có thể nhấc quân đó trước (p trên nó), rồi mới đi.
damspil-help-huff-any = Thổi (huff-any): nếu đối phương không ăn dù ăn được, bạn có thể nhấc trước một trong các quân lẽ ra ăn được (p), rồi mới đi.
damspil-help-king = Vua: quân thường tới hàng cuối phía đối phương được phong vua, và lượt dừng ở đó. Vua đi bao xa cũng được trên đường chéo trống, nhưng chỉ ăn quân ngay cạnh, như quân thường.
damspil-help-win = Thắng: ăn hết quân đối phương, hoặc làm đối phương hết nước đi.
damspil-help-draw = Hòa: lặp lại ba lần, 100 lượt liên tiếp không ăn quân và không đi quân thường, hoặc thỏa thuận.
damspil-huff = thổi
damspil-who-can-capture = quân ăn được
damspil-jumps = nhảy
damspil-help-enter = chọn một quân, rồi đi hoặc ăn quân bằng nó tới con trỏ (phím cách hoặc nhấp chuột cũng được)
damspil-help-a-whole-turn-typed-then = gõ cả một nước đi rồi Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = thổi (at puste) quân ở con trỏ trước lượt của bạn: quân lẽ ra ăn được mà không ăn
damspil-help-mark-the-pieces-that-can = đánh dấu các quân ăn được ngay bây giờ, hoặc bỏ dấu

## Mijnlieff.
mijnlieff-put-white-black = đặt trắng/đen
mijnlieff-put = đặt
mijnlieff-counts = điểm { $score }  tay { $hand }
mijnlieff-must-pass = không còn ô được phép nào trống: Enter để bỏ lượt
mijnlieff-place-kind = đặt một quân { $kind ->
        [straight] Thẳng
        [diagonal] Chéo
        [pusher] Đẩy
       *[puller] Kéo
    }: chọn một ô
mijnlieff-choose-kind = chọn loại quân (S D P L, Tab) và một ô
mijnlieff-allowed-lead = Được đặt:
mijnlieff-allowed-nothing = không ô nào: { $side ->
        [white] Trắng
       *[black] Đen
    } phải bỏ lượt
mijnlieff-allowed-outside = quân đầu tiên đặt ngoài bốn ô giữa
mijnlieff-allowed-corner = quân đầu tiên đặt ở một góc
mijnlieff-allowed-any = bất kỳ ô trống nào, vì { $side ->
        [white] Trắng
       *[black] Đen
    } đã bỏ lượt
mijnlieff-allowed-by = quân { $kind ->
        [straight] Thẳng
        [diagonal] Chéo
        [pusher] Đẩy
       *[puller] Kéo
    } ở { $point }: { $kind ->
        [straight] chỉ các ô cùng hàng hoặc cùng cột
        [diagonal] chỉ các ô trên đường chéo của nó
        [pusher] chỉ các ô không chạm nó
       *[puller] chỉ các ô chạm nó
    }
mijnlieff-value-with-kind = { $point } với quân { $kind ->
        [straight] Thẳng
        [diagonal] Chéo
        [pusher] Đẩy
       *[puller] Kéo
    }: { $value }
mijnlieff-passes = { $side ->
        [white] Trắng
       *[black] Đen
    } bỏ lượt: không còn ô được phép nào trống
mijnlieff-scores = { $turn } được { $gained } điểm: { $side ->
        [white] Trắng
       *[black] Đen
    } có { $count }
mijnlieff-other-must-pass = { $side ->
        [white] Trắng
       *[black] Đen
    } phải bỏ lượt
mijnlieff-choose-kind-first = hãy chọn loại quân trước: S, D, P hoặc L (chữ hoa), hoặc Tab qua các quân trong tay
mijnlieff-no-kind = chưa chọn loại quân (trước là { $kind ->
        [straight] Thẳng
        [diagonal] Chéo
        [pusher] Đẩy
       *[puller] Kéo
    })
mijnlieff-not-typed = { $turn } không phải là nước đi hợp lệ ở đây: gõ loại quân (S D P L) và ô, rồi Enter
mijnlieff-help-board = Mijnlieff, trò chơi của Andy Hopwood: bàn cờ 4×4; mỗi bên có tám quân, mỗi loại hai quân: Thẳng S, Chéo D, Đẩy P, Kéo L. Quân chỉ được đặt và không bao giờ di chuyển.
mijnlieff-help-turn = Một lượt: đặt một quân lên ô trống mà quân vừa đặt của đối phương cho phép: quân Thẳng, hàng hoặc cột của nó; quân Chéo, các đường chéo của nó; quân Đẩy, mọi ô không chạm nó; quân Kéo, một ô chạm nó.
mijnlieff-help-first-outer = Quân đầu tiên: ở bất kỳ ô nào ngoài bốn ô giữa (outer-start).
mijnlieff-help-first = Quân đầu tiên: ở một góc (với outer-start: ngoài bốn ô giữa).
mijnlieff-help-pass = Bỏ lượt: khi không còn ô được phép nào trống, bạn phải bỏ lượt (bấm Enter); đối phương khi đó được đặt vào bất kỳ ô trống nào.
mijnlieff-help-end = Kết thúc: khi người đến lượt không còn quân. Mỗi bộ ba quân của bạn trên một hàng, cột hay đường chéo được 1 điểm (bốn thẳng hàng: 2); ai nhiều điểm hơn thắng, bằng điểm là hòa.
mijnlieff-help-marks = Trên bàn cờ, { $mark } đánh dấu các ô mà người đến lượt được đặt quân, và quân vừa đặt sau cùng được gạch chân.
mijnlieff-help-keys = Phím: S, D, P, L (hoa hay thường) hoặc Tab chọn loại quân, một ô và Enter để đặt: Sa1 (hoặc sa1) và Enter làm cả hai. Ctrl-S để lưu (s là quân Thẳng).
mijnlieff-kind = loại
mijnlieff-help-enter = đặt loại quân đã chọn lên ô ở con trỏ (phím cách hoặc nhấp chuột cũng được)
mijnlieff-help-choose-the-kind-to-place = chọn loại quân để đặt, chữ hoa hay thường đều được: Thẳng, Chéo, Đẩy, Kéo (rồi một ô và Enter: Sa1 hoặc sa1 Enter; d rồi một ô là quân Chéo, d rồi một số hàng là cột d)
mijnlieff-help-the-next-kind-in-your = loại quân kế tiếp trong tay
