# The dialogs and boxes drawn over the screen.

## The game-over box

dialog-over-title = Konec hry
dialog-over-review = { $key } rozbor hry

## Questions

dialog-quit-title = Konec
dialog-quit-question = Skončit?
dialog-quit-autosaved = Hra zůstane uložena: mills --resume v ní bude pokračovat.
dialog-quit-unchanged = Hra se od načtení nezměnila.
dialog-quit-nowhere = Chybí datový adresář: tato hra se neuloží; { $key } ji uloží do souboru.
dialog-quit-failed = Automatické uložení selhalo ({ $why }): hra v tomto stavu uložena není; { $key } ji uloží jinam.
dialog-quit-saved = Hra v tomto stavu je uložena v { $path }.
dialog-resign-title = Vzdát se
# A colon, not a comma: the name stays in the nominative, not addressed.
dialog-resign-question = { $name }: vzdáváš se?
dialog-draw-title = Nabídka remízy
dialog-draw-offered = { $name } nabízí remízu.
dialog-draw-question = { $name }: přijímáš remízu?

## The save and export prompts

dialog-save-title = Uložit hru
dialog-save-label = Uložit do souboru:
dialog-export-title = Exportovat hru
dialog-export-label = Jako { $format } (Tab: jiný formát), do souboru:
dialog-format-pgn = PGN
dialog-format-sanmill = PGN Sanmillu
dialog-format-playok = zápis PlayOK
dialog-save-empty = napiš cestu k souboru pro uložení
dialog-save-cancelled = neuloženo
dialog-export-empty = napiš cestu k souboru pro export
dialog-export-cancelled = neexportováno

## The offer of unfinished games at the start

dialog-resume-title = Rozehraná hra
dialog-resume-title-many = Rozehrané hry: { $at } z { $count }
dialog-resume-waiting = Čeká rozehraná hra { $game }:
dialog-resume-one-of-many = Rozehraná hra { $game }:
dialog-resume-players = { $white } – { $black }, { $turns ->
    [one] 1 tah
    [few] { $turns } tahy
   *[other] { $turns } tahů
}.
dialog-resume-players-dated = { $white } – { $black }, { $turns ->
    [one] 1 tah
    [few] { $turns } tahy
   *[other] { $turns } tahů
}, zahájena { $date }.
dialog-resume-keeps = { $count ->
    [one] (nová hra ji ponechá v saves/)
    [few] (nová hra ponechá { $count } zobrazené v saves/)
   *[other] (nová hra ponechá { $count } zobrazených v saves/)
}

## The new-game dialog

dialog-new-title = Nová hra
dialog-new-kept-note = Rozehraná hra zůstane v saves/.
dialog-row-game = Hra
dialog-row-rules = Pravidla
dialog-row-white = Bílý
dialog-row-name = jméno
dialog-row-black = Černý
dialog-row-first = Začíná
dialog-row-time = Čas
dialog-row-clock = Hodiny
dialog-row-start = Začátek
dialog-row-language = Jazyk
dialog-language-system = podle systému ({ $language })
dialog-game = { $game } ({ $variant })
dialog-rules-none = vlastní pravidla hry (nemá volby)
dialog-rules-none-short = vlastní pravidla
dialog-rules-no-option = vlastní pravidla hry, bez voleb
dialog-player-person = člověk
dialog-player-computer = počítač, úroveň { $level }
dialog-computer-name = Počítač (úroveň { $level })
# Beside the row's label Začíná, the side alone.
dialog-first = { $side ->
    [white] bílý
   *[black] černý
}
dialog-seconds = { $seconds } s
dialog-time-capped = nejvýš { $time } na tah (úroveň { $level } skončí dřív)
dialog-time = { $time } na rozmyšlení tahu (počítač, rady)
dialog-time-capped-short = nejvýš { $time } na tah
dialog-time-short = { $time } na tah
dialog-clock-none = žádné
dialog-clock = { $clock } (minuty + sekundy za tah)
dialog-start-set-up = ze sestavené pozice
dialog-start-beginning = od začátku
dialog-language-not-kept = jazyk se pro příští spuštění neuloží: { $why }
dialog-language-no-data-dir = jazyk se pro příští spuštění neuloží: chybí datový adresář

## The key bar

dialog-new-game = nová hra
