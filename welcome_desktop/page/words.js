// The page's words in the browser's language: English (the keys), Italian, Czech. One
// catalogue: a word the window also says is the window's own translation (checked by
// tests/network/test_page_words.py against resources/translations/*.ts). Words with a count
// ("{score} point(s)") are in COUNTED, a form per plural category of each language, English's
// too ("(s)" never shows).
export const WORDS = /*JSON*/{
  "Skip effect": {"it": "Salta effetto", "cs": "Vynechat akci"},
  "Refusal": {"it": "Permesso rifiutato", "cs": "Nepovolená stavba"},
  "Roundabout": {"it": "Rotatoria", "cs": "Kruhový objezd"},
  "Undo": {"it": "Annulla", "cs": "Zpět"},
  "Redo": {"it": "Ripeti", "cs": "Znovu"},
  "Confirm turn": {"it": "Conferma turno", "cs": "Potvrdit tah"},
  "Surveyor": {"it": "Geometra", "cs": "Zeměměřič"},
  "Real Estate Agent": {"it": "Agente immobiliare", "cs": "Realitní agent"},
  "Landscaper": {"it": "Paesaggista", "cs": "Zahradní architekt"},
  "Pool Manufacturer": {"it": "Costruttore di piscine", "cs": "Výrobce bazénů"},
  "Temp Agency": {"it": "Agenzia per il lavoro", "cs": "Personální agentura"},
  "Bis": {"it": "Bis", "cs": "Dělené číslo domu (Bis)"},
  "Choose a combination.": {"it": "Scegli una combinazione.", "cs": "Vyberte kombinaci."},
  "Use the effect on a lit place, or skip it.": {"it": "Usa l'effetto su un punto evidenziato, oppure saltalo.", "cs": "Použijte akci na zvýrazněném místě, nebo ji vynechte."},
  "Confirm the turn.": {"it": "Conferma il turno.", "cs": "Potvrďte tah."},
  "Claim a plan, or confirm the turn.": {"it": "Realizza un piano o conferma il turno.", "cs": "Splňte projekt, nebo potvrďte tah."},
  "The game is over.": {"it": "La partita è finita.", "cs": "Hra skončila."},
  "Waiting for {names}.": {"it": "In attesa di {names}.", "cs": "Čeká se na: {names}."},
  "Turn confirmed. Waiting for {names}.": {"it": "Turno confermato. In attesa di {names}.", "cs": "Tah je potvrzený. Čeká se na: {names}."},
  "Turn confirmed. Waiting for the other players.": {"it": "Turno confermato. In attesa degli altri giocatori.", "cs": "Tah je potvrzený. Čeká se na ostatní hráče."},
  "No number fits now, but a roundabout would make room: build one.": {"it": "Ora nessun numero può essere scritto, ma una rotatoria farebbe spazio: costruiscine una.", "cs": "Teď nejde zapsat žádné číslo, ale kruhový objezd by uvolnil místo: postavte ho."},
  "No combination can be written: take a building-permit refusal.": {"it": "Nessuna combinazione può essere scritta: segna un permesso di costruzione rifiutato.", "cs": "Žádnou kombinaci nelze zapsat: zapište si nepovolenou stavbu."},
  "Waiting for: {names}.": {"it": "In attesa di: {names}.", "cs": "Čeká se na: {names}."},
  "The host starts the game when everyone is there.": {"it": "Chi ospita inizia la partita quando ci sono tutti.", "cs": "Hostitel zahájí hru, až budou všichni u stolu."},
  "Choose the bottom street's ice cream truck: tap one of its two lit trucks.": {"it": "Scegli il furgoncino dei gelati della strada in basso: tocca uno dei due furgoncini evidenziati.", "cs": "Vyberte zmrzlinářský vůz dolní ulice: klepněte na jeden z jejích dvou zvýrazněných vozů."},
  "Tap a lit house to write the number.": {"it": "Tocca una casa evidenziata per scrivere il numero.", "cs": "Klepněte na zvýrazněný dům a zapište do něj číslo."},
  "Tap the card of the number, then the card of the effect.": {"it": "Tocca la carta del numero, poi quella dell'effetto.", "cs": "Klepněte na kartu s číslem, pak na kartu s akcí."},
  "Now tap the card whose effect you use.": {"it": "Ora tocca la carta di cui usi l'effetto.", "cs": "Teď klepněte na kartu, jejíž akci použijete."},
  "Tap an empty lit house to build a roundabout there.": {"it": "Tocca una casa vuota evidenziata per costruirvi una rotatoria.", "cs": "Klepněte na prázdný zvýrazněný dům a postavte tam kruhový objezd."},
  "Card {n}: {number}, {effect}": {"it": "Carta {n}: {number}, {effect}", "cs": "Karta {n}: {number}, {effect}"},
  "Top street": {"it": "Via in alto", "cs": "Horní ulice"},
  "Middle street": {"it": "Via di mezzo", "cs": "Prostřední ulice"},
  "Bottom street": {"it": "Via in basso", "cs": "Dolní ulice"},
  "{street}, house {n}": {"it": "{street}, casa {n}", "cs": "{street}, dům {n}"},
  "{street}, fence after house {n}": {"it": "{street}, recinzione dopo la casa {n}", "cs": "{street}, plot za domem {n}"},
  "{street}, park": {"it": "{street}, parco", "cs": "{street}, park"},
  "{street}, pool at house {n}": {"it": "{street}, piscina della casa {n}", "cs": "{street}, bazén u domu {n}"},
  "Estates of {n}": {"it": "Complessi da {n}", "cs": "Obytné bloky velikosti {n}"},
  "Ice cream truck, left": {"it": "Furgone dei gelati, a sinistra", "cs": "Zmrzlinářský vůz, vlevo"},
  "Ice cream truck, right": {"it": "Furgone dei gelati, a destra", "cs": "Zmrzlinářský vůz, vpravo"},
  "{street}\nall built": {"it": "{street}\ncompleta", "cs": "{street}\nzastavěná"},
  "5 bis in\none street": {"it": "5 bis in\nuna strada", "cs": "5 bis\nv jedné ulici"},
  "7 temps": {"it": "7 lavoratori", "cs": "7 zaměstnanců"},
  "both ends\nof every\nstreet": {"it": "estremità\ndi ogni\nstrada", "cs": "oba konce\nkaždé\nulice"},
  "all parks\nof two\nstreets": {"it": "parchi\ncompleti in\ndue strade", "cs": "všechny\nparky ve\ndvou ulicích"},
  "all pools\nof two\nstreets": {"it": "piscine\ncomplete in\ndue strade", "cs": "všechny\nbazény ve\ndvou ulicích"},
  "parks, pools,\nroundabout:\none street": {"it": "parchi, piscine,\nrotatoria:\nuna strada", "cs": "parky, bazény,\nobjezd:\njedna ulice"},
  "parks and\npools of the\n{street}": {"it": "parchi e\npiscine della\n{street}", "cs": "parky a\nbazény\n{street}"},
  "all cones\nof a street\nsold": {"it": "tutti i coni\ndi una strada\nvenduti", "cs": "všechny\nkornouty\nulice prodané"},
  "a whole\nstreet\nlit": {"it": "una strada\ntutta\nilluminata", "cs": "celá\nulice\nosvětlená"},
  "7 eggs of\nthe bottom\nstreet": {"it": "7 uova\ndella strada\nin basso", "cs": "7 vajíček\ndolní\nulice"},
  "no cone\nsold": {"it": "nessun cono\nvenduto", "cs": "žádný\nprodaný\nkornout"},
  "3 cones\nsold each": {"it": "3 coni\nvenduti\nciascuno", "cs": "v každém\n3 prodané"},
  "all lit": {"it": "illuminati", "cs": "osvětlené"},
  "unlit": {"it": "spenti", "cs": "neosvětlené"},
  "no egg": {"it": "nessun uovo", "cs": "bez vajíček"},
  "3 eggs\neach": {"it": "3 uova\nciascuno", "cs": "v každém\n3 vajíčka"},
  "top street": {"it": "strada in alto", "cs": "horní ulice"},
  "middle street": {"it": "strada centrale", "cs": "prostřední ulice"},
  "bottom street": {"it": "strada in basso", "cs": "dolní ulice"},
  "Chosen now: cones sold {sold} (scoops {scoops}), cones lost {lost}.": {"it": "Scelto ora: coni venduti {sold} (palline {scoops}), coni persi {lost}.", "cs": "Vybraný teď: prodané kornouty {sold} (kopečky {scoops}), ztracené kornouty {lost}."},
  "City plan {n}": {"it": "Piano urbanistico {n}", "cs": "Stavební projekt {n}"},
  "Pools": {"it": "Piscine", "cs": "Bazény"},
  "Temps": {"it": "Interinali", "cs": "Brigádníci"},
  "Refusals": {"it": "Rifiuti", "cs": "Nepovolené"},
  "Roundabouts": {"it": "Rotatorie", "cs": "Kruhové objezdy"},
  "Write {n}": {"it": "Scrivi {n}", "cs": "Zapsat {n}"},
  "Cancel": {"it": "Annulla", "cs": "Zrušit"},
  "Ask for a reshuffle": {"it": "Chiedi di rimescolare", "cs": "Požádat o zamíchání"},
  "Turn {n}": {"it": "Turno {n}", "cs": "Tah {n}"},
  "Score: {n}": {"it": "Punti: {n}", "cs": "Body: {n}"},
  "confirmed": {"it": "ha confermato", "cs": "potvrdil(a)"},
  "playing": {"it": "sta giocando", "cs": "hraje"},
  "away": {"it": "assente", "cs": "pryč"},
  "Connecting…": {"it": "Connessione…", "cs": "Připojování…"},
  "Connected.": {"it": "Connesso.", "cs": "Připojeno."},
  "Connection lost: reconnecting… Your turn so far is kept.": {"it": "Connessione persa: riconnessione… Il turno fin qui resta com'è.", "cs": "Spojení se ztratilo: připojuji znovu… Dosavadní tah zůstává."},
  "Open this page from your seat's link or QR code.": {"it": "Apri questa pagina dal link o dal codice QR del tuo posto.", "cs": "Otevřete tuto stránku z odkazu nebo QR kódu svého místa."},
  "This seat is played on another device now.": {"it": "Questo posto ora si gioca su un altro dispositivo.", "cs": "Toto místo se teď hraje na jiném zařízení."},
  "Not sent: the connection is lost. Tap again once it is back.": {"it": "Non inviato: la connessione è persa. Tocca di nuovo quando torna.", "cs": "Neodesláno: spojení se ztratilo. Až se obnoví, klepněte znovu."},
  "Final ranking": {"it": "Classifica finale", "cs": "Konečné pořadí"},
  "The table": {"it": "Il tavolo", "cs": "Stůl"},
  "Your sheet": {"it": "Il tuo foglio", "cs": "Váš list"},
  "Cards": {"it": "Carte", "cs": "Karty"},
  "Sheet": {"it": "Foglio", "cs": "List"},
  "Plans": {"it": "Piani", "cs": "Projekty"},
  "Parks": {"it": "Parchi", "cs": "Parky"},
  "Estates": {"it": "Complessi", "cs": "Obytné bloky"},
  "Total": {"it": "Totale", "cs": "Celkem"},
  "Ice cream": {"it": "Gelati", "cs": "Zmrzlina"},
  "Christmas lights": {"it": "Luci di Natale", "cs": "Vánoční světýlka"},
  "Easter eggs": {"it": "Uova di Pasqua", "cs": "Velikonoční vajíčka"},
  "cone, scoops: {n}": {"it": "cono, palline: {n}", "cs": "kornout, kopečky: {n}"},
  "sold": {"it": "venduto", "cs": "prodaný"},
  "lost": {"it": "perso", "cs": "ztracený"},
  "eggs: {n}, collected: {collected}": {"it": "uova: {n}, raccolte: {collected}", "cs": "vajíčka: {n}, sebraná: {collected}"},
  "Your name": {"it": "Il tuo nome", "cs": "Vaše jméno"},
  "Give my name": {"it": "Usa il mio nome", "cs": "Použít mé jméno"},
  "A name is 1 to {limit} letters, digits or signs on one line.": {"it": "Un nome è fatto di 1-{limit} lettere, cifre o segni su una riga.", "cs": "Jméno má 1 až {limit} písmen, číslic nebo znaků na jednom řádku."},
  "Another player is called {name}: choose another name.": {"it": "Un altro giocatore si chiama {name}: scegli un altro nome.", "cs": "Jiný hráč se jmenuje {name}: zvolte jiné jméno."},
  "The game has started: names are given before it starts.": {"it": "La partita è iniziata: i nomi si danno prima dell'inizio.", "cs": "Hra už začala: jména se zadávají před jejím začátkem."},
  "Housing estates of exactly these sizes: {sizes} (one estate per number).": {"it": "Complessi residenziali esattamente di queste dimensioni: {sizes} (un complesso per ogni numero).", "cs": "Obytné bloky přesně těchto velikostí: {sizes} (jeden blok za každé číslo)."},
  "Every house of the top street built (numbered or a roundabout), none of them used for another plan.": {"it": "Tutte le case della strada in alto costruite (numerate o rotatorie), nessuna già usata per un altro piano.", "cs": "Všechny domy horní ulice postavené (s číslem nebo kruhový objezd), žádný z nich nepoužitý pro jiný projekt."},
  "Every house of the middle street built (numbered or a roundabout), none of them used for another plan.": {"it": "Tutte le case della strada centrale costruite (numerate o rotatorie), nessuna già usata per un altro piano.", "cs": "Všechny domy prostřední ulice postavené (s číslem nebo kruhový objezd), žádný z nich nepoužitý pro jiný projekt."},
  "Every house of the bottom street built (numbered or a roundabout), none of them used for another plan.": {"it": "Tutte le case della strada in basso costruite (numerate o rotatorie), nessuna già usata per un altro piano.", "cs": "Všechny domy dolní ulice postavené (s číslem nebo kruhový objezd), žádný z nich nepoužitý pro jiný projekt."},
  "Five bis houses in the same street.": {"it": "Cinque case bis nella stessa strada.", "cs": "Pět domů s děleným číslem (bis) v jedné ulici."},
  "Seven temp agency boxes crossed.": {"it": "Sette caselle dell'Agenzia per il lavoro barrate.", "cs": "Sedm škrtnutých políček personální agentury."},
  "The first and the last house of every street built, none of them used for another plan.": {"it": "La prima e l'ultima casa di ogni strada costruite, nessuna già usata per un altro piano.", "cs": "První a poslední dům každé ulice postavený, žádný z nich nepoužitý pro jiný projekt."},
  "All the parks of two streets built.": {"it": "Tutti i parchi di due strade costruiti.", "cs": "Všechny parky ve dvou ulicích postavené."},
  "All the pools of two streets built.": {"it": "Tutte le piscine di due strade costruite.", "cs": "Všechny bazény ve dvou ulicích postavené."},
  "In one street: all its parks, all its pools and a roundabout.": {"it": "In una stessa strada: tutti i parchi, tutte le piscine e una rotatoria.", "cs": "V jedné ulici: všechny její parky, všechny její bazény a kruhový objezd."},
  "All the parks and all the pools of the top street.": {"it": "Tutti i parchi e tutte le piscine della strada in alto.", "cs": "Všechny parky a všechny bazény horní ulice."},
  "All the parks and all the pools of the middle street.": {"it": "Tutti i parchi e tutte le piscine della strada centrale.", "cs": "Všechny parky a všechny bazény prostřední ulice."},
  "All the parks and all the pools of the bottom street.": {"it": "Tutti i parchi e tutte le piscine della strada in basso.", "cs": "Všechny parky a všechny bazény dolní ulice."},
  "Every ice cream cone of one street sold (circled).": {"it": "Tutti i coni gelato di una strada venduti (cerchiati).", "cs": "Všechny kornouty zmrzliny jedné ulice prodané (zakroužkované)."},
  "All the houses of one street in a single string of lights.": {"it": "Tutte le case di una strada in un'unica fila di luci.", "cs": "Všechny domy jedné ulice v jediném řetězu světýlek."},
  "All 7 Easter eggs of the bottom street collected.": {"it": "Tutte le 7 uova di Pasqua della strada in basso raccolte.", "cs": "Všech 7 velikonočních vajíček dolní ulice sebraných."},
  "Housing estates of 3, 4 and 5 houses, no cone sold in any of them (lost cones allowed).": {"it": "Complessi residenziali da 3, 4 e 5 case, senza coni venduti in nessuno di essi (i coni persi sono ammessi).", "cs": "Bloky o 3, 4 a 5 domech, v žádném z nich prodaný kornout (ztracené kornouty nevadí)."},
  "Three housing estates of 4 houses, each with at least 3 cones sold.": {"it": "Tre complessi residenziali da 4 case, ognuno con almeno 3 coni venduti.", "cs": "Tři bloky o 4 domech, každý s nejméně 3 prodanými kornouty."},
  "Two housing estates of 6 houses, each with its six houses in one string of lights.": {"it": "Due complessi residenziali da 6 case, ognuno con le sue sei case in un'unica fila di luci.", "cs": "Dva bloky o 6 domech, v každém všech šest domů v jednom řetězu světýlek."},
  "Two housing estates of 3 houses with no light inside either.": {"it": "Due complessi residenziali da 3 case, senza luci all'interno di nessuno dei due.", "cs": "Dva bloky o 3 domech, oba bez světýlek uvnitř."},
  "Housing estates of 2, 3 and 4 houses, no egg collected in any of them.": {"it": "Complessi residenziali da 2, 3 e 4 case, senza uova raccolte in nessuno di essi.", "cs": "Bloky o 2, 3 a 4 domech, v žádném z nich sebrané vajíčko."},
  "Three housing estates of 3 houses, each with at least 3 eggs collected.": {"it": "Tre complessi residenziali da 3 case, ognuno con almeno 3 uova raccolte.", "cs": "Tři bloky o 3 domech, každý s nejméně 3 sebranými vajíčky."},
  "City plan n°{deck}": {"it": "Piano Urbanistico n°{deck}", "cs": "Projekt č. {deck}"},
  "{first} points to whoever completes it first, {second} points later.": {"it": "{first} punti a chi lo realizza per primo, poi {second} punti.", "cs": "Kdo ho splní první, získá {first} b., kdo později, {second} b."},
  "Approved: a claim now scores {value} points.": {"it": "Approvato: ora realizzarlo vale {value} punti.", "cs": "Dokončený projekt: splnění teď vynese {value} b."},
  "Project: nobody has completed it yet; a claim now scores {value} points.": {"it": "Progetto: nessuno l'ha ancora realizzato; ora realizzarlo vale {value} punti.", "cs": "Projekt: zatím ho nikdo nesplnil; splnění teď vynese {value} b."},
  "City plans": {"it": "Piani Urbanistici", "cs": "Projekty"},
  "Theme": {"it": "Tema", "cs": "Téma"},
  "No game on this host has this code: scan your seat's QR code again.": {"it": "Nessuna partita su questo host ha questo codice: inquadra di nuovo il codice QR del tuo posto.", "cs": "Žádná hra na tomto hostiteli nemá tento kód: naskenujte znovu QR kód svého místa."},
  "This seat is taken: its player comes back on their own phone.": {"it": "Questo posto è occupato: il suo giocatore ritorna dal proprio telefono.", "cs": "Toto místo je obsazené: jeho hráč se vrací na svém telefonu."},
  "Too many taps at once: wait a moment.": {"it": "Troppi tocchi insieme: aspetta un momento.", "cs": "Příliš mnoho klepnutí najednou: chvíli počkejte."},
  "This page is from another version of the game: reload it.": {"it": "Questa pagina è di un'altra versione del gioco: ricaricala.", "cs": "Tato stránka je z jiné verze hry: načtěte ji znovu."},
  "This page has joined its game already: reload it if it seems stuck.": {"it": "Questa pagina è già entrata nella sua partita: ricaricala se sembra bloccata.", "cs": "Tato stránka už je ve své hře: pokud se zdá zaseknutá, načtěte ji znovu."},
  "This phone's place at the table has expired: open your seat's link again.": {"it": "Il posto di questo telefono al tavolo è scaduto: apri di nuovo il link del tuo posto.", "cs": "Místo tohoto telefonu u stolu vypršelo: otevřete znovu odkaz svého místa."},
  "The host cannot make this game.": {"it": "Chi ospita non può creare questa partita.", "cs": "Hostitel tuto hru nemůže vytvořit."},
  "The host is full: it takes no more games now.": {"it": "Chi ospita è al completo: ora non accetta altre partite.", "cs": "Hostitel je plný: teď už další hry nepřijímá."},
  "There is no such seat in this game.": {"it": "In questa partita non c'è questo posto.", "cs": "Takové místo v této hře není."},
  "The game has not started yet: it starts when everyone is there.": {"it": "La partita non è ancora iniziata: inizia quando ci sono tutti.", "cs": "Hra ještě nezačala: začne, až budou všichni u stolu."},
  "There is nothing to undo.": {"it": "Non c'è niente da annullare.", "cs": "Není co vrátit."},
  "There is nothing to redo.": {"it": "Non c'è niente da ripetere.", "cs": "Není co zopakovat."},
  "There is no such computer level.": {"it": "Questo livello del computer non esiste.", "cs": "Taková úroveň počítače neexistuje."},
  "A tap arrived out of order and was left out.": {"it": "Un tocco è arrivato fuori ordine ed è stato ignorato.", "cs": "Klepnutí dorazilo mimo pořadí a bylo vynecháno."},
  "The host did not understand this page: reload it.": {"it": "Chi ospita non ha capito questa pagina: ricaricala.", "cs": "Hostitel této stránce nerozuměl: načtěte ji znovu."},
  "street {street} has no house {house}": {"it": "la strada {street} non ha una casa {house}", "cs": "ulice {street} nemá dům {house}"},
  "there is no street {street}": {"it": "la strada {street} non esiste", "cs": "ulice {street} neexistuje"},
  "street {street} has no fence slot {slot}": {"it": "la strada {street} non ha uno spazio per staccionata {slot}", "cs": "ulice {street} nemá místo pro plot {slot}"},
  "there is no combination {index}": {"it": "la combinazione {index} non esiste", "cs": "kombinace {index} neexistuje"},
  "there is no card {index} in the hand": {"it": "la carta {index} non è nella mano", "cs": "karta {index} není v ruce"},
  "a combination was already chosen this turn": {"it": "in questo turno è già stata scelta una combinazione", "cs": "v tomto tahu už byla kombinace vybrána"},
  "choose one of the three combinations": {"it": "scegli una delle tre combinazioni", "cs": "vyberte jednu ze tří kombinací"},
  "choose the card giving the number and a different card giving the effect": {"it": "scegli la carta da cui prendere il numero e un'altra carta da cui prendere l'effetto", "cs": "vyberte kartu, ze které vezmete číslo, a jinou kartu, ze které vezmete akci"},
  "the record's cards cannot go on with the game: {why}": {"it": "con le carte della partita registrata non si può proseguire: {why}", "cs": "s kartami ze záznamu hry nelze pokračovat: {why}"},
  "write exactly one number, right after choosing": {"it": "scrivi un solo numero, subito dopo la scelta", "cs": "zapište právě jedno číslo, hned po výběru"},
  "the effect is used right after the number": {"it": "l'effetto si usa subito dopo aver scritto il numero", "cs": "akce se použije hned po zapsání čísla"},
  "a roundabout is built before choosing or after the effect": {"it": "la rotatoria si costruisce prima della scelta o dopo l'effetto", "cs": "kruhový objezd se staví před výběrem kombinace, nebo až po akci"},
  "plans are claimed after the number (or refusal) and effect": {"it": "i piani si realizzano dopo il numero (o il permesso rifiutato) e l'effetto", "cs": "projekty se plní až po zapsání čísla (nebo nepovolené stavby) a po akci"},
  "a reshuffle is asked for at the end of the turn": {"it": "il rimescolamento si chiede alla fine del turno", "cs": "o zamíchání se žádá na konci tahu"},
  "a reshuffle was already asked for": {"it": "il rimescolamento è già stato chiesto", "cs": "o zamíchání už bylo požádáno"},
  "the number written must be {number}, the chosen number": {"it": "il numero da scrivere è {number}, quello scelto", "cs": "zapsat se musí vybrané číslo {number}"},
  "the combination's effect is {effect}": {"it": "l'effetto della combinazione è {effect}", "cs": "akce této kombinace je {effect}"},
  "a park is built on the street of this turn's number": {"it": "il parco si costruisce nella strada in cui hai scritto il numero in questo turno", "cs": "park se staví v ulici, do které jste v tomto tahu zapsali číslo"},
  "the pool goes on the house just numbered": {"it": "la piscina va costruita nella casa appena numerata", "cs": "bazén se staví u domu, do kterého jste právě zapsali číslo"},
  "the number did not go on a planned-pool house": {"it": "il numero non è stato scritto in una casa con una piscina prevista", "cs": "číslo nebylo zapsáno do domu s naplánovaným bazénem"},
  "a refusal is taken instead of choosing a combination": {"it": "il permesso rifiutato si segna al posto della scelta di una combinazione", "cs": "nepovolená stavba se zapisuje místo výběru kombinace"},
  "use the effect or skip it before ending the turn": {"it": "usa l'effetto o saltalo prima di terminare il turno", "cs": "před koncem tahu akci použijte, nebo ji vynechte"},
  "this turn is already confirmed": {"it": "questo turno è già stato confermato", "cs": "tento tah už je potvrzený"},
  "the game is over": {"it": "la partita è finita", "cs": "hra skončila"},
  "there is no player {player}": {"it": "il giocatore {player} non esiste", "cs": "hráč {player} neexistuje"},
  "a refusal is only allowed when no combination can be written": {"it": "il permesso rifiutato è ammesso solo quando nessuna combinazione può essere scritta", "cs": "nepovolenou stavbu lze zapsat, jen když nejde zapsat žádnou kombinaci"},
  "a roundabout would let a number be written": {"it": "una rotatoria permetterebbe di scrivere un numero", "cs": "kruhový objezd by umožnil zapsat číslo"},
  "no combination can be written: a refusal must be taken": {"it": "nessuna combinazione può essere scritta: devi segnare un permesso rifiutato", "cs": "žádnou kombinaci nelze zapsat: musíte zapsat nepovolenou stavbu"},
  "the turn must write a number or, when none can be written, take a refusal": {"it": "in ogni turno devi scrivere un numero o, se non puoi scriverne nessuno, segnare un permesso rifiutato", "cs": "v tahu musíte zapsat číslo, nebo, pokud žádné zapsat nejde, nepovolenou stavbu"},
  "the {track} track is full": {"it": "il tracciato {track} è completo", "cs": "řada políček {track} je už plná"},
  "the temp agency changes {number} by at most 2, within 0 to 17": {"it": "l'Agenzia per il lavoro modifica {number} al massimo di 2, restando tra 0 e 17", "cs": "personální agentura mění číslo {number} nejvýše o 2, v rozsahu 0 až 17"},
  "the temp track is full: {number} can no longer be changed": {"it": "le caselle dell'Agenzia per il lavoro sono tutte barrate: {number} non può più essere modificato", "cs": "políčka personální agentury jsou plná: číslo {number} už nelze změnit"},
  "a changed number uses the temp agency: the temp box must be marked": {"it": "un numero modificato usa l'Agenzia per il lavoro: devi barrarne la casella", "cs": "změněné číslo využívá personální agenturu: musíte škrtnout její políčko"},
  "the bis house is not empty": {"it": "la casa del bis non è vuota", "cs": "dům pro dělené číslo (bis) není prázdný"},
  "a bis copies a numbered house directly to its left or right": {"it": "un bis copia una casa numerata subito alla sua sinistra o alla sua destra", "cs": "bis opakuje číslo domu hned vlevo nebo vpravo od něj"},
  "a fence stands between the bis and the house it copies": {"it": "c'è una staccionata tra il bis e la casa che copia", "cs": "mezi bis a domem, jehož číslo opakuje, stojí plot"},
  "that fence is already drawn": {"it": "quella staccionata è già tracciata", "cs": "tento plot už je nakreslený"},
  "no fence between a number and its bis": {"it": "non si può mettere una staccionata tra un numero e il suo bis", "cs": "mezi číslem a jeho bis nesmí být plot"},
  "no fence between two houses used for a plan": {"it": "non si può mettere una staccionata tra due case usate per un piano", "cs": "mezi dvěma domy použitými pro projekt nesmí být plot"},
  "house {house} of street {street} is not empty": {"it": "la casa {house} della strada {street} non è vuota", "cs": "dům {house} v ulici {street} není prázdný"},
  "{number} must be greater than {other}, the number to its left": {"it": "{number} deve essere maggiore di {other}, il numero alla sua sinistra", "cs": "číslo {number} musí být větší než číslo {other} vlevo od něj"},
  "{number} must be smaller than {other}, the number to its right": {"it": "{number} deve essere minore di {other}, il numero alla sua destra", "cs": "číslo {number} musí být menší než číslo {other} vpravo od něj"},
  "roundabouts exist only in the advanced variant": {"it": "le rotatorie esistono solo nella modalità avanzata", "cs": "kruhové objezdy jsou jen v pokročilé variantě"},
  "at most one roundabout per turn": {"it": "al massimo una rotatoria per turno", "cs": "nejvýše jeden kruhový objezd za tah"},
  "at most two roundabouts per game": {"it": "al massimo due rotatorie per partita", "cs": "nejvýše dva kruhové objezdy za hru"},
  "a roundabout needs an empty house": {"it": "la rotatoria va costruita in una casa vuota", "cs": "kruhový objezd lze postavit jen místo prázdného domu"},
  "{estate} is not an estate": {"it": "{estate} non è un complesso residenziale", "cs": "{estate} není obytný blok"},
  "plan {plan} is not in this game": {"it": "il piano {plan} non fa parte di questa partita", "cs": "projekt {plan} v této hře není"},
  "a plan is claimed at most once": {"it": "ogni piano si può realizzare una sola volta", "cs": "projekt lze splnit nejvýše jednou"},
  "an estate already used for a plan cannot be used again": {"it": "un complesso residenziale già usato per un piano non può essere riutilizzato", "cs": "obytný blok už použitý pro projekt nelze použít znovu"},
  "the same estate cannot be counted twice": {"it": "lo stesso complesso residenziale non può essere contato due volte", "cs": "stejný obytný blok nelze započítat dvakrát"},
  "{plan} needs estates of sizes {sizes}": {"it": "il piano {plan} richiede complessi residenziali di dimensioni {sizes}", "cs": "projekt {plan} vyžaduje obytné bloky velikostí {sizes}"},
  "the condition of {plan} is not met: {condition}": {"it": "la condizione del piano {plan} non è soddisfatta: {condition}", "cs": "podmínka projektu {plan} není splněna: {condition}"},
  "{plan} is not an estate plan": {"it": "il piano {plan} non richiede complessi residenziali", "cs": "projekt {plan} není projekt na obytné bloky"},
  "only a player who claimed a plan in the turn it was first claimed may ask": {"it": "può chiederlo solo chi ha realizzato un piano nel turno in cui è stato realizzato per la prima volta", "cs": "požádat může jen hráč, který splnil projekt v tahu, kdy ho poprvé někdo splnil"},
  "there is no reshuffle in solo": {"it": "in solitario non si rimescola", "cs": "ve hře jednoho hráče se karty nemíchají"},
  "number and effect must come from different cards": {"it": "numero ed effetto devono provenire da carte diverse", "cs": "číslo a akce musí pocházet z různých karet"},
  "estate {estate} does not meet the condition of {plan}": {"it": "il complesso {estate} non soddisfa la condizione del piano {plan}", "cs": "obytný blok {estate} nesplňuje podmínku plánu {plan}"},
  "this sheet has no ice cream trucks": {"it": "questo foglio segnapunti non ha furgoncini dei gelati", "cs": "tento bodovací list nemá zmrzlinářské vozy"},
  "a truck stands at the left or the right end, not {end!r}": {"it": "un furgoncino sta all'estremità sinistra o destra, non {end!r}", "cs": "vůz stojí na levém nebo pravém konci, ne {end!r}"},
  "a truck is chosen once, right after the first number in the bottom street": {"it": "il furgoncino si sceglie una volta sola, subito dopo il primo numero nella strada in basso", "cs": "vůz se volí jen jednou, hned po prvním čísle v dolní ulici"},
  "the first number in the bottom street is followed by the truck choice": {"it": "il primo numero nella strada in basso va seguito dalla scelta del furgoncino", "cs": "po prvním čísle v dolní ulici následuje volba vozu"},
  "real estate {size}": {"it": "della colonna {size} dell'agente immobiliare", "cs": "realitního agenta {size}"},
  "street {street} park": {"it": "dei parchi della strada {street}", "cs": "parků v ulici {street}"},
  "pool": {"it": "delle piscine", "cs": "bazénů"},
  "temp agency": {"it": "dell'agenzia per il lavoro", "cs": "personální agentury"},
  "bis": {"it": "dei bis", "cs": "dělených čísel (bis)"},
  "The turn moved on before this reached the host: the table is brought up to date.": {"it": "Il turno è andato avanti prima che questo arrivasse a chi ospita: il tavolo viene aggiornato.", "cs": "Tah pokročil dřív, než to dorazilo k hostiteli: stůl se aktualizuje."},
  "A computer player plays this seat now.": {"it": "Ora questo posto è giocato dal computer.", "cs": "Toto místo teď hraje počítač."},
  "The time for this turn ran out: a computer player finished it.": {"it": "Il tempo per questo turno è scaduto: lo ha finito il computer.", "cs": "Čas na tento tah vypršel: dohrál ho počítač."},
  "You are watching: a spectator cannot play.": {"it": "Stai guardando: uno spettatore non può giocare.", "cs": "Sledujete hru: divák nemůže hrát."},
  "Only the game's creator can do this.": {"it": "Solo chi ha creato la partita può farlo.", "cs": "To může jen ten, kdo hru vytvořil."},
  "Only a seat whose person is away can be handed to a computer player.": {"it": "Si può affidare al computer solo il posto di una persona assente.", "cs": "Počítači lze předat jen místo, jehož hráč není přítomen."},
  "The host failed on this and changed nothing.": {"it": "Chi ospita non è riuscito a eseguirlo e non ha cambiato nulla.", "cs": "Hostiteli se to nepodařilo a nic nezměnil."}
}/*JSON*/;

