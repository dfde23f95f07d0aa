# Tessera: the front door. `make run` serves the site, `make test` runs every check.
# Both install what is missing and rebuild only what is stale.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
ADDR ?= 127.0.0.1:8080
GO ?= go
NPM ?= npm
# The harness checks only the cells whose inputs changed, and its browser tests pass as recorded when nothing they
# read changed (harness/snapshots/recall.txt, recall-fixtures.txt): the harness package took 39 s on 2 cores when
# nothing changed, 14.5 minutes with -update when every test ran (2026-12-03). A change to the harness's tests runs
# them again until make snapshots records them. A change to the harness's own code changes every cell's fingerprint: a
# whole check of the matrix took 28 minutes on a quiet 2-core machine (2026-11-28), so such a change is committed with
# its re-record (make snapshots), never left for CI to check whole.
HARNESS_TIMEOUT ?= 30m
# HARNESS_PARALLEL is how many of the harness's tests run at once: they wait for the browser's frames far more than
# they compute, so more than the machine's cores (go test's default).
HARNESS_PARALLEL ?= 4

# The build prerenders every page; the standard table's first page comes from the demo API (cmd/demodata).
SITE_SRC := $(shell find site/src site/build site/public locales server/demodata cmd/demodata -type f 2>/dev/null) site/index.html site/vite.config.ts CHANGELOG.md tsconfig.json
GO_SRC := $(shell find . -name '*.go' -not -path './node_modules/*' 2>/dev/null) go.mod go.sum

.PHONY: all run dev build test check go-check bench bench-harness clean deps chromium snapshots sensitivity lighthouse package consumer reproducible

all: build

## deps: npm packages (npm ci when package-lock.json changed) and Go modules
deps: node_modules/.installed
	@$(GO) mod download

node_modules/.installed: package.json package-lock.json
	$(NPM) ci --no-audit --no-fund
	@touch $@

## build: the site (site/dist, every page prerendered) and the server binary with the site embedded (bin/tessera)
build: bin/tessera

site/dist/index.html: node_modules/.installed $(SITE_SRC)
	$(NPM) run --silent build

bin/tessera: site/dist/index.html $(GO_SRC)
	$(GO) build -trimpath -o $@ ./cmd/tessera

## package: @tessera-ds/library, built from site/src/library and locales/ into package/dist and packed with npm pack;
## the tarball's path is the last line
PACKAGE_VERSION := $(shell sed -n 's/^  "version": "\(.*\)",$$/\1/p' package/package.json)
TARBALL := package/pack/tessera-ds-library-$(PACKAGE_VERSION).tgz
PACKAGE_SRC := $(shell find site/src/library locales -type f -not -name '*.test.*' 2>/dev/null) $(wildcard package/*.json package/*.ts package/*.css) site/build/icon-svgs.ts package.json tsconfig.json

package: $(TARBALL)
	@echo "$(CURDIR)/$(TARBALL)"

$(TARBALL): node_modules/.installed $(PACKAGE_SRC)
	$(NPM) exec -- vite build --config package/vite.config.ts --logLevel warn
	$(NPM) exec -- tsc -p package/tsconfig.json
	rm -rf package/pack && mkdir -p package/pack
	$(NPM) pack ./package/dist --pack-destination package/pack --silent >/dev/null

## consumer: the app in testdata/consumer, installed from the tarball and built (the harness's TestConsumer opens it)
CONSUMER := testdata/consumer
CONSUMER_SRC := $(shell find $(CONSUMER)/src -type f 2>/dev/null) $(wildcard $(CONSUMER)/*.html $(CONSUMER)/*.ts $(CONSUMER)/tsconfig.json)

consumer: $(CONSUMER)/dist/index.html

# package-lock.json records no integrity for the tarball (npm install adds one: delete it), so a rebuilt package installs.
$(CONSUMER)/node_modules/.installed: $(CONSUMER)/package.json $(CONSUMER)/package-lock.json $(TARBALL)
	cd $(CONSUMER) && $(NPM) ci --no-audit --no-fund
	@touch $@

$(CONSUMER)/dist/index.html: $(CONSUMER)/node_modules/.installed $(CONSUMER_SRC)
	cd $(CONSUMER) && $(NPM) run --silent build

## run: build what is stale and serve the site on http://$(ADDR)/tessera/
run: build
	./bin/tessera -addr $(ADDR)

## dev: Vite's dev server under /tessera/ with hot reload, for working on the site
dev: node_modules/.installed
	$(NPM) run dev

## chromium: the browser and fonts the harness needs (its baselines record them), at the versions
## .ci/harness-packages.txt pins when they can still be had (.ci/install-harness-packages), when missing
HARNESS_PACKAGES := $(shell sed -n '/^[a-z]/{/^snapshot=/d;s/=.*//p}' .ci/harness-packages.txt)
chromium:
	@if [ -z "$${CHROME_PATH:-}" ] && ! dpkg -s $(HARNESS_PACKAGES) >/dev/null 2>&1; then \
		bash .ci/install-harness-packages; \
	fi

