"""The kinds of ink a mark or a suggestion is drawn in, without their colours (Qt-free: the
game in play names them; :mod:`~welcome_desktop.app.look.inks` says how each is drawn)."""

from __future__ import annotations

import enum


class Ink(enum.Enum):
    """How a mark is drawn."""

    CONFIRMED = "confirmed"  # written in an earlier turn
    PENDING = "pending"      # this turn's mark, not yet confirmed
    RECENT = "recent"        # written in the last resolved turn (until the next one resolves)
    HINT = "hint"            # the strong player's suggestion
    ESTATES = "estates"      # the houses of a way to claim a plan, while the player chooses
    PREVIEW = "preview"      # what choosing an ice cream truck would do
    BEST = "best"            # the review's best choice for a turn
    PENCIL = "pencil"        # live scores the sheet works out for the player


__all__ = ["Ink"]
