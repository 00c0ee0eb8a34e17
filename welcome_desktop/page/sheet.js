// The player's sheet drawn in SVG: three streets of houses with their fences, pools and parks,
// then the tracks (plans, pools, temps, estates, bis, roundabouts, refusals) and the score.
// It draws what the host's view says and lights the places of the step's legal targets; a tap
// on a lit place gives its key back (the page sends the target's intent). No rule here.
import { boxLines } from "./plans.js";
import { drawThemeColumn, drawThemeMarks, drawTruckPaths, houseTheme } from "./theme.js";
import { word } from "./words.js";

const NS = "http://www.w3.org/2000/svg";
export const WIDTH = 360;
const CELL = 29;
const LEFT = 6;
const STREET_HEIGHT = 74;
const STREET_NAMES = ["Top street", "Middle street", "Bottom street"];
const PLAN_HEIGHT = 58;
const PLAN_ROW = PLAN_HEIGHT + 8;

/** The key of a place: what a target names and what a tap gives back. */
export function placeKey(zone, street, index) {
  return `${zone}:${street}:${index}`;
}

function node(tag, attributes, parent) {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (parent) parent.appendChild(element);
  return element;
}

function text(parent, x, y, content, className) {
  const element = node("text", { x, y, class: className }, parent);
  element.textContent = content;
  return element;
}

/** A transparent rectangle that widens ``group``'s hit area for a finger. */
function hitArea(group, x, y, width, height) {
  group.insertBefore(node("rect", { x, y, width, height, class: "hit" }), group.firstChild);
}

/** Make ``group`` a button named ``name``: lit (enabled) or not. */
function asButton(group, name, key, lit, onTap) {
  group.setAttribute("role", "button");
  group.setAttribute("aria-label", name);
  group.setAttribute("id", "place-" + key.replaceAll(":", "-"));
  group.dataset.key = key;
  if (lit) {
    group.setAttribute("tabindex", "0");
    group.classList.add("lit");
    group.addEventListener("click", () => onTap(key));
    group.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        onTap(key);
      }
    });
  } else {
    group.setAttribute("aria-disabled", "true");
  }
}

function houseValue(cell) {
  if (cell === null || cell === undefined) return "";
  if (cell === "roundabout") return "◯";
  return String(cell.n) + (cell.bis ? " bis" : "");
}

/** A track of boxes from ``x``: ``marked`` crossed, the next one lit as ``key`` if asked. */
function track(svg, label, x, y, values, marked, key, litKeys, onTap, name) {
  text(svg, LEFT, y + 13, label, "track-label");
  const size = Math.min(18, (WIDTH - x - 4) / Math.max(1, values.length));
  values.forEach((value, index) => {
    const group = node("g", { class: "box" }, svg);
    node("rect", { x: x + index * size, y, width: size - 2, height: 18, rx: 3 }, group);
    text(group, x + index * size + (size - 2) / 2, y + 13, String(value), "box-value");
    if (index < marked) {
      group.classList.add("marked");
      node("line", { x1: x + index * size + 2, y1: y + 16, x2: x + index * size + size - 4,
                     y2: y + 2, class: "cross" }, group);
    }
    if (key && index === marked) {
      if (litKeys.has(key)) hitArea(group, x, y - 2, WIDTH - x - 4, 22);
      asButton(group, name, key, litKeys.has(key), onTap);
    }
  });
}

/**
 * Draw ``sheet`` (the view's sheet dict) into ``svg``: ``layout`` is /layout.json, ``resolved``
 * the sheet as of the last resolved turn (marks beyond it are this turn's, in another ink),
 * ``litKeys`` the keys of the lit places, ``onTap(key)`` called on a tap of a lit one, ``theme``
 * the host's marks of a thematic sheet (null on the base sheet), ``notes`` by key what a lit
 * place would do (the ice cream trucks' drives), said in its name and its tooltip,
 * ``approved`` per plan whether it is approved (its first value struck in its box), ``drives``
 * the lit trucks' drives ([end, drive] pairs), drawn on the bottom street.
 */
