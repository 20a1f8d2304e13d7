package shell_test

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// ticker writes a line a second, forever.
const ticker = "i=0; while true; do i=$((i+1)); echo tick $i; sleep 1; done"

// waitFor polls cond until it holds or a few seconds pass.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", what)
}

func jobInfo(t *testing.T, j *shell.Jobs, id string) shell.JobInfo {
	t.Helper()
	for _, info := range j.List() {
		if info.ID == id {
			return info
		}
	}
	t.Fatalf("job %s not listed", id)
	return shell.JobInfo{}
}

func TestJobs(t *testing.T) {
	before := runtime.NumGoroutine()
	sb, dir := shelltest.NewSandbox(t, nil)
	jobs := shell.NewJobs(sb, shell.JobLimits{MaxRunning: 2})

	id, err := jobs.Start(shell.JobSpec{Command: ticker, LogFile: "ticks.log"})
	if err != nil {
		t.Fatal(err)
	}
	logFile := filepath.Join(dir, "ticks.log")
	waitFor(t, "two ticks in the log", func() bool {
		data, _ := os.ReadFile(logFile)
		return strings.Contains(string(data), "tick 2\n")
	})
	if info := jobInfo(t, jobs, id); info.State != shell.JobRunning || info.Command != ticker || info.LogFile != "/workspace/ticks.log" {
		t.Errorf("listed as %+v", info)
	}

	// A short job exits by itself, with its status and output.
	short, err := jobs.Start(shell.JobSpec{Command: "python -c 'print(6*7)'; exit 3"})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the short job to exit", func() bool { return jobInfo(t, jobs, short).State == shell.JobExited })
	info := jobInfo(t, jobs, short)
	data, _ := os.ReadFile(filepath.Join(dir, ".jobs", short+".log"))
	if info.ExitCode != 3 || string(data) != "42\n" {
		t.Errorf("short job: %+v, log %q", info, data)
	}

	// The cap counts running jobs only.
	second, err := jobs.Start(shell.JobSpec{Command: "sleep 30"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := jobs.Start(shell.JobSpec{Command: "sleep 30"}); !errors.Is(err, shell.ErrTooManyJobs) {
		t.Errorf("third running job: %v, want ErrTooManyJobs", err)
	}

	if err := jobs.Stop(id); err != nil {
		t.Fatal(err)
	}
	if info := jobInfo(t, jobs, id); info.State != shell.JobStopped || info.ExitCode != 143 {
		t.Errorf("after Stop: %+v", info)
	}
	size := func() int64 { st, _ := os.Stat(logFile); return st.Size() }
	n := size()
	time.Sleep(1500 * time.Millisecond)
	if size() != n {
		t.Error("the log grew after Stop")
	}
	if err := jobs.Stop("job-99"); !errors.Is(err, shell.ErrNoJob) {
		t.Errorf("Stop(job-99): %v", err)
	}

	// StopAll, as when the sandbox is destroyed, ends the rest.
	if _, err := jobs.Start(shell.JobSpec{Command: ticker, Workdir: "/workspace"}); err != nil {
		t.Fatal(err)
	}
	jobs.StopAll()
	for _, info := range jobs.List() {
		if info.State == shell.JobRunning {
			t.Errorf("still running after StopAll: %+v", info)
		}
	}
	if jobInfo(t, jobs, second).State != shell.JobStopped {
		t.Error("the sleeping job was not stopped")
	}
	if _, err := jobs.Start(shell.JobSpec{Command: "true"}); !errors.Is(err, shell.ErrJobsClosed) {
		t.Errorf("Start after StopAll: %v", err)
	}
	sb.Close()
	waitFor(t, "goroutines to end", func() bool { return runtime.NumGoroutine() <= before+2 })
}

func TestJobsEndWithTheSandbox(t *testing.T) {
	sb, _ := shelltest.NewSandbox(t, nil)
	jobs := shell.NewJobs(sb, shell.JobLimits{})
	id, err := jobs.Start(shell.JobSpec{Command: "while true; do sleep 1; done"})
	if err != nil {
		t.Fatal(err)
	}
	sb.Close()
	waitFor(t, "the job to end with its sandbox", func() bool { return jobInfo(t, jobs, id).State != shell.JobRunning })
}

func TestJobsMaxDuration(t *testing.T) {
	sb, dir := shelltest.NewSandbox(t, nil)
	jobs := shell.NewJobs(sb, shell.JobLimits{MaxDuration: 500 * time.Millisecond})
	id, err := jobs.Start(shell.JobSpec{Command: "python -c 'import time; time.sleep(60)'"})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the job to reach its limit", func() bool { return jobInfo(t, jobs, id).State != shell.JobRunning })
	info := jobInfo(t, jobs, id)
	data, _ := os.ReadFile(filepath.Join(dir, ".jobs", id+".log"))
	if info.ExitCode != wasmrt.ExitTimeout || !strings.Contains(string(data), "limit") {
		t.Errorf("%+v, log %q", info, data)
	}
}

func TestJobsRefuseBadInput(t *testing.T) {
	sb, _ := shelltest.NewSandbox(t, nil)
	jobs := shell.NewJobs(sb, shell.JobLimits{})
	defer jobs.StopAll()
	for name, args := range map[string][3]string{
		"syntax error":    {"echo 'x", "", ""},
		"log outside":     {"true", "/etc/log", ""},
		"workdir missing": {"true", "", "nope"},
	} {
		if _, err := jobs.Start(shell.JobSpec{Command: args[0], LogFile: args[1], Workdir: args[2]}); !errors.Is(err, wasmrt.ErrInput) {
			t.Errorf("%s: %v, want ErrInput", name, err)
		}
	}
}

func TestMayNeedNative(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"for i in 1 2 3; do echo line $i; sleep 1; done > tick.log", false},
		{"while true; do date; sleep 1; done", false},
		{"python3 -m http.server 8765", true},
		{"cd www && exec node server.js", true},
		{"flask run --port 8000", true},
		{"$SERVER --port 1", true},
		{"sort big.txt | uniq -c > counts.txt", false},
	} {
		if got := shell.MayNeedNative(c.line); got != c.want {
			t.Errorf("MayNeedNative(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}
