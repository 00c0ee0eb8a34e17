"""The nine theme plans have their own words (tooltip, caption, sheet box) and pictures."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from welcome_desktop.app.cards.plan_pictures import paint_requirement
from welcome_desktop.app.words.plan_words import (
    requirement_caption,
    requirement_text,
    sheet_requirement,
)
from welcome_desktop.rules.plans import PLANS

THEME_PLANS = [p for p in PLANS.values() if p.sheet != "base"]


def test_each_theme_plan_says_what_it_asks_in_its_own_words(qapp: object) -> None:
    assert len(THEME_PLANS) == 9
    texts = {requirement_text(p) for p in THEME_PLANS}
    captions = {requirement_caption(p) for p in THEME_PLANS}
    boxes = {sheet_requirement(p) for p in THEME_PLANS}
    assert len(texts) == len(captions) == len(boxes) == 9  # nine different plans
    base = [p for p in PLANS.values() if p.sheet == "base"]
    assert not texts & {requirement_text(p) for p in base}
    assert not captions & {requirement_caption(p) for p in base}
    assert "cone" in requirement_text(PLANS["ice-A"])
    assert "string of lights" in requirement_text(PLANS["xmas-B"])
    assert "bottom street" in requirement_text(PLANS["egg-A"])


def _picture(plan_id: str) -> QImage:
    image = QImage(120, 90, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_requirement(painter, QRectF(0, 0, 120, 90), PLANS[plan_id], QColor("#c58a2a"))
    painter.end()
    return image


def test_each_theme_plan_has_its_own_picture(qapp: object) -> None:
    pictures = {plan.id: _picture(plan.id) for plan in THEME_PLANS}
    assert all(not image.isNull() for image in pictures.values())
    # Same estates, different demands: the pictures differ (ice-B's estates are egg-B's + 1).
    assert pictures["xmas-A"] != pictures["xmas-C"]
    assert pictures["ice-A"] != pictures["xmas-B"]
    assert pictures["egg-C"] != pictures["egg-B"]
