"""The table's layout as arithmetic (``qt/table/geometry.py``), without a scene: at the
smallest and a large table, for both packs' card shapes, every hand, the dealer's stack and
a whole trick lie inside the table, and no hand covers the trick."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from bschnapsen_gui.qt.table.geometry import TableGeometry

SIZES = [(640.0, 420.0), (1280.0, 800.0), (2560.0, 1440.0), (900.0, 1000.0)]
ASPECTS = [1.5, 1.6]  # the French pack's shape, the William Tell pack's


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("aspect", ASPECTS)
def test_every_card_lies_inside_the_table_and_no_hand_covers_the_trick(size: tuple[float, float],
                                                                       aspect: float) -> None:
    g = TableGeometry(*size, aspect)
    table = QRectF(0, 0, *size)
    trick = g.trick_extent()
    assert table.contains(trick)
    for seat in range(4):
        for face_up in ([True] * 5, [False] * 5):
            poses = g.hand_poses(seat, 5, face_up, False)
            assert len(poses) == 5
            for p in poses:
                box = g.extent(p)
                assert table.contains(box), (seat, p, box)
                assert not box.intersects(trick), (seat, p, box, trick)
    for dealer in range(4):
        assert all(table.contains(g.extent(g.deck_pose(dealer, i))) for i in range(20))
    assert g.full_hand_extent().bottom() <= size[1]


def test_the_unit_follows_the_narrower_side() -> None:
    assert TableGeometry(1600.0, 800.0).u == 80.0  # a wide table: the height decides
    assert TableGeometry(800.0, 1000.0).u == 50.0  # a tall one: the width
    g = TableGeometry(1280.0, 800.0, 1.5)
    assert g.card_h("hand") == pytest.approx(g.card_w("hand") * 1.5)
