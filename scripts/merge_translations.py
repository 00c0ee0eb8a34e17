"""Copy the How-to-play translations (``translations.json``) into the project's ``.ts`` files.

Run after ``scripts/translations update`` has added the "HowToPlay" strings to the ``.ts`` files::

    .venv/bin/python scripts/merge_translations.py \\
        resources/translations/welcome_desktop_it.ts resources/translations/welcome_desktop_cs.ts

Only messages of context "HowToPlay" are touched, and the file is edited as text, so lupdate's
layout stays as it was. The language is read from the file's ``<TS language="…">``.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Final
from xml.sax.saxutils import escape, unescape

__all__ = ["TRANSLATIONS", "load_translations", "merge_file", "merge_text"]

#: The Italian and Czech texts of every "HowToPlay" string.
TRANSLATIONS: Final = (Path(__file__).resolve().parents[1] / "welcome_desktop" / "app" / "howto"
                       / "translations.json")
CONTEXT: Final = "HowToPlay"

_CONTEXT_BLOCK = re.compile(r"<context>\s*<name>(?P<name>[^<]*)</name>.*?</context>", re.DOTALL)
_MESSAGE = re.compile(
    r"(?P<head><message>\s*<source>(?P<source>.*?)</source>.*?)"
    r"<translation(?P<attrs>[^>]*?)(?:/>|>(?P<text>.*?)</translation>)",
    re.DOTALL,
)
_LANGUAGE = re.compile(r'<TS\b[^>]*\blanguage="(?P<code>[a-zA-Z]+)')


def load_translations() -> dict[str, dict[str, str]]:
    """``{"it": {source: text}, "cs": {...}}`` from the JSON file beside this module."""
    data = json.loads(TRANSLATIONS.read_text(encoding="utf-8"))
    return {code: dict(table) for code, table in data.items()}


def _xml(text: str) -> str:
    return escape(text, {'"': "&quot;", "'": "&apos;"})


def merge_text(ts: str, table: dict[str, str]) -> tuple[str, int]:
    """``ts`` with every "HowToPlay" message translated from ``table``; also the count done."""
    done = 0

    def message(match: re.Match[str]) -> str:
        nonlocal done
        source = unescape(match["source"], {"&quot;": '"', "&apos;": "'"})
        text = table.get(source)
        if not text:
            return match.group(0)
        done += 1
        attrs = re.sub(r'\s*type="(unfinished|vanished|obsolete)"', "", match["attrs"])
        return f"{match['head']}<translation{attrs}>{_xml(text)}</translation>"

    def context(match: re.Match[str]) -> str:
        if match["name"] != CONTEXT:
            return match.group(0)
        return _MESSAGE.sub(message, match.group(0))

    return _CONTEXT_BLOCK.sub(context, ts), done


def merge_file(path: Path) -> int:
    """Translate the "HowToPlay" messages of the ``.ts`` file at ``path``; the count done."""
    ts = path.read_text(encoding="utf-8")
    found = _LANGUAGE.search(ts)
    if found is None:
        raise ValueError(f"{path}: no <TS language=...>")
    code = found["code"].split("_")[0]
    table = load_translations().get(code)
    if table is None:
        raise ValueError(f"{path}: no How-to-play translations for {code!r}")
    merged, done = merge_text(ts, table)
    path.write_text(merged, encoding="utf-8")
    return done


def main(argv: list[str] | None = None) -> int:
    """Merge into every ``.ts`` file named on the command line."""
    paths = [Path(arg) for arg in (sys.argv[1:] if argv is None else argv)]
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    for path in paths:
        print(f"{path}: {merge_file(path)} How-to-play messages translated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
