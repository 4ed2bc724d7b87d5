# Obrazovka úloh: pozice k vyřešení, zadání, hodnocení každého tahu,
# rady, postup a filtry.

# Jména obou stran na desce úlohy a v přehraném řešení.
puzzles-you = Ty
puzzles-defence = Obrana

puzzles-title = Úloha { $number } z { $count }
puzzles-title-alone = Úloha { $id }

puzzles-task-win = { $side ->
    [white] Bílý
   *[black] Černý
} táhne a vyhraje za { $turns ->
    [one] { $turns } tah
    [few] { $turns } tahy
    [many] { $turns } tahu
   *[other] { $turns } tahů
}
puzzles-task-save = { $side ->
    [white] Bílý
   *[black] Černý
} táhne: najdi jediný tah, který zachrání partii
puzzles-task-margin = { $side ->
    [white] Bílý
   *[black] Černý
} táhne: { $result ->
    [win] za { $turns ->
        [one] { $turns } tah
        [few] { $turns } tahy
        [many] { $turns } tahu
       *[other] { $turns } tahů
    } vyhraj o { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }
    [draw] za { $turns ->
        [one] { $turns } tah
        [few] { $turns } tahy
        [many] { $turns } tahu
       *[other] { $turns } tahů
    } dosáhni remízy, lépe to nejde
   *[loss] za { $turns ->
        [one] { $turns } tah
        [few] { $turns } tahy
        [many] { $turns } tahu
       *[other] { $turns } tahů
    } prohraj jen o { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }, lépe to nejde
}

puzzles-category = { $category ->
    [close-mill] Uzavři mlýn
    [take-piece] Odeber kámen ze správného pole
    [win] Najdi výhru
    [save] Zachraň partii
    [endgame] Koncovka
    [moving-start] První tahy po kladení
   *[points] Nejvíc bodů
}
puzzles-difficulty = { $difficulty ->
    [easy] snadná
    [medium] střední
    [hard] těžká
   *[expert] pro experty
}
puzzles-about = { $category }, { $difficulty } ({ $id })

puzzles-progress = Tato úloha: vyřešena { $solved }×, nevyřešena { $failed }×
puzzles-progress-all = Celkem: vyřešeno { $done } z { $count ->
    [one] { $count } úlohy
    [few] { $count } úloh
    [many] { $count } úlohy
   *[other] { $count } úloh
}, { $streak } po sobě

puzzles-hint-lead = Rada:
puzzles-hint-from = táhni kamenem z pole { $point }
puzzles-hint-place = polož kámen na pole { $point }
puzzles-hint-kind = polož { $kind ->
    [straight] přímý
    [diagonal] šikmý
    [pusher] odpuzovač
   *[puller] přitahovač
}
puzzles-hint-turn = zahraj { $turn }

puzzles-right = Správně. Obrana odpovídá { $reply }: jsi na tahu.
puzzles-solved = Vyřešeno! n: další úloha.
puzzles-solved-after-miss = Vyřešeno, ale po chybě: tentokrát se počítá jako nezdar. r: znovu, n: další.
puzzles-slower = I tohle vyhrává, ale až za { $wins_in ->
    [one] { $wins_in } tah
    [few] { $wins_in } tahy
    [many] { $wins_in } tahu
   *[other] { $wins_in } tahů
}: najdi výhru za { $needed ->
    [one] { $needed } tah
    [few] { $needed } tahy
    [many] { $needed } tahu
   *[other] { $needed } tahů
}. Zkus to znovu.
puzzles-wrong = { $leads ->
    [win] Tohle vyhrává až za { $turns ->
        [one] { $turns } tah
        [few] { $turns } tahy
        [many] { $turns } tahu
       *[other] { $turns } tahů
    }.
    [draw] Tohle vede k remíze.
    [loss] Tohle prohrává: soupeř vyhraje za { $turns ->
        [one] { $turns } tah
        [few] { $turns } tahy
        [many] { $turns } tahu
       *[other] { $turns } tahů
    }.
    [ahead] Tohle vyhrává jen o { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }.
    [level] Tohle končí nerozhodně: remíza.
    [behind] Tohle prohrává o { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }.
   *[unknown] Tohle není ten tah.
} { $told ->
    [yes] { $task ->
        [win] K výhře bylo třeba { $best }.
        [save] Partii zachrání jen { $best }.
       *[margin] Nejvíc bodů dá položení { $best }.
    } Zkus to znovu nebo v pro řešení.
   *[no] Zkus to znovu: t pro radu, v pro řešení.
}
puzzles-unjudged = Tenhle tah tu nelze posoudit: nedokážou ho ověřit ani pravidla, ani tabulky, které tu jsou, takže se nepočítá ani jako vyřešení, ani jako nezdar. Zkus jiný tah nebo v pro řešení.

