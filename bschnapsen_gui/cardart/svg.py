"""A tiny SVG writer for the card generator (no Qt, standard library only).

Everything the generator draws goes through :class:`Canvas`. Shapes are written in local
coordinates and transformed in Python by the canvas's current affine transform, so the stroke
weight stays the same whatever the scale (SVG would scale strokes with a ``transform``), and
so every file is plain paths in card coordinates. Numbers are written with a fixed format
(:func:`fmt`), which makes the output byte-for-byte deterministic.

Only the subset of SVG that QtSvg renders is ever produced: ``path``, ``g``, ``use`` of a
``g``, ``linearGradient`` and ``radialGradient`` in ``defs``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

Point = tuple[float, float]


def fmt(value: float, places: int = 1) -> str:
    """Format a number the same way on every run: fixed decimals, no trailing zeros."""
    text = f"{round(value, places):.{places}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    if text in ("-0", ""):
        text = "0"
    return text


@dataclass(frozen=True)
class Affine:
    """The affine map ``(x, y) -> (a*x + c*y + e, b*x + d*y + f)`` (SVG matrix order)."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def __matmul__(self, other: Affine) -> Affine:
        """``self @ other`` applies ``other`` first, then ``self``."""
        return Affine(
            self.a * other.a + self.c * other.b,
            self.b * other.a + self.d * other.b,
            self.a * other.c + self.c * other.d,
            self.b * other.c + self.d * other.d,
            self.a * other.e + self.c * other.f + self.e,
            self.b * other.e + self.d * other.f + self.f,
        )

    def apply(self, x: float, y: float) -> Point:
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    @property
    def scale(self) -> float:
        """The mean linear scale factor (for radii and widths)."""
        return math.sqrt(abs(self.a * self.d - self.b * self.c))

    def svg(self) -> str:
        """The map as an SVG ``transform`` attribute value."""
        if (self.a, self.b, self.c, self.d) == (1.0, 0.0, 0.0, 1.0):
            return f"translate({fmt(self.e, 2)} {fmt(self.f, 2)})"
        vals = (self.a, self.b, self.c, self.d, self.e, self.f)
        return "matrix(" + " ".join(fmt(v, 4) for v in vals) + ")"


def translate(x: float, y: float) -> Affine:
    return Affine(e=x, f=y)


def scale(sx: float, sy: float | None = None) -> Affine:
    return Affine(a=sx, d=sx if sy is None else sy)


def rotate(degrees: float, cx: float = 0.0, cy: float = 0.0) -> Affine:
    r = math.radians(degrees)
    cos, sin = math.cos(r), math.sin(r)
    if abs(cos) < 1e-12:
        cos = 0.0
    if abs(sin) < 1e-12:
        sin = 0.0
    rot = Affine(cos, sin, -sin, cos)
    return translate(cx, cy) @ rot @ translate(-cx, -cy)


def mirror_x(cx: float) -> Affine:
    """Mirror left to right about the vertical line ``x = cx``."""
    return Affine(a=-1.0, e=2 * cx)


def place(x: float, y: float, s: float = 1.0, deg: float = 0.0) -> Affine:
    """Translate to ``(x, y)`` after scaling by ``s`` and rotating by ``deg`` about the origin."""
    return translate(x, y) @ rotate(deg) @ scale(s)


_TOKEN = re.compile(r"[MLHVCSQTZmlhvcsqtz]|-?(?:\d+\.?\d*|\.\d+)")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "Z": 0}


