# to translate
