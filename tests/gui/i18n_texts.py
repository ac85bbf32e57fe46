"""What a player reads on the screen, and whether any of it is still English.

``screen_texts`` walks a widget tree (labels, buttons, menus and their actions, tool tips,
window titles, combo boxes, item views with their headers) and, for the main window, the
table scene's text items (boards, plates, bubbles, card tool tips).  ``english_leaks``
compares those texts with the catalogue of a language:

* a text that matches an English source whose translation differs (placeholders filled
  with anything) but not the translation itself was left untranslated;
* a leftover placeholder (``%1``, ``%n``) was never filled in;
* German: English function words ("the", "you", "and" …) betray a string that was never
  marked for translation; Russian: any Latin word except key names and language names.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"

#: words a German text may share with English, and proper names
GERMAN_ENGLISH = re.compile(
    r"\b(the|and|you|your|with|not|this|that|is|are|of|to|for|from|by|it|on|deal|trick|tricks|"
    r"play|plays|score|sheet|hint|rules|settings|close|next|game|none|called|highest|"
    r"dealer|declarer|winner|result|contract|we|they|us|them|yes|no|new|last)\b",
    re.IGNORECASE,
)
# key caps, language names, Qt's own "OK"; the names of programs, fonts and licences (About)
RUSSIAN_LATIN_OK = {"Enter", "Esc", "Tab", "Ctrl", "Home", "End", "Space", "Deutsch", "English", "F1", "OK",
                    "GNU", "Qt", "Python", "PySide6", "DejaVu", "Sans", "Bitstream", "Vera",
                    "Windows", "macOS", "Debian"}
_LICENCE_ID = re.compile(r"\b[A-Z]+-\d[\w.-]*")  # SPDX names (GPL-3.0-or-later) are no words
_PLACEHOLDER = re.compile(r"%(\d|n)")


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


def _item_view_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    out = []
    rows = model.rowCount(QModelIndex())
    try:
        cols = model.columnCount(QModelIndex())
    except TypeError:  # a list model hides columnCount()
        cols = 1
    for c in range(cols):
        h = model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if isinstance(h, str):
            out.append(h)
    for r in range(min(rows, 200)):
        for c in range(cols):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                v = model.data(model.index(r, c), role)
                if isinstance(v, str):
                    out.append(v)
    return out


def _menu_texts(menu: QMenu) -> list[str]:
    out = [menu.title()]
    for a in menu.actions():
        if a.menu() is not None:
            out += _menu_texts(a.menu())
        elif not a.isSeparator():
            out.append(a.text().split("\t")[0])
            out.append(a.toolTip() if a.toolTip() != a.text().replace("&", "") else "")
    return out


def widget_texts(root: QWidget, *, skip_help: bool = True) -> list[str]:
    """Every text a player can see in ``root`` and its visible children."""
    out: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if w is not root and not w.isVisibleTo(root):
            continue
        if w.isWindow():
            out.append(w.windowTitle())
        if w.toolTip():
            out.append(w.toolTip())
        if isinstance(w, QLabel):
            out.append(w.text())
        elif isinstance(w, QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        elif isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QTextBrowser):
            if not (skip_help and w.window().objectName() == "help"):
                out.append(w.toPlainText())
        elif isinstance(w, QAbstractItemView):
            out += _item_view_texts(w)
    if isinstance(root, QMainWindow):
        for a in root.menuBar().actions():
            if a.menu() is not None:
                out += _menu_texts(a.menu())
    return [_plain(t) for t in out if t]


def scene_texts(window: QMainWindow) -> list[str]:
    """The table's own texts: boards, plates, pile labels, bubbles, card tool tips."""
    view = getattr(window, "view", None)
    if view is None:
        return []
    table = view.table
    out = []
    for item in table.items():
        doc = getattr(item, "_doc", None)
        if doc is not None and item.isVisible():
            out.append(doc.toPlainText())
        text = getattr(item, "text", None)
        if isinstance(text, str) and item.isVisible():
            out.append(text)
        if item.toolTip():
            out.append(item.toolTip())
    return out


def screen_texts(window: QWidget) -> list[str]:
    texts = widget_texts(window)
    if isinstance(window, QMainWindow):
        texts += scene_texts(window)
    return texts


def _pattern(text: str) -> re.Pattern[str]:
    parts = re.split(r"(%\d|%n)", text.replace("&", ""))
    rx = "".join(
        (r"\d+" if p == "%n" else ".+?") if _PLACEHOLDER.fullmatch(p) else re.escape(p) for p in parts
    )
    return re.compile(rx, re.DOTALL)


@cache
def catalogue(lang: str) -> list[tuple[str, re.Pattern[str], list[re.Pattern[str]]]]:
    """(source, source pattern, translation patterns) of every message whose translation
    differs from its source."""
    out = []
    root = ET.parse(TS_DIR / f"bschnapsen_{lang}.ts").getroot()
    for msg in root.iter("message"):
        src = msg.findtext("source") or ""
        tr = msg.find("translation")
        if tr is None:
            continue
        forms = [f.text or "" for f in tr.iter("numerusform")] or [tr.text or ""]
        if all(f == src for f in forms):
            continue
        out.append((src, _pattern(src), [_pattern(f) for f in forms if f]))
    return out


def english_leaks(texts: list[str], lang: str) -> list[str]:
    """The texts (or lines of them) that are not in ``lang``."""
    leaks = []
    cat = catalogue(lang)
    for text in texts:
        for line in [text, *text.splitlines()]:
            line = line.strip().replace("&", "")
            if not line:
                continue
            if _PLACEHOLDER.search(line):
                leaks.append(f"placeholder left in {line!r}")
                continue
            for src, rx, trs in cat:
                if rx.fullmatch(line) and not any(t.fullmatch(line) for t in trs):
                    leaks.append(f"untranslated {line!r} (source {src!r})")
                    break
            else:
                line = re.sub(r"\S*[/\\]\S*", " ", line)  # file paths are no words
                line = re.sub(r"\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b", " ", line)  # nor host names (club.example.org)
                line = _LICENCE_ID.sub(" ", line)
                if lang == "de":
                    m = GERMAN_ENGLISH.search(line)
                    if m:
                        leaks.append(f"English word {m.group(0)!r} in {line!r}")
                elif lang == "ru":
                    words = [w for w in re.findall(r"[A-Za-z][A-Za-z0-9]+", line) if w not in RUSSIAN_LATIN_OK]
                    if words:
                        leaks.append(f"Latin words {words} in {line!r}")
    return sorted(set(leaks))
