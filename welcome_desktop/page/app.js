// The player's page: connects back to the host that served it, says hello with the seat's
// code (from the link's fragment) or its reconnect token (kept by the browser), draws the
// seat's view and sends its intents. The host decides everything: the page only offers the
// targets its view lists (docs/protocol.md, docs/network.md).
import { plansList, requirement } from "./plans.js";
import { drawSheet, placeKey } from "./sheet.js";
import { countWord, EFFECTS, pageLanguage, refusalText, setLanguage, word } from "./words.js";

/** The refusals that trying again cannot mend: the page says so and stops trying. So does
 * any refusal of its hello but a wait (a code too long is refused ``bad_field``). */
const FINAL_REFUSALS = new Set(["bad_code", "seat_taken", "game_over", "version"]);
/** The seat's code from the link's fragment; null when it cannot be read (a garbled link). */
const code = (() => {
  try { return decodeURIComponent(location.hash.slice(1)); } catch { return null; }
})();
const tokenKey = `welcome-desktop.token.${code}`;
const $ = (id) => document.getElementById(id);

/** What tests and curious players can read: when the sheet was first drawn, each tap's time
 * to its redrawn sheet (milliseconds, performance.now()). */
const timings = { firstDrawn: null, taps: [], renders: 0, refusals: [], state: "" };
window.welcomePage = timings;

let socket = null;
let seq = 0;
let view = null;
let layout = null;
let attempt = 0;
let tappedAt = null;
let numberCard = null;     // solo and expert: the card chosen for its number, waiting for an effect
let roundaboutMode = false;
let message = "";
let stopped = false;       // reconnecting cannot help (a final refusal, another device took over)
let retry = null;          // the next try while the host is away
let kept = null;           // the turn so far as the host last showed it: {turn, actions}
let rejoined = false;      // the next view is the first since a welcome
let restoring = null;      // the turn so far being sent again: {turn, actions, sentAt}
let welcomed = false;      // this connection's hello was taken
let answerDue = null;      // the host answers before this timer ends, or the socket is dead
const openSheets = new Set();  // the other seats whose sheet is shown

function say(text) { $("status").textContent = text; }

function send(type, fields = {}) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  seq += 1;
  socket.send(JSON.stringify({ v: 1, type, seq, ...fields }));
}

function intent(type, fields = {}) {
  if (!socket || socket.readyState !== WebSocket.OPEN) {  // asleep, or the host away
    message = word("Not sent: the connection is lost. Tap again once it is back.");
    render();
    return;
  }
  tappedAt = performance.now();
  message = "";
  send(type, { turn: view.turn, ...fields });
  expectAnswer();
}

function hello() {
  const token = localStorage.getItem(tokenKey);
  send("hello", token ? { token } : { code });
}

function connect() {
  retry = null;
  welcomed = false;
  clearTimeout(answerDue);
  answerDue = null;
  say(word("Connecting…"));
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/";
  const ws = new WebSocket(url);
  socket = ws;
  seq = 0;
  ws.addEventListener("open", () => { attempt = 0; hello(); });
  ws.addEventListener("message", (event) => {
    if (socket !== ws) return;
    clearTimeout(answerDue);
    answerDue = null;
    receive(JSON.parse(event.data));
  });
  ws.addEventListener("close", (event) => {
    if (socket !== ws) return;
    clearTimeout(answerDue);
    answerDue = null;
    if (event.reason === "the seat reconnected elsewhere") {
      stopped = true;
      say(word("This seat is played on another device now."));
      return;
    }
    if (!stopped) lost();
  });
}

function lost() {
  say(word("Connection lost: reconnecting… Your turn so far is kept."));
  attempt += 1;
  retry = setTimeout(connect, Math.min(5000, 250 * 2 ** Math.min(attempt, 5)));
}

/** After a tap, or on waking: no word from the host within 5 s, and the socket that looks
 * open is taken for dead (a phone's sleep can cut it without a close): it is dropped, and
 * the page connects again. */
function expectAnswer() {
  if (answerDue !== null) return;
  answerDue = setTimeout(() => {
    answerDue = null;
    const dead = socket;
    socket = null;  // its close, whenever it comes, is no news
    dead.close();
    lost();
  }, 5000);
}

