package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx"
	"github.com/sbx-sandbox/sbx/hostfs"
)

const runUsage = `Usage: sbx run [--timeout S] [--memory MiB] [--workspace DIR] [--quota MiB] [--json] LANGUAGE (-c CODE | FILE | -) [ARGS...]

Runs code once in a fresh sandbox. LANGUAGE is python, javascript (js) or
shell (sh): a POSIX shell line over the sandbox's files with python, node
and the usual file tools, no host process involved.
The guest's stdout, stderr and exit code become sbx's; a timeout exits 124.
Only DIR (mounted at /workspace) is visible to the code; without
--workspace an empty temporary directory is used and removed afterwards.
A FILE inside DIR runs in place; any other FILE is read and run as code.

Quota: on a DIR of yours the code may write as much as the disk takes,
however much DIR already holds, unless --quota MiB bounds what DIR (with
the sandbox's /tmp) may hold, its present files included. The temporary
workspace holds at most 64 MiB in 10,000 files; --quota changes its MiB.
A write past the quota fails as on a full disk: ENOSPC in Python and
JavaScript, a "No space left on device" error and a failing status in
the shell, with a note of what the quota holds.

On Linux a warm run server of the same user and build of sbx runs the code
(started on first use, it exits after 5 minutes unused); every run still
gets a sandbox of its own. SBX_RUN_SERVER=off runs in this process instead,
SBX_RUN_SERVER=DURATION (such as 30s) sets how long an unused server stays.
`

// runRequest is one run of `sbx run`, everything it takes from its flags,
// files and working directory: what the run server is handed.
type runRequest struct {
	Version   int // runProtocol
	Language  sbx.Language
	Args      []string // the guest's argv after the interpreter
	Timeout   time.Duration
	Memory    int64
	Workspace string // absolute; empty for a temporary one
	Quota     int64  // bytes the workspace may hold; 0 for workspaceQuota's default
	JSON      bool
	Stdin     bool // the guest reads sbx's stdin
}

func runRun(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, runUsage); fs.PrintDefaults() }
	defaults := sbx.DefaultLimits()
	timeout := fs.Float64("timeout", defaults.Timeout.Seconds(), "wall-time limit in seconds")
	memory := fs.Int("memory", int(defaults.Memory>>20), "memory limit in MiB")
	workspace := fs.String("workspace", "", "host directory to mount at /workspace")
	quota := fs.Int64("quota", 0, "the most /workspace may hold in MiB, what DIR holds included (default: none with --workspace, 64 without)")
	asJSON := fs.Bool("json", false, "print the structured result as JSON instead of passing output through")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	rest := fs.Args()
	if len(rest) < 2 {
		fs.Usage()
		return exitUsage
	}
	lang, err := sbx.ParseLanguage(rest[0])
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitUsage
	}
	if *timeout <= 0 || *memory <= 0 {
		fmt.Fprintln(stderr, "sbx: --timeout and --memory must be positive")
		return exitUsage
	}
	if maxMiB := hostfs.NoQuota.Bytes >> 20; *quota < 0 || *quota > maxMiB {
		fmt.Fprintf(stderr, "sbx: --quota is in MiB, from 1 to %d\n", maxMiB)
		return exitUsage
	}
	if dir := *workspace; dir != "" {
		if info, err := os.Stat(dir); err != nil || !info.IsDir() {
			fmt.Fprintf(stderr, "sbx: --workspace %s is not a directory\n", dir)
			return exitUsage
		}
		if *workspace, err = filepath.Abs(dir); err != nil {
			fmt.Fprintf(stderr, "sbx: --workspace %s: %v\n", dir, err)
			return exitUsage
		}
	}
	guestArgs, readStdin, err := programArgs(rest[1:], *workspace, stdin)
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitUsage
	}
	req := runRequest{Version: runProtocol, Language: lang, Args: guestArgs,
		Timeout: time.Duration(*timeout * float64(time.Second)), Memory: int64(*memory) << 20,
		Workspace: *workspace, Quota: *quota << 20, JSON: *asJSON, Stdin: !readStdin}

	idle, err := runServerIdle()
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitUsage
	}
	if idle > 0 && runServerAllowed {
		if code, ok := runOnServer(req, idle, stdin, stdout, stderr); ok {
			return code
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rt, err := sbx.Open(ctx, sbx.Options{Progress: stderr})
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError
	}
	defer rt.Close()
	code, release := execRun(ctx, rt, req, stdin, stdout, stderr)
	release()
	return code
}

