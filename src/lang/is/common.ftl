language = Tungumál
language-chosen = Textinn er nú á { $language }.
answer-yes = já
answer-no = nei
answer-yes-key = j
answer-no-key = n
pieces-count = { $count ->
    [one] { $count } maður
   *[other] { $count } menn
}
