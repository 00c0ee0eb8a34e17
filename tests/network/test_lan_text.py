"""The TXT record of an announced game: written within DNS's bounds, read safely whatever it holds.

No network here: the records are built by hand, byte by byte, as a hostile host could send them.
"""

from __future__ import annotations

import unicodedata

import pytest

from welcome_desktop.network.lan.lan_text import (
    MAX_ENTRIES,
    MAX_GAME_NAME,
    MAX_VALUE,
    Announcement,
    instance_label,
    read_game,
    txt_entries,
)
from welcome_desktop.network.protocol.plain_text import plain_text
from welcome_desktop.rules.game import MAX_NAME

SERVICE = "Ann (abc123)._welcome-to._tcp.local."


def wire(*strings: bytes) -> bytes:
    """A TXT record's wire form: each string after its length byte."""
    return b"".join(bytes((len(s),)) + s for s in strings)


def announcement(**changes: object) -> Announcement:
    fields: dict[str, object] = dict(protocol=1, game="Ann's table", host="Ann", mode="standard",
                                     advanced=False, sheet="base", players=4, open_seats=2,
                                     port=4567)
    fields.update(changes)
    return Announcement(**fields)  # type: ignore[arg-type]


def test_plain_text_drops_controls_and_invisible_characters() -> None:
    assert plain_text(b"\x1b[31mAnn\x07\r\nBob\t", 40) == "[31mAnn Bob"
    # Bidirectional overrides and zero-width characters would disguise a name.
    assert plain_text("\u202eAnn\u200b\u2066Bob\ufeff", 40) == "AnnBob"
    assert plain_text("  Ann \u2028\u2029 Bob  ", 40) == "Ann Bob"
    assert plain_text(b"\x00\x01\x7f\xc2\x9b", 40) == ""  # NUL, SOH, DEL and C1 CSI


def test_plain_text_decodes_bad_bytes_and_keeps_markup_as_text() -> None:
    assert plain_text(b"Ann\xff\xfeBob", 40) == "Ann\ufffd\ufffdBob"
    markup = "<b>Ann</b><img src=x onerror=alert(1)>&amp;"
    assert plain_text(markup, 200) == markup  # text, shown as text: never stripped to a tag
    assert plain_text("Zoë and Tomáš", 40) == "Zoë and Tomáš"


def test_plain_text_bounds_length_and_combining_marks() -> None:
    assert len(plain_text("x" * 100_000, 60)) == 60
    tower = "a" + "\u0301" * 100 + "b"
    text = plain_text(tower, 40)
    assert text == "a\u0301\u0301b"
    assert plain_text("\u0301\u0301Ann", 40) == "Ann"  # no mark on nothing


def test_announcement_properties_bounded_and_plain() -> None:
    props = announcement(game="\x1b]0;pwned\x07" + "é" * 300, host="Bo\nb" * 30).properties()
    assert props["proto"] == "1" and props["seats"] == "4" and props["open"] == "2"
    assert props["adv"] == "0" and props["mode"] == "standard" and props["sheet"] == "base"
    assert len(props["game"]) <= MAX_GAME_NAME and "\x1b" not in props["game"]
    assert len(props["host"]) <= MAX_NAME and "\n" not in props["host"]
    for key, value in props.items():
        assert len(key.encode()) + 1 + len(value.encode()) <= 255


@pytest.mark.parametrize("changes", [
    {"players": 0}, {"players": 13}, {"open_seats": 5}, {"open_seats": -1}, {"port": 0},
    {"port": 70_000}, {"mode": "Standard mode"}, {"sheet": "<b>"}, {"protocol": -1},
])
def test_announcement_out_of_range_is_refused(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        announcement(**changes).properties()


def test_instance_label_fits_a_dns_label() -> None:
    label = instance_label("ř" * 200, "abc123")
    assert len(label.encode()) <= 63 and label.endswith(" (abc123)")
    assert instance_label("a.b.c", "abc123") == "a b c (abc123)"
    assert instance_label("\x00\u202e", "abc123") == "Welcome To (abc123)"


def test_read_game_reads_a_well_formed_record() -> None:
    text = wire(*(f"{k}={v}".encode() for k, v in announcement().properties().items()))
    game = read_game(SERVICE, ["192.0.2.7"], 4567, text, protocol=1)
    assert game is not None
    assert (game.game, game.host, game.mode, game.advanced, game.sheet) == (
        "Ann's table", "Ann", "standard", False, "base")
    assert (game.players, game.open_seats, game.protocol, game.same_version) == (4, 2, 1, True)
    assert game.addresses == ("192.0.2.7",) and game.port == 4567
    other = read_game(SERVICE, ["192.0.2.7"], 4567, text, protocol=2)
    assert other is not None and not other.same_version and other.protocol == 1


def test_read_game_needs_an_address_and_a_port() -> None:
    assert read_game(SERVICE, [], 4567, b"", 1) is None
    assert read_game(SERVICE, ["192.0.2.7"], 0, b"", 1) is None
    assert read_game(SERVICE, ["192.0.2.7"], None, b"", 1) is None


def test_read_game_survives_a_hostile_record() -> None:
    text = wire(
        b"proto=99999999999999999999", b"seats=-1", b"open=\xd9\xa3",  # Arabic-Indic three
        b"game=\x1b[2J<script>alert(1)</script>\x00" + b"\xff" * 200,
        b"host=" + "\u202e".encode() * 60 + b"\x07Eve",
        b"mode=standard\x00", b"adv=yes", b"sheet=../../etc",
        b"no-equals-sign", b"=empty key", b"\xff\xfe=binary key", b"k" * 40 + b"=long key",
        b"GAME=second game wins nothing", b"game=a repeated key")
    game = read_game(SERVICE, ["192.0.2.7"], 4567, text, protocol=1)
    assert game is not None
    assert game.protocol is None and not game.same_version
    assert game.players is None and game.open_seats is None and game.advanced is None
    assert game.mode is None and game.sheet is None
    assert game.game.startswith("[2J<script>alert(1)</script> \ufffd")  # NUL: a space
    assert len(game.game) == MAX_GAME_NAME
    assert game.host == "Eve"
    assert set(game.properties) == {"proto", "seats", "open", "game", "host", "mode", "adv",
                                    "sheet"}
    for value in game.properties.values():
        assert len(value) <= MAX_VALUE
        assert not any(unicodedata.category(c) in ("Cc", "Cf") for c in value)


def test_txt_entries_bounded_whatever_the_record_length() -> None:
    many = wire(*(f"k{i}=".encode() + b"v" * 200 for i in range(500)))
    assert len(txt_entries(many)) == MAX_ENTRIES
    # A length byte pointing past the end reads what there is, and stops.
    assert txt_entries(b"\xffgame=cut") == {"game": b"cut"}
    assert txt_entries(b"") == {}


def test_read_game_falls_back_to_the_host_then_the_service_name() -> None:
    game = read_game(SERVICE, ["192.0.2.7"], 4567, wire(b"host=Bob"), 1)
    assert game is not None and game.game == "Bob"
    game = read_game("\x1bEvil\x07 (x)._welcome-to._tcp.local.", ["192.0.2.7"], 4567, b"", 1)
    assert game is not None and game.game == "Evil (x)" and game.host == ""
