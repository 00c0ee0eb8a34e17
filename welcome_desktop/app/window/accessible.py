"""The window for a screen reader: the accessible interfaces of the drawn widgets (the sheet,
the cards) and what is announced (each turn's offer, the result of each action, refusals in
the rules' words), politely: a screen reader says it when it has finished speaking."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from welcome_desktop.app.cards.construction_card import ConstructionCardWidget
from welcome_desktop.app.cards.plan_cards import PlanCardWidget
from welcome_desktop.app.play.turn_view import Step, TurnView
from welcome_desktop.app.sheet.view import SheetView

# The interfaces themselves (sheet.accessible, cards.accessible: their Qt classes and enums)
# are imported by the factory when Qt first asks for one, which it does only while an
# assistive technology listens: the first paint never needs them (docs/startup.md).

__all__ = ["Announcer", "install_factory"]

_installed: list[bool] = []
# The interfaces made here, kept alive while their widget lives: Qt keeps only a pointer (an
# interface collected by Python under Qt's cache was a crash at the screen reader's next call).
_alive: dict[int, QAccessibleInterface] = {}


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    del key
    iface: QAccessibleInterface
    if isinstance(obj, SheetView):
        from welcome_desktop.app.sheet.accessible import SheetAccessible

        iface = SheetAccessible(obj)
    elif isinstance(obj, ConstructionCardWidget | PlanCardWidget):
        from welcome_desktop.app.cards.accessible import CardAccessible

        iface = CardAccessible(obj)
    else:
        return None
    key_ = id(obj)
    _alive[key_] = iface
    obj.destroyed.connect(lambda _=None, k=key_: _alive.pop(k, None))
    return iface


def install_factory() -> None:
    """Give the sheet and the cards their accessible interfaces (once per process)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


class Announcer:
    """Says each turn's offer and each action's result to a screen reader (Qt's announcement
    event, polite), from ``source`` (an object of the window)."""

    def __init__(self, source: QWidget) -> None:
        self._source = source
        self._turn: tuple[int, int] | None = None
        self._prompt = ""
        # What was announced, in order (for tests and tools).
        self.said: list[str] = []

    def say(self, text: str) -> None:
        """Announce ``text`` (nothing for an empty text)."""
        if not text:
            return
        self.said.append(text)
        if QAccessible.isActive() and self._source.isVisible():
            from PySide6.QtGui import QAccessibleAnnouncementEvent

            event = QAccessibleAnnouncementEvent(self._source, text)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)

    def view(self, view: TurnView, offer: str) -> None:
        """A new view: a new turn announces the turn and the offer (``offer``: the cards'
        names); otherwise a new prompt says what the last action led to."""
        turn = (view.turn_number, view.player)
        if turn != self._turn and view.step is not Step.OVER:
            self._turn = turn
            self._prompt = view.prompt
            self.say(QCoreApplication.translate("Announcer", "Turn {turn}, {name}. {offer}").format(
                turn=view.turn_number, name=view.player_name, offer=offer))
            return
        if view.prompt != self._prompt:
            self._prompt = view.prompt
            self.say(view.prompt)
