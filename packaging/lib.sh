# Shell functions the packaging scripts share (bash; sourced, not run):
#   root=$(cd "$(dirname "$0")/.." && pwd); . "$root/packaging/lib.sh"
# The builds (build-deb, build-linux): the system libraries a build needs, and the build venv
# made from an export of the committed tree. The tests (test-deb, test-linux): the Debian
# mirror and suite of this machine, a fresh minimal chroot (bootstrapped, or copied from a
# template) and its careful removal, and the libraries ldd may find missing.

# bs_retry COMMAND...: COMMAND, and again while it fails, after waiting 10, 30, 60 and 120 s
# (BSCHNAPSEN_RETRY_WAITS, seconds apart by spaces, replaces these); the last failure's
# status if every attempt fails. For what reaches a Debian mirror (apt-get, debootstrap): one
# in the middle of a sync answers "File has unexpected size" for a few minutes, and a CI run
# should not end on it. (One whose index stays out of step for hours fails every time;
# .ci/run then installs with the lists apt kept.)
bs_retry() {
    local wait status
    for wait in ${BSCHNAPSEN_RETRY_WAITS:-10 30 60 120} last; do
        if "$@"; then
            return 0
        else
            status=$?
        fi
        [ "$wait" != last ] || break
        echo "failed ($status), again in $wait s: $*" >&2
        sleep "$wait"
    done
    echo "failed ($status) every time: $*" >&2
    return "$status"
}

# apt-get install PACKAGE... quietly, if this is a Debian machine, we are root and
# BSCHNAPSEN_NO_APT is not set (else the build trusts that they are there)
bs_apt_install() {
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ] && [ -z "${BSCHNAPSEN_NO_APT:-}" ]; then
        bs_retry apt-get install -y -qq --no-install-recommends "$@" >/dev/null
    fi
}

# bs_build_venv DIR: the committed tree (HEAD, packaging/export-tree) in DIR/src and a build
# venv in DIR/venv made by $PYTHON with the game and PyInstaller installed; DIR is emptied
# first. Sets commit_time (HEAD's, seconds) and version (bschnapsen_gui.__version__) and
# leaves the shell in DIR/src.
bs_build_venv() {
    local dir=$1
    rm -rf "$dir"
    mkdir -p "$dir" "$root/dist"
    "$root/packaging/export-tree" "$dir/src"
    commit_time=$(git -C "$root" log -1 --format=%ct)
    cd "$dir/src"
    "$PYTHON" -m venv "$dir/venv"
    "$dir/venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
    "$dir/venv/bin/python" -m pip install --quiet --disable-pip-version-check . "pyinstaller>=6.5,<7"
    version=$("$dir/venv/bin/python" -c 'import bschnapsen_gui; print(bschnapsen_gui.__version__)')
}

# The libraries of Qt's plugins that a minimal system may lack and the game never loads
# (Wayland, EGLFS, linuxfb, VNC, the GTK theme, GStreamer…): an ldd line naming one of these
# is not a failure (an extended regular expression)
BS_LDD_ALLOWED_MISSING='libqwayland|wayland|libqeglfs|egldeviceintegrations|libqlinuxfb|libqvnc|libqvkkhrdisplay|libqminimalegl|libqtuiotouch|libqxdgdesktopportal|libqgtk3|libqeglfs|libqtmedia_|gstreamer|libQt6WaylandClient|libQt6WlShell|libQt6Wayland|libQt6EglFs|libqxcb-egl|libQt6XcbQpa|libqcomposeplatforminputcontext'

