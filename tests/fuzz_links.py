"""Fuzzing for issue 34: links at every path the program writes, markup and odd characters in
names, the command line's numeric limits. Counts tracebacks, writes outside the intended file
and hangs (over 30 s); ``tests/records/test_fuzz_links.py`` runs a small round, and
``python -m tests.fuzz_links --rounds N`` a bigger one that prints the counts.

Every attempt works in a fresh sandbox folder holding the game, a victim file elsewhere and
the data folder. After each attempt every file of the sandbox is compared with before: only the
intended file may change (the program's own file, never what a link there pointed to; for a
path the player named, the link's target, as documented), plus the data folder's own files.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import os
import random
import shutil
import signal
import tempfile
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType

HANG_S = 30
MARKUP = ("<h1>H2</h1>", "<img src=x>", "<b>", "</table>", "&amp;", "<!--", "<script>x")
ODD = ("\n", "\u200b", "\u202e", "\x1b[2J", "\ud800", "\ufeff", "\u2028", "\x00")
KINDS = ("symlink", "dangling", "hardlink", "loop", "fifo", "folder")


@dataclass
class Counts:
    """What the fuzzing found."""

    attempts: int = 0
    tracebacks: int = 0
    outside_writes: int = 0
    hangs: int = 0
    by_target: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (f"{self.attempts} attempts: {self.tracebacks} tracebacks, {self.outside_writes} "
                f"writes outside the intended file, {self.hangs} hangs over {HANG_S} s")


class _Hang(Exception):
    pass


@contextlib.contextmanager
def _deadline(seconds: int) -> Iterator[None]:
    def alarm(_signum: int, _frame: FrameType | None) -> None:
        raise _Hang

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _snapshot(root: Path) -> dict[str, str]:
    """Every entry under ``root`` (not following links): its kind and content digest."""
    seen: dict[str, str] = {}
    for folder, dirs, files in os.walk(root, followlinks=False):
        for name in dirs + files:
            path = Path(folder) / name
            info = path.lstat()
            if path.is_symlink():
                seen[str(path)] = "link:" + os.readlink(path)
            elif path.is_file():
                seen[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
            elif path.is_dir():
                seen[str(path)] = "dir"
            else:
                seen[str(path)] = f"special:{info.st_mode:o}"
    return seen


def _cli(argv: list[str]) -> tuple[int, str]:
    """Run the command line in this process; its exit code and what it printed."""
    from welcome_desktop.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 2
    return code, out.getvalue() + err.getvalue()


def _plant(path: Path, kind: str, victim: Path, rng: random.Random) -> None:
    """Put a link (or a FIFO, a folder) of ``kind`` at ``path``, aimed at ``victim``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.is_dir():
        shutil.rmtree(path)
    if kind == "symlink":
        path.symlink_to(victim)
    elif kind == "dangling":
        path.symlink_to(victim.with_name(f"missing-{rng.randrange(10**6)}"))
    elif kind == "hardlink":
        os.link(victim, path)
    elif kind == "loop":
        path.symlink_to(path.name)
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()


class Sandbox:
    """A fresh folder: a saved game, the user's victim file elsewhere, a data folder."""

    def __init__(self, root: Path, names: tuple[str, ...], seed: int) -> None:
        from tests.records.games import play_game
        from welcome_desktop.records.savefile import save_game
        from welcome_desktop.rules import Game, Mode

        self.root = root
        self.user = root / "user"
        self.elsewhere = root / "elsewhere"
        self.data = root / "data"
        for folder in (self.user, self.elsewhere, self.data):
            folder.mkdir(parents=True)
        self.victim = self.elsewhere / "thesis.txt"
        self.victim.write_bytes(b"the user's precious file\n")
        self.game: Game = play_game(Mode.STANDARD, False, len(names), seed, turns=3,
                                    names=names)
        self.file = self.user / "game.json"
        save_game(self.game, self.file)


