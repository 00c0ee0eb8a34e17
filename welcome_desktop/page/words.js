// The page's words in the browser's language: English (the keys), Italian, Czech. One
// catalogue: a word the window also says is the window's own translation (checked by
// tests/network/test_page_words.py against resources/translations/*.ts).
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
  "{name}: {score} points": {"it": "{name}: {score} punti", "cs": "{name}: {score} b."},
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
  "Theme": {"it": "Tema", "cs": "Téma"},
  "No game on this host has this code: scan your seat's QR code again.": {"it": "Nessuna partita su questo host ha questo codice: inquadra di nuovo il codice QR del tuo posto.", "cs": "Žádná hra na tomto hostiteli nemá tento kód: naskenujte znovu QR kód svého místa."},
  "This seat is taken: its player comes back on their own phone.": {"it": "Questo posto è occupato: il suo giocatore ritorna dal proprio telefono.", "cs": "Toto místo je obsazené: jeho hráč se vrací na svém telefonu."},
  "Too many taps at once: wait a moment.": {"it": "Troppi tocchi insieme: aspetta un momento.", "cs": "Příliš mnoho klepnutí najednou: chvíli počkejte."},
  "This page is from another version of the game: reload it.": {"it": "Questa pagina è di un'altra versione del gioco: ricaricala.", "cs": "Tato stránka je z jiné verze hry: načtěte ji znovu."}
}/*JSON*/;

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

/** ``english`` in the page's language, its {fields} filled from ``values``. */
export function word(english, values = {}) {
  const entry = WORDS[english];
  const text = (language !== "en" && entry && entry[language]) || english;
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}
