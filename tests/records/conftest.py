"""Keep every records test away from the real user folders."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import platformdirs
import pytest

from welcome_desktop.records import store


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point $WELCOME_DESKTOP_DATA at a temporary folder and make platformdirs unreachable."""
    data = tmp_path / "data"
    monkeypatch.setenv(store.ENV_VAR, str(data))

    def refuse(*_args: object, **_kwargs: object) -> Path:
        raise AssertionError("a test reached the real user data folder")

    monkeypatch.setattr(platformdirs, "user_data_path", refuse)
    yield data
