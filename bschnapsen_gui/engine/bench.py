"""Engine benchmark: random full deals per second and legal-action queries per second.

``python -m bschnapsen_gui.engine.bench [--runs N] [--seconds S]`` plays deals with random
legal actions from the trump call to the end, under the default rules and under random
rule sets, and counts ``legal_actions()`` queries on fresh positions.  Each figure is the
median of several runs (these machines are shared and noisy), with the spread shown.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from .cards import DECK
from .deal import Deal
from .rules import OPTIONS, RuleSet


def _random_rules(rng: random.Random) -> RuleSet:
    return RuleSet(**{name: rng.choice(spec.values) for name, spec in OPTIONS.items()})


def _deal(rng: random.Random, rules: RuleSet) -> Deal:
    deck = list(DECK)
    rng.shuffle(deck)
    return Deal(rules, rng.randrange(4), [deck[i * 5 : i * 5 + 5] for i in range(4)])


def deals_per_second(seconds: float, seed: int, random_rule_sets: bool) -> tuple[float, float]:
    """(deals per second, actions per deal) for random play during about ``seconds``."""
    rng = random.Random(seed)
    pool = [_random_rules(rng) for _ in range(64)] if random_rule_sets else [RuleSet()]
    n = actions = 0
    start = time.perf_counter()
    end = start + seconds
    while True:
        for _ in range(50):
            d = _deal(rng, pool[n % len(pool)])
            choice = rng.choice
            while d.result is None:
                d.apply(choice(d.legal_actions()))
            actions += len(d.history)
            n += 1
        now = time.perf_counter()
        if now >= end:
            return n / (now - start), actions / n


def queries_per_second(seconds: float, seed: int) -> float:
    """``legal_actions()`` on positions whose answer is not cached yet."""
    rng = random.Random(seed)
    positions: list[Deal] = []
    rules = RuleSet()
    while len(positions) < 2000:
        d = _deal(rng, rules)
        while d.result is None:
            positions.append(d.copy())
            d.apply(rng.choice(d.legal_actions()))
    n = 0
    start = time.perf_counter()
    end = start + seconds
    while True:
        for p in positions:
            p.forget_legal_actions()  # measure the query itself, not the kept answer
            p.legal_actions()
        n += len(positions)
        now = time.perf_counter()
        if now >= end:
            return n / (now - start)


def main(argv: list[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.engine.bench", description=__doc__)
    ap.add_argument("--runs", type=int, default=5, help="runs per figure (median reported)")
    ap.add_argument("--seconds", type=float, default=1.0, help="length of one run")
    args = ap.parse_args(argv)
    print(f"engine benchmark: {args.runs} runs of {args.seconds:g} s each, one core")
    for label, rr in (("default rules", False), ("random rule sets", True)):
        runs = [deals_per_second(args.seconds, 100 + i, rr) for i in range(args.runs)]
        rates = sorted(r for r, _ in runs)
        apd = statistics.mean(a for _, a in runs)
        print(
            f"random deals/s, {label:16}: median {statistics.median(rates):8.0f}"
            f"  (min {rates[0]:.0f}, max {rates[-1]:.0f}; {apd:.1f} actions per deal)"
        )
    q = sorted(queries_per_second(args.seconds, 200 + i) for i in range(args.runs))
    print(
        f"legal-action queries/s          : median {statistics.median(q):8.0f}"
        f"  (min {q[0]:.0f}, max {q[-1]:.0f})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
