#!/bin/sh
# Installs Bauernschnapsen @VERSION@ from this unpacked folder for the current user:
#   ./install.sh                 # into ~/.local
#   ./install.sh --prefix DIR    # into DIR (DIR/bin, DIR/share)
#   ./install.sh --uninstall [--prefix DIR]
# It puts a link to the game in PREFIX/bin/bauernschnapsen, the menu entry
# (share/applications/at.bauernschnapsen.Bauernschnapsen.desktop, which starts the game in
# this folder and opens links to a table, bauernschnapsen://…), the icons
# (share/icons/hicolor) and the AppStream metainfo (share/metainfo).
# The game itself stays in this folder: move the folder and run install.sh again. What it
# made is listed in PREFIX/share/at.bauernschnapsen.Bauernschnapsen/installed-files, and
# --uninstall removes exactly that (and the folders it made, when they are empty); the
# player's settings and saved games (~/.config/bauernschnapsen, ~/.local/share/bauernschnapsen)
# are never touched.
set -eu

APPID=at.bauernschnapsen.Bauernschnapsen
VERSION=@VERSION@
NL='
'

die() {
    echo "install.sh: $*" >&2
    exit 1
}

usage() {
    cat <<EOF
usage: install.sh [--prefix DIR] [--uninstall]
Installs Bauernschnapsen $VERSION from this folder for the current user: a link in
PREFIX/bin, the menu entry, the icons and the AppStream metainfo in PREFIX/share.
The prefix is ~/.local unless --prefix names another. --uninstall removes what an
earlier install.sh put there (the player's settings and saved games stay).
EOF
}

prefix=
prefix_given=
uninstall=0
while [ $# -gt 0 ]; do
    case $1 in
        --prefix) [ $# -ge 2 ] || { usage >&2; exit 2; }; prefix=$2; prefix_given=1; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; prefix_given=1; shift ;;
        --uninstall) uninstall=1; shift ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done

if [ -z "$prefix" ]; then
    [ -n "${HOME:-}" ] || die "HOME is not set: name a folder with --prefix DIR"
    prefix=$HOME/.local
fi
case $prefix in
    /*) ;;
    *) prefix=$(pwd -P)/$prefix ;;
esac
while :; do  # without trailing slashes (but / stays /)
    case $prefix in
        ?*/) prefix=${prefix%/} ;;
        *) break ;;
    esac
done
[ "$prefix" != / ] || die "the prefix cannot be /"
case $prefix in
    *"$NL"* | *\\*) die "the prefix has a newline or a backslash in its name: choose another with --prefix" ;;
esac
share=$prefix/share
record_dir=$share/$APPID
list=$record_dir/installed-files

# a path install.sh may have made (a guard against a damaged list)
ours() {
    case $1 in
        "$prefix/bin/bauernschnapsen" | "$share/applications/$APPID.desktop" | \
            "$share/metainfo/$APPID.metainfo.xml" | "$share/icons/hicolor/"*"/apps/$APPID.png") return 0 ;;
    esac
    return 1
}

# the desktops' index of which menu entry opens which links (bauernschnapsen://…), made
# anew from the menu entries there, where the tool is installed; the index install.sh made
# first is noted ("c"), and removed once no menu entry is left beside it
update_links_index() {
    command -v update-desktop-database >/dev/null 2>&1 || return 0
    [ -d "$share/applications" ] || return 0
    update-desktop-database -q "$share/applications" 2>/dev/null || true
}

