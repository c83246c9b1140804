# Sourced by the browser tests (test-browser.sh, test-qa-report.sh): makes sure headless
# Chromium and python3 (which drives it over the DevTools pipe) are present, and that the
# guidance binary named by $BIN exists, building it if not.
command -v chromium >/dev/null 2>&1 || scripts/apt-install.sh chromium
# Hangul needs a font of its own, or the Korean drives are laid out in empty boxes.
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=ko 2>/dev/null)" ]; then
    scripts/apt-install.sh fonts-nanum || true
fi
command -v python3 >/dev/null 2>&1 || { echo "error: python3 is needed to drive chromium" >&2; exit 70; }
if [ ! -x "$BIN" ]; then swift build; fi
