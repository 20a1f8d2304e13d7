package provider

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Job states.
const (
	JobRunning = "running"
	JobExited  = "exited"
	JobStopped = "stopped"
)

// JobInfo describes one background job, in whichever tier it runs.
// ExitCode and Ended are set once it is no longer running; Note says why
// it ended early, if it did, and why its log lost output, if a write to
// it failed.
type JobInfo struct {
	ID       string    `json:"id"`
	Command  string    `json:"command"`
	Workdir  string    `json:"workdir"`
	State    string    `json:"state"`
	ExitCode int       `json:"exit_code"`
	Started  time.Time `json:"started"`
	Ended    time.Time `json:"ended,omitzero"`
	LogFile  string    `json:"log_file"`
	Note     string    `json:"note,omitempty"`
	// MissingCommand is the first command the job needed that the wasm
	// tier does not have.
	MissingCommand string `json:"missing_command,omitempty"`
}

// JobSpec is a command line to run in the background.
type JobSpec struct {
	// ID names the job; empty takes the job table's next job-N.
	ID      string
	Command string
	// LogFile receives its stdout and stderr (a sandbox path; default
	// /workspace/.jobs/ID.log).
	LogFile string
	// Workdir is where it starts (default /workspace).
	Workdir string
	// Env holds "NAME=value" pairs exported to the line, such as secrets
	// granted to the call that started it.
	Env []string
}

// JobLimits bound a sandbox's background jobs; the operator sets them.
type JobLimits struct {
	MaxRunning  int           // jobs running at once
	MaxDuration time.Duration // wall time of one job
}

// DefaultJobLimits are the defaults: 4 jobs at once, each for up to an hour.
var DefaultJobLimits = JobLimits{MaxRunning: 4, MaxDuration: time.Hour}

// withDefaults fills l's zero fields from DefaultJobLimits.
func (l JobLimits) withDefaults() JobLimits {
	if l.MaxRunning <= 0 {
		l.MaxRunning = DefaultJobLimits.MaxRunning
	}
	if l.MaxDuration <= 0 {
		l.MaxDuration = DefaultJobLimits.MaxDuration
	}
	return l
}

// ErrNoJob is returned for a job id the sandbox does not have.
var ErrNoJob = errors.New("no such job")

// ErrTooManyJobs is returned when the sandbox already runs its maximum.
var ErrTooManyJobs = errors.New("too many background jobs")

// Jobber is implemented by sandboxes that run background jobs themselves,
// where their code runs: a server a job starts has the sandbox's network
// and is the one a PortDialer reaches. The WebAssembly tier's jobs are the
// shell's (package shell).
type Jobber interface {
	// StartJob starts spec's command detached from the call and returns
	// the job as it starts.
	StartJob(ctx context.Context, spec JobSpec) (JobInfo, error)
	// Jobs lists the sandbox's jobs, oldest first, each as it is now.
	Jobs(ctx context.Context) ([]JobInfo, error)
	// StopJob stops job id, waits for it to end and returns it; stopping a
	// job that has ended is not an error. It fails wrapping ErrNoJob for an
	// id the sandbox does not have.
	StopJob(ctx context.Context, id string) (JobInfo, error)
}

// ExecJobs runs a sandbox's background jobs through its Exec, for
// sandboxes with a POSIX shell, coreutils and /proc whose processes
// outlive the call that started them (containers, VMs, the os tier). Each
// job is a session of its own (setsid) under timeout(1), its stdout and
// stderr appended to its log file, its status written to a file in /tmp
// when it ends; the session's processes are the job's, to watch and to
// stop. The table of jobs is kept here. It is safe for concurrent use.
type ExecJobs struct {
	sb     Execer
	limits JobLimits

	mu   sync.Mutex
	jobs []*execJob
	next int
}

// execJob is one job of an ExecJobs.
type execJob struct {
	info   JobInfo
	status string // its status file in the sandbox, and with .pid its session's
}

// NewExecJobs returns the job table of sb; zero limits take the defaults.
func NewExecJobs(sb Execer, limits JobLimits) *ExecJobs {
	return &ExecJobs{sb: sb, limits: limits.withDefaults()}
}

// jobCallTimeout bounds each call ExecJobs makes into the sandbox.
const jobCallTimeout = 15 * time.Second

