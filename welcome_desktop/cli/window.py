"""``welcome-desktop`` and ``welcome-desktop play``: the window, on a saved game or joining a
network seat (a join link, or ``--join ADDR CODE``), its arguments checked before it opens."""

from __future__ import annotations

import argparse
from pathlib import Path

from welcome_desktop.cli.errors import EXIT_USAGE, CommandError


def open_window(args: argparse.Namespace) -> int:
    """Open the game window on the file or the network seat ``args`` names."""
    from welcome_desktop.app.main import run

    file, join = _window_arguments(getattr(args, "file", None), args.join)
    return run(file, join=join)


def looks_like_join_link(text: str) -> bool:
    """``text`` looks like a join link (the schemes of network/protocol/join_link.py: it may still
    be a bad one). Told here so that opening a file imports nothing of the network
    (websockets, asyncio): the network waits for a network game (docs/startup.md)."""
    return text.strip().lower().startswith(("welcome-to:", "welcome-tos:"))


def _window_arguments(file: str | None, join: list[str] | None) -> tuple[
        Path | None, tuple[str, str] | None]:
    """The window's file, or the network seat it joins (a join link in place of the file, or
    ``--join ADDR CODE``), checked before the window opens: CommandError with one line."""
    if join is None and (file is None or not looks_like_join_link(file)):
        return (None if file is None else Path(file)), None
    from welcome_desktop.network.protocol.join_link import join_address_and_code, parse_join_link

    try:
        if join is None:
            return None, parse_join_link(file or "")
        if file is not None:
            raise ValueError("give a file to open or --join, not both")
        return None, join_address_and_code(join[0], join[1])
    except ValueError as error:
        raise CommandError(f"cannot join: {error}", EXIT_USAGE) from None
