"""Settings and the saved match: kept in the private directories, resumed after a
restart, broken files put aside with a message and a fresh start."""

from __future__ import annotations

import html
import json
import re

import pytest
from PySide6.QtCore import Qt

from bschnapsen_gui.engine import Phase
from bschnapsen_gui.qt.commands import Command
from bschnapsen_gui.storage import savegame, settings

from .helpers import choose, click_action, wait_for_human_or_end


def test_settings_are_saved_and_read(make_game, private_dirs):
    game = make_game(seed=3)
    game.start()
    w = game.window
    w.set_pack("french")
    w.set_speed("slow")
    w.set_strength("expert")
    w.set_rules("traditional")
    path = settings.settings_path()
    assert str(path).startswith(str(private_dirs))
    data = json.loads(path.read_text())
    assert data["version"] == settings.VERSION
    assert (data["pack"], data["speed"], data["strength"], data["rules"]) == (
        "french", "slow", "expert", "traditional")
    loaded, broken = settings.load_settings()
    assert broken is None and loaded.pack == "french"


def test_resume_after_restart(qtbot, make_game):
    game = make_game(seed=21)
    c = game.controller
    game.start()
    for _ in range(3):
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    history = [a.to_json() for a in c.deal.history]
    assert history
    game.window.close()
    c.shutdown()
    assert savegame.save_path().exists()

    again = make_game()  # no seed: the saved game is offered
    again.start()
    view = again.window.view
    assert view.overlay.kind == "resume"
    qtbot.mouseClick(view.overlay.buttons[0], Qt.MouseButton.LeftButton)  # Continue
    c2 = again.controller
    assert [a.to_json() for a in c2.deal.history][: len(history)] == history
    wait_for_human_or_end(qtbot, again)


def test_new_game_instead_of_resume(qtbot, make_game):
    game = make_game(seed=22)
    game.start()
    wait_for_human_or_end(qtbot, game)
    game.window.close()
    game.controller.shutdown()
    again = make_game()
    again.start()
    view = again.window.view
    assert view.overlay.kind == "resume"
    saved = again.controller.match
    assert saved.seed == 22
    qtbot.mouseClick(view.overlay.buttons[1], Qt.MouseButton.LeftButton)  # New game
    assert view.overlay.kind == ""
    fresh = again.controller.match
    assert fresh is not saved and fresh.records == [] and again.controller.deal is fresh.deal
    # the saved game was discarded: the file on disk is the new match
    on_disk, broken = savegame.load_match()
    assert broken is None and on_disk is not None and on_disk.seed == fresh.seed


def test_broken_settings_and_save(qtbot, make_game, private_dirs):
    settings.settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().write_text("{ this is not json")
    savegame.save_path().parent.mkdir(parents=True, exist_ok=True)
    savegame.save_path().write_text(json.dumps({"format": "someone-elses/format", "x": 1}))
    game = make_game()
    game.start()
    view = game.window.view
    assert view.overlay.kind == "notice"
    text = view.overlay.body_text
    assert "settings file could not be read" in text
    assert "saved game could not be read" in text
    kept = sorted(p.name for p in (private_dirs / "config").iterdir()) + sorted(
        p.name for p in (private_dirs / "data").iterdir())
    assert any(n.startswith("settings.json.broken-") for n in kept)
    assert any(n.startswith("match.json.broken-") for n in kept)
    assert game.controller.deal.history == []
    qtbot.mouseClick(view.overlay.buttons[0], Qt.MouseButton.LeftButton)  # OK
    wait_for_human_or_end(qtbot, game)
    assert game.controller.deal.phase in (Phase.TRUMP, Phase.AUCTION, Phase.DOUBLE, Phase.PLAY)


def test_save_with_an_illegal_deal_is_put_aside(make_game, private_dirs):
    from bschnapsen_gui.engine import RuleSet
    from bschnapsen_gui.engine.match import Match

    m = Match(RuleSet(), 9)
    data = {"format": savegame.FORMAT, "version": 1, "match": m.to_json()}
    data["match"]["current"]["log"]["actions"] = [{"seat": 3, "play": "HA"}]
    savegame.save_path().parent.mkdir(parents=True, exist_ok=True)
    written = json.dumps(data)
    savegame.save_path().write_text(written)
    game = make_game()
    game.start()
    assert game.window.view.overlay.kind == "notice"
    assert game.controller.match.records == [] and game.controller.deal.history == []
    # the broken save was moved aside unchanged, and nothing is saved while the notice is up
    assert not savegame.save_path().exists()
    kept = [p for p in (private_dirs / "data").iterdir() if p.name.startswith("match.json.broken-")]
    assert len(kept) == 1 and kept[0].read_text() == written


# -- a file the game cannot read is never written over; failures said once -------------