def parse_path(d: str) -> list[tuple[str, list[Point]]]:
    """Parse path data into absolute segments ``M``, ``L``, ``C``, ``Q`` and ``Z``.

    Accepts absolute and relative ``M L H V C S Q T Z``; arcs are not supported (use
    :meth:`Canvas.ellipse`). Implicit repeated commands work as in SVG.
    """
    tokens = _TOKEN.findall(d)
    out: list[tuple[str, list[Point]]] = []
    i = 0
    cmd = ""
    cur: Point = (0.0, 0.0)
    start: Point = (0.0, 0.0)
    last_ctrl: Point | None = None
    last_kind = ""
    while i < len(tokens):
        tok = tokens[i]
        if tok.isalpha():
            cmd = tok
            i += 1
            if cmd in "Zz":
                out.append(("Z", []))
                cur = start
                last_ctrl = None
                last_kind = "Z"
                continue
        elif not cmd:
            raise ValueError(f"path data must start with a command: {d!r}")
        up = cmd.upper()
        n = _ARGS[up]
        nums = [float(t) for t in tokens[i : i + n]]
        if len(nums) < n or any(t.isalpha() for t in tokens[i : i + n]):
            raise ValueError(f"path data ends early near {cmd!r}: {d!r}")
        i += n
        rel = cmd.islower()
        ox, oy = cur if rel else (0.0, 0.0)
        if up == "H":
            pts = [(nums[0] + (cur[0] if rel else 0.0), cur[1])]
            up = "L"
        elif up == "V":
            pts = [(cur[0], nums[0] + (cur[1] if rel else 0.0))]
            up = "L"
        else:
            pts = [(nums[k] + ox, nums[k + 1] + oy) for k in range(0, n, 2)]
        if up == "S":
            ctrl = (2 * cur[0] - last_ctrl[0], 2 * cur[1] - last_ctrl[1]) if (
                last_ctrl and last_kind == "C"
            ) else cur
            pts = [ctrl, *pts]
            up = "C"
        elif up == "T":
            ctrl = (2 * cur[0] - last_ctrl[0], 2 * cur[1] - last_ctrl[1]) if (
                last_ctrl and last_kind == "Q"
            ) else cur
            pts = [ctrl, *pts]
            up = "Q"
        out.append((up, pts))
        if up == "M":
            start = pts[0]
            cmd = "l" if rel else "L"  # further pairs after M are line-tos
        cur = pts[-1]
        last_ctrl = pts[-2] if up in ("C", "Q") else None
        last_kind = up
    return out


def path_data(segments: Sequence[tuple[str, list[Point]]], t: Affine) -> str:
    parts: list[str] = []
    for kind, pts in segments:
        if kind == "Z":
            parts.append("Z")
            continue
        coords = " ".join(f"{fmt(x)} {fmt(y)}" for x, y in (t.apply(*p) for p in pts))
        parts.append(kind + coords)
    return "".join(parts)


def ellipse_d(cx: float, cy: float, rx: float, ry: float) -> str:
    """An ellipse as four cubic Béziers (so it can be transformed freely)."""
    k = 0.5522847498
    return (
        f"M{cx + rx} {cy}"
        f"C{cx + rx} {cy + k * ry} {cx + k * rx} {cy + ry} {cx} {cy + ry}"
        f"C{cx - k * rx} {cy + ry} {cx - rx} {cy + k * ry} {cx - rx} {cy}"
        f"C{cx - rx} {cy - k * ry} {cx - k * rx} {cy - ry} {cx} {cy - ry}"
        f"C{cx + k * rx} {cy - ry} {cx + rx} {cy - k * ry} {cx + rx} {cy}Z"
    )


def _hex(rgb: tuple[float, float, float]) -> str:
    return "#" + "".join(f"{max(0, min(255, round(v))):02x}" for v in rgb)


def _rgb(color: str) -> tuple[float, float, float]:
    c = color.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    return (int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16))


def mix(color: str, other: str, amount: float) -> str:
    """Blend ``color`` towards ``other`` by ``amount`` (0..1)."""
    (r0, g0, b0), (r1, g1, b1) = _rgb(color), _rgb(other)
    return _hex((r0 + (r1 - r0) * amount, g0 + (g1 - g0) * amount, b0 + (b1 - b0) * amount))


def lighten(color: str, amount: float) -> str:
    return mix(color, "#ffffff", amount)


def darken(color: str, amount: float) -> str:
    return mix(color, "#000000", amount)


