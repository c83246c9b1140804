# Guidance: build, test, demo and install. Every target installs what it needs first.
PREFIX ?= /usr/local
SWIFT ?= swift
APT_PACKAGES := libespeak-ng-dev espeak-ng-data espeak-ng libasound2-dev alsa-utils sox
# gpsd and gpsfake (gpsd-clients) for the navigation test, without their recommended extras.
GPS_PACKAGES := gpsd gpsd-clients
RELEASE_BIN := .build/release/guidance
DEBUG_BIN := .build/debug/guidance

.PHONY: api-baseline docs deps build release demo test test-engines test-navigation test-browser lint format install bench clean fuzz soak

FUZZ_SECONDS ?= 60
SOAK_HOURS ?= 6

## deps: install the Debian packages the project needs (quick when already present).
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi
	@missing=""; for p in $(GPS_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq \
			--no-install-recommends $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## demo: run the São Paulo example drive through the whole pipeline.
demo: release
	@scripts/demo.sh $(RELEASE_BIN)

## test: every unit, conformance and end-to-end test.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@python3 scripts/check-pure-core.py
	@scripts/cli-tests.sh $(DEBUG_BIN)
	@scripts/fault-tests.sh $(DEBUG_BIN)
	@python3 scripts/live-output-test.py $(DEBUG_BIN) examples/sao-paulo.events.ndjson
	@scripts/engine-tests.sh $(DEBUG_BIN)
	@scripts/navigation-tests.sh $(DEBUG_BIN)
	@scripts/example-tests.sh $(DEBUG_BIN)
	@python3 scripts/api-check.py --self-test
	@python3 scripts/api-check.py
	@scripts/docs.sh
	$(DEBUG_BIN) qa lint --strict --data .

## test-engines: real OSRM and Valhalla answers through directions and simulate|run (docs/testing.md).
test-engines: build
	@scripts/engine-tests.sh $(DEBUG_BIN)

## test-navigation: gpsd + gpsfake replaying NMEA drives, navigate following OSRM routes (docs/testing.md).
test-navigation: build
	@scripts/navigation-tests.sh $(DEBUG_BIN)

## test-browser: opt-in; drives headless Chromium over the casting page and the QA report.
test-browser: build
	@scripts/test-browser.sh $(DEBUG_BIN)

## bench: the speed figures of docs/benchmarks.md, on a release build.
bench: release
	$(RELEASE_BIN) bench render --locale pt-BR examples/sao-paulo.osrm.json examples/lisbon.osrm.json examples/us-city.osrm.json
	$(RELEASE_BIN) bench run --locale pt-BR --events 20000
	$(RELEASE_BIN) bench message
	$(RELEASE_BIN) bench speech --locale pt-BR
	$(RELEASE_BIN) bench live --locale pt-BR --events 2000

## fuzz: run every fuzz target for FUZZ_SECONDS each (docs/reliability.md).
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
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Fuzz/Package.swift Fuzz/Targets \
		examples/library/Package.swift examples/library/Sources

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Fuzz/Package.swift Fuzz/Targets \
		examples/library/Package.swift examples/library/Sources

install: release
	install -d $(PREFIX)/bin $(PREFIX)/share/guidance
	install -m 755 $(RELEASE_BIN) $(PREFIX)/bin/guidance
	cp -R templates locales web $(PREFIX)/share/guidance/

clean:
	rm -rf .build out
