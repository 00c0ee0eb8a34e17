"""The components of rules.md section 1: the 81 cards, the streets and the planned pools."""

from __future__ import annotations

from collections import Counter

import pytest

from welcome_desktop.rules import CARDS, BuildPool, Card, Choose, Effect, Write
from welcome_desktop.rules.cards import effect_from_key, is_full_deck

from .helpers import PLANNED_POOLS, STREET_SIZES, assert_illegal, make_sheet, new_turn, play

# rules.md: per number, cards of surveyor, pool, temp, bis, park, real estate.
CARD_TABLE = {
    1: (1, 0, 0, 0, 1, 1), 2: (1, 0, 0, 0, 1, 1), 3: (1, 1, 1, 1, 0, 0), 4: (0, 1, 1, 1, 1, 1),
    5: (2, 0, 0, 0, 2, 2), 6: (2, 1, 1, 1, 1, 1), 7: (1, 1, 1, 1, 2, 2), 8: (2, 1, 1, 1, 2, 2),
    9: (1, 1, 1, 1, 2, 2), 10: (2, 1, 1, 1, 1, 1), 11: (2, 0, 0, 0, 2, 2),
    12: (0, 1, 1, 1, 1, 1), 13: (1, 1, 1, 1, 0, 0), 14: (1, 0, 0, 0, 1, 1),
    15: (1, 0, 0, 0, 1, 1),
}
COLUMNS = ("surveyor", "pool", "temp", "bis", "park", "real_estate")


def test_the_81_cards_follow_the_table() -> None:
    """Each (number, effect) appears as often as rules.md says; 81 cards in all."""
    expected = Counter({Card(n, Effect(e)): count for n, counts in CARD_TABLE.items()
                        for e, count in zip(COLUMNS, counts, strict=True) if count})
    assert Counter(CARDS) == expected
    assert len(CARDS) == 81
    per_effect = Counter(c.effect.value for c in CARDS)
    assert per_effect == {"surveyor": 18, "pool": 9, "temp": 9, "bis": 9, "park": 18,
                          "real_estate": 18}


def test_full_deck_and_effect_keys() -> None:
    """A full deck is the 81 cards exactly; effect keys read back; a card prints itself."""
    assert is_full_deck(list(CARDS))
    assert not is_full_deck(list(CARDS[1:]))
    assert not is_full_deck([*CARDS[1:], CARDS[1]])
    assert {effect_from_key(k) for k in COLUMNS} == set(Effect)
    with pytest.raises(ValueError, match="unknown effect 'roundabout'"):
        effect_from_key("roundabout")
    assert str(Card(7, Effect.BIS)) == "7 bis"


@pytest.mark.parametrize("street", range(3))
def test_street_sizes(street: int) -> None:
    """Streets of 10, 11 and 12 houses: the last house exists, the next does not."""
    size = STREET_SIZES[street]
    turn = play(new_turn(make_sheet(), ((15, "park"), (1, "park"), (2, "park"))), Choose(0))
    assert_illegal(turn, Write(street, size, 15), "no_such_house",
                   f"street {street} has no house {size}")
    play(turn, Write(street, size - 1, 15))


HOUSES = [(s, h) for s in range(3) for h in range(STREET_SIZES[s])]


@pytest.mark.parametrize(("street", "house"), HOUSES)
def test_planned_pools(street: int, house: int) -> None:
    """A pool may be built exactly on the planned-pool houses of rules.md."""
    turn = play(new_turn(make_sheet(), ((7, "pool"), (1, "park"), (2, "park"))),
                Choose(0), Write(street, house, 7))
    if house in PLANNED_POOLS[street]:
        play(turn, BuildPool(street, house))
        assert turn.sheet.pool_built(street, house) and turn.sheet.pool_marks == 1
    else:
        assert turn.effect_targets() == []
        assert_illegal(turn, BuildPool(street, house), "pool_not_planned")
