"""The drawn sheet: clicks on every zone, marks drawn from snapshots, PNG rendering, layout."""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from tests.children import child_env
from welcome_desktop.app.play.sheet_model import SheetSnapshot, Target, Zone
from welcome_desktop.app.sheet.fonts import sheet_fonts
from welcome_desktop.app.sheet.ink import Ink
from welcome_desktop.app.sheet.layout import sheet_layout
from welcome_desktop.app.sheet.page import PAGE_H, PAGE_W
from welcome_desktop.app.sheet.render import render_snapshot_png
from welcome_desktop.app.sheet.scene import SheetScene
from welcome_desktop.app.sheet.view import SheetView
from welcome_desktop.app.words.plan_words import sheet_requirement
from welcome_desktop.players.random_player import play_random_turn
from welcome_desktop.rules import Game, Mode, Setup, score_sheet
from welcome_desktop.rules.plans import PLANS
from welcome_desktop.rules.sheet import Sheet
from welcome_desktop.rules.tables import (
    ESTATE_SIZES,
    PARK_VALUES,
    PLANNED_POOLS,
    STREET_SIZES,
    TEMP_BOXES,
)

ROOT = Path(__file__).resolve().parents[3]


def snap(sheet: Sheet, **kwargs: object) -> SheetSnapshot:
    return SheetSnapshot(sheet, score_sheet(sheet), **kwargs)  # type: ignore[arg-type]


def marked_sheet() -> Sheet:
    """A sheet with one of every kind of mark."""
    sheet = Sheet(("1-C", "2-A", "3-E"))
    sheet.write(0, 0, 3)
    sheet.write(0, 1, 7)
    sheet.write(0, 2, 7, bis=True)
    sheet.write(0, 4, 12)
    sheet.build_roundabout(1, 5)
    sheet.write(1, 0, 0)
    sheet.write(2, 11, 17)
    sheet.fences[2] |= 1 << 3
    sheet.pools[0] |= 1 << 2
    sheet.pool_marks = 1
    sheet.parks = [1, 2, 5]
    sheet.temps = 4
    sheet.estate_marks = [1, 0, 2, 0, 0, 4]
    sheet.bis_marks = 1
    sheet.refusals = 2
    sheet.mark_used(0, 0b11)
    sheet.plan_claimed[0] = True
    sheet.plan_values[0] = 8
    return sheet


def played_sheet(seed: int, advanced: bool = True) -> tuple[Sheet, SheetSnapshot]:
    game = Game(Setup(Mode.SOLO, advanced, ("Anna",), seed=seed))
    rng = random.Random(seed)
    while not game.over:
        play_random_turn(game.turn(0), rng)
        game.confirm(0)
    sheet = game.sheets[0].copy()
    return sheet, SheetSnapshot(sheet, game.breakdowns()[0], town="Anna", advanced=advanced)


@pytest.fixture
def shown(qtbot: QtBot) -> tuple[SheetScene, SheetView]:
    scene = SheetScene()
    view = SheetView(scene)
    qtbot.addWidget(view)
    view.resize(1414, 1000)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def click_target(qtbot: QtBot, scene: SheetScene, view: SheetView, target: Target) -> QPoint:
    item = scene.zones[target]
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    return pos


# ----------------------------------------------------------------------------------- clicks


def test_every_zone_kind_has_zones(qapp: object) -> None:
    scene = SheetScene()
    kinds = {target.zone for target in scene.zones}
    assert kinds == set(Zone) - {Zone.THEME, Zone.TRUCK}  # the thematic sheets' own zones
    houses = [t for t in scene.zones if t.zone is Zone.HOUSE]
    fences = [t for t in scene.zones if t.zone is Zone.FENCE]
    assert len(houses) == sum(STREET_SIZES)
    assert len(fences) == sum(size - 1 for size in STREET_SIZES)
    pools = {(t.street, t.index) for t in scene.zones if t.zone is Zone.POOL}
    assert pools == {(s, h) for s in range(3) for h in PLANNED_POOLS[s]}
    assert {t.index for t in scene.zones if t.zone is Zone.ESTATE_COLUMN} == set(ESTATE_SIZES)
    assert {t.index for t in scene.zones if t.zone is Zone.PLAN} == {0, 1, 2}
    assert {t.street for t in scene.zones if t.zone is Zone.PARK} == {0, 1, 2}


