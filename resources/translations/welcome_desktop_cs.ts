<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>Actions</name>
    <message>
        <source>{number} in the {street}, house {house}</source>
        <translation>{number} ({street}, dům {house})</translation>
    </message>
    <message>
        <source>a bis in the {street}, house {house}</source>
        <translation>bis ({street}, dům {house})</translation>
    </message>
    <message>
        <source>a roundabout in the {street}, house {house}</source>
        <translation>kruhový objezd ({street}, dům {house})</translation>
    </message>
    <message>
        <source>a fence in the {street}</source>
        <translation>plot ({street})</translation>
    </message>
    <message>
        <source>a park</source>
        <translation>park</translation>
    </message>
    <message>
        <source>a pool</source>
        <translation>bazén</translation>
    </message>
    <message>
        <source>estates of {size} raised</source>
        <translation>hodnota bloků velikosti {size} zvýšena</translation>
    </message>
    <message>
        <source>a temp agency mark</source>
        <translation>zaměstnanec z personální agentury</translation>
    </message>
    <message>
        <source>a building-permit refusal</source>
        <translation>nepovolená stavba</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>Turn {turn}, {name}. {offer}</source>
        <translation>Tah {turn}, {name}. {offer}</translation>
    </message>
</context>
<context>
    <name>AtTheTable</name>
    <message>
        <source>easy</source>
        <translation>snadný</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>U stolu</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>střední</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>těžký</translation>
    </message>
    <message>
        <source>here</source>
        <translation>zde</translation>
    </message>
    <message>
        <source>Played at this screen.</source>
        <translation>Hraje se u této obrazovky.</translation>
    </message>
    <message>
        <source>0 of 3 plans</source>
        <translation>Plány: 0 ze 3</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} a {last}</translation>
    </message>
    <message>
        <source>{count} of 3 plans: {which}</source>
        <translation>Plány: {count} ze 3, č. {which}</translation>
    </message>
    <message>
        <source>Refusals: {count} of {boxes}</source>
        <translation>Odmítnutí: {count} z {boxes}</translation>
    </message>
    <message>
        <source>Scores as of the last resolved turn. Press Space on a player to see their sheet.</source>
        <translation>Body podle posledního vyhodnoceného tahu. Stiskněte mezerník na hráči a uvidíte jeho list.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>Projekty</translation>
    </message>
    <message>
        <source>Refusals</source>
        <translation>Nepovolené</translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation>Naposled</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {score} point(s), {plans} of 3 plans claimed, {refusals} of {boxes} refusals</source>
        <translation>
            <numerusform>{name}: {score} bod, splněné projekty: {plans} ze 3, nepovolené stavby: {refusals} z {boxes}</numerusform>
            <numerusform>{name}: {score} body, splněné projekty: {plans} ze 3, nepovolené stavby: {refusals} z {boxes}</numerusform>
            <numerusform>{name}: {score} bodů, splněné projekty: {plans} ze 3, nepovolené stavby: {refusals} z {boxes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{score} point(s)</source>
        <translation>
            <numerusform>{score} bod</numerusform>
            <numerusform>{score} body</numerusform>
            <numerusform>{score} bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>played</source>
        <translation>odehráno</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>čeká se</translation>
    </message>
    <message>
        <source>Played at another screen.</source>
        <translation>Hraje se u jiné obrazovky.</translation>
    </message>
    <message>
        <source>as of the last resolved turn; click a player to see their sheet</source>
        <translation>stav po posledním dokončeném kole; klepnutím na hráče uvidíte jeho list</translation>
    </message>
    <message>
        <source>Scores as of the last resolved turn. Click a player to see their sheet.</source>
        <translation>Body po posledním dokončeném kole. Klepnutím na hráče zobrazíte jeho bodovací list.</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Tento tah</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Zde</translation>
    </message>
    <message>
        <source>{name}, playing now</source>
        <translation>{name}, právě hraje</translation>
    </message>
    <message>
        <source>Played by the computer ({level}).</source>
        <translation>Hraje počítač ({level}).</translation>
    </message>
    <message>
        <source>Has confirmed this turn.</source>
        <translation>Toto kolo už potvrdil(a).</translation>
    </message>
    <message>
        <source>Last turn: {what}</source>
        <translation>Poslední kolo: {what}</translation>
    </message>
</context>
<context>
    <name>ConstructionCard</name>
    <message>
        <source>Empty slot</source>
        <translation>Prázdné místo</translation>
    </message>
    <message>
        <source>House number {number}, {effect}</source>
        <translation>Číslo domu {number}, {effect}</translation>
    </message>
    <message>
        <source>No card here.</source>
        <translation>Tady není žádná karta.</translation>
    </message>
    <message>
        <source>House number {number} with the {effect} effect.</source>
        <translation>Číslo domu {number} s akcí {effect}.</translation>
    </message>
    <message>
        <source>Cards left under this stack: {count}.</source>
        <translation>Počet karet pod tímto balíčkem: {count}.</translation>
    </message>
    <message>
        <source>This number cannot be written on your sheet now.</source>
        <translation>Toto číslo teď nelze zapsat do vašeho bodovacího listu.</translation>
    </message>
    <message>
        <source>Click to take the house number {number} from this card.</source>
        <translation>Kliknutím si z této karty vezmete číslo domu {number}.</translation>
    </message>
    <message>
        <source>Click to take the {effect} effect from this card.</source>
        <translation>Kliknutím si z této karty vezmete akci {effect}.</translation>
    </message>
    <message>
        <source>House number {number}, effect {effect}. Take the number from one card and the effect from another.</source>
        <translation>Číslo domu {number}, akce {effect}. Číslo si vezměte z jedné karty a akci z jiné.</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Vybráno</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Číslo</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Akce</translation>
    </message>
    <message>
        <source>Passed →</source>
        <translation>Předaná →</translation>
    </message>
    <message>
        <source>← Received</source>
        <translation>← Přijatá</translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <source>Surveyor</source>
        <translation>Zeměměřič</translation>
    </message>
    <message>
        <source>Real Estate Agent</source>
        <translation>Realitní agent</translation>
    </message>
    <message>
        <source>Landscaper</source>
        <translation>Zahradní architekt</translation>
    </message>
    <message>
        <source>Pool Manufacturer</source>
        <translation>Výrobce bazénů</translation>
    </message>
    <message>
        <source>Temp Agency</source>
        <translation>Personální agentura</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>Dělené číslo domu (Bis)</translation>
    </message>
    <message>
        <source>Draw a fence between two houses of any street to split it into estates.</source>
        <translation>Nakreslete plot mezi dva domy v libovolné ulici a rozdělte ji tak na obytné bloky.</translation>
    </message>
    <message>
        <source>Raise the value of the estates of one size by crossing the next box of that column.</source>
        <translation>Zvyšte hodnotu obytných bloků jedné velikosti: škrtněte další políčko v jejich sloupci.</translation>
    </message>
    <message>
        <source>Build a park in the street where you wrote the number.</source>
        <translation>Postavte park v ulici, do které jste zapsali číslo.</translation>
    </message>
    <message>
        <source>Build the pool of the house you numbered, if that house has a planned pool.</source>
        <translation>Postavte bazén u domu, do kterého jste zapsali číslo, pokud je u něj bazén naplánovaný.</translation>
    </message>
    <message>
        <source>Change the number by up to 2 (from 0 to 17) and hire a temp worker.</source>
        <translation>Změňte číslo až o 2 (v rozsahu 0 až 17) a najměte zaměstnance z personální agentury.</translation>
    </message>
    <message>
        <source>Copy the number of a house into an empty house right beside it, marked bis.</source>
        <translation>Opište číslo domu do prázdného domu hned vedle něj a připište k němu bis.</translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation>Kruhový objezd</translation>
    </message>
    <message>
        <source>Building permit refusal</source>
        <translation>Nepovolená stavba</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>a player marked a third building-permit refusal</source>
        <translation>hráč si zapsal třetí nepovolenou stavbu</translation>
    </message>
    <message>
        <source>a player completed all three city plans</source>
        <translation>hráč splnil všechny tři projekty</translation>
    </message>
    <message>
        <source>a player built every house of their three streets</source>
        <translation>hráč postavil všechny domy ve svých třech ulicích</translation>
    </message>
    <message>
        <source>the deck ran out of construction cards</source>
        <translation>došly karty staveb</translation>
    </message>
    <message>
        <source>{name} marked a third building-permit refusal</source>
        <translation>{name} zaškrtl(a) třetí nepovolenou stavbu</translation>
    </message>
    <message>
        <source>{name} claimed a third plan</source>
        <translation>{name} dokončil(a) třetí projekt</translation>
    </message>
    <message>
        <source>{name} built every house of their three streets</source>
        <translation>{name} postavil(a) všechny domy ve svých třech ulicích</translation>
    </message>
    <message>
        <source>more estates</source>
        <translation>rozhoduje více obytných bloků</translation>
    </message>
    <message>
        <source>more estates of size {n}</source>
        <translation>rozhoduje více obytných bloků velikosti {n}</translation>
    </message>
    <message>
        <source>City plan n°{n}</source>
        <translation>Projekt č. {n}</translation>
    </message>
    <message>
        <source>Parks, street {n}</source>
        <translation>Parky, ulice {n}</translation>
    </message>
    <message>
        <source>Pools</source>
        <translation>Bazény</translation>
    </message>
    <message>
        <source>Temp agency</source>
        <translation>Personální agentura</translation>
    </message>
    <message>
        <source>Estates of {n}</source>
        <translation>Obytné bloky velikosti {n}</translation>
    </message>
    <message>
        <source>Bis (−)</source>
        <translation>Bis (−)</translation>
    </message>
    <message>
        <source>Roundabouts (−)</source>
        <translation>Kruhové objezdy (−)</translation>
    </message>
    <message>
        <source>Refusals (−)</source>
        <translation>Nepovolené stavby (−)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Projekty</translation>
    </message>
    <message>
        <source>Parks</source>
        <translation>Parky</translation>
    </message>
    <message>
        <source>Estates</source>
        <translation>Obytné bloky</translation>
    </message>
    <message>
        <source>Your first advanced solo game, {neighbourhood} sheet.</source>
        <translation>Vaše první hra jednoho hráče v pokročilé variantě, list {neighbourhood}.</translation>
    </message>
    <message>
        <source>Your first solo game, {neighbourhood} sheet.</source>
        <translation>Vaše první hra jednoho hráče, list {neighbourhood}.</translation>
    </message>
    <message>
        <source>Your best advanced solo score, {neighbourhood} sheet, of {count} games (the best before: {best}).</source>
        <translation>Váš nejlepší výsledek hry jednoho hráče v pokročilé variantě, list {neighbourhood}, z {count} her (dosavadní nejlepší: {best}).</translation>
    </message>
    <message>
        <source>Your best solo score, {neighbourhood} sheet, of {count} games (the best before: {best}).</source>
        <translation>Váš nejlepší výsledek hry jednoho hráče, list {neighbourhood}, z {count} her (dosavadní nejlepší: {best}).</translation>
    </message>
    <message>
        <source>Number {place} of your {count} advanced solo games, {neighbourhood} sheet (your best: {best}).</source>
        <translation>{place}. místo z vašich {count} her jednoho hráče v pokročilé variantě, list {neighbourhood} (váš nejlepší: {best}).</translation>
    </message>
    <message>
        <source>Number {place} of your {count} solo games, {neighbourhood} sheet (your best: {best}).</source>
        <translation>{place}. místo z vašich {count} her jednoho hráče, list {neighbourhood} (váš nejlepší: {best}).</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Konečný součet bodů</translation>
    </message>
    <message>
        <source>The game ended: {reason}.</source>
        <translation>Hra skončila: {reason}.</translation>
    </message>
    <message>
        <source>Neighbourhood: {name}</source>
        <translation>Čtvrť: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{who} — {total} point(s)</source>
        <translation>
            <numerusform>{who} — {total} bod</numerusform>
            <numerusform>{who} — {total} body</numerusform>
            <numerusform>{who} — {total} bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rank}. {who} — {total} point(s)</source>
        <translation>
            <numerusform>{rank}. {who} — {total} bod</numerusform>
            <numerusform>{rank}. {who} — {total} body</numerusform>
            <numerusform>{rank}. {who} — {total} bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>{a} and {b} tied on points: {how}.</source>
        <translation>{a} a {b} mají stejně bodů: {how}.</translation>
    </message>
    <message>
        <source>{who}: tied on points and estates, they share the rank.</source>
        <translation>{who}: stejně bodů i obytných bloků, dělí se o pořadí.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>A new game with the same players and options, new cards</source>
        <translation>Nová hra se stejnými hráči a volbami, nové karty</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Rozebrat tuto hru</translation>
    </message>
    <message>
        <source>Step through its turns with the strong player&apos;s verdict on each</source>
        <translation>Projděte její tahy s hodnocením silného hráče u každého z nich</translation>
    </message>
