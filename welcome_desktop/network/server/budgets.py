"""What one address may cost the server: games it creates, wrong codes and tokens it tries.

An address is a client's IPv4 address, or its IPv6 /64 (one machine or household usually holds a
whole /64, so counting single IPv6 addresses would count nothing). Games are created from a
budget per address (a token bucket). Wrong join codes and tokens are budgeted per address and
per game: a right code or token is always checked and answered at once; only the answer to a
wrong one is held, longer as its address or its game gathers wrong tries, and the held answers
of one address (or one game) are released one at a time. A connection waits for its answer
before its next message is read, so an address (a game) gets about one more wrong try per
hold, however many connections it opens; with too many answers held already, a try is
refused before it is checked.
"""

from __future__ import annotations

import contextlib
import ipaddress
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

#: Entries an accounting keeps before it forgets the idle ones (bounded memory under floods).
_MAX_KEPT: Final = 100_000


def address_key(peer: str) -> str:
    """The unit an address is counted in: the IPv4 address, or the IPv6 /64 (an IPv4 address
    mapped into IPv6 counts as itself); anything else (a Unix socket's name) as it is."""
    try:
        address = ipaddress.ip_address(peer.split("%", 1)[0])
    except ValueError:
        return peer
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


@dataclass(frozen=True, slots=True)
class Budgets:
    """The server's budgets per address and per game (tests and benchmarks may change them)."""

    creates_burst: float = 20.0
    """Games one address may create in a row..."""
    creates_per_hour: float = 60.0
    """...and then this many an hour (a new one every minute)."""
    free_wrong_per_address: int = 3
    """Wrong codes or tokens from one address answered at once; the next ones are held..."""
    free_wrong_per_game: int = 20
    """...and wrong codes for one game (from any address) answered at once."""
    first_hold_s: float = 0.25
    """The hold of the first wrong try over a budget; it doubles with each further one..."""
    max_hold_s: float = 5.0
    """...up to this."""
    max_held: int = 32
    """Answers held at once for one address or one game; beyond, a try is refused unchecked."""
    forget_after_s: float = 600.0
    """Wrong tries are forgotten this long after an address's (a game's) last one."""


class TokenBucket:
    """A rate limit: ``rate`` tokens a second, at most ``burst`` saved up (a connection's
    messages; an address's games created)."""

    __slots__ = ("_at", "_clock", "_tokens", "burst", "rate")

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic):
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = burst
        self._at = clock()

    def tokens(self) -> float:
        """The tokens saved up now."""
        now = self._clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        return self._tokens

    def wait(self) -> float:
        """Seconds until a token may be spent (0: now; infinite when none ever comes)."""
        tokens = self.tokens()
        if tokens >= 1.0:
            return 0.0
        return math.inf if self.rate <= 0 else (1.0 - tokens) / self.rate

    def take(self) -> bool:
        """Spend one token; False when there is none (the message is refused)."""
        if self.tokens() >= 1.0:
            self._tokens -= 1.0
            return True
        return False

    def spend(self) -> None:
        """Spend one token whatever is saved up (what was allowed is done)."""
        self.tokens()
        self._tokens -= 1.0

    @property
    def full(self) -> bool:
        """Nothing spent that has not come back: the bucket may be forgotten."""
        return self.tokens() >= self.burst


