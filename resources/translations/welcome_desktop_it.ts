<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>Actions</name>
    <message>
        <source>{number} in the {street}, house {house}</source>
        <translation>{number} nella {street}, casa {house}</translation>
    </message>
    <message>
        <source>a bis in the {street}, house {house}</source>
        <translation>un bis nella {street}, casa {house}</translation>
    </message>
    <message>
        <source>a roundabout in the {street}, house {house}</source>
        <translation>una Rotatoria nella {street}, casa {house}</translation>
    </message>
    <message>
        <source>a fence in the {street}</source>
        <translation>una staccionata nella {street}</translation>
    </message>
    <message>
        <source>a park</source>
        <translation>un parco</translation>
    </message>
    <message>
        <source>a pool</source>
        <translation>una piscina</translation>
    </message>
    <message>
        <source>estates of {size} raised</source>
        <translation>complessi da {size} aumentati</translation>
    </message>
    <message>
        <source>a temp agency mark</source>
        <translation>un lavoratore occasionale</translation>
    </message>
    <message>
        <source>a building-permit refusal</source>
        <translation>un Permesso di costruzione rifiutato</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>Turn {turn}, {name}. {offer}</source>
        <translation>Turno {turn}, {name}. {offer}</translation>
    </message>
</context>
<context>
    <name>AtTheTable</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>here</source>
        <translation>qui</translation>
    </message>
    <message>
        <source>Played at this screen.</source>
        <translation>Giocato a questo schermo.</translation>
    </message>
    <message>
        <source>0 of 3 plans</source>
        <translation>Piani: 0 su 3</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>{count} of 3 plans: {which}</source>
        <translation>Piani: {count} su 3, n° {which}</translation>
    </message>
    <message>
        <source>Refusals: {count} of {boxes}</source>
        <translation>Rifiuti: {count} su {boxes}</translation>
    </message>
    <message>
        <source>Scores as of the last resolved turn. Press Space on a player to see their sheet.</source>
        <translation>Punteggi alla fine dell&apos;ultimo turno concluso. Premi Spazio su un giocatore per vedere il suo foglio segnapunti.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>Piani</translation>
    </message>
    <message>
        <source>Refusals</source>
        <translation>Rifiuti</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Ultimo turno</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {score} point(s), {plans} of 3 plans claimed, {refusals} of {boxes} refusals</source>
        <translation>
            <numerusform>{name}: {score} punto, {plans} Piani Urbanistici su 3 completati, {refusals} permessi rifiutati su {boxes}</numerusform>
            <numerusform>{name}: {score} punti, {plans} Piani Urbanistici su 3 completati, {refusals} permessi rifiutati su {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{score} point(s)</source>
        <translation>
            <numerusform>{score} punto</numerusform>
            <numerusform>{score} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>played</source>
        <translation>giocato</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <source>Played at another screen.</source>
        <translation>Giocato a un altro schermo.</translation>
    </message>
    <message>
        <source>as of the last resolved turn; click a player to see their sheet</source>
        <translation>come all&apos;ultimo turno concluso; clicca un giocatore per vedere il suo foglio</translation>
    </message>
    <message>
        <source>Scores as of the last resolved turn. Click a player to see their sheet.</source>
        <translation>Punteggi alla fine dell&apos;ultimo turno concluso. Fai clic su un giocatore per vedere il suo foglio segnapunti.</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>{name}, playing now</source>
        <translation>{name}, sta giocando</translation>
    </message>
    <message>
        <source>Played by the computer ({level}).</source>
        <translation>Giocato dal computer ({level}).</translation>
    </message>
    <message>
        <source>Has confirmed this turn.</source>
        <translation>Ha confermato questo turno.</translation>
    </message>
    <message>
        <source>Last turn: {what}</source>
        <translation>Ultimo turno: {what}</translation>
    </message>
</context>
<context>
    <name>ConstructionCard</name>
    <message>
        <source>Empty slot</source>
        <translation>Spazio vuoto</translation>
    </message>
    <message>
        <source>House number {number}, {effect}</source>
        <translation>Numero civico {number}, {effect}</translation>
    </message>
    <message>
        <source>No card here.</source>
        <translation>Nessuna carta qui.</translation>
    </message>
    <message>
        <source>House number {number} with the {effect} effect.</source>
        <translation>Numero civico {number} con l&apos;effetto {effect}.</translation>
    </message>
    <message>
        <source>Cards left under this stack: {count}.</source>
        <translation>Carte rimaste sotto questo mazzo: {count}.</translation>
    </message>
    <message>
        <source>This number cannot be written on your sheet now.</source>
        <translation>Ora questo numero non può essere scritto sul tuo foglio.</translation>
    </message>
    <message>
        <source>Click to take the house number {number} from this card.</source>
        <translation>Fai clic per prendere il numero civico {number} da questa carta.</translation>
    </message>
    <message>
        <source>Click to take the {effect} effect from this card.</source>
        <translation>Fai clic per prendere l&apos;effetto {effect} da questa carta.</translation>
    </message>
    <message>
        <source>House number {number}, effect {effect}. Take the number from one card and the effect from another.</source>
        <translation>Numero civico {number}, effetto {effect}. Prendi il numero da una carta e l&apos;effetto da un&apos;altra.</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Scelta</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effetto</translation>
    </message>
    <message>
        <source>Passed →</source>
        <translation>Passata →</translation>
    </message>
    <message>
        <source>← Received</source>
        <translation>← Ricevuta</translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <source>Surveyor</source>
        <translation>Geometra</translation>
    </message>
    <message>
        <source>Real Estate Agent</source>
        <translation>Agente immobiliare</translation>
    </message>
    <message>
        <source>Landscaper</source>
        <translation>Paesaggista</translation>
    </message>
    <message>
        <source>Pool Manufacturer</source>
        <translation>Costruttore di piscine</translation>
    </message>
    <message>
        <source>Temp Agency</source>
        <translation>Agenzia per il lavoro</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Draw a fence between two houses of any street to split it into estates.</source>
        <translation>Traccia una staccionata tra due case di una strada qualsiasi per dividerla in complessi residenziali.</translation>
    </message>
    <message>
        <source>Raise the value of the estates of one size by crossing the next box of that column.</source>
        <translation>Aumenta il valore dei complessi residenziali di una certa dimensione barrando la casella successiva della sua colonna.</translation>
    </message>
    <message>
        <source>Build a park in the street where you wrote the number.</source>
        <translation>Costruisci un parco nella strada in cui hai scritto il numero.</translation>
    </message>
    <message>
        <source>Build the pool of the house you numbered, if that house has a planned pool.</source>
        <translation>Costruisci la piscina della casa che hai appena numerato, se per quella casa è prevista una piscina.</translation>
    </message>
    <message>
        <source>Change the number by up to 2 (from 0 to 17) and hire a temp worker.</source>
        <translation>Modifica il numero di 1 o 2 in più o in meno (da 0 a 17) e assumi un lavoratore occasionale.</translation>
    </message>
    <message>
        <source>Copy the number of a house into an empty house right beside it, marked bis.</source>
        <translation>Copia il numero di una casa in una casa vuota subito accanto, aggiungendo bis.</translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation>Rotatoria</translation>
    </message>
    <message>
        <source>Building permit refusal</source>
        <translation>Permesso di costruzione rifiutato</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>a player marked a third building-permit refusal</source>
        <translation>un giocatore ha segnato il terzo permesso di costruzione rifiutato</translation>
    </message>
    <message>
        <source>a player completed all three city plans</source>
        <translation>un giocatore ha realizzato tutti e tre i Piani Urbanistici</translation>
    </message>
    <message>
        <source>a player built every house of their three streets</source>
        <translation>un giocatore ha costruito tutte le case delle sue tre strade</translation>
    </message>
    <message>
        <source>the deck ran out of construction cards</source>
        <translation>le carte Costruzione sono finite</translation>
    </message>
    <message>
        <source>{name} marked a third building-permit refusal</source>
        <translation>{name} ha segnato il terzo Permesso di costruzione rifiutato</translation>
    </message>
    <message>
        <source>{name} claimed a third plan</source>
        <translation>{name} ha realizzato il terzo Piano Urbanistico</translation>
    </message>
    <message>
        <source>{name} built every house of their three streets</source>
        <translation>{name} ha costruito tutte le case delle sue tre strade</translation>
    </message>
    <message>
        <source>more estates</source>
        <translation>vince chi ha più complessi residenziali</translation>
    </message>
    <message>
        <source>more estates of size {n}</source>
        <translation>vince chi ha più complessi residenziali da {n}</translation>
    </message>
    <message>
        <source>City plan n°{n}</source>
        <translation>Piano Urbanistico n°{n}</translation>
    </message>
    <message>
        <source>Parks, street {n}</source>
        <translation>Parchi, strada {n}</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Piscine</translation>
    </message>
    <message>
        <source>Temp agency</source>
        <translation>Agenzia per il lavoro</translation>
    </message>
    <message>
        <source>Estates of {n}</source>
        <translation>Complessi da {n}</translation>
    </message>
    <message>
        <source>Bis (−)</source>
        <translation>Bis (−)</translation>
    </message>
    <message>
        <source>Roundabouts (−)</source>
        <translation>Rotatorie (−)</translation>
    </message>
    <message>
        <source>Refusals (−)</source>
        <translation>Permessi rifiutati (−)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Piani Urbanistici</translation>
    </message>
    <message>
        <source>Parks</source>
        <translation>Parchi</translation>
    </message>
    <message>
        <source>Estates</source>
        <translation>Complessi</translation>
    </message>
    <message>
        <source>Your first advanced solo game, {neighbourhood} sheet.</source>
        <translation>La tua prima partita in solitario, variante avanzata, foglio {neighbourhood}.</translation>
    </message>
    <message>
        <source>Your first solo game, {neighbourhood} sheet.</source>
        <translation>La tua prima partita in solitario, foglio {neighbourhood}.</translation>
    </message>
    <message>
        <source>Your best advanced solo score, {neighbourhood} sheet, of {count} games (the best before: {best}).</source>
        <translation>Il tuo miglior punteggio in solitario, variante avanzata, foglio {neighbourhood}, su {count} partite (il migliore prima: {best}).</translation>
    </message>
    <message>
        <source>Your best solo score, {neighbourhood} sheet, of {count} games (the best before: {best}).</source>
        <translation>Il tuo miglior punteggio in solitario, foglio {neighbourhood}, su {count} partite (il migliore prima: {best}).</translation>
    </message>
    <message>
        <source>Number {place} of your {count} advanced solo games, {neighbourhood} sheet (your best: {best}).</source>
        <translation>{place}° posto tra le tue {count} partite in solitario, variante avanzata, foglio {neighbourhood} (il tuo migliore: {best}).</translation>
    </message>
    <message>
        <source>Number {place} of your {count} solo games, {neighbourhood} sheet (your best: {best}).</source>
        <translation>{place}° posto tra le tue {count} partite in solitario, foglio {neighbourhood} (il tuo migliore: {best}).</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>The game ended: {reason}.</source>
        <translation>La partita è finita: {reason}.</translation>
    </message>
    <message>
        <source>Neighbourhood: {name}</source>
        <translation>Quartiere: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{who} — {total} point(s)</source>
        <translation>
            <numerusform>{who} — {total} punto</numerusform>
            <numerusform>{who} — {total} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rank}. {who} — {total} point(s)</source>
        <translation>
            <numerusform>{rank}. {who} — {total} punto</numerusform>
            <numerusform>{rank}. {who} — {total} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>{a} and {b} tied on points: {how}.</source>
        <translation>{a} e {b} a pari punti: {how}.</translation>
    </message>
    <message>
        <source>{who}: tied on points and estates, they share the rank.</source>
        <translation>{who}: pari punti e pari complessi residenziali, condividono la posizione.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>A new game with the same players and options, new cards</source>
        <translation>Una nuova partita con gli stessi giocatori e le stesse opzioni, carte nuove</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Analizza questa partita</translation>
    </message>
    <message>
        <source>Step through its turns with the strong player&apos;s verdict on each</source>
        <translation>Ripercorri i suoi turni con il giudizio del giocatore forte su ciascuno</translation>
    </message>
