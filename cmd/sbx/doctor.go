package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/cmd/sbx/internal/bench"
	"github.com/sbx-sandbox/sbx/fallback/docker"
	"github.com/sbx-sandbox/sbx/fallback/ostier"
	"github.com/sbx-sandbox/sbx/fallback/tiers"

	"github.com/sbx-sandbox/sbx/config"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

func runDoctor(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("doctor", flag.ContinueOnError)
	fs.SetOutput(stderr)
	configFile := fs.String("config", os.Getenv("SBX_CONFIG"), "check the native image (sandboxes.image) and the Kubernetes provider (kubernetes.*) the TOML `FILE` names")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	cfg, err := config.Load(*configFile, os.Environ(), nil)
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitUsage
	}
	ctx := context.Background()
	ok := true
	check := func(name string, err error, detail string) {
		if err != nil {
			ok = false
			fmt.Fprintf(stdout, "  FAIL  %-22s %v\n", name, err)
			return
		}
		fmt.Fprintf(stdout, "  ok    %-22s %s\n", name, detail)
	}
	fmt.Fprintf(stdout, "%s\n%s\n\nWebAssembly tier (isolation: wasm, no daemon needed)\n", buildLine(), sbomLine())
	rt, err := wasmrt.New(ctx, wasmrt.Options{Progress: stderr})
	if err != nil {
		check("runtime", err, "")
		return exitError
	}
	defer rt.Close(ctx)
	cache := rt.CacheDir()
	if cache == "" {
		cache = "disabled: every start compiles the guests (seconds); set a writable cache directory"
	}
	check("compilation cache", nil, cache)
	check("new kernels", nil, map[string]string{
		"cow":  "restored from a copy-on-write snapshot (about a millisecond)",
		"copy": "restored by copying a snapshot (milliseconds; no memfd on this system)",
		"boot": "booted from scratch (tens of milliseconds)",
	}[rt.RestoreMode()])

	tmp, err := os.MkdirTemp("", "sbx-doctor-")
	if err != nil {
		check("temporary workspace", err, "")
		return exitError
	}
	defer os.RemoveAll(tmp)
	sb, err := rt.NewSandbox(wasmrt.Config{Workspace: tmp})
	if err != nil {
		check("sandbox", err, "")
		return exitError
	}
	defer sb.Close()
	for _, g := range wasmrt.Guests() {
		took, err := rt.Prepare(ctx, g)
		if err != nil {
			check(g.Name+" guest", err, "")
			continue
		}
		smoke := bench.SmokeTests[g.Name]
		start := time.Now()
		res, err := sb.Run(ctx, wasmrt.Request{Language: g.Language, Code: smoke.Code})
		if err == nil && (res.ExitCode != 0 || res.Stdout != smoke.Want) {
			err = fmt.Errorf("smoke test printed %q (exit %d), want %q; stderr: %s", res.Stdout, res.ExitCode, smoke.Want, res.Stderr)
		}
		check(g.Name+" "+g.Version, err, fmt.Sprintf("loaded in %d ms, first run in %d ms",
			took.Milliseconds(), time.Since(start).Milliseconds()))
		if len(g.Packages) > 0 {
			fmt.Fprintf(stdout, "        %-22s packages: %s\n", "", wasmrt.FormatPackages(g.Packages))
		}
	}
	doctorNative(ctx, stdout, tiers.WithImage(cfg.Sandboxes.Image, cfg.Sandboxes.Pull))
	doctorKube(ctx, cfg, stdout)
	if !ok {
		fmt.Fprintln(stdout, "\nThe WebAssembly tier is not working: reinstall sbx, or run `make test` in a checkout to see which part fails.")
		return exitError
	}
	return exitOK
}

// doctorNative lists each native provider, the isolation it gives, what
// it bounds, whether its Python has the data stack, and what is missing
// with the command that fixes it. None is required: only native workloads
// (numpy, pandas, scipy, compilers, pip) escalate to them.
func doctorNative(ctx context.Context, stdout io.Writer, opts ...tiers.Option) {
	fmt.Fprintln(stdout, "\nNative providers (for numpy, pandas, matplotlib, scipy, node, compilers, pip; optional)")
	found := tiers.Detect(ctx, opts...)
	chosen, any := false, false
	for _, f := range found {
		c := f.Capabilities
		state, note := "no  ", ""
		if c.Available {
			any = true
			state = "ok  "
			switch {
			case c.Isolation == fallback.IsolationNamespace:
				note = ", tried first by auto sandboxes of a single-user server"
			case !chosen:
				note, chosen = ", chosen for escalation", true
			}
		}
		fmt.Fprintf(stdout, "  %s  %-22s %s (%s)%s\n", state, c.Provider, c.Isolation, c.Runtime, note)
		if c.Image != "" {
			fmt.Fprintf(stdout, "        %-22s %s\n", "image", describeImage(c))
		}
		if c.Available {
			fmt.Fprintf(stdout, "        %-22s %s\n", "python data stack", dataStack(c))
		}
		for _, n := range c.Notes {
			fmt.Fprintf(stdout, "        note:    %s\n", n)
		}
		for _, m := range c.Missing {
			fmt.Fprintf(stdout, "        missing: %s\n        fix:     %s\n", m.What, m.Fix)
		}
		f.Provider.Close()
	}
	if !any {
		fmt.Fprintln(stdout, "  Native workloads will fail with a message naming the fixes above; everything else runs in the wasm tier.")
	}
}

// dataStack says which of the data packages a provider's Python has.
func dataStack(c fallback.Capabilities) string {
	have, lack, known := ostier.DataStack(c)
	switch {
	case !known && c.Native:
		return "numpy, pandas, matplotlib, scipy (the image's)"
	case !known:
		return "none: the standard library only"
	}
	s := strings.Join(have, ", ")
	if s == "" {
		s = "none"
	}
	if len(lack) > 0 {
		s += "; not " + strings.Join(lack, ", ") + " (apt-get install python3-pandas python3-matplotlib python3-scipy python3-sklearn)"
	}
	return s
}

// describeImage says which image a provider runs and whether its digest
// is pinned.
func describeImage(c fallback.Capabilities) string {
	ref, _ := docker.ParseImage(c.Image) // checked with the configuration
	switch {
	case c.ImageDigest == "":
		return ref.String() + " (not checked: see missing below)"
	case ref.Digest != "":
		return ref.String() + ", digest checked"
	}
	return fmt.Sprintf("%s, digest %s (not pinned: sandboxes.image = %q pins it)", ref, c.ImageDigest, ref.Name+"@"+c.ImageDigest)
}
