# Die eigenen Wörter der Hilfeseite.

help-title = Hilfe: { $game }
help-keys = Tasten
help-rule-book = Das Regelbuch: { $game }
