package wasmrt

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/sbx-sandbox/sbx/internal/display"
	"github.com/sbx-sandbox/sbx/internal/pycell"

	"github.com/sbx-sandbox/sbx/guests/awk"
	"github.com/sbx-sandbox/sbx/guests/js"
	"github.com/sbx-sandbox/sbx/guests/python"
	"github.com/sbx-sandbox/sbx/guests/tzdata"
)

// Language names a guest interpreter.
type Language string

// The languages the wasm tier runs.
const (
	Python     Language = "python"
	JavaScript Language = "javascript"
)

// Mount is a read-only file tree a guest needs, such as its standard library.
type Mount struct {
	FS   fs.FS
	Path string // where the guest sees it
}

// Guest describes one embedded interpreter.
type Guest struct {
	Name     string
	Language Language
	Version  string
	// Program is argv[0] in process mode.
	Program string
	// Wasm returns the module's bytes, checked against its checksum.
	Wasm func() ([]byte, error)
	// Sums lists the checksums of the guest's artefacts (its SHA256SUMS);
	// they key its cache files.
	Sums string
	// Verify, if set, checks the guest's other artefacts (those Mounts
	// serves) against Sums. It runs when the cache is filled, not at every
	// start.
	Verify func() error
	// Mounts returns the read-only trees the guest expects.
	Mounts func() ([]Mount, error)
	// ProcessEnv is the environment every process run of the guest gets
	// (before the caller's own variables).
	ProcessEnv []string
	// Reseed is kernel code run in every kernel restored from a snapshot,
	// so that what was seeded once in the template differs per sandbox.
	// Being the restored kernel's first cell, it also brings in the pages
	// a first cell touches, before the sandbox's own first run.
	Reseed string
	// Warm, if set, is kernel code run in a fork's kernels once the fork
	// is made, in the background: being the kernel's first cell since it
	// was laid out, it brings in the pages a first cell touches before the
	// fork's own first run. It must leave nothing a cell could see; it
	// runs no timers or tasks a cell left (so JavaScript has none).
	Warm string
	// Warmup is kernel code run once in a template kernel before its
	// snapshot is taken, so that what a first cell initialises lazily is
	// already done in the snapshot and restored kernels write fewer pages.
	// It must leave nothing a cell could see.
	Warmup string
	// Setup runs in every kernel of the guest once it starts, restored
	// from the template (which ran it before Warmup) or booted: what cells
	// rely on, such as the display code.
	Setup string
	// Packages lists the Python distributions the guest has beyond the
	// standard library, with their versions.
	Packages map[string]string
	// Modules are the top-level modules the guest has and the language's
	// main guest lacks: a kernel moves to this guest for them.
	Modules []string
	// OnDemand guests are compiled when a run first needs them, never
	// ahead (a server does not load them at start).
	OnDemand bool
}

var guests = map[Language]*Guest{
	Python: {
		Name: "python", Language: Python, Version: python.Version, Program: "python",
		Wasm: python.Wasm, Sums: python.SHA256SUMS, Verify: python.VerifyStdlib,
		// Unbuffered, as a terminal would have it line-buffered: a run stopped
		// at its time limit keeps everything it printed.
		ProcessEnv: []string{"PYTHONUNBUFFERED=1"},
		Reseed:     pythonReseed,
		Warm:       pycell.Warm,
		Setup:      display.Setup + "\n" + pycell.Setup,
		Warmup:     pythonWarmup,
		Mounts: func() ([]Mount, error) {
			lib, err := python.Stdlib()
			return []Mount{{FS: withSite(lib), Path: python.StdlibDir}}, err
		},
	},
	JavaScript: {
		Name: "javascript", Language: JavaScript, Version: js.Version, Program: "js",
		Wasm: js.Wasm, Sums: js.SHA256SUMS,
		// QuickJS seeds Math.random on its first sbx_exec, which must come
		// after the restore: the display code is that first cell, run in
		// each kernel rather than in the template.
		Reseed: display.SetupJS,
		Mounts: func() ([]Mount, error) { return nil, nil },
	},
}

// Awk is the awk guest, which runs only as a process: the shell's awk.
const Awk Language = "awk"

// tools are the guests that run only as processes (Sandbox.Exec), for the
// shell's commands: no language of run_code, no kernel, no snapshot.
var tools = map[Language]*Guest{
	Awk: {
		Name: "awk", Language: Awk, Version: awk.Version, Program: "awk", Wasm: awk.Wasm,
		Mounts: func() ([]Mount, error) { return nil, nil },
	},
}

// withZones adds what every guest sees besides its own trees: the IANA
// time-zone database at /usr/share/zoneinfo, where Python's zoneinfo
// looks.
func withZones(m []Mount) ([]Mount, error) {
	zones, err := tzdata.FS()
	return append(m, Mount{FS: zones, Path: tzdata.Dir}), err
}

var aliases = map[string]Language{
	"python": Python, "python3": Python, "py": Python,
	"javascript": JavaScript, "js": JavaScript, "node": JavaScript,
}

// ParseLanguage accepts a language name or a common alias (py, python3, js,
// node) and reports an error listing the choices otherwise.
func ParseLanguage(s string) (Language, error) {
	if l, ok := aliases[strings.ToLower(strings.TrimSpace(s))]; ok {
		return l, nil
	}
	return "", fmt.Errorf("unknown language %q: use one of %s", s, strings.Join(Languages(), ", "))
}

// Languages lists the wasm tier's languages in a stable order.
func Languages() []string {
	out := make([]string, 0, len(guests))
	for l := range guests {
		out = append(out, string(l))
	}
	sort.Strings(out)
	return out
}

// Guests lists the embedded guests that keep kernels, in a stable order:
// each language's main guest, then those a kernel moves to for the
// modules they add (the imaging guest).
func Guests() []*Guest {
	out := make([]*Guest, 0, len(guests)+1)
	for _, name := range Languages() {
		out = append(out, guests[Language(name)])
	}
	return append(out, pythonData)
}

func lookupGuest(l Language) (*Guest, error) {
	if g, ok := guests[l]; ok {
		return g, nil
	}
	if g, ok := tools[l]; ok {
		return g, nil
	}
	return nil, fmt.Errorf("unknown language %q: use one of %s", l, strings.Join(Languages(), ", "))
}

// pythonReseed gives a restored kernel its own random sequence, then takes
// itself out of the kernel's cell count and source cache, so that the first
// real cell is <cell-1> as in a booted kernel.
const pythonReseed = `__import__('random').seed()
` + pycell.Restart + `None`

// pythonWarmup runs the paths of a typical first cell once in the template
// (compile, exec, eval, print, an f-string, a comprehension, the re-seed),
// so restored kernels find them initialised. gc.freeze moves everything
// the template holds out of the collector's reach: collections in restored
// kernels then leave the pages they share with the snapshot alone.
// It also defines the module that runs processes in resident runtimes
// (resident.go), so that no process compiles it.
var pythonWarmup = `print(*[f'{i:>2}' for i in range(3)], sep=', ', file=__import__('io').StringIO())
` + pythonProcessModule + `
__import__('gc').collect()
__import__('gc').freeze()
` + pythonReseed
