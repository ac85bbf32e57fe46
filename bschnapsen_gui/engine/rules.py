"""The rule set: every rule option of docs/rules.md §12 with its default, presets, JSON.

``RuleSet`` is a frozen value.  Its JSON form is the ``rules`` object of the deal log:
option names as in docs/rules.md §12, ``off · on`` options as JSON booleans,
``bettler_points``, ``max_kontra_level`` and ``target_points`` as integers, every other
option one of its strings spelt exactly as there.  Any other name, value or type is
refused with a ``RulesError`` that says which and why.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from .errors import QT_TRANSLATE_NOOP, Word, Worded


class RulesError(Worded):
    """A rule set that cannot be read: unknown option, wrong type or value."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every rule option of docs/rules.md §12; the defaults are the Standard preset."""

    aufschlagen_pick: bool = False
    three_unter_redeal: bool = True
    trump_by_turn_up: bool = False
    auction_after_three: bool = False
    rufer_may_pass: bool = False
    bettler: bool = True
    bettler_points: int = 4
    bettler_order: str = "normal"
    partner_sits_out_without_trump: bool = True
    schnapser_announcers: str = "rufer-team"
    zehnergang: str = "10-above-gang"
    show_contracts: bool = True
    ass_bettler: bool = False
    assenbettler: bool = False
    schnapser_mit_mann: bool = False
    plauderer: bool = False
    bauernloch: bool = False
    plauderer_kind: str = "a"
    max_kontra_level: int = 3
    stichzwang: bool = True
    herzrunde: bool = False
    count_down: bool = False
    target_points: int = 24
    retourschneider: bool = False

    def __post_init__(self) -> None:
        for name, value in dataclasses.asdict(self).items():
            _check_value(name, value)

    # -- JSON -------------------------------------------------------------------------

    @classmethod
    def from_json(cls, data: object) -> RuleSet:
        """A rule set from the deal log's ``rules`` object (a JSON object as a dict)."""
        if not isinstance(data, Mapping):
            raise RulesError(QT_TRANSLATE_NOOP("LogError", "rules: must be an object, not %1"), _json_type(data))
        for name, value in data.items():
            if name not in OPTIONS:
                raise RulesError(
                    QT_TRANSLATE_NOOP("LogError", "rules: unknown option %1"),
                    json.dumps(name, ensure_ascii=False))
            _check_value(name, value)
        return cls(**dict(data))

    def to_json(self, *, full: bool = False) -> dict[str, Any]:
        """The JSON object: only options that differ from the default, or all of them."""
        out: dict[str, Any] = {}
        for name, spec in OPTIONS.items():  # in field order; asdict() would deep-copy every value
            value = getattr(self, name)
            if full or value != spec.default:
                out[name] = value
        return out

    @classmethod
    def loads(cls, text: str) -> RuleSet:
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise RulesError(QT_TRANSLATE_NOOP("LogError", "rules: not valid JSON (%1)"), exc) from None
        return cls.from_json(data)

    def dumps(self) -> str:
        return json.dumps(self.to_json(full=True), indent=2, sort_keys=False) + "\n"

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some options changed (checked like JSON input)."""
        for name, value in changes.items():
            if name not in OPTIONS:
                raise RulesError(QT_TRANSLATE_NOOP("LogError", "rules: unknown option %1"), json.dumps(name))
            _check_value(name, value)
        return dataclasses.replace(self, **changes)

    # -- derived facts ----------------------------------------------------------------

    @property
    def zehnergang_points(self) -> int:
        return {"10-above-gang": 10, "9-below-gang": 9, "8-below-gang": 8, "off": 0}[
            self.zehnergang
        ]


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """What an option may hold: its JSON type, its allowed values and its default."""

    name: str
    kind: type  # bool, int or str
    values: tuple[Any, ...]
    default: Any


def _specs() -> dict[str, OptionSpec]:
    allowed: dict[str, tuple[Any, ...]] = {
        "bettler_points": (4, 5),
        "bettler_order": ("normal", "ace-low", "ten-low"),
        "schnapser_announcers": ("rufer-team", "rufer-only"),
        "zehnergang": ("10-above-gang", "9-below-gang", "8-below-gang", "off"),
        "plauderer_kind": ("a", "b", "c"),
        "max_kontra_level": (3, 2, 1, 0),
        "target_points": (24, 12),
    }
    specs: dict[str, OptionSpec] = {}
    for f in dataclasses.fields(RuleSet):
        default = f.default
        kind = type(default)
        values = allowed.get(f.name, (default, not default) if kind is bool else ())
        specs[f.name] = OptionSpec(f.name, kind, values, default)
    return specs


def _json_type(value: object) -> Word:
    if value is None:
        return Word("null")
    if isinstance(value, bool):
        return Word(QT_TRANSLATE_NOOP("LogError", "a boolean"))
    if isinstance(value, int):
        return Word(QT_TRANSLATE_NOOP("LogError", "an integer"))
    if isinstance(value, float):
        return Word(QT_TRANSLATE_NOOP("LogError", "a number with a fraction"))
    if isinstance(value, str):
        return Word(QT_TRANSLATE_NOOP("LogError", "a string"))
    if isinstance(value, (list, tuple)):
        return Word(QT_TRANSLATE_NOOP("LogError", "a list"))
    if isinstance(value, Mapping):
        return Word(QT_TRANSLATE_NOOP("LogError", "an object"))
    return Word(type(value).__name__)


_TYPE_WORD = {
    bool: Word(QT_TRANSLATE_NOOP("LogError", "true or false")),
    int: Word(QT_TRANSLATE_NOOP("LogError", "an integer")),
    str: Word(QT_TRANSLATE_NOOP("LogError", "a string")),
}


def _check_value(name: str, value: object) -> None:
    spec = OPTIONS[name]
    ok_type = type(value) is spec.kind  # exact: True is not 1, 1 is not True
    if not ok_type:
        raise RulesError(QT_TRANSLATE_NOOP("LogError", 'rules: option "%1" must be %2, not %3'),
                         name, _TYPE_WORD[spec.kind], _json_type(value))
    if value not in spec.values:
        shown = " or ".join(json.dumps(v) for v in spec.values)
        raise RulesError(
            QT_TRANSLATE_NOOP("LogError", 'rules: option "%1" must be %2, not %3'),
            name, shown, json.dumps(value))


OPTIONS: Final[dict[str, OptionSpec]] = _specs()
"""Every option by name, in the order of docs/rules.md §12."""

STANDARD: Final = RuleSet()
TRADITIONAL: Final = RuleSet(bettler=False, zehnergang="off", show_contracts=False)
ALL_CONTRACTS: Final = RuleSet(
    ass_bettler=True, assenbettler=True, schnapser_mit_mann=True, plauderer=True, bauernloch=True
)
PRESETS: Final[dict[str, RuleSet]] = {
    "standard": STANDARD,
    "traditional": TRADITIONAL,
    "all_contracts": ALL_CONTRACTS,
}
"""The named presets of docs/rules.md §12 by id (the GUI owns their labels)."""
