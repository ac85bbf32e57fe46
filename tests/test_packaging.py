"""`pip install .` must carry everything the game loads at run time (not only editable)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "bschnapsen_gui"


def runtime_files() -> list[str]:
    """Non-Python files the game reads at run time, as the wheel names them: the top-level
    assets/ (copied into the package by the build), the catalogues and help pages, and the
    computer players' data files (a missing trump table would only make them slower)."""
    out = []
    for p in (ROOT / "assets").rglob("*"):
        if p.is_file():
            out.append("bschnapsen_gui/" + p.relative_to(ROOT).as_posix())
    for pattern in ("qt/i18n/catalogues/*.qm", "qt/i18n/help/*.html", "ai/*.json"):
        for p in PKG.glob(pattern):
            out.append(p.relative_to(ROOT).as_posix())
    return sorted(out)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    p = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
         "--wheel-dir", str(out), str(ROOT)],
        capture_output=True, text=True, check=False,
    )
    if p.returncode != 0:
        pytest.fail(f"building the wheel failed: {p.stderr[-2000:]}")
    (whl,) = out.glob("bauernschnapsen-*.whl")
    return zipfile.ZipFile(whl)


def test_wheel_holds_every_runtime_file(wheel: zipfile.ZipFile) -> None:
    names = set(wheel.namelist())
    files = runtime_files()
    for wanted in ("bschnapsen_gui/assets/cards/tell/HA.svg", "bschnapsen_gui/assets/sounds/card.wav",
                   "bschnapsen_gui/qt/i18n/catalogues/bschnapsen_de.qm", "bschnapsen_gui/qt/i18n/help/rules_ru.html",
                   "bschnapsen_gui/ai/judgement.json", "bschnapsen_gui/ai/trumptable.json"):
        assert wanted in files
    missing = [f for f in files if f not in names]
    assert not missing, f"not in the wheel: {missing[:10]}"


def test_wheel_has_the_console_script(wheel: zipfile.ZipFile) -> None:
    (ep,) = [n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt")]
    text = wheel.read(ep).decode()
    assert "bauernschnapsen = bschnapsen_gui.__main__:main" in text


def test_installed_game_finds_its_assets(wheel: zipfile.ZipFile, tmp_path: Path) -> None:
    """Unpacked like site-packages, the package finds its own copy of the art, not the checkout's."""
    wheel.extractall(tmp_path)
    code = ("from bschnapsen_gui.resources import cards_dir, sounds_dir; "
            "print(cards_dir()); print(sounds_dir())")
    p = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True)
    cards, sounds = p.stdout.split()
    assert Path(cards) == tmp_path / "bschnapsen_gui" / "assets" / "cards"
    assert (Path(cards) / "tell" / "HA.svg").is_file()
    assert (Path(sounds) / "card.wav").is_file()