# The Debian mirror this machine's apt uses (deb822 sources first, then sources.list)
bs_mirror() {
    local mirror
    mirror=$(sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v security | head -1)
    [ -n "$mirror" ] || mirror=$(awk '$1 == "deb" && $0 !~ /security/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null)
    [ -n "$mirror" ] || return 1
    echo "$mirror"
}

# This machine's suite (bookworm if /etc/os-release does not name one)
bs_suite() {
    (. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
}

# bs_chroot_ready DIR: DIR holds a bootstrapped system
bs_chroot_ready() {
    [ -x "$1/usr/bin/apt-get" ]
}

# bs_debootstrap SUITE DIR MIRROR: a minimal system in DIR, which is emptied first (what a
# failed attempt left there)
bs_debootstrap() {
    rm -rf --one-file-system "$2"
    mkdir -p "$2"
    debootstrap --variant=minbase "$1" "$2" "$3" >/dev/null
}

# bs_chroot_make NAME DIR: a fresh minimal system (debootstrap --variant=minbase of this
# machine's suite) in DIR, unless DIR holds one already (BSCHNAPSEN_CHROOT reused). With
# BSCHNAPSEN_CHROOT_TEMPLATE=T it is a copy (cp -a) of T, which is bootstrapped first if it
# is not there yet (into T.partial, renamed when complete), so that several tests can start
# from one bootstrap; T itself is never mounted into or changed after that. NAME prefixes
# the messages.
bs_chroot_make() {
    local name=$1 dir=$2 template=${BSCHNAPSEN_CHROOT_TEMPLATE:-} mirror suite
    if bs_chroot_ready "$dir"; then
        return 0
    fi
    suite=$(bs_suite)
    if [ -n "$template" ]; then
        if ! bs_chroot_ready "$template"; then
            mirror=$(bs_mirror) || { echo "$name: cannot find a Debian mirror in apt's sources" >&2; return 2; }
            echo "$name: bootstrapping $suite (minbase) into the template $template"
            bs_retry bs_debootstrap "$suite" "$template.partial" "$mirror"
            mv "$template.partial" "$template"
        fi
        echo "$name: copying the chroot template $template into $dir"
        mkdir -p "$dir"
        cp -a "$template/." "$dir/"
    else
        mirror=$(bs_mirror) || { echo "$name: cannot find a Debian mirror in apt's sources" >&2; return 2; }
        echo "$name: bootstrapping $suite (minbase) into $dir"
        bs_retry bs_debootstrap "$suite" "$dir" "$mirror"
    fi
    chmod 755 "$dir"  # as a system's / is (mktemp made it 0700): users other than root run there
}

# bs_chroot_mount DIR: /proc, /dev and /dev/pts of the host in the chroot, a /dev/shm of its
# own (the bind of /dev does not bring the host's: without it a user other than root cannot
# make the semaphores of multiprocessing, which the computer players' process needs), and
# its resolver
bs_chroot_mount() {
    mount -t proc proc "$1/proc"
    mount --bind /dev "$1/dev"
    mount --bind /dev/pts "$1/dev/pts"
    mount -t tmpfs -o mode=1777,nosuid,nodev shm "$1/dev/shm"
    cp /etc/resolv.conf "$1/etc/resolv.conf" 2>/dev/null || true
}

# bs_chroot_release NAME DIR [MOUNT...]: unmounts the MOUNTs (relative to DIR, in the order
# given) and then what bs_chroot_mount mounted, each unmount checked; DIR is deleted only
# when nothing of the host is mounted in it any more (else rm would go through the
# bind-mounted /dev), and even then rm stays on the chroot's own file system. A DIR given
# as BSCHNAPSEN_CHROOT is kept.
bs_chroot_release() {
    local name=$1 dir=$2 m still=()
    shift 2
    for m in "$@" proc dev/shm dev/pts dev sys; do
        if mountpoint -q "$dir/$m"; then
            umount "$dir/$m" 2>/dev/null || umount -l "$dir/$m" || true
            if mountpoint -q "$dir/$m"; then still+=("$dir/$m"); fi
        fi
    done
    if [ ${#still[@]} -gt 0 ]; then
        echo "$name: still mounted, $dir is kept: ${still[*]}" >&2
        return
    fi
    [ -n "${BSCHNAPSEN_CHROOT:-}" ] || rm -rf --one-file-system "$dir"
}

# The median of the numbers on standard input, one a line
bs_median() {
    sort -n | awk '{a[NR] = $1} END {print (a[int((NR + 1) / 2)] + a[int(NR / 2) + 1]) / 2}'
}
