# Was das Terminal über die Dateien der Partie sagt: automatisches
# Speichern, Speichern, Exportieren, die aufbewahrten unterbrochenen
# Partien und warum eine Datei nicht geschrieben wurde. $path ist der
# Pfad einer Datei; "mills --resume" und "mills --load" sind Befehle und
# bleiben, wie sie sind. Die Meldungen des Systems (files-system-…) folgen
# der deutschen Übersetzung der C-Bibliothek (glibc) und der coreutils.

## In der Meldezeile

files-game-kept = Partie aufbewahrt in { $path }
files-autosave-failed = automatisches Speichern fehlgeschlagen: { $why }; { $key } speichert die Partie anderswo
files-saved = gespeichert in { $path }
files-not-saved = nicht gespeichert: { $why }
files-exported = exportiert als { $format } nach { $path }
files-not-exported = nicht exportiert: { $why }
files-replace-again = { $why }; derselbe Pfad noch einmal ersetzt sie
files-export-unsupported = { $format } kann diese Partie nicht aufnehmen: { $why }
files-left-kept = neue Partie; die verlassene ist aufbewahrt in { $path }
files-left-not-kept = die verlassene Partie konnte nicht aufbewahrt werden: { $why }
files-put-aside = { $kept ->
    [one] neue Partie; die andere ist aufbewahrt in { $paths }
   *[other] neue Partie; die { $kept } anderen sind aufbewahrt in { $paths }
}{ $waiting ->
    [0] {""}
    [one] ; 1 weitere wartet auf mills --resume
   *[other] ; { $waiting } weitere warten auf mills --resume
}
files-stays-offered = die unterbrochene Partie wird wieder angeboten: { $why }
files-autosaved-apart = { $why }: diese Partie wird gesondert automatisch gespeichert
files-review-kept = Auswertung fertig, mit der Partie gespeichert
files-review-not-kept = Auswertung fertig, aber nicht gespeichert: { $why }

## In der Shell, wenn das Programm endet

files-farewell-offered = { $count ->
    [one] mills: die unterbrochene Partie bleibt aufbewahrt; mills --resume bietet sie wieder an
   *[other] mills: die { $count } unterbrochenen Partien bleiben aufbewahrt; mills --resume bietet sie wieder an
}
files-farewell-kept = mills: die Partie ist aufbewahrt; fortsetzen mit: mills --resume
files-farewell-earlier = mills: das letzte automatische Speichern ist fehlgeschlagen ({ $why }): mills --resume setzt die Partie ab einem früheren Zug fort
files-farewell-lost = mills: die Partie ist nicht aufbewahrt: das automatische Speichern ist fehlgeschlagen ({ $why })
files-farewell-saved = mills: das automatische Speichern ist fehlgeschlagen; die Partie ist in { $path } gespeichert (mills --load { $path })

## Warum eine Datei nicht benutzt werden konnte

files-error-no-data-dir = kein Datenverzeichnis: setze MILLS_DATA_DIR oder XDG_DATA_HOME
files-error-io = { $action ->
    [read] { $path } kann nicht gelesen werden
    [write] { $path } kann nicht geschrieben werden
    [create] { $path } kann nicht angelegt werden
    [list] { $path } kann nicht aufgelistet werden
    [lock] { $path } kann nicht gesperrt werden
    [move] { $path } kann nicht verschoben werden
    [remove] { $path } kann nicht entfernt werden
   *[other] { $path } kann nicht benutzt werden
}: { $error }
files-error-in-use = { $path } ist in einem anderen mills geöffnet
# Eine Datei des Datenverzeichnisses über ihrer Höchstgröße ($size: "64 KiB"):
# ganz abgelehnt, nie zum Teil gelesen und gekürzt zurückgeschrieben.
files-error-too-big = { $path } ist größer als { $size }: die Datei wird weder zum Teil gelesen noch überschrieben
files-error-would-be-too-big = { $path } würde größer als { $size }: nicht geändert
files-error-not-a-file = { $path } ist keine gewöhnliche Datei: nicht gelesen
files-error-record = { $path }: { $error }
files-error-directory = { $path } ist ein Verzeichnis: gib eine Datei darin an
files-error-dangling = { $path } ist ein Link in ein Verzeichnis, das es nicht gibt
files-error-another-game = { $path } enthält eine andere Partie: nicht ersetzt
files-error-other-games = { $path } enthält { $count } Partien: nicht ersetzt
files-error-not-a-record = { $path } existiert und ist keine Partieaufzeichnung: nicht ersetzt
files-error-read-only = { $path } ist schreibgeschützt: nicht ersetzt
files-error-hard-links = { $path } hat weitere Namen (harte Links), die beim Ersetzen abgetrennt würden: nicht ersetzt
files-error-changed = { $path } hat sich seit dem Lesen geändert: nicht ersetzt (lies sie neu ein)
files-error-terminal = { $path } ist das Terminal, auf dem die Partie gezeichnet wird: nicht geschrieben
files-error-owner = { $path } gehört einem anderen Benutzer, und eine neue Datei könnte ihm nicht gehören: nicht ersetzt
files-error-unreadable = { $path } nicht geschrieben: die Datei ließe sich nicht wieder einlesen: { $error }

