"""The card widgets: offer panel, plan panel, choosers and icons (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.app.pseudo_language import marked, pseudo_language
from welcome_desktop.app.cards import (
    ConstructionCardWidget,
    EstateChoiceDialog,
    Half,
    OfferPanel,
    PlanCardWidget,
    PlanPanel,
    Symbol,
    ValueChoiceDialog,
    choose_estates,
    choose_value,
    describe_estates,
    effect_explanation,
    effect_icon,
    effect_name,
    effect_pixmap,
    plan_tooltip,
    requirement_text,
    symbol_pixmap,
)
from welcome_desktop.rules.actions import Choose
from welcome_desktop.rules.cards import Card, Effect
from welcome_desktop.rules.modes import Mode
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.sheet import Estate

OFFER = (Card(7, Effect.PARK), Card(12, Effect.BIS), Card(3, Effect.POOL))
HAND = (Card(8, Effect.SURVEYOR), Card(11, Effect.REAL_ESTATE), Card(5, Effect.TEMP))
ALL_STANDARD = frozenset(Choose(i) for i in range(3))
ALL_HAND = frozenset(Choose(i, j) for i in range(3) for j in range(3) if i != j)


def _panel(qtbot: QtBot, mode: Mode, offer: tuple[Card, ...] = OFFER, *,
           selected: Choose | None = None, enabled: bool = True,
           playable: frozenset[Choose] | None = None) -> OfferPanel:
    panel = OfferPanel()
    qtbot.addWidget(panel)
    if playable is None:
        playable = ALL_HAND if mode.uses_hands else ALL_STANDARD
    panel.set_offer(mode, offer, 20, selected, enabled, playable)
    panel.resize(760, 340)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _click_card(qtbot: QtBot, card: ConstructionCardWidget) -> None:
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.card_rect().center().toPoint())


def _click_half(qtbot: QtBot, card: ConstructionCardWidget, half: Half) -> None:
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton,
                     pos=card.half_rect(half).center().toPoint())


# -- standard ------------------------------------------------------------------------------


@pytest.mark.parametrize("index", [0, 1, 2])
def test_clicking_a_standard_tile_asks_for_that_combination(qtbot: QtBot, index: int) -> None:
    panel = _panel(qtbot, Mode.STANDARD)
    with qtbot.waitSignal(panel.choose_requested, timeout=1000) as blocker:
        _click_card(qtbot, panel.card_widget(index))
    assert blocker.args == [Choose(index)]


@pytest.mark.parametrize(("key", "index"), [(Qt.Key.Key_1, 0), (Qt.Key.Key_2, 1),
                                            (Qt.Key.Key_3, 2)])
def test_keys_1_2_3_pick_standard_combinations(qtbot: QtBot, key: Qt.Key, index: int) -> None:
    panel = _panel(qtbot, Mode.STANDARD)
    with qtbot.waitSignal(panel.choose_requested, timeout=1000) as blocker:
        qtbot.keyClick(panel, key)
    assert blocker.args == [Choose(index)]


def test_unplayable_tile_is_dimmed_but_still_clickable(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.STANDARD, playable=frozenset({Choose(0), Choose(1)}))
    card = panel.card_widget(2)
    assert card.dimmed() == frozenset(Half)
    assert panel.card_widget(0).dimmed() == frozenset()
    with qtbot.waitSignal(panel.choose_requested, timeout=1000) as blocker:
        _click_card(qtbot, card)
    assert blocker.args == [Choose(2)]


def test_disabled_panel_asks_for_nothing(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.STANDARD, selected=Choose(1), enabled=False)
    assert panel.card_widget(1).selected() == frozenset(Half)
    with qtbot.assertNotEmitted(panel.choose_requested):
        _click_card(qtbot, panel.card_widget(0))
        qtbot.keyClick(panel, Qt.Key.Key_3)


def test_standard_tiles_show_cards_left_and_the_selection(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.STANDARD, selected=Choose(0))
    card = panel.card_widget(0)
    assert (card.number(), card.effect()) == (7, Effect.PARK)
    assert "20" in card.toolTip()
    assert "Combination 1" in panel.status_text()
    assert not panel.preview_widget().isVisible()


# -- hands ---------------------------------------------------------------------------------


def test_number_of_card_0_and_effect_of_card_2_asks_for_choose_0_2(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.SOLO, HAND)
    with qtbot.assertNotEmitted(panel.choose_requested):
        _click_half(qtbot, panel.card_widget(0), Half.NUMBER)
    assert panel.pending() == (Half.NUMBER, 0)
    with qtbot.waitSignal(panel.choose_requested, timeout=1000) as blocker:
        _click_half(qtbot, panel.card_widget(2), Half.EFFECT)
    assert blocker.args == [Choose(0, 2)]
    assert panel.pending() is None


def test_effect_first_then_number_also_works(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.EXPERT, HAND)
    _click_half(qtbot, panel.card_widget(1), Half.EFFECT)
    with qtbot.waitSignal(panel.choose_requested, timeout=1000) as blocker:
        _click_half(qtbot, panel.card_widget(2), Half.NUMBER)
    assert blocker.args == [Choose(2, 1)]


def test_same_card_for_number_and_effect_asks_for_nothing_and_says_why(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.SOLO, HAND)
    with qtbot.assertNotEmitted(panel.choose_requested):
        _click_half(qtbot, panel.card_widget(0), Half.NUMBER)
        _click_half(qtbot, panel.card_widget(0), Half.EFFECT)
    assert panel.status_text().startswith("Number and effect must come from different cards.")
    assert panel.pending() == (Half.NUMBER, 0)
    assert Half.EFFECT in panel.card_widget(0).dimmed()


def test_hand_keys_pick_number_then_effect(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.SOLO, HAND)
    with qtbot.waitSignal(panel.choose_requested, timeout=1000) as blocker:
        qtbot.keyClick(panel, Qt.Key.Key_1)
        qtbot.keyClick(panel, Qt.Key.Key_3)
    assert blocker.args == [Choose(0, 2)]
    with qtbot.assertNotEmitted(panel.choose_requested):
        qtbot.keyClick(panel, Qt.Key.Key_2)
        qtbot.keyClick(panel, Qt.Key.Key_2)
        qtbot.keyClick(panel, Qt.Key.Key_Escape)
    assert panel.pending() is None


def test_clicking_a_picked_half_again_unpicks_it(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.SOLO, HAND)
    _click_half(qtbot, panel.card_widget(1), Half.NUMBER)
    _click_half(qtbot, panel.card_widget(1), Half.NUMBER)
    assert panel.pending() is None


def test_expert_choice_shows_the_combination_and_the_card_passed_on(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.EXPERT, HAND, selected=Choose(0, 2))
    preview = panel.preview_widget()
    assert preview.isVisible()
    assert (preview.number(), preview.effect()) == (8, Effect.TEMP)
    assert panel.card_widget(0).selected() == frozenset({Half.NUMBER})
    assert panel.card_widget(2).selected() == frozenset({Half.EFFECT})
    assert "right" in panel.card_widget(1).caption()
    assert "card 2" in panel.status_text().lower()
    # Issue 36 point 11: the passed card wears a badge, as the chosen halves do.
    passed = panel.card_widget(1)
    passed.grab()
    assert passed.passed and "Passed →" in [t.text for t in passed.texts]
    for index in (0, 2):
        card = panel.card_widget(index)
        card.grab()
        assert not card.passed and "Passed →" not in [t.text for t in card.texts]
    solo = _panel(qtbot, Mode.SOLO, HAND, selected=Choose(0, 2))
    solo.card_widget(1).grab()
    assert not solo.card_widget(1).passed  # solo: the card is not passed to anyone


def test_unplayable_hand_numbers_are_dimmed_but_clickable(qtbot: QtBot) -> None:
    playable = frozenset(c for c in ALL_HAND if c.number_card != 1)
    panel = _panel(qtbot, Mode.SOLO, HAND, playable=playable)
    assert panel.card_widget(1).dimmed() == frozenset({Half.NUMBER})
    _click_half(qtbot, panel.card_widget(1), Half.NUMBER)
    with qtbot.waitSignal(panel.choose_requested, timeout=1000) as blocker:
        _click_half(qtbot, panel.card_widget(0), Half.EFFECT)
    assert blocker.args == [Choose(1, 0)]


def test_a_new_offer_forgets_a_half_made_choice(qtbot: QtBot) -> None:
    panel = _panel(qtbot, Mode.SOLO, HAND)
    _click_half(qtbot, panel.card_widget(0), Half.NUMBER)
    panel.set_offer(Mode.SOLO, HAND, 20, None, True, ALL_HAND)
    assert panel.pending() == (Half.NUMBER, 0)
    panel.set_offer(Mode.SOLO, OFFER, 17, None, True, ALL_HAND)
    assert panel.pending() is None


# -- plans ---------------------------------------------------------------------------------


def _plan_panel(qtbot: QtBot) -> PlanPanel:
    panel = PlanPanel()
    qtbot.addWidget(panel)
    panel.set_plans((PLANS["1-C"], PLANS["2-H"], PLANS["3-B"]), (False, True, False),
                    (False, False, True), frozenset({"1-C", "3-B"}))
    panel.resize(600, 300)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _click_plan(qtbot: QtBot, card: PlanCardWidget) -> None:
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.card_rect().center().toPoint())


def test_clicking_a_claimable_plan_asks_to_claim_it(qtbot: QtBot) -> None:
    panel = _plan_panel(qtbot)
    assert panel.card_widget(0).is_claimable()
    with qtbot.waitSignal(panel.claim_requested, timeout=1000) as blocker:
        _click_plan(qtbot, panel.card_widget(0))
    assert blocker.args == ["1-C"]


@pytest.mark.parametrize("index", [1, 2])
def test_plans_not_claimable_or_already_claimed_ask_for_nothing(qtbot: QtBot,
                                                                index: int) -> None:
    panel = _plan_panel(qtbot)
    assert not panel.card_widget(index).is_claimable()
    with qtbot.waitSignal(panel.plan_clicked, timeout=1000) as blocker, \
            qtbot.assertNotEmitted(panel.claim_requested):
        _click_plan(qtbot, panel.card_widget(index))
    assert blocker.args == [("1-C", "2-H", "3-B")[index]]


def test_plan_tooltips_give_requirement_and_values_in_words() -> None:
    for plan in PLANS.values():
        assert requirement_text(plan)
        text = plan_tooltip(plan, approved=False, claimed=False, claimable=True)
        assert str(plan.first_value) in text
        assert str(plan.second_value) in text
        assert plan.id not in text and f"n°{plan.deck}" in text  # as printed, no code
    assert "1, 1, 1, 6" in requirement_text(PLANS["2-A"])
    assert "bottom" in requirement_text(PLANS["1-G"])


@pytest.mark.parametrize("approved", [False, True])
def test_every_plan_card_paints(qtbot: QtBot, approved: bool) -> None:
    for plan in PLANS.values():
        card = PlanCardWidget()
        qtbot.addWidget(card)
        card.set_plan(plan, approved=approved, claimed=plan.deck == 3, claimable=plan.deck == 1)
        card.resize(120, 172)
        image = card.grab().toImage()
        assert not image.isNull()
        assert _opaque_pixels(image) > 0.5 * image.width() * image.height()


# -- choosers ------------------------------------------------------------------------------

WAYS = [
    (Estate(0, 0, 3), Estate(1, 4, 3), Estate(2, 9, 3)),
    (Estate(0, 0, 3), Estate(1, 4, 3), Estate(2, 0, 3)),
]


def test_estate_dialog_returns_the_selected_way(qtbot: QtBot) -> None:
    dialog = EstateChoiceDialog(None, PLANS["1-C"], WAYS)
    qtbot.addWidget(dialog)
    assert dialog.selected_estates() == WAYS[0]
    with qtbot.waitSignal(dialog.estates_highlighted, timeout=1000) as blocker:
        dialog.select(1)
    assert blocker.args == [WAYS[1]]
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.selected_estates() == WAYS[1]


def test_estates_are_described_in_words_from_1() -> None:
    assert describe_estates((Estate(1, 4, 3), Estate(0, 0, 3))) == (
        "street 1: houses 1–3; street 2: houses 5–7")
    assert describe_estates((Estate(2, 11, 1),)) == "street 3: house 12"


def test_choose_estates_without_a_real_choice_does_not_ask() -> None:
    assert choose_estates(None, PLANS["1-C"], []) is None
    assert choose_estates(None, PLANS["1-C"], WAYS[:1]) == WAYS[0]


def test_value_dialog_returns_the_clicked_number(qtbot: QtBot) -> None:
    dialog = ValueChoiceDialog(None, [6, 7, 8, 9, 10], original=8)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.button_for(9), Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.chosen_value() == 9
    assert choose_value(None, [4]) == 4
    assert choose_value(None, []) is None


def test_value_dialog_cancel_returns_nothing(qtbot: QtBot) -> None:
    dialog = ValueChoiceDialog(None, [1, 2, 3])
    qtbot.addWidget(dialog)
    dialog.reject()
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.chosen_value() is None


# -- icons and words -----------------------------------------------------------------------


def _opaque_pixels(image: QImage) -> int:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if image.pixelColor(x, y).alpha() > 0)


def _colours(image: QImage) -> set[int]:
    return {image.pixel(x, y) for y in range(0, image.height(), 2)
            for x in range(0, image.width(), 2)}


@pytest.mark.parametrize("effect", list(Effect))
def test_every_effect_has_a_non_blank_icon(qtbot: QtBot, effect: Effect) -> None:
    del qtbot
    image = effect_pixmap(effect, 48).toImage()
    assert image.width() == image.height() == 48
    assert _opaque_pixels(image) > 48 * 48 // 3
    assert len(_colours(image)) > 4  # a glyph on the badge, not a flat disc
    plain = effect_pixmap(effect, 32, badge=False).toImage()
    assert _opaque_pixels(plain) > 32 * 32 // 10
    assert not effect_icon(effect).isNull()


@pytest.mark.parametrize("symbol", list(Symbol))
def test_roundabout_and_refusal_icons_are_not_blank(qtbot: QtBot, symbol: Symbol) -> None:
    del qtbot
    image = symbol_pixmap(symbol, 40).toImage()
    assert _opaque_pixels(image) > 40 * 40 // 3
    assert len(_colours(image)) > 4


def test_effect_icons_differ_from_each_other(qtbot: QtBot) -> None:
    del qtbot
    images = [effect_pixmap(effect, 32).toImage() for effect in Effect]
    assert len({image.bits().tobytes() for image in images}) == len(Effect)


def test_effect_names_and_explanations_are_distinct(qtbot: QtBot) -> None:
    del qtbot
    names = {effect_name(effect) for effect in Effect}
    texts = {effect_explanation(effect) for effect in Effect}
    assert len(names) == len(texts) == len(Effect)
    assert effect_name(Effect.PARK) == "Landscaper"


def test_hand_card_tooltip_depends_on_the_half(qtbot: QtBot) -> None:
    card = ConstructionCardWidget()
    qtbot.addWidget(card)
    card.set_card(9, Effect.POOL)
    card.set_split(True)
    card.resize(150, 214)
    assert card.half_at(card.half_rect(Half.NUMBER).center()) is Half.NUMBER
    assert card.half_at(card.half_rect(Half.EFFECT).center()) is Half.EFFECT
    assert card.half_at(QPointF(1, 1)) is None
    assert "9" in card.toolTip()


def test_a_card_set_again_unchanged_keeps_its_words_and_follows_the_language(
        qtbot: QtBot) -> None:
    """The setters skip what did not change (no repaint on every click), so the card's words
    must follow a language change on their own."""
    card = ConstructionCardWidget()
    qtbot.addWidget(card)
    assert card.toolTip() == "No card here."  # the empty slot has its words from the start
    card.set_card(7, Effect.PARK)
    before = card.toolTip()
    assert "7" in before
    card.set_card(7, Effect.PARK)
    assert card.toolTip() == before
    with pseudo_language():
        card.set_card(7, Effect.PARK)  # unchanged: the words come from the LanguageChange
        assert card.toolTip().startswith("⟦House number 7 with")
        assert marked(card.accessibleName())
    assert card.toolTip() == before
