# Gli orologi dei giocatori.

clock-stopped = { $clock } fermo
clock-lost-on-time = { $name } ha perso per tempo
clock-none = questa partita non ha orologio (--clock 5+3 lo mette)
clock-game-over = la partita è finita
clock-stopped-by-agreement = orologi fermi: z li fa ripartire
clock-going = orologi in funzione
