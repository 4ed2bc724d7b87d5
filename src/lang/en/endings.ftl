# to fill
