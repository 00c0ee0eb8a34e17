"""The joined seat's mirror (``RemoteTable``) against the host's own session and views: views
that arrive while the seat's intents are still on their way keep the mirror; a refusal
rebuilds it from the next view. The host here is the real ``HostSession``; the wire is left
out (its tests are in tests/network and tests/app/window_flows/test_window_online.py)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.network.helpers import easy_turn, joined, names, play_intent, play_opening
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.host.session import HostSession, IntentRefused, Member
from welcome_desktop.rules import Mode, Setup
from welcome_desktop.rules.actions import Choose, SkipEffect, Write
from welcome_desktop.rules.notation import format_action
from welcome_desktop.rules.turn import Phase, PlayerTurn
from welcome_desktop.rules.turn_editor import TurnEditor, may_confirm

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


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(list(Mode)), st.integers(0, 2**16), st.integers(0, 8), st.data())
def test_a_turn_edited_on_the_mirror_is_the_turn_the_host_keeps(
        mode: Mode, seed: int, opening: int, data: st.DataObject) -> None:
    """The controller's editing (the rules' TurnEditor) on a joined seat's mirror, each edit's
    intents read by the host: after each, the host's turn is the mirror's, both can redo or
    neither, nothing is refused, and the mirror after the host's view is the same; the confirm
    too."""
    players = 1 if mode is Mode.SOLO else 2
    session, members = joined(Setup(mode, True, names(players), seed=seed))
    play_opening(session, members, opening)
    assume(not session.over)
    sent: list[tuple[str, dict[str, Any]]] = []
    table = RemoteTable(wire(session, 0), lambda type_, fields: sent.append((type_, fields)))
    editor = TurnEditor(table, 0)
    for _ in range(data.draw(st.integers(1, 16))):
        turn = table.turn(0)
        edit = data.draw(st.sampled_from(("act", "act", "act", "undo", "redo", "view")))
        if edit == "act":
            legal = [*[c for c in turn.context.choices()
                       if turn.phase is Phase.START and turn.choice_fits(c)],
                     *[Write(s, h, v) for c, s, h, v in turn.legal_writes()
                       if c == turn.choice and turn.phase is Phase.CHOSEN],
                     *turn.truck_choices(), *turn.effect_targets(),
                     *([SkipEffect()] if turn.effect_skippable() else [])]
            if not legal:
                continue
            editor.act(data.draw(st.sampled_from(legal)))
        elif edit == "undo":
            editor.undo()
        elif edit == "redo":
            editor.redo_next()
        else:  # a view with nothing in flight (another seat confirmed, say) rebuilds the mirror
            table.update(wire(session, 0))
        assert deliver(session, members[0], sent) == []
        own = session.view(0)["own"]
        assert own["actions"] == " ".join(format_action(a) for a in table.turn(0).actions)
        assert own["can_redo"] == bool(editor.redo)
        table.update(wire(session, 0))  # kept, or rebuilt when nothing was in flight
        assert own["actions"] == " ".join(format_action(a) for a in table.turn(0).actions)
    if may_confirm(table.turn(0)):
        editor.confirm()
        assert deliver(session, members[0], sent) == []
        assert session.turn > 0 if players == 1 else session.game.confirmed[0]


def test_a_forced_mark_taken_back_after_a_rebuild_goes_with_its_number_only() -> None:
    """A number the temp agency changed, its mark (which the host applies by itself), then a
    view that rebuilds the mirror (nothing in flight): taking the mark back, as the controller
    does (the mark, then its number), takes back the same two actions on the host, not the
    choice before them."""
    session, members = joined(Setup(Mode.STANDARD, True, names(2), seed=3543))
    sent: list[tuple[str, dict[str, Any]]] = []
    table = RemoteTable(wire(session, 0), lambda type_, fields: sent.append((type_, fields)))
    changed = Write(0, 0, 1)
    assert table.turn(0).context.combination(Choose(0)).number != changed.value
    table.apply(0, Choose(0))
    table.apply(0, changed)
    table.apply(0, table.turn(0).forced_action() or Choose(0))
    assert deliver(session, members[0], sent) == []
    assert table.update(wire(session, 0)) is False
    assert table.update(wire(session, 0)) is True  # nothing in flight: rebuilt from the view
    assert table.undo(0) is not None and table.turn(0).forced_action() is not None
    assert table.undo(0) == changed
    assert deliver(session, members[0], sent) == []
    assert session.view(0)["own"]["actions"] == "C0"
    assert [format_action(a) for a in table.turn(0).actions] == ["C0"]
