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
        ContractSpec(_C.NORMAL, value=_const(1), trump=True, order=_O.NORMAL,
                     announcers=_A.RUFER, needs=_N.NOTHING, declarer_leads=False,
                     partner_may_sit_out=False, goal=_G.FIRST_TO_66, marriages=True,
                     herzrunde=True, enabled=_always),
        ContractSpec(_C.BETTLER, value=lambda r: r.bettler_points, trump=False, order=_O.BETTLER,
                     announcers=_A.ANYONE, needs=_N.NOTHING, declarer_leads=True,
                     partner_may_sit_out=True, goal=_G.NO_TRICK, marriages=False,
                     herzrunde=False, enabled=lambda r: r.bettler),
        ContractSpec(_C.ASS_BETTLER, value=_const(5), trump=False, order=_O.BETTLER,
                     announcers=_A.ANYONE, needs=_N.AN_ACE, declarer_leads=True,
                     partner_may_sit_out=True, goal=_G.NO_TRICK, marriages=False,
                     herzrunde=False, enabled=lambda r: r.ass_bettler),
        ContractSpec(_C.ASSENBETTLER, value=_const(5), trump=False, order=_O.ZEHNER,
                     announcers=_A.ANYONE, needs=_N.NOTHING, declarer_leads=True,
                     partner_may_sit_out=True, goal=_G.NO_TRICK, marriages=False,
                     herzrunde=False, enabled=lambda r: r.assenbettler),
        ContractSpec(_C.SCHNAPSER_MIT_MANN, value=_const(6), trump=True, order=_O.NORMAL,
                     announcers=_A.RUFER_TEAM, needs=_N.NOTHING, declarer_leads=False,
                     partner_may_sit_out=False, goal=_G.SCHNAPSER_TEAM, marriages=True,
                     herzrunde=True, enabled=lambda r: r.schnapser_mit_mann),
        ContractSpec(_C.SCHNAPSER, value=_const(6), trump=True, order=_O.NORMAL,
                     announcers=_A.RUFER_TEAM_BY_RULE, needs=_N.NOTHING, declarer_leads=False,
                     partner_may_sit_out=False, goal=_G.SCHNAPSER, marriages=True,
                     herzrunde=True, enabled=_always),
        ContractSpec(_C.PLAUDERER, value=_const(7), trump=False, order=_O.BETTLER,
                     announcers=_A.ANYONE, needs=_N.NOTHING, declarer_leads=True,
                     partner_may_sit_out=True, goal=_G.NO_TRICK, marriages=False,
                     herzrunde=False, enabled=lambda r: r.plauderer),
        ContractSpec(_C.GANG, value=_const(9), trump=False, order=_O.NORMAL,
                     announcers=_A.ANYONE, needs=_N.NOTHING, declarer_leads=True,
                     partner_may_sit_out=True, goal=_G.ALL_TRICKS, marriages=False,
                     herzrunde=False, enabled=_always),
        ContractSpec(_C.ZEHNERGANG, value=lambda r: r.zehnergang_points, trump=False, order=_O.ZEHNER,
                     announcers=_A.ANYONE, needs=_N.NOTHING, declarer_leads=True,
                     partner_may_sit_out=True, goal=_G.ALL_TRICKS, marriages=False,
                     herzrunde=False, enabled=lambda r: r.zehnergang != 'off'),
        ContractSpec(_C.BAUERNSCHNAPSER, value=_const(12), trump=True, order=_O.NORMAL,
                     announcers=_A.RUFER_TEAM_BY_RULE, needs=_N.NOTHING, declarer_leads=False,
                     partner_may_sit_out=False, goal=_G.ALL_TRICKS, marriages=False,
                     herzrunde=True, enabled=_always),
        ContractSpec(_C.BAUERNLOCH, value=_const(12), trump=True, order=_O.ZEHNER,
                     announcers=_A.RUFER, needs=_N.NOTHING, declarer_leads=False,
                     partner_may_sit_out=False, goal=_G.ALL_TRICKS, marriages=False,
                     herzrunde=True, enabled=lambda r: r.bauernloch),
        ContractSpec(_C.KONTRASCHNAPSER, value=_const(12), trump=True, order=_O.NORMAL,
                     announcers=_A.RUFER_OPPONENTS, needs=_N.NOTHING, declarer_leads=False,
                     partner_may_sit_out=False, goal=_G.SCHNAPSER, marriages=True,
                     herzrunde=True, enabled=_always),
        ContractSpec(_C.FARBENGANG, value=_const(18), trump=False, order=_O.NORMAL,
                     announcers=_A.NOT_RUFER, needs=_N.FIVE_OF_A_SUIT, declarer_leads=False,
                     partner_may_sit_out=False, goal=_G.SHOWN, marriages=False,
                     herzrunde=False, enabled=lambda r: r.show_contracts),
        ContractSpec(_C.KONTRABAUERNSCHNAPSER, value=_const(24), trump=True, order=_O.NORMAL,
                     announcers=_A.RUFER_OPPONENTS, needs=_N.NOTHING, declarer_leads=False,
                     partner_may_sit_out=False, goal=_G.ALL_TRICKS, marriages=False,
                     herzrunde=True, enabled=_always),
        ContractSpec(_C.HERRENSCHNAPSER, value=_const(24), trump=True, order=_O.NORMAL,
                     announcers=_A.RUFER, needs=_N.FIVE_TRUMPS, declarer_leads=False,
                     partner_may_sit_out=False, goal=_G.SHOWN, marriages=False,
                     herzrunde=True, enabled=lambda r: r.show_contracts),
    )
}


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
