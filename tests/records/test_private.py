"""Private files and folders (network secrets): ``0700`` folders and ``0600`` files whatever
the umask, links never followed, and what an older version left wider tightened."""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from welcome_desktop.records.private import private_folder, tighten, write_private

pytestmark = pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX")


def mode_of(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@contextlib.contextmanager
def umask(mask: int) -> Iterator[None]:
    before = os.umask(mask)
    try:
        yield
    finally:
        os.umask(before)


@pytest.mark.parametrize("mask", [0o022, 0o002, 0o000, 0o277])
def test_new_folders_and_files_are_private_whatever_the_umask(tmp_path: Path,
                                                               mask: int) -> None:
    tmp_path.chmod(0o755)
    path = tmp_path / "server" / "games" / "abc.secrets.json"
    with umask(mask):
        write_private(path, b'{"token": "secret"}')
        write_private(path, b'{"token": "newer"}', durable=False)
    assert path.read_bytes() == b'{"token": "newer"}'
    assert mode_of(path) == 0o600
    assert mode_of(path.parent) == mode_of(path.parent.parent) == 0o700
    assert mode_of(tmp_path) == 0o755  # a folder that existed above is left alone
    assert [p.name for p in path.parent.iterdir()] == ["abc.secrets.json"]  # no temp left


def test_a_wider_file_and_folder_are_tightened(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)
    old = folder / "old.json"
    old.write_text("{}")
    old.chmod(0o644)
    with umask(0o022):
        write_private(folder / "new.json", b"{}")
    assert mode_of(folder) == 0o700
    assert mode_of(folder / "new.json") == 0o600
    assert mode_of(old) == 0o644  # only tighten() touches the files already there
    assert tighten([folder], files_in=[folder]) == []
    assert mode_of(old) == 0o600


def test_rewriting_a_wider_file_makes_it_private(tmp_path: Path) -> None:
    path = tmp_path / "window.json"
    path.write_text("{}")
    path.chmod(0o644)
    write_private(path, b"[]")
    assert mode_of(path) == 0o600 and path.read_bytes() == b"[]"


def test_a_link_is_replaced_never_followed_nor_chmodded(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("untouched")
    elsewhere.chmod(0o644)
    folder = private_folder(tmp_path / "games")
    link = folder / "x.json"
    link.symlink_to(elsewhere)
    assert tighten([], files=[link], files_in=[folder]) == []
    assert mode_of(elsewhere) == 0o644
    write_private(link, b"secret")
    assert not link.is_symlink() and mode_of(link) == 0o600
    assert elsewhere.read_text() == "untouched" and mode_of(elsewhere) == 0o644


def test_what_cannot_be_tightened_is_named_not_raised(tmp_path: Path) -> None:
    assert tighten([tmp_path / "missing"], files=[tmp_path / "gone.json"]) == []
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo, 0o644)
    fifo.chmod(0o644)
    assert tighten([], files=[fifo]) == []
    assert mode_of(fifo) == 0o644  # no file of ours
