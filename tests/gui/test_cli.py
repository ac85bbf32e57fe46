"""The command line: --smoke-test plays a whole Bummerl through the window, --screenshot
renders a moment, bad arguments get a clear message."""

from __future__ import annotations

import pytest

from bschnapsen_gui.__main__ import main


def test_smoke_test_whole_bummerl(qapp, capsys):
    assert main(["--smoke-test", "--seed", "4"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("smoke test: ")
    assert "Bummerl won by" in out[0] and "0 failures" in out[0]
    assert out[0].endswith("players thought in their own process")


def test_smoke_test_some_deals(qapp, capsys):
    assert main(["--smoke-test", "--deals", "2", "--seed", "8"]) == 0
    assert "smoke test: 2 deals" in capsys.readouterr().out


@pytest.mark.parametrize("at", ["trump", "play", "summary"])
def test_screenshot(qapp, tmp_path, at):
    out = tmp_path / f"{at}.png"
    assert main(["--screenshot", str(out), "--at", at, "--pack", "french"]) == 0
    from PySide6.QtGui import QImage

    img = QImage(str(out))
    assert img.width() == 1280 and img.height() == 800


def test_version_and_bad_arguments(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--version"])
    assert e.value.code == 0
    assert "bauernschnapsen" in capsys.readouterr().out
    with pytest.raises(SystemExit) as e:
        main(["--pack", "bavarian"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice" in err and "Traceback" not in err
    with pytest.raises(SystemExit) as e:
        main(["--deals", "3"])
    assert e.value.code == 2
