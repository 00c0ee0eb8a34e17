// The turn's city plans in words: what each asks for and what it scores, from the printed
// cards in /layout.json and the view's plans (approved or not), as the window's plan cards
// word them (the same catalogue entries).
import { word } from "./words.js";

/** The words of each kind of plan: by what its estates must show, else by its condition. */
const BY_TEST = {
  no_sold_cone: "Housing estates of 3, 4 and 5 houses, no cone sold in any of them (lost cones allowed).",
  three_sold: "Three housing estates of 4 houses, each with at least 3 cones sold.",
  lit: "Two housing estates of 6 houses, each with its six houses in one string of lights.",
  unlit: "Two housing estates of 3 houses with no light inside either.",
  no_egg: "Housing estates of 2, 3 and 4 houses, no egg collected in any of them.",
  three_eggs: "Three housing estates of 3 houses, each with at least 3 eggs collected.",
};
const BY_CONDITION = {
  bis_in_one_street: "Five bis houses in the same street.",
  temps: "Seven temp agency boxes crossed.",
  ends_built: "The first and the last house of every street built, none of them used for another plan.",
  parks_two_streets: "All the parks of two streets built.",
  pools_two_streets: "All the pools of two streets built.",
  parks_pools_roundabout: "In one street: all its parks, all its pools and a roundabout.",
  cones_street: "Every ice cream cone of one street sold (circled).",
  lit_street: "All the houses of one street in a single string of lights.",
  eggs_bottom: "All 7 Easter eggs of the bottom street collected.",
};
const BY_STREET = {
  street_built: [
    "Every house of the top street built (numbered or a roundabout), none of them used for another plan.",
    "Every house of the middle street built (numbered or a roundabout), none of them used for another plan.",
    "Every house of the bottom street built (numbered or a roundabout), none of them used for another plan.",
  ],
  parks_pools_street: [
    "All the parks and all the pools of the top street.",
    "All the parks and all the pools of the middle street.",
    "All the parks and all the pools of the bottom street.",
  ],
};

/** What ``card`` (a /layout.json plan) asks for, in the page's language. */
export function requirement(card) {
  if (card.test && BY_TEST[card.test]) return word(BY_TEST[card.test]);
  if (BY_CONDITION[card.condition]) return word(BY_CONDITION[card.condition]);
  const ofStreet = BY_STREET[card.condition]?.[card.street];
  if (ofStreet) return word(ofStreet);
  return word("Housing estates of exactly these sizes: {sizes} (one estate per number).",
              { sizes: card.sizes.join(", ") });
}

/** The words the sheet's plan box prints, by condition (as the window's sheet prints them). */
const BOX_BY_CONDITION = {
  bis_in_one_street: "5 bis in\none street",
  temps: "7 temps",
  ends_built: "both ends\nof every\nstreet",
  parks_two_streets: "all parks\nof two\nstreets",
  pools_two_streets: "all pools\nof two\nstreets",
  parks_pools_roundabout: "parks, pools,\nroundabout:\none street",
  cones_street: "all cones\nof a street\nsold",
  lit_street: "a whole\nstreet\nlit",
  eggs_bottom: "7 eggs of\nthe bottom\nstreet",
};
const BOX_BY_STREET = { street_built: "{street}\nall built", parks_pools_street: "parks and\npools of the\n{street}" };
const BOX_BY_TEST = {
  no_sold_cone: "no cone\nsold", three_sold: "3 cones\nsold each", lit: "all lit", unlit: "unlit",
  no_egg: "no egg", three_eggs: "3 eggs\neach",
};
const BOX_STREETS = ["top street", "middle street", "bottom street"];

/** What the sheet's plan box prints of ``card`` (a /layout.json plan), in lines: the estate
 * sizes as digits (in two lines when more than three), else a few words of its condition. */
export function boxLines(card) {
  const sizes = card.sizes.map(String);
  if (card.test && BOX_BY_TEST[card.test]) {
    return [sizes.join(" "), ...word(BOX_BY_TEST[card.test]).split("\n")];
  }
  if (BOX_BY_CONDITION[card.condition]) return word(BOX_BY_CONDITION[card.condition]).split("\n");
  if (BOX_BY_STREET[card.condition]) {
    return word(BOX_BY_STREET[card.condition], { street: word(BOX_STREETS[card.street]) })
      .split("\n");
  }
  const half = sizes.length > 3 ? Math.ceil(sizes.length / 2) : sizes.length;
  return [sizes.slice(0, half).join(" "), sizes.slice(half).join(" ")].filter(Boolean);
}

/** The view's plans (``[{id, approved}]``) as a list: title, requirement, values. */
export function plansList(plans, layout) {
  const list = document.createElement("ul");
  list.className = "plans";
  for (const { id, approved } of plans || []) {
    const card = layout.plans[id];
    if (!card) continue;
    const [first, second] = card.values;
    const item = document.createElement("li");
    const title = document.createElement("strong");
    title.textContent = word("City plan n°{deck}", { deck: card.deck });
    item.append(title, " ", requirement(card), " ",
                word("{first} points to whoever completes it first, {second} points later.",
                     { first, second }), " ",
                approved ? word("Approved: a claim now scores {value} points.", { value: second })
                  : word("Project: nobody has completed it yet; a claim now scores {value} points.",
                         { value: first }));
    list.appendChild(item);
  }
  return list;
}
