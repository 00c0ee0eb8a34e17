"""Research scripts for the computer players (the calibration fit, weight duels): run by hand,
they print figures; see docs/computer-players.md."""