def refuse_open_of(monkeypatch, path):
    import os

    real_open = os.open

    def refuse(p, *args, **kw):
        if os.fspath(p) == os.fspath(path):
            raise PermissionError(13, "Permission denied", str(p))
        return real_open(p, *args, **kw)

    monkeypatch.setattr(os, "open", refuse)


def test_an_unreadable_saved_game_is_kept_and_the_game_plays_on_saying_so_once(qtbot, make_game, monkeypatch):
    from bschnapsen_gui.engine import RuleSet
    from bschnapsen_gui.engine.match import Match

    savegame.save_match(Match(RuleSet(), 5))
    content = savegame.save_path().read_bytes()
    with monkeypatch.context() as m:  # "chmod 000" for this process (the tests run as root)
        refuse_open_of(m, savegame.save_path())
        game = make_game()
    told: list[str] = []
    real = game.window.show_save_failure
    game.window.show_save_failure = lambda text: (told.append(text), real(text))
    game.start()
    view = game.window.view
    assert view.overlay.kind == "notice"
    assert "will not be written over" in view.overlay.body_text
    qtbot.mouseClick(view.overlay.buttons[0], Qt.MouseButton.LeftButton)  # OK
    c = game.controller
    for _ in range(3):
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    assert c.deal.history  # the game played on
    game.window.match_saver.flush()
    qtbot.waitUntil(lambda: bool(told))  # the writer's failure, queued to the GUI thread
    assert savegame.save_path().read_bytes() == content  # the player's file is untouched
    assert len(told) == 1 and "could not be saved" in told[0] and "not written over" in told[0]


def test_a_game_that_cannot_be_saved_reaches_the_status_line_once_from_the_gui_thread(
        qtbot, make_game, monkeypatch):
    from PySide6.QtCore import QThread

    from bschnapsen_gui.storage import files

    game = make_game(seed=4)
    w = game.window
    told: list[tuple[str, bool]] = []
    real = w.show_save_failure
    w.show_save_failure = lambda text: (told.append((text, QThread.currentThread() is w.thread())), real(text))

    def full(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files, "write_atomic", full)
    game.start()
    c = game.controller
    for _ in range(3):
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    w.match_saver.flush()
    qtbot.waitUntil(lambda: bool(told))
    assert len(told) == 1 and told[0][1]  # once, shown by the GUI thread
    assert told[0][0] == "The game could not be saved: the disk is full"


def test_closing_the_window_writes_the_last_save(qtbot, make_game, monkeypatch):
    from bschnapsen_gui.storage import files

    game = make_game(seed=23)
    w = game.window
    written: list[str] = []
    real = files.write_atomic
    monkeypatch.setattr(files, "write_atomic", lambda path, text: (
        path.name == "match.json" and written.append(files.joined(text)), real(path, text)))
    game.start()
    c = game.controller
    for _ in range(4):
        wait_for_human_or_end(qtbot, game)
        if c.deal.finished:
            break
        click_action(qtbot, game, choose(c.human_options))
    w.close()
    assert not w.match_saver.pending
    assert json.loads(written[-1])["match"] == c.match.to_json()
    assert savegame.save_path().read_text(encoding="utf-8") == written[-1]


def test_statistics_that_cannot_be_saved_reach_the_status_line_once(qtbot, make_game, monkeypatch):
    from bschnapsen_gui.storage import files

    game = make_game(seed=4)
    game.start()
    keeper = game.window.stats_keeper

    def full(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files, "write_atomic", full)
    with qtbot.waitSignal(keeper.saveFailed) as got:
        keeper.save()
    assert "statistics could not be saved" in got.args[0] and "the disk is full" in got.args[0]
    assert game.window.status.text() == got.args[0]
    with qtbot.assertNotEmitted(keeper.saveFailed):
        keeper.save()  # said once


def test_house_rules_that_cannot_be_saved_reach_the_status_line(qtbot, make_game, monkeypatch):
    from bschnapsen_gui.qt.dialogs import rules as rules_dialog
    from bschnapsen_gui.storage import files

    game = make_game(seed=4)
    game.start()
    dlg = game.window.rules_dialog()
    told: list[str] = []
    monkeypatch.setattr(rules_dialog, "tell", lambda parent, title, text, detail="": told.append(text))

    def full(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files, "write_atomic", full)
    dlg.ask_name = lambda parent, suggestion: "Stammtisch"
    with qtbot.waitSignal(dlg.saveFailed):
        dlg.save_as()
    assert told and "house rules could not be saved" in game.window.status.text()
    dlg.deleteLater()


def test_a_settings_file_from_a_newer_version_is_named_in_the_notice(make_game, private_dirs):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": settings.FORMAT, "version": 99, "pack": "french"}))
    game = make_game()
    game.start()
    text = game.window.view.overlay.body_text
    assert "newer version" in text and "99" in text
    kept = [p for p in (private_dirs / "config").iterdir() if p.name.startswith("settings.json.broken-")]
    assert len(kept) == 1 and json.loads(kept[0].read_text())["version"] == 99  # never downgraded