</context>
<context>
    <name>EstateChooser</name>
    <message>
        <source>street {street}: house {house}</source>
        <translation>strada {street}: casa {house}</translation>
    </message>
    <message>
        <source>street {street}: houses {first}–{last}</source>
        <translation>strada {street}: case {first}–{last}</translation>
    </message>
    <message>
        <source>Claim city plan n°{deck}</source>
        <translation>Realizza il Piano Urbanistico n°{deck}</translation>
    </message>
    <message>
        <source>Several sets of estates meet city plan n°{deck}. Choose the estates to use: their houses will be marked as used for the plan and can serve no other plan.</source>
        <translation>Più gruppi di complessi residenziali soddisfano il Piano Urbanistico n°{deck}. Scegli quali usare: le loro case saranno segnate come usate per il piano e non potranno servire per nessun altro piano.</translation>
    </message>
    <message>
        <source>Way {number}:</source>
        <translation>Opzione {number}:</translation>
    </message>
    <message>
        <source>Claim with these estates</source>
        <translation>Realizza con questi complessi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Turn confirmed. Waiting for the other players.</source>
        <translation>Turno confermato. In attesa degli altri giocatori.</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>In attesa di {names}.</translation>
    </message>
    <message>
        <source>Turn confirmed. Waiting for {names}.</source>
        <translation>Turno confermato. In attesa di {names}.</translation>
    </message>
    <message>
        <source>Click an empty house to build a roundabout there.</source>
        <translation>Fai clic su una casa vuota per costruirci una rotatoria.</translation>
    </message>
    <message>
        <source>No combination can be written: take a building-permit refusal.</source>
        <translation>Nessuna combinazione può essere scritta: segna un permesso di costruzione rifiutato.</translation>
    </message>
    <message>
        <source>No number fits now, but a roundabout would make room: build one.</source>
        <translation>Ora nessun numero può essere scritto, ma una rotatoria farebbe spazio: costruiscine una.</translation>
    </message>
    <message>
        <source>Choose a combination.</source>
        <translation>Scegli una combinazione.</translation>
    </message>
    <message>
        <source>Click a lit house to write the number.</source>
        <translation>Fai clic su una casa evidenziata per scrivere il numero.</translation>
    </message>
    <message>
        <source>Choose the bottom street&apos;s ice cream truck: click one of its two lit trucks.</source>
        <translation>Scegli il furgoncino dei gelati della strada in basso: fai clic su uno dei due furgoncini evidenziati.</translation>
    </message>
    <message>
        <source>The number was changed: mark the temp agency box.</source>
        <translation>Il numero è stato modificato: barra la casella dell&apos;Agenzia per il lavoro.</translation>
    </message>
    <message>
        <source>Build a roundabout, or confirm the turn.</source>
        <translation>Costruisci una rotatoria o conferma il turno.</translation>
    </message>
    <message>
        <source>Claim a plan, or confirm the turn.</source>
        <translation>Realizza un piano o conferma il turno.</translation>
    </message>
    <message>
        <source>Confirm the turn.</source>
        <translation>Conferma il turno.</translation>
    </message>
    <message>
        <source>Use the effect on a lit place, or skip it.</source>
        <translation>Usa l&apos;effetto su un punto evidenziato, oppure saltalo.</translation>
    </message>
    <message>
        <source>Claim a plan, build a roundabout, or confirm the turn.</source>
        <translation>Realizza un piano, costruisci una rotatoria o conferma il turno.</translation>
    </message>
    <message>
        <source>This game is open read-only: it is being played in another window.</source>
        <extracomment>The screen is being handed over to the current seat (until ``seat_ready()``). The window paused the game (it replays it: see ``app.replay.mode``). The game is only looked at (another window plays it): every intent is refused. A network game&apos;s host is away: every intent is refused until it is back.</extracomment>
        <translation>Questa partita è aperta in sola lettura: la si sta giocando in un&apos;altra finestra.</translation>
    </message>
    <message>
        <source>This is the local copy of a network game whose host is gone: nothing can be played.</source>
        <translation>Questa è la copia locale di una partita in rete: chi la ospitava non c&apos;è più, non si può giocare nulla.</translation>
    </message>
    <message>
        <source>The host is away: nothing can be played until it is back (this window carries on by itself then).</source>
        <translation>Chi ospita non è raggiungibile: non si può giocare finché non torna (allora questa finestra riprende da sola).</translation>
    </message>
    <message>
        <source>A number is already written this turn; undo to choose again.</source>
        <extracomment>The suggested turn shown, and its marks drawn faintly on the sheet. *Fewer clicks*: the options, and the turn confirming itself in a moment.</extracomment>
        <translation>In questo turno hai già scritto un numero: annulla per scegliere di nuovo.</translation>
    </message>
    <message>
        <source>{number} cannot be written in any house.</source>
        <translation>Il numero {number} non può essere scritto in nessuna casa.</translation>
    </message>
    <message>
        <source>Choose a combination first.</source>
        <translation>Prima scegli una combinazione.</translation>
    </message>
    <message>
        <source>Click a house to write the number.</source>
        <translation>Fai clic su una casa per scrivere il numero.</translation>
    </message>
    <message>
        <source>You are watching this game: a spectator cannot play.</source>
        <translation>Stai guardando questa partita: uno spettatore non può giocare.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>take combination {n}</source>
        <translation>prendi la combinazione {n}</translation>
    </message>
    <message>
        <source>the number of card {number}, the effect of card {effect}</source>
        <translation>il numero civico della carta {number}, l&apos;effetto della carta {effect}</translation>
    </message>
    <message>
        <source>write {value} ({number} changed by the temp agency) in the {street}, house {house}</source>
        <translation>scrivi {value} ({number} cambiato dall&apos;Agenzia per il lavoro) nella {street}, casa {house}</translation>
    </message>
    <message>
        <source>write {value} in the {street}, house {house}</source>
        <translation>scrivi {value} nella {street}, casa {house}</translation>
    </message>
    <message>
        <source>send the truck from the left end</source>
        <translation>manda il furgoncino dall&apos;estremità sinistra</translation>
    </message>
    <message>
        <source>send the truck from the right end</source>
        <translation>manda il furgoncino dall&apos;estremità destra</translation>
    </message>
    <message>
        <source>skip the effect</source>
        <translation>non usare l&apos;effetto</translation>
    </message>
    <message>
        <source>claim plan n°{n}</source>
        <translation>realizza il Piano Urbanistico n°{n}</translation>
    </message>
    <message>
        <source>ask for a reshuffle</source>
        <translation>chiedi di rimescolare</translation>
    </message>
    <message>
        <source>Hint: {turn}. Expected final score: {score}.</source>
        <translation>Suggerimento: {turn}. Punteggio finale atteso: {score}.</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>consiglio</translation>
    </message>
    <message>
        <source>hint: number</source>
        <translation>consiglio: numero</translation>
    </message>
    <message>
        <source>hint: effect</source>
        <translation>consiglio: effetto</translation>
    </message>
    <message>
        <source>hint: claim</source>
        <translation>consiglio: realizza</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Finished games</source>
        <translation>Partite concluse</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>The chosen game is to be replayed (and reviewed), not only shown.</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Giocatori e punteggi</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Show the final sheets</source>
        <translation>Mostra i fogli finali</translation>
    </message>
    <message>
        <source>Replay and review</source>
        <translation>Rivedi e analizza</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Nessuna partita conclusa finora.</translation>
    </message>
    <message>
        <source>Finished games: {count}.</source>
        <translation>Partite concluse: {count}.</translation>
    </message>
    <message>
        <source>Best advanced solo score, {neighbourhood}: {score}.</source>
        <translation>Miglior punteggio in solitario, variante avanzata, {neighbourhood}: {score}.</translation>
    </message>
    <message>
        <source>Best solo score, {neighbourhood}: {score}.</source>
        <translation>Miglior punteggio in solitario, {neighbourhood}: {score}.</translation>
    </message>
    <message>
        <source>Unreadable: {why}</source>
        <translation>Illeggibile: {why}</translation>
    </message>
    <message>
        <source>{mode}, {neighbourhood}</source>
        <translation>{mode}, {neighbourhood}</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>The six effects</source>
        <translation>I sei effetti</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Piani Urbanistici</translation>
    </message>
    <message>
        <source>Roundabouts (advanced)</source>
        <translation>Rotatorie (modalità avanzata)</translation>
    </message>
    <message>
        <source>Solo and expert</source>
        <translation>Solitario ed Esperti</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Keys and mouse</source>
        <translation>Tastiera e mouse</translation>
    </message>
    <message>
        <source>Ice Cream Truck</source>
        <translation>Furgoncino dei gelati</translation>
    </message>
    <message>
        <source>Christmas Lights</source>
        <translation>Luci di Natale</translation>
    </message>
    <message>
        <source>Easter Eggs</source>
        <translation>Uova di Pasqua</translation>
    </message>
    <message>
        <source>Playing over the network</source>
        <translation>Giocare in rete</translation>
    </message>
    <message>
        <source>Phones at the table</source>
        <translation>Telefoni al tavolo</translation>
    </message>
    <message>
        <source>You are an architect planning a new town. Every player fills in a score sheet of their own, everybody plays at the same time, and the town with the most points wins.</source>
        <translation>Sei un architetto che progetta una nuova città. Ogni giocatore compila il proprio foglio segnapunti, tutti giocano nello stesso momento e vince la città con più punti.</translation>
    </message>
    <message>
        <source>The three streets, with 10, 11 and 12 houses: write your house numbers here.</source>
        <translation>Le tre strade, con 10, 11 e 12 case: qui scrivi i tuoi numeri civici.</translation>
    </message>
    <message>
        <source>Each street&apos;s park track, a row of trees. Planned pools lie in the yards.</source>
        <translation>Il tracciato dei parchi di ogni strada, una fila di alberi. Le piscine previste sono nei giardini.</translation>
    </message>
    <message>
        <source>Your three city plans.</source>
        <translation>I tuoi tre Piani Urbanistici.</translation>
    </message>
    <message>
        <source>Parks, pools and temps: tracks that add points.</source>
        <translation>Parchi, piscine e lavoratori occasionali: tracciati che aggiungono punti.</translation>
    </message>
    <message>
        <source>Real estate: what your housing estates are worth, size by size.</source>
        <translation>Agente immobiliare: quanto valgono i tuoi complessi residenziali, dimensione per dimensione.</translation>
    </message>
    <message>
        <source>Bis, roundabouts and refusals: tracks that take points away.</source>
        <translation>Bis, Rotatorie e Permessi di costruzione rifiutati: tracciati che tolgono punti.</translation>
    </message>
    <message>
        <source>The total, kept up to date as you play.</source>
        <translation>Il totale, sempre aggiornato mentre giochi.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Le carte</translation>
    </message>
    <message>
        <source>There are 81 construction cards. Each one has a house number from 1 to 15 on one side and one of six effects on the other side. A number together with an effect is a &lt;b&gt;combination&lt;/b&gt;.</source>
        <translation>Ci sono 81 carte Costruzione. Ognuna ha su un lato un numero civico da 1 a 15 e sull&apos;altro uno dei sei effetti. Un numero insieme a un effetto forma una &lt;b&gt;combinazione&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Three city plans are drawn for the game, one from each deck n°1, n°2 and n°3. They are the same for every player: whoever completes them first scores the most.</source>
        <translation>Per la partita si pescano tre Piani Urbanistici, uno da ciascun mazzo n°1, n°2 e n°3. Sono uguali per tutti i giocatori: chi li realizza per primo guadagna di più.</translation>
    </message>
    <message>
        <source>A combination</source>
        <translation>Una combinazione</translation>
    </message>
    <message>
        <source>Starting a game in this app</source>
        <translation>Iniziare una partita in questa app</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N and choose the mode (solo, standard or expert), the advanced variant and the players&apos; names. The app shuffles the cards, draws the plans and gives everybody a blank sheet.</source>
        <translation>Inizia una nuova partita con Ctrl+N e scegli la modalità (solitaria, standard o Esperti), la modalità avanzata e i nomi dei giocatori. L&apos;app mescola le carte, pesca i Piani Urbanistici e dà a tutti un foglio segnapunti vuoto.</translation>
    </message>
    <message>
        <source>Several players share one computer: between two players the app hides the sheet, so pass the screen on when it asks you to. Everyone&apos;s sheet and score can be seen with Ctrl+P.</source>
        <translation>Più giocatori condividono un solo computer: tra un giocatore e l&apos;altro l&apos;app nasconde il foglio, quindi passa lo schermo quando te lo chiede. Con Ctrl+P si vedono i fogli e i punteggi di tutti.</translation>
    </message>
    <message>
        <source>In the standard game the construction cards lie in three stacks. At the start of each turn the top card of every stack is turned over: its effect lies next to the number of the card now on top of the stack. That makes three combinations, the same for everybody.</source>
        <translation>Nella partita standard le carte Costruzione formano tre mazzi. All&apos;inizio di ogni turno la prima carta di ciascun mazzo viene girata: il suo effetto resta accanto al numero civico della carta che ora è in cima al mazzo. Si ottengono così tre combinazioni, uguali per tutti.</translation>
    </message>
    <message>
        <source>This turn&apos;s three combinations.</source>
        <translation>Le tre combinazioni di questo turno.</translation>
    </message>
    <message>
        <source>Your turn, step by step</source>
        <translation>Il tuo turno, passo dopo passo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choose&lt;/b&gt; one of the three combinations.</source>
        <translation>&lt;b&gt;Scegli&lt;/b&gt; una delle tre combinazioni.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write its number&lt;/b&gt; in an empty house of any street.</source>
        <translation>&lt;b&gt;Scrivi il suo numero&lt;/b&gt; in una casa vuota di una strada qualsiasi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Use its effect&lt;/b&gt; if you want to: effects are optional and come right after the number.</source>
        <translation>&lt;b&gt;Usa il suo effetto&lt;/b&gt; se vuoi: gli effetti sono facoltativi e si usano subito dopo il numero.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claim a city plan&lt;/b&gt; if your sheet meets its requirement (optional).</source>
        <translation>&lt;b&gt;Realizza un Piano Urbanistico&lt;/b&gt; se il tuo foglio ne soddisfa i requisiti (facoltativo).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Confirm&lt;/b&gt; the turn. Until you confirm, you can undo anything you did this turn.</source>
        <translation>&lt;b&gt;Conferma&lt;/b&gt; il turno. Finché non confermi, puoi annullare tutto ciò che hai fatto in questo turno.</translation>
    </message>
    <message>
        <source>Where a number may go</source>
        <translation>Dove si può scrivere un numero</translation>
    </message>
    <message>
        <source>In every street the numbers go up from left to right: each number left of the house must be smaller, each number right of it larger. Gaps are fine and may be filled later. The same number cannot appear twice in a street, except as a bis (or on the other side of a roundabout).</source>
        <translation>In ogni strada i numeri crescono da sinistra a destra: ogni numero a sinistra della casa deve essere più piccolo, ogni numero alla sua destra più grande. Si possono lasciare case vuote e riempirle più tardi. Lo stesso numero non può comparire due volte in una strada, salvo come Bis (o dall&apos;altra parte di una Rotatoria).</translation>
    </message>
    <message>
        <source>Where can a 9 go? Only in the lit houses, between the 7 and the 12.</source>
        <translation>Dove può andare un 9? Solo nelle case evidenziate, tra il 7 e il 12.</translation>
    </message>
    <message>
        <source>Building permit refusal</source>
        <translation>Permesso di costruzione rifiutato</translation>
    </message>
    <message>
        <source>If none of the three numbers fits in any house of your sheet (counting the Temp Agency&apos;s change of up to 2 when it is on offer, and a roundabout you could still build), you must take a &lt;b&gt;building permit refusal&lt;/b&gt;: cross the next refusal box, write no number and use no effect. A refusal is never a choice: if a number fits, you must write one. One refusal costs nothing, two cost 3 points, three cost 5 points and end the game.</source>
        <translation>Se nessuno dei tre numeri si può scrivere in una casa del tuo foglio (contando la modifica fino a 2 dell&apos;Agenzia per il lavoro, quando è in offerta, e una Rotatoria che potresti ancora costruire), devi prendere un &lt;b&gt;Permesso di costruzione rifiutato&lt;/b&gt;: barra la casella successiva, non scrivi alcun numero e non usi alcun effetto. Non è mai una scelta: se un numero si può scrivere, devi scriverlo. Un rifiuto non costa nulla, due costano 3 punti, tre costano 5 punti e terminano la partita.</translation>
    </message>
    <message>
        <source>Draw a fence on a free fence slot of any street, even next to empty houses. Fences cut the streets into housing estates. No fence between two houses with the same number (a bis pair), nor between two houses already used for a plan.</source>
        <translation>Disegna una staccionata in uno spazio libero di qualsiasi strada, anche accanto a case vuote. Le staccionate dividono le strade in complessi residenziali. Nessuna staccionata tra due case con lo stesso numero (una coppia Bis), né tra due case già usate per un Piano Urbanistico.</translation>
    </message>
    <message>
        <source>Cross the next box of one real-estate column (estates of 1 to 6 houses). Each box raises what every estate of that size is worth at the end of the game.</source>
        <translation>Barra la casella successiva di una colonna dell&apos;Agente immobiliare (complessi da 1 a 6 case). Ogni casella aumenta il valore di tutti i complessi residenziali di quella dimensione a fine partita.</translation>
    </message>
    <message>
        <source>Cross the next tree of the park track of the street where you just wrote the number. The more trees, the more that street scores.</source>
        <translation>Barra il prossimo albero del tracciato dei parchi della strada in cui hai appena scritto il numero. Più alberi, più punti per quella strada.</translation>
    </message>
    <message>
        <source>If you just wrote the number on a house with a planned pool, circle that pool and cross the next box of the pool track. On any other house this effect does nothing.</source>
        <translation>Se hai appena scritto il numero in una casa con una piscina prevista, cerchia quella piscina e barra la casella successiva del tracciato delle piscine. In qualsiasi altra casa questo effetto non fa nulla.</translation>
    </message>
    <message>
        <source>Write the number changed by −2, −1, +1 or +2, never below 0 nor above 17, and cross the next temp box. You may also cross a box without changing the number. Whoever hires the most temps scores extra points at the end.</source>
        <translation>Scrivi il numero modificato di −2, −1, +1 o +2, mai sotto 0 né sopra 17, e barra la casella successiva dei lavoratori occasionali. Puoi anche barrare una casella senza cambiare il numero. Chi assume più lavoratori occasionali ottiene punti extra a fine partita.</translation>
    </message>
    <message>
        <source>Besides your number, copy the number of any house into the empty house right beside it in the same street, with no fence in between, and mark it bis. Each bis costs points at the end.</source>
        <translation>Oltre al tuo numero, copia il numero di una casa qualsiasi nella casa vuota subito accanto, nella stessa strada e senza staccionate in mezzo, e segnalo come Bis. Ogni Bis costa punti a fine partita.</translation>
    </message>
    <message>
        <source>A new fence makes two estates.</source>
        <translation>Una nuova staccionata crea due complessi.</translation>
    </message>
    <message>
        <source>Estates of 1 and 2 are worth more.</source>
        <translation>I complessi da 1 e da 2 valgono di più.</translation>
    </message>
    <message>
        <source>Two trees: the street scores 4.</source>
        <translation>Due alberi: la strada vale 4 punti.</translation>
    </message>
    <message>
        <source>A 9 on a planned pool: the pool is built.</source>
        <translation>Un 9 su una piscina prevista: la piscina è costruita.</translation>
    </message>
    <message>
        <source>With an 8 you may write 6, 7, 8, 9 or 10.</source>
        <translation>Con un 8 puoi scrivere 6, 7, 8, 9 o 10.</translation>
    </message>
    <message>
        <source>The 5 copied beside itself, marked bis.</source>
        <translation>Il 5 copiato accanto a sé, segnato Bis.</translation>
    </message>
    <message>
        <source>Every effect is optional. Use it right after writing the number, on the sheet as it then is. An effect whose track is already full can no longer be used.</source>
        <translation>Ogni effetto è facoltativo. Si usa subito dopo aver scritto il numero, sul foglio così com&apos;è in quel momento. Un effetto il cui tracciato è già pieno non si può più usare.</translation>
    </message>
    <message>
        <source>Three city plans are in play, one of each deck n°1, n°2 and n°3, the same for every player. Most of them ask for housing estates of given sizes.</source>
        <translation>In gioco ci sono tre Piani Urbanistici, uno per ciascun mazzo n°1, n°2 e n°3, uguali per tutti i giocatori. Quasi tutti richiedono complessi residenziali di dimensioni precise.</translation>
    </message>
    <message>
        <source>Each card shows its first value (big) and its second value (small). The last one is approved: it now pays its second value.</source>
        <translation>Ogni carta mostra il primo valore (grande) e il secondo valore (piccolo). L&apos;ultima è sul lato &quot;approvato&quot;: ora vale il secondo valore.</translation>
    </message>
    <message>
        <source>Housing estates</source>
        <translation>Complessi residenziali</translation>
    </message>
    <message>
        <source>An estate is a run of 1 to 6 houses of one street between two fences (drawn fences, the street&apos;s ends, or the sides of a roundabout), with every house numbered. A numbered run of 7 or more houses is not an estate: it scores nothing and serves no plan until a fence splits it.</source>
        <translation>Un complesso residenziale è una fila da 1 a 6 case di una strada tra due staccionate (disegnate, le estremità della strada o i lati di una Rotatoria), con tutte le case numerate. Una fila numerata di 7 o più case non è un complesso: non vale punti e non serve a nessun Piano Urbanistico finché una staccionata non la divide.</translation>
    </message>
    <message>
        <source>Four estates: 3, 2, 3 and 3 houses. The three estates of 3 were used for plan 1-C, so their houses are struck through.</source>
        <translation>Quattro complessi: 3, 2, 3 e 3 case. I tre complessi da 3 sono stati usati per il Piano 1-C, perciò le loro case sono barrate.</translation>
    </message>
    <message>
        <source>Claiming a plan</source>
        <translation>Realizzare un Piano Urbanistico</translation>
    </message>
    <message>
        <source>After your number and effect, you may claim a plan whose requirement your sheet meets; you may also wait for a later turn, as long as it still holds. For an estate plan you choose estates of exactly the sizes shown. Their houses become &lt;b&gt;used for a plan&lt;/b&gt;: they cannot serve another plan, and no fence can split them any more. Each player claims each plan once.</source>
        <translation>Dopo il numero e l&apos;effetto puoi realizzare un Piano Urbanistico i cui requisiti sono soddisfatti dal tuo foglio; puoi anche aspettare un turno successivo, finché restano soddisfatti. Per un piano di complessi residenziali scegli complessi esattamente delle dimensioni indicate. Le loro case diventano &lt;b&gt;usate per un Piano&lt;/b&gt;: non possono servire a un altro piano e nessuna staccionata può più dividerle. Ogni giocatore realizza ogni piano una sola volta.</translation>
    </message>
    <message>
        <source>Everybody who claims a plan in the turn in which it is first claimed scores its &lt;b&gt;first value&lt;/b&gt;. The card is then approved, and later claims score its &lt;b&gt;second value&lt;/b&gt;.</source>
        <translation>Tutti quelli che realizzano un piano nel turno in cui viene realizzato per la prima volta ottengono il &lt;b&gt;primo valore&lt;/b&gt;. La carta passa poi sul lato &quot;approvato&quot; e chi lo realizza più tardi ottiene il &lt;b&gt;secondo valore&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reshuffle:&lt;/b&gt; a player who claimed a plan in the turn it was first claimed may ask for a reshuffle. All the cards are then shuffled and dealt again before the next turn. There is no reshuffle in solo.</source>
        <translation>&lt;b&gt;Rimescolare:&lt;/b&gt; chi ha realizzato un piano nel turno in cui è stato realizzato per la prima volta può chiedere di rimescolare. Prima del turno successivo tutte le carte vengono mescolate e distribuite di nuovo. Nella modalità solitaria non si rimescola.</translation>
    </message>
    <message>
        <source>The advanced variant adds roundabouts and ten more city plans to decks n°1 and n°2. It can be played with every mode.</source>
        <translation>La modalità avanzata aggiunge le Rotatorie e dieci nuovi Piani Urbanistici ai mazzi n°1 e n°2. Si può combinare con tutte le altre modalità.</translation>
    </message>
    <message>
        <source>8 10 ◎ 4 5 7 is a legal street: the numbers start again to the right of the roundabout.</source>
        <translation>8 10 ◎ 4 5 7 è una strada valida: a destra della Rotatoria i numeri ricominciano.</translation>
    </message>
    <message>
        <source>Build a roundabout in an empty house: at most one per turn and two per game, either before choosing your combination or after using its effect (never between the number and its effect). Both sides of the roundabout become fences.</source>
        <translation>Costruisci una Rotatoria in una casa vuota: al massimo una per turno e due per partita, prima di scegliere la combinazione oppure dopo averne usato l&apos;effetto (mai tra il numero e il suo effetto). Entrambi i lati della Rotatoria diventano staccionate.</translation>
    </message>
    <message>
        <source>A roundabout never belongs to an estate, but it counts as built for the end of the game and for the plans that need a whole street built. On a house with a planned pool, it means that pool can never be built.</source>
        <translation>Una Rotatoria non fa mai parte di un complesso residenziale, ma conta come costruita per la fine della partita e per i piani che richiedono un&apos;intera strada costruita. Su una casa con una piscina prevista, quella piscina non potrà mai essere costruita.</translation>
    </message>
    <message>
        <source>Roundabouts cost points at the end: 3 for one, 8 for two.</source>
        <translation>Le Rotatorie costano punti a fine partita: 3 per una, 8 per due.</translation>
    </message>
    <message>
        <source>If no number fits but a roundabout would make room for one, you cannot take a refusal: build the roundabout, then write the number.</source>
        <translation>Se nessun numero si può scrivere ma una Rotatoria gli farebbe posto, non puoi prendere un Permesso di costruzione rifiutato: costruisci la Rotatoria, poi scrivi il numero.</translation>
    </message>
    <message>
        <source>Advanced city plans</source>
        <translation>Piani Urbanistici avanzati</translation>
    </message>
    <message>
        <source>Advanced plans ask for other goals: a whole street built, the first and last house of every street, parks, pools and a roundabout in one street…</source>
        <translation>I piani avanzati chiedono altri obiettivi: una strada intera costruita, la prima e l&apos;ultima casa di ogni strada, parchi, piscine e una Rotatoria nella stessa strada…</translation>
    </message>
    <message>
        <source>In both modes you hold cards instead of sharing three combinations: take the &lt;b&gt;number of one card&lt;/b&gt; and the &lt;b&gt;effect of a different card&lt;/b&gt;.</source>
        <translation>In entrambe le modalità hai delle carte in mano invece di condividere tre combinazioni: prendi il &lt;b&gt;numero civico di una carta&lt;/b&gt; e l&apos;&lt;b&gt;effetto di un&apos;altra carta&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solitario</translation>
    </message>
    <message>
        <source>You play alone against the plans. Each turn you draw three cards, use the number of one and the effect of another, then all three are discarded.</source>
        <translation>Giochi da solo contro i Piani Urbanistici. A ogni turno peschi tre carte, usi il numero di una e l&apos;effetto di un&apos;altra, poi le scarti tutte e tre.</translation>
    </message>
    <message>
        <source>The Solo card is shuffled into the lower part of the deck. When it comes up, all three plans become approved at once: from then on they pay their second value. Another card replaces it straight away.</source>
        <translation>La carta Solitario è mescolata nella parte bassa del mazzo. Quando esce, tutti e tre i piani passano subito sul lato &quot;approvato&quot;: da quel momento valgono il secondo valore. Un&apos;altra carta la sostituisce immediatamente.</translation>
    </message>
    <message>
        <source>There is no reshuffle, and the game also ends when the deck cannot give three more cards. Temps score 7 points if you crossed at least 6 boxes.</source>
        <translation>Non si rimescola, e la partita finisce anche quando il mazzo non può più dare tre carte. I lavoratori occasionali valgono 7 punti se hai barrato almeno 6 caselle.</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Scartata</translation>
    </message>
    <message>
        <source>The number 5 from the first card and the Surveyor from the second.</source>
        <translation>Il numero 5 dalla prima carta e il Geometra dalla seconda.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperti</translation>
    </message>
    <message>
        <source>For 2 to 12 players. Everybody holds three cards. Take the number of one and the effect of another, discard both, and pass the third card to the player on your right. Then everybody draws two cards.</source>
        <translation>Da 2 a 12 giocatori. Ognuno ha tre carte in mano. Prendi il numero di una e l&apos;effetto di un&apos;altra, scartale entrambe e passa la terza carta al giocatore alla tua destra. Poi tutti pescano due carte.</translation>
    </message>
    <message>
        <source>After a refusal you discard all three cards and pass none; the player who would have received your card draws three instead of two.</source>
        <translation>Dopo un Permesso di costruzione rifiutato scarti tutte e tre le carte e non ne passi nessuna; il giocatore che avrebbe ricevuto la tua carta ne pesca tre invece di due.</translation>
    </message>
    <message>
        <source>Plans work as in the standard game. A reshuffle shuffles the deck together with the discard pile.</source>
        <translation>I Piani Urbanistici funzionano come nella partita standard. Per rimescolare si mescola il mazzo insieme alla pila degli scarti.</translation>
    </message>
    <message>
        <source>To the right</source>
        <translation>A destra</translation>
    </message>
    <message>
        <source>The third card is passed on.</source>
        <translation>La terza carta passa al vicino.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>The game ends at the end of the turn in which a player takes a third refusal, claims all three city plans, or has no empty house left (every house numbered or a roundabout). Everybody finishes that turn. In solo it also ends when the deck runs out.</source>
        <translation>La partita finisce alla fine del turno in cui un giocatore prende il terzo Permesso di costruzione rifiutato, realizza tutti e tre i Piani Urbanistici o non ha più case vuote (ogni casa numerata o con una Rotatoria). Tutti completano quel turno. In modalità solitaria finisce anche quando il mazzo si esaurisce.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plans:&lt;/b&gt; the points you claimed.</source>
        <translation>&lt;b&gt;Piani Urbanistici:&lt;/b&gt; i punti che hai ottenuto.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parks and pools:&lt;/b&gt; the value reached on each track; a track is worth the first value not crossed.</source>
        <translation>&lt;b&gt;Parchi e piscine:&lt;/b&gt; il valore raggiunto su ogni tracciato; un tracciato vale il primo valore non barrato.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Temps:&lt;/b&gt; among the players with at least one temp, the most score 7, the second most 4, the third 1 (ties score the same). Playing alone: 7 points with at least 6 temps.</source>
        <translation>&lt;b&gt;Lavoratori occasionali:&lt;/b&gt; tra i giocatori con almeno un lavoratore, chi ne ha di più prende 7 punti, il secondo 4, il terzo 1 (a pari numero, pari punti). Da soli: 7 punti con almeno 6 lavoratori.</translation>
    </message>
    <message>
        <source>Every estate scores the value of its size&apos;s column; bis, roundabouts and refusals are taken away.</source>
        <translation>Ogni complesso vale quanto la colonna della sua dimensione; Bis, Rotatorie e rifiuti tolgono punti.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Real estate:&lt;/b&gt; for each size from 1 to 6, the number of estates of that size times the value of its column. &lt;b&gt;Minus:&lt;/b&gt; the bis track, the roundabouts and the refusals. The sheet shows your score in pencil while you play.</source>
        <translation>&lt;b&gt;Complessi residenziali:&lt;/b&gt; per ogni dimensione da 1 a 6, il numero di complessi di quella dimensione per il valore della sua colonna. &lt;b&gt;In meno:&lt;/b&gt; il tracciato dei Bis, le Rotatorie e i Permessi di costruzione rifiutati. Durante la partita il foglio mostra il tuo punteggio a matita.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties:&lt;/b&gt; the player with more estates wins; if still tied, more estates of 1 house, then of 2 houses, and so on up to 6.</source>
        <translation>&lt;b&gt;Parità:&lt;/b&gt; vince chi ha più complessi residenziali; se c&apos;è ancora parità, chi ne ha di più da 1 casa, poi da 2 case, e così via fino a 6.</translation>
    </message>
    <message>
        <source>With the mouse</source>
        <translation>Con il mouse</translation>
    </message>
    <message>
        <source>Click a combination (in solo and expert: the number of one card, then the effect of another), then a lit house. For the effect, click one of the lit places: a fence slot, a track, a pool… Point at any zone of the sheet to read what it is for.</source>
        <translation>Fai clic su una combinazione (in modalità solitaria ed Esperti: sul numero di una carta, poi sull&apos;effetto di un&apos;altra), poi su una casa evidenziata. Per l&apos;effetto, fai clic su uno dei punti evidenziati: uno spazio per la staccionata, un tracciato, una piscina… Passa il mouse su qualsiasi zona del foglio per leggere a cosa serve.</translation>
    </message>
    <message>
        <source>The lit houses can take a 7; the blue frame around one of them is the keyboard cursor.</source>
        <translation>Nelle case evidenziate si può scrivere un 7; il riquadro blu intorno a una di esse è il cursore della tastiera.</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Con la tastiera</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Shift+Tab</source>
        <translation>Maiusc+Tab</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Maiusc+Z</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Choose a combination. Solo and expert: first the card giving the number, then the card giving the effect.</source>
        <translation>Scegli una combinazione. Solitario ed Esperti: prima la carta che dà il numero, poi quella che dà l&apos;effetto.</translation>
    </message>
    <message>
        <source>Move between the lit places of the sheet.</source>
        <translation>Spostati tra i punti evidenziati del foglio.</translation>
    </message>
    <message>
        <source>Move the focus: the cards, your sheet, the turn&apos;s buttons, the plans, then At the table. Space presses a focused card or button.</source>
        <translation>Sposta il fuoco: le carte, il tuo foglio, i pulsanti del turno, i progetti, poi Al tavolo. Spazio preme la carta o il pulsante con il fuoco.</translation>
    </message>
    <message>
        <source>Click the lit place the keyboard cursor is on.</source>
        <translation>Fai clic sul punto evidenziato su cui si trova il cursore della tastiera.</translation>
    </message>
    <message>
        <source>Confirm the turn; on the hand-over screen, show your sheet.</source>
        <translation>Conferma il turno; nella schermata di passaggio, mostra il tuo foglio.</translation>
    </message>
    <message>
        <source>Skip the effect.</source>
        <translation>Salta l&apos;effetto.</translation>
    </message>
    <message>
        <source>Take a building permit refusal (only when no number fits).</source>
        <translation>Prendi un Permesso di costruzione rifiutato (solo quando nessun numero si può scrivere).</translation>
    </message>
    <message>
        <source>Build a roundabout (advanced variant), then click a house.</source>
        <translation>Costruisci una Rotatoria (modalità avanzata), poi fai clic su una casa.</translation>
    </message>
    <message>
        <source>Cancel the choice in progress.</source>
        <translation>Annulla la scelta in corso.</translation>
    </message>
    <message>
        <source>Undo and redo, until you confirm the turn.</source>
        <translation>Annulla e ripeti, finché non confermi il turno.</translation>
    </message>
    <message>
        <source>Players and scores: every sheet as of the last turn.</source>
        <translation>Giocatori e punteggi: tutti i fogli alla fine dell&apos;ultimo turno.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Nuova partita.</translation>
    </message>
    <message>
        <source>Full screen.</source>
        <translation>Schermo intero.</translation>
    </message>
    <message>
        <source>This summary of the rules.</source>
        <translation>Questo riassunto delle regole.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>On this sheet ice cream trucks sell cones to the houses. Choose the neighbourhood in the New game dialog; everything else is played as usual.</source>
        <translation>Su questo foglio segnapunti i furgoncini dei gelati vendono coni alle case. Scegli il quartiere nella finestra Nuova partita; tutto il resto si gioca come al solito.</translation>
    </message>
    <message>
        <source>The bottom street: the truck from the right end drove to the 5. Its cone is sold (circled), the cones it passed are lost (crossed); the other truck is crossed off.</source>
        <translation>La strada in basso: il furgoncino dell&apos;estremità destra è arrivato fino al 5. Il suo cono è venduto (cerchiato), i coni superati sono persi (barrati); l&apos;altro furgoncino è barrato.</translation>
    </message>
    <message>
        <source>The top street&apos;s truck starts at the right end, the middle street&apos;s at the left end. When you write a number in a house the truck has not passed yet, it drives there: the cone of that house is sold, the cones on the way are lost. The truck never turns back.</source>
        <translation>Il furgoncino della strada in alto parte dall&apos;estremità destra, quello della strada centrale dall&apos;estremità sinistra. Quando scrivi un numero in una casa che il furgoncino non ha ancora superato, ci arriva: il cono di quella casa è venduto, i coni lungo la strada sono persi. Il furgoncino non torna mai indietro.</translation>
    </message>
    <message>
        <source>The bottom street has a truck at each end. With your first number in that street, click the lit truck that will drive there (or move the keyboard cursor onto it and press Space).</source>
        <translation>La strada in basso ha un furgoncino a ciascuna estremità. Con il tuo primo numero in quella strada, fai clic sul furgoncino evidenziato che ci circolerà (oppure porta il cursore della tastiera su di esso e premi Spazio).</translation>
    </message>
    <message>
        <source>The first player to pass a street&apos;s last cone circles its star: +1 point per cone sold in that street at the end. Everybody else crosses it off.</source>
        <translation>Il primo giocatore che supera l&apos;ultimo cono di una strada cerchia la sua stella: alla fine +1 punto per ogni cono venduto in quella strada. Tutti gli altri la barrano.</translation>
    </message>
    <message>
        <source>The ice cream column, between the city plans and the parks: per street, the scoops of the cones sold, plus its bonus.</source>
        <translation>La colonna dei gelati, tra i Piani Urbanistici e i parchi: per ogni strada, le palline dei coni venduti, più il suo bonus.</translation>
    </message>
    <message>
        <source>Its three city plans replace the n°3 deck.</source>
        <translation>I suoi tre Piani Urbanistici sostituiscono il mazzo n°3.</translation>
    </message>
    <message>
        <source>On this sheet the houses hang up Christmas lights. They are drawn by themselves as you write the numbers.</source>
        <translation>Su questo foglio segnapunti le case appendono le luci di Natale. Si disegnano da sole mentre scrivi i numeri.</translation>
    </message>
    <message>
        <source>2 4 _ 6 7 8 8bis 9 11 12 13: the longest string is 6-7-8-8bis-9, five houses.</source>
        <translation>2 4 _ 6 7 8 8bis 9 11 12 13: la fila più lunga è 6-7-8-8bis-9, cinque case.</translation>
    </message>
    <message>
        <source>Two neighbouring houses are linked when the right one&apos;s number is the left one&apos;s plus 1, or the same (a bis). A fence does not break the string; an empty house or a roundabout does.</source>
        <translation>Due case vicine sono collegate quando il numero di quella a destra è quello di sinistra più 1, o lo stesso (un Bis). Una staccionata non interrompe la fila; una casa vuota o una Rotatoria sì.</translation>
    </message>
    <message>
        <source>The lights column, between the city plans and the parks: per street, the number of houses in its longest string.</source>
        <translation>La colonna delle luci, tra i Piani Urbanistici e i parchi: per ogni strada, il numero di case della sua fila più lunga.</translation>
    </message>
    <message>
        <source>On this sheet Easter eggs are hidden on fifteen houses, twenty eggs in all.</source>
        <translation>Su questo foglio segnapunti le uova di Pasqua sono nascoste su quindici case, venti uova in tutto.</translation>
    </message>
    <message>
        <source>The 0 collects the egg of its house, the 6 and the 9 one egg each, the 7 none, the 16 one egg: the eggs collected are circled.</source>
        <translation>Lo 0 raccoglie l&apos;uovo della sua casa, il 6 e il 9 un uovo ciascuno, il 7 nessuno, il 16 un uovo: le uova raccolte sono cerchiate.</translation>
    </message>
    <message>
        <source>Writing 0, 8 or 10 on an egg house collects all its eggs; 6, 9 or 16 collect one; any other number none. The number that counts is the one written.</source>
        <translation>Scrivere 0, 8 o 10 su una casa con uova raccoglie tutte le sue uova; 6, 9 o 16 ne raccolgono uno; ogni altro numero nessuno. Conta il numero scritto.</translation>
    </message>
    <message>
        <source>The eggs column, between the city plans and the parks: 6 eggs are worth 5 points, 10 eggs 10, 14 eggs 20 and 18 eggs 35.</source>
        <translation>La colonna delle uova, tra i Piani Urbanistici e i parchi: 6 uova valgono 5 punti, 10 uova 10, 14 uova 20 e 18 uova 35.</translation>
    </message>
    <message>
        <source>Seats join at 192.168.1.20:49152 · announced on the local network.</source>
        <translation>Ci si unisce a 192.168.1.20:49152 · annunciata sulla rete locale.</translation>
    </message>
    <message>
        <source>Each player can sit at their own computer: everyone plays the same turn at the same time, and the turn is resolved once everyone has confirmed. One window hosts the game; the others join it.</source>
        <translation>Ogni giocatore può sedere al proprio computer: tutti giocano lo stesso turno nello stesso momento, e il turno si risolve quando tutti hanno confermato. Una finestra ospita la partita; le altre vi si uniscono.</translation>
    </message>
    <message>
        <source>Hosting a game</source>
        <translation>Ospitare una partita</translation>
    </message>
    <message>
        <source>In New game, make each seat a Person (playing at this screen), a Person at another computer, or a computer player. The window then hosts the game: above the cards it shows the address the others join at and each seat&apos;s code, with a Copy button, and it announces the game on the local network. It also says who is connected; a seat whose player is away can be handed to a computer player until they come back.</source>
        <translation>In Nuova partita, rendi ogni posto una Persona (che gioca a questo schermo), una Persona a un altro computer o un giocatore computer. La finestra allora ospita la partita: sopra le carte mostra l&apos;indirizzo a cui gli altri si uniscono e il codice di ogni posto, con un pulsante Copia, e annuncia la partita sulla rete locale. Dice anche chi è connesso; un posto il cui giocatore è assente può essere affidato a un giocatore computer finché non torna.</translation>
    </message>
    <message>
        <source>Several people may share the hosting screen: make each of them a Person. The window hands the screen over from one to the next, as in a game at one screen, while the players elsewhere play the same turn at their own computers; once everyone here has confirmed, it waits for the others.</source>
        <translation>Più persone possono condividere lo schermo che ospita: rendi ciascuna una Persona. La finestra passa lo schermo dall&apos;una all&apos;altra, come in una partita a uno schermo, mentre i giocatori altrove giocano lo stesso turno ai loro computer; quando tutti qui hanno confermato, aspetta gli altri.</translation>
    </message>
    <message>
        <source>Above the cards: the connection, where seats join, and who is here.</source>
        <translation>Sopra le carte: la connessione, dove ci si unisce e chi c&apos;è.</translation>
    </message>
    <message>
        <source>Joining a game</source>
        <translation>Unirsi a una partita</translation>
    </message>
    <message>
        <source>Game → Join a game… lists the games announced on your local network. Choose one, or type the host&apos;s address, then the code the host gives you: codes are never announced. Your window then shows your own sheet and cards as in a game at one screen, and the others&apos; sheets as of the last resolved turn.</source>
        <translation>Partita → Unisciti a una partita… elenca le partite annunciate sulla tua rete locale. Scegline una, o scrivi l&apos;indirizzo di chi ospita, poi il codice che ti dà: i codici non vengono mai annunciati. La tua finestra mostra allora il tuo foglio e le tue carte come in una partita a uno schermo, e i fogli degli altri com&apos;erano all&apos;ultimo turno risolto.</translation>
    </message>
    <message>
        <source>Playing on a server</source>
        <translation>Giocare su un server</translation>
    </message>
    <message>
        <source>Friends far apart can use a server someone runs with welcome-desktop serve: Game → Play on a server… asks for its address, then for the New game, which is created there. The others join with their codes.</source>
        <translation>Gli amici lontani possono usare un server avviato da qualcuno con welcome-desktop serve: Partita → Gioca su un server… ne chiede l&apos;indirizzo, poi la Nuova partita, che viene creata lì. Gli altri si uniscono con i loro codici.</translation>
    </message>
    <message>
        <source>The connection</source>
        <translation>La connessione</translation>
    </message>
    <message>
        <source>Your clicks are drawn at once, without waiting for the host. If the connection drops, the window reconnects by itself and keeps your turn so far. If the host stays away longer, nothing can be played meanwhile: what you saw stays on the screen, the window keeps trying (Try now tries at once) and carries on by itself when the host is back. When the game ends, every window receives the whole game: the final scores, Finished games and the replay work as for any game.</source>
        <translation>I tuoi clic vengono disegnati subito, senza aspettare chi ospita. Se la connessione cade, la finestra si riconnette da sola e conserva il tuo turno finora. Se chi ospita resta irraggiungibile più a lungo, nel frattempo non si può giocare: ciò che hai visto resta sullo schermo, la finestra continua a provare (Riprova ora prova subito) e riprende da sola quando chi ospita torna. Quando la partita finisce, ogni finestra riceve l&apos;intera partita: punteggi finali, Partite finite e la rivisitazione funzionano come per qualsiasi partita.</translation>
    </message>
    <message>
        <source>If the host never comes back, nothing is lost: your window keeps a local copy of what you saw, your sheet with the turn in progress. Open the local copy (beside Retry, when reconnecting fails at start, or Game → Local copies of network games…) shows it read-only; it is deleted once its game ends normally.</source>
        <translation>Se chi ospita non torna più, nulla va perso: la tua finestra conserva una copia locale di ciò che hai visto, il tuo foglio con il turno in corso. Apri la copia locale (accanto a Riprova, quando la riconnessione all&apos;avvio non riesce, oppure Partita → Copie locali delle partite in rete…) la mostra in sola lettura; viene eliminata quando la sua partita finisce normalmente.</translation>
    </message>
    <message>
        <source>Players without a computer can play on their phone: it shows their own sheet in its web browser. Nothing to install, no account and no internet: the phones only have to be on the same network (the same Wi-Fi) as the computer that hosts the game.</source>
        <translation>Chi non ha un computer può giocare con il proprio telefono: il suo browser mostra la propria scheda. Niente da installare, nessun account e niente internet: basta che i telefoni siano sulla stessa rete (lo stesso Wi-Fi) del computer che ospita la partita.</translation>
    </message>
    <message>
        <source>Hosting for phones</source>
        <translation>Ospitare per i telefoni</translation>
    </message>
    <message>
        <source>In New game, choose Host a game for others and make each phone&apos;s seat a Person at another computer. Above the cards, the window shows a QR code for every seat nobody has taken yet, with the seat&apos;s name under it. Without the window: welcome-desktop serve --host 0.0.0.0 on the computer, then welcome-desktop create with its network address and --qr prints each seat&apos;s link and QR code in the terminal.</source>
        <translation>In Nuova partita, scegliete Ospita una partita per altri e fate del posto di ogni telefono una Persona a un altro computer. Sopra le carte, la finestra mostra un codice QR per ogni posto che nessuno ha ancora preso, con il nome del posto sotto. Senza la finestra: welcome-desktop serve --host 0.0.0.0 sul computer, poi welcome-desktop create con il suo indirizzo di rete e --qr stampa nel terminale il link e il codice QR di ogni posto.</translation>
    </message>
    <message>
        <source>Each seat still open has its QR code: a phone scans it and plays that seat.</source>
        <translation>Ogni posto ancora libero ha il suo codice QR: un telefono lo inquadra e gioca quel posto.</translation>
    </message>
    <message>
        <source>Each player scans their seat&apos;s code with the phone&apos;s camera, or types the link in the browser: http://ADDRESS:PORT/#CODE, the address and port the window shows and the seat&apos;s code. The phone plays under the name the seat was given when the game was created; while the game waits in the lobby, the player can type their own name and tap Give my name. Until everyone is there the game waits in the lobby: the phones show their sheet and whom the table is waiting for; the hosting window starts it with Start the game, or it starts by itself once every seat is taken.</source>
        <translation>Ogni giocatore inquadra il codice del suo posto con la fotocamera del telefono, oppure scrive il link nel browser: http://ADDRESS:PORT/#CODE, cioè l&apos;indirizzo e la porta che mostra la finestra e il codice del posto. Il telefono gioca con il nome dato al posto quando la partita è stata creata; finché la partita aspetta nella sala d&apos;attesa, il giocatore può scrivere il proprio nome e toccare Usa il mio nome. Finché non ci sono tutti, la partita aspetta nella sala d&apos;attesa: i telefoni mostrano la loro scheda e chi il tavolo sta aspettando; la finestra che ospita la avvia con Inizia la partita, oppure la partita parte da sola quando ogni posto è preso.</translation>
    </message>
    <message>
        <source>The phone shows your sheet and the three cards. Tap a card, then one of the lit houses to write its number (with the temp agency, a chooser then offers the numbers you may write there). Then use the effect by tapping a lit place, or Skip effect. Undo takes back your last step until you tap Confirm turn. The page also shows everyone&apos;s score and whom the table waits for. Held sideways, the phone shows the cards and buttons beside a larger sheet; a thematic sheet shows its cones, lights or eggs and its own column.</source>
        <translation>Il telefono mostra la tua scheda e le tre carte. Tocca una carta, poi una delle case illuminate per scriverci il suo numero (con l&apos;agenzia interinale, un selettore offre poi i numeri che puoi scrivere lì). Poi usa l&apos;effetto toccando un punto illuminato, oppure Salta effetto. Annulla toglie il tuo ultimo passo finché non tocchi Conferma turno. La pagina mostra anche il punteggio di tutti e chi il tavolo sta aspettando. Tenuto di lato, il telefono mostra le carte e i pulsanti accanto a una scheda più grande; una scheda a tema mostra i suoi coni, le luci o le uova e la sua colonna.</translation>
    </message>
    <message>
        <source>Playing on the phone</source>
        <translation>Giocare sul telefono</translation>
    </message>
    <message>
        <source>When every person plays on a phone or at another computer, nobody plays at the hosting window: it shows the table screen instead, made for a TV beside the table: the turn&apos;s cards, the plans, who has confirmed (never what they chose), everyone&apos;s sheet and score, and the QR codes until every seat is taken, then at the end the ranking with where everyone&apos;s points came from. View → Table screen switches it on or off; F11 shows it full screen.</source>
        <translation>Quando tutti giocano con un telefono o da un altro computer, nessuno gioca alla finestra che ospita: mostra invece lo schermo del tavolo, pensato per una TV accanto al tavolo: le carte del turno, i piani, chi ha confermato (mai cosa ha scelto), il foglio e il punteggio di ognuno, e i codici QR finché tutti i posti non sono occupati, poi alla fine la classifica con la provenienza dei punti di ognuno. Visualizza → Schermo del tavolo lo attiva o lo disattiva; F11 lo mostra a schermo intero.</translation>
    </message>
    <message>
        <source>The page remembers its seat: after a reload, or when a phone that fell asleep wakes up, it comes back to the same seat with the turn so far. Once a seat is taken its QR code disappears from the host.</source>
        <translation>La pagina ricorda il suo posto: dopo un ricaricamento, o quando un telefono che si era addormentato si risveglia, torna allo stesso posto con il turno fin lì. Quando un posto è preso, il suo codice QR sparisce dall&apos;host.</translation>
    </message>
    <message>
        <source>When phones cannot join</source>
        <translation>Quando i telefoni non possono unirsi</translation>
    </message>
    <message>
        <source>If the window says &quot;Phones cannot join from here&quot;, this computer is on no network: it has only its own address, the loopback, which no phone can reach. Connect it to the Wi-Fi the phones use and host the game again. A phone that finds nothing at the link is usually on another network, such as mobile data or a guest Wi-Fi.</source>
        <translation>Se la finestra dice &quot;I telefoni non possono unirsi da qui&quot;, questo computer non è in nessuna rete: ha solo il proprio indirizzo, il loopback, che nessun telefono può raggiungere. Collegatelo al Wi-Fi dei telefoni e ospitate di nuovo la partita. Un telefono che al link non trova nulla di solito è su un&apos;altra rete, come i dati mobili o un Wi-Fi per ospiti.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>{game} ({host}): a host of another version</source>
        <translation>{game} ({host}): un host di un&apos;altra versione</translation>
    </message>
    <message>
        <source>Every seat of this table is taken. Ask the host for the spectators&apos; code to watch the game.</source>
        <translation>Tutti i posti di questo tavolo sono occupati. Chiedi a chi ospita il codice degli spettatori per guardare la partita.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Unisciti a una partita</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <translation>Partite sulla rete locale:</translation>
    </message>
    <message>
        <source>Looking for games…</source>
        <translation>Ricerca delle partite…</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Indirizzo:</translation>
    </message>
    <message>
        <source>the code the host gives you (ABCD-EFGH-JKMN)</source>
        <translation>il codice che ti dà chi ospita (ABCD-EFGH-JKMN)</translation>
    </message>
    <message>
        <source>Choose a game, then type the code of your seat.</source>
        <translation>Scegli una partita, poi scrivi il codice del tuo posto.</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Codice:</translation>
    </message>
    <message numerus="yes">
        <source>{open} seat(s) open</source>
        <translation>
            <numerusform>{open} posto libero</numerusform>
            <numerusform>{open} posti liberi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game} ({host}), {seats} player(s), {open}</source>
        <translation>
            <numerusform>{game} ({host}), {seats} giocatore, {open}</numerusform>
            <numerusform>{game} ({host}), {seats} giocatori, {open}</numerusform>
        </translation>
    </message>
    <message>
        <source>as the others will see it</source>
        <translation>come lo vedranno gli altri</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Il tuo nome:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unisciti</translation>
    </message>
    <message>
        <source>the spectators&apos; code</source>
        <translation>il codice degli spettatori</translation>
    </message>
    <message>
        <source>Games on the local network cannot be listed here ({why}): type the host&apos;s address.</source>
        <translation>Qui non si possono elencare le partite della rete locale ({why}): scrivi l&apos;indirizzo di chi ospita.</translation>
    </message>
    <message>
        <source>Play on a server</source>
        <translation>Gioca su un server</translation>
    </message>
    <message>
        <source>The game of the New game dialog is created on this server; the other players join it with their codes.</source>
        <translation>La partita della finestra Nuova partita viene creata su questo server; gli altri giocatori si uniscono con i loro codici.</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
