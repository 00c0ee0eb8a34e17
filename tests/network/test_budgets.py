"""What one address may cost the server: games it creates (per address, IPv6 per /64), wrong
codes and tokens (per address and per game; only the wrong ones wait)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.network.wire import create_game, live_server
from welcome_desktop.network.client.host_client import HostClient, HostError
from welcome_desktop.network.server.budgets import Budgets, CreateBudget, WrongTries, address_key


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_an_address_is_its_ipv4_address_or_its_ipv6_slash_64() -> None:
    assert address_key("127.0.0.1") != address_key("127.0.0.2")
    assert address_key("::ffff:127.0.0.1") == address_key("127.0.0.1")
    assert address_key("2001:db8::1") == address_key("2001:db8::ffff:1") == "2001:db8::/64"
    assert address_key("2001:db8:0:1::1") != address_key("2001:db8::1")
    assert address_key("fe80::1%eth0") == "fe80::/64"
    assert address_key("not an address") == "not an address"


def test_creates_are_budgeted_per_address_and_come_back_with_time() -> None:
    clock = Clock()
    budget = CreateBudget(Budgets(creates_burst=5, creates_per_hour=60), clock)
    for _ in range(5):
        assert budget.wait("2001:db8::1") == 0
        budget.spend("2001:db8::1")
    assert budget.wait("2001:db8::2") == pytest.approx(60)  # the same /64
    assert budget.wait("2001:db8:0:1::1") == 0
    clock.now += 30
    assert budget.wait("2001:db8::1") == pytest.approx(30)
    clock.now += 30
    assert budget.wait("2001:db8::1") == 0


def test_six_hundred_creates_from_one_address_are_refused_in_part_while_another_address_creates(
        ) -> None:
    async def scenario() -> tuple[int, list[HostError], dict[str, object]]:
        async with live_server(None) as (_, url):
            created, refusals = 0, []
            for _ in range(600):
                client = HostClient(url, local_host="127.0.0.1")
                try:
                    await client.create(mode="solo", seats=["person"])
                    created += 1
                except HostError as refusal:
                    refusals.append(refusal)
                finally:
                    await client.close()
            other = HostClient(url, local_host="127.0.0.2")
            fields = await other.create(mode="solo", seats=["person"])
            await other.close()
            return created, refusals, fields

    created, refusals, fields = asyncio.run(scenario())
    assert Budgets().creates_burst <= created < 600
    assert len(refusals) == 600 - created
    assert {refusal.code for refusal in refusals} == {"rate_limited"}
    assert "the next one in" in str(refusals[-1])
    assert fields["game"]


def test_a_game_of_computers_alone_is_refused(tmp_path: Path) -> None:
    async def scenario() -> HostError:
        async with live_server(tmp_path) as (server, url):
            with pytest.raises(HostError) as refused:
                await create_game(url, ["strong"] * 12)
            assert server.registry.games == {}
            return refused.value

    refusal = asyncio.run(scenario())
    assert refusal.code == "bad_game"
    assert "at least one person seat" in str(refusal)


def test_wrong_tries_are_budgeted_per_game_across_addresses() -> None:
    clock = Clock()
    tries = WrongTries(Budgets(free_wrong_per_address=10, free_wrong_per_game=2,
                               first_hold_s=1, max_hold_s=4), clock)
    assert tries.wrong("127.0.0.1", "game1") == 0
    assert tries.wrong("127.0.0.1", "game1") == 0
    # A third wrong code for the same game, from another address, is held...
    assert tries.wrong("127.0.0.2", "game1") == 1
    # ...and the next one after it (the game's answers go out one at a time).
    assert tries.wrong("127.0.0.3", "game1") == 1 + 2
    # Another game, a token (no game counted): answered at once.
    assert tries.wrong("127.0.0.2", "game2") == 0
    assert tries.wrong("127.0.0.2", None) == 0
    clock.now += 601  # forgotten after ten minutes without a wrong try
    assert tries.wrong("127.0.0.4", "game1") == 0


def test_too_many_held_answers_refuse_a_try_before_it_is_checked() -> None:
    clock = Clock()
    tries = WrongTries(Budgets(free_wrong_per_address=0, max_held=2), clock)
    with tries.holding("127.0.0.1", None), tries.holding("127.0.0.1", None):
        assert tries.wrong("127.0.0.1", None) > 0
        assert tries.busy("127.0.0.1", None) > 0
        assert tries.busy("127.0.0.2", None) == 0
    assert tries.busy("127.0.0.1", None) == 0


def test_a_rightful_token_after_wrong_guesses_from_the_same_address_answers_at_once(
        tmp_path: Path) -> None:
    """Eight wrong tokens from an address (default budgets): the ninth's answer is held some
    seconds; meanwhile the seat's rightful token, from the same address, is answered."""
    async def scenario() -> None:
        async with live_server(tmp_path) as (_, url):
            _, created = await create_game(url, ["person"], mode="solo")
            player = HostClient(url)
            welcome = await player.hello(code=created["codes"][0])
            token = welcome["token"]
            await player.close()
            wrong = f"{created['game']}.not-the-token"
            for _ in range(8):
                guesser = HostClient(url)
                with pytest.raises(HostError, match="token"):
                    await guesser.hello(token=wrong)
                await guesser.close()
            held = HostClient(url)
            await held._open()
            await held.send("hello", token=wrong)
            await asyncio.sleep(0.2)  # the wrong try is in (and held) before the right one
            rightful = HostClient(url)
            answer = await rightful.hello(token=token)
            assert answer["seat"] == 0
            # The wrong try sent first is still waiting for its answer.
            with pytest.raises(TimeoutError):
                await held.receive(timeout=0.1)
            message = await held.receive(timeout=30)
            assert message.type == "error" and message.fields["code"] == "bad_token"
            await held.close()
            await rightful.close()

    asyncio.run(scenario())


def test_a_flood_of_addresses_keeps_the_create_budget_bounded_and_the_busy_address_spent(
        ) -> None:
    """Creates from more addresses than the budget keeps: the full buckets are forgotten first,
    then the half that spent least; an address that spent its whole burst is still held."""
    from welcome_desktop.network.server import budgets as budgets_module

    clock = Clock()
    budget = CreateBudget(Budgets(creates_burst=3, creates_per_hour=60), clock)
    for _ in range(3):
        budget.spend("192.0.2.1")
    limit = budgets_module._MAX_KEPT
    for index in range(limit + 10):
        budget.spend(f"10.{index // 65536}.{index // 256 % 256}.{index % 256}")
    assert len(budget._buckets) <= limit
    assert budget.wait("192.0.2.1") > 0  # the busy address has not been forgotten
