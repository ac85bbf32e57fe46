"""The contracts of docs/rules.md §5 as a data table.

Each contract is one row: its value, whether the called trump counts, the order of the
ranks, who may announce it, who leads first, whether the declarer's partner plays, what
the declarer must achieve, and which rule option switches it on.  The deal reads this
table; nothing else in the engine asks "is this a Gang?".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import lru_cache

from .cards import Order, Suit
from .rules import RuleSet


class Contract(StrEnum):
    """Contract ids of the deal log, in the default ranking order (low to high)."""

    NORMAL = "normal"
    BETTLER = "bettler"
    ASS_BETTLER = "ass_bettler"
    ASSENBETTLER = "assenbettler"
    SCHNAPSER_MIT_MANN = "schnapser_mit_mann"
    SCHNAPSER = "schnapser"
    PLAUDERER = "plauderer"
    GANG = "gang"
    ZEHNERGANG = "zehnergang"
    BAUERNSCHNAPSER = "bauernschnapser"
    BAUERNLOCH = "bauernloch"
    KONTRASCHNAPSER = "kontraschnapser"
    FARBENGANG = "farbengang"
    KONTRABAUERNSCHNAPSER = "kontrabauernschnapser"
    HERRENSCHNAPSER = "herrenschnapser"


class Goal(Enum):
    """What decides a contract (docs/rules.md §5 last column, §8, §9)."""

    FIRST_TO_66 = "first_to_66"  #: the normal game: genug or the last trick
    NO_TRICK = "no_trick"  #: Bettler family: the declarer takes no trick
    SCHNAPSER = "schnapser"  #: the declarer alone takes every trick until he has 66, within 3
    SCHNAPSER_TEAM = "schnapser_team"  #: as SCHNAPSER, for the declaring team (mit Mann)
    ALL_TRICKS = "all_tricks"  #: the declarer alone takes all five tricks
    SHOWN = "shown"  #: laid down and won when the auction ends


class Announcers(Enum):
    """Who may announce a contract (docs/rules.md §5, column "who")."""

    RUFER = "rufer"
    RUFER_TEAM = "rufer_team"  #: the Rufer or his partner
    RUFER_TEAM_BY_RULE = "rufer_team_by_rule"  #: as ``schnapser_announcers`` says
    RUFER_OPPONENTS = "rufer_opponents"
    ANYONE = "anyone"
    NOT_RUFER = "not_rufer"  #: anyone but the Rufer (Farbengang)


class Needs(Enum):
    """Cards a contract requires of its announcer."""

    NOTHING = "nothing"
    AN_ACE = "an_ace"  #: Ass-Bettler
    FIVE_OF_A_SUIT = "five_of_a_suit"  #: Farbengang
    FIVE_TRUMPS = "five_trumps"  #: Herrenschnapser


class OrderKind(Enum):
    NORMAL = "normal"
    ZEHNER = "zehner"
    BETTLER = "bettler"  #: as the ``bettler_order`` option says


@dataclass(frozen=True, slots=True)
class ContractSpec:
    """One row of the contract table."""

    contract: Contract
    value: Callable[[RuleSet], int]  #: Punkte before Kontra and Herzrunde
    trump: bool  #: the called trump counts
    order: OrderKind
    announcers: Announcers
    needs: Needs
    declarer_leads: bool  #: first lead by the declarer (else by the Rufer)
    partner_may_sit_out: bool  #: the partner sits out if ``partner_sits_out_without_trump``
    goal: Goal
    marriages: bool  #: 20/40 may be announced (only by the declaring side if not normal)
    herzrunde: bool  #: counts double with hearts trump under ``herzrunde``
    enabled: Callable[[RuleSet], bool]


def _always(_: RuleSet) -> bool:
    return True


def _const(n: int) -> Callable[[RuleSet], int]:
    return lambda _rules: n


_C = Contract
_A = Announcers
_G = Goal
_O = OrderKind
_N = Needs

TABLE: dict[Contract, ContractSpec] = {
    spec.contract: spec
    for spec in (
        #            contract                  value                          trump  order       announcers
        #            needs              leads  sitout goal               marr.  herz   enabled
        ContractSpec(_C.NORMAL,                _const(1),                     True,  _O.NORMAL,  _A.RUFER,
                     _N.NOTHING,        False, False, _G.FIRST_TO_66,    True,  True,  _always),
        ContractSpec(_C.BETTLER,               lambda r: r.bettler_points,    False, _O.BETTLER, _A.ANYONE,
                     _N.NOTHING,        True,  True,  _G.NO_TRICK,       False, False, lambda r: r.bettler),
        ContractSpec(_C.ASS_BETTLER,           _const(5),                     False, _O.BETTLER, _A.ANYONE,
                     _N.AN_ACE,         True,  True,  _G.NO_TRICK,       False, False, lambda r: r.ass_bettler),
        ContractSpec(_C.ASSENBETTLER,          _const(5),                     False, _O.ZEHNER,  _A.ANYONE,
                     _N.NOTHING,        True,  True,  _G.NO_TRICK,       False, False, lambda r: r.assenbettler),
        ContractSpec(_C.SCHNAPSER_MIT_MANN,    _const(6),                     True,  _O.NORMAL,  _A.RUFER_TEAM,
                     _N.NOTHING,        False, False, _G.SCHNAPSER_TEAM, True,  True,  lambda r: r.schnapser_mit_mann),
        ContractSpec(_C.SCHNAPSER,             _const(6),                     True,  _O.NORMAL,  _A.RUFER_TEAM_BY_RULE,
                     _N.NOTHING,        False, False, _G.SCHNAPSER,      True,  True,  _always),
        ContractSpec(_C.PLAUDERER,             _const(7),                     False, _O.BETTLER, _A.ANYONE,
                     _N.NOTHING,        True,  True,  _G.NO_TRICK,       False, False, lambda r: r.plauderer),
        ContractSpec(_C.GANG,                  _const(9),                     False, _O.NORMAL,  _A.ANYONE,
                     _N.NOTHING,        True,  True,  _G.ALL_TRICKS,     False, False, _always),
        ContractSpec(_C.ZEHNERGANG,            lambda r: r.zehnergang_points, False, _O.ZEHNER,  _A.ANYONE,
                     _N.NOTHING,        True,  True,  _G.ALL_TRICKS,     False, False, lambda r: r.zehnergang != "off"),
        ContractSpec(_C.BAUERNSCHNAPSER,       _const(12),                    True,  _O.NORMAL,  _A.RUFER_TEAM_BY_RULE,
                     _N.NOTHING,        False, False, _G.ALL_TRICKS,     False, True,  _always),
        ContractSpec(_C.BAUERNLOCH,            _const(12),                    True,  _O.ZEHNER,  _A.RUFER,
                     _N.NOTHING,        False, False, _G.ALL_TRICKS,     False, True,  lambda r: r.bauernloch),
        ContractSpec(_C.KONTRASCHNAPSER,       _const(12),                    True,  _O.NORMAL,  _A.RUFER_OPPONENTS,
                     _N.NOTHING,        False, False, _G.SCHNAPSER,      True,  True,  _always),
        ContractSpec(_C.FARBENGANG,            _const(18),                    False, _O.NORMAL,  _A.NOT_RUFER,
                     _N.FIVE_OF_A_SUIT, False, False, _G.SHOWN,          False, False, lambda r: r.show_contracts),
        ContractSpec(_C.KONTRABAUERNSCHNAPSER, _const(24),                    True,  _O.NORMAL,  _A.RUFER_OPPONENTS,
                     _N.NOTHING,        False, False, _G.ALL_TRICKS,     False, True,  _always),
        ContractSpec(_C.HERRENSCHNAPSER,       _const(24),                    True,  _O.NORMAL,  _A.RUFER,
                     _N.FIVE_TRUMPS,    False, False, _G.SHOWN,          False, True,  lambda r: r.show_contracts),
    )
}  # fmt: skip


@lru_cache(maxsize=256)
def ranking(rules: RuleSet) -> tuple[Contract, ...]:
    """The contracts this rule set offers, low to high (docs/rules.md §5).

    The only change to the id order: with Zehnergang worth 9 or 8 it ranks just below
    the Gang.
    """
    order = [c for c in Contract if TABLE[c].enabled(rules)]
    if rules.zehnergang in ("9-below-gang", "8-below-gang"):
        order.remove(Contract.ZEHNERGANG)
        order.insert(order.index(Contract.GANG), Contract.ZEHNERGANG)
    return tuple(order)


@lru_cache(maxsize=256)
def rank_of(rules: RuleSet) -> dict[Contract, int]:
    """Each offered contract's place in :func:`ranking` (higher ranks above)."""
    return {c: i for i, c in enumerate(ranking(rules))}


