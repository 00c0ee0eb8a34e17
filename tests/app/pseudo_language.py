"""A pseudo language for the window's tests: every translated text comes back marked ⟦…⟧, so
that a text that bypasses Qt's translation, or is not re-read on a language change, stands
out."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication


def marked(text: str) -> bool:
    """True when ``text`` went through the pseudo language."""
    return "⟦" in text


class PseudoTranslator(QTranslator):
    """Marks every translated text, whatever its context."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        del context, disambiguation, n
        return f"⟦{source}⟧"

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name; an empty translator sends no event
        return False


@contextmanager
def pseudo_language() -> Iterator[PseudoTranslator]:
    """The pseudo language installed (its LanguageChange delivered), removed on leaving."""
    pseudo = PseudoTranslator()
    QCoreApplication.installTranslator(pseudo)
    QApplication.processEvents()
    try:
        yield pseudo
    finally:
        QCoreApplication.removeTranslator(pseudo)
        QApplication.processEvents()
