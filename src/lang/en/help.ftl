# The help page's own words (the key rows are the keys area's).
