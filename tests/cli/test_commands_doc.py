"""docs/commands.md says every command and every option the parser has: a command or an option
added to ``welcome-desktop`` and not to the page makes this fail (the page is the command
reference the README points to; ``--help`` is the other)."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from welcome_desktop.cli.arguments import parser
from welcome_desktop.players.tournament import _parser as tournament_parser

PAGE = Path(__file__).resolve().parents[2] / "docs" / "commands.md"


def commands() -> dict[str, argparse.ArgumentParser]:
    """Each command's own parser, ``tournament``'s included (the players' command line)."""
    found: dict[str, argparse.ArgumentParser] = {}
    for action in parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            found.update(action.choices)
    found["tournament"] = tournament_parser()
    return found


def options(command: argparse.ArgumentParser) -> set[str]:
    """The long options of ``command`` (``--help`` left out)."""
    return {name for action in command._actions for name in action.option_strings
            if name.startswith("--") and name != "--help"}


def rows(page: str) -> dict[str, str]:
    """Each command's rows in the page's tables: what follows ``welcome-desktop NAME``."""
    found: dict[str, str] = {}
    for line in page.splitlines():
        for match in re.finditer(r"`welcome-desktop (\w+)([^`]*)`", line):
            found[match.group(1)] = found.get(match.group(1), "") + line
    return found


@pytest.mark.parametrize("name", sorted(commands()))
def test_the_page_says_each_command_and_its_options(name: str) -> None:
    said = rows(PAGE.read_text(encoding="utf-8"))
    assert name in said, f"docs/commands.md has no row for `welcome-desktop {name}`"
    unsaid = sorted(option for option in options(commands()[name])
                    if not re.search(re.escape(option) + r"\b", said[name]))
    assert not unsaid, f"docs/commands.md does not say {name}'s {unsaid}"


def test_an_option_the_page_lacks_is_found() -> None:
    said = rows("| `welcome-desktop serve [--port P]` | a server |\n")
    assert said == {"serve": "| `welcome-desktop serve [--port P]` | a server |"}
    assert not re.search(re.escape("--port-range") + r"\b", said["serve"].replace("--port ", ""))
    assert {"--host", "--port", "--keep-days"} <= options(commands()["serve"])
