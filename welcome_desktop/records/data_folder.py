"""Where the user's data folder is: games, history, recent files and locks (no pydantic here:
the locks need it without the store)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

import platformdirs

APP_NAME: Final = "welcome-desktop"
ENV_VAR: Final = "WELCOME_DESKTOP_DATA"


def default_data_dir() -> Path:
    """``$WELCOME_DESKTOP_DATA`` when set (tests, portable installs), else the user's data
    folder for welcome-desktop."""
    configured = os.environ.get(ENV_VAR)
    if configured:
        return Path(configured)
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


__all__ = ["APP_NAME", "ENV_VAR", "default_data_dir"]
