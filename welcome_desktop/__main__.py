"""``python -m welcome_desktop``: the ``welcome-desktop`` command (welcome_desktop/cli)."""

import sys

from welcome_desktop.cli import main

sys.exit(main())
