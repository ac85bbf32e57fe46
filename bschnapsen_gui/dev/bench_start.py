"""``python -m bschnapsen_gui.dev.bench_start``: the first frame and the peak memory of a
start with a saved game of N finished deals.

For each size (default: no saved game, 100, 10,000 and 89,000 deals; 89,000 random deals
make a file of about 68 MB) it writes a seeded match of random legal play into a data folder
of its own (as the game writes it), then starts the game's own ``--startup-time`` run
(``python -m bschnapsen_gui --startup-time``, offscreen unless a display is set)
``--runs`` times, in turn over the sizes so that the machine's noise falls on all of them
alike.  It prints per size the median first frame (seconds from process start, as the game
prints it), the median peak memory (the process's maximum resident set; POSIX only, "n/a" on
Windows), the file's size, and both as ratios to the first size.  A command, not a timed test: these machines are
shared.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FIRST_FRAME = re.compile(r"(\d+\.\d+)")


def _write_save(folder: Path, deals: int) -> int:
    """A saved match of ``deals`` finished deals in ``folder``; the file's size (0: none)."""
    folder.mkdir(parents=True, exist_ok=True)
    if deals <= 0:
        return 0
    code = ("import sys; from bschnapsen_gui.storage import savegame; from bschnapsen_gui.storage.bench import _match; "
            "savegame.save_match(_match(int(sys.argv[1]), 1000 + int(sys.argv[1])))")
    env = dict(os.environ, BSCHNAPSEN_DATA_DIR=str(folder))
    subprocess.run([sys.executable, "-c", code, str(deals)], env=env, check=True)
    return (folder / "match.json").stat().st_size


def _start(env: dict[str, str]) -> tuple[float, float | None]:
    """One start to the first frame: (seconds, peak memory in MB; None where the system does
    not give a child's peak memory with its exit, Windows)."""
    p = subprocess.Popen([sys.executable, "-m", "bschnapsen_gui", "--startup-time"], env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, encoding="utf-8")
    assert p.stdout is not None
    out = p.stdout.read()
    peak_mb: float | None = None
    if sys.platform != "win32":  # wait4: the exit and the child's resource usage (POSIX)
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        peak_mb = usage.ru_maxrss / (1024 if sys.platform == "darwin" else 1) / 1024  # bytes on macOS, else kB
    else:
        p.wait()
    p.stdout.close()
    m = FIRST_FRAME.search(out)
    if p.returncode != 0 or m is None:
        raise SystemExit(f"the start failed (exit {p.returncode}): {out.strip()}")
    return float(m.group(1)), peak_mb


def main(argv: list[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    ap = argparse.ArgumentParser(prog="python -m bschnapsen_gui.dev.bench_start", description=__doc__.splitlines()[0])
    ap.add_argument("--deals", default="0,100,10000,89000",
                    help="saved match sizes, comma-separated; 0: no saved game (default 0,100,10000,89000)")
    ap.add_argument("--runs", type=int, default=7, help="starts per size (default 7)")
    args = ap.parse_args(argv)
    sizes = [int(x) for x in args.deals.split(",") if x.strip()]
    with tempfile.TemporaryDirectory(prefix="bschnapsen-bench-start-") as tmp:
        base = Path(tmp)
        envs, files = [], []
        t0 = time.perf_counter()
        for n in sizes:
            data = base / f"data-{n}"
            files.append(_write_save(data, n))
            env = dict(os.environ, BSCHNAPSEN_DATA_DIR=str(data), BSCHNAPSEN_CONFIG_DIR=str(base / f"config-{n}"))
            if not (env.get("QT_QPA_PLATFORM") or env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
                env["QT_QPA_PLATFORM"] = "offscreen"
            envs.append(env)
        print(f"saves written in {time.perf_counter() - t0:.0f} s; {args.runs} starts per size, in turn", flush=True)
        frames: list[list[float]] = [[] for _ in sizes]
        peaks: list[list[float | None]] = [[] for _ in sizes]
        for _ in range(args.runs):
            for i, env in enumerate(envs):
                frame, peak = _start(env)
                frames[i].append(frame)
                peaks[i].append(peak)
        print(f"{'deals':>7} {'file (MB)':>10} {'first frame (s)':>16} {'ratio':>6} "
              f"{'peak memory (MB)':>17} {'ratio':>6}")
        f0 = statistics.median(frames[0])
        measured = [[x for x in ps if x is not None] for ps in peaks]
        p0 = statistics.median(measured[0]) if all(measured) else None
        for n, size, fs, ps in zip(sizes, files, frames, measured):
            f = statistics.median(fs)
            p = statistics.median(ps) if p0 is not None else None
            memory = f"{'n/a':>17} {'n/a':>6}" if p is None or p0 is None else f"{p:>17.0f} {p / p0:>6.2f}"
            print(f"{n:>7} {size / 1e6:>10.1f} {f:>16.2f} {f / f0:>6.2f} {memory}")
        if p0 is None:
            print(f"the peak memory is not measured on this platform ({sys.platform}: no os.wait4)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
