"""Run by test_kill: autosave a growing game to one file, turn after turn, until killed.

On start it resumes the file (exactly as the application does after a crash) and goes on;
when a game ends it starts the next (seed + 1). Each turn's actions come from a random
generator seeded by (seed, turn), so a resumed game goes on as it would have. It prints
``READY seed turn over`` once resumed and ``SAVED seed turn over`` after every save returns.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from tests.records.games import play_game, play_turn
from welcome_desktop.records.savefile import SaveFileError, load_game, save_game
from welcome_desktop.rules import Game, Mode

PLAYERS = 6


def new_game(seed: int) -> Game:
    return play_game(Mode.STANDARD, True, PLAYERS, seed=seed, turns=0)


def state(game: Game) -> str:
    assert game.setup.seed is not None
    return f"{game.setup.seed} {game.turn_number} {int(game.over)}"


def main() -> int:
    path = Path(sys.argv[1])
    if path.exists():
        try:
            game = load_game(path).game
        except SaveFileError as error:
            print(f"BROKEN {error}", flush=True)
            return 3
    else:
        game = new_game(0)
    print(f"READY {state(game)}", flush=True)
    while True:
        if game.over:
            assert game.setup.seed is not None
            game = new_game(game.setup.seed + 1)
        else:
            assert game.setup.seed is not None
            play_turn(game, random.Random(game.setup.seed * 1000 + game.turn_number))
        save_game(game, path)
        print(f"SAVED {state(game)}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
