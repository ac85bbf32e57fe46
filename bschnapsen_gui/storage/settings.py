"""Settings: a typed, versioned dataclass kept as JSON in the user's config directory.

The file is ``settings.json`` in the config directory (:mod:`.files`: platformdirs, or
``$BSCHNAPSEN_CONFIG_DIR``), written atomically and read by :func:`.files.load`.  Unknown
keys are ignored and missing values take their defaults; a file that is not JSON at all,
not ours, or from a newer version is put aside as ``settings.json.broken-<timestamp>`` and
the caller is told, so that it can say so to the player.  A wrong value (a wrong type,
out of range, NaN or Infinity) takes its default too, and the file is kept aside all the
same, the repaired settings written in its place and the caller told (once: the repaired
file reads cleanly), as the house rules do with a set they cannot read.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from ..engine.rules import PRESETS, RulesError, RuleSet
from ..resources import LANGS, PACKS, STRENGTHS
from .files import (
    APP,
    BrokenFile,
    FileKind,
    Problem,
    Salvaged,
    config_dir,
    data_dir,
    load,
    put_aside,
    save,
    write_atomic,
)

# Besides its own names, this module offers the vocabularies a setting takes its value
# from (LANGS, PACKS, STRENGTHS) and the file helpers that used to live here (now .files).
__all__ = [
    "APP",
    "CUSTOM_RULES",
    "FORMAT",
    "FRIENDS_SEATS",
    "HOUSE_PREFIX",
    "LANGS",
    "PACKS",
    "RULE_PRESETS",
    "SPEEDS",
    "STRENGTHS",
    "VERSION",
    "BrokenFile",
    "Settings",
    "config_dir",
    "data_dir",
    "load_settings",
    "put_aside",
    "save_settings",
    "settings_path",
    "write_atomic",
]

FORMAT = "bauernschnapsen/settings"
VERSION = 4

SPEEDS = ("off", "fast", "normal", "slow")
RULE_PRESETS = ("standard", "traditional", "all_contracts")
FRIENDS_SEATS = {"partner": (2,), "opponents": (1, 3), "all": (1, 2, 3)}
"""Which seats a table opened here keeps for friends (the opener sits in 0)."""
HOUSE_PREFIX = "house:"  # ``rules`` naming a saved house-rule set: "house:<name>"
CUSTOM_RULES = "custom"  # ``rules`` for options chosen one by one, saved under no name


@dataclass
class Settings:
    """Everything the player sets (PRODUCT.md "Settings"); version 4.

    ``rules`` names where the house rules came from (a preset id, ``"house:<name>"`` or
    ``"custom"``) and ``rule_options`` holds the rule set itself (the deal log's ``rules``
    object), so the rules survive even if the named set is deleted.  ``seat_strengths``
    holds a strength per seat, or "" where ``strength`` (all seats) applies.  ``welcomed``
    says the first-start welcome was shown (it is shown once).
    ``window_rect`` is where the window was last (x, y, width, height of its inside, in
    logical pixels, when not maximised; empty until it has been closed once) and
    ``window_maximised`` whether it was maximised: the window comes back so, fitted to the
    screen it finds.
    """

    lang: str = "en"
    pack: str = "tell"
    speed: str = "normal"
    strength: str = "club"
    rules: str = "standard"
    rule_options: dict[str, Any] = dataclasses.field(default_factory=dict)
    seat_strengths: list[str] = dataclasses.field(default_factory=lambda: ["", "", "", ""])
    counting_aid: bool = False  # show each team's Augen on the table
    auto_genug: bool = False  # say Genug for the human's team when it has 66
    takeback: bool = True  # the player may take moves back (Ctrl+Z)
    sounds: bool = False
    volume: int = 70  # percent
    welcomed: bool = False  # the first-start welcome was shown
    window_rect: list[int] = dataclasses.field(default_factory=list)  # [] or [x, y, width, height]
    window_maximised: bool = False
    # playing with friends (Game → Play with friends): remembered for the next table
    player_name: str = ""  # the name the others at a table see ("": none)
    friends_seats: str = "partner"  # the seats a table opened here keeps for friends (FRIENDS_SEATS)
    table_address: str = ""  # the address last joined by hand
    table_server: str = ""  # the server a table was last opened on (a club's: --open-tables)

    _CHOICES: ClassVar[dict[str, tuple[str, ...]]] = {
        "lang": LANGS,
        "pack": PACKS,
        "speed": SPEEDS,
        "strength": STRENGTHS,
    }

    def to_json(self) -> dict[str, Any]:
        data = KIND.envelope()
        data.update(dataclasses.asdict(self))
        return data

    def rule_set(self) -> RuleSet:
        """The house rules in force (the preset's if the stored options are unreadable)."""
        try:
            return RuleSet.from_json(self.rule_options)
        except RulesError:
            return PRESETS.get(self.rules, PRESETS["standard"])

    def set_rule_set(self, name: str, rules: RuleSet) -> None:
        self.rules = name
        self.rule_options = rules.to_json()

    def strength_of(self, seat: int) -> str:
        """The strength of the computer in ``seat`` (its own, or the one for all)."""
        own = self.seat_strengths[seat] if 0 <= seat < len(self.seat_strengths) else ""
        return own or self.strength

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from JSON; ``BrokenFile`` if it is not a settings object of ours."""
        return KIND.from_json(data)

    @classmethod
    def _parse(cls, data: dict[str, Any], version: int) -> Settings | Salvaged[Settings]:
        """The settings of ``data``; a value of the wrong type or out of its range (NaN and
        Infinity included) takes its default, and the file is then kept aside and said to
        be partly read (:class:`.files.Salvaged`), as a house-rule set that cannot be read."""
        data = _upgrade(dict(data), version)
        s = cls()
        bad: list[str] = []

        def wrong(name: str) -> None:
            if name in data:
                bad.append(f"{name}: {_shown(data[name])}")

        for name, choices in cls._CHOICES.items():
            v = data.get(name)
            if isinstance(v, str) and v in choices:
                setattr(s, name, v)
            else:
                wrong(name)
        rules = data.get("rules")
        if isinstance(rules, str) and (
            rules in RULE_PRESETS or rules == CUSTOM_RULES
            or (rules.startswith(HOUSE_PREFIX) and len(rules) > len(HOUSE_PREFIX))
        ):
            s.rules = rules
        else:
            wrong("rules")
        options = data.get("rule_options")
        try:
            s.rule_options = RuleSet.from_json(options).to_json()
        except RulesError:
            s.rule_options = PRESETS.get(s.rules, PRESETS["standard"]).to_json()
            wrong("rule_options")
        seats = data.get("seat_strengths")
        if isinstance(seats, list) and len(seats) == 4:
            s.seat_strengths = [v if isinstance(v, str) and v in STRENGTHS else "" for v in seats]
            if any(not (isinstance(v, str) and (v in STRENGTHS or v == "")) for v in seats):
                wrong("seat_strengths")
        else:
            wrong("seat_strengths")
        rect = data.get("window_rect")
        if (isinstance(rect, list) and len(rect) == 4 and all(type(v) is int for v in rect)
                and rect[2] > 0 and rect[3] > 0):
            s.window_rect = list(rect)
        elif rect != []:
            wrong("window_rect")
        for name in ("counting_aid", "auto_genug", "sounds", "welcomed", "window_maximised"):
            v = data.get(name)
            if isinstance(v, bool):
                setattr(s, name, v)
            else:
                wrong(name)
        takeback = data.get("takeback", True)  # missing in older settings: on
        if isinstance(takeback, bool):
            s.takeback = takeback
        else:
            wrong("takeback")
        player = data.get("player_name")
        if isinstance(player, str) and len(player) <= 64 and player.isprintable():
            s.player_name = player
        else:
            wrong("player_name")
        seats_for = data.get("friends_seats")
        if isinstance(seats_for, str) and seats_for in FRIENDS_SEATS:
            s.friends_seats = seats_for
        else:
            wrong("friends_seats")
        address = data.get("table_address")
        if isinstance(address, str) and len(address) <= 200 and address.isprintable():
            s.table_address = address
        else:
            wrong("table_address")
        server = data.get("table_server", "")  # missing in older settings: none
        if isinstance(server, str) and len(server) <= 200 and server.isprintable():
            s.table_server = server
        else:
            wrong("table_server")
        volume = data.get("volume")
        if type(volume) is int:
            s.volume = max(0, min(100, volume))
            if s.volume != volume:
                wrong("volume")
        else:
            wrong("volume")
        if bad:
            return Salvaged(s, "wrong values took their defaults: " + "; ".join(bad))
        return s


def _shown(value: object) -> str:
    """A wrong value as the message quotes it (short)."""
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, float) else repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _upgrade(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Older versions to the current one (a newer version never gets here: it is kept
    aside by :func:`.files.load`, not read and rewritten as ours).

    1 → 2: the rules were only a preset id; the rule set itself is now stored beside it
    (``rule_options``), with the new settings at their defaults.
    2 → 3: ``welcomed``; a player with older settings has played already, so no welcome.
    3 → 4: the window's geometry (``window_rect``, ``window_maximised``), not yet known.
    """
    if version < 2:
        preset = data.get("rules")
        rules = PRESETS.get(preset, PRESETS["standard"]) if isinstance(preset, str) else PRESETS["standard"]
        data["rule_options"] = rules.to_json()
        data["version"] = 2
    if version < 3:
        data.setdefault("welcomed", True)
        data["version"] = 3
    if version < 4:
        # 3 → 4: the window's place and size are remembered; none is known yet
        data.pop("window_rect", None)
        data.pop("window_maximised", None)
        data["version"] = 4
    return data


KIND = FileKind("settings.json", config_dir, FORMAT, VERSION, "settings file", Settings._parse)


def settings_path() -> Path:
    return KIND.path


def load_settings(default_lang: str = "en") -> tuple[Settings, BrokenFile | None]:
    """The saved settings (or defaults) and, if the file was broken, what happened.

    Settings with wrong values are read with those values at their defaults; the file is
    kept aside (``Problem.PARTLY``) and the repaired settings written in its place, so the
    player is told once."""
    settings, broken = load(KIND, Settings(lang=default_lang if default_lang in LANGS else "en"))
    if broken is not None and broken.problem is Problem.PARTLY:
        try:
            save_settings(settings)
        except OSError:
            pass  # kept in memory; the next save tries again and says so
    return settings, broken


def save_settings(settings: Settings) -> None:
    save(KIND, settings.to_json(), indent=2)
