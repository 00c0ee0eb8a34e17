"""Computer players and hints, built on the rules API alone (no Qt)."""
