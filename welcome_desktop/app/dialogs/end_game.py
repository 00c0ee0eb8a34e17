"""The end of the game: why it ended, every breakdown side by side, the ranking and tie-breaks,
a solo score against the player's earlier ones; Play again, Review this game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.words.game_words import sheet_name, theme_column_name
from welcome_desktop.records.bests import SoloPlace
from welcome_desktop.rules.scoring import Breakdown, TieBreak
from welcome_desktop.rules.themes import BASE

translate = QCoreApplication.translate


def end_reason_text(reason: str) -> str:
    """A sentence for each end reason of ruling 13."""
    texts = {
        "refusals": translate("EndDialog", "a player marked a third building-permit refusal"),
        "plans": translate("EndDialog", "a player completed all three city plans"),
        "houses": translate("EndDialog", "a player built every house of their three streets"),
        "deck": translate("EndDialog", "the deck ran out of construction cards"),
    }
    return texts.get(reason, reason)


def end_cause_text(name: str, reason: str) -> str:
    """Who ended the game and how, for a reason met by one player's sheet."""
    texts = {
        "refusals": translate("EndDialog", "{name} marked a third building-permit refusal"),
        "plans": translate("EndDialog", "{name} claimed a third plan"),
        "houses": translate("EndDialog", "{name} built every house of their three streets"),
    }
    return texts.get(reason, "{name}: " + reason).format(name=name)


def criterion_text(criterion: str) -> str:
    """What separated two players tied on points (ruling 15)."""
    if criterion == "estates":
        return translate("EndDialog", "more estates")
    return translate("EndDialog", "more estates of size {n}").format(
        n=criterion.removeprefix("size_")
    )


def breakdown_rows(breakdowns: Sequence[Breakdown], advanced: bool = True,
                   sheet: str = BASE) -> list[tuple[str, list[str]]]:
    """Row label and one cell per player, in the sheet's order (no roundabouts in a basic
    game; a thematic sheet's column between the plans and the parks)."""
    rows: list[tuple[str, list[str]]] = []
    for i in range(3):
        rows.append(
            (
                translate("EndDialog", "City plan n°{n}").format(n=i + 1),
                [str(b.plans[i]) for b in breakdowns],
            )
        )
    if sheet != BASE:
        rows.append((theme_column_name(sheet), [str(b.theme_points) for b in breakdowns]))
    for s in range(3):
        rows.append(
            (
                translate("EndDialog", "Parks, street {n}").format(n=s + 1),
                [str(b.parks[s]) for b in breakdowns],
            )
        )
    rows.append((translate("EndDialog", "Pools"), [str(b.pools) for b in breakdowns]))
    rows.append((translate("EndDialog", "Temp agency"), [str(b.temps) for b in breakdowns]))
    for size in range(1, 7):
        rows.append(
            (
                translate("EndDialog", "Estates of {n}").format(n=size),
                [
                    f"{e.count} × {e.value} = {e.points}"
                    for e in (b.estates[size - 1] for b in breakdowns)
                ],
            )
        )
    rows.append((translate("EndDialog", "Bis (−)"), [str(b.bis) for b in breakdowns]))
    if advanced:
        rows.append(
            (translate("EndDialog", "Roundabouts (−)"), [str(b.roundabouts) for b in breakdowns])
        )
    rows.append((translate("EndDialog", "Refusals (−)"), [str(b.refusals) for b in breakdowns]))
    rows.append((translate("EndDialog", "Total"), [str(b.total) for b in breakdowns]))
    return rows


class ScoreColumn(NamedTuple):
    """One category of the score as the sheet's score columns sum it: its header (a "(−)" in
    it for what is taken off the total) and its points for each breakdown."""

    header: str
    points: list[int]


def score_columns(breakdowns: Sequence[Breakdown], advanced: bool = True,
                  sheet: str = BASE) -> list[ScoreColumn]:
    """The score by category, summed as the sheet's score columns are (the three plans, the
    three streets' parks, the six estate sizes), in the sheet's order: no roundabouts in a basic
    game, a thematic sheet's column after the plans; the total last."""
    columns = [ScoreColumn(translate("EndDialog", "City plans"),
                           [sum(b.plans) for b in breakdowns])]
    if sheet != BASE:
        columns.append(ScoreColumn(theme_column_name(sheet),
                                   [b.theme_points for b in breakdowns]))
    columns += [
        ScoreColumn(translate("EndDialog", "Parks"), [sum(b.parks) for b in breakdowns]),
        ScoreColumn(translate("EndDialog", "Pools"), [b.pools for b in breakdowns]),
        ScoreColumn(translate("EndDialog", "Temp agency"), [b.temps for b in breakdowns]),
        ScoreColumn(translate("EndDialog", "Estates"),
                    [sum(e.points for e in b.estates) for b in breakdowns]),
        ScoreColumn(translate("EndDialog", "Bis (−)"), [b.bis for b in breakdowns]),
    ]
    if advanced:
        columns.append(ScoreColumn(translate("EndDialog", "Roundabouts (−)"),
                                   [b.roundabouts for b in breakdowns]))
    columns += [
        ScoreColumn(translate("EndDialog", "Refusals (−)"), [b.refusals for b in breakdowns]),
        ScoreColumn(translate("EndDialog", "Total"), [b.total for b in breakdowns]),
    ]
    return columns