def test_clicking_every_zone_through_the_viewport_emits_its_target(
        qtbot: QtBot, shown: tuple[SheetScene, SheetView]) -> None:
    scene, view = shown
    scene.set_snapshot(snap(marked_sheet(), town="Clicktown"))  # marks must not block clicks
    clicked: list[object] = []
    scene.target_clicked.connect(clicked.append)
    targets = list(scene.zones)
    for target in targets:
        click_target(qtbot, scene, view, target)
    assert clicked == targets


def test_click_emits_one_target_with_wait_signal(
        qtbot: QtBot, shown: tuple[SheetScene, SheetView]) -> None:
    scene, view = shown
    target = Target(Zone.FENCE, 2, 10)
    with qtbot.waitSignal(scene.target_clicked, timeout=1000) as blocker:
        click_target(qtbot, scene, view, target)
    assert blocker.args == [target]


def test_roundabout_track_is_clickable_outside_the_advanced_variant(
        qtbot: QtBot, shown: tuple[SheetScene, SheetView]) -> None:
    scene, view = shown
    scene.set_snapshot(snap(Sheet(), advanced=False))
    with qtbot.waitSignal(scene.target_clicked, timeout=1000) as blocker:
        click_target(qtbot, scene, view, Target(Zone.ROUNDABOUT))
    assert blocker.args == [Target(Zone.ROUNDABOUT)]


