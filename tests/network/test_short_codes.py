"""Short join codes: twelve characters a person reads out and types, found on the server by
the code alone, over real sockets on the loopback; the long codes of games created before
them still let their seats in."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest

from tests.network.wire import create_game, live_server
from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.host.seat_state import CODE_ALPHABET, normal_code

#: What a person reads out: three groups of four, dashes between.
SHORT = re.compile(rf"[{CODE_ALPHABET}]{{4}}-[{CODE_ALPHABET}]{{4}}-[{CODE_ALPHABET}]{{4}}")


def typed(code: str) -> str:
    """The code as someone types it: lowercase, no dashes, a space in the middle."""
    plain = code.replace("-", "").lower()
    return f"{plain[:6]} {plain[6:]}"


def test_a_seat_joins_with_its_twelve_characters_alone_typed_any_way(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            creator, created = await create_game(url, ["person", "person", "greedy"])
            other, _ = await create_game(url, ["person", "person"])
            codes = created["codes"]
            assert codes[2] is None
            for code in (*codes[:2], created["spectators"]):
                assert SHORT.fullmatch(code), code
                assert len(code.replace("-", "")) <= 12
                assert not set(code) & set("01OILUV")
            first, second = HostClient(url), HostClient(url)
            welcome = await first.hello(code=typed(codes[0]))
            assert (welcome["game"], welcome["seat"]) == (created["game"], 0)
            welcome = await second.hello(code=codes[1].lower())
            assert (welcome["game"], welcome["seat"]) == (created["game"], 1)
            # A spent code alone says the seat is taken (not that no game has it).
            again = HostClient(url)
            with pytest.raises(HostError) as taken:
                await again.hello(code=codes[0])
            assert taken.value.code == "seat_taken"
            watcher = HostClient(url)
            assert (await watcher.hello(code=created["spectators"]))["seat"] is None
            for client in (first, second, again, watcher, creator, other):
                await client.close()

    asyncio.run(scenario())


def test_a_wrong_short_code_finds_no_game_and_the_long_form_still_works(
        tmp_path: Path) -> None:
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            creator, created = await create_game(url, ["person", "person"])
            code = created["codes"][0]
            wrong = code[:-1] + ("A" if code[-1] != "A" else "B")
            for guess in (wrong, "x" * 150, "ABCD-EFGH", f"{created['game']}.{wrong}"):
                client = HostClient(url)
                with pytest.raises(HostError) as refused:
                    await client.hello(code=guess)
                assert refused.value.code == "bad_code"
                await client.close()
            seat = HostClient(url)
            welcome = await seat.hello(code=f"{created['game']}.{code}")
            assert welcome["seat"] == 0
            await seat.close()
            await creator.close()

    asyncio.run(scenario())


def test_short_codes_find_their_games_after_a_restart_and_old_long_codes_still_join(
        tmp_path: Path) -> None:
    """A game whose host file holds codes of the old length (eight characters) resumes; its
    seats join with ``<game id>.ABCD-EFGH`` as before; a new game's codes alone find it after
    the restart."""
    async def make() -> tuple[dict[str, object], dict[str, object]]:
        async with live_server(tmp_path) as (_, url):
            old_creator, old = await create_game(url, ["person", "person"])
            new_creator, new = await create_game(url, ["person", "person"])
            await old_creator.close()
            await new_creator.close()
        return old, new

    old, new = asyncio.run(make())
    secrets_path = tmp_path / "games" / f"{old['game']}.secrets.json"
    kept = json.loads(secrets_path.read_text())
    old_codes = ["K7QM-2XHP", "TW4R-9BNC"]
    for seat, code in zip(kept["seats"], old_codes, strict=True):
        seat["code"] = code
    kept["spectators"] = "PAK5-92JJ"
    secrets_path.write_text(json.dumps(kept))

    async def resume() -> None:
        async with live_server(tmp_path) as (server, url):
            assert not server.lines, server.lines
            seat = HostClient(url)
            welcome = await seat.hello(code=f"{old['game']}.k7qm2xhp")
            assert (welcome["game"], welcome["seat"]) == (old["game"], 0)
            alone = HostClient(url)
            with pytest.raises(HostError) as refused:  # an old code needs its game id
                await alone.hello(code=old_codes[1])
            assert refused.value.code == "bad_code"
            codes = new["codes"]
            assert isinstance(codes, list)
            fresh = HostClient(url)
            welcome = await fresh.hello(code=normal_code(typed(codes[1])))
            assert (welcome["game"], welcome["seat"]) == (new["game"], 1)
            for client in (seat, alone, fresh):
                await client.close()

    asyncio.run(resume())