// execRun runs req in a new sandbox of rt, the guest reading stdin (if
// req says so) and printing to stdout and stderr, and returns the exit
// code: what `sbx run` does in its own process and in the run server.
// release ends the sandbox, removing its temporary files; the run server
// does so after it has handed the exit code on.
func execRun(ctx context.Context, rt *sbx.Runtime, req runRequest, stdin io.Reader, stdout, stderr io.Writer) (code int, release func()) {
	limits := sbx.Limits{Timeout: req.Timeout, Memory: req.Memory}
	limits.MaxTimeout = max(sbx.DefaultLimits().MaxTimeout, limits.Timeout)
	limits.WorkspaceBytes, limits.WorkspaceFiles = workspaceQuota(req)
	sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{Workspace: req.Workspace, Limits: limits})
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError, func() {}
	}
	release = func() { sb.Close() }

	p := sbx.Process{Language: req.Language, Args: req.Args}
	if !req.JSON {
		p.Stdout, p.Stderr = stdout, stderr
	}
	if req.Stdin {
		p.Stdin = stdin
	}
	res, err := sb.Exec(ctx, p)
	if res == nil {
		fmt.Fprintln(stderr, "sbx:", err)
		if errors.Is(err, sbx.ErrInvalid) {
			return exitUsage, release
		}
		return exitError, release
	}
	if req.JSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.Encode(struct {
			Language sbx.Language `json:"language"`
			*sbx.Result
		}{req.Language, res})
	}
	return res.ExitCode, release
}

// workspaceQuota is what req's workspace may hold. A directory the user
// named is theirs: what it holds is no sandbox's doing, so it is bounded
// by its disk alone, or by the bytes --quota gives, never by a count of
// files (a checkout has thousands). The temporary workspace keeps the
// default quota (zero fields take it), --quota changing its bytes.
func workspaceQuota(req runRequest) (bytes, files int64) {
	switch {
	case req.Workspace == "":
		return req.Quota, 0
	case req.Quota > 0:
		return req.Quota, hostfs.NoQuota.Files
	}
	return hostfs.NoQuota.Bytes, hostfs.NoQuota.Files
}

// programArgs turns the CLI's program form into the guest's argv: -c CODE
// passes through, a FILE inside the workspace runs in place, any other FILE
// (or - for stdin) is read here and passed as -c CODE. readStdin says the
// program came from stdin, which the guest then does not get.
func programArgs(args []string, workspace string, stdin io.Reader) (argv []string, readStdin bool, err error) {
	switch args[0] {
	case "-c":
		if len(args) < 2 {
			return nil, false, errors.New("-c needs the code to run")
		}
		return args, false, nil
	case "-":
		code, err := io.ReadAll(stdin)
		if err != nil {
			return nil, false, fmt.Errorf("read the program from stdin: %w", err)
		}
		return append([]string{"-c", string(code)}, args[1:]...), true, nil
	}
	if strings.HasPrefix(args[0], "-") {
		return nil, false, fmt.Errorf("unknown option %q: give -c CODE, a FILE or - for stdin", args[0])
	}
	if rel, ok := within(workspace, args[0]); workspace != "" && ok {
		return append([]string{"/workspace/" + rel}, args[1:]...), false, nil
	}
	code, err := os.ReadFile(args[0])
	if err != nil {
		return nil, false, fmt.Errorf("read %s: %w", args[0], errors.Unwrap(err))
	}
	return append([]string{"-c", string(code)}, args[1:]...), false, nil
}

// within reports whether file lies inside dir, and its path relative to it.
func within(dir, file string) (string, bool) {
	absDir, err1 := filepath.Abs(dir)
	absFile, err2 := filepath.Abs(file)
	if err1 != nil || err2 != nil {
		return "", false
	}
	rel, err := filepath.Rel(absDir, absFile)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
		return "", false
	}
	return filepath.ToSlash(rel), true
}
