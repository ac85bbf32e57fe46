"""Choosing the layouts to solve by the play model's weight (``search.resampled``)."""

from __future__ import annotations

import random

from bschnapsen_gui.ai.bench import _play_views
from bschnapsen_gui.ai.players import CONFIGS, SearchPlayer
from bschnapsen_gui.ai.search import resampled


def test_resampling_draws_in_proportion_to_the_weights() -> None:
    layouts = [([i, 0, 0, 0], w) for i, w in enumerate([0.0, 1.0, 3.0, 0.5, 0.5, 5.0])]
    out = resampled(layouts, 20, random.Random(4))
    counts = {h[0]: w for h, w in out}
    assert sum(counts.values()) == 20
    # systematic resampling: each layout k times with k within one of 20 * its share
    for i, w in enumerate([0.0, 1.0, 3.0, 0.5, 0.5, 5.0]):
        assert abs(counts.get(i, 0.0) - 20 * w / 10.0) < 1.0
    assert 0 not in counts  # a layout of weight 0 is never drawn


def test_resampling_keeps_every_layout_of_equal_weight_once() -> None:
    layouts = [([i, 0, 0, 0], 2.0) for i in range(8)]
    out = resampled(layouts, 8, random.Random(1))
    assert sorted(h[0] for h, _w in out) == list(range(8))
    assert {w for _h, w in out} == {1.0}


def test_the_resampling_expert_plays_legal_cards_from_its_chosen_layouts() -> None:
    cfg = CONFIGS["x-resample"]
    assert cfg.resample > 1 and cfg.play_model
    for i, view in enumerate(_play_views(11, 12, 16)):
        p = SearchPlayer(i, cfg, fixed_effort=True)
        a = p.decide(view)
        assert a in view.legal
        ev = p.last_evaluation
        if ev is not None and not ev.exact:
            # never more solves than the expert's own
            assert 0 < ev.layouts <= cfg.max_layouts
