"""A joined seat's table: the game as the host last showed it, and a mirror of the seat's own
turn that answers every click at once (docs/network-window.md, sections 1 and 2).

:class:`RemoteTable` satisfies ``app.play.table.Table``, so the controller and the widgets
play a joined seat exactly as a local game. Its own turn is a ``PlayerTurn`` built from the
seat's view (its sheet and context, as the computer players build theirs), on which the rules
decide at once; each act is then sent to the host with ``send``. The host's views are the
truth: :meth:`RemoteTable.update` keeps the mirror while the host is catching up with the
intents in flight and rebuilds it from the view otherwise. A spectator's table (the view of
the spectators' code: ``seat`` null) shows the public table from the first seat's side and
refuses every act: :attr:`RemoteTable.watching`. No Qt here.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from welcome_desktop.network.client.remote_view import (
    ViewError,
    cards_of,
    effect_of,
    pile_top_of,
    seat_view_of,
)
from welcome_desktop.network.protocol.messages import IntentFields
from welcome_desktop.network.protocol.view_model import HostView
from welcome_desktop.players import LEVELS, Level
from welcome_desktop.players.view import SeatView
from welcome_desktop.rules.actions import Action
from welcome_desktop.rules.cards import SOLO_CARD, Card, Effect, SoloCard
from welcome_desktop.rules.description import DescriptionError, sheet_from_dict
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.game import Setup, TurnRecord, passer
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.notation import NotationError, format_action, parse_turn
from welcome_desktop.rules.plans import PLANS, Plan
from welcome_desktop.rules.scoring import Breakdown, TieBreak, rank_players, score_players
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.turn import PlanCard, PlayerTurn, TurnContext
from welcome_desktop.rules.turn_editor import follow_up, without_last

#: Sends one intent to the host: its type and fields (``turn`` is added by the table).
Send = Callable[[str, IntentFields], None]

#: What the host's view of the seat's turn should say once it has an intent: the actions'
#: tokens and whether the turn is confirmed.
Expected = tuple[str, bool]


#: A spectator's mirror is played against no hand: three cards that fit no house, so that
#: nothing is ever lit (the offer shown is the public one, :meth:`RemoteTable.offer`).
_NO_HAND = (Card(0, Effect.PARK),) * 3


def _tokens(actions: Sequence[Action]) -> str:
    return " ".join(format_action(action) for action in actions)


def _shown(view: HostView) -> Expected:
    """The seat's turn as ``view`` shows it: its actions' tokens, confirmed or not."""
    own = view["own"]
    return ("", False) if own is None else (own["actions"], own["confirmed"])


def _followed(turn: PlayerTurn) -> list[bool]:
    """Per action of ``turn``: it followed the action before by itself (``follow_up``), as it
    does on the host, which is never sent it (read from the turn, so a mirror rebuilt from a
    view knows it too)."""
    fresh = PlayerTurn(turn.start, turn.context)
    followed = []
    for action in turn.actions:
        followed.append(follow_up(fresh) == action)
        fresh.apply(action)
    return followed


class RemoteTable:
    """The table of a seat joined to a host (see the module's docstring)."""

    def __init__(self, view: HostView, send: Send) -> None:
        self._send = send
        self.view: HostView = view
        self.seat = 0
        #: A spectator's table: the public view, every act refused.
        self.watching = False
        #: A network game's local copy read back from the data folder (the host gone): it is
        #: only looked at, read-only (``app.online.local_copy``).
        self.kept_copy = False
        self._public_offer: tuple[Card, ...] = ()
        self._expected: deque[Expected] = deque()
        #: The undo just sent took back a demanded action with the action that demanded it:
        #: the controller's next undo (that action) is not sent again.
        self._skip_undo = False
        self._load(view)

    # ------------------------------------------------------------ reading a view

    def _load(self, view: HostView) -> None:
        """Read every part of ``view`` (ViewError when the rules refuse it) and rebuild the
        mirror."""
        try:
            self._read(view)
        except (DescriptionError, NotationError) as error:
            raise ViewError(f"the host sent a view this window cannot read ({error})") from None

    def _read(self, view: HostView) -> None:
        seat = view["seat"]
        watching = seat is None
        if seat is None:
            seat = self.seat  # the public table, seen from the first seat's side
        players = tuple(view["players"])
        mode = Mode(view["mode"])
        self._setup = Setup(mode, view["advanced"], players, seed=0, sheet=view["sheet"])
        plans = [plan for entry in view["plans"] if (plan := PLANS.get(entry["id"])) is not None]
        if len(plans) != 3 or len(view["plans"]) != 3:
            raise ViewError("the view's plans are not three plans of the game")
        self._plans: tuple[Plan, Plan, Plan] = (plans[0], plans[1], plans[2])
        self._approved = [entry["approved"] for entry in view["plans"]]
        self._sheets = [sheet_from_dict(item) for item in view["sheets"]]
        if len(self._sheets) != len(players) or not 0 <= seat < len(players) \
                or len(view["seats"]) != len(players):
            raise ViewError("the view's sheets do not match its players")
        self._over = view["over"]
        self._end_reasons = list(view["end_reasons"])
        if self._over and not self._end_reasons:
            self._end_reasons = ["over"]
        self._confirmed = [entry["confirmed"] for entry in view["seats"]]
        #: The seats the host's computer players play, with their level (shown at the table).
        self.computers: dict[int, Level] = {
            index: level for index, entry in enumerate(view["seats"])
            for level in LEVELS if entry["kind"] == level}
        self._turn_number = view["turn"]
        #: The game waits in its lobby: nothing is played before its start.
        self.lobby = view["lobby"]
        actions: list[tuple[Action, ...]] = [() for _ in players]
        for line in view["last_turn"]:
            if not line["seat"] < len(players):
                raise ViewError("the view's last turn names a seat the game does not have")
            actions[line["seat"]] = tuple(parse_turn(line["actions"]))
        self._history = [TurnRecord([], actions)] if view["last_turn"] else []
        self._remaining = view["cards_remaining"]
        self.seat, self.view, self.watching = seat, view, watching
        own = view["own"]
        #: The seat's turn as the host last showed it: a view still showing it (another seat
        #: confirmed before the host read this seat's intents in flight) keeps the mirror.
        self._acknowledged: Expected | None = _shown(view)
        self._expected.clear()
        self._skip_undo = False
        if self._over:  # no offer any more: the last turn's context stays with the mirror
            previous: PlayerTurn | None = getattr(self, "_mirror", None)
            if previous is None:
                raise ViewError("this game is over already")
            self._pile_top: Card | SoloCard | None = None
            self._passed: tuple[Card | None, ...] = (None,) * len(players)
            self._mirror = PlayerTurn(self._sheets[seat], previous.context)
            return
        if watching:
            self._read_public(view, mode)
            return
        seat_view = seat_view_of(view)
        context = seat_view.context
        top = seat_view.pile_top
        # The view shows only the effect side of the pile's top and of the passed cards.
        self._pile_top = SOLO_CARD if top == SOLO_CARD else (
            None if top is None or isinstance(top, str) else Card(0, top))
        self._passed = tuple(None if effect is None else Card(0, effect)
                             for effect in seat_view.passed_effects) or (None,) * len(players)
        self._mirror = PlayerTurn(self._sheets[seat], context)
        if own is not None:
            for action in parse_turn(own["actions"]):
                self._mirror.apply(action)
            if own["confirmed"]:
                self._confirmed[seat] = True

    def _read_public(self, view: HostView, mode: Mode) -> None:
        """A spectator's view: the offer where it lies face up (standard), the solo pile's
        top, the cards passed (expert); no hand, no turn of its own."""
        offer = view["offer"]
        self._public_offer = () if offer is None else cards_of(offer, "offer")
        top = pile_top_of(view["pile_top"])
        self._pile_top = SOLO_CARD if top == SOLO_CARD else (
            None if top is None or isinstance(top, str) else Card(0, top))
        self._passed = tuple(None if effect is None else Card(0, effect)
                             for effect in (effect_of(item, "passed_effects")
                                            for item in view["passed_effects"])) \
            or (None,) * len(self._sheets)
        hand = self._public_offer if len(self._public_offer) == 3 else _NO_HAND
        context = TurnContext(Mode.STANDARD if len(self._public_offer) != 3 else mode,
                              self._setup.advanced, hand, self.plan_cards())
        self._mirror = PlayerTurn(self._sheets[self.seat], context)

    def update(self, view: HostView) -> bool:
        """Take a new view of the host; True when the seat's own turn was rebuilt from it
        (a new turn, a refusal, a reconnection), False when the mirror was kept because the
        host has only caught up with some of the intents in flight. ViewError if unreadable."""
        same_turn = view["turn"] == self._turn_number and not view["over"]
        state = _shown(view)
        if same_turn and self._expected and (state in self._expected
                                             or state == self._acknowledged):
            if state in self._expected:
                while self._expected.popleft() != state:
                    pass
            mirror, confirmed_here = self._mirror, self._confirmed[self.seat]
            skip, expected = self._skip_undo, deque(self._expected)
            self._load(view)
            self._mirror, self._skip_undo = mirror, skip
            self._expected = expected
            self._confirmed[self.seat] = self._confirmed[self.seat] or confirmed_here
            return False
        self._load(view)
        return True

    def send(self, type_: str, fields: IntentFields) -> None:
        """Send an intent as it is, over this seat's connection (a catch-up, a ``sync``)."""
        self._send(type_, fields)

    def refused(self) -> None:
        """The host refused an intent: the mirror is no longer what the host will show, so the
        next view rebuilds it (whatever it shows)."""
        self._expected.clear()
        self._acknowledged = None

    def hint_view(self, seat: int | None = None) -> SeatView | None:
        """What a hint for ``seat`` (default: this table's) may be computed from: the seat's
        own view (its sheet at the turn's start, its cards, the table as of the last resolved
        turn), nothing else; None when the host does not allow hints, for a spectator, for
        another seat, or once the game is over."""
        if not self.view["hints"] or self.watching or self._over or \
                seat not in (None, self.seat):
            return None
        try:
            return seat_view_of(self.view)
        except ViewError:
            return None

    @property
    def in_flight(self) -> int:
        """Intents sent that the host's views have not shown yet."""
        return len(self._expected)

    def catch_up(self, view: HostView) -> list[tuple[str, IntentFields]]:
        """After a reconnection: the intents to send again so that the host's turn (in
        ``view``) becomes the mirror's (the mirror is kept, the rest of the view taken), or []
        when there are none or it cannot be done (then :meth:`update` with the view)."""
        own = view["own"]
        if view["turn"] != self._turn_number or own is None:
            return []
        try:
            host = [format_action(a) for a in parse_turn(own["actions"])]
        except NotationError:
            return []
        mine = [format_action(a) for a in self._mirror.actions]
        if mine[:len(host)] != host or (own["confirmed"] and not self._confirmed[self.seat]):
            return []
        confirm = self._confirmed[self.seat] and not own["confirmed"]
        mirror = self._mirror
        self._load(view)  # the table as the host has it now, then the mirror back
        self._mirror = mirror
        actions = mirror.actions
        followed = [*_followed(mirror), False]
        intents: list[tuple[str, IntentFields]] = []
        for index in range(len(host), len(actions)):
            if followed[index]:
                continue
            end = index + 1
            while followed[end]:
                end += 1
            intents.append(("act", {"turn": self._turn_number,
                                    "action": format_action(actions[index])}))
            self._expected.append((_tokens(actions[:end]), False))
        if confirm:
            self._confirmed[self.seat] = True
            intents.append(("confirm", {"turn": self._turn_number}))
            self._expected.append((_tokens(actions), True))
        return intents

    # ------------------------------------------------------------ the Table's queries

    @property
    def setup(self) -> Setup:
        return self._setup

    @property
    def mode(self) -> Mode:
        return self._setup.mode

    @property
    def advanced(self) -> bool:
        return self._setup.advanced

    @property
    def plans(self) -> tuple[Plan, Plan, Plan]:
        return self._plans

    @property
    def approved(self) -> Sequence[bool]:
        return self._approved

    @property
    def sheets(self) -> Sequence[Sheet]:
        return self._sheets

    @property
    def turn_number(self) -> int:
        return self._turn_number

    @property
    def history(self) -> Sequence[TurnRecord]:
        return self._history

    @property
    def end_reasons(self) -> Sequence[str]:
        return self._end_reasons

    @property
    def confirmed(self) -> Sequence[bool]:
        return self._confirmed

    @property
    def player_count(self) -> int:
        return len(self._setup.players)

    @property
    def over(self) -> bool:
        return self._over

    def plan_cards(self) -> tuple[PlanCard, PlanCard, PlanCard]:
        first, second, third = (PlanCard(plan, approved) for plan, approved
                                in zip(self._plans, self._approved, strict=True))
        return first, second, third

    def turn(self, player: int) -> PlayerTurn:
        """The seat's own turn (the mirror); another seat's turn is never seen: its sheet as
        of the last resolved turn, nothing done."""
        if player == self.seat:
            return self._mirror
        return PlayerTurn(self._sheets[player], self._mirror.context)

    def offer(self, player: int) -> tuple[Card, ...]:
        if self.watching:
            return self._public_offer
        return self._mirror.context.offer

    def cards_remaining(self) -> int:
        return self._remaining

    def solo_pile_top(self) -> Card | SoloCard | None:
        return self._pile_top

    def passed_cards(self) -> tuple[Card | None, ...]:
        return self._passed

    def passer_of(self, player: int) -> int | None:
        """Expert: the seat that passed ``player`` its card this turn, as ``Game.passer_of``
        reads it (cards travel to the previous seat); None when none was passed."""
        if self._passed[player] is None:
            return None
        return passer(player, self.player_count)

    def breakdowns(self) -> list[Breakdown]:
        return score_players(self._sheets)

    def ranking(self) -> tuple[list[list[int]], list[TieBreak]]:
        return rank_players(self.breakdowns())

    # ------------------------------------------------------------ the seat's acts

    def _check(self, player: int) -> None:
        if self.watching:
            raise IllegalAction("no_such_player", player=player)
        if self._over:
            raise IllegalAction("game_over")
        if player != self.seat:
            raise IllegalAction("no_such_player", player=player)
        if self._confirmed[self.seat] or self.lobby:  # the lobby: wait for the others too
            raise IllegalAction("turn_over")

    def _sent(self, type_: str, **fields: str) -> None:
        self._expected.append((_tokens(self._mirror.actions), self._confirmed[self.seat]))
        self._send(type_, {"turn": self._turn_number, **fields})

    def apply(self, player: int, action: Action) -> None:
        """Apply ``action`` to the mirror at once (IllegalAction: nothing sent), then send it;
        the action the rules demand (a changed number's temp mark) follows the action that
        demanded it on the host by itself (``rules.turn_editor``), so it is not sent."""
        self._check(player)
        demanded = follow_up(self._mirror)
        self._mirror.apply(action)
        if action == demanded:
            if self._expected:  # the host's view after the number already holds the mark
                _, confirmed = self._expected.pop()
                self._expected.append((_tokens(self._mirror.actions), confirmed))
            return
        self._sent("act", action=format_action(action))

    def undo(self, player: int) -> Action | None:
        """Take back the mirror's last action and send an undo; the host's editor takes a
        demanded action back with the action that demanded it (``rules.turn_editor``), so that
        action's undo is not sent again."""
        if self._over or self.watching or player != self.seat or self._confirmed[self.seat]:
            return None
        turn = self._mirror
        if not turn.actions:
            return None
        last = turn.actions[-1]
        self._mirror = without_last(turn)
        if follow_up(self._mirror) == last:  # the host takes it back with its demander
            self._skip_undo = True
            self._sent("undo")
        elif self._skip_undo:
            self._skip_undo = False
            if self._expected:
                _, confirmed = self._expected.pop()
                self._expected.append((_tokens(self._mirror.actions), confirmed))
        else:
            self._sent("undo")
        return last

    def confirm(self, player: int) -> bool:
        """End the seat's turn on the mirror and send the confirm; the host resolves the
        turn (never here: returns False)."""
        self._check(player)
        self._mirror.check_complete()
        self._confirmed[self.seat] = True
        self._sent("confirm")
        return False


__all__ = ["RemoteTable", "Send"]