def test_clicking_the_sign_emits_nothing(qtbot: QtBot,
                                        shown: tuple[SheetScene, SheetView]) -> None:
    scene, view = shown
    sign = sheet_layout().sign
    pos = view.mapFromScene(QPointF(sign.cx, sign.cy))
    with qtbot.assertNotEmitted(scene.target_clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_every_zone_explains_itself(qapp: object) -> None:
    scene = SheetScene()
    scene.set_snapshot(snap(Sheet(("1-C", "2-G", "3-A"))))
    for target, item in scene.zones.items():
        assert len(item.toolTip()) > 20, target
    tip = scene.zones[Target(Zone.PLAN, -1, 0)].toolTip()
    assert "City plan n°1" in tip and "3, 3, 3" in tip and "1-C" not in tip  # no internal code


# ----------------------------------------------------------------------------------- marks


def test_snapshot_marks_are_drawn(qapp: object) -> None:
    scene = SheetScene()
    sheet = marked_sheet()
    scene.set_snapshot(snap(sheet, town="Maple Creek", advanced=True))
    houses = scene.houses
    assert houses[(0, 0)].number.text() == "3"
    assert houses[(0, 1)].number.text() == "7"
    assert houses[(0, 2)].number.text() == "7"
    assert houses[(0, 2)].bis.text() == "bis"
    assert houses[(0, 1)].bis.text() == ""
    assert houses[(1, 0)].number.text() == "0"
    assert houses[(2, 11)].number.text() == "17"
    assert houses[(1, 5)].roundabout.isVisible()
    assert houses[(1, 5)].number.text() == ""
    assert not houses[(1, 4)].roundabout.isVisible()
    # Roundabout sides are fences; a drawn fence; an undrawn slot.
    assert scene.fences[(1, 4)].isVisible() and scene.fences[(1, 5)].isVisible()
    assert scene.fences[(2, 3)].isVisible()
    assert not scene.fences[(2, 4)].isVisible()
    assert scene.pools[(0, 2)].isVisible() and not scene.pools[(0, 6)].isVisible()
    assert houses[(0, 0)].used.isVisible() and houses[(0, 1)].used.isVisible()
    assert not houses[(0, 2)].used.isVisible()
    for street, marks in enumerate(sheet.parks):
        crosses = scene.parks[street].crosses
        assert len(crosses) == len(PARK_VALUES[street]) - 1
        assert [c.isVisible() for c in crosses] == [i < marks for i in range(len(crosses))]
    assert sum(c.isVisible() for c in scene.tracks[Zone.TEMP].crosses) == 4
    assert len(scene.tracks[Zone.TEMP].crosses) == TEMP_BOXES
    assert sum(c.isVisible() for c in scene.tracks[Zone.POOL].crosses) == 1
    assert sum(c.isVisible() for c in scene.tracks[Zone.BIS].crosses) == 1
    assert sum(c.isVisible() for c in scene.tracks[Zone.ROUNDABOUT].crosses) == 1
    assert sum(c.isVisible() for c in scene.tracks[Zone.REFUSAL].crosses) == 2
    for size in ESTATE_SIZES:
        visible = sum(c.isVisible() for c in scene.estates[size].crosses)
        assert visible == sheet.estate_marks[size - 1]
    assert scene.plans[0].points.text() == "8"
    assert scene.plans[1].points.text() == ""
    assert scene.plans[0].requirement.text() == sheet_requirement(PLANS["1-C"])
    assert scene.town.text() == "Maple Creek"
    texts = scene.written_texts()
    for expected in ("3", "7", "0", "17", "bis", "Maple Creek"):
        assert expected in texts


def test_scores_follow_the_breakdown(qapp: object) -> None:
    scene = SheetScene()
    sheet, snapshot = played_sheet(20)
    scene.set_snapshot(snapshot)
    b = snapshot.breakdown
    assert scene.totals["total"].text() == str(b.total)
    assert scene.totals["plus"].text() == str(b.plus)
    assert scene.totals["minus"].text() == str(b.minus)
    assert [scene.parks[s].score.text() for s in range(3)] == [str(p) for p in b.parks]
    assert scene.tracks[Zone.POOL].score.text() == str(b.pools)
    assert scene.tracks[Zone.BIS].score.text() == str(b.bis)
    assert scene.tracks[Zone.REFUSAL].score.text() == str(b.refusals)
    assert scene.tracks[Zone.ROUNDABOUT].score.text() == str(b.roundabouts)
    for size in ESTATE_SIZES:
        estate = b.estates[size - 1]
        marks = scene.estates[size]
        assert (marks.count.text(), marks.value.text(), marks.points.text()) == (
            str(estate.count), str(estate.value), str(estate.points))
    for s in range(3):
        for h, value in enumerate(sheet.houses[s]):
            assert scene.houses[(s, h)].number.text() == (str(value) if value >= 0 else "")


def test_pending_ghost_highlight_and_focus(qapp: object) -> None:
    scene = SheetScene()
    sheet = marked_sheet()
    highlights = frozenset({Target(Zone.HOUSE, 2, 0), Target(Zone.TEMP)})
    scene.set_snapshot(snap(
        sheet,
        pending=frozenset({Target(Zone.HOUSE, 0, 4), Target(Zone.TEMP)}),
        ghosts=frozenset({Target(Zone.FENCE, 0, 8), Target(Zone.HOUSE, 2, 5),
                          Target(Zone.BIS)}),
        highlights=highlights,
        focus=Target(Zone.HOUSE, 2, 0),
        last_written=(0, 4),
    ))
    assert scene.houses[(0, 4)].number.ink is Ink.PENDING
    assert scene.houses[(0, 0)].number.ink is Ink.CONFIRMED
    temps = scene.tracks[Zone.TEMP].crosses
    assert temps[3].ink is Ink.PENDING and temps[2].ink is Ink.CONFIRMED
    assert scene.fences[(0, 8)].ink is Ink.HINT
    assert scene.houses[(2, 5)].ghost.ink is Ink.HINT
    assert scene.tracks[Zone.BIS].crosses[1].ink is Ink.HINT
    for target, zone in scene.zones.items():
        assert zone.highlighted == (target in highlights)
    assert scene.zones[Target(Zone.HOUSE, 2, 0)].cursor().shape() == (
        Qt.CursorShape.PointingHandCursor)
    assert scene.zones[Target(Zone.HOUSE, 2, 0)].focused
    assert not scene.zones[Target(Zone.TEMP)].focused


def test_set_snapshot_twice_updates_the_marks(qapp: object) -> None:
    scene = SheetScene()
    scene.set_snapshot(snap(marked_sheet(), highlights=frozenset({Target(Zone.BIS)}),
                            focus=Target(Zone.BIS)))
    other = Sheet(("1-A", "2-B", "3-C"))
    other.write(0, 0, 9)
    other.write(1, 3, 4)
    other.temps = 1
    scene.set_snapshot(snap(other, town="Elsewhere",
                            pending=frozenset({Target(Zone.HOUSE, 0, 0)})))
    assert scene.houses[(0, 0)].number.text() == "9"
    assert scene.houses[(0, 0)].number.ink is Ink.PENDING
    assert scene.houses[(1, 3)].number.text() == "4"
    assert scene.houses[(0, 1)].number.text() == ""
    assert scene.houses[(0, 2)].bis.text() == ""
    assert not scene.houses[(1, 5)].roundabout.isVisible()
    assert not scene.fences[(2, 3)].isVisible()
    assert not scene.pools[(0, 2)].isVisible()
    assert sum(c.isVisible() for c in scene.tracks[Zone.TEMP].crosses) == 1
    assert not any(c.isVisible() for c in scene.parks[2].crosses)
    assert scene.plans[0].points.text() == ""
    assert scene.plans[0].requirement.text() == sheet_requirement(PLANS["1-A"])
    assert scene.town.text() == "Elsewhere"
    assert not scene.zones[Target(Zone.BIS)].highlighted
    assert not scene.zones[Target(Zone.BIS)].focused
    assert "17" not in scene.written_texts()


def test_many_random_sheets_draw_consistently(qapp: object) -> None:
    scene = SheetScene()
    for seed in range(5):
        sheet, snapshot = played_sheet(seed, advanced=seed % 2 == 0)
        scene.set_snapshot(snapshot)
        for s in range(3):
            for k in range(STREET_SIZES[s] - 1):
                assert scene.fences[(s, k)].isVisible() == sheet.has_fence(s, k)
            for h in PLANNED_POOLS[s]:
                assert scene.pools[(s, h)].isVisible() == sheet.pool_built(s, h)
            for h in range(STREET_SIZES[s]):
                assert scene.houses[(s, h)].bis.isVisible() == (
                    sheet.is_bis(s, h) and sheet.houses[s][h] >= 0)


# ----------------------------------------------------------------------------------- view


def test_view_emits_first_painted_and_keeps_proportions(qtbot: QtBot) -> None:
    scene = SheetScene()
    view = SheetView(scene)
    qtbot.addWidget(view)
    view.resize(900, 900)
    with qtbot.waitSignal(view.first_painted, timeout=3000):
        view.show()
    for width, height in ((900, 900), (1600, 700), (700, 1200)):
        view.resize(width, height)
        qtbot.wait(10)
        top_left = view.mapFromScene(QPointF(0, 0))
        bottom_right = view.mapFromScene(QPointF(PAGE_W, PAGE_H))
        shown_w = bottom_right.x() - top_left.x()
        shown_h = bottom_right.y() - top_left.y()
        assert shown_h > 0
        assert shown_w / shown_h == pytest.approx(PAGE_W / PAGE_H, rel=0.02)
        assert shown_w <= view.viewport().width() + 2
        assert shown_h <= view.viewport().height() + 2
        assert max(shown_w / view.viewport().width(),
                   shown_h / view.viewport().height()) > 0.95


def test_view_paints_the_printed_sheet(qtbot: QtBot,
                                       shown: tuple[SheetScene, SheetView]) -> None:
    scene, view = shown
    scene.set_snapshot(snap(Sheet()))
    image = view.grab().toImage()
    lot = sheet_layout().streets[0].lots[0]
    box = view.mapFromScene(QPointF(lot.number.cx, lot.number.cy))
    colour = image.pixelColor(box)
    assert min(colour.red(), colour.green(), colour.blue()) > 235  # the white number box
    roof = view.mapFromScene(QPointF(lot.roof.cx, lot.roof.bottom - 3))
    roof_colour = image.pixelColor(roof)
    assert roof_colour.saturation() > 60  # a coloured roof, not the table or the paper


# ----------------------------------------------------------------------------------- render


def _colours(image: QImage, step: int = 7) -> set[int]:
    return {image.pixel(x, y) for y in range(0, image.height(), step)
            for x in range(0, image.width(), step)}


def test_render_png_is_a_non_blank_landscape_page(qapp: object, tmp_path: Path) -> None:
    _, snapshot = played_sheet(7)
    out = render_snapshot_png(snapshot, tmp_path / "sheet.png", width_px=900)
    image = QImage(str(out))
    assert image.width() == 900
    assert image.height() == round(900 * PAGE_H / PAGE_W)
    assert len(_colours(image)) > 200
    # Dark ink appears somewhere (the written numbers).
    dark = sum(1 for c in _colours(image, 3)
               if (c >> 16 & 255) + (c >> 8 & 255) + (c & 255) < 200)
    assert dark > 20


def test_render_png_differs_with_the_marks(qapp: object, tmp_path: Path) -> None:
    empty = render_snapshot_png(snap(Sheet()), tmp_path / "empty.png", width_px=600)
    full = render_snapshot_png(snap(marked_sheet()), tmp_path / "full.png", width_px=600)
    assert QImage(str(empty)) != QImage(str(full))


@pytest.mark.parametrize("app_kind", ["none", "gui"])
def test_render_png_without_a_qapplication(tmp_path: Path, app_kind: str) -> None:
    """In a fresh process: with no Qt application at all, and with a bare QGuiApplication."""
    out = tmp_path / "sheet.png"
    make_app = ('from PySide6.QtGui import QGuiApplication\n'
                'app = QGuiApplication(["t", "-platform", "offscreen"])\n'
                if app_kind == "gui" else "")
    code = make_app + textwrap.dedent(f"""
        from welcome_desktop.app.sheet.render import render_snapshot_png
        from welcome_desktop.app.play.sheet_model import SheetSnapshot
        from welcome_desktop.rules import score_sheet
        from welcome_desktop.rules.sheet import Sheet
        sheet = Sheet(("1-A", "2-B", "3-C"))
        sheet.write(0, 0, 5)
        render_snapshot_png(SheetSnapshot(sheet, score_sheet(sheet), town="T"), {str(out)!r}, 500)
    """)
    env = child_env({k: v for k, v in os.environ.items()
                     if k not in ("QT_QPA_PLATFORM", "DISPLAY")})
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert image.width() == 500 and len(_colours(image)) > 100


# ----------------------------------------------------------------------------------- layout


def test_layout_follows_the_tables_and_stays_on_the_page() -> None:
    layout = sheet_layout()
    page = layout.page
    assert page.w > page.h  # landscape
    for street in layout.streets:
        assert len(street.lots) == STREET_SIZES[street.street]
        assert len(street.slots) == STREET_SIZES[street.street] - 1
        assert street.park.values == PARK_VALUES[street.street]
        assert [lot.house for lot in street.lots if lot.pool] == list(
            PLANNED_POOLS[street.street])
        for slot in street.slots:
            left, right = street.lots[slot.slot], street.lots[slot.slot + 1]
            assert left.lot.right <= slot.x <= right.lot.x
        assert street.lots[0].lot.x == layout.streets[0].lots[0].lot.x  # left-aligned
    panels = [*(p.panel for p in layout.plans), layout.parks.panel, layout.pools.panel,
              layout.temps.panel, *(c.track.panel for c in layout.estates), layout.bis.panel,
              layout.roundabouts.panel, layout.refusals.panel, layout.total.panel]
    for a, b in itertools.pairwise(panels):
        assert a.right <= b.x  # left to right, no overlap
    for box in panels:
        assert box.x >= 0 and box.right <= page.w and box.bottom <= page.h
    assert layout.streets[-1].row.bottom <= min(p.y for p in panels)


def test_fonts_are_bundled_with_their_licences(qapp: object) -> None:
    fonts_dir = ROOT / "welcome_desktop" / "assets" / "fonts"
    for ttf in fonts_dir.glob("*.ttf"):
        stem = ttf.stem.split("-")[0]
        assert any(fonts_dir.glob(f"{stem}*.copyright")), ttf
    families = sheet_fonts()
    assert families.handwriting == "Humor Sans"
    assert families.label == "Lato"


def test_the_solo_sheet_prints_the_solo_temps_rule(
        shown: tuple[SheetScene, SheetView]) -> None:
    scene, view = shown
    sheet = Sheet()
    legends = {}
    for solo in (False, True, False):
        scene.set_snapshot(snap(sheet, solo=solo))
        view.grab()
        legends[solo] = {p.text for p in scene.drawing.printed if "7" in p.text
                         and ("1st" in p.text or "boxes" in p.text)}
    assert legends[True] == {"6 boxes:\n7 points"}
    assert legends[False] == {"1st: 7\n2nd: 4\n3rd: 1"}


@pytest.mark.parametrize("width", [560, 700, 1414])
def test_no_printed_text_is_shown_under_9_px(shown: tuple[SheetScene, SheetView],
                                              width: int) -> None:
    scene, view = shown
    view.resize(width, round(width / PAGE_W * PAGE_H))
    scene.set_snapshot(snap(Sheet()))
    scene.refresh_art()
    view.grab()
    scale = view.transform().m11()
    printed = scene.drawing.printed
    assert printed and min(p.pixels for p in printed) * scale >= 9
    assert [p.text for p in printed if p.width > p.room + 0.5] == []


def test_a_fence_slot_clicks_wider_than_it_is_drawn(qapp: object) -> None:
    layout = sheet_layout()
    slot = layout.streets[0].slots[0]
    scene = SheetScene()
    hit = scene.zones[Target(Zone.FENCE, 0, 0)].shape().boundingRect()
    assert hit.width() >= 32  # 16 px at the smallest window's zoom (about 0.49)
    assert abs(hit.center().x() - slot.x) < 0.5  # centred on the slot drawn
