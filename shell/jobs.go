package shell

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"strconv"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/shell/internal/view"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// JobLimits bound a sandbox's background jobs; the operator sets them.
type JobLimits = provider.JobLimits

// DefaultJobLimits are the defaults: 4 jobs at once, each for up to an hour.
var DefaultJobLimits = provider.DefaultJobLimits

// Job states.
const (
	JobRunning = provider.JobRunning
	JobExited  = provider.JobExited
	JobStopped = provider.JobStopped
)

// JobInfo describes one background job, as every tier's jobs are
// described.
type JobInfo = provider.JobInfo

// ErrNoJob is returned for a job id the sandbox does not have.
var ErrNoJob = provider.ErrNoJob

// ErrTooManyJobs is returned when the sandbox already runs its maximum.
var ErrTooManyJobs = provider.ErrTooManyJobs

// ErrJobsClosed is returned by Start after StopAll.
var ErrJobsClosed = errors.New("the sandbox's jobs were stopped for good")

// keptJobs is how many finished jobs List keeps reporting.
const keptJobs = 50

// stopWait is how long Stop waits for a job to unwind.
const stopWait = 5 * time.Second

// Jobs runs one sandbox's background jobs: command lines detached from
// any call, their stdout and stderr appended to a log file in the
// workspace (quota counted). A job ends when its line does, when stopped,
// after the limits' MaxDuration, or when its sandbox closes; StopAll ends
// them all and waits, so none outlives the sandbox. It is safe for
// concurrent use.
type Jobs struct {
	sb     *wasmrt.Sandbox
	limits JobLimits

	mu     sync.Mutex
	jobs   []*job
	next   int
	closed bool
	wg     sync.WaitGroup
}

// job is one background job.
type job struct {
	info   JobInfo // guarded by Jobs.mu
	cancel context.CancelCauseFunc
	done   chan struct{}
}

// errStopped is the cause of a job stopped on request.
var errStopped = errors.New("stopped")

// NewJobs returns sb's job table; zero limits take the defaults.
func NewJobs(sb *wasmrt.Sandbox, limits JobLimits) *Jobs {
	if limits.MaxRunning <= 0 {
		limits.MaxRunning = DefaultJobLimits.MaxRunning
	}
	if limits.MaxDuration <= 0 {
		limits.MaxDuration = DefaultJobLimits.MaxDuration
	}
	return &Jobs{sb: sb, limits: limits}
}

// JobSpec is a command line to run in the background.
type JobSpec = provider.JobSpec

// Start runs spec's command in the background and returns the job's id. It
// fails for a line that does not parse, a bad workdir or log file, or when
// MaxRunning jobs are running.
func (j *Jobs) Start(spec JobSpec) (string, error) {
	command, logFile, workdir := spec.Command, spec.LogFile, spec.Workdir
	s := newLineState(j.sb)
	s.env = spec.Env
	if len(command) > j.sb.Limits().Code {
		return "", fmt.Errorf("%w: the command is longer than %s", wasmrt.ErrInput, hostfs.FormatBytes(int64(j.sb.Limits().Code)))
	}
	if _, err := parse(command); err != nil {
		return "", fmt.Errorf("%w: %v", wasmrt.ErrInput, err)
	}
	dir, err := s.workdir(workdir)
	if err != nil {
		return "", err
	}

	j.mu.Lock()
	defer j.mu.Unlock()
	if j.closed {
		return "", ErrJobsClosed
	}
	if n := j.running(); n >= j.limits.MaxRunning {
		return "", fmt.Errorf("%w: %d are running, the limit; stop one with stop_job or wait for it", ErrTooManyJobs, n)
	}
	j.next++
	id := cmp.Or(spec.ID, "job-"+strconv.Itoa(j.next))
	if logFile == "" {
		logFile = path.Join(hostfs.MountPoint, ".jobs", id+".log")
	}
	logPath := view.Abs(hostfs.MountPoint, logFile)
	log, err := openLog(s.View, logPath)
	if err != nil {
		j.next--
		return "", fmt.Errorf("%w: log file: %v", wasmrt.ErrInput, err)
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	jb := &job{cancel: cancel, done: make(chan struct{}), info: JobInfo{
		ID: id, Command: command, State: JobRunning, Started: time.Now(), LogFile: logPath, Workdir: dir,
	}}
	j.jobs = append(j.jobs, jb)
	j.trim()
	j.wg.Add(1)
	go j.run(ctx, s, jb, log)
	return id, nil
}

// openLog opens a job's log for appending, creating its directory.
func openLog(v *view.View, p string) (*view.File, error) {
	if err := v.MkdirAll(path.Dir(p)); err != nil {
		return nil, err
	}
	return v.Open(p, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
}

// run runs one job to its end.
func (j *Jobs) run(ctx context.Context, s *lineState, jb *job, log *view.File) {
	defer j.wg.Done()
	defer close(jb.done)
	defer log.Close()
	timer := time.AfterFunc(j.limits.MaxDuration, func() { jb.cancel(errTimedOut) })
	defer timer.Stop()
	stopWatch := j.watchSandbox(ctx, jb)
	defer stopWatch()

	go s.watchMemory(ctx, j.sb.Limits().Memory, jb.cancel)
	w := &syncWriter{w: log}
	code := s.runLine(ctx, jb.info.Command, jb.info.Workdir, nil, w, w)
	var note string
	switch cause := context.Cause(ctx); {
	case errors.Is(cause, errTimedOut):
		code, note = wasmrt.ExitTimeout, "the job ran for its limit of "+j.limits.MaxDuration.String()+" and was stopped"
	case errors.Is(cause, errMemory):
		code, note = ExitMemory, "the job used more than "+hostfs.FormatBytes(j.sb.Limits().Memory)+" of memory and was stopped"
	case errors.Is(cause, errStopped):
		code = 143 // as if terminated by SIGTERM
	case cause != nil:
		code, note = wasmrt.ExitCancelled, "the sandbox closed"
	}
	if refused := s.refusedNote(); refused != "" {
		fmt.Fprintf(w, "sbx: %s\n", refused)
	}
	if note != "" {
		fmt.Fprintf(w, "sbx: %s\n", note)
	}
	if err := log.FirstFailure(); err != nil {
		if note != "" {
			note += "; "
		}
		note += "the log lost output: " + err.Error()
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	jb.info.State, jb.info.ExitCode, jb.info.Ended, jb.info.Note = JobExited, code, time.Now(), note
	if errors.Is(context.Cause(ctx), errStopped) {
		jb.info.State = JobStopped
	}
	jb.info.MissingCommand = s.MissingCommand()
	jb.cancel(nil)
}

// errSandboxClosed is the cause of a job whose sandbox went away.
var errSandboxClosed = errors.New("sandbox closed")

// watchSandbox stops jb if its sandbox closes under it, in case StopAll
// was not called first.
func (j *Jobs) watchSandbox(ctx context.Context, jb *job) (stop func()) {
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-tick.C:
				if _, err := j.sb.Workspace().Stat(hostfs.MountPoint); err != nil {
					jb.cancel(errSandboxClosed)
					return
				}
			}
		}
	}()
	return func() { close(done) }
}

