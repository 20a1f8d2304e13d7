package sessions

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions/escalate"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/shell"
)

// Jobs are a sandbox's background jobs. They run where its shell lines
// run: in the WebAssembly shell, or in the native sandbox when its
// provider is a native one (or an auto sandbox's shell lines have moved
// there), which runs them itself (provider.Jobber), so that a server a
// job starts has the sandbox's network and expose_port finds it. Their
// ids are the sandbox's, numbered across both.
type Jobs struct{ sb *Sandbox }

// Jobs are the sandbox's background command lines.
func (sb *Sandbox) Jobs() Jobs { return Jobs{sb} }

// Start starts spec's command line and returns the job.
func (j Jobs) Start(ctx context.Context, spec provider.JobSpec) (provider.JobInfo, error) {
	spec.ID = "job-" + strconv.FormatInt(j.sb.jobSeq.Add(1), 10)
	if j.sb.tier.Active(govern.Shell) {
		native, err := j.sb.tier.Jobber(ctx)
		if err != nil {
			return provider.JobInfo{}, err
		}
		return native.StartJob(ctx, spec)
	}
	id, err := j.sb.jobs.Start(spec)
	if err != nil {
		return provider.JobInfo{}, err
	}
	if !j.sb.tier.MayMove() || !shell.MayNeedNative(spec.Command) {
		return j.wasm(id)
	}
	spec.ID = id
	return j.probe(ctx, spec)
}

// jobProbe is how long an auto sandbox's job in WebAssembly is watched as
// it starts: one that ends within it for want of what that tier lacks (a
// command, the network, a socket to listen on) starts again natively.
const jobProbe = 2 * time.Second

// noNetwork is what the WebAssembly guests say where code reaches for
// the network or a socket.
const noNetwork = "the WebAssembly sandbox has no network"

// probe watches the WebAssembly job spec.ID as it starts and, when it
// ended for want of what WebAssembly lacks, moves the sandbox's shell
// (and Python, its variables carried) to the native side, as a run that
// needs it does, and starts the job there under the same id, so that the
// lines after it reach what it serves.
func (j Jobs) probe(ctx context.Context, spec provider.JobSpec) (provider.JobInfo, error) {
	wctx, cancel := context.WithTimeout(ctx, jobProbe)
	info, err := j.sb.jobs.Wait(wctx, spec.ID)
	cancel()
	if err != nil || info.State != provider.JobExited {
		return info, err
	}
	why := escalate.Why(govern.Shell, info.ExitCode, "", info.MissingCommand)
	if log, err := j.sb.box.Workspace().ReadFile(info.LogFile, 64<<10); why == "" && err == nil && strings.Contains(string(log), noNetwork) {
		why = noNetwork
	}
	if why == "" {
		return info, nil
	}
	native, where, err := j.sb.tier.MoveJobs(ctx)
	if err != nil {
		info.Note = strings.TrimPrefix(info.Note+"; ", "; ") + fmt.Sprintf("%s, and the job could not move to a native sandbox: %v", why, err)
		return info, nil
	}
	j.sb.jobs.Forget(spec.ID)
	moved, err := native.StartJob(ctx, spec)
	if err != nil {
		return provider.JobInfo{}, err
	}
	moved.Note = strings.TrimPrefix(moved.Note+"; ", "; ") + fmt.Sprintf(
		"it ended at once in WebAssembly (%s); it runs in the native sandbox (%s) instead, where this sandbox's shell lines and Python runs now go too", why, where)
	return moved, nil
}

// wasm returns the WebAssembly shell's job id.
func (j Jobs) wasm(id string) (provider.JobInfo, error) {
	list := j.sb.jobs.List()
	if i := slices.IndexFunc(list, func(info provider.JobInfo) bool { return info.ID == id }); i >= 0 {
		return list[i], nil
	}
	return provider.JobInfo{}, fmt.Errorf("%w: %q; list_jobs shows the jobs", shell.ErrNoJob, id)
}

// List describes every job of the sandbox, oldest first.
func (j Jobs) List(ctx context.Context) ([]provider.JobInfo, error) {
	list := j.sb.jobs.List()
	if native := j.sb.tier.NativeJobs(); native != nil {
		more, err := native.Jobs(ctx)
		if err != nil {
			return nil, err
		}
		list = append(list, more...)
		slices.SortStableFunc(list, func(a, b provider.JobInfo) int { return a.Started.Compare(b.Started) })
	}
	return list, nil
}

// Stop stops job id, waits for it to end and returns it.
func (j Jobs) Stop(ctx context.Context, id string) (provider.JobInfo, error) {
	if native := j.sb.tier.NativeJobs(); native != nil {
		info, err := native.StopJob(ctx, id)
		if !errors.Is(err, provider.ErrNoJob) {
			return info, err
		}
	}
	if err := j.sb.jobs.Stop(id); err != nil {
		return provider.JobInfo{}, err
	}
	return j.wasm(id)
}
