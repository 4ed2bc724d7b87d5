# Orð sem allir skjáir deila.

language = Tungumál
language-chosen = Tungumálið er nú íslenska.
answer-yes = já
answer-no = nei
answer-yes-key = j
answer-no-key = n
# Íslenska reglan: eintala þegar talan endar á 1 en ekki á 11 (1, 21, 31 …).
pieces-count = { $count ->
    [one] { $count } tala
   *[other] { $count } tölur
}
