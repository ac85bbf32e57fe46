"""The compiled open-cards solver, and the one place that chooses which solver plays.

:class:`CSolver` is :class:`~.solver.Solver` with its search (``probe``) done by the C
extension ``_csolver`` (``_csolver.c``, built by ``setup.py`` when the machine has a
compiler).  Everything around the search — the probes of ``solve``, ``wins``, ``after``,
``move_values``, :func:`~.solver.apply_move` — is the pure solver's own code, and the C
search mirrors the pure one node for node (same ordering, same transposition table), so
the two give the same values and differ only in speed.  ``solver.py`` stays the reference
and the fallback.

:func:`backend` is what the players ask for a solver class: the compiled one when it
imports, the pure one otherwise or when ``BSCHNAPSEN_SOLVER=python`` is set.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
from collections.abc import Callable, Iterator

from ..engine.scoring import GENUG_AUGEN, SCHNEIDER_AUGEN
from .bits import AUGEN, SUIT_OF
from .solver import G_NORMAL, G_SCHNAPSER, G_SCHNAPSER_TEAM, INF, PlayState, Solver

try:  # by its own name: ``from . import _csolver`` reads as a name of the ai package
    import bschnapsen_gui.ai._csolver as _csolver
except ImportError:  # built without a compiler: the pure solver plays (slower)
    _csolver = None  # type: ignore[assignment]
else:
    _csolver.set_thresholds(GENUG_AUGEN, SCHNEIDER_AUGEN)  # the rule lives in the engine

#: environment variable: ``python`` forces the pure-Python solver
ENV = "BSCHNAPSEN_SOLVER"


def compiled_available() -> bool:
    """Did the compiled solver import (was the extension built)?"""
    return _csolver is not None


def not_built_warning(command: str) -> str | None:
    """What a long-running command (``command``: its name) tells its user when the compiled
    solver is not built (a source tree used without ``pip install -e .``): the same results,
    many times slower. None when it is built."""
    if compiled_available():
        return None
    return (f"{command}: the compiled solver (bschnapsen_gui.ai._csolver) is not built: the same results, "
            "about 20 times slower; `pip install -e .` builds it")


#: the solver one player asked for while it decides (``"python"``), else ``""``; a context
#: variable, so that it holds for that player's decision only (each thread has its own)
_FORCED: contextvars.ContextVar[str] = contextvars.ContextVar("bschnapsen_solver", default="")


@contextlib.contextmanager
def using(name: str) -> Iterator[None]:
    """Within the block :func:`backend` gives the pure solver if ``name`` is ``"python"``.

    ``"auto"`` (or ``""``) leaves the choice to :func:`backend`.  Used by a player whose
    strength is defined by the pure solver (the arena's ``expert-v1``), not process-wide.
    """
    if name not in ("", "auto", "python"):
        raise ValueError(f"unknown solver {name!r}")
    token = _FORCED.set("python" if name == "python" else "")
    try:
        yield
    finally:
        _FORCED.reset(token)


def backend() -> type[Solver]:
    """The solver class to use: :class:`CSolver` when built, else the pure :class:`Solver`."""
    if _csolver is None or _FORCED.get() or os.environ.get(ENV, "").strip().lower() == "python":
        return Solver
    return CSolver


def backend_name() -> str:
    """``"c"`` or ``"python"``: which solver :func:`backend` gives."""
    return "c" if backend() is CSolver else "python"


#: the attributes of :class:`Solver` that depend only on trump, rank order and the seat out
_SHARED = ("trump", "order", "so", "seq", "ncards", "pw", "above", "by_power", "by_augen", "by_augen_desc", "beat")
_TABLES: dict[tuple[int, int, int], dict[str, object]] = {}


class CSolver(Solver):
    """:class:`Solver` with the alpha-beta search in C; the same answers, much sooner.

    ``poll`` is called every 2048 search nodes (the GIL is released in between); an
    exception from it aborts the search, as with the pure solver.
    """

    def __init__(self, st: PlayState, poll: Callable[[], None] | None = None) -> None:
        if _csolver is None:
            raise RuntimeError("the compiled solver (bschnapsen_gui.ai._csolver) is not built")
        # Solver.__init__'s attributes, its orderings taken once per (trump, order, seat out):
        # a whole small contract solves in microseconds, so building them would dominate
        key = (st.trump, st.order, st.sitting_out)
        tables = _TABLES.get(key)
        if tables is None:
            ref = Solver(st)
            tables = _TABLES[key] = {a: getattr(ref, a) for a in _SHARED}
        self.__dict__.update(tables)
        self.stich = st.stichzwang
        self.goal = st.goal
        self.decl = st.declarer
        self.dteam = st.declarer & 1
        self.win = 1 if self.dteam == 0 else -1
        self.tt = {}
        self.nodes = 0
        self.poll = poll
        self.marr = self.goal in (G_NORMAL, G_SCHNAPSER, G_SCHNAPSER_TEAM)
        self._search = _csolver.Search(
            self.trump, self.stich, self.goal, self.decl, self.so,
            self.pw, AUGEN, self.above, self.beat, self.by_power, self.by_augen, poll,
        )

    def probe(self, st: PlayState, alpha: int = -INF, beta: int = INF) -> int:
        if st.trick:
            ws, wc = st.trick_winner()
            taug = sum(AUGEN[c] for c in st.trick)
            led = SUIT_OF[st.trick[0]]
        else:
            ws = wc = led = -1
            taug = 0
        v = self._search.probe(
            st.hands, st.leader, len(st.trick), led, ws, wc, taug,
            st.augen[0], st.augen[1], st.tricks_won[0], st.tricks_won[1],
            st.announced[0], st.announced[1], st.ntricks, st.pending, st.genug_open,
            alpha, beta,
        )
        self.nodes = self._search.nodes
        return v

    @property
    def tt_entries(self) -> int:
        """Positions in the (C) transposition table."""
        return self._search.entries


__all__ = ["CSolver", "ENV", "backend", "backend_name", "compiled_available", "not_built_warning", "using"]
