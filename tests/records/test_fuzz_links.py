"""issue 34: a small round of the fuzzing of tests/fuzz_links.py (links at every path the
program writes, markup and odd characters in names, the command line's numeric limits);
``python -m tests.fuzz_links --rounds 40`` runs a bigger one and prints the counts."""

from __future__ import annotations

import pytest

from tests.fuzz_links import fuzz


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="POSIX links and FIFOs")
def test_no_traceback_no_write_outside_no_hang() -> None:
    counts = fuzz(rounds=1, seed=34)
    assert counts.attempts >= 20
    assert counts.problems == []
    assert (counts.tracebacks, counts.outside_writes, counts.hangs) == (0, 0, 0)
