"""Benchmarks: scripts that print measured figures (never timing assertions)."""
