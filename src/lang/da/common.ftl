language = Sprog
language-chosen = Ordene er nu på { $language }.
answer-yes = ja
answer-no = nej
answer-yes-key = j
answer-no-key = n
pieces-count = { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
}