/** The host's refusals and errors by code (its own and the rules' IllegalAction codes),
 * each a sentence of the catalogue, its {fields} filled from the refusal's params
 * (checked by tests/network/test_page_words.py against the codes the host can send). */
/** Words with a count: per language, a form per plural category (Intl.PluralRules): English
 * and Italian "one" and "other", Czech "one" (1), "few" (2-4) and "other" (0, 5 and more),
 * in the window's order of its forms (resources/translations/*.ts). */
export const COUNTED = /*COUNTED*/{
  "{name}: {score} point(s)": {
    "en": {"one": "{name}: {score} point", "other": "{name}: {score} points"},
    "it": {"one": "{name}: {score} punto", "other": "{name}: {score} punti"},
    "cs": {"one": "{name}: {score} bod", "few": "{name}: {score} body", "other": "{name}: {score} bodů"}},
  "{column}: {points} point(s)": {
    "en": {"one": "{column}: {points} point", "other": "{column}: {points} points"},
    "it": {"one": "{column}: {points} punto", "other": "{column}: {points} punti"},
    "cs": {"one": "{column}: {points} bod", "few": "{column}: {points} body", "other": "{column}: {points} bodů"}}
}/*COUNTED*/;

export const REFUSALS = /*REFUSALS*/{
  "already_chosen": "a combination was already chosen this turn",
  "already_joined": "This page has joined its game already: reload it if it seems stuck.",
  "bad_code": "No game on this host has this code: scan your seat's QR code again.",
  "bad_field": "The host did not understand this page: reload it.",
  "bad_game": "The host cannot make this game.",
  "bad_intent": "The host did not understand this page: reload it.",
  "bad_name": "A name is 1 to {limit} letters, digits or signs on one line.",
  "bad_seq": "The host did not understand this page: reload it.",
  "bad_token": "This phone's place at the table has expired: open your seat's link again.",
  "bad_type": "The host did not understand this page: reload it.",
  "binary_frame": "The host did not understand this page: reload it.",
  "bis_across_fence": "a fence stands between the bis and the house it copies",
  "bis_not_adjacent": "a bis copies a numbered house directly to its left or right",
  "bis_occupied": "the bis house is not empty",
  "choose_one_combination": "choose one of the three combinations",
  "choose_two_cards": "choose the card giving the number and a different card giving the effect",
  "claim_timing": "plans are claimed after the number (or refusal) and effect",
  "computer_seat": "A computer player plays this seat now.",
  "effect_after_number": "the effect is used right after the number",
  "effect_missing": "use the effect or skip it before ending the turn",
  "effect_of_other_kind": "the combination's effect is {effect}",
  "estate_twice": "the same estate cannot be counted twice",
  "estate_used": "an estate already used for a plan cannot be used again",
  "fence_bis_pair": "no fence between a number and its bis",
  "fence_drawn": "that fence is already drawn",
  "fence_used_houses": "no fence between two houses used for a plan",
  "game_over": "the game is over",
  "hello_first": "The host did not understand this page: reload it.",
  "house_not_empty": "house {house} of street {street} is not empty",
  "internal": "The host failed on this and changed nothing.",
  "missing_number": "the turn must write a number or, when none can be written, take a refusal",
  "missing_refusal": "no combination can be written: a refusal must be taken",
  "name_taken": "Another player is called {name}: choose another name.",
  "no_such_card": "there is no card {index} in the hand",
  "no_such_combination": "there is no combination {index}",
  "no_such_fence": "street {street} has no fence slot {slot}",
  "no_such_house": "street {street} has no house {house}",
  "no_such_player": "there is no player {player}",
  "no_such_seat": "There is no such seat in this game.",
  "no_such_street": "there is no street {street}",
  "not_an_action": "The host did not understand this page: reload it.",
  "not_an_estate": "{estate} is not an estate",
  "not_creator": "Only the game's creator can do this.",
  "not_json": "The host did not understand this page: reload it.",
  "not_object": "The host did not understand this page: reload it.",
  "not_started": "The game has not started yet: it starts when everyone is there.",
  "nothing_to_redo": "There is nothing to redo.",
  "nothing_to_undo": "There is nothing to undo.",
  "number_not_greater": "{number} must be greater than {other}, the number to its left",
  "number_not_on_offer": "the number written must be {number}, the chosen number",
  "number_not_smaller": "{number} must be smaller than {other}, the number to its right",
  "park_other_street": "a park is built on the street of this turn's number",
  "plan_claimed_twice": "a plan is claimed at most once",
  "plan_estate_unmet": "estate {estate} does not meet the condition of {plan}",
  "plan_not_in_game": "plan {plan} is not in this game",
  "plan_sizes": "{plan} needs estates of sizes {sizes}",
  "plan_takes_no_estates": "{plan} is not an estate plan",
  "plan_unmet": "the condition of {plan} is not met: {condition}",
  "pool_not_planned": "the number did not go on a planned-pool house",
  "pool_other_house": "the pool goes on the house just numbered",
  "rate_limited": "Too many taps at once: wait a moment.",
  "record_deck": "the record's cards cannot go on with the game: {why}",
  "refusal_roundabout_possible": "a roundabout would let a number be written",
  "refusal_timing": "a refusal is taken instead of choosing a combination",
  "reshuffle_not_entitled": "only a player who claimed a plan in the turn it was first claimed may ask",
  "reshuffle_solo": "there is no reshuffle in solo",
  "reshuffle_timing": "a reshuffle is asked for at the end of the turn",
  "reshuffle_twice": "a reshuffle was already asked for",
  "roundabout_basic_game": "roundabouts exist only in the advanced variant",
  "roundabout_not_empty": "a roundabout needs an empty house",
  "roundabout_third": "at most two roundabouts per game",
  "roundabout_timing": "a roundabout is built before choosing or after the effect",
  "roundabout_twice_in_turn": "at most one roundabout per turn",
  "same_card_expert": "number and effect must come from different cards",
  "same_card_solo": "number and effect must come from different cards",
  "seat_present": "Only a seat whose person is away can be handed to a computer player.",
  "seat_taken": "This seat is taken: its player comes back on their own phone.",
  "server_full": "The host is full: it takes no more games now.",
  "spectator": "You are watching: a spectator cannot play.",
  "stale_seq": "A tap arrived out of order and was left out.",
  "stale_turn": "The turn moved on before this reached the host: the table is brought up to date.",
  "started": "The game has started: names are given before it starts.",
  "temp_not_marked": "a changed number uses the temp agency: the temp box must be marked",
  "temp_range": "the temp agency changes {number} by at most 2, within 0 to 17",
  "temp_track_full": "the temp track is full: {number} can no longer be changed",
  "time_over": "The time for this turn ran out: a computer player finished it.",
  "too_deep": "The host did not understand this page: reload it.",
  "too_large": "The host did not understand this page: reload it.",
  "track_full": "the {track} track is full",
  "truck_missing": "the first number in the bottom street is followed by the truck choice",
  "truck_no_such_end": "a truck stands at the left or the right end, not {end!r}",
  "truck_no_trucks": "this sheet has no ice cream trucks",
  "truck_not_due": "a truck is chosen once, right after the first number in the bottom street",
  "turn_over": "this turn is already confirmed",
  "unknown_level": "There is no such computer level.",
  "unknown_type": "The host did not understand this page: reload it.",
  "version": "This page is from another version of the game: reload it.",
  "voluntary_refusal": "a refusal is only allowed when no combination can be written",
  "write_after_choose": "write exactly one number, right after choosing"
}/*REFUSALS*/;

