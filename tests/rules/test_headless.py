"""The rules core (and so these tests) needs neither Qt nor the app's other dependencies."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import importlib, importlib.abc, json, pkgutil, random, sys

    BLOCKED = ("PySide6", "shiboken6", "pydantic", "platformdirs")

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError(f"{name} is blocked for this test")
            return None

    sys.meta_path.insert(0, Block())
    for name in BLOCKED:
        try:
            importlib.import_module(name)
        except ImportError:
            pass
        else:
            raise SystemExit(f"{name} was not blocked")

    import welcome_desktop.rules as rules
    modules = sorted(m.name for m in pkgutil.iter_modules(rules.__path__))
    for module in modules:
        importlib.import_module(f"welcome_desktop.rules.{module}")
    from welcome_desktop.players.random_player import play_random_turn
    from welcome_desktop.rules.record import record_of, record_to_json, record_from_json

    game = rules.Game(rules.Setup(rules.Mode.EXPERT, True, ("A", "B", "C"), seed=3))
    rng = random.Random(3)
    while not game.over:
        for seat in range(3):
            play_random_turn(game.turn(seat), rng)
            game.confirm(seat)
    replayed = record_from_json(json.loads(json.dumps(record_to_json(record_of(game))))).replay()
    loaded = sorted(n for n in sys.modules if n.split(".")[0] in BLOCKED)
    print(json.dumps({"modules": modules, "turns": game.turn_number,
                      "reasons": game.end_reasons, "same": replayed.sheets == game.sheets,
                      "loaded": loaded}))
    """
)


def test_rules_import_and_play_without_pyside6_pydantic_platformdirs() -> None:
    """A Python where PySide6, pydantic and platformdirs cannot be imported still imports
    every module of welcome_desktop.rules and plays and replays a whole game."""
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    expected = sorted(p.stem for p in (ROOT / "welcome_desktop" / "rules").glob("*.py")
                      if p.stem != "__init__")
    assert report["modules"] == expected
    assert report["turns"] > 0 and report["reasons"]
    assert report["same"] is True
    assert report["loaded"] == []
