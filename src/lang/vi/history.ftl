# Lịch sử: danh sách các ván đã xong và trình xem từng nước.

## Ngày tháng (kiểu Việt Nam: 02/11/2026 09:43)

history-date = { $day ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $day }
}/{ $month ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $month }
}/{ $year } { $time }
history-day = { $day ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $day }
}/{ $month ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $month }
}/{ $year }

## Danh sách các ván đã xong

history-title = Các ván đã xong
history-empty = Chưa có ván nào xong: n để bắt đầu một ván.
history-not-listed = không liệt kê được các ván đã xong: { $why }
history-column-kept = lưu (UTC)
history-column-game = trò chơi
history-column-white = trắng
history-column-black = đen
history-column-result = kết quả
history-column-turns = lượt
history-unreadable = { $file }: không đọc được
history-detail = { $result }: { $reason }. Enter để xem từng nước.
history-not-finished = Chưa xong.
history-cannot-read = không đọc được tệp này: { $why }
history-none-yet = chưa có ván nào xong

## Trình xem

history-review-closed = đã đóng phần xem lại
history-review-nothing = chưa đi lượt nào: không có gì để xem lại
history-review-kept = phần xem lại được giữ cùng ván cờ
history-review-done = xem lại xong
history-over-here = ván cờ kết thúc ở lượt này: hãy lùi lại trước
history-new-from-turn = ván mới từ lượt { $turn }; ván đã xong vẫn giữ nguyên
history-analysis-from = { $values ->
    [on] phân tích từ lượt { $turn }: hai người, hiện giá trị (v); q để về ván đã xong
   *[off] phân tích từ lượt { $turn }: hai người; q để về ván đã xong
}
history-analysis-left = đã về ván đã xong; phần phân tích không được giữ