const LANGUAGES = ["en", "it", "cs"];

/** The page's language: the browser's first of English, Italian, Czech (else English). */
export function pageLanguage() {
  for (const wanted of navigator.languages || [navigator.language || "en"]) {
    const code = String(wanted).slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(code)) return code;
  }
  return "en";
}

let language = "en";

export function setLanguage(code) { language = LANGUAGES.includes(code) ? code : "en"; }

function fill(text, values) {
  return text.replace(/\{(\w+)(?:![rs])?\}/g,
                      (whole, key) => (key in values ? String(values[key]) : whole));
}

/** ``english`` in the page's language, its {fields} filled from ``values``. */
export function word(english, values = {}) {
  const entry = WORDS[english];
  return fill((language !== "en" && entry && entry[language]) || english, values);
}

/** The plural category the page's language gives ``count`` ("one", "few", "other"...): a
 * score below zero takes its size's. */
export function pluralCategory(count) {
  return new Intl.PluralRules(language).select(Math.abs(Number(count)) || 0);
}

/** ``english``, words with a count (COUNTED), in the form the page's language gives ``count``
 * ("1 point", "2 points"; "1 bod", "2 body", "5 bodů"), its {fields} filled from ``values``. */
export function countWord(english, count, values = {}) {
  const forms = COUNTED[english] && COUNTED[english][language];
  const text = forms ? forms[pluralCategory(count)] || forms.other : english;
  return fill(text, values);
}