</context>
<context>
    <name>LastTurn</name>
    <message>
        <source>top street</source>
        <translation>in alto</translation>
    </message>
    <message>
        <source>middle street</source>
        <translation>al centro</translation>
    </message>
    <message>
        <source>bottom street</source>
        <translation>in basso</translation>
    </message>
    <message>
        <source>{number} in the {street}, house {house}</source>
        <translation>{number} {street}, casa {house}</translation>
    </message>
    <message>
        <source>a bis in the {street}, house {house}</source>
        <translation>bis {street}, casa {house}</translation>
    </message>
    <message>
        <source>a roundabout in the {street}, house {house}</source>
        <translation>rotatoria {street}, casa {house}</translation>
    </message>
    <message>
        <source>a fence in the {street}</source>
        <translation>staccionata {street}</translation>
    </message>
    <message>
        <source>a park</source>
        <translation>parco</translation>
    </message>
    <message>
        <source>a pool</source>
        <translation>piscina</translation>
    </message>
    <message>
        <source>estates of {size} raised</source>
        <translation>complessi da {size} aumentati</translation>
    </message>
    <message>
        <source>a temp agency mark</source>
        <translation>lavoratore occasionale</translation>
    </message>
    <message>
        <source>a building-permit refusal</source>
        <translation>permesso rifiutato</translation>
    </message>
    <message>
        <source>claimed plan n°{n}</source>
        <translation>piano n°{n} realizzato</translation>
    </message>
    <message>
        <source>asked for a reshuffle</source>
        <translation>ha chiesto di rimescolare</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>nothing written</source>
        <translation>nulla di scritto</translation>
    </message>
