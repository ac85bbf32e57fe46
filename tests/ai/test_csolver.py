"""The compiled open-cards solver (ai/_csolver.c) against the pure one it mirrors.

The compiled search must give the pure solver's values for every position and every move
(so the same best moves), and it visits the same nodes (it mirrors the ordering and the
transposition table), which the node counts pin.  ``BSCHNAPSEN_CSOLVER_POSITIONS`` raises
the number of random positions (default 3000); ``BSCHNAPSEN_REQUIRE_CSOLVER=1`` (set by
.ci/run) makes a missing extension a failure instead of a skip.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from bschnapsen_gui.ai import arena, fastsolver, learn
from bschnapsen_gui.ai.fastsolver import CSolver, backend, backend_name, compiled_available
from bschnapsen_gui.ai.positions import deal_with_contract, random_play
from bschnapsen_gui.ai.search import Budget, evaluate_play
from bschnapsen_gui.ai.solver import (
    G_ALL_TRICKS,
    G_NO_TRICK,
    G_NORMAL,
    G_SCHNAPSER,
    G_SCHNAPSER_TEAM,
    GENUG,
    PlayState,
    Solver,
    SolverCancelled,
    apply_move,
    move_of_action,
    state_from_deal,
)
from bschnapsen_gui.engine.contracts import Contract
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.view import seat_view

from .bruteforce import brute_force, brute_force_actions

REQUIRED = os.environ.get("BSCHNAPSEN_REQUIRE_CSOLVER") == "1"
POSITIONS = int(os.environ.get("BSCHNAPSEN_CSOLVER_POSITIONS", "3000"))
GOALS = (G_NORMAL, G_NO_TRICK, G_ALL_TRICKS, G_SCHNAPSER, G_SCHNAPSER_TEAM)

needs_c = pytest.mark.skipif(
    not compiled_available() and not REQUIRED,
    reason="the compiled solver is not built here (no C compiler at install time); "
    "the pure solver plays. CI sets BSCHNAPSEN_REQUIRE_CSOLVER=1 to make this a failure",
)


def random_state(rng: random.Random, goal: int) -> PlayState:
    """A fresh play state of ``goal`` with every option the solver reads drawn at random:
    trump (or none), the rank order, Stichzwang, the declarer, a sitting-out partner."""
    deck = list(range(20))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[5 * i : 5 * i + 5]) for i in range(4)]
    declarer = rng.randrange(4)
    so = -1
    if goal in (G_NO_TRICK, G_ALL_TRICKS) and rng.random() < 0.6:
        so = (declarer + 2) % 4
        hands[so] = 0
    leader = declarer if goal != G_NORMAL or rng.random() < 0.5 else rng.choice([s for s in range(4) if s != so])
    return PlayState(
        hands=hands,
        trump=rng.randrange(-1, 4) if goal in (G_NO_TRICK, G_ALL_TRICKS) else rng.randrange(4),
        order=rng.randrange(3),
        stichzwang=rng.random() < 0.7,
        goal=goal,
        declarer=declarer,
        sitting_out=so,
        leader=leader,
    )


def random_position(rng: random.Random, goal: int, moves: int) -> PlayState | None:
    """``moves`` random legal moves (marriages included, never genug) from a fresh state."""
    st = random_state(rng, goal)
    for _ in range(moves):
        legal = [m for m in st.legal_moves() if m != GENUG]
        st, done = apply_move(st, rng.choice(legal))
        if done is not None:
            return None
    return st


def best_moves(values: list[tuple[int, int]], maximise: bool) -> list[int]:
    top = max(v for _m, v in values) if maximise else min(v for _m, v in values)
    return [m for m, v in values if v == top]


def assert_same(st: PlayState) -> None:
    pure, comp = Solver(st), CSolver(st)
    assert comp.solve(st) == pure.solve(st), st
    assert comp.nodes == pure.nodes, st  # the same search, not only the same answer
    pv, cv = pure.move_values(st), comp.move_values(st)
    assert cv == pv, st
    maximise = not st.to_act & 1
    assert best_moves(cv, maximise) == best_moves(pv, maximise)


@needs_c
@pytest.mark.parametrize("goal", GOALS)
def test_compiled_matches_pure_on_random_positions(goal: int) -> None:
    rng = random.Random(1000 + goal)
    n = POSITIONS // len(GOALS)
    done = 0
    whole = 0
    while done < n:
        # mostly after a trick or more (cheap for the pure reference), some whole deals
        moves = 0 if done % 25 == 0 else rng.randrange(3, 16)
        st = random_position(rng, goal, moves)
        if st is None:
            continue
        assert_same(st)
        done += 1
        whole += moves == 0
    assert whole >= n // 25


@needs_c
@pytest.mark.parametrize(
    "contract,rules,tricks",
    [
        (Contract.NORMAL, RuleSet(), 2),
        (Contract.NORMAL, RuleSet(stichzwang=False), 2),
        (Contract.BETTLER, RuleSet(bettler_order="ten-low"), 2),
        (Contract.BETTLER, RuleSet(partner_sits_out_without_trump=False), 2),
        (Contract.GANG, RuleSet(), 2),
        (Contract.ZEHNERGANG, RuleSet(), 2),
        (Contract.SCHNAPSER, RuleSet(), 1),
        (Contract.SCHNAPSER_MIT_MANN, RuleSet(schnapser_mit_mann=True), 1),
        (Contract.KONTRASCHNAPSER, RuleSet(), 1),
        (Contract.BAUERNSCHNAPSER, RuleSet(), 2),
        (Contract.BAUERNLOCH, RuleSet(bauernloch=True), 2),
    ],
    ids=lambda v: str(v)[:24],
)
def test_both_solvers_match_brute_force(contract: Contract, rules: RuleSet, tricks: int) -> None:
    rng = random.Random(zlib.crc32(f"{contract}{rules.to_json()}".encode()))
    checked = 0
    while checked < 3:
        deal = deal_with_contract(rules, rng, contract, kontra=True)
        assert deal is not None
        random_play(deal, rng, tricks)
        if deal.finished:
            continue
        st = state_from_deal(deal)
        want = brute_force(deal)
        actions = brute_force_actions(deal)
        for cls in (Solver, CSolver):
            solver = cls(st)
            assert solver.solve(st) == want, (cls, deal.history)
            values = dict(solver.move_values(st))
            for action, v in actions.items():
                if action.seat == deal.to_act:
                    assert values[move_of_action(action)] == v, (cls, action, deal.history)
        checked += 1


@needs_c
def test_compiled_solver_honours_poll() -> None:
    """An exception from ``poll`` aborts the C search (the expert's deadline), and the
    solver stays usable afterwards."""
    rng = random.Random(5)
    while True:
        st = random_position(rng, G_NORMAL, 0)
        assert st is not None
        probe = CSolver(st)
        value = probe.solve(st)
        if probe.nodes > 3 * 2048:
            break
    calls = []

    def poll() -> None:
        calls.append(1)
        if len(calls) == 2:
            raise SolverCancelled()

    solver = CSolver(st, poll=poll)
    with pytest.raises(SolverCancelled):
        solver.solve(st)
    assert len(calls) == 2
    assert solver.solve(st) == value  # the table kept only finished entries


def test_backend_is_compiled_when_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """The players use the compiled solver whenever it is built (a broken build must show)."""
    monkeypatch.delenv(fastsolver.ENV, raising=False)
    if not compiled_available():
        if REQUIRED:
            pytest.fail("BSCHNAPSEN_REQUIRE_CSOLVER=1 but bschnapsen_gui.ai._csolver does not import")
        pytest.skip("the compiled solver is not built here (no C compiler at install time)")
    assert backend() is CSolver
    assert backend_name() == "c"


def test_env_forces_the_pure_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(fastsolver.ENV, "python")
    assert backend() is Solver
    assert backend_name() == "python"


def test_without_the_extension_the_pure_solver_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(fastsolver.ENV, raising=False)
    monkeypatch.setattr(fastsolver, "_csolver", None)
    assert not compiled_available()
    assert backend() is Solver
    st = random_position(random.Random(2), G_NORMAL, 4)
    assert st is not None
    with pytest.raises(RuntimeError):
        CSolver(st)


def test_a_missing_extension_imports_and_plays_pure() -> None:
    """The real import path: with ``_csolver`` unimportable the package still imports, and
    the expert's search runs on the pure solver."""
    code = (
        "import sys; sys.modules['bschnapsen_gui.ai._csolver'] = None\n"
        "from bschnapsen_gui.ai import fastsolver, search\n"
        "from bschnapsen_gui.ai.solver import Solver\n"
        "assert not fastsolver.compiled_available() and fastsolver.backend() is Solver\n"
        "print(fastsolver.backend_name())\n"
    )
    env = {k: v for k, v in os.environ.items() if k != fastsolver.ENV}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "python"


def _evaluations(monkeypatch: pytest.MonkeyPatch, hide: bool) -> list[dict[str, float]]:
    if hide:
        monkeypatch.setattr(fastsolver, "_csolver", None)
    out = []
    rng = random.Random(11)
    for contract in (Contract.NORMAL, Contract.SCHNAPSER, Contract.BETTLER):
        for _ in range(50):
            deal = deal_with_contract(RuleSet(), rng, contract)
            assert deal is not None
            random_play(deal, rng, 1)
            if not deal.finished:
                break
        seat = deal.to_act
        assert seat is not None
        view = seat_view(deal, seat)
        budget = Budget(soft=float("inf"), hard=float("inf"))
        ev = evaluate_play(view, random.Random(3), budget, min_layouts=12, max_layouts=12, prune=False)
        assert ev.layouts > 0
        out.append({str(a): v for a, v in ev.values.items()})
    return out


@needs_c
def test_expert_evaluation_is_the_same_on_both_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    """The expert's evaluation of a decision is the same with the extension hidden."""
    monkeypatch.delenv(fastsolver.ENV, raising=False)
    compiled = _evaluations(monkeypatch, hide=False)
    with monkeypatch.context() as m:
        pure = _evaluations(m, hide=True)
    assert compiled == pure
    monkeypatch.setenv(fastsolver.ENV, "python")
    assert _evaluations(monkeypatch, hide=False) == compiled


@needs_c
def test_compiled_solver_has_the_pure_solvers_attributes() -> None:
    """CSolver takes Solver's tables from a cache: they must stay what Solver.__init__ makes."""
    rng = random.Random(9)
    for goal in GOALS * 20:
        st = random_position(rng, goal, rng.randrange(0, 8))
        if st is None:
            continue
        comp = {k: v for k, v in vars(CSolver(st)).items() if k != "_search"}
        assert comp == vars(Solver(st))


def test_the_long_commands_say_when_the_compiled_solver_is_not_built(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A source tree used without ``pip install -e .`` has no compiled solver: the arena and
    ``learn sample`` give the same results some 20 times slower, so they say why; with it
    built they say nothing, and the arena's JSON names the solver it ran."""
    assert arena.main(["--team-a", "heuristic", "--team-b", "random", "--deals", "2", "--seed", "20001",
                       "--json"]) == 0
    out = capsys.readouterr()
    assert "not built" not in out.err
    assert json.loads(out.out)["solver"] == backend_name()
    monkeypatch.setattr(fastsolver, "_csolver", None)
    assert fastsolver.not_built_warning("arena") is not None
    assert arena.main(["--team-a", "heuristic", "--team-b", "random", "--deals", "2", "--seed", "20001",
                       "--json"]) == 0
    out = capsys.readouterr()
    assert "arena: the compiled solver" in out.err and "pip install -e ." in out.err
    assert json.loads(out.out)["solver"] == "python"
    samples = tmp_path / "s.jsonl"
    assert learn.main(["sample", "--strength", "club", "--seed", "4001", "--deals", "1", "--out", str(samples)]) == 0
    assert "learn: the compiled solver" in capsys.readouterr().err
