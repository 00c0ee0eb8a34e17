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
