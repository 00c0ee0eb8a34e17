"""A computer player at the end of a connection: ``welcome-desktop join ADDR CODE --player``.

It joins a seat with its code (or comes back with a reconnect token kept from an earlier run),
and on each view where its turn waits decides on the view alone (read back into a
``SeatView``) and sends the whole turn at once (``play``). Whenever the server is away (the
connection cut, whether it was waiting, deciding or sending, or its first ``hello``
unanswered) it comes back with backoff, for as long as its ``patience`` lasts, and plays on
where the game is. Its random choices come from :func:`turn_rng`, so a test can play the same
game locally and compare.
"""

from __future__ import annotations

import asyncio
import random
import ssl
from collections.abc import Callable
from typing import Final

from welcome_desktop.network.client.host_client import AWAY, HostClient, HostError, backoff_delays
from welcome_desktop.network.client.remote_view import ViewError, seat_view_of
from welcome_desktop.network.protocol.reply_model import WelcomeFields
from welcome_desktop.network.protocol.view_model import HostView
from welcome_desktop.players import make_player
from welcome_desktop.rules.notation import format_turn

#: How long a seat keeps trying to reach a server that went away, in seconds (12 hours).
DEFAULT_PATIENCE: Final = 12 * 3600.0
#: How long a seat tries to reach a server it never reached (it may be starting, or restarting:
#: or the address is wrong), in seconds, at most its patience.
FIRST_CONTACT: Final = 30.0
#: The longest wait between two tries, in seconds.
MOST_DELAY: Final = 10.0
#: Refusals after which the seat just waits for the next view: its turn went on without it
#: (``stale_turn``, ``time_over``) or it sent too fast (``rate_limited``).
PASSING: Final = frozenset({"stale_turn", "time_over", "rate_limited"})


def turn_rng(game_id: str, seat: int, turn: int) -> random.Random:
    """The random source of a remote computer player's turn."""
    return random.Random(f"welcome-desktop/join/{game_id}/{seat}/{turn}")


def _say_waiting(log: Callable[[str], None] | None) -> Callable[[HostError, float], None]:
    """What a seat says while the server is away: its first failed try, then one in 30."""
    tries = 0

    def waiting(error: HostError, delay: float) -> None:
        nonlocal tries
        tries += 1
        if log is not None and (tries == 1 or tries % 30 == 0):
            log(f"the server is away ({error}); trying again every {MOST_DELAY:g} s at most")
    return waiting


async def _first_hello(client: HostClient, code: str, token: str | None, patience: float,
                       log: Callable[[str], None] | None) -> WelcomeFields:
    """The welcome of the seat's first connection: with ``token`` (kept from an earlier run;
    the code if the game no longer knows it), else with the code.

    A server away is tried again with backoff: for ``patience`` seconds once it answered (or a
    kept token says the seat was there), for :data:`FIRST_CONTACT` at most before (a wrong
    address fails soon). A connection cut before the welcome is said again with the code."""
    waiting = _say_waiting(log)
    loop = asyncio.get_running_loop()
    start = loop.time()
    reached = token is not None
    for delay in backoff_delays(most=MOST_DELAY):
        try:
            if token is not None:
                try:
                    return await client.hello(token=token)
                except HostError as error:
                    if error.code != "bad_token":
                        raise
                    if log is not None:
                        log("the kept reconnect token is not the game's any more: joining "
                            "with the code")
                    token = None
                    await client.close()
            return await client.hello(code=code)
        except HostError as error:
            await client.close()
            reached = reached or error.code == "closed"
            wait = patience if reached else min(patience, FIRST_CONTACT)
            if error.code not in AWAY or loop.time() + delay > start + wait:
                raise
            waiting(error, delay)
        await asyncio.sleep(delay)
    raise AssertionError("backoff_delays never ends")  # pragma: no cover


async def play_seat(url: str, code: str, level: str, *,
                    ssl_context: ssl.SSLContext | None = None,
                    log: Callable[[str], None] | None = None,
                    token: str | None = None,
                    joined: Callable[[WelcomeFields], None] | None = None,
                    patience: float = DEFAULT_PATIENCE) -> HostView:
    """Join with ``code`` (or ``token``, a reconnect token kept from an earlier run) and play
    the seat with a computer of ``level`` until the game is over; returns the last view.

    ``joined`` hears each ``welcome`` (the reconnect token in it, to keep). The server may go
    away for ``patience`` seconds at a time. Raises HostError (refused, unreachable at the
    first try, away for longer than ``patience``)."""
    player = make_player(level)
    client = HostClient(url, ssl_context)
    welcome = await _first_hello(client, code, token, patience, log)
    seat, game_id = welcome["seat"], welcome["game"]
    if seat is None:
        await client.close()
        raise HostError("the code is a spectators' code, not a seat's", "not_a_seat")
    if joined is not None:
        joined(welcome)
    played_turn = -1
    try:
        while True:
            try:
                view = await client.next_view()
                if view["over"]:
                    return view
                if view["lobby"]:
                    continue  # the game waits for its people: nothing to play yet
                own = view["own"]
                turn = view["turn"]
                if own is None or own["confirmed"] or turn == played_turn:
                    continue
                try:
                    seat_view = seat_view_of(view)
                except ViewError as error:
                    raise HostError(f"the server sent a view that cannot be read: {error}",
                                    "bad_view") from None
                actions = await asyncio.to_thread(player.decide, seat_view,
                                                  turn_rng(game_id, seat, turn))
                await client.send("play", turn=turn, actions=format_turn(actions))
                played_turn = turn
            except HostError as error:
                if error.code == "not_started":
                    played_turn = -1  # the start's view is on its way
                    continue
                if error.code in PASSING:
                    continue  # a view of the turn in progress is on its way
                if error.code != "closed":
                    raise
                if log is not None:
                    log(f"connection lost ({error}); reconnecting")
                welcome = await client.reconnect(
                    None, patience=patience, most_delay=MOST_DELAY, waiting=_say_waiting(log))
                if joined is not None:
                    joined(welcome)
                played_turn = -1  # the turn may have been lost with the connection
    finally:
        await client.close()


__all__ = ["DEFAULT_PATIENCE", "FIRST_CONTACT", "play_seat", "turn_rng"]
