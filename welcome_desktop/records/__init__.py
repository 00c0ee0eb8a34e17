"""Game records and save files on disk: atomic writes, schema versions and migrations, the
store of unfinished and finished games. Loading always validates by replaying through
:mod:`welcome_desktop.rules`; nothing read from a file is ever executed."""
