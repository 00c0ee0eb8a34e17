"""The "new game" dialog: mode, advanced variant, neighbourhood, the seats (name, person or
computer level), and under *More* an optional seed. It remembers the whole table it last
started: mode, variant, neighbourhood, player count, every seat's name and kind.

Opened as New game's first step (``first_step``), it first asks the way to play
(:mod:`~welcome_desktop.app.dialogs.ways`): alone, at this screen and hosting set the table up
for that way; joining ends the dialog with :attr:`NewGameDialog.way` ``"join"``."""

from __future__ import annotations

import secrets

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.dialogs.ways import ALONE, HOST, JOIN, SCREEN, WaysPage
from welcome_desktop.app.look.chrome import accent
from welcome_desktop.app.look.plain import plain_label
from welcome_desktop.app.words.game_words import sheet_name
from welcome_desktop.records.bests import SoloTable
from welcome_desktop.records.levels import LEVELS, Level, parse_level
from welcome_desktop.rules.game import MAX_NAME, SEED_LIMIT, Setup, SetupError
from welcome_desktop.rules.modes import MAX_PLAYERS, Mode
from welcome_desktop.rules.themes import BASE, SHEET_KINDS

translate = QCoreApplication.translate


#: The kind of a seat played by a person at another computer.
REMOTE = "remote"
#: Where the table last started is remembered.
KEYS = {"mode": "game/mode", "advanced": "game/advanced", "sheet": "game/sheet",
        "count": "players/count", "names": "players/names", "kinds": "players/kinds"}


def default_name(seat: int) -> str:
    return translate("NewGameDialog", "Player {n}").format(n=seat + 1)


def seat_kinds() -> list[tuple[str, str]]:
    """A seat's kinds: (label, level), a person's level being ""."""
    return [(translate("NewGameDialog", "Person"), ""),
            (translate("NewGameDialog", "Computer: easy"), Level.EASY.value),
            (translate("NewGameDialog", "Computer: medium"), Level.GREEDY.value),
            (translate("NewGameDialog", "Computer: hard"), Level.STRONG.value),
            (translate("NewGameDialog", "Person at another computer"), REMOTE)]


def _flag(value: object) -> bool:
    return value is True or (isinstance(value, str) and value.lower() == "true")


def _strings(value: object) -> list[object]:
    """A remembered list (QSettings gives a one-item list back as a string)."""
    if isinstance(value, str):
        return [value]
    return value if isinstance(value, list) else []


