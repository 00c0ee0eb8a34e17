"""The view's model (``network/protocol/view_model.py``): every view a host sends, of every seat
and of a spectator, through whole games of each mode and sheet, has the model's shape and no
key the model does not name; a view with a wrong type deep inside is refused in one line that
names the field, by the model and by a client reading it over a real socket."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.asyncio.server import ServerConnection, serve

from tests.network.helpers import Table, finish_turn, joined, names, step_intent
from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.host.session import HostSession
from welcome_desktop.network.protocol.view_model import ViewError, read_view
from welcome_desktop.network.protocol.wire import dumps, encode
from welcome_desktop.rules import Mode, Setup
from welcome_desktop.rules.themes import SHEET_KINDS


def _every_view(session: HostSession) -> list[Any]:
    """Each seat's view and a spectator's, as a client parses the text the server sends."""
    seats = [None, *range(len(session.game.sheets))]
    return [json.loads(session.view_text(seat)) for seat in seats]


def _checked(view: Any) -> None:
    read = read_view(view)
    # Nothing dropped: the model names every key the host sends, and reads it unchanged.
    assert json.loads(dumps(read)) == view


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mode=st.sampled_from(list(Mode)), players=st.integers(2, 5),
       sheet=st.sampled_from(SHEET_KINDS), seed=st.integers(0, 10**6),
       hints=st.booleans())
def test_every_view_of_a_played_game_has_the_models_shape(
        mode: Mode, players: int, sheet: str, seed: int, hints: bool) -> None:
    players = 1 if mode is Mode.SOLO else players
    session, members = joined(Setup(mode, True, names(players), seed=seed, sheet=sheet),
                              hints=hints, turn_seconds=60)
    session.tick(1000.0)  # the timer's deadline: a number in the views
    table = Table(session, members, ())
    rng = random.Random(seed)
    for _ in range(40):
        if session.over:
            break
        for seat in range(players):
            if not session.game.confirmed[seat]:  # a step or two in the turn, then its end
                for _ in range(rng.randrange(3)):
                    table.send(seat, step_intent(session.view(seat), session.turn, rng))
                for view in _every_view(session):
                    _checked(view)
                finish_turn(table, seat)
    for view in _every_view(session):
        _checked(view)


def test_the_views_of_a_finished_twelve_seat_game_have_the_models_shape() -> None:
    session, members = joined(Setup(Mode.STANDARD, True, names(12), seed=3, sheet="easter"))
    table = Table(session, members, ())
    while not session.over:
        for seat in range(12):
            if not session.game.confirmed[seat] and not session.over:
                finish_turn(table, seat)
    views = _every_view(session)
    assert all(view["result"] is not None and view["own"] is None for view in views)
    for view in views:
        _checked(view)


def _view() -> Any:
    session, _ = joined(Setup(Mode.STANDARD, True, names(3), seed=4, sheet="ice-cream"))
    return json.loads(session.view_text(0))


@pytest.mark.parametrize(("where", "change", "said"), [
    ("own.targets.0.street", lambda v: v["own"]["targets"].append(
        {"intent": "C0", "zone": "house", "street": "1", "index": 0}),
     "view.own.targets.0.street: Input should be a valid integer"),
    ("sheets.1.houses.0.2", lambda v: v["sheets"][1]["houses"][0].__setitem__(
        2, {"n": "7", "bis": False}), "view.sheets.1.houses.0.2"),
    ("offer.0", lambda v: v["offer"].__setitem__(0, [3, "park", 1]),
     "view.offer.0: Tuple should have at most 2 items"),
    ("seats.2.present", lambda v: v["seats"][2].__setitem__("present", 1),
     "view.seats.2.present: Input should be a valid boolean"),
    ("themes.0.cones.0", lambda v: v["themes"][0]["cones"].__setitem__(0, [0, 0, "2", "open"]),
     "view.themes.0.cones.0.2: Input should be a valid integer"),
    ("own.score", lambda v: v["own"].pop("score"), "view.own.score: Field required"),
    ("mode", lambda v: v.__setitem__("mode", "blitz"), "view.mode: Input should be"),
    ("turn", lambda v: v.__setitem__("turn", -1), "view.turn: Input should be greater"),
])
def test_a_view_with_a_wrong_nested_field_is_refused_in_one_line_naming_it(
        where: str, change: Any, said: str) -> None:
    view = _view()
    change(view)
    with pytest.raises(ViewError) as refused:
        read_view(view)
    message = str(refused.value)
    assert message.startswith(said), message
    assert "\n" not in message and len(message) < 300


async def _one_view_server(view: Any) -> tuple[Any, int]:
    """A server on the loopback that welcomes a hello and sends ``view`` (a hostile host)."""
    async def handler(websocket: ServerConnection) -> None:
        await websocket.recv()
        await websocket.send(encode("welcome", 1, reply_to=1, game="g", seat=0, creator=False,
                                    token="t", players=["A", "B", "C"], protocol=1))
        await websocket.send(encode("view", 2, view=view))
        await websocket.wait_closed()

    server = await serve(handler, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    return server, port


@pytest.mark.parametrize("good", [True, False])
def test_a_client_refuses_a_view_of_the_wrong_shape_as_bad_view(good: bool) -> None:
    view = _view()
    if not good:
        view["own"]["refused"]["confirm"] = 3

    async def scenario() -> Any:
        server, port = await _one_view_server(view)
        client = HostClient(f"ws://127.0.0.1:{port}")
        try:
            await client.hello(code="x")
            return await client.next_view(timeout=10)
        finally:
            await client.close()
            server.close()
            await server.wait_closed()

    if good:
        assert json.loads(dumps(asyncio.run(scenario()))) == view
        return
    with pytest.raises(HostError) as refused:
        asyncio.run(scenario())
    assert refused.value.code == "bad_view"
    assert str(refused.value) == ("the server sent a view this client cannot read: "
                                  "view.own.refused.confirm: Input should be a valid string")
