"""Two connections on one seat (a phone woken up while the host still holds its dead socket,
the same page opened in another tab): the later takes the seat over, the earlier is closed
saying so, and once the later leaves too the seat is away for everyone. Real sockets on
127.0.0.1."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.network.wire import create_game, join_all, live_server, wait_view
from welcome_desktop.network.client.host_client import HostClient, HostError


def test_the_later_connection_takes_the_seat_over_and_its_leaving_is_seen(
        tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            _, created = await create_game(url, ["person", "person"])
            anna, ben = await join_all(url, created["codes"])
            later = HostClient(url)
            await later.hello(token=anna.token)  # Anna's seat on another device
            await later.next_view(timeout=10)
            with pytest.raises(HostError, match="reconnected elsewhere"):
                await wait_view(anna, lambda view: False)
            await later.close()
            seen = await wait_view(ben, lambda view: not view["seats"][0]["present"])
            assert seen["seats"][1]["present"]

    asyncio.run(scenario())