/** The effects' names by the host's keys. */
export const EFFECTS = {
  surveyor: "Surveyor", real_estate: "Real Estate Agent", park: "Landscaper",
  pool: "Pool Manufacturer", temp: "Temp Agency", bis: "Bis",
};

/** A rule's params as a player reads them (as the window's refusals.py says them): streets,
 * houses and fence slots from 1, effects and tracks by their names, sizes in a list. */
function shownParams(params) {
  const shown = { ...params };
  for (const key of ["street", "house", "slot"]) {
    if (Number.isInteger(shown[key])) shown[key] += 1;
  }
  if (EFFECTS[shown.effect]) shown.effect = word(EFFECTS[shown.effect]);
  if ("kind" in shown) {
    const { kind, index } = shown;
    shown.track = kind === "real_estate" ? word("real estate {size}", { size: index })
      : kind === "park" && Number.isInteger(index) ? word("street {street} park", { street: index + 1 })
        : { pool: word("pool"), temp: word("temp agency"), bis: word("bis") }[kind] ?? String(kind);
  }
  if (Array.isArray(shown.sizes)) shown.sizes = shown.sizes.join(", ");
  return shown;
}

/** The host's refusal ``code`` as a sentence in the page's language, its params filled in;
 * ``english``, the host's own words, for a code the page does not know. */
export function refusalText(code, params, english) {
  const template = REFUSALS[code];
  const text = template ? word(template, shownParams(params || {})) : english || code;
  return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? "" : ".");
}