</context>
<context>
    <name>LocalCopy</name>
    <message>
        <source>{file}: cannot be read ({reason})</source>
        <translation>{file}: non può essere letta ({reason})</translation>
    </message>
    <message>
        <source>{players} (you are {name}), turn {turn}, kept {saved}, hosted at {address}</source>
        <translation>{players} (tu sei {name}), turno {turn}, conservata il {saved}, ospitata su {address}</translation>
    </message>
    <message>
        <source>Local copies of network games</source>
        <translation>Copie locali delle partite in rete</translation>
    </message>
    <message>
        <source>When you play at another computer&apos;s table, this window keeps a copy of what you saw, in case the host never comes back. A copy is deleted when its game ends: the whole game is then in Finished games.</source>
        <translation>Quando giochi al tavolo di un altro computer, questa finestra conserva una copia di ciò che hai visto, nel caso chi ospita non torni più. Una copia viene eliminata quando la sua partita finisce: l&apos;intera partita è allora in Partite concluse.</translation>
    </message>
    <message>
        <source>No local copy is kept.</source>
        <translation>Non è conservata nessuna copia locale.</translation>
    </message>
    <message>
        <source>Open (read-only)</source>
        <translation>Apri (sola lettura)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>The local copy of this game cannot be written ({detail}).</source>
        <extracomment>The most copies kept: the oldest beyond it are pruned when a copy is written. A copy larger than this is not read (a 12-player view is a few tens of kilobytes).</extracomment>
        <translation>La copia locale di questa partita non può essere scritta ({detail}).</translation>
    </message>
    <message>
        <source>This local copy cannot be read: {detail}. Nothing was changed.</source>
        <translation>Questa copia locale non può essere letta: {detail}. Non è cambiato nulla.</translation>
    </message>
    <message>
        <source>it is not a local copy of a network game</source>
        <translation>non è la copia locale di una partita in rete</translation>
    </message>
    <message>
        <source>it was written by another version</source>
        <translation>è stata scritta da un&apos;altra versione</translation>
    </message>
    <message>
        <source>its fields are not those of a copy</source>
        <translation>i suoi campi non sono quelli di una copia</translation>
    </message>
    <message>
        <source>its players or seat make no sense</source>
        <translation>i suoi giocatori o il suo posto non hanno senso</translation>
    </message>
    <message>
        <source>its game is over</source>
        <translation>la sua partita è finita</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>è troppo grande</translation>
    </message>
    <message>
        <source>it is not JSON text</source>
        <translation>non è testo JSON</translation>
    </message>
    <message>
        <source>Local copy of the network game with {players} (you are {name}), as it stood during turn {turn}: the host is gone. Nothing can be played.</source>
        <translation>Copia locale della partita in rete con {players} (tu sei {name}), com&apos;era durante il turno {turn}: chi ospita non c&apos;è più. Non si può giocare nulla.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Player 1</source>
        <extracomment>The window icon (rendered from resources/icon/welcome-desktop.svg by packaging/make_icons.py).</extracomment>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Welcome To — desktop edition</source>
        <translation>Welcome To — edizione desktop</translation>
    </message>
    <message>
        <source>Skip effect</source>
        <translation>Salta effetto</translation>
    </message>
    <message>
        <source>Leave the effect unused (S)</source>
        <translation>Non usare l&apos;effetto (S)</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Permesso rifiutato</translation>
    </message>
    <message>
        <source>Take a building-permit refusal (X)</source>
        <translation>Segna un permesso di costruzione rifiutato (X)</translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation>Rotatoria</translation>
    </message>
    <message>
        <source>Build a roundabout, then click a house (R)</source>
        <translation>Costruisci una rotatoria, poi fai clic su una casa (R)</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Rimescola</translation>
    </message>
    <message>
        <source>Ask for a reshuffle of the cards</source>
        <translation>Chiedi di rimescolare le carte</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Annulla l&apos;ultima azione (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Apply again what was taken back (Ctrl+Shift+Z)</source>
        <translation>Ripeti ciò che è stato annullato (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Confirm turn</source>
        <translation>Conferma turno</translation>
    </message>
    <message>
        <source>End your turn (Enter)</source>
        <translation>Termina il tuo turno (Invio)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>What would a strong player do? Drawn dashed on the sheet (H)</source>
        <translation>Cosa farebbe un giocatore forte? Disegnato a trattini sul foglio (H)</translation>
    </message>
    <message>
        <source>Apply hint</source>
        <translation>Applica suggerimento</translation>
    </message>
    <message>
        <source>Play the suggested turn (you can still undo it)</source>
        <translation>Gioca il turno suggerito (puoi ancora annullarlo)</translation>
    </message>
    <message>
        <source>The sheet stays hidden until the next player is ready.</source>
        <extracomment>Where a network game&apos;s panel sits while the sheet is hidden (:meth:`hold`).</extracomment>
        <translation>Il foglio resta nascosto finché il prossimo giocatore non è pronto.</translation>
    </message>
    <message>
        <source>The {language} translation is missing.</source>
        <translation>Manca la traduzione: {language}.</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Passa a {name}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Turno {turn}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {score} point(s)</source>
        <translation>
            <numerusform>{name}: {score} punto</numerusform>
            <numerusform>{name}: {score} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>I am {name}: show my sheet</source>
        <translation>Sono {name}: mostra il mio foglio</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <source>{title} (read-only)</source>
        <translation>{title} (sola lettura)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Looking for a good turn…</source>
        <extracomment>The hint&apos;s badges on the cards (its sentence is under the cards, above).</extracomment>
        <translation>Cerco un buon turno…</translation>
    </message>
    <message>
        <source>The host of this game allows no hints.</source>
        <translation>Chi ospita questa partita non permette suggerimenti.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>The game&apos;s actions switched off while the game is paused (replayed: the keys are the replay&apos;s).</extracomment>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Resume an unfinished game…</source>
        <translation>Riprendi una partita non finita…</translation>
    </message>
    <message>
        <source>&amp;Finished games…</source>
        <translation>&amp;Partite concluse…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Export the sheet as an image…</source>
        <translation>Esporta il foglio come &amp;immagine…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <source>Choose card &amp;1</source>
        <translation>Scegli la carta &amp;1</translation>
    </message>
    <message>
        <source>Choose card &amp;2</source>
        <translation>Scegli la carta &amp;2</translation>
    </message>
    <message>
        <source>Choose card &amp;3</source>
        <translation>Scegli la carta &amp;3</translation>
    </message>
    <message>
        <source>&amp;Skip effect</source>
        <translation>&amp;Salta effetto</translation>
    </message>
    <message>
        <source>Take a &amp;refusal</source>
        <translation>Segna un permesso &amp;rifiutato</translation>
    </message>
    <message>
        <source>Build a r&amp;oundabout</source>
        <translation>Costruisci una r&amp;otatoria</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>&amp;Conferma turno</translation>
    </message>
    <message>
        <source>Next lit place</source>
        <translation>Punto evidenziato successivo</translation>
    </message>
    <message>
        <source>Previous lit place</source>
        <translation>Punto evidenziato precedente</translation>
    </message>
    <message>
        <source>Click the lit place</source>
        <translation>Fai clic sul punto evidenziato</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla la selezione</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Su&amp;ggerimento</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Players and scores…</source>
        <translation>&amp;Giocatori e punteggi…</translation>
    </message>
    <message>
        <source>&amp;Replay and review the game…</source>
        <translation>&amp;Rivedi e analizza la partita…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>&amp;Table screen</source>
        <translation>&amp;Schermo del tavolo</translation>
    </message>
    <message>
        <source>&amp;Computer speed</source>
        <translation>&amp;Velocità del computer</translation>
    </message>
    <message>
        <source>Fewer clicks</source>
        <translation>Meno clic</translation>
    </message>
    <message>
        <source>No hand-over screen in standard mode</source>
        <translation>Niente schermata di passaggio nella modalità standard</translation>
    </message>
    <message>
        <source>Replay the others&apos; turns one by one</source>
        <translation>Rivedi i turni degli altri uno alla volta</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <extracomment>Its autosave name (&quot;&quot; for a new one). The file it came from (None for a stored game). The controller of the game shown. The autosave name of the game shown. Where Save writes without asking (the last file saved or opened). Ask before another game replaces unsaved actions (tests switch it off). What leaving the network game shown means, to ask first (&quot;&quot;: nothing to ask; None: no network game is shown, the unsaved turn is what may be lost).</extracomment>
        <translation>Salvataggio automatico non riuscito: {why}</translation>
    </message>
    <message>
        <source>Export the sheet as an image</source>
        <translation>Esporta il foglio come immagine</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}</source>
        <translation>Impossibile scrivere {file}: {why}</translation>
    </message>
    <message>
        <source>the folder is missing or not writable</source>
        <translation>la cartella non esiste o non è scrivibile</translation>
    </message>
    <message>
        <source>Sheet drawn to {file}</source>
        <translation>Foglio disegnato in {file}</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>A network game is kept by its host while it is played: every seat gets its whole record when it ends.</source>
        <translation>Una partita in rete è custodita da chi la ospita mentre si gioca: alla fine ogni posto ne riceve la registrazione completa.</translation>
    </message>
    <message>
        <source>Cannot save {file}: {why}</source>
        <translation>Impossibile salvare {file}: {why}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Salvato in {file}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partite salvate (*.json)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partite salvate (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>You play a copy of the game; the other window keeps the original.</source>
        <translation>Stai giocando una copia della partita; l&apos;altra finestra tiene l&apos;originale.</translation>
    </message>
    <message>
        <source>Opened read-only: another window plays this game.</source>
        <translation>Aperta in sola lettura: un&apos;altra finestra sta giocando questa partita.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuna)</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partite concluse</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>The last save of this game cannot be read ({why}); it was resumed from the save of the turn before.</source>
        <translation>L&apos;ultimo salvataggio di questa partita non si può leggere ({why}); è stata ripresa dal salvataggio del turno precedente.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Turn {turn} — {name}</source>
        <translation>Turno {turn} — {name}</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>The turn in progress is not saved yet (saves keep the turns every player confirmed); it will be lost. Continue anyway?</source>
        <translation>Il turno in corso non è ancora salvato (si salvano i turni confermati da tutti i giocatori) e andrà perso. Continuare comunque?</translation>
    </message>
    <message>
        <source>This game is open in another window.</source>
        <translation>Questa partita è aperta in un&apos;altra finestra.</translation>
    </message>
    <message>
        <source>This game is open in another window (process {pid}).</source>
        <translation>Questa partita è aperta in un&apos;altra finestra (processo {pid}).</translation>
    </message>
    <message>
        <source>Open it read-only to look at it, or take a copy to play on separately.</source>
        <translation>Aprila in sola lettura per guardarla, o prendine una copia per giocarla a parte.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Apri in sola lettura</translation>
    </message>
    <message>
        <source>Take a copy</source>
        <translation>Prendi una copia</translation>
    </message>
    <message>
        <source>Opened read-only: the game cannot be locked against other windows ({why}).</source>
        <translation>Aperta in sola lettura: la partita non si può bloccare per le altre finestre ({why}).</translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation>la sua cartella è in sola lettura</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>il file è in sola lettura</translation>
    </message>
    <message>
        <source>Opened read-only: this game&apos;s file cannot be written ({why}).</source>
        <translation>Aperta in sola lettura: il file di questa partita non si può scrivere ({why}).</translation>
    </message>
    <message>
        <source>You play a copy of the game, kept with your unfinished games; its file stays as it was.</source>
        <translation>Stai giocando una copia della partita, tenuta con le tue partite non finite; il suo file resta com&apos;era.</translation>
    </message>
    <message>
        <source>Open it read-only to look at it, or take a copy to play on; the copy is kept with your unfinished games.</source>
        <translation>Aprila in sola lettura per guardarla, o prendine una copia per giocarla; la copia è tenuta con le tue partite non finite.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {n}</source>
        <extracomment>Where the table last started is remembered.</extracomment>
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Computer: medio</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: difficile</translation>
    </message>
    <message>
        <source>Person at another computer</source>
        <translation>Persona a un altro computer</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>The way to play chosen on the first step (None without one).</extracomment>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Solo (with the Solo card)</source>
        <translation>Solitario (con la carta Solitario)</translation>
    </message>
    <message>
        <source>Standard (three stacks)</source>
        <translation>Standard (tre mazzi)</translation>
    </message>
    <message>
        <source>Expert (hands of three cards)</source>
        <translation>Esperti (mano di tre carte)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Advanced variant: roundabouts and advanced plans</source>
        <translation>Variante avanzata: rotatorie e piani avanzati</translation>
    </message>
    <message>
        <source>Neighbourhood</source>
        <translation>Quartiere</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: facile</translation>
    </message>
    <message>
        <source>Name {n}</source>
        <translation>Nome {n}</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Seme (facoltativo)</translation>
    </message>
    <message>
        <source>Nobody plays at this computer: its window shows the table for everyone (on a TV, say) with the QR codes to scan, and the cards, the plans and every sheet as the game goes.</source>
        <translation>Nessuno gioca a questo computer: la sua finestra mostra il tavolo a tutti (per esempio su una TV) con i codici QR da inquadrare, e poi le carte, i piani e tutti i fogli man mano che la partita procede.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>No solo game finished here in this variant yet.</source>
        <translation>Nessuna partita in solitario ancora conclusa qui con questa variante.</translation>
    </message>
    <message>
        <source>Network game: the people at other computers may ask for hints</source>
        <translation>Partita in rete: chi gioca da altri computer può chiedere suggerimenti</translation>
    </message>
    <message numerus="yes">
        <source>Your best solo score here in this variant: {score} ({count} game(s)).</source>
        <translation>
            <numerusform>Il tuo miglior punteggio in solitario qui con questa variante: {score} ({count} partita).</numerusform>
            <numerusform>Il tuo miglior punteggio in solitario qui con questa variante: {score} ({count} partite).</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player needs a different name.</source>
        <translation>Ogni giocatore deve avere un nome diverso.</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random game).</source>
        <translation>Il seme è un numero intero (oppure lascialo vuoto per una partita casuale).</translation>
    </message>
