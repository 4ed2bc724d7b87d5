# to translate
# The dates, written as Danish writes them: 22.11.2026.
history-date = { $day }.{ $month }.{ $year } { $time }
history-day = { $day }.{ $month }.{ $year }
