"""The trump call from a table: what each call is worth with each three-card holding.

The Rufer calls trump seeing three cards.  The search players valued each call by
solving the normal game on the layouts of one decision (96 in the expert's auction), a
few hundred solves and a noisy answer every time.  Nothing about the call depends on more
than the three cards: the 1,140 holdings are 95 up to the suits' symmetry (which suit is
which does not matter, only how the cards fall into suits), so every holding is valued
once, on many layouts, and the table is shipped (``trumptable.json`` beside this module,
filled by ``python -m bschnapsen_gui.ai.learn trumps``).  For each canonical holding it holds
the expected Punkte of the Rufer's team in the normal game (open cards, no Herzrunde) of
calling each suit (the holding's suits in canonical order, then a suit it lacks) and of
turning up a card (aufschlagen: trump is the suit of an unseen card of his hand).

The table holds for the rules it was filled with (Stichzwang and the normal game's card
order; the Herzrunde's double is applied on reading); other rules are judged by
simulation as before (``bidding.decide_trump``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import cache
from itertools import combinations
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..engine.contracts import Contract, card_order
from ..engine.rules import PRESETS, RuleSet
from .bits import RANK_OF, SUIT_OF

TABLE_FILE = Path(__file__).with_name("trumptable.json")
FORMAT = 1
RANK_LETTERS = "AZKOU"  #: Ass, Zehner, König, Ober, Unter (the rank order of ``bits``)


def canonical(cards: Sequence[int]) -> tuple[str, list[int]]:
    """The holding's key and its suits in canonical order: the suits it holds (most cards
    first, then by ranks), then those it lacks (ascending).  Suits with the same ranks are
    interchangeable, so their order does not change the key."""
    by_suit: dict[int, list[int]] = {}
    for c in cards:
        by_suit.setdefault(SUIT_OF[c], []).append(RANK_OF[c])
    present = sorted(by_suit, key=lambda s: (-len(by_suit[s]), sorted(by_suit[s]), s))
    key = "|".join("".join(RANK_LETTERS[r] for r in sorted(by_suit[s])) for s in present)
    return key, present + [s for s in range(4) if s not in by_suit]


def holdings() -> dict[str, list[int]]:
    """Every canonical holding's key and one holding of it (card indices)."""
    out: dict[str, list[int]] = {}
    for cards in combinations(range(20), 3):
        key, _ = canonical(cards)
        out.setdefault(key, list(cards))
    return out


def table_rules() -> RuleSet:
    """The rules the shipped table is filled with: the standard ones without Herzrunde."""
    return replace(PRESETS["standard"], herzrunde=False)


def fits(rules: RuleSet, data: Mapping[str, Any]) -> bool:
    """The table holds for ``rules``: the same Stichzwang and normal game's card order."""
    return (bool(data["stichzwang"]) == rules.stichzwang
            and int(data["order"]) == int(card_order(Contract.NORMAL, rules)))


@cache
def load(path: Path = TABLE_FILE) -> Mapping[str, Any] | None:
    """The shipped table (None if it is missing or not of this format)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("holdings"), dict):
        return None
    return MappingProxyType(data)


def values(cards: Sequence[int], rules: RuleSet, data: Mapping[str, Any] | None = None
           ) -> tuple[dict[int, float], float] | None:
    """Punkte (the Rufer's team, Herzrunde not applied) of calling each suit (by suit)
    and of aufschlagen, for the Rufer holding ``cards``; None where the table does not
    hold (other rules, no table)."""
    data = load() if data is None else data
    if data is None or not fits(rules, data):
        return None
    key, order = canonical(cards)
    row = data["holdings"].get(key)
    if row is None:
        return None
    return {suit: float(row["suits"][i]) for i, suit in enumerate(order)}, float(row["aufschlagen"])


__all__ = ["FORMAT", "TABLE_FILE", "canonical", "fits", "holdings", "load", "table_rules", "values"]
