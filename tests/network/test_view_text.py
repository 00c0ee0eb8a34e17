"""The views a server sends as text (``network.host.view_text``, parts encoded once and kept) are,
character for character, the frames made of the session's views: in every mode, with a timer,
a spectator, undo and redo, refusals, a seat leaving and coming back, to the game's end."""

from __future__ import annotations

import contextlib
import json
import random

import pytest

from tests.network.helpers import (
    easy_turn,
    joined,
    names,
    play_intent,
    run_computers,
    step_intent,
)
from welcome_desktop.network.host.session import HostSession, IntentRefused
from welcome_desktop.network.host.view_text import ViewText
from welcome_desktop.network.protocol.wire import decode_server, encode, encode_view
from welcome_desktop.rules import Mode, Setup


def assert_same_views(session: HostSession) -> int:
    """Every watcher's view text equals the encoded view, kept parts or fresh; the count."""
    watchers: list[int | None] = [*range(len(session.seats)), None]
    for seq, watcher in enumerate(watchers, start=1):
        text = session.view_text(watcher)
        frame = encode_view(seq, text)
        assert frame == encode("view", seq, view=session.view(watcher))
        assert decode_server(frame).fields["view"] == json.loads(text)
        fresh = ViewText().text(session.game, watcher, session._states, session._deadline)
        assert text == fresh
    return len(watchers)


@pytest.mark.parametrize(("mode", "players", "seed"), [
    (Mode.STANDARD, 4, 3), (Mode.EXPERT, 3, 8), (Mode.SOLO, 1, 5), (Mode.STANDARD, 2, 13)])
def test_the_view_text_is_the_encoded_view_to_the_end(mode: Mode, players: int,
                                                      seed: int) -> None:
    session, members = joined(Setup(mode, True, names(players), seed=seed), turn_seconds=60)
    rng = random.Random(seed)
    now = 1000.0
    session.tick(now)
    compared = assert_same_views(session)
    steps = 0
    while not session.over:
        steps += 1
        assert steps < 3000, "the game never ended"
        member = rng.choice(members)
        seat = member.seat
        assert seat is not None
        roll = rng.random()
        with contextlib.suppress(IntentRefused):
            if roll < 0.05 and member.token is not None:
                session.leave(member)
                session.reconnect(member.token)
            elif roll < 0.25 or steps > 400:
                if not session.game.confirmed[seat]:
                    while session.view(seat)["own"]["can_undo"]:
                        session.handle(member, {"type": "undo", "turn": session.turn})
                    session.handle(member, play_intent(
                        session, easy_turn(session.game, seat, f"{seed}/{steps}")))
            else:
                session.handle(member, step_intent(session.view(seat), session.turn, rng))
        if rng.random() < 0.02:
            now += 61
            session.tick(now)
            run_computers(session)
        compared += assert_same_views(session)
    assert session.view(0)["result"] is not None
    assert compared > 50


def test_a_view_text_names_no_seat_that_is_not_there() -> None:
    session, _ = joined(Setup(Mode.STANDARD, True, names(2), seed=1))
    for seat in (2, -1, True):
        with pytest.raises(IntentRefused, match="no seat"):
            session.view_text(seat)  # type: ignore[arg-type]
