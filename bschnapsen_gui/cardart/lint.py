"""Check an SVG against the subset QtSvg renders faithfully (see CARD_ART.md).

Allowed: ``svg title desc defs g path circle ellipse rect line polyline polygon use
linearGradient radialGradient stop``; ``<use>`` only of a ``<g>``, placed by ``transform``.
Forbidden (ignored or unsupported by QtSvg, or font-dependent): ``symbol clipPath pattern mask
filter style text image foreignObject`` and the like, and the attributes that would pull them
in (``style``, ``class``, ``clip-path``, ``mask``, ``filter``). Every ``url(#id)`` and ``href``
must point at an existing id. No Qt here.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"

ALLOWED = frozenset({
    "svg", "title", "desc", "defs", "g", "path", "circle", "ellipse", "rect", "line",
    "polyline", "polygon", "use", "linearGradient", "radialGradient", "stop",
})
FORBIDDEN_ATTRS = frozenset({"style", "class", "clip-path", "mask", "filter", "clipPathUnits"})
_URL = re.compile(r"url\(#([^)]+)\)")


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def lint_svg(data: bytes | str) -> list[str]:
    """Problems found in one SVG document; ``[]`` when it keeps to the subset."""
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        return [f"not well-formed XML: {exc}"]
    problems: list[str] = []
    if root.tag != f"{{{SVG_NS}}}svg":
        problems.append(f"root element is {root.tag!r}, not an SVG <svg>")
    ids: dict[str, str] = {}
    for el in root.iter():
        ident = el.get("id")
        if ident is not None:
            if ident in ids:
                problems.append(f"duplicate id {ident!r}")
            ids[ident] = _local(el.tag)
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue  # comments, processing instructions
        name = _local(el.tag)
        if not el.tag.startswith(f"{{{SVG_NS}}}"):
            problems.append(f"element outside the SVG namespace: {el.tag}")
        elif name not in ALLOWED:
            problems.append(f"forbidden element <{name}>")
        for attr, value in el.attrib.items():
            aname = _local(attr)
            if aname in FORBIDDEN_ATTRS:
                problems.append(f"forbidden attribute {aname!r} on <{name}>")
            for ref in _URL.findall(value):
                if ref not in ids:
                    problems.append(f"<{name}> {aname}= refers to missing id {ref!r}")
        if name == "use":
            href = el.get(f"{{{XLINK_NS}}}href") or el.get("href")
            if not href or not href.startswith("#"):
                problems.append("<use> without a local href")
            else:
                target = ids.get(href[1:])
                if target is None:
                    problems.append(f"<use> refers to missing id {href[1:]!r}")
                elif target != "g":
                    problems.append(f"<use> refers to a <{target}>, not a <g>")
            for attr in ("x", "y", "width", "height"):
                if el.get(attr) is not None:
                    problems.append(f"<use> placed by {attr}= instead of a transform")
        if name in ("linearGradient", "radialGradient"):
            if el.get(f"{{{XLINK_NS}}}href") or el.get("href"):
                problems.append(f"<{name}> inherits from another gradient (keep them flat)")
    # gradients must live in <defs>
    for parent in root.iter():
        if _local(parent.tag) == "defs":
            continue
        for child in parent:
            if _local(child.tag) in ("linearGradient", "radialGradient"):
                problems.append("gradient outside <defs>")
    return problems
