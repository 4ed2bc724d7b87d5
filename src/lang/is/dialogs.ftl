# Gluggarnir og kassarnir yfir skjánum.

## Kassinn þegar taflinu er lokið

dialog-over-title = Taflinu lokið
dialog-over-review = { $key } fara yfir taflið

## Spurningar

dialog-quit-title = Hætta
dialog-quit-question = Hætta núna?
dialog-quit-autosaved = Taflið er geymt: mills --resume heldur því áfram.
dialog-quit-unchanged = Taflinu hefur ekki verið breytt síðan skráin var opnuð.
dialog-quit-nowhere = Engin gagnamappa er til: taflið verður ekki geymt; { $key } vistar það í skrá.
dialog-quit-failed = Sjálfvirk vistun mistókst ({ $why }): taflið eins og það stendur er ekki geymt; { $key } vistar það annars staðar.
dialog-quit-saved = Taflið eins og það stendur er vistað í { $path }.
dialog-resign-title = Gefast upp
# A colon, not a comma: the name is said, not called (no vocative).
dialog-resign-question = { $name }: gefstu upp?
dialog-draw-title = Jafnteflisboð
dialog-draw-offered = { $name } býður jafntefli.
dialog-draw-question = { $name }: þiggurðu jafntefli?

## Vista og flytja út

dialog-save-title = Vista taflið
dialog-save-label = Vista í þessa skrá:
dialog-export-title = Flytja taflið út
dialog-export-label = Sem { $format } (Tab: annað snið), í þessa skrá:
dialog-format-pgn = PGN
dialog-format-sanmill = PGN Sanmill
dialog-format-playok = ritháttur PlayOK
dialog-save-empty = skrifaðu slóð skrárinnar sem á að vista í
dialog-save-cancelled = ekki vistað
dialog-export-empty = skrifaðu slóð skrárinnar sem á að flytja út í
dialog-export-cancelled = ekki flutt út

## Óloknir leikir við ræsingu

dialog-resume-title = Ólokið tafl
dialog-resume-title-many = Ólokin töfl: { $at } af { $count }
dialog-resume-waiting = Ólokið tafl ({ $game }) bíður:
dialog-resume-one-of-many = Ólokið tafl ({ $game }):
dialog-resume-players = { $white } gegn { $black }, { $turns ->
    [one] { $turns } leikur
   *[other] { $turns } leikir
}.
dialog-resume-players-dated = { $white } gegn { $black }, { $turns ->
    [one] { $turns } leikur
   *[other] { $turns } leikir
}, hafið { $date }.
dialog-resume-keeps = { $count ->
    [1] (nýtt tafl geymir það í saves/)
   *[other] (nýtt tafl geymir þau { $count } sem sýnd eru í saves/)
}

## Nýtt tafl

dialog-new-title = Nýtt tafl
dialog-new-kept-note = Taflið sem er í gangi er geymt í saves/.
dialog-row-game = Tafl
dialog-row-rules = Reglur
dialog-row-white = Hvítur
dialog-row-name = nafn
dialog-row-black = Svartur
dialog-row-first = Byrjar
dialog-row-time = Tími
dialog-row-clock = Klukka
dialog-row-start = Upphaf
dialog-row-language = Tungumál
dialog-language-system = tungumál kerfisins ({ $language })
dialog-game = { $game } ({ $variant })
dialog-rules-none = reglur taflsins (engir valkostir)
dialog-rules-none-short = reglur taflsins
dialog-rules-no-option = reglur taflsins, enginn valkostur
dialog-player-person = manneskja
dialog-player-computer = tölvan, styrkleiki { $level }
dialog-computer-name = Tölva (styrkleiki { $level })
# Beside the row's label Byrjar: the side alone.
dialog-first = { $side ->
    [white] hvítur
   *[black] svartur
}
dialog-seconds = { $seconds } s
dialog-time-capped = í mesta lagi { $time } á leik (styrkleiki { $level } hættir fyrr)
dialog-time-capped-short = í mesta lagi { $time } á leik
dialog-time = { $time } til að hugsa hvern leik (tölvan, ráð)
dialog-time-short = { $time } á leik
dialog-clock-none = engin
dialog-clock = { $clock } (mínútur + sekúndur á leik)
dialog-start-set-up = frá stöðu sem er stillt upp fyrst
dialog-start-beginning = frá byrjun
dialog-language-not-kept = tungumálið er ekki geymt til næstu ræsingar: { $why }
dialog-language-no-data-dir = tungumálið er ekki geymt til næstu ræsingar: engin gagnamappa er til

## Lyklastikan

dialog-new-game = nýtt tafl
