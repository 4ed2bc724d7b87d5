# Klukkur leikmanna.

clock-stopped = { $clock } stöðvuð
clock-lost-on-time = { $name } tapaði á tíma
clock-none = þessi leikur hefur enga klukku (--clock 5+3 gefur eina)
clock-game-over = leiknum er lokið
clock-stopped-by-agreement = klukkurnar stöðvaðar: z ræsir þær aftur
clock-going = klukkurnar ganga
