"""Every label the GUI shows for an engine value, in one place.

The engine speaks in enums, ids and structured events; this module words them.  The
tables hold the English source strings marked with ``QT_TRANSLATE_NOOP`` (so ``lupdate``
finds them) and every function translates at call time with
``QCoreApplication.translate``, so a language switch takes effect at the next call.

Card and suit names follow the pack: the William Tell pack has Herz, Schellen, Laub and
Eichel with Daus, Zehner, König, Ober, Unter (English source: Hearts, Bells, Leaves,
Acorns with Daus, Ten, King, Ober, Unter); the French pack Hearts, Diamonds, Spades and
Clubs with Ace, Ten, King, Queen, Jack (docs/rules.md §2).  Full card names are whole
strings (not glued from rank and suit) so that languages with cases can word them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import (
    HUMAN,
    Action,
    Card,
    Contract,
    Reason,
    Refusal,
    Suit,
    Verb,
    marriage_value,
)
from ...engine import events as E
from ...engine.errors import Fill, Word, Worded, fill_in
from ...engine.log import IllegalLogAction


def QT_TRANSLATE_NOOP(  # noqa: N802 - the name lupdate knows
    context: str, text: str, disambiguation: str | None = None, n: int | None = None
) -> str:
    """Marks ``text`` for translation in ``context`` (extracted by lupdate); returns it.

    A literal ``n`` marks a plural message (see "plural messages" below)."""
    return text


translate = QCoreApplication.translate


def _t(context: str, text: str, n: int = -1) -> str:
    """Translate a string that comes from one of the tables below (marked there)."""
    return QCoreApplication.translate(context, text, None, n)


def tell_pack(pack: str) -> bool:
    return pack == "tell"


# -- plural messages ---------------------------------------------------------------------
# lupdate (Qt 6) reads a name in the fourth argument of a Python ``translate()`` call as a
# legacy "encoding": ``translate(ctx, "%n tricks", None, n)`` loses its plural mark, and with
# an attribute (``ev.augen``) the whole message is lost.  Plural messages are therefore
# marked here with a literal count, and translated at run time with the real one:
# ``translate(ctx, labels.TRICKS_ON_PILE, None, n)``.

TRICK_TAKEN_YOU = QT_TRANSLATE_NOOP("Event", "You take the trick (%n card points).", None, 1)
TRICK_TAKEN = QT_TRANSLATE_NOOP("Event", "%1 takes the trick (%n card points).", None, 1)
TRICKS_ON_PILE = QT_TRANSLATE_NOOP("Table", "%n trick(s)", None, 1)
TEAM_PILE = QT_TRANSLATE_NOOP("Table", "%1: %n trick(s)", None, 1)  # %1: the team ("We", "They")
BUMMERL_WON_BY_US = QT_TRANSLATE_NOOP("Models", "Bummerl %1 won by us · %n Bummerl for them", None, 1)
BUMMERL_WON_BY_THEM = QT_TRANSLATE_NOOP("Models", "Bummerl %1 won by them · %n Bummerl for us", None, 1)


# -- suits -------------------------------------------------------------------------------

_SUITS_TELL = {
    Suit.H: QT_TRANSLATE_NOOP("SuitTell", "Hearts"),
    Suit.D: QT_TRANSLATE_NOOP("SuitTell", "Bells"),
    Suit.S: QT_TRANSLATE_NOOP("SuitTell", "Leaves"),
    Suit.C: QT_TRANSLATE_NOOP("SuitTell", "Acorns"),
}
_SUITS_FRENCH = {
    Suit.H: QT_TRANSLATE_NOOP("SuitFrench", "Hearts"),
    Suit.D: QT_TRANSLATE_NOOP("SuitFrench", "Diamonds"),
    Suit.S: QT_TRANSLATE_NOOP("SuitFrench", "Spades"),
    Suit.C: QT_TRANSLATE_NOOP("SuitFrench", "Clubs"),
}


def suit_name(suit: Suit, pack: str) -> str:
    if tell_pack(pack):
        return _t("SuitTell", _SUITS_TELL[suit])
    return _t("SuitFrench", _SUITS_FRENCH[suit])


# -- cards -------------------------------------------------------------------------------

_CARDS_TELL = {
    "HA": QT_TRANSLATE_NOOP("CardTell", "Daus of Hearts"),
    "H10": QT_TRANSLATE_NOOP("CardTell", "Ten of Hearts"),
    "HK": QT_TRANSLATE_NOOP("CardTell", "King of Hearts"),
    "HO": QT_TRANSLATE_NOOP("CardTell", "Ober of Hearts"),
    "HU": QT_TRANSLATE_NOOP("CardTell", "Unter of Hearts"),
    "DA": QT_TRANSLATE_NOOP("CardTell", "Daus of Bells"),
    "D10": QT_TRANSLATE_NOOP("CardTell", "Ten of Bells"),
    "DK": QT_TRANSLATE_NOOP("CardTell", "King of Bells"),
    "DO": QT_TRANSLATE_NOOP("CardTell", "Ober of Bells"),
    "DU": QT_TRANSLATE_NOOP("CardTell", "Unter of Bells"),
    "SA": QT_TRANSLATE_NOOP("CardTell", "Daus of Leaves"),
    "S10": QT_TRANSLATE_NOOP("CardTell", "Ten of Leaves"),
    "SK": QT_TRANSLATE_NOOP("CardTell", "King of Leaves"),
    "SO": QT_TRANSLATE_NOOP("CardTell", "Ober of Leaves"),
    "SU": QT_TRANSLATE_NOOP("CardTell", "Unter of Leaves"),
    "CA": QT_TRANSLATE_NOOP("CardTell", "Daus of Acorns"),
    "C10": QT_TRANSLATE_NOOP("CardTell", "Ten of Acorns"),
    "CK": QT_TRANSLATE_NOOP("CardTell", "King of Acorns"),
    "CO": QT_TRANSLATE_NOOP("CardTell", "Ober of Acorns"),
    "CU": QT_TRANSLATE_NOOP("CardTell", "Unter of Acorns"),
}
_CARDS_FRENCH = {
    "HA": QT_TRANSLATE_NOOP("CardFrench", "Ace of Hearts"),
    "H10": QT_TRANSLATE_NOOP("CardFrench", "Ten of Hearts"),
    "HK": QT_TRANSLATE_NOOP("CardFrench", "King of Hearts"),
    "HO": QT_TRANSLATE_NOOP("CardFrench", "Queen of Hearts"),
    "HU": QT_TRANSLATE_NOOP("CardFrench", "Jack of Hearts"),
    "DA": QT_TRANSLATE_NOOP("CardFrench", "Ace of Diamonds"),
    "D10": QT_TRANSLATE_NOOP("CardFrench", "Ten of Diamonds"),
    "DK": QT_TRANSLATE_NOOP("CardFrench", "King of Diamonds"),
    "DO": QT_TRANSLATE_NOOP("CardFrench", "Queen of Diamonds"),
    "DU": QT_TRANSLATE_NOOP("CardFrench", "Jack of Diamonds"),
    "SA": QT_TRANSLATE_NOOP("CardFrench", "Ace of Spades"),
    "S10": QT_TRANSLATE_NOOP("CardFrench", "Ten of Spades"),
    "SK": QT_TRANSLATE_NOOP("CardFrench", "King of Spades"),
    "SO": QT_TRANSLATE_NOOP("CardFrench", "Queen of Spades"),
    "SU": QT_TRANSLATE_NOOP("CardFrench", "Jack of Spades"),
    "CA": QT_TRANSLATE_NOOP("CardFrench", "Ace of Clubs"),
    "C10": QT_TRANSLATE_NOOP("CardFrench", "Ten of Clubs"),
    "CK": QT_TRANSLATE_NOOP("CardFrench", "King of Clubs"),
    "CO": QT_TRANSLATE_NOOP("CardFrench", "Queen of Clubs"),
    "CU": QT_TRANSLATE_NOOP("CardFrench", "Jack of Clubs"),
}


def card_name(card: Card | str, pack: str) -> str:
    code = str(card)
    if tell_pack(pack):
        return _t("CardTell", _CARDS_TELL[code])
    return _t("CardFrench", _CARDS_FRENCH[code])


def card_list(cards: Iterable[Card | str], pack: str) -> str:
    """Card names separated by commas (a list, not a sentence fragment)."""
    sep = translate("Labels", ", ")
    return sep.join(card_name(c, pack) for c in cards)


# -- contracts ---------------------------------------------------------------------------

_CONTRACTS = {
    Contract.NORMAL: QT_TRANSLATE_NOOP("Contract", "Normal game"),
    Contract.BETTLER: QT_TRANSLATE_NOOP("Contract", "Bettler"),
    Contract.ASS_BETTLER: QT_TRANSLATE_NOOP("Contract", "Ass-Bettler"),
    Contract.ASSENBETTLER: QT_TRANSLATE_NOOP("Contract", "Assenbettler"),
    Contract.SCHNAPSER_MIT_MANN: QT_TRANSLATE_NOOP("Contract", "Schnapser mit Mann"),
    Contract.SCHNAPSER: QT_TRANSLATE_NOOP("Contract", "Schnapser"),
    Contract.PLAUDERER: QT_TRANSLATE_NOOP("Contract", "Plauderer"),
    Contract.GANG: QT_TRANSLATE_NOOP("Contract", "Gang"),
    Contract.ZEHNERGANG: QT_TRANSLATE_NOOP("Contract", "Zehnergang"),
    Contract.BAUERNSCHNAPSER: QT_TRANSLATE_NOOP("Contract", "Bauernschnapser"),
    Contract.BAUERNLOCH: QT_TRANSLATE_NOOP("Contract", "Bauernloch"),
    Contract.KONTRASCHNAPSER: QT_TRANSLATE_NOOP("Contract", "Kontraschnapser"),
    Contract.FARBENGANG: QT_TRANSLATE_NOOP("Contract", "Farbengang"),
    Contract.KONTRABAUERNSCHNAPSER: QT_TRANSLATE_NOOP("Contract", "Kontrabauernschnapser"),
    Contract.HERRENSCHNAPSER: QT_TRANSLATE_NOOP("Contract", "Herrenschnapser"),
}


def contract_name(contract: Contract | str) -> str:
    return _t("Contract", _CONTRACTS[Contract(contract)])


# One sentence per contract for its auction button's tooltip: what it asks of the player
# who announces it, and who leads (engine/contracts.py: declarer_leads, announcers, goal).
_CONTRACT_TIPS = {
    Contract.NORMAL: QT_TRANSLATE_NOOP(
        "ContractTip", "Your team must be first to 66 card points, with the called suit as trump; you lead, as "
                       "the caller."),
    Contract.BETTLER: QT_TRANSLATE_NOOP(
        "ContractTip", "You must take no trick at all, without trump; you lead."),
    Contract.ASS_BETTLER: QT_TRANSLATE_NOOP(
        "ContractTip", "Only with an Ace in your hand: you must take no trick at all, without trump; you lead."),
    Contract.ASSENBETTLER: QT_TRANSLATE_NOOP(
        "ContractTip", "You must take no trick at all, without trump and in the ten-high order; you lead."),
    Contract.SCHNAPSER_MIT_MANN: QT_TRANSLATE_NOOP(
        "ContractTip", "Your team together must take every trick until it has 66 card points, within the first "
                       "three tricks, with the called trump; the caller leads."),
    Contract.SCHNAPSER: QT_TRANSLATE_NOOP(
        "ContractTip", "You alone must take every trick until you have 66 card points, within the first three "
                       "tricks, with the called trump; the caller leads."),
    Contract.PLAUDERER: QT_TRANSLATE_NOOP(
        "ContractTip", "A Bettler with cards shown as the house rules say: you must take no trick at all, "
        "without trump; you lead."),
    Contract.GANG: QT_TRANSLATE_NOOP(
        "ContractTip", "You must take all five tricks, without trump; you lead."),
    Contract.ZEHNERGANG: QT_TRANSLATE_NOOP(
        "ContractTip", "You must take all five tricks, without trump and in the ten-high order; you lead."),
    Contract.BAUERNSCHNAPSER: QT_TRANSLATE_NOOP(
        "ContractTip", "You alone must take all five tricks, with the called trump; the caller leads."),
    Contract.BAUERNLOCH: QT_TRANSLATE_NOOP(
        "ContractTip", "You alone must take all five tricks, with the called trump and every suit in the "
                       "ten-high order; you lead, as the caller."),
    Contract.KONTRASCHNAPSER: QT_TRANSLATE_NOOP(
        "ContractTip", "Against the caller, you alone must take every trick until you have 66 card points, "
                       "within the first three tricks, with his trump; the caller leads."),
    Contract.FARBENGANG: QT_TRANSLATE_NOOP(
        "ContractTip", "You lay down all five cards of one suit and win at once; no card is played."),
    Contract.KONTRABAUERNSCHNAPSER: QT_TRANSLATE_NOOP(
        "ContractTip", "Against the caller, you alone must take all five tricks, with his trump; the caller leads."),
    Contract.HERRENSCHNAPSER: QT_TRANSLATE_NOOP(
        "ContractTip", "You lay down all five trumps and win at once; no card is played."),
}


def contract_tip(contract: Contract | str) -> str:
    """What ``contract`` asks of the player who announces it, and who leads: one sentence."""
    return _t("ContractTip", _CONTRACT_TIPS[Contract(contract)])


_KONTRA = {
    0: QT_TRANSLATE_NOOP("Kontra", "no Kontra"),
    1: QT_TRANSLATE_NOOP("Kontra", "Kontra"),
    2: QT_TRANSLATE_NOOP("Kontra", "Re"),
    3: QT_TRANSLATE_NOOP("Kontra", "Sub"),
}


def kontra_name(level: int) -> str:
    return _t("Kontra", _KONTRA[level])


_KONTRA_QUESTION = {
    1: QT_TRANSLATE_NOOP("Kontra", "Kontra!"),
    2: QT_TRANSLATE_NOOP("Kontra", "Re!"),
    3: QT_TRANSLATE_NOOP("Kontra", "Sub!"),
}


def kontra_call(level: int) -> str:
    return _t("Kontra", _KONTRA_QUESTION[level])


# -- seats and teams ---------------------------------------------------------------------

_SEATS = {
    0: QT_TRANSLATE_NOOP("Seat", "You"),
    1: QT_TRANSLATE_NOOP("Seat", "West"),
    2: QT_TRANSLATE_NOOP("Seat", "North"),
    3: QT_TRANSLATE_NOOP("Seat", "East"),
}


def seat_name(seat: int) -> str:
    return _t("Seat", _SEATS[seat])


_TEAMS = {
    0: QT_TRANSLATE_NOOP("Team", "We"),
    1: QT_TRANSLATE_NOOP("Team", "They"),
}


def team_name(team: int) -> str:
    """The human's team is "We", the other "They" (as on a Wirtshaus score sheet)."""
    return _t("Team", _TEAMS[team])


