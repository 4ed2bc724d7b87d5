# Þrautaskjárinn: staða til að leysa, verkefnið, dómurinn um hvern leik,
# ráð, framvinda og síur.

# Nöfn hliðanna tveggja á borði þrautarinnar og í lausn sem er sýnd.
puzzles-you = Þú
puzzles-defence = Vörn

puzzles-title = Þraut { $number } af { $count }
puzzles-title-alone = Þraut { $id }

puzzles-task-win = { $side ->
    [white] Hvítur
   *[black] Svartur
} á leik og vinnur í { $turns ->
    [one] { $turns } leik
   *[other] { $turns } leikjum
}
puzzles-task-save = { $side ->
    [white] Hvítur
   *[black] Svartur
} á leik: finndu eina leikinn sem bjargar taflinu
puzzles-task-margin = { $side ->
    [white] Hvítur
   *[black] Svartur
} á leik: { $result ->
    [win] vinndu með { $points ->
        [one] { $points } stigi
       *[other] { $points } stigum
    } í { $turns ->
        [one] { $turns } leik
       *[other] { $turns } leikjum
    }
    [draw] náðu jafntefli í { $turns ->
        [one] { $turns } leik
       *[other] { $turns } leikjum
    }, því besta sem býðst
   *[loss] tapaðu aðeins með { $points ->
        [one] { $points } stigi
       *[other] { $points } stigum
    } í { $turns ->
        [one] { $turns } leik
       *[other] { $turns } leikjum
    }, því besta sem býðst
}

puzzles-category = { $category ->
    [close-mill] Lokaðu myllu
    [take-piece] Dreptu réttu töluna
    [win] Finndu vinninginn
    [save] Bjargaðu taflinu
    [endgame] Endatafl
    [moving-start] Fyrstu leikir þegar allt er sett
   *[points] Flest stig
}
puzzles-difficulty = { $difficulty ->
    [easy] auðveld
    [medium] miðlungs
    [hard] erfið
   *[expert] fyrir sérfræðinga
}
puzzles-about = { $category }, { $difficulty } ({ $id })

puzzles-progress = Þessi þraut: leyst { $solved }, mistókst { $failed }
puzzles-progress-all = Alls: { $done } af { $count } leystar, { $streak } í röð

puzzles-hint-lead = Ráð:
puzzles-hint-from = færðu töluna á { $point }
puzzles-hint-place = settu tölu á { $point }
puzzles-hint-kind = settu { $kind ->
    [straight] línutölu
    [diagonal] skátölu
    [pusher] ýtitölu
   *[puller] togtölu
}
puzzles-hint-turn = leiktu { $turn }

puzzles-right = Rétt. Vörnin svarar { $reply }: þú átt leik.
puzzles-solved = Leyst! n: næsta þraut.
puzzles-solved-after-miss = Leyst, eftir mistök: telst misheppnuð í þetta sinn. r: aftur, n: næsta.
puzzles-slower = Þetta vinnur líka, en í { $wins_in ->
    [one] { $wins_in } leik
   *[other] { $wins_in } leikjum
}: finndu vinning í { $needed ->
    [one] { $needed } leik
   *[other] { $needed } leikjum
}. Reyndu aftur.
puzzles-wrong = { $leads ->
    [win] Þetta vinnur ekki fyrr en í { $turns ->
        [one] { $turns } leik
       *[other] { $turns } leikjum
    }.
    [draw] Þetta endar með jafntefli.
    [loss] Þetta tapar: hinn vinnur í { $turns ->
        [one] { $turns } leik
       *[other] { $turns } leikjum
    }.
    [ahead] Þetta vinnur aðeins með { $points ->
        [one] { $points } stigi
       *[other] { $points } stigum
    }.
    [level] Þetta endar jafnt: jafntefli.
    [behind] Þetta tapar með { $points ->
        [one] { $points } stigi
       *[other] { $points } stigum
    }.
   *[unknown] Þetta er ekki leikurinn.
} { $told ->
    [yes] { $task ->
        [win] Til að vinna þurfti { $best }.
        [save] Aðeins { $best } bjargar taflinu.
       *[margin] Flest stig gaf { $best }.
    } Reyndu aftur eða v fyrir lausnina.
   *[no] Reyndu aftur: t fyrir ráð, v fyrir lausnina.
}
puzzles-unjudged = Ekki er hægt að dæma þennan leik hér: hvorki reglurnar né töflurnar sem hér eru geta sannað hann, svo hann telst hvorki lausn né mistök. Reyndu annan leik eða v fyrir lausnina.

