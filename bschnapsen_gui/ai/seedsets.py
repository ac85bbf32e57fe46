"""The arena's seeds in two sets: those calibrations are fitted on, and those they are judged on.

A calibration fitted on a seed's deals and then reported on the same deals looks better
than it is: the errors it was fitted to are the ones it is measured by.  So every seed
belongs to one set, by number (docs/architecture.md, "Fitting and judging"):

* **the fitting set**, seeds 1 to 9,999: every calibration table, shift, curve or model is
  fitted on these (all the tuning rounds before issue 44 used seeds in this range: 1, 2,
  101, 103, 211, 307, 419, 523, 601, 701, 1201-1801);
* **the judging set**, seeds 10,000 to 19,999: never used for fitting; a calibration is
  reported once on one of these, as its judgement.

The arena (``ai/arena.py``) prints which set its seed is in, and refuses to report a
calibration on a seed of the fitting set unless it is told it is fitting (``--fitting``:
then the report says it is no judgement).  Seeds outside both sets (0, negative, 20,000
and above) belong to neither: tests and benchmarks use them; a calibration on them is
reported as of neither set.
"""

from __future__ import annotations

from enum import StrEnum

FITTING = range(1, 10_000)
JUDGING = range(10_000, 20_000)


class SeedSet(StrEnum):
    FITTING = "fitting"  #: calibrations are fitted on these
    JUDGING = "judging"  #: never fitted on: a calibration is judged here
    NEITHER = "neither"  #: tests and benchmarks


def seed_set(seed: int) -> SeedSet:
    if seed in FITTING:
        return SeedSet.FITTING
    if seed in JUDGING:
        return SeedSet.JUDGING
    return SeedSet.NEITHER
