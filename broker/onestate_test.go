package broker

import (
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
)

// Compute, then draw: importing PIL moves the sandbox's Python to the
// imaging interpreter, the variables that pickle come along, and a
// function defined in a cell is named as left behind.
func TestImagingMoveCarriesVariables(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	wantStdout(t, run(t, cs, "python", "import datetime\ntotals = {'north': 14, 'south': 8}\n"+
		"when = datetime.date(2026, 1, 5)\ndef share(k): return totals[k] / sum(totals.values())"), "")
	got := run(t, cs, "python", "from PIL import Image\nprint(totals['north'], when.day, Image.new('L', (2, 3)).size)", "timeout_seconds", 30)
	wantStdout(t, got, "14 5 (2, 3)\n")
	mustContain(t, got.Stderr, "python-imaging", "the variables came along: totals, when", "what does not pickle): share;")
	if !got.StateReset {
		t.Error("share was left behind, and state_reset is false")
	}
	// The kernel there keeps both.
	wantStdout(t, run(t, cs, "python", "print(sorted(totals), Image.__name__)"), "['north', 'south'] PIL.Image\n")
}

// In the os tier a cell's namespace is __main__'s, as in Jupyter: a class
// a cell defines pickles, and multiprocessing's workers find a function a
// cell defines.
func TestOSTierCellsAreMain(t *testing.T) {
	needOS(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	got := run(t, cs, "python", "import pandas as pd\nprint(pd.Series([1, 2]).sum())", "timeout_seconds", 20)
	wantStdout(t, got, "3\n")
	if got.Isolation != "namespace" {
		t.Fatalf("isolation %q, want the os tier's", got.Isolation)
	}
	wantStdout(t, run(t, cs, "python", "import pickle, multiprocessing, sys\nclass P:\n    def __init__(self, v): self.v = v\n"+
		"def square(x): return x * x\n"+
		"print(pickle.loads(pickle.dumps(P(7))).v, sys.modules['__main__'].square is square)\n"+
		"with multiprocessing.Pool(2) as pool:\n    print(pool.map(square, range(5)))", "timeout_seconds", 20),
		"7 True\n[0, 1, 4, 9, 16]\n")
}

// A host that reconnects over HTTP names its live sandbox from a new
// session of the same user and finds it with its state; another user
// still does not.
func TestReconnectToLiveSandbox(t *testing.T) {
	b := newBroker(t, Options{Auth: testAuth()})
	srv := httptest.NewServer(b.Handler())
	t.Cleanup(srv.Close)
	first := httpConnect(t, srv.URL, bearer(aliceToken))
	id := call[SandboxInfo](t, first, "create_sandbox", nil).SandboxID
	wantStdout(t, run(t, first, "python", "x = 41", "sandbox_id", id), "")

	again := httpConnect(t, srv.URL, bearer(aliceToken))
	wantStdout(t, run(t, again, "python", "print(x + 1)", "sandbox_id", id), "42\n")
	bob := httpConnect(t, srv.URL, bearer(bobToken))
	if msg := callErr(t, bob, "run_code", args{"language": "python", "code": "print(x)", "sandbox_id": id}); !strings.Contains(msg, "not found") {
		t.Errorf("another user's run: %q, want not found", msg)
	}
}

// A provider os sandbox says its isolation from its creation, and
// get_sandbox_status lists the interpreters that hold state there.
func TestOSSandboxStatus(t *testing.T) {
	needOS(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	info := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"})
	if info.Isolation != "namespace" {
		t.Errorf("a new os sandbox reports isolation %q", info.Isolation)
	}
	wantStdout(t, run(t, cs, "python", "x = 1", "sandbox_id", info.SandboxID), "")
	st := call[SandboxInfo](t, cs, "get_sandbox_status", args{"sandbox_id": info.SandboxID})
	if st.Isolation != "namespace" || !slices.Contains(st.Languages, "python") {
		t.Errorf("after a Python run: isolation %q languages %v, want namespace and python", st.Isolation, st.Languages)
	}
}
