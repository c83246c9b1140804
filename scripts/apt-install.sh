#!/usr/bin/env bash
# Installs the Debian packages named that are not installed yet, and returns at once when all are:
# the one place where the project installs from Debian (the Makefile's deps targets, the engine
# tests' osmium-tool, the browser tests' Chromium and Korean font).
#
#   scripts/apt-install.sh [--no-install-recommends] PACKAGE ...
#
# Runs apt-get as root, through sudo when not root. The package lists are refreshed before an
# install (a fresh machine's are stale), but only once an hour: make test installs in two steps, the
# build's headers first and the rest beside the build. An install that fails on lists refreshed
# earlier refreshes them and tries once more. Another apt-get holding the lock is waited for (up to
# five minutes) rather than failed on.
set -euo pipefail

options=()
if [ "${1:-}" = --no-install-recommends ]; then
    options+=(--no-install-recommends)
    shift
fi
missing=()
for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing: ${missing[*]}"
sudo=$([ "$(id -u)" = 0 ] || echo sudo)
stamp=${XDG_CACHE_HOME:-$HOME/.cache}/guidance/apt-lists-refreshed
lock=(-o DPkg::Lock::Timeout=300)

refresh() {
    $sudo apt-get "${lock[@]}" update -qq
    mkdir -p "$(dirname "$stamp")" && touch "$stamp"
}
install() {
    DEBIAN_FRONTEND=noninteractive $sudo apt-get "${lock[@]}" install -y -qq "${options[@]}" "${missing[@]}" \
        >/dev/null
}

if [ -n "$(find "$stamp" -mmin -60 2>/dev/null)" ]; then
    install || { refresh && install; }
else
    refresh
    install
fi
