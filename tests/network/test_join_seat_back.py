"""A ``join`` killed mid-game gets its seat back: the seat's reconnect token is kept in a
private file (0600 in a 0700 folder) and the same command run again comes back with it. A seat
whose token is lost for good: the game's creator hands it to a computer or gives it a new code
from the command line (``welcome-desktop seat``). ``join`` ends with the final ranking, names
and scores."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import time
from pathlib import Path

import pytest

from tests.network.helpers import joined, names
from tests.network.wire import CLI, cli_env, run_cli, saved_game, start_server_process
from welcome_desktop.network.client.joined_seats import FOLDER
from welcome_desktop.network.host.session import IntentRefused
from welcome_desktop.records.savefile import SaveFileError, load
from welcome_desktop.rules import Mode, Setup

NAMES = ("Anna", "Ben", "Chiara")


def start_join(url: str, code: str, data: Path, level: str = "greedy") -> subprocess.Popen[str]:
    """A ``join`` process whose data folder is ``data`` (the token is kept there)."""
    env = cli_env()
    env["WELCOME_DESKTOP_DATA"] = str(data)
    return subprocess.Popen([*CLI, "join", url, code, "--player", level],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def turn_of(data: Path, game_id: str) -> int:
    """The turns resolved in the server's save of the game (0 before the first save)."""
    try:
        return load(data / "games" / f"{game_id}.json").game.turn_number
    except SaveFileError:
        return 0


def wait_turn(data: Path, game_id: str, turn: int) -> int:
    deadline = time.monotonic() + 120
    while (now := turn_of(data, game_id)) < turn and time.monotonic() < deadline:
        time.sleep(0.05)
    assert now >= turn
    return now


def kill(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGKILL)
    process.communicate(timeout=30)


def finish(process: subprocess.Popen[str]) -> tuple[str, str]:
    out, err = process.communicate(timeout=300)
    assert process.returncode == 0, err
    assert "Traceback" not in err
    return out, err


def test_a_killed_join_takes_its_seat_back_and_prints_the_ranking(tmp_path: Path) -> None:
    server, url = start_server_process(tmp_path / "server")
    players: list[subprocess.Popen[str]] = []
    try:
        created = json.loads(run_cli("create", url, "--seats", "person,person,greedy",
                                     "--names", ",".join(NAMES), "--json").stdout)
        game_id, codes = created["game"], created["codes"]
        here = tmp_path / "here"
        players = [start_join(url, codes[0], here), start_join(url, codes[1], tmp_path / "b")]
        wait_turn(tmp_path / "server", game_id, 2)
        kill(players[0])
        folder = here / FOLDER
        kept = list(folder.iterdir())
        assert len(kept) == 1
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
        assert stat.S_IMODE(kept[0].stat().st_mode) == 0o600
        assert codes[0] not in kept[0].read_text()
        players[0] = start_join(url, codes[0], here)  # the same command again
        outputs = [finish(player) for player in players]
    finally:
        for player in players:
            player.kill()
        server.terminate()
        server.communicate(timeout=30)
    game = saved_game(tmp_path / "server", game_id)
    assert game.over
    scores = [b.total for b in game.breakdowns()]
    assert "back" in outputs[0][1] and "kept in" in outputs[0][1]
    assert not list(folder.iterdir())  # forgotten once the game is over
    for out, _ in outputs:
        assert json.loads(out.strip().splitlines()[-1])["scores"] == scores
        lines = out.splitlines()
        start = next(i for i, line in enumerate(lines) if "final ranking" in line)
        ranking = lines[start + 1:start + 1 + len(NAMES)]
        best = max(range(len(NAMES)), key=lambda seat: scores[seat])
        assert NAMES[best] in ranking[0] and ranking[0].strip().startswith("1.")
        for seat, name in enumerate(NAMES):
            line = next(line for line in ranking if name in line)
            assert line.endswith(f": {scores[seat]}")
    assert "you" in next(line for line in outputs[0][0].splitlines() if "Anna" in line)
    assert "you" not in next(line for line in outputs[0][0].splitlines() if "Ben" in line)