def test_stale_temporaries_are_removed_at_start(make_game, private_dirs):
    data = private_dirs / "data"
    data.mkdir(parents=True, exist_ok=True)
    stale = data / ".match.json.k3j4h5g6.tmp"
    stale.write_text("{half a match")
    other = data / "notes.tmp"
    other.write_text("the player's")
    make_game()
    assert not stale.exists() and other.exists()


@pytest.mark.parametrize("case", ["fifo", "dev-zero", "nested", "unreadable", "huge"])
def test_the_command_lines_language_never_hangs_on_a_hostile_settings_file(private_dirs, monkeypatch, case):
    import os
    import threading

    from bschnapsen_gui import __main__ as main

    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if case == "fifo":
        os.mkfifo(path)
    elif case == "dev-zero":
        path.symlink_to("/dev/zero")
    elif case == "nested":
        path.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    elif case == "huge":
        path.write_bytes(b'{"lang": "ru", "x": "' + b"x" * (settings.KIND.max_bytes + 1) + b'"}')
    got: list[str] = []
    with monkeypatch.context() as m:  # (its own context: the private folders stay set)
        if case == "unreadable":
            path.write_text(json.dumps({"format": settings.FORMAT, "version": 1, "lang": "ru"}))
            refuse_open_of(m, path)
        t = threading.Thread(target=lambda: got.append(main._language([])), daemon=True)
        t.start()
        t.join(timeout=30)  # a guard only: it returns at once
    assert got, f"reading the language blocked on a settings file that is a {case}"
    assert got[0] != "ru"
    assert str(settings.settings_path()).startswith(str(private_dirs))
    path.unlink()
    settings.save_settings(settings.Settings(lang="ru"))
    assert main._language([]) == "ru"


# -- plain text in every box that quotes a file ---------------------------------------


def test_a_warning_quoting_a_file_shows_it_as_plain_text(qapp):
    from PySide6.QtWidgets import QLabel

    from bschnapsen_gui.qt.widgets.parts import message_box

    name = "<b>x</b>.json"
    detail = 'unknown key "<h1 style="color:red">BIG</h1><img src="/etc/x.png">" in the deal log'
    box = message_box(None, "Open", f"The file {name} is not a deal log.", detail)
    main = box.findChild(QLabel, "qt_msgbox_label")
    assert main.textFormat() == Qt.TextFormat.PlainText and main.text() == f"The file {name} is not a deal log."
    info = box.findChild(QLabel, "qt_msgbox_informativelabel")
    # shown exactly as written: plain text, no heading, no image, no tags
    assert info.textFormat() == Qt.TextFormat.PlainText and info.text() == detail
    box.deleteLater()


def test_the_replay_viewer_refuses_hostile_files_at_once(tmp_path):
    import os

    import pytest

    from bschnapsen_gui.engine.log import MAX_LOG_BYTES, LogError
    from bschnapsen_gui.qt.dialogs.replay import read_log_file

    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (MAX_LOG_BYTES + 1))
    for path in (fifo, zero, huge):
        with pytest.raises(LogError):
            read_log_file(path)


# -- the system's reasons in the player's language -------------------------------------

USUAL_ERRORS = ["EACCES", "EPERM", "ENOENT", "ENOSPC", "EDQUOT", "EROFS", "EISDIR", "ENOTDIR", "ELOOP",
                "ENAMETOOLONG", "EIO", "EBUSY", "EEXIST", "EFBIG", "EMFILE", "ENOMEM", "ENXIO"]


@pytest.fixture
def languages(qapp):
    from bschnapsen_gui.qt.i18n.translations import Translations

    t = Translations()
    yield t
    t.switch("en")


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_a_notice_of_a_system_error_has_no_english_reason(languages, lang, tmp_path):
    import errno
    import os

    from bschnapsen_gui.engine.log import LogError
    from bschnapsen_gui.qt.dialogs.replay import read_log_file
    from bschnapsen_gui.qt.i18n.filewords import broken_reason, os_reason, save_failure_reason
    from bschnapsen_gui.storage.files import BrokenFile, Problem, SaveFailed

    assert languages.switch("en")
    english = {name: os_reason(OSError(getattr(errno, name), "x")) for name in USUAL_ERRORS}
    assert all(english[n] != "x" for n in USUAL_ERRORS)  # each has a reason of its own words
    assert os_reason(OSError(errno.EDOM, "Numerical argument out of domain")) == "Numerical argument out of domain"
    assert languages.switch(lang)
    path = tmp_path / "match.json"
    for name in USUAL_ERRORS:
        code = getattr(errno, name)
        exc = OSError(code, os.strerror(code), str(tmp_path / ".match.json.abcd1234.tmp"))
        failed = SaveFailed(str(exc), path, errno=code)
        notice = translate_saved_failure(save_failure_reason(failed))
        broken = BrokenFile(str(exc), problem=Problem.UNREADABLE, path=path, errno=code)
        for text in (notice, broken_reason(broken), os_reason(exc)):
            assert os.strerror(code) not in text and english[name] not in text, (name, text)
            assert "Errno" not in text
            if lang == "ru":  # not a word of English in it
                assert re.search("[A-Za-z]{3}", text) is None, (name, text)
    with pytest.raises(LogError) as got:  # the replay viewer opening a file that is not there
        read_log_file(tmp_path / "gone.json")
    assert str(got.value) == os_reason(code=errno.ENOENT) and "No such file" not in str(got.value)


