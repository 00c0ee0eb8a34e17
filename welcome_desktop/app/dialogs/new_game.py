"""The "new game" dialog: mode, advanced variant, players, optional seed."""

from __future__ import annotations

import secrets

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.words.game_words import sheet_name
from welcome_desktop.rules.game import MAX_NAME, MAX_PLAYERS, SEED_LIMIT, Setup, SetupError
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.themes import BASE, SHEET_KINDS

translate = QCoreApplication.translate


def default_name(seat: int) -> str:
    return translate("NewGameDialog", "Player {n}").format(n=seat + 1)


class NewGameDialog(QDialog):
    """Asks for a setup; ``setup()`` returns it once accepted. Names are remembered."""

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self._settings = settings
        remembered = self._remembered_names()
        form = QFormLayout()
        self.mode = QComboBox()
        for mode, label in (
            (Mode.SOLO, translate("NewGameDialog", "Solo (with the Solo card)")),
            (Mode.STANDARD, translate("NewGameDialog", "Standard (three stacks)")),
            (Mode.EXPERT, translate("NewGameDialog", "Expert (hands of three cards)")),
        ):
            self.mode.addItem(label, mode)
        form.addRow(translate("NewGameDialog", "Mode"), self.mode)
        self.advanced = QCheckBox(
            translate("NewGameDialog", "Advanced variant: roundabouts and advanced plans")
        )
        form.addRow("", self.advanced)
        self.sheet = QComboBox()
        for sheet_kind in SHEET_KINDS:
            self.sheet.addItem(sheet_name(sheet_kind), sheet_kind)
        remembered_sheet = settings.value("game/sheet", BASE) if settings is not None else BASE
        self.sheet.setCurrentIndex(max(0, self.sheet.findData(str(remembered_sheet))))
        form.addRow(translate("NewGameDialog", "Neighbourhood"), self.sheet)
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
            kind.addItem(translate("NewGameDialog", "Person"), "")
            kind.addItem(translate("NewGameDialog", "Computer: easy"), "easy")
            kind.addItem(translate("NewGameDialog", "Computer: greedy"), "greedy")
            kind.addItem(translate("NewGameDialog", "Computer: strong"), "strong")
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(edit, 2)
            line.addWidget(kind, 1)
            self.names.append(edit)
            self.kinds.append(kind)
            form.addRow(translate("NewGameDialog", "Name {n}").format(n=seat + 1), row)
            self._name_rows.append(row)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(translate("NewGameDialog", "random"))
        form.addRow(translate("NewGameDialog", "Seed (optional)"), self.seed)
        self.error = QLabel()
        self.error.setStyleSheet("color: #a02818")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._form = form
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.count.valueChanged.connect(self._show_names)
        self._mode_changed()

    def _remembered_names(self) -> list[str]:
        if self._settings is None:
            return []
        value = self._settings.value("players/names", [])
        if isinstance(value, str):  # QSettings gives a one-name list back as a string
            value = [value]
        if not isinstance(value, list):
            return []
        # Anything but a usable name (a damaged settings file) gives that seat its default name.
        return [v.strip()[:MAX_NAME] if isinstance(v, str) and v.strip() else default_name(i)
                for i, v in enumerate(value)]

    def _mode_changed(self) -> None:
        mode = self.mode.currentData()
        if mode is Mode.SOLO:
            self.count.setRange(1, 1)
        elif mode is Mode.EXPERT:
            self.count.setRange(2, MAX_PLAYERS)
        else:
            self.count.setRange(1, MAX_PLAYERS)
        self._show_names()

    def _show_names(self) -> None:
        for seat, row in enumerate(self._name_rows):
            self._form.setRowVisible(row, seat < self.count.value())

    def computer_levels(self) -> dict[int, str]:
        """The seats the computer plays, with their level."""
        return {seat: kind.currentData() for seat, kind in
                enumerate(self.kinds[:self.count.value()]) if kind.currentData()}

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
            self._settings.setValue("players/names", list(setup.players))
            self._settings.setValue("game/sheet", setup.sheet)
        self.accept()
