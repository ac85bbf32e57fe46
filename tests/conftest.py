"""Test-wide setup: Qt runs offscreen with a private runtime directory."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "XDG_RUNTIME_DIR" not in os.environ or not os.path.isdir(os.environ["XDG_RUNTIME_DIR"]):
    _runtime = tempfile.mkdtemp(prefix="bschnapsen-xdg-")
    os.chmod(_runtime, 0o700)
    atexit.register(shutil.rmtree, _runtime, ignore_errors=True)  # a run leaves no folder behind
    os.environ["XDG_RUNTIME_DIR"] = _runtime