# -- settings values ---------------------------------------------------------------------

LANGUAGES = {"de": "Deutsch", "en": "English", "ru": "Русский"}
"""Language names in their own language (never translated)."""

_PACKS = {
    "tell": QT_TRANSLATE_NOOP("Pack", "William Tell"),
    "french": QT_TRANSLATE_NOOP("Pack", "French"),
    "french4": QT_TRANSLATE_NOOP("Pack", "French, four colours"),
}


def pack_name(pack: str) -> str:
    return _t("Pack", _PACKS[pack])


_SPEEDS = {
    "off": QT_TRANSLATE_NOOP("Speed", "No animation"),
    "fast": QT_TRANSLATE_NOOP("Speed", "Fast"),
    "normal": QT_TRANSLATE_NOOP("Speed", "Normal"),
    "slow": QT_TRANSLATE_NOOP("Speed", "Slow"),
}


def speed_name(speed: str) -> str:
    return _t("Speed", _SPEEDS[speed])


_STRENGTHS = {
    "beginner": QT_TRANSLATE_NOOP("Strength", "Beginner"),
    "club": QT_TRANSLATE_NOOP("Strength", "Club player"),
    "expert": QT_TRANSLATE_NOOP("Strength", "Expert"),
}


def strength_name(strength: str) -> str:
    return _t("Strength", _STRENGTHS.get(strength, strength))


