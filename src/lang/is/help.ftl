# Orð hjálparsíðunnar sjálfrar.

help-title = Hjálp: { $game }
help-keys = Lyklar
help-rule-book = Reglurnar: { $game }
