package broker

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/ostier"
	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// needOS skips t unless the os provider runs here with the host's data
// stack (Debian's python3-pandas, python3-matplotlib, python3-scipy).
func needOS(t testing.TB) {
	t.Helper()
	if !needOSProvider(t).Native {
		sbxtest.SkipEngine(t, "the host's python3 lacks numpy, pandas or matplotlib: apt-get install python3-pandas python3-matplotlib python3-scipy")
	}
}

// needOSProvider skips t unless the os provider runs here, and returns
// what it can do.
func needOSProvider(t testing.TB) fallback.Capabilities {
	t.Helper()
	p, caps, err := tiers.Open(context.Background(), "os")
	if p != nil {
		p.Close()
	}
	if err != nil {
		sbxtest.SkipEngine(t, "the os provider is not usable here: "+err.Error())
	}
	return caps
}

// osSandbox creates a provider os sandbox on cs, or skips t when the os
// provider or node is missing here.
func osSandbox(t testing.TB, cs *mcp.ClientSession) string {
	t.Helper()
	needOSProvider(t)
	if _, err := exec.LookPath("node"); err != nil {
		sbxtest.SkipEngine(t, "no node on this host: apt-get install nodejs")
	}
	return call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
}

// sales is the CSV the everyday tasks read.
const sales = "day,region,units,price\n2026-01-01,north,3,2.5\n2026-01-01,south,5,2.0\n2026-01-02,north,4,2.5\n" +
	"2026-01-03,south,1,3.0\n2026-01-04,north,7,2.0\n2026-01-05,south,2,2.5\n"

// osTasks are everyday agent work: each must print in a provider os
// sandbox what it prints run natively on the host.
var osTasks = []struct{ name, lang, code string }{
	{"pandas groupby", "python", "import pandas as pd\ndf = pd.read_csv('sales.csv')\nprint(df.groupby('region').units.sum().to_dict())"},
	{"pandas merge", "python", "import pandas as pd\ndf = pd.read_csv('sales.csv')\nr = pd.DataFrame({'region': ['north', 'south'], 'boss': ['Ann', 'Bo']})\nprint(df.merge(r).groupby('boss').price.mean().round(3).to_dict())"},
	{"pandas resample", "python", "import pandas as pd\ndf = pd.read_csv('sales.csv', parse_dates=['day']).set_index('day')\nprint(df.units.resample('2D').sum().tolist())"},
	{"matplotlib figure saved", "python", "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.savefig('plot.png')\nprint(open('plot.png', 'rb').read(4))"},
	{"scipy.stats", "python", "from scipy import stats\nprint(round(stats.norm.cdf(1.0), 6), stats.ttest_ind([1, 2, 3], [4, 5, 6]).pvalue.round(6))"},
	{"node fs", "javascript", "const fs = require('fs'); console.log(fs.readFileSync('sales.csv', 'utf8').split('\\n').length)"},
	{"awk", "shell", "awk -F, 'NR > 1 { s[$2] += $3 } END { for (r in s) print r, s[r] }' sales.csv | sort"},
	{"sed -i", "shell", "cp sales.csv s2.csv && sed -i 's/north/N/' s2.csv && grep -c '^2026.*,N,' s2.csv"},
	{"find -print0 | xargs -0", "shell", "mkdir -p d/e && touch 'd/a b.txt' d/e/c.txt && find d -name '*.txt' -print0 | xargs -0 ls | sort"},
	{"git init", "shell", "git init -q repo && cd repo && git -c user.name=a -c user.email=a@b commit -q --allow-empty -m one && git log --format=%s"},
	{"jq", "shell", `echo '{"a": [1, 2, 3]}' | jq '.a | add'`},
}

