"""welcome_desktop: a desktop edition of the roll-and-write game Welcome To."""

from welcome_desktop.compiled import prefer_sources_when_stale

__version__ = "0.1.0"

prefer_sources_when_stale()