</context>
<context>
    <name>OfferPanel</name>
    <message>
        <source>Your hand — cards left in the deck: {count}</source>
        <translation>La tua mano — carte rimaste nel mazzo: {count}</translation>
    </message>
    <message>
        <source>Passed to the right →</source>
        <translation>Passa a destra →</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Non usata</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>La tua scelta</translation>
    </message>
    <message>
        <source>No cards on offer.</source>
        <translation>Nessuna carta disponibile.</translation>
    </message>
    <message>
        <source>Combination {index}: house number {number} with the {effect} effect.</source>
        <translation>Combinazione {index}: numero civico {number} con l&apos;effetto {effect}.</translation>
    </message>
    <message>
        <source>No combination can be written on your sheet.</source>
        <translation>Nessuna combinazione può essere scritta sul tuo foglio.</translation>
    </message>
    <message>
        <source>Card {index}: {card}.</source>
        <translation>Carta {index}: {card}.</translation>
    </message>
    <message>
        <source>Choose a combination: click a card or press 1, 2 or 3.</source>
        <translation>Scegli una combinazione: fai clic su una carta o premi 1, 2 o 3.</translation>
    </message>
    <message>
        <source>Number {number} from card {index}. Now pick the effect of another card.</source>
        <translation>Numero {number} dalla carta {index}. Ora scegli l&apos;effetto di un&apos;altra carta.</translation>
    </message>
    <message>
        <source>{effect} from card {index}. Now pick the number of another card.</source>
        <translation>{effect} dalla carta {index}. Ora scegli il numero di un&apos;altra carta.</translation>
    </message>
    <message>
        <source>Card {index} is passed to the player on your right.</source>
        <translation>La carta {index} passa al giocatore alla tua destra.</translation>
    </message>
    <message>
        <source>All three cards are then discarded.</source>
        <translation>Poi tutte e tre le carte vengono scartate.</translation>
    </message>
    <message>
        <source>Number {number} from card {n_index} with the {effect} effect from card {e_index}. {fate}</source>
        <translation>Numero {number} dalla carta {n_index} con l&apos;effetto {effect} dalla carta {e_index}. {fate}</translation>
    </message>
    <message>
        <source>Click the number of one card, then the effect of another card.</source>
        <translation>Fai clic sul numero di una carta, poi sull&apos;effetto di un&apos;altra carta.</translation>
    </message>
    <message>
        <source>Keys: press 1, 2 or 3 to take the number of that card, then 1, 2 or 3 to take the effect of another card. Esc starts again.</source>
        <translation>Tasti: premi 1, 2 o 3 per prendere il numero di quella carta, poi 1, 2 o 3 per prendere l&apos;effetto di un&apos;altra carta. Esc per ricominciare.</translation>
    </message>
    <message>
        <source>Keys: press 1, 2 or 3 to choose that combination.</source>
        <translation>Tasti: premi 1, 2 o 3 per scegliere quella combinazione.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>One seat must be played at this computer: make it a Person.</source>
        <translation>Almeno un posto deve essere giocato a questo computer: scegli Persona.</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Il tavolo di {name}</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <extracomment>The last failure&apos;s question (tests answer it). The question of :meth:`offer_reconnect` (tests answer it). The list of local copies, while open (tests choose in it). Where the Join dialog looks for games (None: every interface; tests: loopback).</extracomment>
        <translation>&amp;Unisciti a una partita…</translation>
    </message>
    <message>
        <source>Play on a &amp;server…</source>
        <translation>Gioca su un &amp;server…</translation>
    </message>
    <message>
        <source>&amp;Local copies of network games…</source>
        <translation>Copie &amp;locali delle partite in rete…</translation>
    </message>
    <message>
        <source>You were playing {name}&apos;s seat in a network game with {players} ({address}). Reconnect to it?</source>
        <translation>Stavi giocando il posto di {name} in una partita in rete con {players} ({address}). Riconnettersi?</translation>
    </message>
    <message>
        <source>You were playing the seats of {names} at this screen in a network game with {players} ({address}). Reconnect to them?</source>
        <translation>Stavi giocando i posti di {names} a questo schermo in una partita in rete con {players} ({address}). Riconnettersi?</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Partita in rete</translation>
    </message>
    <message>
        <source>This window was hosting a network game with {players}, which is not over. Host it again? The others&apos; windows reconnect by themselves.</source>
        <translation>Questa finestra ospitava una partita in rete con {players}, non ancora finita. Ospitarla di nuovo? Le finestre degli altri si ricollegano da sole.</translation>
    </message>
    <message>
        <source>Join as spectator</source>
        <translation>Entra come spettatore</translation>
    </message>
    <message>
        <source>No game there has this code: check it with the host and try again.</source>
        <translation>Nessuna partita lì ha questo codice: verificalo con chi ospita e riprova.</translation>
    </message>
    <message>
        <source>This seat is taken already: ask the host for another code, or the spectators&apos; code to watch.</source>
        <translation>Questo posto è già occupato: chiedi a chi ospita un altro codice, o il codice degli spettatori per guardare.</translation>
    </message>
    <message>
        <source>The host runs another version of Welcome To: both must install the same version.</source>
        <translation>Chi ospita usa un&apos;altra versione di Welcome To: entrambi devono installare la stessa versione.</translation>
    </message>
    <message>
        <source>Nobody answers at this address: check it, and that the host&apos;s window is open ({detail}).</source>
        <translation>Nessuno risponde a questo indirizzo: controllalo, e che la finestra di chi ospita sia aperta ({detail}).</translation>
    </message>
    <message>
        <source>The host refused: {detail}</source>
        <translation>Chi ospita ha rifiutato: {detail}</translation>
    </message>
    <message>
        <source>This window hosts the game: leaving it (closing the window or opening another game) cuts {names} off until you host it again. Nothing of the game is lost, the turn in progress included: when Welcome To starts again it offers to host the game again, and the others&apos; windows carry on by themselves. Leave it anyway?</source>
        <extracomment>The seats played here: their tables, and the one the window shows. The game replayed from the host&apos;s record once it ended. The game hosted in this window (kept by hosting_memory, not seat_memory), if any. The code of the last failure (``seat_taken``: the way on is to watch). The local copy of the (first) seat, when it was joined elsewhere.</extracomment>
        <translation>Questa finestra ospita la partita: lasciarla (chiudendo la finestra o aprendo un&apos;altra partita) lascia fuori {names} finché non la ospiti di nuovo. Della partita non si perde nulla, nemmeno il turno in corso: al prossimo avvio Welcome To propone di ospitarla di nuovo, e le finestre degli altri riprendono da sole. Lasciarla comunque?</translation>
    </message>
    <message>
        <source>The host sent something this window cannot read: {detail}</source>
        <translation>Chi ospita ha inviato qualcosa che questa finestra non sa leggere: {detail}</translation>
    </message>
    <message>
        <source>● Connected to the host.</source>
        <translation>● Connesso a chi ospita.</translation>
    </message>
    <message>
        <source>◌ Connection lost: reconnecting… Your turn so far is kept.</source>
        <translation>◌ Connessione persa: riconnessione in corso… Il tuo turno finora è conservato.</translation>
    </message>
    <message>
        <source>✕ The host is away: nothing can be played until it is back. This window keeps trying and carries on by itself then.</source>
        <translation>✕ Chi ospita non è raggiungibile: non si può giocare finché non torna. Questa finestra continua a provare e allora riprende da sola.</translation>
    </message>
    <message>
        <source>✕ The host is gone. What was seen stays on the screen.</source>
        <translation>✕ Chi ospita non c&apos;è più. Ciò che si è visto resta sullo schermo.</translation>
    </message>
    <message>
        <source>Connecting to the host…</source>
        <translation>Connessione a chi ospita…</translation>
    </message>
    <message>
        <source>{name}: computer</source>
        <translation>{name}: computer</translation>
    </message>
    <message>
        <source>{name}: not joined yet</source>
        <translation>{name}: non ancora entrato</translation>
    </message>
    <message>
        <source>{name}: at this screen</source>
        <translation>{name}: a questo schermo</translation>
    </message>
    <message>
        <source>{name}: at this screen, reconnecting</source>
        <translation>{name}: a questo schermo, in riconnessione</translation>
    </message>
    <message>
        <source>{name}: connected</source>
        <translation>{name}: connesso</translation>
    </message>
    <message>
        <source>{name}: away</source>
        <translation>{name}: assente</translation>
    </message>
    <message>
        <source>Retry</source>
        <extracomment>The smallest text size a code is shrunk to (pixels).</extracomment>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Open the local copy</source>
        <translation>Apri la copia locale</translation>
    </message>
    <message>
        <source>The game as this window last saw it, read-only; it stays after the window closes (Game → Local copies of network games…).</source>
        <translation>La partita come questa finestra l&apos;ha vista l&apos;ultima volta, in sola lettura; resta anche dopo la chiusura della finestra (Partita → Copie locali delle partite in rete…).</translation>
    </message>
    <message>
        <source>Computers play the seats nobody joined</source>
        <extracomment>Phones at the table: the open seats&apos; QR codes (their page links) and a line on them. The table screen shows the QR codes (large): the panel does not repeat them.</extracomment>
        <translation>Il computer gioca i posti rimasti liberi</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Try now</source>
        <extracomment>The seats played at this screen, when there are several (marked in :attr:`people`). The seats whose person has joined (their join code spent). Each remote seat&apos;s join code, as shown (whole, on a line of its own), and the button that copies its join link. A local copy of the game is kept (``app.online.local_copy``): offered when the host is gone.</extracomment>
        <translation>Riprova ora</translation>
    </message>
    <message>
        <source>Seats join at {where}</source>
        <translation>Ci si unisce a {where}</translation>
    </message>
    <message>
        <source>announced on the local network.</source>
        <translation>annunciata sulla rete locale.</translation>
    </message>
    <message>
        <source>not announced on the local network: give the address.</source>
        <translation>non annunciata sulla rete locale: comunica l&apos;indirizzo.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Copies the join link: the other player pastes it into Join a game…, or opens it.</source>
        <translation>Copia il link per entrare: l&apos;altro giocatore lo incolla in Entra in una partita… oppure lo apre.</translation>
    </message>
    <message>
        <source>The game starts when you press Start, or by itself once every seat is taken.</source>
        <translation>La partita inizia quando premi Inizia, o da sola quando tutti i posti sono presi.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is there.</source>
        <translation>Chi ospita inizia la partita quando ci sono tutti.</translation>
    </message>
    <message>
        <source>Waiting for: {names}.</source>
        <translation>In attesa di: {names}.</translation>
    </message>
    <message>
        <source>Let a computer play</source>
        <translation>Fai giocare il computer</translation>
    </message>
    <message>
        <source>{name}&apos;s code:</source>
        <translation>Codice di {name}:</translation>
    </message>
    <message>
        <source>The seat is away: a computer player (medium) plays it until its person comes back.</source>
        <translation>Il posto è vuoto: un giocatore computer (medio) lo gioca finché la sua persona non torna.</translation>
    </message>
    <message>
        <source>The turn moved on before this reached the host: the table is brought up to date.</source>
        <translation>Il turno è andato avanti prima che questo arrivasse a chi ospita: il tavolo viene aggiornato.</translation>
    </message>
    <message>
        <source>A computer player plays this seat now.</source>
        <translation>Ora questo posto è giocato dal computer.</translation>
    </message>
    <message>
        <source>The time for this turn ran out: a computer player finished it.</source>
        <translation>Il tempo per questo turno è scaduto: lo ha finito il computer.</translation>
    </message>
    <message>
        <source>You are watching: a spectator cannot play.</source>
        <translation>Stai guardando: uno spettatore non può giocare.</translation>
    </message>
    <message>
        <source>Only the game&apos;s creator can do this.</source>
        <translation>Solo chi ha creato la partita può farlo.</translation>
    </message>
    <message>
        <source>Only a seat whose person is away can be handed to a computer player.</source>
        <translation>Si può affidare al computer solo il posto di una persona assente.</translation>
    </message>
    <message>
        <source>Too many clicks at once: the host left some out; the table is brought up to date.</source>
        <translation>Troppi clic insieme: chi ospita ne ha ignorati alcuni; il tavolo viene aggiornato.</translation>
    </message>
    <message>
        <source>The host failed on this and changed nothing.</source>
        <translation>Chi ospita non è riuscito a eseguirlo e non ha cambiato nulla.</translation>
    </message>
    <message>
        <source>Phones cannot join from here: this computer has no network address but its own (the loopback).</source>
        <translation>I telefoni non possono unirsi da qui: questo computer non ha altro indirizzo di rete che il proprio (il loopback).</translation>
    </message>
    <message>
        <source>Or play on a phone at the table: scan the seat&apos;s code.</source>
        <translation>Oppure si gioca con un telefono al tavolo: inquadrate il codice del posto.</translation>
    </message>
    <message>
        <source>QR codes to play on a phone: {names}</source>
        <extracomment>Codes to a row at most. The light border around a code, in modules. The seats whose code is shown (open: their person is not connected). The open seats a computer plays until their person scans the code. The largest side of a code and the codes to a row (the table screen&apos;s are larger).</extracomment>
        <translation>Codici QR per giocare con un telefono: {names}</translation>
    </message>
    <message>
        <source>{name} (a computer for now)</source>
        <translation>{name} (per ora il computer)</translation>
    </message>
    <message>
        <source>(a computer for now)</source>
        <translation>(per ora il computer)</translation>
    </message>
