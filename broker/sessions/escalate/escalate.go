// Package escalate holds the rules of escalation: which results of the
// WebAssembly tier a native provider should retry, which of them it would
// fail just the same, and the Python a new native interpreter runs first.
package escalate

import (
	"errors"
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// PipInstall matches a shell line that installs Python packages.
var PipInstall = regexp.MustCompile(`\bpip3?(\.\d+)?\s+install\b|\bpython3?(\.\d+)?\s+-m\s+pip\s+install\b`)

// ErrNoNetwork refuses a pip install a native sandbox cannot do.
var ErrNoNetwork = errors.New("pip install needs the network, and this server gives native sandboxes none; " +
	"an operator allows the package index's hosts with network.egress_allow in the server's configuration; " +
	"until then, write the code with the modules the sandbox has")

// ProvisionTimeout bounds starting a new native sandbox's Python
// interpreter, and importing what its first cell imports, before that
// cell's own time limit starts.
const ProvisionTimeout = 30 * time.Second

// topImport is an import statement on a line of its own at a cell's top
// level: "import a.b as c, d" or "from a.b import c, d".
var topImport = regexp.MustCompile(`(?m)^(?:from[ \t]+([A-Za-z_][\w.]*)[ \t]+import[ \t]+([\w \t,]+)|import[ \t]+([\w., \t]+))[ \t]*(?:#.*)?$`)

// ProvisionCell is the Python a new native interpreter runs before the
// cell that moved it there: it imports the modules the cell's top-level
// import statements name (loading scipy.stats under gVisor takes seconds,
// which belong to starting the sandbox, not to the run), binding no names
// and ignoring failures, which the cell itself will meet and report.
func ProvisionCell(code string) string {
	var mods []string
	for _, m := range topImport.FindAllStringSubmatch(code, -1) {
		if m[1] != "" {
			mods = append(mods, m[1])
			for _, name := range strings.Split(m[2], ",") {
				if name, _, _ = strings.Cut(strings.TrimSpace(name), " "); name != "" {
					mods = append(mods, m[1]+"."+name)
				}
			}
			continue
		}
		for _, part := range strings.Split(m[3], ",") {
			if name, _, _ := strings.Cut(strings.TrimSpace(part), " "); name != "" {
				mods = append(mods, name)
			}
		}
	}
	if len(mods) == 0 {
		return "pass"
	}
	return fmt.Sprintf("for _m in %s:\n    try: __import__('importlib').import_module(_m)\n    except Exception: pass\ndel _m", pyList(mods))
}

// pyList writes names as a Python list of string literals.
func pyList(names []string) string {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = strconv.Quote(n)
	}
	return "[" + strings.Join(quoted, ", ") + "]"
}

// Why says why a WebAssembly result should be retried natively, or "".
func Why(kind string, exitCode int, stderr, missingCommand string) string {
	switch {
	case strings.HasPrefix(missingCommand, "pip install "):
		return fmt.Sprintf("%s has no pure-Python wheel, the only kind the WebAssembly sandbox's pip installs", strings.TrimPrefix(missingCommand, "pip install "))
	case strings.Contains(missingCommand, " "): // "tar --foo"
		name, opt, _ := strings.Cut(missingCommand, " ")
		return fmt.Sprintf("the WebAssembly sandbox's built-in %s has no option %s", name, opt)
	case missingCommand != "":
		return fmt.Sprintf("the WebAssembly sandbox has no %q command", missingCommand)
	case kind == string(wasmrt.Python) && exitCode == 1:
		if m := wasmrt.MissingModule(stderr); m != "" {
			return fmt.Sprintf("the WebAssembly sandbox has no module %q", m)
		}
	}
	return ""
}

// CannotMove says why a run the WebAssembly tier could not do would fail
// on a native provider with caps just the same, or "" if it may not.
func CannotMove(ws *hostfs.Workspace, caps fallback.Capabilities, kind, code, stderr string) string {
	if m := wasmrt.MissingModule(stderr); kind == string(wasmrt.Python) && m != "" {
		top, _, _ := strings.Cut(m, ".")
		switch {
		case caps.PythonModules != nil:
			if !caps.PythonModules[top] {
				return fmt.Sprintf("its Python has no module %q either", top)
			}
		case stdlibModules[top]:
		case !caps.Native:
			return fmt.Sprintf("its Python has the standard library only, no module %q either", top)
		case !imageModules[top]:
			return fmt.Sprintf("its image has no module %q either (it has numpy, pandas, scipy, matplotlib and the standard library); "+
				"a sandbox created with provider docker runs everything there", top)
		}
		return ""
	}
	if kind == govern.Shell && !caps.SharedWorkspace && touchesWorkspace(ws, code) {
		return "it does not see this sandbox's /workspace, which the line uses"
	}
	return ""
}

// touchesWorkspace reports whether a shell line names /workspace or a file
// in ws, a sandbox's /workspace.
func touchesWorkspace(ws *hostfs.Workspace, line string) bool {
	if strings.Contains(line, hostfs.MountPoint) {
		return true
	}
	for _, w := range strings.Fields(line) {
		w = strings.Trim(w, `"'<>|;&()`)
		if w == "" || strings.HasPrefix(w, "-") {
			continue
		}
		if _, err := ws.Stat(path.Join(hostfs.MountPoint, w)); err == nil {
			return true
		}
	}
	return false
}
