"""Save benchmark: what one save of the running match costs the GUI thread at 1, 100 and
1,000 deals.

``python -m bschnapsen_gui.storage.bench [--deals 1,100,1000] [--saves N]`` plays matches
of that many finished deals with random legal actions (seeded), then saves each one ``N``
times into a temporary folder, one action of the running deal between saves, as the game
does after every action.  It prints, per size, the median cost on the GUI thread of a save
as the window makes it (:class:`.savegame.MatchSaver`: only the running deal encoded, the
writing left to a background thread), that cost as a ratio to the first size's, what the
background thread then takes (joining the text, writing, fsync), to compare what a save on
the GUI thread cost before (:func:`.savegame.save_match`: the whole file written there) and
encoding the whole match anew (``Match.dumps``), and the file's size.  A command, not a
timed test: these machines are shared.
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
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.storage.bench", description=__doc__.splitlines()[0])
    ap.add_argument("--deals", default="1,100,1000", help="match sizes, comma-separated (default 1,100,1000)")
    ap.add_argument("--saves", type=int, default=15, help="saves per size (default 15)")
    args = ap.parse_args(argv)
    sizes = [int(x) for x in args.deals.split(",") if x.strip()]
    with tempfile.TemporaryDirectory(prefix="bschnapsen-bench-") as tmp:
        os.environ["BSCHNAPSEN_DATA_DIR"] = tmp
        from . import savegame  # reads the folder at each save

        print(f"{'deals':>6} {'GUI thread (ms)':>16} {'ratio':>6} {'writer (ms)':>12} "
              f"{'sync save (ms)':>15} {'encode anew (ms)':>17} {'file (KB)':>10}")
        first: float | None = None
        for n in sizes:
            m = _match(n, seed=1000 + n)
            rng = random.Random(n)
            saver = savegame.MatchSaver()
            saver.save(m)  # the first save encodes every finished deal once
            saver.flush()
            savegame.save_match(m)
            gui, writer, sync, anew = [], [], [], []
            for _ in range(args.saves):
                if not m.deal.finished:
                    m.deal.apply(rng.choice(m.deal.legal_actions()))
                t0 = time.perf_counter()
                saver.save(m)
                t1 = time.perf_counter()
                saver.flush()
                t2 = time.perf_counter()
                time.sleep(0.02)  # in the game an animation comes between two saves: the caches go cold
                t3 = time.perf_counter()
                savegame.save_match(m)
                t4 = time.perf_counter()
                m.dumps()
                t5 = time.perf_counter()
                time.sleep(0.02)
                gui.append(t1 - t0)
                writer.append(t2 - t1)
                sync.append(t4 - t3)
                anew.append(t5 - t4)
            saver.close()
            size = savegame.save_path().stat().st_size / 1024
            cost = _median_ms(gui)
            first = cost if first is None else first
            print(f"{n:>6} {cost:>16.3f} {cost / first:>6.2f} {_median_ms(writer):>12.2f} "
                  f"{_median_ms(sync):>15.2f} {_median_ms(anew):>17.2f} {size:>10.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