_BETTLER_ORDER = {"normal": Order.NORMAL, "ace-low": Order.ZEHNER, "ten-low": Order.TEN_LOW}


def card_order(contract: Contract, rules: RuleSet) -> Order:
    """The order of the ranks in a contract."""
    kind = TABLE[contract].order
    if kind is OrderKind.ZEHNER:
        return Order.ZEHNER
    if kind is OrderKind.BETTLER:
        return _BETTLER_ORDER[rules.bettler_order]
    return Order.NORMAL


def partner_sits_out(contract: Contract, rules: RuleSet) -> bool:
    return TABLE[contract].partner_may_sit_out and rules.partner_sits_out_without_trump


def value(contract: Contract, rules: RuleSet) -> int:
    return TABLE[contract].value(rules)


def herzrunde_factor(contract: Contract, rules: RuleSet, trump: Suit | None) -> int:
    """2 for a contract that counts double with hearts trump under ``herzrunde``, else 1."""
    return 2 if rules.herzrunde and TABLE[contract].herzrunde and trump is Suit.H else 1


def punkte_range(contract: Contract, rules: RuleSet, trump: Suit | None) -> tuple[int, int]:
    """The fewest and the most Punkte ``contract`` scores before Kontra, with ``trump`` the
    called suit (docs/rules.md §10): its value, for the normal game 1 to 3 (Schneider and
    schwarz), doubled by Herzrunde."""
    low = value(contract, rules) * herzrunde_factor(contract, rules, trump)
    if TABLE[contract].goal is Goal.FIRST_TO_66:
        return low, low * 3
    return low, low