# Was das System sagt, für die üblichen Fälle (wie glibc auf Deutsch).
files-system-not-found = Datei oder Verzeichnis nicht gefunden
files-system-permission = Keine Berechtigung
files-system-full = Auf dem Gerät ist kein Speicherplatz mehr verfügbar
files-system-read-only = Das Dateisystem ist nur lesbar
files-system-exists = Die Datei existiert bereits

## Beim Start des Spiels im Terminal

files-resumed = { $turns ->
    [0] fortgesetzt in der aufgebauten Stellung
    [one] fortgesetzt nach 1 Zug
   *[other] fortgesetzt nach { $turns } Zügen
}
files-waiting = { $count ->
    [one] 1 unterbrochene Partie wartet: mills --resume setzt sie fort (auch mills allein bietet sie an, und n legt sie dort in saves/ ab)
   *[other] { $count } unterbrochene Partien warten: mills --resume bietet sie an (auch mills allein, und n legt die gezeigten dort in saves/ ab)
}
files-not-saved-here = { $why }: die Partie wird nicht gespeichert
files-unfinished-unlisted = die unterbrochenen Partien lassen sich nicht auflisten: { $why }
files-unfinished-unreadable = eine unterbrochene Partie lässt sich nicht fortsetzen: { $why }
files-unfinished-set-aside = eine unterbrochene Partie lässt sich nicht fortsetzen: { $why }; sie ist aufbewahrt in { $path }
files-first-loaded = { $whole ->
    [yes] die Datei enthält { $count } Partien: die erste ist geladen
   *[no] die Datei ist größer als { $limit } MiB: { $count ->
        [one] 1 Partie beginnt
       *[other] { $count } Partien beginnen
    } in ihren ersten { $limit } MiB, der Rest wurde nicht gelesen: die erste ist geladen
}

## Warum eine Aufzeichnung nicht lesbar ist (eine geöffnete Datei, eine
## fortgesetzte Partie)

