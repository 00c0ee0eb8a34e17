"""The window a player lives in: the drawn sheet, the cards, the plans and the turn's buttons.

The window owns no game state: it forwards every click to the :class:`GameController` and
redraws from the :class:`TurnView` the controller announces.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.cards.estate_chooser import choose_estates, choose_value
from welcome_desktop.app.cards.offer_panel import OfferPanel
from welcome_desktop.app.cards.plan_cards import PlanPanel
from welcome_desktop.app.computer import ComputerWorker
from welcome_desktop.app.controller import GameController, Step, TurnView
from welcome_desktop.app.end_dialog import EndDialog
from welcome_desktop.app.i18n import LANGUAGES, Translations
from welcome_desktop.app.keyboard import SheetCursor
from welcome_desktop.app.new_game_dialog import NewGameDialog
from welcome_desktop.app.players_dialog import PlayersDialog
from welcome_desktop.app.sheet.scene import SheetScene
from welcome_desktop.app.sheet.view import SheetView
from welcome_desktop.app.sheet_model import Target
from welcome_desktop.app.table_panel import TablePanel
from welcome_desktop.records.ids import new_game_id
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.plans import PLANS

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from welcome_desktop.records.savefile import LoadedGame
    from welcome_desktop.records.store import GameStore

MESSAGE_MS = 6000
GEOMETRY_KEY = "window/geometry"
EXPORT_WIDTH = 1800  # pixels: sharp when printed on A4 or shared
BUTTON_ROWS = (
    ("skip", "refusal"),
    ("roundabout", "reshuffle"),
    ("undo", "redo"),
    ("hint", "apply_hint"),
    ("confirm",),
)
#: Pause before a computer seat plays, per speed (milliseconds): the player can follow.
COMPUTER_SPEEDS = {"fast": 100, "normal": 700, "slow": 1600}


def button_texts() -> dict[str, tuple[str, str]]:
    """Each turn button's label and tooltip, in the current language."""
    return {
        "skip": (
            translate("MainWindow", "Skip effect"),
            translate("MainWindow", "Leave the effect unused (S)"),
        ),
        "refusal": (
            translate("MainWindow", "Refusal"),
            translate("MainWindow", "Take a building-permit refusal (X)"),
        ),
        "roundabout": (
            translate("MainWindow", "Roundabout"),
            translate("MainWindow", "Build a roundabout, then click a house (R)"),
        ),
        "reshuffle": (
            translate("MainWindow", "Reshuffle"),
            translate("MainWindow", "Ask for a reshuffle of the cards"),
        ),
        "undo": (
            translate("MainWindow", "Undo"),
            translate("MainWindow", "Take back the last action (Ctrl+Z)"),
        ),
        "redo": (
            translate("MainWindow", "Redo"),
            translate("MainWindow", "Apply again what was taken back (Ctrl+Shift+Z)"),
        ),
        "confirm": (
            translate("MainWindow", "Confirm turn"),
            translate("MainWindow", "End your turn (Enter)"),
        ),
        "hint": (
            translate("MainWindow", "Hint"),
            translate("MainWindow", "What would a strong player do? Drawn faintly (H)"),
        ),
        "apply_hint": (
            translate("MainWindow", "Apply hint"),
            translate("MainWindow", "Play the suggested turn (you can still undo it)"),
        ),
    }
PANEL_WIDTH = 360


