package broker

import (
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/shell"
)

func TestRunCommand(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	callTool(t, cs, "write_file", args{"path": "script.py", "content": "import sys\nprint('out')\nprint('err', file=sys.stderr)\nsys.exit(3)\n"})
	tests := []struct {
		command    string
		wantStdout string
		wantCode   int
	}{
		{"echo 'a,b' > t.csv && echo '1,2' >> t.csv && cat t.csv | wc -l", "2\n", 0},
		{"python -c 'print(1)' | cat", "1\n", 0},
		{`for f in *.csv; do wc -l "$f"; done`, "2 t.csv\n", 0},
		{"python script.py > out.txt 2> err.txt; echo $?; cat out.txt err.txt", "3\nout\nerr\n", 0},
		{"cd /; ls", "bin\ndev\nhome\noutputs\ntmp\nusr\nworkspace\n", 0},
		{"set -e; false; echo no", "", 1},
		{"false | true; echo $?", "0\n", 0},
		{"cat <<EOF > here.txt\nhello $((6*7))\nEOF\ncat here.txt", "hello 42\n", 0},
		{"mkdir -p dir && echo x > dir/f && tar czf a.tgz dir && tar tzf a.tgz", "dir/\ndir/f\n", 0},
	}
	for _, tt := range tests {
		t.Run(tt.command, func(t *testing.T) {
			out := call[RunCommandOutput](t, cs, "run_command", args{"command": tt.command})
			if out.Stdout != tt.wantStdout || out.ExitCode != tt.wantCode {
				t.Errorf("stdout %q exit %d stderr %q; want %q exit %d", out.Stdout, out.ExitCode, out.Stderr, tt.wantStdout, tt.wantCode)
			}
		})
	}
	t.Run("host files stay out of reach", func(t *testing.T) {
		out := call[RunCommandOutput](t, cs, "run_command", args{"command": "cat /etc/passwd"})
		if out.ExitCode == 0 || strings.Contains(out.Stdout, "root:") {
			t.Errorf("cat /etc/passwd: exit %d stdout %q", out.ExitCode, out.Stdout)
		}
	})
	t.Run("timeout", func(t *testing.T) {
		start := time.Now()
		res := callTool(t, cs, "run_command", args{"command": "sleep 60", "timeout_seconds": 1})
		out := structured[RunCommandOutput](t, res)
		if !res.IsError || !out.TimedOut || out.ExitCode != 124 || time.Since(start) > 5*time.Second {
			t.Errorf("sleep 60: isError %v timed_out %v exit %d after %s", res.IsError, out.TimedOut, out.ExitCode, time.Since(start))
		}
	})
	t.Run("missing command", func(t *testing.T) {
		// A wasm-only sandbox: an auto one would take the line to a native provider.
		sb := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"})
		out := call[RunCommandOutput](t, cs, "run_command", args{"command": "pip install requests", "sandbox_id": sb.SandboxID})
		if out.ExitCode != 127 || out.MissingCommand != "pip" || !strings.Contains(out.Stderr, "not available in the WebAssembly sandbox") {
			t.Errorf("pip: exit %d missing %q stderr %q", out.ExitCode, out.MissingCommand, out.Stderr)
		}
	})
	t.Run("run_code shell", func(t *testing.T) {
		wantStdout(t, run(t, cs, "shell", "echo $((6*7))"), "42\n")
	})
}

func TestBackgroundJobs(t *testing.T) {
	b := newBroker(t, Options{})
	cs := connect(t, b, nil)
	started := call[JobOutput](t, cs, "start_background", args{
		"command": "for i in 1 2 3 4 5 6 7 8 9 10; do echo line $i; sleep 1; done", "log_file": "tick.log"})
	if started.Job.State != shell.JobRunning || started.Job.LogFile != "/workspace/tick.log" {
		t.Fatalf("started %+v", started.Job)
	}
	time.Sleep(2500 * time.Millisecond)
	listed := call[ListJobsOutput](t, cs, "list_jobs", args{})
	if len(listed.Jobs) != 1 || listed.Jobs[0].State != shell.JobRunning {
		t.Fatalf("list_jobs = %+v", listed.Jobs)
	}
	stopped := call[JobOutput](t, cs, "stop_job", args{"job_id": started.Job.ID})
	if stopped.Job.State != shell.JobStopped {
		t.Errorf("after stop_job: %+v", stopped.Job)
	}
	log := call[ReadFileOutput](t, cs, "read_file", args{"path": "tick.log"})
	lines := strings.Count(log.Content, "line ")
	if lines < 2 || lines > 4 {
		t.Errorf("log has %d lines after about 2.5 s: %q", lines, log.Content)
	}
	time.Sleep(1500 * time.Millisecond)
	if again := call[ReadFileOutput](t, cs, "read_file", args{"path": "tick.log"}); again.Content != log.Content {
		t.Errorf("the log grew after stop_job: %q", again.Content)
	}
	// Destroying the sandbox stops its jobs.
	second := call[JobOutput](t, cs, "start_background", args{"command": "while true; do echo x; sleep 1; done"})
	call[DestroySandboxOutput](t, cs, "destroy_sandbox", args{"sandbox_id": second.SandboxID})
	if msg := callErr(t, cs, "list_jobs", args{"sandbox_id": second.SandboxID}); !strings.Contains(msg, "not found") {
		t.Errorf("list_jobs after destroy: %s", msg)
	}
}

// waitJob waits until the background job id has exited.
func waitJob(t *testing.T, cs *mcp.ClientSession, id string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		for _, j := range call[ListJobsOutput](t, cs, "list_jobs", args{}).Jobs {
			if j.ID == id && j.State != shell.JobRunning {
				return
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("job %s still running after 20 s", id)
}
