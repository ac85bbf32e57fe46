"""The match: deal after deal, Punkte per team, Bummerl after Bummerl (docs/rules.md §11).

A :class:`Match` owns the live deal, deals the next one from a seeded shuffle, moves
the deal one seat clockwise after every deal (not after a redeal), writes Punkte, and
closes a Bummerl when a team reaches the target: the other team gets one Bummerl, or
two if it still has 0 Punkte (Schneider).  With the option ``retourschneider`` a team that
led one Punkt short of the target to 0 (23 : 0, or 11 : 0 with 12) and then loses the
Bummerl gets four (a Retourschneider, docs/rules.md §11).  The two never meet: a Schneider's
loser has 0 Punkte, a Retourschneider's 23; four is the whole count, not a factor.  The
option of the deal that closes the Bummerl decides.  Its whole history is a list of deal
logs, so a match saves and loads as JSON and "deal number N" can be replayed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .deal import Deal, team_of
from .events import Reason, Result
from .log import DealLog, LogError, hands_from_deck, parse_log_data
from .rules import RulesError, RuleSet
from .shuffle import first_dealer, shuffled_deck

MATCH_FORMAT = "bauernschnapsen/match-1"


@dataclass(slots=True)
class DealRecord:
    """One finished deal of the match, with the Punkte it wrote."""

    number: int  #: the shuffle number (redeals use numbers too)
    log: DealLog
    result: Result
    bummerl: int  #: index of the Bummerl it belongs to

    @property
    def dealer(self) -> int:
        return self.log.dealer

    def replay(self) -> Deal:
        return self.log.replay()


@dataclass(slots=True)
class BummerlRecord:
    """A Bummerl: its deals' Punkte and, once over, who won it and how many marks."""

    points: list[int] = field(default_factory=lambda: [0, 0])
    target: int = 24
    winner: int | None = None  #: team 0 (A) or 1 (B)
    marks: int = 0  #: Bummerl written to the loser: 1, 2 for Schneider, 4 for Retourschneider
    led_short_to_nil: int | None = None  #: the team that led target - 1 : 0, if one did
    abandoned: bool = False  #: given up by starting a new Bummerl

    @property
    def finished(self) -> bool:
        return self.winner is not None


