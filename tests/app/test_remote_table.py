"""The joined seat's mirror (``RemoteTable``) against the host's own session and views: views
that arrive while the seat's intents are still on their way keep the mirror; a refusal
rebuilds it from the next view. The host here is the real ``HostSession``; the wire is left
out (its tests are in tests/network and tests/app/test_window_online.py)."""

from __future__ import annotations

import json
from typing import Any

from tests.network.helpers import easy_turn, joined, names, play_intent
from welcome_desktop.app.online.remote_table import RemoteTable
from welcome_desktop.network.session import HostSession, IntentRefused, Member
from welcome_desktop.rules import Mode, Setup
from welcome_desktop.rules.actions import Choose, Write
from welcome_desktop.rules.notation import format_action
from welcome_desktop.rules.turn import PlayerTurn

SETUP = Setup(Mode.STANDARD, False, names(3), seed=0)


def wire(session: HostSession, seat: int) -> dict[str, Any]:
    """The seat's view as the client reads it (through JSON)."""
    return json.loads(json.dumps(session.view(seat)))  # type: ignore[no-any-return]


def deliver(session: HostSession, member: Member, sent: list[tuple[str, dict[str, Any]]]
            ) -> list[str]:
    """The host reads the intents sent so far; the refusal codes, in order."""
    refused = []
    for type_, fields in sent:
        try:
            session.handle(member, {"type": type_, **fields})
        except IntentRefused as error:
            refused.append(error.code)
    sent.clear()
    return refused


def first_writable(table: RemoteTable) -> tuple[Choose, Write]:
    """A choice and a house it writes, as the rules list them for the seat's turn."""
    turn: PlayerTurn = table.turn(table.seat)
    writes = turn.legal_writes()
    assert writes, "no combination can be written at turn 0"
    choose, street, house, value = writes[0]
    return choose, Write(street, house, value)


def chosen_and_written() -> tuple[HostSession, list[Member], RemoteTable,
                                  list[tuple[str, dict[str, Any]]]]:
    """Seat 0's table, its first combination chosen and written: two intents sent, which
    the host has not read yet."""
    session, members = joined(SETUP)
    sent: list[tuple[str, dict[str, Any]]] = []
    table = RemoteTable(wire(session, 0), lambda type_, fields: sent.append((type_, fields)))
    choice, write = first_writable(table)
    table.apply(0, choice)
    table.apply(0, write)
    return session, members, table, sent


def test_a_view_sent_before_the_host_read_the_intents_keeps_the_mirror() -> None:
    session, members, table, sent = chosen_and_written()
    mine = [format_action(a) for a in table.turn(0).actions]
    assert len(sent) == 2 and table.in_flight == 2

    # Another seat confirms first: its view still shows this seat's turn as it was.
    session.handle(members[1], play_intent(session, easy_turn(session.game, 1, "other")))
    assert table.update(wire(session, 0)) is False  # kept, not rebuilt
    assert [format_action(a) for a in table.turn(0).actions] == mine
    assert table.confirmed[1] and table.in_flight == 2

    # The host reads the intents: the mirror is kept, nothing in flight any more.
    assert deliver(session, members[0], sent) == []
    assert table.update(wire(session, 0)) is False
    assert table.in_flight == 0
    assert [format_action(a) for a in table.turn(0).actions] == mine


def test_a_refused_intent_rebuilds_the_mirror_from_the_next_view() -> None:
    session, members, table, sent = chosen_and_written()
    # The host has meanwhile played this seat's turn another way (as another window of the
    # same seat would): the intents in flight are refused.
    elsewhere = easy_turn(session.game, 0, "elsewhere")
    session.handle(members[0], play_intent(session, elsewhere))
    refused = deliver(session, members[0], sent)
    assert refused, "the host must refuse the mirror's intents after the seat confirmed"
    table.refused()
    assert table.update(wire(session, 0)) is True  # rebuilt: the host's turn, not the mirror's
    assert " ".join(format_action(a) for a in table.turn(0).actions) == elsewhere
    assert table.confirmed[0] and table.in_flight == 0
