# Die Wörter der einzelnen Spielfamilien: das Pusten bei Damspil, die
# Steinarten bei Mijnlieff, die Aufforderungen der Mühlespiele.

## Die Mühlespiele (Mühle und ihre Verwandten).
mill-remove-a-piece = Mühle! Entferne einen { $side ->
        [white] weißen
       *[black] schwarzen
    } Stein
mill-choose-where = { $point } ziehen: wähle, wohin
mill-fly-any = springe mit einem Stein auf einen beliebigen freien Punkt
mill-fly = springen: du hast drei Steine
mill-jump = drei Steine: ziehen oder einen gegnerischen Stein überspringen
mill-place-or-move = setze einen Stein oder ziehe einen
mill-place = setze einen Stein
mill-move = ziehe einen Stein
mill-counts = Hand { $hand }  Brett { $board }  verloren { $lost }
mill-three-in-a-row-wins = Drei in einer Reihe gewinnen sofort.
mill-cancelled = abgebrochen
mill-took-back-mill = Zug { $turn } zurückgenommen, der eine Mühle schloss: spiele ihn noch einmal, um einen Stein zu entfernen
mill-none-taken = Mühle! Alle { $side ->
        [white] weißen
       *[black] schwarzen
    } Steine stehen in Mühlen, also wird keiner entfernt
mill-help-title = { $game }: { $board ->
        [points-24] Brett mit 24 Punkten
        [points-16] Brett mit 16 Punkten
        [points-9] Brett mit 9 Punkten
       *[points-9-diagonals] Brett mit 9 Punkten und Diagonalen
    }, je { $count } Steine.
mill-help-place = Setzen: setze einen Stein aus deiner Hand auf einen beliebigen freien Punkt.
mill-help-place-or-move = Solange du noch Steine in der Hand hast, darfst du stattdessen auch einen Stein ziehen.
mill-help-move-any = Ziehen: sind alle Steine gesetzt, ziehe einen auf einen beliebigen freien Punkt.
mill-help-move = Ziehen: ist deine Hand leer, ziehe einen Stein entlang einer Linie auf einen freien Nachbarpunkt.
mill-help-fly = Springen: mit nur noch drei Steinen springst du auf einen beliebigen freien Punkt.
mill-help-jump = Überspringen: mit nur noch drei Steinen darfst du auch entlang einer Linie über einen gegnerischen Stein auf den freien Punkt dahinter springen.
mill-help-mill-wins = Mühle: drei eigene Steine in einer Linie gewinnen sofort.
mill-help-lose = Niederlage: wer keinen Zug mehr hat, verliert.
mill-help-draw-short = Remis: dreifache Stellungswiederholung, 100 Züge in Folge oder Einigung.
mill-help-mill-take-any = Mühle: drei eigene Steine in einer Linie. Wer eine Mühle schließt, entfernt einen gegnerischen Stein; Steine in Mühlen sind geschützt, außer wenn alle gegnerischen in Mühlen stehen.
mill-help-mill-take-nothing = Mühle: drei eigene Steine in einer Linie. Wer eine Mühle schließt, entfernt einen gegnerischen Stein; Steine in Mühlen sind immer geschützt, also wird manchmal keiner entfernt.
mill-help-no-shuttle = Ein Stein, der eine Mühle geöffnet und eine andere geschlossen hat, darf nicht sofort zurückziehen, um die erste wieder zu schließen.
mill-help-win = Sieg: lass dem Gegner nur zwei Steine oder keinen Zug mehr.
mill-help-draw = Remis: dreifache Stellungswiederholung, 100 Züge in Folge, ohne dass ein Stein entfernt wird, oder Einigung.
mill-help-draw-full = Remis: ein volles Brett, dreifache Stellungswiederholung, 100 Züge in Folge, ohne dass ein Stein entfernt wird, oder Einigung.
mill-help-three-against-three = Bei je drei Steinen: { $count } Züge, ohne dass ein Stein entfernt wird.
mill-put-white-black = weiß/schwarz setzen
mill-put = setzen

