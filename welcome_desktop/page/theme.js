// A thematic sheet's own marks, drawn over the base sheet from the host's ``theme`` part of
// the view (network/theme_marks.py): cones sold or lost and the trucks (ice cream), lights
// between linked houses (Christmas), eggs printed and collected (Easter), and the theme
// column. The host reckons them all; the page draws what it is told.
import { countWord, word } from "./words.js";

const NS = "http://www.w3.org/2000/svg";
export const COLUMN_NAMES = {
  "ice-cream": "Ice cream", christmas: "Christmas lights", easter: "Easter eggs",
};

function node(tag, attributes, parent) {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.appendChild(element);
  return element;
}

/** What a house holds of the theme, for its accessible name ("" when nothing). */
export function houseTheme(theme, street, house) {
  if (!theme) return "";
  for (const [s, h, scoops, state] of theme.cones || []) {
    if (s === street && h === house) {
      const cone = word("cone, scoops: {n}", { n: scoops });
      if (state === "open") return cone;
      return `${cone}, ${state === "sold" ? word("sold") : word("lost")}`;
    }
  }
  for (const [s, h, printed, collected] of theme.eggs || []) {
    if (s === street && h === house) {
      return word("eggs: {n}, collected: {collected}", { n: printed, collected });
    }
  }
  return "";
}

/**
 * Draw ``theme``'s marks into ``svg``: ``house(street, index)`` gives a house's left x and its
 * street's top, ``cell`` a house's width, ``sizes`` the streets' lengths.
 */
export function drawThemeMarks(svg, theme, house, cell, sizes) {
  if (!theme) return;
  const marks = node("g", { class: `theme theme-${theme.kind}`, "aria-hidden": "true" }, svg);
  for (const [street, index, scoops, state] of theme.cones || []) {
    const [x, top] = house(street, index);
    const cone = node("g", { class: `cone ${state}` }, marks);
    node("circle", { cx: x + cell / 2, cy: top + 8, r: 4.6 }, cone);
    const count = node("text", { x: x + cell / 2, y: top + 10.5, class: "cone-value" }, cone);
    count.textContent = String(scoops);
    if (state === "lost") {
      node("line", { x1: x + cell / 2 - 5, y1: top + 13, x2: x + cell / 2 + 5, y2: top + 3,
                     class: "cross" }, cone);
    }
  }
  (theme.trucks || []).forEach(([position, step], street) => {
    const ends = position !== null ? [position] : step > 0 ? [-0.5]
      : step < 0 ? [sizes[street] - 0.5] : [-0.5, sizes[street] - 0.5];
    for (const at of ends) {
      const [x, top] = house(street, 0);
      const centre = x + at * cell + cell / 2;
      const truck = node("g", { class: position === null ? "ice-truck waiting" : "ice-truck" },
                         marks);
      node("rect", { x: centre - 6, y: top + 35, width: 12, height: 8, rx: 2 }, truck);
      const arrow = node("text", { x: centre, y: top + 42, class: "cone-value" }, truck);
      arrow.textContent = step > 0 ? "▸" : step < 0 ? "◂" : "";
    }
  });
  (theme.lights || []).forEach((links, street) => {
    for (const index of links) {
      const [x, top] = house(street, index);
      const [next] = house(street, index + 1);
      node("path", { d: `M${x + cell / 2} ${top + 3} Q${next} ${top + 16} ${next + cell / 2} ${top + 3}`,
                     class: "wire" }, marks);
      node("circle", { cx: next, cy: top + 9.5, r: 3, class: "bulb" }, marks);
    }
  });
  for (const [street, index, printed, collected] of theme.eggs || []) {
    const [x, top] = house(street, index);
    for (let egg = 0; egg < printed; egg += 1) {
      const cx = x + cell / 2 + (printed === 1 ? 0 : egg === 0 ? -4 : 4);
      node("ellipse", { cx, cy: top + 8, rx: 3, ry: 4,
                        class: egg < collected ? "egg collected" : "egg" }, marks);
    }
  }
}

/**
 * What each lit ice cream truck would do if tapped, drawn in the window's truck path ink
 * (orange dots, app/look/inks.py): a dotted road from its end to the house it would stop at, a
 * dotted ring round the cone it would sell, a dotted cross on each cone it would lose. The two
 * drives meet at that house, each on its own side of it. ``drives`` pairs "left" or "right" with
 * the host's drive (``passed``, ``sold``, ``lost``: bottom-street houses from 0).
 */
export function drawTruckPaths(svg, drives, house, cell) {
  for (const [end, drive] of drives) {
    if (!drive.passed.length) continue;
    const group = node("g", { class: "truck-path", "data-end": end, "aria-hidden": "true" }, svg);
    // From the street's end to the middle of the house the truck stops at.
    const [first, top] = house(2, Math.min(...drive.passed));
    const [last] = house(2, Math.max(...drive.passed));
    const [from, to] = end === "left" ? [first + 3, last + cell / 2 - 2]
      : [first + cell / 2 + 2, last + cell - 3];
    node("line", { x1: from, y1: top + 39, x2: to, y2: top + 39, class: "road" }, group);
    for (const index of drive.sold) {
      const [x] = house(2, index);
      node("circle", { cx: x + cell / 2, cy: top + 8, r: 6.6, class: "sold", "data-house": index },
           group);
    }
    for (const index of drive.lost) {
      const [x] = house(2, index);
      node("path", { d: `M${x + cell / 2 - 5} ${top + 3} L${x + cell / 2 + 5} ${top + 13}`
                        + ` M${x + cell / 2 - 5} ${top + 13} L${x + cell / 2 + 5} ${top + 3}`,
                     class: "lost", "data-house": index }, group);
    }
  }
}

/** The theme column's row at ``y``: per street (or the eggs collected), then its points. */
export function drawThemeColumn(svg, theme, left, y, width) {
  const name = word(COLUMN_NAMES[theme.kind] || "Theme");
  const values = theme.column.map((value, street) => {
    const bonus = theme.bonuses ? theme.bonuses[street] : "open";
    return String(value) + (bonus === "won" ? " ★" : bonus === "crossed" ? " ✗" : "");
  });
  const group = node("g", { class: "theme-column", role: "img",
                            "aria-label": countWord("{column}: {points} point(s)", theme.points,
                                                    { column: `${name} (${values.join(", ")})`,
                                                      points: theme.points }) }, svg);
  const label = node("text", { x: left, y: y + 13, class: "track-label" }, group);
  label.textContent = name;
  const boxes = [...values, `= ${theme.points}`];
  const size = 46;
  boxes.forEach((value, index) => {
    const x = width - 6 - (boxes.length - index) * size;
    node("rect", { x, y, width: size - 4, height: 18, rx: 3,
                   class: index === boxes.length - 1 ? "points" : "" }, group);
    const text = node("text", { x: x + (size - 4) / 2, y: y + 13, class: "box-value" }, group);
    text.textContent = value;
  });
}
