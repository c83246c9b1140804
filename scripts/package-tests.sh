#!/usr/bin/env bash
# The package as a Linux user gets it: `make deb` builds it (a stripped release binary with the
# Swift runtime linked in); `dpkg -i` installs it; the installed guidance speaks the São Paulo
# drive from the installed files with the toolchain out of reach; `man` and the bash and zsh
# completions work; neither the package nor `make install` ships the benchmarks (guidance-bench);
# `dpkg -r` leaves nothing behind. Then `make install`/`make uninstall` with PREFIX and DESTDIR.
# Needs root or sudo for dpkg (skipped with a notice otherwise; CI=true fails).
set -euo pipefail
cd "$(dirname "$0")/.."
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
tmp=$(mktemp -d)
installed=no
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
cleanup() {
    if [ "$installed" = yes ]; then $SUDO dpkg -r guidance >/dev/null 2>&1 || true; fi
    rm -rf "$tmp"
}
trap cleanup EXIT

echo "== make deb"
# Compressed fast: the contents and the installation are what is checked, and xz's default
# level costs half a minute of CPU on the binary (make deb alone keeps xz).
if ! make --no-print-directory deb DEB_COMPRESSION="-Zgzip -z1" >"$tmp/make-deb.log" 2>&1; then
    tail -40 "$tmp/make-deb.log" >&2
    echo "FAIL: make deb" >&2
    exit 1
fi
deb=$(ls -t .build/guidance_*.deb | head -1)
staged=.build/deb/usr/bin/guidance
pass "built $deb ($(du -h "$deb" | cut -f1))"

echo "== the binary needs no toolchain"
if ldd "$staged" | grep -q '/opt/'; then fail "ldd shows libraries under /opt: $(ldd "$staged" | grep /opt/ | xargs)"; else pass "ldd: nothing under /opt"; fi
runpath=$(readelf -d "$staged" | sed -n 's/.*R\(UN\)\?PATH.*\[\(.*\)\]/\2/p')
if grep -q '/' <<<"${runpath//\$ORIGIN/}"; then fail "the binary has a RUNPATH outside its own directory: $runpath"; else pass "no RUNPATH into the toolchain (${runpath:-none})"; fi
if readelf -S "$staged" | grep -q '\.symtab'; then fail "the binary is not stripped"; else pass "stripped"; fi

echo "== make install / make uninstall with PREFIX and DESTDIR"
stage=$tmp/stage
make --no-print-directory install PREFIX=/opt/guidance-test DESTDIR="$stage" >"$tmp/install.log" 2>&1 || { tail -20 "$tmp/install.log" >&2; fail "make install"; }
for f in bin/guidance share/guidance/locales/pt-BR.json share/guidance/templates/pt-BR.mf2 share/guidance/web \
    share/doc/guidance/README.md share/doc/guidance/docs/cli.md share/doc/guidance/examples/sao-paulo.events.ndjson \
    share/man/man1/guidance.1.gz share/man/man1/guidance-run.1.gz share/bash-completion/completions/guidance \
    share/zsh/site-functions/_guidance; do
    [ -e "$stage/opt/guidance-test/$f" ] || fail "make install did not install $f"
done
[ -z "$(find "$stage" -name 'qps.*')" ] || fail "make install installed the generated pseudo-locale"
# The benchmarks are for the project, not its users: no binary, manual page or completion of them
# (their documentation, docs/benchmarks.md, ships with the other documents).
bench_left=$(find "$stage" -name '*bench*' ! -name '*.md')
if [ -n "$bench_left" ]; then fail "make install installed benchmarks: $bench_left"; else pass "make install ships no benchmark"; fi
make --no-print-directory uninstall PREFIX=/opt/guidance-test DESTDIR="$stage" >>"$tmp/install.log" 2>&1 || fail "make uninstall"
left=$(find "$stage" -type f -o -type l)
if [ -n "$left" ]; then fail "make uninstall left: $left"; else pass "make install then uninstall leaves no file"; fi

