"""The one background runner (qt.tasks.TaskRunner): hints and reviews worked out in the
thinking process, cancelled there, failures as values on the GUI thread, the same questions
answered in the worker thread without the process, and nothing left running after
shutdown."""

from __future__ import annotations

import os

import pytest

from bschnapsen_gui.ai.hints import Analysis, Hint
from bschnapsen_gui.ai.process import Failure, ThinkProcess
from bschnapsen_gui.engine.deal import Phase
from bschnapsen_gui.engine.view import seat_view
from bschnapsen_gui.qt import tasks
from bschnapsen_gui.qt.tasks import TaskRunner, running_threads
from tests.ai.helpers import deal_at
from tests.ai.questions import Boom, UntilCancelled, WhereAmI, failing_player, finished_log

CANCEL_POLLS = 100  # see tests/ai/test_process.py


@pytest.fixture(scope="module")
def thinker():
    proc = ThinkProcess()
    proc.start()
    yield proc
    proc.stop()


@pytest.fixture
def runner(qapp, thinker):
    r = TaskRunner("test", in_process=True, process=thinker)
    yield r
    assert r.shutdown()


def _play_view():
    deal = deal_at(Phase.PLAY, 11)
    return deal, seat_view(deal, deal.to_act)


def _never(*_args) -> None:
    raise AssertionError("no answer expected")


def test_a_hint_is_worked_out_in_the_thinking_process(qtbot, runner, thinker):
    deal, view = _play_view()
    with qtbot.waitSignal(runner.done, timeout=20_000) as got:
        ticket = runner.ask_hint(view, seed=1, seconds=0.5)
    assert got.args[0] == ticket
    hint = got.args[1]
    assert isinstance(hint, Hint) and hint.action in deal.legal_actions()
    assert runner.last_pid == thinker.pid != os.getpid()
    assert not runner.busy


def test_a_review_is_worked_out_in_the_thinking_process(qtbot, runner, thinker):
    with qtbot.waitSignal(runner.done, timeout=20_000) as got:
        ticket = runner.ask_review(finished_log(3), seed=1, seconds_per_decision=0.02, seconds=5.0)
    assert got.args[0] == ticket
    assert isinstance(got.args[1], Analysis) and got.args[1].decisions
    assert runner.last_pid == thinker.pid != os.getpid()


def test_a_cancelled_review_is_given_up_in_the_process(qtbot, runner, thinker):
    runner.done.connect(_never)
    runner.failed.connect(_never)
    # a review is over in tens of milliseconds (the compiled solver, the trump table): waiting
    # to see the process busy first would race it, so it is cancelled as soon as it is sent
    runner.ask_review(finished_log(4), seed=1, seconds_per_decision=30.0, seconds=600.0)
    runner.cancel()
    assert not runner.busy
    qtbot.waitUntil(lambda: not thinker.busy, timeout=10_000)
    assert thinker.cancel_polls <= CANCEL_POLLS
    runner.done.disconnect(_never)
    runner.failed.disconnect(_never)
    with qtbot.waitSignal(runner.done, timeout=10_000) as got:  # free for the next question
        runner.ask(WhereAmI())
    assert got.args[1] == thinker.pid


def test_a_new_question_cancels_the_one_being_worked_on(qtbot, runner, thinker):
    answers: list[object] = []
    runner.done.connect(lambda ticket, result: answers.append(result))
    runner.ask(UntilCancelled(600.0))
    qtbot.waitUntil(lambda: thinker.busy, timeout=10_000)
    with qtbot.waitSignal(runner.done, timeout=10_000):
        ticket = runner.ask(WhereAmI())
    assert answers == [thinker.pid] and runner.last_pid == thinker.pid
    assert ticket == 2


def test_a_failure_in_the_process_arrives_as_a_failure_value(qtbot, runner, thinker):
    with qtbot.waitSignal(runner.failed, timeout=10_000) as got:
        ticket = runner.ask(Boom())
    assert got.args[0] == ticket
    failure = got.args[1]
    assert isinstance(failure, Failure)
    assert (failure.kind, failure.message) == ("ValueError", f"boom in {thinker.pid}")
    assert "Traceback" in failure.detail
    assert runner.in_process and not runner.busy  # the process serves on


def test_a_hint_that_fails_in_the_process(qtbot, runner):
    deal, _view = _play_view()
    other = seat_view(deal, (deal.to_act + 1) % 4)  # not this seat's turn, no Genug to say
    with qtbot.waitSignal(runner.failed, timeout=10_000) as got:
        runner.ask_hint(other)
    assert got.args[1] == Failure("ValueError", "nothing to decide for this seat", got.args[1].detail)


def test_run_still_runs_functions_in_the_worker_thread(qtbot, runner):
    import threading

    with qtbot.waitSignal(runner.done, timeout=10_000) as got:
        ticket = runner.run(lambda cancel: threading.current_thread() is not threading.main_thread())
    assert got.args == [ticket, True]
    assert runner.last_pid == os.getpid()

    def broken(cancel):
        raise KeyError("no such thing")

    with qtbot.waitSignal(runner.failed, timeout=10_000) as got:
        runner.run(broken)
    assert isinstance(got.args[1], Failure) and got.args[1].kind == "KeyError"