def test_the_version_is_said_in_one_place(wheel: zipfile.ZipFile) -> None:
    """``bschnapsen_gui.__version__`` is the version: pyproject.toml reads it (dynamic) and
    says none of its own, and the built package's metadata agrees with it."""
    import tomllib

    import bschnapsen_gui

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "bschnapsen_gui.__version__"}
    (meta,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    versions = [line.split(":", 1)[1].strip() for line in wheel.read(meta).decode().splitlines()
                if line.startswith("Version:")]
    assert versions == [bschnapsen_gui.__version__]
    # ... and the game says that one (without importlib.metadata at start)
    p = subprocess.run([sys.executable, "-m", "bschnapsen_gui", "--version"], capture_output=True, text=True,
                       check=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert p.stdout.strip() == f"bauernschnapsen {bschnapsen_gui.__version__}"


def test_the_manual_page_in_three_languages_says_every_switch(tmp_path: Path) -> None:
    """packaging/make_manpage.py: bauernschnapsen.6 in English, German and Russian from the
    one source, each with every switch of the command line and its help in that language."""
    import shutil

    from bschnapsen_gui.__main__ import _argparse_speaks, build_parser, translator

    p = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_manpage.py"), str(tmp_path)],
                       capture_output=True, text=True, check=False, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert p.returncode == 0, p.stderr
    pages = {"en": tmp_path / "bauernschnapsen.6", "de": tmp_path / "de" / "bauernschnapsen.6",
             "ru": tmp_path / "ru" / "bauernschnapsen.6"}
    names = {"en": ".SH NAME", "de": ".SH BEZEICHNUNG", "ru": ".SH ИМЯ"}  # what whatis/lexgrog reads
    for lang, path in pages.items():
        text = path.read_text(encoding="utf-8")
        assert text.startswith(".TH BAUERNSCHNAPSEN 6 ")
        assert f"{names[lang]}\nbauernschnapsen \\- " in text
        tr = translator(lang)
        with _argparse_speaks(tr):
            parser = build_parser(tr)
        for action in parser._actions:
            for opt in action.option_strings:
                escaped = opt.replace("-", "\\-")
                assert f"\\fB{escaped}\\fR" in text, (lang, opt)
            help_text = " ".join(str(action.help).split()).replace("-", "\\-")
            assert help_text in text, (lang, help_text)
        if shutil.which("man"):  # groff's own check of the page, as lintian runs it
            m = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", str(path)], capture_output=True,
                               text=True, check=False, env={**os.environ, "MANWIDTH": "80", "LANG": "C.UTF-8"})
            assert m.returncode == 0 and not m.stderr.strip(), (lang, m.stderr)


def test_wheel_carries_the_compiled_solver(wheel: zipfile.ZipFile) -> None:
    """With a compiler on the build machine the wheel holds the compiled solver (setup.py's
    optional extension); CI (BSCHNAPSEN_REQUIRE_CSOLVER=1) has one, so there it must."""
    built = [n for n in wheel.namelist() if n.startswith("bschnapsen_gui/ai/_csolver.") and n.endswith((".so", ".pyd"))]
    if not built:
        if os.environ.get("BSCHNAPSEN_REQUIRE_CSOLVER") == "1":
            pytest.fail("the wheel has no compiled solver (bschnapsen_gui/ai/_csolver): did the C build fail?")
        pytest.skip("no C compiler here: the wheel carries only the pure-Python solver")
    assert len(built) == 1


def _test_deb_cleanup(tmp_path: Path, stuck: str) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    """Run the chroot tests' cleanup (packaging/lib.sh's bs_chroot_release, which test-deb's
    cleanup() calls) with stand-in mountpoint/umount/rm: ``stuck`` names a mount that will
    not come off ("" for none); the commands it ran are returned."""
    assert 'cleanup() { bs_chroot_release test-deb "$C"; }' in (ROOT / "packaging" / "test-deb").read_text()
    script = (ROOT / "packaging" / "lib.sh").read_text()
    start = script.index("bs_chroot_release() {")
    body = script[start:script.index("\n}\n", start) + 3] + '\ncleanup() { bs_chroot_release test-deb "$C"; }\n'
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "calls"
    mounted = tmp_path / "mounted"
    mounted.write_text("proc\ndev/shm\ndev/pts\ndev\n")
    stubs = {
        # mounted while its name is in the file
        "mountpoint": f'grep -qx "${{2#$C/}}" {mounted}',
        "umount": f'echo "umount $*" >> {calls}; m="${{@: -1}}"; m="${{m#$C/}}"; '
                  f'[ "$m" = "{stuck}" ] && exit 32; grep -vx "$m" {mounted} > {mounted}.new; '
                  f'mv {mounted}.new {mounted}',
        "rm": f'echo "rm $*" >> {calls}',
    }
    for name, code in stubs.items():
        f = bin_dir / name
        f.write_text(f"#!/bin/bash\n{code}\n")
        f.chmod(0o755)
    chroot = tmp_path / "chroot"
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "C": str(chroot)}
    done = subprocess.run(["bash", "-c", f"set -u\nexport C\n{body}\ncleanup"], env=env,
                          capture_output=True, text=True, timeout=60)
    return done, calls.read_text().splitlines() if calls.exists() else []


def test_test_deb_cleanup_deletes_only_after_every_unmount(tmp_path: Path) -> None:
    done, calls = _test_deb_cleanup(tmp_path, stuck="")
    assert done.returncode == 0, done.stderr
    assert [c for c in calls if c.startswith("rm")] == [f"rm -rf --one-file-system {tmp_path / 'chroot'}"]