// syncWriter serialises a job's stdout and stderr into one log.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// Unwrap returns the writer s writes to.
func (s *syncWriter) Unwrap() io.Writer { return s.w }

// running counts running jobs; the caller holds j.mu.
func (j *Jobs) running() int {
	n := 0
	for _, jb := range j.jobs {
		if jb.info.State == JobRunning {
			n++
		}
	}
	return n
}

// trim forgets the oldest finished jobs past keptJobs; the caller holds j.mu.
func (j *Jobs) trim() {
	for len(j.jobs) > keptJobs {
		i := 0
		for i < len(j.jobs) && j.jobs[i].info.State == JobRunning {
			i++
		}
		if i == len(j.jobs) {
			return
		}
		j.jobs = append(j.jobs[:i], j.jobs[i+1:]...)
	}
}

// List describes the sandbox's jobs, oldest first.
func (j *Jobs) List() []JobInfo {
	j.mu.Lock()
	defer j.mu.Unlock()
	out := make([]JobInfo, len(j.jobs))
	for i, jb := range j.jobs {
		out[i] = jb.info
	}
	return out
}

// find returns the job id, or ErrNoJob.
func (j *Jobs) find(id string) (*job, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	for _, jb := range j.jobs {
		if jb.info.ID == id {
			return jb, nil
		}
	}
	return nil, fmt.Errorf("%w: %q; list_jobs shows the jobs", ErrNoJob, id)
}

// Wait waits until the job id ends or ctx does, and returns the job as
// it is then.
func (j *Jobs) Wait(ctx context.Context, id string) (JobInfo, error) {
	jb, err := j.find(id)
	if err != nil {
		return JobInfo{}, err
	}
	select {
	case <-jb.done:
	case <-ctx.Done():
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	return jb.info, nil
}

// Forget drops the job id, which has ended, from the table.
func (j *Jobs) Forget(id string) {
	j.mu.Lock()
	defer j.mu.Unlock()
	for i, jb := range j.jobs {
		if jb.info.ID == id && jb.info.State != JobRunning {
			j.jobs = append(j.jobs[:i], j.jobs[i+1:]...)
			return
		}
	}
}

// Stop stops the job id and waits for it to end; stopping a job that has
// ended is not an error.
func (j *Jobs) Stop(id string) error {
	jb, err := j.find(id)
	if err != nil {
		return err
	}
	jb.cancel(errStopped)
	select {
	case <-jb.done:
		return nil
	case <-time.After(stopWait):
		return fmt.Errorf("job %s did not stop within %s", id, stopWait)
	}
}

// StopAll stops every job, refuses new ones and waits for them to end.
// Call it when the sandbox is destroyed or the server stops.
func (j *Jobs) StopAll() {
	j.mu.Lock()
	j.closed = true
	for _, jb := range j.jobs {
		jb.cancel(errStopped)
	}
	j.mu.Unlock()
	j.wg.Wait()
}