</context>
<context>
    <name>OthersSheets</name>
    <message numerus="yes">
        <source>{name} — {score} point(s)</source>
        <translation>
            <numerusform>{name} — {score} punto</numerusform>
            <numerusform>{name} — {score} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to see {name}&apos;s sheet larger.</source>
        <translation>Clicca per vedere più grande il foglio segnapunti di {name}.</translation>
    </message>
    <message>
        <source>here</source>
        <translation>qui</translation>
    </message>
    <message>
        <source>Played at this screen.</source>
        <translation>Giocato a questo schermo.</translation>
    </message>
    <message>
        <source>As of the last resolved turn; that turn&apos;s marks red and underlined. Click a sheet to enlarge it.</source>
        <extracomment>The small sheets stand under the side panel (a large window), not beside your sheet. Draw a resolved turn one player after the other (an option, off by default).</extracomment>
        <translation>Come all&apos;ultimo turno concluso; i segni di quel turno in rosso e sottolineati. Clicca un foglio per ingrandirlo.</translation>
    </message>
</context>
<context>
    <name>PlanCard</name>
    <message>
        <source>Housing estates of exactly these sizes: {sizes} (one estate per number).</source>
        <extracomment>The base game&apos;s plans, by condition.</extracomment>
        <translation>Complessi residenziali esattamente di queste dimensioni: {sizes} (un complesso per ogni numero).</translation>
    </message>
    <message>
        <source>Every house of the top street built (numbered or a roundabout), none of them used for another plan.</source>
        <translation>Tutte le case della strada in alto costruite (numerate o rotatorie), nessuna già usata per un altro piano.</translation>
    </message>
    <message>
        <source>Every house of the middle street built (numbered or a roundabout), none of them used for another plan.</source>
        <translation>Tutte le case della strada centrale costruite (numerate o rotatorie), nessuna già usata per un altro piano.</translation>
    </message>
    <message>
        <source>Every house of the bottom street built (numbered or a roundabout), none of them used for another plan.</source>
        <translation>Tutte le case della strada in basso costruite (numerate o rotatorie), nessuna già usata per un altro piano.</translation>
    </message>
    <message>
        <source>Five bis houses in the same street.</source>
        <translation>Cinque case bis nella stessa strada.</translation>
    </message>
    <message>
        <source>Seven temp agency boxes crossed.</source>
        <translation>Sette caselle dell&apos;Agenzia per il lavoro barrate.</translation>
    </message>
    <message>
        <source>The first and the last house of every street built, none of them used for another plan.</source>
        <translation>La prima e l&apos;ultima casa di ogni strada costruite, nessuna già usata per un altro piano.</translation>
    </message>
    <message>
        <source>All the parks of two streets built.</source>
        <translation>Tutti i parchi di due strade costruiti.</translation>
    </message>
    <message>
        <source>All the pools of two streets built.</source>
        <translation>Tutte le piscine di due strade costruite.</translation>
    </message>
    <message>
        <source>In one street: all its parks, all its pools and a roundabout.</source>
        <translation>In una stessa strada: tutti i parchi, tutte le piscine e una rotatoria.</translation>
    </message>
    <message>
        <source>All the parks and all the pools of the top street.</source>
        <translation>Tutti i parchi e tutte le piscine della strada in alto.</translation>
    </message>
    <message>
        <source>All the parks and all the pools of the middle street.</source>
        <translation>Tutti i parchi e tutte le piscine della strada centrale.</translation>
    </message>
    <message>
        <source>All the parks and all the pools of the bottom street.</source>
        <translation>Tutti i parchi e tutte le piscine della strada in basso.</translation>
    </message>
    <message>
        <source>whole street built</source>
        <translation>strada tutta costruita</translation>
    </message>
    <message>
        <source>5 bis in one street</source>
        <translation>5 bis in una strada</translation>
    </message>
    <message>
        <source>7 temps</source>
        <translation>7 lavoratori</translation>
    </message>
    <message>
        <source>both ends of every street</source>
        <translation>estremità di ogni strada</translation>
    </message>
    <message>
        <source>all parks of 2 streets</source>
        <translation>tutti i parchi di 2 strade</translation>
    </message>
    <message>
        <source>all pools of 2 streets</source>
        <translation>tutte le piscine di 2 strade</translation>
    </message>
    <message>
        <source>parks + pools + roundabout</source>
        <translation>parchi + piscine + rotatoria</translation>
    </message>
    <message>
        <source>all parks + all pools</source>
        <translation>parchi e piscine completi</translation>
    </message>
    <message>
        <source>estates of {sizes}</source>
        <translation>complessi da {sizes}</translation>
    </message>
    <message>
        <source>{first} points to whoever completes it first, {second} points later.</source>
        <translation>{first} punti a chi lo realizza per primo, poi {second} punti.</translation>
    </message>
    <message>
        <source>Approved: a claim now scores {value} points.</source>
        <translation>Approvato: ora realizzarlo vale {value} punti.</translation>
    </message>
    <message>
        <source>Project: nobody has completed it yet; a claim now scores {value} points.</source>
        <translation>Progetto: nessuno l&apos;ha ancora realizzato; ora realizzarlo vale {value} punti.</translation>
    </message>
    <message>
        <source>You have claimed this plan.</source>
        <translation>Hai realizzato questo piano.</translation>
    </message>
    <message>
        <source>Your sheet meets the requirement: click to claim it.</source>
        <translation>Il tuo foglio soddisfa il requisito: fai clic per realizzarlo.</translation>
    </message>
    <message>
        <source>APPROVED</source>
        <translation>APPROVATO</translation>
    </message>
    <message>
        <source>N°{deck}</source>
        <translation>N°{deck}</translation>
    </message>
    <message>
        <source>City plan n°{deck}</source>
        <translation>Piano Urbanistico n°{deck}</translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation>Realizzato</translation>
    </message>
    <message>
        <source>Claim!</source>
        <translation>Realizza!</translation>
    </message>
    <message>
        <source>Every ice cream cone of one street sold (circled).</source>
        <extracomment>The thematic sheets&apos; nine n°3 plans (docs/themes.md): three by condition, six by what each estate must also show.</extracomment>
        <translation>Tutti i coni gelato di una strada venduti (cerchiati).</translation>
    </message>
    <message>
        <source>All the houses of one street in a single string of lights.</source>
        <translation>Tutte le case di una strada in un&apos;unica fila di luci.</translation>
    </message>
    <message>
        <source>All 7 Easter eggs of the bottom street collected.</source>
        <translation>Tutte le 7 uova di Pasqua della strada in basso raccolte.</translation>
    </message>
    <message>
        <source>Housing estates of 3, 4 and 5 houses, no cone sold in any of them (lost cones allowed).</source>
        <translation>Complessi residenziali da 3, 4 e 5 case, senza coni venduti in nessuno di essi (i coni persi sono ammessi).</translation>
    </message>
    <message>
        <source>Three housing estates of 4 houses, each with at least 3 cones sold.</source>
        <translation>Tre complessi residenziali da 4 case, ognuno con almeno 3 coni venduti.</translation>
    </message>
    <message>
        <source>Two housing estates of 6 houses, each with its six houses in one string of lights.</source>
        <translation>Due complessi residenziali da 6 case, ognuno con le sue sei case in un&apos;unica fila di luci.</translation>
    </message>
    <message>
        <source>Two housing estates of 3 houses with no light inside either.</source>
        <translation>Due complessi residenziali da 3 case, senza luci all&apos;interno di nessuno dei due.</translation>
    </message>
    <message>
        <source>Housing estates of 2, 3 and 4 houses, no egg collected in any of them.</source>
        <translation>Complessi residenziali da 2, 3 e 4 case, senza uova raccolte in nessuno di essi.</translation>
    </message>
    <message>
        <source>Three housing estates of 3 houses, each with at least 3 eggs collected.</source>
        <translation>Tre complessi residenziali da 3 case, ognuno con almeno 3 uova raccolte.</translation>
    </message>
    <message>
        <source>all cones of a street sold</source>
        <translation>tutti i coni di una strada venduti</translation>
    </message>
    <message>
        <source>one street all lit</source>
        <translation>una strada tutta illuminata</translation>
    </message>
    <message>
        <source>7 eggs, bottom street</source>
        <translation>7 uova, strada in basso</translation>
    </message>
    <message>
        <source>no cone sold</source>
        <translation>nessun cono venduto</translation>
    </message>
    <message>
        <source>3 cones sold in each</source>
        <translation>3 coni venduti in ognuno</translation>
    </message>
    <message>
        <source>each estate all lit</source>
        <translation>ogni complesso tutto illuminato</translation>
    </message>
    <message>
        <source>no light inside</source>
        <translation>nessuna luce all&apos;interno</translation>
    </message>
    <message>
        <source>no egg collected</source>
        <translation>nessun uovo raccolto</translation>
    </message>
    <message>
        <source>3 eggs in each</source>
        <translation>3 uova in ognuno</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>As of the end of turn {turn}: the current turn stays hidden until everyone has confirmed.</source>
        <translation>Situazione alla fine del turno {turn}: il turno in corso resta nascosto finché tutti non l&apos;hanno confermato.</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>As they stood after the turn shown; that turn&apos;s marks in the turn&apos;s ink. Click a sheet to show it large.</source>
        <translation>Come erano dopo il turno mostrato; i segni di quel turno nell&apos;inchiostro del turno. Fai clic su un foglio segnapunti per ingrandirlo.</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <extracomment>The turn shown (1 for the first) and the seat on the big sheet.</extracomment>
        <translation>Torna alla partita (Esc)</translation>
    </message>
    <message>
        <source>First turn (Home)</source>
        <translation>Primo turno (Home)</translation>
    </message>
    <message>
        <source>Previous turn (←)</source>
        <translation>Turno precedente (←)</translation>
    </message>
    <message>
        <source>Next turn (→)</source>
        <translation>Turno successivo (→)</translation>
    </message>
    <message>
        <source>Last resolved turn (End)</source>
        <translation>Ultimo turno concluso (Fine)</translation>
    </message>
    <message>
        <source>There is no game to replay.</source>
        <translation>Non c&apos;è nessuna partita da rivedere.</translation>
    </message>
    <message>
        <source>Wait until it is your turn to replay the game.</source>
        <translation>Aspetta il tuo turno per rivedere la partita.</translation>
    </message>
    <message>
        <source>A network game is replayed once it ends (its host keeps it until then).</source>
        <translation>Una partita in rete si rivede quando finisce (fino ad allora la custodisce chi la ospita).</translation>
    </message>
    <message>
        <source>No turn has been resolved yet: nothing to replay.</source>
        <translation>Nessun turno è ancora concluso: niente da rivedere.</translation>
    </message>
    <message>
        <source>Replay: turn {turn} of {turns} — {name}</source>
        <translation>Replay: turno {turn} di {turns} — {name}</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>solo</source>
        <translation>solitario</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>esperti</translation>
    </message>
    <message>
        <source>{mode}, advanced</source>
        <translation>{mode}, modalità avanzata</translation>
    </message>
    <message>
        <source>Unreadable saved game: {why}</source>
        <translation>Partita salvata illeggibile: {why}</translation>
    </message>
    <message>
        <source>{players} — {mode} — turn {turn} — {date}</source>
        <translation>{players} — {mode} — turno {turn} — {date}</translation>
    </message>
    <message>
        <source>Save of the turn before (the last one is damaged): {game}</source>
        <translation>Salvataggio del turno precedente (l&apos;ultimo è danneggiato): {game}</translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation>Riprendi una partita</translation>
    </message>
    <message>
        <source>These games are not finished. Resume one?</source>
        <translation>Queste partite non sono finite. Vuoi riprenderne una?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Mostra nella cartella</translation>
    </message>
    <message>
        <source>Delete the unreadable saved game {file}? It cannot be undone.</source>
        <translation>Eliminare la partita salvata illeggibile {file}? Non si può annullare.</translation>
    </message>
    <message>
        <source>Cannot delete {file}: {why}</source>
        <translation>Impossibile eliminare {file}: {why}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Expected final score: {played} with the choice made, {best} with the best choice ({loss} points lost).</source>
        <translation>Punteggio finale atteso: {played} con la scelta fatta, {best} con la scelta migliore ({loss} punti persi).</translation>
    </message>
    <message>
        <source>The choice made was the best one.</source>
        <translation>La scelta fatta era la migliore.</translation>
    </message>
    <message>
        <source>Best choice (dash-dotted on the sheet): {what}.</source>
        <translation>Scelta migliore (a tratto e punto sul foglio): {what}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {loss} points lost ({played} instead of {best})</source>
        <translation>Turno {turn}: {loss} punti persi ({played} invece di {best})</translation>
    </message>
    <message>
        <source>Review by the strong player</source>
        <extracomment>The reviewer&apos;s settings (tests lower the budget).</extracomment>
        <translation>Analisi del giocatore forte</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analizza</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Whose turns to review</source>
        <translation>Di chi analizzare i turni</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Analisi in corso…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analisi annullata.</translation>
    </message>
    <message>
        <source>Choose a player and Review: the strong player judges each of their turns.</source>
        <translation>Scegli un architetto e Analizza: il giocatore forte giudica ognuno dei suoi turni.</translation>
    </message>
    <message>
        <source>{turns} turns reviewed: {loss} expected points lost in all. The turns that cost most (click one to see it):</source>
        <translation>{turns} turni analizzati: {loss} punti attesi persi in tutto. I turni che sono costati di più (fai clic su uno per vederlo):</translation>
    </message>
    <message>
        <source>Every turn was as good as the best choice.</source>
        <translation>Ogni turno valeva quanto la scelta migliore.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>street {street} has no house {house}</source>
        <translation>la strada {street} non ha una casa {house}</translation>
    </message>
    <message>
        <source>there is no street {street}</source>
        <translation>la strada {street} non esiste</translation>
    </message>
    <message>
        <source>street {street} has no fence slot {slot}</source>
        <translation>la strada {street} non ha uno spazio per staccionata {slot}</translation>
    </message>
    <message>
        <source>there is no combination {index}</source>
        <translation>la combinazione {index} non esiste</translation>
    </message>
    <message>
        <source>there is no card {index} in the hand</source>
        <translation>la carta {index} non è nella mano</translation>
    </message>
    <message>
        <source>a combination was already chosen this turn</source>
        <translation>in questo turno è già stata scelta una combinazione</translation>
    </message>
    <message>
        <source>choose one of the three combinations</source>
        <translation>scegli una delle tre combinazioni</translation>
    </message>
    <message>
        <source>choose the card giving the number and a different card giving the effect</source>
        <translation>scegli la carta da cui prendere il numero e un&apos;altra carta da cui prendere l&apos;effetto</translation>
    </message>
    <message>
        <source>the record&apos;s cards cannot go on with the game: {why}</source>
        <translation>con le carte della partita registrata non si può proseguire: {why}</translation>
    </message>
    <message>
        <source>write exactly one number, right after choosing</source>
        <translation>scrivi un solo numero, subito dopo la scelta</translation>
    </message>
    <message>
        <source>the effect is used right after the number</source>
        <translation>l&apos;effetto si usa subito dopo aver scritto il numero</translation>
    </message>
    <message>
        <source>a roundabout is built before choosing or after the effect</source>
        <translation>la rotatoria si costruisce prima della scelta o dopo l&apos;effetto</translation>
    </message>
    <message>
        <source>plans are claimed after the number (or refusal) and effect</source>
        <translation>i piani si realizzano dopo il numero (o il permesso rifiutato) e l&apos;effetto</translation>
    </message>
    <message>
        <source>a reshuffle is asked for at the end of the turn</source>
        <translation>il rimescolamento si chiede alla fine del turno</translation>
    </message>
    <message>
        <source>a reshuffle was already asked for</source>
        <translation>il rimescolamento è già stato chiesto</translation>
    </message>
    <message>
        <source>the number written must be {number}, the chosen number</source>
        <translation>il numero da scrivere è {number}, quello scelto</translation>
    </message>
    <message>
        <source>the combination&apos;s effect is {effect}</source>
        <translation>l&apos;effetto della combinazione è {effect}</translation>
    </message>
    <message>
        <source>a park is built on the street of this turn&apos;s number</source>
        <translation>il parco si costruisce nella strada in cui hai scritto il numero in questo turno</translation>
    </message>
    <message>
        <source>the pool goes on the house just numbered</source>
        <translation>la piscina va costruita nella casa appena numerata</translation>
    </message>
    <message>
        <source>the number did not go on a planned-pool house</source>
        <translation>il numero non è stato scritto in una casa con una piscina prevista</translation>
    </message>
    <message>
        <source>a refusal is taken instead of choosing a combination</source>
        <translation>il permesso rifiutato si segna al posto della scelta di una combinazione</translation>
    </message>
    <message>
        <source>use the effect or skip it before ending the turn</source>
        <translation>usa l&apos;effetto o saltalo prima di terminare il turno</translation>
    </message>
    <message>
        <source>this turn is already confirmed</source>
        <translation>questo turno è già stato confermato</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <translation>il giocatore {player} non esiste</translation>
    </message>
    <message>
        <source>a refusal is only allowed when no combination can be written</source>
        <translation>il permesso rifiutato è ammesso solo quando nessuna combinazione può essere scritta</translation>
    </message>
    <message>
        <source>a roundabout would let a number be written</source>
        <translation>una rotatoria permetterebbe di scrivere un numero</translation>
    </message>
    <message>
        <source>no combination can be written: a refusal must be taken</source>
        <translation>nessuna combinazione può essere scritta: devi segnare un permesso rifiutato</translation>
    </message>
    <message>
        <source>the turn must write a number or, when none can be written, take a refusal</source>
        <translation>in ogni turno devi scrivere un numero o, se non puoi scriverne nessuno, segnare un permesso rifiutato</translation>
    </message>
    <message>
        <source>the {track} track is full</source>
        <translation>il tracciato {track} è completo</translation>
    </message>
    <message>
        <source>the temp agency changes {number} by at most 2, within 0 to 17</source>
        <translation>l&apos;Agenzia per il lavoro modifica {number} al massimo di 2, restando tra 0 e 17</translation>
    </message>
    <message>
        <source>the temp track is full: {number} can no longer be changed</source>
        <translation>le caselle dell&apos;Agenzia per il lavoro sono tutte barrate: {number} non può più essere modificato</translation>
    </message>
    <message>
        <source>a changed number uses the temp agency: the temp box must be marked</source>
        <translation>un numero modificato usa l&apos;Agenzia per il lavoro: devi barrarne la casella</translation>
    </message>
    <message>
        <source>the bis house is not empty</source>
        <translation>la casa del bis non è vuota</translation>
    </message>
    <message>
        <source>a bis copies a numbered house directly to its left or right</source>
        <translation>un bis copia una casa numerata subito alla sua sinistra o alla sua destra</translation>
    </message>
    <message>
        <source>a fence stands between the bis and the house it copies</source>
        <translation>c&apos;è una staccionata tra il bis e la casa che copia</translation>
    </message>
    <message>
        <source>that fence is already drawn</source>
        <translation>quella staccionata è già tracciata</translation>
    </message>
    <message>
        <source>no fence between a number and its bis</source>
        <translation>non si può mettere una staccionata tra un numero e il suo bis</translation>
    </message>
    <message>
        <source>no fence between two houses used for a plan</source>
        <translation>non si può mettere una staccionata tra due case usate per un piano</translation>
    </message>
    <message>
        <source>house {house} of street {street} is not empty</source>
        <translation>la casa {house} della strada {street} non è vuota</translation>
    </message>
    <message>
        <source>{number} must be greater than {other}, the number to its left</source>
        <translation>{number} deve essere maggiore di {other}, il numero alla sua sinistra</translation>
    </message>
    <message>
        <source>{number} must be smaller than {other}, the number to its right</source>
        <translation>{number} deve essere minore di {other}, il numero alla sua destra</translation>
    </message>
    <message>
        <source>roundabouts exist only in the advanced variant</source>
        <translation>le rotatorie esistono solo nella modalità avanzata</translation>
    </message>
    <message>
        <source>at most one roundabout per turn</source>
        <translation>al massimo una rotatoria per turno</translation>
    </message>
    <message>
        <source>at most two roundabouts per game</source>
        <translation>al massimo due rotatorie per partita</translation>
    </message>
    <message>
        <source>a roundabout needs an empty house</source>
        <translation>la rotatoria va costruita in una casa vuota</translation>
    </message>
    <message>
        <source>{estate} is not an estate</source>
        <translation>{estate} non è un complesso residenziale</translation>
    </message>
    <message>
        <source>plan {plan} is not in this game</source>
        <translation>il piano {plan} non fa parte di questa partita</translation>
    </message>
    <message>
        <source>a plan is claimed at most once</source>
        <translation>ogni piano si può realizzare una sola volta</translation>
    </message>
    <message>
        <source>an estate already used for a plan cannot be used again</source>
        <translation>un complesso residenziale già usato per un piano non può essere riutilizzato</translation>
    </message>
    <message>
        <source>the same estate cannot be counted twice</source>
        <translation>lo stesso complesso residenziale non può essere contato due volte</translation>
    </message>
    <message>
        <source>{plan} needs estates of sizes {sizes}</source>
        <translation>il piano {plan} richiede complessi residenziali di dimensioni {sizes}</translation>
    </message>
    <message>
        <source>the condition of {plan} is not met: {condition}</source>
        <translation>la condizione del piano {plan} non è soddisfatta: {condition}</translation>
    </message>
    <message>
        <source>{plan} is not an estate plan</source>
        <translation>il piano {plan} non richiede complessi residenziali</translation>
    </message>
    <message>
        <source>only a player who claimed a plan in the turn it was first claimed may ask</source>
        <translation>può chiederlo solo chi ha realizzato un piano nel turno in cui è stato realizzato per la prima volta</translation>
    </message>
    <message>
        <source>there is no reshuffle in solo</source>
        <translation>in solitario non si rimescola</translation>
    </message>
    <message>
        <source>number and effect must come from different cards</source>
        <translation>numero ed effetto devono provenire da carte diverse</translation>
    </message>
    <message>
        <source>estate {estate} does not meet the condition of {plan}</source>
        <translation>il complesso {estate} non soddisfa la condizione del piano {plan}</translation>
    </message>
    <message>
        <source>this sheet has no ice cream trucks</source>
        <translation>questo foglio segnapunti non ha furgoncini dei gelati</translation>
    </message>
    <message>
        <source>a truck stands at the left or the right end, not {end!r}</source>
        <translation>un furgoncino sta all&apos;estremità sinistra o destra, non {end!r}</translation>
    </message>
    <message>
        <source>a truck is chosen once, right after the first number in the bottom street</source>
        <translation>il furgoncino si sceglie una volta sola, subito dopo il primo numero nella strada in basso</translation>
    </message>
    <message>
        <source>the first number in the bottom street is followed by the truck choice</source>
        <translation>il primo numero nella strada in basso va seguito dalla scelta del furgoncino</translation>
    </message>
    <message>
        <source>Click a lit house.</source>
        <translation>Fai clic su una casa evidenziata.</translation>
    </message>
    <message>
        <source>Write it in a lit house.</source>
        <translation>Scrivilo in una casa evidenziata.</translation>
    </message>
    <message>
        <source>Click an empty lit house.</source>
        <translation>Fai clic su una casa vuota evidenziata.</translation>
    </message>
    <message>
        <source>Write the number first.</source>
        <translation>Prima scrivi il numero civico.</translation>
    </message>
    <message>
        <source>Use it on a lit place, or skip it.</source>
        <translation>Usalo su un punto evidenziato o saltalo.</translation>
    </message>
    <message>
        <source>Click the park track of that street, or skip the effect.</source>
        <translation>Fai clic sui parchi di quella strada o salta l&apos;effetto.</translation>
    </message>
    <message>
        <source>Click the pool of that house, or skip the effect.</source>
        <translation>Fai clic sulla piscina di quella casa o salta l&apos;effetto.</translation>
    </message>
    <message>
        <source>Skip the effect.</source>
        <translation>Salta l&apos;effetto.</translation>
    </message>
    <message>
        <source>Confirm the turn, or build it next turn before choosing.</source>
        <translation>Conferma il turno, oppure costruiscila al prossimo turno prima di scegliere.</translation>
    </message>
    <message>
        <source>Write the number and use or skip the effect first.</source>
        <translation>Prima scrivi il numero civico e usa o salta l&apos;effetto.</translation>
    </message>
    <message>
        <source>Ask for it once the effect is used or skipped.</source>
        <translation>Chiedilo dopo aver usato o saltato l&apos;effetto.</translation>
    </message>
    <message>
        <source>Undo the choice first, or play the combination.</source>
        <translation>Prima annulla la scelta, oppure gioca la combinazione.</translation>
    </message>
    <message>
        <source>Choose a combination instead.</source>
        <translation>Scegli invece una combinazione.</translation>
    </message>
    <message>
        <source>Build a roundabout, then write the number.</source>
        <translation>Costruisci una rotatoria, poi scrivi il numero civico.</translation>
    </message>
    <message>
        <source>Wait for the other players.</source>
        <translation>Attendi gli altri giocatori.</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Inizia una nuova partita dal menu Partita.</translation>
    </message>
    <message>
        <source>Write the number as it is.</source>
        <translation>Scrivi il numero civico così com&apos;è.</translation>
    </message>
    <message>
        <source>Click an empty house next to a numbered one.</source>
        <translation>Fai clic su una casa vuota accanto a una numerata.</translation>
    </message>
    <message>
        <source>Click a house on the same side of the fence.</source>
        <translation>Fai clic su una casa dallo stesso lato della staccionata.</translation>
    </message>
    <message>
        <source>Click another lit fence slot, or skip the effect.</source>
        <translation>Fai clic su un altro punto evidenziato per la staccionata o salta l&apos;effetto.</translation>
    </message>
    <message>
        <source>Start an advanced game to use them.</source>
        <translation>Per usarle, inizia una partita in modalità avanzata.</translation>
    </message>
    <message>
        <source>Go on without another roundabout.</source>
        <translation>Continua senza un&apos;altra rotatoria.</translation>
    </message>
    <message>
        <source>Click an empty house.</source>
        <translation>Fai clic su una casa vuota.</translation>
    </message>
    <message>
        <source>Claim another plan, or confirm the turn.</source>
        <translation>Realizza un altro piano o conferma il turno.</translation>
    </message>
    <message>
        <source>Choose other estates.</source>
        <translation>Scegli altri complessi residenziali.</translation>
    </message>
    <message>
        <source>Choose different estates.</source>
        <translation>Scegli complessi residenziali diversi.</translation>
    </message>
    <message>
        <source>Choose estates of those sizes.</source>
        <translation>Scegli complessi residenziali di quelle dimensioni.</translation>
    </message>
    <message>
        <source>Claim it once the condition is met.</source>
        <translation>Realizzalo quando la condizione è soddisfatta.</translation>
    </message>
    <message>
        <source>Confirm the turn.</source>
        <translation>Conferma il turno.</translation>
    </message>
    <message>
        <source>Take the number from one card and the effect from another.</source>
        <translation>Prendi il numero civico da una carta e l&apos;effetto da un&apos;altra.</translation>
    </message>
    <message>
        <source>Click one of the three cards.</source>
        <translation>Fai clic su una delle tre carte.</translation>
    </message>
    <message>
        <source>Click the number of one card, then the effect of another.</source>
        <translation>Fai clic sul numero di una carta, poi sull&apos;effetto di un&apos;altra.</translation>
    </message>
    <message>
        <source>Choose estates that meet it, or claim it later.</source>
        <translation>Scegli complessi residenziali che la soddisfino, o reclamalo più tardi.</translation>
    </message>
    <message>
        <source>Go on with the turn.</source>
        <translation>Prosegui con il turno.</translation>
    </message>
    <message>
        <source>Click one of the two trucks of the bottom street.</source>
        <translation>Fai clic su uno dei due furgoncini della strada in basso.</translation>
    </message>
    <message>
        <source>real estate {size}</source>
        <translation>della colonna {size} dell&apos;agente immobiliare</translation>
    </message>
    <message>
        <source>street {street} park</source>
        <translation>dei parchi della strada {street}</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>delle piscine</translation>
    </message>
    <message>
        <source>temp agency</source>
        <translation>dell&apos;agenzia per il lavoro</translation>
    </message>
    <message>
        <source>bis</source>
        <translation>dei bis</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Ice Cream Truck</source>
        <translation>Furgoncino dei gelati</translation>
    </message>
    <message>
        <source>Christmas Lights</source>
        <translation>Luci di Natale</translation>
    </message>
    <message>
        <source>Easter Eggs</source>
        <translation>Uova di Pasqua</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Ice cream</source>
        <translation>Gelati</translation>
    </message>
    <message>
        <source>Christmas lights</source>
        <translation>Luci di Natale</translation>
    </message>
    <message>
        <source>Easter eggs</source>
        <translation>Uova di Pasqua</translation>
    </message>
