"""The game, exact and headless: Python, standard library only (compiled in the release wheel).

The public surface most callers need is re-exported here; the modules hold one idea each.
"""

from welcome_desktop.rules.actions import (
    Action,
    AskReshuffle,
    BuildPark,
    BuildPool,
    BuildRoundabout,
    Choose,
    ChooseTruck,
    ClaimPlan,
    DrawFence,
    MarkEstateColumn,
    MarkTemp,
    SkipEffect,
    TakeRefusal,
    Write,
    WriteBis,
)
from welcome_desktop.rules.cards import CARDS, Card, Effect
from welcome_desktop.rules.errors import IllegalAction
from welcome_desktop.rules.game import Game, Setup
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import PLANS, Plan
from welcome_desktop.rules.scoring import Breakdown, rank_players, score_sheet
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.turn import PlayerTurn, TurnContext
from welcome_desktop.rules.turn_editor import TurnEditor

__all__ = [
    "CARDS",
    "PLANS",
    "Action",
    "AskReshuffle",
    "Breakdown",
    "BuildPark",
    "BuildPool",
    "BuildRoundabout",
    "Card",
    "Choose",
    "ChooseTruck",
    "ClaimPlan",
    "DrawFence",
    "Effect",
    "Game",
    "IllegalAction",
    "MarkEstateColumn",
    "MarkTemp",
    "Mode",
    "Plan",
    "PlayerTurn",
    "Setup",
    "Sheet",
    "SkipEffect",
    "TakeRefusal",
    "TurnContext",
    "TurnEditor",
    "Write",
    "WriteBis",
    "rank_players",
    "score_sheet",
]
