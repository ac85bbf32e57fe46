"""The window's mirror of a table's deal (net/mirror.py): every seat's completion replays the
public history in the engine, shows exactly the server's view of the seat (its legal
actions included, so the refusals worded from it are the server's), makes the server's
events, and becomes the true deal at the end; a seat that comes back mid-deal rebuilds it
from the state's action list.  Four clients at a real server on 127.0.0.1 under every
preset and the rule variants that decide the order of a hand's cards."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest

from bschnapsen_gui.engine import events as E
from bschnapsen_gui.engine.actions import Action
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.log import DealLog
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import PRESETS, RuleSet
from bschnapsen_gui.engine.view import seat_view
from bschnapsen_gui.net import mirror as M
from bschnapsen_gui.net import wire
from bschnapsen_gui.net.client import TableClient

from .helpers import in_process
from .test_no_leak import choose, may_know

DEALS = 6


def turned_event(ev: E.Event, by: int) -> E.Event:
    """A server event in local seats (Augen and results per team turned too)."""
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(ev):
        v = getattr(ev, f.name)
        if f.name in ("seat", "dealer", "rufer", "winner") and isinstance(v, int):
            changes[f.name] = M.turn(v, by)
        elif f.name == "result":
            changes[f.name] = M.turn_result(v, by)
    return dataclasses.replace(ev, **changes)


class Follower:
    """One seat's client and its mirror, checked at every state."""

    def __init__(self, url: str, code: str, seat: int, rng: random.Random) -> None:
        self.client = TableClient(url)
        self.code, self.want, self.rng = code, seat, rng
        self.mirror: M.DealMirror | None = None
        self.deal: Deal | None = None
        self.checked = self.rebuilt = self.replaced = 0
        self.finished: list[DealLog] = []

    def follow(self, msg: dict[str, Any]) -> None:
        assert self.mirror is not None
        deal = msg.get("deal")
        if msg["type"] != "state" or deal is None:
            return
        held = self.mirror.latest
        adv = self.mirror.advance(deal, msg.get("action"))
        by = self.mirror.seat
        if adv.fresh:
            assert adv.before is not None
            self.deal = adv.before
            self.rebuilt += deal["at"] > 0
        else:
            assert self.deal is not None
            if adv.before is not None:
                self.replaced += 1
                # the deal shown until now and the one in its place agree on everything public
                assert adv.before.history == self.deal.history
                assert M.shows(adv.before, seat_view(self.deal, 0)) or adv.true
                self.deal = adv.before
            if adv.action is not None:
                seen = len(self.deal.events)
                self.deal.apply(adv.action)
                mine = self.deal.events[seen:]
                theirs = [turned_event(wire.event_from_json(e), by) for e in msg["events"]]
                assert mine == theirs, (mine, theirs)
        view = self.mirror.local_view(deal["view"])
        assert M.shows(self.deal, view), (seat_view(self.deal, 0), view)
        # the mirror's own deal follows in step with the one shown, and is never the one shown
        latest = self.mirror.latest
        assert latest is not None and latest is not self.deal and latest is not adv.before
        assert latest.history == self.deal.history and DealLog.from_deal(latest).hands == \
            DealLog.from_deal(self.deal).hands
        assert self.mirror.moment() == (deal["number"], deal["at"])
        if adv.before is None and adv.action is None:
            assert latest is held, "a state that moves nothing keeps the mirror's deal"
        # the seat's legal actions and the engine's refusals are the server's
        assert tuple(a for a in self.deal.legal_actions() if a.seat == 0) == view.legal
        if self.deal.finished:
            assert "log" in deal
            truth = M.turn_log(wire_log(deal["log"]), by)
            assert DealLog.from_deal(self.deal).hands == truth.hands, "the true deal replaces the completion"
            self.finished.append(truth)
        else:
            # no card of a completion is one the seat could not know, unless face down: the
            # view of the seat (the only thing asked of it: hints, the hand) is the server's
            assert seat_view(self.deal, 0) == view or M.same_view(seat_view(self.deal, 0), view)
        self.checked += 1

    async def play(self, deals: int, drop_at: set[int]) -> None:
        await self.client.open(code=self.code, seat=self.want)
        self.mirror = M.DealMirror(self.client.seat, seed=self.want)
        done: set[int] = set()
        acted: set[tuple[int, int]] = set()
        messages = 0
        while True:
            msg = await self.client.recv()
            messages += 1
            self.follow(msg)
            if messages in drop_at:  # away and back with the token, mid-deal
                await self.client.close()
                await self.client.open(token=self.client.token)
                continue
            state = self.client.state
            if msg["type"] != "state" or state is None or state["deal"] is None:
                continue
            number, at = state["deal"]["number"], state["deal"]["at"]
            view = self.client.view()
            assert view is not None
            if view.phase is Phase.DONE:
                if number not in done:
                    done.add(number)
                    if len(done) >= deals:
                        await self.client.close()
                        return
                    await self.client.send({"type": "next"})
                continue
            if view.to_act != self.client.seat or (number, at) in acted:
                continue
            acted.add((number, at))
            await self.client.act(choose([a for a in view.legal if a.seat == self.client.seat], self.rng))


