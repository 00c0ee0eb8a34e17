"""Card faces kept as pictures (app.cards.face_cache): the click that writes a number turns the
offer's cards disabled, and their faces must be ready by then (pytest-qt, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from pytestqt.qtbot import QtBot

from tests.app.pseudo_language import marked, pseudo_language
from welcome_desktop.app.cards import ConstructionCardWidget
from welcome_desktop.app.cards.card_face import CardFace
from welcome_desktop.app.cards.face_cache import FaceCache, shared
from welcome_desktop.rules.cards import Effect


def _card(qtbot: QtBot) -> ConstructionCardWidget:
    card = ConstructionCardWidget()
    qtbot.addWidget(card)
    card.set_card(7, Effect.PARK)
    card.resize(150, 214)
    card.show()
    qtbot.waitExposed(card)
    return card


def _idle(qtbot: QtBot) -> None:
    """Let the window be idle until the faces expected next are painted."""
    qtbot.waitUntil(lambda: shared().waiting() == 0, timeout=5000)


def test_a_card_turned_disabled_shows_a_face_painted_in_idle_time(qtbot: QtBot) -> None:
    card = _card(qtbot)
    enabled = card.grab().toImage()
    _idle(qtbot)
    faces = shared()
    before = faces.painted_now
    card.setEnabled(False)
    disabled = card.grab().toImage()
    assert faces.painted_now == before, "the disabled face was not ready"
    assert disabled != enabled  # and it is the disabled face that is shown
    card.setEnabled(True)
    assert card.grab().toImage() == enabled


def test_a_kept_face_is_the_face_painted_directly(qtbot: QtBot) -> None:
    """A picture from the cache, drawn on the widget, gives the pixels a direct paint gives."""
    card = _card(qtbot)
    _idle(qtbot)
    card.setEnabled(False)
    from_cache = card.grab().toImage()
    shared().clear()
    card.update()
    assert card.grab().toImage() == from_cache


def test_the_faces_follow_the_language(qtbot: QtBot) -> None:
    """The effect's name is painted on the face: a language change forgets the pictures."""
    card = _card(qtbot)
    card.grab()
    assert not any(marked(text.text) for text in card.texts)
    with pseudo_language():
        card.grab()
        assert any(marked(text.text) for text in card.texts), card.texts
    card.grab()
    assert not any(marked(text.text) for text in card.texts)


def test_the_cache_keeps_under_its_bound_and_drops_the_oldest(qtbot: QtBot) -> None:
    del qtbot  # the application must exist (QPixmap)
    size, rect = QSize(150, 214), QRectF(3, 16, 140, 190)
    faces = FaceCache(limit_bytes=3 * 150 * 214 * 4)
    shown = [CardFace(number, Effect.POOL) for number in range(1, 6)]
    for face in shown:
        faces.painted(face, size, rect, 1.0)
    assert len(faces) == 3
    painted = faces.painted_now
    faces.painted(shown[-1], size, rect, 1.0)  # the newest is kept
    assert faces.painted_now == painted
    faces.painted(shown[0], size, rect, 1.0)  # the oldest was dropped
    assert faces.painted_now == painted + 1
    picture = faces.painted(shown[0], size, rect, 2.0).picture  # a screen at 200 %
    assert (picture.width(), picture.height()) == (300, 428)