_PRESETS = {
    "standard": QT_TRANSLATE_NOOP("RulePreset", "Standard"),
    "traditional": QT_TRANSLATE_NOOP("RulePreset", "Traditional"),
    "all_contracts": QT_TRANSLATE_NOOP("RulePreset", "All contracts"),
}


def preset_name(preset: str) -> str:
    return _t("RulePreset", _PRESETS.get(preset, preset))


# -- results -----------------------------------------------------------------------------

_REASONS = {
    Reason.GENUG: QT_TRANSLATE_NOOP("Reason", "Genug said rightly"),
    Reason.WRONG_GENUG: QT_TRANSLATE_NOOP("Reason", "Genug said wrongly"),
    Reason.LAST_TRICK: QT_TRANSLATE_NOOP("Reason", "last trick"),
    Reason.CONTRACT_WON: QT_TRANSLATE_NOOP("Reason", "contract won"),
    Reason.CONTRACT_LOST: QT_TRANSLATE_NOOP("Reason", "contract lost"),
    Reason.SHOWN: QT_TRANSLATE_NOOP("Reason", "shown"),
    Reason.REDEAL: QT_TRANSLATE_NOOP("Reason", "redeal"),
}


def reason_name(reason: Reason) -> str:
    return _t("Reason", _REASONS[reason])


