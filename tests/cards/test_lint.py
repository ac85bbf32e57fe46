"""Every committed card SVG keeps to the subset QtSvg renders (and the linter catches what
it must)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bschnapsen_gui.cardart.build import ASSETS
from bschnapsen_gui.cardart.lint import lint_svg

SVGS = sorted(ASSETS.rglob("*.svg"))


def test_there_are_card_files() -> None:
    # 3 packs x 20 faces, the localised French faces, and 2 backs
    assert len(SVGS) >= 62


@pytest.mark.parametrize("path", SVGS, ids=lambda p: p.relative_to(ASSETS).as_posix())
def test_committed_svg_keeps_to_the_subset(path: Path) -> None:
    assert lint_svg(path.read_bytes()) == []


HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'viewBox="0 0 10 10">')


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ('<symbol id="s"><path d="M0 0H1"/></symbol>', "forbidden element <symbol>"),
        ('<clipPath id="c"><rect width="1" height="1"/></clipPath>', "forbidden element <clipPath>"),
        ('<defs><pattern id="p"/></defs>', "forbidden element <pattern>"),
        ('<defs><mask id="m"/></defs>', "forbidden element <mask>"),
        ('<defs><filter id="f"/></defs>', "forbidden element <filter>"),
        ("<style>path{fill:red}</style>", "forbidden element <style>"),
        ("<text>A</text>", "forbidden element <text>"),
        ('<image width="1" height="1"/>', "forbidden element <image>"),
        ("<foreignObject/>", "forbidden element <foreignObject>"),
        ('<path d="M0 0H1" style="fill:red"/>', "forbidden attribute 'style'"),
        ('<path d="M0 0H1" clip-path="url(#c)"/>', "forbidden attribute 'clip-path'"),
        ('<path id="p" d="M0 0H1"/><use xlink:href="#p"/>', "refers to a <path>, not a <g>"),
        ('<use xlink:href="#nowhere"/>', "missing id 'nowhere'"),
        ('<g id="g"/><use xlink:href="#g" x="3"/>', "placed by x="),
        ('<path d="M0 0H1" fill="url(#gone)"/>', "missing id 'gone'"),
        ('<linearGradient id="l"/><path d="M0 0H1" fill="url(#l)"/>', "gradient outside <defs>"),
    ],
)
def test_linter_catches(body: str, expected: str) -> None:
    problems = lint_svg(HEAD + body + "</svg>")
    assert any(expected in p for p in problems), problems


def test_linter_accepts_the_subset() -> None:
    body = ('<defs><linearGradient id="l"><stop offset="0" stop-color="#fff"/></linearGradient>'
            '<g id="pip"><circle r="1" fill="url(#l)"/></g></defs>'
            '<g><path d="M0 0H1"/><ellipse rx="1" ry="2"/><rect width="1" height="1"/></g>'
            '<use xlink:href="#pip" transform="translate(3 3)"/>'
            '<use href="#pip" transform="rotate(180)"/>')
    assert lint_svg(HEAD + body + "</svg>") == []


def test_linter_reports_broken_xml() -> None:
    assert lint_svg("<svg") != []
