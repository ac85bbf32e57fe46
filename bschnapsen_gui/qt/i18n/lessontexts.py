"""The lessons' texts (``assets/lessons/*.json`` name them by id): marked for translation in
the context "Lessons", so that lupdate finds them, and worded at call time.

Card and suit names in a text are placeholders, filled with the names of the pack in use:
``{HA}`` a card (its deal-log code), ``{suit:H}`` a suit, ``{rank:A}`` a rank (Daus or
Ace, Ober or Queen ...).  A translation keeps the placeholders and puts each where its
name can stand as it is (the names are in the nominative: after a colon, as a subject).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ...engine import Card, Suit
from . import labels
from .labels import QT_TRANSLATE_NOOP

_RANKS_TELL = {  # the William Tell pack's ranks (their own context: "King" is König, not король)
    "A": QT_TRANSLATE_NOOP("LessonsTell", "Daus"),
    "10": QT_TRANSLATE_NOOP("LessonsTell", "Zehner"),
    "K": QT_TRANSLATE_NOOP("LessonsTell", "King"),
    "O": QT_TRANSLATE_NOOP("LessonsTell", "Ober"),
    "U": QT_TRANSLATE_NOOP("LessonsTell", "Unter"),
}
_RANKS_FRENCH = {
    "A": QT_TRANSLATE_NOOP("Lessons", "Ace"),
    "10": QT_TRANSLATE_NOOP("Lessons", "Ten"),
    "K": QT_TRANSLATE_NOOP("Lessons", "King"),
    "O": QT_TRANSLATE_NOOP("Lessons", "Queen"),
    "U": QT_TRANSLATE_NOOP("Lessons", "Jack"),
}

TEXTS: dict[str, str] = {
    # -- 1. the cards, their Augen and the trick --------------------------------------
    "trick.title": QT_TRANSLATE_NOOP("Lessons", "The cards and the trick"),
    "trick.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "What each card is worth, and the three duties of a trick: Farbzwang, Stichzwang, Trumpfzwang."),
    "trick.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "Each card is worth Augen: {rank:A} 11, {rank:10} 10, {rank:K} 4, {rank:O} 3, {rank:U} 2. "
        "You sit at the bottom; North, opposite you, is your partner. West has named the trump suit: "
        "{suit:H}. West leads; you play last in each trick."),
    "trick.s1.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "West led a card of {suit:S}; North has none and trumped. You hold two cards of {suit:S}, so you "
        "must follow suit (Farbzwang). The trick is your partner's: which card gives him more Augen?"),
    "trick.s1.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: the trick goes to your partner, so you give him the card worth more. 4 Augen for the "
        "{rank:K} instead of 2 for the {rank:U}."),
    "trick.s1.wrong_unter": QT_TRANSLATE_NOOP(
        "Lessons",
        "That card may be played, but it gives your partner only 2 Augen. His trump wins the trick: "
        "give him the card worth more."),
    "trick.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "You hold cards of the suit led, so you must play one of them (Farbzwang)."),
    "trick.s2.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "North leads a card of {suit:D}, East plays a higher one. You must follow suit, and "
        "you must beat the trick if you can (Stichzwang)."),
    "trick.s2.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: only this card beats the trick, so you must play it. West has no {suit:D} left, "
        "though: watch what he does."),
    "trick.s2.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "When you can beat the card that wins the trick, you must (Stichzwang)."),
    "trick.s3.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "West leads a card of {suit:C}; East has none and trumps. You have no {suit:C} either: you "
        "must trump (Trumpfzwang), and beat the trump already played if you can."),
    "trick.s3.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: your trump is higher than East's, so it takes the trick."),
    "trick.s3.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "Without a card of the suit led you must play a trump (Trumpfzwang), and a higher one "
        "than the trump in the trick if you have it."),
    "trick.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "Follow suit; beat the trick if you can; without the suit, trump; over a trump, trump higher. "
        "The highest trump takes the trick, else the highest card of the suit led, and its "
        "player leads next. A card you may not play is shown dimmed."),
    # -- 2. calling trump on three cards, aufschlagen ---------------------------------
    "trump.title": QT_TRANSLATE_NOOP("Lessons", "Naming trump, or aufschlagen"),
    "trump.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "The Rufer names trump from his first three cards, or turns up his next card (aufschlagen)."),
    "trump.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "You are the Rufer: you have your first three cards and must fix the trump suit. Name a suit "
        "you hold, or aufschlagen: your next card is turned up, its suit is trump, and you keep it."),
    "trump.s1.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "Three low cards of three suits: none of them makes a good trump suit. Would you rather "
        "let your next card decide?"),
    "trump.s1.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: with three weak cards the turned-up card is the better chance. And you keep it: "
        "here it is the {HA}, the highest trump."),
    "trump.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "With one low card of that suit you would make a trump suit the others hold. When your "
        "three cards are weak, aufschlagen."),
    "trump.s2.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "The auction begins with you. The Rufer may not say Weiter at his first turn: he "
        "announces the normal game or a higher contract."),
    "trump.s2.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: the normal game, you and North against West and East, first to 66 Augen."),
    "trump.s2.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "A higher contract must be made alone and is lost with one wrong trick. With two trumps "
        "and three low cards, announce the normal game."),
    "trump.s3.before": QT_TRANSLATE_NOOP(
        "Lessons", "In the normal game the Rufer leads the first trick. Which card cannot be beaten?"),
    "trump.s3.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: the highest trump takes the trick for sure, and the others must follow with their trumps."),
    "trump.s3.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "That card can be beaten. Lead the one no other card can beat: {HA}."),
    "trump.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "Name trump from a suit of your first three cards when you hold good ones of it; with "
        "three weak cards, aufschlagen. Then the Rufer announces the normal game (or more) and leads."),
    # -- 3. marriages and Genug --------------------------------------------------------
    "marriage.title": QT_TRANSLATE_NOOP("Lessons", "Marriages and Genug"),
    "marriage.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "Announcing 20 and 40, counting to 66 and saying Genug: the right one and the wrong one."),
    "marriage.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "King and Ober of one suit are a marriage: announced, it counts 20, in trump 40. The "
        "team that first counts 66 Augen says Genug and wins the deal."),
    "marriage.s1.before": QT_TRANSLATE_NOOP(
        "Lessons", "You are the Rufer and hold {HK} and {HO}, and the {HA} besides. Which suit is trump?"),
    "marriage.s1.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: with King and Ober of the trump suit your marriage is worth 40."),
    "marriage.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "You hold three good cards of {suit:H}, King and Ober among them: name them trump, and the "
        "marriage counts 40."),
    "marriage.s2.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "You lead the first trick. A marriage is announced by the player on lead, before he plays: "
        "use the button on the table."),
    "marriage.s2.good": QT_TRANSLATE_NOOP(
        "Lessons", "40 announced. Now you must lead one of the two cards of the marriage."),
    "marriage.s2.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "Announce the marriage first: it can only be announced by the player on lead, before his card."),
    "marriage.s3.before": QT_TRANSLATE_NOOP(
        "Lessons", "Lead the King or the Ober of the marriage: either may be played."),
    "marriage.s3.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right. The 40 count as soon as your team takes a trick."),
    "marriage.s3.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "After a marriage you must lead one of its two cards."),
    "marriage.s3.wrong_genug": QT_TRANSLATE_NOOP(
        "Lessons",
        "Not yet: you have the 40 and no trick. A wrong Genug loses the deal: the opponents score instead."),
    "marriage.s4.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "You took the trick: 40 and the Augen of one trick. Is it 66 yet? Count before you say Genug."),
    "marriage.s4.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: not yet 66, so you play on, and the highest trump takes the next trick too."),
    "marriage.s4.wrong_genug": QT_TRANSLATE_NOOP(
        "Lessons",
        "A wrong Genug: 40 and the Augen of one trick with two low cards in it do not make 66. "
        "The opponents would score as if they had said it."),
    "marriage.s4.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "You may play that card, but the {HA} takes the trick for sure: lead it."),
    "marriage.s5.before": QT_TRANSLATE_NOOP(
        "Lessons", "Another trick for you. Count again: 40 and the Augen of your two tricks."),
    "marriage.s5.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: more than 66, so Genug! The deal ends at once, and the opponents have no trick: "
        "your team scores 3 Punkte."),
    "marriage.s5.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "You have 66: say Genug now, before the next card. Nobody says it for you, and playing "
        "on only risks the deal."),
    "marriage.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "A marriage is announced on lead, before the card; it counts once your team has a trick. "
        "Genug is said right after a trick your team took (or after your announcement); wrong, "
        "it gives the deal away."),
}
"""Every lesson text by its id (the ids the lesson files use)."""

_PLACEHOLDER = re.compile(r"\{(?:(suit|rank):)?([A-Z0-9]+)\}")


def lesson_text(text_id: str, pack: str) -> str:
    """The text ``text_id`` in the current language, with the names of ``pack``'s cards."""
    source = TEXTS.get(text_id)
    if source is None:
        return text_id
    return fill(QCoreApplication.translate("Lessons", source), pack)


def fill(text: str, pack: str) -> str:
    """``text`` with its placeholders replaced by the names of ``pack``'s cards."""

    def name(m: re.Match[str]) -> str:
        kind, code = m.group(1), m.group(2)
        if kind == "suit":
            return labels.suit_name(Suit.parse(code), pack)
        if kind == "rank":
            if labels.tell_pack(pack):
                return QCoreApplication.translate("LessonsTell", _RANKS_TELL[code])
            return QCoreApplication.translate("Lessons", _RANKS_FRENCH[code])
        return labels.card_name(Card.parse(code), pack)

    return _PLACEHOLDER.sub(name, text)


def placeholders(text: str) -> list[str]:
    """The placeholders of ``text``, in order (a translation keeps the same ones)."""
    return [m.group(0) for m in _PLACEHOLDER.finditer(text)]