puzzles-no-other = Filtry nevybírají žádnou jinou úlohu.
puzzles-none-match = Těmto filtrům neodpovídá žádná úloha: zůstává ta zobrazená.
puzzles-again = Znovu od začátku.
puzzles-already-solved = Už vyřešeno: n pro další úlohu, r pro nový pokus.
puzzles-none = Nejsou žádné úlohy k hraní.
puzzles-none-of-game = { $game }: zatím žádné úlohy; tady jsou úlohy všech her.

puzzles-start-row = úlohy této hry

puzzles-filter-title = Výběr úloh
puzzles-filter-game = Hra
puzzles-filter-category = Kategorie
puzzles-filter-difficulty = Obtížnost
puzzles-filter-all = vše
puzzles-filter-count = { $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
    [many] { $count } úlohy
   *[other] { $count } úloh
}

puzzles-progress-unread = Postup v úlohách nelze přečíst ({ $error }): začíná se znovu.
puzzles-progress-not-kept = Postup v úlohách se neuložil: { $error }
puzzles-imported-unread = importované úlohy nebyly přečteny: { $why }
puzzles-imported-refused = { $count ->
    [one] { $count } importovanou úlohu nelze přečíst: proč, řekne mills puzzles list
    [few] { $count } importované úlohy nelze přečíst: proč, řekne mills puzzles list
   *[other] { $count } importovaných úloh nelze přečíst: proč, řekne mills puzzles list
}
# Importovaná úloha, kterou nelze přečíst, řečeno před otevřením obrazovky úloh.
puzzles-refused = úloha { $id }: { $why }
puzzles-refused-at = úloha na řádku { $line }: { $why }
# Proč. Názvy polí a to, co balíček napsal, zůstávají, jak jsou.
puzzles-fault-unknown-field = neznámé pole { $field }
puzzles-fault-missing = chybí { $field }
puzzles-fault-id-too-long = id má víc než { $most } znaků
puzzles-fault-id-not-word = id není jen z písmen, číslic, - _ .
puzzles-fault-too-long = { $field } má víc než { $most } znaků
puzzles-fault-no-such-game = hra, kterou mills nehraje: { $name }
puzzles-fault-bad-word = { $field }: { $text } není slovo, které pole bere
puzzles-fault-set-up = { $field }: { $why }
puzzles-fault-line-length = řešení má { $found } { $found ->
    [one] tah
    [few] tahy
   *[other] tahů
}: jeho úloha jich žádá { $needed }
puzzles-fault-over-before = hra skončila před tahem { $index } ({ $turn })
puzzles-fault-turn-unread = tah { $index } ({ $turn }) není tah této hry
puzzles-fault-turn-illegal = tah { $index } ({ $turn }) tam není dovolený: { $why }
puzzles-fault-not-won = hra na konci řešení není vyhraná
puzzles-fault-no-solution = řešení chybí nebo je prázdné
puzzles-fault-starts-with-removal = řešení začíná odebráním ({ $turn })
puzzles-fault-no-task = úkol, který mills nehraje ({ $task })
puzzles-fault-id-taken = { $whose ->
    [earlier] toto id má už dřívější úloha
    [built-in] toto id má vestavěná úloha
   *[kept] toto id má uložená úloha
}
puzzles-fault-repeats = stejná úloha jako { $whose ->
    [earlier] dřívější
    [built-in] vestavěná
   *[kept] uložená
} { $id }

puzzles-filter-unread = Naposledy vybrané úlohy nešlo přečíst ({ $error }): zobrazují se všechny úlohy.
puzzles-filter-not-kept = Vybrané úlohy se pro příště neuložily: { $error }

puzzles-key-hint = rada
puzzles-key-next = další, předchozí
puzzles-key-next-short = další
puzzles-key-retry = znovu
puzzles-key-solution = řešení
puzzles-key-filter = filtr
puzzles-key-row = řádek
puzzles-key-done = hotovo
puzzles-key-puzzles = úlohy
puzzles-key-back = zpět k úloze
puzzles-help-hint = rada: kámen, kterým táhnout, pak celý tah
puzzles-help-next = další úloha (p předchozí; ve hře Mijnlieff je P odpuzovač)
puzzles-help-retry = zkusit úlohu znovu od začátku
puzzles-help-solution = řešení, přehrané tah po tahu (počítá se jako nezdar, pokud úloha není vyřešena)
puzzles-help-filter = vybrat úlohy podle hry, kategorie a obtížnosti
puzzles-help-quit = konec (postup zůstane uložen)