class Match:
    """Bummerl after Bummerl with seeded deals.

    ``seed`` fixes every shuffle; ``dealer`` the first dealer (by lot if None).  Rules
    set with :meth:`set_rules` apply from the next deal.
    """

    def __init__(self, rules: RuleSet, seed: int, dealer: int | None = None) -> None:
        self.seed = seed
        self.rules = rules
        self.first_dealer = first_dealer(seed) if dealer is None else dealer
        self.number = 0  # the next shuffle number
        self.records: list[DealRecord] = []
        self.bummerl: list[BummerlRecord] = [BummerlRecord(target=rules.target_points)]
        self.deal = self._new_deal(self.first_dealer)

    # -- dealing ----------------------------------------------------------------------

    def _new_deal(self, dealer: int) -> Deal:
        deck = shuffled_deck(self.seed, self.number)
        self.number += 1
        return Deal(self.rules, dealer, hands_from_deck(deck, dealer))

    def set_rules(self, rules: RuleSet) -> None:
        """New house rules, from the next deal on (the running deal keeps its rules)."""
        self.rules = rules

    @property
    def current_bummerl(self) -> BummerlRecord:
        return self.bummerl[-1]

    @property
    def points(self) -> tuple[int, int]:
        """Each team's Punkte in the running Bummerl."""
        p = self.current_bummerl.points
        return (p[0], p[1])

    def display_points(self, team: int) -> int:
        """What the score sheet shows: Punkte, or what is left to the target (count_down)."""
        b = self.current_bummerl
        if self.rules.count_down:
            return max(0, b.target - b.points[team])
        return b.points[team]

    @property
    def bummerl_marks(self) -> tuple[int, int]:
        """Bummerl written against each team so far (lower is better)."""
        marks = [0, 0]
        for b in self.bummerl:
            if b.winner is not None:
                marks[1 - b.winner] += b.marks
        return (marks[0], marks[1])

    def next_deal(self) -> Deal:
        """Score the finished deal and deal the next one.

        The dealer moves one seat clockwise (the Rufer deals next), except after a redeal,
        when the same dealer deals again.  A finished Bummerl is closed and a new one
        begins at 0 : 0.
        """
        deal = self.deal
        if not deal.finished or deal.result is None:
            raise ValueError("the deal is not finished")
        result = deal.result
        self.records.append(
            DealRecord(self.number - 1, DealLog.from_deal(deal), result, len(self.bummerl) - 1)
        )
        if result.winner is not None:
            b = self.current_bummerl
            w = result.winner
            b.points[w] += result.points
            if b.points[w] == b.target - 1 and b.points[1 - w] == 0:
                b.led_short_to_nil = w
            if b.points[w] >= b.target:
                b.winner = w
                b.marks = bummerl_marks(b, deal.rules)
                self.bummerl.append(BummerlRecord(target=self.rules.target_points))
        dealer = deal.dealer if result.reason is Reason.REDEAL else (deal.dealer + 1) % 4
        self.deal = self._new_deal(dealer)
        return self.deal

    @property
    def bummerl_over(self) -> bool:
        """The last finished deal closed a Bummerl (the running one is new, at 0 : 0)."""
        return bool(self.records) and self.bummerl[self.records[-1].bummerl].finished

    @property
    def finished_bummerl(self) -> list[BummerlRecord]:
        return [b for b in self.bummerl if b.finished]

    def start_new_bummerl(self) -> None:
        """Give up the running Bummerl (it stays in the history, unfinished) and start a
        new one at 0 : 0 with a fresh deal by the next dealer."""
        if self.current_bummerl.points != [0, 0] or any(
            r.bummerl == len(self.bummerl) - 1 for r in self.records
        ):
            self.current_bummerl.abandoned = True
            self.bummerl.append(BummerlRecord(target=self.rules.target_points))
        self.deal = self._new_deal((self.deal.dealer + 1) % 4)

    # -- saving -----------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The whole match: seed, first dealer, rules, and every deal as a deal log."""
        data = self.to_json_head()
        data["deals"] = [
            {"number": r.number, "bummerl": r.bummerl, "log": r.log.to_json()}
            for r in self.records
        ]
        return data

    def to_json_head(self) -> dict[str, Any]:
        """:meth:`to_json` with ``"deals"`` left empty, in its place (a saver that keeps
        the finished deals' text fills it in)."""
        return {
            "format": MATCH_FORMAT,
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "rules": self.rules.to_json(),
            "deals": [],
            "current": {
                "number": self.number - 1,
                "bummerl": len(self.bummerl) - 1,
                "log": DealLog.from_deal(self.deal).to_json(),
            },
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, data: object) -> Match:
        """A match from :meth:`to_json`, replaying every deal; ``LogError`` if broken."""
        if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
            raise LogError("not a saved Bauernschnapsen match")
        try:
            seed = data["seed"]
            dealer = data["first_dealer"]
            if type(seed) is not int or type(dealer) is not int or not 0 <= dealer <= 3:
                raise LogError("the saved match has a bad seed or dealer")
            rules = RuleSet.from_json(data.get("rules", {}))
            deals = data["deals"]
            current = data["current"]
            if not isinstance(deals, list) or not isinstance(current, dict):
                raise LogError("the saved match has no list of deals")
        except KeyError as exc:
            raise LogError(f"the saved match lacks {exc}") from None
        except RulesError as exc:
            raise LogError(str(exc)) from None
        _check_limits(deals, current)
        m = cls.__new__(cls)
        m.seed = seed
        m.rules = rules
        m.first_dealer = dealer
        m.number = 0
        m.records = []
        m.bummerl = [BummerlRecord(target=rules.target_points)]
        for entry in deals:
            if not isinstance(entry, dict):
                raise LogError("a saved deal is not an object")
            m._advance_to_bummerl(entry)
            log = parse_log_data(entry.get("log"))
            deal = log.replay()
            if not deal.finished:
                raise LogError("a saved earlier deal is not finished")
            m.deal = deal
            m.number = _number(entry) + 1
            m.rules = log.rules
            m.next_deal_from(deal)
        m._advance_to_bummerl(current)
        log = parse_log_data(current.get("log"))
        m.number = _number(current) + 1
        m.deal = log.replay()
        m.rules = rules
        return m

    def _advance_to_bummerl(self, entry: dict[str, Any]) -> None:
        """While loading: Bummerl given up before this deal are marked abandoned."""
        k = entry.get("bummerl")
        if type(k) is not int or k < len(self.bummerl) - 1 or k > MAX_DEALS:
            raise LogError("a saved deal has a bad Bummerl number")
        while len(self.bummerl) - 1 < k:
            self.current_bummerl.abandoned = True
            self.bummerl.append(BummerlRecord(target=self.rules.target_points))

    def next_deal_from(self, deal: Deal) -> None:
        """Record a finished deal (used when loading: the next deal comes from the file)."""
        keep = self.number
        self.deal = deal
        self.next_deal()
        self.number = keep


def bummerl_marks(b: BummerlRecord, rules: RuleSet) -> int:
    """Bummerl written to the loser of the won Bummerl ``b``: 2 if he has 0 Punkte
    (Schneider), 4 if he led target - 1 : 0 under ``retourschneider``, else 1."""
    assert b.winner is not None
    loser = 1 - b.winner
    if b.points[loser] == 0:
        return 2
    if rules.retourschneider and b.led_short_to_nil == loser:
        return 4
    return 1


MAX_DEALS = 100_000
"""The most deals a saved match may hold (a deal takes under a kilobyte)."""
MAX_DEAL_NUMBER = 10_000_000


def _check_limits(deals: list[Any], current: dict[str, Any]) -> None:
    """Before any deal is replayed: not too many deals, and every Bummerl and deal number
    possible where it stands.  A Bummerl is only given up after a deal of it was played
    or it has points, so the deal at index ``i`` (the running one at ``len(deals)``)
    belongs to a Bummerl numbered at most ``i``; a number beyond that is refused here, so
    ``"bummerl": 10000000`` costs nothing."""
    if len(deals) > MAX_DEALS:
        raise LogError(f"the saved match has more than {MAX_DEALS} deals")
    for i, entry in enumerate([*deals, current]):
        if not isinstance(entry, dict):
            raise LogError("a saved deal is not an object")
        k = entry.get("bummerl")
        if type(k) is not int or not 0 <= k <= i:
            raise LogError("a saved deal has a bad Bummerl number")
        n = entry.get("number")
        if type(n) is int and n > MAX_DEAL_NUMBER:
            raise LogError("a saved deal has a bad deal number")


def _number(entry: dict[str, Any]) -> int:
    n = entry.get("number")
    if type(n) is not int or n < 0:
        raise LogError("a saved deal has no deal number")
    return n


def team_name(team: int) -> str:
    return "AB"[team]


__all__ = ["BummerlRecord", "DealRecord", "MATCH_FORMAT", "Match", "bummerl_marks", "team_of", "team_name"]