class Canvas:
    """Collects SVG elements and gradient definitions for one card."""

    def __init__(self, width: float, height: float, stroke: str, stroke_width: float) -> None:
        self.width = width
        self.height = height
        self.stroke = stroke
        self.stroke_width = stroke_width
        self.t = Affine()
        self._body: list[str] = []
        self._defs: dict[str, str] = {}
        self._stack: list[list[str]] = []
        self.clip: tuple[Point, ...] | None = None

    def copy(self) -> Canvas:
        """An independent copy (to finish one drawing in several ways)."""
        if self._stack:
            raise RuntimeError("cannot copy inside an open group")
        other = Canvas(self.width, self.height, self.stroke, self.stroke_width)
        other.t = self.t
        other._body = list(self._body)
        other._defs = dict(self._defs)
        other.clip = self.clip
        return other

    # -- transforms -------------------------------------------------------------------------
    @contextmanager
    def at(self, t: Affine) -> Iterator[None]:
        """Draw the block with ``t`` applied before the current transform."""
        saved = self.t
        self.t = saved @ t
        try:
            yield
        finally:
            self.t = saved

    @contextmanager
    def clipped(self, x0: float, y0: float, x1: float, y1: float) -> Iterator[None]:
        """Clip everything drawn in the block to a rectangle, at build time.

        Shapes wholly inside are written unchanged; others are flattened and clipped
        (filled shapes as polygons, stroked lines as polylines). QtSvg ignores ``clipPath``, so
        this is how pictures get their frame.
        """
        with self.clipped_to(((x0, y0), (x1, y0), (x1, y1), (x0, y1))):
            yield

    @contextmanager
    def clipped_to(self, region: Sequence[Point]) -> Iterator[None]:
        """Clip everything drawn in the block to a convex polygon (card coordinates), at
        build time; nested regions replace, not intersect, the outer one."""
        saved = self.clip
        self.clip = tuple(region)
        try:
            yield
        finally:
            self.clip = saved

    # -- definitions ------------------------------------------------------------------------
    def define(self, ident: str, xml: str) -> str:
        """Register a ``<defs>`` entry once; returns ``url(#ident)``."""
        self._defs.setdefault(ident, xml)
        return f"url(#{ident})"

    def has_def(self, ident: str) -> bool:
        return ident in self._defs

    def linear(
        self,
        ident: str,
        stops: Sequence[tuple[float, str]],
        x1: float = 0.0,
        y1: float = 0.0,
        x2: float = 0.0,
        y2: float = 1.0,
    ) -> str:
        s = "".join(
            f'<stop offset="{fmt(o, 3)}" stop-color="{c}"/>' for o, c in stops
        )
        xml = (
            f'<linearGradient id="{ident}" x1="{fmt(x1, 3)}" y1="{fmt(y1, 3)}" '
            f'x2="{fmt(x2, 3)}" y2="{fmt(y2, 3)}">{s}</linearGradient>'
        )
        return self.define(ident, xml)

    def radial(
        self,
        ident: str,
        stops: Sequence[tuple[float, str]],
        cx: float = 0.5,
        cy: float = 0.5,
        r: float = 0.5,
        opacities: Sequence[float] | None = None,
    ) -> str:
        parts = []
        for k, (o, c) in enumerate(stops):
            op = "" if opacities is None else f' stop-opacity="{fmt(opacities[k], 3)}"'
            parts.append(f'<stop offset="{fmt(o, 3)}" stop-color="{c}"{op}/>')
        xml = (
            f'<radialGradient id="{ident}" cx="{fmt(cx, 3)}" cy="{fmt(cy, 3)}" '
            f'r="{fmt(r, 3)}">{"".join(parts)}</radialGradient>'
        )
        return self.define(ident, xml)

    # -- output -----------------------------------------------------------------------------
    def _emit(self, xml: str) -> None:
        (self._stack[-1] if self._stack else self._body).append(xml)

    @staticmethod
    def _style(
        fill: str | None,
        stroke: str | None,
        sw: float | None,
        opacity: float | None,
        extra: str,
    ) -> str:
        s = ""
        s += f' fill="{fill}"' if fill is not None else ""
        s += f' stroke="{stroke}"' if stroke is not None else ""
        s += f' stroke-width="{fmt(sw, 2)}"' if sw is not None else ""
        s += f' opacity="{fmt(opacity, 3)}"' if opacity is not None else ""
        return s + extra

    def path(
        self,
        d: str,
        fill: str | None = None,
        stroke: str | None = None,
        sw: float | None = None,
        opacity: float | None = None,
        evenodd: bool = False,
    ) -> None:
        """A path from path data ``d`` in local coordinates.

        ``fill`` defaults to none (inherited from the root group); ``stroke`` and ``sw``
        default to the card's outline colour and weight; pass ``stroke="none"`` for none.
        """
        segments = parse_path(d)
        data = path_data(segments, self.t)
        if self.clip is not None:
            clipped = _clip_data(segments, self.t, self.clip, fill not in (None, "none"))
            if clipped is None:
                return
            data = clipped or data
        extra = ' fill-rule="evenodd"' if evenodd else ""
        self._emit(f'<path d="{data}"{self._style(fill, stroke, sw, opacity, extra)}/>')

    def ellipse(
        self,
        cx: float,
        cy: float,
        rx: float,
        ry: float,
        fill: str | None = None,
        stroke: str | None = None,
        sw: float | None = None,
        opacity: float | None = None,
    ) -> None:
        self.path(ellipse_d(cx, cy, rx, ry), fill, stroke, sw, opacity)

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        fill: str | None = None,
        stroke: str | None = None,
        sw: float | None = None,
        opacity: float | None = None,
    ) -> None:
        self.path(ellipse_d(cx, cy, r, r), fill, stroke, sw, opacity)

    def polyline(
        self,
        pts: Sequence[Point],
        fill: str | None = None,
        stroke: str | None = None,
        sw: float | None = None,
        closed: bool = False,
        opacity: float | None = None,
    ) -> None:
        d = "M" + "L".join(f"{x} {y}" for x, y in pts) + ("Z" if closed else "")
        self.path(d, fill, stroke, sw, opacity)

    @contextmanager
    def group(self, ident: str | None = None, transform: Affine | None = None) -> Iterator[None]:
        """Collect the block's elements into a ``<g>`` (with an id to reuse it)."""
        self._stack.append([])
        try:
            yield
        finally:
            inner = self._stack.pop()
            attrs = f' id="{ident}"' if ident else ""
            attrs += f' transform="{transform.svg()}"' if transform else ""
            self._emit(f"<g{attrs}>" + "".join(inner) + "</g>")

    @contextmanager
    def defined_group(self, ident: str) -> Iterator[None]:
        """Collect the block into a ``<g id>`` inside ``<defs>`` (drawn only via :meth:`use`)."""
        self._stack.append([])
        saved, saved_clip = self.t, self.clip
        self.t, self.clip = Affine(), None  # a definition lives in its own coordinates
        try:
            yield
        finally:
            self.t, self.clip = saved, saved_clip
            inner = self._stack.pop()
            self._defs.setdefault(ident, f'<g id="{ident}">' + "".join(inner) + "</g>")

    def use(self, ident: str, t: Affine | None = None) -> None:
        """Draw a ``<g>`` again, placed by ``t`` after the current transform."""
        full = self.t @ (t or Affine())
        tr = "" if full == Affine() else f' transform="{full.svg()}"'
        self._emit(f'<use xlink:href="#{ident}"{tr}/>')

    def raw(self, xml: str) -> None:
        self._emit(xml)

    def to_svg(self, title: str = "") -> str:
        if self._stack:
            raise RuntimeError("unclosed group")
        head = (
            '<svg xmlns="http://www.w3.org/2000/svg" '
            'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" baseProfile="tiny" '
            f'width="{fmt(self.width)}" height="{fmt(self.height)}" '
            f'viewBox="0 0 {fmt(self.width)} {fmt(self.height)}">\n'
        )
        title_xml = f"<title>{title}</title>\n" if title else ""
        defs = ""
        if self._defs:
            defs = "<defs>\n" + "\n".join(self._defs.values()) + "\n</defs>\n"
        root = (
            f'<g fill="none" stroke="{self.stroke}" stroke-width="{fmt(self.stroke_width, 2)}" '
            'stroke-linejoin="round" stroke-linecap="round">\n'
            + "\n".join(self._body)
            + "\n</g>\n"
        )
        return head + title_xml + defs + root + "</svg>\n"


