"""The table's regions never overlap and never leave the viewport (issue 13, 2 and 3).

Regions: each seat's hand, the four seat plates, the score and contract boards, the call
history, the dealer's stack, each team's pile with its label, the action panel and the
overlay panel (the deal's summary, the score sheet).
Checked at the window sizes a player uses, in the three languages, in the middle of the
play and at the summary; no text of the summary's tricks table is elided."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication

from bschnapsen_gui.engine import Phase

from .helpers import choose, wait_for_human_or_end

SIZES = [(800, 600), (900, 620), (1280, 800), (1920, 1080)]


def _regions(view) -> dict[str, QRect]:
    t = view.table
    out: dict[str, QRect] = {}

    def add(name: str, rects: list[QRectF]) -> None:
        box = QRectF()
        for r in rects:
            box = box.united(r)
        if not box.isEmpty():
            # the card's drawn picture: its bounding rect less the antialiasing pixel
            out[name] = view.mapFromScene(box.adjusted(1, 1, -1, -1)).boundingRect()

    for seat in range(4):
        add(f"hand {seat}", [t.items_by_card[c].sceneBoundingRect() for c in t.hand_cards(seat)])
        add(f"plate {seat}", [t.plates[seat].sceneBoundingRect().adjusted(6, 6, -6, -6)])
    add("score board", [t.score_board.sceneBoundingRect().adjusted(6, 6, -6, -6)])
    add("contract board", [t.contract_board.sceneBoundingRect().adjusted(6, 6, -6, -6)])
    if t.history_board.isVisible():
        add("call history", [t.history_board.sceneBoundingRect().adjusted(6, 6, -6, -6)])
    deal = view.controller.deal
    if not deal.second_round_dealt:  # the dealer's stack (the trump call's panel kept off it)
        add("stack", [t.items_by_card[c].sceneBoundingRect() for s in range(4) for c in deal.dealt[s][3:]])
    for team in (0, 1):
        cards = [c for tr in deal.tricks if tr.winner is not None and (tr.winner % 2) == team for c in tr.cards]
        rects = [t.items_by_card[c].sceneBoundingRect() for c in cards]
        if t.pile_labels[team].isVisible():
            rects.append(t.pile_labels[team].sceneBoundingRect().adjusted(6, 6, -6, -6))
        add(f"pile {team}", rects)
    for name, panel in (("overlay", view.overlay), ("action panel", view.action_panel)):
        if panel.isVisible():
            out[name] = QRect(panel.pos(), panel.size())
    return out


def _check(view, where: str) -> None:
    QApplication.processEvents()
    regions = _regions(view)
    vp = view.viewport().rect()
    problems = []
    for name, r in regions.items():
        if not vp.contains(r):
            problems.append(f"{name} {r.getRect()} leaves the viewport {vp.getRect()}")
    names = sorted(regions)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if regions[a].intersects(regions[b]):
                problems.append(f"{a} {regions[a].getRect()} overlaps {b} {regions[b].getRect()}")
    assert not problems, f"{where}: " + "; ".join(problems)


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_regions_do_not_overlap_or_leave_the_table(qtbot, make_game, lang, size):
    game = make_game(seed=5, lang=lang)
    w = game.window
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    game.start()
    c = game.controller
    view = w.view
    if os.environ.get("BSCHNAPSEN_EXPECT_DPR"):  # the run at a 2× device pixel ratio below
        assert view.devicePixelRatioF() == float(os.environ["BSCHNAPSEN_EXPECT_DPR"])
    checked_play = False
    while True:
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        # every decision of the player: the trump call, the auction, Kontra, each card
        qtbot.waitUntil(lambda: not view.table.animator.running)
        _check(view, f"{size} {lang}, {c.deal.phase} after {len(c.deal.history)} actions")
        # the call history stays on the table once there is a call (made smaller, never hidden)
        if view.table.history_lines():
            assert view.table.history_board.isVisible(), f"{size} {lang}: the call history is hidden"
        checked_play = checked_play or c.deal.phase is Phase.PLAY
        c.act(choose(c.human_options))
    assert checked_play
    qtbot.waitUntil(lambda: view.overlay.isVisible() and not view.table.animator.running)
    view.place_panels()
    QApplication.processEvents()
    _check(view, f"{size} {lang}, summary")
    # the tricks table: no sideways scroll bar, no column cut short
    t = view.overlay.table
    assert not t.horizontalScrollBar().isVisible()
    model = t.model()
    fm = t.fontMetrics()
    for col in range(model.columnCount()):
        if t.isColumnHidden(col):
            continue
        for row in range(model.rowCount()):
            text = str(model.data(model.index(row, col)) or "")
            assert fm.horizontalAdvance(text) <= t.columnWidth(col), f"{text!r} is cut in column {col}"
        head = str(model.headerData(col, Qt.Orientation.Horizontal) or "")
        hfm = t.horizontalHeader().fontMetrics()
        assert hfm.horizontalAdvance(head) <= t.columnWidth(col), f"header {head!r} is cut"
    view.show_scores()
    QApplication.processEvents()
    _check(view, f"{size} {lang}, score sheet")


@pytest.mark.skipif(bool(os.environ.get("BSCHNAPSEN_EXPECT_DPR")), reason="this is the 2× run itself")
def test_regions_at_a_double_device_pixel_ratio(tmp_path: Path):
    """QT_SCALE_FACTOR is process-wide: the same checks in a process of their own at 2×."""
    env = dict(os.environ, QT_SCALE_FACTOR="2", BSCHNAPSEN_EXPECT_DPR="2", QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", __file__,
         "-k", "test_regions_do_not_overlap and (800x600 or 1920x1080)"],
        env=env, capture_output=True, text=True, timeout=600, cwd=tmp_path,
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "6 passed" in run.stdout