def breakdown_table(names: Sequence[str], breakdowns: Sequence[Breakdown],
                    advanced: bool = True, sheet: str = BASE) -> QTableWidget:
    """Every breakdown side by side, read-only, a column per player; the total row in bold."""
    rows = breakdown_rows(breakdowns, advanced, sheet)
    table = QTableWidget(len(rows), len(names))
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)
    table.setHorizontalHeaderLabels(list(names))
    table.setVerticalHeaderLabels([label for label, _ in rows])
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    bold = table.font()
    bold.setBold(True)
    for r, (_, cells) in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if r == len(rows) - 1:
                item.setFont(bold)
            table.setItem(r, c, item)
    table.resizeColumnsToContents()
    return table


def standing_text(place: SoloPlace, sheet: str, advanced: bool) -> str:
    """A solo score against the player's others on that neighbourhood in that variant."""
    name = sheet_name(sheet)
    if place.best is None:
        text = (translate("EndDialog", "Your first advanced solo game, {neighbourhood} sheet.")
                if advanced else
                translate("EndDialog", "Your first solo game, {neighbourhood} sheet."))
        return text.format(neighbourhood=name)
    if place.place == 1:
        text = (translate("EndDialog", "Your best advanced solo score, {neighbourhood} sheet, "
                                       "of {count} games (the best before: {best}).")
                if advanced else
                translate("EndDialog", "Your best solo score, {neighbourhood} sheet, of {count} "
                                       "games (the best before: {best})."))
    else:
        text = (translate("EndDialog", "Number {place} of your {count} advanced solo games, "
                                       "{neighbourhood} sheet (your best: {best}).")
                if advanced else
                translate("EndDialog", "Number {place} of your {count} solo games, "
                                       "{neighbourhood} sheet (your best: {best})."))
    return text.format(neighbourhood=name, place=place.place, count=place.count,
                       best=place.best)


class EndDialog(QDialog):
    """Shows the final result; non-modal friendly (tests read its widgets).

    Signals:
        play_again(): the players want a new game with the same seats and options.
        review(): the player wants this game replayed and reviewed.
    """

    play_again = Signal()
    review = Signal()

    def __init__(
        self,
        names: Sequence[str],
        breakdowns: Sequence[Breakdown],
        reasons: Sequence[str],
        ranking: Sequence[Sequence[int]],
        ties: Sequence[TieBreak],
        *,
        parent: QWidget | None = None,
        causes: Sequence[tuple[int, str]] = (),
        advanced: bool = True,
        sheet: str = BASE,
        standing: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EndDialog", "Final score"))
        layout = QVBoxLayout(self)
        # Who ended it when a sheet did; the deck running out is nobody's doing.
        reason = "; ".join([end_cause_text(names[p], r) for p, r in causes]
                           + [end_reason_text(r) for r in reasons
                              if r not in {c for _, c in causes}])
        self.reason = plain_label(
            translate("EndDialog", "The game ended: {reason}.").format(reason=reason)
        )
        self.reason.setWordWrap(True)
        layout.addWidget(self.reason)
        self.neighbourhood = plain_label(translate("EndDialog", "Neighbourhood: {name}").format(
            name=sheet_name(sheet)))
        layout.addWidget(self.neighbourhood)
        lines = []
        for rank, group in enumerate(ranking, start=1):
            who = ", ".join(names[p] for p in group)
            total = breakdowns[group[0]].total
            size = abs(total)  # the count whose form the words take (a plain name: lupdate)
            if len(names) == 1:  # solo: a score, no rank
                lines.append(translate("EndDialog", "{who} — {total} point(s)", None,
                                       size).format(who=who, total=total))
                continue
            lines.append(
                translate("EndDialog", "{rank}. {who} — {total} point(s)", None, size).format(
                    rank=rank, who=who, total=total
                )
            )
        for tie in ties:
            a, b = tie.players
            if tie.criterion is not None:
                lines.append(
                    translate("EndDialog", "{a} and {b} tied on points: {how}.").format(
                        a=names[a], b=names[b], how=criterion_text(tie.criterion)
                    )
                )
        for group in ranking:
            if len(group) > 1:
                lines.append(
                    translate(
                        "EndDialog", "{who}: tied on points and estates, they share the rank."
                    ).format(who=", ".join(names[p] for p in group))
                )
        self.ranking = plain_label("\n".join(lines))
        self.ranking.setStyleSheet("font-size: 15px; font-weight: bold")
        layout.addWidget(self.ranking)
        # A solo score against the player's earlier ones (empty otherwise).
        self.standing = plain_label(standing)
        self.standing.setWordWrap(True)
        self.standing.setVisible(bool(standing))
        layout.addWidget(self.standing)
        self.table = breakdown_table(names, breakdowns, advanced, sheet)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.play_again_button = buttons.addButton(
            translate("EndDialog", "Play again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.play_again_button.setToolTip(translate(
            "EndDialog", "A new game with the same players and options, new cards"))
        self.play_again_button.clicked.connect(self.play_again)
        self.review_button = buttons.addButton(
            translate("EndDialog", "Review this game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setToolTip(translate(
            "EndDialog", "Step through its turns with the strong player's verdict on each"))
        self.review_button.clicked.connect(self.review)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self._fit_table()

    def _fit_table(self) -> None:
        """As large as the whole table (the total row included), within the screen."""
        table = self.table
        frame = 2 * table.frameWidth()
        width = (table.verticalHeader().width() + frame
                 + sum(table.columnWidth(c) for c in range(table.columnCount())))
        height = (table.horizontalHeader().height() + frame
                  + sum(table.rowHeight(r) for r in range(table.rowCount())))
        screen = self.screen().availableGeometry()
        table.setMinimumSize(min(width, screen.width() - 80), min(height, screen.height() - 260))
        table.setMaximumHeight(height)  # no empty row under the total when the dialog grows
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.resize(max(self.sizeHint().width(), 420), self.sizeHint().height())
