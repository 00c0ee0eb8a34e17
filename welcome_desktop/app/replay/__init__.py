"""Replay mode: the read-only page stepping through a game's turns, and the coach's review."""
