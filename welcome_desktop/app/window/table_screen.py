"""The table screen: the public table of a network game, large, for a TV beside the players'
phones, when nobody plays at the hosting screen (issue 44, item 5). No hand-over screens.

It shows the turn's cards where they lie face up (standard: the three combinations; solo and
expert only the effect sides the table sees: the solo deck's top, the cards passed), the city
plans with who claimed them, who has confirmed (never what they chose), the scores, every sheet
small as of the last resolved turn, the QR codes of the seats still open (large, until every
seat is taken), and at the end how everyone scored, in ranking order (a
:class:`~welcome_desktop.app.window.table_screen_scores.ScoreTable`). It draws a
:class:`~welcome_desktop.app.play.public_table.PublicTable` and nothing else: no rule is
checked here, nothing is played. The network panel (addresses, codes, Start) is held at the
foot of its right column.

Laid out by hand on every resize (1920×1080, 1366×768, 1280×720 and between): the cards take a
third of the height, the type grows with the screen. The grids' arithmetic is in
:mod:`~welcome_desktop.app.window.table_screen_layout`, the words in
:mod:`~welcome_desktop.app.window.table_screen_words`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QWidget

from welcome_desktop.app.cards.construction_card import ConstructionCardWidget
from welcome_desktop.app.cards.icons import paint_effect_icon
from welcome_desktop.app.cards.plan_cards import PlanCardWidget
from welcome_desktop.app.look import style
from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.online.seat_qr import SeatCode, SeatQrCodes
from welcome_desktop.app.play.public_table import FaceUp, PublicTable
from welcome_desktop.app.play.sheet_model import SheetSnapshot
from welcome_desktop.app.sheet.others_sheets import SeatSheet
from welcome_desktop.app.window import table_screen_words as words
from welcome_desktop.app.window.table_screen_layout import (
    code_grid,
    face_grid,
    gap,
    plan_row,
    score_line_height,
    score_table_height,
    sheet_grid,
)
from welcome_desktop.app.window.table_screen_scores import ScoreTable
from welcome_desktop.app.words.effect_words import effect_name

translate = QCoreApplication.translate

#: The screen's background and its panels: the paper of the game's sheets.
BACKGROUND = "#efe4cc"
#: The share of the width the right column (scores, codes, network panel) takes.
RIGHT_SHARE = 0.25


class EffectSide(QWidget):
    """A card seen from its effect side (solo's deck top, expert's passed card), or the Solo
    card: the effect's icon on its colour, the effect's name and a line under it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = FaceUp(None, None)
        self.note = ""

    def show_face(self, face: FaceUp, note: str) -> None:
        self.face, self.note = face, note
        name = effect_name(face.effect) if face.effect is not None \
            else translate("TableScreen", "The Solo card")
        self.setAccessibleName(f"{name}. {note}" if note else name)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        text_h = rect.height() * 0.2
        card = style.fit_card(rect.adjusted(0, 0, 0, -text_h), 0.7, 3)
        painter.setPen(QPen(style.INK, max(1.5, card.width() * 0.012)))
        painter.setBrush(style.PAPER)
        radius = card.width() * 0.07
        painter.drawRoundedRect(card, radius, radius)
        effect = self.face.effect
        side = card.width() * 0.7
        icon = QRectF(card.center().x() - side / 2, card.top() + card.height() * 0.12, side, side)
        if effect is not None:
            paint_effect_icon(painter, icon, effect)
            name = effect_name(effect)
        else:
            name = translate("TableScreen", "The Solo card")
            painter.setFont(style.font(card.height() * 0.12, QFont.Weight.Bold))
            painter.drawText(icon, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             translate("TableScreen", "Solo"))
        painter.setPen(style.INK)
        painter.setFont(style.font(card.height() * 0.085, QFont.Weight.Bold))
        painter.drawText(QRectF(card.left(), icon.bottom(), card.width(),
                                card.bottom() - icon.bottom()),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
        if self.note:
            painter.setFont(style.font(min(text_h * 0.34, rect.width() * 0.12)))
            painter.drawText(QRectF(rect.left(), card.bottom() + 2, rect.width(), text_h - 2),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, self.note)
        painter.end()


def _label(parent: QWidget, name: str) -> QLabel:
    label = plain_label("", parent)  # names are shown as they are
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {style.INK.name()}")
    return label


class TableScreen(QWidget):
    """The table screen (see the module's docstring); :meth:`show_table` draws a
    :class:`PublicTable`, :meth:`show_codes` the open seats' QR codes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableScreen")
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), QColor(BACKGROUND))
        self.setPalette(palette)
        self.table: PublicTable | None = None
        self.title = _label(self, "tableTitle")
        self.title.setWordWrap(False)
        self.status = _label(self, "tableStatus")
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.cards = [ConstructionCardWidget(self) for _ in range(3)]
        for index, card in enumerate(self.cards):
            card.setObjectName(f"table_card_{index}")
            card.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.faces: list[EffectSide] = []
        self.plans = [PlanCardWidget(self) for _ in range(3)]
        self.claims = [_label(self, f"plan_claims_{index}") for index in range(3)]
        for index, plan in enumerate(self.plans):
            plan.setObjectName(f"table_plan_{index}")
            plan.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            self.claims[index].setAlignment(Qt.AlignmentFlag.AlignHCenter
                                            | Qt.AlignmentFlag.AlignTop)
        #: How everyone scored, in ranking order, at the end.
        self.final_scores = ScoreTable(self)
        self.final_scores.hide()
        self.note = _label(self, "tableNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.hide()
        self.scores = QFrame(self)
        self.scores.setObjectName("tableScores")
        self.scores.setStyleSheet(f"QFrame#tableScores {{ background: {style.PAPER.name()};"
                                  " border: 1px solid #c9b48a; border-radius: 6px }")
        self.score_lines: list[QLabel] = []
        self.qr_codes = SeatQrCodes(self)
        self.qr_codes.setObjectName("tableQrCodes")
        self.qr_codes.hide()
        self.qr_title = _label(self, "tableQrTitle")
        self.qr_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr_title.hide()
        self.sheets: list[SeatSheet] = []
        #: What each small sheet shows (name, sheet, last turn's words).
        self._drawn: dict[int, tuple[str, SheetSnapshot, str]] = {}
        #: The network panel held at the foot of the right column (while in view).
        self.held: QWidget | None = None
        self.retranslate()

    # ------------------------------------------------------------ what is shown

    def show_table(self, table: PublicTable) -> None:
        """Draw ``table`` (nothing to do when it is the one shown: every view and every change
        of the codes asks)."""
        if table == self.table:
            return
        self.table = table
        self._fill()
        self._lay_out()

    def show_codes(self, codes: dict[int, SeatCode], open_seats: tuple[int, ...],
                   computer_for_now: frozenset[int] = frozenset()) -> None:
        """The QR codes of the seats still open (``codes`` as the network panel made them),
        ``computer_for_now`` those a computer plays until their person scans."""
        if (codes != self.qr_codes.codes or open_seats != self.qr_codes.open
                or computer_for_now != self.qr_codes.computer_for_now):
            self.qr_codes.show_codes(codes, open_seats, computer_for_now)
            self._lay_out()

    def hold(self, panel: QWidget) -> None:
        """Hold the network panel at the foot of the right column."""
        self.held = panel
        panel.setParent(self)
        panel.show()
        self._lay_out()

    def retranslate(self) -> None:
        self._drawn.clear()  # the sheets' words are the language's
        self.qr_title.setText(translate("TableScreen", "Scan your seat's code with your "
                                                       "phone's camera to play"))
        if self.table is not None:
            self._fill()
            self._lay_out()  # the new words' widths

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------ filling in

    def _fill(self) -> None:
        table = self.table
        if table is None:
            return
        self.title.setText(words.title_text(table))
        self.status.setText(words.status_text(table))
        standard = not table.mode.uses_hands
        for index, card in enumerate(self.cards):
            face = table.cards[index] if standard and index < len(table.cards) else None
            card.set_card(*((face.number, face.effect) if face is not None else (None, None)))
            card.set_remaining(None)
        faces = [] if standard else list(table.cards)
        while len(self.faces) < len(faces):
            self.faces.append(EffectSide(self))
        for index, widget in enumerate(self.faces):
            if index < len(faces):
                widget.show_face(faces[index], words.face_note(table, faces[index]))
        for index, plan in enumerate(self.plans):
            plan.set_plan(table.plans[index], table.approved[index])
            self.claims[index].setText(words.claims_text(table, index))
        while len(self.score_lines) < len(table.seats):
            line = _label(self.scores, f"table_score_{len(self.score_lines)}")
            line.setWordWrap(False)
            self.score_lines.append(line)
        for seat, label in enumerate(self.score_lines):
            label.setText(words.score_line(table, seat) if seat < len(table.seats) else "")
        self.final_scores.show_scores(table)
        self.note.setText(words.note_text(table))
        while len(self.sheets) < len(table.sheets):
            seat_sheet = SeatSheet(len(self.sheets), self)
            seat_sheet.setCursor(Qt.CursorShape.ArrowCursor)
            seat_sheet.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            self.sheets.append(seat_sheet)
        for seat, seat_sheet in enumerate(self.sheets):
            shown = (table.seats[seat].name, table.sheets[seat], table.seats[seat].summary) \
                if seat < len(table.sheets) else None
            if shown is not None and self._drawn.get(seat) != shown:
                self._drawn[seat] = shown  # a sheet is drawn again only when it changed
                seat_sheet.show_seat(table.seats[seat].name, table.sheets[seat],
                                 table.seats[seat].summary)

    # ------------------------------------------------------------ the layout

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._lay_out()

    def _lay_out(self) -> None:
        """Place everything for the screen's size (see the module's docstring)."""
        table = self.table
        w, h = self.width(), self.height()
        if table is None or w < 50 or h < 50:
            return
        unit = h / 1080  # the type and the gaps grow with the screen's height
        space = gap(unit)
        right_w = round(w * RIGHT_SHARE)
        left_w = w - right_w - 3 * space
        right_x = space * 2 + left_w
        # The header: the turn and the cards left; whom the turn waits for.
        head_h = round(64 * unit)
        self.title.setFont(style.font(40 * unit, QFont.Weight.Bold))
        self.status.setFont(style.font(28 * unit))
        title_w = min(left_w, self.title.fontMetrics().horizontalAdvance(self.title.text()) + 8)
        self.title.setGeometry(space, space, title_w, head_h)
        self.status.setGeometry(space * 2 + title_w, space, w - title_w - 3 * space, head_h)
        top = space + head_h + space // 2
        band_h = round(h / 3)
        lobby, over = table.lobby, table.over
        if over:  # the scores: up to half the height for a type read across the room
            band_h = max(band_h, min(h // 2, score_table_height(len(table.seats), 28 * unit)))
        self._place_band(table, QRect(space, top, left_w, band_h), unit)
        if over:  # the sheets close under the scores
            band_h = self.final_scores.height()
        below = top + band_h + space
        self._place_right(table, QRect(right_x, top, right_w, h - top - space), unit)
        self._place_sheets(table, QRect(space, below, left_w, h - below - space), unit,
                           shown=not lobby)
        self.final_scores.setVisible(over)
        for widget in (*self.plans, *self.claims):
            widget.setVisible(not over and not lobby)
        for card in self.cards:  # standard: the three combinations; else the faces
            card.setVisible(not over and not lobby and not table.mode.uses_hands)

    def _place_band(self, table: PublicTable, area: QRect, unit: float) -> None:
        """The cards (a third of the height) and the plans beside them; how everyone scored
        at the end; the lobby's note."""
        x, y, width, height = area.x(), area.y(), area.width(), area.height()
        standard = not table.mode.uses_hands
        card_w = self._card_width(height)
        shown_faces = 0 if standard else len(table.cards)
        for index, face in enumerate(self.faces):
            face.setVisible(index < shown_faces and not table.over and not table.lobby)
        if table.over:
            scores = self.final_scores
            scores.fit(width, height, unit)
            scores.move(x + max(0, (width - scores.width()) // 2), y)
            self.note.hide()
            return
        if table.lobby:
            self.note.setFont(style.font(30 * unit))
            self.note.setGeometry(x, y, width, round(60 * unit))
            self.note.show()
            return
        used = 0
        if standard:
            for index, card in enumerate(self.cards):
                card.setGeometry(x + index * (card_w + round(10 * unit)), y, card_w, height)
            used = 3 * card_w + 2 * round(10 * unit)
        elif shown_faces:
            grid = face_grid(shown_faces, card_w, width, height)  # expert: one per seat
            for index in range(shown_faces):
                row, column = divmod(index, grid.per_row)
                self.faces[index].setGeometry(x + column * grid.width, y + row * grid.height,
                                              grid.width, grid.height)
            used = grid.per_row * grid.width
        self.note.setVisible(bool(self.note.text()))
        if self.note.text():
            self.note.setFont(style.font(22 * unit))
            self.note.setGeometry(x, y, max(used, 3 * card_w), height)
            used = max(used, 3 * card_w)
        # The plans: beside the cards, a little smaller, with who claimed each under it.
        plans_x = x + used + round(24 * unit)
        plans = plan_row(plans_x, width - (plans_x - x), height, unit, PlanCardWidget.ASPECT)
        for index, plan in enumerate(self.plans):
            left = plans.left + index * plans.step
            plan.setGeometry(left, y, plans.width, plans.height)
            claim = self.claims[index]
            claim.setFont(style.font(20 * unit))
            claim.setGeometry(left - round(4 * unit), y + plans.height + 2,
                              plans.width + round(8 * unit), plans.claims_h)

    def _card_width(self, height: int) -> int:
        """The widest card whose widget is at most ``height`` high."""
        width = round(height * 0.6)
        while width > 10 and self.cards[0].heightForWidth(width) > height:
            width -= 2
        return width

    def _place_right(self, table: PublicTable, area: QRect, unit: float) -> None:
        """The scores and who has confirmed; the open seats' QR codes (in the lobby large, on
        the left); the network panel."""
        x, y, width, height = area.x(), area.y(), area.width(), area.height()
        space = gap(unit)
        panel = self.held if self.held is not None and self.held.parent() is self else None
        wanted = 0
        if panel is not None:
            layout = panel.layout()
            wanted = layout.totalHeightForWidth(width) if layout is not None \
                and layout.hasHeightForWidth() else panel.sizeHint().height()
        # The codes beside the scores keep some room; in the lobby they are on the left.
        codes_room = round(240 * unit) if self.qr_codes.open and not table.lobby \
            and not table.over else 0
        # Many seats: lower score lines rather than a squeezed panel or codes.
        line_h = score_line_height(len(table.seats), height - round(12 * unit) - codes_room
                                   - (min(wanted, height // 2) + space if panel else 0) - space,
                                   unit)
        type_px = 28 * unit * line_h / round(40 * unit)
        for seat, label in enumerate(self.score_lines):
            shown = seat < len(table.seats)
            label.setVisible(shown)
            if shown:
                label.setFont(style.font(type_px, QFont.Weight.Bold if table.seats[seat]
                                         .confirmed else QFont.Weight.Normal))
                room = width - round(20 * unit)
                advance = label.fontMetrics().horizontalAdvance(label.text())
                if advance > room:  # a long name: smaller type rather than cut off
                    font = label.font()
                    font.setPixelSize(max(8, int(font.pixelSize() * room / advance)))
                    label.setFont(font)
                label.setGeometry(round(10 * unit), round(6 * unit) + seat * line_h, room,
                                  line_h)
        scores_h = len(table.seats) * line_h + round(12 * unit)
        self.scores.setGeometry(x, y, width, scores_h)
        bottom = y + height
        if panel is not None:
            room = max(0, height - scores_h - space)
            panel_h = max(0, min(wanted, room - codes_room))
            panel.setGeometry(x, bottom - panel_h, width, panel_h)
            bottom -= panel_h + space
        codes = self.qr_codes
        if not codes.open or table.over:  # at the end nobody joins any more
            self.qr_title.hide()
            codes.hide()
            return
        # In the lobby the codes are the screen: the left side under the note is theirs.
        if table.lobby:
            area_x, area_y = space, y + round(70 * unit)
            area_w, area_h = x - 2 * space, y + height - area_y
        else:
            area_x, area_y, area_w, area_h = x, y + scores_h + space, width, bottom - y - scores_h \
                - space
        self.qr_title.setFont(style.font((30 if table.lobby else 22) * unit, QFont.Weight.Bold))
        title_h = self.qr_title.heightForWidth(area_w)
        self.qr_title.show()
        self.qr_title.setGeometry(area_x, area_y, area_w, title_h)
        area_y += title_h
        area_h -= title_h
        codes.setFont(style.font(24 * unit, QFont.Weight.Bold))
        columns, side = code_grid(len(codes.open), area_w, area_h, codes.caption_height())
        codes.columns, codes.max_side = columns, max(40, side)
        codes.setFixedHeight(codes.heightForWidth(area_w))  # a height fixed earlier bounds it
        codes.setGeometry(area_x, area_y, area_w, codes.heightForWidth(area_w))
        codes.show()

    def _place_sheets(self, table: PublicTable, area: QRect, unit: float, *,
                      shown: bool) -> None:
        """Every sheet, small, as of the last resolved turn: as large as the room allows."""
        x, y, width, height = area.x(), area.y(), area.width(), area.height()
        space = gap(unit)
        count = len(table.sheets)
        grid = sheet_grid(count, width, height, unit)
        seat_w, title_px, summary_px = grid.seat_w, grid.title_px, grid.summary_px
        shown_sheets = []
        for seat, widget in enumerate(self.sheets):
            visible = shown and seat < count
            widget.setVisible(visible)
            if not visible:
                continue
            name_px = title_px
            advance = widget.title.fontMetrics().horizontalAdvance(widget.title.text())
            font_px = widget.title.font().pixelSize()
            if advance > 0 and font_px > 0:  # a long name: smaller type rather than cut off
                name_px = min(title_px, font_px * (seat_w - 4) / advance)
            widget.title.setStyleSheet(f"font-weight: bold; font-size: {max(8, round(name_px))}px")
            widget.summary.setStyleSheet(f"color: #5a2a66; font-size: {round(summary_px)}px")
            widget.set_width(seat_w)
            # The summary's height for its new type (set_width fits it only to a new width).
            widget.summary.setFixedHeight(max(0, widget.summary.heightForWidth(seat_w)))
            widget.adjustSize()
            shown_sheets.append(widget)
        # The rows as close as their tallest sheet lets them (within their share).
        row_h = min(grid.cell_h, max((w.sizeHint().height() for w in shown_sheets), default=0))
        for seat, widget in enumerate(shown_sheets):
            row, column = divmod(seat, grid.columns)
            left = x + max(0, (width - grid.used) // 2) + column * (seat_w + 8 + space)
            widget.setGeometry(left, y + row * (row_h + space), seat_w + 8,
                               min(row_h, widget.sizeHint().height()))  # top-aligned

__all__ = ["EffectSide", "TableScreen"]