def translate_saved_failure(reason: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("MainWindow", "The game could not be saved: %1").replace("%1", reason)


# -- every hostile case for every file the game reads, where the game reads it ----------

RICH = '<h1 style="color:red">BIG</h1><img src="/tmp/bschnapsen-none.png">'
START_FILES = ["settings", "match", "stats"]  # read as the game starts
CASES = ["nested", "dev-zero", "fifo", "unreadable", "newer", "version-0", "rich-text", "huge-bummerl"]


def file_kind(which):
    from bschnapsen_gui.storage import houserules, stats

    return {"settings": settings.KIND, "match": savegame.KIND, "stats": stats.KIND,
            "houserules": houserules.KIND}[which]


def plant(which, case, monkeypatch):
    """Put the hostile file in place; the unreadable one is refused to this process."""
    import os

    from bschnapsen_gui.engine import RuleSet
    from bschnapsen_gui.engine.match import Match
    from bschnapsen_gui.storage import files

    kind = file_kind(which)
    path = kind.path
    files.make_folder(path.parent)
    good = kind.envelope()
    if which == "match":
        good["match"] = Match(RuleSet(), 3).to_json()
    if which == "houserules":
        good["sets"] = {"Stammtisch": RuleSet().to_json()}
    if case == "nested":
        path.write_bytes(b"[" * 1000 + b"]" * 1000)
    elif case == "dev-zero":
        path.symlink_to("/dev/zero")
    elif case == "fifo":
        os.mkfifo(path)
    elif case in ("unreadable", "newer", "version-0", "rich-text", "huge-bummerl"):
        data = dict(good)
        if case == "newer":
            data["version"] = 99
        elif case == "version-0":
            data["version"] = 0
        elif case == "rich-text":
            if which == "match":
                data["match"]["current"]["log"][RICH] = 1
            elif which == "houserules":
                data["sets"] = {RICH: RuleSet().to_json(), "Stammtisch": RuleSet().to_json()}
            else:
                data[RICH] = 1
        elif case == "huge-bummerl":
            data["match"]["current"]["bummerl"] = 10_000_000
        path.write_text(json.dumps(data))
        if case == "unreadable":  # "chmod 000" for this process (the tests may run as root)
            refuse_open_of(monkeypatch, path)
    return evidence(path)


def evidence(path):
    """What must still exist of the player's file: the link, the FIFO, or its bytes."""
    import os
    import stat

    st = os.lstat(path)
    if stat.S_ISLNK(st.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISFIFO(st.st_mode):
        return ("fifo",)
    return ("bytes", path.read_bytes())


def kept_somewhere(path, want):
    """The player's file, where it was or put aside beside it, unchanged."""
    import os

    for p in [path, *sorted(path.parent.glob(path.name + ".broken-*"))]:
        if os.path.lexists(p) and evidence(p) == want:
            return p
    return None


def check_plain_warning(title, text, detail=""):
    """A warning as the window shows it (widgets.parts.message_box): plain text only."""
    from PySide6.QtWidgets import QLabel

    from bschnapsen_gui.qt.widgets.parts import message_box

    box = message_box(None, title, text, detail)
    main = box.findChild(QLabel, "qt_msgbox_label")
    assert main.textFormat() == Qt.TextFormat.PlainText and main.text() == text
    if detail:
        info = box.findChild(QLabel, "qt_msgbox_informativelabel")
        assert info.textFormat() == Qt.TextFormat.PlainText and info.text() == detail
    box.deleteLater()


def play_a_little_and_close(qtbot, game):
    view = game.window.view
    if view.overlay.kind in ("notice", "resume"):
        qtbot.mouseClick(view.overlay.buttons[0], Qt.MouseButton.LeftButton)
    c = game.controller
    wait_for_human_or_end(qtbot, game)
    if not c.deal.finished:
        click_action(qtbot, game, choose(c.human_options))
    assert c.deal.history  # the game played on
    game.window.store_settings()
    game.window.stats_keeper.save()
    game.window.close()  # writes the match


@pytest.mark.parametrize("which", START_FILES)
@pytest.mark.parametrize("case", CASES)
def test_a_hostile_file_read_at_start_is_told_kept_and_never_stops_the_game(
        qtbot, make_game, monkeypatch, capfd, which, case):
    if case == "huge-bummerl" and which != "match":
        pytest.skip("only the saved match has a Bummerl number")
    path = file_kind(which).path
    with monkeypatch.context() as m:
        want = plant(which, case, m)
        game = make_game()
    benign = case == "rich-text" and which in ("settings", "stats")  # an unknown key is ignored there
    w = game.window
    game.start()
    view = w.view
    told = view.overlay.body_text if view.overlay.kind == "notice" else ""  # every file is told at start
    if which == "stats" and not benign:
        dlg = w.stats_dialog()
        assert dlg.warning.isHidden()  # told once, at start
        dlg.deleteLater()
    if benign:
        assert told == ""
    else:
        what = {"settings": "settings file", "match": "saved game", "stats": "statistics file"}[which]
        assert f"The {what} could not be read" in told, told
        assert RICH not in told
        if case == "newer":
            assert "newer version" in told and "99" in told
        if case == "unreadable":
            assert "will not be written over" in told
    play_a_little_and_close(qtbot, game)
    kept = kept_somewhere(path, want)
    if benign:
        assert kept is None or kept == path  # read, and written anew as the game's own
    else:
        assert kept is not None, f"the player's {which} file was lost"
        if case == "unreadable":
            assert kept == path  # left where it was, not written over
    err = capfd.readouterr().err
    assert "Traceback" not in err and "QThread: Destroyed" not in err


@pytest.mark.parametrize("case", CASES)
def test_a_hostile_house_rules_file_is_told_and_kept_when_the_dialog_opens(
        qtbot, make_game, monkeypatch, capfd, case):
    if case == "huge-bummerl":
        pytest.skip("house rules have no Bummerl number")
    path = file_kind("houserules").path
    game = make_game(seed=4)
    game.start()
    w = game.window
    told: list[tuple[str, str, str]] = []
    w.warn = lambda title, text, detail="": (told.append((title, text, detail)),
                                             check_plain_warning(title, text, detail))
    with monkeypatch.context() as m:
        want = plant("houserules", case, m)
        dlg = w.rules_dialog()  # reads the file now
    assert len(told) == 1 and "house rules could not be read" in told[0][1]
    if case == "rich-text":  # the good set is kept; the bad name is quoted as plain text
        assert RICH in told[0][2] and "Stammtisch" in dlg.house.sets
    if case == "newer":
        assert "newer version" in told[0][1] and "99" in told[0][1]
    from bschnapsen_gui.engine import RuleSet
    from bschnapsen_gui.storage.files import SaveFailed

    try:  # the player saves a set of his own
        dlg.house.put("Neu", RuleSet(bettler=False))
    except SaveFailed as exc:
        assert case == "unreadable" and exc.refused
    dlg.deleteLater()
    play_a_little_and_close(qtbot, game)
    kept = kept_somewhere(path, want)
    assert kept is not None, "the player's house rules were lost"
    if case == "unreadable":
        assert kept == path
    err = capfd.readouterr().err
    assert "Traceback" not in err


LOG_CASES = ["nested", "dev-zero", "fifo", "unreadable", "huge", "too-many-actions", "rich-text-key",
             "rich-text-name", "other-format", "directory"]


@pytest.mark.parametrize("case", LOG_CASES)
def test_a_hostile_deal_log_opened_in_the_replay_viewer_is_refused_in_plain_words(
        make_game, monkeypatch, capfd, tmp_path, case):
    import os

    from bschnapsen_gui.engine.log import MAX_ACTIONS, MAX_LOG_BYTES, DealLog

    game = make_game(seed=4)
    good = DealLog.from_deal(game.controller.match.deal).to_json()
    path = tmp_path / ("<b>x<i>y.json" if case == "rich-text-name" else "deal.json")  # no "/" in a name
    if case == "nested":
        path.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    elif case == "dev-zero":
        path.symlink_to("/dev/zero")
    elif case == "fifo":
        os.mkfifo(path)
    elif case == "directory":
        path.mkdir()
    elif case == "huge":
        path.write_bytes(b" " * (MAX_LOG_BYTES + 1))
    elif case == "too-many-actions":
        path.write_text(json.dumps(good | {"actions": [{"seat": 0, "trump": "H"}] * (MAX_ACTIONS + 1)}))
    elif case == "rich-text-key":
        path.write_text(json.dumps(good | {RICH: 1}))
    elif case == "rich-text-name":
        path.write_text(json.dumps(good | {"dealer": 7}))
    elif case == "other-format":
        path.write_text(json.dumps(good | {"format": "bauernschnapsen/deal-2"}))
    elif case == "unreadable":
        path.write_text(json.dumps(good))
        refuse_open_of(monkeypatch, path)
    before = None if case in ("fifo", "dev-zero", "directory") else path.read_bytes() if case != "unreadable" else None
    dlg = game.window.replay_dialog()
    shown = dlg.log
    told: list[tuple[str, str, str]] = []
    dlg.warn = lambda parent, title, text, detail: (told.append((title, text, detail)),
                                                    check_plain_warning(title, text, detail))
    dlg.open_path = lambda parent: str(path)
    assert not dlg.open_file()  # refused at once: no hang, no freeze, no traceback
    assert len(told) == 1 and path.name in told[0][1]
    if case == "rich-text-key":
        assert RICH in told[0][2]  # quoted, as plain text (check_plain_warning)
    if case == "unreadable":
        assert "Permission denied" not in told[0][2] and "permission denied" in told[0][2]
    assert dlg.log is shown  # the viewer still shows what it showed
    if before is not None:
        assert path.read_bytes() == before  # a deal log is only read, never moved or changed
    assert os.path.lexists(path)
    dlg.deleteLater()
    assert "Traceback" not in capfd.readouterr().err


def test_settings_that_cannot_be_saved_reach_the_status_line_once(make_game, monkeypatch):
    import errno

    from bschnapsen_gui.storage import files

    game = make_game(seed=4)
    game.start()
    w = game.window
    told: list[str] = []
    real = w.show_save_failure
    w.show_save_failure = lambda text: (told.append(text), real(text))
    real_write = files.write_atomic

    def full(path, text):
        if path.name == "settings.json":
            raise OSError(errno.EROFS, "Read-only file system")
        real_write(path, text)

    monkeypatch.setattr(files, "write_atomic", full)
    w.set_pack("french")
    assert told == ["The settings could not be saved: the disk is read-only"]
    assert w.status.text() == told[0]
    w.set_speed("slow")
    assert len(told) == 1  # said once, until a save works again
    monkeypatch.setattr(files, "write_atomic", real_write)
    w.set_speed("fast")
    assert settings.load_settings()[0].speed == "fast"


@pytest.mark.parametrize("name", ["settings.json", "house-rules.json", "match.json", "statistics.json"])
def test_stale_temporaries_of_each_file_are_removed_at_start(make_game, private_dirs, name):
    from bschnapsen_gui.storage import files

    folder = files.config_dir() if name in ("settings.json", "house-rules.json") else files.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stale = folder / f".{name}.a1b2c3d4.tmp"
    stale.write_text("{half a file")
    players = folder / f"{name}.tmp"  # not of our naming: the player's
    players.write_text("mine")
    make_game()
    assert not stale.exists() and players.read_text() == "mine"


def test_the_games_folders_are_private_under_umask_000(qtbot, make_game, tmp_path, monkeypatch):
    import os
    import stat

    home = tmp_path / "home"
    monkeypatch.setenv("BSCHNAPSEN_CONFIG_DIR", str(home / "config" / "bauernschnapsen"))
    monkeypatch.setenv("BSCHNAPSEN_DATA_DIR", str(home / "share" / "bauernschnapsen"))
    old = os.umask(0)
    try:
        game = make_game(seed=6)
        game.start()
        play_a_little_and_close(qtbot, game)
    finally:
        os.umask(old)
    for folder in ("config", "config/bauernschnapsen", "share", "share/bauernschnapsen"):
        assert stat.S_IMODE((home / folder).stat().st_mode) == 0o700, folder
    for f in (home / "config" / "bauernschnapsen" / "settings.json", home / "share" / "bauernschnapsen" / "match.json",
              home / "share" / "bauernschnapsen" / "statistics.json"):
        assert stat.S_IMODE(f.stat().st_mode) == 0o600, f


# -- as an ordinary user (root reads anything): the whole game in a subprocess ----------

GAME_AS_USER = r"""
import json, sys
from PySide6.QtWidgets import QApplication
from bschnapsen_gui.qt import app as game_app
qapp = QApplication([])
g = game_app.Game(qapp, game_app.Options(speed="off", lang="en"))
w = g.window
told = []
real = w.show_save_failure
w.show_save_failure = lambda text: (told.append(text), real(text))
g.start()
out = {"overlay": w.view.overlay.kind, "body": w.view.overlay.body_text, "stats": w.stats_keeper.problem}
if out["overlay"] == "notice":
    g._resume()
g.controller.matchChanged.emit()  # what every action does: save the match, the settings, the statistics
w.store_settings()
w.stats_keeper.save()
w.close()
g.controller.shutdown()
qapp.processEvents()  # the save writer's failure, queued to the GUI thread
out["told"] = told
print(json.dumps(out))
"""


def run_game_as_user(home):
    """The game started, saved and closed as nobody (if we are root) with its folders in home."""
    import os
    import pwd
    import subprocess
    import sys
    from pathlib import Path

    env = dict(os.environ, BSCHNAPSEN_CONFIG_DIR=str(home / "config"), BSCHNAPSEN_DATA_DIR=str(home / "data"),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]), HOME=str(home), QT_QPA_PLATFORM="offscreen",
               BSCHNAPSEN_THINK="thread", XDG_RUNTIME_DIR=str(home))
    cmd = [sys.executable, "-c", GAME_AS_USER]
    if os.geteuid() == 0:
        nobody = pwd.getpwnam("nobody")
        cmd = ["/usr/bin/setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}", "--clear-groups", *cmd]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


