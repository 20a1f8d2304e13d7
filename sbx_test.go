package sbx_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx"
)

// openRuntime opens a runtime for one test, closed at its end.
func openRuntime(t testing.TB, opts sbx.Options) *sbx.Runtime {
	t.Helper()
	rt, err := sbx.Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close() })
	return rt
}

// sandbox makes a sandbox of rt, closed at the test's end.
func sandbox(t testing.TB, rt *sbx.Runtime, opts sbx.SandboxOptions) *sbx.Sandbox {
	t.Helper()
	sb, err := rt.NewSandbox(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb
}

// TestErrors checks that each way a call can fail is the sentinel a caller
// tests for, with a message that names sandbox paths only.
func TestErrors(t *testing.T) {
	ctx := context.Background()
	rt := openRuntime(t, sbx.Options{Limits: sbx.Limits{WorkspaceBytes: 1 << 20, Output: 4 << 10}})
	work := t.TempDir()
	sb := sandbox(t, rt, sbx.SandboxOptions{Workspace: work})
	if err := os.Symlink("/etc/passwd", filepath.Join(work, "out")); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		call func() error
		want error
		also error // a standard error it matches too, if any
	}{
		{"timeout", func() error {
			_, err := sb.Run(ctx, sbx.Python, "while True: pass", sbx.WithTimeout(200*time.Millisecond))
			return err
		}, sbx.ErrTimeout, nil},
		{"output limit", func() error {
			_, err := sb.Run(ctx, sbx.Python, "while True: print('x' * 100)")
			return err
		}, sbx.ErrOutputLimit, nil},
		{"quota", func() error { return sb.WriteFile(ctx, "big.bin", make([]byte, 2<<20)) }, sbx.ErrQuota, nil},
		{"missing file", func() error { _, err := sb.ReadFile(ctx, "/workspace/nope.csv"); return err }, sbx.ErrNotFound, fs.ErrNotExist},
		{"missing output", func() error { _, err := sb.ReadOutput(ctx, "nope.csv"); return err }, sbx.ErrNotFound, fs.ErrNotExist},
		{"no home", func() error { _, err := sb.ReadFile(ctx, "/home/user/notes.md"); return err }, sbx.ErrNotFound, nil},
		{"escape", func() error { _, err := sb.ReadFile(ctx, "../../etc/passwd"); return err }, sbx.ErrInvalid, nil},
		{"link out", func() error { _, err := sb.ReadFile(ctx, "out"); return err }, nil, nil},
		{"language", func() error { _, err := sb.Run(ctx, "cobol", "DISPLAY 'HI'"); return err }, sbx.ErrInvalid, nil},
		{"too long", func() error {
			_, err := sb.Run(ctx, sbx.Python, "pass", sbx.WithTimeout(time.Hour))
			return err
		}, sbx.ErrInvalid, nil},
		{"code size", func() error {
			_, err := sb.Run(ctx, sbx.JavaScript, strings.Repeat(" ", 1<<20))
			return err
		}, sbx.ErrInvalid, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.call()
			if err == nil {
				t.Fatal("no error")
			}
			if tc.want != nil && !errors.Is(err, tc.want) {
				t.Errorf("error %q is not %v", err, tc.want)
			}
			if tc.also != nil && !errors.Is(err, tc.also) {
				t.Errorf("error %q is not %v", err, tc.also)
			}
			if strings.Contains(err.Error(), work) || strings.Contains(err.Error(), os.TempDir()) {
				t.Errorf("error %q names a host path", err)
			}
		})
	}
}

// TestTimeoutKeepsKernel checks what a user relies on after a timeout: the
// result comes with the error, and the variables are still there.
func TestTimeoutKeepsKernel(t *testing.T) {
	ctx := context.Background()
	sb := sandbox(t, openRuntime(t, sbx.Options{}), sbx.SandboxOptions{})
	if _, err := sb.Run(ctx, sbx.Python, "n = 41"); err != nil {
		t.Fatal(err)
	}
	res, err := sb.Run(ctx, sbx.Python, "import time\ntime.sleep(10)", sbx.WithTimeout(100*time.Millisecond))
	if !errors.Is(err, sbx.ErrTimeout) || res == nil || !res.TimedOut || res.StateReset || !strings.Contains(res.Stderr, "KeyboardInterrupt") {
		t.Fatalf("timed-out run: %+v, %v", res, err)
	}
	res, err = sb.Run(ctx, sbx.Python, "print(n + 1)")
	if err != nil || res.Stdout != "42\n" {
		t.Fatalf("after the timeout: %+v, %v", res, err)
	}
}