// keptJobs is how many finished jobs Jobs keeps reporting.
const keptJobs = 50

// startScript starts a job: $1 the log, $2 the status file, $3 the
// longest run in seconds, $4 the directory, $5 the command line. The job
// is a session of its own whose leader writes its pid to $2.pid, which the
// script waits for, and runs the line under timeout(1) where the sandbox
// has it. When the log or the directory will not do, it says why and
// exits 2. It needs no more than sh, setsid, mkdir, rm, cat and sleep.
const startScript = `mkdir -p -- "${1%/*}/." "${2%/*}/." && : >> "$1" && rm -f -- "$2" "$2.pid" && cd -- "$4" || exit 2
setsid /bin/sh -c 'echo $$ > "$2.pid"
if command -v timeout >/dev/null; then timeout -k 5 "$3" /bin/sh -c "$4"; else /bin/sh -c "$4"; fi
echo $? > "$2"' sbx "$1" "$2" "$3" "$5" >> "$1" 2>&1 < /dev/null &
i=0; until [ -s "$2.pid" ] || [ $i -ge 500 ]; do sleep 0.01; i=$((i+1)); done`

// members is a shell function that lists the live processes of the
// session whose leader's pid is in the file $1.pid, from /proc/PID/stat:
// after a name in parentheses, the state (Z for a zombie that no init has
// reaped) and, third after it, the session.
const members = `members() {
  sid=$(cat -- "$1.pid" 2>/dev/null) || return 0
  for p in /proc/[0-9]*; do
    { read -r st < "$p/stat"; } 2>/dev/null || continue
    set -- ${st##*") "}
    [ "$1" != Z ] && [ "$4" = "$sid" ] && echo "${p#/proc/}"
  done
  true
}
`

// stateScript prints, for each status file in its arguments, "running",
// "exit N" or "gone" (ended with no status).
const stateScript = members + `for f; do
  if [ -n "$(members "$f")" ]; then echo running; elif [ -s "$f" ]; then echo "exit $(cat -- "$f")"; else echo gone; fi
done`

// stopScript sends SIGTERM to the processes of the job whose status file
// is $1, and SIGKILL to those left 3 s later.
const stopScript = members + `kill -TERM $(members "$1") 2>/dev/null
i=0; while [ -n "$(members "$1")" ] && [ $i -lt 30 ]; do sleep 0.1; i=$((i+1)); done
kill -KILL $(members "$1") 2>/dev/null; true`

// script is a shell line that runs body with args as its $1, $2 ...
func script(body string, args ...string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = Quote(a)
	}
	return "set -- " + strings.Join(q, " ") + "\n" + body
}

// call runs a line of ExecJobs's own in the sandbox; env is added to its
// environment.
func (j *ExecJobs) call(ctx context.Context, line string, env []string) (string, error) {
	res, err := j.sb.Exec(ctx, Request{Code: line, Env: env, Timeout: jobCallTimeout})
	if err != nil {
		return "", err
	}
	if res.ExitCode != 0 {
		return "", errors.New(strings.TrimSpace(res.Stdout + res.Stderr))
	}
	return res.Stdout, nil
}

