"""docs/rules.md §12: the rule options — names, values, defaults, JSON spelling, presets —
and a check that every option has a behavioural test in the other test_rules_* files."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bschnapsen_gui.engine.contracts import ranking
from bschnapsen_gui.engine.log import LogError, parse_log_data, state_json
from bschnapsen_gui.engine.rules import OPTIONS, PRESETS, RulesError, RuleSet

from .rulehelpers import deal, normal_prelude, run

# The §12 table: option, values with the default first.
TABLE_12: dict[str, tuple[Any, ...]] = {
    "aufschlagen_pick": (False, True),
    "three_unter_redeal": (True, False),
    "trump_by_turn_up": (False, True),
    "auction_after_three": (False, True),
    "rufer_may_pass": (False, True),
    "bettler": (True, False),
    "bettler_points": (4, 5),
    "bettler_order": ("normal", "ace-low", "ten-low"),
    "partner_sits_out_without_trump": (True, False),
    "schnapser_announcers": ("rufer-team", "rufer-only"),
    "zehnergang": ("10-above-gang", "9-below-gang", "8-below-gang", "off"),
    "show_contracts": (True, False),
    "ass_bettler": (False, True),
    "assenbettler": (False, True),
    "schnapser_mit_mann": (False, True),
    "plauderer": (False, True),
    "bauernloch": (False, True),
    "plauderer_kind": ("a", "b", "c"),
    "max_kontra_level": (3, 2, 1, 0),
    "stichzwang": (True, False),
    "herzrunde": (False, True),
    "count_down": (False, True),
    "target_points": (24, 12),
    "retourschneider": (False, True),
}


def test_every_option_of_section_12_with_its_default() -> None:
    assert list(OPTIONS) == list(TABLE_12)
    std = RuleSet()
    for name, values in TABLE_12.items():
        assert getattr(std, name) == values[0], name
        assert set(OPTIONS[name].values) == set(values), name


@pytest.mark.parametrize(
    "name, value", [(n, v) for n, vs in TABLE_12.items() for v in vs]
)
def test_every_value_reads_from_json(name: str, value: Any) -> None:
    r = RuleSet.from_json({name: value})
    assert getattr(r, name) == value
    assert RuleSet.from_json(r.to_json()) == r


@pytest.mark.parametrize(
    "data",
    [
        {"zehner_gang": "off"},  # unknown option
        {"herzrunde": 1},  # 1 is not true
        {"bettler_points": "5"},
        {"bettler_points": 6},
        {"bettler_order": "Ace-low"},
        {"max_kontra_level": 4},
        {"target_points": 24.0},
        {"plauderer_kind": "d"},
        {"zehnergang": True},
    ],
)
def test_bad_rules_are_refused(data: dict[str, Any]) -> None:
    with pytest.raises(RulesError):
        RuleSet.from_json(data)
    log = {"format": "bauernschnapsen/deal-1", "rules": data, "dealer": 0,
           "hands": [["HA", "H10", "HK", "HO", "HU"], ["DA", "D10", "DK", "DO", "DU"],
                     ["SA", "S10", "SK", "SO", "SU"], ["CA", "C10", "CK", "CO", "CU"]],
           "actions": []}
    with pytest.raises(LogError):
        parse_log_data(log)


def test_presets() -> None:
    assert PRESETS["standard"] == RuleSet()
    trad = PRESETS["traditional"]
    assert [str(c) for c in ranking(trad)] == [
        "normal", "schnapser", "gang", "bauernschnapser", "kontraschnapser",
        "kontrabauernschnapser",
    ]
    allc = PRESETS["all_contracts"]
    assert len(ranking(allc)) == 15
    assert {n for n in TABLE_12 if getattr(allc, n) != getattr(RuleSet(), n)} == {
        "ass_bettler", "assenbettler", "schnapser_mit_mann", "plauderer", "bauernloch"}


@pytest.mark.parametrize("options", [{"count_down": True}, {"target_points": 12}, {"retourschneider": True}])
def test_match_options_do_not_change_a_deal(options: dict[str, Any]) -> None:
    hands = ["HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK"]
    play = "play HA H10 HK HO DK DA D10 DO SK SA SO S10 C10 CA CO CU CK HU DU SU"
    states = []
    for opts in ({}, options):
        d = run(deal(hands, **opts), normal_prelude(0, "H") + "; " + play)
        states.append(state_json(d))
    assert states[0] == states[1]


def test_every_option_has_a_behaviour_test() -> None:
    here = Path(__file__).parent
    text = "".join(p.read_text() for p in here.glob("test_rules_*.py")
                   if p.name != Path(__file__).name)
    missing = [n for n in TABLE_12 if not re.search(rf"\b{n}\b", text)]
    assert missing == []
