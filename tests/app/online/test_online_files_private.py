"""The window's network files hold tokens (``hosted/…/window.json``, ``network-seat.json``) or
a seat's unrevealed choices (``network-copies/``): 0600 files in 0700 folders under a 022
umask, and those an older version left readable by others tightened when they are read."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from welcome_desktop.app.online import hosting_memory, local_copy, seat_memory
from welcome_desktop.app.online.game_spec import GameSpec

pytestmark = pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX")


def mode_of(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def write_all(data: Path) -> tuple[Path, Path, Path]:
    """Each of the three kinds of file, written as the window does; their paths."""
    folder = hosting_memory.new_folder(data)
    (folder / "games").mkdir(parents=True)
    (folder / "games" / "0123456789.json").write_text("{}")
    spec = GameSpec(mode="standard", advanced=False, sheet="base", seats=("person", "person"),
                    names=("Anna", "Ben"), here=0, game_name="t")
    hosting = hosting_memory.KeptHosting(folder, 4000, spec, (None, "g.code"), "g.spect",
                                         "g.creator-token", "g.seat-token")
    assert hosting_memory.keep(hosting) == ""
    seat = seat_memory.RememberedSeat("ws://127.0.0.1:4000", "g.seat-token", 1, ("Anna", "Ben"))
    assert seat_memory.remember(data, seat) == ""
    key = local_copy.CopyKey("0123456789", 1)
    assert local_copy.keep(data, key, "ws://127.0.0.1:4000", {"seat": 1}) == ""
    return (folder / hosting_memory.FILE_NAME, seat_memory.seat_file(data),
            local_copy.copy_path(data, key))


def test_the_windows_network_files_are_private_under_a_022_umask(tmp_path: Path) -> None:
    data = tmp_path / "data"
    before = os.umask(0o022)
    try:
        hosting, seat, copy = write_all(data)
    finally:
        os.umask(before)
    assert mode_of(hosting) == mode_of(seat) == mode_of(copy) == 0o600
    assert mode_of(hosting.parent) == mode_of(hosting.parent.parent) == 0o700
    assert mode_of(copy.parent) == 0o700


def test_an_older_versions_files_are_tightened_when_read(tmp_path: Path) -> None:
    data = tmp_path / "data"
    hosting, seat, copy = write_all(data)
    for path in (hosting, seat, copy):
        path.chmod(0o644)
    for folder in (hosting.parent, hosting.parent.parent, copy.parent):
        folder.chmod(0o755)
    assert hosting_memory.kept(data) is not None
    assert seat_memory.remembered(data) is not None
    assert local_copy.copy_files(data) == [copy]
    assert mode_of(hosting) == mode_of(seat) == mode_of(copy) == 0o600
    assert mode_of(hosting.parent) == mode_of(hosting.parent.parent) == 0o700
    assert mode_of(copy.parent) == 0o700
