"""Fit the learned judgement (``ai.judgement``) on self-play: ``python -m bschnapsen_gui.ai.learn``.

The judgement in two steps (``sample``, then ``fit``), and the trump table (``trumps``)::

    python -m bschnapsen_gui.ai.learn sample --strength expert-v8 --seed 4001 --deals 12000 \\
        --jobs 2 --out samples.jsonl
    python -m bschnapsen_gui.ai.learn fit samples.jsonl [more.jsonl ...] --name expert \\
        --out bschnapsen_gui/ai/judgement.json

``sample`` plays deals in which one seat (drawn per deal) declares a contract chosen for
it: at its first turn in the auction it judges every bid it may make as the player does
(``bidding.judge_bids``: its layouts, open-cards chances), one of the contracts open cards
give at least :data:`MIN_OPEN` is drawn (so contracts it would not have chosen are played
too, and every contract has data), the others pass (the Rufer announces the normal game
when he must), nobody doubles, and the deal is played out by the real players: the
declarer's partner of the same strength, the defenders of the same strength or, in
``--weak-share`` of the deals, the heuristic (a weak defence).  One line of JSON per deal:
the hand, trump, the open-cards chance, the table's prediction, whether it was made.  A
quarter of the deals use the rules with every contract (``all_contracts``), so that the
rarer contracts have data.  Only seeds of the fitting set are taken (``ai.seedsets``).

``trumps`` fills the trump call's table (``ai.trumptable``): every canonical
three-card holding valued on ``--layouts`` layouts (the normal game solved with open cards
for each call), written to ``trumptable.json``::

    python -m bschnapsen_gui.ai.learn trumps --layouts 20000 --seed 44 --jobs 2

``sample --natural`` plays deals as the players choose instead: the declarer's own
judgement of the contract it bid, and the first defender's of its Kontra (the Kontra is
fitted on these only: the defenders of a contract chosen for the seat read a bid that was
never made).  With ``--defence`` one team (by turns) is of that strength: a deal it
declares gives only the Kontra's data, one the other team declares only the declarer's.

Every sample says who defended (``defence``; for the Kontra ``k_defence``, the declaring
team), which the model reads as :data:`ai.judgement.DEFENCES`.

``fit`` fits the declarer's models on the forced deals (:func:`declarer_samples`) and the
Kontra's on the natural ones: one logistic regression per contract with
:data:`MIN_CONTRACT` deals or more and one per goal (all its contracts' deals), each
pulled towards "open cards are right"
(:data:`RIDGE`), reports on a fifth of the deals held out (log loss and made / predicted
by bins, the table's prediction beside the model's), refits on every deal, and writes the
model file (merging with the judgements of other names already in it).  With
``--natural-offsets`` each contract's model is then moved by one constant per defence, so
that it is right on the natural deals in which the player chose that contract itself
(:func:`natural_recalibration`; club's and the expert's judgements are fitted so), and each
Kontra's model so that it is right on the Kontras the first defender said
(:func:`kontra_recalibration`, when the samples record them); with ``--natural-slopes`` each
is also scaled by a factor per defence fitted with it, so that it is right there hand by
hand.

``recalibrate`` fits a shipped judgement's offsets anew on new natural deals of the player
that uses it, its models kept (:func:`recalibrate`: the forced deals need not be sampled
again), and reports on a fifth of them held out how the chosen contracts and the said
Kontras were predicted before and after::

    python -m bschnapsen_gui.ai.learn recalibrate natural.jsonl [more.jsonl ...] --name club

(``--kontra-only``: the Kontra's offsets alone; ``--contracts schnapser``: that contract's
alone.)  A contract the Rufer's partner declared and the Rufer leads to
(``judgement.partner_leads``) gets one offset more, over every defence.

``partner`` fits a judgement's model of the contract a seat's partner declared, as it
stands when the seat bids (``judgement.PARTNER``), on the judgements ``ai.standing`` wrote
of a player that uses it (:func:`fit_partner`: one logistic regression per contract with
:data:`MIN_CONTRACT` of them and per goal with :data:`MIN_PARTNER_GOAL`), reports on a
fifth of the deals held out, and writes it into the judgement, its other models kept::

    python -m bschnapsen_gui.ai.standing --strength expert --seed 4040 --deals 10000 --jobs 2 \\
        --out standing.jsonl
    python -m bschnapsen_gui.ai.learn partner standing.jsonl --name expert
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Collection, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..engine.actions import Action, Verb
from ..engine.contracts import TABLE, Contract, Goal, card_order
from ..engine.deal import Deal, Phase, team_of
from ..engine.events import Reason
from ..engine.log import hands_from_deck
from ..engine.rules import PRESETS
from ..engine.shuffle import shuffled_deck
from ..engine.view import seat_view
from . import ALL_STRENGTHS, Player, seat_players, trumptable
from . import heuristic as H
from .bidding import double_estimate, judge_bids, layout_value
from .bits import FULL, RANK_OF, SUIT_OF, bit_list
from .config import CONFIGS
from .fastsolver import not_built_warning
from .judgement import (
    FEATURES,
    FORMAT,
    MID,
    MODEL_FILE,
    SCALE_RANGE,
    STRONG,
    WEAK,
    defence_of,
    features,
    model_of,
    parse,
    partner_leads,
    score,
    sigmoid,
)
from .seedsets import FITTING

#: a contract is drawn for the seat only where open cards give it at least this chance
MIN_OPEN = 0.2
#: a contract gets its own model with this many deals; fewer: its goal's
MIN_CONTRACT = 300
#: how strongly the weights are pulled towards "open cards are right" (logit weight 1,
#: the rest 0): a penalty of RIDGE times the squared distance
RIDGE = 4.0
#: the defence of the deals with a weak defence
WEAK_DEFENCE = "heuristic"


@dataclass(slots=True)
class Sample:
    seed: int
    index: int
    strength: str
    rules: str  #: the preset's name
    contract: str
    rufer: bool  #: the declarer is the Rufer (``judgement.partner_leads``)
    hand: int  #: the declarer's cards (bits) when it judged its bids
    trump: int  #: the called suit, -1 if none yet
    weak: bool  #: the defence is the heuristic
    p_open: float  #: the open-cards chance the declarer judged
    p_table: float  #: the chance its calibration table predicted
    won: bool  #: the declaring team scored
    #: the first defender asked for a Kontra (a strong defence only): its cards, its team's
    #: open-cards chance of scoring and the table's chance for its Kontra (None: not asked)
    k_hand: int | None = None
    k_open: float | None = None
    k_table: float | None = None
    #: the deal was played as the players chose (``--natural``): the contract is the one
    #: the declarer bid, and its Kontra data are fitted on (a chosen contract's defenders
    #: read a bid that was never made, and would double it far too often)
    natural: bool = False
    #: the defenders' strength ("": samples made before it was recorded, whose defence was
    #: the heuristic when ``weak``, else the declarer's own strength)
    defence: str = ""
    #: the declarer was ``strength`` and its data count (False: a natural deal the other
    #: team declared, kept for the Kontra's data only)
    declared: bool = True
    #: the Kontra's other team, the declaring one ("": ``strength``)
    k_defence: str = ""
    #: the first defender asked said the Kontra (None: not asked, or not recorded)
    k_said: bool | None = None
    #: the auction of a natural deal: every bid, by seat counted from the declarer (0: the
    #: declarer, 2: its partner), the contract or None for a pass (None: not recorded)
    auction: list[tuple[int, str | None]] | None = None

    @property
    def defenders(self) -> str:
        return self.defence or (WEAK_DEFENCE if self.weak else self.strength)

    @property
    def defence_class(self) -> str:
        """The judgement's ``defence`` (``ai.judgement.DEFENCES``) of these defenders."""
        return defence_of([self.defenders] * 2)

    @property
    def k_defence_class(self) -> str:
        """The same for the Kontra's other team, the declaring one."""
        return defence_of([self.k_defence or self.strength] * 2)


