"""A window whose places are put out while the pointer rests on its sheet, the view never
having had a mouse event: Qt's unsetCursor() read that missing event and the process crashed
(seen opening a saved game in a window that replaced another under the pointer).

The two window tests below, in this order and in one process, crashed every time before the
places' cursor went back to an arrow instead of being unset (app/sheet/items.py)."""

from __future__ import annotations

import subprocess
import sys

from tests.children import ROOT, child_env

ORDER = ("tests/app/window_flows/test_window_themes.py::"
         "test_a_lit_truck_previews_its_drive_under_the_pointer_and_the_cursor",
         "tests/app/window_flows/test_window_saves.py::"
         "test_new_open_and_resume_ask_before_losing_unsaved_actions")


def test_a_window_opened_under_a_resting_pointer_puts_its_places_out_safely() -> None:
    env = child_env()
    env["QT_QPA_PLATFORM"] = "offscreen"
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-m", "pytest", "-q", "-p", "no:cacheprovider",
         *ORDER], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, (done.returncode, done.stdout[-2000:], done.stderr[-2000:])
    assert "2 passed" in done.stdout