/** A phone waking up, or its network back: try at once, not at the end of the backoff; an
 * open socket is asked for a sign of life. */
function wake() {
  if (stopped || document.hidden) return;
  if (retry !== null) {
    clearTimeout(retry);
    connect();
  } else if (socket && socket.readyState === WebSocket.OPEN) {
    send("ping");
    expectAnswer();
  }
}

/** A host started again has the confirmed turns, not a turn in progress: the page sends again
 * the actions of its turn so far the host no longer has, one at a time, each once the host's
 * view has the one before (an action the host makes by itself after another comes back by
 * itself); the host checks each, as ever. Called on each view. */
function restore() {
  if (rejoined && kept) restoring = { ...kept, sentAt: -1 };
  rejoined = false;
  if (!restoring) return;
  const own = view.lobby ? null : view.own;
  const have = own?.actions ? own.actions.split(" ") : [];
  const mine = restoring.actions ? restoring.actions.split(" ") : [];
  if (!own || own.confirmed || view.turn !== restoring.turn || have.length >= mine.length
      || have.some((token, i) => token !== mine[i])) {
    restoring = null;  // done, or the turn went another way
  } else if (have.length !== restoring.sentAt) {  // else the answer to the last is to come
    restoring.sentAt = have.length;
    send("act", { turn: view.turn, action: mine[have.length] });
  }
}

function receive(data) {
  if (data.type === "welcome") {
    if (data.token) localStorage.setItem(tokenKey, data.token);
    rejoined = welcomed = true;
    message = "";
    say(word("Connected."));
  } else if (data.type === "view") {
    view = data.view;
    restore();
    const own = view.lobby ? null : view.own;
    kept = restoring ? { turn: restoring.turn, actions: restoring.actions }
      : own && !own.confirmed ? { turn: view.turn, actions: own.actions } : null;
    render();
  } else if (data.type === "error") {
    if (data.code === "bad_token") {
      localStorage.removeItem(tokenKey);
      send("hello", { code });
      return;
    }
    timings.refusals.push(data.code);
    restoring = null;
    if (FINAL_REFUSALS.has(data.code) || (!welcomed && data.code !== "rate_limited")) {
      stopped = true;
      socket.close();
      say(refusalText(FINAL_REFUSALS.has(data.code) ? data.code : "bad_code"));
      return;
    }
    const params = { ...(data.params || {}) };
    const card = layout?.plans?.[params.plan];
    if (card && "condition" in params) params.condition = requirement(card);  // in words
    message = refusalText(data.code, params, data.message);
    if (view) render(); else say(message);
  }
}

// ------------------------------------------------------------------ drawing

function button(parent, label, enabled, onClick, className = "") {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = label;
  element.disabled = !enabled;
  if (className) element.className = className;
  element.addEventListener("click", onClick);
  parent.appendChild(element);
  return element;
}

function chooses(own) {
  return new Set((own?.placements || []).map((placement) => placement.choose));
}

function drawCards(own) {
  const box = $("cards");
  box.replaceChildren();
  const offer = view.offer || [];
  const standard = view.mode === "standard";
  const legal = chooses(own);
  const choosing = own && own.step === "choose" && !roundaboutMode;
  offer.forEach(([number, effect], index) => {
    const effectName = word(EFFECTS[effect] || effect);
    const card = button(box, "", true, () => tapCard(index), `card effect-${effect}`);
    card.setAttribute("aria-label", word("Card {n}: {number}, {effect}",
                                         { n: index + 1, number, effect: effectName }));
    const big = document.createElement("span");
    big.className = "number hand";
    big.textContent = String(number);
    const small = document.createElement("span");
    small.className = "effect";
    small.textContent = effectName;
    card.append(big, small);
    const chosen = own?.choice && (own.choice === `C${index}` || own.choice.startsWith(`C${index}/`)
                                   || own.choice.endsWith(`/${index}`));
    if (chosen || numberCard === index) card.classList.add("chosen");
    const playable = standard ? legal.has(`C${index}`)
      : numberCard === null ? [...legal].some((token) => token.startsWith(`C${index}/`))
        : legal.has(`C${numberCard}/${index}`);
    card.disabled = !(choosing && (playable || numberCard === index));
  });
}

