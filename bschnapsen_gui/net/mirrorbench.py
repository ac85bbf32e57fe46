"""What a completion costs the window (``net/mirror.py``): ``python -m bschnapsen_gui.net.mirrorbench
[--deals N] [--seed S]`` plays N deals under each preset and the rule variants that order a
hand's cards (trump by turn-up, aufschlagen with a pick and the auction after three cards),
random legal actions, and at every moment of every deal draws a completion for each of the
four seats from its own view.  Printed: the completions drawn, the median, p95 and the
largest time in milliseconds, and how many found none (the goal: none).  A window draws one
only when the deal it shows cannot explain a state of the table, on the GUI thread.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from ..engine.match import Match
from ..engine.rules import PRESETS
from ..engine.view import seat_view
from . import mirror as M
from . import wire


def run(deals: int, seed: int) -> tuple[list[float], int]:
    rng = random.Random(seed)
    times: list[float] = []
    failures = 0
    for preset in ("standard", "traditional", "all_contracts"):
        rules = PRESETS[preset]
        for variant in (rules, rules.replace(trump_by_turn_up=True),
                        rules.replace(aufschlagen_pick=True, auction_after_three=True)):
            m = Match(variant, rng.randrange(1 << 30))
            for _ in range(deals):
                deal = m.deal
                while not deal.finished:
                    for seat in range(4):
                        view = M.turn_view(wire.view_from_json(wire.view_json(seat_view(deal, seat))), seat)
                        actions = [M.turn_action(a, seat) for a in deal.history]
                        t = time.perf_counter()
                        try:
                            M.complete(view, actions, rng)
                        except M.NoCompletion:
                            failures += 1
                        times.append(time.perf_counter() - t)
                    legal = deal.legal_actions()
                    bids = [a for a in legal if a.verb.name == "BID" and a.value is not None]
                    deal.apply(rng.choice(bids) if bids and rng.random() < 0.4 else rng.choice(legal))
                m.next_deal()
    return times, failures


def main(argv: list[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--deals", type=int, default=20, help="deals per rule set (default 20)")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    times, failures = run(a.deals, a.seed)
    ms = sorted(t * 1000 for t in times)
    p95 = ms[int(len(ms) * 0.95)] if ms else 0.0
    print(f"completions: {len(ms)}, median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, "
          f"max {ms[-1]:.1f} ms, none found: {failures}")
    return 0 if not failures else 1


if __name__ == "__main__":
    raise SystemExit(main())
