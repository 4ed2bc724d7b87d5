# Xem lại một ván đã xong, trong bảng của trình xem. Các dấu ??, ? và ?!
# và ký hiệu nước đi giữ nguyên.

review-played = Đã đi:{" "}
review-best-now = Tốt nhất:{" "}
review-running = Đang xem lại { $done }/{ $total }{ $ellipsis }{" "}
review-stopped = Dừng ở { $done }/{ $total }:{" "}
review-value = Giá trị:{" "}
review-tally = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!
review-tally-loss = { $blunders } ??, { $mistakes } ?, { $inaccuracies } ?!, mất { $loss }

review-win-in = thắng sau { $turns }
review-loss-in = thua sau { $turns }
review-win-by = thắng { $margin }
review-loss-by = thua { $margin }
review-win-removal = thắng, bắt quân sau { $turns }
review-loss-removal = thua, bắt quân sau { $turns }
review-win = thắng
review-loss = thua
review-draw = hòa

## Nghiên cứu thế cờ đang xem

review-hint-over = ván cờ kết thúc ở lượt này: hãy lùi lại để có gợi ý
review-no-hint = không có gợi ý: không còn nước nào để đi
review-no-exact-values = không có giá trị chính xác cho { $game }: chưa biết lời giải hoàn hảo
review-analysis-off = đã tắt phân tích
review-analysis-on = đã bật phân tích: + thắng, = hòa, - thua (chơi hoàn hảo)