@pytest.fixture
def user_home():
    """A home of the user the game runs as: nobody under root (via setpriv), else us."""
    import os
    import pwd
    import shutil
    import tempfile
    from pathlib import Path

    if os.geteuid() == 0 and not os.path.exists("/usr/bin/setpriv"):
        pytest.skip("running as root without setpriv: cannot test permissions as an ordinary user")
    home = Path(tempfile.mkdtemp(prefix="bschnapsen-user-"))
    home.chmod(0o700)
    owner = pwd.getpwnam("nobody") if os.geteuid() == 0 else None
    for d in ("config", "data"):
        (home / d).mkdir(mode=0o700)
    yield home, owner
    for p in [home, *home.rglob("*")]:
        if p.is_dir() and not p.is_symlink():
            p.chmod(0o700)
        elif p.is_file():
            p.chmod(0o600)
    shutil.rmtree(home)


def give(owner, *paths):
    import os

    for p in paths:
        if owner is not None:
            os.chown(p, owner.pw_uid, owner.pw_gid, follow_symlinks=False)


PLAYERS = {  # a file the player cares about, of each kind read at start
    "settings": ("config/settings.json", {"format": "bauernschnapsen/settings", "version": 1, "pack": "french"}),
    "match": ("data/match.json", None),
    "stats": ("data/statistics.json", None),
}