## Damspil (dänische Dame). $point, $piece, $from: Namen von Feldern (c3).
damspil-put-man-king = Stein/Dame setzen
damspil-put = setzen
damspil-counts = Steine { $men }  Damen { $kings }  verloren { $lost }
damspil-huffed-now-move = { $point } ist gepustet: jetzt einen Stein ziehen
damspil-huff-first = erst pusten, wenn du willst (p), dann ziehen
damspil-jump-on = weiterschlagen, oder Enter auf { $point } hält dort an
damspil-huff-lead = Pusten:
damspil-may-huff = { $piece } hätte { $taken } schlagen können und tat es nicht: du darfst ihn pusten
damspil-may-huff-moved = { $from } hätte { $taken } schlagen können, zog aber nach { $piece }: du darfst ihn pusten
damspil-huffed = { $piece } ist gepustet: er hätte { $taken } schlagen können
damspil-huffed-moved = { $piece } ist gepustet: von { $from } aus hätte er { $taken } schlagen können
damspil-or = { $rest } oder { $last }
damspil-crowned = auf { $point } wird der Stein zur Dame
damspil-huffed-choose = { $point } ist gepustet: wähle einen deiner Steine
damspil-not-yours-huff = der Stein auf { $point } gehört dir nicht: p pustet ihn
damspil-back-on = zurück auf { $point }
damspil-back-to-start = zurück zum Anfang
damspil-no-huff = kein Pusten
damspil-how-to-type = einen Zug gibt man als c3-d4, c3xe5xc7 oder mit Pusten vorweg als *b6:c3-d4 ein
damspil-help-board = Damspil (dänische Dame): ein Brett mit 8×8 Feldern, gespielt wird auf den 32 dunklen; je zwölf Steine, Weiß beginnt.
damspil-help-step = Ziehen: ein einfacher Stein zieht ein Feld diagonal vorwärts auf ein freies Feld.
damspil-help-capture = Schlagen: überspringe einen benachbarten gegnerischen Stein, vorwärts oder rückwärts, auf das freie Feld dahinter; schlage mit demselben Stein weiter oder hör nach einem beliebigen Sprung auf. Es gibt keinen Schlagzwang.
damspil-help-huff = Pusten: hat dein Gegner mit einem Stein gezogen, der hätte schlagen können, darfst du zuerst diesen Stein vom Brett nehmen (p auf ihm) und dann ziehen.
damspil-help-huff-any = Pusten (huff-any): hat dein Gegner nicht geschlagen, obwohl er konnte, darfst du zuerst einen der Steine vom Brett nehmen, die hätten schlagen können (p), und dann ziehen.
damspil-help-king = Dame: ein einfacher Stein, der die gegnerische Grundreihe erreicht, wird zur Dame, und der Zug endet dort. Eine Dame zieht beliebig weit entlang einer freien Diagonale, schlägt aber wie ein einfacher Stein nur einen benachbarten Stein.
damspil-help-win = Sieg: schlage alle gegnerischen Steine, Damen eingeschlossen, oder lass dem Gegner keinen Zug.
damspil-help-draw = Remis: dreifache Stellungswiederholung, 100 Züge in Folge ohne Schlagen und ohne Zug eines einfachen Steins, oder Einigung.
damspil-huff = pusten
damspil-who-can-capture = wer schlagen kann
damspil-jumps = Schläge
damspil-help-enter = einen Stein wählen, dann mit ihm zum Cursor ziehen oder schlagen (auch Leertaste oder Mausklick)
damspil-help-a-whole-turn-typed-then = einen ganzen Zug eingeben, dann Enter: c3-d4, c3xe5xc7, *b6:c3-d4
damspil-help-huff-at-puste-the-piece = den Stein unter dem Cursor vor deinem Zug pusten (dänisch „at puste“): einen, der hätte schlagen können und es nicht tat
damspil-help-mark-the-pieces-that-can = die Steine markieren, die jetzt schlagen können, oder die Markierung aufheben

## Mijnlieff. $kind: die Art des Steins: straight (Gerade), diagonal
## (Diagonale), pusher (Schieber) oder puller (Zieher); die Buchstaben
## S D P L bleiben, wie sie sind.
mijnlieff-put-white-black = weiß/schwarz setzen
mijnlieff-put = setzen
mijnlieff-counts = Stand { $score }  Hand { $hand }
mijnlieff-must-pass = kein erlaubtes Feld ist frei: Enter passt
mijnlieff-place-kind = setze { $kind ->
        [straight] eine Gerade
        [diagonal] eine Diagonale
        [pusher] einen Schieber
       *[puller] einen Zieher
    }: wähle ein Feld
mijnlieff-choose-kind = wähle eine Art (S D P L, Tab) und ein Feld
mijnlieff-allowed-lead = Erlaubt:
mijnlieff-allowed-nothing = nichts: { $side ->
        [white] Weiß
       *[black] Schwarz
    } muss passen