def _targets(box: Sandbox) -> dict[str, tuple[Callable[[Path], Path], Callable[[Path], None],
                                              bool]]:
    """Each path the program writes: (where it is, how to make the program write it, whether
    the player named it)."""
    from welcome_desktop.players.review import ReviewSettings, cached_review
    from welcome_desktop.records.lock import GameLock, acquire, game_keys, key_file
    from welcome_desktop.records.reviews import reviews_path
    from welcome_desktop.records.savefile import save_game, save_record
    from welcome_desktop.records.store import GameStore
    from welcome_desktop.rules.record import GameRecord, record_of

    store = GameStore(box.data)
    record = record_of(box.game)
    short = GameRecord(record.setup, record.log[:1])

    def autosave_twice(_path: Path) -> None:
        store.autosave(box.game, "g1")
        store.autosave(box.game, "g1")

    def lock(_path: Path) -> None:
        taken = acquire(box.file, store.locks_dir)
        if isinstance(taken, GameLock):
            taken.release()

    return {
        "save": (lambda _: box.user / "saved.json",
                 lambda p: save_game(box.game, p), True),
        "export record": (lambda _: box.user / "record.json",
                          lambda p: save_record(box.game, p), True),
        "autosave": (lambda _: store.game_path("g1"), autosave_twice, False),
        "backup": (lambda _: store.backup_path("g1"), autosave_twice, False),
        "history": (lambda _: store.history_path("g1"),
                    lambda _p: store.finish(box.game, "g1") and None, False),
        "recent": (lambda _: store.recent_path,
                   lambda _p: store.add_recent(box.file) and None, False),
        "review cache": (lambda _: reviews_path(box.file),
                         lambda _p: cached_review(box.file, short, 0,
                                                  ReviewSettings(budget_s=0.002)) and None,
                         False),
        "lock (path key)": (lambda _: key_file(store.locks_dir, game_keys(box.file)[0]),
                            lock, False),
        "lock (file key)": (lambda _: key_file(store.locks_dir, game_keys(box.file)[-1]),
                            lock, False),
        "simulate --out": (lambda _: box.user / "sim.json",
                           lambda p: _expect_cli(["simulate", "--seed", "3", "--out", str(p)]),
                           True),
        "render --out": (lambda _: box.user / "sheet.png",
                         lambda p: _expect_cli(["render", str(box.file), "--width", "200",
                                                "--out", str(p)]), True),
        "review (CLI cache)": (lambda _: reviews_path(box.file),
                               lambda _p: _expect_cli(["review", str(box.file), "--player", "1",
                                                       "--budget", "0.002"]), False),
    }


class _CliTraceback(Exception):
    pass


def _expect_cli(argv: list[str]) -> None:
    code, text = _cli(argv)
    if "Traceback" in text:
        raise _CliTraceback(text)
    del code


def _allowed(before: dict[str, str], after: dict[str, str], target: Path, victim: Path,  # noqa: PLR0917
             named: bool, data: Path) -> list[str]:
    """The entries that changed but should not have."""
    intended = {str(target)}
    if named:  # the player's own link: written through to its target, as documented
        with contextlib.suppress(OSError):
            intended.add(os.path.realpath(target))
    wrong = []
    for key in set(before) | set(after):
        if before.get(key) == after.get(key) or key in intended:
            continue
        if key.startswith(str(data) + os.sep):
            continue  # the data folder's own files (autosaves, locks, temporary files)
        if Path(key).parent == target.parent and Path(key).name.startswith("."):
            continue  # an atomic write's temporary file beside its target
        if Path(key).name.endswith(".review.json") and Path(key).parent.name == "user":
            continue  # the review kept beside the reviewed game (docs/records.md)
        if key == str(victim) and named and os.path.realpath(target) == str(victim):
            continue
        wrong.append(key)
    return wrong


def fuzz_links(rounds: int, seed: int, counts: Counts) -> None:
    """Plant every kind of link at every path the program writes, ``rounds`` times."""
    rng = random.Random(seed)
    for _ in range(rounds):
        with tempfile.TemporaryDirectory(prefix="fuzz-links-") as folder:
            names = ("Anna", "Ben")
            box = Sandbox(Path(folder), names, rng.randrange(10**6))
            os.environ["WELCOME_DESKTOP_DATA"] = str(box.data)
            for target_name, (where, write, named) in _targets(box).items():
                kind = rng.choice(KINDS)
                target = where(box.file)
                try:
                    _plant(target, kind, box.victim, rng)
                except OSError:
                    continue
                before = _snapshot(box.root)
                counts.attempts += 1
                counts.by_target[target_name] = counts.by_target.get(target_name, 0) + 1
                try:
                    with _deadline(HANG_S):
                        write(target)
                except _Hang:
                    counts.hangs += 1
                    counts.problems.append(f"hang: {target_name} at a {kind}")
                except (OSError, ValueError) as error:  # refused: a clear error is fine
                    if isinstance(error, _CliTraceback):
                        counts.tracebacks += 1
                        counts.problems.append(f"traceback: {target_name} {kind}: {error}")
                except Exception:
                    counts.tracebacks += 1
                    counts.problems.append(f"traceback: {target_name} {kind}: "
                                           f"{traceback.format_exc(limit=3)}")
                after = _snapshot(box.root)
                wrong = _allowed(before, after, target, box.victim, named, box.data)
                if box.victim.exists() and box.victim.read_bytes() != \
                        b"the user's precious file\n" and not (
                        named and os.path.realpath(target) == str(box.victim)):
                    wrong.append(str(box.victim))
                if wrong:
                    counts.outside_writes += 1
                    counts.problems.append(f"outside: {target_name} at a {kind}: {wrong}")
                _restore(box.victim)


def _restore(victim: Path) -> None:
    """The victim as it was, for the next attempt (a named link may have written it)."""
    if victim.is_symlink() or (victim.exists() and not victim.is_file()):
        if victim.is_dir() and not victim.is_symlink():
            shutil.rmtree(victim)
        else:
            victim.unlink()
    victim.write_bytes(b"the user's precious file\n")


def _odd_name(rng: random.Random) -> str:
    parts = [rng.choice(MARKUP + ODD + ("Anna", "Zoë", "李"))
             for _ in range(rng.randrange(1, 4))]
    return "".join(parts)[:40] or "x"


