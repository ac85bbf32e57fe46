"""House-rule sets saved under the player's own names.

The sets are kept in ``house-rules.json`` in the config directory (beside the settings;
``$BSCHNAPSEN_CONFIG_DIR`` in tests), written atomically::

    {"format": "bauernschnapsen/house-rules", "version": 1,
     "sets": {"Stammtisch": {"bettler": false, "herzrunde": true}}}

Each set is the deal log's ``rules`` object.  A file that cannot be read is put aside as
``house-rules.json.broken-<timestamp>`` and the sets start empty; a single set whose
options are wrong is dropped and reported the same way, so one bad entry does not cost
the others.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..engine.rules import PRESETS, RuleSet, RulesError
from .settings import BrokenFile, config_dir, put_aside, write_atomic

FORMAT = "bauernschnapsen/house-rules"
VERSION = 1
MAX_NAME = 40


def house_rules_path() -> Path:
    return config_dir() / "house-rules.json"


class HouseRules:
    """The saved sets by name, in the order they were saved."""

    def __init__(self, sets: dict[str, RuleSet] | None = None) -> None:
        self.sets: dict[str, RuleSet] = dict(sets or {})

    @classmethod
    def load(cls) -> tuple[HouseRules, BrokenFile | None]:
        """The saved sets and, if the file was broken (it was put aside), what happened."""
        path = house_rules_path()
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return cls(), None
        except OSError as exc:
            return cls(), BrokenFile(str(exc))
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise BrokenFile("not a file of Bauernschnapsen house rules")
            if type(data.get("version")) is not int:
                raise BrokenFile("the house-rules file has no valid version")
            sets = data.get("sets")
            if not isinstance(sets, dict):
                raise BrokenFile("the house-rules file has no sets")
            out: dict[str, RuleSet] = {}
            bad: list[str] = []
            for name, options in sets.items():
                try:
                    if not valid_name(name):
                        raise RulesError(f"bad name {name!r}")
                    out[name] = RuleSet.from_json(options)
                except RulesError as exc:
                    bad.append(f"{name}: {exc}")
            if bad:
                kept = put_aside(path)
                house = cls(out)
                house.save()
                return house, BrokenFile("; ".join(bad), kept)
            return cls(out), None
        except (ValueError, UnicodeDecodeError) as exc:
            kept = put_aside(path)
            return cls(), BrokenFile(str(exc), kept)

    def save(self) -> None:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "sets": {name: rules.to_json() for name, rules in self.sets.items()},
        }
        write_atomic(house_rules_path(), json.dumps(data, indent=2, ensure_ascii=False) + "\n")

    def put(self, name: str, rules: RuleSet) -> None:
        """Save ``rules`` as ``name`` (replacing a set of that name)."""
        if not valid_name(name):
            raise ValueError("a house-rule set needs a name")
        self.sets[name.strip()] = rules
        self.save()

    def delete(self, name: str) -> None:
        if name in self.sets:
            del self.sets[name]
            self.save()

    def find(self, rules: RuleSet) -> str | None:
        """The name of a saved set equal to ``rules``, if any."""
        for name, r in self.sets.items():
            if r == rules:
                return name
        return None


def valid_name(name: object) -> bool:
    return isinstance(name, str) and 0 < len(name.strip()) <= MAX_NAME and name == name.strip()


def preset_of(rules: RuleSet) -> str | None:
    """The preset id whose rules are exactly ``rules``, if any."""
    for key, r in PRESETS.items():
        if r == rules:
            return key
    return None
