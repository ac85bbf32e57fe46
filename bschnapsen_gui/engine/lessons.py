"""Lessons: prepared deals in which the learner (seat 0, South) makes the decisions that
matter and is told why (docs/lessons.md).

A lesson is data: a deal log (docs/deal-log.md) that fixes the cards and every action,
and, for each decision of the learner (by the index of his action in the log), a :class:`Step`: the
expected action or the set of good ones, and the ids of its texts — what to look at
``before``, why the choice is ``good``, and the rule a ``wrong`` choice breaks (one text,
or one per kind of wrong action).  Every other action is played as the log says: the other
seats', and the learner's own where nothing is to be learnt (his Weiter in an auction of
others, say).  The texts
themselves are the GUI's (``qt/i18n/lessontexts.py``); here they are ids only.

:func:`parse_lesson` checks a lesson with the engine's own log reader and rules: every
action of the log legal where it stands, every step at an action of the learner, every
expected action legal at its step (and the rest of the log still legal after it), and a
``wrong`` text wherever a wrong choice can be made.  A problem is a :class:`LessonError`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .actions import Action, Verb
from .deal import Deal, Phase
from .log import DealLog, LogError, load_json, parse_log_data

FORMAT = "bauernschnapsen/lesson-1"
LEARNER = 0
"""The learner's seat: always South ("You")."""
_KEYS = ("format", "id", "title", "teaches", "intro", "end", "deal", "steps")
_STEP_KEYS = ("at", "expect", "before", "good", "wrong")
_TEXT_ID = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")
_LESSON_ID = re.compile(r"^[a-z0-9_]+$")
DEFAULT = "default"
"""The key of a step's ``wrong`` texts for any wrong action without a text of its own."""


class LessonError(ValueError):
    """A lesson file that is malformed or does not hold together (one line of text)."""


def action_key(action: Action) -> str:
    """The key of ``action`` in a step's ``wrong`` texts: the verb, then the value if it has
    one worth naming (``play:SA``, ``bid:pass``, ``bid:gang``, ``marriage:H``, ``double:true``,
    ``genug``)."""
    data = action.to_json()
    verb = action.verb.key
    value = data[verb]
    if action.verb in (Verb.GENUG, Verb.REDEAL):
        return verb
    if isinstance(value, bool):
        return f"{verb}:{'true' if value else 'false'}"
    return f"{verb}:{value}"


@dataclass(frozen=True)
class Step:
    """One decision of the learner: at action ``at`` of the log, one of ``expect``."""

    at: int
    expect: tuple[Action, ...]
    good: str
    before: str | None = None
    wrong: Mapping[str, str] | None = None  # by action_key, DEFAULT for the rest

    def is_good(self, action: Action) -> bool:
        return action in self.expect

    def wrong_text(self, action: Action) -> str | None:
        """The id of the text for the wrong ``action`` (its own, else the step's default)."""
        if self.wrong is None:
            return None
        key = action_key(action)
        if key in self.wrong:
            return self.wrong[key]
        if action.verb.key in self.wrong:
            return self.wrong[action.verb.key]
        return self.wrong.get(DEFAULT)


@dataclass(frozen=True)
class Lesson:
    """A validated lesson: its id, its texts' ids, its deal log and the learner's steps."""

    id: str
    title: str
    teaches: str
    intro: str
    end: str
    log: DealLog
    steps: Mapping[int, Step]

    @property
    def length(self) -> int:
        """The number of actions in the lesson: it is over when all are applied."""
        return len(self.log.actions)

    def new_deal(self) -> Deal:
        return self.log.new_deal()

    def deal_at(self, index: int) -> Deal:
        """The deal after the first ``index`` actions (to resume a lesson there)."""
        return self.log.replay(index)

    def step(self, index: int) -> Step | None:
        return self.steps.get(index)

    def scripted(self, index: int) -> Action | None:
        """The log's action at ``index`` if it is played for its seat: another seat's, or
        one of the learner's that is not a decision of the lesson (None: the learner
        decides, or the lesson is over)."""
        if index >= len(self.log.actions) or index in self.steps:
            return None
        return self.log.actions[index]

    def resume_at(self, index: int) -> int:
        """The index of the learner's last decision at or before ``index`` (where a lesson
        left at ``index`` is resumed: the learner decides again)."""
        earlier = [i for i in self.steps if i <= index]
        return max(earlier) if earlier else 0

    def wrong_choices(self, index: int) -> list[Action]:
        """What the learner could do wrong at step ``index``: every legal action of his that
        is not expected, and in the play phase every card he holds that may not be played."""
        return wrong_choices(self.deal_at(index), self.steps[index])


def wrong_choices(deal: Deal, step: Step) -> list[Action]:
    out = [a for a in deal.legal_actions() if a.seat == LEARNER and a not in step.expect]
    if deal.phase is Phase.PLAY and deal.to_act == LEARNER:
        for card in deal.held(LEARNER):
            a = Action(LEARNER, Verb.PLAY, card)
            if not deal.is_legal(a) and a not in out:
                out.append(a)
    return out


def _text_id(value: object, where: str) -> str:
    if not isinstance(value, str) or not _TEXT_ID.match(value):
        raise LessonError(f"{where}: must be a text id like \"lesson.part\", not {json.dumps(value)}")
    return value


