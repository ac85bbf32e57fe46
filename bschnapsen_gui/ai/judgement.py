"""A learned judgement: the chance to make a contract in play, from the hand and open cards.

The search players judge their own contract by solving layouts with open cards; in play
nobody sees the cards, and how much that costs depends on the hand: the open-cards chance
of a Bettler held with a lone Ass says less than the same chance with only low cards.
A calibration table (``ai.calibration``) shifts each contract's open-cards chance by a
constant and so corrects the average, not the slope: a hand that open cards give 0.85 was
made 0.71 of the time, one they give 0.49 was made 0.55 (issue 44).

This model reads the chance in play off the open-cards chance *and* the hand: per
contract, a logistic regression on the open-cards chance's logit, the hand's counts (Asse,
Zehner, Unter, trumps, marriages, void suits), and how strong the defence is known to be
(:data:`DEFENCES`: the heuristic, a club player, or stronger: the expert, a person, a
seat not known), with their products with the logit (so a hand may make the open-cards
chance say more or less), and whether the declarer's partner leads to a contract the
declarer must take alone (:func:`partner_leads`: a Schnapser the Rufer's partner
announced).  It is fitted by ``python -m bschnapsen_gui.ai.learn`` on self-play in
which the seat plays out a contract chosen for it (including contracts it
would not have bid, so every contract has data), on seeds of the fitting set only
(``ai.seedsets``), and shipped as ``judgement.json`` beside this module with the command
that made it.  A contract with too few deals of its own is judged by its goal's model
(every played-out contract has one); inference is a dot product, no dependency.  The
Kontra on the other team's contract is judged the same way from the doubler's hand and its
team's open-cards chance (fitted on deals played as the players chose, from the first
defender's view, the declaring team's strength as the defence); Re and Sub stay with the
table.  A model may carry a factor per defence on its log-odds (``scale``): the contracts
a player chooses itself, and the Kontras it says, are fitted there by an offset and that
factor (``ai.learn.natural_recalibration``).

The contract the seat's partner declared, as it stands in the auction (what the seat's
pass is worth), is judged the same way (level :data:`PARTNER`, ``partner`` in the file)
from the *seat's* hand and the open-cards chance of its layouts, weighted by what the bids
say: the partner's hand is hidden and his bid weighs the layouts only a little, so open
cards gave the partner's Gang 0.58 (the table 0.63) where it was made 0.77 (issue 44's
twelfth round).  It is fitted on natural deals, at each bid a seat made while its
partner's contract stood that was then played (``python -m bschnapsen_gui.ai.standing
--out``, then ``python -m bschnapsen_gui.ai.learn partner``); a goal with too few such
bids has no model, and the table judges it.  A partner known to bid otherwise than the
seat (a computer of another judgement) has his contract judged by the table
(``ai.players.SearchPlayer.judge``).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..engine.contracts import TABLE, Announcers, Contract, Goal
from .bits import PAIR_MASK, RANK_OF, SUIT_MASK, SUIT_OF, bit_list
from .calibration import MID_DEFENDERS, WEAK_DEFENDERS

#: the file shipped beside this module
MODEL_FILE = Path(__file__).with_name("judgement.json")
#: the format of that file
FORMAT = 1

#: the model's inputs, in the order of its weights
FEATURES = ("bias", "logit", "weak", "weak_logit", "asse", "zehner", "unter", "trumps", "pairs",
            "voids", "trumps_logit", "high_logit", "mid", "mid_logit", "partner_leads")
#: how strong the team against the judging one is known to be: stronger than a club player
#: or not known (the expert, a person, a network seat), a club player, or weak (the
#: heuristic); ``ai.players.SearchPlayer.defence`` tells which
STRONG, MID, WEAK = "strong", "mid", "weak"
DEFENCES = (STRONG, MID, WEAK)


def defence_of(opponents: Sequence[str | None]) -> str:
    """The :data:`DEFENCES` of two opponents' strengths (None: a person or a seat not
    known): weak when both are of a weak strength, a club player's when both are that or
    weaker, else strong."""
    if all(x in WEAK_DEFENDERS for x in opponents):
        return WEAK
    if all(x in WEAK_DEFENDERS or x in MID_DEFENDERS for x in opponents):
        return MID
    return STRONG


#: the level of :meth:`Judgement.model` for the contract the seat's partner declared (the
#: others are doubling levels: 0 declaring, 1 Kontra, 2 Re, 3 Sub)
PARTNER = -1

#: an open-cards chance is read within these bounds (a logit of 0 or 1 is infinite)
P_FLOOR = 0.01


def logit(p: float) -> float:
    p = min(1.0 - P_FLOOR, max(P_FLOOR, p))
    return math.log(p / (1.0 - p))


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def partner_leads(contract: Contract, rufer: bool) -> bool:
    """The Rufer leads the first trick to a contract his partner declared and must take
    alone: a Schnapser (or Bauernschnapser) the Rufer's partner announced (``rufer``: the
    declarer is the Rufer).
    Open cards let the Rufer lead what his partner can take; in play he leads blind, and
    such a Schnapser was made 0.43 to 0.63 where the model said 0.69 to 0.78 (natural deals
    4024 to 4031), while the Rufer's own were made a little more often than it said."""
    spec = TABLE[contract]
    return (not rufer and not spec.declarer_leads
            and spec.announcers in (Announcers.RUFER_TEAM, Announcers.RUFER_TEAM_BY_RULE))


