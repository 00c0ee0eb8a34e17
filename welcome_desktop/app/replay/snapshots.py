"""What the replay draws of one turn: every sheet as it stood after it, that turn's marks in the
sheet's "this turn" ink, the reviewer's best choice drawn faintly, and the words beside them.

Built from a :class:`~welcome_desktop.rules.replay.Replay` (the rules' own copies of the
sheets) and a :class:`~welcome_desktop.players.review.Verdict`; nothing here changes a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.look.inks import Ink
from welcome_desktop.app.play.last_turn import last_written, turn_summary
from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target
from welcome_desktop.app.play.turn_view import action_targets
from welcome_desktop.rules.actions import Action, Write
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.replay import Replay
from welcome_desktop.rules.scoring import score_sheet

if TYPE_CHECKING:
    from welcome_desktop.players.review import Verdict

translate = QCoreApplication.translate


def marks(actions: Sequence[Action], plan_ids: tuple[str, str, str]) -> frozenset[Target]:
    """The sheet places ``actions`` mark."""
    return frozenset(t for a in actions for t in action_targets(a, plan_ids))


def replay_snapshot(replay: Replay, seat: int, number: int,
                    verdict: Verdict | None = None) -> SheetSnapshot:
    """``seat``'s sheet after turn ``number``: that turn's marks in "this turn" ink, and with a
    ``verdict`` of that turn whose best choice differs, the best choice drawn faintly."""
    turn = replay.turn(number)
    sheet = turn.after[seat]
    others = [s.temps for p, s in enumerate(turn.after) if p != seat]
    actions = turn.actions[seat]
    ghosts: frozenset[Target] = frozenset()
    ghost_numbers: tuple[tuple[int, int, str], ...] = ()
    if verdict is not None and not verdict.best_is_played:
        ghosts = marks(verdict.best, sheet.plan_ids)
        ghost_numbers = tuple((a.street, a.house, str(a.value)) for a in verdict.best
                              if isinstance(a, Write))
    setup = replay.record.setup
    return SheetSnapshot(
        sheet=sheet.copy(),
        breakdown=score_sheet(sheet, others),
        town=setup.players[seat],
        advanced=setup.advanced,
        solo=setup.mode is Mode.SOLO,
        plan_approved=turn.approved_after,
        pending=marks(actions, sheet.plan_ids),
        ghosts=ghosts,
        last_written=last_written(actions),
        ghost_numbers=ghost_numbers,
        ghost_ink=Ink.BEST,
    )


def choices_text(replay: Replay, number: int) -> str:
    """What every player chose in turn ``number``, a line each."""
    turn = replay.turn(number)
    lines = []
    for seat, name in enumerate(replay.record.setup.players):
        what = turn_summary(turn.actions[seat], turn.after[seat].plan_ids)
        lines.append(translate("LastTurn", "{name}: {what}").format(
            name=name, what=what or translate("LastTurn", "nothing written")))
    return "\n".join(lines)


def verdict_text(verdict: Verdict, plan_ids: tuple[str, str, str]) -> str:
    """The coach's verdict on one turn in words: both expected final scores and the difference,
    and the best choice when it is not the one made."""
    text = translate(
        "Review", "Expected final score: {played} with the choice made, {best} with the best "
        "choice ({loss} points lost)."
    ).format(played=f"{verdict.played_expected:.1f}", best=f"{verdict.best_expected:.1f}",
             loss=f"{verdict.loss:.1f}")
    if verdict.best_is_played:
        return text + " " + translate("Review", "The choice made was the best one.")
    best = turn_summary(verdict.best, plan_ids) or translate("LastTurn", "nothing written")
    shown = translate("Review", "Best choice (dash-dotted on the sheet): {what}.")
    return text + " " + shown.format(what=best)


def costly_line(verdict: Verdict) -> str:
    """One line of the list of the turns that cost most."""
    return translate("Review", "Turn {turn}: {loss} points lost ({played} instead of {best})"
                     ).format(turn=verdict.turn, loss=f"{verdict.loss:.1f}",
                              played=f"{verdict.played_expected:.1f}",
                              best=f"{verdict.best_expected:.1f}")