function tapCard(index) {
  const own = view.own;
  if (view.mode === "standard") {
    intent("act", { action: `C${index}` });
    return;
  }
  if (numberCard === null) {
    numberCard = index;
    render();
  } else if (numberCard === index) {
    numberCard = null;
    render();
  } else if (chooses(own).has(`C${numberCard}/${index}`)) {
    const action = `C${numberCard}/${index}`;
    numberCard = null;
    intent("act", { action });
  }
}

function litTargets(own) {
  const byKey = new Map();
  if (!own) return byKey;
  if (roundaboutMode) {
    for (const token of own.roundabouts) {
      const [street, house] = token.slice(1).split(".").map(Number);
      byKey.set(placeKey("house", street, house), [{ intent: token, label: word("Roundabout") }]);
    }
    return byKey;
  }
  for (const target of own.targets) {
    const key = placeKey(target.zone, target.street, target.index);
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key).push(target);
  }
  return byKey;
}

function tapPlace(key) {
  const targets = litTargets(view.own).get(key) || [];
  if (targets.length === 1) {
    roundaboutMode = false;
    intent("act", { action: targets[0].intent });
  } else if (targets.length > 1) {
    chooser(targets);
  }
}

/** Several targets at one place (the temp agency's numbers, a bis copied from either side). */
function chooser(targets) {
  const dialog = $("chooser");
  dialog.replaceChildren();
  for (const target of targets) {
    const value = target.intent.match(/[=<](-?\d+)$/);
    button(dialog, value ? word("Write {n}", { n: value[1] }) : target.intent, true, () => {
      dialog.hidden = true;
      intent("act", { action: target.intent });
    });
  }
  button(dialog, word("Cancel"), true, () => { dialog.hidden = true; });
  dialog.hidden = false;
  dialog.querySelector("button").focus();
}

const TRUCK_NAMES = { [placeKey("truck", 2, 0)]: "Ice cream truck, left",
                      [placeKey("truck", 2, 1)]: "Ice cream truck, right" };

/** What choosing each lit truck would do (the host's ``drive`` of its target), by place key,
 * in the window's words. */
function truckNotes(own) {
  const notes = new Map();
  for (const target of own?.targets || []) {
    if (!target.drive) continue;
    notes.set(placeKey(target.zone, target.street, target.index),
              word("Chosen now: cones sold {sold} (scoops {scoops}), cones lost {lost}.",
                   { sold: target.drive.sold.length, scoops: target.drive.scoops,
                     lost: target.drive.lost.length }));
  }
  return notes;
}

/** The lit trucks' drives, as [end, drive] pairs ("left", "right"), to draw on the sheet. */
function truckDrives(own) {
  return (own?.targets || []).filter((target) => target.drive)
    .map((target) => [target.index === 0 ? "left" : "right", target.drive]);
}

function prompt(own) {
  if (view.over) return word("The game is over.");
  if (view.lobby) {  // before turn 1: the seats fill, nothing is played yet
    const awaited = view.seats.filter((seat) => seat.kind === "person" && !seat.joined)
      .map((seat) => seat.name);
    return (awaited.length ? word("Waiting for: {names}.", { names: awaited.join(", ") }) + " " : "")
      + word("The host starts the game when everyone is there.");
  }
  const waiting = view.seats.filter((seat) => !seat.confirmed).map((seat) => seat.name);
  if (!own || own.confirmed) {
    return waiting.length ? word("Turn confirmed. Waiting for {names}.", { names: waiting.join(", ") })
      : word("Turn confirmed. Waiting for the other players.");
  }
  if (roundaboutMode) return word("Tap an empty lit house to build a roundabout there.");
  if (own.step === "choose") {
    if (own.refusal_forced) return word("No combination can be written: take a building-permit refusal.");
    if (!own.placements.length && own.roundabouts.length) {
      return word("No number fits now, but a roundabout would make room: build one.");
    }
    if (view.mode === "standard") return word("Choose a combination.");
    return numberCard === null ? word("Tap the card of the number, then the card of the effect.")
      : word("Now tap the card whose effect you use.");
  }
  if (own.step === "write") return word("Tap a lit house to write the number.");
  if (own.step === "effect" && own.trucks.length) {
    const drives = [...truckNotes(own)].map(([key, note]) => `${word(TRUCK_NAMES[key])}: ${note}`);
    return [word("Choose the bottom street's ice cream truck: tap one of its two lit trucks."),
            ...drives].join("\n");
  }
  if (own.step === "effect") return word("Use the effect on a lit place, or skip it.");
  return own.targets.length ? word("Claim a plan, or confirm the turn.") : word("Confirm the turn.");
}

