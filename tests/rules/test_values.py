"""Sheets and actions as values: what compiling the rules made us spell out stays complete."""

from __future__ import annotations

import ast
import typing
from pathlib import Path
from typing import Any

import pytest

from welcome_desktop.rules.actions import EFFECT_OF_ACTION, EffectAction
from welcome_desktop.rules.sheet import Sheet

SHEET_SOURCE = Path(__file__).resolve().parents[2] / "welcome_desktop" / "rules" / "sheet.py"


def _public_fields() -> list[str]:
    """The public fields Sheet declares, read from its source (compiled classes hide them)."""
    tree = ast.parse(SHEET_SOURCE.read_text("utf-8"))
    body = next(node for node in tree.body
                if isinstance(node, ast.ClassDef) and node.name == "Sheet").body
    return [node.target.id for node in body
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
            and not node.target.id.startswith("_")]


def _altered(value: Any) -> Any:
    """The same kind of value, different."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        return [_altered(value[0]), *value[1:]]
    assert isinstance(value, tuple), value
    return (_altered(value[0]), *value[1:])


def test_sheet_declares_its_fields() -> None:
    assert len(_public_fields()) == 21
    assert "houses" in _public_fields() and "plan_values" in _public_fields()


@pytest.mark.parametrize("field", _public_fields())
def test_sheet_compares_and_copies_each_field(field: str) -> None:
    """``Sheet.__eq__`` compares, and ``Sheet.copy`` copies (unshared), every public field."""
    original = Sheet(("1-A", "2-A", "3-A"))
    setattr(original, field, _altered(getattr(original, field)))
    copy = original.copy()
    assert copy == original, f"copy() loses {field}"
    setattr(copy, field, _altered(getattr(copy, field)))
    assert copy != original, f"== ignores {field}"
    if isinstance(getattr(original, field), list):
        copy = original.copy()
        container = getattr(original, field)
        container[0] = _altered(container[0])
        assert copy != original, f"copy() shares {field}"


def test_every_effect_action_has_its_effect() -> None:
    assert set(EFFECT_OF_ACTION) == set(typing.get_args(EffectAction))
