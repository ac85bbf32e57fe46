"""The solvers' speed, side by side: ``python -m bschnapsen_gui.ai.bench``.

Solves the same seeded whole deals (the play from its first lead) with the pure-Python
solver and with the compiled one, several times, and prints the median whole-deal solves
per second of each and their ratio; then lets the expert make seeded first-trick decisions
at its own time budget with each solver and prints how many layouts it solved per
decision.  Usage::

    python -m bschnapsen_gui.ai.bench [--deals 40] [--repeats 5] [--decisions 12] [--seed 1]
    python -m bschnapsen_gui.ai.bench --loss 30 [--seed 1]

``--loss N``: on N seeded card-play decisions of the first two tricks, the expert decides
at its time budget; a search of the same kind with 20 times its layouts (no time limit,
every action on every layout) values the actions, and the expert's loss is the best
value minus that of its choice (Punkte; also how often the two agree, and the decision
times).

Figures, not a test: the machine's load moves them (run it on a quiet machine).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import replace

from ..engine.contracts import Contract
from ..engine.rules import RuleSet
from ..engine.view import SeatView, seat_view
from . import fastsolver
from .fastsolver import CSolver, compiled_available
from .players import CONFIGS, SearchPlayer
from .positions import deal_with_contract
from .solver import PlayState, Solver, state_from_deal

#: the contract families of the mixed set (one deal in four of each after the normal game)
FAMILIES = (Contract.BETTLER, Contract.GANG, Contract.SCHNAPSER, Contract.BAUERNSCHNAPSER)


def positions(seed: int, n: int, mixed: bool) -> list[PlayState]:
    """``n`` seeded whole deals at their first lead: the normal game, or every family."""
    rng = random.Random(seed)
    rules = RuleSet()
    out: list[PlayState] = []
    while len(out) < n:
        contract = FAMILIES[len(out) % len(FAMILIES)] if mixed else Contract.NORMAL
        deal = deal_with_contract(rules, rng, contract)
        if deal is not None:
            out.append(state_from_deal(deal))
    return out


def _timed(cls: type[Solver], states: list[PlayState]) -> tuple[float, list[int]]:
    t0 = time.perf_counter()
    values = [cls(st).solve(st) for st in states]
    return len(states) / (time.perf_counter() - t0), values


def compare(states: list[PlayState], repeats: int) -> tuple[float, float | None, float | None]:
    """Median whole-deal solves per second of the pure and the compiled solver (a new
    solver per deal), and the median of the per-run ratios.  The runs alternate, so a
    change of the machine's load hits both alike."""
    pure: list[float] = []
    comp: list[float] = []
    ratios: list[float] = []
    for _ in range(repeats):
        rate, pv = _timed(Solver, states)
        pure.append(rate)
        if compiled_available():
            crate, cv = _timed(CSolver, states)
            if cv != pv:
                raise AssertionError("the compiled and the pure solver disagree")
            comp.append(crate)
            ratios.append(crate / rate)
    if not comp:
        return statistics.median(pure), None, None
    return statistics.median(pure), statistics.median(comp), statistics.median(ratios)


def first_trick_views(seed: int, n: int) -> list[SeatView]:
    """Seeded first-trick card-play decisions (the first lead, or the second or third card)
    with a choice."""
    return _play_views(seed, n, 3)


def layouts_per_decision(views: list[SeatView], max_layouts: int | None) -> list[int]:
    """Layouts the expert solves for each decision at its time budget (``CONFIGS["expert"]``)."""
    cfg = CONFIGS["expert"]
    if max_layouts is not None:
        cfg = replace(cfg, max_layouts=max_layouts)
    out = []
    for i, view in enumerate(views):
        player = SearchPlayer(i, cfg)
        player.decide(view)
        ev = player.last_evaluation
        out.append(0 if ev is None else ev.layouts)
    return out


def early_play_views(seed: int, n: int) -> list[SeatView]:
    """Seeded card-play decisions with a choice in the first two tricks of a normal game."""
    return _play_views(seed, n, 8)


def _play_views(seed: int, n: int, cards_before: int) -> list[SeatView]:
    """``n`` seeded card-play decisions with a choice in normal games, each after fewer
    than ``cards_before`` random cards played."""
    rng = random.Random(seed)
    rules = RuleSet()
    out: list[SeatView] = []
    while len(out) < n:
        deal = deal_with_contract(rules, rng, Contract.NORMAL)
        if deal is None:
            continue
        for _ in range(rng.randrange(cards_before)):
            seat = deal.to_act
            legal = [a for a in deal.legal_actions() if a.seat == seat and a.verb.name == "PLAY"]
            if not legal:
                break
            deal.apply(rng.choice(legal))
        seat = deal.to_act
        if seat is None or deal.phase.name != "PLAY":
            continue
        view = seat_view(deal, seat)
        if len([a for a in view.legal if a.seat == seat and a.verb.name == "PLAY"]) > 1:
            out.append(view)
    return out


