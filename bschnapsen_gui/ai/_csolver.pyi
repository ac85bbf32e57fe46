# Types of the compiled solver (_csolver.c); see fastsolver.py.
from collections.abc import Callable, Sequence

def set_thresholds(win: int, schneider: int) -> None: ...

class Search:
    @property
    def nodes(self) -> int: ...
    @property
    def entries(self) -> int: ...
    def __init__(
        self,
        trump: int,
        stichzwang: bool,
        goal: int,
        declarer: int,
        sitting_out: int,
        power: Sequence[int],
        augen: Sequence[int],
        above: Sequence[int],
        beat: Sequence[int],
        by_power: Sequence[int],
        by_augen: Sequence[int],
        poll: Callable[[], object] | None = ...,
    ) -> None: ...
    def probe(
        self,
        hands: Sequence[int],
        leader: int,
        n: int,
        led: int,
        wseat: int,
        wcard: int,
        taug: int,
        a0: int,
        a1: int,
        t0: int,
        t1: int,
        n0: int,
        n1: int,
        ntricks: int,
        pending: int,
        genug_open: bool,
        alpha: int,
        beta: int,
    ) -> int: ...
