# The review of a finished game and the study of a position.
