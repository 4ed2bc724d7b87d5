# Ord som alle skærme deler.

language = Sprog
language-chosen = Sproget er nu dansk.
answer-yes = ja
answer-no = nej
answer-yes-key = j
answer-no-key = n
pieces-count = { $count ->
    [one] { $count } brik
   *[other] { $count } brikker
}
