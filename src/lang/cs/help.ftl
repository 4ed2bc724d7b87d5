# The help page's own words.

help-title = Nápověda: { $game }
help-keys = Klávesy
help-rule-book = Pravidla: { $game }