files-game-error = Partie { $game } (ab Zeile { $line }): { $why }
files-record-at-line = Zeile { $line }: { $why }
files-record-at-move = Zeile { $line }, Zug { $number } ({ $side ->
    [white] Weiß
   *[black] Schwarz
}, { $token }): { $why }
files-record-empty = die Aufzeichnung ist leer
files-record-too-large = keine Partieaufzeichnung: größer als { $size } KiB
files-record-line-too-long = die Zeile ist länger als { $size } KiB
files-record-tags-too-large = die Tags sind größer als { $size } KiB
files-record-name-too-long = der Name im Tag { $tag } hat { $count } Zeichen, höchstens { $most } sind erlaubt
files-record-not-utf8 = keine Textdatei (ungültiges UTF-8)
files-record-control = keine Textdatei (Steuerzeichen { $code })
files-record-bad-tag = fehlerhaftes Tag { $text }: { $why }
files-record-duplicate-tag = das Tag { $name } steht zweimal da
files-record-tag-after-moves = ein Tag nach den Zügen (Tags stehen am Anfang)
files-record-bad-fen = das FEN-Tag wird abgelehnt: { $why }
files-record-setup-without-fen = SetUp "1" sagt, die Partie beginnt in einer aufgebauten Stellung, aber kein FEN-Tag gibt sie an
files-record-tags-disagree = die Tags widersprechen einander: { $why }
files-record-unknown-variant = das Variant-Tag nennt kein Spiel, das hier gespielt wird: { $name }; um die Aufzeichnung als eines davon zu lesen, gib an, welches (--variant)
files-record-bad-rules = das Rules-Tag nennt eine Regel, die dieses Spiel nicht hat: { $name }
files-record-variant-mismatch = die Aufzeichnung ist eine Partie { $found }, verlangt war aber { $expected }
files-record-bad-first = das First-Tag muss "white" oder "black" sein, nicht { $value }
files-record-bad-result = unbekanntes Ergebnis { $value }: erwartet 1-0, 0-1, 1/2-1/2 oder *
files-record-bad-termination = unbekanntes Partieende { $value }
files-record-not-a-move = kein Zug
files-record-after-end = die Partie ist da schon beendet
files-record-reads-under = { $why }; die Aufzeichnung gilt mit der Regeloption { $option } (--rule { $option })
files-record-bad-kind = { $tag } muss "human" oder "program" sein, nicht { $value }
files-record-bad-level = { $tag } muss eine Stufe von 1 bis 10 sein, nicht { $value }
files-record-bad-move-number = die Zugnummer { $token } steht an der falschen Stelle: erwartet { $expected }
files-record-dangling-move-number = nach der Zugnummer { $token } folgt kein Zug (ist die Aufzeichnung abgeschnitten?)
files-record-unclosed-comment = der hier geöffnete Kommentar wird nie geschlossen
files-record-unclosed-variation = die hier geöffnete Variante wird nie geschlossen
files-record-stray-parenthesis = eine ')', die keine Variante schließt
files-record-after-result = { $token } nach dem Ergebnis, das die Züge beendet
files-record-contradiction = { $claim } widerspricht den Zügen: { $why }
files-tag-fault = { $fault ->
    [no-opening] erwartet [Name "Wert"]
    [no-closing] keine schließende ]
    [no-name] erwartet einen Namen aus Buchstaben, Ziffern und _
    [no-value] erwartet nach dem Namen einen Wert in doppelten Anführungszeichen
    [unclosed] das schließende Anführungszeichen des Werts fehlt
    [escape] im Wert dürfen nach einem Backslash nur \" und \\ stehen
    [trailing] Text nach dem schließenden Anführungszeichen
    [draws] die einzige Zählung der Remisregeln außer der des Regelbuchs ist "sanmill"
   *[clock] erwartet eine Bedenkzeit in Sekunden (300+3) oder eine Zeit (0:04:55)
}
files-disagree-setup-fen = SetUp "0" sagt, die Partie beginnt wie üblich, aber ein FEN-Tag gibt eine Stellung an
files-disagree-first-fen = das First-Tag sagt, { $first ->
    [white] Weiß
   *[black] Schwarz
} beginnt, aber laut FEN ist { $fen ->
    [white] Weiß
   *[black] Schwarz
} am Zug
files-claim-result = das Ergebnis { $result }
files-claim-termination = das Termination-Tag ({ $reason })
files-claim-ending = das Termination-Tag
files-conflict-result-tag = das Result-Tag sagt { $result }
files-conflict-moves-end = die Züge enden so: { $outcome }
files-conflict-flag-falls = die Zeit läuft ab: { $outcome }
files-conflict = { $why ->
    [going-on] die Partie geht danach noch weiter
    [no-termination] die Partie geht danach noch weiter, und das Termination-Tag fehlt
    [resignation-drawn] eine aufgegebene Partie braucht einen Sieger, 1-0 oder 0-1
    [resignation-unclaimed] eine aufgegebene Partie braucht ein Result-Tag, 1-0 oder 0-1, das den Sieger nennt
    [agreement-won] ein Remis durch Einigung ist 1/2-1/2
   *[already-over] die Partie ist schon beendet
}

## Warum ein Format eine Partie nicht aufnehmen kann (files-export-unsupported)

files-lack-playok-variant = PlayOK bietet { $game } nicht an
files-lack-sanmill-variant = Sanmill bietet { $game } nicht an (nur nine, twelve, morabaraba und lasker)
files-lack-sanmill-rules = Sanmill hat keine Regel wie { $rules }
files-lack = { $why ->
    [playok-rules] PlayOK spielt nur nach seinen eigenen Regeln
    [playok-start] PlayOK-Aufzeichnungen beginnen mit leerem Brett und Weiß am Zug
    [playok-point] ein Punkt außerhalb des PlayOK-Bretts
    [sanmill-black-first] eine Partie, die Schwarz begann, und Sanmill kann sie mit vertauschten Farben nicht nachspielen
   *[no-fen] ihr Anfang bräuchte einen Aufstellungstext (FEN), der für dieses Spiel noch nicht geschrieben wird
}

## Andere Dateien

files-error-holds = { $path } enthält etwas, das diese { $what ->
   *[puzzle-pack] Aufgabensammlung
} nicht bewahren würde: nicht ersetzt
files-error-not-read-back = { $path } nicht geschrieben: die { $what ->
   *[puzzle-pack] Aufgabensammlung
} ließe sich nicht wieder einlesen: { $why }
files-not-opened = die Partie lässt sich nicht öffnen: { $why }
files-settings-ignored = die Einstellungen in { $path } wurden ignoriert: { $why }
files-settings-not-text = sie sind kein Text
files-settings-not-name-value = Zeile { $line } hat nicht die Form `name = value`
files-settings-no-language = keine Sprache hat den Code { $code }