# removes what the list names: the files and links, then the folders install.sh made (the
# last made first) that are empty now, then the list and its folder
remove_installed() {
    while IFS= read -r line; do
        case $line in
            "f "*)
                path=${line#f }
                if ours "$path"; then
                    rm -f -- "$path"
                else
                    echo "install.sh: not removed (not a file install.sh makes): $path" >&2
                fi
                ;;
        esac
    done < "$list"
    update_links_index
    if grep -Fqx -- "c $share/applications/mimeinfo.cache" "$list" \
        && ! ls -- "$share/applications"/*.desktop >/dev/null 2>&1; then
        rm -f -- "$share/applications/mimeinfo.cache"
    fi
    folders=$(sed -n 's/^d //p' "$list" | sed -n '1!G;h;$p')
    rm -f -- "$list"
    rmdir -- "$record_dir" 2>/dev/null || true
    if [ -n "$folders" ]; then
        printf '%s\n' "$folders" | while IFS= read -r dir; do
            case $dir in
                "$prefix" | "$prefix"/*) rmdir -- "$dir" 2>/dev/null || true ;;
            esac
        done
    fi
}

if [ "$uninstall" = 1 ]; then
    if [ ! -f "$list" ]; then
        echo "install.sh: nothing to remove: no $list (install.sh installed nothing into $prefix)"
        exit 0
    fi
    from=$(sed -n 's/^# from //p' "$list")
    remove_installed
    echo "Bauernschnapsen removed from $prefix (it was installed from ${from:-?})."
    echo "The settings and saved games stay: ${XDG_CONFIG_HOME:-~/.config}/bauernschnapsen, ${XDG_DATA_HOME:-~/.local/share}/bauernschnapsen."
    exit 0
fi

here=$(cd "$(dirname -- "$0")" && pwd -P)
program=$here/bauernschnapsen
[ -x "$program" ] && [ -d "$here/_internal" ] || die "no game beside install.sh ($program): run the install.sh of the unpacked folder"
case $here in
    *"$NL"* | *\"* | *\`* | *\$* | *\\*)
        die "this folder's path has a newline, \", \`, \$ or a backslash, which a menu entry cannot name: move the folder" ;;
esac

# the menu entry's Exec: quoted unless the path has only letters, digits and / . _ + , : @ = -
# (the desktop entry specification reserves space, quotes, ~, #, ( and others); % is written %%
exec_path=$(printf '%s' "$program" | sed 's/%/%%/g')
case $program in
    *[!A-Za-z0-9/._+,:@=-]*) exec_value="\"$exec_path\"" ;;
    *) exec_value=$exec_path ;;
esac
# the icon by name where desktops look for it (the user's data folder or the system's),
# else by its path
icon=$APPID
case ":${XDG_DATA_HOME:-${HOME:-/nonexistent}/.local/share}:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}:" in
    *":$share:"* | *":$share/:"*) ;;
    *) icon=$share/icons/hicolor/256x256/apps/$APPID.png ;;
esac

targets="$prefix/bin/bauernschnapsen$NL$share/applications/$APPID.desktop$NL$share/metainfo/$APPID.metainfo.xml"
for png in "$here"/share/icons/hicolor/*/apps/$APPID.png; do
    size=$(basename -- "$(dirname -- "$(dirname -- "$png")")")
    targets="$targets$NL$share/icons/hicolor/$size/apps/$APPID.png"
done
# nothing in the way but what an earlier install.sh made (which this one replaces)
taken=$(printf '%s\n' "$targets" | while IFS= read -r t; do
    if { [ -e "$t" ] || [ -L "$t" ]; } && ! { [ -f "$list" ] && grep -Fqx -- "f $t" "$list"; }; then
        echo "  $t"
    fi
done)
[ -z "$taken" ] || die "these are there already and were not installed by install.sh; move them away or choose another --prefix:$NL$taken"
if [ -f "$list" ]; then
    echo "install.sh: replacing the installation from $(sed -n 's/^# from //p' "$list")"
    remove_installed
fi


# the folders it makes, each noted (in the list once the list exists)
early=
make_dir() {
    [ -d "$1" ] && return 0
    make_dir "$(dirname -- "$1")"
    mkdir -- "$1"
    if [ -f "$list" ]; then echo "d $1" >> "$list"; else early="${early}d $1$NL"; fi
}
make_dir "$record_dir"
{
    echo "# Bauernschnapsen $VERSION: what install.sh installed; install.sh --uninstall removes it"
    echo "# from $here"
    printf '%s' "$early"
} > "$list"
note() {
    echo "f $1" >> "$list"
}

make_dir "$prefix/bin"
ln -s -- "$program" "$prefix/bin/bauernschnapsen"
note "$prefix/bin/bauernschnapsen"

make_dir "$share/applications"
note "$share/applications/$APPID.desktop"
awk -v exec_value="$exec_value" -v program="$program" -v icon="$icon" '
    /^Exec=/ { args = $0; sub(/^Exec=[^ ]*/, "", args); print "Exec=" exec_value args; print "TryExec=" program; next }
    /^TryExec=/ { next }
    /^Icon=/ { print "Icon=" icon; next }
    { print }
' "$here/share/applications/$APPID.desktop" > "$share/applications/$APPID.desktop"
chmod 644 "$share/applications/$APPID.desktop"
if command -v update-desktop-database >/dev/null 2>&1 && [ ! -e "$share/applications/mimeinfo.cache" ]; then
    echo "c $share/applications/mimeinfo.cache" >> "$list"
fi
update_links_index

make_dir "$share/metainfo"
note "$share/metainfo/$APPID.metainfo.xml"
cp -- "$here/share/metainfo/$APPID.metainfo.xml" "$share/metainfo/$APPID.metainfo.xml"
chmod 644 "$share/metainfo/$APPID.metainfo.xml"

for png in "$here"/share/icons/hicolor/*/apps/$APPID.png; do
    size=$(basename -- "$(dirname -- "$(dirname -- "$png")")")
    make_dir "$share/icons/hicolor/$size/apps"
    note "$share/icons/hicolor/$size/apps/$APPID.png"
    cp -- "$png" "$share/icons/hicolor/$size/apps/$APPID.png"
    chmod 644 "$share/icons/hicolor/$size/apps/$APPID.png"
done
# desktops that watch the icon theme notice the new icons by its folder's time
touch -- "$share/icons/hicolor" 2>/dev/null || true

echo "Bauernschnapsen $VERSION installed into $prefix from $here:"
echo "  the command $prefix/bin/bauernschnapsen, the menu entry, the icons"
case ":${PATH:-}:" in
    *":$prefix/bin:"*) ;;
    *) echo "  ($prefix/bin is not on your PATH: the menu entry works; for the command, add it or log in again)" ;;
esac
echo "Remove it again with: \"$here/install.sh\" --uninstall${prefix_given:+ --prefix \"$prefix\"}"