// TestClosed checks that every call on a closed sandbox, and a new sandbox
// of a closed runtime, fail with ErrClosed.
func TestClosed(t *testing.T) {
	ctx := context.Background()
	rt, err := sbx.Open(ctx, sbx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
	if err != nil {
		t.Fatal(err)
	}
	kept, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
	if err != nil {
		t.Fatal(err)
	}
	sb.Close()
	sb.Close()
	for _, c := range []struct {
		name string
		call func() error
	}{
		{"run", func() error { _, err := sb.Run(ctx, sbx.Python, "print(1)"); return err }},
		{"write", func() error { return sb.WriteFile(ctx, "a.txt", nil) }},
		{"present", func() error { _, err := sb.Present(ctx, "a.txt"); return err }},
		{"exec", func() error {
			_, err := sb.Exec(ctx, sbx.Process{Language: sbx.Python, Args: []string{"-c", "1"}})
			return err
		}},
		{"runtime", func() error {
			rt.Close()
			_, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
			return err
		}},
		{"closed with the runtime", func() error { _, err := kept.Run(ctx, sbx.JavaScript, "1"); return err }},
		{"server of a closed runtime", func() error { _, err := rt.NewServer(sbx.ServerOptions{DataDir: t.TempDir()}); return err }},
	} {
		if err := c.call(); !errors.Is(err, sbx.ErrClosed) {
			t.Errorf("%s: %v, want ErrClosed", c.name, err)
		}
	}
}

// TestFiles checks the file calls over a workspace and a home the program
// gives, and that presenting an output copies the bytes.
func TestFiles(t *testing.T) {
	ctx := context.Background()
	work, home := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(work, "in.csv"), []byte("a,b\n1,2\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	sb := sandbox(t, openRuntime(t, sbx.Options{}), sbx.SandboxOptions{Workspace: work, Home: home})
	res, err := sb.RunCommand(ctx, "wc -l < in.csv && cp in.csv /home/user/kept.csv && mkdir -p out && echo '# hi' > out/report.md")
	if err != nil || res.ExitCode != 0 || strings.TrimSpace(res.Stdout) != "2" {
		t.Fatalf("shell line: %+v, %v", res, err)
	}
	if b, err := os.ReadFile(filepath.Join(home, "kept.csv")); err != nil || string(b) != "a,b\n1,2\n" {
		t.Errorf("home file on the host: %q, %v", b, err)
	}
	if err := sb.WriteFile(ctx, "/home/user/notes/today.md", []byte("note")); err != nil {
		t.Fatal(err)
	}
	if b, err := sb.ReadFile(ctx, "/home/user/notes/today.md"); err != nil || string(b) != "note" {
		t.Errorf("ReadFile of the home: %q, %v", b, err)
	}
	for _, p := range []string{"/home/user/../../etc/passwd", "/home/user/notes/../../x", "/etc/passwd", "/workspace/../home"} {
		if _, err := sb.ReadFile(ctx, p); !errors.Is(err, sbx.ErrInvalid) {
			t.Errorf("ReadFile(%s): %v, want ErrInvalid", p, err)
		}
	}
	files, err := sb.ListFiles(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, f.Path)
	}
	if !slices.Equal(names, []string{"/workspace/in.csv", "/workspace/out"}) || !files[1].IsDir || files[0].Size != 8 {
		t.Errorf("ListFiles: %+v", files)
	}
	out, err := sb.Present(ctx, "out/report.md")
	if err != nil {
		t.Fatal(err)
	}
	want := sbx.Output{Name: "report.md", URI: "sbx://sandbox/" + sb.ID() + "/outputs/report.md", MIMEType: "text/markdown", Size: 5, SandboxID: sb.ID()}
	if *out != want {
		t.Errorf("Present: %+v, want %+v", *out, want)
	}
	if b, err := sb.ReadOutput(ctx, "report.md"); err != nil || string(b) != "# hi\n" {
		t.Errorf("ReadOutput: %q, %v", b, err)
	}
	res, err = sb.Run(ctx, sbx.Python, "print(open('/outputs/report.md').read(), end='')\nopen('/outputs/x', 'w')")
	if err != nil || res.Stdout != "# hi\n" || res.ExitCode != 1 || !strings.Contains(res.Stderr, "Read-only") {
		t.Errorf("outputs seen by code: %+v, %v", res, err)
	}
	if err := sb.RemoveFile(ctx, "out"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(work, "out")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("out is still in the workspace: %v", err)
	}
	sb.Close()
	if _, err := os.Stat(filepath.Join(work, "in.csv")); err != nil {
		t.Errorf("the program's workspace was not kept: %v", err)
	}
}

// TestFilesOwnHomeAndTmp checks the file calls on /tmp and on the home of a
// sandbox given none: code sees what they write, and they see what code
// writes.
func TestFilesOwnHomeAndTmp(t *testing.T) {
	ctx := context.Background()
	sb := sandbox(t, openRuntime(t, sbx.Options{}), sbx.SandboxOptions{})
	for _, p := range []string{"/home/user/.toolrc", "/tmp/scratch/a.txt"} {
		if err := sb.WriteFile(ctx, p, []byte("from Go")); err != nil {
			t.Fatalf("WriteFile(%s): %v", p, err)
		}
	}
	res, err := sb.RunCommand(ctx, "cat ~/.toolrc /tmp/scratch/a.txt && echo from code > ~/made.txt")
	if err != nil || res.Stdout != "from Gofrom Go" {
		t.Errorf("the shell reads %q (%v, stderr %q)", res.Stdout, err, res.Stderr)
	}
	if b, err := sb.ReadFile(ctx, "/home/user/made.txt"); err != nil || string(b) != "from code\n" {
		t.Errorf("ReadFile of what code wrote in the home: %q, %v", b, err)
	}
	files, err := sb.ListFiles(ctx, "/tmp/scratch")
	if err != nil || len(files) != 1 || files[0].Path != "/tmp/scratch/a.txt" {
		t.Errorf("ListFiles(/tmp/scratch): %+v, %v", files, err)
	}
	if err := sb.RemoveFile(ctx, "/tmp/scratch"); err != nil {
		t.Fatal(err)
	}
	if _, err := sb.ReadFile(ctx, "/tmp/scratch/a.txt"); !errors.Is(err, sbx.ErrNotFound) || !strings.Contains(err.Error(), "in /tmp") {
		t.Errorf("ReadFile of a removed file: %v, want ErrNotFound naming /tmp", err)
	}
	for _, p := range []string{"/tmp/../workspace/x", "/home/user/../../etc/passwd", "/homes/x"} {
		if err := sb.WriteFile(ctx, p, nil); !errors.Is(err, sbx.ErrInvalid) {
			t.Errorf("WriteFile(%s): %v, want ErrInvalid", p, err)
		}
	}
}

// TestBoundary tries to reach the host from code: its files, its
// environment, the network. Each must fail inside the sandbox.
func TestBoundary(t *testing.T) {
	ctx := context.Background()
	t.Setenv("SBX_TEST_SECRET", "hunter2")
	sb := sandbox(t, openRuntime(t, sbx.Options{}), sbx.SandboxOptions{})
	for _, tc := range []struct {
		lang sbx.Language
		code string
	}{
		{sbx.Python, "import os\nprint(open('/etc/hostname').read())"},
		{sbx.Python, "import os\nprint(os.environ.get('SBX_TEST_SECRET'))\nprint(os.listdir('/'))"},
		{sbx.Python, "import socket\nsocket.create_connection(('example.com', 80))"},
		{sbx.Shell, "cat /etc/hostname; env"},
		{sbx.JavaScript, "console.log(typeof require, typeof process)"},
	} {
		res, err := sb.Run(ctx, tc.lang, tc.code)
		if err != nil {
			t.Fatalf("%s: %v", tc.code, err)
		}
		host, _ := os.Hostname()
		all := res.Stdout + res.Stderr
		if strings.Contains(all, "hunter2") || host != "" && strings.Contains(res.Stdout, host) {
			t.Errorf("%s reached the host: %+v", tc.code, res)
		}
	}
}

// TestResultMatchesTools checks the promise of Result's and Output's
// docs: their JSON is the run_command and present_output tools'
// structured output, field for field.
func TestResultMatchesTools(t *testing.T) {
	ctx := context.Background()
	rt := openRuntime(t, sbx.Options{})
	srv, err := rt.NewServer(sbx.ServerOptions{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	tools, err := connect(t, srv).ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	schemas := map[string][]string{}
	for _, tool := range tools.Tools {
		var schema struct{ Properties map[string]any }
		b, _ := json.Marshal(tool.OutputSchema)
		json.Unmarshal(b, &schema)
		schemas[tool.Name] = slices.Sorted(maps.Keys(schema.Properties))
	}
	for tool, v := range map[string]any{"run_command": sbx.Result{MissingCommand: "pip", Displays: []sbx.Display{{}}}, "present_output": sbx.Output{}} {
		b, _ := json.Marshal(v)
		var fields map[string]any
		json.Unmarshal(b, &fields)
		if got := slices.Sorted(maps.Keys(fields)); !slices.Equal(got, schemas[tool]) {
			t.Errorf("%T's fields %v, %s's %v", v, got, tool, schemas[tool])
		}
	}
}

// connect connects a go-sdk client to srv in memory.
func connect(t testing.TB, srv *sbx.Server) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	ct, st := mcp.NewInMemoryTransports()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, st) }()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sbx-test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		<-done
	})
	return cs
}