// StartJob implements Jobber.
func (j *ExecJobs) StartJob(ctx context.Context, spec JobSpec) (JobInfo, error) {
	if strings.TrimSpace(spec.Command) == "" {
		return JobInfo{}, errors.New("empty command")
	}
	workdir, err := SandboxPath(cmp.Or(spec.Workdir, "/workspace"))
	if err != nil {
		return JobInfo{}, err
	}
	if err := j.refresh(ctx); err != nil {
		return JobInfo{}, err
	}
	j.mu.Lock()
	if n := j.running(); n >= j.limits.MaxRunning {
		j.mu.Unlock()
		return JobInfo{}, fmt.Errorf("%w: %d are running, the limit; stop one with stop_job or wait for it", ErrTooManyJobs, n)
	}
	j.next++
	id := cmp.Or(spec.ID, "job-"+strconv.Itoa(j.next))
	j.mu.Unlock()
	logFile, err := SandboxPath(cmp.Or(spec.LogFile, path.Join("/workspace/.jobs", id+".log")))
	if err != nil {
		return JobInfo{}, err
	}
	var token [12]byte
	rand.Read(token[:])
	jb := &execJob{status: "/tmp/.sbx-jobs/" + hex.EncodeToString(token[:]), info: JobInfo{
		ID: id, Command: spec.Command, Workdir: workdir, State: JobRunning, Started: time.Now(), LogFile: logFile,
	}}
	secs := strconv.FormatInt(int64(j.limits.MaxDuration/time.Second), 10)
	if _, err := j.call(ctx, script(startScript, logFile, jb.status, secs, workdir, spec.Command), spec.Env); err != nil {
		return JobInfo{}, fmt.Errorf("the job could not start: %v", err)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	j.jobs = append(j.jobs, jb)
	j.trim()
	return jb.info, nil
}

// Jobs implements Jobber.
func (j *ExecJobs) Jobs(ctx context.Context) ([]JobInfo, error) {
	if err := j.refresh(ctx); err != nil {
		return nil, err
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	out := make([]JobInfo, len(j.jobs))
	for i, jb := range j.jobs {
		out[i] = jb.info
	}
	return out, nil
}

// StopJob implements Jobber.
func (j *ExecJobs) StopJob(ctx context.Context, id string) (JobInfo, error) {
	if err := j.refresh(ctx); err != nil {
		return JobInfo{}, err
	}
	j.mu.Lock()
	i := slices.IndexFunc(j.jobs, func(jb *execJob) bool { return jb.info.ID == id })
	if i < 0 {
		j.mu.Unlock()
		return JobInfo{}, fmt.Errorf("%w: %q; list_jobs shows the jobs", ErrNoJob, id)
	}
	jb := j.jobs[i]
	running := jb.info.State == JobRunning
	j.mu.Unlock()
	if !running {
		return jb.info, nil
	}
	if _, err := j.call(ctx, script(stopScript, jb.status), nil); err != nil {
		return JobInfo{}, fmt.Errorf("job %s could not be stopped: %v", id, err)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	jb.info.State, jb.info.ExitCode, jb.info.Ended = JobStopped, 143, time.Now() // as if terminated by SIGTERM
	return jb.info, nil
}

// refresh asks the sandbox how the running jobs are and records the ends.
func (j *ExecJobs) refresh(ctx context.Context) error {
	j.mu.Lock()
	var check []*execJob
	var args []string
	for _, jb := range j.jobs {
		if jb.info.State == JobRunning {
			check = append(check, jb)
			args = append(args, jb.status)
		}
	}
	j.mu.Unlock()
	if len(check) == 0 {
		return nil
	}
	out, err := j.call(ctx, script(stateScript, args...), nil)
	if err != nil {
		return fmt.Errorf("the jobs' state could not be read: %v", err)
	}
	states := strings.Split(strings.TrimSpace(out), "\n")
	j.mu.Lock()
	defer j.mu.Unlock()
	for i, jb := range check {
		if i >= len(states) || jb.info.State != JobRunning {
			continue
		}
		state, code, _ := strings.Cut(states[i], " ")
		switch state {
		case "running":
			continue
		case "exit":
			jb.info.ExitCode, _ = strconv.Atoi(code)
			if jb.info.ExitCode == 124 {
				jb.info.Note = "the job ran for its limit of " + j.limits.MaxDuration.String() + " and was stopped"
			}
		default:
			jb.info.ExitCode, jb.info.Note = 137, "the job ended with no status: its processes were killed, or its sandbox restarted"
		}
		jb.info.State, jb.info.Ended = JobExited, time.Now()
	}
	return nil
}

// running counts the jobs running as last seen; the caller holds j.mu.
func (j *ExecJobs) running() int {
	n := 0
	for _, jb := range j.jobs {
		if jb.info.State == JobRunning {
			n++
		}
	}
	return n
}

// trim forgets the oldest finished jobs past keptJobs; the caller holds
// j.mu.
func (j *ExecJobs) trim() {
	for len(j.jobs) > keptJobs {
		i := slices.IndexFunc(j.jobs, func(jb *execJob) bool { return jb.info.State != JobRunning })
		if i < 0 {
			return
		}
		j.jobs = slices.Delete(j.jobs, i, i+1)
	}
}