@dataclass(slots=True)
class Judged:
    """One bid decision while another seat's contract stood, and what became of it
    (``ai.standing``; its ``--out`` lines, which :func:`fit_partner` reads)."""

    contract: str
    partners: bool  #: the contract is the seat's partner's (else the other team's)
    p: float  #: its declarer's chance, as the seat judged it
    p_open: float  #: the same with open cards
    stood: bool = False  #: that contract, with that declarer, was the one played
    made: bool = False  #: and its declarer's team scored
    seed: int = 0
    index: int = 0  #: the deal's
    strength: str = ""  #: the judging seat's
    defence: str = ""  #: the other team's strength (the seat's opponents')
    hand: int = 0  #: the judging seat's cards (bits)
    trump: int = -1  #: the called suit (-1: none yet)
    rufer: bool = False  #: the contract's declarer is the Rufer


def _no_fallbacks(players: Sequence[object]) -> None:
    """Fitting data from a player that fell back to the heuristic would teach the model the
    heuristic's play: refuse it (``Player.errors``, ``last_error``)."""
    for p in players:
        if getattr(p, "errors", 0):
            raise RuntimeError(f"a player fell back to the heuristic: {getattr(p, 'last_error', '')}")


def play_sample(seed: int, index: int, strength: str, weak_share: float, defence: str | None = None) -> Sample | None:
    """One deal of the fitting data (None: the deal was redealt, or the seat had no
    contract open cards give :data:`MIN_OPEN`): the defenders are the heuristic in
    ``weak_share`` of the deals, else ``defence`` (default: ``strength``)."""
    rng = random.Random(seed * 1_000_003 + index)
    preset = "all_contracts" if index % 4 == 3 else "standard"
    rules = PRESETS[preset]
    dealer = index % 4
    deal = Deal(rules, dealer, hands_from_deck(shuffled_deck(seed, index), dealer))
    target = rng.randrange(4)
    weak = rng.random() < weak_share
    defenders = WEAK_DEFENCE if weak else (defence or strength)
    strengths = [strength if team_of(s) == team_of(target) else defenders for s in range(4)]
    players = seat_players(strengths, seed * 1_000_003 + index * 16, fixed_effort=True)
    chosen: Sample | None = None
    while not deal.finished:
        seat = deal.to_act
        assert seat is not None
        legal = deal.legal_actions()
        view = seat_view(deal, seat)
        action: Action
        if deal.phase is Phase.AUCTION:
            if seat == target and chosen is None:
                _options, probs, _n = judge_bids(players[seat], view, None, None)  # type: ignore[arg-type]
                open_ = [a for a, (_p, po) in probs.items()
                         if isinstance(a.value, Contract) and TABLE[a.value].goal is not Goal.SHOWN
                         and po >= MIN_OPEN]
                if not open_:
                    return None
                action = rng.choice(sorted(open_, key=lambda a: str(a.value)))
                assert isinstance(action.value, Contract)
                hand = 0
                for c in view.hand:
                    hand |= c.bit
                p_table, p_open = probs[action]
                chosen = Sample(seed, index, strength, preset, str(action.value), seat == deal.rufer, hand,
                                -1 if view.trump is None else int(view.trump), weak, p_open, p_table, False,
                                defence=defenders)
            else:
                passes = [a for a in legal if a.verb is Verb.BID and a.value is None]
                action = passes[0] if passes else next(
                    a for a in legal if a.verb is Verb.BID and a.value is Contract.NORMAL)
        elif deal.phase is Phase.DOUBLE:
            if (chosen is not None and chosen.k_open is None and not weak
                    and team_of(seat) != team_of(target) and deal.kontra_level == 0):
                judge = players[seat]
                e = double_estimate(judge, view, None, None)  # type: ignore[arg-type]
                if e is not None and view.contract is not None:
                    chosen.k_hand = sum(c.bit for c in view.hand)
                    chosen.k_open = 1.0 - e.p
                    chosen.k_table = judge.calibration(view).doubler(  # type: ignore[attr-defined]
                        1, view.contract, e.p, False)
            action = next(a for a in legal if a.value is False)
        else:
            action = players[seat].decide(view)
            if action not in legal:
                action = H.best_action(view)
        deal.apply(action)
    _no_fallbacks(players)
    res = deal.result
    if chosen is None or res is None or res.reason is Reason.REDEAL or deal.declarer is None:
        return None
    chosen.won = res.winner == team_of(deal.declarer)
    return chosen


