"""The pages in docs/ that the code cites: every cited page and section exists, and the rule
options of docs/rules.md §12 are the engine's ``RuleSet`` fields.

The code cites ``docs/rules.md §7``, ``docs/deal-log.md, "Replay"`` and, in files that cite
docs/rules.md, bare ``§4.1``; a section number means a heading ``## 4. …`` of docs/rules.md
(the only page with numbered sections) and ``§4.1`` item 1 of that section's numbered list.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from bschnapsen_gui.engine.contracts import Contract
from bschnapsen_gui.engine.rules import RuleSet

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
RULES = DOCS / "rules.md"
#: where the code is: these folders and files, and the pages themselves
SCANNED = ("bschnapsen_gui", "tests", "packaging", "tools", "README.md", "docs")
SKIP_DIRS = {"__pycache__", ".venv", "build", "dist"}

DOC_PATH = re.compile(r"(?<![\w./-])docs/[\w./-]*[\w/]")
QUOTED_HEADING = re.compile(r"(?<![\w./-])(docs/[\w.-]+\.md),? \"([^\"]+)\"")
SECTION = re.compile(r"§(\d+)(?:\.(\d+))?")


def text_files() -> list[Path]:
    out = []
    for name in SCANNED:
        top = ROOT / name
        paths = [top] if top.is_file() else sorted(top.rglob("*"))
        for p in paths:
            if not p.is_file() or SKIP_DIRS & set(p.relative_to(ROOT).parts):
                continue
            if p == Path(__file__).resolve():
                continue  # this file's own examples are not citations
            try:
                p.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue  # images, catalogues, sounds
            out.append(p)
    return out


FILES = text_files()


def where(path: Path, text: str, pos: int) -> str:
    return f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, pos) + 1}"


def headings(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    return [m.group(1).strip() for m in re.finditer(r"^#+ (.+)$", text, re.MULTILINE)]


def sections(page: Path) -> dict[int, str]:
    """``## N. Title`` sections of a page by number, each with its text."""
    text = page.read_text(encoding="utf-8")
    parts = re.split(r"^(?=## )", text, flags=re.MULTILINE)
    out: dict[int, str] = {}
    for part in parts:
        m = re.match(r"## (\d+)\. ", part)
        if m:
            out[int(m.group(1))] = part
    return out


def test_the_code_cites_docs_at_all() -> None:
    """The scan sees the citations (else every test below would pass on nothing)."""
    cited = [p for p in FILES if "docs/rules.md §" in p.read_text(encoding="utf-8")]
    assert len(cited) >= 10, cited
    assert RULES.is_file()


def test_every_cited_docs_path_exists() -> None:
    missing = []
    for p in FILES:
        text = p.read_text(encoding="utf-8")
        for m in DOC_PATH.finditer(text):
            if not (ROOT / m.group(0)).exists():
                missing.append(f"{where(p, text, m.start())}: {m.group(0)}")
    assert not missing, "cited pages that are not in docs/:\n" + "\n".join(missing)


def test_every_cited_heading_exists() -> None:
    """``docs/deal-log.md, "Replay"`` names a heading of that page."""
    missing = []
    for p in FILES:
        text = p.read_text(encoding="utf-8")
        for m in QUOTED_HEADING.finditer(text):
            page = ROOT / m.group(1)
            if page.is_file() and m.group(2) not in headings(page):
                missing.append(f"{where(p, text, m.start())}: {m.group(1)} \"{m.group(2)}\"")
    assert not missing, "cited headings that do not exist:\n" + "\n".join(missing)


def test_every_cited_section_exists() -> None:
    numbered = sections(RULES)
    assert set(numbered) >= set(range(1, 13)), sorted(numbered)  # §1 … §12 as RULES.md has them
    missing = []
    for p in FILES:
        text = p.read_text(encoding="utf-8")
        for m in SECTION.finditer(text):
            n = int(m.group(1))
            if n not in numbered:
                missing.append(f"{where(p, text, m.start())}: {m.group(0)} (no section {n})")
            elif m.group(2) is not None:
                item = int(m.group(2))
                if not re.search(rf"^{item}\. ", numbered[n], re.MULTILINE):
                    at = where(p, text, m.start())
                    missing.append(f"{at}: {m.group(0)} (§{n} has no item {item})")
    assert not missing, "cited sections of docs/rules.md that do not exist:\n" + "\n".join(missing)


def test_the_code_cites_no_rule_book_outside_the_repository() -> None:
    """RULES.md and DEAL_LOG.md are not in the repository; the code cites docs/ instead."""
    outside = re.compile(r"\b(RULES\.md|DEAL_LOG\.md)")
    found = []
    for p in FILES:
        if DOCS in p.parents:  # the pages say where they come from
            continue
        text = p.read_text(encoding="utf-8")
        for m in outside.finditer(text):
            found.append(f"{where(p, text, m.start())}: {m.group(0)}")
    assert not found, "cite docs/rules.md or docs/deal-log.md instead:\n" + "\n".join(found)


FIELDS = [f.name for f in dataclasses.fields(RuleSet)]


@pytest.mark.parametrize("name", FIELDS)
def test_every_rule_option_is_in_section_12(name: str) -> None:
    assert f"`{name}`" in sections(RULES)[12], f"RuleSet.{name} is not named in docs/rules.md §12"


@pytest.mark.parametrize("contract", [c.value for c in Contract])
def test_every_contract_id_is_documented(contract: str) -> None:
    assert f"`{contract}`" in sections(RULES)[5], f"{contract} is not in docs/rules.md §5"
    assert f"`{contract}`" in (DOCS / "deal-log.md").read_text(encoding="utf-8")


def test_no_rule_option_of_the_engine_is_said_to_be_missing_from_it():
    """docs/rules.md said ``retourschneider`` was not in the engine long after it was."""
    text = RULES.read_text(encoding="utf-8")
    for f in dataclasses.fields(RuleSet):
        for claim in (f"`{f.name}` is not in the engine", f"Being added to the\n  engine as `RuleSet.{f.name}`",
                      f"engine as `RuleSet.{f.name}`"):
            assert claim not in text, f"docs/rules.md says {f.name} is not in the engine: {claim!r}"