if [ -n "$SUDO" ] && ! sudo -n true 2>/dev/null; then
    if [ "${CI:-}" = true ]; then fail "dpkg needs root or sudo"; exit 1; fi
    echo "notice: not root and no sudo: the dpkg install test is skipped" >&2
    exit $((failures > 0))
fi
if dpkg -s guidance >/dev/null 2>&1; then
    if [ "${CI:-}" = true ]; then fail "a guidance package is already installed"; exit 1; fi
    echo "notice: a guidance package is already installed here; the dpkg test leaves it alone" >&2
    exit $((failures > 0))
fi

echo "== dpkg -i"
$SUDO dpkg -i "$deb" >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log" >&2; fail "dpkg -i"; exit 1; }
installed=yes
dpkg -L guidance | sort >"$tmp/files"
pass "installed $(wc -l <"$tmp/files") paths"
shipped_bench=$(grep bench "$tmp/files" | grep -v '\.md$' || true)
if [ -n "$shipped_bench" ]; then fail "the package ships benchmarks: $(xargs <<<"$shipped_bench")"; else pass "the package ships no benchmark"; fi

# The installed tool runs with a plain environment: no toolchain on PATH, no library path, and
# (where a mount namespace can be had) /opt/swift hidden under an empty directory.
plain() { env -i PATH=/usr/bin:/bin HOME="$tmp/home" LD_LIBRARY_PATH= "$@"; }
hidden() {
    if [ -d /opt/swift ] && $SUDO unshare -m true 2>/dev/null; then
        $SUDO unshare -m sh -c 'mount -t tmpfs none /opt/swift && exec "$@"' sh \
            env -i PATH=/usr/bin:/bin HOME="$tmp/home" LD_LIBRARY_PATH= "$@"
    else
        plain "$@"
    fi
}
mkdir -p "$tmp/home"
if $SUDO unshare -m true 2>/dev/null; then echo "(the toolchain at /opt/swift is hidden by a mount namespace)"; fi
[ "$(hidden /usr/bin/guidance --version)" = "guidance $(awk -F' := ' '/^VERSION :=/{print $2}' Makefile)" ] \
    && pass "guidance --version" || fail "guidance --version"

echo "== the São Paulo drive from the installed files"
demo=$tmp/demo
if (cd "$tmp" && hidden GUIDANCE_EXAMPLES=/usr/share/doc/guidance/examples DEMO_OUT="$demo" \
    /usr/share/doc/guidance/examples/demo.sh /usr/bin/guidance) >"$tmp/demo.log" 2>&1; then
    spoken=$(grep -c '"spoken":true' "$demo/prompts.ndjson" || true)
    wavs=$(find "$demo/audio" -name '*.wav' -size +1k | wc -l)
    route_wavs=$(find "$demo/route-audio" -name '*.wav' -size +1k | wc -l)
    if [ "$spoken" -gt 0 ] && [ "$wavs" -eq "$spoken" ] && [ "$route_wavs" -gt 0 ] \
        && [ "$(head -c 4 "$(find "$demo/audio" -name '*.wav' | head -1)")" = RIFF ]; then
        pass "the drive spoke $spoken prompts ($wavs WAV files; $route_wavs on the simulated route)"
    else
        fail "the drive did not speak: $spoken spoken prompts, $wavs WAV files, $route_wavs route WAV files"
    fi
else
    tail -20 "$tmp/demo.log" >&2
    fail "demo.sh with the installed guidance"
fi

echo "== generated locale files go to the user's directory"
(cd "$tmp" && plain /usr/bin/guidance qa pseudo) >"$tmp/pseudo.log" 2>&1 || { cat "$tmp/pseudo.log" >&2; fail "qa pseudo"; }
[ -f "$tmp/home/.local/share/guidance/locales/qps.json" ] && [ -f "$tmp/home/.local/share/guidance/templates/qps.mf2" ] \
    && pass "qa pseudo wrote ~/.local/share/guidance" || fail "qa pseudo did not write ~/.local/share/guidance: $(cat "$tmp/pseudo.log")"
