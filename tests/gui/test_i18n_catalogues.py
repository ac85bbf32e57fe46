"""The translation catalogues: current with the sources, complete, compiled; plural forms;
Qt's own catalogue for standard buttons; the help texts for every language and pack."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox

from bschnapsen_gui.qt.dialogs import helpview
from bschnapsen_gui.qt.i18n import labels
from bschnapsen_gui.qt.i18n.translations import LANGS, Translations

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "update-translations"


@pytest.fixture
def translations(qapp):
    t = Translations()
    yield t
    t.switch("en")


def test_catalogues_are_current_complete_and_compiled():
    """lupdate over the sources changes no .ts, nothing is unfinished or empty, and every
    .qm is lrelease's output of its .ts (tools/update-translations --check)."""
    r = subprocess.run([sys.executable, str(TOOL), "--check"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-4000:]


def _literal_calls() -> list[tuple[str, int, str, str, str, bool]]:
    """(file, line, context, text, disambiguation, plural) of every literal translate(),
    QT_TRANSLATE_NOOP() and QCoreApplication.translate() call in the package."""
    out = []
    for path in sorted((ROOT / "bschnapsen_gui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name not in ("translate", "QT_TRANSLATE_NOOP"):
                continue
            args = node.args
            if len(args) < 2 or not (isinstance(args[1], ast.Constant) and isinstance(args[1].value, str)):
                continue
            if not (isinstance(args[0], ast.Constant) and isinstance(args[0].value, str)):
                # a literal text with a context in a variable: lupdate cannot extract it
                out.append((path.name, node.lineno, "", args[1].value, "<context not literal>", False))
                continue
            dis = args[2].value if len(args) > 2 and isinstance(args[2], ast.Constant) and args[2].value else ""
            plural = len(args) > 3
            out.append((path.name, node.lineno, args[0].value, args[1].value, dis, plural))
    return out


def test_every_literal_call_is_in_the_catalogue_with_its_plural_mark():
    """lupdate's Python parser drops a message whose count is an attribute and loses the
    plural mark of a count in a variable; plural messages must be marked with a literal
    count (labels.TRICKS_ON_PILE and friends)."""
    root = ET.parse(ROOT / "translations" / "bschnapsen_de.ts").getroot()
    have = {}
    for ctx in root.iter("context"):
        for m in ctx.iter("message"):
            key = (ctx.findtext("name"), m.findtext("source"), m.findtext("comment") or "")
            have[key] = m.get("numerus") == "yes"
    calls = _literal_calls()
    assert len(calls) > 200
    problems = []
    for file, line, ctx, text, dis, plural in calls:
        key = (ctx, text, dis)
        if dis == "<context not literal>":
            problems.append(f"{file}:{line}: {text!r}: the context must be a literal string for lupdate")
        elif key not in have:
            problems.append(f"{file}:{line}: {ctx}: {text!r} is not in the catalogue")
        elif "%n" in text and not have[key]:
            problems.append(f"{file}:{line}: {ctx}: {text!r} has %n but is no plural message")
        elif plural and "%n" in text and not re.search(r"None, \d", text) and not have[key]:
            problems.append(f"{file}:{line}: {ctx}: {text!r} lost its plural mark")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    "lang, expected",
    [
        ("en", ["1 trick", "3 tricks", "5 tricks", "21 tricks"]),
        ("de", ["1 Stich", "3 Stiche", "5 Stiche", "21 Stiche"]),
        ("ru", ["1 взятка", "3 взятки", "5 взяток", "21 взятка"]),
    ],
)
def test_plural_forms(translations, lang, expected):
    translations.switch(lang)
    got = [QCoreApplication.translate("Table", labels.TRICKS_ON_PILE, None, n) for n in (1, 3, 5, 21)]
    assert got == expected


def test_russian_plural_of_augen_in_the_status_line(translations):
    translations.switch("ru")
    got = [QCoreApplication.translate("Event", labels.TRICK_TAKEN_YOU, None, n) for n in (21, 22, 25)]
    assert got == ["Вы берёте взятку (21 очко).", "Вы берёте взятку (22 очка).", "Вы берёте взятку (25 очков)."]


@pytest.mark.parametrize("lang, cancel", [("de", "Abbrechen"), ("ru", "Отмена"), ("en", "Cancel")])
def test_qt_standard_buttons_speak_the_language(translations, lang, cancel):
    translations.switch(lang)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == cancel


@pytest.mark.parametrize(
    "lang, pack, names",
    [
        ("de", "tell", ["Herz-Daus", "Schellen-Unter", "Eichel-Ober", "Laub-Zehner"]),
        ("de", "french", ["Herz-Ass", "Karo-Bube", "Kreuz-Dame", "Pik-Zehner"]),
        ("en", "tell", ["Daus of Hearts", "Unter of Bells", "Ober of Acorns", "Ten of Leaves"]),
        ("en", "french", ["Ace of Hearts", "Jack of Diamonds", "Queen of Clubs", "Ten of Spades"]),
        ("ru", "tell", ["Херц-Даус", "Шеллен-Унтер", "Айхель-Обер", "Лауб-Ценер"]),
        ("ru", "french", ["туз червей", "валет бубен", "дама треф", "десятка пик"]),
    ],
)
def test_card_names_follow_the_pack(translations, lang, pack, names):
    translations.switch(lang)
    assert [labels.card_name(c, pack) for c in ("HA", "DU", "CO", "S10")] == names


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("pack", ["tell", "french", "french4"])
def test_help_fills_in_every_placeholder(translations, lang, pack):
    translations.switch(lang)
    html, images = helpview.expand(helpview.help_text(lang), pack)
    assert "{{" not in html and "}}" not in html
    assert 'class="tell"' not in html and 'class="french"' not in html
    assert len(images) >= 10
    names = [labels.card_name("CK", pack), labels.suit_name(labels.Suit.S, pack)]
    assert all(n in html for n in names)


def test_help_has_the_same_sections_in_every_language():
    anchors = {
        lang: re.findall(r'<a name="(\w+)">', helpview.help_text(lang)) for lang in LANGS
    }
    assert anchors["de"] == anchors["en"] == anchors["ru"]
    assert (
        {"cards", "auction", "contracts", "kontra", "trick", "normal", "scoring", "house", "program"}
        <= set(anchors["en"])
    )


def test_help_dialog_shows_the_cards_of_the_pack(qtbot, translations):
    translations.switch("de")
    dialog = helpview.HelpDialog(lambda: ("tell", "de"))
    qtbot.addWidget(dialog)
    dialog.show()
    doc = dialog.browser.document()
    text = dialog.browser.toPlainText()
    assert "Herz-Daus" in text or "Daus" in text
    assert "Zwanziger" in text and "Genug" in text
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    image = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl("card-card-HA"))
    assert image is not None and not image.isNull()
    assert dialog.buttons.buttons()[0].text() == "Schließen"
