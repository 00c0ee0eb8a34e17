"""Research scripts for the computer players (the calibration fit, weight duels): run by hand
(``.venv/bin/python scripts/research/fit_calibration.py``), they print figures; see
docs/computer-players.md. A package so that tests/players/test_calibration.py imports the fit."""