def early_play_loss(views: list[SeatView], factor: int = 20) -> list[tuple[float, bool, float, int]]:
    """(loss in Punkte, agrees, decision seconds, layouts) of the expert on each view,
    against the same search with ``factor`` times its layouts."""
    from . import bidding, playmodel
    from .players import product_of_weights
    from .search import Budget, evaluate_play

    cfg = CONFIGS["expert"]
    out = []
    for i, view in enumerate(views):
        player = SearchPlayer(i, cfg)
        t0 = time.perf_counter()
        action = player.decide(view)
        dt = time.perf_counter() - t0
        ev = player.last_evaluation
        rng = random.Random(10_000 + i)
        budget = Budget.make(1e9, None, None)
        extra = bidding.bid_weight(view, rng, {}, budget.poll, cfg.infer_samples) if cfg.infer_bids else None
        if cfg.play_model:
            extra = product_of_weights(extra, playmodel.play_weight(view))
        n = factor * cfg.max_layouts
        ref = evaluate_play(view, rng, budget, min_layouts=n, max_layouts=n, exact_limit=factor * cfg.exact_limit,
                            extra_weight=extra, prune=False)
        best = max(ref.values.values())
        loss = best - ref.values.get(action, best)
        out.append((loss, ref.values.get(action, best) >= best - 1e-9, dt, 0 if ev is None else ev.layouts))
    return out


def _with_backend(name: str) -> None:
    if name == "python":
        os.environ[fastsolver.ENV] = "python"
    else:
        os.environ.pop(fastsolver.ENV, None)


def main(argv: Sequence[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.ai.bench", description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=40, help="whole deals per set (default 40)")
    ap.add_argument("--repeats", type=int, default=5, help="timed runs per solver (default 5)")
    ap.add_argument("--decisions", type=int, default=12, help="expert first-trick decisions (default 12)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--loss", type=int, default=0, metavar="N",
                    help="only the expert's early card-play loss against 20x its layouts, on N decisions")
    args = ap.parse_args(argv)
    if args.loss:
        rows = early_play_loss(early_play_views(args.seed, args.loss))
        losses = [r[0] for r in rows]
        mean = statistics.mean(losses)
        half = 1.96 * statistics.stdev(losses) / len(losses) ** 0.5 if len(losses) > 1 else 0.0
        times = sorted(r[2] for r in rows)
        print(f"expert early card play against 20x its layouts ({len(rows)} decisions, first two tricks):")
        print(f"  mean loss {mean:.4f} Punkte (95% CI +-{half:.4f}), agrees {sum(r[1] for r in rows)}/{len(rows)}")
        print(f"  layouts solved median {statistics.median(r[3] for r in rows):.0f}; decision ms median "
              f"{1000 * statistics.median(times):.0f}, max {1000 * times[-1]:.0f}")
        return 0
    if not compiled_available():
        print("the compiled solver is not built (no C compiler at install time): only the pure one runs")
    saved = os.environ.get(fastsolver.ENV)
    try:
        for label, mixed in (("normal game", False), ("Bettler, Gang, Schnapser, Bauernschnapser", True)):
            states = positions(args.seed, args.deals, mixed)
            pure, comp, ratio = compare(states, args.repeats)
            print(f"whole deals, {label} ({len(states)} deals, median of {args.repeats} runs):")
            print(f"  pure Python  {pure:10.1f} solves/s")
            if comp is not None and ratio is not None:
                print(f"  compiled     {comp:10.1f} solves/s")
                print(f"  ratio        {ratio:10.1f} x")
        views = first_trick_views(args.seed, args.decisions)
        cfg = CONFIGS["expert"]
        print(f"expert first-trick decisions at {cfg.seconds:.2f} s ({len(views)} decisions, layouts solved,"
              " median [min-max]):")
        for name in ("python", "c") if compiled_available() else ("python",):
            _with_backend(name)
            for cap in (None, 300):
                n = layouts_per_decision(views, cap)
                what = f"cap {cfg.max_layouts} (today's setting)" if cap is None else f"cap {cap}"
                label = "pure Python" if name == "python" else "compiled"
                print(f"  {label:12} {what:28} {statistics.median(n):7.0f} [{min(n)}-{max(n)}]")
    finally:
        if saved is None:
            os.environ.pop(fastsolver.ENV, None)
        else:
            os.environ[fastsolver.ENV] = saved
    return 0


if __name__ == "__main__":
    sys.exit(main())
