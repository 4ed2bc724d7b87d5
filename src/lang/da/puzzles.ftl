# Opgaveskærmen: en stilling, der skal løses, opgaven, dommen over hvert
# træk, tips, fremgang og filtre.

# De to siders navne på opgavens bræt og i en vist løsning.
puzzles-you = Du
puzzles-defence = Forsvar

puzzles-title = Opgave { $number } af { $count }
puzzles-title-alone = Opgave { $id }

puzzles-task-win = { $side ->
    [white] Hvid
   *[black] Sort
} trækker og vinder i { $turns } træk
puzzles-task-save = { $side ->
    [white] Hvid
   *[black] Sort
} trækker: find det eneste træk, der redder partiet
puzzles-task-margin = { $side ->
    [white] Hvid
   *[black] Sort
} trækker: { $result ->
    [win] vind med { $points } point i { $turns } træk
    [draw] spil remis, det bedst mulige, i { $turns } træk
   *[loss] tab kun med { $points } point, det bedst mulige, i { $turns } træk
}

puzzles-category = { $category ->
    [close-mill] Luk en mølle
    [take-piece] Fjern den rigtige brik
    [win] Find gevinsten
    [save] Red partiet
    [endgame] Slutspil
    [moving-start] Første træk, når alt er sat
   *[points] Flest point
}
puzzles-difficulty = { $difficulty ->
    [easy] let
    [medium] middel
    [hard] svær
   *[expert] ekspert
}
puzzles-about = { $category }, { $difficulty } ({ $id })

puzzles-progress = Denne opgave: løst { $solved }, mislykket { $failed }
puzzles-progress-all = Alle: { $done } af { $count } løst, { $streak } i træk

puzzles-hint-lead = Tip:
puzzles-hint-from = flyt brikken på { $point }
puzzles-hint-place = sæt en brik på { $point }
puzzles-hint-kind = sæt en { $kind ->
    [straight] lige brik
    [diagonal] skrå brik
    [pusher] skubber
   *[puller] trækker
}
puzzles-hint-turn = spil { $turn }

puzzles-right = Rigtigt. Forsvaret svarer { $reply }: dit træk.
puzzles-solved = Løst! n: næste opgave.
puzzles-solved-after-miss = Løst, efter en fejl: tæller som mislykket denne gang. r: igen, n: næste.
puzzles-slower = Det vinder også, men i { $wins_in } træk: find gevinsten i { $needed }. Prøv igen.
puzzles-wrong = { $leads ->
    [win] Det vinder først i { $turns } træk.
    [draw] Det giver remis.
    [loss] Det taber: modstanderen vinder i { $turns } træk.
    [ahead] Det vinder kun med { $points } point.
    [level] Det ender lige: remis.
    [behind] Det taber med { $points } point.
   *[unknown] Det er ikke trækket.
} { $told ->
    [yes] { $task ->
        [win] Gevinsten krævede { $best }.
        [save] Kun { $best } redder partiet.
       *[margin] Flest point krævede { $best }.
    } Prøv igen, eller v for løsningen.
   *[no] Prøv igen: t for et tip, v for løsningen.
}
puzzles-unjudged = Det træk kan ikke bedømmes her: hverken reglerne eller de tabeller, der er her, kan bevise det, så det tæller hverken som løst eller som mislykket. Prøv et andet, eller v for løsningen.

puzzles-no-other = Filtrene vælger ingen anden opgave.
puzzles-none-match = Ingen opgave passer til filtrene: den viste bliver.
puzzles-again = Forfra igen.
puzzles-already-solved = Allerede løst: n for næste opgave, r for at prøve den igen.
puzzles-none = Der er ingen opgaver at spille.
puzzles-none-of-game = { $game }: ingen opgaver endnu; her er alle spils opgaver.

puzzles-start-row = dette spils opgaver

puzzles-filter-title = Vælg opgaverne
puzzles-filter-game = Spil
puzzles-filter-category = Kategori
puzzles-filter-difficulty = Sværhedsgrad
puzzles-filter-all = alle
puzzles-filter-count = { $count ->
    [one] { $count } opgave
   *[other] { $count } opgaver
}

puzzles-progress-unread = Fremgangen i opgaverne kunne ikke læses ({ $error }): den starter forfra.
puzzles-progress-not-kept = Fremgangen i opgaverne blev ikke gemt: { $error }
puzzles-imported-unread = de importerede opgaver blev ikke læst: { $why }
puzzles-imported-refused = { $count ->
    [one] { $count } importeret opgave kan ikke læses: mills puzzles list siger hvorfor
   *[other] { $count } importerede opgaver kan ikke læses: mills puzzles list siger hvorfor
}
# En importeret opgave, der ikke kan læses, sagt før opgaveskærmen åbner.
puzzles-refused = opgave { $id }: { $why }
puzzles-refused-at = opgave på linje { $line }: { $why }
# Hvorfor. Feltnavne og det, pakken skrev, står som skrevet.
puzzles-fault-unknown-field = ukendt felt { $field }
puzzles-fault-missing = intet { $field }
puzzles-fault-id-too-long = id'et er over { $most } tegn
puzzles-fault-id-not-word = id'et består ikke kun af bogstaver, cifre, - _ .
puzzles-fault-too-long = { $field } er over { $most } tegn
puzzles-fault-no-such-game = et spil, mills ikke spiller: { $name }
puzzles-fault-bad-word = { $field }: { $text } er ikke et ord, feltet tager
puzzles-fault-set-up = { $field }: { $why }
puzzles-fault-line-length = linjen har { $found } træk: dens opgave kræver { $needed }
puzzles-fault-over-before = spillet er slut før træk { $index } ({ $turn })
puzzles-fault-turn-unread = træk { $index } ({ $turn }) er ikke et træk i dette spil
puzzles-fault-turn-illegal = træk { $index } ({ $turn }) er ikke lovligt der: { $why }
puzzles-fault-not-won = spillet er ikke vundet ved linjens slutning
puzzles-fault-no-solution = løsningen mangler eller er tom
puzzles-fault-starts-with-removal = løsningen begynder med at fjerne en brik ({ $turn })
puzzles-fault-no-task = en opgavetype, mills ikke spiller ({ $task })
puzzles-fault-id-taken = { $whose ->
    [earlier] en tidligere opgave har dette id
    [built-in] en indbygget opgave har dette id
   *[kept] en gemt opgave har dette id
}
puzzles-fault-repeats = samme opgave som den { $whose ->
    [earlier] tidligere
    [built-in] indbyggede
   *[kept] gemte
} { $id }

puzzles-filter-unread = De sidst valgte opgaver kunne ikke læses ({ $error }): alle opgaver vises.
puzzles-filter-not-kept = De valgte opgaver blev ikke gemt til næste gang: { $error }

puzzles-key-hint = tip
puzzles-key-next = næste, forrige
puzzles-key-next-short = næste
puzzles-key-retry = igen
puzzles-key-solution = løsning
puzzles-key-filter = filtrer
puzzles-key-row = række
puzzles-key-done = færdig
puzzles-key-puzzles = opgaver
puzzles-key-back = tilbage til opgaven
puzzles-help-hint = et tip: brikken, der skal flyttes, så hele trækket
puzzles-help-next = næste opgave (p den forrige; i Mijnlieff er P skubberen)
puzzles-help-retry = prøv opgaven igen fra starten
puzzles-help-solution = løsningen, spillet træk for træk (tæller som mislykket, hvis den ikke er løst)
puzzles-help-filter = vælg opgaverne efter spil, kategori og sværhedsgrad
puzzles-help-quit = afslut (fremgangen gemmes)