</context>
<context>
    <name>EstateChooser</name>
    <message>
        <source>street {street}: house {house}</source>
        <translation>ulice {street}: dům {house}</translation>
    </message>
    <message>
        <source>street {street}: houses {first}–{last}</source>
        <translation>ulice {street}: domy {first}–{last}</translation>
    </message>
    <message>
        <source>Claim city plan n°{deck}</source>
        <translation>Splnit projekt č. {deck}</translation>
    </message>
    <message>
        <source>Several sets of estates meet city plan n°{deck}. Choose the estates to use: their houses will be marked as used for the plan and can serve no other plan.</source>
        <translation>Projekt č. {deck} lze splnit více sadami obytných bloků. Vyberte bloky, které použijete: jejich domy se označí jako použité pro projekt a nebudou se už moci započítat do žádného jiného projektu.</translation>
    </message>
    <message>
        <source>Way {number}:</source>
        <translation>Možnost {number}:</translation>
    </message>
    <message>
        <source>Claim with these estates</source>
        <translation>Splnit s těmito bloky</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Turn confirmed. Waiting for the other players.</source>
        <translation>Tah je potvrzený. Čeká se na ostatní hráče.</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Čeká se na: {names}.</translation>
    </message>
    <message>
        <source>Turn confirmed. Waiting for {names}.</source>
        <translation>Tah je potvrzený. Čeká se na: {names}.</translation>
    </message>
    <message>
        <source>Click an empty house to build a roundabout there.</source>
        <translation>Klikněte na prázdný dům, kde má stát kruhový objezd.</translation>
    </message>
    <message>
        <source>No combination can be written: take a building-permit refusal.</source>
        <translation>Žádnou kombinaci nelze zapsat: zapište si nepovolenou stavbu.</translation>
    </message>
    <message>
        <source>No number fits now, but a roundabout would make room: build one.</source>
        <translation>Teď nejde zapsat žádné číslo, ale kruhový objezd by uvolnil místo: postavte ho.</translation>
    </message>
    <message>
        <source>Choose a combination.</source>
        <translation>Vyberte kombinaci.</translation>
    </message>
    <message>
        <source>Click a lit house to write the number.</source>
        <translation>Klikněte na zvýrazněný dům a zapište do něj číslo.</translation>
    </message>
    <message>
        <source>Choose the bottom street&apos;s ice cream truck: click one of its two lit trucks.</source>
        <translation>Vyberte zmrzlinářský vůz dolní ulice: klikněte na jeden z jejích dvou zvýrazněných vozů.</translation>
    </message>
    <message>
        <source>The number was changed: mark the temp agency box.</source>
        <translation>Číslo bylo změněno: škrtněte políčko personální agentury.</translation>
    </message>
    <message>
        <source>Build a roundabout, or confirm the turn.</source>
        <translation>Postavte kruhový objezd, nebo potvrďte tah.</translation>
    </message>
    <message>
        <source>Claim a plan, or confirm the turn.</source>
        <translation>Splňte projekt, nebo potvrďte tah.</translation>
    </message>
    <message>
        <source>Confirm the turn.</source>
        <translation>Potvrďte tah.</translation>
    </message>
    <message>
        <source>Use the effect on a lit place, or skip it.</source>
        <translation>Použijte akci na zvýrazněném místě, nebo ji vynechte.</translation>
    </message>
    <message>
        <source>Claim a plan, build a roundabout, or confirm the turn.</source>
        <translation>Splňte projekt, postavte kruhový objezd, nebo potvrďte tah.</translation>
    </message>
    <message>
        <source>This game is open read-only: it is being played in another window.</source>
        <extracomment>The screen is being handed over to the current seat (until ``seat_ready()``). The window paused the game (it replays it: see ``app.replay.mode``). The game is only looked at (another window plays it): every intent is refused. A network game&apos;s host is away: every intent is refused until it is back.</extracomment>
        <translation>Tato hra je otevřena jen pro čtení: hraje se v jiném okně.</translation>
    </message>
    <message>
        <source>This is the local copy of a network game whose host is gone: nothing can be played.</source>
        <translation>Toto je místní kopie síťové hry, jejíž hostitel odešel: nedá se v ní nic hrát.</translation>
    </message>
    <message>
        <source>The host is away: nothing can be played until it is back (this window carries on by itself then).</source>
        <translation>Hostitel není k dispozici: dokud se nevrátí, nelze hrát (pak toto okno pokračuje samo).</translation>
    </message>
    <message>
        <source>A number is already written this turn; undo to choose again.</source>
        <extracomment>The suggested turn shown, and its marks drawn faintly on the sheet. *Fewer clicks*: the options, and the turn confirming itself in a moment.</extracomment>
        <translation>V tomto tahu už je číslo zapsané; chcete-li vybrat znovu, vraťte ho zpět.</translation>
    </message>
    <message>
        <source>{number} cannot be written in any house.</source>
        <translation>Číslo {number} nelze zapsat do žádného domu.</translation>
    </message>
    <message>
        <source>Choose a combination first.</source>
        <translation>Nejdřív vyberte kombinaci.</translation>
    </message>
    <message>
        <source>Click a house to write the number.</source>
        <translation>Klikněte na dům a zapište do něj číslo.</translation>
    </message>
    <message>
        <source>You are watching this game: a spectator cannot play.</source>
        <translation>Tuto hru sledujete: divák nemůže hrát.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>take combination {n}</source>
        <translation>vezměte kombinaci {n}</translation>
    </message>
    <message>
        <source>the number of card {number}, the effect of card {effect}</source>
        <translation>číslo domu z karty {number}, akci z karty {effect}</translation>
    </message>
    <message>
        <source>write {value} ({number} changed by the temp agency) in the {street}, house {house}</source>
        <translation>napište {value} ({number} změněno personální agenturou) – {street}, dům {house}</translation>
    </message>
    <message>
        <source>write {value} in the {street}, house {house}</source>
        <translation>napište {value} – {street}, dům {house}</translation>
    </message>
    <message>
        <source>send the truck from the left end</source>
        <translation>pošlete vůz z levého konce</translation>
    </message>
    <message>
        <source>send the truck from the right end</source>
        <translation>pošlete vůz z pravého konce</translation>
    </message>
    <message>
        <source>skip the effect</source>
        <translation>akci nevyužijte</translation>
    </message>
    <message>
        <source>claim plan n°{n}</source>
        <translation>dokončete projekt č. {n}</translation>
    </message>
    <message>
        <source>ask for a reshuffle</source>
        <translation>požádejte o zamíchání</translation>
    </message>
    <message>
        <source>Hint: {turn}. Expected final score: {score}.</source>
        <translation>Rada: {turn}. Očekávaný konečný součet bodů: {score}.</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>rada</translation>
    </message>
    <message>
        <source>hint: number</source>
        <translation>rada: číslo</translation>
    </message>
    <message>
        <source>hint: effect</source>
        <translation>rada: akce</translation>
    </message>
    <message>
        <source>hint: claim</source>
        <translation>rada: dokončit</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Finished games</source>
        <translation>Dohrané hry</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>The chosen game is to be replayed (and reviewed), not only shown.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Režim</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Hráči a body</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Kola</translation>
    </message>
    <message>
        <source>Show the final sheets</source>
        <translation>Ukázat konečné listy</translation>
    </message>
    <message>
        <source>Replay and review</source>
        <translation>Přehrát a rozebrat</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Zatím žádná dohraná hra.</translation>
    </message>
    <message>
        <source>Finished games: {count}.</source>
        <translation>Dohrané hry: {count}.</translation>
    </message>
    <message>
        <source>Best advanced solo score, {neighbourhood}: {score}.</source>
        <translation>Nejlepší výsledek hry jednoho hráče v pokročilé variantě, {neighbourhood}: {score}.</translation>
    </message>
    <message>
        <source>Best solo score, {neighbourhood}: {score}.</source>
        <translation>Nejlepší výsledek hry jednoho hráče, {neighbourhood}: {score}.</translation>
    </message>
    <message>
        <source>Unreadable: {why}</source>
        <translation>Nečitelné: {why}</translation>
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
        <translation>Příprava hry</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Průběh tahu</translation>
    </message>
    <message>
        <source>The six effects</source>
        <translation>Šest akcí</translation>
    </message>
    <message>
        <source>City plans</source>
        <translation>Projekty</translation>
    </message>
    <message>
        <source>Roundabouts (advanced)</source>
        <translation>Kruhové objezdy (pokročilá varianta)</translation>
    </message>
    <message>
        <source>Solo and expert</source>
        <translation>Sólo a pravidla pro experty</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Počítání bodů</translation>
    </message>
    <message>
        <source>Keys and mouse</source>
        <translation>Klávesnice a myš</translation>
    </message>
    <message>
        <source>Ice Cream Truck</source>
        <translation>Zmrzlinářský vůz</translation>
    </message>
    <message>
        <source>Christmas Lights</source>
        <translation>Vánoční světýlka</translation>
    </message>
    <message>
        <source>Easter Eggs</source>
        <translation>Velikonoční vajíčka</translation>
    </message>
    <message>
        <source>Playing over the network</source>
        <translation>Hra přes síť</translation>
    </message>
    <message>
        <source>Phones at the table</source>
        <translation>Telefony u stolu</translation>
    </message>
    <message>
        <source>You are an architect planning a new town. Every player fills in a score sheet of their own, everybody plays at the same time, and the town with the most points wins.</source>
        <translation>Jste architekt, který plánuje nové město. Každý hráč vyplňuje svůj vlastní bodovací list, všichni hrají současně a vyhrává město s nejvíce body.</translation>
    </message>
    <message>
        <source>The three streets, with 10, 11 and 12 houses: write your house numbers here.</source>
        <translation>Tři ulice s 10, 11 a 12 domy: sem zapisujete čísla domů.</translation>
    </message>
    <message>
        <source>Each street&apos;s park track, a row of trees. Planned pools lie in the yards.</source>
        <translation>Parky každé ulice: řada stromů nad ní. Plánované bazény leží na zahradách.</translation>
    </message>
    <message>
        <source>Your three city plans.</source>
        <translation>Vaše tři projekty.</translation>
    </message>
    <message>
        <source>Parks, pools and temps: tracks that add points.</source>
        <translation>Parky, bazény a zaměstnanci personální agentury: řady políček, které body přidávají.</translation>
    </message>
    <message>
        <source>Real estate: what your housing estates are worth, size by size.</source>
        <translation>Realitní agent: hodnota vašich obytných bloků podle jejich velikosti.</translation>
    </message>
    <message>
        <source>Bis, roundabouts and refusals: tracks that take points away.</source>
        <translation>Bis, kruhové objezdy a nepovolené stavby: řady políček, které body ubírají.</translation>
    </message>
    <message>
        <source>The total, kept up to date as you play.</source>
        <translation>Celkový součet, průběžně aktualizovaný během hry.</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>There are 81 construction cards. Each one has a house number from 1 to 15 on one side and one of six effects on the other side. A number together with an effect is a &lt;b&gt;combination&lt;/b&gt;.</source>
        <translation>Ve hře je 81 karet stavby. Každá má na jedné straně číslo domu od 1 do 15 a na druhé jednu ze šesti akcí. Číslo spolu s akcí tvoří &lt;b&gt;kombinaci&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Three city plans are drawn for the game, one from each deck n°1, n°2 and n°3. They are the same for every player: whoever completes them first scores the most.</source>
        <translation>Pro hru se vylosují tři projekty, po jednom z balíčků č. 1, č. 2 a č. 3. Jsou stejné pro všechny hráče: kdo je splní první, získá nejvíc bodů.</translation>
    </message>
    <message>
        <source>A combination</source>
        <translation>Kombinace</translation>
    </message>
    <message>
        <source>Starting a game in this app</source>
        <translation>Jak začít hru v této aplikaci</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N and choose the mode (solo, standard or expert), the advanced variant and the players&apos; names. The app shuffles the cards, draws the plans and gives everybody a blank sheet.</source>
        <translation>Novou hru začnete klávesami Ctrl+N: zvolte režim (sólo, standardní hra nebo pravidla pro experty), pokročilou variantu a jména hráčů. Aplikace zamíchá karty, vylosuje projekty a každému dá prázdný bodovací list.</translation>
    </message>
    <message>
        <source>Several players share one computer: between two players the app hides the sheet, so pass the screen on when it asks you to. Everyone&apos;s sheet and score can be seen with Ctrl+P.</source>
        <translation>Více hráčů se dělí o jeden počítač: mezi hráči aplikace bodovací list skryje, takže obrazovku předejte, až vás o to požádá. Listy a body všech hráčů zobrazíte klávesami Ctrl+P.</translation>
    </message>
    <message>
        <source>In the standard game the construction cards lie in three stacks. At the start of each turn the top card of every stack is turned over: its effect lies next to the number of the card now on top of the stack. That makes three combinations, the same for everybody.</source>
        <translation>Ve standardní hře leží karty stavby ve třech balíčcích. Na začátku každého tahu se vrchní karta každého balíčku otočí: její akce leží vedle čísla domu karty, která je teď na vrchu balíčku. Tak vzniknou tři kombinace, stejné pro všechny.</translation>
    </message>
    <message>
        <source>This turn&apos;s three combinations.</source>
        <translation>Tři kombinace tohoto tahu.</translation>
    </message>
    <message>
        <source>Your turn, step by step</source>
        <translation>Váš tah krok za krokem</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choose&lt;/b&gt; one of the three combinations.</source>
        <translation>&lt;b&gt;Vyberte&lt;/b&gt; jednu ze tří kombinací.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write its number&lt;/b&gt; in an empty house of any street.</source>
        <translation>&lt;b&gt;Zapište její číslo&lt;/b&gt; do prázdného domu v kterékoli ulici.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Use its effect&lt;/b&gt; if you want to: effects are optional and come right after the number.</source>
        <translation>&lt;b&gt;Použijte její akci&lt;/b&gt;, chcete-li: akce jsou nepovinné a přicházejí hned po čísle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Claim a city plan&lt;/b&gt; if your sheet meets its requirement (optional).</source>
        <translation>&lt;b&gt;Splňte projekt&lt;/b&gt;, pokud váš list splňuje jeho podmínky (nepovinné).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Confirm&lt;/b&gt; the turn. Until you confirm, you can undo anything you did this turn.</source>
        <translation>&lt;b&gt;Potvrďte&lt;/b&gt; tah. Dokud tah nepotvrdíte, můžete vrátit cokoli, co jste v něm udělali.</translation>
    </message>
    <message>
        <source>Where a number may go</source>
        <translation>Kam lze číslo zapsat</translation>
    </message>
    <message>
        <source>In every street the numbers go up from left to right: each number left of the house must be smaller, each number right of it larger. Gaps are fine and may be filled later. The same number cannot appear twice in a street, except as a bis (or on the other side of a roundabout).</source>
        <translation>V každé ulici čísla rostou zleva doprava: každé číslo vlevo od domu musí být menší a každé vpravo větší. Mezery nevadí a lze je vyplnit později. Stejné číslo se v ulici nesmí objevit dvakrát, kromě Bis (nebo na druhé straně kruhového objezdu).</translation>
    </message>
    <message>
        <source>Where can a 9 go? Only in the lit houses, between the 7 and the 12.</source>
        <translation>Kam může jít devítka? Jen do zvýrazněných domů mezi 7 a 12.</translation>
    </message>
    <message>
        <source>Building permit refusal</source>
        <translation>Nepovolená stavba</translation>
    </message>
    <message>
        <source>If none of the three numbers fits in any house of your sheet (counting the Temp Agency&apos;s change of up to 2 when it is on offer, and a roundabout you could still build), you must take a &lt;b&gt;building permit refusal&lt;/b&gt;: cross the next refusal box, write no number and use no effect. A refusal is never a choice: if a number fits, you must write one. One refusal costs nothing, two cost 3 points, three cost 5 points and end the game.</source>
        <translation>Pokud žádné ze tří čísel nelze zapsat do žádného domu na vašem listu (včetně změny až o 2 díky Personální agentuře, je-li v nabídce, a kruhového objezdu, který byste ještě mohli postavit), musíte vzít &lt;b&gt;nepovolenou stavbu&lt;/b&gt;: škrtněte další políčko nepovolených staveb, nezapisujte žádné číslo a nepoužijte žádnou akci. Nikdy to není volba: když se nějaké číslo vejde, musíte ho zapsat. Jedna nepovolená stavba nestojí nic, dvě stojí 3 body, tři stojí 5 bodů a ukončí hru.</translation>
    </message>
    <message>
        <source>Draw a fence on a free fence slot of any street, even next to empty houses. Fences cut the streets into housing estates. No fence between two houses with the same number (a bis pair), nor between two houses already used for a plan.</source>
        <translation>Nakreslete plot na volné místo pro plot v kterékoli ulici, i vedle prázdných domů. Ploty rozdělují ulice na obytné bloky. Plot nesmí stát mezi dvěma domy se stejným číslem (dvojicí Bis) ani mezi dvěma domy už použitými pro projekt.</translation>
    </message>
    <message>
        <source>Cross the next box of one real-estate column (estates of 1 to 6 houses). Each box raises what every estate of that size is worth at the end of the game.</source>
        <translation>Škrtněte další políčko v jednom sloupci Realitního agenta (bloky o 1 až 6 domech). Každé políčko zvýší hodnotu všech obytných bloků této velikosti na konci hry.</translation>
    </message>
    <message>
        <source>Cross the next tree of the park track of the street where you just wrote the number. The more trees, the more that street scores.</source>
        <translation>Škrtněte další strom v řadě parků té ulice, do které jste právě zapsali číslo. Čím víc stromů, tím víc bodů ulice získá.</translation>
    </message>
    <message>
        <source>If you just wrote the number on a house with a planned pool, circle that pool and cross the next box of the pool track. On any other house this effect does nothing.</source>
        <translation>Pokud jste právě zapsali číslo do domu s plánovaným bazénem, zakroužkujte ten bazén a škrtněte další políčko v řadě bazénů. U jiného domu tato akce nemá žádný účinek.</translation>
    </message>
    <message>
        <source>Write the number changed by −2, −1, +1 or +2, never below 0 nor above 17, and cross the next temp box. You may also cross a box without changing the number. Whoever hires the most temps scores extra points at the end.</source>
        <translation>Zapište číslo změněné o −2, −1, +1 nebo +2, nikdy pod 0 ani nad 17, a škrtněte další políčko personální agentury. Políčko můžete škrtnout i bez změny čísla. Kdo najme nejvíc zaměstnanců, získá na konci hry body navíc.</translation>
    </message>
    <message>
        <source>Besides your number, copy the number of any house into the empty house right beside it in the same street, with no fence in between, and mark it bis. Each bis costs points at the end.</source>
        <translation>Kromě svého čísla opište číslo libovolného domu do prázdného domu hned vedle něj ve stejné ulici, bez plotu mezi nimi, a označte ho jako Bis. Každé Bis na konci hry stojí body.</translation>
    </message>
    <message>
        <source>A new fence makes two estates.</source>
        <translation>Nový plot vytvoří dva obytné bloky.</translation>
    </message>
    <message>
        <source>Estates of 1 and 2 are worth more.</source>
        <translation>Bloky o 1 a 2 domech mají vyšší hodnotu.</translation>
    </message>
    <message>
        <source>Two trees: the street scores 4.</source>
        <translation>Dva stromy: ulice má 4 body.</translation>
    </message>
    <message>
        <source>A 9 on a planned pool: the pool is built.</source>
        <translation>Devítka u plánovaného bazénu: bazén je postaven.</translation>
    </message>
    <message>
        <source>With an 8 you may write 6, 7, 8, 9 or 10.</source>
        <translation>S osmičkou můžete zapsat 6, 7, 8, 9 nebo 10.</translation>
    </message>
    <message>
        <source>The 5 copied beside itself, marked bis.</source>
        <translation>Pětka opsaná vedle sebe, označená Bis.</translation>
    </message>
    <message>
        <source>Every effect is optional. Use it right after writing the number, on the sheet as it then is. An effect whose track is already full can no longer be used.</source>
        <translation>Každá akce je nepovinná. Použijte ji hned po zapsání čísla, na list v jeho tehdejší podobě. Akci, jejíž řada políček je už plná, nelze použít.</translation>
    </message>
    <message>
        <source>Three city plans are in play, one of each deck n°1, n°2 and n°3, the same for every player. Most of them ask for housing estates of given sizes.</source>
        <translation>Ve hře jsou tři projekty, po jednom z balíčků č. 1, č. 2 a č. 3, stejné pro všechny hráče. Většina z nich požaduje obytné bloky daných velikostí.</translation>
    </message>
    <message>
        <source>Each card shows its first value (big) and its second value (small). The last one is approved: it now pays its second value.</source>
        <translation>Každá karta ukazuje první hodnotu (velkou) a druhou hodnotu (malou). Poslední je otočená na stranu approved (dokončený projekt): teď platí její druhá hodnota.</translation>
    </message>
    <message>
        <source>Housing estates</source>
        <translation>Obytné bloky</translation>
    </message>
    <message>
        <source>An estate is a run of 1 to 6 houses of one street between two fences (drawn fences, the street&apos;s ends, or the sides of a roundabout), with every house numbered. A numbered run of 7 or more houses is not an estate: it scores nothing and serves no plan until a fence splits it.</source>
        <translation>Obytný blok je řada 1 až 6 domů jedné ulice mezi dvěma ploty (nakreslenými, na koncích ulice nebo po stranách kruhového objezdu), ve které má každý dům číslo. Očíslovaná řada 7 a více domů není obytný blok: nepřináší body a neslouží žádnému projektu, dokud ji plot nerozdělí.</translation>
    </message>
    <message>
        <source>Four estates: 3, 2, 3 and 3 houses. The three estates of 3 were used for plan 1-C, so their houses are struck through.</source>
        <translation>Čtyři bloky: 3, 2, 3 a 3 domy. Tři bloky po 3 domech byly použity pro projekt 1-C, proto jsou jejich domy přeškrtnuté.</translation>
    </message>
    <message>
        <source>Claiming a plan</source>
        <translation>Splnění projektu</translation>
    </message>
    <message>
        <source>After your number and effect, you may claim a plan whose requirement your sheet meets; you may also wait for a later turn, as long as it still holds. For an estate plan you choose estates of exactly the sizes shown. Their houses become &lt;b&gt;used for a plan&lt;/b&gt;: they cannot serve another plan, and no fence can split them any more. Each player claims each plan once.</source>
        <translation>Po zapsání čísla a použití akce můžete splnit projekt, jehož podmínky váš list splňuje; můžete také počkat na pozdější tah, pokud budou stále platit. U projektu s obytnými bloky vyberete bloky přesně zobrazených velikostí. Jejich domy se stanou &lt;b&gt;použitými pro projekt&lt;/b&gt;: nemohou posloužit jinému projektu a žádný plot je už nesmí rozdělit. Každý hráč splní každý projekt jen jednou.</translation>
    </message>
    <message>
        <source>Everybody who claims a plan in the turn in which it is first claimed scores its &lt;b&gt;first value&lt;/b&gt;. The card is then approved, and later claims score its &lt;b&gt;second value&lt;/b&gt;.</source>
        <translation>Každý, kdo projekt splní v tahu, ve kterém byl splněn poprvé, získá jeho &lt;b&gt;první hodnotu&lt;/b&gt;. Karta se pak otočí na stranu approved (dokončený projekt) a pozdější splnění přinesou její &lt;b&gt;druhou hodnotu&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reshuffle:&lt;/b&gt; a player who claimed a plan in the turn it was first claimed may ask for a reshuffle. All the cards are then shuffled and dealt again before the next turn. There is no reshuffle in solo.</source>
        <translation>&lt;b&gt;Zamíchání:&lt;/b&gt; hráč, který splnil projekt v tahu, kdy byl splněn poprvé, může požádat o zamíchání. Před dalším tahem se pak všechny karty zamíchají a znovu rozdají. Ve hře jednoho hráče se nemíchá.</translation>
    </message>
    <message>
        <source>The advanced variant adds roundabouts and ten more city plans to decks n°1 and n°2. It can be played with every mode.</source>
        <translation>Pokročilá varianta přidává kruhové objezdy a deset dalších projektů do balíčků č. 1 a č. 2. Lze ji hrát v každém režimu.</translation>
    </message>
    <message>
        <source>8 10 ◎ 4 5 7 is a legal street: the numbers start again to the right of the roundabout.</source>
        <translation>8 10 ◎ 4 5 7 je platná ulice: napravo od kruhového objezdu začínají čísla znovu.</translation>
    </message>
    <message>
        <source>Build a roundabout in an empty house: at most one per turn and two per game, either before choosing your combination or after using its effect (never between the number and its effect). Both sides of the roundabout become fences.</source>
        <translation>Kruhový objezd postavte do prázdného domu: nejvýše jeden za tah a dva za hru, buď před výběrem kombinace, nebo po použití její akce (nikdy mezi číslem a akcí). Po obou stranách kruhového objezdu vzniknou ploty.</translation>
    </message>
    <message>
        <source>A roundabout never belongs to an estate, but it counts as built for the end of the game and for the plans that need a whole street built. On a house with a planned pool, it means that pool can never be built.</source>
        <translation>Kruhový objezd nikdy nepatří do obytného bloku, ale počítá se jako postavený pro konec hry i pro projekty, které vyžadují postavenou celou ulici. Na domě s plánovaným bazénem znamená, že tento bazén už nikdy nepůjde postavit.</translation>
    </message>
    <message>
        <source>Roundabouts cost points at the end: 3 for one, 8 for two.</source>
        <translation>Kruhové objezdy na konci hry stojí body: 3 za jeden, 8 za dva.</translation>
    </message>
    <message>
        <source>If no number fits but a roundabout would make room for one, you cannot take a refusal: build the roundabout, then write the number.</source>
        <translation>Pokud se žádné číslo nevejde, ale kruhový objezd by mu udělal místo, nepovolenou stavbu vzít nemůžete: postavte kruhový objezd a pak zapište číslo.</translation>
    </message>
    <message>
        <source>Advanced city plans</source>
        <translation>Pokročilé projekty</translation>
    </message>
    <message>
        <source>Advanced plans ask for other goals: a whole street built, the first and last house of every street, parks, pools and a roundabout in one street…</source>
        <translation>Pokročilé projekty mají jiné cíle: celou ulici postavenou, první a poslední dům každé ulice, parky, bazény a kruhový objezd v jedné ulici…</translation>
    </message>
    <message>
        <source>In both modes you hold cards instead of sharing three combinations: take the &lt;b&gt;number of one card&lt;/b&gt; and the &lt;b&gt;effect of a different card&lt;/b&gt;.</source>
        <translation>V obou režimech držíte karty, místo abyste sdíleli tři kombinace: vezměte &lt;b&gt;číslo domu z jedné karty&lt;/b&gt; a &lt;b&gt;akci z jiné karty&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Sólo</translation>
    </message>
    <message>
        <source>You play alone against the plans. Each turn you draw three cards, use the number of one and the effect of another, then all three are discarded.</source>
        <translation>Hrajete sami proti projektům. Každý tah si líznete tři karty, použijete číslo z jedné a akci z jiné a pak všechny tři odhodíte.</translation>
    </message>
    <message>
        <source>The Solo card is shuffled into the lower part of the deck. When it comes up, all three plans become approved at once: from then on they pay their second value. Another card replaces it straight away.</source>
        <translation>Karta Sólo je zamíchaná do spodní části balíčku. Když přijde na řadu, všechny tři projekty se naráz otočí na stranu approved: od té chvíle platí jejich druhá hodnota. Hned ji nahradí jiná karta.</translation>
    </message>
    <message>
        <source>There is no reshuffle, and the game also ends when the deck cannot give three more cards. Temps score 7 points if you crossed at least 6 boxes.</source>
        <translation>Karty se nemíchají a hra končí také tehdy, když balíček už nemůže dát tři karty. Zaměstnanci personální agentury přinesou 7 bodů, pokud jste škrtli aspoň 6 políček.</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Odhozená</translation>
    </message>
    <message>
        <source>The number 5 from the first card and the Surveyor from the second.</source>
        <translation>Číslo 5 z první karty a Zeměměřič z druhé.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Pravidla pro experty</translation>
    </message>
    <message>
        <source>For 2 to 12 players. Everybody holds three cards. Take the number of one and the effect of another, discard both, and pass the third card to the player on your right. Then everybody draws two cards.</source>
        <translation>Pro 2 až 12 hráčů. Každý drží tři karty. Vezměte číslo z jedné a akci z jiné, obě odhoďte a třetí kartu pošlete hráči po své pravici. Potom si všichni líznou dvě karty.</translation>
    </message>
    <message>
        <source>After a refusal you discard all three cards and pass none; the player who would have received your card draws three instead of two.</source>
        <translation>Po nepovolené stavbě odhodíte všechny tři karty a žádnou neposíláte; hráč, který by dostal vaši kartu, si lízne tři místo dvou.</translation>
    </message>
    <message>
        <source>Plans work as in the standard game. A reshuffle shuffles the deck together with the discard pile.</source>
        <translation>Projekty fungují jako ve standardní hře. Při zamíchání se balíček zamíchá spolu s odhazovacím balíčkem.</translation>
    </message>
    <message>
        <source>To the right</source>
        <translation>Doprava</translation>
    </message>
    <message>
        <source>The third card is passed on.</source>
        <translation>Třetí karta putuje dál.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>The game ends at the end of the turn in which a player takes a third refusal, claims all three city plans, or has no empty house left (every house numbered or a roundabout). Everybody finishes that turn. In solo it also ends when the deck runs out.</source>
        <translation>Hra končí na konci tahu, ve kterém některý hráč vezme třetí nepovolenou stavbu, splní všechny tři projekty nebo už nemá žádný prázdný dům (každý dům má číslo nebo kruhový objezd). Ten tah dohrají všichni. Ve hře jednoho hráče končí také, když dojde balíček.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plans:&lt;/b&gt; the points you claimed.</source>
        <translation>&lt;b&gt;Projekty:&lt;/b&gt; body, které jste za ně získali.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parks and pools:&lt;/b&gt; the value reached on each track; a track is worth the first value not crossed.</source>
        <translation>&lt;b&gt;Parky a bazény:&lt;/b&gt; hodnota dosažená v každé řadě políček; platí první neškrtnutá hodnota.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Temps:&lt;/b&gt; among the players with at least one temp, the most score 7, the second most 4, the third 1 (ties score the same). Playing alone: 7 points with at least 6 temps.</source>
        <translation>&lt;b&gt;Zaměstnanci:&lt;/b&gt; z hráčů s aspoň jedním zaměstnancem získá ten s nejvíce zaměstnanci 7 bodů, druhý 4, třetí 1 (při shodě stejně). Hra jednoho hráče: 7 bodů za aspoň 6 zaměstnanců.</translation>
    </message>
    <message>
        <source>Every estate scores the value of its size&apos;s column; bis, roundabouts and refusals are taken away.</source>
        <translation>Každý obytný blok má hodnotu sloupce své velikosti; Bis, kruhové objezdy a nepovolené stavby body ubírají.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Real estate:&lt;/b&gt; for each size from 1 to 6, the number of estates of that size times the value of its column. &lt;b&gt;Minus:&lt;/b&gt; the bis track, the roundabouts and the refusals. The sheet shows your score in pencil while you play.</source>
        <translation>&lt;b&gt;Obytné bloky:&lt;/b&gt; pro každou velikost od 1 do 6 počet bloků této velikosti krát hodnota jejího sloupce. &lt;b&gt;Odečítá se:&lt;/b&gt; řada Bis, kruhové objezdy a nepovolené stavby. Během hry ukazuje list vaše body tužkou.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ties:&lt;/b&gt; the player with more estates wins; if still tied, more estates of 1 house, then of 2 houses, and so on up to 6.</source>
        <translation>&lt;b&gt;Remíza:&lt;/b&gt; vyhrává hráč s více obytnými bloky; při další shodě ten s více bloky o 1 domě, pak o 2 domech a tak dále až do 6.</translation>
    </message>
    <message>
        <source>With the mouse</source>
        <translation>Myší</translation>
    </message>
    <message>
        <source>Click a combination (in solo and expert: the number of one card, then the effect of another), then a lit house. For the effect, click one of the lit places: a fence slot, a track, a pool… Point at any zone of the sheet to read what it is for.</source>
        <translation>Klikněte na kombinaci (při sólu a podle pravidel pro experty na číslo jedné karty a pak na akci jiné), potom na zvýrazněný dům. Pro akci klikněte na jedno ze zvýrazněných míst: místo pro plot, řadu políček, bazén… Když najedete myší na kteroukoli část listu, dozvíte se, k čemu slouží.</translation>
    </message>
    <message>
        <source>The lit houses can take a 7; the blue frame around one of them is the keyboard cursor.</source>
        <translation>Do zvýrazněných domů lze zapsat 7; modrý rámeček kolem jednoho z nich je kurzor klávesnice.</translation>
    </message>
    <message>
        <source>With the keyboard</source>
        <translation>Klávesnicí</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mezerník</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Shift+Tab</source>
        <translation>Shift+Tab</translation>
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
        <translation>Ctrl+Shift+Z</translation>
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
        <translation>Vyberte kombinaci. Sólo a experti: nejdřív kartu, která dá číslo, pak kartu, která dá akci.</translation>
    </message>
    <message>
        <source>Move between the lit places of the sheet.</source>
        <translation>Přesouvejte se mezi zvýrazněnými místy listu.</translation>
    </message>
    <message>
        <source>Move the focus: the cards, your sheet, the turn&apos;s buttons, the plans, then At the table. Space presses a focused card or button.</source>
        <translation>Přesune fokus: karty, tvůj list, tlačítka tahu, plány, pak U stolu. Mezerník stiskne kartu nebo tlačítko s fokusem.</translation>
    </message>
    <message>
        <source>Click the lit place the keyboard cursor is on.</source>
        <translation>Klikněte na zvýrazněné místo, na kterém stojí kurzor klávesnice.</translation>
    </message>
    <message>
        <source>Confirm the turn; on the hand-over screen, show your sheet.</source>
        <translation>Potvrdí tah; na obrazovce předání ukáže tvůj list.</translation>
    </message>
    <message>
        <source>Skip the effect.</source>
        <translation>Vynechte akci.</translation>
    </message>
    <message>
        <source>Take a building permit refusal (only when no number fits).</source>
        <translation>Vezměte nepovolenou stavbu (jen když se žádné číslo nevejde).</translation>
    </message>
    <message>
        <source>Build a roundabout (advanced variant), then click a house.</source>
        <translation>Postavte kruhový objezd (pokročilá varianta), pak klikněte na dům.</translation>
    </message>
    <message>
        <source>Cancel the choice in progress.</source>
        <translation>Zrušte rozpracovanou volbu.</translation>
    </message>
    <message>
        <source>Undo and redo, until you confirm the turn.</source>
        <translation>Zpět a znovu, dokud tah nepotvrdíte.</translation>
    </message>
    <message>
        <source>Players and scores: every sheet as of the last turn.</source>
        <translation>Hráči a skóre: všechny listy podle posledního tahu.</translation>
    </message>
    <message>
        <source>New game.</source>
        <translation>Nová hra.</translation>
    </message>
    <message>
        <source>Full screen.</source>
        <translation>Celá obrazovka.</translation>
    </message>
    <message>
        <source>This summary of the rules.</source>
        <translation>Tento přehled pravidel.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Předchozí</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Další ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>On this sheet ice cream trucks sell cones to the houses. Choose the neighbourhood in the New game dialog; everything else is played as usual.</source>
        <translation>Na tomto bodovacím listu prodávají zmrzlinářské vozy domům kornouty. Čtvrť vyberte v okně Nová hra; vše ostatní se hraje jako obvykle.</translation>
    </message>
    <message>
        <source>The bottom street: the truck from the right end drove to the 5. Its cone is sold (circled), the cones it passed are lost (crossed); the other truck is crossed off.</source>
        <translation>Dolní ulice: vůz z pravého konce dojel k 5. Jeho kornout je prodaný (zakroužkovaný), kornouty, které minul, jsou ztracené (škrtnuté); druhý vůz je škrtnutý.</translation>
    </message>
    <message>
        <source>The top street&apos;s truck starts at the right end, the middle street&apos;s at the left end. When you write a number in a house the truck has not passed yet, it drives there: the cone of that house is sold, the cones on the way are lost. The truck never turns back.</source>
        <translation>Vůz horní ulice vyjíždí z pravého konce, vůz prostřední ulice z levého. Když napíšete číslo do domu, který vůz ještě neminul, dojede tam: kornout toho domu je prodaný, kornouty cestou jsou ztracené. Vůz se nikdy nevrací.</translation>
    </message>
    <message>
        <source>The bottom street has a truck at each end. With your first number in that street, click the lit truck that will drive there (or move the keyboard cursor onto it and press Space).</source>
        <translation>Dolní ulice má vůz na každém konci. S prvním číslem v této ulici klikněte na zvýrazněný vůz, který v ní pojede (nebo na něj přesuňte kurzor klávesnice a stiskněte mezerník).</translation>
    </message>
    <message>
        <source>The first player to pass a street&apos;s last cone circles its star: +1 point per cone sold in that street at the end. Everybody else crosses it off.</source>
        <translation>Hráč, který první mine poslední kornout ulice, zakroužkuje její hvězdu: na konci +1 bod za každý prodaný kornout v té ulici. Všichni ostatní ji škrtnou.</translation>
    </message>
    <message>
        <source>The ice cream column, between the city plans and the parks: per street, the scoops of the cones sold, plus its bonus.</source>
        <translation>Sloupec zmrzliny, mezi projekty a parky: v každé ulici kopečky prodaných kornoutů a k tomu její bonus.</translation>
    </message>
    <message>
        <source>Its three city plans replace the n°3 deck.</source>
        <translation>Jeho tři projekty nahrazují balíček č. 3.</translation>
    </message>
    <message>
        <source>On this sheet the houses hang up Christmas lights. They are drawn by themselves as you write the numbers.</source>
        <translation>Na tomto bodovacím listu domy věší vánoční světýlka. Kreslí se sama, jak píšete čísla.</translation>
    </message>
    <message>
        <source>2 4 _ 6 7 8 8bis 9 11 12 13: the longest string is 6-7-8-8bis-9, five houses.</source>
        <translation>2 4 _ 6 7 8 8bis 9 11 12 13: nejdelší řetěz je 6-7-8-8bis-9, pět domů.</translation>
    </message>
    <message>
        <source>Two neighbouring houses are linked when the right one&apos;s number is the left one&apos;s plus 1, or the same (a bis). A fence does not break the string; an empty house or a roundabout does.</source>
        <translation>Dva sousední domy jsou spojené, když je číslo pravého o 1 větší než levého, nebo stejné (bis). Plot řetěz nepřeruší; prázdný dům nebo kruhový objezd ano.</translation>
    </message>
    <message>
        <source>The lights column, between the city plans and the parks: per street, the number of houses in its longest string.</source>
        <translation>Sloupec světýlek, mezi projekty a parky: v každé ulici počet domů jejího nejdelšího řetězu.</translation>
    </message>
    <message>
        <source>On this sheet Easter eggs are hidden on fifteen houses, twenty eggs in all.</source>
        <translation>Na tomto bodovacím listu je na patnácti domech schováno dvacet velikonočních vajíček.</translation>
    </message>
    <message>
        <source>The 0 collects the egg of its house, the 6 and the 9 one egg each, the 7 none, the 16 one egg: the eggs collected are circled.</source>
        <translation>0 sebere vajíčko svého domu, 6 a 9 každé jedno vajíčko, 7 žádné, 16 jedno vajíčko: sebraná vajíčka jsou zakroužkovaná.</translation>
    </message>
    <message>
        <source>Writing 0, 8 or 10 on an egg house collects all its eggs; 6, 9 or 16 collect one; any other number none. The number that counts is the one written.</source>
        <translation>Napsat 0, 8 nebo 10 na dům s vajíčky sebere všechna jeho vajíčka; 6, 9 nebo 16 jedno; jiné číslo žádné. Počítá se napsané číslo.</translation>
    </message>
    <message>
        <source>The eggs column, between the city plans and the parks: 6 eggs are worth 5 points, 10 eggs 10, 14 eggs 20 and 18 eggs 35.</source>
        <translation>Sloupec vajíček, mezi projekty a parky: 6 vajíček má hodnotu 5 bodů, 10 vajíček 10, 14 vajíček 20 a 18 vajíček 35.</translation>
    </message>
    <message>
        <source>Seats join at 192.168.1.20:49152 · announced on the local network.</source>
        <translation>Připojení na 192.168.1.20:49152 · ohlášeno v místní síti.</translation>
    </message>
    <message>
        <source>Each player can sit at their own computer: everyone plays the same turn at the same time, and the turn is resolved once everyone has confirmed. One window hosts the game; the others join it.</source>
        <translation>Každý hráč může sedět u svého počítače: všichni hrají stejný tah současně a tah se vyhodnotí, jakmile ho všichni potvrdí. Jedno okno hru hostí, ostatní se k ní připojí.</translation>
    </message>
    <message>
        <source>Hosting a game</source>
        <translation>Hostování hry</translation>
    </message>
    <message>
        <source>In New game, make each seat a Person (playing at this screen), a Person at another computer, or a computer player. The window then hosts the game: above the cards it shows the address the others join at and each seat&apos;s code, with a Copy button, and it announces the game on the local network. It also says who is connected; a seat whose player is away can be handed to a computer player until they come back.</source>
        <translation>V okně Nová hra nastavte každé místo na Člověk (hraje u této obrazovky), Člověk u jiného počítače, nebo počítač. Okno pak hru hostí: nad kartami ukazuje adresu, na kterou se ostatní připojí, a kód každého místa s tlačítkem Kopírovat, a ohlásí hru v místní síti. Ukazuje také, kdo je připojen; místo, jehož hráč chybí, lze svěřit počítači, dokud se nevrátí.</translation>
    </message>
    <message>
        <source>Several people may share the hosting screen: make each of them a Person. The window hands the screen over from one to the next, as in a game at one screen, while the players elsewhere play the same turn at their own computers; once everyone here has confirmed, it waits for the others.</source>
        <translation>U hostující obrazovky může hrát i více lidí: každého nastavte na Člověk. Okno předává obrazovku od jednoho k dalšímu jako ve hře u jedné obrazovky, zatímco hráči jinde hrají tentýž tah u svých počítačů; jakmile všichni zde potvrdí, čeká na ostatní.</translation>
    </message>
    <message>
        <source>Above the cards: the connection, where seats join, and who is here.</source>
        <translation>Nad kartami: spojení, kam se připojit a kdo je přítomen.</translation>
    </message>
    <message>
        <source>Joining a game</source>
        <translation>Připojení ke hře</translation>
    </message>
    <message>
        <source>Game → Join a game… lists the games announced on your local network. Choose one, or type the host&apos;s address, then the code the host gives you: codes are never announced. Your window then shows your own sheet and cards as in a game at one screen, and the others&apos; sheets as of the last resolved turn.</source>
        <translation>Hra → Připojit se ke hře… vypíše hry ohlášené ve vaší místní síti. Vyberte jednu, nebo napište adresu hostitele, a pak kód, který vám dá: kódy se nikdy neohlašují. Vaše okno pak ukazuje váš arch a karty jako ve hře u jedné obrazovky a archy ostatních ve stavu po posledním vyhodnoceném tahu.</translation>
    </message>
    <message>
        <source>Playing on a server</source>
        <translation>Hra na serveru</translation>
    </message>
    <message>
        <source>Friends far apart can use a server someone runs with welcome-desktop serve: Game → Play on a server… asks for its address, then for the New game, which is created there. The others join with their codes.</source>
        <translation>Přátelé na dálku mohou použít server, který někdo spustí příkazem welcome-desktop serve: Hra → Hrát na serveru… se zeptá na jeho adresu a pak na Novou hru, která se založí tam. Ostatní se připojí svými kódy.</translation>
    </message>
    <message>
        <source>The connection</source>
        <translation>Spojení</translation>
    </message>
    <message>
        <source>Your clicks are drawn at once, without waiting for the host. If the connection drops, the window reconnects by itself and keeps your turn so far. If the host stays away longer, nothing can be played meanwhile: what you saw stays on the screen, the window keeps trying (Try now tries at once) and carries on by itself when the host is back. When the game ends, every window receives the whole game: the final scores, Finished games and the replay work as for any game.</source>
        <translation>Vaše kliknutí se vykreslí hned, bez čekání na hostitele. Když spojení spadne, okno se samo znovu připojí a váš dosavadní tah zachová. Když hostitel zůstane nedostupný déle, nelze mezitím hrát: co jste viděli, zůstane na obrazovce, okno se dál pokouší připojit (Zkusit hned to zkusí okamžitě) a samo pokračuje, až se hostitel vrátí. Po konci hry dostane každé okno celou hru: konečné skóre, Dohrané hry i přehrávání fungují jako u každé hry.</translation>
    </message>
    <message>
        <source>If the host never comes back, nothing is lost: your window keeps a local copy of what you saw, your sheet with the turn in progress. Open the local copy (beside Retry, when reconnecting fails at start, or Game → Local copies of network games…) shows it read-only; it is deleted once its game ends normally.</source>
        <translation>Když se hostitel už nevrátí, nic se neztratí: vaše okno si uchovává místní kopii toho, co jste viděli, váš list s rozehraným tahem. Otevřít místní kopii (vedle tlačítka Zkusit znovu, když se při spuštění nepodaří znovu připojit, nebo Hra → Místní kopie síťových her…) ji ukáže jen pro čtení; smaže se, jakmile její hra normálně skončí.</translation>
    </message>
    <message>
        <source>Players without a computer can play on their phone: it shows their own sheet in its web browser. Nothing to install, no account and no internet: the phones only have to be on the same network (the same Wi-Fi) as the computer that hosts the game.</source>
        <translation>Kdo nemá počítač, může hrát na telefonu: ve webovém prohlížeči uvidí svůj vlastní list. Nic se neinstaluje, žádný účet, žádný internet: telefony jen musí být ve stejné síti (na stejné Wi-Fi) jako počítač, který hru hostí.</translation>
    </message>
    <message>
        <source>Hosting for phones</source>
        <translation>Hostování pro telefony</translation>
    </message>
    <message>
        <source>In New game, choose Host a game for others and make each phone&apos;s seat a Person at another computer. Above the cards, the window shows a QR code for every seat nobody has taken yet, with the seat&apos;s name under it. Without the window: welcome-desktop serve --host 0.0.0.0 on the computer, then welcome-desktop create with its network address and --qr prints each seat&apos;s link and QR code in the terminal.</source>
        <translation>V Nové hře zvolte Hostit hru pro ostatní a místo každého telefonu nastavte jako Člověk u jiného počítače. Nad kartami pak okno ukazuje QR kód každého místa, které ještě nikdo nezabral, a pod ním jméno místa. Bez okna: na počítači welcome-desktop serve --host 0.0.0.0, potom welcome-desktop create s jeho síťovou adresou a --qr vypíše do terminálu odkaz a QR kód každého místa.</translation>
    </message>
    <message>
        <source>Each seat still open has its QR code: a phone scans it and plays that seat.</source>
        <translation>Každé ještě volné místo má svůj QR kód: telefon ho naskenuje a hraje za to místo.</translation>
    </message>
    <message>
        <source>Each player scans their seat&apos;s code with the phone&apos;s camera, or types the link in the browser: http://ADDRESS:PORT/#CODE, the address and port the window shows and the seat&apos;s code. The phone plays under the name the seat was given when the game was created; while the game waits in the lobby, the player can type their own name and tap Give my name. Until everyone is there the game waits in the lobby: the phones show their sheet and whom the table is waiting for; the hosting window starts it with Start the game, or it starts by itself once every seat is taken.</source>
        <translation>Každý hráč naskenuje kód svého místa fotoaparátem telefonu, nebo napíše odkaz do prohlížeče: http://ADDRESS:PORT/#CODE, tedy adresu a port, které ukazuje okno, a kód místa. Telefon hraje pod jménem, které místo dostalo při vytvoření hry; dokud hra čeká v předsálí, může hráč napsat své jméno a klepnout na Použít mé jméno. Dokud nejsou všichni na místě, hra čeká v předsálí: telefony ukazují svůj list a na koho stůl čeká; hostující okno ji spustí tlačítkem Zahájit hru, jinak začne sama, jakmile jsou všechna místa obsazená.</translation>
    </message>
    <message>
        <source>The phone shows your sheet and the three cards. Tap a card, then one of the lit houses to write its number (with the temp agency, a chooser then offers the numbers you may write there). Then use the effect by tapping a lit place, or Skip effect. Undo takes back your last step until you tap Confirm turn. The page also shows everyone&apos;s score and whom the table waits for. Held sideways, the phone shows the cards and buttons beside a larger sheet; a thematic sheet shows its cones, lights or eggs and its own column.</source>
        <translation>Telefon ukazuje váš list a tři karty. Ťukněte na kartu a potom na jeden z rozsvícených domů, do kterého se zapíše její číslo (u personální agentury pak nabídka ukáže čísla, která tam smíte zapsat). Potom použijte akci ťuknutím na rozsvícené místo, nebo zvolte Vynechat akci. Zpět vezme zpět váš poslední krok, dokud neťuknete na Potvrdit tah. Stránka také ukazuje body všech a na koho stůl čeká. Když telefon otočíte na šířku, ukáže karty a tlačítka vedle většího listu; tematický list ukazuje své kornouty, světýlka nebo vajíčka a svůj sloupec.</translation>
    </message>
    <message>
        <source>Playing on the phone</source>
        <translation>Hra na telefonu</translation>
    </message>
    <message>
        <source>When every person plays on a phone or at another computer, nobody plays at the hosting window: it shows the table screen instead, made for a TV beside the table: the turn&apos;s cards, the plans, who has confirmed (never what they chose), everyone&apos;s sheet and score, and the QR codes until every seat is taken, then at the end the ranking with where everyone&apos;s points came from. View → Table screen switches it on or off; F11 shows it full screen.</source>
        <translation>Když všichni hrají na telefonu nebo u jiného počítače, u hostitelského okna nehraje nikdo: okno místo toho ukáže obrazovku stolu, určenou pro televizi vedle stolu: karty tahu, projekty, kdo už potvrdil (nikdy ne co zvolil), list a body každého hráče a kódy QR, dokud nejsou obsazená všechna místa, a na konci pořadí s tím, odkud má kdo body. Zobrazit → Obrazovka stolu ji zapne nebo vypne; F11 ji ukáže na celou obrazovku.</translation>
    </message>
    <message>
        <source>The page remembers its seat: after a reload, or when a phone that fell asleep wakes up, it comes back to the same seat with the turn so far. Once a seat is taken its QR code disappears from the host.</source>
        <translation>Stránka si své místo pamatuje: po znovunačtení, nebo když se uspaný telefon probudí, vrátí se na stejné místo i s dosavadním tahem. Jakmile je místo obsazené, jeho QR kód z hostitele zmizí.</translation>
    </message>
    <message>
        <source>When phones cannot join</source>
        <translation>Když se telefony nemohou připojit</translation>
    </message>
    <message>
        <source>If the window says &quot;Phones cannot join from here&quot;, this computer is on no network: it has only its own address, the loopback, which no phone can reach. Connect it to the Wi-Fi the phones use and host the game again. A phone that finds nothing at the link is usually on another network, such as mobile data or a guest Wi-Fi.</source>
        <translation>Když okno napíše „Telefony se odsud připojit nemohou“, tento počítač není v žádné síti: má jen svou vlastní adresu, loopback, kam žádný telefon nedosáhne. Připojte ho k Wi-Fi, kterou používají telefony, a hru hostujte znovu. Telefon, který na odkazu nic nenajde, je obvykle v jiné síti, třeba na mobilních datech nebo na Wi-Fi pro hosty.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>{game} ({host}): a host of another version</source>
        <translation>{game} ({host}): hostitel s jinou verzí</translation>
    </message>
    <message>
        <source>Every seat of this table is taken. Ask the host for the spectators&apos; code to watch the game.</source>
        <translation>Všechna místa u tohoto stolu jsou obsazená. Požádejte hostitele o kód pro diváky, abyste mohli hru sledovat.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Připojit se ke hře</translation>
    </message>
    <message>
        <source>Games on the local network:</source>
        <translation>Hry v místní síti:</translation>
    </message>
    <message>
        <source>Looking for games…</source>
        <translation>Hledají se hry…</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresa:</translation>
    </message>
    <message>
        <source>the code the host gives you (ABCD-EFGH-JKMN)</source>
        <translation>kód, který vám dá hostitel (ABCD-EFGH-JKMN)</translation>
    </message>
    <message>
        <source>Choose a game, then type the code of your seat.</source>
        <translation>Vyberte hru a napište kód svého místa.</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Kód:</translation>
    </message>
    <message numerus="yes">
        <source>{open} seat(s) open</source>
        <translation>
            <numerusform>{open} volné místo</numerusform>
            <numerusform>{open} volná místa</numerusform>
            <numerusform>{open} volných míst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game} ({host}), {seats} player(s), {open}</source>
        <translation>
            <numerusform>{game} ({host}), {seats} hráč, {open}</numerusform>
            <numerusform>{game} ({host}), {seats} hráči, {open}</numerusform>
            <numerusform>{game} ({host}), {seats} hráčů, {open}</numerusform>
        </translation>
    </message>
    <message>
        <source>as the others will see it</source>
        <translation>jak ho uvidí ostatní</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Vaše jméno:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Připojit</translation>
    </message>
    <message>
        <source>the spectators&apos; code</source>
        <translation>kód pro diváky</translation>
    </message>
    <message>
        <source>Games on the local network cannot be listed here ({why}): type the host&apos;s address.</source>
        <translation>Hry v místní síti zde nelze vypsat ({why}): napište adresu hostitele.</translation>
    </message>
    <message>
        <source>Play on a server</source>
        <translation>Hrát na serveru</translation>
    </message>
    <message>
        <source>The game of the New game dialog is created on this server; the other players join it with their codes.</source>
        <translation>Hra z okna Nová hra se založí na tomto serveru; ostatní hráči se připojí svými kódy.</translation>
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
        <translation>horní ulice</translation>
    </message>
    <message>
        <source>middle street</source>
        <translation>prostřední ulice</translation>
    </message>
    <message>
        <source>bottom street</source>
        <translation>dolní ulice</translation>
    </message>
    <message>
        <source>{number} in the {street}, house {house}</source>
        <translation>{number} ({street}, dům {house})</translation>
    </message>
    <message>
        <source>a bis in the {street}, house {house}</source>
        <translation>bis ({street}, dům {house})</translation>
    </message>
    <message>
        <source>a roundabout in the {street}, house {house}</source>
        <translation>kruhový objezd ({street}, dům {house})</translation>
    </message>
    <message>
        <source>a fence in the {street}</source>
        <translation>plot ({street})</translation>
    </message>
    <message>
        <source>a park</source>
        <translation>park</translation>
    </message>
    <message>
        <source>a pool</source>
        <translation>bazén</translation>
    </message>
    <message>
        <source>estates of {size} raised</source>
        <translation>hodnota bloků {size} zvýšena</translation>
    </message>
    <message>
        <source>a temp agency mark</source>
        <translation>personální agentura</translation>
    </message>
    <message>
        <source>a building-permit refusal</source>
        <translation>nepovolená stavba</translation>
    </message>
    <message>
        <source>claimed plan n°{n}</source>
        <translation>dokončil(a) projekt č. {n}</translation>
    </message>
    <message>
        <source>asked for a reshuffle</source>
        <translation>požádal(a) o zamíchání</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>nothing written</source>
        <translation>nic nenapsáno</translation>
    </message>
