"""PyInstaller entry script: the packaged ``welcome-desktop`` executable runs the CLI."""

import multiprocessing
import sys

from welcome_desktop.cli import main

if __name__ == "__main__":
    # `welcome-desktop tournament --jobs N` starts worker processes: in a frozen app they are
    # this executable again, which must then run the worker, not the CLI (needed wherever
    # multiprocessing spawns instead of forking: Windows, macOS).
    multiprocessing.freeze_support()
    sys.exit(main())
