"""Duplicate matches between two strengths: ``python -m bschnapsen_gui.ai.arena``.

Every deal (trump call, auction, Kontra, play) is played twice with the same cards, the
teams swapping seats, so that luck of the cards cancels out.  Usage::

    python -m bschnapsen_gui.ai.arena --team-a expert --team-b heuristic --deals 2000 \\
        --seed 1 --jobs 2 [--rules FILE] [--json] [--fixed-effort]

``--fixed-effort``: every search player solves its full number of layouts (its config's
maximum) instead of stopping at its time budget, so that a run repeats exactly whatever
the machine's load (the decision times then say nothing about the time budget).
``--score``: the deals of each table are played in order as Bummerl after Bummerl and the
players are told the running score (their Bummerl-aware values then count; the two
tables are the only work that runs in parallel).

``margin_per_deal`` is team A's Punkte minus team B's per deal, averaged over both tables.
The report says where it came from (``sources``, :func:`margin_sources`): deals whose
auctions ended in the same contract from the same seats at both tables, a doubling said or
none (then the trump call, a bid on the way or the play made the difference), and deals
whose auctions ended otherwise, with the largest of those by how each table's auction
ended.

Doubling: every Kontra, Re and Sub said is played a second time, paired: the same table
with the doubler's team declining that level (and so everything after it), so that the
report can say what the doubling gained or lost in Punkte against not doubling.
``--baseline NAME``: the same deals are also played by NAME against team B, and the
report adds the paired difference of team A and NAME against team B (with its ci95), and
NAME's margin deal by deal.
The JSON report holds team A's margin deal by deal (``margins``), so that two runs saved
on the same deals pair later without playing either again::

    python -m bschnapsen_gui.ai.arena --pair NEW.json OLD.json

prints NEW's team A minus OLD's team A against the same team B, deal by deal (both runs
must have the same seed, deals, rules and team B).  Each report names the judgement file
its players read (``judgement_file``, the start of its SHA-256), and the pair says so
when both runs played the same player with the same file.

Fitting and judging (``ai/seedsets.py``, docs/architecture.md "Fitting and judging"): the
report names the set its seed is in.  On a seed of the fitting set (1-9,999) it reports no
calibration (how often what was declared or doubled was made against what was predicted)
unless ``--fitting`` says the run is for fitting; a calibration is judged on a seed of the
judging set (10,000-19,999).  The calibration is printed per contract and per bin of
predicted chance (:data:`CALIBRATION_BINS`), each marked off where made and predicted
differ by more than :data:`CALIBRATION_TOLERANCE` or two standard errors, whichever is
wider (contracts declared :data:`CALIBRATION_MIN_CONTRACT` times or more, bins holding
:data:`CALIBRATION_MIN_BIN` or more).  When a player meets itself (``--team-a X --team-b X``)
the two tables of a duplicate deal are one sample, not two: with ``--fixed-effort`` they are
played card for card alike, team B at one table doing what team A does at the other.  So the
calibration is team A's tally alone (every declaration of both tables once), and the
doublings are judged for team A only; counted twice, every standard error would be 1.4
times too narrow and every miss counted twice.

A player whose every prediction is right is still judged off now and then (about one bin
in twenty where two standard errors are the allowance), so the calibration ends with how
many contracts and bins chance alone would put off on average and how often as many as
the run's or more (:func:`off_by_chance`, :func:`at_least_by_chance`).  A miss that
matters repeats; to see it among those chance makes, pool the runs of several seeds::

    python -m bschnapsen_gui.ai.arena --pool RUN.json [RUN.json ...] [--json]

prints the calibrations of saved runs pooled per player and the team it met, per contract,
bin and doubling (:func:`pool_runs`: runs on different seeds of the judging set, under the
same rules and judgement file).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.actions import Verb
from ..engine.deal import Deal, Phase, team_of
from ..engine.events import Reason
from ..engine.log import DealLog, hands_from_deck
from ..engine.rules import PRESETS, RuleSet
from ..engine.shuffle import shuffled_deck
from ..engine.view import seat_view
from . import ALL_STRENGTHS, make_player
from . import heuristic as H
from .config import CONFIGS
from .fastsolver import backend_name, not_built_warning
from .judgement import digest
from .seedsets import FITTING, JUDGING, SeedSet, seed_set

MAX_REDEALS = 8
#: the doubling levels' names, by level
DOUBLING_NAMES = {1: "kontra", 2: "re", 3: "sub"}


@dataclass(slots=True)
class Doubling:
    """One Kontra (level 1), Re (2) or Sub (3) said at a table, and what it brought."""

    level: int
    side: int  #: the doubler's strength: 0 team A, 1 team B
    contract: str
    won: bool  #: the doubler's team scored the deal
    predicted: float | None  #: the doubler's own chance that its team scores, if it gave one
    #: the doubler's team's Punkte minus the other team's, with the doubling minus without
    #: it (the paired table in which the doubler's team declined this level)
    gain: float
    #: the open-cards chance behind ``predicted`` (for calibrating it), if given
    predicted_open: float | None = None
    #: the doubler's partner had declined this level before (the doubler was asked second)
    after_partner: bool = False


@dataclass(slots=True)
class TableResult:
    """One deal at one table."""

    points: tuple[int, int]  #: Punkte of the team-A strength and the team-B strength
    contract: str | None
    declarer_side: int | None  #: 0 if the team-A strength declared, 1 if team B
    won: bool | None  #: the declaring side scored
    predicted: float | None  #: the declarer's own success estimate, if he gave one
    illegal: int
    errors: int
    times: tuple[list[float], list[float]]  #: decision seconds per strength
    choice_times: tuple[list[float], list[float]]  #: the same, only decisions with a choice
    log: dict[str, Any] | None = None
    #: the open-cards success chance behind ``predicted`` (for calibrating it), if given
    predicted_open: float | None = None
    doublings: list[Doubling] = field(default_factory=list)


@dataclass(slots=True)
class DealResult:
    index: int
    tables: list[TableResult] = field(default_factory=list)

    @property
    def margin(self) -> float:
        return sum(t.points[0] - t.points[1] for t in self.tables) / len(self.tables)


def play_table(
    rules: RuleSet, seed: int, index: int, a_seats: tuple[int, int], strengths: tuple[str, str],
    keep_log: bool = False, fixed_effort: bool = False,
    score: tuple[int, int, int | None] | None = None,
    decline: tuple[int, int] | None = None,
) -> TableResult:
    """Play deal ``index`` with strength A in ``a_seats`` and strength B in the others.

    ``score``: the running Bummerl as (strength A's Punkte, strength B's, the side that led
    target - 1 : 0 or None), told to every player that takes it (``set_score``).
    ``decline``: (level, team) -- both seats of that team (0: seats 0 and 2) decline that
    doubling level without being asked; the table is then not paired again (this is how
    the doublings' pairs are played).  Otherwise every doubling said is paired.
    """
    dealer = index % 4
    holder: list[Deal] = []

    def provider() -> Deal:
        return holder[0]

    side_of = [0 if s in a_seats else 1 for s in range(4)]
    players = [
        make_player(strengths[side_of[s]], seed * 1_000_003 + index * 16 + s,
                    deal_provider=provider, fixed_effort=fixed_effort)
        for s in range(4)
    ]
    # every player knows who sits at the table (as a person knows the computers' strength)
    at_table = [strengths[side_of[s]] for s in range(4)]
    for p in players:
        tell_table = getattr(p, "set_table", None)
        if tell_table is not None:
            tell_table(at_table)
    if score is not None:
        # per team (0 = seats 0 and 2), as the match keeps it
        team_pts = (score[side_of[0]], score[side_of[1]])
        led = None if score[2] is None else (0 if side_of[0] == score[2] else 1)
        for p in players:
            tell = getattr(p, "set_score", None)
            if tell is not None:
                tell(team_pts, led)
    illegal = 0
    times: tuple[list[float], list[float]] = ([], [])
    choice_times: tuple[list[float], list[float]] = ([], [])
    predicted: dict[int, tuple[str, float, float | None]] = {}
    said: list[tuple[int, int, float | None, float | None, bool]] = []  # level, seat, p, open p, after partner
    declined: set[tuple[int, int]] = set()  # (level, team) of each doubling a seat declined
    deal: Deal | None = None
    for r in range(MAX_REDEALS + 1):
        deck = shuffled_deck(seed, index * (MAX_REDEALS + 1) + r)
        deal = Deal(rules, dealer, hands_from_deck(deck, dealer))
        holder[:] = [deal]
        while not deal.finished:
            seat = deal.to_act
            assert seat is not None
            view = seat_view(deal, seat)
            if (decline is not None and deal.phase is Phase.DOUBLE
                    and (deal.kontra_level + 1, team_of(seat)) == decline):
                deal.apply(next(a for a in deal.legal_actions() if a.value is False))
                continue
            t0 = time.perf_counter()
            action = players[seat].decide(view)
            dt = time.perf_counter() - t0
            times[side_of[seat]].append(dt)
            if len(view.legal) > 1:
                choice_times[side_of[seat]].append(dt)
            if action not in deal.legal_actions() or action.seat != seat:
                illegal += 1
                action = H.best_action(view)
            est = getattr(players[seat], "last_estimate", {})
            if est.get("kind") == "bid" and action.verb is Verb.BID and action.value is not None:
                predicted[seat] = (str(action.value), _number(est.get("p")) or 0.0, _number(est.get("p_open")))
            if action.verb is Verb.DOUBLE and action.value is True:
                known = est.get("kind") == "double"
                said.append((deal.kontra_level + 1, seat, _number(est.get("p")) if known else None,
                             _number(est.get("p_open")) if known else None,
                             (deal.kontra_level + 1, team_of(seat)) in declined))
            elif action.verb is Verb.DOUBLE:
                declined.add((deal.kontra_level + 1, team_of(seat)))
            deal.apply(action)
        assert deal.result is not None
        if deal.result.reason is not Reason.REDEAL or r == MAX_REDEALS:
            break
    assert deal is not None and deal.result is not None
    res = deal.result
    pts = [0, 0]
    if res.winner is not None:
        # the scoring team's seats tell which strength scored
        pts[side_of[res.winner]] = res.points  # seat res.winner (0 or 1) is in team res.winner
    contract = None if deal.contract is None else str(deal.contract)
    dside = None if deal.declarer is None else side_of[deal.declarer]
    won = None
    if deal.declarer is not None and res.winner is not None:
        won = team_of(deal.declarer) == res.winner
    pred = pred_open = None
    if deal.declarer is not None and deal.declarer in predicted and predicted[deal.declarer][0] == contract:
        pred, pred_open = predicted[deal.declarer][1], predicted[deal.declarer][2]
    errors = sum(getattr(p, "errors", 0) for p in players)
    log = DealLog.from_deal(deal).to_json() if keep_log else None
    out = TableResult((pts[0], pts[1]), contract, dside, won, pred, illegal, errors, times, choice_times, log,
                      pred_open)
    if decline is None:
        for level, seat, p_us, p_open, after_partner in said:
            side = side_of[seat]
            pair = play_table(rules, seed, index, a_seats, strengths, fixed_effort=fixed_effort, score=score,
                              decline=(level, team_of(seat)))
            gain = (pts[side] - pts[1 - side]) - (pair.points[side] - pair.points[1 - side])
            out.doublings.append(Doubling(level, side, contract or "", bool(res.winner == team_of(seat)), p_us,
                                          float(gain), p_open, after_partner))
            # the pair's illegal actions and fallbacks count as this table's
            out.illegal += pair.illegal
            out.errors += pair.errors
    return out


def _number(x: object) -> float | None:
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def play_deal(rules: RuleSet, seed: int, index: int, strengths: tuple[str, str],
              fixed_effort: bool = False) -> DealResult:
    out = DealResult(index)
    out.tables.append(play_table(rules, seed, index, (0, 2), strengths, fixed_effort=fixed_effort))
    out.tables.append(play_table(rules, seed, index, (1, 3), strengths, fixed_effort=fixed_effort))
    return out


def _work(args: tuple[RuleSet, int, list[int], tuple[str, str], bool]) -> list[DealResult]:
    rules, seed, indices, strengths, fixed = args
    return [play_deal(rules, seed, i, strengths, fixed) for i in indices]


def _bummerl_table(args: tuple[RuleSet, int, int, int, tuple[str, str], bool]) -> list[TableResult]:
    """One table's deals in order, Bummerl after Bummerl, the players told the score."""
    rules, seed, deals, t, strengths, fixed = args
    a_seats = ((0, 2), (1, 3))[t]
    pts = [0, 0]
    led: int | None = None
    out = []
    for i in range(deals):
        tr = play_table(rules, seed, i, a_seats, strengths, fixed_effort=fixed, score=(pts[0], pts[1], led))
        out.append(tr)
        for side in (0, 1):
            if tr.points[side]:
                pts[side] += tr.points[side]
                if pts[side] == rules.target_points - 1 and pts[1 - side] == 0:
                    led = side
        if max(pts) >= rules.target_points:
            pts = [0, 0]
            led = None
    return out


def run(
    rules: RuleSet, seed: int, deals: int, strengths: tuple[str, str], jobs: int = 1,
    progress: bool = False, fixed_effort: bool = False, score: bool = False,
) -> list[DealResult]:
    indices = list(range(deals))
    if score:
        work = [(rules, seed, deals, t, strengths, fixed_effort) for t in (0, 1)]
        if jobs <= 1:
            tables = [_bummerl_table(w) for w in work]
        else:
            ctx = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
            with ctx.Pool(2) as pool:
                tables = pool.map(_bummerl_table, work)
        return [DealResult(i, [tables[0][i], tables[1][i]]) for i in indices]
    if jobs <= 1:
        results = []
        for i in indices:
            results.append(play_deal(rules, seed, i, strengths, fixed_effort))
            if progress and (i + 1) % 50 == 0:
                print(f"  {i + 1}/{deals}", file=sys.stderr)
        return results
    chunk = max(1, min(25, deals // (jobs * 4) or 1))
    parts = [indices[i : i + chunk] for i in range(0, deals, chunk)]
    results = []
    ctx = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    with ctx.Pool(jobs) as pool:
        for part in pool.imap_unordered(_work, [(rules, seed, p, strengths, fixed_effort) for p in parts]):
            results.extend(part)
            if progress:
                print(f"  {len(results)}/{deals}", file=sys.stderr)
    results.sort(key=lambda r: r.index)
    return results


#: the ranges of predicted chance the calibration report splits each contract into
CALIBRATION_BINS = ((0.0, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01))


#: how far made may be from predicted (or two standard errors, if wider) for a calibration
#: to hold; judged for contracts declared CALIBRATION_MIN_CONTRACT times or more and for
#: bins holding CALIBRATION_MIN_BIN or more (issue 44's goals)
CALIBRATION_TOLERANCE = 0.03
CALIBRATION_MIN_CONTRACT = 100
CALIBRATION_MIN_BIN = 50


def _allowed(p: float, n: int) -> float:
    return max(CALIBRATION_TOLERANCE, 2.0 * math.sqrt(p * (1.0 - p) / n)) if n else 1.0


def calibration_off(predicted: float, made: float, n: int) -> bool:
    """Whether ``made`` is farther from ``predicted`` than the tolerance or two standard
    errors of ``n`` Bernoulli trials at ``predicted``, whichever is wider."""
    p = min(max(predicted, 0.0), 1.0)
    return abs(made - predicted) > _allowed(p, n) + 1e-9


def off_by_chance(predicted: float, n: int) -> float:
    """The chance that a player whose every prediction is right is judged off all the same
    (:func:`calibration_off`) over ``n`` deals predicted ``predicted`` on average: the
    binomial tails beyond the allowance.  About 5 % where two standard errors are the wider,
    less where the tolerance is (large ``n``).  A bin's chances spread around its average,
    which narrows the true spread a little, so this is a slight overestimate."""
    p = min(max(predicted, 0.0), 1.0)
    if n <= 0 or p in (0.0, 1.0):
        return 0.0
    allowed = _allowed(p, n) + 1e-9
    log_p, log_q = math.log(p), math.log1p(-p)
    base = math.lgamma(n + 1)
    return sum(math.exp(base - math.lgamma(k + 1) - math.lgamma(n - k + 1) + k * log_p + (n - k) * log_q)
               for k in range(n + 1) if abs(k / n - p) > allowed)


def at_least_by_chance(chances: Sequence[float], count: int) -> float:
    """The chance that ``count`` or more of independent judgements, each off by chance with
    its probability in ``chances`` (:func:`off_by_chance`), are off: how surprising a
    count of misses is for a player whose predictions are all right."""
    dist = [1.0]  # dist[k]: the chance that k of the judgements so far are off
    for q in chances:
        dist = [a * (1.0 - q) + b * q for a, b in zip([*dist, 0.0], [0.0, *dist], strict=True)]
    return min(1.0, sum(dist[count:])) if count > 0 else 1.0


def _finish_calibration(k: dict[str, Any], bins: Iterable[tuple[Sequence[float], Sequence[float]]]) -> None:
    """A contract's tally (``n``, summed ``predicted``, ``won``) turned into its report:
    the means, and by the predicted chance ``bins`` of ([from, to), [count, summed
    predicted, made]) each bin that holds any."""
    k["predicted"] = round(k["predicted"] / k["n"], 3)
    k["actual"] = round(k["won"] / k["n"], 3)
    k["bins"] = [{"range": list(r), "n": int(n), "predicted": round(p / n, 3), "actual": round(w / n, 3),
                  "won": int(w)} for r, (n, p, w) in bins if n]


def _doubling_off(e: dict[str, Any]) -> bool:
    """Whether a doubling level's record (predicted often enough) is off its prediction."""
    return bool(e["predicted"] is not None and e["predicted_n"] >= CALIBRATION_MIN_CONTRACT
                and calibration_off(e["predicted"], e["won_rate"], e["predicted_n"]))


def is_self_play(strengths: Sequence[str]) -> bool:
    """Whether both teams are the same player, so that a duplicate deal's two tables are
    one sample of its calibration (counted once, as team A's)."""
    return strengths[0] == strengths[1]


def judged_sides(s: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    """The teams whose calibration and doublings a report judges: both, or in self-play
    team A alone."""
    sides = (("a", s["team_a"]), ("b", s["team_b"]))
    return sides[:1] if is_self_play((s["team_a"], s["team_b"])) else sides


def withhold_calibration(s: dict[str, Any]) -> None:
    """A report on a seed of the fitting set without ``--fitting``: no calibration in it
    (made against predicted, per contract, team, bin and doubling)."""
    s["calibration"] = None
    s["calibration_by_team"] = None
    for side in s["doubling"].values():
        for e in side.values():
            e["predicted"] = None
            e["predicted_n"] = 0
    s["calibration_withheld"] = True


def _bin(p: float) -> int:
    return next((i for i, (_lo, hi) in enumerate(CALIBRATION_BINS) if p < hi), len(CALIBRATION_BINS) - 1)


def _pct(xs: Sequence[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    k = min(len(s) - 1, max(0, int(math.ceil(q * len(s))) - 1))
    return s[k]


def summarize(results: list[DealResult], rules: RuleSet, strengths: tuple[str, str], seed: int,
              elapsed: float) -> dict[str, Any]:
    n = len(results)
    margins = [r.margin for r in results]
    mean = sum(margins) / n if n else 0.0
    var = sum((m - mean) ** 2 for m in margins) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n > 1 else 0.0
    # Bummerl: each table's deals in order, racing to the target
    target = rules.target_points
    bummerl = [0, 0]
    for t in range(2):
        pts = [0, 0]
        for r in results:
            if t >= len(r.tables):
                continue
            p = r.tables[t].points
            pts[0] += p[0]
            pts[1] += p[1]
            if pts[0] >= target or pts[1] >= target:
                bummerl[0 if pts[0] >= target else 1] += 1
                pts = [0, 0]
    played_b = bummerl[0] + bummerl[1]
    times: tuple[list[float], list[float]] = ([], [])
    choice: tuple[list[float], list[float]] = ([], [])
    contracts: dict[str, dict[str, Any]] = {}
    calib: dict[str, dict[str, Any]] = {}
    calib_by: dict[str, dict[str, dict[str, Any]]] = {"a": {}, "b": {}}
    doublings: list[Doubling] = []
    illegal = 0
    errors = 0
    self_play = is_self_play(strengths)
    for r in results:
        for tr in r.tables:
            times[0].extend(tr.times[0])
            times[1].extend(tr.times[1])
            choice[0].extend(tr.choice_times[0])
            choice[1].extend(tr.choice_times[1])
            illegal += tr.illegal
            errors += tr.errors
            doublings.extend(tr.doublings)
            if tr.contract is None:
                continue
            c = contracts.setdefault(tr.contract, {"declared": 0, "won": 0, "by_a": 0, "won_by_a": 0,
                                                  "by_b": 0, "won_by_b": 0})
            c["declared"] += 1
            c["won"] += int(bool(tr.won))
            side = "a" if tr.declarer_side == 0 else "b"
            c[f"by_{side}"] += 1
            c[f"won_by_{side}"] += int(bool(tr.won))
            if tr.predicted is not None:
                for table in ((calib_by[side],) if self_play and side == "b" else (calib, calib_by[side])):
                    k = table.setdefault(tr.contract, {"n": 0, "predicted": 0.0, "won": 0,
                                                       "bins": [[0, 0.0, 0] for _ in CALIBRATION_BINS]})
                    k["n"] += 1
                    k["predicted"] += tr.predicted
                    k["won"] += int(bool(tr.won))
                    b = k["bins"][_bin(tr.predicted)]
                    b[0] += 1
                    b[1] += tr.predicted
                    b[2] += int(bool(tr.won))
    for c in contracts.values():
        c["made_pct"] = round(100.0 * c["won"] / c["declared"], 1)
    for table in (calib, calib_by["a"], calib_by["b"]):
        for k in table.values():
            _finish_calibration(k, zip(CALIBRATION_BINS, k["bins"]))

    def ms(xs: list[float]) -> dict[str, float]:
        return {
            "median": round(_pct(xs, 0.5) * 1000, 2),
            "p95": round(_pct(xs, 0.95) * 1000, 2),
            "max": round(max(xs) * 1000 if xs else 0.0, 2),
            "decisions": len(xs),
        }

    return {
        "team_a": strengths[0],
        "team_b": strengths[1],
        "seed": seed,
        "rules": rules.to_json(),
        "deals": n,
        "margin_per_deal": round(mean, 4),
        "ci95": [round(mean - half, 4), round(mean + half, 4)],
        "bummerl_win_rate": round(bummerl[0] / played_b, 4) if played_b else None,
        "bummerl": {"a": bummerl[0], "b": bummerl[1]},
        "illegal_actions": illegal,
        "fallbacks": errors,
        "decision_ms": {"team_a": ms(times[0]), "team_b": ms(times[1])},
        "decision_ms_with_choice": {"team_a": ms(choice[0]), "team_b": ms(choice[1])},
        "contracts": dict(sorted(contracts.items())),
        #: in self-play (is_self_play) team A's tally: the two tables are one sample
        "calibration": dict(sorted(calib.items())),
        "calibration_by_team": {side: dict(sorted(t.items())) for side, t in calib_by.items()},
        "doubling": doubling_report(doublings, n),
        "elapsed_s": round(elapsed, 1),
        #: team A's margin per deal, in deal order (for ``--pair``)
        "margins": [round(m, 4) for m in margins],
        "sources": margin_sources(results),
    }


#: how many of the largest sources :func:`margin_sources` names
SOURCES_SHOWN = 8


def _ending(t: TableResult) -> str:
    """A table's contract and which strength declared it (``"bettler by A"``)."""
    if t.contract is None:
        return "no contract"
    return f"{t.contract} by {'A' if t.declarer_side == 0 else 'B'}"


def margin_sources(results: Sequence[DealResult]) -> dict[str, Any] | None:
    """Where team A's margin came from, deal by deal: deals whose auction ended in the same
    contract declared from the same seats at both tables, with a doubling said at either
    (``doubled``) or none (``played``: the trump call, a bid on the way or the play differed),
    and deals whose auction ended otherwise (``different``); and the largest of those by how
    each table's auction ended (the first table's, team A at seats 0 and 2, then the
    second's, team B there).  Margins are per deal of the run.  None unless every deal has
    two tables."""
    if not results or any(len(r.tables) != 2 for r in results):
        return None
    n = len(results)
    parts: dict[str, list[float]] = {"doubled": [], "played": [], "different": []}
    groups: dict[tuple[str, str], list[float]] = {}
    for r in results:
        first, second = r.tables
        # the same seats declared at both tables where the declaring strengths differ
        if first.contract == second.contract and (first.contract is None
                                                  or first.declarer_side != second.declarer_side):
            parts["doubled" if first.doublings or second.doublings else "played"].append(r.margin)
        else:
            parts["different"].append(r.margin)
            groups.setdefault((_ending(first), _ending(second)), []).append(r.margin)

    def entry(xs: Sequence[float]) -> dict[str, Any]:
        return {"deals": len(xs), "differ": sum(1 for x in xs if x), "per_deal": round(sum(xs) / n, 4)}

    largest = sorted(groups.items(), key=lambda kv: (-abs(sum(kv[1])), kv[0]))[:SOURCES_SHOWN]
    return {
        **{key: entry(xs) for key, xs in parts.items()},
        "largest": [dict(entry(xs), first=k[0], second=k[1]) for k, xs in largest],
    }


class PairError(ValueError):
    """Two saved runs that are not on the same deals against the same team B."""


#: what two runs must share to be paired deal by deal
PAIR_KEYS = ("seed", "deals", "rules", "team_b")


def pair_runs(new: dict[str, Any], old: dict[str, Any]) -> dict[str, Any]:
    """``new``'s team A minus ``old``'s, deal by deal, from two saved reports (``--json``)."""
    for key in PAIR_KEYS:
        if new.get(key) != old.get(key):
            raise PairError(f"the runs differ in {key!r}: {new.get(key)!r} and {old.get(key)!r}")
    a, b = new.get("margins"), old.get("margins")
    if not isinstance(a, list) or not isinstance(b, list) or not len(a) == len(b) == new["deals"]:
        raise PairError("a run holds no margins deal by deal (saved before they were kept?)")
    out = _paired(list(zip(map(float, a), map(float, b))), str(old["team_a"]))
    out["new"] = new["team_a"]
    # the same player with the same judgement file: both runs played one thing
    same = new.get("judgement_file")
    out["same_player"] = bool(same) and same == old.get("judgement_file") and new["team_a"] == old["team_a"]
    return out


class PoolError(ValueError):
    """Saved runs whose calibrations cannot be pooled into one."""


def pool_runs(reports: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The calibrations of saved runs (``--json``) on different seeds of the judging set,
    pooled per player and the team it met (``"expert vs club"``; a player met as team A in
    one run and team B in another counts once): per contract and bin of predicted chance,
    and per doubling level, as one run reports them (``calibration_by_team``, ``doubling``),
    so that a miss that repeats run after run stands out of the misses chance makes.

    Refused: two runs on one seed (the same cards counted twice), a run whose calibration
    was withheld or that was for fitting (the fitting set judges nothing), runs under
    different rules or with different judgement files (two players under one name)."""
    if not reports:
        raise PoolError("no runs to pool")
    seeds: set[int] = set()
    groups: dict[str, dict[str, Any]] = {}
    for s in reports:
        seed = s.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise PoolError("a run names no seed")
        if seed in seeds:
            raise PoolError(f"two runs on seed {seed}: the same deals would count twice")
        seeds.add(seed)
        if s.get("calibration_by_team") is None or s.get("calibration_withheld"):
            raise PoolError(f"seed {seed}: no calibration reported (a seed of the fitting set)")
        if s.get("fitting") or seed_set(seed) is not SeedSet.JUDGING:
            raise PoolError(f"seed {seed}: not a judgement (a run for fitting, or a seed outside the judging set)")
        for key in ("rules", "judgement_file"):
            if s.get(key) != reports[0].get(key):
                raise PoolError(f"seed {seed} differs from seed {reports[0]['seed']} in {key!r}")
        for side, name in judged_sides(s):
            other = s["team_b"] if side == "a" else s["team_a"]
            g = groups.setdefault(f"{name} vs {other}", {"player": name, "opponent": other, "seeds": [],
                                                          "calibration": {}, "doubling": {}})
            g["seeds"].append(seed)
            for c, k in s["calibration_by_team"][side].items():
                t = g["calibration"].setdefault(c, {"n": 0, "predicted": 0.0, "won": 0, "bins": {}})
                t["n"] += k["n"]
                t["predicted"] += k["n"] * k["predicted"]
                t["won"] += k["won"]
                for b in k["bins"]:
                    tb = t["bins"].setdefault(tuple(b["range"]), [0, 0.0, 0])
                    tb[0] += b["n"]
                    tb[1] += b["n"] * b["predicted"]
                    # reports saved before bins kept their count: the rate times n, rounded
                    tb[2] += b["won"] if "won" in b else round(b["n"] * b["actual"])
            for lname, e in s["doubling"][side].items():
                t = g["doubling"].setdefault(lname, {"said": 0, "won": 0, "predicted": 0.0, "predicted_n": 0})
                t["said"] += e["said"]
                t["won"] += e["won"]
                if e["predicted"] is not None:
                    t["predicted"] += e["predicted_n"] * e["predicted"]
                    t["predicted_n"] += e["predicted_n"]
    for g in groups.values():
        for k in g["calibration"].values():
            _finish_calibration(k, sorted(k["bins"].items()))
        g["calibration"] = dict(sorted(g["calibration"].items()))
        for e in g["doubling"].values():
            e["won_rate"] = round(e["won"] / e["said"], 3) if e["said"] else None
            e["predicted"] = round(e["predicted"] / e["predicted_n"], 3) if e["predicted_n"] else None
    return {"seeds": sorted(seeds), "deals": sum(int(s["deals"]) for s in reports), "groups": groups}


def mean_ci(xs: Sequence[float]) -> tuple[float, list[float]]:
    """The mean and its 95 % confidence interval (normal approximation)."""
    n = len(xs)
    if not n:
        return 0.0, [0.0, 0.0]
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n > 1 else 0.0
    return mean, [round(mean - half, 4), round(mean + half, 4)]


def doubling_report(doublings: Sequence[Doubling], deals: int) -> dict[str, dict[str, Any]]:
    """Per team ("a", "b") and level ("kontra", "re", "sub"): how often it was said, how
    often the doubler's team then won, what the doubler predicted, and the Punkte the
    doublings gained against not doubling (the paired tables), in all and per deal played
    (the two tables of a deal count as one, as in ``margin_per_deal``), with ci95 per
    doubling; ``by_contract`` splits the same per contract, ``after_partner`` gives the
    doublings said after the partner had declined the same level."""
    out: dict[str, dict[str, Any]] = {}
    for side, name in ((0, "a"), (1, "b")):
        team: dict[str, Any] = {}
        for level, lname in DOUBLING_NAMES.items():
            ds = [d for d in doublings if d.side == side and d.level == level]
            entry = _doubling_entry(ds, deals)
            by: dict[str, dict[str, Any]] = {}
            for c in sorted({d.contract for d in ds}):
                by[c] = _doubling_entry([d for d in ds if d.contract == c], deals)
            entry["by_contract"] = by
            entry["after_partner"] = _doubling_entry([d for d in ds if d.after_partner], deals)
            team[lname] = entry
        out[name] = team
    return out


def _doubling_entry(ds: Sequence[Doubling], deals: int) -> dict[str, Any]:
    said = len(ds)
    won = sum(d.won for d in ds)
    preds = [d.predicted for d in ds if d.predicted is not None]
    gains = [d.gain for d in ds]
    mean, ci = mean_ci(gains)
    return {
        "said": said,
        "won": won,
        "won_rate": round(won / said, 3) if said else None,
        "predicted": round(sum(preds) / len(preds), 3) if preds else None,
        "predicted_n": len(preds),
        "gain": round(sum(gains), 2),
        # per deal: each deal has two tables, as margin_per_deal counts them
        "gain_per_deal": round(sum(gains) / (2 * deals), 4) if deals else 0.0,
        "gain_per_doubling": round(mean, 3),
        "gain_ci95": ci,
    }


def paired_difference(results: Sequence[DealResult], base: Sequence[DealResult], name: str) -> dict[str, Any]:
    """Team A's margin minus the baseline's (as team A against the same team B), deal by
    deal on the same cards, with its ci95, and the baseline's margin deal by deal in team A's
    deal order (``margins``: so that the paired runs of several seeds pool deal by deal)."""
    by_index = {r.index: r.margin for r in base}
    pairs = [(r.margin, by_index[r.index]) for r in results if r.index in by_index]
    out = _paired(pairs, name)
    out["margins"] = [round(b, 4) for _a, b in pairs]
    return out


def _paired(pairs: Sequence[tuple[float, float]], name: str) -> dict[str, Any]:
    """(team A's margin, the baseline's) per deal -> the paired difference and its ci95."""
    diffs = [a - b for a, b in pairs]
    mean, ci = mean_ci(diffs)
    margins = [b for _a, b in pairs]
    return {
        "team": name,
        "margin_per_deal": round(sum(margins) / len(margins), 4) if margins else 0.0,
        "difference": round(mean, 4),
        "ci95": ci,
        "deals_differing": sum(1 for d in diffs if d),
    }


def _load_rules(arg: str | None) -> RuleSet:
    if arg is None:
        return RuleSet()
    if arg in PRESETS:
        return PRESETS[arg]
    with open(arg, encoding="utf-8") as f:
        return RuleSet.loads(f.read())


SET_WORDS = {
    SeedSet.FITTING: f"the fitting set ({FITTING.start}-{FITTING.stop - 1:,})",
    SeedSet.JUDGING: f"the judging set ({JUDGING.start:,}-{JUDGING.stop - 1:,}: never fitted on)",
    SeedSet.NEITHER: "neither set (tests and benchmarks)",
}


def _print_summary(s: dict[str, Any]) -> None:
    which = SeedSet(s.get("seed_set", seed_set(s["seed"])))
    print(f"{s['team_a']} (A) vs {s['team_b']} (B): {s['deals']} deals, seed {s['seed']} of {SET_WORDS[which]}"
          + (", fitting" if s.get("fitting") else "") + f", {s['elapsed_s']} s"
          + (f", judgement file {s['judgement_file']}" if s.get("judgement_file") else ""))
    lo, hi = s["ci95"]
    print(f"  margin per deal (A - B Punkte): {s['margin_per_deal']:+.3f}   95% CI [{lo:+.3f}, {hi:+.3f}]")
    b = s["bummerl"]
    rate = s["bummerl_win_rate"]
    print(f"  Bummerl won: A {b['a']}, B {b['b']}" + (f"  (A {rate:.1%})" if rate is not None else ""))
    print(f"  illegal actions: {s['illegal_actions']}   fallbacks: {s['fallbacks']}")
    for side in ("team_a", "team_b"):
        d = s["decision_ms"][side]
        c = s["decision_ms_with_choice"][side]
        print(f"  {side} decisions: median {d['median']} ms, p95 {d['p95']} ms, max {d['max']} ms "
              f"({d['decisions']}); with a choice: median {c['median']} ms, p95 {c['p95']} ms "
              f"({c['decisions']})")
    print("  contracts (announced / made, made %; by A, by B):")
    calibration = s.get("calibration")
    for c, v in s["contracts"].items():
        line = (f"    {c:24s} {v['declared']:5d} / {v['won']:5d} {v['made_pct']:5.1f} %   "
                f"A {v['by_a']}/{v['won_by_a']}  B {v['by_b']}/{v['won_by_b']}")
        k = calibration.get(c) if calibration else None
        if k:
            line += f"   predicted {k['predicted']:.2f} actual {k['actual']:.2f} (n={k['n']})"
        print(line)
    if s.get("calibration_withheld"):
        print(f"  calibration: not reported on a seed of the fitting set; judge on the judging set "
              f"({JUDGING.start:,}-{JUDGING.stop - 1:,}), or say --fitting for a fitting run")
    else:
        _print_calibration(s)
    _print_sources(s.get("sources"))
    if "baseline" in s:
        bl = s["baseline"]
        lo, hi = bl["ci95"]
        print(f"  baseline {bl['team']} (as A) against B: {bl['margin_per_deal']:+.3f}; A minus baseline, paired: "
              f"{bl['difference']:+.3f}   95% CI [{lo:+.3f}, {hi:+.3f}] ({bl['deals_differing']} deals differ)")
    print("  doubling (said; the doubler's team won, predicted; Punkte against not doubling, paired):")
    off_doubling = 0
    for side, name in judged_sides(s):
        for lname, e in s["doubling"][side].items():
            if not e["said"]:
                continue
            pred = f"{e['predicted']:.2f}" if e["predicted"] is not None else "-"
            lo, hi = e["gain_ci95"]
            off = _doubling_off(e)
            off_doubling += off
            print(f"    {side.upper()} {name:12s} {lname:7s} {e['said']:5d}  won {e['won_rate']:.2f} "
                  f"predicted {pred}{'  OFF' if off else ''}  gain {e['gain']:+.1f} ({e['gain_per_doubling']:+.2f} "
                  f"a doubling, 95% CI [{lo:+.2f}, {hi:+.2f}]; {e['gain_per_deal']:+.3f} a deal)")
            ap = e.get("after_partner") or {}
            if ap.get("said"):
                ap_pred = f"{ap['predicted']:.2f}" if ap["predicted"] is not None else "-"
                print(f"      of which after the partner declined {ap['said']:5d}  won {ap['won_rate']:.2f} "
                      f"predicted {ap_pred}  ({ap['gain_per_doubling']:+.2f} a doubling)")
    if off_doubling:
        print(f"  doublings off their prediction (said {CALIBRATION_MIN_CONTRACT} times or more): {off_doubling}")


def _print_sources(src: dict[str, Any] | None) -> None:
    """:func:`margin_sources`, as the summary prints it."""
    if not src:
        return
    print("  where the margin came from (A - B Punkte a deal of the run):")
    for key, words in (("doubled", "the same contract from the same seats, a doubling said"),
                       ("played", "the same contract from the same seats, none said"),
                       ("different", "the auctions ended otherwise")):
        e = src[key]
        print(f"    {words}: {e['deals']} deals ({e['differ']} differ) {e['per_deal']:+.3f}")
    if src["largest"]:
        print("    largest, as the auction ended with A at seats 0 and 2 / with B there:")
    for e in src["largest"]:
        print(f"      {e['first']:28s} / {e['second']:28s} {e['deals']:5d} deals {e['per_deal']:+.3f}")


def _print_calibration(s: dict[str, Any]) -> None:
    """Made against predicted per team, contract and bin of predicted chance, each judged
    (:func:`calibration_off`), and how many are off."""
    by_team = s["calibration_by_team"]
    print(f"  calibration by team and contract (predicted / made, n; bins of predicted chance with "
          f"{CALIBRATION_MIN_BIN} or more judged; OFF: more than {CALIBRATION_TOLERANCE} or two standard errors):")
    if is_self_play((s["team_a"], s["team_b"])):
        print("    (one player on both sides: a duplicate deal's two tables are one sample, counted once as A's)")
    _print_judged([(side.upper(), f"{side.upper()} {name:12s}", by_team[side]) for side, name in judged_sides(s)])


def _print_judged(groups: Sequence[tuple[str, str, dict[str, Any]]]) -> None:
    """Each group's (its short name, its line's label, its calibration per contract) made
    against predicted per contract and bin, each judged, how many are off, and how many a
    player whose every prediction is right would show by chance."""
    by_side: dict[str, list[int]] = {}  # group: contracts, bins off
    chances: tuple[list[float], list[float]] = ([], [])  # of each judged contract, bin to be off by chance
    for side, label, table in groups:
        if not table:  # a player that predicts nothing (the heuristic) is not judged
            continue
        mine = by_side.setdefault(side, [0, 0])
        for c, k in table.items():
            off = k["n"] >= CALIBRATION_MIN_CONTRACT and calibration_off(k["predicted"], k["actual"], k["n"])
            mine[0] += off
            if k["n"] >= CALIBRATION_MIN_CONTRACT:
                chances[0].append(off_by_chance(k["predicted"], k["n"]))
            bins = []
            for b in k["bins"]:
                b_off = b["n"] >= CALIBRATION_MIN_BIN and calibration_off(b["predicted"], b["actual"], b["n"])
                mine[1] += b_off
                if b["n"] >= CALIBRATION_MIN_BIN:
                    chances[1].append(off_by_chance(b["predicted"], b["n"]))
                bins.append(f"{b['predicted']:.2f}->{b['actual']:.2f} ({b['n']}){' OFF' if b_off else ''}")
            print(f"    {label} {c:24s} {k['predicted']:.3f} / {k['actual']:.3f} (n={k['n']})"
                  f"{' OFF' if off else ''}   " + " · ".join(bins))
    off_contracts, off_bins = sum(c for c, _ in by_side.values()), sum(b for _, b in by_side.values())
    print(f"  off: {off_contracts} contracts (declared {CALIBRATION_MIN_CONTRACT} times or more), "
          f"{off_bins} bins (holding {CALIBRATION_MIN_BIN} or more)"
          + ("; " + ", ".join(f"{side} {c} / {b}" for side, (c, b) in by_side.items())
             if len(by_side) > 1 else ""))
    # a player whose every prediction is right would be judged off now and then: how often
    print(f"  by chance alone, with every prediction right: {sum(chances[0]):.1f} of {len(chances[0])} "
          f"contracts and {sum(chances[1]):.1f} of {len(chances[1])} bins off on average; as many as "
          f"here or more: contracts {at_least_by_chance(chances[0], off_contracts):.0%}, "
          f"bins {at_least_by_chance(chances[1], off_bins):.0%}")


def _print_pool(pooled: dict[str, Any]) -> None:
    seeds = pooled["seeds"]
    print(f"pooled: {len(seeds)} runs, {pooled['deals']} deals, seeds " + ", ".join(map(str, seeds)))
    print(f"  calibration by player and contract (predicted / made, n; bins of predicted chance with "
          f"{CALIBRATION_MIN_BIN} or more judged; OFF: more than {CALIBRATION_TOLERANCE} or two standard errors):")
    groups = pooled["groups"]
    width = max(len(k) for k in groups)
    _print_judged([(name, f"{name:{width}s}", g["calibration"]) for name, g in groups.items()])
    print(f"  doubling (said; the doubler's team won, predicted; judged when predicted "
          f"{CALIBRATION_MIN_CONTRACT} times or more):")
    off = 0
    for name, g in groups.items():
        for lname, e in g["doubling"].items():
            if not e["said"]:
                continue
            bad = _doubling_off(e)
            off += bad
            pred = f"{e['predicted']:.3f}" if e["predicted"] is not None else "-"
            print(f"    {name:{width}s} {lname:7s} {e['said']:5d}  won {e['won_rate']:.3f} predicted {pred}"
                  f"{'  OFF' if bad else ''}")
    print(f"  doublings off their prediction: {off}")


def main(argv: Sequence[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.ai.arena", description=__doc__.split("\n")[0])
    names = list(ALL_STRENGTHS) + [k for k in CONFIGS if k not in ALL_STRENGTHS]
    ap.add_argument("--team-a", choices=names)
    ap.add_argument("--team-b", choices=names)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--rules", default=None, help="a rules JSON file (deal-log 'rules' object) or a preset id")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--progress", action="store_true")
    ap.add_argument("--score", action="store_true",
                    help="play each table's deals in order and tell the players the Bummerl score")
    ap.add_argument("--baseline", default=None, choices=names,
                    help="also play these deals with this strength as team A, and report team A's "
                         "paired gain over it against team B")
    ap.add_argument("--fixed-effort", action="store_true",
                    help="search players solve their full number of layouts, whatever the time: "
                         "a run repeats exactly")
    ap.add_argument("--fitting", action="store_true",
                    help="a run for fitting a calibration: report it even on a seed of the fitting set "
                         "(the report says it is no judgement)")
    ap.add_argument("--pair", nargs=2, metavar=("NEW.json", "OLD.json"),
                    help="pair two saved runs (--json) on the same deals: NEW's team A minus OLD's")
    ap.add_argument("--pool", nargs="+", metavar="RUN.json",
                    help="pool the calibrations of saved runs (--json) on different seeds of the judging set, "
                         "per player and the team it met")
    args = ap.parse_args(argv)
    if args.pool:
        try:
            pooled = pool_runs([json.loads(Path(f).read_text(encoding="utf-8")) for f in args.pool])
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"arena: cannot pool these runs: {exc}", file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps(pooled))
        else:
            _print_pool(pooled)
        return 0
    if args.pair:
        try:
            new, old = (json.loads(Path(f).read_text(encoding="utf-8")) for f in args.pair)
            d = pair_runs(new, old)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"arena: cannot pair {args.pair[0]} and {args.pair[1]}: {exc}", file=sys.stderr)
            return 2
        lo, hi = d["ci95"]
        print(f"{d['new']} minus {d['team']} against {new['team_b']}, {new['deals']} deals, seed {new['seed']}: "
              f"{d['difference']:+.3f}   95% CI [{lo:+.3f}, {hi:+.3f}] ({d['deals_differing']} deals differ; "
              f"{d['team']} {d['margin_per_deal']:+.3f} a deal)")
        if d["same_player"]:
            print(f"  both runs played {d['new']} with the same judgement file ({new['judgement_file']}): "
                  f"was a candidate run from another tree's directory?")
        return 0
    if args.team_a is None or args.team_b is None:
        ap.error("--team-a and --team-b are required (or --pair, --pool)")
    rules = _load_rules(args.rules)
    strengths = (args.team_a, args.team_b)
    warning = not_built_warning("arena")
    if warning:
        print(warning, file=sys.stderr)
    t0 = time.monotonic()
    results = run(rules, args.seed, args.deals, strengths, args.jobs, args.progress, args.fixed_effort,
                  args.score)
    s = summarize(results, rules, strengths, args.seed, time.monotonic() - t0)
    s["seed_set"] = seed_set(args.seed).value
    s["fitting"] = bool(args.fitting)
    s["solver"] = backend_name()
    s["judgement_file"] = digest()
    if seed_set(args.seed) is SeedSet.FITTING and not args.fitting:
        withhold_calibration(s)
    if args.baseline is not None:
        base = run(rules, args.seed, args.deals, (args.baseline, args.team_b), args.jobs, args.progress,
                   args.fixed_effort, args.score)
        s["baseline"] = paired_difference(results, base, args.baseline)
        s["elapsed_s"] = round(time.monotonic() - t0, 1)
    if args.json:
        print(json.dumps(s))
    else:
        _print_summary(s)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
