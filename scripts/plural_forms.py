"""Give the counted messages of a ``.ts`` file their plural forms, after ``pyside6-lupdate``.

A counted message is one whose English source says its plural with "(s)" ("{name}: {score}
point(s)") and whose code passes the count to ``translate(context, source, None, count)``: Qt
then picks the form the language gives that count (1 point, 2 points; 1 bod, 2 body, 5 bodů).
PySide6's lupdate does not see the count in ``translate()`` (it takes a name there for an old
encoding argument), so it writes such a message as a plain one and drops the forms already
translated. ``scripts/translations update`` therefore runs::

    .venv/bin/python scripts/plural_forms.py BEFORE.ts AFTER.ts [--only-counted]

BEFORE is the file as it was (its forms are kept), AFTER the file lupdate wrote, edited in place:
each counted message becomes ``numerus="yes"`` with the language's number of forms (a new one
gets its old translation as its first form and is unfinished). ``--only-counted`` drops the other
messages: the English catalogue holds only the forms of the counted messages.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Final

__all__ = ["FORMS", "MARK", "counted_forms", "give_forms", "main"]

#: How many plural forms each language has (Qt's numerus rules; Czech: 1, 2-4, others).
FORMS: Final = {"en": 2, "it": 2, "cs": 3}
#: How an English source says it is counted.
MARK: Final = "(s)"

_CONTEXT = re.compile(r"<context>\s*<name>(?P<name>[^<]*)</name>(?P<body>.*?)</context>\n?",
                      re.DOTALL)
_MESSAGE = re.compile(r"(?P<indent>[ ]*)<message(?P<attrs>[^>]*)>(?P<body>.*?)</message>\n?",
                      re.DOTALL)
_SOURCE = re.compile(r"<source>(?P<source>.*?)</source>", re.DOTALL)
_TRANSLATION = re.compile(
    r"(?P<indent>[ ]*)<translation(?P<attrs>[^>]*?)(?:/>|>(?P<text>.*?)</translation>)",
    re.DOTALL)
_FORM = re.compile(r"<numerusform>(?P<form>.*?)</numerusform>", re.DOTALL)
_LANGUAGE = re.compile(r'<TS\b[^>]*\blanguage="(?P<code>[a-zA-Z]+)')


def _messages(ts: str) -> list[tuple[str, str, str, str]]:
    """(context, source, attributes, body) of every message, the texts as escaped in the file."""
    found = []
    for context in _CONTEXT.finditer(ts):
        for message in _MESSAGE.finditer(context["body"]):
            source = _SOURCE.search(message["body"])
            if source is not None:
                found.append((context["name"], source["source"], message["attrs"],
                              message["body"]))
    return found


def counted_forms(ts: str) -> dict[tuple[str, str], list[str]]:
    """The forms of every plural message of ``ts`` by (context, source), escaped as in the file."""
    forms = {}
    for context, source, attrs, body in _messages(ts):
        translation = _TRANSLATION.search(body)
        if 'numerus="yes"' in attrs and translation is not None:
            text = translation["text"] or ""
            forms[(context, source)] = [m["form"] for m in _FORM.finditer(text)]
    return forms


def _plural(indent: str, head: str, forms: list[str]) -> str:
    done = all(form.strip() for form in forms)
    state = "" if done else ' type="unfinished"'
    lines = [f'{indent}<message numerus="yes">', f"{indent}    {head.strip()}",
             f"{indent}    <translation{state}>"]
    lines += [f"{indent}        <numerusform>{form}</numerusform>" for form in forms]
    lines += [f"{indent}    </translation>", f"{indent}</message>"]
    return "\n".join(lines) + "\n"


def give_forms(ts: str, kept: dict[tuple[str, str], list[str]], *,
               only_counted: bool = False) -> str:
    """``ts`` with every counted message plural, its forms from ``kept`` where known."""
    found = _LANGUAGE.search(ts)
    if found is None:
        raise ValueError("no <TS language=...>")
    count = FORMS[found["code"].split("_")[0]]

    def message(match: re.Match[str], context: str) -> str:
        source = _SOURCE.search(match["body"])
        if source is None or MARK not in source["source"]:
            return "" if only_counted else match.group(0)
        translation = _TRANSLATION.search(match["body"])
        assert translation is not None, source["source"]
        forms = kept.get((context, source["source"]))
        if forms is None:  # new: its old translation (or lupdate's one form) comes first
            text = translation["text"] or ""
            forms = [m["form"] for m in _FORM.finditer(text)] or [text]
        forms = (forms + [""] * count)[:count]
        head = match["body"][:translation.start()]
        return _plural(match["indent"], head, forms)

    def context(match: re.Match[str]) -> str:
        body = _MESSAGE.sub(lambda m: message(m, match["name"]), match["body"])
        if only_counted and "<message" not in body:
            return ""
        return match.group(0).replace(match["body"], body, 1)

    return _CONTEXT.sub(context, ts)


def main(argv: list[str] | None = None) -> int:
    """``plural_forms.py BEFORE AFTER [--only-counted]``: edit AFTER in place."""
    args = sys.argv[1:] if argv is None else argv
    only = "--only-counted" in args
    paths = [Path(a) for a in args if a != "--only-counted"]
    if len(paths) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    before, after = paths
    kept = counted_forms(before.read_text(encoding="utf-8")) if before.exists() else {}
    after.write_text(give_forms(after.read_text(encoding="utf-8"), kept, only_counted=only),
                     encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