class CreateBudget:
    """Games created per address: a :class:`TokenBucket` each (``creates_burst`` saved up,
    ``creates_per_hour`` more an hour)."""

    def __init__(self, budgets: Budgets, clock: Callable[[], float] = time.monotonic) -> None:
        self.budgets = budgets
        self._clock = clock
        self._buckets: dict[str, TokenBucket] = {}

    def _bucket(self, key: str) -> TokenBucket:
        bucket = self._buckets.get(key)
        if bucket is None:
            bucket = TokenBucket(self.budgets.creates_per_hour / 3600.0,
                                 self.budgets.creates_burst, self._clock)
        return bucket

    def wait(self, peer: str) -> float:
        """Seconds until ``peer`` may create a game (0: now)."""
        return self._bucket(address_key(peer)).wait()

    def spend(self, peer: str) -> None:
        """``peer`` created a game."""
        key = address_key(peer)
        if key not in self._buckets and len(self._buckets) >= _MAX_KEPT:
            self._forget_full()
        bucket = self._bucket(key)
        bucket.spend()
        self._buckets[key] = bucket

    def _forget_full(self) -> None:
        self._buckets = {key: bucket for key, bucket in self._buckets.items() if not bucket.full}
        if len(self._buckets) >= _MAX_KEPT:  # a flood of addresses: keep the half that spent most
            kept = sorted(self._buckets.items(), key=lambda item: -item[1].tokens())
            self._buckets = dict(kept[len(kept) // 2:])


@dataclass(slots=True)
class _Tally:
    """Wrong tries of one address or game: how many lately, the last one's time, the time its
    held answers are released until, and how many are held now."""

    count: int = 0
    last: float = 0.0
    free_at: float = 0.0
    held: int = 0


class WrongTries:
    """Wrong join codes and tokens per address and per game, and the holds of their answers."""

    def __init__(self, budgets: Budgets, clock: Callable[[], float] = time.monotonic) -> None:
        self.budgets = budgets
        self._clock = clock
        self._addresses: dict[str, _Tally] = {}
        self._games: dict[str, _Tally] = {}

    def _tally(self, table: dict[str, _Tally], key: str, now: float) -> _Tally:
        tally = table.get(key)
        if tally is None:
            if len(table) >= _MAX_KEPT:
                self._forget(table, now)
            tally = table[key] = _Tally()
        elif tally.count and not tally.held and \
                now - tally.last > self.budgets.forget_after_s:
            tally.count = 0
        return tally

    def _forget(self, table: dict[str, _Tally], now: float) -> None:
        forget = self.budgets.forget_after_s
        for key in [key for key, tally in table.items()
                    if not tally.held and now - tally.last > forget]:
            del table[key]
        if len(table) >= _MAX_KEPT:  # a flood of addresses: keep the ones with held answers
            for key in [key for key, tally in table.items() if not tally.held]:
                del table[key]

    def busy(self, peer: str, game_id: str | None) -> float:
        """Seconds to wait when ``peer`` (or the game a join code names) has ``max_held``
        answers held already: the try is then refused without being checked. 0: check it."""
        now = self._clock()
        waits = [0.0]
        tables = [(self._addresses, address_key(peer))]
        if game_id is not None:
            tables.append((self._games, game_id))
        for table, key in tables:
            tally = table.get(key)
            if tally is not None and tally.held >= self.budgets.max_held:
                waits.append(max(0.1, tally.free_at - now))
        return max(waits)

    def wrong(self, peer: str, game_id: str | None) -> float:
        """Count a wrong try of ``peer`` (at the game ``game_id`` when the code named one);
        returns how long its answer is held (0: answer at once)."""
        now = self._clock()
        budgets = self.budgets
        tallies = [(self._tally(self._addresses, address_key(peer), now),
                    budgets.free_wrong_per_address)]
        if game_id is not None:
            tallies.append((self._tally(self._games, game_id, now), budgets.free_wrong_per_game))
        release = now
        for tally, free in tallies:
            tally.count += 1
            tally.last = now
            over = tally.count - free
            if over > 0:
                hold = min(budgets.max_hold_s, budgets.first_hold_s * 2.0 ** min(over - 1, 30))
                release = max(release, max(now, tally.free_at) + hold)
        if release > now:
            for tally, _ in tallies:
                tally.free_at = max(tally.free_at, release)
        return release - now

    @contextlib.contextmanager
    def holding(self, peer: str, game_id: str | None) -> Iterator[None]:
        """While a wrong try's answer is held (counted against ``max_held``)."""
        now = self._clock()
        tallies = [self._tally(self._addresses, address_key(peer), now)]
        if game_id is not None:
            tallies.append(self._tally(self._games, game_id, now))
        for tally in tallies:
            tally.held += 1
        try:
            yield
        finally:
            for tally in tallies:
                tally.held -= 1

    def count(self, peer: str) -> int:
        """Wrong tries from ``peer``'s address lately."""
        tally = self._addresses.get(address_key(peer))
        return 0 if tally is None else tally.count
