"""The window's menus and keyboard shortcuts: created once, relabelled by ``retranslate()``."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QMenu

from welcome_desktop.app.files.game_files import GameFiles
from welcome_desktop.app.play.computer import COMPUTER_SPEEDS, ComputerSeats
from welcome_desktop.app.play.controller import GameController
from welcome_desktop.app.words.i18n import LANGUAGES, Translations

translate = QCoreApplication.translate
Key = QKeySequence.StandardKey

# Each menu's entries in order: an action's key, "-" for a separator, "@" for a submenu.
MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("game", ("new", "open", "@recent", "resume", "finished", "-", "save", "save_as", "export",
              "-", "quit")),
    ("edit", ("undo", "redo")),
    ("turn", ("choose_1", "choose_2", "choose_3", "-", "skip", "refusal", "roundabout",
              "confirm", "-", "next", "previous", "activate", "cancel", "-", "hint")),
    ("view", ("players", "replay", "full_screen", "table_screen", "@speed", "@language", "-",
              "fewer_clicks", "skip_handover", "replay_turns")),
    ("help", ("how_to_play",)),
)
#: The game's actions switched off while the game is paused (replayed: the keys are the replay's).
PAUSED_ACTIONS = ("undo", "redo", "skip", "refusal", "roundabout", "confirm", "next", "previous",
                  "activate", "cancel", "hint", "replay", "choose_1", "choose_2", "choose_3")
SHORTCUTS: dict[str, tuple[QKeySequence.StandardKey | str, ...]] = {
    "new": (Key.New,), "open": (Key.Open,), "save": (Key.Save,), "save_as": (Key.SaveAs,),
    "quit": (Key.Quit,), "undo": (Key.Undo,), "redo": ("Ctrl+Shift+Z",), "skip": ("S",),
    "refusal": ("X",), "roundabout": ("R",), "confirm": ("Return", "Enter"),
    # Tab and Shift+Tab move the focus between the window's regions (window/focus_order.py).
    "next": ("Right", "Down", "N", "]"), "previous": ("Left", "Up", "P", "["),
    "choose_1": ("1",), "choose_2": ("2",), "choose_3": ("3",),
    "activate": ("Space",), "cancel": ("Escape",), "hint": ("H",), "players": ("Ctrl+P",),
    "replay": ("Ctrl+R",), "full_screen": (Key.FullScreen, "F11"), "how_to_play": ("F1",),
}


def menu_texts() -> dict[str, str]:
    """Each menu's and action's label, in the current language."""
    return {
        "game": translate("MainWindow", "&Game"),
        "new": translate("MainWindow", "&New game…"),
        "open": translate("MainWindow", "&Open…"),
        "recent": translate("MainWindow", "Open &recent"),
        "resume": translate("MainWindow", "Resume an unfinished game…"),
        "finished": translate("MainWindow", "&Finished games…"),
        "save": translate("MainWindow", "&Save"),
        "save_as": translate("MainWindow", "Save &as…"),
        "export": translate("MainWindow", "&Export the sheet as an image…"),
        "quit": translate("MainWindow", "&Quit"),
        "edit": translate("MainWindow", "&Edit"),
        "undo": translate("MainWindow", "&Undo"),
        "redo": translate("MainWindow", "&Redo"),
        "turn": translate("MainWindow", "&Turn"),
        "choose_1": translate("MainWindow", "Choose card &1"),
        "choose_2": translate("MainWindow", "Choose card &2"),
        "choose_3": translate("MainWindow", "Choose card &3"),
        "skip": translate("MainWindow", "&Skip effect"),
        "refusal": translate("MainWindow", "Take a &refusal"),
        "roundabout": translate("MainWindow", "Build a r&oundabout"),
        "confirm": translate("MainWindow", "&Confirm turn"),
        "next": translate("MainWindow", "Next lit place"),
        "previous": translate("MainWindow", "Previous lit place"),
        "activate": translate("MainWindow", "Click the lit place"),
        "cancel": translate("MainWindow", "Cancel"),
        "hint": translate("MainWindow", "&Hint"),
        "view": translate("MainWindow", "&View"),
        "players": translate("MainWindow", "&Players and scores…"),
        "replay": translate("MainWindow", "&Replay and review the game…"),
        "full_screen": translate("MainWindow", "&Full screen"),
        "table_screen": translate("MainWindow", "&Table screen"),
        "speed": translate("MainWindow", "&Computer speed"),
        "language": translate("MainWindow", "&Language"),
        "help": translate("MainWindow", "&Help"),
        "how_to_play": translate("MainWindow", "&How to play"),
        "fewer_clicks": translate("MainWindow", "Fewer clicks"),
        "skip_handover": translate("MainWindow", "No hand-over screen in standard mode"),
        "replay_turns": translate("MainWindow", "Replay the others' turns one by one"),
        "fast": translate("MainWindow", "Fast"),
        "normal": translate("MainWindow", "Normal"),
        "slow": translate("MainWindow", "Slow"),
    }


def _key_sequences(keys: tuple[QKeySequence.StandardKey | str, ...]) -> list[QKeySequence]:
    """The shortcuts of ``keys``, each once (a key bound twice would be ambiguous: dead)."""
    sequences: list[QKeySequence] = []
    for key in keys:
        sequence = QKeySequence(key)
        if not sequence.isEmpty() and sequence not in sequences:
            sequences.append(sequence)
    return sequences


class WindowActions:
    """Every action of ``window``, in its menu bar and as window shortcuts: the files' own, the
    others calling ``slots`` (by action key; the owner connects the actions it left out)."""

    def __init__(self, window: QMainWindow, slots: Mapping[str, Callable[[], object]], *,
                 files: GameFiles, computer: ComputerSeats, translations: Translations,
                 choose_language: Callable[[str], None]) -> None:
        self.computer = computer
        self.translations = translations
        self.actions: dict[str, QAction] = {}
        self.menus: dict[str, QMenu] = {}
        self._paused: dict[str, bool] = {}
        slots = {**self._file_slots(files), **slots}
        bar = window.menuBar()
        for menu_key, entries in MENUS:
            menu = self.menus[menu_key] = bar.addMenu(menu_key)
            for entry in entries:
                if entry == "-":
                    menu.addSeparator()
                elif entry.startswith("@"):
                    self.menus[entry[1:]] = menu.addMenu(entry[1:])
                else:
                    action = self.actions[entry] = QAction(window)
                    action.setShortcuts(_key_sequences(SHORTCUTS.get(entry, ())))
                    if entry in slots:
                        action.triggered.connect(slots[entry])
                    window.addAction(action)
                    menu.addAction(action)
        self.menus["recent"].aboutToShow.connect(
            lambda: files.fill_recent(self.menus["recent"]))
        self.speeds = self._choices(self.menus["speed"], list(COMPUTER_SPEEDS), computer.set_speed)
        self.languages = self._choices(self.menus["language"], list(LANGUAGES), choose_language)
        self.retranslate()

    @staticmethod
    def _file_slots(files: GameFiles) -> dict[str, Callable[[], object]]:
        # Lambdas, not the methods: triggered(bool checked) must not reach a path parameter.
        return {
            "open": lambda: files.open_file(),  # noqa: PLW0108
            "resume": files.offer_resume, "finished": files.show_history,
            "save": lambda: files.save(),  # noqa: PLW0108
            "save_as": files.save_as,
            "export": lambda: files.export_sheet(),  # noqa: PLW0108
        }

    def _choices(self, menu: QMenu, values: list[str],
                 choose: Callable[[str], None]) -> dict[str, QAction]:
        """One checkable entry of ``menu`` per value, one checked at a time."""
        group = QActionGroup(menu)
        options = {}
        for value in values:
            option = options[value] = menu.addAction(value)
            option.setCheckable(True)
            group.addAction(option)
            option.triggered.connect(lambda _=False, v=value: choose(v))
        return options

    def pause(self) -> None:
        """Switch off the game's actions (:data:`PAUSED_ACTIONS`) until :meth:`resume`."""
        self._paused = {key: self.actions[key].isEnabled() for key in PAUSED_ACTIONS}
        for key in self._paused:
            self.actions[key].setEnabled(False)

    def resume(self) -> None:
        """The actions switched off by :meth:`pause` as they were."""
        for key, enabled in self._paused.items():
            self.actions[key].setEnabled(enabled)
        self._paused = {}

    def retranslate(self) -> None:
        """Relabel every menu and action in the current language."""
        texts = menu_texts()
        for key, menu in self.menus.items():
            menu.setTitle(texts[key])
        for key, action in self.actions.items():
            action.setText(texts[key])
        for speed, option in self.speeds.items():
            option.setText(texts[speed])
            option.setChecked(speed == self.computer.speed)
        for code, option in self.languages.items():
            option.setText(LANGUAGES[code])
            option.setChecked(code == self.translations.language)


TURN_INTENTS: tuple[tuple[str, Callable[[GameController], None]], ...] = (
    ("skip", GameController.skip_effect), ("refusal", GameController.take_refusal),
    ("reshuffle", GameController.ask_reshuffle), ("undo", GameController.undo),
    ("redo", GameController.redo), ("confirm", GameController.confirm),
    ("apply_hint", GameController.apply_hint))
"""The turn's buttons (and the menu actions of the same key) and the intent each asks."""


def connect_turn_intents(
        buttons: Mapping[str, QAbstractButton], actions: Mapping[str, QAction],
        intent: Callable[[Callable[[GameController], None]], Callable[[], None]]) -> None:
    """Connect each of :data:`TURN_INTENTS`' buttons and menu actions to ``intent(act)``, a
    slot applying the act to the controller of the game shown."""
    for key, act in TURN_INTENTS:
        slot = intent(act)
        buttons[key].clicked.connect(slot)
        if key in actions:
            actions[key].triggered.connect(slot)
