"""Test-wide setup: Qt runs offscreen with a private runtime directory."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "XDG_RUNTIME_DIR" not in os.environ or not os.path.isdir(os.environ["XDG_RUNTIME_DIR"]):
    _runtime = tempfile.mkdtemp(prefix="bschnapsen-xdg-")
    os.chmod(_runtime, 0o700)
    os.environ["XDG_RUNTIME_DIR"] = _runtime
