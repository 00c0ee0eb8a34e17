"""Qt tests run offscreen; this must be set before the qapp fixture creates QApplication."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
