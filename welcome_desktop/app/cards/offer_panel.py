"""The cards on offer this turn: three combinations (standard) or a hand of three (solo, expert).

Standard: each tile is one combination; a click (or key 1, 2, 3) asks for ``Choose(i)``.

Solo and expert: each hand card has a number half and an effect half. The player clicks the
number half of one card and the effect half of a *different* card (in either order); the panel
then asks for ``Choose(number_card, effect_card)``. Keys: the first press of 1, 2 or 3 picks the
card giving the number, the second press the card giving the effect; Esc starts again. The third
card is shown as passed to the right (expert) or not used (solo). Picking the same card twice
asks for nothing and says why.

Choices that are not playable are dimmed but still clickable: the controller explains why.
The panel never changes the game; it is driven by :meth:`OfferPanel.set_offer`.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from welcome_desktop.app.cards.card_face import BOTH, NONE, Half
from welcome_desktop.app.cards.construction_card import ConstructionCardWidget
from welcome_desktop.app.look import style
from welcome_desktop.app.look.chrome import accent
from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.words.effect_words import effect_name
from welcome_desktop.app.words.refusals import rules_message
from welcome_desktop.rules.actions import Choose
from welcome_desktop.rules.cards import Card
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.turn import choice_refusal

__all__ = ["OfferPanel"]

_SLOTS: Final = 3
_KEYS: Final = {Qt.Key.Key_1.value: 0, Qt.Key.Key_2.value: 1, Qt.Key.Key_3.value: 2}


class OfferPanel(QWidget):
    """Shows the offer and reports which combination the player asks for.

    Signals:
        choose_requested(Choose): the player asked for this combination (playable or not).
    """

    choose_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._mode = Mode.STANDARD
        self._offer: tuple[Card, ...] = ()
        self._remaining = 0
        self._note = ""
        self._selected: Choose | None = None
        self._enabled = False
        self._playable: frozenset[Choose] = frozenset()
        self._pending: tuple[Half, int] | None = None
        self._warning = ""
        # The cards take the focus, one by one (window/focus_order.py); 1, 2, 3 are the window's.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self._cards = [ConstructionCardWidget(self) for _ in range(_SLOTS)]
        for index, card in enumerate(self._cards):
            card.setObjectName(f"offer_card_{index}")
            card.clicked.connect(lambda i=index: self._on_card_clicked(i))
            card.half_clicked.connect(lambda half, i=index: self._on_half_clicked(i, half))
            card.activated.connect(lambda i=index: self.press_card(i))

        self._deck_label = plain_label("", self)
        self._deck_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._deck_label.setTextFormat(Qt.TextFormat.PlainText)  # it may hold a player's name
        self._deck_label.setWordWrap(True)

        self._preview = ConstructionCardWidget(self)
        self._preview.setObjectName("offer_preview")
        self._preview.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._preview.setCursor(Qt.CursorShape.ArrowCursor)
        self._preview.set_placeholder("?")
        self._preview_title = plain_label("", self)
        # The title never widens its column: the preview is as wide as a hand card.
        self._preview_title.setSizePolicy(QSizePolicy.Policy.Ignored,
                                          QSizePolicy.Policy.Preferred)
        self._preview_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._preview_title.setWordWrap(True)
        self._preview_box = QWidget(self)
        preview_layout = self._preview_layout = QVBoxLayout(self._preview_box)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_layout.addWidget(self._preview_title)
        preview_layout.addWidget(self._preview, 1)
        self._separator = QFrame(self)
        self._separator.setFrameShape(QFrame.Shape.VLine)
        self._separator.setFrameShadow(QFrame.Shadow.Sunken)

        self._status = plain_label("", self)
        self._status.setObjectName("offer_status")
        self._status.setWordWrap(True)
        self._status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.set_text_scale(1.0)

        row = QHBoxLayout()
        self._row = row
        row.setSpacing(6)
        for card in self._cards:
            row.addWidget(card, 3)
        row.addWidget(self._separator)
        row.addWidget(self._preview_box, 2)
        layout = self._outer = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        layout.addWidget(self._deck_label)
        layout.addLayout(row, 1)
        layout.addWidget(self._status)
        self._update_view()

    # -- public API ----------------------------------------------------------------------------

    def set_text_scale(self, scale: float) -> None:
        """Draw the panel's words ``scale`` times their usual size (a large screen)."""
        self._deck_label.setFont(style.font(13 * scale))
        self._preview_title.setFont(style.font(12 * scale, QFont.Weight.Bold))
        self._status.setFont(style.font(14 * scale))
        self._status.setMinimumHeight(round(40 * scale))

    def set_offer(  # noqa: PLR0917 - the controller's agreed call
        self,
        mode: Mode,
        offer: tuple[Card, ...],
        cards_remaining: int,
        selected: Choose | None,
        enabled: bool,
        playable: frozenset[Choose],
        note: str = "",
    ) -> None:
        """Show the offer.

        ``offer``: standard — combination *i* as ``Card(number on top of stack i, effect just
        flipped from stack i)``; solo/expert — the hand cards. ``cards_remaining``: standard —
        cards left under each stack; solo/expert — cards left in the deck. ``selected``: the
        combination already chosen this turn. ``enabled``: whether choosing is allowed now.
        ``playable``: the choices whose number can be written somewhere. ``note``: what else
        the table shows (the solo deck's top effect, the card passed to this seat).
        """
        if mode is not self._mode or tuple(offer) != self._offer or not enabled:
            self._pending = None
            self._warning = ""
        self._mode = mode
        self._offer = tuple(offer)
        self._remaining = cards_remaining
        self._selected = selected
        self._enabled = enabled
        self._playable = frozenset(playable)
        self._note = note
        self._update_view()

    def set_received(self, index: int | None) -> None:
        """Expert: the card of the hand that was passed to this seat (None: none)."""
        for i, card in enumerate(self._cards):
            card.set_received(i == index)

    def clear_pending(self) -> None:
        """Forget a half-made choice (a number picked without an effect, or the reverse)."""
        self._pending = None
        self._warning = ""
        self._update_view()

    def pending(self) -> tuple[Half, int] | None:
        """The half picked so far in a hand (which half, which card), if any."""
        return self._pending

    def status_text(self) -> str:
        """The sentence under the cards (what to do next, or why nothing happened)."""
        return self._status.text()

    def spoken_offer(self) -> str:
        """The cards on offer and what to do, in words (for a screen reader)."""
        cards = [QCoreApplication.translate("OfferPanel", "Card {index}: {card}.").format(
            index=index + 1, card=card.accessibleName())
            for index, card in enumerate(self._cards) if index < len(self._offer)]
        return " ".join([*cards, self._status_sentence()]).strip()

    def card_widget(self, index: int) -> ConstructionCardWidget:
        """The card widget of slot ``index`` (0-2), for tests and tours."""
        return self._cards[index]

    def preview_widget(self) -> ConstructionCardWidget:
        """The resulting-combination card shown beside a hand."""
        return self._preview

    def handle_key(self, key: int | Qt.Key) -> bool:
        """Act on a key press (1, 2, 3, Esc); True when the key was used.

        The main window may forward keys here so that they work without focus.
        """
        code = key.value if isinstance(key, Qt.Key) else int(key)
        if code == Qt.Key.Key_Escape.value and (self._pending is not None or self._warning):
            self.clear_pending()
            return True
        index = _KEYS.get(code)
        if index is None or not self._enabled or index >= len(self._offer):
            return False
        if not self._mode.uses_hands:
            self._on_card_clicked(index)
        elif self._pending is None or self._pending[0] is Half.EFFECT:
            self._on_half_clicked(index, Half.NUMBER)
        else:
            self._on_half_clicked(index, Half.EFFECT)
        return True

    def press_card(self, index: int) -> bool:
        """Card ``index`` pressed from the keyboard or by a screen reader: as its key (1, 2, 3);
        True when it was used."""
        return self.handle_key(Qt.Key.Key_1.value + index)

    # -- events --------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """The cards take the height their width calls for: they grow with the panel."""
        super().resizeEvent(event)
        self._fit_cards(event.size().width())

    def card_height(self, width: int) -> int:
        """The cards' height in a panel ``width`` pixels wide."""
        slots = _SLOTS + (1 if self._mode.uses_hands else 0)
        margins = self._outer.contentsMargins()
        room = width - margins.left() - margins.right() - self._row.spacing() * (slots - 1)
        if self._mode.uses_hands:
            room -= self._separator.sizeHint().width() + self._row.spacing()
        card_width = max(1, round(room / (_SLOTS + 2 / 3)) if self._mode.uses_hands
                         else room // slots)
        return self._cards[0].heightForWidth(card_width)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        """The panel's height at ``width``, its cards as tall as that width makes them (its
        layouts know only their present height, until they are laid out again: the side
        panel could not work out its column's height at another width)."""
        margins = self._outer.contentsMargins()
        inner = width - margins.left() - margins.right()
        row = self.card_height(width)
        if self._mode.uses_hands:  # the preview's title above the preview card
            # The preview's column takes 2 of the row's 11 shares of what the width adds.
            column = self._preview_box.width() + round((width - self.width()) * 2 / 11)
            title = self._preview_title.heightForWidth(max(1, column))
            row += title + self._preview_layout.spacing()
        parts = [row]
        if not self._deck_label.isHidden():
            parts.append(self._deck_label.heightForWidth(inner))
        if not self._status.isHidden():
            parts.append(max(self._status.minimumHeight(), self._status.heightForWidth(inner)))
        return (margins.top() + margins.bottom() + sum(parts)
                + self._outer.spacing() * (len(parts) - 1))

    def _fit_cards(self, width: int) -> None:
        height = self.card_height(width)
        for card in self._cards:
            card.setFixedHeight(height)
        self._preview.setFixedHeight(height)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._update_view()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self.handle_key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    def _on_card_clicked(self, index: int) -> None:
        if not self._enabled or self._mode.uses_hands or index >= len(self._offer):
            return
        self.choose_requested.emit(Choose(index))

    def _on_half_clicked(self, index: int, half: Half) -> None:
        if not self._enabled or not self._mode.uses_hands or index >= len(self._offer):
            return
        self._warning = ""
        pending = self._pending
        if not self._playable:  # every card hatched (a refusal, or a roundabout first)
            self._pending = None
            self._warning = QCoreApplication.translate(
                "OfferPanel", "No combination can be written on your sheet.")
        elif pending is None or pending[0] is half:
            # First pick, or a new pick of the same half: toggle or replace it.
            self._pending = None if pending == (half, index) else (half, index)
        else:
            number_card, effect_card = (pending[1], index) if half is Half.EFFECT \
                else (index, pending[1])
            choose = Choose(number_card, effect_card)
            refusal = choice_refusal(self._mode, len(self._offer), choose)
            if refusal is not None:  # both halves of one card: the rules say why not
                self._warning = rules_message(refusal)
            else:
                self._pending = None
                self._update_view()
                self.choose_requested.emit(choose)
                return
        self._update_view()

    # -- view ----------------------------------------------------------------------------------

    def _update_view(self) -> None:
        hands = self._mode.uses_hands
        self._fit_cards(self.width())
        for widget in (self._preview_box, self._separator):
            widget.setVisible(hands)
        self._deck_label.setVisible(hands)
        for index, card in enumerate(self._cards):
            offered = self._offer[index] if index < len(self._offer) else None
            card.set_card(*(offered if offered is not None else (None, None)))
            card.set_split(hands)
            card.set_remaining(None if hands or offered is None else self._remaining)
            card.set_key_hint(str(index + 1) if offered is not None else "")
            card.setEnabled(self._enabled and offered is not None)
            if hands:
                card.set_selected(self._hand_selection(index))
                card.set_dimmed(self._hand_dimmed(index) if self._enabled else NONE)
                card.set_caption(self._hand_caption(index))
                card.set_passed(self._mode is Mode.EXPERT and bool(self._hand_caption(index)))
            else:
                card.set_selected(BOTH if self._selected == Choose(index) else NONE)
                unplayable = self._enabled and Choose(index) not in self._playable
                card.set_dimmed(BOTH if unplayable else NONE)
                card.set_caption("")
                card.set_passed(False)
        if hands:
            self._update_preview()
            deck = QCoreApplication.translate(
                "OfferPanel", "Your hand — cards left in the deck: {count}"
            ).format(count=self._remaining)
            self._deck_label.setText(f"{deck}\n{self._note}" if self._note else deck)
        self._status.setText(self._status_sentence())
        palette = self._status.palette()
        palette.setColor(QPalette.ColorRole.WindowText,
                         QColor(accent((style.STAMP if self._warning else style.INK).name())))
        self._status.setPalette(palette)
        self._status.setToolTip(self._keys_help())
        self.setToolTip(self._keys_help())

    def _full_choice(self) -> Choose | None:
        """The hand choice to show as made: the selection, unless a new pick is under way."""
        choice = self._selected
        if self._pending is not None or choice is None or choice.effect_card is None:
            return None
        if max(choice.number_card, choice.effect_card) >= len(self._offer):
            return None
        return choice

    def _hand_selection(self, index: int) -> frozenset[Half]:
        if self._pending is not None:
            half, card = self._pending
            return frozenset({half}) if card == index else NONE
        choice = self._full_choice()
        if choice is None:
            return NONE
        halves = set()
        if choice.number_card == index:
            halves.add(Half.NUMBER)
        if choice.effect_card == index:
            halves.add(Half.EFFECT)
        return frozenset(halves)

    def _hand_dimmed(self, index: int) -> frozenset[Half]:
        others = [j for j in range(len(self._offer)) if j != index]
        pending = self._pending
        if pending is None:
            playable = any(Choose(index, j) in self._playable for j in others)
            return NONE if playable else frozenset({Half.NUMBER})
        half, card = pending
        if half is Half.NUMBER:
            if index == card:
                return frozenset({Half.EFFECT})
            return NONE if Choose(card, index) in self._playable else frozenset({Half.EFFECT})
        if index == card:
            return frozenset({Half.NUMBER})
        return NONE if Choose(index, card) in self._playable else frozenset({Half.NUMBER})

    def _hand_caption(self, index: int) -> str:
        choice = self._full_choice()
        if choice is None or index in (choice.number_card, choice.effect_card):
            return ""
        if self._mode is Mode.EXPERT:
            return QCoreApplication.translate("OfferPanel", "Passed to the right →")
        return QCoreApplication.translate("OfferPanel", "Not used")

    def _update_preview(self) -> None:
        choice = self._full_choice()
        # One title for the empty and the full preview: the sentence under the cards says how to
        # pick, and a longer title here wrapped into a narrow column of five lines.
        self._preview_title.setText(QCoreApplication.translate("OfferPanel", "Your choice"))
        if choice is None or choice.effect_card is None:
            self._preview.set_card(None, None)
            return
        number = self._offer[choice.number_card].number
        effect = self._offer[choice.effect_card].effect
        self._preview.set_card(number, effect)
        self._preview.set_dimmed(NONE if choice in self._playable or not self._enabled else BOTH)

    def _status_sentence(self) -> str:
        if self._warning:
            return self._warning
        if not self._offer:
            return QCoreApplication.translate("OfferPanel", "No cards on offer.")
        hands = self._mode.uses_hands
        chosen = self._hand_choice() if hands else self._standard_choice()
        if chosen is not None:
            return chosen
        if not self._enabled:
            return ""
        if not self._playable:
            return ""  # the prompt says what to do instead (a refusal, a roundabout): once
        if hands:
            return QCoreApplication.translate(
                "OfferPanel", "Click the number of one card, then the effect of another card.")
        return QCoreApplication.translate(
            "OfferPanel", "Choose a combination: click a card or press 1, 2 or 3.")

    def _standard_choice(self) -> str | None:
        """The combination chosen (standard mode), or None."""
        selected = self._selected
        if selected is None or selected.number_card >= len(self._offer):
            return None
        card = self._offer[selected.number_card]
        return QCoreApplication.translate(
            "OfferPanel", "Combination {index}: house number {number} with the {effect} effect."
        ).format(index=selected.number_card + 1, number=card.number,
                 effect=effect_name(card.effect))

    def _hand_choice(self) -> str | None:
        """The half or the two halves chosen (solo and expert: a number and an effect of two
        cards), or None."""
        pending = self._pending
        if pending is not None:
            half, index = pending
            card = self._offer[index]
            if half is Half.NUMBER:
                return QCoreApplication.translate(
                    "OfferPanel",
                    "Number {number} from card {index}. Now pick the effect of another card.",
                ).format(number=card.number, index=index + 1)
            return QCoreApplication.translate(
                "OfferPanel",
                "{effect} from card {index}. Now pick the number of another card.",
            ).format(effect=effect_name(card.effect), index=index + 1)
        choice = self._full_choice()
        if choice is None or choice.effect_card is None:
            return None
        rest = set(range(len(self._offer))) - {choice.number_card, choice.effect_card}
        third = min(rest) if rest else -1
        if self._mode is Mode.EXPERT and third < 0:
            fate = ""
        elif self._mode is Mode.EXPERT:
            fate = QCoreApplication.translate(
                "OfferPanel", "Card {index} is passed to the player on your right."
            ).format(index=third + 1)
        else:
            fate = QCoreApplication.translate(
                "OfferPanel", "All three cards are then discarded.")
        return QCoreApplication.translate(
            "OfferPanel", "Number {number} from card {n_index} with the {effect} effect from "
                          "card {e_index}. {fate}",
        ).format(number=self._offer[choice.number_card].number, n_index=choice.number_card + 1,
                 effect=effect_name(self._offer[choice.effect_card].effect),
                 e_index=choice.effect_card + 1, fate=fate)

    def _keys_help(self) -> str:
        if self._mode.uses_hands:
            return QCoreApplication.translate(
                "OfferPanel",
                "Keys: press 1, 2 or 3 to take the number of that card, then 1, 2 or 3 to take "
                "the effect of another card. Esc starts again.",
            )
        return QCoreApplication.translate(
            "OfferPanel", "Keys: press 1, 2 or 3 to choose that combination.")
