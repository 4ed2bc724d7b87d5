# Die Dialoge und Kästen über dem Bildschirm: neue Partie, die Fragen
# (beenden, aufgeben, Remisangebot), Speichern und Exportieren, das Angebot
# unterbrochener Partien beim Start und der Kasten am Ende der Partie.

## Der Kasten am Ende der Partie

dialog-over-title = Partie beendet
dialog-over-review = { $key } Partie auswerten

## Fragen

dialog-quit-title = Beenden
dialog-quit-question = Jetzt beenden?
dialog-quit-autosaved = mills --resume setzt die Partie später fort.
dialog-quit-unchanged = Die Partie ist seit dem Laden unverändert.
dialog-quit-nowhere = Es gibt kein Datenverzeichnis: diese Partie bleibt nicht erhalten; { $key } speichert sie in einer Datei.
dialog-quit-failed = Das automatische Speichern ist fehlgeschlagen ({ $why }): der jetzige Stand der Partie bleibt nicht erhalten; { $key } speichert ihn anderswo.
dialog-quit-saved = Der jetzige Stand der Partie ist gespeichert in { $path }.
dialog-resign-title = Aufgeben
dialog-resign-question = { $name }, gibst du auf?
dialog-draw-title = Remisangebot
dialog-draw-offered = { $name } bietet Remis an.
dialog-draw-question = { $name }, nimmst du an?

## Speichern und Exportieren

dialog-save-title = Partie speichern
dialog-save-label = In diese Datei speichern:
dialog-export-title = Partie exportieren
dialog-export-label = Als { $format } (Tab: anderes Format) in diese Datei:
dialog-format-pgn = PGN
dialog-format-sanmill = Sanmill-PGN
dialog-format-playok = PlayOK-Notation
dialog-save-empty = gib den Pfad der Datei ein, in die gespeichert werden soll
dialog-save-cancelled = nicht gespeichert
dialog-export-empty = gib den Pfad der Datei ein, in die exportiert werden soll
dialog-export-cancelled = nicht exportiert

## Das Angebot unterbrochener Partien beim Start

dialog-resume-title = Unterbrochene Partie
dialog-resume-title-many = Unterbrochene Partien: { $at } von { $count }
dialog-resume-waiting = Eine unterbrochene Partie { $game } wartet:
dialog-resume-one-of-many = Eine unterbrochene Partie { $game }:
dialog-resume-players = { $white } gegen { $black }, { $turns ->
    [one] 1 Zug
   *[other] { $turns } Züge
}.
dialog-resume-players-dated = { $white } gegen { $black }, { $turns ->
    [one] 1 Zug
   *[other] { $turns } Züge
}, begonnen am { $date }.
dialog-resume-keeps = { $count ->
    [one] (eine neue Partie legt sie in saves/ ab)
   *[other] (eine neue Partie legt die { $count } gezeigten in saves/ ab)
}

## Neue Partie

dialog-new-title = Neue Partie
dialog-new-kept-note = Die laufende Partie wird in saves/ abgelegt.
dialog-row-game = Spiel
dialog-row-rules = Regeln
dialog-row-white = Weiß
dialog-row-name = Name
dialog-row-black = Schwarz
dialog-row-first = Beginn
dialog-row-time = Zeit
dialog-row-clock = Uhr
dialog-row-start = Start
dialog-row-language = Sprache
dialog-language-system = Systemsprache ({ $language })
dialog-game = { $game } ({ $variant })
# Die Grundregeln: die Regeln des Spiels ohne Regeloption.
dialog-rules-none = Grundregeln (das Spiel hat keine Optionen)
dialog-rules-none-short = Grundregeln
dialog-rules-no-option = Grundregeln, keine Option
dialog-player-person = ein Mensch
dialog-player-computer = der Computer, Stufe { $level }
dialog-computer-name = Computer (Stufe { $level })
dialog-first = { $side ->
    [white] Weiß beginnt
   *[black] Schwarz beginnt
}
dialog-seconds = { $seconds } s
dialog-time-capped = höchstens { $time } pro Zug (Stufe { $level } hört früher auf)
dialog-time = { $time } Bedenkzeit pro Zug (Computer, Tipps)
dialog-time-capped-short = höchstens { $time } pro Zug
dialog-time-short = { $time } pro Zug
dialog-clock-none = keine
dialog-clock = { $clock } (Minuten + Sekunden pro Zug)
dialog-start-set-up = aus einer vorher aufgebauten Stellung
dialog-start-beginning = von Anfang an
dialog-language-not-kept = die Sprache wird für den nächsten Start nicht gespeichert: { $why }
dialog-language-no-data-dir = die Sprache wird für den nächsten Start nicht gespeichert: es gibt kein Datenverzeichnis

## Die Tastenleiste

dialog-new-game = neue Partie
