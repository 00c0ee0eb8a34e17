"""Packaging tests: Qt (for reading PNGs) runs offscreen, before the qapp fixture exists."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
