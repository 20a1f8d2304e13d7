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

.PHONY: test
test: ## run every test (engines that are missing are skipped with a message)
	$(GO) test -count=1 -timeout 20m $(PKGS)

.PHONY: race
race: ## run the runtime and broker tests under the race detector
	$(GO) test -count=1 -race -timeout 20m ./hostfs/... ./wasmrt/... ./broker/...

.PHONY: check
check: ## gofmt, go vet, go mod tidy: fail on any change
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)
	$(GO) vet $(PKGS)
	$(GO) mod tidy -diff

.PHONY: fuzz
fuzz: ## fuzz hostfs path resolution for 30 s
	$(GO) test -run '^$$' -fuzz FuzzResolve -fuzztime 30s ./hostfs/

.PHONY: bench
bench: ## benchmarks: sandbox start, warm calls, CPU kernels vs native and V8, timeout overhead, new sandboxes and load through MCP, app requests, forwarding between replicas
	$(GO) test -run '^$$' -bench . -benchtime 20x -timeout 30m ./wasmrt/
	$(GO) test -run '^$$' -bench BenchmarkSessions -benchtime 1x -timeout 10m ./broker/
	$(GO) test -run '^$$' -bench 'BenchmarkNewSandbox|BenchmarkRunCode' -benchtime 300x -timeout 20m ./broker/
	$(GO) test -run '^$$' -bench BenchmarkTelemetry -benchtime 1000x -timeout 10m ./broker/
	$(GO) test -run '^$$' -bench BenchmarkAppRequest -benchtime 200x -timeout 10m ./broker/
	$(GO) test -run '^$$' -bench BenchmarkForward -benchtime 2000x -timeout 5m ./broker/
	$(GO) test -run '^$$' -bench BenchmarkNewSandbox -benchtime 300x -timeout 20m .
	SBX_QJS="$$(guests/js/build.sh --native)" $(GO) run ./cmd/sbx bench

.PHONY: guests
guests: ## rebuild both guests from Debian sources (minutes; needs apt)
	guests/python/build.sh
	guests/js/build.sh

.PHONY: repro
repro: ## rebuild both guests and fail on any difference from the committed artefacts
	guests/python/build.sh --check
	guests/js/build.sh --check

SUITES_DIR ?= $(or $(SBX_PY_BUILD),/tmp/sbx-guest-build/python)/suites

.PHONY: suites
suites: ## numpy's and pandas' own test suites in the data guest, with counts (about 10 min; needs apt)
	guests/python/suites.sh $(SUITES_DIR)
	SBX_SUITES_DIR=$(SUITES_DIR) $(GO) test -count=1 -timeout 40m -run TestUpstreamSuites -v ./guests/python/

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