def arc_d(cx: float, cy: float, r: float, a0: float, a1: float, move: bool = False) -> str:
    """A circular arc from angle ``a0`` to ``a1`` (degrees; y down, so increasing angles turn
    clockwise on screen) as cubic Béziers; starts with ``M`` when ``move`` is true."""
    n = max(1, math.ceil(abs(a1 - a0) / 90.0 - 1e-9))
    step = (a1 - a0) / n
    out = []
    x0 = cx + r * math.cos(math.radians(a0))
    y0 = cy + r * math.sin(math.radians(a0))
    if move:
        out.append(f"M{x0:.4f} {y0:.4f}")
    for i in range(n):
        t0 = math.radians(a0 + i * step)
        t1 = math.radians(a0 + (i + 1) * step)
        k = 4.0 / 3.0 * math.tan((t1 - t0) / 4.0)
        p0 = (cx + r * math.cos(t0), cy + r * math.sin(t0))
        p3 = (cx + r * math.cos(t1), cy + r * math.sin(t1))
        p1 = (p0[0] - k * r * math.sin(t0), p0[1] + k * r * math.cos(t0))
        p2 = (p3[0] + k * r * math.sin(t1), p3[1] - k * r * math.cos(t1))
        out.append(
            f"C{p1[0]:.4f} {p1[1]:.4f} {p2[0]:.4f} {p2[1]:.4f} {p3[0]:.4f} {p3[1]:.4f}"
        )
    return "".join(out)