</context>
<context>
    <name>LocalCopy</name>
    <message>
        <source>{file}: cannot be read ({reason})</source>
        <translation>{file}: nelze přečíst ({reason})</translation>
    </message>
    <message>
        <source>{players} (you are {name}), turn {turn}, kept {saved}, hosted at {address}</source>
        <translation>{players} (vy jste {name}), tah {turn}, uloženo {saved}, hostováno na {address}</translation>
    </message>
    <message>
        <source>Local copies of network games</source>
        <translation>Místní kopie síťových her</translation>
    </message>
    <message>
        <source>When you play at another computer&apos;s table, this window keeps a copy of what you saw, in case the host never comes back. A copy is deleted when its game ends: the whole game is then in Finished games.</source>
        <translation>Když hrajete u stolu jiného počítače, toto okno si uchovává kopii toho, co jste viděli, pro případ, že se hostitel už nevrátí. Kopie se smaže, když její hra skončí: celá hra je pak v Dohraných hrách.</translation>
    </message>
    <message>
        <source>No local copy is kept.</source>
        <translation>Není uložena žádná místní kopie.</translation>
    </message>
    <message>
        <source>Open (read-only)</source>
        <translation>Otevřít (jen pro čtení)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>The local copy of this game cannot be written ({detail}).</source>
        <extracomment>The most copies kept: the oldest beyond it are pruned when a copy is written. A copy larger than this is not read (a 12-player view is a few tens of kilobytes).</extracomment>
        <translation>Místní kopii této hry nelze zapsat ({detail}).</translation>
    </message>
    <message>
        <source>This local copy cannot be read: {detail}. Nothing was changed.</source>
        <translation>Tuto místní kopii nelze přečíst: {detail}. Nic se nezměnilo.</translation>
    </message>
    <message>
        <source>it is not a local copy of a network game</source>
        <translation>není to místní kopie síťové hry</translation>
    </message>
    <message>
        <source>it was written by another version</source>
        <translation>zapsala ji jiná verze</translation>
    </message>
    <message>
        <source>its fields are not those of a copy</source>
        <translation>její pole nejsou pole kopie</translation>
    </message>
    <message>
        <source>its players or seat make no sense</source>
        <translation>její hráči nebo místo nedávají smysl</translation>
    </message>
    <message>
        <source>its game is over</source>
        <translation>její hra skončila</translation>
    </message>
    <message>
        <source>it is too large</source>
        <translation>je příliš velká</translation>
    </message>
    <message>
        <source>it is not JSON text</source>
        <translation>není to text JSON</translation>
    </message>
    <message>
        <source>Local copy of the network game with {players} (you are {name}), as it stood during turn {turn}: the host is gone. Nothing can be played.</source>
        <translation>Místní kopie síťové hry s hráči {players} (vy jste {name}), jak vypadala během tahu {turn}: hostitel odešel. Nedá se v ní nic hrát.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Player 1</source>
        <extracomment>The window icon (rendered from resources/icon/welcome-desktop.svg by packaging/make_icons.py).</extracomment>
        <translation>Hráč 1</translation>
    </message>
    <message>
        <source>Welcome To — desktop edition</source>
        <translation>Vítejte — verze pro počítač</translation>
    </message>
    <message>
        <source>Skip effect</source>
        <translation>Vynechat akci</translation>
    </message>
    <message>
        <source>Leave the effect unused (S)</source>
        <translation>Nechat akci nevyužitou (S)</translation>
    </message>
    <message>
        <source>Refusal</source>
        <translation>Nepovolená stavba</translation>
    </message>
    <message>
        <source>Take a building-permit refusal (X)</source>
        <translation>Zapsat nepovolenou stavbu (X)</translation>
    </message>
    <message>
        <source>Roundabout</source>
        <translation>Kruhový objezd</translation>
    </message>
    <message>
        <source>Build a roundabout, then click a house (R)</source>
        <translation>Postavit kruhový objezd a pak kliknout na dům (R)</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Zamíchat</translation>
    </message>
    <message>
        <source>Ask for a reshuffle of the cards</source>
        <translation>Požádat o zamíchání karet</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Vrátit poslední krok (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <source>Apply again what was taken back (Ctrl+Shift+Z)</source>
        <translation>Znovu provést vrácený krok (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Confirm turn</source>
        <translation>Potvrdit tah</translation>
    </message>
    <message>
        <source>End your turn (Enter)</source>
        <translation>Ukončit tah (Enter)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <source>What would a strong player do? Drawn dashed on the sheet (H)</source>
        <translation>Co by udělal silný hráč? Zakresleno čárkovaně na listu (H)</translation>
    </message>
    <message>
        <source>Apply hint</source>
        <translation>Použít radu</translation>
    </message>
    <message>
        <source>Play the suggested turn (you can still undo it)</source>
        <translation>Zahrát navržený tah (stále jej můžete vrátit)</translation>
    </message>
    <message>
        <source>The sheet stays hidden until the next player is ready.</source>
        <extracomment>Where a network game&apos;s panel sits while the sheet is hidden (:meth:`hold`).</extracomment>
        <translation>Bodovací list zůstane skrytý, dokud nebude další hráč připravený.</translation>
    </message>
    <message>
        <source>The {language} translation is missing.</source>
        <translation>Chybí překlad: {language}.</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Na řadě je {name}: předejte počítač</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Tah {turn}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {score} point(s)</source>
        <translation>
            <numerusform>{name}: {score} bod</numerusform>
            <numerusform>{name}: {score} body</numerusform>
            <numerusform>{name}: {score} bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>I am {name}: show my sheet</source>
        <translation>Jsem {name}: ukázat můj bodovací list</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
    <message>
        <source>{title} (read-only)</source>
        <translation>{title} (jen pro čtení)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Looking for a good turn…</source>
        <extracomment>The hint&apos;s badges on the cards (its sentence is under the cards, above).</extracomment>
        <translation>Hledám dobrý tah…</translation>
    </message>
    <message>
        <source>The host of this game allows no hints.</source>
        <translation>Hostitel této hry rady nepovoluje.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>The game&apos;s actions switched off while the game is paused (replayed: the keys are the replay&apos;s).</extracomment>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
    <message>
        <source>Resume an unfinished game…</source>
        <translation>Pokračovat v nedokončené hře…</translation>
    </message>
    <message>
        <source>&amp;Finished games…</source>
        <translation>Do&amp;hrané hry…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Uložit &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Export the sheet as an image…</source>
        <translation>&amp;Exportovat list jako obrázek…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Ú&amp;pravy</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tah</translation>
    </message>
    <message>
        <source>Choose card &amp;1</source>
        <translation>Vybrat kartu &amp;1</translation>
    </message>
    <message>
        <source>Choose card &amp;2</source>
        <translation>Vybrat kartu &amp;2</translation>
    </message>
    <message>
        <source>Choose card &amp;3</source>
        <translation>Vybrat kartu &amp;3</translation>
    </message>
    <message>
        <source>&amp;Skip effect</source>
        <translation>&amp;Vynechat akci</translation>
    </message>
    <message>
        <source>Take a &amp;refusal</source>
        <translation>Zapsat &amp;nepovolenou stavbu</translation>
    </message>
    <message>
        <source>Build a r&amp;oundabout</source>
        <translation>Postavit kruhový &amp;objezd</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>&amp;Potvrdit tah</translation>
    </message>
    <message>
        <source>Next lit place</source>
        <translation>Další zvýrazněné místo</translation>
    </message>
    <message>
        <source>Previous lit place</source>
        <translation>Předchozí zvýrazněné místo</translation>
    </message>
    <message>
        <source>Click the lit place</source>
        <translation>Kliknout na zvýrazněné místo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit výběr</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>&amp;Players and scores…</source>
        <translation>&amp;Hráči a skóre…</translation>
    </message>
    <message>
        <source>&amp;Replay and review the game…</source>
        <translation>&amp;Přehrát a rozebrat hru…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <source>&amp;Table screen</source>
        <translation>&amp;Obrazovka stolu</translation>
    </message>
    <message>
        <source>&amp;Computer speed</source>
        <translation>R&amp;ychlost počítače</translation>
    </message>
    <message>
        <source>Fewer clicks</source>
        <translation>Méně klikání</translation>
    </message>
    <message>
        <source>No hand-over screen in standard mode</source>
        <translation>Bez předávací obrazovky ve standardním režimu</translation>
    </message>
    <message>
        <source>Replay the others&apos; turns one by one</source>
        <translation>Přehrát tahy ostatních jeden po druhém</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Jak hrát</translation>
    </message>
    <message>
        <source>Autosave failed: {why}</source>
        <extracomment>Its autosave name (&quot;&quot; for a new one). The file it came from (None for a stored game). The controller of the game shown. The autosave name of the game shown. Where Save writes without asking (the last file saved or opened). Ask before another game replaces unsaved actions (tests switch it off). What leaving the network game shown means, to ask first (&quot;&quot;: nothing to ask; None: no network game is shown, the unsaved turn is what may be lost).</extracomment>
        <translation>Automatické uložení selhalo: {why}</translation>
    </message>
    <message>
        <source>Export the sheet as an image</source>
        <translation>Exportovat list jako obrázek</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}</source>
        <translation>Soubor {file} nelze zapsat: {why}</translation>
    </message>
    <message>
        <source>the folder is missing or not writable</source>
        <translation>složka neexistuje nebo do ní nelze zapisovat</translation>
    </message>
    <message>
        <source>Sheet drawn to {file}</source>
        <translation>List nakreslen do {file}</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <source>A network game is kept by its host while it is played: every seat gets its whole record when it ends.</source>
        <translation>Síťovou hru během hraní uchovává hostitel: po jejím konci dostane každé místo její celý záznam.</translation>
    </message>
    <message>
        <source>Cannot save {file}: {why}</source>
        <translation>Soubor {file} nelze uložit: {why}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Uloženo do souboru {file}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Uložené hry (*.json)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Uložené hry (*.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>You play a copy of the game; the other window keeps the original.</source>
        <translation>Hrajete kopii hry; originál zůstává v druhém okně.</translation>
    </message>
    <message>
        <source>Opened read-only: another window plays this game.</source>
        <translation>Otevřeno jen pro čtení: tuto hru hraje jiné okno.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(žádné)</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Dohrané hry</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>The last save of this game cannot be read ({why}); it was resumed from the save of the turn before.</source>
        <translation>Poslední uložení této hry nelze přečíst ({why}); hra pokračuje z uložení předchozího tahu.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <source>Turn {turn} — {name}</source>
        <translation>Tah {turn} — {name}</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>The turn in progress is not saved yet (saves keep the turns every player confirmed); it will be lost. Continue anyway?</source>
        <translation>Rozehraný tah ještě není uložen (ukládají se tahy, které potvrdili všichni hráči); bude ztracen. Přesto pokračovat?</translation>
    </message>
    <message>
        <source>This game is open in another window.</source>
        <translation>Tato hra je otevřena v jiném okně.</translation>
    </message>
    <message>
        <source>This game is open in another window (process {pid}).</source>
        <translation>Tato hra je otevřena v jiném okně (proces {pid}).</translation>
    </message>
    <message>
        <source>Open it read-only to look at it, or take a copy to play on separately.</source>
        <translation>Otevřete ji jen pro čtení a prohlédněte si ji, nebo si vezměte kopii a hrajte ji zvlášť.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Otevřít jen pro čtení</translation>
    </message>
    <message>
        <source>Take a copy</source>
        <translation>Vzít kopii</translation>
    </message>
    <message>
        <source>Opened read-only: the game cannot be locked against other windows ({why}).</source>
        <translation>Otevřeno jen pro čtení: hru nelze zamknout před jinými okny ({why}).</translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation>její složka je jen pro čtení</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>soubor je jen pro čtení</translation>
    </message>
    <message>
        <source>Opened read-only: this game&apos;s file cannot be written ({why}).</source>
        <translation>Otevřeno jen pro čtení: do souboru této hry nelze zapisovat ({why}).</translation>
    </message>
    <message>
        <source>You play a copy of the game, kept with your unfinished games; its file stays as it was.</source>
        <translation>Hrajete kopii hry, uloženou mezi vašimi nedohranými hrami; její soubor zůstává, jak byl.</translation>
    </message>
    <message>
        <source>Open it read-only to look at it, or take a copy to play on; the copy is kept with your unfinished games.</source>
        <translation>Otevřete ji jen pro čtení a prohlédněte si ji, nebo si vezměte kopii a hrajte dál; kopie se uloží mezi vaše nedohrané hry.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {n}</source>
        <extracomment>Where the table last started is remembered.</extracomment>
        <translation>Hráč {n}</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Počítač: střední</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Počítač: těžký</translation>
    </message>
    <message>
        <source>Person at another computer</source>
        <translation>Člověk u jiného počítače</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>The way to play chosen on the first step (None without one).</extracomment>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Solo (with the Solo card)</source>
        <translation>Sólo (s kartou Sólo)</translation>
    </message>
    <message>
        <source>Standard (three stacks)</source>
        <translation>Standardní (tři balíčky)</translation>
    </message>
    <message>
        <source>Expert (hands of three cards)</source>
        <translation>Pro experty (tři karty v ruce)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Režim</translation>
    </message>
    <message>
        <source>Advanced variant: roundabouts and advanced plans</source>
        <translation>Pokročilá varianta: kruhové objezdy a pokročilé projekty</translation>
    </message>
    <message>
        <source>Neighbourhood</source>
        <translation>Čtvrť</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Počítač: snadný</translation>
    </message>
    <message>
        <source>Name {n}</source>
        <translation>Jméno {n}</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Více</translation>
    </message>
    <message>
        <source>random</source>
        <translation>náhodné</translation>
    </message>
    <message>
        <source>Seed (optional)</source>
        <translation>Semínko (nepovinné)</translation>
    </message>
    <message>
        <source>Nobody plays at this computer: its window shows the table for everyone (on a TV, say) with the QR codes to scan, and the cards, the plans and every sheet as the game goes.</source>
        <translation>U tohoto počítače nehraje nikdo: jeho okno ukazuje stůl všem (třeba na televizi) s kódy QR k naskenování a pak karty, projekty a listy všech hráčů, jak hra postupuje.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>No solo game finished here in this variant yet.</source>
        <translation>Zde v této variantě zatím není dohraná žádná hra jednoho hráče.</translation>
    </message>
    <message>
        <source>Network game: the people at other computers may ask for hints</source>
        <translation>Síťová hra: hráči u jiných počítačů si mohou říct o radu</translation>
    </message>
    <message numerus="yes">
        <source>Your best solo score here in this variant: {score} ({count} game(s)).</source>
        <translation>
            <numerusform>Váš nejlepší výsledek hry jednoho hráče zde v této variantě: {score} ({count} hra).</numerusform>
            <numerusform>Váš nejlepší výsledek hry jednoho hráče zde v této variantě: {score} ({count} hry).</numerusform>
            <numerusform>Váš nejlepší výsledek hry jednoho hráče zde v této variantě: {score} ({count} her).</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player needs a different name.</source>
        <translation>Každý hráč musí mít jiné jméno.</translation>
    </message>
    <message>
        <source>The seed is a whole number (or empty for a random game).</source>
        <translation>Semínko je celé číslo (pro náhodnou hru ho nechte prázdné).</translation>
    </message>
</context>
<context>
    <name>OfferPanel</name>
    <message>
        <source>Your hand — cards left in the deck: {count}</source>
        <translation>Vaše karty v ruce — zbývá v balíčku: {count}</translation>
    </message>
    <message>
        <source>Passed to the right →</source>
        <translation>Předá se doprava →</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Nepoužitá</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Vaše volba</translation>
    </message>
    <message>
        <source>No cards on offer.</source>
        <translation>Nejsou k dispozici žádné karty.</translation>
    </message>
    <message>
        <source>Combination {index}: house number {number} with the {effect} effect.</source>
        <translation>Kombinace {index}: číslo domu {number} s akcí {effect}.</translation>
    </message>
    <message>
        <source>No combination can be written on your sheet.</source>
        <translation>Do vašeho bodovacího listu nelze zapsat žádnou kombinaci.</translation>
    </message>
    <message>
        <source>Card {index}: {card}.</source>
        <translation>Karta {index}: {card}.</translation>
    </message>
    <message>
        <source>Choose a combination: click a card or press 1, 2 or 3.</source>
        <translation>Vyberte kombinaci: klikněte na kartu nebo stiskněte 1, 2 nebo 3.</translation>
    </message>
    <message>
        <source>Number {number} from card {index}. Now pick the effect of another card.</source>
        <translation>Číslo {number} z karty {index}. Teď vyberte akci z jiné karty.</translation>
    </message>
    <message>
        <source>{effect} from card {index}. Now pick the number of another card.</source>
        <translation>{effect} z karty {index}. Teď vyberte číslo z jiné karty.</translation>
    </message>
    <message>
        <source>Card {index} is passed to the player on your right.</source>
        <translation>Karta {index} se předá hráči po vaší pravici.</translation>
    </message>
    <message>
        <source>All three cards are then discarded.</source>
        <translation>Potom se všechny tři karty odhodí.</translation>
    </message>
    <message>
        <source>Number {number} from card {n_index} with the {effect} effect from card {e_index}. {fate}</source>
        <translation>Číslo {number} z karty {n_index} s akcí {effect} z karty {e_index}. {fate}</translation>
    </message>
    <message>
        <source>Click the number of one card, then the effect of another card.</source>
        <translation>Klikněte na číslo jedné karty a pak na akci jiné karty.</translation>
    </message>
    <message>
        <source>Keys: press 1, 2 or 3 to take the number of that card, then 1, 2 or 3 to take the effect of another card. Esc starts again.</source>
        <translation>Klávesy: stiskem 1, 2 nebo 3 vezmete číslo dané karty, pak stiskem 1, 2 nebo 3 akci jiné karty. Esc začne znovu.</translation>
    </message>
    <message>
        <source>Keys: press 1, 2 or 3 to choose that combination.</source>
        <translation>Klávesy: stiskem 1, 2 nebo 3 vyberete danou kombinaci.</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>One seat must be played at this computer: make it a Person.</source>
        <translation>Aspoň jedno místo se musí hrát u tohoto počítače: zvolte Člověk.</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Stůl hráče {name}</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <extracomment>The last failure&apos;s question (tests answer it). The question of :meth:`offer_reconnect` (tests answer it). The list of local copies, while open (tests choose in it). Where the Join dialog looks for games (None: every interface; tests: loopback).</extracomment>
        <translation>&amp;Připojit se ke hře…</translation>
    </message>
    <message>
        <source>Play on a &amp;server…</source>
        <translation>Hrát na &amp;serveru…</translation>
    </message>
    <message>
        <source>&amp;Local copies of network games…</source>
        <translation>&amp;Místní kopie síťových her…</translation>
    </message>
    <message>
        <source>You were playing {name}&apos;s seat in a network game with {players} ({address}). Reconnect to it?</source>
        <translation>Hráli jste za místo hráče {name} v síťové hře s hráči {players} ({address}). Znovu se připojit?</translation>
    </message>
    <message>
        <source>You were playing the seats of {names} at this screen in a network game with {players} ({address}). Reconnect to them?</source>
        <translation>U této obrazovky jste hráli za místa hráčů {names} v síťové hře s hráči {players} ({address}). Znovu se připojit?</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Síťová hra</translation>
    </message>
    <message>
        <source>This window was hosting a network game with {players}, which is not over. Host it again? The others&apos; windows reconnect by themselves.</source>
        <translation>Toto okno hostilo síťovou hru s hráči {players}, která ještě neskončila. Hostit ji znovu? Okna ostatních se připojí sama.</translation>
    </message>
    <message>
        <source>Join as spectator</source>
        <translation>Připojit se jako divák</translation>
    </message>
    <message>
        <source>No game there has this code: check it with the host and try again.</source>
        <translation>Žádná hra tam nemá tento kód: ověřte ho u hostitele a zkuste to znovu.</translation>
    </message>
    <message>
        <source>This seat is taken already: ask the host for another code, or the spectators&apos; code to watch.</source>
        <translation>Toto místo je už obsazené: požádejte hostitele o jiný kód, nebo o kód pro diváky.</translation>
    </message>
    <message>
        <source>The host runs another version of Welcome To: both must install the same version.</source>
        <translation>Hostitel má jinou verzi Welcome To: oba musíte mít nainstalovanou stejnou verzi.</translation>
    </message>
    <message>
        <source>Nobody answers at this address: check it, and that the host&apos;s window is open ({detail}).</source>
        <translation>Na této adrese nikdo neodpovídá: zkontrolujte ji a zda má hostitel otevřené okno ({detail}).</translation>
    </message>
    <message>
        <source>The host refused: {detail}</source>
        <translation>Hostitel odmítl: {detail}</translation>
    </message>
    <message>
        <source>This window hosts the game: leaving it (closing the window or opening another game) cuts {names} off until you host it again. Nothing of the game is lost, the turn in progress included: when Welcome To starts again it offers to host the game again, and the others&apos; windows carry on by themselves. Leave it anyway?</source>
        <extracomment>The seats played here: their tables, and the one the window shows. The game replayed from the host&apos;s record once it ended. The game hosted in this window (kept by hosting_memory, not seat_memory), if any. The code of the last failure (``seat_taken``: the way on is to watch). The local copy of the (first) seat, when it was joined elsewhere.</extracomment>
        <translation>Toto okno hru hostí: když ji opustíte (zavřením okna nebo otevřením jiné hry), odpojíte hráče {names}, dokud hru znovu nehostíte. Ze hry se nic neztratí, ani rozehraný tah: při dalším spuštění Welcome To nabídne hru znovu hostit a okna ostatních budou pokračovat sama. Přesto opustit?</translation>
    </message>
    <message>
        <source>The host sent something this window cannot read: {detail}</source>
        <translation>Hostitel poslal něco, co toto okno neumí přečíst: {detail}</translation>
    </message>
    <message>
        <source>● Connected to the host.</source>
        <translation>● Připojeno k hostiteli.</translation>
    </message>
    <message>
        <source>◌ Connection lost: reconnecting… Your turn so far is kept.</source>
        <translation>◌ Spojení přerušeno: znovu se připojuje… Váš dosavadní tah zůstává.</translation>
    </message>
    <message>
        <source>✕ The host is away: nothing can be played until it is back. This window keeps trying and carries on by itself then.</source>
        <translation>✕ Hostitel není k dispozici: dokud se nevrátí, nelze hrát. Toto okno se stále pokouší připojit a pak bude pokračovat samo.</translation>
    </message>
    <message>
        <source>✕ The host is gone. What was seen stays on the screen.</source>
        <translation>✕ Hostitel odešel. Co bylo vidět, zůstává na obrazovce.</translation>
    </message>
    <message>
        <source>Connecting to the host…</source>
        <translation>Připojuje se k hostiteli…</translation>
    </message>
    <message>
        <source>{name}: computer</source>
        <translation>{name}: počítač</translation>
    </message>
    <message>
        <source>{name}: not joined yet</source>
        <translation>{name}: zatím nepřipojen(a)</translation>
    </message>
    <message>
        <source>{name}: at this screen</source>
        <translation>{name}: u této obrazovky</translation>
    </message>
    <message>
        <source>{name}: at this screen, reconnecting</source>
        <translation>{name}: u této obrazovky, znovu se připojuje</translation>
    </message>
    <message>
        <source>{name}: connected</source>
        <translation>{name}: připojen(a)</translation>
    </message>
    <message>
        <source>{name}: away</source>
        <translation>{name}: nepřítomen(a)</translation>
    </message>
    <message>
        <source>Retry</source>
        <extracomment>The smallest text size a code is shrunk to (pixels).</extracomment>
        <translation>Zkusit znovu</translation>
    </message>
    <message>
        <source>Open the local copy</source>
        <translation>Otevřít místní kopii</translation>
    </message>
    <message>
        <source>The game as this window last saw it, read-only; it stays after the window closes (Game → Local copies of network games…).</source>
        <translation>Hra, jak ji toto okno vidělo naposledy, jen pro čtení; zůstane i po zavření okna (Hra → Místní kopie síťových her…).</translation>
    </message>
    <message>
        <source>Computers play the seats nobody joined</source>
        <extracomment>Phones at the table: the open seats&apos; QR codes (their page links) and a line on them. The table screen shows the QR codes (large): the panel does not repeat them.</extracomment>
        <translation>Neobsazená místa hraje počítač</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Zahájit hru</translation>
    </message>
    <message>
        <source>Try now</source>
        <extracomment>The seats played at this screen, when there are several (marked in :attr:`people`). The seats whose person has joined (their join code spent). Each remote seat&apos;s join code, as shown (whole, on a line of its own), and the button that copies its join link. A local copy of the game is kept (``app.online.local_copy``): offered when the host is gone.</extracomment>
        <translation>Zkusit hned</translation>
    </message>
    <message>
        <source>Seats join at {where}</source>
        <translation>Připojení na {where}</translation>
    </message>
    <message>
        <source>announced on the local network.</source>
        <translation>ohlášeno v místní síti.</translation>
    </message>
    <message>
        <source>not announced on the local network: give the address.</source>
        <translation>neohlášeno v místní síti: sdělte adresu.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopírovat</translation>
    </message>
    <message>
        <source>Copies the join link: the other player pastes it into Join a game…, or opens it.</source>
        <translation>Zkopíruje odkaz pro připojení: druhý hráč ho vloží do Připojit se ke hře… nebo ho otevře.</translation>
    </message>
    <message>
        <source>The game starts when you press Start, or by itself once every seat is taken.</source>
        <translation>Hra začne, až stisknete Zahájit, nebo sama, jakmile budou obsazená všechna místa.</translation>
    </message>
    <message>
        <source>The host starts the game when everyone is there.</source>
        <translation>Hostitel zahájí hru, až budou všichni u stolu.</translation>
    </message>
    <message>
        <source>Waiting for: {names}.</source>
        <translation>Čeká se na: {names}.</translation>
    </message>
    <message>
        <source>Let a computer play</source>
        <translation>Nechat hrát počítač</translation>
    </message>
    <message>
        <source>{name}&apos;s code:</source>
        <translation>Kód hráče {name}:</translation>
    </message>
    <message>
        <source>The seat is away: a computer player (medium) plays it until its person comes back.</source>
        <translation>Místo je prázdné: hraje za něj počítač (střední), dokud se jeho hráč nevrátí.</translation>
    </message>
    <message>
        <source>The turn moved on before this reached the host: the table is brought up to date.</source>
        <translation>Tah pokročil dřív, než to dorazilo k hostiteli: stůl se aktualizuje.</translation>
    </message>
    <message>
        <source>A computer player plays this seat now.</source>
        <translation>Toto místo teď hraje počítač.</translation>
    </message>
    <message>
        <source>The time for this turn ran out: a computer player finished it.</source>
        <translation>Čas na tento tah vypršel: dohrál ho počítač.</translation>
    </message>
    <message>
        <source>You are watching: a spectator cannot play.</source>
        <translation>Sledujete hru: divák nemůže hrát.</translation>
    </message>
    <message>
        <source>Only the game&apos;s creator can do this.</source>
        <translation>To může jen ten, kdo hru vytvořil.</translation>
    </message>
    <message>
        <source>Only a seat whose person is away can be handed to a computer player.</source>
        <translation>Počítači lze předat jen místo, jehož hráč není přítomen.</translation>
    </message>
    <message>
        <source>Too many clicks at once: the host left some out; the table is brought up to date.</source>
        <translation>Příliš mnoho kliknutí naráz: hostitel některá vynechal; stůl se aktualizuje.</translation>
    </message>
    <message>
        <source>The host failed on this and changed nothing.</source>
        <translation>Hostiteli se to nepodařilo a nic nezměnil.</translation>
    </message>
    <message>
        <source>Phones cannot join from here: this computer has no network address but its own (the loopback).</source>
        <translation>Telefony se odsud připojit nemohou: tento počítač nemá jinou síťovou adresu než svou vlastní (loopback).</translation>
    </message>
    <message>
        <source>Or play on a phone at the table: scan the seat&apos;s code.</source>
        <translation>Nebo hrajte na telefonu u stolu: naskenujte kód svého místa.</translation>
    </message>
    <message>
        <source>QR codes to play on a phone: {names}</source>
        <extracomment>Codes to a row at most. The light border around a code, in modules. The seats whose code is shown (open: their person is not connected). The open seats a computer plays until their person scans the code. The largest side of a code and the codes to a row (the table screen&apos;s are larger).</extracomment>
        <translation>QR kódy pro hru na telefonu: {names}</translation>
    </message>
    <message>
        <source>{name} (a computer for now)</source>
        <translation>{name} (zatím hraje počítač)</translation>
    </message>
    <message>
        <source>(a computer for now)</source>
        <translation>(zatím hraje počítač)</translation>
    </message>
</context>
<context>
    <name>OthersSheets</name>
    <message numerus="yes">
        <source>{name} — {score} point(s)</source>
        <translation>
            <numerusform>{name} — {score} bod</numerusform>
            <numerusform>{name} — {score} body</numerusform>
            <numerusform>{name} — {score} bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to see {name}&apos;s sheet larger.</source>
        <translation>Klikněte pro větší bodovací list hráče {name}.</translation>
    </message>
    <message>
        <source>here</source>
        <translation>zde</translation>
    </message>
    <message>
        <source>Played at this screen.</source>
        <translation>Hraje se u této obrazovky.</translation>
    </message>
    <message>
        <source>As of the last resolved turn; that turn&apos;s marks red and underlined. Click a sheet to enlarge it.</source>
        <extracomment>The small sheets stand under the side panel (a large window), not beside your sheet. Draw a resolved turn one player after the other (an option, off by default).</extracomment>
        <translation>Stav po posledním vyhodnoceném kole; značky toho kola červeně a podtržené. Klikněte na list pro zvětšení.</translation>
    </message>
</context>
<context>
    <name>PlanCard</name>
    <message>
        <source>Housing estates of exactly these sizes: {sizes} (one estate per number).</source>
        <extracomment>The base game&apos;s plans, by condition.</extracomment>
        <translation>Obytné bloky přesně těchto velikostí: {sizes} (jeden blok za každé číslo).</translation>
    </message>
    <message>
        <source>Every house of the top street built (numbered or a roundabout), none of them used for another plan.</source>
        <translation>Všechny domy horní ulice postavené (s číslem nebo kruhový objezd), žádný z nich nepoužitý pro jiný projekt.</translation>
    </message>
    <message>
        <source>Every house of the middle street built (numbered or a roundabout), none of them used for another plan.</source>
        <translation>Všechny domy prostřední ulice postavené (s číslem nebo kruhový objezd), žádný z nich nepoužitý pro jiný projekt.</translation>
    </message>
    <message>
        <source>Every house of the bottom street built (numbered or a roundabout), none of them used for another plan.</source>
        <translation>Všechny domy dolní ulice postavené (s číslem nebo kruhový objezd), žádný z nich nepoužitý pro jiný projekt.</translation>
    </message>
    <message>
        <source>Five bis houses in the same street.</source>
        <translation>Pět domů s děleným číslem (bis) v jedné ulici.</translation>
    </message>
    <message>
        <source>Seven temp agency boxes crossed.</source>
        <translation>Sedm škrtnutých políček personální agentury.</translation>
    </message>
    <message>
        <source>The first and the last house of every street built, none of them used for another plan.</source>
        <translation>První a poslední dům každé ulice postavený, žádný z nich nepoužitý pro jiný projekt.</translation>
    </message>
    <message>
        <source>All the parks of two streets built.</source>
        <translation>Všechny parky ve dvou ulicích postavené.</translation>
    </message>
    <message>
        <source>All the pools of two streets built.</source>
        <translation>Všechny bazény ve dvou ulicích postavené.</translation>
    </message>
    <message>
        <source>In one street: all its parks, all its pools and a roundabout.</source>
        <translation>V jedné ulici: všechny její parky, všechny její bazény a kruhový objezd.</translation>
    </message>
    <message>
        <source>All the parks and all the pools of the top street.</source>
        <translation>Všechny parky a všechny bazény horní ulice.</translation>
    </message>
    <message>
        <source>All the parks and all the pools of the middle street.</source>
        <translation>Všechny parky a všechny bazény prostřední ulice.</translation>
    </message>
    <message>
        <source>All the parks and all the pools of the bottom street.</source>
        <translation>Všechny parky a všechny bazény dolní ulice.</translation>
    </message>
    <message>
        <source>whole street built</source>
        <translation>celá ulice postavená</translation>
    </message>
    <message>
        <source>5 bis in one street</source>
        <translation>5 bis v jedné ulici</translation>
    </message>
    <message>
        <source>7 temps</source>
        <translation>7 zaměstnanců</translation>
    </message>
    <message>
        <source>both ends of every street</source>
        <translation>oba konce každé ulice</translation>
    </message>
    <message>
        <source>all parks of 2 streets</source>
        <translation>všechny parky ve 2 ulicích</translation>
    </message>
    <message>
        <source>all pools of 2 streets</source>
        <translation>všechny bazény ve 2 ulicích</translation>
    </message>
    <message>
        <source>parks + pools + roundabout</source>
        <translation>parky + bazény + objezd</translation>
    </message>
    <message>
        <source>all parks + all pools</source>
        <translation>všechny parky + bazény</translation>
    </message>
    <message>
        <source>estates of {sizes}</source>
        <translation>bloky velikosti {sizes}</translation>
    </message>
    <message>
        <source>{first} points to whoever completes it first, {second} points later.</source>
        <translation>Kdo ho splní první, získá {first} b., kdo později, {second} b.</translation>
    </message>
    <message>
        <source>Approved: a claim now scores {value} points.</source>
        <translation>Dokončený projekt: splnění teď vynese {value} b.</translation>
    </message>
    <message>
        <source>Project: nobody has completed it yet; a claim now scores {value} points.</source>
        <translation>Projekt: zatím ho nikdo nesplnil; splnění teď vynese {value} b.</translation>
    </message>
    <message>
        <source>You have claimed this plan.</source>
        <translation>Tento projekt jste splnili.</translation>
    </message>
    <message>
        <source>Your sheet meets the requirement: click to claim it.</source>
        <translation>Váš bodovací list splňuje podmínku: kliknutím projekt splníte.</translation>
    </message>
    <message>
        <source>APPROVED</source>
        <translation>SCHVÁLENO</translation>
    </message>
    <message>
        <source>N°{deck}</source>
        <translation>N°{deck}</translation>
    </message>
    <message>
        <source>City plan n°{deck}</source>
        <translation>Projekt č. {deck}</translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation>Splněno</translation>
    </message>
    <message>
        <source>Claim!</source>
        <translation>Splnit!</translation>
    </message>
    <message>
        <source>Every ice cream cone of one street sold (circled).</source>
        <extracomment>The thematic sheets&apos; nine n°3 plans (docs/themes.md): three by condition, six by what each estate must also show.</extracomment>
        <translation>Všechny kornouty zmrzliny jedné ulice prodané (zakroužkované).</translation>
    </message>
    <message>
        <source>All the houses of one street in a single string of lights.</source>
        <translation>Všechny domy jedné ulice v jediném řetězu světýlek.</translation>
    </message>
    <message>
        <source>All 7 Easter eggs of the bottom street collected.</source>
        <translation>Všech 7 velikonočních vajíček dolní ulice sebraných.</translation>
    </message>
    <message>
        <source>Housing estates of 3, 4 and 5 houses, no cone sold in any of them (lost cones allowed).</source>
        <translation>Bloky o 3, 4 a 5 domech, v žádném z nich prodaný kornout (ztracené kornouty nevadí).</translation>
    </message>
    <message>
        <source>Three housing estates of 4 houses, each with at least 3 cones sold.</source>
        <translation>Tři bloky o 4 domech, každý s nejméně 3 prodanými kornouty.</translation>
    </message>
    <message>
        <source>Two housing estates of 6 houses, each with its six houses in one string of lights.</source>
        <translation>Dva bloky o 6 domech, v každém všech šest domů v jednom řetězu světýlek.</translation>
    </message>
    <message>
        <source>Two housing estates of 3 houses with no light inside either.</source>
        <translation>Dva bloky o 3 domech, oba bez světýlek uvnitř.</translation>
    </message>
    <message>
        <source>Housing estates of 2, 3 and 4 houses, no egg collected in any of them.</source>
        <translation>Bloky o 2, 3 a 4 domech, v žádném z nich sebrané vajíčko.</translation>
    </message>
    <message>
        <source>Three housing estates of 3 houses, each with at least 3 eggs collected.</source>
        <translation>Tři bloky o 3 domech, každý s nejméně 3 sebranými vajíčky.</translation>
    </message>
    <message>
        <source>all cones of a street sold</source>
        <translation>všechny kornouty ulice prodané</translation>
    </message>
    <message>
        <source>one street all lit</source>
        <translation>celá ulice osvětlená</translation>
    </message>
    <message>
        <source>7 eggs, bottom street</source>
        <translation>7 vajíček, dolní ulice</translation>
    </message>
    <message>
        <source>no cone sold</source>
        <translation>žádný prodaný kornout</translation>
    </message>
    <message>
        <source>3 cones sold in each</source>
        <translation>v každém 3 prodané kornouty</translation>
    </message>
    <message>
        <source>each estate all lit</source>
        <translation>každý blok celý osvětlený</translation>
    </message>
    <message>
        <source>no light inside</source>
        <translation>uvnitř žádné světýlko</translation>
    </message>
    <message>
        <source>no egg collected</source>
        <translation>žádné sebrané vajíčko</translation>
    </message>
    <message>
        <source>3 eggs in each</source>
        <translation>v každém 3 vajíčka</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>As of the end of turn {turn}: the current turn stays hidden until everyone has confirmed.</source>
        <translation>Stav na konci tahu {turn}: probíhající tah zůstane skrytý, dokud ho všichni nepotvrdí.</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Skóre</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>As they stood after the turn shown; that turn&apos;s marks in the turn&apos;s ink. Click a sheet to show it large.</source>
        <translation>Jak vypadaly po zobrazeném tahu; značky toho tahu barvou tahu. Klepnutím na bodovací list jej zvětšíte.</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <extracomment>The turn shown (1 for the first) and the seat on the big sheet.</extracomment>
        <translation>Zpět do hry (Esc)</translation>
    </message>
    <message>
        <source>First turn (Home)</source>
        <translation>První tah (Home)</translation>
    </message>
    <message>
        <source>Previous turn (←)</source>
        <translation>Předchozí tah (←)</translation>
    </message>
    <message>
        <source>Next turn (→)</source>
        <translation>Další tah (→)</translation>
    </message>
    <message>
        <source>Last resolved turn (End)</source>
        <translation>Poslední dokončený tah (End)</translation>
    </message>
    <message>
        <source>There is no game to replay.</source>
        <translation>Není žádná hra k přehrání.</translation>
    </message>
    <message>
        <source>Wait until it is your turn to replay the game.</source>
        <translation>Počkejte, až budete na tahu, a pak hru přehrajte.</translation>
    </message>
    <message>
        <source>A network game is replayed once it ends (its host keeps it until then).</source>
        <translation>Síťovou hru lze přehrát po jejím konci (do té doby ji uchovává hostitel).</translation>
    </message>
    <message>
        <source>No turn has been resolved yet: nothing to replay.</source>
        <translation>Zatím není dokončen žádný tah: není co přehrát.</translation>
    </message>
    <message>
        <source>Replay: turn {turn} of {turns} — {name}</source>
        <translation>Záznam: tah {turn} z {turns} — {name}</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>solo</source>
        <translation>sólo</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standardní</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>pro experty</translation>
    </message>
    <message>
        <source>{mode}, advanced</source>
        <translation>{mode}, pokročilá varianta</translation>
    </message>
    <message>
        <source>Unreadable saved game: {why}</source>
        <translation>Uloženou hru nelze přečíst: {why}</translation>
    </message>
    <message>
        <source>{players} — {mode} — turn {turn} — {date}</source>
        <translation>{players} — {mode} — tah {turn} — {date}</translation>
    </message>
    <message>
        <source>Save of the turn before (the last one is damaged): {game}</source>
        <translation>Uložení předchozího tahu (poslední je poškozené): {game}</translation>
    </message>
    <message>
        <source>Resume a game</source>
        <translation>Pokračovat ve hře</translation>
    </message>
    <message>
        <source>These games are not finished. Resume one?</source>
        <translation>Tyto hry nejsou dohrané. Chcete v některé pokračovat?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Zobrazit ve složce</translation>
    </message>
    <message>
        <source>Delete the unreadable saved game {file}? It cannot be undone.</source>
        <translation>Smazat nečitelnou uloženou hru {file}? Nelze to vrátit zpět.</translation>
    </message>
    <message>
        <source>Cannot delete {file}: {why}</source>
        <translation>Soubor {file} nelze smazat: {why}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Expected final score: {played} with the choice made, {best} with the best choice ({loss} points lost).</source>
        <translation>Očekávaný konečný součet bodů: {played} se zvolenou možností, {best} s nejlepší možností (ztráta {loss} bodů).</translation>
    </message>
    <message>
        <source>The choice made was the best one.</source>
        <translation>Zvolená možnost byla nejlepší.</translation>
    </message>
    <message>
        <source>Best choice (dash-dotted on the sheet): {what}.</source>
        <translation>Nejlepší možnost (čerchovaně na listu): {what}.</translation>
    </message>
    <message>
        <source>Turn {turn}: {loss} points lost ({played} instead of {best})</source>
        <translation>Tah {turn}: ztráta {loss} bodů ({played} místo {best})</translation>
    </message>
    <message>
        <source>Review by the strong player</source>
        <extracomment>The reviewer&apos;s settings (tests lower the budget).</extracomment>
        <translation>Rozbor silného hráče</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rozebrat</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Whose turns to review</source>
        <translation>Čí tahy rozebrat</translation>
    </message>
    <message>
        <source>Reviewing…</source>
        <translation>Probíhá rozbor…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Rozbor zrušen.</translation>
    </message>
    <message>
        <source>Choose a player and Review: the strong player judges each of their turns.</source>
        <translation>Vyberte architekta a Rozebrat: silný hráč posoudí každý jeho tah.</translation>
    </message>
    <message>
        <source>{turns} turns reviewed: {loss} expected points lost in all. The turns that cost most (click one to see it):</source>
        <translation>Rozebráno tahů: {turns}; celkem ztraceno {loss} očekávaných bodů. Tahy, které stály nejvíc (klepnutím jej zobrazíte):</translation>
    </message>
    <message>
        <source>Every turn was as good as the best choice.</source>
        <translation>Každý tah byl stejně dobrý jako nejlepší možnost.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>street {street} has no house {house}</source>
        <translation>ulice {street} nemá dům {house}</translation>
    </message>
    <message>
        <source>there is no street {street}</source>
        <translation>ulice {street} neexistuje</translation>
    </message>
    <message>
        <source>street {street} has no fence slot {slot}</source>
        <translation>ulice {street} nemá místo pro plot {slot}</translation>
    </message>
    <message>
        <source>there is no combination {index}</source>
        <translation>kombinace {index} neexistuje</translation>
    </message>
    <message>
        <source>there is no card {index} in the hand</source>
        <translation>karta {index} není v ruce</translation>
    </message>
    <message>
        <source>a combination was already chosen this turn</source>
        <translation>v tomto tahu už byla kombinace vybrána</translation>
    </message>
    <message>
        <source>choose one of the three combinations</source>
        <translation>vyberte jednu ze tří kombinací</translation>
    </message>
    <message>
        <source>choose the card giving the number and a different card giving the effect</source>
        <translation>vyberte kartu, ze které vezmete číslo, a jinou kartu, ze které vezmete akci</translation>
    </message>
    <message>
        <source>the record&apos;s cards cannot go on with the game: {why}</source>
        <translation>s kartami ze záznamu hry nelze pokračovat: {why}</translation>
    </message>
    <message>
        <source>write exactly one number, right after choosing</source>
        <translation>zapište právě jedno číslo, hned po výběru</translation>
    </message>
    <message>
        <source>the effect is used right after the number</source>
        <translation>akce se použije hned po zapsání čísla</translation>
    </message>
    <message>
        <source>a roundabout is built before choosing or after the effect</source>
        <translation>kruhový objezd se staví před výběrem kombinace, nebo až po akci</translation>
    </message>
    <message>
        <source>plans are claimed after the number (or refusal) and effect</source>
        <translation>projekty se plní až po zapsání čísla (nebo nepovolené stavby) a po akci</translation>
    </message>
    <message>
        <source>a reshuffle is asked for at the end of the turn</source>
        <translation>o zamíchání se žádá na konci tahu</translation>
    </message>
    <message>
        <source>a reshuffle was already asked for</source>
        <translation>o zamíchání už bylo požádáno</translation>
    </message>
    <message>
        <source>the number written must be {number}, the chosen number</source>
        <translation>zapsat se musí vybrané číslo {number}</translation>
    </message>
    <message>
        <source>the combination&apos;s effect is {effect}</source>
        <translation>akce této kombinace je {effect}</translation>
    </message>
    <message>
        <source>a park is built on the street of this turn&apos;s number</source>
        <translation>park se staví v ulici, do které jste v tomto tahu zapsali číslo</translation>
    </message>
    <message>
        <source>the pool goes on the house just numbered</source>
        <translation>bazén se staví u domu, do kterého jste právě zapsali číslo</translation>
    </message>
    <message>
        <source>the number did not go on a planned-pool house</source>
        <translation>číslo nebylo zapsáno do domu s naplánovaným bazénem</translation>
    </message>
    <message>
        <source>a refusal is taken instead of choosing a combination</source>
        <translation>nepovolená stavba se zapisuje místo výběru kombinace</translation>
    </message>
    <message>
        <source>use the effect or skip it before ending the turn</source>
        <translation>před koncem tahu akci použijte, nebo ji vynechte</translation>
    </message>
    <message>
        <source>this turn is already confirmed</source>
        <translation>tento tah už je potvrzený</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>hra skončila</translation>
    </message>
    <message>
        <source>there is no player {player}</source>
        <translation>hráč {player} neexistuje</translation>
    </message>
    <message>
        <source>a refusal is only allowed when no combination can be written</source>
        <translation>nepovolenou stavbu lze zapsat, jen když nejde zapsat žádnou kombinaci</translation>
    </message>
    <message>
        <source>a roundabout would let a number be written</source>
        <translation>kruhový objezd by umožnil zapsat číslo</translation>
    </message>
    <message>
        <source>no combination can be written: a refusal must be taken</source>
        <translation>žádnou kombinaci nelze zapsat: musíte zapsat nepovolenou stavbu</translation>
    </message>
    <message>
        <source>the turn must write a number or, when none can be written, take a refusal</source>
        <translation>v tahu musíte zapsat číslo, nebo, pokud žádné zapsat nejde, nepovolenou stavbu</translation>
    </message>
    <message>
        <source>the {track} track is full</source>
        <translation>řada políček {track} je už plná</translation>
    </message>
    <message>
        <source>the temp agency changes {number} by at most 2, within 0 to 17</source>
        <translation>personální agentura mění číslo {number} nejvýše o 2, v rozsahu 0 až 17</translation>
    </message>
    <message>
        <source>the temp track is full: {number} can no longer be changed</source>
        <translation>políčka personální agentury jsou plná: číslo {number} už nelze změnit</translation>
    </message>
    <message>
        <source>a changed number uses the temp agency: the temp box must be marked</source>
        <translation>změněné číslo využívá personální agenturu: musíte škrtnout její políčko</translation>
    </message>
    <message>
        <source>the bis house is not empty</source>
        <translation>dům pro dělené číslo (bis) není prázdný</translation>
    </message>
    <message>
        <source>a bis copies a numbered house directly to its left or right</source>
        <translation>bis opakuje číslo domu hned vlevo nebo vpravo od něj</translation>
    </message>
    <message>
        <source>a fence stands between the bis and the house it copies</source>
        <translation>mezi bis a domem, jehož číslo opakuje, stojí plot</translation>
    </message>
    <message>
        <source>that fence is already drawn</source>
        <translation>tento plot už je nakreslený</translation>
    </message>
    <message>
        <source>no fence between a number and its bis</source>
        <translation>mezi číslem a jeho bis nesmí být plot</translation>
    </message>
    <message>
        <source>no fence between two houses used for a plan</source>
        <translation>mezi dvěma domy použitými pro projekt nesmí být plot</translation>
    </message>
    <message>
        <source>house {house} of street {street} is not empty</source>
        <translation>dům {house} v ulici {street} není prázdný</translation>
    </message>
    <message>
        <source>{number} must be greater than {other}, the number to its left</source>
        <translation>číslo {number} musí být větší než číslo {other} vlevo od něj</translation>
    </message>
    <message>
        <source>{number} must be smaller than {other}, the number to its right</source>
        <translation>číslo {number} musí být menší než číslo {other} vpravo od něj</translation>
    </message>
    <message>
        <source>roundabouts exist only in the advanced variant</source>
        <translation>kruhové objezdy jsou jen v pokročilé variantě</translation>
    </message>
    <message>
        <source>at most one roundabout per turn</source>
        <translation>nejvýše jeden kruhový objezd za tah</translation>
    </message>
    <message>
        <source>at most two roundabouts per game</source>
        <translation>nejvýše dva kruhové objezdy za hru</translation>
    </message>
    <message>
        <source>a roundabout needs an empty house</source>
        <translation>kruhový objezd lze postavit jen místo prázdného domu</translation>
    </message>
    <message>
        <source>{estate} is not an estate</source>
        <translation>{estate} není obytný blok</translation>
    </message>
    <message>
        <source>plan {plan} is not in this game</source>
        <translation>projekt {plan} v této hře není</translation>
    </message>
    <message>
        <source>a plan is claimed at most once</source>
        <translation>projekt lze splnit nejvýše jednou</translation>
    </message>
    <message>
        <source>an estate already used for a plan cannot be used again</source>
        <translation>obytný blok už použitý pro projekt nelze použít znovu</translation>
    </message>
    <message>
        <source>the same estate cannot be counted twice</source>
        <translation>stejný obytný blok nelze započítat dvakrát</translation>
    </message>
    <message>
        <source>{plan} needs estates of sizes {sizes}</source>
        <translation>projekt {plan} vyžaduje obytné bloky velikostí {sizes}</translation>
    </message>
    <message>
        <source>the condition of {plan} is not met: {condition}</source>
        <translation>podmínka projektu {plan} není splněna: {condition}</translation>
    </message>
    <message>
        <source>{plan} is not an estate plan</source>
        <translation>projekt {plan} není projekt na obytné bloky</translation>
    </message>
    <message>
        <source>only a player who claimed a plan in the turn it was first claimed may ask</source>
        <translation>požádat může jen hráč, který splnil projekt v tahu, kdy ho poprvé někdo splnil</translation>
    </message>
    <message>
        <source>there is no reshuffle in solo</source>
        <translation>ve hře jednoho hráče se karty nemíchají</translation>
    </message>
    <message>
        <source>number and effect must come from different cards</source>
        <translation>číslo a akce musí pocházet z různých karet</translation>
    </message>
    <message>
        <source>estate {estate} does not meet the condition of {plan}</source>
        <translation>obytný blok {estate} nesplňuje podmínku plánu {plan}</translation>
    </message>
    <message>
        <source>this sheet has no ice cream trucks</source>
        <translation>tento bodovací list nemá zmrzlinářské vozy</translation>
    </message>
    <message>
        <source>a truck stands at the left or the right end, not {end!r}</source>
        <translation>vůz stojí na levém nebo pravém konci, ne {end!r}</translation>
    </message>
    <message>
        <source>a truck is chosen once, right after the first number in the bottom street</source>
        <translation>vůz se volí jen jednou, hned po prvním čísle v dolní ulici</translation>
    </message>
    <message>
        <source>the first number in the bottom street is followed by the truck choice</source>
        <translation>po prvním čísle v dolní ulici následuje volba vozu</translation>
    </message>
    <message>
        <source>Click a lit house.</source>
        <translation>Klikněte na zvýrazněný dům.</translation>
    </message>
    <message>
        <source>Write it in a lit house.</source>
        <translation>Zapište ho do zvýrazněného domu.</translation>
    </message>
    <message>
        <source>Click an empty lit house.</source>
        <translation>Klikněte na prázdný zvýrazněný dům.</translation>
    </message>
    <message>
        <source>Write the number first.</source>
        <translation>Nejdřív zapište číslo domu.</translation>
    </message>
    <message>
        <source>Use it on a lit place, or skip it.</source>
        <translation>Použijte ji na zvýrazněném místě, nebo ji vynechte.</translation>
    </message>
    <message>
        <source>Click the park track of that street, or skip the effect.</source>
        <translation>Klikněte na parky té ulice, nebo akci vynechte.</translation>
    </message>
    <message>
        <source>Click the pool of that house, or skip the effect.</source>
        <translation>Klikněte na bazén toho domu, nebo akci vynechte.</translation>
    </message>
    <message>
        <source>Skip the effect.</source>
        <translation>Vynechte akci.</translation>
    </message>
    <message>
        <source>Confirm the turn, or build it next turn before choosing.</source>
        <translation>Potvrďte tah, nebo ho postavte příští tah před výběrem.</translation>
    </message>
    <message>
        <source>Write the number and use or skip the effect first.</source>
        <translation>Nejdřív zapište číslo domu a použijte nebo vynechte akci.</translation>
    </message>
    <message>
        <source>Ask for it once the effect is used or skipped.</source>
        <translation>Požádejte o ně, až akci použijete nebo vynecháte.</translation>
    </message>
    <message>
        <source>Undo the choice first, or play the combination.</source>
        <translation>Nejdřív vraťte výběr, nebo kombinaci zahrajte.</translation>
    </message>
    <message>
        <source>Choose a combination instead.</source>
        <translation>Vyberte raději kombinaci.</translation>
    </message>
    <message>
        <source>Build a roundabout, then write the number.</source>
        <translation>Postavte kruhový objezd, pak zapište číslo domu.</translation>
    </message>
    <message>
        <source>Wait for the other players.</source>
        <translation>Počkejte na ostatní hráče.</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Začněte novou hru z nabídky Hra.</translation>
    </message>
    <message>
        <source>Write the number as it is.</source>
        <translation>Zapište číslo domu beze změny.</translation>
    </message>
    <message>
        <source>Click an empty house next to a numbered one.</source>
        <translation>Klikněte na prázdný dům vedle domu s číslem.</translation>
    </message>
    <message>
        <source>Click a house on the same side of the fence.</source>
        <translation>Klikněte na dům na stejné straně plotu.</translation>
    </message>
    <message>
        <source>Click another lit fence slot, or skip the effect.</source>
        <translation>Klikněte na jiné zvýrazněné místo pro plot, nebo akci vynechte.</translation>
    </message>
    <message>
        <source>Start an advanced game to use them.</source>
        <translation>Chcete-li je používat, začněte hru v pokročilé variantě.</translation>
    </message>
    <message>
        <source>Go on without another roundabout.</source>
        <translation>Pokračujte bez dalšího kruhového objezdu.</translation>
    </message>
    <message>
        <source>Click an empty house.</source>
        <translation>Klikněte na prázdný dům.</translation>
    </message>
    <message>
        <source>Claim another plan, or confirm the turn.</source>
        <translation>Splňte jiný projekt, nebo potvrďte tah.</translation>
    </message>
    <message>
        <source>Choose other estates.</source>
        <translation>Vyberte jiné obytné bloky.</translation>
    </message>
    <message>
        <source>Choose different estates.</source>
        <translation>Vyberte různé obytné bloky.</translation>
    </message>
    <message>
        <source>Choose estates of those sizes.</source>
        <translation>Vyberte obytné bloky těchto velikostí.</translation>
    </message>
    <message>
        <source>Claim it once the condition is met.</source>
        <translation>Splňte ho, až bude podmínka splněna.</translation>
    </message>
    <message>
        <source>Confirm the turn.</source>
        <translation>Potvrďte tah.</translation>
    </message>
    <message>
        <source>Take the number from one card and the effect from another.</source>
        <translation>Vezměte číslo domu z jedné karty a akci z jiné.</translation>
    </message>
    <message>
        <source>Click one of the three cards.</source>
        <translation>Klikněte na jednu ze tří karet.</translation>
    </message>
    <message>
        <source>Click the number of one card, then the effect of another.</source>
        <translation>Klikněte na číslo jedné karty, pak na akci jiné.</translation>
    </message>
    <message>
        <source>Choose estates that meet it, or claim it later.</source>
        <translation>Vyberte obytné bloky, které ji splňují, nebo projekt splňte později.</translation>
    </message>
    <message>
        <source>Go on with the turn.</source>
        <translation>Pokračujte v tahu.</translation>
    </message>
    <message>
        <source>Click one of the two trucks of the bottom street.</source>
        <translation>Klikněte na jeden ze dvou zmrzlinářských vozů v dolní ulici.</translation>
    </message>
    <message>
        <source>real estate {size}</source>
        <translation>realitního agenta {size}</translation>
    </message>
    <message>
        <source>street {street} park</source>
        <translation>parků v ulici {street}</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>bazénů</translation>
    </message>
    <message>
        <source>temp agency</source>
        <translation>personální agentury</translation>
    </message>
    <message>
        <source>bis</source>
        <translation>dělených čísel (bis)</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Ice Cream Truck</source>
        <translation>Zmrzlinářský vůz</translation>
    </message>
    <message>
        <source>Christmas Lights</source>
        <translation>Vánoční světýlka</translation>
    </message>
    <message>
        <source>Easter Eggs</source>
        <translation>Velikonoční vajíčka</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Základní</translation>
    </message>
    <message>
        <source>Ice cream</source>
        <translation>Zmrzlina</translation>
    </message>
    <message>
        <source>Christmas lights</source>
        <translation>Vánoční světýlka</translation>
    </message>
    <message>
        <source>Easter eggs</source>
        <translation>Velikonoční vajíčka</translation>
    </message>
</context>
<context>
    <name>SheetPlaces</name>
    <message>
        <source>Your sheet</source>
        <translation>Váš list</translation>
    </message>
    <message>
        <source>A row per street, then the scoring area. The lit places can be pressed; the arrow keys move between them, Space presses.</source>
        <translation>Jeden řádek na ulici, pak oblast bodování. Rozsvícená místa lze stisknout; šipky mezi nimi přecházejí, mezerník stiskne.</translation>
    </message>
    <message>
        <source>Scoring area</source>
        <translation>Oblast bodování</translation>
    </message>
    <message>
        <source>roundabout</source>
        <translation>kruhový objezd</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>prázdný</translation>
    </message>
    <message>
        <source>{number} bis</source>
        <translation>{number} bis</translation>
    </message>
    <message>
        <source>fence on its right</source>
        <translation>plot napravo od něj</translation>
    </message>
    <message>
        <source>pool built</source>
        <translation>bazén postaven</translation>
    </message>
    <message>
        <source>planned pool</source>
        <translation>plánovaný bazén</translation>
    </message>
    <message>
        <source>used for a plan</source>
        <translation>použit pro plán</translation>
    </message>
    <message>
        <source>{street}, house {n}: {what}</source>
        <translation>{street}, dům {n}: {what}</translation>
    </message>
    <message>
        <source>{label}: {count} of {boxes}</source>
        <translation>{label}: {count} z {boxes}</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nakreslen</translation>
    </message>
    <message>
        <source>not drawn</source>
        <translation>nenakreslen</translation>
    </message>
    <message>
        <source>{street}, fence between houses {a} and {b}: {state}</source>
        <translation>{street}, plot mezi domy {a} a {b}: {state}</translation>
    </message>
    <message>
        <source>built</source>
        <translation>postaven</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>nepostaven</translation>
    </message>
    <message>
        <source>{street}, pool of house {n}: {state}</source>
        <translation>{street}, bazén domu {n}: {state}</translation>
    </message>
    <message numerus="yes">
        <source>Parks, {street}: {count} of {boxes}, {points} point(s)</source>
        <translation>
            <numerusform>Parky, {street}: {count} z {boxes}, {points} bod</numerusform>
            <numerusform>Parky, {street}: {count} z {boxes}, {points} body</numerusform>
            <numerusform>Parky, {street}: {count} z {boxes}, {points} bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Estates of {size}: {marks} of {boxes} mark(s)</source>
        <translation>
            <numerusform>Čtvrti o {size}: {marks} z {boxes} značky</numerusform>
            <numerusform>Čtvrti o {size}: {marks} z {boxes} značek</numerusform>
            <numerusform>Čtvrti o {size}: {marks} z {boxes} značek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} estate(s) of value {value}</source>
        <translation>
            <numerusform>{count} čtvrť v hodnotě {value}</numerusform>
            <numerusform>{count} čtvrti v hodnotě {value}</numerusform>
            <numerusform>{count} čtvrtí v hodnotě {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s)</source>
        <translation>
            <numerusform>{points} bod</numerusform>
            <numerusform>{points} body</numerusform>
            <numerusform>{points} bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>claimed, {points} point(s)</source>
        <translation>
            <numerusform>splněn, {points} bod</numerusform>
            <numerusform>splněn, {points} body</numerusform>
            <numerusform>splněn, {points} bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{column}: {points} point(s)</source>
        <translation>
            <numerusform>{column}: {points} bod</numerusform>
            <numerusform>{column}: {points} body</numerusform>
            <numerusform>{column}: {points} bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total: {total} point(s) ({plus} plus, {minus} minus)</source>
        <translation>
            <numerusform>Celkem: {total} bod ({plus} plus, {minus} minus)</numerusform>
            <numerusform>Celkem: {total} body ({plus} plus, {minus} minus)</numerusform>
            <numerusform>Celkem: {total} bodů ({plus} plus, {minus} minus)</numerusform>
        </translation>
    </message>
    <message>
        <source>Temp agency</source>
        <translation>Pracovní agentura</translation>
    </message>
    <message>
        <source>Bis</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>penalty {points}</source>
        <translation>postih {points}</translation>
    </message>
    <message>
        <source>Roundabouts</source>
        <translation>Kruhové objezdy</translation>
    </message>
    <message>
        <source>Refusals</source>
        <translation>Zamítnutí</translation>
    </message>
    <message>
        <source>not claimed</source>
        <translation>nesplněn</translation>
    </message>
    <message>
        <source>City plan n°{n}: {state}</source>
        <translation>Městský plán č. {n}: {state}</translation>
    </message>
    <message>
        <source>left end</source>
        <translation>levý konec</translation>
    </message>
    <message>
        <source>right end</source>
        <translation>pravý konec</translation>
    </message>
    <message>
        <source>Ice cream truck, {street}, {side}</source>
        <translation>Zmrzlinářský vůz, {street}, {side}</translation>
    </message>
</context>
<context>
    <name>SheetScene</name>
    <message>
        <source>top street</source>
        <translation>horní ulice</translation>
    </message>
    <message>
        <source>middle street</source>
        <translation>prostřední ulice</translation>
    </message>
    <message>
        <source>bottom street</source>
        <translation>dolní ulice</translation>
    </message>
    <message>
        <source>{street}
all built</source>
        <translation>{street}
zastavěná</translation>
    </message>
    <message>
        <source>5 bis in
one street</source>
        <translation>5 bis
v jedné ulici</translation>
    </message>
    <message>
        <source>7 temps</source>
        <translation>7 zaměstnanců</translation>
    </message>
    <message>
        <source>both ends
of every
street</source>
        <translation>oba konce
každé
ulice</translation>
    </message>
    <message>
        <source>all parks
of two
streets</source>
        <translation>všechny
parky ve
dvou ulicích</translation>
    </message>
    <message>
        <source>parks, pools,
roundabout:
one street</source>
        <translation>parky, bazény,
objezd:
jedna ulice</translation>
    </message>
    <message>
        <source>all pools
of two
streets</source>
        <translation>všechny
bazény ve
dvou ulicích</translation>
    </message>
    <message>
        <source>parks and
pools of the
{street}</source>
        <translation>parky a
bazény
{street}</translation>
    </message>
    <message>
        <source>bis</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>WELCOME TO</source>
        <translation>VÍTEJTE V</translation>
    </message>
    <message>
        <source>written</source>
        <extracomment>The sheet&apos;s paper, under every ink (the marks are checked against it, and against the white of a house&apos;s number box). The order the sheet&apos;s legend lists the inks in.</extracomment>
        <translation>zapsáno</translation>
    </message>
    <message>
        <source>this turn</source>
        <translation>tento tah</translation>
    </message>
    <message>
        <source>last turn</source>
        <translation>minulé kolo</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>rada</translation>
    </message>
    <message>
        <source>estates</source>
        <translation>bloky</translation>
    </message>
    <message>
        <source>truck path</source>
        <translation>trasa vozu</translation>
    </message>
    <message>
        <source>best choice</source>
        <translation>nejlepší volba</translation>
    </message>
    <message>
        <source>live score</source>
        <translation>průběžné body</translation>
    </message>
    <message>
        <source>HOW TO READ</source>
        <translation>LEGENDA</translation>
    </message>
    <message>
        <source>CITY PLANS</source>
        <translation>PROJEKTY</translation>
    </message>
    <message>
        <source>REAL ESTATE</source>
        <translation>OBYTNÉ BLOKY</translation>
    </message>
    <message>
        <source>N°{n}</source>
        <translation>N°{n}</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Horní</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Dolní</translation>
    </message>
    <message>
        <source>PARKS</source>
        <translation>PARKY</translation>
    </message>
    <message>
        <source>POOLS</source>
        <translation>BAZÉNY</translation>
    </message>
    <message>
        <source>TEMP AGENCY</source>
        <translation>AGENTURA</translation>
    </message>
    <message>
        <source>BIS</source>
        <translation>BIS</translation>
    </message>
    <message>
        <source>REFUSALS</source>
        <translation>NEPOVOLENÉ</translation>
    </message>
    <message>
        <source>1st: 7</source>
        <translation>1. místo: 7</translation>
    </message>
    <message>
        <source>2nd: 4</source>
        <translation>2. místo: 4</translation>
    </message>
    <message>
        <source>3rd: 1</source>
        <translation>3. místo: 1</translation>
    </message>
    <message>
        <source>6 boxes:
7 points</source>
        <translation>6 políček:
7 bodů</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>CELKEM</translation>
    </message>
    <message>
        <source>House {n} of {size}, {street}.
Write a house number here: numbers rise from left to right.
&quot;bis&quot; copies a neighbour&apos;s number; a circle with a dot is a roundabout.
The dotted line above it is struck when the house is used for a plan.</source>
        <translation>Dům {n} z {size}, {street}.
Sem se zapisuje číslo domu: čísla zleva doprava stoupají.
„bis“ opakuje číslo sousedního domu; kroužek s tečkou je kruhový objezd.
Tečkovaná čára nad domem se přeškrtne, když je dům použitý pro projekt.</translation>
    </message>
    <message>
        <source>Planned pool of house {n}, {street}.
It is built (circled) when a number is written in this house with the pool effect.</source>
        <translation>Naplánovaný bazén u domu {n}, {street}.
Postaví se (zakroužkuje), když do tohoto domu zapíšete číslo s akcí Výrobce bazénů.</translation>
    </message>
    <message>
        <source>Fence slot between houses {a} and {b}, {street}.
The surveyor draws a fence here; fences close estates.</source>
        <translation>Místo pro plot mezi domy {a} a {b}, {street}.
Zeměměřič sem kreslí plot; ploty uzavírají obytné bloky.</translation>
    </message>
    <message>
        <source>Parks of the {street}: each park built crosses the next tree.
Points: the first value not crossed ({values}).</source>
        <translation>Parky {street}: každý postavený park škrtne další strom.
Body: první neškrtnutá hodnota ({values}).</translation>
    </message>
    <message>
        <source>Temp agency: a box is crossed each time the number is changed by up to 2 (or the effect is used).
Most boxes: 7 points, second: 4, third: 1. Playing alone: 7 points with 6 boxes.</source>
        <translation>Personální agentura: políčko se škrtne pokaždé, když se číslo změní až o 2 (nebo se akce použije).
Nejvíc políček: 7 bodů, druhé místo: 4, třetí: 1. Ve hře jednoho hráče: 7 bodů za 6 políček.</translation>
    </message>
    <message>
        <source>Bis: a box is crossed for every bis house.
Penalty: the first value not crossed.</source>
        <translation>Bis: za každý dům s děleným číslem se škrtne jedno políčko.
Trestné body: první neškrtnutá hodnota.</translation>
    </message>
    <message>
        <source>Roundabouts (advanced variant): a box is crossed for each one built, at most two.
Penalty: the first value not crossed.</source>
        <translation>Kruhové objezdy (pokročilá varianta): za každý postavený se škrtne jedno políčko, nejvýše dvě.
Trestné body: první neškrtnutá hodnota.</translation>
    </message>
    <message>
        <source>Building-permit refusals: a box is crossed when no number can be written.
Penalty: the first value not crossed; the third refusal ends the game.</source>
        <translation>Nepovolené stavby: políčko se škrtne, když nelze zapsat žádné číslo.
Trestné body: první neškrtnutá hodnota; třetí nepovolená stavba ukončí hru.</translation>
    </message>
    <message numerus="yes">
        <source>Real estate, estates of {size} house(s): each mark raises the value of every such estate.
Points: number of estates × the first value not crossed.</source>
        <translation>
            <numerusform>Realitní agent, obytné bloky velikosti {size}: každé škrtnutí zvýší hodnotu všech takových bloků.
Body: počet bloků × první neškrtnutá hodnota.</numerusform>
            <numerusform>Realitní agent, obytné bloky velikosti {size}: každé škrtnutí zvýší hodnotu všech takových bloků.
Body: počet bloků × první neškrtnutá hodnota.</numerusform>
            <numerusform>Realitní agent, obytné bloky velikosti {size}: každé škrtnutí zvýší hodnotu všech takových bloků.
Body: počet bloků × první neškrtnutá hodnota.</numerusform>
        </translation>
    </message>
    <message>
        <source>City plan n°{n}.</source>
        <translation>Projekt č. {n}.</translation>
    </message>
    <message>
        <source>advanced
only</source>
        <translation>jen
pokročilá</translation>
    </message>
    <message>
        <source>ICE CREAM</source>
        <translation>ZMRZLINA</translation>
    </message>
    <message>
        <source>LIGHTS</source>
        <translation>SVĚTÝLKA</translation>
    </message>
    <message>
        <source>EGGS</source>
        <translation>VAJÍČKA</translation>
    </message>
    <message>
        <source>Eggs</source>
        <translation>Vajíčka</translation>
    </message>
    <message>
        <source>Christmas lights: neighbouring houses are linked when the right one is the left one + 1, or the same (a bis).
Points: per street, the houses of its longest string of lights.</source>
        <translation>Vánoční světýlka: sousední domy jsou spojené, když je číslo pravého o 1 větší než levého, nebo stejné (bis).
Body: v každé ulici domy jejího nejdelšího řetězu světýlek.</translation>
    </message>
    <message>
        <source>Easter eggs: 0, 8 or 10 written on an egg house collect all its eggs; 6, 9 or 16 collect one.
Points by the eggs collected: 6 → 5, 10 → 10, 14 → 20, 18 → 35.</source>
        <translation>Velikonoční vajíčka: 0, 8 nebo 10 napsané na dům s vajíčky seberou všechna jeho vajíčka; 6, 9 nebo 16 jedno.
Body podle sebraných vajíček: 6 → 5, 10 → 10, 14 → 20, 18 → 35.</translation>
    </message>
    <message>
        <source>Ice cream: per street, the scoops of the cones sold (circled), +1 per cone sold with the street&apos;s bonus (star) circled.
The first to pass a street&apos;s last cone gets its bonus; the others cross it.</source>
        <translation>Zmrzlina: v každé ulici kopečky prodaných (zakroužkovaných) kornoutů, +1 za každý prodaný kornout, je-li bonus ulice (hvězda) zakroužkovaný.
Kdo první projede posledním kornoutem ulice, získá její bonus; ostatní ho škrtnou.</translation>
    </message>
    <message>
        <source>The bottom street&apos;s truck at the left end: it drives to the right.
Chosen when the first number is written in the bottom street; the other truck is crossed.</source>
        <translation>Zmrzlinářský vůz dolní ulice na levém konci: jede doprava.
Vybírá se s prvním číslem v dolní ulici; druhý vůz se škrtne.</translation>
    </message>
    <message>
        <source>The bottom street&apos;s truck at the right end: it drives to the left.
Chosen when the first number is written in the bottom street; the other truck is crossed.</source>
        <translation>Zmrzlinářský vůz dolní ulice na pravém konci: jede doleva.
Vybírá se s prvním číslem v dolní ulici; druhý vůz se škrtne.</translation>
    </message>
    <message>
        <source>Chosen now: cones sold {sold} (scoops {scoops}), cones lost {lost}.</source>
        <translation>Vybraný teď: prodané kornouty {sold} (kopečky {scoops}), ztracené kornouty {lost}.</translation>
    </message>
    <message>
        <source>all cones
of a street
sold</source>
        <translation>všechny
kornouty
ulice prodané</translation>
    </message>
    <message>
        <source>a whole
street
lit</source>
        <translation>celá
ulice
osvětlená</translation>
    </message>
    <message>
        <source>7 eggs of
the bottom
street</source>
        <translation>7 vajíček
dolní
ulice</translation>
    </message>
    <message>
        <source>no cone
sold</source>
        <translation>žádný
prodaný
kornout</translation>
    </message>
    <message>
        <source>3 cones
sold each</source>
        <translation>v každém
3 prodané</translation>
    </message>
    <message>
        <source>all lit</source>
        <translation>osvětlené</translation>
    </message>
    <message>
        <source>unlit</source>
        <translation>neosvětlené</translation>
    </message>
    <message>
        <source>no egg</source>
        <translation>bez vajíček</translation>
    </message>
    <message>
        <source>3 eggs
each</source>
        <translation>v každém
3 vajíčka</translation>
    </message>
    <message numerus="yes">
        <source>City plan n°{n}: {requirement}.
{first} point(s) to whoever claims it first, then {second}.</source>
        <translation>
            <numerusform>Projekt č. {n}: {requirement}.
Kdo ho splní první, získá {first} bod, kdo později, {second} b.</numerusform>
            <numerusform>Projekt č. {n}: {requirement}.
Kdo ho splní první, získá {first} body, kdo později, {second} b.</numerusform>
            <numerusform>Projekt č. {n}: {requirement}.
Kdo ho splní první, získá {first} bodů, kdo později, {second} b.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>The Solo card</source>
        <extracomment>The share of the width the right column (scores, codes, network panel) takes.</extracomment>
        <translation>Karta Sólo</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Sólo</translation>
    </message>
    <message>
        <source>Scan your seat&apos;s code with your phone&apos;s camera to play</source>
        <extracomment>How everyone scored, in ranking order, at the end. What each small sheet shows (name, sheet, last turn&apos;s words). The network panel held at the foot of the right column (while in view).</extracomment>
        <translation>Naskenujte kód svého místa fotoaparátem telefonu a hrajte</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Hra skončila</translation>
    </message>
    <message>
        <source>Waiting for the players</source>
        <translation>Čeká se na hráče</translation>
    </message>
    <message>
        <source>Turn {turn} · cards left: {count}</source>
        <translation>Tah {turn} · zbývá karet: {count}</translation>
    </message>
    <message>
        <source>The game ended: {reason}.</source>
        <translation>Hra skončila: {reason}.</translation>
    </message>
    <message>
        <source>Everyone has confirmed.</source>
        <translation>Všichni potvrdili.</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Čeká se na: {names}.</translation>
    </message>
    <message>
        <source>Claimed by {names}</source>
        <translation>Splnili: {names}</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Dokončený projekt</translation>
    </message>
    <message>
        <source>Not claimed yet</source>
        <translation>Zatím nesplněn</translation>
    </message>
    <message>
        <source>Passed to {name}</source>
        <translation>Předána hráči {name}</translation>
    </message>
    <message>
        <source>On top of the deck</source>
        <translation>Navrchu balíčku</translation>
    </message>
    <message>
        <source>✓ {name}: joined</source>
        <translation>✓ {name}: připojen(a)</translation>
    </message>
    <message>
        <source>○ {name}: not joined yet</source>
        <translation>○ {name}: zatím nepřipojen(a)</translation>
    </message>
    <message numerus="yes">
        <source>{mark}{name}: {score} point(s)</source>
        <translation>
            <numerusform>{mark}{name}: {score} bod</numerusform>
            <numerusform>{mark}{name}: {score} body</numerusform>
            <numerusform>{mark}{name}: {score} bodů</numerusform>
        </translation>
    </message>
    <message>
        <source>computer</source>
        <translation>počítač</translation>
    </message>
    <message>
        <source>The game starts when every seat is taken, or when the host starts it.</source>
        <translation>Hra začne, až budou obsazená všechna místa, nebo až ji hostitel spustí.</translation>
    </message>
    <message>
        <source>The cards in everyone&apos;s hands stay there: each player sees theirs on their phone.</source>
        <translation>Karty v rukou zůstávají skryté: každý hráč vidí ty své na svém telefonu.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>The final scores</source>
        <translation>Konečné výsledky</translation>
    </message>
</context>
<context>
    <name>TurnBanner</name>
    <message>
        <source>{name} plays</source>
        <translation>Hraje {name}</translation>
    </message>
</context>
<context>
    <name>TurnView</name>
    <message>
        <source>The game has not started: it starts when everyone is there (the host starts it).</source>
        <translation>Hra ještě nezačala: začne, až budou všichni u stolu (zahájí ji hostitel).</translation>
    </message>
    <message>
        <source>You are watching: the table as of the last resolved turn, and who has confirmed.</source>
        <translation>Sledujete: stůl po posledním vyhodnoceném tahu a kdo už potvrdil.</translation>
    </message>
    <message>
        <source>A local copy: your sheet as the host last acknowledged it, the others&apos; as of the last resolved turn.</source>
        <translation>Místní kopie: váš list, jak ho hostitel naposledy potvrdil, listy ostatních po posledním vyhodnoceném tahu.</translation>
    </message>
    <message>
        <source>Nothing is left to choose: your turn is confirmed in a moment. Undo (Ctrl+Z) keeps it open.</source>
        <translation>Už není co volit: váš tah se za okamžik potvrdí. Zpět (Ctrl+Z) ho nechá otevřený.</translation>
    </message>
    <message>
        <source>On top of the deck: the Solo card.</source>
        <translation>Navrchu balíčku: karta Sólo.</translation>
    </message>
    <message>
        <source>On top of the deck, effect side up: {effect}.</source>
        <translation>Navrchu balíčku, stranou s akcí nahoru: {effect}.</translation>
    </message>
    <message>
        <source>Card 1 was passed to you by {name}.</source>
        <translation>Kartu 1 vám předal(a) {name}.</translation>
    </message>
</context>
<context>
    <name>ValueChooser</name>
    <message>
        <source>Temp agency</source>
        <translation>Personální agentura</translation>
    </message>
    <message>
        <source>Which number do you write in this house?</source>
        <translation>Jaké číslo zapíšete do tohoto domu?</translation>
    </message>
    <message>
        <source>The card shows {number}; a changed number crosses a temp box.</source>
        <translation>Na kartě je {number}; změněné číslo škrtne políčko personální agentury.</translation>
    </message>
    <message>
        <source>as dealt</source>
        <translation>původní</translation>
    </message>
    <message>
        <source>Write {number}</source>
        <translation>Zapsat {number}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
</context>
<context>
    <name>Ways</name>
    <message>
        <source>Play alone</source>
        <translation>Hrát sám</translation>
    </message>
    <message>
        <source>A solo game with the Solo card, or against the computer.</source>
        <translation>Hra jednoho hráče s kartou Sólo, nebo proti počítači.</translation>
    </message>
    <message>
        <source>Play at this screen</source>
        <translation>Hrát u této obrazovky</translation>
    </message>
    <message>
        <source>Several people take turns at this computer.</source>
        <translation>U tohoto počítače se střídá více lidí.</translation>
    </message>
    <message>
        <source>Host a game for others</source>
        <translation>Hostit hru pro ostatní</translation>
    </message>
    <message>
        <source>People at other computers join your table with a short code.</source>
        <translation>Lidé u jiných počítačů se k vašemu stolu připojí krátkým kódem.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Připojit se ke hře</translation>
    </message>
    <message>
        <source>Someone hosts a table: pick it or type its address, then your code.</source>
        <translation>Někdo hostí stůl: vyberte ho nebo napište jeho adresu, pak svůj kód.</translation>
    </message>
    <message>
        <source>How do you want to play?</source>
        <translation>Jak chcete hrát?</translation>
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
        <translation>{most} a {last}</translation>
    </message>
</context>
</TS>
