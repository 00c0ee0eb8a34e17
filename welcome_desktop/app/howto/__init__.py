"""How to play (F1): our own illustrated summary of the rules, in the player's language."""

from welcome_desktop.app.howto.chapters import Chapter
from welcome_desktop.app.howto.dialog import HowToPlayDialog, show_how_to_play

__all__ = ["Chapter", "HowToPlayDialog", "show_how_to_play"]
