# Klukkur leikmanna.

clock-stopped = { $clock } stöðvuð
clock-lost-on-time = { $name } tapaði á tíma
clock-none = þetta tafl hefur enga klukku (--clock 5+3 gefur því klukku)
clock-game-over = taflinu er lokið
clock-stopped-by-agreement = klukkurnar stöðvaðar: z ræsir þær aftur
clock-going = klukkurnar ganga
