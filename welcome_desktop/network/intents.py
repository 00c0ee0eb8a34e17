"""The intents a seat sends, read from untrusted JSON values, and the refusal they may get."""

from __future__ import annotations


class IntentRefused(Exception):
    """An intent the host refuses; nothing changed. ``code`` is stable (an
    ``IllegalAction`` code when a rule is broken), ``message`` English words for a person."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def to_dict(self) -> dict[str, str]:
        """``{"code": ..., "message": ...}``, JSON-ready."""
        return {"code": self.code, "message": self.message}
