"""``python -m welcome_desktop.cli``: the ``welcome-desktop`` command."""

import sys

from welcome_desktop.cli import main

sys.exit(main())
