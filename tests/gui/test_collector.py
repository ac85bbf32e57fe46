"""Garbage is collected on the GUI thread, never in a worker (qt/collector.py)."""

from __future__ import annotations

import gc
import threading

from bschnapsen_gui.qt.collector import GuiThreadCollector


class _Cycle:
    def __init__(self, freed_in: list[str]) -> None:
        self.me = self
        self.freed_in = freed_in

    def __del__(self) -> None:
        self.freed_in.append(threading.current_thread().name)


def test_a_cycle_made_in_a_worker_is_freed_on_the_gui_thread(qapp) -> None:
    was_enabled = gc.isenabled()
    collector = GuiThreadCollector()
    try:
        assert not gc.isenabled()
        freed_in: list[str] = []

        def work() -> None:
            _Cycle(freed_in)
            # plenty of allocation: with automatic collection this would collect here
            junk = [[i] for i in range(50_000)]
            del junk

        t = threading.Thread(target=work, name="worker")
        t.start()
        t.join()
        assert freed_in == []
        gc.collect()  # what the collector's timer does on the GUI thread
        assert freed_in == [threading.main_thread().name]
    finally:
        collector.stop()
        if not was_enabled:
            gc.disable()


def test_collect_if_due_collects_once_a_threshold_is_passed(qapp) -> None:
    was_enabled = gc.isenabled()
    collector = GuiThreadCollector()
    try:
        gc.collect()
        assert collector.collect_if_due() == 0  # nothing due right after a collection
        freed: list[str] = []
        for _ in range(gc.get_threshold()[0] + 10):
            _Cycle(freed)
        collector.collect_if_due()
        assert freed, "generation 0 was due and its cycles were freed"
    finally:
        collector.stop()
        if not was_enabled:
            gc.disable()
