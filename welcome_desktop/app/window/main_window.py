"""The window a player lives in: the drawn sheet beside the side panel, or the hand-over screen.

The window owns no game state: it forwards every click to the :class:`GameController` (which
refuses input while nobody may act) and redraws from the :class:`TurnView` the controller
announces. Its menus live in :mod:`~welcome_desktop.app.window.menus`, its files in
:mod:`~welcome_desktop.app.files.game_files`, the computer seats in
:mod:`~welcome_desktop.app.play.computer`; beside it in ``window/``: a new game asked
(``new_game_flow``), the table screen and the replay switched to (``table_screen_switch``,
``replay_switch``), the end dialog (``game_end``), the size kept (``geometry``).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from welcome_desktop.app.files.game_files import GameFiles, Opened
from welcome_desktop.app.look.screen_fit import MIN_WINDOW, cap_to_screen
from welcome_desktop.app.play.computer import ComputerSeats
from welcome_desktop.app.play.controller import GameController
from welcome_desktop.app.play.last_turn import table_snapshots
from welcome_desktop.app.play.seat_kinds import levels_of
from welcome_desktop.app.play.sheet_model import Target
from welcome_desktop.app.play.table import HintSource, Table
from welcome_desktop.app.play.turn_view import TurnView
from welcome_desktop.app.window import accessible, focus_order
from welcome_desktop.app.window.game_end import GameEnd
from welcome_desktop.app.window.geometry import restore_geometry, save_geometry
from welcome_desktop.app.window.handover import HandoverScreen
from welcome_desktop.app.window.menus import WindowActions, connect_turn_intents
from welcome_desktop.app.window.messages import Messages
from welcome_desktop.app.window.new_game_flow import ask_new_game
from welcome_desktop.app.window.online_menu import OnlineMenu
from welcome_desktop.app.window.online_seat import OnlineSeat
from welcome_desktop.app.window.play_page import PlayPage
from welcome_desktop.app.window.questions import answer_questions
from welcome_desktop.app.window.replay_switch import ReplaySwitch
from welcome_desktop.app.window.table_screen_switch import TableScreenSwitch
from welcome_desktop.app.window.view_options import PlayOptions
from welcome_desktop.app.words.i18n import LANGUAGES, Translations
from welcome_desktop.records.ids import new_game_id
from welcome_desktop.rules.game import Game, Setup
from welcome_desktop.rules.modes import Mode

if TYPE_CHECKING:
    from welcome_desktop.app.dialogs.end_game import EndDialog
    from welcome_desktop.app.dialogs.players_sheets import PlayersDialog
    from welcome_desktop.app.online.online_game import OnlineGame
    from welcome_desktop.app.replay.mode import ReplayMode
    from welcome_desktop.app.window.table_screen import TableScreen
    from welcome_desktop.network.client.seats_here import HereTable
    from welcome_desktop.players import Level
    from welcome_desktop.records.store import GameStore

# The dialogs (new game, end of game, the players' sheets, how to play) are imported when they
# open, not with the window: the window paints the sheet sooner (docs/startup.md).

translate = QCoreApplication.translate


class MainWindow(QMainWindow):
    """The main window; ``start(game)`` shows a game."""

    def __init__(
        self,
        settings: QSettings | None = None,
        store: GameStore | None = None,
        translations: Translations | None = None,
    ) -> None:
        super().__init__()
        accessible.install_factory()
        self.announcer = accessible.Announcer(self)
        self.settings = settings or QSettings()
        self.translations = translations or Translations()
        self.files = GameFiles(self, store)
        self.files.loaded.connect(self._loaded)
        self.files.failed.connect(self.show_message)
        self.files.replay_requested.connect(self.show_replay)
        self.computer = ComputerSeats(self.settings, self)
        self.controller: GameController | None = None
        self.view_state: TurnView | None = None
        self.players_dialog: PlayersDialog | None = None
        self.page = PlayPage()
        self.scene, self.sheet_view = self.page.scene, self.page.sheet_view
        self.panel, self.others_sheets = self.page.panel, self.page.others_sheets
        self.sheet_cursor = self.page.sheet_cursor
        self.scene.target_clicked.connect(self._sheet_clicked)
        self.panel.choose_requested.connect(
            lambda choose: self.controller and self.controller.choose(choose))
        self.panel.claim_requested.connect(
            lambda plan_id: self.controller and self.controller.claim(plan_id))
        self.panel.seat_clicked.connect(self._show_seat)
        self.others_sheets.seat_clicked.connect(self._show_seat)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.page)
        self.handover = HandoverScreen()
        self.network = OnlineSeat(self.panel, self.handover, self.pages)  # app.online
        # Leaving a network game asks what it means, never that the turn would be lost.
        self.files.network_question = lambda: None if self.network.game is None \
            else self.network.game.leaving_question()
        self.handover.button.clicked.connect(self.reveal)
        self.pages.addWidget(self.handover)
        self.setCentralWidget(self.pages)
        self.menu = WindowActions(self, self._menu_slots(), files=self.files,
                                  computer=self.computer, translations=self.translations,
                                  choose_language=self.set_language)
        self.online_menu = OnlineMenu(self, self, self.menu.menus["game"],
                                      self.menu.actions["open"])
        self.options = PlayOptions(self.settings, self.menu.actions, self.others_sheets)
        self.screen_switch = TableScreenSwitch(self.pages, self.network,
                                               self.menu.actions["table_screen"],
                                               lambda: self.controller, self.show_end)
        self.replay = ReplaySwitch(self, self.pages, self.menu, files=self.files,
                                   table_screen=self.screen_switch,
                                   controller=lambda: self.controller, say=self.show_message)
        self.ending = GameEnd(self, self.files, self.screen_switch,
                              controller=lambda: self.controller, view=lambda: self.view_state,
                              start=self.start, review=self.replay.review)
        self.messages = Messages(self.panel, self.statusBar())
        self.files.status.connect(self.messages.news)
        self._connect_intents()
        focus_order.install(self)
        self._retranslate()
        available = self.screen().availableGeometry().size()
        self.setMinimumSize(min(MIN_WINDOW.width(), available.width()),
                            min(MIN_WINDOW.height(), available.height()))
        cap_to_screen(self, 1500, 860)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        self.panel.fit_window(event.size().width(), event.size().height())
        super().resizeEvent(event)
        self._fit_table()

    def _fit_table(self) -> None:
        self.page.fit(self.width(), self.height() - self.menuBar().sizeHint().height()
                      - self.statusBar().height(), self.height())

    def _connect_intents(self) -> None:
        """The turn's buttons, and the menu actions of the same name, to the controller."""
        connect_turn_intents(self.panel.buttons, self.menu.actions, self.intent)
        self.panel.buttons["roundabout"].clicked.connect(
            lambda checked: self.controller and self.controller.arm_roundabout(checked))
        self.panel.buttons["hint"].clicked.connect(self.request_hint)

    def _menu_slots(self) -> dict[str, Callable[[], object]]:
        return {
            "new": self.new_game, "quit": self.close, "roundabout": self.toggle_roundabout,
            "next": lambda: self.move_cursor(1), "previous": lambda: self.move_cursor(-1),
            "activate": self.activate_cursor, "cancel": self.cancel_cursor,
            "hint": self.request_hint, "players": self.show_players,
            "full_screen": self.toggle_full_screen, "how_to_play": self.how_to_play,
            "replay": self.show_replay,
        }

    def intent(self, act: Callable[[GameController], None]) -> Callable[[], None]:
        """A slot applying ``act`` to the controller of the game shown (if any)."""
        def slot() -> None:
            if self.hidden:  # the hand-over screen: no intent; Enter says the player is here
                if act is GameController.confirm:
                    self.reveal()
                return
            if self.controller is not None:
                act(self.controller)
        return slot

    # ----------------------------------------------------------------- language

    def _retranslate(self) -> None:
        """Every text of the window in the current language (at start and on a switch)."""
        self._set_title()
        self.menu.retranslate()
        self.online_menu.retranslate()
        self.panel.retranslate()
        self.handover.retranslate()
        self.others_sheets.forget()
        if self.controller is not None:
            self.controller.announce()

    def _set_title(self) -> None:
        """The window's title, saying when the game shown is read-only."""
        title = translate("MainWindow", "Welcome To — desktop edition")
        if self.controller is not None and self.controller.read_only:
            title = translate("MainWindow", "{title} (read-only)").format(title=title)
        self.setWindowTitle(title)

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
            self.show_message(translate("MainWindow", "The {language} translation is missing.")
                              .format(language=LANGUAGES.get(code, code)))

    # ----------------------------------------------------------------- hand-over

    @property
    def hidden(self) -> bool:
        """True while the hand-over screen hides the sheet."""
        return self.pages.currentIndex() == 1

    def hand_over(self, seat: int) -> None:
        """Hide everything until ``seat``'s player says they are at the screen."""
        if self.controller is None:
            return
        if self.screen_switch.in_view:
            self.controller.seat_ready()  # the table screen: nobody to hand over to
            return
        self.pages.setCurrentIndex(1)
        self.handover.show_game(self.controller.game, seat)

    def reveal(self) -> None:
        """Show the current player's sheet after a hand-over."""
        self.pages.setCurrentIndex(0)
        if self.controller is not None:
            self.controller.seat_ready()

    # ----------------------------------------------------------------- game

    @property
    def confirm_close(self) -> bool:
        """Ask before closing or replacing a game with unsaved actions (off in tests)."""
        return self.files.ask_before_discarding

    @confirm_close.setter
    def confirm_close(self, ask: bool) -> None:
        self.files.ask_before_discarding = ask

    def start(self, game: Table, game_id: str | None = None, path: Path | None = None,
              computer_levels: dict[int, Level] | None = None, *,
              budgets: dict[int, float] | None = None, read_only: bool = False,
              fixed_seat: int | None = None) -> None:
        """Show ``game`` (a new or loaded one); it is autosaved under ``game_id``; in a
        ``read_only`` game every intent is refused; ``fixed_seat``: the seat joined to a host
        (``game`` is then its remote table)."""
        self.replay.leave()
        if not self.network.keeps(game):
            self.network.leave()
        controller = GameController(game, self, computer_levels=computer_levels,
                                    computer_budgets=budgets, read_only=read_only)
        controller.fixed_seat = fixed_seat
        controller.player = fixed_seat or 0
        controller.changed.connect(self._changed)
        controller.rejected.connect(self.show_message)
        controller.accepted.connect(self.clear_message)
        answer_questions(self, controller)
        controller.game_over.connect(self.show_end)
        controller.handover.connect(self.hand_over)
        controller.computer_to_play.connect(
            lambda seat: self.panel.show_thinking(game.setup.players[seat],
                                                  game.turn_number + 1))
        if self.controller is not None:
            self.controller.deleteLater()
        self.controller = controller
        self._set_title()
        self.files.follow(controller, game_id or new_game_id(), path)
        self.computer.follow(controller)
        self.options.follow(controller)
        self.panel.clear_message()
        self.screen_switch.follow()
        self.pages.setCurrentIndex(0)
        self.screen_switch.back_in_view()  # a network game's final record
        controller.announce()
        if not game.over:
            controller.next_seat()

    @property
    def online(self) -> OnlineGame | None:
        """The network game shown (app.online), if any."""
        return self.network.game

    def start_online(self, online: OnlineGame, table: HereTable) -> None:
        """Show the seat(s) ``online`` plays (or watches): its panel above the side panel."""
        self.network.show(online)
        online.panel.codes_changed.connect(self.screen_switch.draw)
        self.start(table, fixed_seat=table.seat, read_only=table.watching)
        self.screen_switch.show_if_nobody_here(online)

    @property
    def table_screen(self) -> TableScreen | None:
        """The table screen (a network game's public table, for a TV), once made."""
        return self.screen_switch.screen

    def open_local_copy(self, path: Path) -> None:
        """Show a network game's local copy read-only (app.online.local_copy), or say why not;
        a network seat shown is left without a question (its copy is written as it leaves)."""
        if self.online is not None or self.files.may_discard(translate("MainWindow", "Open")):
            why = self.network.open_copy(path, self.start)
            if why:
                self.show_message(why)

    def _loaded(self, opened: Opened) -> None:
        levels, budgets = levels_of(opened.seats)
        self.start(opened.game, game_id=opened.game_id or None, path=opened.path,
                   computer_levels=levels, budgets=budgets, read_only=opened.read_only)
        if opened.game.over:
            self.show_end()

    def new_game(self) -> bool:
        """Ask for a new game's options and start it; False when the dialog was cancelled."""
        return ask_new_game(self, self.settings, self.files, self.online_menu, self.start)

    def welcome(self) -> None:
        """The first screen: reconnect to an unfinished network game, resume an unfinished
        game, or a new game's options (Resume's "New game" too). Cancelled: a solo game."""
        if not self.online_menu.offer_reconnect(self._welcome_here):
            self._welcome_here()

    def _welcome_here(self) -> None:
        if self.files.offer_resume() or self.new_game():
            return
        from welcome_desktop.app.dialogs.new_game import default_name

        self.start(Game(Setup(Mode.SOLO, False, (default_name(0),),
                              seed=secrets.randbelow(2**63))))

    def request_hint(self) -> None:
        """Ask the strong player what to do this turn (shown as ghost marks)."""
        if self.computer.request_hint():
            self.panel.show_hint_search()
        elif (c := self.controller) is not None and c.accepts_input and isinstance(
                game := c.game, HintSource) and game.hint_view(c.player) is None:
            self.show_message(translate("MainWindow", "The host of this game allows no hints."))

    def show_players(self) -> None:
        """Everyone's sheets and scores as of the last resolved turn."""
        from welcome_desktop.app.dialogs.players_sheets import PlayersDialog

        if self.controller is not None:
            if self.players_dialog is not None:
                self.players_dialog.deleteLater()
            game = self.controller.game
            self.players_dialog = PlayersDialog(game.setup.players, table_snapshots(game),
                                                game.turn_number, self)
            self.players_dialog.show()

    def show_replay(self) -> None:
        """Step through the resolved turns of the game shown, and review them (read-only)."""
        self.replay.show()

    @property
    def replay_mode(self) -> ReplayMode | None:
        """The replay, once made."""
        return self.replay.mode

    def _show_seat(self, seat: int) -> None:
        """The players' dialog open on ``seat``'s sheet (a line of the table was clicked)."""
        self.show_players()
        if self.players_dialog is not None:
            self.players_dialog.show_seat(seat)

    def how_to_play(self) -> None:
        """Our illustrated rules summary (F1)."""
        from welcome_desktop.app.howto import show_how_to_play

        show_how_to_play(self)

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def toggle_roundabout(self) -> None:
        if self.controller is not None and self.view_state is not None:
            self.controller.arm_roundabout(not self.view_state.roundabout_armed)

    def _sheet_clicked(self, target: Target) -> None:
        if self.controller is not None:
            self.sheet_cursor.clear()
            self.controller.click(target)

    def show_message(self, text: str) -> None:
        """Show why an intent was refused (the rules' own words), beside the prompt."""
        self.messages.say(text)
        self.announcer.say(text)

    def clear_message(self) -> None:
        """An action was accepted, or the turn changed: the last refusal no longer applies."""
        self.messages.clear()

    # ----------------------------------------------------------------- keyboard cursor

    def move_cursor(self, step: int) -> None:
        """Light the next (``step`` 1) or previous (-1) lit place of the sheet."""
        self.page.move_cursor(step)

    def activate_cursor(self) -> None:
        """Click the place under the keyboard cursor (or leave the hand-over screen)."""
        if self.hidden:
            self.reveal()
            return
        target = self.sheet_cursor.target
        if target is not None and self.controller is not None:
            self.sheet_cursor.clear()
            self.controller.click(target)

    def cancel_cursor(self) -> None:
        """Drop the keyboard cursor, or the armed roundabout."""
        self.sheet_cursor.clear()
        if self.controller is not None and self.view_state is not None:
            if self.view_state.roundabout_armed:
                self.controller.arm_roundabout(False)
            else:
                self.page.redraw_sheet()

    # ----------------------------------------------------------------- redraw

    def _changed(self, view: TurnView) -> None:
        self.view_state = view
        self.messages.turn_shown((id(self.controller), view.turn_number, view.player))
        self.page.show_view(view)
        self.screen_switch.draw()
        self.announcer.view(view, self.panel.offer.spoken_offer())
        if self.controller is not None and self.page.show_table(self.controller.game,
                                                                view.player):
            self._fit_table()

    def show_end(self) -> None:
        """The final scores of the game shown."""
        self.ending.show()

    @property
    def end_dialog(self) -> EndDialog | None:
        """The end dialog open, if any."""
        return self.ending.dialog

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if not self.files.may_discard(translate("MainWindow", "Quit")):
            event.ignore()
            return
        self.computer.cancel()
        self.computer.wait()
        self.network.leave()
        self.replay.shutdown()
        self.files.close()
        save_geometry(self, self.settings)
        event.accept()

    def restore_geometry(self) -> bool:
        """Take the size and place the window had when last closed; False when none is known
        (or the setting is not a geometry Qt can read: the default size stays)."""
        return restore_geometry(self, self.settings)
