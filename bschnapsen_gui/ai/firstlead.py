"""What a better first lead could gain, measured before it is built:
``python -m bschnapsen_gui.ai.firstlead``.

The deal's first lead is made blind: the expert's search solves layouts with open cards
and so values a lead as if the rest were played by people who see everything.  A lead
judged by the play that really follows might be better.  This command measures how much:
for each deal (the expert at all four seats, up to the first lead), it draws layouts
from the leader's view (``knowledge.draw_layouts``), and for every legal first action
(each card, each marriage) plays the rest of the deal out with the real players (the
expert at every seat, ``--fixed-effort``) on each layout; the action of the best mean is
the *rollout lead*.  Where it differs from the expert's own lead, both are then played
out on other layouts drawn the same way (not the ones the choice was made on, so the
choice's luck does not count as gain) and on the real deal.  The report is the mean gain
a deal in Punkte (the leader's team) with its 95 % interval, both ways, and how often the
leads differ.  Issue 44: αμ search is built only if the gain is 0.02 Punkte a deal or more.

    python -m bschnapsen_gui.ai.firstlead --seed 30001 --deals 200 --layouts 12 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass

from ..engine.actions import Action
from ..engine.cards import DECK, Card
from ..engine.deal import Deal, Phase, team_of
from ..engine.log import hands_from_deck
from ..engine.rules import PRESETS
from ..engine.shuffle import shuffled_deck
from ..engine.view import seat_view
from . import Player, seat_players
from . import heuristic as H
from .arena import mean_ci
from .bits import bit_list
from .knowledge import draw_layouts, knowledge

STRENGTH = "expert"


@dataclass(slots=True)
class LeadResult:
    index: int
    options: int  #: the leader's legal first actions
    differs: bool  #: the rollout lead is not the expert's
    gain_layouts: float  #: rollout lead minus the expert's, mean over the judging layouts
    gain_real: float  #: the same on the real deal


def _players(seed: int) -> list[Player]:
    return seat_players([STRENGTH] * 4, seed, fixed_effort=True)


def _advance(deal: Deal, players: list[Player], stop: Callable[[Deal], bool] | None = None) -> None:
    """Let the players act until the deal ends (or ``stop`` says so)."""
    while not deal.finished and (stop is None or not stop(deal)):
        seat = deal.to_act
        assert seat is not None
        view = seat_view(deal, seat)
        action = players[seat].decide(view)
        if action not in deal.legal_actions():
            action = H.best_action(view)
        deal.apply(action)


def _play_out(deal: Deal, seed: int) -> int:
    """Play ``deal`` to its end with the real players; Punkte of team 0 (A) minus team 1's."""
    _advance(deal, _players(seed))
    res = deal.result
    assert res is not None
    if res.winner is None:
        return 0
    return res.points if res.winner == 0 else -res.points


def _rebuild(real: Deal, hands: list[int]) -> Deal | None:
    """The real deal's history on the layout's ``hands`` (each seat's cards where they
    were dealt if it holds them in the layout too): None if the engine refuses it."""
    dealt: list[list[Card]] = []
    for s in range(4):
        want = hands[s]
        keep = [c for c in real.dealt[s] if want & c.bit]
        extra = [DECK[i] for i in bit_list(want) if not any(c.index == i for c in keep)]
        row = [c if want & c.bit else extra.pop(0) for c in real.dealt[s]]
        dealt.append(row)
    try:
        d = Deal(real.rules, real.dealer, dealt)
        for a in real.history:
            d.apply(a)
    except Exception:  # the layout does not fit a bid's needs: not a layout of this deal
        return None
    return d if d.phase is Phase.PLAY and d.to_act == real.to_act else None


def _value(real: Deal, hands: list[int], first: Action, seed: int, team: int) -> float | None:
    d = _rebuild(real, hands)
    if d is None or first not in d.legal_actions():
        return None
    d.apply(first)
    v = _play_out(d, seed)
    return float(v if team == 0 else -v)


