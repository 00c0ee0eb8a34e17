"""The table screen's grids (window/table_screen_layout.py), without a window."""

from __future__ import annotations

from welcome_desktop.app.window.table_screen_layout import (
    code_grid,
    face_grid,
    gap,
    plan_row,
    score_table_height,
    score_table_type,
    sheet_grid,
)


def test_the_gaps_grow_with_the_screen_but_never_below_eight_pixels() -> None:
    assert gap(1.0) == 16
    assert gap(2.0) == 32
    assert gap(0.1) == 8


def test_four_codes_in_a_square_take_two_columns() -> None:
    columns, side = code_grid(4, 400, 440, caption=20)
    assert columns == 2
    assert side == (400 - 8) // 2  # as wide as the room allows (the height leaves more)


def test_codes_in_a_wide_strip_take_one_row() -> None:
    columns, side = code_grid(3, 1200, 300, caption=20)
    assert columns == 3
    assert side == 300 - 20


def test_passed_cards_take_two_rows_beyond_six() -> None:
    assert face_grid(6, card_w=100, width=2000, height=300).height == 300
    grid = face_grid(12, card_w=100, width=2000, height=300)
    assert (grid.per_row, grid.height) == (6, 150)
    assert grid.width == 100 * 150 // 300  # a card's shape, at half the height


def test_the_three_plans_are_centred_in_their_room() -> None:
    plans = plan_row(100, 1000, 356, unit=1.0, aspect=0.7)
    assert plans.claims_h == 56
    assert plans.height <= 300
    assert plans.step == plans.width + 8
    right_edge = plans.left + 2 * plans.step + plans.width
    assert plans.left - 100 == 100 + 1000 - right_edge  # the same room either side


def test_small_sheets_rows_are_as_even_as_may_be() -> None:
    grid = sheet_grid(5, 1200, 600, unit=1.0)
    assert grid.columns * grid.rows >= 5
    assert grid.columns * (grid.rows - 1) < 5  # no empty row
    assert grid.seat_w >= 60
    assert grid.used <= 1200
    one = sheet_grid(1, 1200, 600, unit=1.0)
    assert (one.columns, one.rows) == (1, 1)
    assert one.seat_w > grid.seat_w  # alone, a sheet is larger


# Ten columns measured at 100 px: headers (one line, two lines) much wider than the numbers.
HEADERS = [(300.0, 160.0)] * 10
CELLS = [120.0] * 10


def test_the_score_table_fits_its_room_whole() -> None:
    for rows, width, height in ((12, 990, 380), (3, 1400, 360), (4, 700, 250)):
        kind = score_table_type(HEADERS, CELLS, rows, width=width, height=height, unit=0.7,
                                reference=100.0)
        assert sum(kind.widths) <= width
        assert kind.header_h + rows * kind.row_h <= height
        assert all(w >= 300 * kind.header_px / 100 for w in kind.widths)  # no header cut
        assert all(w > 120 * kind.px / 100 for w in kind.widths)  # no number cut


def test_the_score_tables_headers_take_two_lines_only_when_the_type_grows() -> None:
    narrow = score_table_type(HEADERS, CELLS, 3, width=1000, height=600, unit=1.0,
                              reference=100.0)
    assert narrow.header_lines == 2  # bound by the width: shorter headers, larger type
    low = score_table_type(HEADERS, CELLS, 12, width=4000, height=300, unit=1.0,
                           reference=100.0)
    assert low.header_lines == 1  # bound by the height: one line more would take a row's room
    huge = score_table_type(HEADERS, CELLS, 1, width=9000, height=9000, unit=1.0,
                            reference=100.0)
    assert huge.px == 64  # never past 64 units


def test_the_score_tables_height_is_what_it_takes() -> None:
    kind = score_table_type(HEADERS, CELLS, 12, width=9000, height=score_table_height(12, 20),
                            unit=1.0, reference=100.0)
    assert kind.px >= 19  # the height asked for a 20-pixel type gives it (the frame aside)
