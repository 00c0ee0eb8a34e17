"""The host's "allow hints" option: the views say it (never to a spectator), it survives a
resumed session, and a ``create`` over a real socket sets it."""

from __future__ import annotations

import asyncio

from welcome_desktop.network.client.host_client import HostClient
from welcome_desktop.network.host.session import HostSession
from welcome_desktop.network.server.game_server import GameServer, ServerOptions
from welcome_desktop.records.savefile import PERSON
from welcome_desktop.rules import Mode, Setup

SETUP = Setup(Mode.STANDARD, False, ("Anna", "Ben"), seed=5)


def test_the_views_say_whether_hints_are_allowed() -> None:
    allowed = HostSession.create(SETUP, [PERSON, PERSON], hints=True)
    assert allowed.view(0)["hints"] is True and allowed.view(1)["hints"] is True
    assert allowed.view(None)["hints"] is False  # a spectator has no turn to hint
    assert HostSession.create(SETUP, [PERSON, PERSON]).view(0)["hints"] is False
    resumed = HostSession.resume(allowed.save_bytes(), allowed.secrets_bytes())
    assert resumed.view(0)["hints"] is True


def test_create_over_a_socket_sets_the_option() -> None:
    async def scenario() -> tuple[bool, bool]:
        server = GameServer(ServerOptions(host="127.0.0.1", port=0), log=lambda line: None)
        _, port = await server.start()
        try:
            seen = []
            for hints in (True, False):
                creator = HostClient(f"ws://127.0.0.1:{port}", open_timeout=5.0)
                created = await creator.create(mode="standard", seats=["person", "person"],
                                               hints=hints)
                seat = HostClient(f"ws://127.0.0.1:{port}", open_timeout=5.0)
                await seat.hello(code=created["codes"][0])
                while True:
                    message = await seat.receive()
                    if message.type == "view":
                        seen.append(message.get("view")["hints"])
                        break
                await seat.close()
                await creator.close()
            return seen[0], seen[1]
        finally:
            await server.stop()

    assert asyncio.run(scenario()) == (True, False)
