package wasmrt

import (
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/sbx-sandbox/sbx/guests/python"
	"github.com/sbx-sandbox/sbx/hostfs"
)

// pythonData is the imaging guest: the same CPython and kernel as the
// Python guest with Pillow built in, and the pure-Python python-dateutil,
// pytz and six. It is a guest of its own, compiled only when code needs it,
// so that the plain interpreter stays small and quick to compile; a
// sandbox's Python kernel moves to it when a cell imports one of its
// Modules. numpy and pandas are in no WebAssembly guest: a cell importing
// them fails with ModuleNotFoundError here, and runs in the native tiers.
var pythonData = &Guest{
	Name: "python-imaging", Language: Python, Version: python.Version, Program: "python",
	Wasm: python.ImagingWasm, Sums: python.SHA256SUMS, Verify: verifyImaging,
	ProcessEnv: guests[Python].ProcessEnv,
	Reseed:     pythonReseed,
	Warm:       guests[Python].Warm,
	Setup:      guests[Python].Setup,
	// The import is what a first Pillow cell would pay for: done once in
	// the template, it is in every restored kernel's memory already.
	Warmup:   "import PIL.Image\n" + pythonWarmup,
	Packages: python.ImagingPackages,
	Modules:  []string{"PIL", "dateutil", "pytz", "six"},
	OnDemand: true,
	Mounts: func() ([]Mount, error) {
		mounts, err := guests[Python].Mounts()
		if err != nil {
			return nil, err
		}
		lib, err := python.ImagingLib()
		return append(mounts, Mount{FS: lib, Path: python.SitePackagesDir}), err
	},
}

// verifyImaging checks the zips the imaging guest mounts.
func verifyImaging() error {
	if err := python.VerifyStdlib(); err != nil {
		return err
	}
	return python.VerifyImagingLib()
}

// Import statements at the start of a line: "import a.b as c, d" and
// "from a.b import c", and the calls that import by name.
var (
	importStmt = regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+([A-Za-z_]\w*)[\w.]*[ \t]+import\b|import[ \t]+([^#;\r\n]+))`)
	importCall = regexp.MustCompile(`(?:__import__|import_module)\(\s*['"]([A-Za-z_]\w*)`)
)

// imports lists the top-level modules Python source imports, as far as a
// look at its lines tells: an import inside a string counts too, which
// only costs a start of the imaging guest where the plain one would do.
func imports(code string) []string {
	var mods []string
	for _, m := range importStmt.FindAllStringSubmatch(code, -1) {
		if m[1] != "" {
			mods = append(mods, m[1])
			continue
		}
		for _, part := range strings.Split(strings.TrimSuffix(strings.TrimSpace(m[2]), "\\"), ",") {
			name, _, _ := strings.Cut(strings.TrimSpace(strings.Trim(part, "() \t")), " ")
			name, _, _ = strings.Cut(name, ".")
			if name != "" {
				mods = append(mods, name)
			}
		}
	}
	for _, m := range importCall.FindAllStringSubmatch(code, -1) {
		mods = append(mods, m[1])
	}
	return mods
}

var missingModule = regexp.MustCompile(`ModuleNotFoundError: No module named '([\w.]+)'`)

// MissingModule returns the module a Python run's stderr says it could not
// import (dotted, as Python names it), or "".
func MissingModule(stderr string) string {
	if m := missingModule.FindStringSubmatch(stderr); m != nil {
		return m[1]
	}
	return ""
}

// provides reports whether g has one of the top-level modules mods, or the
// module stderr says was missing.
func (g *Guest) provides(mods []string, stderr string) bool {
	if m := MissingModule(stderr); m != "" {
		top, _, _ := strings.Cut(m, ".")
		mods = append(mods, top)
	}
	for _, m := range mods {
		if slices.Contains(g.Modules, m) {
			return true
		}
	}
	return false
}

// Packages lists the Python distributions the WebAssembly Python has
// beyond the standard library, with their versions: exactly what the
// imaging guest holds, and what a kernel moves to it for.
func Packages() map[string]string { return pythonData.Packages }

// FormatPackages words packages as "name version, ..." in name order.
func FormatPackages(pkgs map[string]string) string {
	names := slices.Sorted(maps.Keys(pkgs))
	for i, n := range names {
		names[i] = n + " " + pkgs[n]
	}
	return strings.Join(names, ", ")
}

// processGuest picks the guest for a process run of p.Language: the
// imaging guest for a Python command line whose code (-c CODE, -m MODULE, or a
// script in /workspace) imports one of its modules, else the language's
// main guest.
func (s *Sandbox) processGuest(p Process) (*Guest, error) {
	main, err := lookupGuest(p.Language)
	if err != nil || p.Language != Python {
		return main, err
	}
	mods := commandImports(p.Args, func(name string) string { return s.script(name, p.Env) })
	if pythonData.provides(mods, "") {
		return pythonData, nil
	}
	return main, nil
}

// commandImports lists the modules a python command line's code imports:
// the code of -c, the module of -m, or the script, whose source read
// returns.
func commandImports(args []string, read func(name string) string) []string {
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-c" && i+1 < len(args):
			return imports(args[i+1])
		case a == "-m" && i+1 < len(args):
			return imports("import " + args[i+1])
		case a == "-W" || a == "-X":
			i++ // an option's value
		case strings.HasPrefix(a, "-"):
		default:
			return imports(read(a))
		}
	}
	return nil
}

// maxScript bounds how much of a script processGuest reads.
const maxScript = 1 << 20

// script returns the source of a script a command line names, when it is
// in /workspace, or "".
func (s *Sandbox) script(name string, env []string) string {
	if !path.IsAbs(name) {
		dir := hostfs.MountPoint
		for _, kv := range env {
			if v, ok := strings.CutPrefix(kv, "PWD="); ok {
				dir = v
			}
		}
		name = path.Join(dir, name)
	}
	b, err := s.ws.ReadFile(name, maxScript)
	if err != nil {
		return ""
	}
	return string(b)
}