</context>
<context>
    <name>SheetPlaces</name>
    <message>
        <source>Your sheet</source>
        <translation>Il tuo foglio</translation>
    </message>
    <message>
        <source>A row per street, then the scoring area. The lit places can be pressed; the arrow keys move between them, Space presses.</source>
        <translation>Una riga per via, poi l&apos;area del punteggio. I posti illuminati si possono premere; le frecce si spostano tra di essi, Spazio preme.</translation>
    </message>
    <message>
        <source>Scoring area</source>
        <translation>Area del punteggio</translation>
    </message>
    <message>
        <source>roundabout</source>
        <translation>rotatoria</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>{number} bis</source>
        <translation>{number} bis</translation>
    </message>
    <message>
        <source>fence on its right</source>
        <translation>staccionata alla sua destra</translation>
    </message>
    <message>
        <source>pool built</source>
        <translation>piscina costruita</translation>
    </message>
    <message>
        <source>planned pool</source>
        <translation>piscina prevista</translation>
    </message>
    <message>
        <source>used for a plan</source>
        <translation>usata per un progetto</translation>
    </message>
    <message>
        <source>{street}, house {n}: {what}</source>
        <translation>{street}, casa {n}: {what}</translation>
    </message>
    <message>
        <source>{label}: {count} of {boxes}</source>
        <translation>{label}: {count} su {boxes}</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>disegnata</translation>
    </message>
    <message>
        <source>not drawn</source>
        <translation>non disegnata</translation>
    </message>
    <message>
        <source>{street}, fence between houses {a} and {b}: {state}</source>
        <translation>{street}, staccionata tra le case {a} e {b}: {state}</translation>
    </message>
    <message>
        <source>built</source>
        <translation>costruita</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>non costruita</translation>
    </message>
    <message>
        <source>{street}, pool of house {n}: {state}</source>
        <translation>{street}, piscina della casa {n}: {state}</translation>
    </message>
    <message numerus="yes">
        <source>Parks, {street}: {count} of {boxes}, {points} point(s)</source>
        <translation>
            <numerusform>Parchi, {street}: {count} su {boxes}, {points} punto</numerusform>
            <numerusform>Parchi, {street}: {count} su {boxes}, {points} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Estates of {size}: {marks} of {boxes} mark(s)</source>
        <translation>
            <numerusform>Quartieri da {size}: {marks} su {boxes} segno</numerusform>
            <numerusform>Quartieri da {size}: {marks} su {boxes} segni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} estate(s) of value {value}</source>
        <translation>
            <numerusform>{count} quartiere di valore {value}</numerusform>
            <numerusform>{count} quartieri di valore {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s)</source>
        <translation>
            <numerusform>{points} punto</numerusform>
            <numerusform>{points} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>claimed, {points} point(s)</source>
        <translation>
            <numerusform>realizzato, {points} punto</numerusform>
            <numerusform>realizzato, {points} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{column}: {points} point(s)</source>
        <translation>
            <numerusform>{column}: {points} punto</numerusform>
            <numerusform>{column}: {points} punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: {total} point(s) ({plus} plus, {minus} minus)</source>
        <translation>
            <numerusform>Totale: {total} punto ({plus} più, {minus} meno)</numerusform>
            <numerusform>Totale: {total} punti ({plus} più, {minus} meno)</numerusform>
        </translation>
    </message>
    <message>
        <source>Temp agency</source>
        <translation>Agenzia interinale</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>penalty {points}</source>
        <translation>penalità {points}</translation>
    </message>
    <message>
        <source>Roundabouts</source>
        <translation>Rotatorie</translation>
    </message>
    <message>
        <source>Refusals</source>
        <translation>Rifiuti</translation>
    </message>
    <message>
        <source>not claimed</source>
        <translation>non realizzato</translation>
    </message>
    <message>
        <source>City plan n°{n}: {state}</source>
        <translation>Progetto urbano n°{n}: {state}</translation>
    </message>
    <message>
        <source>left end</source>
        <translation>estremità sinistra</translation>
    </message>
    <message>
        <source>right end</source>
        <translation>estremità destra</translation>
    </message>
    <message>
        <source>Ice cream truck, {street}, {side}</source>
        <translation>Furgoncino dei gelati, {street}, {side}</translation>
    </message>