def wire_log(data: Any) -> DealLog:
    from bschnapsen_gui.engine.log import parse_log_data

    return parse_log_data(data)


async def follow_tables(folder: Path) -> list[Follower]:
    every = PRESETS["all_contracts"]
    tables: list[tuple[RuleSet, int]] = [
        (PRESETS["standard"], 7),
        (PRESETS["traditional"], 8),
        (every, 9),
        (every.replace(plauderer_kind="b"), 10),
        (PRESETS["standard"].replace(trump_by_turn_up=True), 11),
        (PRESETS["standard"].replace(aufschlagen_pick=True, auction_after_three=True), 12),
    ]
    followers: list[Follower] = []
    async with in_process(folder, strength="random") as server:
        jobs = []
        for i, (rules, seed) in enumerate(tables):
            table = await server.open_table((0, 1, 2, 3), rules=rules, seed=seed)
            for seat in range(4):
                f = Follower(server.url, table.code, seat, random.Random(100 * i + seat))
                followers.append(f)
                drops = {40, 95} if seat == 1 else set()
                jobs.append(f.play(DEALS, drops))
        await asyncio.wait_for(asyncio.gather(*jobs), 300)
    return followers


def test_every_seat_follows_the_table_with_a_completion(tmp_path: Path) -> None:
    followers = asyncio.run(follow_tables(tmp_path))
    assert sum(f.checked for f in followers) > 1000
    assert sum(f.replaced for f in followers) > 20, "some completions had to be made anew"
    assert sum(f.rebuilt for f in followers) >= 6, "the seats that came back rebuilt the deal mid-deal"
    for f in followers:
        assert len(f.finished) >= DEALS - 1


@pytest.mark.parametrize("preset", ["standard", "traditional", "all_contracts"])
def test_completions_at_every_moment_of_many_deals(preset: str) -> None:
    """The engine alone: at every moment of 40 deals, from every seat (turned to 0), a
    completion is found that replays and shows the seat's view; no card of another hand
    that the seat may not know is ever in what the seat's view holds."""
    rng = random.Random(preset)
    rules = PRESETS[preset]
    for variant in (rules, rules.replace(trump_by_turn_up=True),
                    rules.replace(aufschlagen_pick=True, auction_after_three=True, rufer_may_pass=True)):
        m = Match(variant, rng.randrange(1 << 30))
        for _ in range(14):
            deal = m.deal
            while not deal.finished:
                for seat in range(4):
                    raw = wire.view_json(seat_view(deal, seat))
                    view = M.turn_view(wire.view_from_json(raw), seat)
                    c = M.complete(view, [M.turn_action(a, seat) for a in deal.history], rng)
                    assert M.shows(c, view)
                    log = DealLog.from_deal(deal)
                    allowed = may_know(log, len(deal.history), seat)
                    assert {str(x) for x in seat_view(c, 0).hand} | {
                        str(x) for cs in seat_view(c, 0).open_hands.values() for x in cs} <= allowed
                deal.apply(choose(list(deal.legal_actions()), rng))
            m.next_deal()


def test_turning_seats_round_trips() -> None:
    rng = random.Random(3)
    m = Match(PRESETS["all_contracts"], 5)
    deal = m.deal
    while not deal.finished:
        deal.apply(choose(list(deal.legal_actions()), rng))
    log = DealLog.from_deal(deal)
    for by in range(4):
        turned = M.turn_log(log, by)
        d = turned.replay()
        assert d.result == M.turn_result(deal.result, by)
        assert tuple(d.augen) == M.turn_pair(deal.augen, by)
        assert [M.turn_action_back(a, by) for a in turned.actions] == log.actions
        assert M.turn_log(turned, (4 - by) % 4).hands == log.hands
        v = seat_view(deal, by)
        assert M.turn_view(v, by) == seat_view(d, 0) or M.same_view(M.turn_view(v, by), seat_view(d, 0))
    assert Action(0, deal.history[0].verb, deal.history[0].value) is not None
