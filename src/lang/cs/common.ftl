language = Jazyk
language-chosen = Texty jsou nyní v jazyce { $language }.
answer-yes = ano
answer-no = ne
answer-yes-key = a
answer-no-key = n
pieces-count = { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
   *[other] { $count } kamenů
}
