"""A whole game: setup, the turns of every player, turn resolution and the end of the game."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.cards import Card, SoloCard
from welcome_desktop.rules.deals import (
    DeckError,
    ExpertDealer,
    SoloDealer,
    StandardDealer,
    check_expert_order,
    check_solo_order,
    check_standard_deals,
)
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import PLANS, Plan, plan_deck
from welcome_desktop.rules.scoring import Breakdown, TieBreak, rank_players, score_players
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.tables import REFUSAL_BOXES
from welcome_desktop.rules.themes import (
    BASE,
    BONUS_CROSSED,
    BONUS_OPEN,
    BONUS_WON,
    ICE_CREAM,
    SHEET_KINDS,
)
from welcome_desktop.rules.turn import PlanCard, PlayerTurn, TurnContext
from welcome_desktop.rules.turn_editor import without_last

MAX_NAME = 40
SEED_LIMIT = 2**63
END_REASONS = ("refusals", "plans", "houses", "deck")


#: The end-of-game reasons one sheet can meet on its own (ruling 13 a–c), in record order.
SHEET_END_REASONS = ("refusals", "plans", "houses")


def sheet_end_reasons(sheet: Sheet) -> tuple[str, ...]:
    """The reasons of ``SHEET_END_REASONS`` that ``sheet`` meets: its third refusal, all three
    plans claimed, no empty house. Any of them ends the game when the turn is over."""
    met = (sheet.refusals >= REFUSAL_BOXES, all(sheet.plan_claimed), sheet.empty_houses() == 0)
    return tuple(reason for reason, yes in zip(SHEET_END_REASONS, met, strict=True) if yes)


def receiver(seat: int, player_count: int) -> int:
    """Expert: the seat ``seat`` passes the third card of its hand to (the previous seat)."""
    return (seat - 1) % player_count


def passer(seat: int, player_count: int) -> int:
    """Expert: the seat that passes ``seat`` the card it holds (whose receiver it is)."""
    return (seat + 1) % player_count


def players_refusal(mode: Mode, seats: str) -> str:
    """Why a game of ``mode`` cannot seat that many (``seats``: "players" or "seats"), in
    English, from :attr:`Mode.players`."""
    low, high = mode.players.start, mode.players.stop - 1
    if low == high:
        return f"a {mode.value} game has exactly one {seats.removesuffix('s')}"
    if mode is Mode.EXPERT:
        return f"an expert game needs {low} to {high} {seats}"
    return f"a game has {low} to {high} {seats}"


class SetupError(ValueError):
    """A setup the game cannot start from; the message says why."""


@dataclass(frozen=True, slots=True)
class DeckOrder:
    """An explicit order of cards instead of a seed (records of games dealt elsewhere).

    Standard: ``deals``, each three stacks of 27. Solo: ``order``, 82 items with the Solo card.
    Expert: ``order``, the first deck, and ``new_decks``, every later deck in order.
    """

    deals: tuple[tuple[tuple[Card, ...], ...], ...] = ()
    order: tuple[Card | SoloCard, ...] = ()
    new_decks: tuple[tuple[Card, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything that defines a game before its first action."""

    mode: Mode
    advanced: bool
    players: tuple[str, ...]
    seed: int | None = None
    plans: tuple[str, ...] | None = None  # three plan ids; check() says so when not
    deck: DeckOrder | None = None
    sheet: str = BASE
    """The score sheet every player uses: base or a theme (docs/themes.md)."""

    def check(self) -> None:
        """Raise SetupError with a clear message when the setup cannot be played."""
        n = len(self.players)
        if self.sheet not in SHEET_KINDS:
            raise SetupError("the sheet is one of " + ", ".join(SHEET_KINDS))
        if n not in self.mode.players:
            raise SetupError(players_refusal(self.mode, "players"))
        if not all(isinstance(name, str) and 0 < len(name) <= MAX_NAME for name in self.players):
            raise SetupError(f"each player needs a name of 1 to {MAX_NAME} characters")
        if self.seed is None and self.deck is None:
            raise SetupError("a game needs a seed or an explicit deck")
        if self.seed is not None and not 0 <= self.seed < SEED_LIMIT:
            raise SetupError("the seed is a whole number from 0 to 2^63-1")
        if self.seed is None and self.plans is None:
            raise SetupError("a game dealt from an explicit deck needs its three plans")
        if self.deck is not None:
            try:
                if self.mode is Mode.STANDARD:
                    check_standard_deals(self.deck.deals)
                elif self.mode is Mode.SOLO:
                    check_solo_order(self.deck.order)
                else:
                    cards = [c for c in self.deck.order if not isinstance(c, str)]
                    if len(cards) != len(self.deck.order):
                        raise DeckError("the Solo card is not part of an expert game")
                    check_expert_order(cards)
            except DeckError as error:
                raise SetupError(str(error)) from None
        if self.plans is not None:
            if len(self.plans) != 3:
                raise SetupError("a game has three plans, n°1, n°2 and n°3")
            for number, pid in enumerate(self.plans, start=1):
                plan = PLANS.get(pid)
                if plan is None:
                    raise SetupError(f"there is no plan {pid!r}")
                if plan.deck != number:
                    raise SetupError(f"plan {pid} is not a plan n°{number}")
                if plan.sheet != (self.sheet if number == 3 else BASE):
                    raise SetupError(f"plan {pid} is not a plan n°3 of the {self.sheet} sheet")
                if plan.advanced and not self.advanced:
                    raise SetupError(f"plan {pid} belongs to the advanced variant")