def flatten(d: str, t: Affine | None = None, steps: int = 8) -> list[list[Point]]:
    """The subpaths of path data ``d`` as polygons (Béziers sampled), for build-time tests
    such as "is this motif inside that robe"."""
    tt = t or Affine()
    polys: list[list[Point]] = []
    cur: list[Point] = []
    pos: Point = (0.0, 0.0)
    for kind, pts in parse_path(d):
        if kind == "M":
            if cur:
                polys.append(cur)
            cur = [pts[0]]
        elif kind == "L":
            cur.append(pts[0])
        elif kind == "C":
            p0 = pos
            for i in range(1, steps + 1):
                s = i / steps
                u = 1 - s
                cur.append((
                    u**3 * p0[0] + 3 * u * u * s * pts[0][0] + 3 * u * s * s * pts[1][0] + s**3 * pts[2][0],
                    u**3 * p0[1] + 3 * u * u * s * pts[0][1] + 3 * u * s * s * pts[1][1] + s**3 * pts[2][1],
                ))
        elif kind == "Q":
            p0 = pos
            for i in range(1, steps + 1):
                s = i / steps
                u = 1 - s
                cur.append((
                    u * u * p0[0] + 2 * u * s * pts[0][0] + s * s * pts[1][0],
                    u * u * p0[1] + 2 * u * s * pts[0][1] + s * s * pts[1][1],
                ))
        if kind == "Z":
            pos = cur[0] if cur else pos
        else:
            pos = pts[-1]
    if cur:
        polys.append(cur)
    return [[tt.apply(*p) for p in poly] for poly in polys]


def inside(polys: Sequence[Sequence[Point]], x: float, y: float) -> bool:
    """Even-odd point-in-polygon test over several polygons."""
    hit = False
    for poly in polys:
        n = len(poly)
        for i in range(n):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
            if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
                hit = not hit
    return hit


def inside_disc(polys: Sequence[Sequence[Point]], x: float, y: float, r: float) -> bool:
    """True when a disc of radius ``r`` round (x, y) lies inside (sampled at 8 points)."""
    if not inside(polys, x, y):
        return False
    for i in range(8):
        a = math.pi * i / 4
        if not inside(polys, x + r * math.cos(a), y + r * math.sin(a)):
            return False
    return True


def smooth_d(pts: Sequence[Point], closed: bool = False, tension: float = 1.0 / 6.0,
             move: bool = True) -> str:
    """A smooth curve through ``pts`` (Catmull-Rom turned into cubic Béziers)."""
    n = len(pts)
    if n < 2:
        return ""
    out = [f"M{pts[0][0]:.3f} {pts[0][1]:.3f}"] if move else []

    def at(i: int) -> Point:
        if closed:
            return pts[i % n]
        return pts[max(0, min(n - 1, i))]

    last = n if closed else n - 1
    for i in range(last):
        p0, p1, p2, p3 = at(i - 1), at(i), at(i + 1), at(i + 2)
        c1 = (p1[0] + (p2[0] - p0[0]) * tension, p1[1] + (p2[1] - p0[1]) * tension)
        c2 = (p2[0] - (p3[0] - p1[0]) * tension, p2[1] - (p3[1] - p1[1]) * tension)
        out.append(f"C{c1[0]:.3f} {c1[1]:.3f} {c2[0]:.3f} {c2[1]:.3f} {p2[0]:.3f} {p2[1]:.3f}")
    if closed:
        out.append("Z")
    return "".join(out)


def _edges(region: Sequence[Point]) -> list[tuple[Point, Point]]:
    """The edges of a convex polygon, oriented so that the inside is on the left
    (``_side`` >= 0)."""
    n = len(region)
    area = sum(region[i][0] * region[(i + 1) % n][1] - region[(i + 1) % n][0] * region[i][1]
               for i in range(n))
    pts = list(region) if area > 0 else list(reversed(region))
    return [(pts[i], pts[(i + 1) % n]) for i in range(n)]


def _side(a: Point, b: Point, p: Point) -> float:
    return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])