@pytest.mark.parametrize("why", ["broken", "thread"])
def test_without_the_process_the_same_questions_are_answered_in_the_thread(qtbot, qapp, why, capfd, monkeypatch):
    if why == "broken":
        proc = ThinkProcess()
        proc._broken = "no processes on this machine"
        monkeypatch.setattr(tasks, "shared_process", lambda lane: proc)
        runner = TaskRunner("test", in_process=True)
    else:
        monkeypatch.setenv("BSCHNAPSEN_THINK", "thread")
        runner = TaskRunner("test")
    try:
        deal, view = _play_view()
        with qtbot.waitSignal(runner.done, timeout=20_000) as got:
            runner.ask_hint(view, seed=1, seconds=0.5)
        assert isinstance(got.args[1], Hint) and got.args[1].action in deal.legal_actions()
        assert runner.last_pid == os.getpid()
        assert not runner.in_process
        with qtbot.waitSignal(runner.done, timeout=20_000) as got:
            runner.ask_review(finished_log(3), seed=1, seconds_per_decision=0.02, seconds=5.0)
        assert isinstance(got.args[1], Analysis)
        with qtbot.waitSignal(runner.failed, timeout=10_000) as got:
            runner.ask(Boom())
        assert got.args[1].message == f"boom in {os.getpid()}"  # raised here
    finally:
        assert runner.shutdown()
    err = capfd.readouterr().err
    assert ("think in the window's process" in err) == (why == "broken")


def test_shutdown_while_the_process_works_leaves_nothing_running(qtbot, qapp):
    proc = ThinkProcess()
    runner = TaskRunner("test", in_process=True, process=proc)
    runner.done.connect(_never)
    runner.ask(UntilCancelled(600.0))
    qtbot.waitUntil(lambda: proc.busy, timeout=20_000)
    pid = proc.pid
    assert runner.shutdown(5_000)  # the question is given up, the thread stops
    assert running_threads() == [] and not proc.busy
    assert proc.ask(WhereAmI(), lambda: False).value == pid  # the process is free again...
    proc.stop()  # ...and ends with the program
    assert proc.pid is None
    from tests.ai.test_process import _alive

    qtbot.waitUntil(lambda: not _alive(pid), timeout=10_000)
    assert runner.shutdown()  # twice is fine


def test_a_computer_player_that_fails_in_the_process(qtbot, qapp, monkeypatch):
    from bschnapsen_gui.qt import players as players_mod

    proc = ThinkProcess(make=failing_player)
    monkeypatch.setattr(players_mod, "shared_process", lambda: proc)
    players = players_mod.ComputerPlayers("beginner", 1, in_process=True)
    try:
        deal, view = _play_view()
        with qtbot.waitSignal(players.failed, timeout=20_000) as got:
            players.ask(deal.to_act, view)
        seat, text = got.args
        assert seat == deal.to_act and "this player cannot decide" in text and "Traceback" in text
        failure = players.last_failure
        assert isinstance(failure, Failure) and failure.kind == "ValueError"
        assert players.in_process and not players.thinking
    finally:
        assert players.shutdown()
        proc.stop()


def _imports(module: str) -> set[str]:
    """Every module that ``module`` imports, at the top or inside a function."""
    import ast
    import importlib.util

    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None
    tree = ast.parse(open(spec.origin, encoding="utf-8").read())
    package = module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
    return found


def test_no_import_cycle_among_the_runner_the_players_and_the_process():
    names = ["bschnapsen_gui.ai.process", "bschnapsen_gui.qt.tasks", "bschnapsen_gui.qt.players"]
    edges = {m: {n for n in names if n != m and n in _imports(m)} for m in names}
    assert edges["bschnapsen_gui.ai.process"] == set()
    assert edges["bschnapsen_gui.qt.tasks"] == {"bschnapsen_gui.ai.process"}
    assert edges["bschnapsen_gui.qt.players"] == {"bschnapsen_gui.ai.process", "bschnapsen_gui.qt.tasks"}
    process_imports = _imports("bschnapsen_gui.ai.process")
    assert not any(m.startswith(("bschnapsen_gui.qt", "PySide6")) for m in process_imports)


def test_the_switch_interval_is_set_once_at_program_start_not_per_object(qtbot, qapp, tmp_path, monkeypatch):
    import sys

    from bschnapsen_gui.__main__ import main
    from bschnapsen_gui.qt.players import ComputerPlayers

    calls: list[float] = []
    monkeypatch.setattr(sys, "setswitchinterval", calls.append)
    players = ComputerPlayers("beginner", 1, in_process=False)
    runner = TaskRunner("test", in_process=False)
    assert players.shutdown() and runner.shutdown()
    assert calls == []  # objects leave the interpreter alone...
    assert main(["--screenshot", str(tmp_path / "x.png"), "--at", "trump"]) == 0
    assert calls == [tasks.SWITCH_INTERVAL]  # ...the program sets it, once


def test_a_job_cancelled_before_the_worker_took_it_up_still_ends(qtbot, qapp):
    """``ended`` says a job is over whatever became of it, also for one given up while it
    still waited behind another (a loaded machine: the worker takes it up late)."""
    import threading

    runner = TaskRunner("test-queued", in_process=False)
    release = threading.Event()
    started = threading.Event()

    def blocking(cancel):
        started.set()
        release.wait(10)
        return "first"

    try:
        ended: list[int] = []
        runner.ended.connect(ended.append)
        first = runner.run(blocking)
        assert started.wait(10)
        second = runner.run(lambda cancel: "second")  # waits behind the first
        runner.cancel()  # given up before the worker took it up
        release.set()
        qtbot.waitUntil(lambda: second in ended, timeout=10_000)
        assert ended == [first, second]
    finally:
        release.set()
        assert runner.shutdown()
