"""The table screen's words, from a :class:`~welcome_desktop.app.play.public_table.PublicTable`
in the window's language: the turn and the cards left, whom the turn waits for (or why the
game ended), who claimed each plan, where a passed card goes, each seat's score line and
the note under the cards."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from welcome_desktop.app.play.public_table import FaceUp, PublicTable
from welcome_desktop.app.words.name_list import name_list

translate = QCoreApplication.translate


def title_text(table: PublicTable) -> str:
    """The header: the turn and the cards left, the lobby, or the end."""
    if table.over:
        return translate("TableScreen", "The game is over")
    if table.lobby:
        return translate("TableScreen", "Waiting for the players")
    return translate("TableScreen", "Turn {turn} · cards left: {count}").format(
        turn=table.turn, count=table.cards_remaining)


def status_text(table: PublicTable) -> str:
    """Beside the header: whom the turn waits for, or why the game ended."""
    if table.over:
        from welcome_desktop.app.dialogs.end_game import end_cause_text, end_reason_text

        caused = {reason for _, reason in table.end_causes}
        reasons = [end_cause_text(table.seats[seat].name, reason)
                   for seat, reason in table.end_causes] + \
            [end_reason_text(reason) for reason in table.end_reasons if reason not in caused]
        return translate("TableScreen", "The game ended: {reason}.").format(
            reason="; ".join(reasons)) if reasons else ""
    if table.lobby:
        return ""
    waiting = [table.seats[i].name for i in table.waiting_for]
    if not waiting:
        return translate("TableScreen", "Everyone has confirmed.")
    return translate("TableScreen", "Waiting for {names}.").format(names=name_list(waiting))


def claims_text(table: PublicTable, index: int) -> str:
    """Under plan ``index``: who claimed it."""
    names = [table.seats[i].name for i in table.claimed_by[index]]
    if names:
        return translate("TableScreen", "Claimed by {names}").format(names=name_list(names))
    if table.approved[index]:
        return translate("TableScreen", "Approved")
    return translate("TableScreen", "Not claimed yet")


def face_note(table: PublicTable, face: FaceUp) -> str:
    """Under a card seen from its effect side: where it goes."""
    if table.mode.uses_hands and face.to >= 0:
        return translate("TableScreen", "Passed to {name}").format(
            name=table.seats[face.to].name)
    return translate("TableScreen", "On top of the deck")


def score_line(table: PublicTable, seat: int) -> str:
    """``seat``'s line: whether it has joined (the lobby), or its score and whether it has
    confirmed."""
    line = table.seats[seat]
    if table.lobby:  # who is here yet, rather than scores of nothing
        return (translate("TableScreen", "✓ {name}: joined") if line.joined
                else translate("TableScreen", "○ {name}: not joined yet")).format(
            name=line.name)
    if table.over:
        mark = ""
    elif line.confirmed:
        mark = "✓ "
    else:
        mark = "○ "
    size = abs(line.score)  # the count whose form the words take (a plain name: lupdate)
    text = translate("TableScreen", "{mark}{name}: {score} point(s)", None, size).format(
        mark=mark, name=line.name, score=line.score)
    if line.computer and not table.over:
        text += " · " + translate("TableScreen", "computer")
    return text


def note_text(table: PublicTable) -> str:
    """The note where the cards lie: how the lobby ends, or that the hands stay hidden."""
    if table.lobby:
        return translate("TableScreen", "The game starts when every seat is taken, "
                                        "or when the host starts it.")
    if table.mode.uses_hands and not table.cards:
        return translate("TableScreen", "The cards in everyone's hands stay there: "
                                        "each player sees theirs on their phone.")
    return ""
