"""A table server and four headless clients for one deal, on Windows (under Wine), then the
server stopped as a Windows console stops a program: Ctrl+Break (CTRL_BREAK_EVENT to its
process group), which must save its tables and exit 0. Run by packaging/test-windows with the
Windows build's Python (standard library only):

    python serve_and_break.py PROGRAM DATA_DIR

PROGRAM is the installed console program (bauernschnapsen.com). Prints one JSON line: the
server's first line, the four clients' lines, the server's exit code and the saved files.
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
    server.send_signal(signal.CTRL_BREAK_EVENT)
    try:
        code_ = server.wait(60)
    except subprocess.TimeoutExpired:
        server.kill()
        code_ = None
    saved = sorted(os.path.relpath(os.path.join(d, f), data) for d, _, fs in os.walk(data) for f in fs)
    print(json.dumps({"server": table["url"], "clients": lines, "client_exits": exits, "server_exit": code_,
                      "saved": saved}, ensure_ascii=False))
    return 0 if code_ == 0 and exits == [0, 0, 0, 0] else 1


if __name__ == "__main__":
    sys.exit(main())
