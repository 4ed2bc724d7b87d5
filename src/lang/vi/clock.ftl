# Đồng hồ của người chơi.

clock-stopped = { $clock } đang dừng
clock-lost-on-time = { $name } thua vì hết giờ
clock-none = ván này không có đồng hồ (--clock 5+3 để có)
clock-game-over = ván cờ đã kết thúc
clock-stopped-by-agreement = đồng hồ đã dừng: z để chạy lại
clock-going = đồng hồ đang chạy
