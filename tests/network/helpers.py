"""Helpers for the host session's tests: sessions with every person seat joined, turns
played through intents, and what each seat receives recorded as the transport would send it."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from welcome_desktop.network.host.computer import computer_turn
from welcome_desktop.network.host.session import HostSession, IntentRefused, Member, Outcome
from welcome_desktop.players import EasyPlayer, seat_view
from welcome_desktop.records.savefile import PERSON, Seat
from welcome_desktop.rules import Game, Setup
from welcome_desktop.rules.notation import format_turn


def names(count: int) -> tuple[str, ...]:
    return tuple(f"P{i + 1}" for i in range(count))


def joined(setup: Setup, seats: Sequence[Seat] | None = None,
           **options: Any) -> tuple[HostSession, list[Member]]:
    """A new session of ``setup`` and a member per person seat (joined with its code)."""
    session = HostSession.create(setup, seats or [PERSON] * len(setup.players), **options)
    members = [session.join(code)[0] for code in session.codes().seats if code is not None]
    return session, members


def easy_turn(game: Game, seat: int, key: str) -> str:
    """A complete random legal turn of ``seat`` (from the turn's start), in notation."""
    return format_turn(EasyPlayer().decide(seat_view(game, seat), random.Random(key)))


def play_intent(session: HostSession, line: str) -> dict[str, Any]:
    return {"type": "play", "turn": session.turn, "actions": line}


def run_computers(session: HostSession) -> Outcome:
    """Play the computer seats pending in this turn (as a server does, on the same thread)."""
    outcome = Outcome()
    turn = session.turn
    while session.pending_computer_seats() and session.turn == turn:
        job = session.computer_job(session.pending_computer_seats()[0])
        outcome |= session.apply_computer_turn(job, computer_turn(job))
    return outcome


def play_opening(session: HostSession, members: Sequence[Member], turns: int) -> None:
    """``turns`` whole turns with random legal turns for the person seats."""
    for _ in range(turns):
        if session.over:
            return
        turn = session.turn
        for member in members:
            assert member.seat is not None
            line = easy_turn(session.game, member.seat, f"opening/{turn}/{member.seat}")
            session.handle(member, play_intent(session, line))
        run_computers(session)


@dataclass
class Table:
    """A session and what each watcher (a seat, or None for a spectator) has received: its
    view each time an outcome concerns it, and the refusals of its own intents."""

    session: HostSession
    members: list[Member]
    watchers: tuple[int | None, ...]
    received: dict[int | None, list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for watcher in self.watchers:
            self.received[watcher] = [self.message(watcher)]

    def message(self, watcher: int | None) -> str:
        return json.dumps(self.session.view(watcher), sort_keys=True)

    def send(self, seat: int, intent: object) -> Outcome | IntentRefused:
        """One intent of ``seat``; every watcher the outcome concerns gets its new view."""
        try:
            outcome = self.session.handle(self.members[seat], intent)
        except IntentRefused as refusal:
            if seat in self.received:
                self.received[seat].append("refused " + refusal.code)
            return refusal
        for watcher in self.watchers:
            if outcome.public or watcher in outcome.seats:
                self.received[watcher].append(self.message(watcher))
        return outcome


def step_intent(view: dict[str, Any], turn: int, rng: random.Random) -> dict[str, Any]:
    """A random step of a seat in its turn in progress, from its view: one of its legal
    targets, undo or redo (or a wrong target now and then)."""
    own = view["own"]
    legal: list[str] = []
    if own is not None:
        legal = [p["choose"] for p in own["placements"]] + own["writes"] + own["trucks"] \
            + own["effects"] + own["claims"] + own["roundabouts"][:3]
        if own["refusal_forced"]:
            legal.append("X")
    roll = rng.random()
    if roll < 0.15:
        return {"type": "undo", "turn": turn}
    if roll < 0.22:
        return {"type": "redo", "turn": turn}
    if roll < 0.27 or not legal:
        return {"type": "act", "turn": turn, "action": rng.choice(["S", "W0.0=1", "C2", "T"])}
    return {"type": "act", "turn": turn, "action": rng.choice(legal)}


def finish_turn(table: Table, seat: int) -> None:
    """Take back the seat's turn in progress and play a random complete turn, confirmed."""
    session = table.session
    while not isinstance(table.send(seat, {"type": "undo", "turn": session.turn}),
                         IntentRefused):
        pass
    line = easy_turn(session.game, seat, f"final/{session.turn}/{seat}")
    result = table.send(seat, play_intent(session, line))
    assert not isinstance(result, IntentRefused), result
