"""A joined game's end: the record in the host's final view, replayed by the seat and checked
against the scores it was shown (``network/client/final_record.py``). The host is the real
``HostSession``; the view goes through JSON as over the wire."""

from __future__ import annotations

import json
from typing import Any

from tests.network.helpers import joined, names, play_opening, run_computers
from welcome_desktop.network.client.final_record import final_record
from welcome_desktop.network.client.remote_table import RemoteTable
from welcome_desktop.network.host.session import HostSession
from welcome_desktop.network.protocol.view_model import HostView, read_view
from welcome_desktop.records.levels import Level
from welcome_desktop.records.savefile import PERSON, Seat
from welcome_desktop.rules import Mode, Setup


def _nothing_sent(type_: str, fields: dict[str, Any]) -> None:
    raise AssertionError(f"a finished game sends nothing ({type_})")


def _wire(session: HostSession) -> HostView:
    return read_view(json.loads(json.dumps(session.view(0))))


def _ended(seats: list[Seat]) -> tuple[HostView, RemoteTable]:
    """Seat 0's final view of a whole game (random legal turns for the person seats), and its
    table, made from the first view and updated with the last, as a window's."""
    session, members = joined(Setup(Mode.STANDARD, False, names(len(seats)), seed=5), seats)
    table = RemoteTable(_wire(session), _nothing_sent)
    while not session.over:
        play_opening(session, members, 1)
        run_computers(session)
    view = _wire(session)
    table.update(view)
    return view, table


def test_the_final_record_replays_to_the_scores_shown_with_the_computers_levels() -> None:
    view, table = _ended([PERSON, Seat(kind="greedy")])
    ended = final_record(view, table)
    assert ended is not None and ended.game.over
    assert [b.total for b in ended.game.breakdowns()] == [b.total for b in table.breakdowns()]
    assert ended.levels == {1: Level.GREEDY}


def test_a_record_that_does_not_replay_to_the_scores_shown_is_not_taken() -> None:
    view, table = _ended([PERSON, Seat(kind="greedy")])
    cut = json.loads(json.dumps(view))
    del cut["result"]["record"]["log"][-3:]  # replays, to another game's scores
    assert final_record(cut, table) is None
    cut["result"]["record"] = {"format": "nonsense"}
    assert final_record(cut, table) is None
    cut["result"] = None
    assert final_record(cut, table) is None