class MainWindow(QMainWindow):
    """The main window; ``start(game)`` shows a game."""

    def __init__(
        self,
        settings: QSettings | None = None,
        store: GameStore | None = None,
        translations: Translations | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or QSettings()
        self.translations = translations or Translations()
        # The records layer (pydantic) loads on first use: it is not needed to paint the sheet.
        self._store = store
        self.game_id = ""
        self.save_path: Path | None = None
        #: Ask before closing over an unconfirmed turn (tests switch it off).
        self.confirm_close = True
        self.controller: GameController | None = None
        self.view_state: TurnView | None = None
        self.sheet_cursor = SheetCursor()
        self.scene = SheetScene()
        self.sheet_view = SheetView(self.scene)
        self.scene.target_clicked.connect(self._sheet_clicked)
        self.offer = OfferPanel()
        self.offer.choose_requested.connect(self._choose)
        self.plans = PlanPanel()
        self.plans.claim_requested.connect(self._claim)
        self.table_panel = TablePanel()
        self.table_panel.seat_clicked.connect(self._show_seat)
        self.table_panel.hide()
        self.header = QLabel()
        self.header.setStyleSheet("font-size: 16px; font-weight: bold")
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a02818; font-weight: bold")
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message.clear)
        self.buttons: dict[str, QPushButton] = {}
        button_rows = QVBoxLayout()
        for row in BUTTON_ROWS:
            line = QHBoxLayout()
            for key in row:
                button = QPushButton()
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                line.addWidget(button)
                self.buttons[key] = button
            button_rows.addLayout(line)
        self.buttons["roundabout"].setCheckable(True)
        self.buttons["confirm"].setStyleSheet("font-weight: bold; padding: 6px")
        self.buttons["skip"].clicked.connect(lambda: self._do("skip_effect"))
        self.buttons["refusal"].clicked.connect(lambda: self._do("take_refusal"))
        self.buttons["roundabout"].clicked.connect(
            lambda checked: self.controller and self.controller.arm_roundabout(checked)
        )
        self.buttons["reshuffle"].clicked.connect(lambda: self._do("ask_reshuffle"))
        self.buttons["undo"].clicked.connect(lambda: self._do("undo"))
        self.buttons["redo"].clicked.connect(lambda: self._do("redo"))
        self.buttons["confirm"].clicked.connect(lambda: self._do("confirm"))
        self.buttons["hint"].clicked.connect(self.request_hint)
        self.buttons["apply_hint"].clicked.connect(lambda: self._do("apply_hint"))
        self.computer = ComputerWorker(self)
        self.computer.decided.connect(self._computer_decided)
        self.computer.hinted.connect(self._hinted)
        self.thinking = False
        speed = self.settings.value("computer/speed", "normal")
        self.computer_speed = speed if speed in COMPUTER_SPEEDS else "normal"
        self._hint_request = -1

        panel = QWidget()
        panel.setFixedWidth(PANEL_WIDTH)
        side = QVBoxLayout(panel)
        side.addWidget(self.header)
        side.addWidget(self.offer)
        side.addWidget(self.prompt)
        side.addLayout(button_rows)
        side.addWidget(self.message)
        side.addWidget(self.plans)
        side.addWidget(self.table_panel)
        side.addStretch(1)
        table = QWidget()
        layout = QHBoxLayout(table)
        layout.setContentsMargins(4, 4, 4, 4)
        self.sheet_view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.sheet_view, 1)
        layout.addWidget(panel)
        self.pages = QStackedWidget()
        self.pages.addWidget(table)
        self.pages.addWidget(self._handover_page())
        self.setCentralWidget(self.pages)
        self._menu_actions: list[QAction] = []
        self._shown_offer: tuple[object, ...] = ()
        self._shown_plans: tuple[object, ...] = ()
        self._shown_table: tuple[object, ...] = ()
        self._retranslate()
        self.resize(1500, 860)

    # ----------------------------------------------------------------- language

    def _retranslate(self) -> None:
        """Set every text of the window in the current language (at start and on a switch)."""
        self.setWindowTitle(translate("MainWindow", "Welcome To — desktop edition"))
        for key, (text, tip) in button_texts().items():
            self.buttons[key].setText(text)
            self.buttons[key].setToolTip(tip)
        self.handover_note.setText(
            translate("MainWindow", "The sheet stays hidden until the next player is ready.")
        )
        for action in self._menu_actions:
            self.removeAction(action)
            action.deleteLater()
        self._menu_actions = []
        self.menuBar().clear()
        self._build_menus()
        self._shown_offer = self._shown_plans = ()
        self.table_panel.retranslate()
        if self.controller is not None:
            if self.hidden:
                self.hand_over(self.controller.player)
            self.controller.announce()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def set_language(self, code: str) -> None:
        """Switch the interface language now; it is remembered for the next start."""
        installed = self.translations.install(code, self.settings)
        # Qt posts LanguageChange events: deliver them now, so every widget relabels at once.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        if not installed:
            self.show_message(
                translate("MainWindow", "The {language} translation is missing.").format(
                    language=LANGUAGES.get(code, code)
                )
            )

    def _handover_page(self) -> QWidget:
        page = QWidget()
        page.setStyleSheet("background: #f3e6c8")
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        self.handover_label = QLabel()
        self.handover_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.handover_label.setStyleSheet("font-size: 34px; font-weight: bold; color: #5a3a1a")
        layout.addWidget(self.handover_label)
        self.handover_note = QLabel()
        self.handover_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.handover_note)
        self.handover_button = QPushButton()
        self.handover_button.setStyleSheet("font-size: 18px; padding: 10px 24px")
        self.handover_button.clicked.connect(self.reveal)
        line = QHBoxLayout()
        line.addStretch(1)
        line.addWidget(self.handover_button)
        line.addStretch(1)
        layout.addLayout(line)
        layout.addStretch(2)
        return page

    @property
    def hidden(self) -> bool:
        """True while the hand-over screen hides the sheet."""
        return self.pages.currentIndex() == 1

    def hand_over(self, seat: int) -> None:
        """Hide everything until ``seat``'s player says they are at the screen."""
        if self.controller is None:
            return
        name = self.controller.game.setup.players[seat]
        self.handover_label.setText(translate("MainWindow", "Pass to {name}").format(name=name))
        self.handover_button.setText(
            translate("MainWindow", "I am {name}: show my sheet").format(name=name)
        )
        self.pages.setCurrentIndex(1)
        self.handover_button.setFocus()

    def reveal(self) -> None:
        """Show the current player's sheet after a hand-over."""
        self.pages.setCurrentIndex(0)
        if self.controller is not None:
            self.controller.announce()

    def how_to_play(self) -> None:
        """Our illustrated rules summary (F1)."""
        from welcome_desktop.app.howto import show_how_to_play

        show_how_to_play(self)

    # ----------------------------------------------------------------- computer seats and hints

    def _computer_to_play(self, seat: int) -> None:
        """A computer seat plays: think off the interface thread, after a short pause."""
        controller = self.controller
        if controller is None:
            return
        self.thinking = True
        name = controller.game.setup.players[seat]
        self.prompt.setText(translate("MainWindow", "{name} is thinking…").format(name=name))
        for button in self.buttons.values():
            button.setEnabled(False)
        game = controller.game
        level = controller.computer_levels[seat]
        # The window is the timer's context: a closed window gets no late call.
        QTimer.singleShot(COMPUTER_SPEEDS[self.computer_speed], self,
                          lambda: self._think(game, seat, level))

    def _think(self, game: Game, seat: int, level: str) -> None:
        if self.controller is not None and self.controller.game is game and not game.over:
            self.computer.decide(game, seat, level)

    def _computer_decided(self, request: int, seat: int, actions: list[object]) -> None:
        if request != self.computer.request or self.controller is None:
            return  # a stale answer (new game, loaded game)
        self.thinking = False
        self.controller.play_computer_turn(seat, actions)  # type: ignore[arg-type]

    def request_hint(self) -> None:
        """Ask the strong player what to do this turn (shown as ghost marks)."""
        controller = self.controller
        if controller is None or self.hidden or self.thinking or controller.game.over:
            return
        if controller.game.confirmed[controller.player]:
            return
        self.show_message(translate("MainWindow", "Looking for a good turn…"))
        self._hint_request = self.computer.hint(controller.game, controller.player)

    def _hinted(self, request: int, actions: list[object], expected: float) -> None:
        if request != self._hint_request or self.controller is None:
            return
        self.controller.show_hint(actions, expected)  # type: ignore[arg-type]
        self.show_message(
            translate(
                "MainWindow", "Hint drawn faintly on the sheet: expected final score {score}."
            ).format(score=round(expected))
        )

    def set_computer_speed(self, speed: str) -> None:
        self.computer_speed = speed
        self.settings.setValue("computer/speed", speed)

    def show_players(self) -> None:
        """Everyone's sheets and scores as of the last resolved turn."""
        if self.controller is not None:
            old = getattr(self, "players_dialog", None)
            if old is not None:
                old.deleteLater()
            self.players_dialog = PlayersDialog(self.controller.game, self)
            self.players_dialog.show()

    def _show_seat(self, seat: int) -> None:
        """The players' dialog open on ``seat``'s sheet (a line of the table was clicked)."""
        self.show_players()
        self.players_dialog.show_seat(seat)

    # ----------------------------------------------------------------- menus and keys

    def _action(self, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
                slot: object) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)
        self._menu_actions.append(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(translate("MainWindow", "&Game"))
        game.addAction(
            self._action(
                translate("MainWindow", "&New game…"), QKeySequence.StandardKey.New, self.new_game
            )
        )
        game.addAction(
            self._action(
                translate("MainWindow", "&Open…"), QKeySequence.StandardKey.Open, self._open_asked
            )
        )
        self.recent_menu = game.addMenu(translate("MainWindow", "Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        game.addAction(
            self._action(
                translate("MainWindow", "Resume an unfinished game…"), None, self.offer_resume
            )
        )
        game.addAction(
            self._action(translate("MainWindow", "&Finished games…"), None, self.show_history)
        )
        game.addSeparator()
        game.addAction(
            self._action(
                translate("MainWindow", "&Save"), QKeySequence.StandardKey.Save, self._save_asked
            )
        )
        game.addAction(
            self._action(
                translate("MainWindow", "Save &as…"),
                QKeySequence.StandardKey.SaveAs,
                self.save_as,
            )
        )
        game.addAction(
            self._action(
                translate("MainWindow", "&Export the sheet as an image…"), None,
                self._export_asked,
            )
        )
        game.addSeparator()
        game.addAction(
            self._action(
                translate("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, self.close
            )
        )
        edit = bar.addMenu(translate("MainWindow", "&Edit"))
        edit.addAction(
            self._action(
                translate("MainWindow", "&Undo"),
                QKeySequence.StandardKey.Undo,
                lambda: self._do("undo"),
            )
        )
        edit.addAction(
            self._action(translate("MainWindow", "&Redo"), "Ctrl+Shift+Z", lambda: self._do("redo"))
        )
        turn = bar.addMenu(translate("MainWindow", "&Turn"))
        turn.addAction(
            self._action(
                translate("MainWindow", "&Skip effect"), "S", lambda: self._do("skip_effect")
            )
        )
        turn.addAction(
            self._action(
                translate("MainWindow", "Take a &refusal"), "X", lambda: self._do("take_refusal")
            )
        )
        turn.addAction(
            self._action(
                translate("MainWindow", "Build a r&oundabout"), "R", self._toggle_roundabout
            )
        )
        turn.addAction(
            self._action(
                translate("MainWindow", "&Confirm turn"), "Return", lambda: self._do("confirm")
            )
        )
        self._action(translate("MainWindow", "Confirm turn"), "Enter", lambda: self._do("confirm"))
        turn.addSeparator()
        turn.addAction(
            self._action(translate("MainWindow", "Next lit place"), "Right", lambda: self._move(1))
        )
        turn.addAction(
            self._action(
                translate("MainWindow", "Previous lit place"), "Left", lambda: self._move(-1)
            )
        )
        self._action(translate("MainWindow", "Next lit place"), "Down", lambda: self._move(1))
        self._action(translate("MainWindow", "Previous lit place"), "Up", lambda: self._move(-1))
        self._action(translate("MainWindow", "Next lit place"), "Tab", lambda: self._move(1))
        self._action(
            translate("MainWindow", "Previous lit place"), "Shift+Tab", lambda: self._move(-1)
        )
        turn.addAction(
            self._action(translate("MainWindow", "Click the lit place"), "Space", self._activate)
        )
        turn.addAction(self._action(translate("MainWindow", "Cancel"), "Escape", self._cancel))
        turn.addSeparator()
        turn.addAction(self._action(translate("MainWindow", "&Hint"), "H", self.request_hint))
        view = bar.addMenu(translate("MainWindow", "&View"))
        view.addAction(
            self._action(
                translate("MainWindow", "&Players and scores…"), "Ctrl+P", self.show_players
            )
        )
        view.addAction(
            self._action(
                translate("MainWindow", "&Full screen"),
                QKeySequence.StandardKey.FullScreen,
                self._toggle_full_screen,
            )
        )
        self._action(translate("MainWindow", "Full screen"), "F11", self._toggle_full_screen)
        speeds = view.addMenu(translate("MainWindow", "&Computer speed"))
        speed_group = QActionGroup(speeds)
        for speed, label in (("fast", translate("MainWindow", "Fast")),
                             ("normal", translate("MainWindow", "Normal")),
                             ("slow", translate("MainWindow", "Slow"))):
            option = speeds.addAction(label)
            option.setCheckable(True)
            option.setChecked(speed == self.computer_speed)
            speed_group.addAction(option)
            option.triggered.connect(lambda _=False, v=speed: self.set_computer_speed(v))
        languages = view.addMenu(translate("MainWindow", "&Language"))
        group = QActionGroup(languages)
        for code, name in LANGUAGES.items():
            choice = languages.addAction(name)
            choice.setCheckable(True)
            choice.setChecked(code == self.translations.language)
            choice.setData(code)
            group.addAction(choice)
            choice.triggered.connect(lambda _=False, c=code: self.set_language(c))
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        help_menu.addAction(
            self._action(translate("MainWindow", "&How to play"), "F1", self.how_to_play)
        )

    def _toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    # ----------------------------------------------------------------- game

    def start(self, game: Game, game_id: str | None = None, path: Path | None = None,
              computer_levels: dict[int, str] | None = None) -> None:
        """Show ``game`` (a new or loaded one); it is autosaved under ``game_id``."""
        self.game_id = game_id or new_game_id()
        self.save_path = path
        controller = GameController(game, self)
        controller.on_turn_resolved = self._autosave
        controller.changed.connect(self._changed)
        controller.rejected.connect(self.show_message)
        controller.value_needed.connect(self._value_needed)
        controller.copy_needed.connect(self._copy_needed)
        controller.estates_needed.connect(self._estates_needed)
        controller.game_over.connect(self._game_over)
        controller.handover.connect(self.hand_over)
        controller.computer_to_play.connect(self._computer_to_play)
        controller.computer_levels = dict(computer_levels or {})
        self.computer.cancel()
        self.thinking = False
        if self.controller is not None:
            self.controller.deleteLater()
        self.controller = controller
        self.message.clear()
        self.pages.setCurrentIndex(0)
        controller.announce()
        if not game.over:
            controller.next_seat()

    def new_game(self) -> None:
        dialog = NewGameDialog(self, self.settings)
        if dialog.exec():
            self.start(Game(dialog.setup()), computer_levels=dialog.computer_levels())

    # ----------------------------------------------------------------- files

    @property
    def store(self) -> GameStore:
        """The user's saved games (created on first use)."""
        if self._store is None:
            from welcome_desktop.records.store import GameStore

            self._store = GameStore()
        return self._store

    def _autosave(self, game: Game) -> None:
        """After every resolved turn: never lose more than the turn in progress."""
        from welcome_desktop.records.savefile import SaveFileError

        try:
            self.store.autosave(game, self.game_id)
        except (OSError, SaveFileError) as error:
            self.show_message(translate("MainWindow", "Autosave failed: {why}").format(why=error))

    # Menu slots take no argument: triggered(bool checked) must not reach a path parameter.
    def _open_asked(self) -> None:
        self.open_file()

    def _save_asked(self) -> None:
        self.save()

    def _export_asked(self) -> None:
        self.export_sheet()

    def export_sheet(self, path: Path | None = None) -> bool:
        """Draw the shown player's sheet, as of the last resolved turn, to a PNG at ``path`` (or
        where the player says)."""
        from welcome_desktop.app.rendering import render_record_png

        if self.controller is None:
            return False
        if path is None:
            path = self._ask_save_path(translate("MainWindow", "Export the sheet as an image"),
                                       translate("MainWindow", "PNG images (*.png)"), ".png")
            if path is None:
                return False
        game = self.controller.game
        try:
            render_record_png(game, game.turn_number, self.controller.player, path, EXPORT_WIDTH)
        except OSError as error:
            QMessageBox.warning(
                self,
                translate("MainWindow", "Export the sheet as an image"),
                translate("MainWindow", "Cannot write {file}: {why}").format(
                    file=path.name,
                    # Qt's image writer gives no reason of its own.
                    why=error.strerror
                    or translate("MainWindow", "the folder is missing or not writable"),
                ),
            )
            return False
        self.statusBar().showMessage(
            translate("MainWindow", "Sheet drawn to {file}").format(file=path), MESSAGE_MS
        )
        return True

    def save(self, path: Path | None = None) -> bool:
        """Save the game (its resolved turns) to ``path``, the last path, or ask for one."""
        from welcome_desktop.records.savefile import save_game

        if self.controller is None:
            return False
        target = path or self.save_path
        if target is None:
            return self.save_as()
        try:
            save_game(self.controller.game, target)
        except OSError as error:
            QMessageBox.warning(
                self,
                translate("MainWindow", "Save"),
                translate("MainWindow", "Cannot save {file}: {why}").format(
                    file=target.name, why=error.strerror or error
                ),
            )
            return False
        self.save_path = target
        self.store.add_recent(target)
        self.statusBar().showMessage(
            translate("MainWindow", "Saved to {file}").format(file=target), MESSAGE_MS
        )
        return True

    def save_as(self) -> bool:
        path = self._ask_save_path(translate("MainWindow", "Save the game"),
                                   translate("MainWindow", "Saved games (*.json)"), ".json")
        return path is not None and self.save(path)

    def _ask_save_path(self, title: str, file_filter: str, suffix: str) -> Path | None:
        """Where to write a file, asked of the player (``suffix`` added when missing)."""
        name, _ = QFileDialog.getSaveFileName(self, title, "", file_filter)
        if not name:
            return None
        return Path(name if name.lower().endswith(suffix) else name + suffix)

    def open_file(self, path: Path | None = None) -> bool:
        """Open a saved game or record; a bad file is explained and changes nothing."""
        from welcome_desktop.records.savefile import SaveFileError, load

        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self,
                translate("MainWindow", "Open a saved game"),
                "",
                translate("MainWindow", "Saved games (*.json);;All files (*)"),
            )
            if not name:
                return False
            path = Path(name)
        try:
            loaded = load(path)
        except SaveFileError as error:
            QMessageBox.warning(self, translate("MainWindow", "Open"), str(error))
            self.store.forget_recent(path)
            return False
        self.start(loaded.game, path=path)
        self.store.add_recent(path)
        if loaded.game.over:
            self._game_over()
        return True

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.store.recent()
        for path in files:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not files:
            self.recent_menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)

    def offer_resume(self) -> bool:
        """Ask whether to resume an unfinished game; True when one was resumed."""
        games = self.store.unfinished()
        if not games:
            return False
        from welcome_desktop.app.resume_dialog import ResumeDialog

        dialog = ResumeDialog(games, self)
        if not dialog.exec() or dialog.chosen is None:
            return False
        return self.resume(dialog.chosen.game_id)

    def show_history(self) -> bool:
        """The finished games, best solo scores first; True when one was opened."""
        from welcome_desktop.app.history_dialog import HistoryDialog

        dialog = HistoryDialog(self.store.history(), self)
        if not dialog.exec() or dialog.chosen is None:
            return False
        return self.open_finished(dialog.chosen.game_id)

    def open_finished(self, game_id: str) -> bool:
        """Show the finished game ``game_id`` of the history: its final sheets and scores."""
        if not self._start_stored(self.store.load_finished, game_id,
                                  translate("MainWindow", "Finished games")):
            return False
        self._game_over()
        return True

    def resume(self, game_id: str) -> bool:
        """Resume the unfinished game ``game_id`` of the user's data folder."""
        return self._start_stored(self.store.resume, game_id, translate("MainWindow", "Resume"))

    def _start_stored(self, load: Callable[[str], LoadedGame], game_id: str, title: str) -> bool:
        """Start the stored game ``game_id`` as ``load`` reads it; a bad file is explained in a
        message titled ``title`` and changes nothing."""
        from welcome_desktop.records.savefile import SaveFileError

        try:
            loaded = load(game_id)
        except SaveFileError as error:
            QMessageBox.warning(self, title, str(error))
            return False
        self.start(loaded.game, game_id=game_id)
        return True

    def _do(self, name: str) -> None:
        if self.controller is not None and not self.hidden and not self.thinking:
            getattr(self.controller, name)()

    def _toggle_roundabout(self) -> None:
        if self.controller is not None and self.view_state is not None:
            self.controller.arm_roundabout(not self.view_state.roundabout_armed)

    def _choose(self, choose: object) -> None:
        if self.controller is not None and not self.thinking:
            self.controller.choose(choose)  # type: ignore[arg-type]

    def _claim(self, plan_id: str) -> None:
        if self.controller is not None and not self.thinking:
            self.controller.claim(plan_id)

    def _sheet_clicked(self, target: Target) -> None:
        if self.controller is not None and not self.thinking:
            self.sheet_cursor.clear()
            self.controller.click(target)

    def show_message(self, text: str) -> None:
        """Show why an intent was refused (the rules' own words)."""
        self.message.setText(text)
        self.statusBar().showMessage(text, MESSAGE_MS)
        self._message_timer.start(MESSAGE_MS)

    # ----------------------------------------------------------------- keyboard cursor

    def _move(self, step: int) -> None:
        if self.view_state is not None:
            self.sheet_cursor.move(self.view_state.sheet.highlights, step)
            self._redraw_sheet()

    def _activate(self) -> None:
        if self.hidden:
            self.reveal()
            return
        target = self.sheet_cursor.target
        if target is not None and self.controller is not None:
            self.sheet_cursor.clear()
            self.controller.click(target)

    def _cancel(self) -> None:
        self.sheet_cursor.clear()
        if self.controller is not None and self.view_state is not None:
            if self.view_state.roundabout_armed:
                self.controller.arm_roundabout(False)
            else:
                self._redraw_sheet()

    def _redraw_sheet(self) -> None:
        if self.view_state is not None:
            self.scene.set_snapshot(self.sheet_cursor.apply(self.view_state.sheet))

    # ----------------------------------------------------------------- redraw

    def _changed(self, view: TurnView) -> None:
        self.view_state = view
        self.sheet_cursor.keep_within(view.sheet.highlights)
        self._redraw_sheet()
        choosing = view.step in (Step.CHOOSE, Step.WRITE)
        # The cards repaint only when what they show changed: painting them costs more than
        # the whole sheet's update after a click.
        offer = (view.mode, view.offer, view.cards_remaining, view.selected, choosing,
                 view.playable)
        if offer != self._shown_offer:
            self._shown_offer = offer
            self.offer.set_offer(*offer)
        plans = (view.plans, view.approved, view.claimed, view.claimable)
        if plans != self._shown_plans:
            self._shown_plans = plans
            self.plans.set_plans(*plans)
        if view.table != self._shown_table:
            self._shown_table = view.table
            self.table_panel.set_table(view.table, view.player)
            self.table_panel.setVisible(bool(view.table))
        self.offer.setVisible(not view.over)  # no cards are dealt after the last turn
        if view.over:
            self.header.setText(translate("MainWindow", "Game over"))
        else:
            self.header.setText(
                translate("MainWindow", "Turn {turn} — {name}").format(
                    turn=view.turn_number, name=view.player_name
                )
            )
        self.prompt.setText(view.prompt)
        b = self.buttons
        b["skip"].setEnabled(view.can_skip_effect)
        b["refusal"].setEnabled(view.refusal_forced)
        b["roundabout"].setVisible(view.advanced)
        b["roundabout"].setEnabled(view.roundabout_allowed)
        b["roundabout"].setChecked(view.roundabout_armed)
        b["reshuffle"].setVisible(view.mode.value != "solo")
        b["reshuffle"].setEnabled(view.reshuffle_entitled and not view.reshuffle_asked)
        b["undo"].setEnabled(view.can_undo)
        b["redo"].setEnabled(view.can_redo)
        b["confirm"].setEnabled(view.can_confirm)
        human = view.step not in (Step.OVER, Step.WAIT)
        b["hint"].setEnabled(human and not self.thinking)
        b["apply_hint"].setEnabled(view.hint_expected is not None and not self.thinking)

    def _value_needed(self, street: int, house: int, values: list[int]) -> None:
        value = choose_value(self, values)
        if value is not None and self.controller is not None:
            self.controller.write(street, house, value)

    def _copy_needed(self, street: int, house: int, copies: list[int]) -> None:
        if self.controller is None or self.view_state is None:
            return
        sheet = self.view_state.sheet.sheet
        numbers = [sheet.houses[street][c] for c in copies]
        value = choose_value(self, numbers)
        if value is not None:
            self.controller.write_bis(street, house, copies[numbers.index(value)])

    def _estates_needed(self, plan_id: str, choices: list[object]) -> None:
        chosen = choose_estates(self, PLANS[plan_id], choices)  # type: ignore[arg-type]
        if chosen is not None and self.controller is not None:
            self.controller.claim(plan_id, chosen)

    def _game_over(self) -> None:
        view = self.view_state
        if view is None:
            return
        self.end_dialog = EndDialog(
            view.players,
            view.breakdowns,
            view.end_reasons,
            view.ranking,
            view.tie_breaks,
            parent=self,
        )
        self.end_dialog.show()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        controller = self.controller
        if (
            self.confirm_close
            and controller is not None
            and not controller.game.over
            and controller.turn.actions
        ):
            answer = QMessageBox.question(
                self,
                translate("MainWindow", "Quit"),
                translate(
                    "MainWindow", "This turn is not confirmed yet; it will be lost. Quit anyway?"
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.computer.cancel()
        self.computer.wait()
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        event.accept()

    def restore_geometry(self) -> bool:
        """Take the size and place the window had when last closed; False when none is known
        (or the setting is not a geometry Qt can read: the default size stays)."""
        saved = self.settings.value(GEOMETRY_KEY)
        return isinstance(saved, QByteArray) and self.restoreGeometry(saved)
