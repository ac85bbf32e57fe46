"""nginx in front of table-server processes, for the tests and the benchmark (issue 41).

The routing is the shipped file, ``packaging/nginx/bauernschnapsen-tables.conf``, included
unchanged: what differs from a club's machine is only what a club changes too (the
listening port, the certificate, the upstream groups' ports) and what a private nginx needs
(its pid file, log and temporary folders in a folder of its own).  One thing more: the
proxy connects to the servers from 127.0.0.2 (``proxy_bind``), an address of its own, as on a
club's machine, where the clients come from elsewhere than the proxy.  Here the clients
are on 127.0.0.1 too, and a server trusting 127.0.0.1 as its proxy would skip the client's
own address in ``X-Forwarded-For`` as a proxy's and take whatever the client wrote left of
it.  So the servers are started with ``--trusted-proxy 127.0.0.2`` (:data:`PROXY_ADDRESS`).

Only on a machine with the repository (the file is not in the wheel) and with ``nginx`` and
``openssl`` on the path.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

#: the shipped routing (the club's file, included as it is)
ROUTING = Path(__file__).resolve().parents[2] / "packaging" / "nginx" / "bauernschnapsen-tables.conf"
#: the address nginx connects to the servers from: the servers' --trusted-proxy
PROXY_ADDRESS = "127.0.0.2"


class NginxError(Exception):
    """nginx or openssl is missing, or nginx did not start (its log says why)."""


def missing() -> str | None:
    """What is missing to run nginx here, or None."""
    for tool in ("nginx", "openssl"):
        if shutil.which(tool) is None and not Path(f"/usr/sbin/{tool}").exists():
            return f"{tool} is not installed (Debian: apt-get install nginx-light openssl)"
    if not ROUTING.is_file():
        return f"{ROUTING} is not there (nginx runs from the repository only)"
    return None


def _tool(name: str) -> str:
    return shutil.which(name) or f"/usr/sbin/{name}"


def make_certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 (its address in subjectAltName, as Python's
    hostname check wants) and its key, valid for a day: the certificate is also the CA a
    client trusts (``SSL_CERT_FILE``, or ``cafile``)."""
    folder.mkdir(parents=True, exist_ok=True)
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run([_tool("openssl"), "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True, timeout=60)
    return cert, key


def free_port() -> int:
    """A port free on 127.0.0.1 now (the kernel's choice; another program may take it before
    nginx does, which then fails to start and says so)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def config(folder: Path, port: int, upstreams: dict[str, int], cert: Path, key: Path, *,
           workers: int = 1, connections: int = 1024) -> str:
    """The top-level nginx.conf: a private nginx in ``folder`` listening on
    127.0.0.1:``port`` with TLS, an upstream group ``bauernschnapsen_<path>`` per entry of
    ``upstreams`` (path → the server's port on 127.0.0.1), and the shipped routing."""
    groups = "\n".join(f"    upstream bauernschnapsen_{path} {{ server 127.0.0.1:{p}; }}"
                       for path, p in upstreams.items())
    temp = "\n".join(f"    {kind}_temp_path {folder / kind};" for kind in ("client_body", "proxy"))
    return f"""\
pid {folder / 'nginx.pid'};
error_log {folder / 'error.log'} notice;
worker_processes {workers};
worker_rlimit_nofile {connections * 2 + 64};
events {{ worker_connections {connections}; }}
http {{
    access_log off;
{temp}
    proxy_bind {PROXY_ADDRESS};
{groups}
    server {{
        listen 127.0.0.1:{port} ssl;
        ssl_certificate {cert};
        ssl_certificate_key {key};
        include {ROUTING};
    }}
}}
"""


class Nginx:
    """A private nginx in the foreground (``daemon off``) with :func:`config`; stopped
    with SIGTERM (fast: its workers drop their connections; SIGQUIT would wait for every
    WebSocket to end) and, if it takes longer, killed."""

    def __init__(self, folder: Path, upstreams: dict[str, int], cert: Path, key: Path, *,
                 workers: int = 1, connections: int = 1024) -> None:
        self.folder = folder
        self.workers = workers
        folder.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.conf = folder / "nginx.conf"
        self.conf.write_text(config(folder, self.port, upstreams, cert, key, workers=workers,
                                    connections=connections), encoding="utf-8")
        self.proc: subprocess.Popen[bytes] | None = None

    def url(self, path: str) -> str:
        return f"wss://127.0.0.1:{self.port}/{path}/"

    def log(self) -> str:
        """What nginx said: on standard error (before it read its configuration) and in its log."""
        out = []
        for name in ("stderr.log", "error.log"):
            try:
                out.append((self.folder / name).read_text(encoding="utf-8", errors="replace"))
            except OSError:
                pass
        return "".join(out)

    def start(self, timeout: float = 20.0) -> None:
        """Start nginx and wait until it takes connections (at most ``timeout`` seconds)."""
        with open(self.folder / "stderr.log", "wb") as err:
            self.proc = subprocess.Popen([_tool("nginx"), "-p", str(self.folder), "-c", str(self.conf),
                                          "-g", "daemon off;"], stdin=subprocess.DEVNULL,
                                         stdout=subprocess.DEVNULL, stderr=err)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise NginxError(f"nginx exited with {self.proc.returncode}: {self.log().strip()}")
            try:
                # the master listens before its workers are forked (a connection then waits in
                # the backlog): ready once the workers are there too, for their memory and time
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    if len(self.pids()) > self.workers or not os.path.isdir("/proc"):
                        return
            except OSError:
                pass
            time.sleep(0.02)
        self.stop()
        raise NginxError(f"nginx took no connection within {timeout:g} s: {self.log().strip()}")

    def pids(self) -> list[int]:
        """nginx's master and its workers (Linux: /proc), for their memory."""
        if self.proc is None:
            return []
        out = [self.proc.pid]
        try:
            for entry in os.listdir("/proc"):
                if entry.isdigit():
                    with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as f:
                        if int(f.read().rsplit(")", 1)[1].split()[1]) == self.proc.pid:
                            out.append(int(entry))
        except (OSError, ValueError, IndexError):
            pass
        return out

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)
