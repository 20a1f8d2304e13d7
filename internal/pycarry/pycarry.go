// Package pycarry carries a Python kernel's variables to another Python
// kernel: the cell Pack, run in the kernel being left, pickles each
// variable another Python can load into File; Load, run in the kernel
// moved to, loads them and removes the file. Every move of a sandbox's
// Python between interpreters (the WebAssembly guests) or tiers (the
// WebAssembly tier and a native one, a native sandbox and its fork) uses
// them.
package pycarry

import "strings"

// File is where a moving kernel's variables wait for the next kernel: in
// the sandbox's /workspace, which both sides see.
const File = "/workspace/.sbx/carry.pickle"

// Pack pickles each variable on its own, so that one that cannot be
// loaded elsewhere (it refers to a cell's own class) stays behind alone,
// and prints two lines: the names carried, and those left (functions and
// classes defined in cells, what does not pickle). It adds no name to the
// kernel.
const Pack = `def __sbx_carry():
    import os, pickle, types
    carried, left = {}, []
    for k, v in list(globals().items()):
        if k.startswith("_") or isinstance(v, types.ModuleType):
            continue
        try:
            b = pickle.dumps(v, protocol=4)
        except Exception:
            b = None
        if b is None or isinstance(v, (types.FunctionType, type)) or b"__main__" in b:
            left.append(k)
        else:
            carried[k] = b
    if carried:
        os.makedirs(os.path.dirname(` + "\"" + File + "\"" + `), exist_ok=True)
        with open(` + "\"" + File + "\"" + `, "wb") as f:
            pickle.dump(carried, f, protocol=4)
    print(*sorted(carried))
    print(*sorted(left))
__sbx_carry()
del __sbx_carry`

// Load loads what Pack packed into the kernel's namespace, if anything,
// and removes the file.
const Load = `def __sbx_load():
    import os, pickle
    try:
        with open(` + "\"" + File + "\"" + `, "rb") as f:
            packed = pickle.load(f)
    except FileNotFoundError:
        return
    finally:
        try:
            os.remove(` + "\"" + File + "\"" + `)
            os.rmdir(os.path.dirname(` + "\"" + File + "\"" + `))
        except OSError:
            pass
    for k, b in packed.items():
        try:
            globals()[k] = pickle.loads(b)
        except Exception:
            pass
__sbx_load()
del __sbx_load`

// Drop removes File, which Pack wrote, for a kernel whose variables were
// taken elsewhere.
const Drop = `__import__("os").remove("` + File + `")`

// Parse reads Pack's output: the names carried, and those left behind.
func Parse(stdout string) (carried, left []string) {
	c, l, _ := strings.Cut(stdout, "\n")
	return strings.Fields(c), strings.Fields(l)
}