# -- refusals ----------------------------------------------------------------------------
# The wordings are the engine's one table (engine/errors.py, marked for lupdate in the
# "Refusal" context); here they are translated and their ``%1`` filled in the player's words.


def card_choice(cards: Iterable[Card | str], pack: str) -> str:
    """Card names as alternatives: "Ace of Hearts, Ten of Hearts or King of Hearts"."""
    names = [card_name(c, pack) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    sep = translate("Labels", ", ")
    return translate("Labels", "%1 or %2").replace("%1", sep.join(names[:-1])).replace("%2", names[-1])


def _contract_or_text(value: object) -> str:
    try:
        return contract_name(str(value))
    except ValueError:
        return str(value)


def refusal_text(refusal: Refusal, pack: str) -> str:
    """The engine's reason for a refusal, in the player's words and language."""
    text = _t("Refusal", refusal.wording(french_pack=not tell_pack(pack)))
    fill = refusal.fill
    if fill is not None:
        kind, value = fill
        if kind is Fill.SEAT:
            shown = seat_name(int(value)) if isinstance(value, int) else str(value)
        elif kind is Fill.CONTRACT or kind is Fill.HIGHEST:
            shown = _contract_or_text(value)
        elif kind is Fill.CARDS:
            shown = card_choice(value or (), pack)
        elif kind is Fill.CARD:
            shown = card_name(str(value), pack)
        else:  # SUIT, by its letter
            shown = suit_name(Suit[str(value)], pack)
        text = text.replace("%1", shown)
    return text[:1].upper() + text[1:]


def log_error_text(error: BaseException, pack: str) -> str:
    """What is wrong with a deal log (a ``LogError``), for a dialog's details, in the
    player's language: a refused action in the rules' words, any other fault in the engine's
    sentence translated (:class:`...engine.errors.Worded`: context "LogError"), each ``%n``
    filled with what it quotes from the file (as it is), a translated word, or another such
    error in words."""
    if isinstance(error, Worded) and not isinstance(error, IllegalLogAction):
        fills = [log_error_text(f, pack) if isinstance(f, BaseException)
                 else _t("LogError", f.text) if isinstance(f, Word) else str(f) for f in error.fills]
        return fill_in(_t("LogError", error.wording), fills)
    if not isinstance(error, IllegalLogAction):
        return str(error)
    return (
        translate("Refusal", "Action %1 (%2: %3): %4")
        .replace("%1", str(error.index))
        .replace("%2", seat_name(error.action.seat))
        .replace("%3", action_label(error.action, pack))
        .replace("%4", refusal_text(error.refusal, pack))
    )


# -- phases ------------------------------------------------------------------------------

_PHASES = {
    "trump": QT_TRANSLATE_NOOP("Phase", "Trump call"),
    "auction": QT_TRANSLATE_NOOP("Phase", "Auction"),
    "double": QT_TRANSLATE_NOOP("Phase", "Kontra"),
    "play": QT_TRANSLATE_NOOP("Phase", "Play"),
    "done": QT_TRANSLATE_NOOP("Phase", "Deal over"),
}


def phase_name(phase: str) -> str:
    return _t("Phase", _PHASES[str(phase)])


# -- actions and events in words ---------------------------------------------------------


def action_label(action: Action, pack: str) -> str:
    """A short label for a button offering ``action`` to the human."""
    v = action.value
    verb = action.verb
    if verb is Verb.TRUMP:
        assert isinstance(v, Suit)
        return suit_name(v, pack)
    if verb is Verb.AUFSCHLAGEN:
        if v == 0:
            return translate("Action", "Turn up")
        return translate("Action", "Turn up (second card)")
    if verb is Verb.REDEAL:
        if tell_pack(pack):
            return translate("Action", "Redeal (three Unters)")
        return translate("Action", "Redeal (three Jacks)")
    if verb is Verb.BID:
        if v is None:
            return translate("Action", "Pass")
        assert isinstance(v, Contract)
        return contract_name(v)
    if verb is Verb.DOUBLE:
        return translate("Action", "Yes") if v else translate("Action", "No")
    if verb is Verb.MARRIAGE:
        assert isinstance(v, Suit)
        return translate("Action", "Announce in %1").replace("%1", suit_name(v, pack))
    if verb is Verb.PLAY:
        return card_name(str(v), pack)
    return translate("Action", "Genug!")


def event_text(event: E.Event, pack: str, names: Sequence[str | None] = ()) -> str | None:
    """One line for the status bar and the deal log ("West plays Ace of Hearts"); ``names``:
    the people's names by seat at a shared table ("Bernd takes the trick"), None or missing
    for a seat said by its name ("West")."""
    me = HUMAN

    def who(seat: int) -> str:
        name = names[seat] if 0 <= seat < len(names) else None
        return name or seat_name(seat)

    if isinstance(event, E.TrumpCalled):
        if event.seat == me:
            return translate("Event", "You call %1 as trump.").replace("%1", suit_name(event.suit, pack))
        return (
            translate("Event", "%1 calls %2 as trump.")
            .replace("%1", who(event.seat))
            .replace("%2", suit_name(event.suit, pack))
        )
    if isinstance(event, E.TurnedUp):
        if event.by_dealer:
            return translate("Event", "The dealer's card %1 is turned up: trump is %2.").replace(
                "%1", card_name(event.card, pack)
            ).replace("%2", suit_name(event.card.suit, pack))
        if event.seat == me:
            return translate("Event", "You turn up %1: trump is %2.").replace(
                "%1", card_name(event.card, pack)
            ).replace("%2", suit_name(event.card.suit, pack))
        return (
            translate("Event", "%1 turns up %2: trump is %3.")
            .replace("%1", who(event.seat))
            .replace("%2", card_name(event.card, pack))
            .replace("%3", suit_name(event.card.suit, pack))
        )
    if isinstance(event, E.RedealDemanded):
        if not tell_pack(pack):
            if event.seat == me:
                return translate("Event", "You demand a new deal (three Jacks).")
            return translate("Event", "%1 demands a new deal (three Jacks).").replace("%1", who(event.seat))
        if event.seat == me:
            return translate("Event", "You demand a new deal (three Unters).")
        return translate("Event", "%1 demands a new deal (three Unters).").replace("%1", who(event.seat))
    if isinstance(event, E.Bid):
        if event.contract is None:
            if event.seat == me:
                return translate("Event", "You pass.")
            return translate("Event", "%1 passes.").replace("%1", who(event.seat))
        if event.seat == me:
            return translate("Event", "You announce %1.").replace("%1", contract_name(event.contract))
        return (
            translate("Event", "%1 announces %2.")
            .replace("%1", who(event.seat))
            .replace("%2", contract_name(event.contract))
        )
    if isinstance(event, E.AuctionWon):
        if event.seat == me:
            return translate("Event", "You play %1.", "a contract").replace("%1", contract_name(event.contract))
        return (
            translate("Event", "%1 plays %2.", "a contract")
            .replace("%1", who(event.seat))
            .replace("%2", contract_name(event.contract))
        )
    if isinstance(event, E.Doubled):
        if event.yes:
            if event.seat == me:
                return translate("Event", "You say %1").replace("%1", kontra_call(event.level))
            return (
                translate("Event", "%1 says %2")
                .replace("%1", who(event.seat))
                .replace("%2", kontra_call(event.level))
            )
        # the "No" a bubble shows, in words for the status line and a screen reader
        if event.seat == me:
            return translate("Event", "You do not say %1.").replace("%1", kontra_name(event.level))
        return (
            translate("Event", "%1 does not say %2.")
            .replace("%1", who(event.seat))
            .replace("%2", kontra_name(event.level))
        )
    if isinstance(event, E.PartnerSitsOut):
        if event.seat == me:
            return translate("Event", "You sit out this deal.")
        return translate("Event", "%1 sits out this deal.").replace("%1", who(event.seat))
    if isinstance(event, E.Marriage):
        if event.seat == me:
            text = translate("Event", "You announce %1 in %2.")
        else:
            text = translate("Event", "%3 announces %1 in %2.").replace("%3", who(event.seat))
        return text.replace("%1", str(event.value)).replace("%2", suit_name(event.suit, pack))
    if isinstance(event, E.CardPlayed):
        if event.seat == me:
            return translate("Event", "You play %1.", "a card").replace("%1", card_name(event.card, pack))
        return (
            translate("Event", "%1 plays %2.", "a card")
            .replace("%1", who(event.seat))
            .replace("%2", card_name(event.card, pack))
        )
    if isinstance(event, E.TrickTaken):
        if event.winner == me:
            return _t("Event", TRICK_TAKEN_YOU, event.augen)
        return _t("Event", TRICK_TAKEN, event.augen).replace(
            "%1", who(event.winner)
        )
    if isinstance(event, E.Genug):
        if event.seat == me:
            return translate("Event", "You say Genug!")
        return translate("Event", "%1 says Genug!").replace("%1", who(event.seat))
    if isinstance(event, E.DealEnded):
        return result_text(event.result)
    return None


def result_text(result: Any) -> str:
    """One sentence on who scored how much and why; a sentence for each team, not the score
    sheet's column heading put in: German's "Ihr +12" for the opponents, said by a screen
    reader, sounded like the player's own team ("you")."""
    if result.winner is None:
        return translate("Event", "No score: the cards are dealt again.")
    text = (translate("Event", "Points: we +%1 (%2)") if result.winner == 0
            else translate("Event", "Points: the opponents +%1 (%2)"))
    return text.replace("%1", str(result.points)).replace("%2", reason_name(result.reason))


def bubble_text(event: E.Event, pack: str) -> tuple[int, str] | None:
    """What a seat "says" in a speech bubble for an event, if anything."""
    if isinstance(event, E.Bid):
        if event.contract is None:
            return event.seat, translate("Bubble", "Pass")
        return event.seat, contract_name(event.contract)
    if isinstance(event, E.Doubled):
        if event.yes:
            return event.seat, kontra_call(event.level)
        return event.seat, translate("Bubble", "No")
    if isinstance(event, E.Marriage):
        return event.seat, str(event.value)
    if isinstance(event, E.Genug):
        return event.seat, translate("Bubble", "Genug!")
    if isinstance(event, E.TrumpCalled):
        return event.seat, suit_name(event.suit, pack)
    if isinstance(event, E.RedealDemanded):
        if tell_pack(pack):
            return event.seat, translate("Bubble", "Three Unters!")
        return event.seat, translate("Bubble", "Three Jacks!")
    return None


# -- hints -------------------------------------------------------------------------------

_HINT_REASONS = {
    "genug_reached": QT_TRANSLATE_NOOP("HintReason", "Your team has 66: say Genug and score."),
    "announce_marriage": QT_TRANSLATE_NOOP("HintReason", "King and Ober together count 20, or 40 in trump."),
    "lead_marriage": QT_TRANSLATE_NOOP("HintReason", "After an announcement you lead a card of the pair."),
    "draw_trumps": QT_TRANSLATE_NOOP("HintReason", "Leading trump draws the opponents' trumps."),
    "cash_winner": QT_TRANSLATE_NOOP("HintReason", "It is the highest card left in its suit and takes the trick."),
    "lead_low": QT_TRANSLATE_NOOP("HintReason", "A low lead gives little away."),
    "win_trick": QT_TRANSLATE_NOOP("HintReason", "It wins the trick."),
    "give_partner_augen": QT_TRANSLATE_NOOP("HintReason", "Your partner takes this trick: give him card points."),
    "save_augen": QT_TRANSLATE_NOOP("HintReason", "It gives the fewest card points away."),
    "follow_cheapest": QT_TRANSLATE_NOOP("HintReason", "The trick is lost anyway: the cheapest card will do."),
    "duck": QT_TRANSLATE_NOOP("HintReason", "Stay under: this trick is better left to others."),
    "only_card": QT_TRANSLATE_NOOP("HintReason", "It is the only card you may play."),
    "concede_genug": QT_TRANSLATE_NOOP("HintReason", "Saying Genug now loses less than playing on."),
    "trump_strongest_suit": QT_TRANSLATE_NOOP("HintReason", "It is your strongest suit."),
    "aufschlagen": QT_TRANSLATE_NOOP("HintReason", "None of your first three cards makes a good trump."),
    "redeal": QT_TRANSLATE_NOOP("HintReason", "Three Unters make a poor hand: a new deal is better."),
    "bid_expected_value": QT_TRANSLATE_NOOP(
        "HintReason", "With your cards this contract is worth the most on average."
    ),
    "pass_expected_value": QT_TRANSLATE_NOOP(
        "HintReason", "With your cards a higher announcement would lose on average."
    ),
    "double_expected_win": QT_TRANSLATE_NOOP("HintReason", "The declarer will probably lose: doubling pays."),
    "no_double": QT_TRANSLATE_NOOP("HintReason", "Doubling would risk more than it is likely to win."),
    "best_expected_value": QT_TRANSLATE_NOOP("HintReason", "It is worth the most on average."),
}


# The French pack has Queens and Jacks where the Tell pack has Ober and Unter.
_HINT_REASONS_FRENCH = {
    "announce_marriage": QT_TRANSLATE_NOOP("HintReason", "King and Queen together count 20, or 40 in trump."),
    "redeal": QT_TRANSLATE_NOOP("HintReason", "Three Jacks make a poor hand: a new deal is better."),
}


def hint_reason(code: str, pack: str = "tell") -> str:
    """The computer's reason for a suggestion (``ai.hints.Reason`` codes), as a sentence."""
    text = _HINT_REASONS.get(str(code), _HINT_REASONS["best_expected_value"])
    if not tell_pack(pack):
        text = _HINT_REASONS_FRENCH.get(str(code), text)
    return _t("HintReason", text)


def hint_action(action: Action, pack: str, trump: Suit | None = None) -> str:
    """The suggested action as a sentence ("Play Daus of Hearts."); ``trump``: the trump
    that counts in the play (a marriage in it is a 40)."""
    v = action.value
    verb = action.verb
    if verb is Verb.PLAY:
        return translate("Hint", "Play %1.").replace("%1", card_name(str(v), pack))
    if verb is Verb.TRUMP:
        assert isinstance(v, Suit)
        return translate("Hint", "Call %1 as trump.").replace("%1", suit_name(v, pack))
    if verb is Verb.AUFSCHLAGEN:
        return translate("Hint", "Turn up your next card.")
    if verb is Verb.REDEAL:
        return translate("Hint", "Demand a new deal.")
    if verb is Verb.BID:
        if v is None:
            return translate("Hint", "Pass.")
        assert isinstance(v, Contract)
        return translate("Hint", "Announce %1.").replace("%1", contract_name(v))
    if verb is Verb.DOUBLE:
        if v:
            return translate("Hint", "Say %1").replace("%1", kontra_call(1))
        return translate("Hint", "Do not double.")
    if verb is Verb.MARRIAGE:
        assert isinstance(v, Suit)
        # whole sentences for the two values: a Zwanziger and a Vierziger have names
        if marriage_value(v, trump) == 40:
            return translate("Hint", "Announce 40 in %1.").replace("%1", suit_name(v, pack))
        return translate("Hint", "Announce 20 in %1.").replace("%1", suit_name(v, pack))
    return translate("Hint", "Say Genug!")


def hint_double(level: int) -> str:
    """The suggestion to raise the doubling to ``level`` (1 Kontra, 2 Re, 3 Sub)."""
    return translate("Hint", "Say %1").replace("%1", kontra_call(level))
