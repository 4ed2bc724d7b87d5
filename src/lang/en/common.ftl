# Words every screen shares.

# The language row and the help's language key.
language = Language
# Said in the language just chosen; $language is its name as a menu
# shows it (English, Dansk, Čeština, …). A language may write its own
# name here instead, as it writes it inside a sentence (dansk, čeština).
language-chosen = The words are now in { $language }.

# Answers to a question: the key for each, as this language's word begins.
answer-yes = yes
answer-no = no
answer-yes-key = y
answer-no-key = n

# A sample of plurals, kept as the tests' witness that each language's
# rules are followed.
pieces-count = { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}