(cd "$tmp" && plain XDG_DATA_HOME="$tmp/xdg" /usr/bin/guidance qa pseudo) >"$tmp/pseudo.log" 2>&1 || fail "qa pseudo with XDG_DATA_HOME"
[ -f "$tmp/xdg/guidance/locales/qps.json" ] && pass "qa pseudo honours XDG_DATA_HOME" || fail "qa pseudo ignored XDG_DATA_HOME"
[ -z "$(find /usr/share/guidance -name 'qps.*')" ] && pass "nothing generated in /usr/share/guidance" \
    || fail "qa pseudo wrote into /usr/share/guidance"
plain /usr/bin/guidance qa matrix --locale qps --data "$tmp/home/.local/share/guidance" >/dev/null 2>"$tmp/matrix.log" \
    && pass "qa matrix reads the generated pseudo-locale" || fail "qa matrix --locale qps: $(head -3 "$tmp/matrix.log")"

echo "== man pages"
for page in guidance guidance-run guidance-events-validate guidance-qa-pseudo; do
    if plain MANPAGER=cat MANWIDTH=100 man "$page" 2>/dev/null | grep -q 'SYNOPSIS'; then :; else fail "man $page"; fi
done
plain MANPAGER=cat MANWIDTH=100 man guidance 2>/dev/null | grep -q 'events validate' && pass "man guidance, man guidance-run, ..." \
    || fail "man guidance lacks the command list"

echo "== completions"
bash_out=$(plain bash -c 'source /usr/share/bash-completion/bash_completion
    _completion_loader guidance
    t() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; _guidance; echo "${COMPREPLY[*]}"; }
    t guidance ev; t guidance events v; t guidance run --loc; t guidance run -l pt-')
[ "$bash_out" = $'events\nvalidate\n--locale\npt-BR pt-PT' ] && pass "bash completes commands, options and locales" \
    || fail "bash completion gave: $bash_out"
zsh -fc 'print -l $fpath' | grep -qx /usr/share/zsh/vendor-completions || fail "zsh does not search /usr/share/zsh/vendor-completions"
zsh_out=$(plain zsh -fc 'compadd() { [[ $1 == -- ]] && shift; print -r -- "${(j: :)@}"; }; _files() { print FILES }
    words=(guidance events ""); CURRENT=3; source /usr/share/zsh/vendor-completions/_guidance
    words=(guidance directions --f); CURRENT=3; source /usr/share/zsh/vendor-completions/_guidance
    words=(guidance run x); CURRENT=3; source /usr/share/zsh/vendor-completions/_guidance')
if grep -qx validate <<<"$zsh_out" && grep -q -- '--format' <<<"$zsh_out" && grep -qx FILES <<<"$zsh_out"; then
    pass "zsh completes commands, options and files"
else
    fail "zsh completion gave: $zsh_out"
fi

echo "== dpkg -r"
$SUDO dpkg -r guidance >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log" >&2; fail "dpkg -r"; }
installed=no
left=""
while read -r path; do
    case "$path" in /usr | /usr/bin | /usr/share | /usr/share/man | /usr/share/man/man1 | /usr/share/doc | \
        /usr/share/bash-completion | /usr/share/bash-completion/completions | /usr/share/zsh | \
        /usr/share/zsh/vendor-completions | /.) continue ;; esac
    [ -e "$path" ] && left="$left $path"
done <"$tmp/files"
if [ -n "$left" ]; then fail "dpkg -r left:$left"; else pass "dpkg -r left nothing behind"; fi
dpkg -s guidance 2>/dev/null | grep -q '^Status: install' && fail "dpkg still lists guidance as installed"

if [ "$failures" -gt 0 ]; then
    echo "package-tests: $failures failure(s)" >&2
    exit 1
fi
echo "package-tests: all passed"
