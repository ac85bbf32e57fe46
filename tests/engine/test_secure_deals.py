"""Deck sources: a seeded match deals as it always did; a match dealt from the secure source
has no seed, saves none, and loads back to play its running deal on (issue 39, finding 5)."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest

from bschnapsen_gui.engine.cards import DECK
from bschnapsen_gui.engine.log import deck_from_hands
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.shuffle import SecureDecks, SeededDecks, deck_source, first_dealer, shuffled_deck
from bschnapsen_gui.storage.files import load
from bschnapsen_gui.storage.savegame import KIND, match_text

from .test_match_and_shuffle import finish_randomly


def test_a_secure_deck_is_the_whole_deck_and_never_the_same_twice() -> None:
    source = SecureDecks()
    decks = [tuple(source.deck(0)) for _ in range(200)]  # the deal number plays no part
    assert all(sorted(d) == list(DECK) for d in decks)
    assert len(set(decks)) == 200  # 20! decks: two alike would be a broken source
    assert {source.first_dealer() for _ in range(200)} == {0, 1, 2, 3}
    assert source.seed is None and deck_source(None).seed is None


def test_a_seeded_source_is_the_seeded_shuffle() -> None:
    source = deck_source(2026)
    assert isinstance(source, SeededDecks) and source.seed == 2026
    assert source.deck(17) == shuffled_deck(2026, 17) and source.first_dealer() == first_dealer(2026)
    m, again = Match(RuleSet(), seed=2026), Match(RuleSet(), decks=SeededDecks(2026))
    assert m.deal.dealt == again.deal.dealt and m.seed == again.seed == 2026


def test_a_match_takes_a_seed_or_a_deck_source() -> None:
    with pytest.raises(ValueError):
        Match(RuleSet())
    with pytest.raises(ValueError):
        Match(RuleSet(), 1, decks=SecureDecks())


def test_a_secure_match_deals_what_no_seed_foresees_and_saves_no_seed() -> None:
    rng = random.Random(5)
    m = Match(RuleSet(), decks=SecureDecks())
    other = Match(RuleSet(), decks=SecureDecks())
    assert m.deal.dealt != other.deal.dealt  # two matches started alike
    with pytest.raises(ValueError):
        m.seed  # noqa: B018 - there is none to give
    for _ in range(3):
        finish_randomly(m.deal, rng)
        m.next_deal()
    m.deal.apply(m.deal.legal_actions()[0])  # the running deal, under way
    data = json.loads(m.dumps())
    assert data["seed"] is None
    again = Match.from_json(data)
    assert isinstance(again.decks, SecureDecks)
    assert again.deal.dealt == m.deal.dealt and again.deal.history == m.deal.history
    assert again.dumps() == m.dumps()
    # the next deals come from the source, not from the number: each one is new
    finish_randomly(m.deal, rng)
    finish_randomly(again.deal, rng)
    m.next_deal()
    again.next_deal()
    assert m.deal.dealt != again.deal.dealt


def test_the_windows_own_save_without_a_seed_is_put_aside(tmp_path: Path) -> None:
    """The window names its deals by its seed: a match without one (a table server's) is not
    its saved game; it is put aside as a broken file, not played with a traceback later."""
    m = Match(RuleSet(), decks=SecureDecks())
    kind = dataclasses.replace(KIND, folder=lambda: tmp_path)  # the window's own kind, read as it reads
    (tmp_path / "match.json").write_text(match_text(m, "2026-12-04T05:00:00"), encoding="utf-8")
    got, broken = load(kind, None)
    assert got is None and broken is not None and "no seed" in str(broken)
    seeded = Match(RuleSet(), seed=3)
    (tmp_path / "match.json").write_text(match_text(seeded, "2026-12-04T05:00:00"), encoding="utf-8")
    got, broken = load(kind, None)
    assert broken is None and got is not None and got.seed == 3
    assert deck_from_hands(got.deal.dealt, got.deal.dealer) == shuffled_deck(3, 0)
