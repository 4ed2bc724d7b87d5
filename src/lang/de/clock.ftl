# Die Uhren der Spieler: das Feld zeigt neben jedem Spieler die Restzeit
# (4:55; unter zehn Sekunden mit Zehnteln, vom Programm geschrieben).

clock-stopped = { $clock } angehalten
clock-lost-on-time = { $name } hat auf Zeit verloren
clock-none = diese Partie hat keine Uhr (--clock 5+3 gibt ihr eine)
clock-game-over = die Partie ist beendet
clock-stopped-by-agreement = Uhren angehalten: z startet sie wieder
clock-going = Uhren laufen
