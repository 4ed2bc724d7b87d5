# Những từ riêng của từng họ trò chơi.

## Các trò cờ cối xay.
mill-put-white-black = đặt trắng/đen
mill-put = đặt

## Damspil (cờ đam Đan Mạch).
damspil-huff = thổi
damspil-who-can-capture = quân ăn được
damspil-jumps = nhảy
damspil-help-enter = chọn một quân, rồi đi hoặc ăn quân bằng nó tới con trỏ (cả Space hay nhấp chuột)
damspil-help-a-whole-turn-typed-then = gõ cả một lượt rồi Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = thổi (at puste) quân ở con trỏ trước lượt của bạn: quân lẽ ra ăn được mà không ăn
damspil-help-mark-the-pieces-that-can = đánh dấu các quân ăn được ngay bây giờ, hoặc bỏ dấu

## Mijnlieff.
mijnlieff-kind = loại
mijnlieff-help-enter = đặt loại quân đã chọn lên ô ở con trỏ (cả Space hay nhấp chuột)
mijnlieff-help-choose-the-kind-to-place = chọn loại quân để đặt, chữ hoa hay thường đều được: Thẳng, Chéo, Đẩy, Kéo (rồi một ô và Enter: Sa1 hoặc sa1 Enter; d rồi một ô là quân Chéo, d rồi một số hàng là cột d)
mijnlieff-help-the-next-kind-in-your = loại quân kế tiếp trong tay