def test_the_creator_hands_a_lost_seat_to_a_computer_then_gives_it_a_new_code(
        tmp_path: Path) -> None:
    data = tmp_path / "server"
    server, url = start_server_process(data)
    players: list[subprocess.Popen[str]] = []
    try:
        created = json.loads(run_cli("create", url, "--seats", "person,person",
                                     "--names", "Anna,Ben", "--json").stdout)
        game_id, codes, creator = created["game"], created["codes"], created["creator_token"]
        # Ben's computer thinks a while (strong): the game is far from over meanwhile.
        players = [start_join(url, codes[0], tmp_path / "a", "easy"),
                   start_join(url, codes[1], tmp_path / "b", "strong")]
        wait_turn(data, game_id, 2)
        kill(players[0])  # and its machine is gone: the token with it
        waiting = wait_turn(data, game_id, 2)
        refused = run_cli("seat", url, "1", "--creator-token", codes[1], "--new-code")
        assert refused.returncode != 0 and "token" in refused.stderr
        assert "Traceback" not in refused.stderr
        present = run_cli("seat", url, "2", "--creator-token", creator, "--to-computer", "easy")
        assert present.returncode != 0 and "absent" in present.stderr
        handed = run_cli("seat", url, "1", "--creator-token", creator, "--to-computer", "easy")
        assert handed.returncode == 0, handed.stderr
        wait_turn(data, game_id, waiting + 2)  # the computer plays seat 1
        players[1].send_signal(signal.SIGSTOP)  # Ben stalls: the game waits for him
        try:
            renewed = run_cli("seat", url, "1", "--creator-token", creator, "--new-code")
            assert renewed.returncode == 0, renewed.stderr
            new_code = renewed.stdout.split("new join code ", 1)[1].split()[0]
            old = run_cli("join", url, codes[0], "--player", "easy")
            assert old.returncode != 0 and "join code" in old.stderr
        finally:
            players[1].send_signal(signal.SIGCONT)
        players[0] = start_join(url, new_code, tmp_path / "c")
        outputs = [finish(player) for player in players]
    finally:
        for player in players:
            player.kill()
        server.terminate()
        server.communicate(timeout=30)
    game = saved_game(data, game_id)
    assert game.over
    finals = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
    assert finals[0]["scores"] == finals[1]["scores"] == [b.total for b in game.breakdowns()]
    assert finals[0]["seat"] == 0


def test_a_new_code_replaces_the_seats_code_and_token() -> None:
    session, (anna, ben) = joined(Setup(Mode.STANDARD, False, names(2), seed=3))
    creator, _ = session.reconnect(session.creator_token)
    for member, seat, code in ((anna, 1, "not_creator"), (creator, 5, "no_such_seat"),
                               (creator, 1, "seat_present")):
        with pytest.raises(IntentRefused) as refused:
            session.renew_code(member, seat)
        assert refused.value.code == code
    session.leave(ben)
    code, outcome = session.renew_code(creator, 1)
    assert outcome.public and session.codes().seats[1] == code
    assert ben.token is not None
    with pytest.raises(IntentRefused):
        session.reconnect(ben.token)
    again, _ = session.join(code)
    assert again.seat == 1 and again.token not in (None, ben.token)
    with pytest.raises(IntentRefused) as taken:
        session.join(code)
    assert taken.value.code == "seat_taken"
    resumed = type(session).resume(session.save_bytes(), session.secrets_bytes())
    assert again.token is not None
    assert resumed.reconnect(again.token)[0].seat == 1


def test_a_kept_seat_file_that_makes_no_sense_is_ignored(tmp_path: Path) -> None:
    from welcome_desktop.network.client import joined_seats

    url = "ws://127.0.0.1:9"
    seat = joined_seats.JoinedSeat(url, "0123456789", 1, "t" * 43)
    old = os.umask(0)
    try:
        assert joined_seats.keep(tmp_path, "abc.DEFG-HJKM", seat) == ""
    finally:
        os.umask(old)
    path = joined_seats.seat_file(tmp_path, url, "ABC.defghjkm")  # as typed: same seat
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert joined_seats.kept(tmp_path, url, "abc.DEFG-HJKM") == seat
    assert joined_seats.kept(tmp_path, "ws://elsewhere:9", "abc.DEFG-HJKM") is None
    for junk in (b"[]", b'{"url": 1}', b"\xff" * 10, b"{" * 5000,
                 json.dumps({"url": url, "game": "g", "seat": True, "token": "t"}).encode()):
        path.write_bytes(junk)
        assert joined_seats.kept(tmp_path, url, "abc.DEFG-HJKM") is None
        assert not path.exists()