def measure(seed: int, index: int, layouts: int) -> LeadResult | None:
    """One deal's first lead (None: the deal never reached a first lead)."""
    rules = PRESETS["standard"]
    dealer = index % 4
    deal = Deal(rules, dealer, hands_from_deck(shuffled_deck(seed, index), dealer))
    base = seed * 1_000_003 + index * 16
    players = _players(base)
    _advance(deal, players, lambda d: d.phase is Phase.PLAY and not d.tricks)
    if deal.finished:
        return None
    leader = deal.to_act
    assert leader is not None
    view = seat_view(deal, leader)
    mine = players[leader].decide(view)
    options = [a for a in view.legal if a.seat == leader]
    team = team_of(leader)
    rng = random.Random(base + 7)
    drawn, _exact = draw_layouts(knowledge(view), rng, 2 * layouts, 0)
    choose_on, judge_on = drawn[:layouts], drawn[layouts:]
    means: dict[Action, float] = {}
    for a in options:
        tot = tw = 0.0
        for j, (hands, w) in enumerate(choose_on):
            v = _value(deal, hands, a, base + 1000 * (j + 1), team)
            if v is not None:
                tot += w * v
                tw += w
        if tw > 0:
            means[a] = tot / tw
    if not means:
        return None
    best = max(means, key=lambda a: (means[a], a is mine))
    if best is mine or best == mine:
        return LeadResult(index, len(options), False, 0.0, 0.0)
    diff = tw = 0.0
    for j, (hands, w) in enumerate(judge_on):
        seed_j = base + 1000 * (layouts + j + 1)
        vb, vm = _value(deal, hands, best, seed_j, team), _value(deal, hands, mine, seed_j, team)
        if vb is not None and vm is not None:
            diff += w * (vb - vm)
            tw += w
    real_hands = [sum(c.bit for c in deal.hands[s]) for s in range(4)]
    vb, vm = _value(deal, real_hands, best, base + 999, team), _value(deal, real_hands, mine, base + 999, team)
    return LeadResult(index, len(options), True, diff / tw if tw else 0.0,
                      (vb or 0.0) - (vm or 0.0))


def _work(args: tuple[int, list[int], int]) -> list[LeadResult]:
    seed, indices, layouts = args
    return [r for i in indices if (r := measure(seed, i, layouts)) is not None]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.ai.firstlead", description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--deals", type=int, required=True)
    ap.add_argument("--layouts", type=int, default=12, help="layouts to choose on (and as many to judge on)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.monotonic()
    parts = [(args.seed, list(range(i, min(args.deals, i + 4))), args.layouts) for i in range(0, args.deals, 4)]
    results: list[LeadResult] = []
    if args.jobs <= 1:
        for p in parts:
            results.extend(_work(p))
    else:
        ctx = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
        with ctx.Pool(args.jobs) as pool:
            for part in pool.imap_unordered(_work, parts):
                results.extend(part)
                print(f"  {len(results)} deals", file=sys.stderr)
    results.sort(key=lambda r: r.index)
    n = len(results)
    differs = sum(r.differs for r in results)
    g_l, ci_l = mean_ci([r.gain_layouts for r in results])
    g_r, ci_r = mean_ci([float(r.gain_real) for r in results])
    summary = {"seed": args.seed, "deals": n, "layouts": args.layouts, "differs": differs,
               "gain_layouts": round(g_l, 4), "gain_layouts_ci95": ci_l,
               "gain_real": round(g_r, 4), "gain_real_ci95": ci_r, "seconds": round(time.monotonic() - t0, 1)}
    if args.json:
        print(json.dumps({**summary, "deals_detail": [asdict(r) for r in results]}))
    else:
        print(f"first lead, {n} deals (seed {args.seed}), {args.layouts} layouts to choose on and as many to judge "
              f"on, {summary['seconds']} s")
        print(f"  the rollout lead differs from the expert's in {differs} deals ({differs / max(1, n):.1%})")
        print(f"  gain a deal, on other layouts: {g_l:+.4f} Punkte [{ci_l[0]:+.4f}, {ci_l[1]:+.4f}]")
        print(f"  gain a deal, on the real deal: {g_r:+.4f} Punkte [{ci_r[0]:+.4f}, {ci_r[1]:+.4f}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
