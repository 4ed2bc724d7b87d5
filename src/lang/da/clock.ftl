# Spillernes ure.

clock-stopped = { $clock } stoppet
clock-lost-on-time = { $name } tabte på tid
clock-none = dette parti har intet ur (--clock 5+3 giver et)
clock-game-over = partiet er slut
clock-stopped-by-agreement = urene er stoppet: z starter dem igen
clock-going = urene går