def features(contract: Contract, hand: int, trump: int, p_open: float, defence: str,
             rufer: bool = True) -> list[float]:
    """The model's inputs (:data:`FEATURES`) for the declarer holding ``hand`` (card bits),
    ``trump`` the called suit (-1: none; it counts only in a contract with trump), against
    a ``defence`` of :data:`DEFENCES`; ``rufer``: the declarer is the Rufer
    (:func:`partner_leads`)."""
    if defence not in DEFENCES:
        raise ValueError(f"a defence is one of {DEFENCES}, not {defence!r}")
    cards = bit_list(hand)
    x = logit(p_open)
    w = 1.0 if defence == WEAK else 0.0
    mid = 1.0 if defence == MID else 0.0
    asse = sum(1 for c in cards if RANK_OF[c] == 0)
    zehner = sum(1 for c in cards if RANK_OF[c] == 1)
    unter = sum(1 for c in cards if RANK_OF[c] == 4)
    t = trump if TABLE[contract].trump else -1
    trumps = sum(1 for c in cards if SUIT_OF[c] == t) if t >= 0 else 0
    pairs = sum(1 for m in PAIR_MASK if hand & m == m)
    voids = sum(1 for m in SUIT_MASK if not hand & m)
    return [1.0, x, w, w * x, float(asse), float(zehner), float(unter), float(trumps), float(pairs),
            float(voids), trumps * x, (asse + zehner) * x, mid, mid * x,
            1.0 if partner_leads(contract, rufer) else 0.0]


_I = {f: i for i, f in enumerate(FEATURES)}


def score(weights: Sequence[float], xs: Sequence[float]) -> float:
    """The model's log-odds for the inputs ``xs`` (:func:`features`), never falling as the
    open-cards chance rises: where the hand's weights would give the logit a negative
    slope (a contract the open cards say little about, with a hand that tips it the
    other way), the slope is 0."""
    x = xs[_I["logit"]]
    slope = (weights[_I["logit"]] + weights[_I["weak_logit"]] * xs[_I["weak"]]
             + weights[_I["mid_logit"]] * xs[_I["mid"]]
             + weights[_I["trumps_logit"]] * xs[_I["trumps"]]
             + weights[_I["high_logit"]] * (xs[_I["asse"]] + xs[_I["zehner"]]))
    z = sum(w * v for w, v in zip(weights, xs, strict=True))
    return z if slope >= 0.0 else z - slope * x


@dataclass(frozen=True, slots=True)
class Model:
    """One contract's (or goal's) weights, the deals they were fitted on, and per defence
    (:data:`DEFENCES`, in that order) the factor its log-odds are multiplied by (1: none;
    ``ai.learn``'s natural slopes: the contracts a player chooses itself may be made less
    far from even than the deals chosen for it say)."""

    weights: tuple[float, ...]
    n: int
    scales: tuple[float, float, float] = (1.0, 1.0, 1.0)

    def chance(self, xs: Sequence[float]) -> float:
        d = 2 if xs[_I["weak"]] else 1 if xs[_I["mid"]] else 0
        return sigmoid(self.scales[d] * score(self.weights, xs))


