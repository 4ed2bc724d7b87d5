# Dialogerne og boksene over skærmen.

## Boksen når partiet er slut

dialog-over-title = Partiet er slut
dialog-over-review = { $key } gennemgå partiet

## Spørgsmål

dialog-quit-title = Afslut
dialog-quit-question = Afslut nu?
dialog-quit-autosaved = Partiet gemmes: mills --resume fortsætter det.
dialog-quit-unchanged = Partiet er uændret, siden det blev indlæst.
dialog-quit-nowhere = Der er ingen datamappe: partiet gemmes ikke; { $key } gemmer det i en fil.
dialog-quit-failed = Den automatiske lagring mislykkedes ({ $why }): partiet, som det står, gemmes ikke; { $key } gemmer det et andet sted.
dialog-quit-saved = Partiet, som det står, er gemt i { $path }.
dialog-resign-title = Giv op
dialog-resign-question = { $name }, giver du op?
dialog-draw-title = Remistilbud
dialog-draw-offered = { $name } tilbyder remis.
dialog-draw-question = { $name }, tager du imod remis?

## Gem og eksportér

dialog-save-title = Gem partiet
dialog-save-label = Gem i denne fil:
dialog-export-title = Eksportér partiet
dialog-export-label = Som { $format } (Tab: et andet format), i denne fil:
dialog-format-pgn = PGN
dialog-format-sanmill = Sanmills PGN
dialog-format-playok = PlayOKs notation
dialog-save-empty = skriv stien til filen, der skal gemmes i
dialog-save-cancelled = ikke gemt
dialog-export-empty = skriv stien til filen, der skal eksporteres til
dialog-export-cancelled = ikke eksporteret

## Uafsluttede partier ved start

dialog-resume-title = Uafsluttet parti
dialog-resume-title-many = Uafsluttede partier: { $at } af { $count }
dialog-resume-waiting = Et uafsluttet parti { $game } venter:
dialog-resume-one-of-many = Et uafsluttet parti { $game }:
dialog-resume-players = { $white } mod { $black }, { $turns ->
    [one] 1 træk
   *[other] { $turns } træk
}.
dialog-resume-players-dated = { $white } mod { $black }, { $turns ->
    [one] 1 træk
   *[other] { $turns } træk
}, begyndt den { $date }.
dialog-resume-keeps = { $count ->
    [one] (et nyt parti gemmer det i saves/)
   *[other] (et nyt parti gemmer de { $count } viste i saves/)
}

## Nyt parti

dialog-new-title = Nyt parti
dialog-new-kept-note = Det igangværende parti gemmes i saves/.
dialog-row-game = Spil
dialog-row-rules = Regler
dialog-row-white = Hvid
dialog-row-name = navn
dialog-row-black = Sort
dialog-row-first = Først
dialog-row-time = Tid
dialog-row-clock = Ur
dialog-row-start = Start
dialog-row-language = Sprog
dialog-language-system = systemets sprog ({ $language })
dialog-game = { $game } ({ $variant })
dialog-rules-none = spillets egne (det har ingen valg)
dialog-rules-none-short = spillets egne
dialog-rules-no-option = spillets egne, intet valg
dialog-player-person = en person
dialog-player-computer = computeren, niveau { $level }
dialog-computer-name = Computer (niveau { $level })
dialog-first = { $side ->
    [white] hvid begynder
   *[black] sort begynder
}
dialog-seconds = { $seconds } s
dialog-time-capped = højst { $time } pr. træk (niveau { $level } stopper før)
dialog-time-capped-short = højst { $time } pr. træk
dialog-time = { $time } til at tænke pr. træk (computeren, tip)
dialog-time-short = { $time } pr. træk
dialog-clock-none = intet
dialog-clock = { $clock } (minutter + sekunder pr. træk)
dialog-start-set-up = fra en stilling, der først stilles op
dialog-start-beginning = fra begyndelsen
dialog-language-not-kept = sproget huskes ikke til næste start: { $why }
dialog-language-no-data-dir = sproget huskes ikke til næste start: der er ingen datamappe

## Tastelinjen

dialog-new-game = nyt parti
