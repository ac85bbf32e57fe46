"""Every rule option of docs/rules.md §12 in words: a title, one sentence on what it does, an
example, and a label for each value.  The rules dialog shows them; the tables are marked
for lupdate with ``QT_TRANSLATE_NOOP`` and translated when shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.rules import OPTIONS
from .labels import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class OptionText:
    title: str
    explain: str
    example: str
    values: dict[Any, str]  # labels of the values (empty for on/off options)


C = "RuleOption"  # the context; written out in every QT_TRANSLATE_NOOP (lupdate needs literals)

TEXTS: dict[str, OptionText] = {
    "three_unter_redeal": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Redeal for three Unters"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "A caller whose first three cards are three Unters may demand a new deal by the same dealer.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: the caller's first three cards are all Unters; he says so and the same dealer deals again.",
        ),
        {},
    ),
    "aufschlagen_pick": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Turning up: the caller picks the card"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "When the caller turns up a card for trump instead of calling one, he may choose which of his two "
            "coming cards is turned.",  # noqa: E501 - lupdate needs the message as one literal
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: off, his fourth card is turned up; on, he may turn up his fifth card instead.",
        ),
        {},
    ),
    "trump_by_turn_up": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Trump from the dealer's card (Farbenschnapser)"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "There is no trump call: the dealer's last card of the first round is turned up and its suit is trump.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: the dealer's third card is a King of Hearts, so Hearts are trump and the auction starts at once.",
        ),
        {},
    ),
    "auction_after_three": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Auction after three cards"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "The auction is held while everyone holds three cards; the last two are dealt after it.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: with three cards nobody can announce a Farbengang, which needs all five cards of a suit.",
        ),
        {},
    ),
    "rufer_may_pass": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "The caller may pass"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "The caller may pass on his first turn too; if all four pass, he plays the normal game.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: off, the caller must announce at least the normal game; on, he may pass and wait for a "
            "higher announcement.",  # noqa: E501 - lupdate needs the message as one literal
        ),
        {},
    ),
    "schnapser_announcers": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Who may announce a Schnapser"),
        QT_TRANSLATE_NOOP("RuleOption", "Who may announce the Schnapser and the Bauernschnapser."),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: with caller only, his partner may not announce a Schnapser even with five trumps.",
        ),
        {
            "rufer-team": QT_TRANSLATE_NOOP("RuleOption", "The caller and his partner"),
            "rufer-only": QT_TRANSLATE_NOOP("RuleOption", "Only the caller"),
        },
    ),
    "max_kontra_level": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Doubling"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "How far the doubling may go: Kontra doubles the value, Re makes it four times, Sub eight times.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: up to Re, a Gang with Kontra and Re is worth 36 points and nobody may say Sub.",
        ),
        {
            3: QT_TRANSLATE_NOOP("RuleOption", "Kontra, Re and Sub"),
            2: QT_TRANSLATE_NOOP("RuleOption", "Kontra and Re"),
            1: QT_TRANSLATE_NOOP("RuleOption", "Kontra only"),
            0: QT_TRANSLATE_NOOP("RuleOption", "No doubling"),
        },
    ),
    "bettler": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Bettler"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "A contract in which the declarer must take no trick; his partner lays his cards aside.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: a player with only low cards announces Bettler and scores if he takes no trick.",
        ),
        {},
    ),
    "bettler_points": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Value of the Bettler"),
        QT_TRANSLATE_NOOP("RuleOption", "How many points a Bettler is worth."),
        QT_TRANSLATE_NOOP("RuleOption", "Example: with 5, a Bettler lost under Kontra costs 10 points."),
        {
            4: QT_TRANSLATE_NOOP("RuleOption", "4 points"),
            5: QT_TRANSLATE_NOOP("RuleOption", "5 points"),
        },
    ),
    "bettler_order": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Card order in the Bettler"),
        QT_TRANSLATE_NOOP("RuleOption", "The order of the ranks in the Bettler, the Ass-Bettler and the Plauderer."),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: with the Ace lowest, a single Ace can never take a trick in a Bettler.",
        ),
        {
            "normal": QT_TRANSLATE_NOOP("RuleOption", "A 10 K O U (normal)"),
            "ace-low": QT_TRANSLATE_NOOP("RuleOption", "10 K O U A (Ace lowest)"),
            "ten-low": QT_TRANSLATE_NOOP("RuleOption", "A K O U 10 (Ten lowest)"),
        },
    ),
    "partner_sits_out_without_trump": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Partner sits out without trump"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "In a contract without trump (Bettler, Gang) the declarer's partner lays his cards aside and tricks have three cards.",  # noqa: E501 - lupdate needs the message as one literal
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: off, the partner plays along, and if he takes a trick in a Gang the Gang is lost.",
        ),
        {},
    ),
    "zehnergang": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Zehnergang"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "A Gang in the ten-high order (10 K O U A): its value and its rank against the Gang.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: worth 9 and below the Gang, a Gang announced after a Zehnergang takes it over.",
        ),
        {
            "10-above-gang": QT_TRANSLATE_NOOP("RuleOption", "10 points, above the Gang"),
            "9-below-gang": QT_TRANSLATE_NOOP("RuleOption", "9 points, below the Gang"),
            "8-below-gang": QT_TRANSLATE_NOOP("RuleOption", "8 points, below the Gang"),
            "off": QT_TRANSLATE_NOOP("RuleOption", "Not played"),
        },
    ),
    "show_contracts": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Shown contracts"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "The Farbengang and the Herrenschnapser, which are won by showing the cards instead of playing them.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: a player holding all five Hearts lays them down and scores a Farbengang worth 18 points.",
        ),
        {},
    ),
    "ass_bettler": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Ass-Bettler"),
        QT_TRANSLATE_NOOP("RuleOption", "A Bettler worth 5 that only a player holding at least one Ace may announce."),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: holding one Ace, a player may announce Ass-Bettler, and he must still take no trick.",
        ),
        {},
    ),
    "assenbettler": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Assenbettler"),
        QT_TRANSLATE_NOOP("RuleOption", "A Bettler worth 5 in the ten-high order, in which the Ace is the lowest "
                                        "card."),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: a hand of Aces and Unters is a good Assenbettler, because Aces are the lowest cards.",
        ),
        {},
    ),
    "schnapser_mit_mann": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Schnapser mit Mann"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "A Schnapser for the caller's team together: both partners must take every trick until they have 66, "
            "within three tricks.",  # noqa: E501 - lupdate needs the message as one literal
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: the caller announces Schnapser mit Mann and his partner's 20 counts towards the 66.",
        ),
        {},
    ),
    "plauderer": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Plauderer"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "A Bettler worth 7 in which some hands are seen, as the kind of Plauderer says.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: the declarer scores 7 points if he takes no trick, although the opponents see each other's "
            "cards."
        ),
        {},
    ),
    "plauderer_kind": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Kind of Plauderer"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Which cards are seen in a Plauderer; it is played and scored as a Bettler worth 7.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: with the second kind, the opponents lay their cards face up after the first trick.",
        ),
        {
            "a": QT_TRANSLATE_NOOP("RuleOption", "The opponents see each other's cards"),
            "b": QT_TRANSLATE_NOOP("RuleOption", "The opponents' cards lie open after the first trick"),
            "c": QT_TRANSLATE_NOOP("RuleOption", "The declarer's cards lie open after the first trick"),
        },
    ),
    "bauernloch": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Bauernloch"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "A contract of the caller worth 12: the called trump counts, every suit is in the ten-high order, "
            "and he must take all five tricks.",  # noqa: E501 - lupdate needs the message as one literal
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: the caller holds the Tens of three suits and announces Bauernloch, which ranks just above "
            "the Bauernschnapser.",  # noqa: E501 - lupdate needs the message as one literal
        ),
        {},
    ),
    "stichzwang": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Stichzwang"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "A player must beat the trick if he can, also his partner's card, and over-trump when he trumps.",
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: the King of Hearts is led and you hold the Ace and the Unter of Hearts: you must play the Ace.",
        ),
        {},
    ),
    "herzrunde": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Herzrunde"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "A contract played with Hearts as trump counts double, whichever team scores it.",
        ),
        QT_TRANSLATE_NOOP("RuleOption", "Example: a normal game won for 2 points in Hearts scores 4."),
        {},
    ),
    "count_down": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Count down"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "The score sheet counts down from the target to 0 instead of up; only the display changes.",
        ),
        QT_TRANSLATE_NOOP("RuleOption", "Example: after a deal worth 2 points the column shows 22 instead of 2."),
        {},
    ),
    "target_points": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Points for a Bummerl"),
        QT_TRANSLATE_NOOP("RuleOption", "How many points a team needs to win a Bummerl."),
        QT_TRANSLATE_NOOP("RuleOption", "Example: with 12 (the Vienna rule) a Bummerl lasts about half as long."),
        {
            24: QT_TRANSLATE_NOOP("RuleOption", "24 points"),
            12: QT_TRANSLATE_NOOP("RuleOption", "12 points"),
        },
    ),
    "retourschneider": OptionText(
        QT_TRANSLATE_NOOP("RuleOption", "Retourschneider"),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "A team that was one point short of the target while the opponents had none, and then loses the Bummerl, gets four Bummerl instead of one.",  # noqa: E501 - lupdate needs the message as one literal
        ),
        QT_TRANSLATE_NOOP(
            "RuleOption",
            "Example: you lead 23 : 0 (11 : 0 with 12 points), but the opponents win the Bummerl: your team gets "
            "four Bummerl.",  # noqa: E501 - lupdate needs the message as one literal
        ),
        {},
    ),
}

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("RuleGroup", "Dealing and trump"),
     ("three_unter_redeal", "aufschlagen_pick", "trump_by_turn_up", "auction_after_three")),
    (QT_TRANSLATE_NOOP("RuleGroup", "Auction and doubling"),
     ("rufer_may_pass", "schnapser_announcers", "max_kontra_level")),
    (QT_TRANSLATE_NOOP("RuleGroup", "Contracts"),
     ("bettler", "bettler_points", "bettler_order", "partner_sits_out_without_trump", "zehnergang",
      "show_contracts", "ass_bettler", "assenbettler", "schnapser_mit_mann", "plauderer",
      "plauderer_kind", "bauernloch")),
    (QT_TRANSLATE_NOOP("RuleGroup", "Play"), ("stichzwang",)),
    (QT_TRANSLATE_NOOP("RuleGroup", "Scoring and Bummerl"), ("herzrunde", "count_down", "target_points",
                                                         "retourschneider")),
)
"""The dialog's sections; together they hold every option of ``engine.rules.OPTIONS``."""

assert sorted(n for _, names in GROUPS for n in names) == sorted(OPTIONS), "an option without a place"
assert sorted(TEXTS) == sorted(OPTIONS), "an option without words"


def title(name: str) -> str:
    return QCoreApplication.translate(C, TEXTS[name].title)


def explanation(name: str) -> str:
    return QCoreApplication.translate(C, TEXTS[name].explain)


def example(name: str) -> str:
    return QCoreApplication.translate(C, TEXTS[name].example)


def value_label(name: str, value: Any) -> str:
    return QCoreApplication.translate(C, TEXTS[name].values[value])


def group_title(text: str) -> str:
    return QCoreApplication.translate("RuleGroup", text)
