"""Run by test_kill_two_windows: one window's life on a shared data folder, until killed.

It does what the window's files do (app/files/game_files.py), without the widgets: clean the data
folder, offer the unfinished games newest first, lock the chosen one (``records.lock``), resume
it through ``GameStore.recover``; a game locked by the other window is left alone, or copied
under a new id (``copy`` argument) exactly as "Take a copy" does; with no game free, a new one.
Then it autosaves after every resolved turn, seats included, and starts a new game when one
ends. It prints ``READY id turn``, ``COPY from id``, and ``SAVED id turn over`` after every
autosave returns.
"""

from __future__ import annotations

import contextlib
import random
import sys
from pathlib import Path

from tests.records.games import play_game, play_turn
from welcome_desktop.records.ids import new_game_id
from welcome_desktop.records.lock import GameLock, acquire
from welcome_desktop.records.savefile import SaveFileError, Seat
from welcome_desktop.records.store import GameStore
from welcome_desktop.rules import Game, Mode

PLAYERS = 6
SEATS = (Seat(kind="person"), Seat(kind="greedy"), Seat(kind="strong", budget_s=0.5),
         Seat(kind="easy"), Seat(kind="person"), Seat(kind="person"))


def new_game(seed: int) -> Game:
    return play_game(Mode.STANDARD, True, PLAYERS, seed=seed, turns=0)


def main() -> int:
    store = GameStore(Path(sys.argv[1]))
    copy = sys.argv[2] == "copy"
    seed_base = int(sys.argv[3])
    store.clean()  # as the window does: only temporary files an hour old
    locks: list[GameLock] = []
    game: Game | None = None
    game_id = ""
    held: list[str] = []
    for listed in store.unfinished():
        if not listed.readable:
            continue
        lock = acquire(listed.path)
        if not isinstance(lock, GameLock):
            held.append(listed.game_id)
            continue
        try:
            game, game_id = store.recover(listed.game_id).loaded.game, listed.game_id
        except SaveFileError:  # finished by the other window since the listing
            lock.release()
            continue
        locks.append(lock)
        break
    copied_game: Game | None = None
    if game is None and copy and held:
        with contextlib.suppress(SaveFileError):  # the other window may have finished it
            copied_game = store.recover(held[0]).loaded.game  # read-only: copied, new id
    if copied_game is not None:
        game, game_id = copied_game, new_game_id()
        store.games_dir.mkdir(parents=True, exist_ok=True)
        copied = acquire(store.game_path(game_id))
        assert isinstance(copied, GameLock)
        locks.append(copied)
        store.autosave(game, game_id, SEATS)
        print(f"COPY {held[0]} {game_id}", flush=True)
    if game is None:
        game, game_id = new_game(seed_base), new_game_id()
    print(f"READY {game_id} {game.turn_number}", flush=True)
    while True:
        if game.over:
            for lock in locks:
                lock.release()
            locks = []
            assert game.setup.seed is not None
            game, game_id = new_game(game.setup.seed + 1), new_game_id()
        assert game.setup.seed is not None
        play_turn(game, random.Random(game.setup.seed * 1000 + game.turn_number))
        if not locks and not game.over:
            store.games_dir.mkdir(parents=True, exist_ok=True)
            lock = acquire(store.game_path(game_id))  # a new game: locked before it is listed
            assert isinstance(lock, GameLock), "a new game is locked elsewhere"
            locks.append(lock)
        store.autosave(game, game_id, SEATS)
        print(f"SAVED {game_id} {game.turn_number} {int(game.over)}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
