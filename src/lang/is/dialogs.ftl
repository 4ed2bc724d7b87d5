# Gluggarnir og kassarnir yfir skjánum.

## Kassinn þegar leiknum er lokið

dialog-over-title = Leik lokið
dialog-over-review = { $key } fara yfir leikinn

## Spurningar

dialog-quit-title = Hætta
dialog-quit-question = Hætta núna?
dialog-quit-autosaved = Leikurinn er geymdur: mills --resume heldur honum áfram.
dialog-quit-unchanged = Leikurinn er skráin sem var opnuð, óbreytt.
dialog-quit-nowhere = Engin gagnamappa er til: leikurinn verður ekki geymdur; s vistar hann í skrá.
dialog-quit-failed = Sjálfvirk vistun mistókst ({ $why }): leikurinn eins og hann stendur er ekki geymdur; s vistar hann annars staðar.
dialog-quit-saved = Leikurinn eins og hann stendur er vistaður í { $path }.
dialog-resign-title = Gefast upp
dialog-resign-question = { $name }, gefstu upp?
dialog-draw-title = Jafnteflisboð
dialog-draw-offered = { $name } býður jafntefli.
dialog-draw-question = { $name }, þiggurðu það?

## Vista og flytja út

dialog-save-title = Vista leikinn
dialog-save-label = Vista í þessa skrá:
dialog-export-title = Flytja leikinn út
dialog-export-label = Sem { $format } (Tab: annað snið), í þessa skrá:
dialog-format-pgn = PGN
dialog-format-sanmill = PGN Sanmill
dialog-format-playok = ritháttur PlayOK
dialog-save-empty = skrifaðu slóð skrárinnar sem á að vista í
dialog-save-cancelled = ekki vistað
dialog-export-empty = skrifaðu slóð skrárinnar sem á að flytja út í
dialog-export-cancelled = ekki flutt út

## Óloknir leikir við ræsingu

dialog-resume-title = Ólokinn leikur
dialog-resume-title-many = Óloknir leikir: { $at } af { $count }
dialog-resume-waiting = Ólokinn leikur ({ $game }) bíður:
dialog-resume-one-of-many = Ólokinn leikur ({ $game }):
dialog-resume-players = { $white } gegn { $black }, { $turns ->
    [one] { $turns } leikur
   *[other] { $turns } leikir
}.
dialog-resume-players-dated = { $white } gegn { $black }, { $turns ->
    [one] { $turns } leikur
   *[other] { $turns } leikir
}, hafinn { $date }.
dialog-resume-keeps = { $count ->
    [one] (nýr leikur geymir hann í saves/)
   *[other] (nýr leikur geymir þá { $count } sem sýndir eru í saves/)
}

## Nýr leikur

dialog-new-title = Nýr leikur
dialog-new-kept-note = Leikurinn sem er í gangi er geymdur í saves/.
dialog-row-game = Leikur
dialog-row-rules = Reglur
dialog-row-white = Hvítur
dialog-row-name = nafn
dialog-row-black = Svartur
dialog-row-first = Byrjar
dialog-row-time = Tími
dialog-row-clock = Klukka
dialog-row-start = Upphaf
dialog-row-language = Tungumál
dialog-game = { $game } ({ $variant })
dialog-rules-none = reglur leiksins (engir valkostir)
dialog-rules-none-short = reglur leiksins
dialog-rules-no-option = reglur leiksins, enginn valkostur
dialog-player-person = manneskja
dialog-player-computer = tölvan, styrkur { $level }
dialog-computer-name = Tölva (styrkur { $level })
dialog-first = { $side ->
    [white] hvítur byrjar
   *[black] svartur byrjar
}
dialog-seconds = { $seconds } s
dialog-time-capped = í mesta lagi { $time } á leik (styrkur { $level } hættir fyrr)
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

dialog-new-game = nýr leikur
