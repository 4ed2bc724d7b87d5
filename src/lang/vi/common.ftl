# Những chữ dùng chung cho mọi màn hình.

language = Ngôn ngữ
language-chosen = Đã chuyển sang tiếng Việt.

answer-yes = có
answer-no = không
answer-yes-key = c
answer-no-key = k

# Tiếng Việt không chia số nhiều: chỉ có dạng other.
pieces-count = { $count } quân
