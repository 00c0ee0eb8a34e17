"""Clicks per person-turn: how many clicks a person makes to play a turn in the real window, with
*Fewer clicks* off and on, basic and advanced, solo and four people sharing the screen (with and
without the hand-over screen, an option in standard mode).

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.benchmarks.bench_turn_clicks``.
Every turn is the greedy player's choice, played the way a person plays it: real mouse clicks
(QTest) on the cards, the sheet, the plans and the buttons, a chooser's answer counted as one
click, the hand-over screen's "I am here" as one click. An effect the option used at once and a
turn it confirmed on its own cost nothing; a skipped effect costs nothing either (Confirm skips
it). Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=12, help="turns played per game")
    parser.add_argument("--games", type=int, default=2, help="games per configuration")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QPoint, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from welcome_desktop.app.cards import estate_chooser
    from welcome_desktop.app.cards.card_face import Half
    from welcome_desktop.app.play.sheet_model import Target, Zone
    from welcome_desktop.app.play.turn_view import effect_target
    from welcome_desktop.app.sheet.fonts import register_fonts
    from welcome_desktop.app.window.main_window import MainWindow
    from welcome_desktop.players import make_player, seat_view
    from welcome_desktop.records.store import GameStore
    from welcome_desktop.rules import Game, Mode, Setup
    from welcome_desktop.rules.actions import (
        AskReshuffle,
        BuildRoundabout,
        Choose,
        ChooseTruck,
        ClaimPlan,
        EffectAction,
        MarkTemp,
        SkipEffect,
        TakeRefusal,
        Write,
        WriteBis,
    )

    app = QApplication.instance() or QApplication([])
    register_fonts()
    clicks = 0
    answer: list[object] = [None]

    # A chooser's answer is one click: the value or estates the greedy player wanted.
    def choose_value(parent: object, values: list[int], original: object = None) -> int:
        nonlocal clicks
        clicks += 1
        wanted = answer[0]
        return wanted if isinstance(wanted, int) and wanted in values else values[0]

    def choose_estates(parent: object, plan: object, choices: list[object],
                       highlight: object = None) -> object:
        nonlocal clicks
        clicks += 1
        wanted = answer[0]
        return next((c for c in choices if wanted is not None and tuple(
            (e.street, e.first, e.size) for e in c) == wanted), choices[0])  # type: ignore[attr-defined]

    estate_chooser.choose_value = choose_value  # type: ignore[assignment]
    estate_chooser.choose_estates = choose_estates  # type: ignore[assignment]

    def click(widget: QWidget, pos: QPoint | None = None) -> None:
        nonlocal clicks
        clicks += 1
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         pos if pos is not None else widget.rect().center())

    def on_sheet(window: MainWindow, target: Target) -> None:
        item = window.scene.zones[target]
        click(window.sheet_view.viewport(),
              window.sheet_view.mapFromScene(item.sceneBoundingRect().center()))

    def play(window: MainWindow, game: Game, seat: int, actions: list[object]) -> None:
        """Click ``actions`` in; what the window did on its own costs nothing."""
        panel = window.panel
        for index, action in enumerate(actions):
            done = game.turn(seat).actions
            if len(done) > index and done[index] == action:
                continue  # used at once (a park, a pool) or demanded (a temp mark)
            if isinstance(action, Choose):
                offer = panel.offer
                if action.effect_card is None:
                    click(offer.card_widget(action.number_card))
                else:
                    for card, half in ((action.number_card, Half.NUMBER),
                                       (action.effect_card, Half.EFFECT)):
                        widget = offer.card_widget(card)
                        click(widget, widget.half_rect(half).center().toPoint())
            elif isinstance(action, Write):
                answer[0] = action.value
                on_sheet(window, Target(Zone.HOUSE, action.street, action.house))
            elif isinstance(action, WriteBis):
                answer[0] = game.turn(seat).sheet.houses[action.street][action.copied]
                on_sheet(window, effect_target(action))
            elif isinstance(action, MarkTemp | EffectAction):
                on_sheet(window, effect_target(action))  # type: ignore[arg-type]
            elif isinstance(action, SkipEffect):
                if index < len(actions) - 1:  # else Confirm skips it
                    click(panel.buttons["skip"])
            elif isinstance(action, ClaimPlan):
                answer[0] = action.estates
                plan = next(i for i, p in enumerate(game.plans)
                        if p.id == action.plan_id)
                click(panel.plans.card_widget(plan))
            elif isinstance(action, BuildRoundabout):
                click(panel.buttons["roundabout"])
                on_sheet(window, Target(Zone.HOUSE, action.street, action.house))
            elif isinstance(action, TakeRefusal):
                click(panel.buttons["refusal"])
            elif isinstance(action, AskReshuffle):
                click(panel.buttons["reshuffle"])
            elif isinstance(action, ChooseTruck):
                on_sheet(window, Target(Zone.TRUCK, 2, 0 if action.end == "left" else 1))
        if list(game.turn(seat).actions) != list(actions) and not game.confirmed[seat]:
            raise AssertionError(f"clicked {game.turn(seat).actions}, "
                                 f"wanted {actions}")

    greedy = make_player("greedy")
    print(f"{'setup':34} {'fewer clicks':>12} {'clicks/turn':>12} {'min':>4} {'max':>4}"
          f" {'turns':>6}")
    setups = [(players, advanced, fewer, False) for players, advanced in
              ((1, False), (1, True), (4, False), (4, True)) for fewer in (False, True)]
    setups += [(4, False, True, True), (4, True, True, True)]
    for players, advanced, fewer, skip in setups:
        per_turn: list[int] = []
        for game_number in range(args.games):
            folder = Path(tempfile.mkdtemp())
            settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
            settings.setValue("play/fewer_clicks", fewer)
            settings.setValue("play/skip_handover", skip)
            window = MainWindow(settings, GameStore(folder / "data"))
            window.confirm_close = False
            window.resize(1366, 768)
            window.show()
            mode = Mode.SOLO if players == 1 else Mode.STANDARD
            names = ("Anna", "Ben", "Chiara", "Dana")[:players]
            game = Game(Setup(mode, advanced, names, seed=100 + game_number))
            window.start(game)
            rng = random.Random(game_number)

            while not game.over and game.turn_number < args.turns:
                controller = window.controller
                assert controller is not None
                before, turn_number = clicks, game.turn_number
                if window.hidden:
                    click(window.handover.button)
                seat = controller.player
                play(window, game, seat, list(greedy.decide(seat_view(game, seat), rng)))
                deadline = time.monotonic() + 10  # the automatic confirmation's moment
                while controller.confirm_pending and time.monotonic() < deadline:
                    app.processEvents()
                    time.sleep(0.01)
                if game.turn_number == turn_number and not game.confirmed[seat]:
                    click(window.panel.buttons["confirm"])
                per_turn.append(clicks - before)
            window.close()
        people = "4 people, no hand-over" if skip else "4 people, one screen"
        label = f"{'solo' if players == 1 else people}, " \
                f"{'advanced' if advanced else 'basic'}"
        print(f"{label:34} {'on' if fewer else 'off':>12} "
              f"{statistics.mean(per_turn):12.2f} {min(per_turn):4} {max(per_turn):4}"
              f" {len(per_turn):6}")


if __name__ == "__main__":
    main()
