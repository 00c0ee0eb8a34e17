"""Work off the interface thread, one job at a time: the computer seats' turns and hints, and
the coach's reviews. Results come back through the owner's signals (queued to the interface
thread), tagged with the request id that asked for them, so that a stale answer is recognised."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool


class BackgroundWorker(QObject):
    """Runs the jobs it is given one at a time on a thread of its own."""

    #: How long :meth:`wait` waits by default (milliseconds).
    WAIT_MS = 30000

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        #: The id of the latest request; answers to older ones are stale.
        self.request = 0

    def run(self, job: Callable[[], None]) -> None:
        """Run ``job`` after the jobs already given."""
        self._pool.start(job)

    def wait(self, msecs: int | None = None) -> bool:
        """Block until the work under way is done (tests, closing the window)."""
        return self._pool.waitForDone(self.WAIT_MS if msecs is None else msecs)
