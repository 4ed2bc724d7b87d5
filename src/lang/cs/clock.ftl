# The players' clocks.

clock-stopped = { $clock } stojí
clock-lost-on-time = { $name } prohrává na čas
clock-none = tato hra je bez hodin (--clock 5+3 je zapne)
clock-game-over = hra skončila
clock-stopped-by-agreement = hodiny stojí: z je zase spustí
clock-going = hodiny běží