def test_test_deb_cleanup_keeps_the_chroot_when_an_unmount_fails(tmp_path: Path) -> None:
    done, calls = _test_deb_cleanup(tmp_path, stuck="dev")
    assert not [c for c in calls if c.startswith("rm")], calls  # never through the host's /dev
    assert "still mounted" in done.stderr and "dev" in done.stderr


def test_the_deb_is_built_from_the_committed_tree_not_the_working_tree(tmp_path: Path) -> None:
    """packaging/export-tree, which build-deb builds from: what is committed, nothing else
    (an editable install's compiled solver, linked against another Python, stays out)."""
    repo = tmp_path / "checkout"
    (repo / "packaging").mkdir(parents=True)
    (repo / "bschnapsen_gui" / "ai").mkdir(parents=True)
    (repo / "packaging" / "export-tree").write_bytes((ROOT / "packaging" / "export-tree").read_bytes())
    (repo / "packaging" / "export-tree").chmod(0o755)
    (repo / "bschnapsen_gui" / "ai" / "solver.py").write_text("committed = True\n")
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    for cmd in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "one"]):
        subprocess.run(["git", "-C", str(repo), *cmd], check=True, env=env, capture_output=True)
    # what a working tree holds besides: a compiled solver, an uncommitted edit
    (repo / "bschnapsen_gui" / "ai" / "_csolver.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF...")
    (repo / "bschnapsen_gui" / "ai" / "solver.py").write_text("committed = False\n")
    out = tmp_path / "export"
    done = subprocess.run([str(repo / "packaging" / "export-tree"), str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == [
        "bschnapsen_gui/ai/solver.py", "packaging/export-tree"]
    assert (out / "bschnapsen_gui" / "ai" / "solver.py").read_text() == "committed = True\n"
    assert "uncommitted changes are left out" in done.stderr and "solver.py" in done.stderr
    # and build-deb and build-linux build from it (packaging/lib.sh's bs_build_venv), as
    # build-windows does
    lib = (ROOT / "packaging" / "lib.sh").read_text()
    body = lib[lib.index("bs_build_venv() {"):]
    export = body.index('packaging/export-tree" "$dir/src"')
    assert export < body.index('cd "$dir/src"') < body.index("--disable-pip-version-check .")
    for build in ("build-deb", "build-linux"):
        assert 'bs_build_venv "$B"' in (ROOT / "packaging" / build).read_text(), build
    assert 'packaging/export-tree" "$B/src"' in (ROOT / "packaging" / "build-windows").read_text()



def _bs_retry(tmp_path: Path, fails: int) -> tuple[subprocess.CompletedProcess[str], int]:
    """packaging/lib.sh's bs_retry over a command that fails (exit 100, as apt-get does on a
    mirror in the middle of a sync) its first ``fails`` times; returns the run and how often
    the command ran."""
    count = tmp_path / "count"
    count.write_text("0")
    flaky = tmp_path / "flaky"
    flaky.write_text(f'#!/bin/bash\nn=$(( $(cat {count}) + 1 )); echo $n > {count}\n'
                     f'[ $n -gt {fails} ] || exit 100\n')
    flaky.chmod(0o755)
    env = dict(os.environ, BSCHNAPSEN_RETRY_WAITS="0 0 0")
    done = subprocess.run(["bash", "-c", f'set -euo pipefail; . {ROOT / "packaging" / "lib.sh"}; '
                           f'bs_retry {flaky} && echo ran || echo "gave up $?"'],
                          env=env, capture_output=True, text=True, timeout=60)
    return done, int(count.read_text())


def test_a_mirror_in_the_middle_of_a_sync_is_asked_again(tmp_path: Path) -> None:
    done, runs = _bs_retry(tmp_path, fails=2)
    assert (done.stdout, runs) == ("ran\n", 3), done.stderr
    assert done.stderr.count("failed (100), again in 0 s") == 2


def test_a_mirror_that_keeps_failing_fails_with_its_status(tmp_path: Path) -> None:
    done, runs = _bs_retry(tmp_path, fails=99)
    assert (done.stdout, runs) == ("gave up 100\n", 4), done.stderr
    assert "failed (100) every time" in done.stderr


def test_what_reaches_a_debian_mirror_is_retried() -> None:
    """CI once ended after one second on "File has unexpected size … Mirror sync in
    progress?": every apt-get update and install, and debootstrap, goes through bs_retry."""
    scripts = [ROOT / ".ci" / "run", ROOT / "packaging" / "windows" / "wine.sh",
               *(p for p in (ROOT / "packaging").glob("*") if p.is_file() and p.suffix != ".md")]
    bare = []
    for script in scripts:
        code = script.read_text()
        if script.name == "lib.sh":  # bs_debootstrap's own call, which bs_retry runs
            start = code.index("bs_debootstrap() {")
            code = code[:start] + code[code.index("\n}\n", start):]
        for line in code.splitlines():
            line = line.split("#", 1)[0].strip()
            if re.search(r"apt-get (update|install)|debootstrap --", line) \
                    and not line.startswith("echo") and "bs_retry" not in line:
                bare.append(f"{script.relative_to(ROOT)}: {line}")
    assert "bs_retry bs_debootstrap" in (ROOT / "packaging" / "lib.sh").read_text()
    assert not bare, bare

_ARCHIVE_READER = '''
"""A stand-in of PyInstaller's pyimod01_archive: its reader opens the file for each entry."""
class ZlibArchiveReader:
    def __init__(self, filename, toc):
        self._filename = filename
        self._start_offset = 0
        self.toc = toc

    def extract(self, name):
        offset, length = self.toc[name]
        with open(self._filename, "rb") as fp:
            fp.seek(self._start_offset + offset)
            return fp.read(length)
'''


def test_the_frozen_game_reads_its_archive_through_one_open_file(tmp_path: Path) -> None:
    """packaging/pyi_rth_archive_kept_open.py: the archive's reader gets the file opened once
    (each open cost 0.65 ms of the first frame under Wine, ~240 of them), reads what it read
    before, from several threads at once, and any other file still opens as usual."""
    import builtins
    import threading
    import types

    blob = bytes(range(256)) * 64
    archive = tmp_path / "game.exe"
    archive.write_bytes(blob)
    other = tmp_path / "other.txt"
    other.write_text("other", encoding="utf-8")
    toc = {f"m{i}": (i * 97 % 8000, 50 + i) for i in range(200)}
    reader_module = types.ModuleType("pyimod01_archive")
    exec(_ARCHIVE_READER, reader_module.__dict__)
    importers = types.ModuleType("pyimod02_importers")
    importers.pyz_archive = reader_module.ZlibArchiveReader(str(archive), toc)  # type: ignore[attr-defined]
    opened: list[str] = []
    real_open = builtins.open

    def counting_open(file: object, *args: object, **kwargs: object) -> object:
        opened.append(str(file))
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    saved = {n: sys.modules.get(n) for n in ("pyimod01_archive", "pyimod02_importers")}
    sys.modules.update(pyimod01_archive=reader_module, pyimod02_importers=importers)
    builtins.open = counting_open  # type: ignore[assignment]
    try:
        hook = ROOT / "packaging" / "pyi_rth_archive_kept_open.py"
        exec(compile(hook.read_text(encoding="utf-8"), str(hook), "exec"), {"__name__": "pyi_rth"})
        reader = importers.pyz_archive
        wrong: list[str] = []

        def read_all() -> None:
            for name, (offset, length) in toc.items():
                if reader.extract(name) != blob[offset:offset + length]:
                    wrong.append(name)

        threads = [threading.Thread(target=read_all) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        with reader_module.open(str(other), "r", encoding="utf-8") as f:
            assert f.read() == "other"
    finally:
        builtins.open = real_open
        for n, m in saved.items():
            if m is None:
                sys.modules.pop(n, None)
            else:
                sys.modules[n] = m
    assert wrong == []
    assert opened.count(str(archive)) == 1, f"the archive was opened {opened.count(str(archive))} times for 800 reads"
    assert opened.count(str(other)) == 1