def _cross(p: Point, q: Point, a: Point, b: Point) -> Point:
    sp, sq = _side(a, b, p), _side(a, b, q)
    t = sp / (sp - sq)
    return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))


def _clip_poly(poly: list[Point], edges: list[tuple[Point, Point]]) -> list[Point]:
    """Sutherland-Hodgman: a polygon clipped to a convex region."""
    out = poly
    for a, b in edges:
        if not out:
            break
        src, out = out, []
        for i, cur in enumerate(src):
            prev = src[i - 1]
            cin, pin = _side(a, b, cur) >= 0, _side(a, b, prev) >= 0
            if cin:
                if not pin:
                    out.append(_cross(prev, cur, a, b))
                out.append(cur)
            elif pin:
                out.append(_cross(prev, cur, a, b))
    return out


def _clip_segment(p: Point, q: Point, edges: list[tuple[Point, Point]]
                  ) -> tuple[Point, Point] | None:
    """Cyrus-Beck: the part of segment p-q inside a convex region."""
    t0, t1 = 0.0, 1.0
    for a, b in edges:
        sp, sq = _side(a, b, p), _side(a, b, q)
        if sp < 0 and sq < 0:
            return None
        if sp < 0 or sq < 0:
            t = sp / (sp - sq)
            if sp < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    if t0 > t1:
        return None
    dx, dy = q[0] - p[0], q[1] - p[1]
    return (p[0] + t0 * dx, p[1] + t0 * dy), (p[0] + t1 * dx, p[1] + t1 * dy)


def _clip_line(poly: list[Point], edges: list[tuple[Point, Point]]) -> list[list[Point]]:
    """An open polyline clipped to a convex region: the pieces inside."""
    pieces: list[list[Point]] = []
    cur: list[Point] = []
    for i in range(len(poly) - 1):
        seg = _clip_segment(poly[i], poly[i + 1], edges)
        if seg is None:
            if cur:
                pieces.append(cur)
                cur = []
            continue
        p, q = seg
        if not cur:
            cur = [p]
        cur.append(q)
        if q != poly[i + 1]:
            pieces.append(cur)
            cur = []
    if cur:
        pieces.append(cur)
    return [pc for pc in pieces if len(pc) > 1]


def _clip_data(segments: list[tuple[str, list[Point]]], t: Affine,
               region: Sequence[Point], filled: bool) -> str | None:
    """Path data clipped to a convex ``region``: "" when wholly inside (keep the curves),
    None when wholly outside, otherwise polygon/polyline data."""
    edges = _edges(region)
    polys: list[list[Point]] = []
    closed: list[bool] = []
    cur: list[Point] = []
    pos: Point = (0.0, 0.0)
    is_closed = False
    for kind, pts in segments:
        if kind == "M":
            if cur:
                polys.append(cur)
                closed.append(is_closed)
            cur, is_closed = [pts[0]], False
        elif kind == "L":
            cur.append(pts[0])
        elif kind in ("C", "Q"):
            p0 = pos
            for i in range(1, 13):
                s = i / 12
                u = 1 - s
                if kind == "C":
                    cur.append((
                        u**3 * p0[0] + 3 * u * u * s * pts[0][0] + 3 * u * s * s * pts[1][0] + s**3 * pts[2][0],
                        u**3 * p0[1] + 3 * u * u * s * pts[0][1] + 3 * u * s * s * pts[1][1] + s**3 * pts[2][1],
                    ))
                else:
                    cur.append((
                        u * u * p0[0] + 2 * u * s * pts[0][0] + s * s * pts[1][0],
                        u * u * p0[1] + 2 * u * s * pts[0][1] + s * s * pts[1][1],
                    ))
        if kind == "Z":
            is_closed = True
            pos = cur[0] if cur else pos
        else:
            pos = pts[-1]
    if cur:
        polys.append(cur)
        closed.append(is_closed)
    polys = [[t.apply(*p) for p in poly] for poly in polys]
    allpts = [p for poly in polys for p in poly]
    if all(_side(a, b, p) >= 0 for a, b in edges for p in allpts):
        return ""
    if any(all(_side(a, b, p) < 0 for p in allpts) for a, b in edges):
        return None
    out = ""
    for poly, cl in zip(polys, closed):
        if filled:
            res = _clip_poly(poly, edges)
            if len(res) > 2:
                out += "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in res) + "Z"
            continue
        if cl:
            poly = [*poly, poly[0]]
        for piece in _clip_line(poly, edges):
            out += "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in piece)
    return out or None