def players_file(which):
    from bschnapsen_gui.engine import RuleSet
    from bschnapsen_gui.engine.match import Match
    from bschnapsen_gui.storage import stats

    name, data = PLAYERS[which]
    if which == "match":
        data = savegame.KIND.envelope() | {"saved": "x", "match": Match(RuleSet(), 11).to_json()}
    if which == "stats":
        data = stats.Stats(bummerl_won=7, deals=55).to_json()
    return name, json.dumps(data).encode()


@pytest.mark.parametrize("which", list(PLAYERS))
def test_an_unreadable_file_at_start_is_kept_and_never_written_over_as_an_ordinary_user(user_home, which):
    home, owner = user_home
    name, content = players_file(which)
    target = home / name
    target.write_bytes(content)
    target.chmod(0o000)
    give(owner, home, home / "config", home / "data", target)
    out = run_game_as_user(home)
    what = {"settings": "settings file", "match": "saved game", "stats": "statistics file"}[which]
    told = out["body"]  # every file is told in the notice at start
    assert f"The {what} could not be read" in told and "will not be written over" in told
    assert any("could not be saved" in t and "not written over" in t for t in out["told"]), out["told"]
    target.chmod(0o600)
    assert target.read_bytes() == content  # the player's file is as it was


@pytest.mark.parametrize("which", list(PLAYERS))
def test_a_broken_file_in_a_read_only_folder_is_kept_and_the_game_plays_on_as_an_ordinary_user(user_home, which):
    home, owner = user_home
    name, _ = players_file(which)
    target = home / name
    content = b"[" * 1000 + b"]" * 1000
    target.write_bytes(content)
    give(owner, home, home / "config", home / "data", target)
    target.parent.chmod(0o500)  # neither moved nor copied aside: left in place, never written over
    out = run_game_as_user(home)
    what = {"settings": "settings file", "match": "saved game", "stats": "statistics file"}[which]
    told = out["body"]  # every file is told in the notice at start
    assert f"The {what} could not be read" in told and "will not be written over" in told
    assert out["told"], "a save that failed was not told"
    target.parent.chmod(0o700)
    assert target.read_bytes() == content
    assert [p.name for p in target.parent.iterdir()] == [target.name]


