# Ciò che si dice sull'uscita degli errori quando il gioco nel terminale
# non parte, e all'inizio nella riga dei messaggi.

start-no-terminal = il gioco ha bisogno di un terminale (ingresso e uscita standard); senza, funzionano i sottocomandi: { $subcommands } (mills --help)
start-levels-too-many = --level accetta un livello, o due (Bianco,Nero): 3,8
start-levels-two = --level { $white },{ $black } dà i livelli a due computer: solo con --computer both (un computer gioca a un livello: --level { $white } o --level { $black })
start-name-too-long = { $flag }: un nome ha al massimo { $most } caratteri, questo ne ha { $count }
start-nothing-to-resume = { $elsewhere ->
    [0] nessuna partita non finita da riprendere in { $dir }
    [1] nessuna partita non finita da riprendere in { $dir } (una si sta giocando in un altro mills)
   *[other] nessuna partita non finita da riprendere in { $dir } ({ $elsewhere } si stanno giocando in altri mills)
}
start-fen = --fen: { $why }
start-rule-unknown = non esiste la regola { $rule }
start-rule-other-game = la regola { $rule } è di { $owner }, non di { $game }
start-rule-not-applicable = { $rule ->
    [no-repeat-mill] la regola { $rule } non vale in { $game }: lì un mulino vince subito
   *[other] la regola { $rule } non vale in { $game }
}
start-computer-plays-black = il computer gioca col nero al livello { $level } (--computer white per scambiare)
start-solving = soluzione di { $variant } in corso
start-solving-endgames = soluzione dei finali di { $variant } in corso
start-table-solved-again = { $path }: { $why }: si risolve di nuovo
start-table-not-a-table = non è un file di tabella completo
start-table-stale = fatta da un'altra versione del risolutore o delle regole
start-table-corrupt = danneggiata
start-table-not-kept = { $why }: la tabella risolta non sarà conservata
start-rules-mismatch = { $path }: la partita si gioca con { $found }, non con { $asked }
start-rules-own = le regole proprie del gioco
start-terminal-failed = errore del gioco nel terminale