@dataclass(slots=True)
class TurnRecord:
    """What happened in one resolved turn."""

    offers: list[tuple[Card, ...]]
    actions: list[tuple[Action, ...]]
    first_claims: list[str] = field(default_factory=list)
    reshuffle: bool = False


class Game:
    """A game in progress. Players act through :meth:`apply` and :meth:`confirm`.

    In a turn every player plays against the same offer (standard) or their own hand (solo,
    expert). When the last player confirms, the turn is resolved: plans first claimed are
    approved, a reshuffle is served, expert cards are discarded and passed, and the end of the
    game is checked (ruling 13).
    """

    def __init__(self, setup: Setup) -> None:
        setup.check()
        self.setup = setup
        self.mode = setup.mode
        self.advanced = setup.advanced
        rng = random.Random(setup.seed) if setup.seed is not None else None
        # The plans are drawn from the seed even when given, so that writing the drawn plans
        # into a record does not change the cards the seed deals.
        drawn = tuple(rng.choice(plan_deck(n, self.advanced, setup.sheet)).id
                      for n in (1, 2, 3)) if rng else ()
        chosen = setup.plans or drawn
        plan_ids = (chosen[0], chosen[1], chosen[2])
        self.plans: tuple[Plan, Plan, Plan] = (
            PLANS[plan_ids[0]], PLANS[plan_ids[1]], PLANS[plan_ids[2]])
        self.approved = [False, False, False]
        self._plan_cards: tuple[tuple[bool, ...], tuple[PlanCard, PlanCard, PlanCard]] | None = None
        self.sheets = [Sheet(plan_ids, setup.sheet) for _ in setup.players]
        deck = setup.deck or DeckOrder()
        self._standard: StandardDealer | None = None
        self._solo: SoloDealer | None = None
        self._expert: ExpertDealer | None = None
        if self.mode is Mode.STANDARD:
            self._standard = StandardDealer(rng, deck.deals)
        elif self.mode is Mode.SOLO:
            self._solo = SoloDealer(rng, deck.order)
        else:
            order = [c for c in deck.order if not isinstance(c, str)]
            self._expert = ExpertDealer(rng, order, deck.new_decks)
        self._incoming: list[Card | None] = [None] * self.player_count
        self.turn_number = 0
        self.history: list[TurnRecord] = []
        self.end_reasons: list[str] = []
        self.turns: list[PlayerTurn] = []
        self.confirmed: list[bool] = []
        self._start_turn(reshuffle=False, first=True)

    # ----------------------------------------------------------------- state

    @property
    def player_count(self) -> int:
        return len(self.setup.players)

    @property
    def over(self) -> bool:
        return bool(self.end_reasons)

    def plan_cards(self) -> tuple[PlanCard, PlanCard, PlanCard]:
        """The plan cards as they stand (made again only when an approval changed)."""
        key = tuple(self.approved)
        cached = self._plan_cards
        if cached is None or cached[0] != key:
            first, second, third = (PlanCard(p, a) for p, a in zip(self.plans, key,
                                                                    strict=True))
            cached = self._plan_cards = (key, (first, second, third))
        return cached[1]

    def offer(self, player: int) -> tuple[Card, ...]:
        """The combinations (standard) or hand (solo, expert) of ``player`` this turn."""
        return self.turns[player].context.offer

    def turn(self, player: int) -> PlayerTurn:
        """The turn in progress of ``player`` (its sheet is their live sheet)."""
        self._check_player(player)
        return self.turns[player]

    def live_sheet(self, player: int) -> Sheet:
        """The sheet of ``player`` with this turn's actions so far."""
        return self.turns[player].sheet if self.turns else self.sheets[player]

    def cards_remaining(self) -> int:
        """Cards left to draw: under each stack's top (standard), in the pile (solo, expert)."""
        if self._standard is not None:
            return self._standard.remaining
        if self._solo is not None:
            return self._solo.remaining
        assert self._expert is not None
        return len(self._expert.deck)

    def solo_pile_top(self) -> Card | SoloCard | None:
        """Solo: the card on top of the draw pile, whose effect side is public (the pile lies
        effect side up); None when the pile is empty and outside solo."""
        return self._solo.top() if self._solo is not None else None

    def passed_cards(self) -> tuple[Card | None, ...]:
        """Expert: per seat, the card passed to it for this turn, whose effect side is public
        (it travels effect side up); None on the first turn, after the passer's refusal and
        outside expert."""
        if self._expert is None or self.turn_number == 0:
            return (None,) * self.player_count
        return tuple(self._incoming)

    def passer_of(self, player: int) -> int | None:
        """Expert: the seat that passed ``player`` the card it holds this turn (cards travel to
        the previous seat), or None when no card was passed to it."""
        if self.passed_cards()[player] is None:
            return None
        return passer(player, self.player_count)

    def breakdowns(self) -> list[Breakdown]:
        """Every player's breakdown of the sheets as of the last resolved turn."""
        return score_players(self.sheets)

    def ranking(self) -> tuple[list[list[int]], list[TieBreak]]:
        return rank_players(self.breakdowns())

    # ----------------------------------------------------------------- acting

    def _check_player(self, player: int) -> None:
        if not 0 <= player < self.player_count:
            raise IllegalAction("no_such_player", player=player)

    def apply(self, player: int, action: Action) -> None:
        """Apply one action of ``player``'s turn, or raise IllegalAction and change nothing."""
        if self.over:
            raise IllegalAction("game_over")
        self._check_player(player)
        if self.confirmed[player]:
            raise IllegalAction("turn_over")
        self.turns[player].apply(action)

    def undo(self, player: int) -> Action | None:
        """Take back ``player``'s last action of this turn; None when there is none."""
        self._check_player(player)
        turn = self.turns[player]
        if self.over or self.confirmed[player] or not turn.actions:
            return None
        last = turn.actions[-1]
        self.turns[player] = without_last(turn)
        return last

    def confirm(self, player: int) -> bool:
        """End ``player``'s turn; returns True when this resolved the whole turn."""
        if self.over:
            raise IllegalAction("game_over")
        self._check_player(player)
        if self.confirmed[player]:
            raise IllegalAction("turn_over")
        self.turns[player].check_complete()
        self.confirmed[player] = True
        if all(self.confirmed):
            self._resolve()
            return True
        return False

    def play_turn(self, player: int, actions: Sequence[Action]) -> bool:
        """Apply a whole turn of ``player`` and confirm it (replays, computer players)."""
        for action in actions:
            self.apply(player, action)
        return self.confirm(player)

    # ----------------------------------------------------------------- turn cycle

    def _start_turn(self, reshuffle: bool, first: bool = False) -> None:
        n = self.player_count
        offers: list[tuple[Card, ...]]
        if self._standard is not None:
            offer = self._standard.next_offer(reshuffle)
            offers = [offer] * n
        elif self._solo is not None:
            hand, solo_now = self._solo.draw_hand()
            if solo_now:
                self.approved = [True, True, True]
            offers = [tuple(hand)]
        else:
            dealer = self._expert
            assert dealer is not None
            if reshuffle:
                dealer.reshuffle()
            hands: list[list[Card]] = []
            for player in range(n):
                passed = self._incoming[player]
                hand = [] if passed is None or first else [passed]
                while len(hand) < 3:
                    hand.append(dealer.draw())
                hands.append(hand)
            offers = [tuple(hand) for hand in hands]
        cards = self.plan_cards()
        self.turns = [
            PlayerTurn(self.sheets[p], TurnContext(self.mode, self.advanced, offers[p], cards))
            for p in range(n)
        ]
        self.confirmed = [False] * n

    def _resolve(self) -> None:
        turns = self.turns
        record = TurnRecord([t.context.offer for t in turns], [tuple(t.actions) for t in turns])
        for p, turn in enumerate(turns):
            self.sheets[p] = turn.sheet
            for pid in turn.claimed:
                self.approved[self.sheets[p].plan_ids.index(pid)] = True
            for pid in turn.first_claims:
                if pid not in record.first_claims:
                    record.first_claims.append(pid)
        record.reshuffle = any(t.reshuffle for t in turns)
        if self.setup.sheet == ICE_CREAM:
            self._cross_bonuses()
        if self._expert is not None:
            self._pass_cards()
        self.history.append(record)
        self.turn_number += 1
        met = {reason for sheet in self.sheets for reason in sheet_end_reasons(sheet)}
        reasons = [reason for reason in SHEET_END_REASONS if reason in met]
        if self._solo is not None and not self._solo.can_supply():
            reasons.append("deck")
        if reasons:
            self.end_reasons = reasons
            return
        self._start_turn(record.reshuffle)

    def _cross_bonuses(self) -> None:
        """A street bonus circled by anyone is crossed wherever it is still open (all who
        reached it in the same turn keep it)."""
        for street in (0, 1, 2):
            if any(sheet.bonus[street] == BONUS_WON for sheet in self.sheets):
                for sheet in self.sheets:
                    if sheet.bonus[street] == BONUS_OPEN:
                        sheet.bonus[street] = BONUS_CROSSED

    def _pass_cards(self) -> None:
        dealer = self._expert
        assert dealer is not None
        n = self.player_count
        incoming: list[Card | None] = [None] * n
        for p, turn in enumerate(self.turns):
            hand = turn.context.offer
            if turn.refused or turn.choice is None or turn.choice.effect_card is None:
                dealer.discard.extend(hand)
                continue
            used = (turn.choice.number_card, turn.choice.effect_card)
            dealer.discard.append(hand[used[0]])
            dealer.discard.append(hand[used[1]])
            third = next(i for i in range(len(hand)) if i not in used)
            incoming[receiver(p, n)] = hand[third]
        self._incoming = incoming


