"""scripts/plural_forms.py: the counted messages keep their plural forms through lupdate, and
scripts/translations update leaves the committed catalogues as they are."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from tests.app.catalogues import ROOT, TS_DIR, tool

SCRIPT = ROOT / "scripts" / "plural_forms.py"

HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="cs">\n'
#: As lupdate writes a counted message: a plain one, its first form kept, unfinished.
AFTER_LUPDATE = HEAD + (
    "<context>\n    <name>TableScreen</name>\n"
    "    <message>\n        <source>{name}: {score} point(s)</source>\n"
    '        <translation type="unfinished">{name}: {score} bod</translation>\n    </message>\n'
    "    <message>\n        <source>{count} game(s) left</source>\n"
    '        <translation type="unfinished">zbývá her: {count}</translation>\n    </message>\n'
    "    <message>\n        <source>Solo</source>\n"
    "        <translation>Sólo</translation>\n    </message>\n"
    "</context>\n</TS>\n")
BEFORE = HEAD + (
    "<context>\n    <name>TableScreen</name>\n"
    '    <message numerus="yes">\n        <source>{name}: {score} point(s)</source>\n'
    "        <translation>\n"
    "            <numerusform>{name}: {score} bod</numerusform>\n"
    "            <numerusform>{name}: {score} body</numerusform>\n"
    "            <numerusform>{name}: {score} bodů</numerusform>\n"
    "        </translation>\n    </message>\n</context>\n</TS>\n")


def plural_forms() -> ModuleType:
    """The developer tool (outside the package)."""
    spec = importlib.util.spec_from_file_location("plural_forms", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_counted_message_gets_back_its_forms() -> None:
    tool_ = plural_forms()
    kept = tool_.counted_forms(BEFORE)
    assert kept == {("TableScreen", "{name}: {score} point(s)"): [
        "{name}: {score} bod", "{name}: {score} body", "{name}: {score} bodů"]}
    done = tool_.give_forms(AFTER_LUPDATE, kept)
    assert done.startswith(BEFORE.split("</context>")[0])  # the forms, as they were
    # A new counted message: plural, its old translation first, unfinished; the rest alone.
    assert ('    <message numerus="yes">\n        <source>{count} game(s) left</source>\n'
            '        <translation type="unfinished">\n'
            "            <numerusform>zbývá her: {count}</numerusform>\n"
            "            <numerusform></numerusform>\n"
            "            <numerusform></numerusform>\n") in done
    assert "<source>Solo</source>\n        <translation>Sólo</translation>" in done
    assert tool_.give_forms(done, tool_.counted_forms(done)) == done
    # English: the counted messages only, two forms each.
    english = tool_.give_forms(AFTER_LUPDATE.replace('language="cs"', 'language="en"'), {},
                               only_counted=True)
    assert "Solo" not in english and english.count("<numerusform>") == 4


def test_a_file_without_a_language_is_refused() -> None:
    with pytest.raises(ValueError, match="language"):
        plural_forms().give_forms("<TS></TS>", {})


@pytest.mark.parametrize("code", ["en", "it", "cs"])
def test_updating_the_catalogues_changes_nothing(tmp_path: Path, code: str) -> None:
    """lupdate then plural_forms.py, as scripts/translations update runs them, on a copy of
    the committed catalogue: the same file (every form kept, no string missing)."""
    committed = TS_DIR / f"welcome_desktop_{code}.ts"
    before, ts = tmp_path / "before.ts", tmp_path / "after.ts"
    shutil.copy(committed, before)
    shutil.copy(committed, ts)
    sources = sorted(str(p) for p in (ROOT / "welcome_desktop").rglob("*.py")
                     if "rules" not in p.parts)
    subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none",
                    "-target-language", code, *sources, "-ts", str(ts)],
                   check=True, capture_output=True)
    assert plural_forms().main([str(before), str(ts)] + (["--only-counted"] if code == "en"
                                                         else [])) == 0
    assert ts.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8")
