# to translate
# The dates, written as Czech writes them (ČSN 01 6910): 22. 11. 2026.
history-date = { $day }. { $month }. { $year } { $time }
history-day = { $day }. { $month }. { $year }
