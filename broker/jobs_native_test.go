package broker

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/shell"
)

// TestNativeJobs starts python3 -m http.server with start_background in
// sandboxes of native providers: the job runs in the sandbox, where its
// server listens (a run_command there reaches it, and expose_port serves
// its page), logs to /workspace/.jobs, is listed and stopped; a job
// that ends by itself is listed with its status; a fifth job running at
// once is refused.
func TestNativeJobs(t *testing.T) {
	// docker opens Docker with runtime (runc or runsc), as provider docker.
	docker := func(runtime string) func(t *testing.T) map[string]provider.Provider {
		return func(t *testing.T) map[string]provider.Provider {
			needDocker(t)
			p, _, err := tiers.OpenContract(context.Background(), "docker/"+runtime)
			if err != nil {
				sbxtest.SkipEngine(t, "docker with "+runtime+" is not usable here: "+err.Error())
			}
			t.Cleanup(func() { p.Close() })
			return map[string]provider.Provider{"docker": p}
		}
	}
	for _, tc := range []struct {
		name, provider, isolation string
		open                      func(t *testing.T) map[string]provider.Provider // the Natives, after skipping when it cannot run here
	}{
		{"os", "os", "namespace", func(t *testing.T) map[string]provider.Provider { needOSProvider(t); return nil }},
		{"docker runc", "docker", "container", docker("runc")},
		{"docker runsc", "docker", "container+gvisor", docker("runsc")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			natives := tc.open(t)
			s := newAppServer(t, Options{Natives: natives, Policy: Policy{Providers: []string{"wasm", tc.provider, "auto"}}})
			id := call[SandboxInfo](t, s.cs, "create_sandbox", args{"provider": tc.provider}).SandboxID
			call[WriteFileOutput](t, s.cs, "write_file", args{"path": "www/index.html", "content": "<h1>from the job</h1>", "sandbox_id": id})
			start := time.Now()
			started := call[JobOutput](t, s.cs, "start_background", args{"sandbox_id": id, "command": "cd www && exec python3 -m http.server 8000"})
			t.Logf("start_background took %v", time.Since(start))
			if started.Job.State != shell.JobRunning || started.Job.LogFile != "/workspace/.jobs/"+started.Job.ID+".log" {
				t.Fatalf("start_background: %+v", started.Job)
			}
			const fetch = `for i in $(seq 100); do python3 -c 'import urllib.request as u; print(u.urlopen("http://localhost:8000/").read().decode())' 2>/dev/null && exit 0; sleep 0.1; done; exit 1`
			got := call[RunCommandOutput](t, s.cs, "run_command", args{"sandbox_id": id, "command": fetch, "timeout_seconds": 20})
			if got.ExitCode != 0 || !strings.Contains(got.Stdout, "from the job") || got.Isolation != tc.isolation {
				t.Fatalf("the job's server, from a run_command in the sandbox: %+v", got)
			}
			mustContain(t, callErr(t, s.cs, "expose_port", args{"name": "none", "internal_port": 8001, "sandbox_id": id}), "nothing listens on port 8001")
			app := call[AppInfo](t, s.cs, "expose_port", args{"name": "web", "internal_port": 8000, "sandbox_id": id})
			resp, body := s.get(t, "GET", app.URL, "", "Authorization", "Bearer "+s.token(t, id))
			if resp.StatusCode != http.StatusOK || !strings.Contains(body, "from the job") {
				t.Fatalf("the job's server through expose_port: %s %q", resp.Status, body)
			}
			if log := call[ReadFileOutput](t, s.cs, "read_file", args{"path": started.Job.LogFile, "sandbox_id": id}); !strings.Contains(log.Content, `"GET / HTTP/1.1" 200`) {
				t.Errorf("the job's log: %q", log.Content)
			}
			start = time.Now()
			list := call[ListJobsOutput](t, s.cs, "list_jobs", args{"sandbox_id": id})
			t.Logf("list_jobs took %v", time.Since(start))
			if len(list.Jobs) != 1 || list.Jobs[0].State != shell.JobRunning {
				t.Errorf("list_jobs: %+v", list.Jobs)
			}
			if stopped := call[JobOutput](t, s.cs, "stop_job", args{"job_id": started.Job.ID, "sandbox_id": id}); stopped.Job.State != shell.JobStopped {
				t.Errorf("stop_job: %+v", stopped.Job)
			}
			if got := call[RunCommandOutput](t, s.cs, "run_command", args{"sandbox_id": id, "command": strings.ReplaceAll(fetch, "100", "1")}); got.ExitCode == 0 {
				t.Errorf("the server still answers after stop_job: %q", got.Stdout)
			}
			ended := call[JobOutput](t, s.cs, "start_background", args{"sandbox_id": id, "command": "echo done; exit 3"})
			if ended.Job.ID == started.Job.ID {
				t.Fatalf("two jobs with id %s", ended.Job.ID)
			}
			var last shell.JobInfo
			for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
				list := call[ListJobsOutput](t, s.cs, "list_jobs", args{"sandbox_id": id})
				if last = list.Jobs[len(list.Jobs)-1]; last.State != shell.JobRunning {
					break
				}
			}
			if last.ID != ended.Job.ID || last.State != shell.JobExited || last.ExitCode != 3 {
				t.Errorf("a job that ended by itself: %+v", last)
			}
			if log := call[ReadFileOutput](t, s.cs, "read_file", args{"path": last.LogFile, "sandbox_id": id}); log.Content != "done\n" {
				t.Errorf("its log: %q", log.Content)
			}
			for range shell.DefaultJobLimits.MaxRunning {
				call[JobOutput](t, s.cs, "start_background", args{"sandbox_id": id, "command": "sleep 300"})
			}
			mustContain(t, callErr(t, s.cs, "start_background", args{"sandbox_id": id, "command": "sleep 300"}), "too many background jobs: 4 are running")
		})
	}
}

