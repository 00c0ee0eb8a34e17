"""The seat's intents leave after the window painted their click (app.online.outbox)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from welcome_desktop.app.online.outbox import Outbox


def test_an_intent_leaves_after_the_paint_of_its_click_and_in_order(qtbot: QtBot) -> None:
    happened: list[str] = []

    def send(type_: str, fields: dict[str, Any]) -> None:
        happened.append(f"{type_} {fields['n']}")

    class Painted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                happened.append("paint")
            return False

    sheet = QWidget()
    qtbot.addWidget(sheet)
    sheet.resize(120, 80)
    sheet.show()
    qtbot.waitExposed(sheet)
    qtbot.wait(20)
    watcher = Painted()
    sheet.installEventFilter(watcher)
    outbox = Outbox(send)

    def click() -> None:  # what a click on the sheet does: intents, then a repaint asked
        outbox.send("write", {"n": 1})
        outbox.send("effect", {"n": 2})
        sheet.update()
        assert happened == []  # nothing left during the click itself

    QTimer.singleShot(0, click)
    qtbot.waitUntil(lambda: len(happened) >= 3, timeout=2000)
    assert happened[:3] == ["paint", "write 1", "effect 2"]


def test_drop_forgets_and_flush_sends_at_once(qtbot: QtBot) -> None:
    sent: list[str] = []
    outbox = Outbox(lambda type_, fields: sent.append(type_))
    outbox.send("write", {})
    outbox.drop()
    outbox.send("confirm", {})
    outbox.flush()
    assert sent == ["confirm"]
    qtbot.wait(20)
    assert sent == ["confirm"]
