"""Hostile-input fuzzing of the command line and the Open path (issue 27): files and
arguments. Counts what was tried and every traceback (must be 0), and every control character
that reached the output (must be 0). Prints figures; exits 1 on any finding.

Run: ``.venv/bin/python -m tests.benchmarks.fuzz_open [--files 1500] [--args 600] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import tempfile
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

from welcome_desktop.cli import main as cli
from welcome_desktop.records.savefile import SaveFileError, load

FIXTURES = Path(__file__).parents[1] / "records" / "fixtures"
NASTY = ["\x1b]0;pwned\x07", "\x1b[2J", "\x9b31m", "\u202e", "\x00", "é", "\ud800", "",
         "a" * 5000, "<a href=x>Ben</a>", "\n", "💥"]
WEIRD_VALUES: list[Any] = [None, True, -1, 0, 2**70, 1.5, "x", [], {}, [[[]]], "NaN", -0.0,
                           {"kind": "strong", "budget_s": 1e308}]


def _mutations(rng: random.Random, value: Any, depth: int = 0) -> Any:
    """``value`` with one random part replaced, removed or made hostile."""
    if isinstance(value, dict) and value and depth < 6:
        key = rng.choice(list(value))
        action = rng.random()
        copy = dict(value)
        if action < 0.15:
            del copy[key]
        elif action < 0.3:
            copy[rng.choice(NASTY) or "k"] = rng.choice(WEIRD_VALUES)
        elif action < 0.55:
            copy[key] = rng.choice([*WEIRD_VALUES, rng.choice(NASTY)])
        else:
            copy[key] = _mutations(rng, value[key], depth + 1)
        return copy
    if isinstance(value, list) and value and depth < 6:
        copy = list(value)
        index = rng.randrange(len(copy))
        action = rng.random()
        if action < 0.2:
            del copy[index]
        elif action < 0.35:
            copy.append(rng.choice(WEIRD_VALUES))
        elif action < 0.6:
            copy[index] = rng.choice([*WEIRD_VALUES, rng.choice(NASTY)])
        else:
            copy[index] = _mutations(rng, copy[index], depth + 1)
        return copy
    return rng.choice(WEIRD_VALUES + NASTY)


def hostile_file(rng: random.Random, fixtures: list[bytes]) -> bytes:
    """One hostile file's bytes."""
    base = rng.choice(fixtures)
    kind = rng.randrange(8)
    if kind == 0:
        return rng.randbytes(rng.randrange(0, 4096))
    if kind == 1:
        return base[: rng.randrange(len(base))]
    if kind == 2:
        data = bytearray(base)
        for _ in range(rng.randrange(1, 20)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    if kind == 3:
        cut = rng.randrange(len(base))
        return base[:cut] + b"\0" * (len(base) - cut)
    if kind == 4:
        depth = rng.choice([31, 32, 33, 100, 10_000])
        return b'{"schema_version": 4, "record": ' + b"[" * depth + b"]" * depth + b"}"
    value = json.loads(base)
    for _ in range(rng.randrange(1, 4)):
        value = _mutations(rng, value)
    text = json.dumps(value, ensure_ascii=rng.random() < 0.5, allow_nan=True)
    if kind == 7:
        text = text.replace('"log"', '"log": [], "log"', 1)  # duplicate keys
    return text.encode("utf-8", "surrogatepass")


def special_paths(folder: Path) -> list[Path]:
    """Paths that are not regular files, or are links, or have hostile names."""
    paths = [folder, folder / "missing.json", Path("/proc/self/status"), Path("/dev/null"),
             Path("/proc/self/fd/0"), folder / "loop"]
    with contextlib.suppress(OSError):
        (folder / "loop").symlink_to("loop")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.json")
        paths.append(folder / "fifo.json")
    good = folder / "good.json"
    good.write_bytes((FIXTURES / "save_v4.json").read_bytes())
    for name in ("link.json", "dangling.json"):
        with contextlib.suppress(OSError):
            (folder / name).symlink_to(good if name == "link.json" else folder / "nowhere")
        paths.append(folder / name)
    for nasty in ("\x1b]0;x\x07.json", "bad\udcff.json", "new\nline.json"):
        with contextlib.suppress(OSError, UnicodeEncodeError):
            path = folder / nasty
            path.write_bytes(b"{}")
            paths.append(path)
    return paths


def hostile_args(rng: random.Random, files: list[Path], folder: Path) -> list[str]:
    """One hostile command line."""
    number = lambda: rng.choice(["0", "1", "-1", "12", "13", "199", "200", "5001",  # noqa: E731
                                 "99999999999999999999", "x", "1e3", "", " 3", "\x1b[2J"])
    path = lambda: str(rng.choice([*files, folder, folder / "no" / "x.png",  # noqa: E731
                                   folder / "out.png", Path("/proc/self/status")]))
    command = rng.choice(["score", "render", "render", "simulate", "bogus", "--help-x",
                          rng.choice(NASTY)])
    args = [command]
    if command in ("score", "render"):
        args.append(path())
    if command in ("render", "simulate") and rng.random() < 0.7:
        args += ["--out", path()]
    if command == "simulate" and rng.random() < 0.7:
        args += ["--seed", str(rng.randrange(100))]
    for _ in range(rng.randrange(0, 5)):
        option = rng.choice(["--width", "--turn", "--player", "--out", "--players", "--seed",
                             "--mode", "--advanced", "--nope", rng.choice(NASTY)])
        args.append(option)
        if option in ("--width", "--turn", "--player", "--players", "--seed"):
            args.append(number())
        elif option == "--out":
            args.append(path())
        elif option == "--mode":
            args.append(rng.choice(["solo", "expert", "standard", "chaos", ""]))
    return args


def controls_in(text: str) -> bool:
    return any((ord(c) < 32 and c not in "\n") or 0x7F <= ord(c) <= 0x9F for c in text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--files", type=int, default=1500)
    parser.add_argument("--args", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    rng = random.Random(options.seed)
    fixtures = [p.read_bytes() for p in sorted(FIXTURES.glob("save_v*.json"))]
    tracebacks: list[str] = []
    leaks = 0
    kinds: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        files = special_paths(folder)
        tried_files = 0
        for index in range(options.files):  # the Open path: load() as the window calls it
            path = folder / f"f{index}.json"
            path.write_bytes(hostile_file(rng, fixtures))
            files.append(path)
        for path in files:
            tried_files += 1
            try:
                load(path)
                kinds["loaded"] += 1
            except SaveFileError as error:
                kinds[error.kind] += 1
                leaks += controls_in(str(error))
            except Exception:
                tracebacks.append(f"load {path!r}\n{traceback.format_exc()}")
        tried_args = 0
        codes: Counter[int] = Counter()
        for _ in range(options.args):
            args = hostile_args(rng, files[:40] + rng.sample(files, 10), folder)
            tried_args += 1
            out, err = io.StringIO(), io.StringIO()
            try:
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                    code = cli(args)
            except SystemExit as exit_:  # argparse's usage errors
                code = exit_.code if isinstance(exit_.code, int) else 2
            except Exception:
                tracebacks.append(f"cli {args!r}\n{traceback.format_exc()}")
                continue
            codes[code] += 1
            if controls_in(out.getvalue()) or controls_in(err.getvalue()):
                leaks += 1
                print(f"control characters printed by {args!r}: {err.getvalue()!r}"[:300])
            if "Traceback" in err.getvalue():
                tracebacks.append(f"cli {args!r}\n{err.getvalue()}")
    print(f"Open path: {tried_files} hostile files tried -> "
          f"{dict(sorted(kinds.items(), key=lambda kv: -kv[1]))}")
    print(f"CLI: {tried_args} hostile command lines tried -> exit codes {dict(codes)}")
    print(f"tracebacks: {len(tracebacks)}; control characters printed: {leaks}")
    for text in tracebacks[:5]:
        print(text)
    return 1 if tracebacks or leaks else 0


if __name__ == "__main__":
    raise SystemExit(main())
