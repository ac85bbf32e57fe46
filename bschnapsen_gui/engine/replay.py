"""Replay a deal log and print where the deal stands (docs/deal-log.md, "Replay").

Usage: ``python -m bschnapsen_gui.engine.replay LOG.json`` or ``… replay -`` for standard
input.  Prints one JSON object and exits 0; for a malformed log or an illegal action it
prints one line to standard error and exits 2, with nothing on standard output.
"""

from __future__ import annotations

import json
import sys

from .log import LogError, parse_log, read_log_bytes, read_log_stream, state_json

USAGE = "usage: python -m bschnapsen_gui.engine.replay LOG.json  (or - for standard input)"


def replay_text(data: bytes) -> dict[str, object]:
    """The state object for a log given as bytes; ``LogError`` for a bad log."""
    return state_json(parse_log(data).replay())


def main(argv: list[str] | None = None) -> int:
    from ..resources.console import utf8_output

    utf8_output()  # Windows' pipes are not UTF-8 (resources/console.py)
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or args[0] in ("-h", "--help"):
        print(USAGE, file=sys.stderr)
        return 0 if args and args[0] in ("-h", "--help") else 2
    path = args[0]
    try:
        if path == "-" and sys.stdin is None:  # started without standard input
            raise FileNotFoundError(0, "no standard input")
        data = read_log_stream(sys.stdin.buffer) if path == "-" else read_log_bytes(path)
    except OSError as exc:
        print(f"cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except LogError as exc:
        print(f"cannot read {path}: {exc}".replace("\n", " "), file=sys.stderr)
        return 2
    except MemoryError:
        print(f"cannot read {path}: out of memory", file=sys.stderr)
        return 2
    try:
        state = replay_text(data)
    except LogError as exc:
        print(str(exc).replace("\n", " "), file=sys.stderr)
        return 2
    except RecursionError:
        print("not valid for a deal log: nested too deeply", file=sys.stderr)
        return 2
    except MemoryError:
        print("the log is too large to replay", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug of ours must still not show a traceback
        print(f"internal error while replaying: {type(exc).__name__}: {exc}".replace("\n", " "),
              file=sys.stderr)
        return 2
    print(json.dumps(state, ensure_ascii=False))  # (nowhere, and no error, without standard output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