## reproducible: the site and the package built twice, each into a folder of its own; fails naming any file that differs
reproducible: deps
	bash site/build/reproducible.sh

## test: every check: types, lint, Vitest, go vet, Go tests (server, command, bench), reproducible builds and the harness
test: deps chromium build consumer
	bash site/build/reproducible.sh site/dist package/dist $(TARBALL)
	$(NPM) run --silent typecheck
	$(NPM) run --silent lint
	$(NPM) run --silent test
	@$(MAKE) --no-print-directory go-check
	cd harness && $(GO) test -timeout $(HARNESS_TIMEOUT) -parallel $(HARNESS_PARALLEL)

# The Go packages whose tests need no browser: every one but the harness's own (cd harness && go test).
GO_CHECK_PACKAGES := ./server/... ./cmd/... ./bench/... ./harness/sensitivity/... ./harness/matrix/... ./harness/compare/... \
	./harness/judge/... ./harness/coverage/... ./harness/store/... ./harness/report/... ./harness/merge/... \
	./harness/accept/... ./harness/served/... ./harness/browser/... ./harness/recall/... ./harness/a11y/...

## go-check: go vet and the Go tests that need no browser, as make test runs them; CI's checks job runs this target
## (it needs a built site: site/embed.go embeds site/dist)
go-check:
	$(GO) vet ./...
	$(GO) test -race $(GO_CHECK_PACKAGES)

## snapshots: rewrite the harness baselines whose pixels changed beyond the tolerance (review the diff before committing)
snapshots: deps chromium build consumer
	cd harness && $(GO) test -timeout $(HARNESS_TIMEOUT) -parallel $(HARNESS_PARALLEL) -update

## sensitivity: apply each mutation of harness/sensitivity/mutations.json to a scratch copy of the committed site,
## run the cells it touches, and print what the comparison caught (about four hours on 2 cores; a mutation whose
## inputs are as recorded in harness/sensitivity/trials.txt is not run again: go run ./harness/sensitivity -fresh runs all)
sensitivity: deps chromium build
	$(GO) run ./harness/sensitivity

## bench: the server against nginx on loopback, the handler's Go benchmarks, and the Vitest benchmarks (search latency)
bench: deps build
	bash bench/run.sh site/dist
	$(NPM) exec -- vitest bench --config site/vite.config.ts --run

## bench-harness: the Go harness against its Playwright reference (bench/playwright/harness.mjs) on the same 96 cells
## (usage-components-button: 4 widths x 4 themes x 6 locales), in turns; medians and their ratio (about 5 minutes)
bench-harness: deps chromium build
	bash bench/harness-ab.sh usage-components-button

## lighthouse: Lighthouse's performance audit (mobile and desktop, system Chromium) of every route, the overview, the table
## page and the heaviest page the median of 3, served by bin/tessera on LIGHTHOUSE_ADDR; to bench/lighthouse.md (about 30 minutes)
LIGHTHOUSE_ADDR ?= 127.0.0.1:8099
lighthouse: deps chromium build
	@./bin/tessera -addr $(LIGHTHOUSE_ADDR) -log off & pid=$$!; trap 'kill $$pid' EXIT; \
	for i in $$(seq 50); do curl -fsS -o /dev/null http://$(LIGHTHOUSE_ADDR)/tessera/ 2>/dev/null && break; sleep 0.1; done; \
	node bench/lighthouse.mjs http://$(LIGHTHOUSE_ADDR)/tessera/ bench/lighthouse.md; cat bench/lighthouse.md

clean:
	rm -rf site/dist site/.prerender bin harness/last-run node_modules/.installed package/dist package/pack $(CONSUMER)/dist $(CONSUMER)/node_modules/.installed
