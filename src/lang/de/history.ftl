# Die Historie: die Liste der beendeten Partien und der Betrachter, der
# eine Partie Zug um Zug zeigt.

## Daten (deutsch: 02.11.2026 09:43, Tag und Monat zweistellig; ein Tag
## allein: 02.11.2026, in Ziffern, damit er im Satz nie umbricht)

history-date = { $day ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $day }
}.{ $month ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $month }
}.{ $year } { $time }
history-day = { $day ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $day }
}.{ $month ->
    [1] 01
    [2] 02
    [3] 03
    [4] 04
    [5] 05
    [6] 06
    [7] 07
    [8] 08
    [9] 09
   *[other] { $month }
}.{ $year }

## Die Liste der beendeten Partien

history-title = Beendete Partien
history-empty = Noch keine beendeten Partien: n startet eine.
history-not-listed = die beendeten Partien lassen sich nicht auflisten: { $why }
history-column-kept = Datum (UTC)
history-column-game = Spiel
history-column-white = Weiß
history-column-black = Schwarz
history-column-result = Ergebnis
history-column-turns = Züge
history-unreadable = { $file }: nicht lesbar
history-detail = { $result }: { $reason }. Enter zeigt die Partie Zug um Zug.
history-not-finished = Nicht beendet.
history-cannot-read = diese Datei ist nicht lesbar: { $why }
history-none-yet = noch keine beendeten Partien

## Der Betrachter

history-review-closed = Auswertung geschlossen
history-review-nothing = kein Zug gespielt: keine Auswertung möglich
history-review-kept = die mit der Partie gespeicherte Auswertung
history-review-done = Auswertung fertig
history-over-here = die Partie ist bei diesem Zug beendet: geh erst zurück
history-new-from-turn = eine neue Partie ab Zug { $turn }; die beendete bleibt unverändert
history-analysis-from = { $values ->
    [on] Analyse ab Zug { $turn }: zwei Menschen, Werte an (v); q kehrt zur beendeten Partie zurück
   *[off] Analyse ab Zug { $turn }: zwei Menschen; q kehrt zur beendeten Partie zurück
}
history-analysis-left = zurück zur beendeten Partie; die Analyse wird nicht aufbewahrt