@dataclass(frozen=True, slots=True)
class Judgement:
    """The models of one strength: per contract, else per goal; the declarer's (its own
    contract), the Kontra's (the doubler's team's chance against the other's) and the
    partner's (its team's chance of the contract its partner declared)."""

    name: str
    contracts: Mapping[Contract, Model]
    goals: Mapping[Goal, Model]
    kontra_contracts: Mapping[Contract, Model]
    kontra_goals: Mapping[Goal, Model]
    partner_contracts: Mapping[Contract, Model] = field(default_factory=lambda: MappingProxyType({}))
    partner_goals: Mapping[Goal, Model] = field(default_factory=lambda: MappingProxyType({}))

    def model(self, contract: Contract, level: int = 0) -> Model | None:
        """The model for ``contract`` at ``level`` (0: declaring, 1: Kontra, :data:`PARTNER`:
        the partner's contract as it stands)."""
        by_c, by_g = ((self.contracts, self.goals) if level == 0
                      else (self.kontra_contracts, self.kontra_goals) if level == 1
                      else (self.partner_contracts, self.partner_goals) if level == PARTNER else ({}, {}))
        m = by_c.get(contract)
        return m if m is not None else by_g.get(TABLE[contract].goal)

    def covers(self, contract: Contract, level: int = 0) -> bool:
        return TABLE[contract].goal is Goal.SHOWN or self.model(contract, level) is not None

    def chance(self, contract: Contract, p_open: float, hand: int, trump: int, defence: str,
               level: int = 0, rufer: bool = True) -> float | None:
        """The judging team's chance in play of scoring, where open cards give it
        ``p_open``, the judging seat holding ``hand`` (card bits) with ``trump`` called:
        declaring ``contract`` (level 0; a contract laid down: ``p_open``), saying
        Kontra on it (level 1) or passing on its partner's (:data:`PARTNER`), against the
        other team's ``defence`` (:data:`DEFENCES`); ``rufer``: the contract's declarer is
        the Rufer.  None: no model for that level (Re and Sub are judged by the table)."""
        if TABLE[contract].goal is Goal.SHOWN:
            return p_open
        m = self.model(contract, level)
        if m is None:
            return None
        return m.chance(features(contract, hand, trump, p_open, defence, rufer))


#: the bounds of a model's scale (a scale of 0 or less would make a better layout worse)
SCALE_RANGE = (0.1, 4.0)


def model_of(d: Any) -> Model:
    """One model of a model file's JSON: ``weights`` (one per feature), ``n`` and, if
    there is one, ``scale`` (defence: factor; ``ValueError`` if it is not one)."""
    ws = d["weights"]
    if not isinstance(ws, list) or len(ws) != len(FEATURES):
        raise ValueError("a model needs one weight per feature")
    scale = d.get("scale", {})
    if not isinstance(scale, dict) or not set(scale) <= set(DEFENCES):
        raise ValueError(f"a model's scale is a factor per defence of {DEFENCES}")
    factors = tuple(float(scale.get(x, 1.0)) for x in DEFENCES)
    if not all(SCALE_RANGE[0] <= f <= SCALE_RANGE[1] for f in factors):
        raise ValueError(f"a model's scale lies within {SCALE_RANGE}")
    return Model(tuple(float(w) for w in ws), int(d["n"]), (factors[0], factors[1], factors[2]))


def parse(data: Any) -> dict[str, Judgement]:
    """The judgements of a model file's JSON (``ValueError`` if it is not one)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a judgement model file of format {FORMAT}")
    if list(data.get("features", [])) != list(FEATURES):
        raise ValueError("the file's features are not this program's")
    out = {}
    for name, j in data["judgements"].items():
        k = j.get("kontra", {})
        q = j.get("partner", {})
        out[name] = Judgement(
            name,
            MappingProxyType({Contract(c): model_of(m) for c, m in j.get("contracts", {}).items()}),
            MappingProxyType({Goal(g): model_of(m) for g, m in j.get("goals", {}).items()}),
            MappingProxyType({Contract(c): model_of(m) for c, m in k.get("contracts", {}).items()}),
            MappingProxyType({Goal(g): model_of(m) for g, m in k.get("goals", {}).items()}),
            MappingProxyType({Contract(c): model_of(m) for c, m in q.get("contracts", {}).items()}),
            MappingProxyType({Goal(g): model_of(m) for g, m in q.get("goals", {}).items()}),
        )
    return out


@cache
def load(path: Path = MODEL_FILE) -> Mapping[str, Judgement]:
    """The judgements shipped with the program (read once)."""
    return MappingProxyType(parse(json.loads(path.read_text(encoding="utf-8"))))


def digest(path: Path = MODEL_FILE) -> str:
    """The first 12 hex digits of the model file's SHA-256: which judgements a run played
    (an arena run of a candidate tree started from another tree's directory plays that
    tree's file, ``python -m`` putting the working directory first on the path)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


def judgement(name: str) -> Judgement:
    """The shipped judgement of that name (``KeyError`` if there is none)."""
    return load()[name]


__all__ = ["DEFENCES", "FEATURES", "Judgement", "MID", "MODEL_FILE", "Model", "PARTNER", "STRONG", "WEAK", "defence_of",
           "digest", "features", "judgement", "load", "logit", "model_of", "parse", "partner_leads", "score",
           "sigmoid"]