def _wrong(value: object, where: str) -> dict[str, str] | None:
    if value is None:
        return None
    if isinstance(value, str):
        return {DEFAULT: _text_id(value, where)}
    if not isinstance(value, dict) or not value:
        raise LessonError(f"{where}: must be a text id or an object of text ids by action")
    return {str(k): _text_id(v, f"{where}.{k}") for k, v in value.items()}


def _parse_step(raw: object, i: int, log: DealLog) -> Step:
    where = f"steps[{i}]"
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: must be an object")
    for key in raw:
        if key not in _STEP_KEYS:
            raise LessonError(f'{where}: unknown key "{key}"')
    at = raw.get("at")
    if type(at) is not int or not 0 <= at < len(log.actions):
        raise LessonError(f"{where}.at: must be the index of an action of the log, not {json.dumps(at)}")
    logged = log.actions[at]
    if logged.seat != LEARNER:
        raise LessonError(f"{where}: action {at} ({logged.describe()}) is not the learner's")
    raw_expect = raw.get("expect", [logged.to_json()])
    if not isinstance(raw_expect, list) or not raw_expect:
        raise LessonError(f"{where}.expect: must be a list of actions")
    try:
        expect = tuple(Action.from_json(a) for a in raw_expect)
    except ValueError as exc:
        raise LessonError(f"{where}.expect: {exc}") from None
    if logged not in expect:
        raise LessonError(f"{where}.expect: must hold the log's action {at} ({logged.describe()})")
    if "good" not in raw:
        raise LessonError(f'{where}: has no "good" text')
    before = raw.get("before")
    return Step(
        at=at,
        expect=expect,
        good=_text_id(raw["good"], f"{where}.good"),
        before=None if before is None else _text_id(before, f"{where}.before"),
        wrong=_wrong(raw.get("wrong"), f"{where}.wrong"),
    )


def _check(lesson: Lesson) -> None:
    log = lesson.log
    try:
        log.replay()
    except LogError as exc:
        raise LessonError(f"deal: {exc}") from None
    for at, step in lesson.steps.items():
        deal = log.replay(at)
        for a in step.expect:
            if a.seat != LEARNER:
                raise LessonError(f"step at {at}: expected {a.describe()} is not the learner's")
            if not deal.is_legal(a):
                raise LessonError(f"step at {at}: expected {a.describe()} is not legal there")
            if a != log.actions[at]:  # another good choice: the rest of the lesson must still hold
                other = DealLog(log.rules, log.dealer, log.hands, [*log.actions[:at], a, *log.actions[at + 1 :]])
                try:
                    other.replay()
                except LogError as exc:
                    raise LessonError(f"step at {at}: after {a.describe()} the lesson does not go on: {exc}") from None
        wrong = wrong_choices(deal, step)
        if wrong and step.wrong is None:
            raise LessonError(f"step at {at}: a wrong choice is possible ({wrong[0].describe()}) but no wrong text")
        if step.wrong is not None:
            for a in wrong:
                if step.wrong_text(a) is None:
                    raise LessonError(f"step at {at}: no wrong text for {a.describe()} (and no default)")


def parse_lesson_data(data: object) -> Lesson:
    """A validated :class:`Lesson` from parsed JSON; ``LessonError`` says what is wrong."""
    if not isinstance(data, dict):
        raise LessonError("a lesson must be a JSON object")
    for key in data:
        if key not in _KEYS:
            raise LessonError(f'unknown key "{key}" in the lesson')
    for key in _KEYS:
        if key not in data:
            raise LessonError(f'the lesson has no "{key}"')
    if data["format"] != FORMAT:
        raise LessonError(f'format: must be "{FORMAT}", not {json.dumps(data["format"])}')
    lesson_id = data["id"]
    if not isinstance(lesson_id, str) or not _LESSON_ID.match(lesson_id):
        raise LessonError(f"id: must be a plain name, not {json.dumps(lesson_id)}")
    try:
        log = parse_log_data(data["deal"])
    except LogError as exc:
        raise LessonError(f"deal: {exc}") from None
    raw_steps = data["steps"]
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError("steps: must be a list of the learner's decisions")
    steps: dict[int, Step] = {}
    for i, raw in enumerate(raw_steps):
        step = _parse_step(raw, i, log)
        if step.at in steps:
            raise LessonError(f"steps[{i}]: a second step at action {step.at}")
        steps[step.at] = step
    lesson = Lesson(
        id=lesson_id,
        title=_text_id(data["title"], "title"),
        teaches=_text_id(data["teaches"], "teaches"),
        intro=_text_id(data["intro"], "intro"),
        end=_text_id(data["end"], "end"),
        log=log,
        steps=dict(sorted(steps.items())),
    )
    _check(lesson)
    return lesson


def parse_lesson(text: str | bytes) -> Lesson:
    try:
        data = load_json(text)
    except LogError as exc:
        raise LessonError(str(exc)) from None
    return parse_lesson_data(data)


def text_ids(lesson: Lesson) -> list[str]:
    """Every text id the lesson uses, in order, each once."""
    ids = [lesson.title, lesson.teaches, lesson.intro, lesson.end]
    for step in lesson.steps.values():
        if step.before:
            ids.append(step.before)
        ids.append(step.good)
        if step.wrong:
            ids.extend(step.wrong.values())
    return list(dict.fromkeys(ids))


def describe(lesson: Lesson) -> dict[str, Any]:
    """A short account of a lesson (for the developer: its steps and what is expected)."""
    return {
        "id": lesson.id,
        "actions": len(lesson.log.actions),
        "steps": {at: [a.describe() for a in s.expect] for at, s in lesson.steps.items()},
    }
