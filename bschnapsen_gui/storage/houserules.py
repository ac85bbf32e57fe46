"""House-rule sets saved under the player's own names.

The sets are kept in ``house-rules.json`` in the config directory (beside the settings;
``$BSCHNAPSEN_CONFIG_DIR`` in tests), written atomically::

    {"format": "bauernschnapsen/house-rules", "version": 1,
     "sets": {"Stammtisch": {"bettler": false, "herzrunde": true}}}

Each set is the deal log's ``rules`` object.  A file that cannot be read is put aside as
``house-rules.json.broken-<timestamp>`` (by :func:`.files.load`) and the sets start empty;
a single set whose options are wrong is dropped and reported the same way (the file is
kept aside and the good sets are written back), so one bad entry does not cost the others.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engine.rules import PRESETS, RulesError, RuleSet
from .files import BrokenFile, FileKind, Problem, Salvaged, config_dir, load, save

FORMAT = "bauernschnapsen/house-rules"
VERSION = 1
MAX_NAME = 40


def house_rules_path() -> Path:
    return KIND.path


class HouseRules:
    """The saved sets by name, in the order they were saved."""

    def __init__(self, sets: dict[str, RuleSet] | None = None) -> None:
        self.sets: dict[str, RuleSet] = dict(sets or {})

    @classmethod
    def load(cls) -> tuple[HouseRules, BrokenFile | None]:
        """The saved sets and, if the file was broken (it was put aside), what happened."""
        house, broken = load(KIND, cls())
        if broken is not None and broken.problem is Problem.PARTLY:
            try:
                house.save()  # the good sets back in place (the whole file was kept aside)
            except OSError:
                pass  # the sets are in memory; the next save tries again and reports it
        return house, broken

    @classmethod
    def _parse(cls, data: dict[str, Any], version: int) -> HouseRules | Salvaged[HouseRules]:
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
            return Salvaged(cls(out), "; ".join(bad))
        return cls(out)

    def save(self) -> None:
        data = KIND.envelope()
        data["sets"] = {name: rules.to_json() for name, rules in self.sets.items()}
        save(KIND, data, indent=2, ensure_ascii=False)

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


KIND = FileKind("house-rules.json", config_dir, FORMAT, VERSION, "house-rules file", HouseRules._parse)


def valid_name(name: object) -> bool:
    return isinstance(name, str) and 0 < len(name.strip()) <= MAX_NAME and name == name.strip()


def preset_of(rules: RuleSet) -> str | None:
    """The preset id whose rules are exactly ``rules``, if any."""
    for key, r in PRESETS.items():
        if r == rules:
            return key
    return None