def test_a_folder_name_in_rich_text_is_quoted_as_plain_text_in_the_notice(make_game, tmp_path, monkeypatch):
    from PySide6.QtGui import QTextDocument

    data = tmp_path / "<b>bold<img src=x>" / "data"
    monkeypatch.setenv("BSCHNAPSEN_DATA_DIR", str(data))
    data.mkdir(parents=True)
    (data / "match.json").write_text("{ not json")
    game = make_game()
    game.start()
    view = game.window.view
    assert view.overlay.kind == "notice"
    doc = QTextDocument()
    doc.setHtml(view.overlay.body_text)
    shown = doc.toPlainText()
    assert "The saved game could not be read; it was kept as " in shown
    assert str(data / "match.json.broken-") in shown  # the name as written, not bold, no image


@pytest.mark.parametrize("lang", ["de", "ru"])
def test_what_was_wrong_with_a_file_is_said_in_the_players_language(make_game, lang):
    """The details of a broken file's message name its kind of trouble in the player's
    words first; the reader's exact words follow on a line of their own."""
    from bschnapsen_gui.qt.i18n.filewords import _PROBLEMS, broken_reason
    from bschnapsen_gui.storage.files import BrokenFile, Problem

    make_game(lang=lang)
    for problem in Problem:
        english = "the reader's English words for it"
        first, _, rest = broken_reason(BrokenFile(english, problem=problem)).partition("\n")
        assert first and english not in first and rest == english
        assert first != _PROBLEMS[problem], (problem, first)


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_settings_with_wrong_values_are_kept_aside_and_told_once_at_start(make_game, private_dirs, lang):
    from bschnapsen_gui.storage import settings as settings_mod

    path = settings_mod.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = '{"format": "bauernschnapsen/settings", "version": 4, "pack": "french", "volume": NaN, "sounds": "yes"}'
    path.write_text(raw)
    game = make_game(lang=lang)
    assert game.settings.pack == "french" and game.settings.volume == 70  # the good values kept
    game.start()
    view = game.window.view
    assert view.overlay.kind == "notice"
    kept = [p for p in path.parent.iterdir() if p.name.startswith("settings.json.broken-")]
    assert len(kept) == 1 and kept[0].read_text() == raw
    assert str(kept[0]) in html.unescape(view.overlay.body_text)
    if lang != "en":
        assert "cannot use" not in view.overlay.body_text
    game.window.on_command(Command.OK)
    again = make_game(lang=lang)  # the repaired settings were written: nothing to say the next time
    again.start()
    assert again.window.view.overlay.kind != "notice"