mijnlieff-allowed-outside = der erste Stein kommt außerhalb der Mitte
mijnlieff-allowed-corner = der erste Stein kommt auf eine Ecke
mijnlieff-allowed-any = jedes freie Feld, nachdem { $side ->
        [white] Weiß
       *[black] Schwarz
    } gepasst hat
mijnlieff-allowed-by = { $kind ->
        [straight] die Gerade
        [diagonal] die Diagonale
        [pusher] der Schieber
       *[puller] der Zieher
    } auf { $point }: { $kind ->
        [straight] nur Felder in ihrer Reihe oder Spalte
        [diagonal] nur Felder auf ihren Diagonalen
        [pusher] nur Felder, die nicht an ihn grenzen
       *[puller] nur Felder, die an ihn grenzen
    }
mijnlieff-value-with-kind = { $point } mit { $kind ->
        [straight] einer Geraden
        [diagonal] einer Diagonale
        [pusher] einem Schieber
       *[puller] einem Zieher
    }: { $value }
mijnlieff-passes = { $side ->
        [white] Weiß
       *[black] Schwarz
    } passt: kein erlaubtes Feld ist frei
mijnlieff-scores = { $turn } bringt { $gained ->
        [one] { $gained } Punkt
       *[other] { $gained } Punkte
    }: { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat { $count }
mijnlieff-other-must-pass = { $side ->
        [white] Weiß
       *[black] Schwarz
    } muss passen
mijnlieff-choose-kind-first = wähle zuerst eine Art: S, D, P oder L (groß), oder Tab durch deine Hand
mijnlieff-no-kind = keine Art gewählt (vorher { $kind ->
        [straight] die Gerade
        [diagonal] die Diagonale
        [pusher] der Schieber
       *[puller] der Zieher
    })
mijnlieff-not-typed = { $turn } ist hier kein Zug: gib die Art (S D P L) und das Feld ein, dann Enter
mijnlieff-help-board = Mijnlieff, ein Spiel von Andy Hopwood: ein Brett mit 4×4 Feldern; jeder Spieler hat acht Steine, zwei von jeder Art: Gerade S, Diagonale D, Schieber P, Zieher L. Steine werden nur gesetzt und nie bewegt.
mijnlieff-help-turn = Ein Zug: setze einen Stein auf ein freies Feld, das der letzte Stein deines Gegners erlaubt: eine Gerade ihre Reihe oder Spalte; eine Diagonale ihre Diagonalen; ein Schieber jedes Feld, das nicht an ihn grenzt; ein Zieher ein Feld, das an ihn grenzt.
mijnlieff-help-first-outer = Erster Stein: auf ein beliebiges Feld außerhalb der Mitte (outer-start).
mijnlieff-help-first = Erster Stein: auf eine Ecke (mit outer-start: außerhalb der Mitte).
mijnlieff-help-pass = Passen: ist kein erlaubtes Feld frei, musst du passen (mit Enter); dein Gegner darf dann auf jedes freie Feld setzen.
mijnlieff-help-end = Ende: wenn der Spieler am Zug keinen Stein mehr hat. Jede Linie aus drei Feldern (in einer Reihe, Spalte oder Diagonale), die nur deine Steine trägt, bringt 1 Punkt (vier in einer Linie: 2); wer mehr Punkte hat, gewinnt, gleich viele sind Remis.
mijnlieff-help-marks = Mit { $mark } markierte Felder sind die, auf die der Spieler am Zug setzen darf; der zuletzt gesetzte Stein ist unterstrichen.
mijnlieff-help-keys = Tasten: S, D, P, L (groß oder klein) oder Tab wählen die Art, ein Feld und Enter setzen den Stein: Sa1 (oder sa1) und Enter tun beides. Strg-S speichert (s ist die Gerade).
mijnlieff-kind = Art
mijnlieff-help-enter = die gewählte Art auf das Feld unter dem Cursor setzen (auch Leertaste oder Mausklick)
mijnlieff-help-choose-the-kind-to-place = die Art zum Setzen wählen, groß oder klein: Gerade, Diagonale, Schieber, Zieher (dann ein Feld und Enter: Sa1 oder sa1 Enter; d und ein Feld ist die Diagonale, d und eine Reihe die Spalte d)
mijnlieff-help-the-next-kind-in-your = die nächste Art in deiner Hand
