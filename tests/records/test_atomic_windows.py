"""Atomic writes on Windows, simulated here: there ``os.replace`` is refused for a moment
(PermissionError) while another program (a reader, a virus scanner, the search indexer) holds
the target open; ``write_atomic`` retries a few times instead of losing the save.

Only the public ``write_atomic`` is used, with ``sys.platform`` set to ``win32`` and
``os.replace`` refusing. Elsewhere the same refusal is an error at once.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from welcome_desktop.records.atomic import write_atomic

REAL_REPLACE = os.replace


class RefusingReplace:
    """``os.replace`` that raises PermissionError for its first ``refusals`` calls."""

    def __init__(self, refusals: int) -> None:
        self.refusals = refusals
        self.calls = 0

    def __call__(self, source: os.PathLike[str] | str, target: os.PathLike[str] | str) -> None:
        self.calls += 1
        if self.calls <= self.refusals:
            raise PermissionError(13, "The process cannot access the file because it is being "
                                      "used by another process", str(target))
        REAL_REPLACE(source, target)


def _only_the_target(folder: Path, target: Path) -> None:
    assert sorted(folder.iterdir()) == [target], "a temporary file was left behind"


def test_windows_replace_refused_for_a_moment_is_retried(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.json"
    target.write_bytes(b"old")
    replace = RefusingReplace(refusals=2)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "replace", replace)
    write_atomic(target, b"new")
    assert replace.calls == 3
    assert target.read_bytes() == b"new"
    _only_the_target(tmp_path, target)


def test_windows_replace_refused_for_good_keeps_the_old_file(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    target = tmp_path / "game.json"
    target.write_bytes(b"old")
    replace = RefusingReplace(refusals=1000)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(PermissionError):
        write_atomic(target, b"new")
    assert replace.calls > 1  # it did retry before giving up
    assert target.read_bytes() == b"old"
    _only_the_target(tmp_path, target)


def test_elsewhere_a_refused_replace_is_not_retried(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.json"
    target.write_bytes(b"old")
    replace = RefusingReplace(refusals=1)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(PermissionError):
        write_atomic(target, b"new")
    assert replace.calls == 1
    assert target.read_bytes() == b"old"
    _only_the_target(tmp_path, target)
