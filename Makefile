# sbx — run `make help` for the targets.
GO      ?= go
GOFLAGS ?=
PKGS    := ./...

.DEFAULT_GOAL := help

.PHONY: help
help: ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

.PHONY: build
build: ## build the sbx binary into ./bin/sbx
	$(GO) build -o bin/sbx ./cmd/sbx

# DIST: where make dist writes; PLATFORMS: the OS/ARCH it builds (all six
# by default); VERSION: stamped in (from git when empty).
DIST      ?= dist
PLATFORMS ?= linux/amd64,linux/arm64,darwin/amd64,darwin/arm64,windows/amd64,windows/arm64
VERSION   ?=
# WINPKGS: the packages whose tests make test-windows runs under Wine;
# WINSKIP: those it leaves out, which time a guest against the wall clock,
# and Wine's own start-up is not Windows's.
WINPKGS   ?= hostfs wasmrt shell
WINSKIP   ?= ^TestHostileCode$$
# CROSS: the platforms besides this one that make check vets, tests included.
CROSS     ?= darwin/arm64 windows/amd64

.PHONY: dist
dist: ## release builds into dist/: stripped reproducible binaries for linux, darwin and windows (sbx.exe), amd64 and arm64, each with its SPDX SBOM and SHA256SUMS, and the npm packages (@sbx-sandbox/sbx and one per platform)
	$(GO) run ./build/dist -o $(DIST) -platforms $(PLATFORMS) $(if $(VERSION),-version $(VERSION))

.PHONY: test
test: ## run every test (engines that are missing are skipped with a message)
	$(GO) test -count=1 -timeout 20m $(PKGS)

.PHONY: test-portable
test-portable: ## run hostfs's and wasmrt's tests on the code paths macOS and Windows take (forks copied, no memfd or pagemap, case-folding names, locks of one instance), through the portable build tag
	$(GO) test -count=1 -tags portable -timeout 20m ./hostfs/ ./wasmrt/

.PHONY: test-windows
test-windows: ## run the Windows test binaries of hostfs, wasmrt and shell under Wine (.ci/wine.sh builds it once)
	@set -e; out=$$(mktemp -d); trap 'rm -rf "$$out"' EXIT; for p in $(WINPKGS); do \
		echo "go test for windows/amd64 under Wine: $$p"; \
		GOOS=windows GOARCH=amd64 $(GO) test -c -o $$out/$$p.test.exe ./$$p; \
		(cd $$p && ../.ci/wine.sh run $$out/$$p.test.exe -test.short -test.count=1 -test.skip '$(WINSKIP)'); \
	done

.PHONY: race
race: ## run the runtime and broker tests under the race detector
	$(GO) test -count=1 -race -timeout 20m ./hostfs/... ./wasmrt/... ./broker/...

.PHONY: check
check: ## gofmt, go vet (here and for every release platform), go mod tidy: fail on any change; the guests' provenance table against their recipes
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)
	$(GO) vet $(PKGS)
	@for p in $(CROSS); do echo "go vet for $$p"; GOOS=$${p%/*} GOARCH=$${p#*/} $(GO) vet $(PKGS) || exit 1; done
	$(GO) mod tidy -diff
	$(GO) test -count=1 -run 'TestProvenance|TestLintRecipe' ./guests/

.PHONY: fuzz
fuzz: ## fuzz hostfs path resolution for 30 s
	$(GO) test -run '^$$' -fuzz FuzzResolve -fuzztime 30s ./hostfs/

.PHONY: bench
bench: ## benchmarks: sandbox start, forks, suspend and resume, the os provider against the host's python3, warm calls, CPU kernels vs native and V8, timeout overhead, new sandboxes and load through MCP, app requests, forwarding between replicas, what a cell's displays cost
	$(GO) test -run '^$$' -bench . -benchtime 20x -timeout 30m ./wasmrt/
	$(GO) test -run '^$$' -bench BenchmarkSessions -benchtime 1x -timeout 10m ./broker/
	$(GO) test -run '^$$' -bench 'BenchmarkNewSandbox|BenchmarkRunCode' -benchtime 300x -timeout 20m ./broker/
	$(GO) test -run '^$$' -bench BenchmarkTelemetry -benchtime 1000x -timeout 10m ./broker/
	$(GO) test -run '^$$' -bench BenchmarkAppRequest -benchtime 200x -timeout 10m ./broker/
	$(GO) test -run '^$$' -bench BenchmarkForward -benchtime 2000x -timeout 5m ./broker/
	$(GO) test -run '^$$' -bench BenchmarkNewSandbox -benchtime 300x -timeout 20m .
	$(GO) test -run '^$$' -bench BenchmarkOSVersusNative -benchtime 20x -timeout 10m ./fallback/ostier/
	$(GO) test -run '^$$' -bench BenchmarkNewOSSandbox -benchtime 20x -timeout 20m ./broker/
	$(GO) test -run '^$$' -bench BenchmarkCollect -benchtime 100x ./internal/display/
	$(GO) test -run '^$$' -bench BenchmarkKernelHook -benchtime 20000x ./internal/display/
	$(GO) test -run '^$$' -bench BenchmarkDisplays -benchtime 20x -timeout 10m ./broker/
	SBX_QJS="$$(guests/js/build.sh --native)" $(GO) run ./cmd/sbx bench

.PHONY: guests
guests: ## rebuild every guest artefact from Debian's packages (minutes; needs apt)
	guests/python/build.sh
	guests/js/build.sh
	guests/awk/build.sh
	guests/tzdata/build.sh

# REPRO_DIR: where make repro builds; a new empty directory by default, so
# that every source is fetched again from the registries.
REPRO_DIR ?=

.PHONY: repro
repro: ## rebuild every guest artefact from registry sources alone, in empty scratch directories, and fail on any difference from the committed ones
	@set -e; d="$(REPRO_DIR)"; [ -n "$$d" ] || d=$$(mktemp -d /tmp/sbx-repro.XXXXXX); \
	echo "make repro: building in $$d"; start=$$(date +%s); \
	SBX_PY_BUILD=$$d/python guests/python/build.sh --check; \
	SBX_JS_BUILD=$$d/js guests/js/build.sh --check; \
	SBX_AWK_BUILD=$$d/awk guests/awk/build.sh --check; \
	SBX_TZ_BUILD=$$d/tzdata guests/tzdata/build.sh --check; \
	echo "make repro: every guest artefact rebuilt byte-identically in $$(( $$(date +%s) - start )) s"

UI_ENTRY  := ui/dashboard/src/main.ts
UI_BUNDLE := ui/dashboard/dist/dashboard.html

.PHONY: ui
ui: ## type-check and rebuild the dashboard App into one HTML file (needs npm ci in ui/dashboard)
	npm --prefix ui/dashboard run --silent typecheck
	$(GO) generate ./ui/...

.PHONY: ui-check
ui-check: ## rebuild the dashboard App in memory and fail if the committed bundle differs
	npm --prefix ui/dashboard run --silent typecheck
	$(GO) run ./build -check $(UI_ENTRY) $(UI_BUNDLE)