</context>
<context>
    <name>SheetScene</name>
    <message>
        <source>top street</source>
        <translation>strada in alto</translation>
    </message>
    <message>
        <source>middle street</source>
        <translation>strada centrale</translation>
    </message>
    <message>
        <source>bottom street</source>
        <translation>strada in basso</translation>
    </message>
    <message>
        <source>{street}
all built</source>
        <translation>{street}
completa</translation>
    </message>
    <message>
        <source>5 bis in
one street</source>
        <translation>5 bis in
una strada</translation>
    </message>
    <message>
        <source>7 temps</source>
        <translation>7 lavoratori</translation>
    </message>
    <message>
        <source>both ends
of every
street</source>
        <translation>estremità
di ogni
strada</translation>
    </message>
    <message>
        <source>all parks
of two
streets</source>
        <translation>parchi
completi in
due strade</translation>
    </message>
    <message>
        <source>parks, pools,
roundabout:
one street</source>
        <translation>parchi, piscine,
rotatoria:
una strada</translation>
    </message>
    <message>
        <source>all pools
of two
streets</source>
        <translation>piscine
complete in
due strade</translation>
    </message>
    <message>
        <source>parks and
pools of the
{street}</source>
        <translation>parchi e
piscine della
{street}</translation>
    </message>
    <message>
        <source>bis</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>WELCOME TO</source>
        <translation>WELCOME TO</translation>
    </message>
    <message>
        <source>written</source>
        <extracomment>The sheet&apos;s paper, under every ink (the marks are checked against it, and against the white of a house&apos;s number box). The order the sheet&apos;s legend lists the inks in.</extracomment>
        <translation>scritto</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>questo turno</translation>
    </message>
    <message>
        <source>last turn</source>
        <translation>turno precedente</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>consiglio</translation>
    </message>
    <message>
        <source>estates</source>
        <translation>complessi</translation>
    </message>
    <message>
        <source>truck path</source>
        <translation>percorso furgone</translation>
    </message>
    <message>
        <source>best choice</source>
        <translation>scelta migliore</translation>
    </message>
    <message>
        <source>live score</source>
        <translation>punteggio attuale</translation>
    </message>
    <message>
        <source>HOW TO READ</source>
        <translation>LEGENDA</translation>
    </message>
    <message>
        <source>CITY PLANS</source>
        <translation>PIANI URBANISTICI</translation>
    </message>
    <message>
        <source>REAL ESTATE</source>
        <translation>COMPLESSI RESIDENZIALI</translation>
    </message>
    <message>
        <source>N°{n}</source>
        <translation>N°{n}</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>In alto</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>In basso</translation>
    </message>
    <message>
        <source>PARKS</source>
        <translation>PARCHI</translation>
    </message>
    <message>
        <source>POOLS</source>
        <translation>PISCINE</translation>
    </message>
    <message>
        <source>TEMP AGENCY</source>
        <translation>AGENZIA</translation>
    </message>
    <message>
        <source>BIS</source>
        <translation>BIS</translation>
    </message>
    <message>
        <source>REFUSALS</source>
        <translation>RIFIUTATI</translation>
    </message>
    <message>
        <source>1st: 7</source>
        <translation>1°: 7</translation>
    </message>
    <message>
        <source>2nd: 4</source>
        <translation>2°: 4</translation>
    </message>
    <message>
        <source>3rd: 1</source>
        <translation>3°: 1</translation>
    </message>
    <message>
        <source>6 boxes:
7 points</source>
        <translation>6 caselle:
7 punti</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>TOTALE</translation>
    </message>
    <message>
        <source>House {n} of {size}, {street}.
Write a house number here: numbers rise from left to right.
&quot;bis&quot; copies a neighbour&apos;s number; a circle with a dot is a roundabout.
The dotted line above it is struck when the house is used for a plan.</source>
        <translation>Casa {n} di {size}, {street}.
Scrivi qui un numero civico: i numeri crescono da sinistra a destra.
&quot;bis&quot; copia il numero di una casa vicina; un cerchio con un punto è una rotatoria.
La linea tratteggiata sopra la casa si barra quando la casa è usata per un piano.</translation>
    </message>
    <message>
        <source>Planned pool of house {n}, {street}.
It is built (circled) when a number is written in this house with the pool effect.</source>
        <translation>Piscina prevista della casa {n}, {street}.
Si costruisce (cerchiandola) quando in questa casa si scrive un numero con l&apos;effetto Costruttore di piscine.</translation>
    </message>
    <message>
        <source>Fence slot between houses {a} and {b}, {street}.
The surveyor draws a fence here; fences close estates.</source>
        <translation>Spazio per staccionata tra le case {a} e {b}, {street}.
Qui il Geometra traccia una staccionata; le staccionate delimitano i complessi residenziali.</translation>
    </message>
    <message>
        <source>Parks of the {street}: each park built crosses the next tree.
Points: the first value not crossed ({values}).</source>
        <translation>Parchi della {street}: ogni parco costruito barra l&apos;albero successivo.
Punti: il primo valore non barrato ({values}).</translation>
    </message>
    <message>
        <source>Temp agency: a box is crossed each time the number is changed by up to 2 (or the effect is used).
Most boxes: 7 points, second: 4, third: 1. Playing alone: 7 points with 6 boxes.</source>
        <translation>Agenzia per il lavoro: si barra una casella ogni volta che il numero viene modificato di 1 o 2 (o si usa l&apos;effetto).
Più caselle: 7 punti, secondo: 4, terzo: 1. In solitario: 7 punti con 6 caselle.</translation>
    </message>
    <message>
        <source>Bis: a box is crossed for every bis house.
Penalty: the first value not crossed.</source>
        <translation>Bis: si barra una casella per ogni casa bis.
Penalità: il primo valore non barrato.</translation>
    </message>
    <message>
        <source>Roundabouts (advanced variant): a box is crossed for each one built, at most two.
Penalty: the first value not crossed.</source>
        <translation>Rotatorie (modalità avanzata): si barra una casella per ogni rotatoria costruita, al massimo due.
Penalità: il primo valore non barrato.</translation>
    </message>
    <message>
        <source>Building-permit refusals: a box is crossed when no number can be written.
Penalty: the first value not crossed; the third refusal ends the game.</source>
        <translation>Permessi di costruzione rifiutati: si barra una casella quando non si può scrivere nessun numero.
Penalità: il primo valore non barrato; il terzo permesso rifiutato fa finire la partita.</translation>
    </message>
    <message numerus="yes">
        <source>Real estate, estates of {size} house(s): each mark raises the value of every such estate.
Points: number of estates × the first value not crossed.</source>
        <translation>
            <numerusform>Agente immobiliare, complessi residenziali da {size}: ogni casella barrata aumenta il valore di tutti questi complessi.
Punti: numero di complessi × il primo valore non barrato.</numerusform>
            <numerusform>Agente immobiliare, complessi residenziali da {size}: ogni casella barrata aumenta il valore di tutti questi complessi.
Punti: numero di complessi × il primo valore non barrato.</numerusform>
        </translation>
    </message>
    <message>
        <source>City plan n°{n}.</source>
        <translation>Piano Urbanistico n°{n}.</translation>
    </message>
    <message>
        <source>advanced
only</source>
        <translation>solo
avanzata</translation>
    </message>
    <message>
        <source>ICE CREAM</source>
        <translation>GELATI</translation>
    </message>
    <message>
        <source>LIGHTS</source>
        <translation>LUCI</translation>
    </message>
    <message>
        <source>EGGS</source>
        <translation>UOVA</translation>
    </message>
    <message>
        <source>Eggs</source>
        <translation>Uova</translation>
    </message>
    <message>
        <source>Christmas lights: neighbouring houses are linked when the right one is the left one + 1, or the same (a bis).
Points: per street, the houses of its longest string of lights.</source>
        <translation>Luci di Natale: due case vicine sono collegate quando il numero di destra è quello di sinistra + 1, o lo stesso (un bis).
Punti: per ogni strada, le case della sua fila di luci più lunga.</translation>
    </message>
    <message>
        <source>Easter eggs: 0, 8 or 10 written on an egg house collect all its eggs; 6, 9 or 16 collect one.
Points by the eggs collected: 6 → 5, 10 → 10, 14 → 20, 18 → 35.</source>
        <translation>Uova di Pasqua: 0, 8 o 10 scritti su una casa con uova raccolgono tutte le sue uova; 6, 9 o 16 ne raccolgono uno.
Punti secondo le uova raccolte: 6 → 5, 10 → 10, 14 → 20, 18 → 35.</translation>
    </message>
    <message>
        <source>Ice cream: per street, the scoops of the cones sold (circled), +1 per cone sold with the street&apos;s bonus (star) circled.
The first to pass a street&apos;s last cone gets its bonus; the others cross it.</source>
        <translation>Gelati: per ogni strada, le palline dei coni venduti (cerchiati), +1 per cono venduto se il bonus della strada (la stella) è cerchiato.
Il primo a superare l&apos;ultimo cono di una strada ottiene il bonus; gli altri lo barrano.</translation>
    </message>
    <message>
        <source>The bottom street&apos;s truck at the left end: it drives to the right.
Chosen when the first number is written in the bottom street; the other truck is crossed.</source>
        <translation>Il furgoncino dei gelati della strada in basso all&apos;estremità sinistra: va verso destra.
Si sceglie quando si scrive il primo numero nella strada in basso; l&apos;altro furgoncino si barra.</translation>
    </message>
    <message>
        <source>The bottom street&apos;s truck at the right end: it drives to the left.
Chosen when the first number is written in the bottom street; the other truck is crossed.</source>
        <translation>Il furgoncino dei gelati della strada in basso all&apos;estremità destra: va verso sinistra.
Si sceglie quando si scrive il primo numero nella strada in basso; l&apos;altro furgoncino si barra.</translation>
    </message>
    <message>
        <source>Chosen now: cones sold {sold} (scoops {scoops}), cones lost {lost}.</source>
        <translation>Scelto ora: coni venduti {sold} (palline {scoops}), coni persi {lost}.</translation>
    </message>
    <message>
        <source>all cones
of a street
sold</source>
        <translation>tutti i coni
di una strada
venduti</translation>
    </message>
    <message>
        <source>a whole
street
lit</source>
        <translation>una strada
tutta
illuminata</translation>
    </message>
    <message>
        <source>7 eggs of
the bottom
street</source>
        <translation>7 uova
della strada
in basso</translation>
    </message>
    <message>
        <source>no cone
sold</source>
        <translation>nessun cono
venduto</translation>
    </message>
    <message>
        <source>3 cones
sold each</source>
        <translation>3 coni
venduti
ciascuno</translation>
    </message>
    <message>
        <source>all lit</source>
        <translation>illuminati</translation>
    </message>
    <message>
        <source>unlit</source>
        <translation>spenti</translation>
    </message>
    <message>
        <source>no egg</source>
        <translation>nessun uovo</translation>
    </message>
    <message>
        <source>3 eggs
each</source>
        <translation>3 uova
ciascuno</translation>
    </message>
    <message numerus="yes">
        <source>City plan n°{n}: {requirement}.
{first} point(s) to whoever claims it first, then {second}.</source>
        <translation>
            <numerusform>Piano Urbanistico n°{n}: {requirement}.
{first} punto a chi lo realizza per primo, poi {second}.</numerusform>
            <numerusform>Piano Urbanistico n°{n}: {requirement}.
{first} punti a chi lo realizza per primo, poi {second}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>The Solo card</source>
        <extracomment>The share of the width the right column (scores, codes, network panel) takes.</extracomment>
        <translation>La carta Solitario</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solitario</translation>
    </message>
    <message>
        <source>Scan your seat&apos;s code with your phone&apos;s camera to play</source>
        <extracomment>How everyone scored, in ranking order, at the end. What each small sheet shows (name, sheet, last turn&apos;s words). The network panel held at the foot of the right column (while in view).</extracomment>
        <translation>Inquadra il codice del tuo posto con la fotocamera del telefono per giocare</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Waiting for the players</source>
        <translation>In attesa dei giocatori</translation>
    </message>
    <message>
        <source>Turn {turn} · cards left: {count}</source>
        <translation>Turno {turn} · carte rimaste: {count}</translation>
    </message>
    <message>
        <source>The game ended: {reason}.</source>
        <translation>La partita è finita: {reason}.</translation>
    </message>
    <message>
        <source>Everyone has confirmed.</source>
        <translation>Tutti hanno confermato.</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>In attesa di {names}.</translation>
    </message>
    <message>
        <source>Claimed by {names}</source>
        <translation>Realizzato da {names}</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Approvato</translation>
    </message>
    <message>
        <source>Not claimed yet</source>
        <translation>Non ancora realizzato</translation>
    </message>
    <message>
        <source>Passed to {name}</source>
        <translation>Passata a {name}</translation>
    </message>
    <message>
        <source>On top of the deck</source>
        <translation>In cima al mazzo</translation>
    </message>
    <message>
        <source>✓ {name}: joined</source>
        <translation>✓ {name}: entrato</translation>
    </message>
    <message>
        <source>○ {name}: not joined yet</source>
        <translation>○ {name}: non ancora entrato</translation>
    </message>
    <message numerus="yes">
        <source>{mark}{name}: {score} point(s)</source>
        <translation>
            <numerusform>{mark}{name}: {score} punto</numerusform>
            <numerusform>{mark}{name}: {score} punti</numerusform>
        </translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>The game starts when every seat is taken, or when the host starts it.</source>
        <translation>La partita inizia quando tutti i posti sono occupati, o quando chi ospita la avvia.</translation>
    </message>
    <message>
        <source>The cards in everyone&apos;s hands stay there: each player sees theirs on their phone.</source>
        <translation>Le carte in mano restano lì: ognuno vede le sue sul proprio telefono.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>The final scores</source>
        <translation>I punteggi finali</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>{name} plays</source>
        <translation>Tocca a {name}</translation>
    </message>
</context>
<context>
    <name>TurnView</name>
    <message>
        <source>The game has not started: it starts when everyone is there (the host starts it).</source>
        <translation>La partita non è ancora iniziata: inizia quando ci sono tutti (la avvia chi ospita).</translation>
    </message>
    <message>
        <source>You are watching: the table as of the last resolved turn, and who has confirmed.</source>
        <translation>Stai guardando: il tavolo com&apos;era all&apos;ultimo turno risolto, e chi ha già confermato.</translation>
    </message>
    <message>
        <source>A local copy: your sheet as the host last acknowledged it, the others&apos; as of the last resolved turn.</source>
        <translation>Una copia locale: il tuo foglio come chi ospita l&apos;ha confermato l&apos;ultima volta, quelli degli altri com&apos;erano all&apos;ultimo turno risolto.</translation>
    </message>
    <message>
        <source>Nothing is left to choose: your turn is confirmed in a moment. Undo (Ctrl+Z) keeps it open.</source>
        <translation>Non resta niente da scegliere: il tuo turno sarà confermato tra un attimo. Annulla (Ctrl+Z) lo tiene aperto.</translation>
    </message>
    <message>
        <source>On top of the deck: the Solo card.</source>
        <translation>In cima al mazzo: la carta Solitario.</translation>
    </message>
    <message>
        <source>On top of the deck, effect side up: {effect}.</source>
        <translation>In cima al mazzo, lato &quot;effetto&quot; in su: {effect}.</translation>
    </message>
    <message>
        <source>Card 1 was passed to you by {name}.</source>
        <translation>La carta 1 ti è stata passata da {name}.</translation>
    </message>
</context>
<context>
    <name>ValueChooser</name>
    <message>
        <source>Temp agency</source>
        <translation>Agenzia per il lavoro</translation>
    </message>
    <message>
        <source>Which number do you write in this house?</source>
        <translation>Quale numero scrivi in questa casa?</translation>
    </message>
    <message>
        <source>The card shows {number}; a changed number crosses a temp box.</source>
        <translation>La carta mostra {number}; un numero modificato barra una casella dell&apos;Agenzia per il lavoro.</translation>
    </message>
    <message>
        <source>as dealt</source>
        <translation>originale</translation>
    </message>
    <message>
        <source>Write {number}</source>
        <translation>Scrivi {number}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>Ways</name>
    <message>
        <source>Play alone</source>
        <translation>Gioca da solo</translation>
    </message>
    <message>
        <source>A solo game with the Solo card, or against the computer.</source>
        <translation>Una partita in solitario con la carta Solo, o contro il computer.</translation>
    </message>
    <message>
        <source>Play at this screen</source>
        <translation>Gioca a questo schermo</translation>
    </message>
    <message>
        <source>Several people take turns at this computer.</source>
        <translation>Più persone si alternano a questo computer.</translation>
    </message>
    <message>
        <source>Host a game for others</source>
        <translation>Ospita una partita per altri</translation>
    </message>
    <message>
        <source>People at other computers join your table with a short code.</source>
        <translation>Le persone ad altri computer si uniscono al tuo tavolo con un codice breve.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Unisciti a una partita</translation>
    </message>
    <message>
        <source>Someone hosts a table: pick it or type its address, then your code.</source>
        <translation>Qualcuno ospita un tavolo: sceglilo o scrivi il suo indirizzo, poi il tuo codice.</translation>
    </message>
    <message>
        <source>How do you want to play?</source>
        <translation>Come vuoi giocare?</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>, </source>
        <comment>between the names of a list, all but the last two</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{most} and {last}</source>
        <comment>the last two names of a list</comment>
        <translation>{most} e {last}</translation>
    </message>
</context>
</TS>