// native runs a task on the host in dir, as its user would without sbx.
func native(t *testing.T, dir, lang, code string) string {
	t.Helper()
	var cmd *exec.Cmd
	switch lang {
	case "python":
		cmd = exec.Command(ostier.DefaultPython, "-c", code)
		cmd.Env = []string{"MPLBACKEND=Agg", "HOME=" + dir}
	case "javascript":
		cmd = exec.Command("node", "-e", code)
	default:
		cmd = exec.Command("/bin/sh", "-c", code)
	}
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("natively: %v", err)
	}
	return string(out)
}

// In a provider os sandbox, everyday agent work gives the answers it
// gives natively.
func TestOSTierTasks(t *testing.T) {
	needOS(t)
	host := t.TempDir()
	os.WriteFile(filepath.Join(host, "sales.csv"), []byte(sales), 0o644)
	cs := connect(t, newBroker(t, Options{}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	call[WriteFileOutput](t, cs, "write_file", args{"sandbox_id": id, "path": "sales.csv", "content": sales})
	for _, task := range osTasks {
		t.Run(task.name, func(t *testing.T) {
			want := native(t, host, task.lang, task.code)
			got := run(t, cs, task.lang, task.code, "sandbox_id", id, "timeout_seconds", 20)
			if got.ExitCode != 0 || got.Stdout != want || got.Isolation != "namespace" {
				t.Fatalf("in the os sandbox: exit %d isolation %q stdout %q stderr %q; natively %q", got.ExitCode, got.Isolation, got.Stdout, got.Stderr, want)
			}
		})
	}
}

// On a laptop (one user), an auto sandbox sends import pandas to the os
// provider and says so; the files and the variables that pickle came
// along (rows, read with the csv module), and what could not is named.
func TestOSTierEscalation(t *testing.T) {
	needOS(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	call[WriteFileOutput](t, cs, "write_file", args{"path": "sales.csv", "content": sales})
	wantStdout(t, run(t, cs, "python", "import csv, datetime\nrows = list(csv.DictReader(open('sales.csv')))\nwhen = datetime.date(2026, 1, 1)\ndef units(r): return int(r['units'])"), "")
	got := run(t, cs, "python", "import pandas as pd\ndf = pd.DataFrame(rows)\nprint(df.units.astype(int).sum(), len(rows), when.year)", "timeout_seconds", 20)
	wantStdout(t, got, "22 6 2026\n")
	mustContain(t, got.Stderr, `no module "pandas"`, "went to os (isolation namespace)", "the variables came along: rows, when", "what does not pickle): units;")
	if !got.StateReset {
		t.Error("a function was left behind, and state_reset is false")
	}
	if got.Isolation != "namespace" {
		t.Fatalf("isolation %q", got.Isolation)
	}
	// The kernel there keeps its state.
	wantStdout(t, run(t, cs, "python", "pd.__name__"), "'pandas'\n")
	// A module the host's python lacks too does not move, and says why.
	got = run(t, cs, "python", "import sbx_no_such_module")
	if got.ExitCode == 0 || !strings.Contains(got.Stderr, "ModuleNotFoundError") {
		t.Fatalf("a missing module: %+v", got)
	}
}

// On a laptop, an auto sandbox's line whose built-in command lacks an
// option moves to the os provider, where the real program runs it, and
// says so; the files came along.
func TestOSTierBuiltinOption(t *testing.T) {
	needOSProvider(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	call[WriteFileOutput](t, cs, "write_file", args{"path": "d/b.txt", "content": "b\n"})
	call[WriteFileOutput](t, cs, "write_file", args{"path": "d/a.txt", "content": "a\n"})
	got := call[RunCommandOutput](t, cs, "run_command", args{"command": "tar --sort=name -czf d.tgz d && tar -tzf d.tgz", "timeout_seconds": 20}).RunCodeOutput
	wantStdout(t, got, "d/\nd/a.txt\nd/b.txt\n")
	mustContain(t, got.Stderr, "the WebAssembly sandbox's built-in tar has no option --sort", "went to os (isolation namespace)")
}

// A server with several users keeps auto sandboxes off the os provider
// unless its policy names it.
func TestOSTierMultiUser(t *testing.T) {
	needOS(t)
	if localServer(Options{Auth: testAuth()}) {
		t.Fatal("a server with several users' tokens is local")
	}
	b := newBroker(t, Options{Auth: testAuth()})
	if b.sessions.Local() {
		t.Fatal("auto sandboxes of a multi-user server may use the os provider")
	}
	b = newBroker(t, Options{Auth: testAuth(), Policy: Policy{Providers: []string{"wasm", "os", "auto"}}})
	if !b.sessions.Local() {
		t.Fatal("policy.providers names os, and auto sandboxes may not use it")
	}
}

// TestOSTierHome checks that a kernel moved to the os provider has the
// same home as in WebAssembly: HOME is /home/user, the dotfiles a cell
// wrote before the move are there, and what native code writes there is
// what read_file and the next WebAssembly sandbox line see.
func TestOSTierHome(t *testing.T) {
	needOS(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	wantStdout(t, run(t, cs, "python", "import pathlib\n_ = (pathlib.Path.home() / '.toolrc').write_text('colour=1')"), "")
	got := run(t, cs, "python", "import os, pandas\nprint(os.environ['HOME'], open(os.path.expanduser('~/.toolrc')).read())\n"+
		"_ = open(os.path.expanduser('~/.native_history'), 'w').write('native')", "timeout_seconds", 20)
	wantStdout(t, got, "/home/user colour=1\n")
	if got.Isolation != "namespace" {
		t.Fatalf("isolation %q, want the os provider's", got.Isolation)
	}
	if r := call[ReadFileOutput](t, cs, "read_file", args{"path": "/home/user/.native_history"}); r.Content != "native" {
		t.Errorf("read_file of what native code wrote in the home: %q", r.Content)
	}
	// The workspace holds the os sandbox's own Python environment.
	wantStdout(t, call[RunCommandOutput](t, cs, "run_command", args{"command": "cat ~/.native_history; ls -A"}).RunCodeOutput, "native.venv\n")
}

// An os sandbox that writes far past its quota leaves no more than the
// quota on the host's disk, in bytes or in files, and its status says what
// it holds.
func TestOSTierQuota(t *testing.T) {
	needOSProvider(t)
	b := newBroker(t, Options{})
	cs := connect(t, b, nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	got := call[RunCommandOutput](t, cs, "run_command", args{"sandbox_id": id, "timeout_seconds": 30, "command": `head -c 300M /dev/zero > big; echo big $?
mkdir many && cd many && i=0; while [ $i -lt 12000 ] && printf '' 2>/dev/null > f$i; do i=$((i+1)); done; echo files $i
head -c 100M /dev/zero > ~/h; echo home $?`})
	q := b.opts.Limits.Quota
	var bytes, files int64
	filepath.Walk(b.opts.DataDir, func(p string, info os.FileInfo, err error) error {
		if err == nil && p != b.opts.DataDir {
			files++
			if info.Mode().IsRegular() {
				bytes += info.Size()
			}
		}
		return nil
	})
	t.Logf("the data directory holds %d bytes in %d files under a quota of %d bytes in %d files", bytes, files, q.Bytes, q.Files)
	if strings.Contains(got.Stdout, "big 0\n") || strings.Contains(got.Stdout, "home 0\n") {
		t.Fatalf("in the sandbox: %+v", got)
	}
	if bytes > q.Bytes+1<<20 || files > q.Files+100 {
		t.Fatalf("the data directory holds %d bytes in %d files, over the quota of %d bytes in %d files", bytes, files, q.Bytes, q.Files)
	}
	st := call[SandboxInfo](t, cs, "get_sandbox_status", args{"sandbox_id": id})
	if st.WorkspaceBytes < q.Bytes/2 || st.WorkspaceFiles < q.Files/2 {
		t.Fatalf("get_sandbox_status says the workspace holds %d bytes in %d files; it holds about %d in %d", st.WorkspaceBytes, st.WorkspaceFiles, bytes, files)
	}
}

// What an os sandbox can read names no host path: not the data
// directory, nor the sandbox's directory in it. Its info says what the
// tier does not bound.
func TestOSTierHostPaths(t *testing.T) {
	needOSProvider(t)
	b := newBroker(t, Options{})
	cs := connect(t, b, nil)
	info := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"})
	if !strings.Contains(strings.Join(info.Notes, "\n"), "disk I/O bandwidth is not bounded") {
		t.Errorf("create_sandbox's notes: %q", info.Notes)
	}
	id := info.SandboxID
	got := call[RunCommandOutput](t, cs, "run_command", args{"sandbox_id": id, "command": "cat /proc/self/mountinfo /proc/mounts; ls -la /workspace /home/user"})
	for _, leak := range []string{b.opts.DataDir, filepath.Base(b.opts.DataDir), os.TempDir() + "/"} {
		if strings.Contains(got.Stdout, leak) {
			t.Fatalf("the sandbox sees %q:\n%s", leak, got.Stdout)
		}
	}
}

// A process a run_command call started ends with it at its time limit,
// even one that left the call's session.
func TestOSTierCallEnds(t *testing.T) {
	needOSProvider(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	got := structured[RunCommandOutput](t, callTool(t, cs, "run_command", args{"sandbox_id": id, "timeout_seconds": 1,
		"command": "setsid sleep 60 & setsid sh -c 'sleep 61' & sleep 62"}))
	if !got.TimedOut {
		t.Fatalf("the call did not time out: %+v", got)
	}
	left := call[RunCommandOutput](t, cs, "run_command", args{"sandbox_id": id, "command": "ps -eo args= | grep -c '^sleep' || true"})
	if left.Stdout != "0\n" {
		t.Fatalf("processes of the timed-out call still run: %q", left.Stdout)
	}
}

// The os tier's limits hold when sbx runs as an unprivileged user too: the
// test binary runs the tests above again as nobody.
func TestOSTierUnprivileged(t *testing.T) {
	needOSProvider(t)
	sbxtest.AsNobody(t, "^(TestOSTierQuota|TestOSTierHostPaths|TestOSTierCallEnds)$")
}

// TestKilledServerCgroups kills `sbx serve --http` (SIGKILL) while it holds
// os sandboxes, whose cgroups it then never removes; the next server
// removes them as it starts.
func TestKilledServerCgroups(t *testing.T) {
	needOSProvider(t)
	data := t.TempDir()
	s := serveKept(t, data)
	for range 2 {
		id := call[SandboxInfo](t, s.cs, "create_sandbox", args{"provider": "os"}).SandboxID
		wantStdout(t, run(t, s.cs, "python", "print(1)", "sandbox_id", id), "1\n")
	}
	pid := s.cmd.Process.Pid
	cgroups := func() []string {
		var out []string
		for _, parent := range []string{"/sys/fs/cgroup/sbx-os", "/sys/fs/cgroup/*/sbx-os"} {
			for _, owner := range []string{"%d-*", "%d.*"} { // pid-seq, or pid.start-seq
				found, _ := filepath.Glob(filepath.Join(parent, fmt.Sprintf(owner, pid)))
				out = append(out, found...)
			}
		}
		return out
	}
	made := cgroups()
	if len(made) == 0 {
		t.Skip("the os sandboxes got no cgroup here (sbx makes them as root, where the host has a memory controller)")
	}
	s.stop(syscall.SIGKILL)

	serveKept(t, data).stop(syscall.SIGTERM)
	if left := cgroups(); len(left) > 0 {
		t.Errorf("%d of the killed server's %d cgroups are left after the next server started: %v", len(left), len(made), left)
	}
}