def replay(setup: Setup, log: Sequence[Sequence[Sequence[Action]]]) -> Game:
    """Replay a game from its setup and its log (per turn, per player, the actions).

    Raises :class:`ReplayError` naming the first illegal action.
    """
    game = Game(setup)
    for t, turn in enumerate(log):
        if game.over:
            raise ReplayError(t, 0, -1, IllegalAction("game_over"))
        if len(turn) != game.player_count:
            raise ReplayError(t, 0, -1, IllegalAction("no_such_player", player=len(turn)))
        for p, actions in enumerate(turn):
            for i, action in enumerate(actions):
                try:
                    game.apply(p, action)
                except IllegalAction as error:
                    raise ReplayError(t, p, i, error) from None
            try:
                game.confirm(p)
            except IllegalAction as error:
                raise ReplayError(t, p, len(actions), error) from None
            except DeckError as deck_error:  # a name of its own: compiled code types each name
                raise ReplayError(t, p, len(actions),
                                  IllegalAction("record_deck", why=str(deck_error))) from None
    return game


class ReplayError(Exception):
    """The first illegal action of a log: turn, player, action index and the rule broken."""

    def __init__(self, turn: int, player: int, index: int, error: IllegalAction) -> None:
        self.turn = turn
        self.player = player
        self.index = index
        self.error = error
        super().__init__(
            f"turn {turn + 1}, player {player + 1}, action {index + 1}: {error} "
            f"(ruling {error.ruling})")