export function drawSheet(svg, sheet, resolved, layout, litKeys, onTap, score, theme = null,
                          notes = new Map(), approved = [], drives = []) {
  svg.replaceChildren();
  const streets = sheet.houses.length;
  const tracksTop = streets * STREET_HEIGHT + 6;
  const height = tracksTop + PLAN_ROW + (theme ? 7 : 6) * 24 + 2;
  svg.setAttribute("viewBox", `0 0 ${WIDTH} ${height}`);
  // The page's layout fits the own sheet to a wide screen's height (style.css).
  if (svg.id === "sheet") document.documentElement.style.setProperty("--sheet-ratio", WIDTH / height);
  node("rect", { x: 0, y: 0, width: WIDTH, height, rx: 8, class: "paper" }, svg);
  for (let street = 0; street < streets; street += 1) {
    const top = street * STREET_HEIGHT + 4;
    const row = sheet.houses[street];
    const streetName = word(STREET_NAMES[street]);
    node("rect", { x: LEFT - 2, y: top + 36, width: row.length * CELL + 4, height: 6,
                   class: "street" }, svg);
    row.forEach((cell, house) => {
      const x = LEFT + house * CELL;
      const key = placeKey("house", street, house);
      const group = node("g", { class: "house" }, svg);
      hitArea(group, x, top, CELL, 44);
      node("path", { d: `M${x + 2} ${top + 12} L${x + CELL / 2} ${top + 2} L${x + CELL - 2} ${top + 12} Z`,
                     class: "roof" }, group);
      node("rect", { x: x + 3, y: top + 12, width: CELL - 6, height: 24, class: "wall" }, group);
      const value = houseValue(cell);
      const before = resolved ? houseValue(resolved.houses[street][house]) : value;
      if (value) {
        const shown = cell === "roundabout" ? "◯" : String(cell.n);
        text(group, x + CELL / 2, top + 31, shown, value === before ? "ink hand" : "ink hand fresh");
        if (cell !== "roundabout" && cell.bis) text(group, x + CELL / 2, top + 44, "bis", "bis-mark hand");
      }
      const themed = houseTheme(theme, street, house);
      const name = word("{street}, house {n}", { street: streetName, n: house + 1 })
        + (value ? `, ${value}` : "") + (themed ? `, ${themed}` : "");
      asButton(group, name, key, litKeys.has(key), onTap);
    });
    // Fences: slot k stands between house k and k+1.
    for (let slot = 0; slot < row.length - 1; slot += 1) {
      const x = LEFT + (slot + 1) * CELL;
      const key = placeKey("fence", street, slot);
      const drawn = sheet.fences[street].includes(slot);
      const group = node("g", { class: drawn ? "fence drawn" : "fence" }, svg);
      node("rect", { x: x - 4, y: top + 2, width: 8, height: 40, class: "fence-hit" }, group);
      node("line", { x1: x, y1: top + 4, x2: x, y2: top + 40, class: "fence-line" }, group);
      if (litKeys.has(key)) hitArea(group, x - CELL / 2 + 2, top + 2, CELL - 4, 40);
      if (drawn || litKeys.has(key)) {
        asButton(group, word("{street}, fence after house {n}", { street: streetName, n: slot + 1 }),
                 key, litKeys.has(key), onTap);
      }
    }
    // Pools: the planned ones, under their houses.
    for (const house of layout.planned_pools[street]) {
      const x = LEFT + house * CELL;
      const key = placeKey("pool", street, house);
      const built = sheet.pools[street].includes(house);
      const group = node("g", { class: built ? "pool built" : "pool" }, svg);
      node("rect", { x: x + 6, y: top + 44, width: CELL - 12, height: 8, rx: 4 }, group);
      if (litKeys.has(key)) hitArea(group, x, top + 42, CELL, 16);
      if (litKeys.has(key) || built) {
        asButton(group, word("{street}, pool at house {n}", { street: streetName, n: house + 1 }),
                 key, litKeys.has(key), onTap);
      }
    }
    // Parks: the street's boxes, crossed from the left.
    const parks = layout.parks[street].slice(1);
    const parkKey = placeKey("park", street, 0);
    parks.forEach((value, index) => {
      const x = LEFT + index * 22;
      const group = node("g", { class: index < sheet.parks[street] ? "park marked" : "park" }, svg);
      node("circle", { cx: x + 9, cy: top + 64, r: 8 }, group);
      text(group, x + 9, top + 68, String(value), "box-value");
      if (index === sheet.parks[street]) {
        if (litKeys.has(parkKey)) hitArea(group, LEFT, top + 54, parks.length * 22, 20);
        asButton(group, word("{street}, park", { street: streetName }), parkKey,
                 litKeys.has(parkKey), onTap);
      }
    });
  }
  const houseAt = (street, house) => [LEFT + house * CELL, street * STREET_HEIGHT + 4];
  drawThemeMarks(svg, theme, houseAt, CELL, sheet.houses.map((row) => row.length));
  drawTruckPaths(svg, drives, houseAt, CELL);
  // The ice cream truck's two ends (the ice cream sheet), lit when its choice is due.
  for (const [end, label] of [[0, "Ice cream truck, left"], [1, "Ice cream truck, right"]]) {
    const key = placeKey("truck", 2, end);
    if (!litKeys.has(key)) continue;
    const top = 2 * STREET_HEIGHT + 4;
    const group = node("g", { class: "truck" }, svg);
    const x = end === 0 ? WIDTH - 70 : WIDTH - 36;
    hitArea(group, x - 2, top + 53, 34, 22);
    node("rect", { x, y: top + 56, width: 30, height: 16, rx: 4 }, group);
    text(group, x + 15, top + 68, end === 0 ? "◀" : "▶", "box-value");
    const note = notes.get(key);
    if (note) node("title", {}, group).textContent = note;  // shown on hover and long press
    asButton(group, word(label) + (note ? `, ${note}` : ""), key, true, onTap);
  }
  let y = tracksTop;
  // City plans, each box as printed: what it asks for, its two values (the first struck once
  // the plan is approved) and the points written when claimed; then the score.
  sheet.plans.forEach((plan, index) => {
    const key = placeKey("plan", -1, index);
    const x = LEFT + index * 64;
    const group = node("g", { class: plan.claimed ? "plan claimed" : "plan" }, svg);
    group.dataset.plan = plan.id;
    node("rect", { x, y, width: 58, height: PLAN_HEIGHT, rx: 4 }, group);
    text(group, x + 29, y + 10, `N°${index + 1}`, "plan-title");
    const card = layout.plans[plan.id];
    if (card) {
      boxLines(card).forEach((line, row) => {  // four lines at most (the sizes, three words)
        text(group, x + 29, y + 18 + row * 6.5, line, "plan-caption");
      });
      const [first, second] = card.values;
      const firstText = text(group, x + 10, y + 52, String(first), "plan-value");
      if (approved[index]) {
        firstText.classList.add("struck");
        node("line", { x1: x + 4, y1: y + 49, x2: x + 16, y2: y + 49, class: "strike" }, group);
      }
      text(group, x + 26, y + 52, String(second), "plan-value");
    }
    node("rect", { x: x + 36, y: y + 40, width: 19, height: 15, rx: 2, class: "plan-points" }, group);
    text(group, x + 45.5, y + 53, plan.claimed ? String(plan.value) : "", "ink hand plan-score");
    asButton(group, word("City plan {n}", { n: index + 1 }) + (plan.claimed ? `, ${plan.value}` : ""),
             key, litKeys.has(key), onTap);
  });
  const total = node("g", { class: "total" }, svg);
  node("rect", { x: WIDTH - 110, y, width: 104, height: PLAN_HEIGHT, rx: 4 }, total);
  text(total, WIDTH - 58, y + 38, String(score ?? ""), "total-value hand");
  y += PLAN_ROW;
  if (theme) {  // the theme column, between the city plans and the parks as printed
    drawThemeColumn(svg, theme, LEFT, y, WIDTH);
    y += 24;
  }
  track(svg, word("Pools"), 70, y, layout.pools.slice(1), sheet.pool_marks, null, litKeys, onTap);
  y += 24;
  track(svg, word("Temps"), 70, y, Array.from({ length: layout.temps }, (_, i) => i + 1),
        sheet.temps, placeKey("temp", -1, 0), litKeys, onTap, word("Temp Agency"));
  y += 24;
  // Estates: six columns of boxes, one per estate size.
  text(svg, LEFT, y + 13, "⌂", "track-label");
  layout.estates.forEach((values, column) => {
    const size = column + 1;
    const key = placeKey("estate", -1, size);
    const x = 30 + column * 55;
    const group = node("g", { class: "estate" }, svg);
    node("rect", { x, y, width: 52, height: 18, rx: 3 }, group);
    const marked = sheet.estate_marks[column];
    text(group, x + 26, y + 13, `${size}: ${values[marked]}`, "box-value");
    asButton(group, word("Estates of {n}", { n: size }), key, litKeys.has(key), onTap);
  });
  y += 24;
  track(svg, "bis", 70, y, layout.bis.slice(1), sheet.bis_marks, null, litKeys, onTap);
  y += 24;
  track(svg, word("Roundabouts"), 110, y, layout.roundabouts.slice(1), sheet.roundabout_marks,
        null, litKeys, onTap);
  y += 24;
  track(svg, word("Refusals"), 110, y, layout.refusals.slice(1), sheet.refusals, null, litKeys,
        onTap);
}