/** The lobby: the seat's player gives their name (the host checks it and may refuse it). */
function drawNaming() {
  const form = $("naming");
  form.hidden = !(view.lobby && view.seat !== null);
  const input = $("name");
  if (!form.hidden && document.activeElement !== input && !input.value) {
    input.value = view.players[view.seat] ?? "";
  }
}

function giveName(event) {
  event.preventDefault();
  const name = $("name").value.trim();
  message = "";
  if (name) send("rename", { name });
}

function drawActions(own) {
  const box = $("actions");
  box.replaceChildren();
  if (view.over) return;
  const live = Boolean(own) && !own.confirmed;
  button(box, word("Undo"), live && own.can_undo, () => intent("undo"), "undo");
  button(box, word("Redo"), live && own.can_redo, () => intent("redo"), "redo");
  button(box, word("Skip effect"), live && own.can_skip, () => intent("act", { action: "S" }),
         "skip");
  if (live && own.step === "choose" && (own.can_refuse || own.refusal_forced)) {
    button(box, word("Refusal"), own.can_refuse, () => intent("act", { action: "X" }), "refusal");
  }
  if (view.advanced && live) {
    const toggle = button(box, word("Roundabout"), own.roundabouts.length > 0, () => {
      roundaboutMode = !roundaboutMode;
      render();
    });
    toggle.setAttribute("aria-pressed", String(roundaboutMode));
  }
  if (live && own.reshuffle) {
    button(box, word("Ask for a reshuffle"), true, () => intent("act", { action: "H" }));
  }
  button(box, word("Confirm turn"), live && own.refused.confirm === null, () => intent("confirm"),
         "confirm");
}

function drawTable() {
  const box = $("table");
  box.replaceChildren();
  if (!view.over && view.plans?.length) {  // what each plan asks for, under the sheet
    const title = document.createElement("h2");
    title.textContent = word("City plans");
    box.append(title, plansList(view.plans, layout));
  }
  const heading = document.createElement("h2");
  heading.textContent = view.over ? word("Final ranking") : word("The table");
  box.appendChild(heading);
  const list = document.createElement("ol");
  const order = view.over && view.result
    ? view.result.ranking.flat() : view.seats.map((_, index) => index);
  for (const index of order) {
    const seat = view.seats[index];
    const item = document.createElement("li");
    const state = view.over ? "" : seat.confirmed ? word("confirmed")
      : seat.present || seat.kind !== "person" ? word("playing") : word("away");
    item.textContent = countWord("{name}: {score} point(s)", view.scores[index],
                                 { name: seat.name, score: view.scores[index] })
      + (state ? ` · ${state}` : "");
    if (index === view.seat) item.className = "me";
    if (view.over && view.result) {
      const details = document.createElement("details");
      const summary = document.createElement("summary");
      summary.textContent = item.textContent;
      const breakdown = document.createElement("p");
      breakdown.className = "breakdown";
      breakdown.textContent = breakdownText(view.result.breakdowns[index]);
      details.append(summary, breakdown);
      item.replaceChildren(details);
    }
    if (!view.over && index !== view.seat) item.appendChild(otherSheet(index));
    list.appendChild(item);
  }
  box.appendChild(list);
}

const sum = (values) => values.reduce((total, value) => total + value, 0);

