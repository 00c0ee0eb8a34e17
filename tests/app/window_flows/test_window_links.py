"""issue 34 (3, 8, 12) in the window: a game reached through a link is the same game, a delete
that fails says why and keeps the dialog usable, a game whose file cannot be written can be
played as a copy."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from tests.app.driver import WindowDriver
from tests.app.window_flows.test_window_saves import (
    click_button,
    questions_asked,
    second_window,  # noqa: F401 - a fixture
)
from welcome_desktop.app.dialogs.resume import ResumeDialog
from welcome_desktop.app.look import plain
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.records import atomic
from welcome_desktop.records.savefile import load_game, save_game
from welcome_desktop.rules import Game, Mode, Setup


def _warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []

    def warning(_parent: QWidget | None, _title: str, text: str) -> None:
        shown.append(text)

    monkeypatch.setattr(plain, "warn", warning)
    return shown


@pytest.mark.parametrize("how", ["folder", "read-only"])
def test_a_delete_that_fails_says_why_and_keeps_the_row(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    store = window.files.store
    store.autosave(Game(Setup(Mode.SOLO, False, ("Anna",), seed=5)), "good-game")
    broken = store.game_path("broken-game")
    if how == "folder":
        broken.mkdir()
    else:
        broken.write_text("{ not json", encoding="utf-8")
        real_unlink = Path.unlink

        def refuse(path: Path, missing_ok: bool = False) -> None:
            if path.parent == store.games_dir:
                raise PermissionError(30, "Read-only file system", str(path))
            real_unlink(path, missing_ok)

        monkeypatch.setattr(Path, "unlink", refuse)
    questions_asked(monkeypatch, answer=True)
    warned = _warnings(monkeypatch)
    drive = WindowDriver(qtbot, window)
    rows: list[int] = []

    def delete_broken(dialog: QDialog) -> None:
        assert isinstance(dialog, ResumeDialog)
        dialog.list.setCurrentRow(1)
        drive.click_widget(dialog.delete_button)
        rows.append(dialog.list.count())
        assert dialog.isVisible() and dialog.delete_button.isEnabled()
        dialog.list.setCurrentRow(0)
        assert dialog.resume_button.isEnabled()  # still usable
        dialog.reject()

    drive.answer_next_dialog(delete_broken)
    assert not window.files.offer_resume()
    drive.stop_waiting()
    assert rows == [2]
    reason = ("it is a folder, not a saved game" if how == "folder"
              else "Read-only file system")
    assert warned == [f"Cannot delete broken-game.json: {reason}"]
    assert broken.exists()


def test_a_game_whose_file_cannot_be_written_can_be_played_as_a_copy(
        qtbot: QtBot, window: MainWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "received"
    folder.mkdir()
    path = folder / "anna.json"
    save_game(Game(Setup(Mode.SOLO, False, ("Anna",), seed=32)), path)
    saved = path.read_bytes()
    # A read-only folder (the tests run as root, who may write anywhere: say so for it).
    monkeypatch.setattr(atomic, "write_refusal", lambda _path: "folder")
    drive = WindowDriver(qtbot, window)
    shown = click_button(drive, "Take a copy")
    assert window.files.open_file(path)
    drive.stop_waiting()
    assert shown and "cannot be written" in shown[0] and "read-only" in shown[0]
    controller = window.controller
    assert controller is not None and not controller.read_only
    assert "You play a copy" in window.panel.message.text()
    drive.play_turn()
    assert controller.game.turn_number == 1
    copy = window.files.store.game_path(window.files.game_id)
    assert load_game(copy).game.turn_number == 1
    assert path.read_bytes() == saved and sorted(folder.iterdir()) == [path]

    shown = click_button(drive, "Open read-only")
    assert window.files.open_file(path)
    drive.stop_waiting()
    assert window.controller is not None and window.controller.read_only
    assert "cannot be written" in window.panel.message.text()


def test_write_refusal() -> None:
    """What the window asks before it opens a file for playing (the bits root ignores too)."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        file = Path(folder) / "g.json"
        assert atomic.write_refusal(file) is None
        file.write_text("{}")
        file.chmod(0o444)
        assert atomic.write_refusal(file) == "file"
        file.chmod(0o644)
        assert atomic.write_refusal(file) is None


@pytest.mark.parametrize("link", ["symlink", "hardlink"])
def test_the_same_game_through_a_link_is_open_in_another_window(
        qtbot: QtBot, window: MainWindow,
        second_window: MainWindow,  # noqa: F811 - the fixture imported above
        tmp_path: Path, link: str) -> None:
    path = tmp_path / "anna.json"
    save_game(Game(Setup(Mode.SOLO, False, ("Anna",), seed=34)), path)
    other = tmp_path / "other.json"
    if link == "symlink":
        other.symlink_to(path)
    else:
        os.link(path, other)
    assert window.files.open_file(path)
    drive = WindowDriver(qtbot, second_window)
    shown = click_button(drive, "Open read-only")
    assert second_window.files.open_file(other)
    drive.stop_waiting()
    assert shown and "open in another window" in shown[0]
    assert second_window.controller is not None and second_window.controller.read_only


def test_reviewing_a_read_only_game_leaves_no_orphan_review(
        qtbot: QtBot, window: MainWindow) -> None:
    """issue 34 (14): a game open read-only has no autosave: its review is not kept beside
    one that does not exist."""
    from tests.players.helpers import setup
    from welcome_desktop.players.greedy import GreedyPlayer
    from welcome_desktop.players.match import play_game
    from welcome_desktop.players.review import Review, ReviewSettings

    game = play_game(setup(Mode.SOLO, False, 1, 12), [GreedyPlayer()], 12)
    window.start(game, read_only=True)  # a finished game another window has open
    window.show_replay()
    assert window.replay_mode is not None and window.replay_mode.active
    review = window.replay_mode.page.review
    review.settings = ReviewSettings(budget_s=0.01)
    review.start_button.click()
    qtbot.waitUntil(lambda: review.review is not None, timeout=120000)
    assert isinstance(review.review, Review)
    assert len(review.review.verdicts) == game.turn_number
    assert review.worker.wait()
    store = window.files.store
    assert not any(store.root.rglob("*.review.json")) if store.root.exists() else True
