# Words every screen shares.

# The language row and the help's language key.
language = Jazyk
language-chosen = Jazyk je teď čeština.

# Answers to a question: the key for each, as this language's word begins.
answer-yes = ano
answer-no = ne
answer-yes-key = a
answer-no-key = n

# A sample of plurals, kept as the tests' witness that each language's
# rules are followed.
pieces-count = { $count ->
    [one] { $count } kámen
    [few] { $count } kameny
    [many] { $count } kamene
   *[other] { $count } kamenů
}
