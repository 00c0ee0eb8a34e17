"""Qt tests run offscreen; this must be set before the qapp fixture creates QApplication."""

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.catalogues import compile_catalogue
from welcome_desktop.app.window.main_window import MainWindow
from welcome_desktop.records.store import GameStore


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings, GameStore(tmp_path / "data"))
    win.resize(1500, 900)
    win.show()
    qtbot.waitExposed(win)
    yield win
    # Closed here rather than by qtbot: its teardown would meet the "turn not confirmed" question.
    win.confirm_close = False
    win.close()
    win.deleteLater()
    # Delete it now, with its children, so nothing of this test lives into the next one.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


@pytest.fixture(scope="session", autouse=True)
def _english_forms(qapp: QApplication) -> Iterator[None]:
    """English as the app speaks it: its catalogue of plural forms installed ("1 point",
    "2 points", never "2 point(s)"), as main.py installs the language before the window."""
    forms = QTranslator()
    assert forms.load(str(compile_catalogue("en")))
    qapp.installTranslator(forms)
    yield
    qapp.removeTranslator(forms)


@pytest.fixture(autouse=True)
def _data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The lock files and any store made without a folder go to the test's own data folder."""
    monkeypatch.setenv("WELCOME_DESKTOP_DATA", str(tmp_path / "data"))


@pytest.fixture(autouse=True)
def _delete_widgets_now() -> Iterator[None]:
    """After each test, delete what it left behind now rather than in a later test's event loop
    (a timer then met an object already freed: a crash in an unrelated test)."""
    yield
    # A test that failed before closing its windows (a window flow makes its own) must not
    # leave them shown: the next test's focus and hover would go to them (seen in CI: one
    # failure then failed the two window tests after it).
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.isVisible():
            widget.confirm_close = False
            widget.close()
            widget.deleteLater()
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
