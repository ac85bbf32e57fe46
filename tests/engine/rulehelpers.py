"""Small helpers for the rule-point tests (tests/engine/test_rules_*.py).

Deals are written as hand strings per seat, first-round cards first::

    d = deal(["HA HK C10 SO DU", "...", "...", "..."], dealer=3, bettler_points=5)

and driven by a compact action script, items separated by ``;``::

    run(d, "0 trump C; 0 bid normal; 1 pass; 2 pass; 3 pass; 1 double no; 3 double no")
    run(d, "0 marriage C; 0 play CO; play C10 CU D10")

An item is ``SEAT VERB [VALUE]`` with the verbs of the deal log (``trump S``,
``aufschlagen 0``, ``redeal``, ``bid gang``, ``pass``, ``double yes|no``,
``marriage S``, ``play CARD``, ``genug``), or ``play CARD CARD ...`` without a seat:
each card is played by the seat to act (which must hold it).  ``legal(d)`` gives the
legal actions in the same compact words, in the engine's (= the deal log's) order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bschnapsen_gui.engine import actions as A
from bschnapsen_gui.engine.actions import Action, Verb
from bschnapsen_gui.engine.cards import Card, Suit
from bschnapsen_gui.engine.contracts import Contract
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.errors import IllegalAction, Refusal
from bschnapsen_gui.engine.log import state_json
from bschnapsen_gui.engine.rules import RuleSet

__all__ = [
    "action",
    "cards",
    "deal",
    "decline",
    "legal",
    "normal_prelude",
    "refused",
    "rules",
    "run",
    "say",
    "state",
]


def cards(text: str) -> list[Card]:
    """``"HA HK C10"`` -> the cards."""
    return [Card.parse(t) for t in text.split()]


def rules(**options: Any) -> RuleSet:
    """A rule set: the defaults with some options changed (checked like JSON)."""
    return RuleSet().replace(**options)


def deal(hands: Sequence[str], dealer: int = 3, **options: Any) -> Deal:
    """A fresh deal from four hand strings (seat 0..3, five cards each, first-round
    cards first) and the dealer; keyword arguments are rule options."""
    parsed = [cards(h) for h in hands]
    assert len(parsed) == 4 and all(len(h) == 5 for h in parsed), hands
    return Deal(rules(**options), dealer, parsed)


def action(text: str) -> Action:
    """One compact action, e.g. ``"1 play S10"``, ``"0 bid gang"``, ``"3 pass"``."""
    words = text.split()
    seat = int(words[0])
    verb = words[1]
    arg = words[2] if len(words) > 2 else None
    if verb == "pass":
        return A.bid(seat, None)
    if verb == "bid":
        assert arg is not None
        return A.bid(seat, None if arg == "pass" else Contract(arg))
    if verb == "trump":
        assert arg is not None
        return A.trump(seat, Suit.parse(arg))
    if verb == "aufschlagen":
        return A.aufschlagen(seat, int(arg or 0))
    if verb == "redeal":
        return A.redeal(seat)
    if verb == "double":
        assert arg in ("yes", "no"), text
        return A.double(seat, arg == "yes")
    if verb == "marriage":
        assert arg is not None
        return A.marriage(seat, Suit.parse(arg))
    if verb == "play":
        assert arg is not None
        return A.play(seat, Card.parse(arg))
    if verb == "genug":
        return A.genug(seat)
    raise ValueError(f"unknown verb in {text!r}")


def say(a: Action) -> str:
    """The compact words for an action (the inverse of :func:`action`)."""
    v = a.value
    if a.verb is Verb.BID:
        return f"{a.seat} pass" if v is None else f"{a.seat} bid {v}"
    if a.verb is Verb.DOUBLE:
        return f"{a.seat} double {'yes' if v else 'no'}"
    if a.verb in (Verb.REDEAL, Verb.GENUG):
        return f"{a.seat} {a.verb.key}"
    if isinstance(v, Suit):
        return f"{a.seat} {a.verb.key} {v.name}"
    return f"{a.seat} {a.verb.key} {v}"


def run(d: Deal, script: str) -> Deal:
    """Apply a compact action script (see the module docstring); returns the deal."""
    for item in script.split(";"):
        item = item.strip()
        if not item:
            continue
        words = item.split()
        if words[0] == "play":
            for card in words[1:]:
                seat = d.to_act
                assert seat is not None, f"nobody to act for {card} in {item!r}"
                d.apply(A.play(seat, Card.parse(card)))
        else:
            d.apply(action(item))
    return d


def legal(d: Deal) -> list[str]:
    """The legal actions in compact words, in the engine's order."""
    return [say(a) for a in d.legal_actions()]


def refused(d: Deal, text: str) -> Refusal:
    """Assert that the compact action is refused (and leaves the deal unchanged);
    return the refusal."""
    a = action(text)
    assert not d.is_legal(a), f"{text} is legal"
    before = (d.phase, d.to_act, len(d.history))
    with pytest.raises(IllegalAction) as info:
        d.apply(a)
    assert (d.phase, d.to_act, len(d.history)) == before
    refusal = info.value.refusal
    assert d.explain(a) == refusal
    return refusal


def normal_prelude(rufer: int, trump: str) -> str:
    """Trump call, the Rufer's normal game, three passes, no Kontra."""
    r = rufer
    s = [(r + i) % 4 for i in range(4)]
    return (
        f"{r} trump {trump}; {r} bid normal; {s[1]} pass; {s[2]} pass; {s[3]} pass; "
        f"{s[1]} double no; {s[3]} double no"
    )


def decline(d: Deal) -> Deal:
    """Decline every Kontra/Re/Sub still asked for, so that play starts."""
    while d.phase is Phase.DOUBLE:
        seat = d.to_act
        assert seat is not None
        d.apply(A.double(seat, False))
    return d


def state(d: Deal) -> dict[str, Any]:
    """The replay's state object (docs/deal-log.md) for the deal."""
    return state_json(d)