// TestMicroVMJobs runs background jobs in a microVM, whose /workspace is
// its own copy: the job's log is there, read by a run_command in the VM.
func TestMicroVMJobs(t *testing.T) {
	needMicroVM(t)
	cs := connect(t, newBroker(t, Options{Policy: Policy{Providers: []string{"wasm", "microvm", "auto"}}}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "microvm"}).SandboxID
	long := call[JobOutput](t, cs, "start_background", args{"sandbox_id": id, "command": "echo started; exec sleep 300"})
	short := call[JobOutput](t, cs, "start_background", args{"sandbox_id": id, "command": "uname -s; exit 4"})
	var list []shell.JobInfo
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if list = call[ListJobsOutput](t, cs, "list_jobs", args{"sandbox_id": id}).Jobs; len(list) == 2 && list[1].State != shell.JobRunning {
			break
		}
	}
	if len(list) != 2 || list[0].State != shell.JobRunning || list[1].State != shell.JobExited || list[1].ExitCode != 4 {
		t.Fatalf("list_jobs: %+v", list)
	}
	if stopped := call[JobOutput](t, cs, "stop_job", args{"sandbox_id": id, "job_id": long.Job.ID}); stopped.Job.State != shell.JobStopped {
		t.Errorf("stop_job: %+v", stopped.Job)
	}
	logs := call[RunCommandOutput](t, cs, "run_command", args{"sandbox_id": id, "timeout_seconds": 30,
		"command": "cat " + long.Job.LogFile + " " + short.Job.LogFile + `; for p in /proc/[0-9]*; do { read -r s < $p/stat; } 2>/dev/null; case "$s" in *"(sleep) "[!Z]*) echo a sleep lives;; esac; done`})
	if logs.Stdout != "started\nLinux\n" || !strings.HasPrefix(logs.Isolation, "microvm") {
		t.Errorf("the logs in the microVM: %+v", logs)
	}
}

// TestJobNeedsNetwork: in an auto sandbox a job that listens, which the
// WebAssembly sandbox cannot, starts again in the native tier under the
// same id, and the sandbox's next shell line, which goes there too,
// reaches its server; the variables of the sandbox's Python come along.
// In WebAssembly, Python's socket error says the sandbox has no network
// and no sockets, not how to allow hosts.
func TestJobNeedsNetwork(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	wasm := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	got := run(t, cs, "python", "import socket\ntry:\n    socket.create_server(('', 8765))\nexcept OSError as e:\n    print(e)", "sandbox_id", wasm)
	if !strings.Contains(got.Stdout, "the WebAssembly sandbox has no network: it has no sockets, so it can neither listen") || strings.Contains(got.Stdout, "egress_allow") {
		t.Errorf("a server in WebAssembly: %q", got.Stdout)
	}

	needOSProvider(t)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "auto"}).SandboxID
	wantStdout(t, run(t, cs, "python", "rows = 41", "sandbox_id", id), "")
	call[WriteFileOutput](t, cs, "write_file", args{"path": "listed.txt", "content": "x", "sandbox_id": id})
	started := call[JobOutput](t, cs, "start_background", args{"sandbox_id": id, "command": "python3 -m http.server 8765"}).Job
	if started.State != shell.JobRunning || !strings.Contains(started.Note, "it runs in the native sandbox (os)") {
		t.Fatalf("start_background: %+v", started)
	}
	const fetch = `for i in $(seq 100); do curl -s localhost:8765 && exit 0; sleep 0.1; done; exit 1`
	res := call[RunCommandOutput](t, cs, "run_command", args{"sandbox_id": id, "command": fetch, "timeout_seconds": 20})
	if res.ExitCode != 0 || !strings.Contains(res.Stdout, "Directory listing for /") || !strings.Contains(res.Stdout, "listed.txt") {
		t.Fatalf("curl localhost:8765: %+v", res)
	}
	jobs := call[ListJobsOutput](t, cs, "list_jobs", args{"sandbox_id": id}).Jobs
	if len(jobs) != 1 || jobs[0].ID != started.ID || jobs[0].State != shell.JobRunning {
		t.Errorf("list_jobs: %+v", jobs)
	}
	wantStdout(t, run(t, cs, "python", "print(rows + 1)", "sandbox_id", id), "42\n")
}