def fuzz_names(rounds: int, seed: int, counts: Counts) -> None:
    """Names with markup and odd characters through score, render and review."""
    rng = random.Random(seed)
    for _ in range(rounds):
        with tempfile.TemporaryDirectory(prefix="fuzz-names-") as folder:
            root = Path(folder)
            base = Sandbox(root, ("Anna", "Ben"), rng.randrange(10**6))
            data = json.loads(base.file.read_text())
            names = [_odd_name(rng), _odd_name(rng)]
            if names[0] == names[1]:
                names[1] += "2"
            data["record"]["setup"]["players"] = names
            data["summary"]["players"] = names
            path = root / "user" / "odd.json"
            path.write_text(json.dumps(data))
            for argv in (["score", str(path)],
                         ["render", str(path), "--player", "2", "--width", "200", "--out",
                          str(root / "user" / "o.png")],
                         ["review", str(path), "--player", rng.choice(["1", names[1]]),
                          "--budget", "0.002"]):
                _count_cli(argv, counts)


_LIMITS = ("0", "1", "-1", "2", "12", "13", "4300", "9" * 5000, "1e308", "1e400", "inf", "nan",
           "-0", "0x10", "²", "٣", " 3", "3 ", "", "99999999999999999999", "2.5", "1_000")


def fuzz_limits(rounds: int, seed: int, counts: Counts, folder: Path) -> None:
    """The command line's numbers at and beyond their limits."""
    rng = random.Random(seed)
    game = Sandbox(folder / "limits", ("Anna", "Ben"), 5).file
    for _ in range(rounds):
        value = rng.choice(_LIMITS)
        argv = rng.choice([
            ["simulate", "--players", value, "--seed", "1", "--out", str(folder / "s.json")],
            ["simulate", "--seed", value, "--out", str(folder / "s.json")],
            ["render", str(game), "--turn", value, "--out", str(folder / "r.png"),
             "--width", "200"],
            ["render", str(game), "--player", value, "--out", str(folder / "r.png"),
             "--width", "200"],
            ["render", str(game), "--width", value, "--out", str(folder / "r.png")],
            ["review", str(game), "--player", value, "--budget", "0.002"],
            ["review", str(game), "--player", "1", "--budget", _brief(value)],
            ["tournament", "--seats", "easy", "--mode", "solo", "--games", _few(value),
             "--seed", "1", "--jobs", "1"],
            ["tournament", "--seats", "strong", "--mode", "solo", "--games", "1", "--seed", "1",
             "--budget", _brief(value), "--jobs", "1"] if value not in ("1", "2", "2.5", "3 ", " 3")
            else ["tournament", "--seats", "x", "--games", "1", "--seed", "1"],
            ["tournament", "--seats", "easy", "--mode", "solo", "--games", "1", "--seed", value,
             "--jobs", "1"],
            ["tournament", "--seats", "easy", "--mode", "solo", "--games", "1", "--seed", "1",
             "--jobs", value],
        ])
        _count_cli(argv, counts)


def _brief(budget: str) -> str:
    """``budget``, unless it is a valid budget above 0.01 s (float reads " 3" and "٣"): a
    long think asked for is no hang."""
    try:
        seconds = float(budget)
    except ValueError:
        return budget
    return "0.01" if 0.01 < seconds <= 60 else budget


def _few(games: str) -> str:
    """``games``, unless it is a valid count above 13: a long run is no hang."""
    try:
        number = int(games)
    except ValueError:
        return games
    return "13" if 13 < number <= 10**6 else games


def _count_cli(argv: list[str], counts: Counts) -> None:
    counts.attempts += 1
    try:
        with _deadline(HANG_S):
            _code, text = _cli(argv)
    except _Hang:
        counts.hangs += 1
        counts.problems.append(f"hang: {argv}")
        return
    except Exception:
        counts.tracebacks += 1
        counts.problems.append(f"traceback: {argv[:3]}: {traceback.format_exc(limit=3)}")
        return
    if "Traceback" in text:
        counts.tracebacks += 1
        counts.problems.append(f"traceback printed: {argv[:3]}")


def fuzz(rounds: int, seed: int = 0) -> Counts:
    """Every kind of fuzzing, ``rounds`` rounds each."""
    counts = Counts()
    saved = os.environ.get("WELCOME_DESKTOP_DATA")
    try:
        fuzz_links(rounds, seed, counts)
        fuzz_names(rounds, seed, counts)
        with tempfile.TemporaryDirectory(prefix="fuzz-limits-") as folder:
            fuzz_limits(rounds * 6, seed, counts, Path(folder))
    finally:
        if saved is None:
            os.environ.pop("WELCOME_DESKTOP_DATA", None)
        else:
            os.environ["WELCOME_DESKTOP_DATA"] = saved
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    counts = fuzz(args.rounds, args.seed)
    print(counts.line())
    for target, number in sorted(counts.by_target.items()):
        print(f"  {target}: {number} links planted")
    for problem in counts.problems[:20]:
        print("  " + problem[:300])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
