"""A table server and four headless clients for one deal, on Windows (under Wine), then the
server stopped as a Windows console stops a program, and started again on its folder: the
table it had must come back (same id, same code). Run by packaging/test-windows with the
Windows build's Python (standard library only):

    python serve_and_break.py PROGRAM DATA_DIR

PROGRAM is the installed console program (bauernschnapsen.com). The stop is Ctrl+Break
(CTRL_BREAK_EVENT to the server's process group), after which it must save and exit 0. Wine 8
cannot deliver a console event to a program without a console of its own (WinError 12,
ERROR_INVALID_ACCESS; GenerateConsoleCtrlEvent the same); there the server is terminated as
Windows ends a program whose console window is closed, and what it saved after every action
must reopen. Prints one JSON line: the server's first lines, the four clients' lines, how it was
stopped, its exit code and the saved files.
"""

import json
import os
import signal
import subprocess
import sys
import threading


def main() -> int:
    program, data = sys.argv[1], sys.argv[2]
    server = subprocess.Popen(
        [program, "--lang", "en", "--serve", "--listen", "127.0.0.1:0", "--data", data, "--strength", "heuristic"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, creationflags=subprocess.CREATE_NEW_PROCESS_GROUP)
    err: list[bytes] = []
    threading.Thread(target=lambda: err.append(server.stderr.read()), daemon=True).start()  # type: ignore[union-attr]
    head = server.stdout.readline().decode("utf-8")  # type: ignore[union-attr]
    if not head:
        server.wait(60)
        print(json.dumps({"error": "the server printed nothing", "exit": server.returncode,
                          "stderr": b"".join(err).decode("utf-8", "replace")[-2000:]}))
        return 1
    table = json.loads(head)
    url, code = table["url"], table["tables"][0]["code"]
    clients = [subprocess.Popen([program, "--lang", "en", "--join", url, "--code", code, "--bot", "heuristic",
                                 "--seat", str(seat), "--deals", "1"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
               for seat in range(4)]
    lines, exits = [], []
    for c in clients:
        out, cerr = c.communicate(timeout=600)
        lines.append(out.decode("utf-8").strip() or cerr.decode("utf-8", "replace").strip()[-500:])
        exits.append(c.returncode)
    try:
        server.send_signal(signal.CTRL_BREAK_EVENT)
        stopped_by = "ctrl-break"
    except (OSError, SystemError):  # Wine: no console to deliver it through
        server.kill()
        stopped_by = "terminated"
    try:
        code_ = server.wait(60)
    except subprocess.TimeoutExpired:
        server.kill()
        code_ = None
    saved = sorted(os.path.relpath(os.path.join(d, f), data) for d, _, fs in os.walk(data) for f in fs)
    again = subprocess.Popen(
        [program, "--lang", "en", "--serve", "--listen", "127.0.0.1:0", "--data", data],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, creationflags=subprocess.CREATE_NEW_PROCESS_GROUP)
    head2 = again.stdout.readline().decode("utf-8")  # type: ignore[union-attr]
    again.kill()
    again.wait(60)
    reopened = json.loads(head2)["tables"] if head2 else None
    print(json.dumps({"server": table["url"], "clients": lines, "client_exits": exits, "stopped_by": stopped_by,
                      "server_exit": code_, "saved": saved, "tables": table["tables"], "reopened": reopened},
                     ensure_ascii=False))
    ok = exits == [0, 0, 0, 0] and reopened == table["tables"] and (code_ == 0 or stopped_by == "terminated")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
