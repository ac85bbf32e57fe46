"""How right the auction is about the contract that stands: ``python -m bschnapsen_gui.ai.standing``.

A bid is weighed against passing, and passing is worth the contract that then stands: the
seat's partner's or the other team's (``ai.bidding.bid_values``).  This command plays deals
as the players choose them (``--strength`` at every seat, or against ``--defence``; the
teams change sides every four deals) and records, at each bid of a ``--strength`` seat
while another seat's contract stands, the chance the seat gave that contract (its
declarer's, as judged, and with open cards).  Where that very contract is then played, it
reports how often it was made, per contract and side (the seat's partner's or the other
team's), overall and by bin of the judged chance (issue 44's eleventh round: the expert of
before, now ``expert-v10``, judged its partner's Gang 0.20, and it was made 0.77)::

    python -m bschnapsen_gui.ai.standing --strength expert-v10 --seed 4039 --deals 8000 --jobs 2

With ``--out`` it also writes each judgement as a line of JSON (``ai.learn.Judged``: the
seat's hand and what it knew beside it): ``python -m bschnapsen_gui.ai.learn partner``
fits the judgement's model of a partner's contract (``judgement.PARTNER``) on those of the
fitting set.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

from ..engine.contracts import TABLE, Contract, Goal
from ..engine.deal import Phase, team_of
from ..engine.view import seat_view
from . import ALL_STRENGTHS
from . import heuristic as H
from .arena import CALIBRATION_BINS, calibration_off
from .config import CONFIGS
from .learn import Judged, natural_table
from .seedsets import seed_set


def judge_deal(seed: int, index: int, strength: str, defence: str | None = None) -> list[Judged]:
    """The judgements of one deal, as :mod:`ai.learn`'s natural deals are played."""
    deal, strengths, players = natural_table(seed, index, strength, defence)
    out: list[tuple[int, Judged]] = []
    while not deal.finished:
        seat = deal.to_act
        assert seat is not None
        view = seat_view(deal, seat)
        action = players[seat].decide(view)
        if action not in deal.legal_actions():
            action = H.best_action(view)
        est = getattr(players[seat], "last_estimate", {})
        st = est.get("standing") if deal.phase is Phase.AUCTION and strengths[seat] == strength else None
        if isinstance(st, dict) and st and st["declarer"] != seat:
            d = int(st["declarer"])
            out.append((d, Judged(str(st["contract"]), team_of(d) == team_of(seat), float(st["p"]),
                                  float(st["p_open"]), seed=seed, index=index, strength=strength,
                                  defence=strengths[(seat + 1) % 4], hand=sum(c.bit for c in view.hand),
                                  trump=-1 if view.trump is None else int(view.trump), rufer=d == deal.rufer)))
        deal.apply(action)
    res = deal.result
    for d, j in out:
        j.stood = deal.contract is not None and str(deal.contract) == j.contract and deal.declarer == d
        j.made = j.stood and res is not None and res.winner == team_of(d)
    return [j for _d, j in out]


def _work(args: tuple[int, list[int], str, str | None]) -> list[Judged]:
    seed, indices, strength, defence = args
    return [j for i in indices for j in judge_deal(seed, i, strength, defence)]


def report(judged: Sequence[Judged], min_n: int = 30) -> list[str]:
    """Per contract and side, the contracts that stood: judged against made, overall and by
    bin (``arena.CALIBRATION_BINS``; ``OFF`` as the arena marks it, bins of 50 or more)."""
    groups: dict[tuple[str, bool], list[Judged]] = {}
    for j in judged:
        if j.stood and TABLE[Contract(j.contract)].goal is not Goal.SHOWN:
            groups.setdefault((j.contract, j.partners), []).append(j)
    lines = []
    for (c, partners), js in sorted(groups.items()):
        if len(js) < min_n:
            continue
        n = len(js)
        p = sum(j.p for j in js) / n
        made = sum(j.made for j in js) / n
        p_open = sum(j.p_open for j in js) / n
        bins = []
        for lo, hi in CALIBRATION_BINS:
            b = [j for j in js if lo <= j.p < hi]
            if b:
                bp = sum(j.p for j in b) / len(b)
                bm = sum(j.made for j in b) / len(b)
                off = " OFF" if len(b) >= 50 and calibration_off(bp, bm, len(b)) else ""
                bins.append(f"{bp:.2f}->{bm:.2f} ({len(b)}){off}")
        side = "partner's" if partners else "theirs"
        mark = " OFF" if calibration_off(p, made, n) else ""
        lines.append(f"  {c:16s} {side:9s} judged {p:.3f} made {made:.3f} (n={n}){mark}; open cards {p_open:.3f}")
        lines.append("      " + " · ".join(bins))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.ai.standing", description=__doc__.splitlines()[0])
    # the players that see every card need the live deal, which this command does not give
    fair = sorted(n for n in set(ALL_STRENGTHS) | set(CONFIGS) if n != "cheater" and not
                  (n in CONFIGS and CONFIGS[n].open_play))
    ap.add_argument("--strength", default="expert", choices=[n for n in fair if n in CONFIGS],
                    help="a search player's")
    ap.add_argument("--defence", default=None, choices=fair, help="the other team's strength (default: the same)")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", type=Path, help="also write each judgement as a line of JSON")
    args = ap.parse_args(argv)
    if args.deals < 1 or args.jobs < 1:
        ap.error("--deals and --jobs are 1 or more")
    if args.out is not None and not args.out.parent.is_dir():
        ap.error(f"no folder {args.out.parent} for --out")
    chunks = [(args.seed, list(range(i, args.deals, args.jobs * 8)), args.strength, args.defence)
              for i in range(args.jobs * 8)]
    chunks = [c for c in chunks if c[1]]
    if args.jobs == 1:
        results = [_work(c) for c in chunks]
    else:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(_work, chunks)
    judged = [j for r in results for j in r]
    print(f"{args.strength} against {args.defence or args.strength}: {args.deals} deals, seed {args.seed} "
          f"({seed_set(args.seed)} set); {len(judged)} bids judged while another seat's contract stood, "
          f"{sum(j.stood for j in judged)} of them on a contract then played")
    print("\n".join(report(judged)))
    if args.out is not None:
        with args.out.open("w", encoding="utf-8") as f:
            for j in judged:
                f.write(json.dumps(asdict(j)) + "\n")
        print(f"{len(judged)} judgements -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
