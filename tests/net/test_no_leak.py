"""No card of another seat's hand reaches a seat before the rules show it.

Over 240 deals at twelve tables (the three rule presets, the three Plauderer kinds, trump by
turn-up, aufschlagen with a pick, the auction after three cards, a deal seeded for a shown
contract, and two tables where computers sit in), every message each seat receives is kept;
when a deal ends its whole log says what the hands were, and every card id in every message
about that deal is checked against what the seat may know at that message's moment:
its own cards (the first three, all five once the second round is dealt), the cards played,
a turned-up card, the open hands of a Plauderer by its kind, and everything once the deal is
over.  The clients also send illegal actions now and then: the refusals name only the
seat's own cards.  At four tables one seat leaves and comes back with its token every few
messages: the state it gets on sitting down mid-deal carries the deal's actions so far.
What the rules show is worked out here from docs/rules.md, not from the engine's SeatView,
so that a mistake there is caught too.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

from bschnapsen_gui.engine.actions import Action, Verb
from bschnapsen_gui.engine.cards import DECK, Suit
from bschnapsen_gui.engine.contracts import TABLE, Contract, Goal
from bschnapsen_gui.engine.deal import Phase
from bschnapsen_gui.engine.log import DealLog, hands_from_deck, parse_log_data
from bschnapsen_gui.engine.rules import PRESETS, RuleSet
from bschnapsen_gui.engine.shuffle import first_dealer, shuffled_deck
from bschnapsen_gui.net.client import TableClient

from .helpers import in_process

DEALS_PER_TABLE = 20
CARD_IDS = {str(c) for c in DECK}


def shown_seed(rules: RuleSet) -> int:
    """A seed whose first deal gives a seat other than the Rufer five cards of one suit
    (a Farbengang it may show)."""
    for seed in range(1, 200_000):
        dealer = first_dealer(seed)
        hands = hands_from_deck(shuffled_deck(seed, 0), dealer)
        rufer = (dealer + 1) % 4
        if any(s != rufer and len({c.suit for c in hands[s]}) == 1 for s in range(4)):
            return seed
    raise AssertionError("no seed found")


def may_know(log: DealLog, at: int, seat: int) -> set[str]:
    """The cards ``seat`` may have seen after the first ``at`` actions of ``log``."""
    deal = log.replay(at)
    if deal.phase is Phase.DONE:
        return set(CARD_IDS)
    dealt = log.hands
    known = {str(c) for c in dealt[seat][:3]}
    if deal.second_round_dealt:
        known |= {str(c) for c in dealt[seat]}
    for t in deal.tricks:
        known |= {str(c) for c in t.cards}
    if deal.turned_up is not None:
        known.add(str(deal.turned_up))
    if deal.contract is Contract.PLAUDERER and deal.phase is Phase.PLAY:
        d = deal.declarer
        assert d is not None
        opponents = ((d + 1) % 4, (d + 3) % 4)
        first_over = any(t.winner is not None for t in deal.tricks)
        kind = log.rules.plauderer_kind
        if kind == "a" and seat in opponents:  # the opponents see each other's cards
            known |= {str(c) for o in opponents for c in dealt[o]}
        elif kind == "b" and first_over:  # the opponents lay theirs open after the first trick
            known |= {str(c) for o in opponents for c in dealt[o]}
        elif kind == "c" and first_over:  # the declarer lays his open after the first trick
            known |= {str(c) for c in dealt[d]}
    return known


def cards_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value} if value in CARD_IDS else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    return set()


def any_action(seat: int, rng: random.Random) -> Action:
    """Some action of ``seat``, legal or (mostly) not."""
    verb = rng.choice(list(Verb))
    if verb in (Verb.TRUMP, Verb.MARRIAGE):
        return Action(seat, verb, rng.choice(list(Suit)))
    if verb is Verb.AUFSCHLAGEN:
        return Action(seat, verb, rng.choice((0, 1)))
    if verb in (Verb.REDEAL, Verb.GENUG):
        return Action(seat, verb, True)
    if verb is Verb.DOUBLE:
        return Action(seat, verb, rng.choice((True, False)))
    if verb is Verb.BID:
        return Action(seat, verb, rng.choice([None, *Contract]))
    return Action(seat, verb, rng.choice(DECK))


def choose(legal: list[Action], rng: random.Random) -> Action:
    bids = [a for a in legal if a.verb is Verb.BID and a.value is not None]
    shown = [a for a in bids if TABLE[a.value].goal is Goal.SHOWN]  # type: ignore[index]
    if shown:
        return shown[0]
    if bids:
        passes = [a for a in legal if a.verb is Verb.BID and a.value is None]
        r = rng.random()
        if r < 0.7:
            return passes[0] if passes else bids[0]  # the Rufer's first turn: the normal game
        plauderer = [a for a in bids if a.value is Contract.PLAUDERER]
        if plauderer and r < 0.9:
            return plauderer[0]  # its open hands are what this test is most about
        if r < 0.8:
            return bids[-1]  # the highest now and then: every family gets played
        return rng.choice(bids)
    return rng.choice(legal)


async def leak_bot(url: str, code: str, seat: int, seed: int, deals: int,
                   got: list[tuple[int, dict[str, Any]]], away_every: int = 0) -> None:
    """``away_every``: leave and come back with the token after every so many messages (the
    state on sitting down mid-deal carries the deal's actions so far)."""
    rng = random.Random(seed)
    client = TableClient(url)
    await client.open(code=code, seat=seat)
    seen_end: set[int] = set()
    acted: set[tuple[int, int]] = set()
    received = 0
    while True:
        msg = await client.recv()
        got.append((seat, msg))
        received += 1
        if away_every and received % away_every == 0:
            await client.close()
            await client.open(token=client.token)
            acted.clear()
            continue
        if msg["type"] != "state" or msg["deal"] is None:
            continue
        number, at = msg["deal"]["number"], msg["deal"]["at"]
        view = client.view()
        assert view is not None
        if view.phase is Phase.DONE:
            if number not in seen_end:
                seen_end.add(number)
                if len(seen_end) >= deals:
                    await client.close()
                    return
                await client.send({"type": "next"})
            continue
        if view.to_act != seat or (number, at) in acted:
            continue
        acted.add((number, at))
        if rng.random() < 0.15:  # something the engine refuses, most of the time
            await client.act(any_action(seat, rng))
        legal = [a for a in view.legal if a.seat == seat]
        await client.act(choose(legal, rng))


async def play_tables(folder: Path) -> tuple[list[tuple[str, int, dict[str, Any]]], dict[str, RuleSet]]:
    standard, traditional, every = PRESETS["standard"], PRESETS["traditional"], PRESETS["all_contracts"]
    tables: list[tuple[RuleSet, tuple[int, ...], int]] = [
        (standard, (0, 1, 2, 3), 101),
        (traditional, (0, 1, 2, 3), 102),
        (every, (0, 1, 2, 3), 103),
        (every.replace(plauderer_kind="b"), (0, 1, 2, 3), 104),
        (every.replace(plauderer_kind="c"), (0, 1, 2, 3), 105),
        (every.replace(plauderer_kind="b", bettler=False), (0, 1, 2, 3), 106),
        (standard.replace(trump_by_turn_up=True), (0, 1, 2, 3), 107),
        (standard.replace(aufschlagen_pick=True, auction_after_three=True), (0, 1, 2, 3), 108),
        (traditional.replace(rufer_may_pass=True, stichzwang=False), (0, 1, 2, 3), 109),
        (standard, (0, 1, 2, 3), shown_seed(standard)),
        (standard, (0, 2), 111),  # computers in seats 1 and 3
        (every, (1,), 112),  # three computers
    ]
    got: list[tuple[str, int, dict[str, Any]]] = []
    rules_of: dict[str, RuleSet] = {}
    async with in_process(folder, strength="random") as server:
        jobs = []
        per_table: list[tuple[str, list[tuple[int, dict[str, Any]]]]] = []
        for i, (rules, people, seed) in enumerate(tables):
            table = await server.open_table(people, rules=rules, seed=seed)
            rules_of[table.id] = rules
            msgs: list[tuple[int, dict[str, Any]]] = []
            per_table.append((table.id, msgs))
            for seat in people:
                away = 23 if seat == people[-1] and i % 3 == 0 else 0  # back mid-deal now and then
                jobs.append(leak_bot(server.url, table.code, seat, 1000 * i + seat, DEALS_PER_TABLE, msgs, away))
        await asyncio.wait_for(asyncio.gather(*jobs), 600)
        for tid, msgs in per_table:
            got.extend((tid, seat, msg) for seat, msg in msgs)
    return got, rules_of


def test_no_seat_ever_learns_a_card_early(tmp_path: Path) -> None:
    got, rules_of = asyncio.run(play_tables(tmp_path))
    # each deal's log, from its end
    logs: dict[tuple[str, int], DealLog] = {}
    for tid, _seat, msg in got:
        deal = msg.get("deal") if msg["type"] == "state" else None
        if deal and "log" in deal:
            logs[(tid, deal["number"])] = parse_log_data(deal["log"])
    assert len(logs) >= 200
    families = {(TABLE[log.replay().contract].goal if log.replay().contract else None) for log in logs.values()}
    goals = {Goal.FIRST_TO_66, Goal.NO_TRICK, Goal.ALL_TRICKS, Goal.SHOWN}
    assert goals <= families and ({Goal.SCHNAPSER, Goal.SCHNAPSER_TEAM} & families), families
    for preset in ("standard", "traditional", "all_contracts"):
        seen = {TABLE[c].goal for (tid, _n), log in logs.items() if rules_of[tid] == PRESETS[preset]
                for c in [log.replay().contract] if c is not None}
        assert len(seen) >= 3, (preset, seen)
    plauderer = {log.rules.plauderer_kind for log in logs.values() if log.replay().contract is Contract.PLAUDERER}
    assert plauderer == {"a", "b", "c"}, plauderer

    checked = refusals = 0
    for tid, seat, msg in got:
        kind = msg["type"]
        if kind in ("welcome", "table", "error"):
            assert not cards_in(msg), msg
            continue
        if kind == "rejected":
            refusals += 1
            key = (tid, msg["deal"])
            body = {k: v for k, v in msg.items() if k != "action"}  # the client's own action, echoed
            details = body["details"]
            if body["rule"] == "card_not_held":
                details = {k: v for k, v in details.items() if k != "card"}  # the card it named
            assert cards_in(details) <= may_know(logs[key], msg["at"], seat), msg
            checked += 1
            continue
        assert kind == "state", msg
        if msg["deal"] is None:
            assert not cards_in({k: v for k, v in msg.items() if k != "history"}), msg
            continue
        key = (tid, msg["deal"]["number"])
        if key not in logs:
            continue  # a deal still running when the table stopped: nothing to check it against
        allowed = may_know(logs[key], msg["deal"]["at"], seat)
        body = {k: v for k, v in msg.items() if k != "history"}  # finished deals: all shown
        leaked = cards_in(body) - allowed
        assert not leaked, f"seat {seat} saw {sorted(leaked)} early: {json.dumps(msg)[:400]}"
        checked += 1
    assert checked > 10_000 and refusals > 300, (checked, refusals)
    # states on sitting down mid-deal carried the deal's public actions, checked like the rest
    assert sum(1 for _t, _s, m in got if m["type"] == "state" and m["deal"] and m["deal"].get("actions")) > 20
