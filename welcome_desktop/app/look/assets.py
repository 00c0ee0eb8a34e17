"""Where the package's assets are (fonts, icons, compiled translations): beside the sources, or
under ``sys._MEIPASS`` in the PyInstaller bundle. The one place that knows."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Final

#: The folder holding the package (the source tree's root, or the bundle's).
_ROOT: Final = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[3]))
#: ``welcome_desktop/assets``: fonts/, icons/, translations/.
ASSETS: Final = _ROOT / "welcome_desktop" / "assets"
