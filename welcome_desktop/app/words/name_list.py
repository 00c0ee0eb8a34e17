"""Several names in one phrase, as each language lists them: "Ben", "Ben and Chiara",
"Ben, Chiara and Dana" (context "Words")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication


def name_list(names: Sequence[str]) -> str:
    """``names`` joined as a sentence lists them in the interface language ("" for none)."""
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    separator = QCoreApplication.translate("Words", ", ", "between the names of a list, "
                                                          "all but the last two")
    return QCoreApplication.translate("Words", "{most} and {last}",
                                      "the last two names of a list").format(
        most=separator.join(names[:-1]), last=names[-1])


__all__ = ["name_list"]
