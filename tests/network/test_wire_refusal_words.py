"""A rule's refusal travels as the rule's code and parameters, beside the English sentence
(kept for the command line and older clients), so that each seat words it in its own
language. A live server on 127.0.0.1 (port 0), real sockets."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from tests.network.wire import create_game, join_all, live_server, plain_placement
from welcome_desktop.network.client.host_client import HostClient
from welcome_desktop.rules.errors import MESSAGES


async def refusal(client: HostClient, type_: str, **fields: Any) -> dict[str, Any]:
    """Send an intent; the error the server answers it with."""
    await client.intent(type_, **fields)
    async with asyncio.timeout(10):
        while True:
            message = await client.receive()
            if message.type == "error":
                return dict(message.fields)


def test_a_rules_refusal_carries_its_code_and_parameters(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            creator, created = await create_game(url, ["person", "person"])
            first, second = await join_all(url, created["codes"])
            assert first.view is not None
            choose, write = plain_placement(first.view)
            number = int(write.split("=")[1])
            await first.intent("act", action=choose)
            # The chosen number written as another: the rule names the chosen number (the
            # temp agency's rule when the sheet has a temp box left).
            street_house = write.split("=")[0]
            error = await refusal(first, "act", action=f"{street_house}={(number + 5) % 18}")
            code, params = error["code"], error["params"]
            assert code in ("number_not_on_offer", "temp_range"), code
            assert params == {"number": number}
            assert MESSAGES[code][1].format(**params) == error["message"]
            # A refusal without values carries its code and empty parameters.
            error = await refusal(second, "act", action="W0.0=3")
            assert error["code"] in MESSAGES and error["params"] == {}
            assert MESSAGES[error["code"]][1] == error["message"]
            # The host's own refusals (not a rule's) carry no parameters.
            await first.send("act", turn=99, action=choose)
            async with asyncio.timeout(10):
                while (message := await first.receive()).type != "error":
                    pass
            assert message.fields["code"] == "stale_turn" and "params" not in message.fields
            for client in (first, second, creator):
                await client.close()

    asyncio.run(scenario())
