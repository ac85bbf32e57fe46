"""The deal log and the replay command (docs/deal-log.md): examples, errors, no tracebacks."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bschnapsen_gui.engine.cards import DECK
from bschnapsen_gui.engine.log import (
    DealLog,
    LogError,
    deck_from_hands,
    hands_from_deck,
    parse_log,
    state_json,
)
from bschnapsen_gui.engine.replay import main as replay_main
from bschnapsen_gui.engine.rules import RuleSet

DATA = Path(__file__).parent / "data"
EXAMPLES = sorted(DATA.glob("*.json"))

GOOD = {
    "format": "bauernschnapsen/deal-1",
    "dealer": 3,
    "hands": [
        ["HA", "DK", "S10", "CO", "HU"],
        ["H10", "DA", "SK", "CU", "DU"],
        ["HK", "D10", "SA", "C10", "SU"],
        ["HO", "DO", "SO", "CA", "CK"],
    ],
    "actions": [{"seat": 0, "trump": "H"}, {"seat": 0, "bid": "normal"}],
}


def run_replay(
    data: bytes, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> tuple[int, str, str]:
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code = replay_main(["-"])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_worked_examples(path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    ex = json.loads(path.read_text())
    code, out, err = run_replay(json.dumps(ex["log"]).encode(), capsys, monkeypatch)
    if "expect_exit" in ex:
        assert code == ex["expect_exit"] and out == ""
        assert len(err.strip().splitlines()) == 1
        return
    assert code == 0 and err == ""
    state = json.loads(out)
    for key, value in ex["expect"].items():
        assert state[key] == value, key


def test_replay_command_line_file_and_stdin(tmp_path: Path) -> None:
    f = tmp_path / "log.json"
    f.write_text(json.dumps(GOOD))
    for args, stdin in ((["replay", str(f)], None), (["replay", "-"], json.dumps(GOOD).encode())):
        p = subprocess.run(
            [sys.executable, "-m", "bschnapsen_gui.engine." + args[0], args[1]],
            input=stdin, capture_output=True, check=False,
        )
        assert p.returncode == 0, p.stderr
        state = json.loads(p.stdout)
        assert state["phase"] == "auction" and state["to_act"] == 1
        assert list(state) == ["phase", "to_act", "legal", "trump", "contract", "declarer",
                               "kontra_level", "tricks", "augen", "announced", "result"]


def mutate(**changes: object) -> bytes:
    d = json.loads(json.dumps(GOOD))
    for k, v in changes.items():
        if v is KeyError:
            d.pop(k)
        else:
            d[k] = v
    return json.dumps(d).encode()


BAD_LOGS = {
    "bom": b"\xef\xbb\xbf" + json.dumps(GOOD).encode(),
    "not utf8": b'{"format": "\xff"}',
    "not json": b"{",
    "empty": b"",
    "array": b"[]",
    "float dealer": json.dumps(GOOD).replace('"dealer": 3', '"dealer": 3.0').encode(),
    "float seat": (
        json.dumps(GOOD)
        .replace('"seat": 1', '"seat": 1.0')
        .replace('{"seat": 0, "bid"', '{"seat": 0.0, "bid"')
        .encode()
    ),
    "nan": json.dumps(GOOD).replace('"dealer": 3', '"dealer": NaN').encode(),
    "duplicate key": json.dumps(GOOD).replace('"dealer": 3', '"dealer": 3, "dealer": 2').encode(),
    "unknown top key": mutate(extra=1),
    "no format": mutate(format=KeyError),
    "wrong format": mutate(format="bauernschnapsen/deal-2"),
    "no dealer": mutate(dealer=KeyError),
    "dealer 4": mutate(dealer=4),
    "dealer true": mutate(dealer=True),
    "no actions": mutate(actions=KeyError),
    "actions not list": mutate(actions={}),
    "both hands and deck": mutate(deck=[str(c) for c in DECK]),
    "no cards": mutate(hands=KeyError),
    "short hand": mutate(hands=[["HA"], [], [], []]),
    "lower case card": mutate(hands=[["ha", "DK", "S10", "CO", "HU"]] + GOOD["hands"][1:]),  # type: ignore[operator]
    "duplicate card": mutate(hands=[["HA", "HA", "S10", "CO", "HU"]] + GOOD["hands"][1:]),  # type: ignore[operator]
    "deck of 19": mutate(hands=KeyError, deck=[str(c) for c in DECK][:19]),
    "rules unknown": mutate(rules={"zehner_gang": "off"}),
    "rules 1 for true": mutate(rules={"herzrunde": 1}),
    "rules true for int": mutate(rules={"bettler_points": True}),
    "rules bad string": mutate(rules={"zehnergang": "9-above-gang"}),
    "rules not object": mutate(rules=[]),
    "action extra key": mutate(actions=[{"seat": 0, "trump": "H", "x": 1}]),
    "action two verbs": mutate(actions=[{"seat": 0, "trump": "H", "bid": "normal"}]),
    "action no verb": mutate(actions=[{"seat": 0}]),
    "action no seat": mutate(actions=[{"trump": "H"}]),
    "action seat 5": mutate(actions=[{"seat": 5, "trump": "H"}]),
    "action seat bool": mutate(actions=[{"seat": True, "trump": "H"}]),
    "action bad suit": mutate(actions=[{"seat": 0, "trump": "X"}]),
    "action genug false": mutate(actions=[{"seat": 0, "genug": False}]),
    "action redeal false": mutate(actions=[{"seat": 0, "redeal": False}]),
    "action aufschlagen 2": mutate(actions=[{"seat": 0, "aufschlagen": 2}]),
    "action aufschlagen true": mutate(actions=[{"seat": 0, "aufschlagen": True}]),
    "action double 1": mutate(actions=[{"seat": 1, "double": 1}]),
    "action unknown bid": mutate(actions=[{"seat": 0, "trump": "H"}, {"seat": 0, "bid": "solo"}]),
    "action not object": mutate(actions=["HA"]),
    "illegal trump": mutate(actions=[{"seat": 0, "trump": "C"}]),
    "illegal first pass": mutate(actions=[{"seat": 0, "trump": "H"}, {"seat": 0, "bid": "pass"}]),
    "wrong seat": mutate(actions=[{"seat": 1, "trump": "H"}]),
    "after the end": mutate(actions=[{"seat": 0, "redeal": True}]),
    "deep nesting": b"[" * 100000 + b"]" * 100000,
}


@pytest.mark.parametrize("name", list(BAD_LOGS))
def test_bad_logs_exit_2_with_one_line(
    name: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, err = run_replay(BAD_LOGS[name], capsys, monkeypatch)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0]
    assert "Traceback" not in err and "internal error" not in err


def test_error_names_the_action_and_the_rule() -> None:
    log = json.loads((DATA / "04_stichzwang_over_partner.json").read_text())["log"]
    log["actions"].append({"seat": 2, "play": "HO"})
    with pytest.raises(LogError) as exc:
        parse_log(json.dumps(log)).replay()
    assert str(exc.value) == "action 9 (seat 2 plays HO): must beat the trick with HA (Stichzwang)"


def test_unknown_rule_message() -> None:
    with pytest.raises(LogError) as exc:
        parse_log(mutate(rules={"zehner_gang": "off"}))
    assert str(exc.value) == 'rules: unknown option "zehner_gang"'


def test_retourschneider_in_a_log() -> None:
    log = parse_log(mutate(rules={"retourschneider": True}))
    assert log.rules.retourschneider and log.rules == RuleSet(retourschneider=True)
    plain = parse_log(mutate())
    assert log.replay().events == plain.replay().events  # a match option: no effect on a deal
    assert log.to_json()["rules"] == {"retourschneider": True}  # written only when not the default
    assert "rules" not in plain.to_json() or plain.to_json()["rules"] == {}
    for spelling in ({"retour_schneider": True}, {"Retourschneider": True}, {"retourschneider": 1}):
        with pytest.raises(LogError):
            parse_log(mutate(rules=spelling))


def test_deck_and_hands_agree() -> None:
    rng = random.Random(3)
    for dealer in range(4):
        deck = list(DECK)
        rng.shuffle(deck)
        hands = hands_from_deck(deck, dealer)
        assert deck_from_hands(hands, dealer) == deck
        rufer = (dealer + 1) % 4
        assert hands[rufer][:3] == tuple(deck[:3])
        assert hands[rufer][3:] == tuple(deck[12:14])
        assert hands[dealer][:3] == tuple(deck[9:12])
        d = json.loads(mutate(hands=KeyError, deck=[str(c) for c in deck], dealer=dealer))
        assert parse_log(json.dumps(d)).hands == hands


def test_save_load_round_trip() -> None:
    log = parse_log(json.dumps(GOOD))
    again = parse_log(log.dumps())
    assert again == log
    assert state_json(again.replay()) == state_json(log.replay())
    assert DealLog.from_deal(log.replay()).to_json() == GOOD


def test_random_garbage_never_crashes(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(99)
    base = json.dumps(GOOD).encode()
    for _ in range(300):
        b = bytearray(base)
        for _ in range(rng.randrange(1, 6)):
            i = rng.randrange(len(b))
            b[i] = rng.randrange(256)
        code, out, err = run_replay(bytes(b), capsys, monkeypatch)
        assert code in (0, 2)
        assert "Traceback" not in err and "internal error" not in err
        if code == 2:
            assert out == "" and len(err.strip().splitlines()) == 1


# -- limits: checked before any work --------------------------------------------------


def test_a_log_with_too_many_actions_is_refused_before_they_are_read() -> None:
    from bschnapsen_gui.engine.log import MAX_ACTIONS

    data = dict(GOOD, actions=[{"seat": 0, "bid": "weiter"}] * (MAX_ACTIONS + 1))
    with pytest.raises(LogError, match=f"at most {MAX_ACTIONS}"):
        parse_log(json.dumps(data))


def test_a_log_larger_than_the_cap_is_refused_before_it_is_decoded() -> None:
    from bschnapsen_gui.engine.log import MAX_LOG_BYTES

    text = json.dumps(GOOD).encode()
    parse_log(text + b" " * (MAX_LOG_BYTES - len(text)))  # at the cap: still a log
    with pytest.raises(LogError, match="larger than"):
        parse_log(text + b" " * (MAX_LOG_BYTES - len(text) + 1))


def one_line_exit_2(p: subprocess.CompletedProcess[bytes]) -> str:
    assert p.returncode == 2 and p.stdout == b"", p
    err = p.stderr.decode()
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    return err


def replay_cmd(*args: str, **kw: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "bschnapsen_gui.engine.replay", *args],
                          capture_output=True, check=False, timeout=60, **kw)  # type: ignore[call-overload]


def test_replay_of_dev_zero_on_stdin_reads_only_the_cap() -> None:
    with open("/dev/zero", "rb") as zero:
        err = one_line_exit_2(replay_cmd("-", stdin=zero))
    assert "larger than" in err


@pytest.mark.parametrize("where", ["link to /dev/zero", "fifo", "directory", "huge", "nested", "missing"])
def test_replay_of_a_hostile_file_exits_2_with_one_line(where: str, tmp_path: Path) -> None:
    from bschnapsen_gui.engine.log import MAX_LOG_BYTES

    f = tmp_path / "log.json"
    if where == "link to /dev/zero":
        f.symlink_to("/dev/zero")
    elif where == "fifo":
        os.mkfifo(f)  # nobody writes: opening it for reading would block forever
    elif where == "directory":
        f.mkdir()
    elif where == "huge":
        f.write_bytes(b" " * (MAX_LOG_BYTES + 1))
    elif where == "nested":
        f.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    err = one_line_exit_2(replay_cmd(str(f)))
    assert str(f) in err or where == "nested"


def test_a_log_at_the_size_cap_still_replays(tmp_path: Path) -> None:
    from bschnapsen_gui.engine.log import MAX_LOG_BYTES, read_log_bytes

    text = json.dumps(GOOD).encode()
    f = tmp_path / "log.json"
    f.write_bytes(text + b" " * (MAX_LOG_BYTES - len(text)))
    assert read_log_bytes(f) == f.read_bytes()
    p = replay_cmd(str(f))
    assert p.returncode == 0, p.stderr


def test_fuzzed_logs_with_nesting_and_size_mutations_give_only_log_errors() -> None:
    good = json.dumps(GOOD).encode()
    rng = random.Random(16)
    for _ in range(400):
        pick = rng.randrange(4)
        i = rng.randrange(len(good))
        if pick == 0:
            depth = rng.choice([10, 5000, 200_000])
            text = good[:i] + b"[" * depth + b"]" * depth + good[i:]
        elif pick == 1:
            j = rng.randrange(i, len(good))
            text = good[:i] + good[i:j] * rng.randrange(2, 3000) + good[j:]
        elif pick == 2:
            text = good[:i]
        else:
            text = good[:i] + bytes([rng.randrange(256)]) + good[i + 1:]
        try:
            parse_log(text).replay()
        except LogError:
            pass
