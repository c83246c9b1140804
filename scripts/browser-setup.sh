# Sourced by the browser tests (test-browser.sh, test-qa-report.sh): makes sure headless
# Chromium and python3 (which drives it over the DevTools pipe) are present, and that the
# guidance binary named by $BIN exists, building it if not.
if ! command -v chromium >/dev/null 2>&1; then
    echo "installing chromium"
    SUDO=$( [ "$(id -u)" = 0 ] || echo sudo )
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
# Hangul needs a font of its own, or the Korean drives are laid out in empty boxes.
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=ko 2>/dev/null)" ]; then
    echo "installing a Korean font"
    SUDO=$( [ "$(id -u)" = 0 ] || echo sudo )
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-nanum >/dev/null || true
fi
command -v python3 >/dev/null 2>&1 || { echo "error: python3 is needed to drive chromium" >&2; exit 70; }
if [ ! -x "$BIN" ]; then swift build; fi
