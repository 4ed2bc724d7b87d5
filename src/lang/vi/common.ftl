language = Ngôn ngữ
language-chosen = Chữ giờ là { $language }.
answer-yes = có
answer-no = không
answer-yes-key = c
answer-no-key = k
pieces-count = { $count } quân
