"""The command line: --smoke-test plays a whole Bummerl through the window, --screenshot
renders a moment, bad arguments get a clear message."""

from __future__ import annotations

import sys

import pytest

from bschnapsen_gui.__main__ import main


def test_smoke_test_whole_bummerl(qapp, capsys):
    assert main(["--smoke-test", "--seed", "4"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("smoke test: ")
    assert "Bummerl won by" in out[0] and "failures: 0," in out[0]
    assert out[0].endswith("players thought in their own process")


def test_smoke_test_some_deals(qapp, capsys):
    assert main(["--smoke-test", "--deals", "2", "--seed", "8"]) == 0
    assert "smoke test: 2 deals," in capsys.readouterr().out


def test_the_results_speak_the_language_of_the_command_line_with_plural_forms(qapp, capsys, tmp_path):
    for lang, line in (("en", "smoke test: 1 deal, points A"), ("de", "Smoke-Test: 1 Spiel, Punkte A"),
                       ("ru", "проверка: 1 сдача, баллы: A")):
        assert main(["--lang", lang, "--smoke-test", "--deals", "1", "--seed", "8"]) == 0
        out = capsys.readouterr().out
        assert out.startswith(line), (lang, out)
    out_png = tmp_path / "de.png"
    assert main(["--lang", "de", "--screenshot", str(out_png), "--at", "trump", "--size", "900x620"]) == 0
    assert capsys.readouterr().out.startswith(f"Bildschirmfoto: {out_png} (trump)")


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


def test_help_speaks_german_and_russian(capsys):
    import argparse

    before = argparse._
    for lang, words, english in (
        ("de", ["Aufruf:", "Optionen:", "diese Hilfe zeigen und beenden", "Schalter für Entwickler",
                "österreichische Kartenspiel"], "show this help"),
        ("ru", ["использование:", "параметры:", "показать эту справку и выйти", "для разработчиков",
                "австрийская карточная игра"], "show this help"),
    ):
        with pytest.raises(SystemExit) as e:
            main(["--lang", lang, "--help"])
        assert e.value.code == 0
        out = capsys.readouterr().out
        for w in words:
            assert w in out, (lang, w)
        assert english not in out and "usage:" not in out
        assert "show program's version number" not in out, lang  # --version's help line too
    assert argparse._ is before  # argparse speaks English again for everybody else


def test_bad_arguments_in_the_language_of_the_saved_settings(capsys, private_dirs):
    import json

    cfg = private_dirs / "config"
    cfg.mkdir(parents=True, exist_ok=True)
    (cfg / "settings.json").write_text(json.dumps({"version": 2, "lang": "ru"}), encoding="utf-8")
    with pytest.raises(SystemExit) as e:
        main(["--pack", "bavarian"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "ошибка: аргумент --pack: недопустимое значение: 'bavarian'" in err
    with pytest.raises(SystemExit):
        main(["--lang=de", "--deals", "0"])
    assert "Fehler: --deals geht nur mit --smoke-test" in capsys.readouterr().err


def test_argparse_still_says_the_words_we_translate():
    """Our catalogue translates argparse's own words; if a Python release rewords them,
    this says which to update in bschnapsen_gui/__main__.py."""
    import argparse
    import inspect

    from bschnapsen_gui.__main__ import _ARGPARSE_WORDS

    source = inspect.getsource(argparse)
    missing = [w for w in _ARGPARSE_WORDS if repr(w)[1:-1] not in source and w not in source]
    if missing and sys.version_info[:2] != (3, 11):
        pytest.skip(f"argparse of Python {sys.version_info[:2]} words these differently: {missing}")
    assert not missing, missing


@pytest.mark.parametrize("lang, words", [("en", "'x' is not a whole number"), ("de", "'x' ist keine ganze Zahl"),
                                         ("ru", "'x' — не целое число")])
def test_a_bad_number_is_told_in_a_sentence_without_pythons_type_names(capsys, lang, words):
    """It said "argument --seed: invalid int value: 'x'"."""
    for switch in ("--seed", "--deals"):
        with pytest.raises(SystemExit) as e:
            main(["--lang", lang, switch, "x"])
        assert e.value.code == 2
        err = capsys.readouterr().err
        assert words in err and "int value" not in err and "(int)" not in err, err
        assert "Traceback" not in err
