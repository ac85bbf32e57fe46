"""The match: deal after deal, Punkte per team, Bummerl after Bummerl (docs/rules.md §11).

A :class:`Match` owns the live deal, deals the next one from its deck source (a seeded
shuffle, or the system's secure source at a network table: ``shuffle.py``), moves
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
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .cards import Suit
from .contracts import Contract
from .deal import Deal, team_of
from .errors import QT_TRANSLATE_NOOP
from .events import Reason, Result
from .log import DealLog, LogError, hands_from_deck, load_json, parse_log_data
from .rules import RulesError, RuleSet
from .shuffle import DeckSource, SeededDecks, deck_source

MATCH_FORMAT = "bauernschnapsen/match-1"


class DealInfo(NamedTuple):
    """What the score sheet shows of a finished deal besides its result."""

    trump: Suit | None
    contract: Contract | None
    declarer: int | None
    kontra_level: int

    @classmethod
    def of(cls, deal: Deal) -> DealInfo:
        return cls(deal.trump, deal.contract, deal.declarer, deal.kontra_level)


class DealRecord:
    """One finished deal of the match, with the Punkte it wrote.

    A record made in play holds its log; one read from a saved match (:meth:`saved`) holds
    the text of its entry and what the entry says of its result (``"seen"``), and reads and
    replays the log only when it is first asked for (:attr:`log`): a long match starts
    without replaying its history.  The replay is then checked against what was recorded
    (``LogError`` if the entry does not replay so).
    """

    __slots__ = ("number", "bummerl", "result", "info", "_dealer", "_log", "_text", "_start", "_end")

    def __init__(self, number: int, log: DealLog, result: Result, bummerl: int, info: DealInfo | None = None) -> None:
        self.number = number  # the shuffle number (redeals use numbers too)
        self.bummerl = bummerl  # index of the Bummerl it belongs to
        self.result = result
        self.info = info if info is not None else DealInfo.of(log.replay())
        self._dealer = log.dealer
        self._log: DealLog | None = log
        self._text: bytes | None = None
        self._start = self._end = 0

    @classmethod
    def saved(cls, number: int, bummerl: int, dealer: int, result: Result, info: DealInfo,
              text: bytes, start: int, end: int) -> DealRecord:
        """A record of a saved match whose log is read from its entry, ``text[start:end]``
        (the file's bytes, shared by all its records), when it is first needed."""
        r = cls.__new__(cls)
        r.number, r.bummerl, r._dealer, r.result, r.info = number, bummerl, dealer, result, info
        r._log, r._text, r._start, r._end = None, text, start, end
        return r

    @property
    def log(self) -> DealLog:
        """The deal's log (read, replayed and checked at the first use for a saved record)."""
        if self._log is None:
            assert self._text is not None
            try:
                text = self._text[self._start : self._end].decode("utf-8")
            except UnicodeDecodeError as exc:
                raise LogError(
                    QT_TRANSLATE_NOOP("LogError", "the saved deal %1: not valid UTF-8 (byte %2)"),
                    self.number, exc.start) from None
            self._log = _checked_entry(text, self)
        return self._log

    @property
    def loaded(self) -> bool:
        """The log has been read (always, for a record made in play)."""
        return self._log is not None

    @property
    def dealer(self) -> int:
        return self._dealer

    def replay(self) -> Deal:
        return self.log.replay()

    def to_json(self) -> dict[str, Any]:
        """The entry of the saved match: number, Bummerl, what it came to, the deal log."""
        return {"number": self.number, "bummerl": self.bummerl, "seen": seen_text(self.result, self.info),
                "log": self.log.to_json()}

    def entry_text(self) -> str:
        """:meth:`to_json` as JSON text on one line (a saved record's own text, as read)."""
        if self._text is not None:
            return self._text[self._start : self._end].decode("utf-8", "replace")
        return json.dumps(self.to_json(), ensure_ascii=False)


# -- what a saved entry says it came to ("seen"), so a long match starts without replaying --

_REASONS = {str(r): r for r in Reason}
_CONTRACTS = {str(c): c for c in Contract}
_SUITS = {s.name: s for s in Suit}
_SEATS = {"0": 0, "1": 1, "2": 2, "3": 3}


def seen_text(result: Result, info: DealInfo) -> str:
    """``"A2 genug H normal 0 0"``: the winning team and its Punkte, the reason, trump,
    contract, declarer and Kontra level (``-`` for none)."""
    return " ".join((
        ("-" if result.winner is None else "AB"[result.winner]) + str(result.points),
        str(result.reason),
        "-" if info.trump is None else info.trump.name,
        "-" if info.contract is None else str(info.contract),
        "-" if info.declarer is None else str(info.declarer),
        str(info.kontra_level),
    ))


def parse_seen(text: str) -> tuple[Result, DealInfo]:
    """The inverse of :func:`seen_text`; ``LogError`` for anything else."""
    try:
        head, reason, trump, contract, declarer, kontra = text.split(" ")
        winner = {"A": 0, "B": 1, "-": None}[head[0]]
        points = int(head[1:])
        if not head[1:].isdigit() or points > 1000 or (winner is None) != (points == 0):
            raise ValueError
        level = int(kontra)
        if not kontra.isdigit() or level > 3:
            raise ValueError
        result = Result(winner, points, _REASONS[reason])
        info = DealInfo(None if trump == "-" else _SUITS[trump], None if contract == "-" else _CONTRACTS[contract],
                        None if declarer == "-" else _SEATS[declarer], level)
    except (ValueError, KeyError, IndexError):
        raise LogError(f"a saved deal says it came to {text[:80]!r}, which is not a result") from None
    return result, info


def _checked_entry(text: str, record: DealRecord) -> DealLog:
    """The log of a saved entry, replayed and checked against what the record says."""
    try:
        entry = load_json(text)
        if not isinstance(entry, dict) or set(entry) != {"number", "bummerl", "seen", "log"}:
            raise LogError(QT_TRANSLATE_NOOP("LogError", "not a saved deal"))
        if entry["number"] != record.number or entry["bummerl"] != record.bummerl or entry["seen"] != seen_text(
                record.result, record.info):
            raise LogError(QT_TRANSLATE_NOOP("LogError", "its number or Bummerl is not the one read"))
        log = parse_log_data(entry["log"])
        deal = log.replay()
    except LogError as exc:
        raise LogError(QT_TRANSLATE_NOOP("LogError", "the saved deal %1: %2"), record.number, exc) from None
    if (not deal.finished or deal.result != record.result or DealInfo.of(deal) != record.info
            or log.dealer != record.dealer):
        raise LogError(
            QT_TRANSLATE_NOOP("LogError", "the saved deal %1 does not replay to the result it records"),
            record.number)
    return log


@dataclass(slots=True)
class BummerlRecord:
    """A Bummerl: its deals' Punkte and, once over, who won it and how many marks."""

    points: list[int] = field(default_factory=lambda: [0, 0])
    target: int = 24
    winner: int | None = None  # team 0 (A) or 1 (B)
    marks: int = 0  # Bummerl written to the loser: 1, 2 for Schneider, 4 for Retourschneider
    led_short_to_nil: int | None = None  # the team that led target - 1 : 0, if one did
    abandoned: bool = False  # given up by starting a new Bummerl

    @property
    def finished(self) -> bool:
        return self.winner is not None


class Match:
    """Bummerl after Bummerl, each deal's deck from a deck source.

    Either ``seed`` fixes every shuffle (:class:`~.shuffle.SeededDecks`: the window's own
    match, tests, benchmarks), or ``decks`` is the source, e.g. :class:`~.shuffle.SecureDecks`,
    each deck from the system's secure source (a network table, whose deals nobody may
    foresee).  ``dealer`` is the first dealer (by lot from the source if None).  Rules set
    with :meth:`set_rules` apply from the next deal.
    """

    def __init__(self, rules: RuleSet, seed: int | None = None, dealer: int | None = None, *,
                 decks: DeckSource | None = None) -> None:
        if (seed is None) == (decks is None):
            raise ValueError("a match takes a seed or a deck source, one of the two")
        self.decks: DeckSource = decks if decks is not None else SeededDecks(seed or 0)
        """Where the next deals' decks come from; a saved match keeps its seed (``"seed"``,
        null for the secure source), and a loader may put another source in its place."""
        self.rules = rules
        self.first_dealer = self.decks.first_dealer() if dealer is None else dealer
        self.number = 0  # the next shuffle number
        self.records: list[DealRecord] = []
        self.bummerl: list[BummerlRecord] = [BummerlRecord(target=rules.target_points)]
        self._marks = [0, 0]  # Bummerl written against each team (bummerl_marks)
        self.takebacks: dict[int, int] = {}
        """Deals (by shuffle number) in which the player took moves back, and how often: the
        saved match keeps them beside the deal logs (``"takebacks"``), not in them."""
        self.practice: Deal | None = None
        """A deal played as practice beside the match (played again, or played on from the
        review): it counts nowhere; the saved match keeps it (``"practice"``)."""
        self.saved_block: tuple[bytes, int, int, int] | None = None
        """Set by :meth:`restore`: ``text[start:end]`` is the entries of the first ``count``
        records joined by ``",\\n"``, so a saver can write them as they were read."""
        self.deal = self._new_deal(self.first_dealer)

    @property
    def seed(self) -> int:
        """The seed that fixes the match's deals (the window names its deals by it);
        ValueError for a match dealt from the secure source, which has none."""
        seed = self.decks.seed
        if seed is None:
            raise ValueError("a match dealt from the secure source has no seed")
        return seed

    # -- dealing ----------------------------------------------------------------------

    def _new_deal(self, dealer: int) -> Deal:
        deck = self.decks.deck(self.number)
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
        marks = self._marks  # counted as each Bummerl closes (a long match has thousands)
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
            DealRecord(self.number - 1, DealLog.from_deal(deal), result, len(self.bummerl) - 1, DealInfo.of(deal))
        )
        self._score(result, deal.rules)
        dealer = deal.dealer if result.reason is Reason.REDEAL else (deal.dealer + 1) % 4
        self.deal = self._new_deal(dealer)
        return self.deal

    def _score(self, result: Result, rules: RuleSet) -> None:
        """Write a finished deal's Punkte (played under ``rules``) into the running Bummerl,
        closing it (and beginning the next) when a team reaches the target."""
        if result.winner is not None:
            b = self.current_bummerl
            w = result.winner
            b.points[w] += result.points
            if b.points[w] == b.target - 1 and b.points[1 - w] == 0:
                b.led_short_to_nil = w
            if b.points[w] >= b.target:
                b.winner = w
                b.marks = bummerl_marks(b, rules)
                self._marks[1 - w] += b.marks
                self.bummerl.append(BummerlRecord(target=self.rules.target_points))

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
        """The whole match: seed (null if its decks come from the secure source), first
        dealer, rules, the running deal, and every finished deal as a deal log with what it
        came to (``"seen"``, :func:`seen_text`)."""
        data = self.to_json_head()
        data["deals"] = [r.to_json() for r in self.records]
        return data

    def to_json_head(self) -> dict[str, Any]:
        """:meth:`to_json` with ``"deals"`` left empty, as its last key (a saver that keeps
        the finished deals' text fills it in)."""
        return {
            "format": MATCH_FORMAT,
            "seed": self.decks.seed,
            "first_dealer": self.first_dealer,
            "rules": self.rules.to_json(),
            "current": {
                "number": self.number - 1,
                "bummerl": len(self.bummerl) - 1,
                "log": DealLog.from_deal(self.deal).to_json(),
            },
            **({"takebacks": [[n, k] for n, k in sorted(self.takebacks.items())]} if self.takebacks else {}),
            **({"practice": {"log": DealLog.from_deal(self.practice).to_json()}} if self.practice is not None else {}),
            "deals": [],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False) + "\n"

    @classmethod
    def _begin(cls, data: object) -> tuple[Match, list[Any], dict[str, Any]]:
        """A match with no deal yet from a saved match's head; its deals and running deal."""
        if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
            raise LogError("not a saved Bauernschnapsen match")
        try:
            seed = data["seed"]
            dealer = data["first_dealer"]
            if (seed is not None and type(seed) is not int) or type(dealer) is not int or not 0 <= dealer <= 3:
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
        m = cls.__new__(cls)
        m.decks = deck_source(seed)  # null: the secure source (a network table's)
        m.rules = rules
        m.first_dealer = dealer
        m.number = 0
        m.records = []
        m.bummerl = [BummerlRecord(target=rules.target_points)]
        m.saved_block = None
        m._marks = [0, 0]
        m.takebacks = _takebacks(data.get("takebacks", []))
        m.practice = None
        practice = data.get("practice")
        if practice is not None:
            if not isinstance(practice, dict):
                raise LogError("the saved match has a bad practice deal")
            m.practice = parse_log_data(practice.get("log")).replay()
        return m, deals, current

    def _end(self, current: dict[str, Any], rules: RuleSet) -> None:
        """While loading: the running deal, replayed, after the finished ones."""
        log = parse_log_data(current.get("log"))
        self._into_bummerl(current.get("bummerl"), log.rules)
        self.number = _number(current) + 1
        self.deal = log.replay()
        self.rules = rules

    def _into_bummerl(self, k: object, rules: RuleSet) -> None:
        """While loading: the next deal (played under ``rules``) belongs to Bummerl ``k``;
        Bummerl given up before it are marked abandoned.  A Bummerl's target is that of
        the rules of its first deal, as in play (new rules apply from the next deal)."""
        if type(k) is not int or k < len(self.bummerl) - 1 or k > MAX_DEALS:
            raise LogError("a saved deal has a bad Bummerl number")
        while len(self.bummerl) - 1 < k:
            self.current_bummerl.abandoned = True
            self.bummerl.append(BummerlRecord(target=rules.target_points))
        if not (self.records and self.records[-1].bummerl == k):  # its first deal
            self.current_bummerl.target = rules.target_points

    def _loaded(self, record: DealRecord, rules: RuleSet) -> None:
        """While loading: a finished deal played under ``rules``, scored as in play."""
        records = self.records
        if not (records and records[-1].bummerl == record.bummerl == len(self.bummerl) - 1):
            self._into_bummerl(record.bummerl, rules)  # not simply the next deal of the same Bummerl
        records.append(record)
        self.rules = rules
        if record.result.winner is not None:
            self._score(record.result, rules)

    @classmethod
    def from_json(cls, data: object) -> Match:
        """A match from :meth:`to_json`, replaying every deal; ``LogError`` if broken
        (also if a deal does not come to what its ``"seen"`` says)."""
        m, deals, current = cls._begin(data)
        rules = m.rules
        _check_limits(deals, current)
        for entry in deals:
            if not isinstance(entry, dict):
                raise LogError("a saved deal is not an object")
            log = parse_log_data(entry.get("log"))
            deal = log.replay()
            if not deal.finished or deal.result is None:
                raise LogError("a saved earlier deal is not finished")
            info = DealInfo.of(deal)
            seen = entry.get("seen")
            if seen is not None and (not isinstance(seen, str) or parse_seen(seen) != (deal.result, info)):
                raise LogError(f"the saved deal {_number(entry)} does not replay to the result it records")
            k = entry.get("bummerl")
            m._loaded(DealRecord(_number(entry), log, deal.result, k if type(k) is int else -1, info), log.rules)
        m._end(current, rules)
        return m

    @classmethod
    def restore(cls, data: object, entries: Iterable[SavedEntry], text: bytes) -> Match:
        """A match from its head (:meth:`to_json` with ``"deals"`` empty) and its finished
        deals as saved entries in ``text``, without replaying them: each entry's result is
        what its ``"seen"`` says, and its log is read, replayed and checked when first asked
        for (:attr:`DealRecord.log`).  The running deal is replayed; the Bummerl and deal
        numbers and the rules of every entry are checked as :meth:`from_json` checks them.
        :attr:`saved_block` tells a saver where the entries' text is."""
        m, deals, current = cls._begin(data)
        rules = m.rules
        if deals:
            raise LogError("the saved match lists its deals twice")
        seen_of: dict[bytes, tuple[Result, DealInfo]] = {}  # a long match has few distinct ones
        rules_of: dict[bytes | None, RuleSet] = {None: RuleSet()}
        records = m.records
        saved = DealRecord.saved
        loaded = m._loaded
        first = end = 0
        for i, (number, k, dealer, seen, options, start, end) in enumerate(entries):
            if i == 0:
                first = start
            elif i >= MAX_DEALS:
                raise LogError(f"the saved match has more than {MAX_DEALS} deals")
            if not 0 <= k <= i or not 0 <= number <= MAX_DEAL_NUMBER:
                raise LogError("a saved deal has a bad Bummerl or deal number")
            got = seen_of.get(seen)
            if got is None:
                got = seen_of[seen] = parse_seen(seen.decode("ascii"))
            deal_rules = rules_of.get(options)
            if deal_rules is None:
                try:
                    deal_rules = rules_of[options] = RuleSet.from_json(load_json(options or b"{}"))
                except RulesError as exc:
                    raise LogError(f"the saved deal {number}: rules: {exc}") from None
            loaded(saved(number, k, dealer, got[0], got[1], text, start, end), deal_rules)
        running = current.get("bummerl")
        if type(running) is not int or not 0 <= running <= len(records):
            raise LogError("a saved deal has a bad Bummerl number")
        m._end(current, rules)
        if records:
            m.saved_block = (text, first, end, len(records))
        return m

    def taken_back(self, number: int) -> int:
        """How often moves were taken back in the deal of shuffle ``number``."""
        return self.takebacks.get(number, 0)

    def mark_takeback(self) -> None:
        """The player took moves back in the running deal (counted beside its log)."""
        n = self.number - 1
        self.takebacks[n] = self.takebacks.get(n, 0) + 1

    def reopen_last_deal(self, upto: int) -> DealRecord:
        """Take the last finished deal back into play, its first ``upto`` actions replayed
        (a take-back at its last card): its record and Punkte are removed (a Bummerl it
        closed is open again) and the deal dealt after it is put back into the deck.  The
        record removed is returned."""
        if not self.records:
            raise ValueError("no finished deal to reopen")
        record = self.records.pop()
        k = record.bummerl
        if k < len(self.bummerl) - 1 and not self.bummerl[k].abandoned:  # it closed Bummerl k
            self.bummerl.pop()
            b = self.bummerl[k]
            if b.winner is not None:
                self._marks[1 - b.winner] -= b.marks
            b.winner, b.marks = None, 0
        b = self.current_bummerl
        b.points, b.led_short_to_nil = [0, 0], None
        for r in self.records:  # the Punkte of the Bummerl's other deals, written again
            if r.bummerl == len(self.bummerl) - 1 and r.result.winner is not None:
                w = r.result.winner
                b.points[w] += r.result.points
                if b.points[w] == b.target - 1 and b.points[1 - w] == 0:
                    b.led_short_to_nil = w
        if self.saved_block is not None and len(self.records) < self.saved_block[3]:
            self.saved_block = None
        self.number = record.number + 1
        self.deal = record.log.replay(upto)
        return record

    def take_score(self, points: tuple[int, int], marks: tuple[int, int]) -> None:
        """The running Bummerl's Punkte and the Bummerl written against each team, as
        another record of the same match has them (a window's record of a shared table,
        whose earlier deals it did not see)."""
        self.current_bummerl.points = [points[0], points[1]]
        self._marks = [marks[0], marks[1]]

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


SavedEntry = tuple[int, int, int, bytes, "bytes | None", int, int]
"""A finished deal as :meth:`Match.restore` takes it: its number, Bummerl and dealer, its
``"seen"`` and its log's ``"rules"`` object as they are written (None for none), and where its entry
is in the text (start, end)."""

MAX_DEALS = 100_000
"""The most deals a saved match may hold (a deal takes under a kilobyte)."""
MAX_DEAL_NUMBER = 10_000_000


def _takebacks(value: object) -> dict[int, int]:
    """The saved ``"takebacks"``: ``[[deal number, count], ...]`` (missing in older saves)."""
    if not isinstance(value, list):
        raise LogError("the saved match has a bad list of take-backs")
    out: dict[int, int] = {}
    for item in value:
        if (not isinstance(item, list) or len(item) != 2 or any(type(x) is not int for x in item)
                or not 0 <= item[0] <= MAX_DEAL_NUMBER or item[1] < 1 or item[0] in out):
            raise LogError("the saved match has a bad take-back entry")
        out[item[0]] = item[1]
    return out


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


__all__ = ["BummerlRecord", "DealInfo", "DealRecord", "MATCH_FORMAT", "Match", "SavedEntry", "bummerl_marks",
           "team_of", "team_name"]