/** A final breakdown in a line: each part's points, then the total. */
function breakdownText(b) {
  const estates = sum(Object.values(b.estates).map((estate) => estate.points));
  const parts = [[word("Plans"), sum(b.plans)], [word("Parks"), sum(b.parks)],
                 [word("Pools"), b.pools], [word("Temps"), b.temps], [word("Estates"), estates],
                 ["bis", -b.bis], [word("Roundabouts"), -b.roundabouts],
                 [word("Refusals"), -b.refusals]];
  // A thematic sheet's own column (ice cream, lights, eggs): what the total holds beyond these.
  const theme = b.total - sum(parts.map(([, points]) => points));
  if (theme) parts.push([word("Theme"), theme]);
  parts.push([word("Total"), b.total]);
  return parts.map(([name, points]) => `${name} ${points}`).join(" · ");
}

/** Per plan, whether it is approved (the view's plans). */
function approvedPlans() {
  return (view.plans || []).map((plan) => plan.approved);
}

/** Another seat's sheet as of the last resolved turn, drawn when asked for. */
function otherSheet(index) {
  const details = document.createElement("details");
  const summary = document.createElement("summary");
  summary.textContent = word("Sheet");
  details.appendChild(summary);
  const draw = () => {
    if (!details.open || details.querySelector("svg")) return;
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", "art other-sheet");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", view.seats[index].name);
    details.appendChild(svg);
    drawSheet(svg, view.sheets[index], view.sheets[index], layout, new Set(), () => {},
              view.scores[index], view.themes?.[index], new Map(), approvedPlans());
  };
  details.open = openSheets.has(index);
  // Kept at once (not on the later toggle event): a view drawn in between keeps it open.
  summary.addEventListener("click", (event) => {
    event.preventDefault();
    if (openSheets.has(index)) openSheets.delete(index); else openSheets.add(index);
    details.open = openSheets.has(index);
    draw();
  });
  draw();
  return details;
}

function render() {
  if (!view || !layout) return;
  const own = view.lobby ? null : view.own;  // the lobby: the sheet shown, nothing offered
  const seat = view.seat;
  for (const id of ["play", "sheet"]) $(id).classList.toggle("gone", seat === null);  // spectators
  if (seat === null) {
    $("title").textContent = "Welcome To";
    drawTable();
    return;
  }
  if (!own || own.step !== "choose") numberCard = null;
  if (!own || own.confirmed || !own.roundabouts.length) roundaboutMode = false;
  $("title").textContent = view.players[seat] ?? "Welcome To";
  $("turn").textContent = view.over ? "" : word("Turn {n}", { n: view.turn + 1 });
  const score = own ? own.score.total : view.scores[seat];
  $("score").textContent = word("Score: {n}", { n: score });
  drawNaming();
  drawCards(own);
  $("prompt").textContent = message || prompt(own);
  drawActions(own);
  const focused = document.activeElement?.id;
  const sheet = own ? own.sheet : view.sheets[seat];
  drawSheet($("sheet"), sheet, view.sheets[seat], layout, new Set(litTargets(own).keys()),
            tapPlace, score, own ? own.theme : view.themes?.[seat], truckNotes(own),
            approvedPlans(), truckDrives(own));
  if (focused && document.getElementById(focused)) document.getElementById(focused).focus();
  drawTable();
  const now = performance.now();
  timings.renders += 1;
  // What the player's own taps change (their turn, their choices on the page), for tests.
  timings.state = JSON.stringify([view.turn, view.over, view.lobby, own?.actions, own?.confirmed,
                                  numberCard, roundaboutMode]);
  if (timings.firstDrawn === null) timings.firstDrawn = now;
  if (tappedAt !== null) {
    timings.taps.push(now - tappedAt);
    tappedAt = null;
  }
}

async function start() {
  setLanguage(pageLanguage());
  document.documentElement.lang = pageLanguage();
  $("cards").setAttribute("aria-label", word("Cards"));
  $("sheet").setAttribute("aria-label", word("Your sheet"));
  $("name-label").textContent = word("Your name");
  $("name-give").textContent = word("Give my name");
  $("naming").addEventListener("submit", giveName);
  if (code === null) {
    say(refusalText("bad_code"));
    return;
  }
  if (!code) {
    say(word("Open this page from your seat's link or QR code."));
    return;
  }
  layout = await (await fetch("/layout.json")).json();
  connect();
}

window.addEventListener("hashchange", () => location.reload());  // another seat's link
window.addEventListener("online", wake);
document.addEventListener("visibilitychange", wake);
start();
