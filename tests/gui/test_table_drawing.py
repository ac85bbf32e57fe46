"""How the table draws its cards: faces are drawn ahead of need, and a moving card is not
drawn anew at every in-between size (those made animation frames miss their time)."""

from __future__ import annotations

from bschnapsen_gui.engine import DECK
from bschnapsen_gui.qt.table.cards import Pose


def test_faces_are_drawn_ahead_at_every_size_the_table_shows(qtbot, make_game):
    game = make_game(seed=3, pack="tell")
    table = game.window.view.table
    game.start()
    qtbot.waitUntil(lambda: not table._warm_queue and not table._warm_timer.isActive(), timeout=20_000)
    art = table.art
    widths = {round(table.card_w(k)) for k in ("hand", "trick", "other")}
    # all of them are in the art's cache now: drawing them again draws nothing new
    before = art.cached()
    for w in widths:
        for card in DECK:
            art.face(str(card), w, table.dpr)
    assert art.cached() == before
    # a new pack is drawn ahead again
    game.window.set_pack("french")
    assert table._warm_queue or table._warm_timer.isActive()
    qtbot.waitUntil(lambda: not table._warm_queue, timeout=20_000)


def test_a_moving_card_keeps_its_picture_and_is_sharp_at_rest(qtbot, make_game):
    game = make_game(seed=3)
    table = game.window.view.table
    item = table.items_by_card[DECK[0]]
    a = Pose(100, 100, 0, 1, True, 60.0)
    b = Pose(400, 300, 0, 1, True, 110.0)
    item.set_pose(a)
    first = item._current_pixmap()
    assert item._pixmap_width == 60
    pictures = set()
    for t in (0.1, 0.3, 0.5, 0.7, 0.9):
        item.lerp(a, b, t)
        pictures.add(item._current_pixmap().cacheKey())
    # drawn once, at the width it comes to rest at, not at every in-between width
    assert len(pictures) == 1 and first.cacheKey() not in pictures
    assert item._pixmap_width == 110
    item.set_pose(b)
    assert item._current_pixmap().cacheKey() in pictures and item._pixmap_width == 110
    # at rest at another size it is drawn for exactly that size
    item.set_pose(b.moved(width=90.0))
    item._current_pixmap()
    assert item._pixmap_width == 90
