"""The English interface speaks English, keeping only the German game terms that English
players keep (docs/words.md; the English descriptions among the rules' sources are the
reference): no "Punkte", "Augen", "Weiter", "Rufer", "Aufschlagen" in an English text.

English is the source language: the texts are the source messages of the catalogues
(``translations/*.ts``, every context: menus, panels, lessons, refusals, rule options),
the English plural forms (``bschnapsen_en.ts``) and the English help page.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "translations"
HELP = ROOT / "bschnapsen_gui" / "qt" / "i18n" / "help" / "rules_en.html"

#: the German game terms English keeps (docs/words.md)
KEPT = {
    "Bummerl", "Schneider", "Ass-Bettler", "Retourschneider", "Kontra", "Re", "Sub", "Genug", "Gang", "Zehnergang",
    "Farbengang", "Bettler", "Schnapser", "Bauernschnapser", "Bauernschnapsen", "Kontraschnapser",
    "Herrenschnapser", "Bauernloch", "Plauderer", "Ober", "Obers", "Unter", "Unters", "Daus",
    # the three duties of a trick: every refusal names its rule (the replay
    # command's "must beat the trick with SA (Stichzwang)", docs/deal-log.md), beside the English
    "Farbzwang", "Stichzwang", "Trumpfzwang",
}
#: German words that an English text must not use (the English word in docs/words.md)
GERMAN = {
    "Punkte", "Punkt", "Augen", "Auge", "Weiter", "weiter", "Rufer", "Aufschlagen", "aufschlagen",
    "Vorrang", "schmieren", "schwarz", "Zehner", "Stich",
    "Stiche", "Trumpf", "Geber", "Ansager", "Partei", "Spiel", "Karte", "Karten", "Herz", "Karo", "Pik",
    "Kreuz", "Schelle", "Schellen", "Laub", "Eichel", "Ass", "König", "Dame", "Bube", "Buben", "und",
    "oder", "Gegner", "Rekontra", "Zweierkontra",
}
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+(?:-[A-Za-zÄÖÜäöüß]+)*")
#: a deal log's own keys, quoted as the file spells them (the replay viewer's errors name them)
LOG_KEY = re.compile(r'"(?:format|rules|dealer|hands|deck|actions|seat|trump|aufschlagen|redeal|bid|double|marriage'
                     r'|play|genug)"')


def german_words(text: str) -> list[str]:
    out = []
    for w in WORD.findall(LOG_KEY.sub("", text)):
        if w in KEPT or all(part in KEPT for part in w.split("-")):
            continue
        if w in GERMAN or any(part in GERMAN for part in w.split("-")) or re.search("[ÄÖÜäöüß]", w):
            out.append(w)
    return out


def source_messages() -> list[tuple[str, str]]:
    out = []
    for ts in sorted(TS.glob("bschnapsen_*.ts")):
        for ctx in ET.parse(ts).getroot().iter("context"):
            name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                out.append((name, msg.findtext("source") or ""))
                if ts.name == "bschnapsen_en.ts":
                    out += [(name, f.text or "") for f in msg.iter("numerusform")]
    return sorted(set(out))


def test_the_reader_finds_german_words():
    assert german_words("First to 24 Punkte") == ["Punkte"]
    assert german_words("Aufschlagen") == ["Aufschlagen"]
    assert german_words("Genug! A Schnapser for the Ober, with Kontra and Re") == []
    assert german_words("Ass-Bettler") == [] and german_words("Rufer-Bettler") == ["Rufer-Bettler"]
    assert german_words("Pass") == []
    assert german_words('"aufschlagen" must be the integer 0 or 1') == []  # the file's key, quoted
    assert german_words("aufschlagen must be 0 or 1") == ["aufschlagen"]


def test_no_english_message_has_a_german_word_outside_the_kept_game_terms():
    found = [(ctx, text, german_words(text)) for ctx, text in source_messages() if german_words(text)]
    assert len(source_messages()) > 500
    assert not found, "German in English messages:\n" + "\n".join(f"[{c}] {t!r}: {w}" for c, t, w in found)


def test_the_english_help_has_no_german_word_outside_the_kept_game_terms():
    text = re.sub(r"<!--.*?-->", " ", HELP.read_text(encoding="utf-8"), flags=re.S)
    words = html.unescape(re.sub(r"<[^>]+>", " ", text))
    found = german_words(words)
    assert not found, f"German in the English help: {sorted(set(found))}"


@pytest.mark.parametrize("doc", ["docs/words.md"])
def test_the_decision_is_written_down(doc):
    text = (ROOT / doc).read_text(encoding="utf-8")
    for w in ("points", "card points", "caller", "pass", "turn up", "Genug"):
        assert w in text
