"""The deal in words: one full sentence for everything said and played in a deal.

``deal_lines(log, pack)`` replays a deal log and words each event ("West announces Gang.",
"North plays Daus of Hearts.", "East says Kontra!").  Where a rule kept a player from
choosing freely among his cards, the sentence names the rule: the seat's legal plays at
that moment are compared with the cards it held, and the engine's refusal of the other
cards says which rule forbade them (Farbzwang, Stichzwang, Trumpfzwang).

Every sentence is a whole translatable string with placeholders (never glued from
fragments), with its own form for the human ("You play …").  The GUI thread calls this;
it reads only the log, so it works for the live deal, a finished one, or a file.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...engine import HUMAN, Action, Card, Deal, IllegalAction, Phase, RuleId, Verb
from ...engine import events as E
from ...engine.deal import Trick
from ...engine.log import DealLog, IllegalLogAction
from . import labels

translate = QCoreApplication.translate



@dataclass(frozen=True, slots=True)
class Line:
    """One sentence of the deal log; ``action`` is the index of the action in the log
    that produced it (None for what happens by itself: the deal, the end)."""

    action: int | None
    text: str
    seat: int | None = None
    kind: str = ""  # "play" (a card), "trick" (a trick taken), "end" (the result), or ""


def _kind(event: E.Event) -> str:
    if isinstance(event, E.CardPlayed):
        return "play"
    if isinstance(event, E.TrickTaken):
        return "trick"
    if isinstance(event, E.DealEnded):
        return "end"
    return ""


def forcing_rules(deal: Deal, seat: int) -> frozenset[RuleId]:
    """The rules that forbade ``seat`` some of its cards just now (empty: a free choice).

    Asked before the seat plays: every card it holds that is not among its legal plays is
    refused by the engine with a rule (Farbzwang, Stichzwang, Trumpfzwang, over-trumping,
    or leading from an announced pair).
    """
    if deal.phase is not Phase.PLAY or deal.to_act != seat:
        return frozenset()
    legal = {a.value for a in deal.legal_actions() if a.seat == seat and a.verb is Verb.PLAY}
    rules: set[RuleId] = set()
    for card in deal.held(seat):
        if card not in legal:
            refusal = deal.refusal_for_card(seat, card)
            if refusal is not None:
                rules.add(refusal.rule)
    return frozenset(rules)


def play_text(seat: int, card: Card, rules: frozenset[RuleId], pack: str) -> str:
    """"North plays Daus of Hearts." — with the rule that forced the card, if one did."""
    name = labels.card_name(card, pack)
    me = seat == HUMAN
    farb = RuleId.FARBZWANG in rules
    stich = RuleId.STICHZWANG in rules
    trumpf = RuleId.TRUMPFZWANG in rules
    over = RuleId.OVER_TRUMP in rules
    if RuleId.MUST_LEAD_MARRIAGE in rules:
        if me:
            text = translate("DealLog", "You lead %1 from the announced pair.")
        else:
            text = translate("DealLog", "%2 leads %1 from the announced pair.")
    elif farb and stich:
        if me:
            text = translate(
                "DealLog", "You play %1 (Farbzwang and Stichzwang: you had to follow suit and beat the trick)."
            )
        else:
            text = translate(
                "DealLog", "%2 plays %1 (Farbzwang and Stichzwang: had to follow suit and beat the trick)."
            )
    elif farb:
        if me:
            text = translate("DealLog", "You play %1 (Farbzwang: you had to follow suit).")
        else:
            text = translate("DealLog", "%2 plays %1 (Farbzwang: had to follow suit).")
    elif stich:
        if me:
            text = translate("DealLog", "You play %1 (Stichzwang: you had to beat the trick).")
        else:
            text = translate("DealLog", "%2 plays %1 (Stichzwang: had to beat the trick).")
    elif over:
        if me:
            text = translate("DealLog", "You play %1 (Trumpfzwang: you had to over-trump).")
        else:
            text = translate("DealLog", "%2 plays %1 (Trumpfzwang: had to over-trump).")
    elif trumpf:
        if me:
            text = translate("DealLog", "You play %1 (Trumpfzwang: you could not follow suit and had to trump).")
        else:
            text = translate("DealLog", "%2 plays %1 (Trumpfzwang: could not follow suit and had to trump).")
    elif me:
        text = translate("DealLog", "You play %1.")
    else:
        text = translate("DealLog", "%2 plays %1.")
    return text.replace("%1", name).replace("%2", labels.seat_name(seat))


def event_line(event: E.Event, pack: str, rules: frozenset[RuleId] = frozenset()) -> str | None:
    """One sentence for an event (None for events that need no words)."""
    if isinstance(event, E.FirstRoundDealt):
        if event.dealer == HUMAN:
            return translate("DealLog", "You deal; %1 is the caller.").replace(
                "%1", labels.seat_name(event.rufer)
            )
        if event.rufer == HUMAN:
            return translate("DealLog", "%1 deals; you are the caller.").replace(
                "%1", labels.seat_name(event.dealer)
            )
        return (
            translate("DealLog", "%1 deals; %2 is the caller.")
            .replace("%1", labels.seat_name(event.dealer))
            .replace("%2", labels.seat_name(event.rufer))
        )
    if isinstance(event, E.SecondRoundDealt):
        return None
    if isinstance(event, E.AuctionWon) and event.all_passed:
        if event.seat == HUMAN:
            return translate("DealLog", "Everyone passed: you play the normal game.")
        return translate("DealLog", "Everyone passed: %1 plays the normal game.").replace(
            "%1", labels.seat_name(event.seat)
        )
    if isinstance(event, E.CardPlayed):
        return play_text(event.seat, event.card, rules, pack)
    return labels.event_text(event, pack)


def deal_lines(log: DealLog, pack: str, open_seats: Collection[int] | None = None) -> list[Line]:
    """The whole deal of ``log`` in words, action by action (``LogError`` if it is bad).

    Which rule forced a card tells something about the cards the player kept, so during a
    deal only ``open_seats`` (the human's own) get that note; None: every seat (a deal
    that is over, whose hands are all shown).
    """
    deal = log.new_deal()
    out: list[Line] = []
    for ev in deal.events:
        text = event_line(ev, pack)
        if text:
            out.append(Line(None, text, getattr(ev, "seat", None), _kind(ev)))
    for i, action in enumerate(log.actions):
        forced: frozenset[RuleId] = frozenset()
        if action.verb is Verb.PLAY and (open_seats is None or action.seat in open_seats):
            forced = forcing_rules(deal, action.seat)
        seen = len(deal.events)
        try:
            deal.apply(action)
        except IllegalAction as exc:  # the same words as the replay's error
            raise IllegalLogAction(i, action, exc.refusal) from None
        for ev in deal.events[seen:]:
            text = event_line(ev, pack, forced if isinstance(ev, E.CardPlayed) else frozenset())
            if text:
                action_index = None if isinstance(ev, E.DealEnded) else i
                out.append(Line(action_index, text, getattr(ev, "seat", None), _kind(ev)))
    return out


def action_line(deal: Deal, action: Action, pack: str) -> list[str]:
    """The sentences ``action`` would produce in ``deal`` (applied to a copy)."""
    d = deal.copy()
    forced = forcing_rules(d, action.seat) if action.verb is Verb.PLAY else frozenset()
    seen = len(d.events)
    d.apply(action)
    out = []
    for ev in d.events[seen:]:
        text = event_line(ev, pack, forced if isinstance(ev, E.CardPlayed) else frozenset())
        if text:
            out.append(text)
    return out


def last_trick(deal: Deal) -> Trick | None:
    """The last trick that was taken in ``deal`` (None before the first is complete)."""
    for t in reversed(deal.tricks):
        if t.winner is not None:
            return t
    return None


__all__ = ["Line", "action_line", "deal_lines", "event_line", "forcing_rules", "last_trick", "play_text"]
