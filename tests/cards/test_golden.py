"""Golden images: a few cards of each pack compared with committed PNGs, with a tolerance.

Regenerate after an intended change of the art with::

    BSCHNAPSEN_UPDATE_GOLDEN=1 python -m pytest tests/cards/test_golden.py

and look at the new PNGs before committing them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from .imaging import differing_share, face

GOLDEN = Path(__file__).with_name("golden")
WIDTH = 100
CASES = [
    ("tell", "en", "HA"), ("tell", "en", "DO"), ("tell", "en", "SU"), ("tell", "en", "CK"),
    ("tell", "en", "C10"),
    ("french", "en", "SK"), ("french", "en", "HO"), ("french", "en", "D10"),
    ("french", "de", "CU"), ("french", "ru", "HA"),
    ("french4", "en", "DU"), ("french4", "en", "CA"),
]
PIXEL_TOLERANCE = 48  # per channel, out of 255
MAX_SHARE = 0.015  # of pixels allowed to differ beyond the tolerance


@pytest.mark.parametrize(("pack", "lang", "code"), CASES, ids=lambda v: str(v))
def test_matches_golden(qapp: QApplication, pack: str, lang: str, code: str) -> None:
    path = GOLDEN / f"{pack}-{lang}-{code}.png"
    img = face(pack, code, WIDTH, lang)
    if os.environ.get("BSCHNAPSEN_UPDATE_GOLDEN") == "1":
        GOLDEN.mkdir(exist_ok=True)
        assert img.save(str(path)), path
        pytest.skip(f"wrote {path.name}")
    assert path.is_file(), f"no golden image {path.name}; run with BSCHNAPSEN_UPDATE_GOLDEN=1"
    want = QImage(str(path)).convertToFormat(QImage.Format.Format_RGBA8888)
    share = differing_share(img, want, PIXEL_TOLERANCE)
    assert share <= MAX_SHARE, f"{path.name}: {share:.2%} of pixels differ"