// TestConcurrent runs sandboxes side by side, each keeping its own state.
func TestConcurrent(t *testing.T) {
	ctx := context.Background()
	rt := openRuntime(t, sbx.Options{})
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := range 4 {
		wg.Go(func() {
			sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
			if err != nil {
				errs <- err
				return
			}
			defer sb.Close()
			n := string(rune('0' + i))
			for lang, code := range map[sbx.Language]string{sbx.Python: "n = " + n, sbx.JavaScript: "var n = " + n} {
				if res, err := sb.Run(ctx, lang, code); err != nil || res.ExitCode != 0 {
					errs <- fmt.Errorf("%s: %+v, %v", lang, res, err)
				}
			}
			res, err := sb.Run(ctx, sbx.Python, "print(n)")
			if err == nil && res.Stdout != n+"\n" {
				err = errors.New("sandbox " + sb.ID() + " printed " + res.Stdout)
			}
			if err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestBadOptions checks that options sbx cannot use fail with ErrInvalid
// and say which.
func TestBadOptions(t *testing.T) {
	ctx := context.Background()
	for name, open := range map[string]func() error{
		"limits": func() error {
			_, err := sbx.Open(ctx, sbx.Options{Limits: sbx.Limits{Timeout: time.Minute, MaxTimeout: time.Second}})
			return err
		},
		"policy": func() error {
			_, err := sbx.Open(ctx, sbx.Options{Policy: sbx.Policy{Languages: []sbx.Language{"ruby"}}})
			return err
		},
		"workspace": func() error {
			_, err := openRuntime(t, sbx.Options{}).NewSandbox(ctx, sbx.SandboxOptions{Workspace: "/nonexistent/dir"})
			return err
		},
		"setting": func() error {
			_, err := openRuntime(t, sbx.Options{}).NewServer(sbx.ServerOptions{Settings: []sbx.Setting{{Source: "--memory", Key: "limits.memory_mb", Value: "-5"}}})
			return err
		},
		"server policy": func() error {
			_, err := openRuntime(t, sbx.Options{}).NewServer(sbx.ServerOptions{DataDir: t.TempDir(), Policy: &sbx.Policy{Tools: []string{"run_cod"}}})
			return err
		},
	} {
		if err := open(); !errors.Is(err, sbx.ErrInvalid) {
			t.Errorf("%s: %v, want ErrInvalid", name, err)
		}
	}
}

// TestPolicy tries to get a denied command or language past the policy,
// through the Go API and through a Server given the same Policy.
func TestPolicy(t *testing.T) {
	ctx := context.Background()
	policy := sbx.Policy{Languages: []sbx.Language{sbx.Python, "sh"}, Commands: sbx.Commands{Deny: []string{"curl"}}}
	rt := openRuntime(t, sbx.Options{Policy: policy})
	sb := sandbox(t, rt, sbx.SandboxOptions{})
	for _, tc := range []struct {
		lang    sbx.Language
		code    string
		refused bool
	}{
		{sbx.Shell, "echo curl", false},
		{sbx.Python, "print('curl')", false},
		{sbx.Shell, "curl https://example.com", true},
		{sbx.Shell, "/usr/bin/curl x", true},
		{sbx.Shell, "eval 'curl x'", true},
		{sbx.Shell, "sh -c 'ls | curl x'", true},
		{sbx.Shell, "echo x | xargs curl", true},
		{sbx.Shell, "c=curl; $c x", true},
		{sbx.Shell, "f() { curl x; }; f", true},
		{sbx.JavaScript, "console.log(1)", true},
	} {
		res, err := sb.Run(ctx, tc.lang, tc.code)
		if refused := errors.Is(err, sbx.ErrRefused); refused != tc.refused || refused && res != nil {
			t.Errorf("%s %q: %+v, %v; want refused %v", tc.lang, tc.code, res, err, tc.refused)
		}
	}
	if _, err := sb.Exec(ctx, sbx.Process{Language: sbx.Shell, Args: []string{"-c", "curl \"$1\"", "https://example.com"}}); !errors.Is(err, sbx.ErrRefused) {
		t.Errorf("Exec of a shell line with curl: %v, want ErrRefused", err)
	}

	srv, err := rt.NewServer(sbx.ServerOptions{DataDir: t.TempDir(), Policy: &sbx.Policy{Tools: []string{"run_code", "sandbox_status"}, Languages: policy.Languages}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	cs := connect(t, srv)
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		names = append(names, tool.Name)
	}
	if slices.Sort(names); !slices.Equal(names, []string{"run_code", "sandbox_status"}) {
		t.Errorf("the server lists %v", names)
	}
	for _, call := range []mcp.CallToolParams{
		{Name: "run_code", Arguments: map[string]any{"language": "javascript", "code": "1"}},
		{Name: "write_file", Arguments: map[string]any{"path": "a", "content": "b"}},
	} {
		res, err := cs.CallTool(ctx, &call)
		if err != nil || !res.IsError {
			t.Errorf("%s %v: %+v, %v; want a refusal", call.Name, call.Arguments, res, err)
		}
	}
}

// TestCancel checks that cancelling a run's context interrupts it, returns
// its result with the context's error and keeps the interpreter.
func TestCancel(t *testing.T) {
	sb := sandbox(t, openRuntime(t, sbx.Options{}), sbx.SandboxOptions{})
	if _, err := sb.Run(context.Background(), sbx.Python, "n = 1"); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	start := time.Now()
	res, err := sb.Run(ctx, sbx.Python, "while True: n += 1")
	if !errors.Is(err, context.Canceled) || res == nil || res.StateReset || time.Since(start) > 3*time.Second {
		t.Fatalf("cancelled run: %+v, %v after %v", res, err, time.Since(start))
	}
	res, err = sb.Run(context.Background(), sbx.Python, "print(n > 1)")
	if err != nil || res.Stdout != "True\n" {
		t.Errorf("after the cancel: %+v, %v", res, err)
	}
}

// TestGuests checks the guests a program can report: each language's and
// the imaging guest with exactly its packages (no numpy, no pandas: those
// run in the native tiers).
func TestGuests(t *testing.T) {
	byName := map[string]sbx.Guest{}
	for _, g := range sbx.Guests() {
		byName[g.Name] = g
	}
	if g := byName["python"]; g.Language != sbx.Python || !strings.HasPrefix(g.Version, "3.13.") {
		t.Errorf("python guest: %+v", g)
	}
	if g := byName["javascript"]; g.Language != sbx.JavaScript || g.Version == "" {
		t.Errorf("javascript guest: %+v", g)
	}
	want := map[string]string{"pillow": "11.1.0", "python-dateutil": "2.9.0", "pytz": "2025.2", "six": "1.17.0"}
	if g := byName["python-imaging"]; !maps.Equal(g.Packages, want) {
		t.Errorf("imaging guest: %+v, want the packages %v", g, want)
	}
}

// TestDocker runs a sandbox on the Docker provider: native Python with
// scipy, the workspace shared both ways, the kernel kept between runs,
// the time limit, and a program run with its arguments. It skips without
// Docker and its image, unless SBX_REQUIRE_ENGINES is set.
func TestDocker(t *testing.T) {
	ctx := context.Background()
	rt := openRuntime(t, sbx.Options{})
	work := t.TempDir()
	sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{Workspace: work, Provider: sbx.ProviderDocker})
	if err != nil && os.Getenv("SBX_REQUIRE_ENGINES") == "" {
		t.Skipf("no Docker sandbox here: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	if iso := sb.Isolation(); !strings.HasPrefix(iso, "container") {
		t.Errorf("isolation %s", iso)
	}
	if err := sb.WriteFile(ctx, "in.txt", []byte("21\n")); err != nil {
		t.Fatal(err)
	}
	res, err := sb.Run(ctx, sbx.Python, "import scipy\nn = int(open('in.txt').read()) * 2\nopen('out.txt', 'w').write(str(n))\nprint(n)", sbx.WithTimeout(30*time.Second))
	if err != nil || res.Stdout != "42\n" || !strings.HasPrefix(res.Isolation, "container") {
		t.Fatalf("native run: %+v, %v", res, err)
	}
	if b, err := os.ReadFile(filepath.Join(work, "out.txt")); err != nil || string(b) != "42" {
		t.Errorf("out.txt on the host: %q, %v", b, err)
	}
	res, err = sb.Run(ctx, sbx.Python, "print(n)")
	if err != nil || res.Stdout != "42\n" {
		t.Errorf("the native kernel lost n: %+v, %v", res, err)
	}
	res, err = sb.RunCommand(ctx, "sleep 5", sbx.WithTimeout(500*time.Millisecond))
	if !errors.Is(err, sbx.ErrTimeout) || res == nil || !res.TimedOut {
		t.Errorf("native timeout: %+v, %v", res, err)
	}
	var out strings.Builder
	res, err = sb.Exec(ctx, sbx.Process{Language: sbx.Python, Args: []string{"-c", "import sys; print(sys.argv[1:])", "a b", "c"}, Stdout: &out})
	if err != nil || out.String() != "['a b', 'c']\n" {
		t.Errorf("native Exec: %+v, %q, %v", res, out.String(), err)
	}
}

// TestProviders checks the providers' options: an unknown provider is
// invalid, and one the policy leaves out is refused before anything starts.
func TestProviders(t *testing.T) {
	ctx := context.Background()
	rt := openRuntime(t, sbx.Options{Policy: sbx.Policy{Providers: []string{sbx.ProviderDocker}}})
	for _, tc := range []struct {
		provider string
		want     error
	}{
		{"", sbx.ErrRefused},
		{sbx.ProviderWasm, sbx.ErrRefused},
		{sbx.ProviderMicroVM, sbx.ErrRefused},
	} {
		if _, err := rt.NewSandbox(ctx, sbx.SandboxOptions{Provider: tc.provider}); !errors.Is(err, tc.want) {
			t.Errorf("provider %q: %v, want %v", tc.provider, err, tc.want)
		}
	}
	if _, err := openRuntime(t, sbx.Options{}).NewSandbox(ctx, sbx.SandboxOptions{Provider: "kvm"}); !errors.Is(err, sbx.ErrInvalid) {
		t.Errorf("provider kvm: %v, want ErrInvalid", err)
	}
}

// TestResident checks that a resident runtime starts a plain python
// process from the kernel's snapshot (its template imported json) and one
// for a single run boots it.
func TestResident(t *testing.T) {
	for _, resident := range []bool{false, true} {
		sb := sandbox(t, openRuntime(t, sbx.Options{Resident: resident}), sbx.SandboxOptions{})
		res, err := sb.Exec(context.Background(), sbx.Process{Language: sbx.Python,
			Args: []string{"-c", "import sys; print('json' in sys.modules, sys.argv)", "x"}})
		if err != nil {
			t.Fatal(err)
		}
		if want := fmt.Sprintf("%s ['-c', 'x']\n", map[bool]string{false: "False", true: "True"}[resident]); res.Stdout != want {
			t.Errorf("resident %v: %q, want %q", resident, res.Stdout, want)
		}
	}
}

// TestDisplays: a cell's displays come back with its result through the
// Go API, in Python and JavaScript, and leave nothing in the workspace.
func TestDisplays(t *testing.T) {
	rt := openRuntime(t, sbx.Options{})
	sb, err := rt.NewSandbox(context.Background(), sbx.SandboxOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	for _, tc := range []struct {
		lang      sbx.Language
		code, typ string
		width     int
	}{
		{sbx.Python, "from PIL import Image\nImage.new('RGB', (64, 48))", "PIL.Image", 64},
		{sbx.JavaScript, `display({"text/html": "<b>hi</b>"})`, "bundle", 0},
	} {
		t.Run(string(tc.lang), func(t *testing.T) {
			res, err := sb.Run(context.Background(), tc.lang, tc.code, sbx.WithTimeout(30*time.Second))
			if err != nil || res.ExitCode != 0 {
				t.Fatalf("%+v, %v", res, err)
			}
			if len(res.Displays) != 1 || res.Displays[0].Type != tc.typ || res.Displays[0].Width != tc.width {
				t.Fatalf("displays %+v", res.Displays)
			}
			if res, _ := sb.Run(context.Background(), sbx.Python, "import os; print(os.listdir('/workspace'))"); res.Stdout != "[]\n" {
				t.Errorf("the workspace after a display: %q", res.Stdout)
			}
		})
	}
}
