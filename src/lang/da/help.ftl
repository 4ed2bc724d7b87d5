# Hjælpesidens egne ord.

help-title = Hjælp: { $game }
help-keys = Taster
help-rule-book = Regelbogen: { $game }
