"""The window read from outside the process over AT-SPI (tests/app/window/test_atspi.py): the game's
window as one child process, the reader (the system's Python, with pyatspi) as another."""
