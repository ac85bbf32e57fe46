"""A refused action in German and Russian: the engine's one wording table, translated, with
its variable part in the player's words, and no English word of the table left."""

from __future__ import annotations

import re

import pytest

from bschnapsen_gui.engine import Deal, RuleSet
from bschnapsen_gui.engine import actions as A
from bschnapsen_gui.engine.cards import Card
from bschnapsen_gui.engine.errors import Refusal, RuleId, all_wordings
from bschnapsen_gui.engine.log import DealLog, IllegalLogAction
from bschnapsen_gui.qt.i18n import labels
from bschnapsen_gui.qt.i18n.translations import Translations

# game words the translations keep (or the table writes in lower case)
KEPT = {"genug", "aufschlagen"}
SAME_IN = {"de": {"partner"}, "ru": set()}  # words that are German as well


def _english_words() -> set[str]:
    words = set()
    for text in all_wordings():
        for w in re.findall(r"[A-Za-z][a-z'-]+", text):
            if w.islower() and len(w) >= 3 and w not in KEPT:
                words.add(w.removesuffix("'s"))
    return words


def _every_refusal() -> list[Refusal]:
    """One refusal per rule and per wording variant, with details as the engine gives them."""
    cards = {"cards": ["HA", "H10"]}
    out = [
        Refusal(RuleId.DEAL_OVER),
        Refusal(RuleId.NOT_YOUR_TURN, {"to_act": 1}),
        *(Refusal(RuleId.WRONG_PHASE, {"phase": p}) for p in ("trump", "auction", "double", "play", "done")),
        Refusal(RuleId.TRUMP_NOT_HELD, {"suit": "H"}),
        Refusal(RuleId.CONTRACT_NOT_IN_RULES, {"contract": "plauderer"}),
        *(Refusal(RuleId.ANNOUNCER, {"contract": "schnapser", "who": w})
          for w in ("rufer", "rufer_team", "rufer_opponents", "not_rufer")),
        *(Refusal(RuleId.CONTRACT_NEEDS_CARDS, {"contract": "herrenschnapser", "needs": n})
          for n in ("an_ace", "five_of_a_suit", "five_trumps")),
        Refusal(RuleId.BID_TOO_LOW, {"highest": "gang", "contract": "bettler"}),
        Refusal(RuleId.MARRIAGE_NEEDS_PAIR, {"suit": "S"}),
        Refusal(RuleId.MUST_LEAD_MARRIAGE, {"suit": "H", "cards": ["HK", "HO"]}),
        Refusal(RuleId.CARD_NOT_HELD, {"card": "CA"}),
        *(Refusal(r, cards) for r in (RuleId.FARBZWANG, RuleId.STICHZWANG, RuleId.TRUMPFZWANG, RuleId.OVER_TRUMP)),
    ]
    seen = {r.rule for r in out}
    out += [Refusal(r) for r in RuleId if r not in seen]
    return out


def _illegal_log() -> IllegalLogAction:
    hands = [[Card.parse(c) for c in h.split()] for h in
             ("HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK")]
    deal = Deal(RuleSet(), 3, hands)
    log = DealLog.from_deal(deal)
    log.actions = [A.TRUMP[0][hands[0][0].suit], A.PLAY[2][hands[2][0].index]]
    with pytest.raises(IllegalLogAction) as exc:
        log.replay()
    return exc.value


@pytest.fixture
def translations(qapp):
    t = Translations()
    yield t
    t.switch("en")


@pytest.mark.parametrize("lang", ["de", "ru"])
@pytest.mark.parametrize("pack", ["tell", "french"])
def test_refusals_have_no_english_words(translations, lang: str, pack: str) -> None:
    assert translations.switch(lang)
    english = _english_words()
    assert {"must", "follow", "trick", "announce", "hold"} <= english  # the check can fail
    texts = [labels.refusal_text(r, pack) for r in _every_refusal()]
    error = _illegal_log()
    detail = labels.log_error_text(error, pack)
    assert detail != str(error) and "seat 2" not in detail
    texts.append(detail)
    for text in texts:
        assert "%1" not in text, text
        found = {w for w in re.findall(r"[A-Za-z']+", text)
                 if w.lower().removesuffix("'s") in english - SAME_IN[lang]}
        assert not found, f"{lang}: {text!r} has English words {found}"
        if lang == "ru":
            assert not re.search(r"\b(HA|H10|HK|HO|CA|seat)\b", text), text


def test_english_text_fills_the_same_wording(translations) -> None:
    assert translations.switch("en")
    r = Refusal(RuleId.STICHZWANG, {"cards": ["SA", "S10"]})
    assert r.message == "must beat the trick with SA or S10 (Stichzwang)"
    assert labels.refusal_text(r, "french") == "Must beat the trick with Ace of Spades or Ten of Spades (Stichzwang)"
    error = _illegal_log()
    assert str(error) == f"action 1 ({error.action.describe()}): {error.refusal.message}"
    assert labels.log_error_text(error, "tell").startswith("Action 1 (North: ")
