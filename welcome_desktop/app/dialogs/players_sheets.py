"""Everyone's sheets and scores, read-only, as of the last resolved turn.

Shown from snapshots of the resolved turns only (``sheet_model.resolved_snapshots``), never of
the turns in progress, so nobody sees another player's choices of the current turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from welcome_desktop.app.dialogs.end_game import breakdown_table
from welcome_desktop.app.look.screen_fit import cap_to_screen
from welcome_desktop.app.play.sheet_model import SheetSnapshot
from welcome_desktop.app.sheet.scene import SheetScene
from welcome_desktop.app.sheet.view import SheetView

translate = QCoreApplication.translate


class PlayersDialog(QDialog):
    """A score overview tab, then one read-only sheet per player."""

    def __init__(self, names: Sequence[str], snapshots: Sequence[SheetSnapshot], turn: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PlayersDialog", "Players"))
        self.snapshots = list(snapshots)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                translate(
                    "PlayersDialog",
                    "As of the end of turn {turn}: the current turn stays "
                    "hidden until everyone has confirmed.",
                ).format(turn=turn)
            )
        )
        self.tabs = QTabWidget()
        self.table = breakdown_table(names, [s.breakdown for s in self.snapshots],
                                     sheet=self.snapshots[0].sheet.kind)
        self.tabs.addTab(self.table, translate("PlayersDialog", "Scores"))
        self.scenes: list[SheetScene] = []
        for name, snapshot in zip(names, self.snapshots, strict=True):
            scene = SheetScene()
            scene.set_snapshot(snapshot)
            view = SheetView(scene)
            view.setInteractive(False)
            self.scenes.append(scene)
            self.tabs.addTab(view, name)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        cap_to_screen(self, 1200, 760)

    def show_seat(self, seat: int) -> None:
        """Bring ``seat``'s sheet to the front."""
        self.tabs.setCurrentIndex(seat + 1)
