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
    "10": QT_TRANSLATE_NOOP("LessonsTell", "Ten"),
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
        "Each card is worth card points: {rank:A} 11, {rank:10} 10, {rank:K} 4, {rank:O} 3, {rank:U} 2. You sit "
        "at the bottom; North, opposite you, is your partner. West is the caller and names {suit:H} trump. He "
        "leads the first trick; in each trick you play after East."),
    "trick.s1.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "West led a card of {suit:S}; North has none and trumped. You hold two cards of {suit:S}, so you must "
        "follow suit (Farbzwang). The trick is your partner's: which card gives him more card points?"),
    "trick.s1.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: the trick goes to your partner, so you give him the card worth more. 4 card points for the "
        "{rank:K} instead of 2 for the {rank:U}."),
    "trick.s1.wrong_unter": QT_TRANSLATE_NOOP(
        "Lessons",
        "That card may be played, but it gives your partner only 2 card points. His trump wins the trick: give "
        "him the card worth more."),
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
        "Lessons",
        "Follow suit, and when you can beat the card that wins the trick, you must (Stichzwang): "
        "here only the {DA} does."),
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
    "trump.title": QT_TRANSLATE_NOOP("Lessons", "Naming trump, or turning up a card"),
    "trump.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "The caller names trump from his first three cards, or turns up his next card."),
    "trump.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "You are the caller: you have your first three cards and must fix the trump suit. Name a suit you hold, "
        "or turn up a card: your next card is turned up, its suit is trump, and you keep it."),
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
        "With one low card of that suit you would make a trump suit the others hold. When your three cards are "
        "weak, turn up your next card."),
    "trump.s2.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "The auction begins with you. The caller may not pass at his first turn: he announces the normal game or "
        "a higher contract."),
    "trump.s2.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: the normal game, you and North against West and East, first to 66 card points."),
    "trump.s2.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "A higher contract must be made alone and is lost with one wrong trick. With two trumps "
        "and three low cards, announce the normal game."),
    "trump.s3.before": QT_TRANSLATE_NOOP(
        "Lessons", "In the normal game the caller leads the first trick. Which card cannot be beaten?"),
    "trump.s3.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: the highest trump takes the trick for sure, and the others must follow with their trumps."),
    "trump.s3.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "That card can be beaten. Lead the one no other card can beat: {HA}."),
    "trump.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "Name trump from a suit of your first three cards when you hold good ones of it; with three weak cards, "
        "turn up your next card. Then the caller announces the normal game (or more) and leads."),
    # -- 3. marriages and Genug --------------------------------------------------------
    "marriage.title": QT_TRANSLATE_NOOP("Lessons", "Marriages and Genug"),
    "marriage.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "Announcing 20 and 40, counting to 66 and saying Genug: the right one and the wrong one."),
    "marriage.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "{rank:K} and {rank:O} of one suit are a marriage: announced, it counts 20, in trump 40. The team that "
        "first counts 66 card points says Genug and wins the deal."),
    "marriage.s1.before": QT_TRANSLATE_NOOP(
        "Lessons", "You are the caller and hold {HK} and {HO}, and the {HA} besides. Which suit is trump?"),
    "marriage.s1.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: with {rank:K} and {rank:O} of the trump suit your marriage is worth 40."),
    "marriage.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "You hold three good cards of {suit:H}, {rank:K} and {rank:O} among them: name them trump, "
        "and the marriage counts 40."),
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
        "Lessons", "Lead the {rank:K} or the {rank:O} of the marriage: either may be played."),
    "marriage.s3.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right. The 40 count as soon as your team takes a trick."),
    "marriage.s3.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "After a marriage you must lead one of its two cards."),
    "marriage.s3.wrong_genug": QT_TRANSLATE_NOOP(
        "Lessons",
        "Not yet: you have the 40 and no trick. A wrong Genug loses the deal: the opponents score instead."),
    "marriage.s4.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "You took the trick; in it: your card, {HU}, {CA} and {DU}. With the 40, is it 66 yet? "
        "Count before you say Genug."),
    "marriage.s4.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: not yet 66, so you play on, and the highest trump takes the next trick too."),
    "marriage.s4.wrong_genug": QT_TRANSLATE_NOOP(
        "Lessons",
        "A wrong Genug: 40 and the card points of your one trick, fewer than 20, do not make 66. The opponents "
        "would score as if they had said it."),
    "marriage.s4.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "You may play that card, but the {HA} takes the trick for sure: lead it."),
    "marriage.s5.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "Another trick for you; in it: your {HA}, {SU}, {C10} and {DO}. Count again: 40 and the card points of "
        "your two tricks."),
    "marriage.s5.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: more than 66, so Genug! The deal ends at once, and the opponents have no trick: your team scores "
        "3 points."),
    "marriage.s5.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "You have more than 66: say Genug now, before the next card. Nobody says it for you, and playing "
        "on only risks the deal."),
    "marriage.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "A marriage is announced on lead, before the card; it counts once your team has a trick. "
        "Genug is said right after a trick your team took (or after your announcement); wrong, "
        "it gives the deal away."),
    # -- 4. scoring: 1, 2 or 3 Punkte, Schneider, the Bummerl --------------------------
    "scoring.title": QT_TRANSLATE_NOOP("Lessons", "Scoring: points, Schneider, the Bummerl"),
    "scoring.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "A normal game scores 1, 2 or 3 points; Schneider; the Bummerl at 24."),
    "scoring.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "West plays the normal game; you and North play against him. A won normal game scores 1 point, 2 if the "
        "other team has fewer than 33 card points (Schneider), 3 if it has no trick. Where only one card may be "
        "played, it is played for you."),
    "scoring.s1.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "West took the first trick with 20 card points. Now your partner North takes this one with his {rank:A}: "
        "you cannot beat it, and you must follow suit."),
    "scoring.s1.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: the trick is your partner's, so it gets your 10 card points, not 2."),
    "scoring.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "That card may be played, but the trick is your partner's: give him the 10 card points, not 2."),
    "scoring.s2.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "North has announced 20 and led; East has trumped. You have no card of the suit led: trump, "
        "and higher than East."),
    "scoring.s2.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: your trump takes the trick, and North's 20 count now that your team has tricks."),
    "scoring.s3.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "Count: your two tricks and North's 20 make at least 66. West and East have only their first trick, 20 "
        "card points: fewer than 33."),
    "scoring.s3.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: Genug with at least 66, and the opponents under 33 are Schneider: your team scores 2 points "
        "instead of 1."),
    "scoring.s3.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "You have at least 66 and they are under 33: say Genug now for 2 points. If they reach 33, it would be "
        "only 1."),
    "scoring.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "The points of each deal are written for the team that won it, and the first team to 24 wins the "
        "Bummerl. The other team gets a Bummerl, or two if it still has 0 points (Schneider)."),
    # -- 5. the auction: Vorrang, taking over --------------------------------------------
    "auction.title": QT_TRANSLATE_NOOP("Lessons", "The auction: who announces what"),
    "auction.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "Announcing above the normal game, the ranking of the contracts, precedence and taking over."),
    "auction.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "After the trump call each player in turn announces a higher contract or passes. East is the caller: he "
        "names trump and announces the normal game. Precedence, from first to last: the caller, you (on his "
        "left), West, North (the dealer)."),
    "auction.s1.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "You hold {SA}, {HA}, {DA}, {CA} and {S10}. In a Gang there is no trump and you must take "
        "every trick alone; your partner lays his cards aside."),
    "auction.s1.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: each of your cards is the highest of its suit or becomes it. The Gang is worth 9 points."),
    "auction.s1.wrong_pass": QT_TRANSLATE_NOOP(
        "Lessons", "By passing you are out of the auction. Your hand takes every trick: announce the Gang."),
    "auction.s1.wrong_zehner": QT_TRANSLATE_NOOP(
        "Lessons",
        "In a Zehnergang the {rank:10} is the highest card of each suit and the {rank:A} the lowest: "
        "your best cards would lose."),
    "auction.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "That contract does not suit your hand: it takes every trick, so announce the Gang."),
    "auction.s2.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "Your partner North has announced a Zehnergang, which ranks above the Gang. You have precedence over "
        "him, so you could take the Zehnergang over. Should you?"),
    "auction.s2.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: North plays his Zehnergang for your team, worth 10, and you sit out: your partner "
        "plays it alone."),
    "auction.s2.wrong_zehner": QT_TRANSLATE_NOOP(
        "Lessons",
        "Taking it over means playing it yourself, and in ten-high order your best cards are the lowest. Let "
        "your partner play it."),
    "auction.s2.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "A higher contract for your hand? No: your partner plays for your team; pass."),
    "auction.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "Each announcement must rank above the highest so far, except that a player with precedence may take "
        "over the same contract. Three pass and the fourth plays his contract. Contracts you may not announce "
        "are not offered."),
    # -- 6. Bettler ------------------------------------------------------------------------
    "bettler.title": QT_TRANSLATE_NOOP("Lessons", "Bettler"),
    "bettler.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "The Bettler: no trump, the partner sits out, and the declarer must take no trick."),
    "bettler.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "A Bettler is won by taking no trick at all. There is no trump, you lead, and your partner "
        "lays his cards aside. The others must still follow suit and beat the trick if they can."),
    "bettler.s1.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "No {rank:A}, no {rank:10}: a hand that hardly takes a trick. East, the caller, has announced the normal "
        "game."),
    "bettler.s1.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: the Bettler is worth 4 points, and your low cards keep you from taking a trick."),
    "bettler.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "That is not the contract for this hand: it takes no trick, and that is what a Bettler needs."),
    "bettler.s2.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "Which card is the safest lead? North's cards are out of play; West and East must beat your "
        "card if they can."),
    "bettler.s2.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: it is the lowest card of its suit, so any card of {suit:S} the others play beats it "
        "(Stichzwang)."),
    "bettler.s2.wrong": QT_TRANSLATE_NOOP(
        "Lessons",
        "The higher cards of that suit may be in North's hand, out of play: then your card takes "
        "the trick. Lead your lowest card: {SU}."),
    "bettler.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "You never got the lead back, and your cards went under the others' higher ones: no trick, "
        "the Bettler is won. Lead low, and beat a trick only when you must."),
    # -- 7. Schnapser and Bauernschnapser --------------------------------------------------
    "schnapser.title": QT_TRANSLATE_NOOP("Lessons", "Schnapser and Bauernschnapser"),
    "schnapser.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "The Schnapser: 66 alone within three tricks; the Bauernschnapser: all five tricks."),
    "schnapser.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "In a Schnapser the declarer plays with trump and must take every trick himself until he has 66, within "
        "the first three tricks (6 points). In a Bauernschnapser he must take all five tricks (12). You are the "
        "caller and name {suit:H} trump."),
    "schnapser.s1.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "Four high trumps with {rank:K} and {rank:O} among them (40), and the {CU}. How far can you go?"),
    "schnapser.s1.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: your 40 and one or two tricks with your trumps make 66, and your trumps take the "
        "first tricks."),
    "schnapser.s1.wrong_bauer": QT_TRANSLATE_NOOP(
        "Lessons",
        "A Bauernschnapser needs all five tricks, and the {CU} would lose the last one. A "
        "Schnapser needs only three."),
    "schnapser.s1.wrong_normal": QT_TRANSLATE_NOOP(
        "Lessons", "The normal game scores 1 to 3 points. Your hand wins a Schnapser: 6 points."),
    "schnapser.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "That contract is played without trump or to take no trick: your trumps are wasted there."),
    "schnapser.s2.before": QT_TRANSLATE_NOOP(
        "Lessons", "You lead the first trick. In a Schnapser the declarer may announce too."),
    "schnapser.s2.good": QT_TRANSLATE_NOOP(
        "Lessons", "40. Now lead one of the marriage's two cards: it is a high trump as well."),
    "schnapser.s2.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "Announce the 40 first: before your card, while you are on lead."),
    "schnapser.s3.before": QT_TRANSLATE_NOOP(
        "Lessons", "After the marriage you must lead its {rank:K} or its {rank:O}."),
    "schnapser.s3.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: nobody can beat it. Once this trick is yours, it and the 40 make 66: the "
        "Schnapser is won at once."),
    "schnapser.s3.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "After a marriage you must lead one of its two cards."),
    "schnapser.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "A Schnapser is over as soon as the declarer has 66 with every trick so far his own, and lost when "
        "anyone else takes a trick. Only the caller's team may announce these two; the caller's opponents have "
        "the Kontraschnapser."),
    # -- 8. Gang and Zehnergang -------------------------------------------------------------
    "gang.title": QT_TRANSLATE_NOOP("Lessons", "Gang and Zehnergang"),
    "gang.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "Gang and Zehnergang: all five tricks without trump, in the Zehnergang in ten-high order."),
    "gang.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "In a Gang the declarer must take all five tricks, without trump, his partner sitting out (9 points). In "
        "a Zehnergang the order is {rank:10}, {rank:K}, {rank:O}, {rank:U}, {rank:A}: the {rank:A} is the lowest "
        "card (10 points)."),
    "gang.s1.before": QT_TRANSLATE_NOOP(
        "Lessons", "You hold {H10}, {D10}, {C10}, {S10} and {HK}. In which order are your cards the highest?"),
    "gang.s1.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: in ten-high order each of your cards is the highest of its suit or becomes it, so every trick is "
        "yours."),
    "gang.s1.wrong_gang": QT_TRANSLATE_NOOP(
        "Lessons",
        "In a Gang the {rank:A} is above the {rank:10}: every {rank:A} of the others would take a trick "
        "from you."),
    "gang.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "Your hand takes every trick in ten-high order: announce the Zehnergang."),
    "gang.s2.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "West says Kontra: he doubles your game. You may answer Re and double it once more."),
    "gang.s2.good": QT_TRANSLATE_NOOP(
        "Lessons",
        "Right: your tricks are sure, so Re: the Zehnergang now counts four times, 40 points. Your cards are "
        "played for you."),
    "gang.s2.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "Your game cannot be lost: answer the Kontra with Re."),
    "gang.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "Five tricks for you: the Zehnergang is won, 10 points times four. In a Gang or a Zehnergang one trick "
        "for anyone else and it is lost."),
    # -- 9. Kontra, Re and Sub ---------------------------------------------------------------
    "kontra.title": QT_TRANSLATE_NOOP("Lessons", "Kontra, Re and Sub"),
    "kontra.teaches": QT_TRANSLATE_NOOP(
        "Lessons", "Doubling the declarer's game: Kontra, Re and Sub, 2, 4 and 8 times the points."),
    "kontra.intro": QT_TRANSLATE_NOOP(
        "Lessons",
        "After the auction the declarer's opponents may say Kontra (twice the points), his team may answer Re "
        "(four times), and the opponents Sub (eight times). West names {suit:H} trump and announces a Schnapser."),
    "kontra.s1.before": QT_TRANSLATE_NOOP(
        "Lessons",
        "West must take every trick alone until he has 66. You hold the three highest trumps. North "
        "did not say Kontra: will you?"),
    "kontra.s1.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: with your trumps West cannot take every trick. Kontra: twice the points."),
    "kontra.s1.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "Your three top trumps will take a trick, and one is enough to beat him: say Kontra."),
    "kontra.s2.before": QT_TRANSLATE_NOOP(
        "Lessons", "West answers Re. Now you may say Sub: eight times the points."),
    "kontra.s2.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: Sub. Now the first trick you take ends his Schnapser."),
    "kontra.s2.wrong": QT_TRANSLATE_NOOP(
        "Lessons", "Your trick is sure, so the risk is his: say Sub."),
    "kontra.s3.before": QT_TRANSLATE_NOOP(
        "Lessons", "West leads a card of {suit:S}. You have none: you must trump."),
    "kontra.s3.good": QT_TRANSLATE_NOOP(
        "Lessons", "Right: your trump takes the trick and the Schnapser is lost: 6 points times 8 for your team."),
    "kontra.end": QT_TRANSLATE_NOOP(
        "Lessons",
        "Kontra, Re and Sub double the points each time, for whichever team wins. Say it when you are sure: a "
        "wrong Kontra doubles what you lose."),
}
"""Every lesson text by its id (the ids the lesson files use)."""

_PLACEHOLDER = re.compile(r"\{(?:(suit|rank):)?([A-Z0-9]+)\}")


def lesson_text(text_id: str, pack: str) -> str:
    """The text ``text_id`` in the current language, with the names of ``pack``'s cards."""
    source = TEXTS.get(text_id)
    if source is None:
        return text_id
    text = fill(QCoreApplication.translate("Lessons", source), pack)
    return text[:1].upper() + text[1:]  # a sentence may begin with a name: "туз червей"


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
