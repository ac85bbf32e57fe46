"""Save benchmark: what one save of the running match costs at 1, 100 and 1,000 deals.

``python -m bschnapsen_gui.storage.bench [--deals 1,100,1000] [--saves N]`` plays matches
of that many finished deals with random legal actions (seeded), then saves each one ``N``
times into a temporary folder, one action of the running deal between saves, as the
game does after every action.  It prints, per size, the median cost of a save as the game
makes it (:func:`.savegame.save_match`: finished deals encoded once, then only the running
deal) and, to compare, of encoding the whole match anew (``Match.dumps``, what a save cost
before), and the file's size.  A command, not a timed test: these machines are shared.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time

from ..engine import RuleSet
from ..engine.match import Match


def _match(deals: int, seed: int) -> Match:
    rng = random.Random(seed)
    m = Match(RuleSet(), seed)
    while len(m.records) < deals:
        while not m.deal.finished:
            m.deal.apply(rng.choice(m.deal.legal_actions()))
        m.next_deal()
    return m


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.storage.bench", description=__doc__.splitlines()[0])
    ap.add_argument("--deals", default="1,100,1000", help="match sizes, comma-separated (default 1,100,1000)")
    ap.add_argument("--saves", type=int, default=15, help="saves per size (default 15)")
    args = ap.parse_args(argv)
    sizes = [int(x) for x in args.deals.split(",") if x.strip()]
    with tempfile.TemporaryDirectory(prefix="bschnapsen-bench-") as tmp:
        os.environ["BSCHNAPSEN_DATA_DIR"] = tmp
        from . import savegame  # reads the folder at each save

        print(f"{'deals':>6} {'save (ms)':>10} {'encode only':>12} {'whole match anew':>17} {'file (KB)':>10}")
        for n in sizes:
            m = _match(n, seed=1000 + n)
            rng = random.Random(n)
            savegame.save_match(m)  # the first save encodes every finished deal once
            saves, encodes, anew = [], [], []
            for _ in range(args.saves):
                if not m.deal.finished:
                    m.deal.apply(rng.choice(m.deal.legal_actions()))
                t0 = time.perf_counter()
                savegame.save_match(m)
                t1 = time.perf_counter()
                savegame.match_text(m, "2026-01-01T00:00:00")
                t2 = time.perf_counter()
                m.dumps()
                t3 = time.perf_counter()
                saves.append(t1 - t0)
                encodes.append(t2 - t1)
                anew.append(t3 - t2)
            size = savegame.save_path().stat().st_size / 1024
            print(f"{n:>6} {_median_ms(saves):>10.2f} {_median_ms(encodes):>12.2f} "
                  f"{_median_ms(anew):>17.2f} {size:>10.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
