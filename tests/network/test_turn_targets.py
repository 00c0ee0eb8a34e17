"""What a seat's page needs of its turn, carried by its view (network/host/turn_targets.py): whole
games played from the view's ``step``, ``targets``, ``can_skip``, ``can_refuse`` and ``score``
alone, as the page plays them. Every target offered is accepted by the host and marks the place
it names; the targets of a step are exactly its legal moves; the live score at a turn's start is
the table's score."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from tests.network.helpers import joined, names
from welcome_desktop.network.host.session import HostSession, IntentRefused, Member
from welcome_desktop.rules import Mode, Setup

PLACE_OF = {"W": "house", "F": "fence", "E": "estate", "P": "park", "O": "pool", "T": "temp",
            "B": "house", "D": "truck", "K": "plan"}


def act(session: HostSession, member: Member, action: str) -> None:
    try:
        session.handle(member, {"type": "act", "turn": session.turn, "action": action})
    except IntentRefused as refusal:  # a target the view offered must be legal
        raise AssertionError(f"{action} refused: {refusal.code}") from None


def check_places(own: dict[str, Any]) -> None:
    for target in own["targets"]:
        intent = target["intent"]
        assert target["zone"] == PLACE_OF[intent[0]], target
        numbers = [int(n) for n in re.findall(r"-?\d+", intent.split("@")[0])]
        if target["zone"] in ("house", "fence", "pool"):
            assert [target["street"], target["index"]] == numbers[:2], target
        elif target["zone"] == "park":
            assert target["street"] == numbers[0]


def bottom_cones(own: dict[str, Any], state: str) -> set[int]:
    """The bottom street's houses whose cone is in ``state`` on the view's own sheet."""
    return {house for street, house, _, shown in own["theme"]["cones"]
            if street == 2 and shown == state}


def play_seat_step(session: HostSession, member: Member, rng: random.Random) -> bool:
    """One tap of the seat's page from its view; False when its turn is confirmed."""
    seat = member.seat
    assert seat is not None
    view = session.view(seat)
    own = view["own"]
    if own is None or own["confirmed"]:
        return False
    check_places(own)
    step = own["step"]
    intents = {target["intent"] for target in own["targets"]}
    assert own["can_refuse"] == (own["refused"]["refusal"] is None)
    if step == "choose":
        assert not own["targets"] and not own["can_skip"]
        if not own["actions"]:  # the turn's start: the sheet is the table's
            assert own["score"]["total"] == view["scores"][seat]
        if own["placements"]:
            act(session, member, rng.choice(own["placements"])["choose"])
        elif own["can_refuse"]:
            act(session, member, "X")
        else:  # a roundabout makes room (advanced)
            act(session, member, own["roundabouts"][0])
    elif step == "write":
        assert intents == set(own["writes"]) and intents
        act(session, member, rng.choice(sorted(intents)))
    elif step == "effect":
        # The bottom street's truck comes first (ice cream), then the effect.
        assert intents == set(own["trucks"] or own["effects"])
        if own["trucks"]:
            assert not own["can_skip"]
            assert all("drive" in target for target in own["targets"])
        if intents and (not own["can_skip"] or rng.random() < 0.7):
            chosen = rng.choice(sorted(intents))
            act(session, member, chosen)
            if own["trucks"]:  # the drive the view announced is the one the truck made
                drive = next(t["drive"] for t in own["targets"] if t["intent"] == chosen)
                assert bottom_cones(session.view(seat)["own"], "sold") \
                    - bottom_cones(own, "sold") == set(drive["sold"])
                assert bottom_cones(session.view(seat)["own"], "lost") \
                    - bottom_cones(own, "lost") == set(drive["lost"])
        else:
            assert own["can_skip"], own
            act(session, member, "S")
    else:
        assert step == "finish"
        assert intents == {claim for claim in own["claims"]
                           if claim.split("@")[0] in {i.split("@")[0] for i in intents}}
        if intents:
            act(session, member, sorted(intents)[0])
        else:
            assert own["refused"]["confirm"] is None
            session.handle(member, {"type": "confirm", "turn": session.turn})
    return True


@pytest.mark.parametrize(("mode", "players", "sheet", "advanced"), [
    (Mode.STANDARD, 2, "base", True),
    (Mode.STANDARD, 2, "ice-cream", False),
    (Mode.SOLO, 1, "christmas", False),
    (Mode.EXPERT, 3, "easter", True),
])
def test_a_whole_game_is_played_from_the_pages_fields(mode: Mode, players: int, sheet: str,
                                                      advanced: bool) -> None:
    session, members = joined(Setup(mode, advanced, names(players), seed=44, sheet=sheet))
    rng = random.Random(44)
    steps = 0
    while not session.over:
        for member in members:
            while play_seat_step(session, member, rng):
                steps += 1
                assert steps < 20_000
    assert session.over and steps > 20
    assert all(view["own"] is None for view in (session.view(m.seat) for m in members))


def test_a_confirmed_turn_offers_nothing_and_scores_its_sheet() -> None:
    session, members = joined(Setup(Mode.STANDARD, False, names(2), seed=3))
    anna = members[0]
    own = session.view(0)["own"]
    choose = own["placements"][0]["choose"]
    act(session, anna, choose)
    own = session.view(0)["own"]
    assert own["step"] == "write" and own["targets"]
    act(session, anna, own["targets"][0]["intent"])
    own = session.view(0)["own"]
    assert own["step"] == "effect"
    if own["can_skip"]:
        act(session, anna, "S")
    elif own["targets"]:
        act(session, anna, own["targets"][0]["intent"])
    session.handle(anna, {"type": "confirm", "turn": session.turn})
    own = session.view(0)["own"]
    assert own["step"] == "wait" and own["targets"] == [] and not own["can_skip"]
    assert not own["can_refuse"]
    # The live score counts the written house's estate progress like the table will.
    assert own["score"]["total"] >= 0 and "estates" in own["score"]