@pytest.mark.parametrize("lang, words", [("en", "symbolic link"), ("de", "symbolische Verknüpfung"),
                                         ("ru", "символическая ссылка")])
def test_a_link_to_nowhere_in_the_settings_place_is_told_and_kept(make_game, private_dirs, lang, words):
    link = settings.settings_path()
    link.parent.mkdir(parents=True, exist_ok=True)
    target = private_dirs / "gone" / "settings.json"
    link.symlink_to(target)
    game = make_game(lang=lang)
    game.start()
    w = game.window
    w.set_speed("slow")  # a setting changed: saved at once
    text = w.status.text()
    assert words in text and str(target) in text, text
    assert link.is_symlink() and not target.exists()  # left as it is, never replaced by a file


def _rich_leaks(dialog, hostile: str) -> list[str]:
    """The labels of ``dialog`` that would render ``hostile`` (a text from a file) as HTML."""
    from PySide6.QtWidgets import QLabel

    out = []
    for label in dialog.findChildren(QLabel):
        if hostile in label.text() and label.textFormat() != Qt.TextFormat.PlainText:
            out.append(f"{label.objectName() or type(label).__name__}: {label.text()!r}")
    return out


def test_every_text_from_a_file_is_plain_text_in_every_dialog(qtbot, make_game, private_dirs, tmp_path):
    """A ``since`` of ``<i>x</i><img src=…>`` in statistics.json was shown in italics and
    loaded the image; the same for a house-rule set's name.  No label of a dialog guesses
    its format."""
    from PySide6.QtWidgets import QComboBox, QLabel

    from bschnapsen_gui.engine import RuleSet
    from bschnapsen_gui.storage import houserules, stats

    hostile = "<i>x</i><img src=/x.png>"
    stats.KIND.path.parent.mkdir(parents=True, exist_ok=True)
    stats.KIND.path.write_text(json.dumps(stats.KIND.envelope() | {"since": hostile}))
    house = houserules.HouseRules()
    house.put(hostile, RuleSet(bettler=False))
    house.save()
    game = make_game(seed=4)
    game.start()
    w = game.window
    dlg = w.stats_dialog()
    dlg.show()
    qtbot.waitExposed(dlg)
    assert hostile in dlg.since.text() and not _rich_leaks(dlg, hostile), _rich_leaks(dlg, hostile)
    assert dlg.since.textFormat() == Qt.TextFormat.PlainText
    dlg.deleteLater()
    dlg = w.rules_dialog()
    dlg.show()
    qtbot.waitExposed(dlg)
    sets = [c for c in dlg.findChildren(QComboBox) if any(hostile in c.itemText(i) for i in range(c.count()))]
    assert sets, "the house-rule set is offered by its name"
    sets[0].setCurrentIndex(next(i for i in range(sets[0].count()) if hostile in sets[0].itemText(i)))
    assert not _rich_leaks(dlg, hostile), _rich_leaks(dlg, hostile)
    dlg.deleteLater()
    for make in (w.settings_dialog, w.about_dialog, w.replay_dialog, lambda: w.lessons.list_dialog(w)):
        dlg = make()
        dlg.show()
        qtbot.waitExposed(dlg)
        assert not _rich_leaks(dlg, hostile)
        auto = [x.text()[:40] for x in dlg.findChildren(QLabel) if x.textFormat() == Qt.TextFormat.AutoText]
        assert not auto, f"{type(dlg).__name__}: labels that guess their format: {auto}"
        dlg.deleteLater()
