"""The lessons as data: every shipped lesson validates with the engine's own rules, and a
lesson that does not hold together is refused with a line that says why."""

from __future__ import annotations

import copy
import json
import re

import pytest

from bschnapsen_gui.engine import Action, Card, Verb
from bschnapsen_gui.engine.lessons import (
    LEARNER,
    LessonError,
    action_key,
    parse_lesson,
    parse_lesson_data,
    text_ids,
)
from bschnapsen_gui.resources import lesson_files

FILES = lesson_files()


def test_the_lessons_are_shipped_in_the_order_they_are_taught():
    names = [p.name for p in FILES]
    assert len(names) >= 9
    assert names == sorted(names)
    numbers = [int(re.match(r"^(\d\d)-", n).group(1)) for n in names]  # type: ignore[union-attr]
    assert numbers == list(range(1, len(names) + 1))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_shipped_lesson_validates(path):
    lesson = parse_lesson(path.read_bytes())
    assert path.stem.split("-", 1)[1] == lesson.id
    assert lesson.steps, "a lesson without a decision teaches nothing"
    deal = lesson.new_deal()
    for i, action in enumerate(lesson.log.actions):
        step = lesson.step(i)
        if step is None:
            assert lesson.scripted(i) == action
        else:
            assert action.seat == LEARNER and lesson.scripted(i) is None
            assert all(deal.is_legal(a) for a in step.expect)
            for wrong in lesson.wrong_choices(i):
                assert wrong not in step.expect and step.wrong_text(wrong) is not None
        deal.apply(action)
    assert lesson.scripted(lesson.length) is None
    # its own texts, or an earlier lesson's (the same rule said again)
    earlier = {p.stem.split("-", 1)[1] for p in FILES if p.name <= path.name}
    assert {t.split(".")[0] for t in text_ids(lesson)} <= earlier


def test_the_lesson_ids_are_unique():
    ids = [parse_lesson(p.read_bytes()).id for p in FILES]
    assert len(ids) == len(set(ids))


def base() -> dict:
    return json.loads(FILES[0].read_bytes())


def refused(data: dict, pattern: str) -> None:
    with pytest.raises(LessonError, match=pattern):
        parse_lesson_data(data)


def test_a_step_must_be_at_an_action_of_the_learner():
    data = base()
    data["steps"][0]["at"] = 0  # West's trump call
    refused(data, "is not the learner's")


def test_an_expected_action_must_be_legal_where_it_stands():
    data = base()
    step = data["steps"][0]
    step["expect"] = [{"seat": 0, "play": "SK"}, {"seat": 0, "play": "DA"}]  # DA: Farbzwang
    refused(data, "not legal there")


def test_the_log_s_own_action_must_be_among_the_expected():
    data = base()
    data["steps"][0]["expect"] = [{"seat": 0, "play": "SU"}]
    refused(data, "must hold the log's action")


def test_a_possible_wrong_choice_needs_its_text():
    data = base()
    del data["steps"][0]["wrong"]
    refused(data, "no wrong text")
    data = base()
    data["steps"][0]["wrong"] = {"play:SU": "trick.s1.wrong_unter"}  # nothing for the other cards
    refused(data, "no wrong text for seat 0 plays")


def test_another_good_choice_must_leave_the_rest_of_the_lesson_legal():
    data = base()
    data["steps"][0]["expect"] = [{"seat": 0, "play": "SK"}, {"seat": 0, "play": "SU"}]
    data["deal"]["actions"].append({"seat": 0, "play": "SU"})  # would be played twice
    data["steps"].append({"at": len(data["deal"]["actions"]) - 1, "good": "trick.s1.good"})
    refused(data, "does not go on")


def test_an_illegal_scripted_action_is_named_by_its_index():
    data = base()
    data["deal"]["actions"][8] = {"seat": 2, "play": "CU"}  # North must trump (Trumpfzwang)
    refused(data, r"deal: action 8 \(seat 2 plays CU\)")


@pytest.mark.parametrize("change, pattern", [
    (lambda d: d.update(format="bauernschnapsen/lesson-2"), "format"),
    (lambda d: d.update(extra=1), 'unknown key "extra"'),
    (lambda d: d.pop("intro"), 'no "intro"'),
    (lambda d: d.update(id="Trick lesson"), "id: must be a plain name"),
    (lambda d: d.update(title="Trick"), "title: must be a text id"),
    (lambda d: d["steps"][0].update(at=99), "steps\\[0\\].at"),
    (lambda d: d["steps"][0].update(colour="red"), 'unknown key "colour"'),
    (lambda d: d["steps"][0].pop("good"), 'no "good"'),
    (lambda d: d["steps"].append(copy.deepcopy(d["steps"][0])), "a second step"),
    (lambda d: d.update(steps=[]), "steps: must be a list"),
    (lambda d: d["deal"].update(dealer=7), "deal: dealer"),
])
def test_a_malformed_lesson_is_refused(change, pattern):
    data = base()
    change(data)
    refused(data, pattern)


def test_a_lesson_file_must_be_json_as_the_deal_log_allows_it():
    with pytest.raises(LessonError):
        parse_lesson(b"\xef\xbb\xbf{}")
    with pytest.raises(LessonError):
        parse_lesson(b"[1, 2")


def test_the_keys_of_wrong_texts_name_the_action():
    assert action_key(Action(0, Verb.PLAY, Card.parse("SA"))) == "play:SA"
    assert action_key(Action(0, Verb.GENUG, True)) == "genug"
    assert action_key(Action(0, Verb.DOUBLE, False)) == "double:false"
    assert action_key(Action.from_json({"seat": 0, "bid": "pass"})) == "bid:pass"
    assert action_key(Action.from_json({"seat": 0, "bid": "gang"})) == "bid:gang"
    assert action_key(Action.from_json({"seat": 0, "aufschlagen": 0})) == "aufschlagen:0"


def test_a_wrong_choice_is_any_other_legal_action_or_a_card_that_may_not_be_played():
    lesson = parse_lesson(FILES[0].read_bytes())
    first = min(lesson.steps)
    wrong = lesson.wrong_choices(first)
    deal = lesson.deal_at(first)
    assert any(deal.is_legal(a) for a in wrong) and any(not deal.is_legal(a) for a in wrong)
    assert {a.value for a in wrong} | {a.value for a in lesson.steps[first].expect} == set(deal.held(LEARNER))
