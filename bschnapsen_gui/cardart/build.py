"""Generate every card face and back as SVG (``python -m bschnapsen_gui.cardart.build``).

Layout of ``assets/cards`` (the repository's top level)::

    tell/<CARD>.svg            20 faces, language-neutral indices (D X K O U)
    french/<CARD>.svg          20 faces with the English indices (A 10 K Q J)
    french/<lang>/<CARD>.svg   only the faces whose index differs in that language
                               (de: D, B for Q, J; ru: Т, Д, В for A, Q, J)
    french4/...                the same for the four-colour French pack
    backs/back-1.svg, back-2.svg   shared by every pack

The output is deterministic: the same bytes on every run. ``--check`` compares the committed
files with what the generator makes and exits 1 naming every missing, differing or stale file
(and any file that breaks the QtSvg subset, see ``lint``).
No Qt here: the generator is pure Python.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from ..resources import cards_dir
from . import CODES, LANGS, PACKS, backs, french, split_code, tell
from .lint import lint_svg

ASSETS = cards_dir()
MANAGED_DIRS = (*PACKS, "backs")


def face_svg(pack: str, lang: str, code: str) -> str:
    """The SVG text of one face."""
    suit, rank = split_code(code)
    if pack == "tell":
        return tell.card(suit, rank)
    if pack in ("french", "french4"):
        return french.card(pack, lang, suit, rank)
    raise ValueError(f"unknown pack {pack!r}")


def generate() -> dict[str, bytes]:
    """Every file the generator makes: path relative to the assets folder -> bytes."""
    out: dict[str, bytes] = {}
    for pack in PACKS:
        for code in CODES:
            base = face_svg(pack, "en", code).encode("utf-8")
            out[f"{pack}/{code}.svg"] = base
            if pack == "tell":
                continue
            for lang in LANGS:
                if lang == "en":
                    continue
                data = face_svg(pack, lang, code).encode("utf-8")
                if data != base:
                    out[f"{pack}/{lang}/{code}.svg"] = data
    for which, text in backs.all_backs().items():
        out[f"backs/back-{which}.svg"] = text.encode("utf-8")
    return out


def existing(root: Path) -> set[str]:
    """The SVG files the generator owns that are currently on disk."""
    found: set[str] = set()
    for sub in MANAGED_DIRS:
        folder = root / sub
        if folder.is_dir():
            found.update(p.relative_to(root).as_posix() for p in folder.rglob("*.svg"))
    return found


def check(root: Path = ASSETS, wanted: dict[str, bytes] | None = None) -> list[str]:
    """Problems with the files under ``root``: ``[]`` when they are exactly what we make.

    ``wanted`` may pass in a result of :func:`generate` to save generating it again.
    """
    if wanted is None:
        wanted = generate()
    problems: list[str] = []
    for rel, data in sorted(wanted.items()):
        path = root / rel
        if not path.is_file():
            problems.append(f"missing: {rel}")
        elif path.read_bytes() != data:
            problems.append(f"differs: {rel}")
    for rel in sorted(existing(root) - set(wanted)):
        problems.append(f"stale: {rel}")
    for rel, data in sorted(wanted.items()):
        problems.extend(f"lint: {rel}: {msg}" for msg in lint_svg(data))
    return problems


def write(root: Path = ASSETS) -> tuple[int, int]:
    """Write every file (only those that changed) and remove stale ones.

    Returns (files written, files removed).
    """
    wanted = generate()
    written = 0
    for rel, data in wanted.items():
        path = root / rel
        if path.is_file() and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written += 1
    stale = existing(root) - set(wanted)
    for rel in stale:
        (root / rel).unlink()
    return written, len(stale)


def main(argv: Sequence[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    parser = argparse.ArgumentParser(
        prog="python -m bschnapsen_gui.cardart.build",
        description="Generate the card faces and backs as SVG.",
    )
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the files on disk differ")
    parser.add_argument("--out", type=Path, default=ASSETS,
                        help="assets folder (default: the package's assets/cards)")
    args = parser.parse_args(argv)
    if args.check:
        wanted = generate()
        problems = check(args.out, wanted)
        for line in problems:
            print(line, file=sys.stderr)
        if problems:
            print(f"{len(problems)} problem(s) with the card files; run "
                  "python -m bschnapsen_gui.cardart.build", file=sys.stderr)
            return 1
        print(f"all {len(wanted)} card files are up to date")
        return 0
    written, removed = write(args.out)
    print(f"wrote {written} file(s), removed {removed} stale file(s) in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
