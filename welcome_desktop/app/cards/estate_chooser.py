"""Small choosers: which estates to use for a plan, and which number the temp agency writes.

Both are dialogs that only return what the player picked. ``choose_estates`` and ``choose_value``
run them modally; tests build :class:`EstateChoiceDialog` and :class:`ValueChoiceDialog`
directly, select, and accept without ``exec()``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.cards.icons import effect_pixmap
from welcome_desktop.app.cards.plan_cards import PlanCardWidget
from welcome_desktop.app.look import style
from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.rules.cards import Effect
from welcome_desktop.rules.plans import Plan
from welcome_desktop.rules.sheet import Estate
from welcome_desktop.rules.tables import STREET_SIZES

__all__ = [
    "EstateChoiceDialog",
    "ValueChoiceDialog",
    "choose_estates",
    "choose_value",
    "describe_estate",
    "describe_estates",
    "estate_map_pixmap",
]

_MAP_SIZE: Final = QSize(216, 66)


# -- words -----------------------------------------------------------------------------------


def describe_estate(estate: Estate) -> str:
    """One estate in words, counted from 1: "street 2: houses 5–7" (context "EstateChooser")."""
    first = estate.first + 1
    if estate.size == 1:
        return QCoreApplication.translate("EstateChooser", "street {street}: house {house}").format(
            street=estate.street + 1, house=first)
    return QCoreApplication.translate(
        "EstateChooser", "street {street}: houses {first}–{last}"
    ).format(street=estate.street + 1, first=first, last=first + estate.size - 1)


def describe_estates(estates: Sequence[Estate]) -> str:
    """Several estates in words, top street first, separated by semicolons."""
    ordered = sorted(estates, key=lambda e: (e.street, e.first))
    return "; ".join(describe_estate(estate) for estate in ordered)


# -- a small map of the three streets --------------------------------------------------------


def estate_map_pixmap(estates: Sequence[Estate], size: QSize = _MAP_SIZE,
                      colour: QColor | None = None) -> QPixmap:
    """The three streets as rows of lots with ``estates`` drawn as houses between fences."""
    colour = QColor(colour) if colour is not None else QColor(style.DECK_COLOURS[0])
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    row_h = size.height() / 3
    lot = min((size.width() - 4) / 12, row_h * 0.95)
    chosen = {(e.street, h) for e in estates for h in range(e.first, e.first + e.size)}
    for street, count in enumerate(STREET_SIZES):
        top = street * row_h + (row_h - lot) / 2
        road = QRectF(2, top + lot * 0.78, count * lot, lot * 0.2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.with_alpha(style.INK_SOFT, 0.25))
        painter.drawRoundedRect(road, lot * 0.1, lot * 0.1)
        for house in range(count):
            cell = QRectF(2 + house * lot + lot * 0.1, top + lot * 0.05, lot * 0.8, lot * 0.75)
            if (street, house) in chosen:
                style.draw_house(painter, cell, style.mix(colour, QColor("white"), 0.45), colour,
                                 door=False)
            else:
                painter.setBrush(style.with_alpha(style.INK_SOFT, 0.18))
                painter.drawRect(cell.adjusted(lot * 0.15, lot * 0.3, -lot * 0.15, 0))
        fence = QPen(style.EFFECT_COLOURS[Effect.SURVEYOR], max(1.5, lot * 0.16),
                     Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(fence)
        for estate in estates:
            if estate.street != street:
                continue
            for x in (2 + estate.first * lot, 2 + (estate.first + estate.size) * lot):
                painter.drawLine(QPointF(x, top), QPointF(x, top + lot))
        painter.setPen(Qt.PenStyle.NoPen)
    painter.end()
    return pixmap


# -- estates ---------------------------------------------------------------------------------


class EstateChoiceDialog(QDialog):
    """Lists the ways to claim an estate plan; the player picks one.

    Signals:
        estates_highlighted(tuple[Estate, ...]): the way now selected (the sheet may ghost it).
    """

    estates_highlighted = Signal(object)

    def __init__(self, parent: QWidget | None, plan: Plan,
                 choices: Sequence[tuple[Estate, ...]]) -> None:
        super().__init__(parent)
        self._plan = plan
        self._choices = [tuple(choice) for choice in choices]
        self.setWindowTitle(QCoreApplication.translate(
            "EstateChooser", "Claim city plan n°{deck}").format(deck=plan.deck))
        self.setModal(True)

        card = PlanCardWidget(self)
        card.set_plan(plan)
        card.setFixedSize(126, 180)
        intro = plain_label(QCoreApplication.translate(
            "EstateChooser",
            "Several sets of estates meet city plan n°{deck}. Choose the estates to use: their "
            "houses will be marked as used for the plan and can serve no other plan.",
        ).format(deck=plan.deck), self)
        intro.setWordWrap(True)
        intro.setFont(style.font(14))

        self._list = QListWidget(self)
        self._list.setObjectName("estate_choices")
        self._list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._list.setIconSize(_MAP_SIZE)
        self._list.setSpacing(3)
        self._list.setFont(style.font(14))
        self._list.setWordWrap(True)
        self._list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        colour = style.DECK_COLOURS[plan.index]
        for number, choice in enumerate(self._choices, start=1):
            ordered = sorted(choice, key=lambda e: (e.street, e.first))
            lines = [QCoreApplication.translate("EstateChooser", "Way {number}:").format(
                number=number)]
            lines += [describe_estate(estate) for estate in ordered]
            item = QListWidgetItem(QIcon(estate_map_pixmap(choice, _MAP_SIZE, colour)),
                                   "\n".join(lines))
            item.setToolTip(describe_estates(choice))
            self._list.addItem(item)
        self._list.currentRowChanged.connect(self._on_row_changed)
        self._list.itemDoubleClicked.connect(lambda _item: self.accept())

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(QCoreApplication.translate("EstateChooser", "Claim with these estates"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            QCoreApplication.translate("EstateChooser", "Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._ok = ok

        right = QVBoxLayout()
        right.addWidget(intro)
        right.addWidget(self._list, 1)
        top = QHBoxLayout()
        top.addWidget(card, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(buttons)
        self.resize(620, 420)
        if self._choices:
            self._list.setCurrentRow(0)
        self._ok.setEnabled(bool(self._choices))

    def choices(self) -> list[tuple[Estate, ...]]:
        """The ways offered, in order."""
        return list(self._choices)

    def select(self, index: int) -> None:
        """Select way ``index`` (0-based), as a click would."""
        self._list.setCurrentRow(index)

    def selected_estates(self) -> tuple[Estate, ...] | None:
        """The estates of the selected way, or None."""
        index = self._list.currentRow()
        return self._choices[index] if 0 <= index < len(self._choices) else None

    def _on_row_changed(self, row: int) -> None:
        self._ok.setEnabled(0 <= row < len(self._choices))
        if 0 <= row < len(self._choices):
            self.estates_highlighted.emit(self._choices[row])


def choose_estates(parent: QWidget | None, plan: Plan,
                   choices: list[tuple[Estate, ...]],
                   highlight: Callable[[tuple[Estate, ...] | None], None] | None = None,
                   ) -> tuple[Estate, ...] | None:
    """Ask which estates to use for ``plan``; None when cancelled or there is no way.

    With exactly one way there is nothing to choose: it is returned without asking.
    ``highlight`` is given each way as it is selected (the window outlines its houses on the
    sheet), and None when the question is over.
    """
    if not choices:
        return None
    if len(choices) == 1:
        return tuple(choices[0])
    dialog = EstateChoiceDialog(parent, plan, choices)
    if highlight is not None:
        dialog.estates_highlighted.connect(highlight)
        highlight(dialog.selected_estates())
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.selected_estates()
        return None
    finally:
        if highlight is not None:
            highlight(None)
        dialog.deleteLater()


# -- temp agency values ----------------------------------------------------------------------


class ValueChoiceDialog(QDialog):
    """One button per number the house may take (temp agency: the number changed by up to 2).

    A click on a button accepts the dialog with that number.
    """

    def __init__(self, parent: QWidget | None, values: Sequence[int],
                 original: int | None = None) -> None:
        super().__init__(parent)
        self._values = list(values)
        self._value: int | None = None
        self.setWindowTitle(QCoreApplication.translate("ValueChooser", "Temp agency"))
        self.setModal(True)

        icon = plain_label("", self)
        icon.setPixmap(effect_pixmap(Effect.TEMP, 48))
        text = QCoreApplication.translate(
            "ValueChooser", "Which number do you write in this house?")
        if original is not None:
            text += "\n" + QCoreApplication.translate(
                "ValueChooser", "The card shows {number}; a changed number crosses a temp box."
            ).format(number=original)
        prompt = plain_label(text, self)
        prompt.setWordWrap(True)
        prompt.setFont(style.font(14))
        header = QHBoxLayout()
        header.addWidget(icon)
        header.addWidget(prompt, 1)

        row = QHBoxLayout()
        row.setSpacing(8)
        self._buttons: dict[int, QPushButton] = {}
        for value in self._values:
            button = QPushButton(self)
            button.setObjectName(f"value_{value}")
            label = str(value)
            if original is not None and value != original:
                label += f"\n{value - original:+d}".replace("-", "−")
            elif original is not None:
                label += "\n" + QCoreApplication.translate("ValueChooser", "as dealt")
            button.setText(label)
            button.setFont(style.font(20, QFont.Weight.Bold))
            button.setMinimumSize(64, 72)
            button.setStyleSheet(_value_button_css(value == original))
            button.setToolTip(QCoreApplication.translate(
                "ValueChooser", "Write {number}").format(number=value))
            button.clicked.connect(lambda _checked=False, v=value: self.choose(v))
            row.addWidget(button)
            self._buttons[value] = button

        cancel = QPushButton(QCoreApplication.translate("ValueChooser", "Cancel"), self)
        cancel.clicked.connect(self.reject)
        footer = QHBoxLayout()
        footer.addStretch(1)
        footer.addWidget(cancel)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addLayout(row)
        layout.addLayout(footer)
        if original in self._buttons:
            self._buttons[original].setDefault(True)
            self._buttons[original].setFocus()

    def values(self) -> list[int]:
        """The numbers offered."""
        return list(self._values)

    def button_for(self, value: int) -> QPushButton:
        """The button that writes ``value``."""
        return self._buttons[value]

    def choose(self, value: int) -> None:
        """Pick ``value`` and accept, as its button does."""
        self._value = value
        self.accept()

    def chosen_value(self) -> int | None:
        """The number picked, or None."""
        return self._value


def _value_button_css(original: bool) -> str:
    border = style.SELECTION.name() if original else style.CARD_EDGE.name()
    return (
        "QPushButton {"
        f" background: {style.PAPER.name()}; color: {style.INK.name()};"
        f" border: {3 if original else 2}px solid {border}; border-radius: 10px; padding: 4px;"
        "}"
        f"QPushButton:hover {{ background: {style.HOVER.name()}; }}"
        f"QPushButton:focus {{ border-color: {style.SELECTION.name()}; }}"
        f"QPushButton:pressed {{ background: {style.SELECTION.name()}; }}"
    )


def choose_value(parent: QWidget | None, values: list[int],
                 original: int | None = None) -> int | None:
    """Ask which of ``values`` to write; None when cancelled. One value is returned at once."""
    if not values:
        return None
    if len(values) == 1:
        return values[0]
    dialog = ValueChoiceDialog(parent, values, original)
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.chosen_value()
        return None
    finally:
        dialog.deleteLater()