class NewGameDialog(QDialog):
    """Asks for a setup; ``setup()`` returns it once accepted. The table is remembered."""

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None, *,
                 bests: SoloTable | None = None, first_step: bool = False) -> None:
        super().__init__(parent)
        self._bests = bests or {}
        #: The way to play chosen on the first step (None without one).
        self.way: str | None = None
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self._settings = settings
        remembered = self._remembered_names()
        kinds = _strings(settings.value(KEYS["kinds"], []) if settings is not None else [])
        form = QFormLayout()
        self.mode = QComboBox()
        for mode, label in (
            (Mode.SOLO, translate("NewGameDialog", "Solo (with the Solo card)")),
            (Mode.STANDARD, translate("NewGameDialog", "Standard (three stacks)")),
            (Mode.EXPERT, translate("NewGameDialog", "Expert (hands of three cards)")),
        ):
            self.mode.addItem(label, mode)
        form.addRow(translate("NewGameDialog", "Mode"), self.mode)
        modes = [self.mode.itemData(i).value for i in range(self.mode.count())]
        remembered_mode = self._remembered("mode")
        self.mode.setCurrentIndex(modes.index(remembered_mode) if remembered_mode in modes else 0)
        self.advanced = QCheckBox(
            translate("NewGameDialog", "Advanced variant: roundabouts and advanced plans")
        )
        self.advanced.setChecked(_flag(self._remembered("advanced")))
        form.addRow("", self.advanced)
        self.sheet = QComboBox()
        for sheet_kind in SHEET_KINDS:
            self.sheet.addItem(sheet_name(sheet_kind), sheet_kind)
        remembered_sheet = self._remembered("sheet") or BASE
        self.sheet.setCurrentIndex(max(0, self.sheet.findData(str(remembered_sheet))))
        form.addRow(translate("NewGameDialog", "Neighbourhood"), self.sheet)
        # A solo game: your best score on that neighbourhood in that variant, to beat.
        self.best = plain_label()
        self.best.setObjectName("best")
        self.best.setStyleSheet(f"color: {accent('#5a4a30')}")
        form.addRow("", self.best)
        self.count = QSpinBox()
        self.count.setRange(1, MAX_PLAYERS)
        form.addRow(translate("NewGameDialog", "Players"), self.count)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self._name_rows: list[QWidget] = []
        for seat in range(MAX_PLAYERS):
            edit = QLineEdit(remembered[seat] if seat < len(remembered) else default_name(seat))
            edit.setMaxLength(MAX_NAME)
            kind = QComboBox()
            for label, level in seat_kinds():
                kind.addItem(label, level)
            known = kinds[seat] if seat < len(kinds) else ""
            kind.setCurrentIndex(max(0, kind.findData(known if known in (*LEVELS, REMOTE)
                                                      else "")))
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(edit, 2)
            line.addWidget(kind, 1)
            self.names.append(edit)
            self.kinds.append(kind)
            form.addRow(translate("NewGameDialog", "Name {n}").format(n=seat + 1), row)
            self._name_rows.append(row)
        self.more = QToolButton()
        self.more.setObjectName("more")
        self.more.setText(translate("NewGameDialog", "More"))
        self.more.setCheckable(True)
        self.more.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more.setArrowType(Qt.ArrowType.RightArrow)
        form.addRow(self.more)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("NewGameDialog", "random"))
        form.addRow(translate("NewGameDialog", "Seed (optional)"), self.seed)
        form.setRowVisible(self.seed, False)
        self.allow_hints = QCheckBox(translate(
            "NewGameDialog", "Network game: the people at other computers may ask for hints"))
        form.addRow("", self.allow_hints)
        form.setRowVisible(self.allow_hints, False)
        self.more.toggled.connect(self._show_more)
        # Every person at another computer (phones included): nobody plays at this screen.
        self.table_screen_note = plain_label(translate(
            "NewGameDialog", "Nobody plays at this computer: its window shows the table for "
                             "everyone (on a TV, say) with the QR codes to scan, and the "
                             "cards, the plans and every sheet as the game goes."))
        self.table_screen_note.setObjectName("tableScreenNote")
        self.table_screen_note.setWordWrap(True)
        self.table_screen_note.setStyleSheet(f"color: {accent('#5a4a30')}")
        self.table_screen_note.hide()
        for kind in self.kinds:
            kind.currentIndexChanged.connect(self._show_table_screen_note)
        self.error = plain_label()
        self.error.setStyleSheet(f"color: {accent('#a02818')}")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.back = QPushButton(translate("NewGameDialog", "Back"))
        self.back.setObjectName("back")
        self.back.clicked.connect(self._show_ways)
        self.buttons.addButton(self.back, QDialogButtonBox.ButtonRole.ResetRole)
        self.back.setVisible(first_step)
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addLayout(form)
        table_layout.addWidget(self.table_screen_note)
        table_layout.addWidget(self.error)
        table_layout.addWidget(self.buttons)
        self.ways = WaysPage()
        self.ways.chosen.connect(self.choose_way)
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self.ways)
        cancel.rejected.connect(self.reject)
        self.ways.add_buttons(cancel)
        self.pages: QStackedWidget = QStackedWidget()
        self.pages.addWidget(self.ways)
        self.pages.addWidget(table)
        self.pages.setCurrentIndex(0 if first_step else 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self._form = form
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.sheet.currentIndexChanged.connect(self._show_best)
        self.advanced.toggled.connect(self._show_best)
        self.count.valueChanged.connect(self._show_names)
        self._mode_changed()
        count = self._remembered("count")
        if isinstance(count, (int, str)) and str(count).isdigit():
            self.count.setValue(int(count))  # clamped to the mode's range

    def _show_ways(self) -> None:
        self.pages.setCurrentIndex(0)
        self._fit_height()

    def choose_way(self, way: str) -> None:
        """Set the table up for ``way`` and show it (joining ends the dialog at once)."""
        self.way = way
        if way == JOIN:
            self.accept()
            return
        if way == ALONE:
            self.mode.setCurrentIndex(self.mode.findData(Mode.SOLO))
            self.count.setValue(1)
        elif self.mode.currentData() is Mode.SOLO:
            self.mode.setCurrentIndex(self.mode.findData(Mode.STANDARD))
        if way in (SCREEN, HOST):
            self.count.setValue(max(2, self.count.value()))
        person, remote = self.kinds[0].findData(""), self.kinds[0].findData(REMOTE)
        for seat, kind in enumerate(self.kinds):
            if way == HOST:  # you at the first seat, the others at their computers
                kind.setCurrentIndex(person if seat == 0 else remote)
            elif kind.currentData() == REMOTE:
                kind.setCurrentIndex(person)
        self.pages.setCurrentIndex(1)
        self._fit_height()

    def _remembered(self, key: str) -> object:
        return self._settings.value(KEYS[key]) if self._settings is not None else None

    def _show_more(self, shown: bool) -> None:
        """The seed (and what else a player rarely needs) in view, or tucked away."""
        self._form.setRowVisible(self.seed, shown)
        self._form.setRowVisible(self.allow_hints, shown)
        self.more.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self._fit_height()

    def _remembered_names(self) -> list[str]:
        if self._settings is None:
            return []
        value = _strings(self._settings.value(KEYS["names"], []))
        # Anything but a usable name (a damaged settings file) gives that seat its default name.
        return [v.strip()[:MAX_NAME] if isinstance(v, str) and v.strip() else default_name(i)
                for i, v in enumerate(value)]

    def _mode_changed(self) -> None:
        players = Mode(self.mode.currentData()).players  # as many as the rules seat
        self.count.setRange(players.start, players.stop - 1)
        self._show_names()
        self._show_best()

    def _show_best(self) -> None:
        """Your best solo score on the neighbourhood and variant chosen (solo mode only)."""
        solo = self.mode.currentData() is Mode.SOLO
        self._form.setRowVisible(self.best, solo)
        self._fit_height()
        scores = self._bests.get((str(self.sheet.currentData()), self.advanced.isChecked()))
        if not scores:
            self.best.setText(translate("NewGameDialog",
                                        "No solo game finished here in this variant yet."))
        else:
            count = len(scores)
            self.best.setText(translate(
                "NewGameDialog", "Your best solo score here in this variant: {score} "
                                 "({count} game(s)).", None, count).format(
                score=scores[0].score, count=count))

    def _show_names(self) -> None:
        for seat, row in enumerate(self._name_rows):
            self._form.setRowVisible(row, seat < self.count.value())
        self._show_table_screen_note()
        self._fit_height()

    def _show_table_screen_note(self) -> None:
        """Say what the window shows when every person seat is at another computer."""
        kinds = [kind.currentData() for kind in self.kinds[:self.count.value()]]
        shown = REMOTE in kinds and "" not in kinds
        if shown == self.table_screen_note.isHidden():
            self.table_screen_note.setVisible(shown)
            self._fit_height()

    def _fit_height(self) -> None:
        """As high as the rows shown: fewer players leave no empty band (the width is kept)."""
        layout = self.layout()
        if layout is None:  # still being built
            return
        # A stack is as high as its highest page: the pages not shown count for nothing.
        for page in (self.pages.widget(index) for index in range(self.pages.count())):
            shown = page is self.pages.currentWidget()
            policy = QSizePolicy.Policy.Preferred if shown else QSizePolicy.Policy.Ignored
            if page is not None:
                page.setSizePolicy(policy, policy)
        self.pages.updateGeometry()  # a row hidden in a page does not reach the stack alone
        layout.invalidate()
        layout.activate()
        self.resize(self.width(), self.sizeHint().height())

    def computer_levels(self) -> dict[int, Level]:
        """The seats the computer plays, with their level."""
        return {seat: parse_level(kind.currentData()) for seat, kind in
                enumerate(self.kinds[:self.count.value()])
                if kind.currentData() and kind.currentData() != REMOTE}

    def remote_seats(self) -> list[int]:
        """The seats played by a person at another computer (the game is then hosted here,
        app.online)."""
        return [seat for seat, kind in enumerate(self.kinds[:self.count.value()])
                if kind.currentData() == REMOTE]

    def setup(self) -> Setup:
        """The setup described by the dialog; raises SetupError with a readable message."""
        names = tuple(
            e.text().strip() or default_name(i)
            for i, e in enumerate(self.names[: self.count.value()])
        )
        if len(set(names)) != len(names):
            raise SetupError(translate("NewGameDialog", "Each player needs a different name."))
        text = self.seed.text().strip()
        if text:
            if not text.isdigit() or int(text) >= SEED_LIMIT:
                raise SetupError(
                    translate(
                        "NewGameDialog", "The seed is a whole number (or empty for a random game)."
                    )
                )
            seed = int(text)
        else:
            seed = secrets.randbelow(SEED_LIMIT)
        setup = Setup(self.mode.currentData(), self.advanced.isChecked(), names, seed=seed,
                      sheet=self.sheet.currentData())
        setup.check()
        return setup

    def _accept(self) -> None:
        try:
            setup = self.setup()
        except SetupError as error:
            self.error.setText(str(error))
            return
        if self._settings is not None:
            remembered = {"mode": setup.mode.value, "advanced": setup.advanced,
                          "sheet": setup.sheet, "count": len(setup.players),
                          "names": list(setup.players),
                          "kinds": [k.currentData() for k in self.kinds[:len(setup.players)]]}
            for key, value in remembered.items():
                self._settings.setValue(KEYS[key], value)
        self.accept()
