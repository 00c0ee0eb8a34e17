"""Two computer players in separate processes (``welcome-desktop join``) play a whole game
against a real server (``welcome-desktop serve --port 0``); the game they played is the game
the rules play locally from the same setup and the same decisions."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests.network.wire import CLI, cli_env, run_cli, saved_game, start_server_process
from welcome_desktop.network.client.remote_player import turn_rng
from welcome_desktop.players import make_player, seat_view
from welcome_desktop.rules.game import Game
from welcome_desktop.rules.record import record_of


def test_two_join_processes_play_a_whole_game_scored_as_locally(tmp_path: Path) -> None:
    server, url = start_server_process(tmp_path)
    try:
        created = run_cli("create", url, "--mode", "standard", "--advanced",
                          "--seats", "person,person,greedy", "--names", "Anna,Ben,Cleo",
                          "--json")
        assert created.returncode == 0, created.stderr
        info = json.loads(created.stdout)
        game_id = info["game"]
        codes = info["codes"]
        assert codes[2] is None and all(codes[:2])
        players = [subprocess.Popen([*CLI, "join", url, code, "--player", level],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                    env=cli_env())
                   for code, level in zip(codes[:2], ("greedy", "easy"), strict=True)]
        outputs = [p.communicate(timeout=300) for p in players]
        for process, (_out, err) in zip(players, outputs, strict=True):
            assert process.returncode == 0, err
    finally:
        server.terminate()
        server.communicate(timeout=30)
    assert server.returncode == 0
    finals = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
    assert [f["seat"] for f in finals] == [0, 1]
    assert finals[0]["scores"] == finals[1]["scores"]

    # The server's saved record, replayed through the rules, gives the same scores.
    saved = saved_game(tmp_path, game_id)
    assert saved.over
    assert [b.total for b in saved.breakdowns()] == finals[0]["scores"]

    # And the same game played locally: at every turn each remote player's choice is what the
    # same player decides from the seat's view of the local game with the same random source.
    local = Game(saved.setup)
    for turn, record in enumerate(saved.history):
        for seat, level in ((0, "greedy"), (1, "easy")):
            decided = make_player(level).decide(seat_view(local, seat),
                                                turn_rng(game_id, seat, turn))
            assert tuple(decided) == record.actions[seat], (turn, seat)
        for seat in range(local.player_count):
            local.play_turn(seat, record.actions[seat])
    assert local.over
    assert [b.total for b in local.breakdowns()] == finals[0]["scores"]
    assert record_of(local) == record_of(saved)
