# Le parole proprie della pagina d'aiuto.

help-title = Aiuto: { $game }
help-keys = Tasti
help-rule-book = Il regolamento: { $game }
