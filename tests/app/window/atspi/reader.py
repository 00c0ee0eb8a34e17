"""The reader of the AT-SPI test: what a screen reader sees of the game's window. Run by the
system's Python (``/usr/bin/python3``, where pyatspi lives), never the project's venv; prints one
JSON object.

Usage: /usr/bin/python3 reader.py APPLICATION (inspect | play-turn | table)
  inspect    the sheet's places, the cards, the turn's buttons, and which card is selected
  play-turn  a whole turn through accessible actions alone: a lit house, Skip, Confirm
  table      At the table through AT-SPI's Table interface: its size, headers and cells
"""

import json
import sys
import time

import pyatspi

HOUSE = ", house "
SETTLE = 2.5  # seconds left to the window after an action (tests/app/window/test_atspi.py)
TRACE = []


def application(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for _ in range(100):
        for app in desktop:
            if app is not None and app.name == name:
                return app
        time.sleep(0.1)
    raise SystemExit("no application named " + name)


def walk(node, depth=0):
    if TRACE:
        print(depth, node.getRoleName(), node.name, file=sys.stderr, flush=True)
    yield node
    if depth > 40 or node.getRole() == pyatspi.ROLE_MENU_BAR:
        return  # the menus are not read here
    if depth > 1 and not node.getState().contains(pyatspi.STATE_SHOWING):
        return  # nor what is hidden (the hand-over screen)
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk(child, depth + 1)


def states(node):
    state = node.getState()
    return {name: state.contains(getattr(pyatspi, "STATE_" + name.upper()))
            for name in ("focusable", "focused", "selectable", "selected", "sensitive")}


def actions(node):
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(i) for i in range(action.nActions)]


def press(node, name="Press"):
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == name:
            action.doAction(index)
            return
    raise SystemExit("no " + name + " action on " + node.name)


def describe(node):
    return {"name": node.name, "role": node.getRoleName(), "states": states(node),
            "actions": actions(node)}


def find(app):
    nodes = list(walk(app))
    sheet = next(n for n in nodes if n.getRole() == pyatspi.ROLE_TABLE and n.name == "Your sheet")
    cells = [n for n in walk(sheet) if n.getRole() == pyatspi.ROLE_TABLE_CELL]
    cards = [n for n in nodes if n.getRole() == pyatspi.ROLE_PUSH_BUTTON
             and n.name.startswith("House number")]
    buttons = {n.name: n for n in nodes if n.getRole() == pyatspi.ROLE_PUSH_BUTTON}
    labels = [n for n in nodes if n.getRole() == pyatspi.ROLE_LABEL and n.name]
    return sheet, cells, cards, buttons, labels


def inspect(app):
    sheet, cells, cards, buttons, labels = find(app)
    return {
        "objects": sum(1 for _ in walk(app)),
        "rows": [sheet.getChildAtIndex(i).name for i in range(sheet.childCount)],
        "houses": [describe(c) for c in cells if HOUSE in c.name],
        "scoring": [c.name for c in cells if HOUSE not in c.name],
        "cards": [describe(c) for c in cards],
        "buttons": {name: describe(b) for name, b in buttons.items()
                    if name in ("Skip effect", "Refusal", "Undo", "Redo", "Confirm turn")},
        "labels": [label.name for label in labels],
    }


def wait_for(check, seconds=5.0):
    end = time.time() + seconds
    while time.time() < end:
        if check():
            return True
        time.sleep(0.1)
    return False


def play_turn(app):
    _sheet, cells, cards, buttons, labels = find(app)
    header = next(label for label in labels if label.name.startswith("Turn 1"))
    if not any(states(c)["selected"] for c in cards):
        press(cards[0])
        time.sleep(SETTLE)
    lit = [c for c in cells if HOUSE in c.name and states(c)["selectable"]]
    house = lit[-1]
    before = house.name
    press(house)
    time.sleep(SETTLE)
    written = house.name
    skip = buttons["Skip effect"]
    if states(skip)["sensitive"]:
        press(skip)
        time.sleep(SETTLE)
    confirm = buttons["Confirm turn"]
    press(confirm)
    time.sleep(SETTLE)
    turned = wait_for(lambda: header.name.startswith("Turn 2"))
    return {"before": before, "written": written, "turn_2": turned, "header": header.name}


def table(app):
    node = next((n for n in walk(app)
                 if n.getRole() == pyatspi.ROLE_TABLE and n.name == "At the table"), None)
    if node is None:
        raise SystemExit("no table named At the table")
    grid = node.queryTable()
    rows, columns = grid.nRows, grid.nColumns
    return {
        "role": node.getRoleName(),
        "states": states(node),
        "rows": rows,
        "columns": columns,
        "descriptions": [grid.getColumnDescription(c) for c in range(columns)],
        "headers": [grid.getColumnHeader(c).name if grid.getColumnHeader(c) else None
                    for c in range(columns)],
        "cells": [[grid.getAccessibleAt(r, c).name for c in range(columns)]
                  for r in range(rows)],
        "cell_roles": sorted({grid.getAccessibleAt(r, c).getRoleName()
                              for r in range(rows) for c in range(columns)}),
    }


MODES = {"inspect": inspect, "inspect-chosen": inspect, "table": table}


def main():
    if len(sys.argv) > 3:
        TRACE.append(True)
    app = application(sys.argv[1])
    result = MODES.get(sys.argv[2], play_turn)(app)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
