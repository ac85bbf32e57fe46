"""Make the game's sounds: ``python -m bschnapsen_gui.dev.soundgen [FOLDER]``.

Four short sounds, synthesised with the standard library only (``math``, ``random`` with a
fixed seed, ``wave``), written as 16-bit mono WAV files into
``assets/sounds/`` (or FOLDER).  The output is the same byte for byte on
every run, so the committed files can be checked against the generator (a test does).

* ``card.wav`` — a soft card snap: a short burst of band-limited noise over a faint thump.
* ``deal.wav`` — dealing: a flutter of small snaps, three and two, as the cards go round.
* ``collect.wav`` — a trick swept together: a soft rising and falling swish.
* ``tick.wav`` — an announcement: a small wooden tick with a warm overtone.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

from ..resources import SOUNDS, sounds_dir

RATE = 22050
PEAK = 0.85  # of full scale


def folder() -> Path:
    return sounds_dir()


# -- building blocks ---------------------------------------------------------------------


def noise(n: int, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def lowpass(x: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass filter at ``cutoff`` Hz."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    low = lowpass(x, cutoff)
    return [v - w for v, w in zip(x, low)]


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """Linear attack over ``attack`` seconds, then exponential decay (time constant)."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        else:
            out.append(math.exp(-(i - a) / (decay * RATE)))
    return out


def sine(n: int, freq: float, phase: float = 0.0) -> list[float]:
    return [math.sin(2 * math.pi * freq * i / RATE + phase) for i in range(n)]


def mix(into: list[float], x: list[float], at: int, gain: float = 1.0) -> None:
    for i, v in enumerate(x):
        j = at + i
        if 0 <= j < len(into):
            into[j] += gain * v


def normalise(x: list[float], peak: float = PEAK) -> list[float]:
    m = max(1e-9, max(abs(v) for v in x))
    return [v * peak / m for v in x]


def fade_out(x: list[float], seconds: float = 0.01) -> list[float]:
    n = min(len(x), int(seconds * RATE))
    out = list(x)
    for i in range(n):
        out[len(x) - n + i] *= 1.0 - (i + 1) / n
    return out


# -- the sounds --------------------------------------------------------------------------


def snap(rng: random.Random, brightness: float = 1.0, length: float = 0.09) -> list[float]:
    """One card on the table: noise between ~900 Hz and ~4 kHz, quick decay, a thump."""
    n = int(length * RATE)
    burst = highpass(lowpass(noise(n, rng), 3800 * brightness), 900)
    env = envelope(n, 0.0015, 0.014)
    body = [b * e for b, e in zip(burst, env)]
    thump_env = envelope(n, 0.001, 0.02)
    thump = [s * e * 0.35 for s, e in zip(sine(n, 140 * brightness), thump_env)]
    return [a + b for a, b in zip(body, thump)]


def card(rng: random.Random) -> list[float]:
    return fade_out(normalise(snap(rng), 0.7))


def deal(rng: random.Random) -> list[float]:
    """Cards going round: three quick snaps, a breath, two more, and so on."""
    out = [0.0] * int(0.62 * RATE)
    t = 0.0
    for group in (3, 2, 3):
        for _ in range(group):
            s = snap(rng, rng.uniform(0.85, 1.15), 0.07)
            mix(out, s, int(t * RATE), rng.uniform(0.55, 0.9))
            t += rng.uniform(0.045, 0.06)
        t += 0.07
    return fade_out(normalise(out, 0.65))


def collect(rng: random.Random) -> list[float]:
    """A trick swept together: soft noise that swells and fades."""
    n = int(0.26 * RATE)
    x = lowpass(highpass(noise(n, rng), 300), 2200)
    x = lowpass(x, 2600)
    env = [math.sin(math.pi * min(1.0, i / n)) ** 2 for i in range(n)]
    return fade_out(normalise([a * b for a, b in zip(x, env)], 0.45))


def tick(rng: random.Random) -> list[float]:
    """A small wooden tick with a warm overtone, for announcements."""
    n = int(0.16 * RATE)
    env = envelope(n, 0.001, 0.03)
    tone = [0.7 * a + 0.3 * b for a, b in zip(sine(n, 880), sine(n, 1320))]
    knock = highpass(lowpass(noise(n, rng), 2500), 600)
    knock_env = envelope(n, 0.0008, 0.006)
    x = [t * e + 0.5 * k * ke for t, e, k, ke in zip(tone, env, knock, knock_env)]
    return fade_out(normalise(x, 0.55))


MAKERS: dict[str, Callable[[random.Random], list[float]]] = {
    "card": card,
    "deal": deal,
    "collect": collect,
    "tick": tick,
}


def wav_bytes(samples: list[float]) -> bytes:
    """16-bit little-endian mono PCM frames."""
    return b"".join(struct.pack("<h", max(-32767, min(32767, int(round(v * 32767))))) for v in samples)


def write(name: str, target: Path) -> Path:
    rng = random.Random(f"bauernschnapsen-{name}")  # the same noise on every run
    samples = MAKERS[name](rng)
    path = target / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(wav_bytes(samples))
    return path


def main(argv: list[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    args = sys.argv[1:] if argv is None else argv
    target = Path(args[0]) if args else folder()
    target.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        path = write(name, target)
        print(f"{path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
