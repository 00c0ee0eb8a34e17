"""A computer player at the end of a connection: ``welcome-desktop join ADDR CODE --player``.

It joins a seat with its code, and on each view where its turn waits decides on the view alone
(read back into a ``SeatView``) and sends the whole turn at once (``play``); a dropped
connection comes back with the reconnect token. Its random choices come from
:func:`turn_rng`, so a test can play the same game locally and compare.
"""

from __future__ import annotations

import asyncio
import random
import ssl
from collections.abc import Callable
from typing import Any

from welcome_desktop.network.client import HostClient, HostError
from welcome_desktop.network.remote_view import ViewError, seat_view_from_dict
from welcome_desktop.players import make_player
from welcome_desktop.rules.notation import format_turn


def turn_rng(game_id: str, seat: int, turn: int) -> random.Random:
    """The random source of a remote computer player's turn."""
    return random.Random(f"welcome-desktop/join/{game_id}/{seat}/{turn}")


async def play_seat(url: str, code: str, level: str, *,
                    ssl_context: ssl.SSLContext | None = None,
                    log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Join with ``code`` and play the seat with a computer of ``level`` until the game is
    over; returns the last view. Raises HostError (refused, unreachable, the host gone)."""
    player = make_player(level)
    client = HostClient(url, ssl_context)
    welcome = await client.hello(code=code)
    seat = welcome.get("seat")
    game_id = str(welcome.get("game"))
    if not isinstance(seat, int):
        await client.close()
        raise HostError("the code is a spectators' code, not a seat's", "not_a_seat")
    played_turn = -1
    try:
        while True:
            try:
                view = await client.next_view()
            except HostError as error:
                if error.code != "closed":
                    if error.code in ("stale_turn", "not_started"):
                        played_turn = -1  # a view for the new turn (or the start) is coming
                        continue
                    raise
                if log is not None:
                    log(f"connection lost ({error}); reconnecting")
                await client.reconnect()
                played_turn = -1  # the turn may have been lost with the connection
                continue
            if view.get("over"):
                return view
            if view.get("lobby"):
                continue  # the game waits for its people: nothing to play yet
            own = view.get("own")
            turn = view.get("turn")
            if not isinstance(own, dict) or own.get("confirmed") or turn == played_turn:
                continue
            if not isinstance(turn, int):
                raise HostError("the server sent a view without a turn number", "bad_view")
            try:
                seat_view = seat_view_from_dict(view)
            except ViewError as error:
                raise HostError(f"the server sent a view that cannot be read: {error}",
                                "bad_view") from None
            actions = await asyncio.to_thread(player.decide, seat_view,
                                              turn_rng(game_id, seat, turn))
            await client.send("play", turn=turn, actions=format_turn(actions))
            played_turn = turn
    finally:
        await client.close()
