#!/usr/bin/env bash
# Prints the DEBIAN/control of the guidance package staged in ROOT: its dependencies are the
# Debian packages that own the shared libraries the binary links (NEEDED, found with ldd and dpkg -S),
# plus eSpeak NG's voice data, which the library reads at run time. libpulse is recommended: the
# binary loads it (dlopen) only to play through a sound server, and plays through ALSA without it.
# Usage: scripts/deb-control.sh VERSION ARCH ROOT
set -euo pipefail
version=${1:?usage: scripts/deb-control.sh VERSION ARCH ROOT}
arch=${2:?}
root=${3:?}
binary=$root/usr/bin/guidance
resolved=$(ldd "$binary" | awk '$3 ~ /^\// {print $1, $3}')
if grep -q ' /opt/' <<<"$resolved"; then
    echo "deb-control.sh: $binary loads libraries from /opt (not a static Swift build):" >&2
    grep ' /opt/' <<<"$resolved" >&2
    exit 70
fi
# Only the libraries the binary names itself (NEEDED); theirs come with their packages.
needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
libraries=$(for name in $needed; do awk -v n="$name" '$1 == n {print $2}' <<<"$resolved"; done)
packages=$(for library in $libraries; do
    real=$(readlink -f "$library")
    dpkg -S "$library" 2>/dev/null || dpkg -S "$real" 2>/dev/null || dpkg -S "/usr$library" 2>/dev/null || true
done | cut -d: -f1 | sort -u)
depends=$(printf '%s\n' $packages espeak-ng-data | sort -u | paste -sd, | sed 's/,/, /g')
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat <<CONTROL
Package: guidance
Version: $version
Architecture: $arch
Maintainer: Guidance <guidance@localhost>
Installed-Size: $size
Depends: $depends
Recommends: libpulse0
Section: utils
Priority: optional
Description: localized turn-by-turn guidance text, SSML and speech
 Turns a turn-by-turn navigator's step events into localized instructions,
 a casting feed for a second screen and spoken prompts (eSpeak NG), in
 thirty-one locales: Brazilian and European Portuguese, American and
 British English, Spanish (Spain and Latin America), Catalan, French,
 German, Italian, Dutch, Swedish, Danish, Norwegian Bokmål, Finnish, Greek,
 Polish, Czech, Slovak, Russian, Ukrainian, Hungarian, Turkish, Romanian,
 Indonesian, Vietnamese, Chinese, Japanese, Korean, Arabic and Hebrew
 (guidance locale list).
 Includes the manual pages, bash and zsh completions, the documentation and
 the São Paulo example drive (/usr/share/doc/guidance/examples/demo.sh).
CONTROL
