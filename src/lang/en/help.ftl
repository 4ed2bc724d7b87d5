# The help page's own words (the key rows are the keys area's; the rules
# in a few lines are the families').

# The help's title, in its top border; $game: the game's name.
help-title = Help: { $game }
# The heading over the keys.
help-keys = Keys
# The heading over the rule book's part for the game; $game: its name.
help-rule-book = The rule book: { $game }
