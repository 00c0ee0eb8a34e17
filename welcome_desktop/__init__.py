"""welcome_desktop: a desktop edition of the roll-and-write game Welcome To."""

__version__ = "0.1.0"