puzzles-no-other = Síurnar velja enga aðra þraut.
puzzles-none-match = Engin þraut passar við síurnar: sú sem sýnd er stendur.
puzzles-again = Aftur frá byrjun.
puzzles-already-solved = Þegar leyst: n fyrir næstu þraut, r til að reyna hana aftur.
puzzles-none = Engar þrautir eru til að leysa.
puzzles-none-of-game = { $game }: engar þrautir enn; hér eru þrautir allra tafla.

puzzles-start-row = þrautir þessa tafls

puzzles-filter-title = Veldu þrautirnar
puzzles-filter-game = Tafl
puzzles-filter-category = Flokkur
puzzles-filter-difficulty = Erfiðleikastig
puzzles-filter-all = allar
puzzles-filter-count = { $count ->
    [one] { $count } þraut
   *[other] { $count } þrautir
}

puzzles-progress-unread = Ekki tókst að lesa framvinduna í þrautunum ({ $error }): hún byrjar upp á nýtt.
puzzles-progress-not-kept = Framvindan í þrautunum var ekki geymd: { $error }
puzzles-imported-unread = innfluttu þrautirnar voru ekki lesnar: { $why }
puzzles-imported-refused = { $count ->
    [one] { $count } innflutt þraut er ólæsileg: mills puzzles list segir hvers vegna
   *[other] { $count } innfluttar þrautir eru ólæsilegar: mills puzzles list segir hvers vegna
}
# Innflutt þraut sem ekki er hægt að lesa, sagt áður en þrautaskjárinn opnast.
puzzles-refused = þraut { $id }: { $why }
puzzles-refused-at = þraut í línu { $line }: { $why }
# Hvers vegna. Heiti reita og það sem pakkinn skrifaði standa óbreytt.
puzzles-fault-unknown-field = óþekktur reitur { $field }
puzzles-fault-missing = ekkert { $field }
puzzles-fault-id-too-long = auðkennið er yfir { $most } stafir
puzzles-fault-id-not-word = auðkennið er ekki eingöngu bókstafir, tölustafir, - _ .
puzzles-fault-too-long = { $field } er yfir { $most } stafir
puzzles-fault-no-such-game = tafl sem mills teflir ekki: { $name }
puzzles-fault-bad-word = { $field }: { $text } er ekki orð sem reiturinn tekur
puzzles-fault-set-up = { $field }: { $why }
puzzles-fault-line-length = lausnin hefur { $found } { $found ->
    [one] leik
   *[other] leiki
}: verkefni hennar krefst { $needed }
puzzles-fault-over-before = taflinu er lokið fyrir leik { $index } ({ $turn })
puzzles-fault-turn-unread = leikur { $index } ({ $turn }) er ekki leikur í þessu tafli
puzzles-fault-turn-illegal = leikur { $index } ({ $turn }) er ekki löglegur þar: { $why }
puzzles-fault-not-won = taflið er ekki unnið í lok lausnarinnar
puzzles-fault-no-solution = lausnina vantar eða hún er tóm
puzzles-fault-starts-with-removal = lausnin hefst á töku ({ $turn })
puzzles-fault-no-task = verkefni sem mills teflir ekki ({ $task })
puzzles-fault-id-taken = { $whose ->
    [earlier] fyrri þraut hefur þetta auðkenni
    [built-in] innbyggð þraut hefur þetta auðkenni
   *[kept] vistuð þraut hefur þetta auðkenni
}
puzzles-fault-repeats = sama þraut og { $whose ->
    [earlier] fyrri þrautin
    [built-in] innbyggða þrautin
   *[kept] vistaða þrautin
} { $id }

puzzles-filter-unread = Ekki tókst að lesa síðast valdar þrautir ({ $error }): allar þrautir eru sýndar.
puzzles-filter-not-kept = Valdar þrautir voru ekki geymdar til næsta skiptis: { $error }

puzzles-key-hint = ráð
puzzles-key-next = næsta, fyrri
puzzles-key-next-short = næsta
puzzles-key-retry = aftur
puzzles-key-solution = lausn
puzzles-key-filter = sía
puzzles-key-row = lína
puzzles-key-done = búið
puzzles-key-puzzles = þrautir
puzzles-key-back = aftur að þrautinni
puzzles-help-hint = ráð: talan sem á að færa, síðan allur leikurinn
puzzles-help-next = næsta þraut (p sú fyrri; í Mijnlieff er P ýtitalan)
puzzles-help-retry = reyna þrautina aftur frá byrjun
puzzles-help-solution = lausnin, leikin leik fyrir leik (telst misheppnuð nema þrautin sé leyst)
puzzles-help-filter = velja þrautirnar eftir tafli, flokki og erfiðleikastigi
puzzles-help-quit = hætta (framvindan er geymd)