def natural_table(seed: int, index: int, strength: str, defence: str | None = None,
                  ) -> tuple[Deal, list[str], list[Player]]:
    """Deal ``index`` of ``seed`` (the standard rules) dealt for a natural table, the seats'
    strengths (``strength``'s team against ``defence``, or itself; the teams change sides every
    four deals) and their players, each told the table."""
    dealer = index % 4
    deal = Deal(PRESETS["standard"], dealer, hands_from_deck(shuffled_deck(seed, index), dealer))
    other = defence or strength
    strengths = [strength if team_of(s) == (index // 4) % 2 else other for s in range(4)]
    return deal, strengths, seat_players(strengths, seed * 1_000_003 + index * 16, fixed_effort=True)


def play_natural(seed: int, index: int, strength: str, defence: str | None = None) -> Sample | None:
    """One deal played as ``strength`` at every seat chooses (the standard rules): the
    declarer's own judgement of the contract it bid, and the first defender's of its
    Kontra (None: no contract was bid and played out, or the deal was redealt).  With
    ``defence``, the other team is of that strength, and only ``strength``'s judgements are
    kept; the teams change sides every four deals, so that each holds the Rufer (the
    dealer's left) with every dealer."""
    deal, strengths, players = natural_table(seed, index, strength, defence)
    bids: dict[int, tuple[str, int, int, float, float]] = {}  # seat: contract, hand, trump, p_open, p
    kontra: tuple[int, float, float] | None = None
    said: bool | None = None
    auction: list[tuple[int, str | None]] = []
    while not deal.finished:
        seat = deal.to_act
        assert seat is not None
        view = seat_view(deal, seat)
        asked = (deal.phase is Phase.DOUBLE and kontra is None and deal.kontra_level == 0
                 and strengths[seat] == strength and deal.declarer is not None
                 and team_of(seat) != team_of(deal.declarer))
        action = players[seat].decide(view)
        if action not in deal.legal_actions():
            action = H.best_action(view)
        est = getattr(players[seat], "last_estimate", {})
        if asked and est.get("kind") == "double" and view.contract is not None:
            # the chance the seat decided on, from the very layouts it judged: a Kontra is
            # said where those layouts flatter it, and the offsets of the said ones are
            # fitted on what it saw (a judgement drawn afresh could not show that curse)
            k_open = float(est.get("p_open") or 0.0)
            kontra = (sum(c.bit for c in view.hand), k_open,
                      players[seat].calibration(view).doubler(1, view.contract, 1.0 - k_open, False))  # type: ignore[attr-defined]
            said = action.verb is Verb.DOUBLE and bool(action.value)
        if (deal.phase is Phase.AUCTION and action.verb is Verb.BID and isinstance(action.value, Contract)
                and est.get("kind") == "bid" and strengths[seat] == strength):
            bids[seat] = (str(action.value), sum(c.bit for c in view.hand), -1 if view.trump is None
                          else int(view.trump), float(est.get("p_open") or 0.0), float(est.get("p") or 0.0))
        if deal.phase is Phase.AUCTION and action.verb is Verb.BID:
            auction.append((seat, None if action.value is None else str(action.value)))
        deal.apply(action)
    _no_fallbacks(players)
    res = deal.result
    d = deal.declarer
    if (res is None or res.reason is Reason.REDEAL or d is None or deal.contract is None
            or TABLE[deal.contract].goal is Goal.SHOWN):
        return None
    them = strengths[(d + 1) % 4]
    won = res.winner == team_of(d)
    if strengths[d] != strength:  # the other team declared: the Kontra's data alone
        if kontra is None:
            return None
        out = Sample(seed, index, strength, "standard", str(deal.contract), d == deal.rufer, 0,
                     -1 if deal.trump is None else int(deal.trump), False, 0.0, 0.0, won, natural=True,
                     defence=strength, declared=False, k_defence=strengths[d])
    else:
        if d not in bids:
            return None
        contract, hand, trump, p_open, p_pred = bids[d]
        if contract != str(deal.contract):
            return None
        out = Sample(seed, index, strength, "standard", contract, d == deal.rufer, hand, trump,
                     defence_of([them] * 2) == WEAK, p_open, p_pred, won, natural=True, defence=them,
                     k_defence=strength)
    if kontra is not None:
        out.k_hand, out.k_open, out.k_table = kontra
        out.k_said = said
    out.auction = [((s - d) % 4, v) for s, v in auction]
    return out


def _work(args: tuple[int, list[int], str, float, bool, str | None]) -> list[Sample]:
    seed, indices, strength, weak_share, natural, defence = args
    out = []
    for i in indices:
        s = (play_natural(seed, i, strength, defence) if natural
             else play_sample(seed, i, strength, weak_share, defence))
        if s is not None:
            out.append(s)
    return out


def sample(seed: int, deals: int, strength: str, weak_share: float, jobs: int,
           progress: bool = False, natural: bool = False, defence: str | None = None) -> list[Sample]:
    """The fitting data of ``deals`` deals of ``seed`` (a seed of the fitting set);
    ``defence``: the defenders' strength where they are not the heuristic (default: the
    seat's own)."""
    if seed not in FITTING:
        raise ValueError(f"seed {seed} is not in the fitting set ({FITTING.start}-{FITTING.stop - 1})")
    indices = list(range(deals))
    chunk = max(1, min(25, deals // (max(1, jobs) * 4) or 1))
    parts = [(seed, indices[i:i + chunk], strength, weak_share, natural, defence) for i in range(0, deals, chunk)]
    out: list[Sample] = []
    if jobs <= 1:
        for p in parts:
            out.extend(_work(p))
            if progress:
                print(f"  {len(out)} deals", file=sys.stderr)
    else:
        ctx = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
        with ctx.Pool(jobs) as pool:
            for part in pool.imap_unordered(_work, parts):
                out.extend(part)
                if progress:
                    print(f"  {len(out)} deals", file=sys.stderr)
    out.sort(key=lambda s: s.index)
    return out


# -- fitting ---------------------------------------------------------------------------------


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        d = m[col][col]
        if abs(d) < 1e-12:
            continue
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / d
                row, prow = m[r], m[col]
                for k in range(col, n + 1):
                    row[k] -= f * prow[k]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


#: the weights the ridge pulls towards: the open-cards chance as it is
PRIOR = tuple(1.0 if f == "logit" else 0.0 for f in FEATURES)


def _objective(xs: Sequence[Sequence[float]], ys: Sequence[bool], w: Sequence[float], pen: Sequence[float]) -> float:
    """The penalised log-likelihood (to be maximised)."""
    ll = 0.0
    for x, y in zip(xs, ys, strict=True):
        z = sum(wj * xj for wj, xj in zip(w, x, strict=True))
        # log sigmoid(z) or log sigmoid(-z), without overflow
        t = z if y else -z
        ll += -math.log1p(math.exp(-t)) if t > -30 else t
    return ll - sum(pen[j] * (w[j] - PRIOR[j]) ** 2 for j in range(len(w)))


def fit_logistic(xs: Sequence[Sequence[float]], ys: Sequence[bool], ridge: float = RIDGE,
                 iterations: int = 50) -> list[float]:
    """Penalised logistic regression by Newton's method, each step halved until it
    improves the penalised likelihood (the bias is not penalised)."""
    d = len(FEATURES)
    w = list(PRIOR)
    pen = [0.0 if f == "bias" else ridge for f in FEATURES]
    best = _objective(xs, ys, w, pen)
    for _ in range(iterations):
        g = [-2 * pen[j] * (w[j] - PRIOR[j]) for j in range(d)]
        h = [[0.0] * d for _ in range(d)]
        for j in range(d):
            h[j][j] = 2 * pen[j] + 1e-9
        for x, y in zip(xs, ys, strict=True):
            p = sigmoid(sum(wj * xj for wj, xj in zip(w, x, strict=True)))
            r = (1.0 if y else 0.0) - p
            q = p * (1 - p)
            for j in range(d):
                xj = x[j]
                if not xj:
                    continue
                g[j] += r * xj
                hj = h[j]
                qx = q * xj
                for k in range(j, d):
                    hj[k] += qx * x[k]
        for j in range(d):
            for k in range(j):
                h[j][k] = h[k][j]
        step = _solve(h, g)
        scale = 1.0
        while scale > 1e-4:
            trial = [wj + scale * sj for wj, sj in zip(w, step, strict=True)]
            value = _objective(xs, ys, trial, pen)
            if value >= best - 1e-12:
                break
            scale /= 2
        else:
            break
        w, moved, best = trial, max(abs(scale * sj) for sj in step), value
        if moved < 1e-7:
            break
    return w


def _xs(samples: Iterable[Sample]) -> list[list[float]]:
    return [features(Contract(s.contract), s.hand, s.trump, s.p_open, s.defence_class, s.rufer) for s in samples]


def _kxs(samples: Iterable[Sample]) -> list[list[float]]:
    """The Kontra's inputs: the doubler's hand and its team's open-cards chance."""
    out = []
    for s in samples:
        assert s.k_hand is not None and s.k_open is not None
        out.append(features(Contract(s.contract), s.k_hand, s.trump, s.k_open, s.k_defence_class, s.rufer))
    return out


#: a natural offset is pulled towards 0 as strongly as this many deals would pull it
OFFSET_RIDGE = 100.0


#: the key of a contract's offset when the Rufer's partner declared it
#: (``judgement.partner_leads``), beside the defences' (the feature's weight)
PARTNER = "partner_leads"

#: an offset and the factor beside it: per contract, per defence (and :data:`PARTNER`)
Recalibration = tuple[dict[str, dict[str, float]], dict[str, dict[str, float]]]


def natural_recalibration(contracts: dict[str, Any], samples: Sequence[Sample], ridge: float = OFFSET_RIDGE,
                          slopes: bool = False) -> Recalibration:
    """Per contract (with a model of its own in ``contracts``) and defence, the constant in
    log-odds that makes the declarer's model right on the deals in which the player chose
    that contract itself (natural deals it declared), the natural offsets, and one more
    per contract over every defence for the deals in which the Rufer's partner declared
    it (:data:`PARTNER`, ``judgement.partner_leads``: fitted on those beside their
    defence's offset, which is fitted on the others).  The forced deals
    teach the model how the hand and the open cards tell a contract's chance; a chosen
    contract is chosen on the same layouts it is judged on, and it stands only when the
    others let it stand, which neither the hand nor open cards show.  Fitted as a whole
    model on natural deals, club ranked contracts worse (``declarer_samples``); one constant
    each keeps the ranking within a contract and moves its level.

    With ``slopes``, also the factor the model's log-odds are multiplied by
    (``judgement.Model.scales``) so that the chosen deals are right hand by hand, not only
    on average: the expert's chosen Gangs against a strong defence (seeds 4017 and 4019)
    were made 0.54 where its model said 0.46, and 0.80 where it said 0.85 (a factor of
    0.77 fits them).  The chance is then ``sigmoid(scale * (z + offset))``, ``z`` the
    model's log-odds; the ranking within a contract is kept.  Without ``slopes`` the
    factors are empty.  No shipped judgement has them: fitted so, club made its chosen
    contracts as predicted but bid the low Gangs the factor lifted and played 0.09 to 0.18
    Punkte a deal worse, and the expert lost head to head (docs/architecture.md, issue
    44's sixth round)."""
    return _recalibrate(contracts, [s for s in samples if s.natural and s.declared], False, ridge, slopes)


def kontra_recalibration(contracts: dict[str, Any], samples: Sequence[Sample], ridge: float = OFFSET_RIDGE,
                         slopes: bool = False) -> Recalibration:
    """The same for the Kontra's models (``contracts``: the Kontra's, by contract; the
    defence: the declaring team's), on the Kontras the first defender asked said: the
    Kontra's offsets, and with ``slopes`` their factors.  Its model is fitted on every first
    defender asked, and the Kontra is said where the model is highest on the very layouts
    it is judged on: club's said Kontras against the expert were won 0.716 of 296 where it
    predicted 0.776 (2,000 duplicate deals on each of three seeds).  Samples made before
    ``k_said`` was recorded count as not said."""
    return _recalibrate(contracts, [s for s in samples if s.natural and s.k_said], True, ridge, slopes)


def _recalibrate(contracts: dict[str, Any], samples: Sequence[Sample], kontra: bool, ridge: float,
                 slopes: bool) -> Recalibration:
    """Per contract in ``contracts`` and defence class, the constant in log-odds (pulled
    towards 0 as ``ridge`` deals would pull it) that makes the models right on ``samples``
    (the declarer's chance, or with ``kontra`` the doubling team's), and with ``slopes``
    the factor of the log-odds (pulled towards 1 as strongly), fitted together."""
    def defence(s: Sample) -> str:
        return s.k_defence_class if kontra else s.defence_class

    groups: dict[tuple[str, str], list[Sample]] = {}
    partners: dict[str, list[Sample]] = {}
    for s in samples:
        if s.contract in contracts:
            if partner_leads(Contract(s.contract), s.rufer):
                partners.setdefault(s.contract, []).append(s)
            else:
                groups.setdefault((s.contract, defence(s)), []).append(s)
    offsets: dict[str, dict[str, float]] = {}
    scales: dict[str, dict[str, float]] = {}
    lo, hi = SCALE_RANGE
    for (c, d), ss in sorted(groups.items()):
        w = contracts[c]["weights"]
        zs = [score(w, x) for x in (_kxs(ss) if kontra else _xs(ss))]
        ys = [1.0 if s.won != kontra else 0.0 for s in ss]
        # the chance is sigmoid(a + b z): Newton's method, the ridge a prior of a = 0 (as
        # strong as ``ridge`` deals at even chances) and of b = 1 (as ``ridge`` of these deals)
        a, b = 0.0, 1.0
        lam_a = ridge * 0.25
        lam_b = ridge * sum(sigmoid(z) * (1.0 - sigmoid(z)) * z * z for z in zs) / len(zs) if slopes else 0.0
        for _ in range(50):
            ga, gb, haa, hab, hbb = lam_a * a, lam_b * (b - 1.0), lam_a, 0.0, lam_b
            for z, y in zip(zs, ys, strict=True):
                p = sigmoid(a + b * z)
                r, v = p - y, p * (1.0 - p)
                ga += r
                haa += v
                if slopes:
                    gb += r * z
                    hab += v * z
                    hbb += v * z * z
            if slopes:
                det = haa * hbb - hab * hab
                da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
            else:
                da, db = ga / haa, 0.0
            a -= da
            b = min(hi, max(lo, b - db))
            if abs(da) + abs(db) < 1e-9:
                break
        offsets.setdefault(c, {})[d] = round(a / b, 6)
        if slopes:
            scales.setdefault(c, {})[d] = round(b, 6)
    # a contract the Rufer's partner declared (``judgement.partner_leads``): one constant
    # more, over every defence, beside each defence's offset and factor fitted above
    for c, ss in sorted(partners.items()):
        w = contracts[c]["weights"]
        rows = [(scales.get(c, {}).get(defence(s), 1.0), score(w, x) + offsets[c][defence(s)],
                 1.0 if s.won != kontra else 0.0)
                for s, x in zip(ss, _kxs(ss) if kontra else _xs(ss), strict=True) if defence(s) in offsets.get(c, {})]
        if not rows:
            continue
        t, lam = 0.0, ridge * 0.25
        for _ in range(50):
            g, h = lam * t, lam
            for b, z, y in rows:
                p = sigmoid(b * (z + t))
                g += b * (p - y)
                h += b * b * p * (1.0 - p)
            t -= g / h
            if abs(g / h) < 1e-9:
                break
        offsets[c][PARTNER] = round(t, 6)
    return offsets, scales


def with_offsets(contracts: dict[str, Any], offsets: dict[str, dict[str, float]],
                 scales: dict[str, dict[str, float]] | None = None) -> dict[str, Any]:
    """The models with their offsets (:func:`natural_recalibration`,
    :func:`kontra_recalibration`) folded into the weights: the strong defence's into the
    bias, the others' into the defence's own indicator (``weak``, ``mid``), so inference is
    unchanged; and their factors, if any, as each model's ``scale``."""
    i = {f: k for k, f in enumerate(FEATURES)}
    out = {}
    for c, m in contracts.items():
        off = offsets.get(c, {})
        w = list(m["weights"])
        strong = off.get(STRONG, 0.0)
        w[i["bias"]] += strong
        w[i["weak"]] += off.get(WEAK, 0.0) - strong
        w[i["mid"]] += off.get(MID, 0.0) - strong
        w[i[PARTNER]] += off.get(PARTNER, 0.0)
        out[c] = {**m, "weights": [round(x, 6) for x in w]}
        if scales and scales.get(c):
            out[c]["scale"] = dict(scales[c])
    return out


def fit(samples: Sequence[Sample], ridge: float = RIDGE, min_contract: int = MIN_CONTRACT,
        offsets: bool = False, slopes: bool = False) -> dict[str, Any]:
    """The models of one judgement (the JSON of ``judgement.Judgement``); ``offsets``: each
    contract's model moved by its natural offsets (:func:`natural_recalibration`), and where
    the samples record the Kontras said, each Kontra's by its offsets
    (:func:`kontra_recalibration`; each recorded under its
    name); ``slopes`` (with offsets): each also scaled by its factor
    (:func:`natural_recalibration`; recorded as ``natural_scales``, ``kontra_scales``)."""
    def grouped(ss: Iterable[Sample]) -> tuple[dict[Contract, list[Sample]], dict[Goal, list[Sample]]]:
        by_c: dict[Contract, list[Sample]] = {}
        by_g: dict[Goal, list[Sample]] = {}
        for s in ss:
            c = Contract(s.contract)
            by_c.setdefault(c, []).append(s)
            by_g.setdefault(TABLE[c].goal, []).append(s)
        return by_c, by_g

    def one(ss: list[Sample], kontra: bool) -> dict[str, Any]:
        xs = _kxs(ss) if kontra else _xs(ss)
        w = fit_logistic(xs, [s.won != kontra for s in ss], ridge)
        return {"weights": [round(x, 6) for x in w], "n": len(ss)}

    def models(by_c: dict[Contract, list[Sample]], by_g: dict[Goal, list[Sample]], kontra: bool) -> dict[str, Any]:
        return {
            "contracts": {str(c): one(ss, kontra) for c, ss in sorted(by_c.items()) if len(ss) >= min_contract},
            "goals": {g.value: one(ss, kontra) for g, ss in sorted(by_g.items(), key=lambda kv: kv[0].value)},
        }

    declaring = models(*grouped(declarer_samples(samples)), False)
    out = {
        **declaring,
        "kontra": models(*grouped(s for s in samples if s.k_open is not None and s.natural), True),
    }
    if offsets or slopes:
        off, scales = natural_recalibration(declaring["contracts"], samples, slopes=slopes)
        out["contracts"] = with_offsets(declaring["contracts"], off, scales)
        out["natural_offsets"] = off
        if slopes:
            out["natural_scales"] = scales
        if any(s.k_said for s in samples):
            k_off, k_scales = kontra_recalibration(out["kontra"]["contracts"], samples, slopes=slopes)
            out["kontra"] = {**out["kontra"], "contracts": with_offsets(out["kontra"]["contracts"], k_off, k_scales)}
            out["kontra_offsets"] = k_off
            if slopes:
                out["kontra_scales"] = k_scales
    return out


def without_offsets(contracts: dict[str, Any], offsets: dict[str, dict[str, float]]) -> dict[str, Any]:
    """The models as they were fitted, before :func:`with_offsets` folded ``offsets`` (and
    factors) into them: each weight back within the file's rounding (1e-6)."""
    out = with_offsets(contracts, {c: {d: -v for d, v in off.items()} for c, off in offsets.items()})
    return {c: {k: v for k, v in m.items() if k != "scale"} for c, m in out.items()}


def recalibrate(entry: dict[str, Any], samples: Sequence[Sample], slopes: bool = False,
                kontra_only: bool = False, contracts: Collection[str] | None = None) -> dict[str, Any]:
    """A fitted judgement (``entry``, one of the model file) with its natural offsets, and
    where ``samples`` record the Kontras said its Kontra's offsets, fitted anew on
    ``samples`` (natural deals of the player that uses it), the models beneath them kept.
    For every contract and defence the new deals hold, the declarer's offset is the one
    :func:`fit` gives from the forced deals and these natural ones (``fit FORCED NEW
    --natural-offsets``) without the forced deals being sampled again; the others keep
    theirs (deals against the expert alone leave the offsets against the heuristic as they
    were). The Kontra's models keep the ones fitted on the older natural deals.  The offsets
    are fitted on the contracts the player chose, and the offsets move its choices (the
    expert's Schnapser offset +0.29 on one round's choices, +0.18 on the next's): sampled
    with the judgement they were fitted to, recalibrated, sampled again until two rounds
    agree, they stand still where the choices and the offsets match (``docs/architecture.md``,
    issue 44's seventh round).  With ``slopes`` each is fitted with its factor; without,
    any factors the judgement had are dropped.  With ``kontra_only`` the contracts' models,
    offsets and factors stay as they were and only the Kontra's offsets are fitted (Kontras
    recorded as decided, beside offsets of the contracts that stand).  With ``contracts``,
    only those contracts' offsets (the declarer's and the Kontra's) are fitted; the others
    keep theirs."""
    if contracts is not None:
        samples = [s for s in samples if s.contract in contracts]

    def merged(old: dict[str, dict[str, float]], new: dict[str, dict[str, float]]) -> dict[str, dict[str, float]]:
        out = {c: dict(v) for c, v in old.items()}
        for c, v in new.items():
            out.setdefault(c, {}).update(v)
        return out

    def again(contracts: dict[str, Any], kontra: bool) -> tuple[dict[str, Any], Recalibration]:
        off_key, scale_key = ("kontra_offsets", "kontra_scales") if kontra else ("natural_offsets", "natural_scales")
        base = without_offsets(contracts, entry.get(off_key, {}))
        off, scales = (kontra_recalibration if kontra else natural_recalibration)(base, samples, slopes=slopes)
        off = merged(entry.get(off_key, {}), off)
        scales = merged(entry.get(scale_key, {}), scales) if slopes else {}
        return with_offsets(base, off, scales), (off, scales)

    dropped = ("kontra_scales",) if kontra_only else ("natural_scales", "kontra_scales")
    out = {k: v for k, v in entry.items() if k not in dropped}
    if not kontra_only:
        out["contracts"], (out["natural_offsets"], scales) = again(entry["contracts"], False)
        if slopes:
            out["natural_scales"] = scales
    if any(s.natural and s.k_said for s in samples):
        k_contracts, (out["kontra_offsets"], k_scales) = again(entry["kontra"]["contracts"], True)
        out["kontra"] = {**entry["kontra"], "contracts": k_contracts}
        if slopes:
            out["kontra_scales"] = k_scales
    return out


def declarer_samples(samples: Sequence[Sample]) -> list[Sample]:
    """The deals the declarer's models are fitted on: the forced ones where there are any.
    A natural deal's contract is one the player chose, for reasons the features do not
    all see; fitted on those too, the models ranked the contracts it would not choose
    worse (club: 0.23 Punkte a deal weaker against the heuristic, 2,000 duplicate deals,
    seed 10005), though their predictions held.  Natural deals alone (a quick check)
    are taken as they are."""
    forced = [s for s in samples if s.declared and not s.natural]
    return forced or [s for s in samples if s.declared]


def _predict(model: dict[str, Any], s: Sample, kontra: bool = False) -> float:
    c = Contract(s.contract)
    if kontra:
        model = model["kontra"]
        x = _kxs([s])[0]
    else:
        x = _xs([s])[0]
    m = model["contracts"].get(str(c)) or model["goals"][TABLE[c].goal.value]
    return model_of(m).chance(x)


#: the report's bins of predicted chance (as the arena's)
BINS = ((0.0, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01))


def _report_line(name: str, label: str, pred: Sequence[float], ys: Sequence[bool]) -> str:
    """One row of a report: how often made, the log loss, and predicted / made by bins."""
    ll = -sum(math.log(max(1e-6, p if y else 1 - p)) for p, y in zip(pred, ys, strict=True)) / len(ys)
    cells = []
    for lo, hi in BINS:
        inb = [(p, y) for p, y in zip(pred, ys, strict=True) if lo <= p < hi]
        if inb:
            cells.append(f"{sum(p for p, _ in inb) / len(inb):.2f}->"
                         f"{sum(y for _, y in inb) / len(inb):.2f} ({len(inb)})")
    return f"  {name:<28} {label}  n={len(ys):<5} made {sum(ys) / len(ys):.3f}  log loss {ll:.4f}  " + "  ".join(cells)


def report(held: Sequence[Sample], model: dict[str, Any], chosen_only: bool = False) -> list[str]:
    """Per contract, on deals the model was not fitted on: log loss and, by bins of
    predicted chance, predicted / made, for the table and the model (the declarer's,
    then the Kontra's: its team's chance; with natural offsets, then the contracts the
    player chose itself, "chosen", and the Kontras it said, "said", which the offsets are
    fitted to; with ``chosen_only``, only those two)."""
    lines = []

    def rows(prefix: str, by: dict[str, list[Sample]], kontra: bool) -> None:
        for c, ss in sorted(by.items(), key=lambda kv: (-len(by[kv[0].split(",")[0]]), kv[0])):
            if kontra and str(c) not in model["kontra"]["contracts"] and TABLE[Contract(c)].goal.value not in \
                    model["kontra"]["goals"]:
                continue
            ys = [s.won != kontra for s in ss]
            preds = [] if chosen_only else [("table", [(s.k_table if kontra else s.p_table) or 0.0 for s in ss])]
            preds.append(("model", [_predict(model, s, kontra) for s in ss]))
            for label, pred in preds:
                lines.append(_report_line(prefix + c, label, pred, ys))

    def grouped(ss: Iterable[Sample], split: bool = False) -> dict[str, list[Sample]]:
        """Per contract; with ``split``, a contract the Rufer's partner declared in some
        deals also by who declared it (``judgement.partner_leads``)."""
        by: dict[str, list[Sample]] = {}
        for s in ss:
            by.setdefault(s.contract, []).append(s)
        if split:
            for c, cs in list(by.items()):
                partner = [s for s in cs if partner_leads(Contract(c), s.rufer)]
                if partner:
                    by[c + ", partner"] = partner
                    by[c + ", Rufer"] = [s for s in cs if not partner_leads(Contract(c), s.rufer)]
        return by

    if not chosen_only:
        rows("", grouped(declarer_samples(held)), False)
        rows("kontra ", grouped(s for s in held if s.k_open is not None and s.natural), True)
    if "natural_offsets" in model or chosen_only:
        rows("chosen ", grouped((s for s in held if s.natural and s.declared), split=True), False)
    if "kontra_offsets" in model or chosen_only:
        rows("said ", grouped(s for s in held if s.natural and s.k_said), True)
    return lines


# -- the partner's contract ------------------------------------------------------------------


def partner_samples(judged: Iterable[Judged]) -> list[Judged]:
    """The judgements a partner's model is fitted on: a seat's of its partner's contract
    that was then played (a contract laid down needs none)."""
    return [j for j in judged if j.partners and j.stood and TABLE[Contract(j.contract)].goal is not Goal.SHOWN]


def _pxs(judged: Iterable[Judged]) -> list[list[float]]:
    """A partner's model's inputs: the judging seat's hand, its open-cards chance of the
    contract, the other team's defence, whether the declarer (the partner) is the Rufer."""
    return [features(Contract(j.contract), j.hand, j.trump, j.p_open, defence_of([j.defence] * 2), j.rufer)
            for j in judged]


#: a goal gets a model of the partner's contract with this many judgements; fewer: none
#: (the table judges it)
MIN_PARTNER_GOAL = 100


def fit_partner(judged: Sequence[Judged], ridge: float = RIDGE, min_contract: int = MIN_CONTRACT,
                min_goal: int = MIN_PARTNER_GOAL) -> dict[str, Any]:
    """The partner's models of one judgement (its ``partner`` in the model file): per
    contract with ``min_contract`` judgements or more, and per goal with ``min_goal`` or
    more, fitted on :func:`partner_samples`."""
    by_c: dict[Contract, list[Judged]] = {}
    by_g: dict[Goal, list[Judged]] = {}
    for j in partner_samples(judged):
        c = Contract(j.contract)
        by_c.setdefault(c, []).append(j)
        by_g.setdefault(TABLE[c].goal, []).append(j)

    def one(js: list[Judged]) -> dict[str, Any]:
        w = fit_logistic(_pxs(js), [j.made for j in js], ridge)
        return {"weights": [round(x, 6) for x in w], "n": len(js)}

    return {
        "contracts": {str(c): one(js) for c, js in sorted(by_c.items()) if len(js) >= min_contract},
        "goals": {g.value: one(js) for g, js in sorted(by_g.items(), key=lambda kv: kv[0].value)
                  if len(js) >= min_goal},
    }


def partner_report(held: Sequence[Judged], model: dict[str, Any]) -> list[str]:
    """Per contract, on judgements the model was not fitted on: the chance the seat gave it
    when it decided ("judged": the table's, or the model's of then) and the model's, against
    how often the contract was made."""
    by: dict[str, list[Judged]] = {}
    for j in partner_samples(held):
        by.setdefault(j.contract, []).append(j)
    lines = []
    for c, js in sorted(by.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        m = model["contracts"].get(c) or model["goals"].get(TABLE[Contract(c)].goal.value)
        if m is None:
            continue
        ys = [j.made for j in js]
        lines.append(_report_line("partner " + c, "judged", [j.p for j in js], ys))
        lines.append(_report_line("partner " + c, "model ", [model_of(m).chance(x) for x in _pxs(js)], ys))
    return lines


def read_judged(paths: Sequence[Path]) -> list[Judged]:
    """The lines ``ai.standing --out`` wrote (``ValueError`` if a line is not one)."""
    out = []
    for p in paths:
        with p.open(encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    try:
                        out.append(Judged(**json.loads(line)))
                    except TypeError as e:
                        raise ValueError(f"{p}: not a line of ai.standing --out: {e}") from e
    return out


# -- the trump call's table ------------------------------------------------------------------


def fill_holding(cards: list[int], layouts: int, seed: int) -> dict[str, Any]:
    """A holding's row of the trump table (``ai.trumptable``): the Rufer's team's Punkte
    in the normal game, open cards, calling each suit in canonical order (only the first
    suit it lacks is solved: the others are the same; suits holding the same ranks share
    their mean) and turning up a card."""
    rules = trumptable.table_rules()
    _key, order = trumptable.canonical(cards)
    n_present = len({SUIT_OF[c] for c in cards})
    solve_suits = order[: n_present + (1 if n_present < 4 else 0)]
    own = sum(1 << c for c in cards)
    rest = bit_list(FULL & ~own)
    rng = random.Random(seed)
    sums = [0.0] * len(solve_suits)
    auf = 0.0
    for _ in range(layouts):
        rng.shuffle(rest)
        extra = rest[:2]
        hands = [own | (1 << extra[0]) | (1 << extra[1]), 0, 0, 0]
        for i, s in enumerate((1, 2, 3)):
            for c in rest[2 + 5 * i: 7 + 5 * i]:
                hands[s] |= 1 << c
        by_trump: dict[int, float] = {}
        for t in set(solve_suits) | {SUIT_OF[extra[0]]}:
            by_trump[t] = layout_value(rules, Contract.NORMAL, 0, 0, t, hands, 0, None)[0]
        for i, t in enumerate(solve_suits):
            sums[i] += by_trump[t]
        auf += by_trump[SUIT_OF[extra[0]]]
    by_suit: dict[int, list[int]] = {}
    for c in cards:
        by_suit.setdefault(SUIT_OF[c], []).append(RANK_OF[c])
    ranks = [tuple(sorted(by_suit.get(s, []))) for s in solve_suits]
    values = []
    for i in range(len(solve_suits)):
        same = [j for j in range(len(solve_suits)) if ranks[j] == ranks[i]]
        values.append(round(sum(sums[j] for j in same) / len(same) / layouts, 4))
    values += [values[-1]] * (4 - len(values))
    return {"suits": values, "aufschlagen": round(auf / layouts, 4)}


def _fill_work(args: tuple[str, list[int], int, int]) -> tuple[str, dict[str, Any]]:
    key, cards, layouts, seed = args
    return key, fill_holding(cards, layouts, seed)


def fill_trumps(layouts: int, seed: int, jobs: int, only: int, out: Path, command: str) -> int:
    """Fill the trump table (every canonical holding, or the first ``only``) into ``out``."""
    hs = sorted(trumptable.holdings().items())
    if only:
        hs = hs[:only]
    work = [(k, cards, layouts, seed * 1_000_003 + i) for i, (k, cards) in enumerate(hs)]
    if jobs <= 1:
        rows = [_fill_work(w) for w in work]
    else:
        ctx = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
        with ctx.Pool(jobs) as pool:
            rows = pool.map(_fill_work, work, chunksize=1)
    rules = trumptable.table_rules()
    data = {
        "format": trumptable.FORMAT,
        "stichzwang": rules.stichzwang,
        "order": int(card_order(Contract.NORMAL, rules)),
        "layouts": layouts,
        "seed": seed,
        "command": command,
        "holdings": dict(sorted(rows)),
    }
    out.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    return len(rows)


def read_samples(paths: Sequence[Path]) -> list[Sample]:
    out = []
    for p in paths:
        with p.open(encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    out.append(Sample(**json.loads(line)))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.ai.learn", description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sp = sub.add_parser("sample", help="play the deals the judgement is fitted on")
    sp.add_argument("--strength", default="expert-v8", choices=sorted(CONFIGS))
    sp.add_argument("--seed", type=int, required=True, help="a seed of the fitting set (1-9,999)")
    sp.add_argument("--deals", type=int, required=True)
    sp.add_argument("--weak-share", type=float, default=0.5, help="the share of deals with a weak defence")
    sp.add_argument("--defence", choices=sorted(set(CONFIGS) | set(ALL_STRENGTHS)),
                    help="the defenders' strength in the other deals (default: the seat's own); with "
                         "--natural the other team's")
    sp.add_argument("--natural", action="store_true",
                    help="deals played as the players choose (the Kontra's data), not contracts chosen for them")
    sp.add_argument("--jobs", type=int, default=1)
    sp.add_argument("--out", type=Path, required=True, help="JSON lines, one a deal")
    fp = sub.add_parser("fit", help="fit the judgement and write the model file")
    fp.add_argument("samples", type=Path, nargs="+")
    fp.add_argument("--name", required=True, help="the judgement's name in the file (a config's 'judgement')")
    fp.add_argument("--out", type=Path, default=MODEL_FILE)
    fp.add_argument("--ridge", type=float, default=RIDGE)
    fp.add_argument("--min-contract", type=int, default=MIN_CONTRACT)
    fp.add_argument("--natural-offsets", action="store_true",
                    help="move each contract's model by a constant per defence fitted on the natural deals "
                         "the player declared (learn.natural_recalibration), and each Kontra's on the Kontras "
                         "said there (learn.kontra_recalibration)")
    fp.add_argument("--natural-slopes", action="store_true",
                    help="with the offsets, scale each model's log-odds by a factor per defence fitted on the "
                         "same deals (learn.natural_recalibration), so that they are right hand by hand")
    rp = sub.add_parser("recalibrate", help="fit a judgement's natural offsets anew on natural deals, its models kept")
    rp.add_argument("samples", type=Path, nargs="+", help="natural deals of a player that uses the judgement")
    rp.add_argument("--name", required=True, help="the judgement's name in the model file")
    rp.add_argument("--model", type=Path, default=MODEL_FILE, help="the model file it is read from")
    rp.add_argument("--out", type=Path, help="the model file it is written to (default: --model)")
    rp.add_argument("--natural-slopes", action="store_true", help="fit a factor per defence beside each offset")
    rp.add_argument("--kontra-only", action="store_true",
                    help="fit the Kontra's offsets alone; the contracts' models and offsets stay as they were")
    rp.add_argument("--contracts", nargs="+", choices=[c.value for c in Contract], metavar="CONTRACT",
                    help="fit these contracts' offsets only (the declarer's and the Kontra's); the others stay")
    pp = sub.add_parser("partner", help="fit a judgement's model of the partner's contract that stands")
    pp.add_argument("judged", type=Path, nargs="+", help="the lines of ai.standing --out, of a player that uses it")
    pp.add_argument("--name", required=True, help="the judgement's name in the model file")
    pp.add_argument("--model", type=Path, default=MODEL_FILE, help="the model file it is read from")
    pp.add_argument("--out", type=Path, help="the model file it is written to (default: --model)")
    pp.add_argument("--ridge", type=float, default=RIDGE)
    pp.add_argument("--min-contract", type=int, default=MIN_CONTRACT)
    pp.add_argument("--min-goal", type=int, default=MIN_PARTNER_GOAL)
    tp = sub.add_parser("trumps", help="fill the trump call's table of every three-card holding (ai.trumptable)")
    tp.add_argument("--layouts", type=int, default=20000, help="layouts solved for each holding")
    tp.add_argument("--seed", type=int, default=44, help="a seed of the fitting set")
    tp.add_argument("--jobs", type=int, default=1)
    tp.add_argument("--only", type=int, default=0, help="fill only this many holdings (a quick check)")
    tp.add_argument("--out", type=Path, default=trumptable.TABLE_FILE)
    args = ap.parse_args(argv)
    command = "python -m bschnapsen_gui.ai.learn " + " ".join(sys.argv[1:] if argv is None else argv)
    warning = None if args.cmd in ("fit", "recalibrate", "partner") else not_built_warning("learn")
    if warning:
        print(warning, file=sys.stderr)
    if args.cmd == "trumps":
        if args.seed not in FITTING:
            ap.error(f"seed {args.seed} is not in the fitting set ({FITTING.start}-{FITTING.stop - 1})")
        t0 = time.monotonic()
        n = fill_trumps(args.layouts, args.seed, args.jobs, args.only, args.out, command)
        print(f"{n} holdings, {args.layouts} layouts each, {time.monotonic() - t0:.0f} s: {args.out}")
        return 0
    if args.cmd == "sample":
        if args.seed not in FITTING:
            ap.error(f"seed {args.seed} is not in the fitting set ({FITTING.start}-{FITTING.stop - 1}): "
                     "a judgement is never fitted on the seeds it is judged on")
        t0 = time.monotonic()
        ss = sample(args.seed, args.deals, args.strength, args.weak_share, args.jobs, progress=True,
                    natural=args.natural, defence=args.defence)
        with args.out.open("w", encoding="utf-8") as f:
            for s in ss:
                f.write(json.dumps(asdict(s)) + "\n")
        print(f"{len(ss)} deals of {args.deals} sampled ({args.strength}, seed {args.seed}) in "
              f"{time.monotonic() - t0:.0f} s: {args.out}")
        return 0
    if args.cmd == "partner":
        return _partner_command(ap, args, command)
    ss = read_samples(args.samples)
    if not ss:
        ap.error("no deals in the samples")
    bad = sorted({s.seed for s in ss if s.seed not in FITTING})
    if bad:
        ap.error(f"samples of seeds outside the fitting set: {bad}")
    if args.cmd == "recalibrate":
        return _recalibrate_command(ap, args, ss, command)
    held, train = _held_out(ss)
    if held and train:
        print(f"held out: {len(held)} deals (fitted on {len(train)})")
        for line in report(held, fit(train, args.ridge, args.min_contract, args.natural_offsets,
                                        args.natural_slopes)):
            print(line)
    model = fit(ss, args.ridge, args.min_contract, args.natural_offsets, args.natural_slopes)
    seeds = sorted({s.seed for s in ss})
    strengths = sorted({s.strength for s in ss})
    entry = {
        **model,
        "fitted_on": {"seeds": seeds, "deals": len(ss), "strengths": strengths,
                      "defences": sorted({s.defenders for s in ss})},
        "command": command,
    }
    data: dict[str, Any] = {"format": FORMAT, "features": list(FEATURES), "judgements": {}}
    if args.out.exists():
        try:
            old = json.loads(args.out.read_text(encoding="utf-8"))
            if old.get("format") == FORMAT and old.get("features") == list(FEATURES):
                data["judgements"] = old.get("judgements", {})
        except (OSError, ValueError):
            pass
    data["judgements"][args.name] = entry
    _write_model(args.out, data)
    print(f"judgement {args.name!r}: {len(model['contracts'])} contracts, {len(model['goals'])} goals, "
          f"{len(ss)} deals -> {args.out}")
    return 0


def _held_out(ss: Sequence[Sample]) -> tuple[list[Sample], list[Sample]]:
    """The deals a fit or a recalibration reports on (every fifth deal of a seed) and the
    ones it is fitted on for that report."""
    return [s for s in ss if s.index % 5 == 0], [s for s in ss if s.index % 5 != 0]


def _write_model(path: Path, data: dict[str, Any]) -> None:
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def _model_entry(ap: argparse.ArgumentParser, path: Path, name: str) -> dict[str, Any]:
    """The model file's JSON, refused (``ap.error``) if it is none or holds no ``name``."""
    try:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        if name not in parse(data):
            ap.error(f"no judgement {name!r} in {path}")
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        ap.error(f"{path} is no model file: {e!r}")
    return data


def _partner_command(ap: argparse.ArgumentParser, args: argparse.Namespace, command: str) -> int:
    try:
        js = read_judged(args.judged)
    except (OSError, ValueError) as e:
        ap.error(str(e))
    bad = sorted({j.seed for j in js if j.seed not in FITTING})
    if bad:
        ap.error(f"judgements of seeds outside the fitting set: {bad}")
    others = sorted({j.strength for j in js if j.strength not in CONFIGS or CONFIGS[j.strength].judgement != args.name})
    if others:
        ap.error(f"judgements of players that do not use the judgement {args.name!r}: {others}")
    data = _model_entry(ap, args.model, args.name)
    fitted = partner_samples(js)
    if not fitted:
        ap.error("no judgement of a partner's contract that was then played")
    held = [j for j in fitted if j.index % 5 == 0]
    train = [j for j in fitted if j.index % 5 != 0]
    if held and train:
        print(f"held out: {len(held)} judgements (fitted on {len(train)})")
        print("\n".join(partner_report(held, fit_partner(train, args.ridge, args.min_contract, args.min_goal))))
    model = fit_partner(js, args.ridge, args.min_contract, args.min_goal)
    model["fitted_on"] = {"seeds": sorted({j.seed for j in js}), "judgements": len(fitted),
                          "strengths": sorted({j.strength for j in js}),
                          "defences": sorted({j.defence for j in js})}
    model["command"] = command
    data["judgements"][args.name]["partner"] = model
    out = args.out or args.model
    _write_model(out, data)
    print(f"judgement {args.name!r}: the partner's contract, {len(model['contracts'])} contracts, "
          f"{len(model['goals'])} goals, {len(fitted)} judgements -> {out}")
    return 0


def _recalibrate_command(ap: argparse.ArgumentParser, args: argparse.Namespace, ss: list[Sample],
                         command: str) -> int:
    data = _model_entry(ap, args.model, args.name)
    entry = data["judgements"][args.name]
    if not any(s.natural for s in ss):
        ap.error("recalibrating needs natural deals (sample --natural)")
    others = sorted({s.strength for s in ss if s.natural and s.strength in CONFIGS
                     and CONFIGS[s.strength].judgement != args.name})
    if others:
        ap.error(f"natural deals of players that do not use the judgement {args.name!r}: {others}")
    if args.kontra_only and not any(s.natural and s.k_said is not None for s in ss):
        ap.error("--kontra-only needs natural deals that record the Kontras decided")
    if args.contracts:
        ss = [s for s in ss if s.contract in args.contracts]
        if not any(s.natural for s in ss):
            ap.error(f"no natural deal of {', '.join(args.contracts)}")
    held, train = _held_out(ss)
    if held and train:
        print(f"held out: {len(held)} deals (recalibrated on {len(train)}); as it was:")
        lines = report(held, entry, chosen_only=True)
        print("\n".join(lines) if lines else "  (no chosen contract, no Kontra said)")
        print("recalibrated:")
        lines = report(held, recalibrate(entry, train, args.natural_slopes, args.kontra_only, args.contracts),
                       chosen_only=True)
        print("\n".join(lines) if lines else "  (no chosen contract, no Kontra said)")
    new = recalibrate(entry, ss, args.natural_slopes, args.kontra_only, args.contracts)
    # each recalibration in turn: a contract and defence the last one's deals did not hold
    # keeps the offset of one before it
    new["recalibrations"] = [*entry.get("recalibrations", []), {
        "seeds": sorted({s.seed for s in ss}), "deals": len(ss), "strengths": sorted({s.strength for s in ss}),
        "defences": sorted({s.defenders for s in ss}), "command": command}]
    for label, key in (("offset", "natural_offsets"), ("kontra", "kontra_offsets")):
        for c, off in sorted(new.get(key, {}).items()):
            was = entry.get(key, {}).get(c, {})
            print(f"  {label} {c:<11} " + "  ".join(f"{d} {was.get(d, 0.0):+.3f} -> {v:+.3f}"
                                                   for d, v in sorted(off.items())))
    data["judgements"][args.name] = new
    out = args.out or args.model
    _write_model(out, data)
    print(f"judgement {args.name!r} recalibrated on {len(ss)} deals -> {out}")
    return 0


__all__ = ["Judged", "Sample", "fill_holding", "fill_trumps", "fit", "fit_logistic", "fit_partner", "main",
           "partner_report", "partner_samples", "play_natural", "play_sample", "read_judged", "read_samples",
           "recalibrate", "report", "sample", "without_offsets"]


if __name__ == "__main__":
    raise SystemExit(main())
