package sessions

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/sbx-sandbox/sbx/broker/govern"
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
	if j.sb.tier.active(govern.Shell) {
		native, err := j.sb.tier.jobber(ctx)
		if err != nil {
			return provider.JobInfo{}, err
		}
		return native.StartJob(ctx, spec)
	}
	id, err := j.sb.jobs.Start(spec)
	if err != nil {
		return provider.JobInfo{}, err
	}
	return j.wasm(id)
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
	if native := j.sb.tier.nativeJobs(); native != nil {
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
	if native := j.sb.tier.nativeJobs(); native != nil {
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

// nativeJobs returns the native side's jobs when it runs and has them,
// else nil.
func (e *escalator) nativeJobs() provider.Jobber {
	e.mu.Lock()
	defer e.mu.Unlock()
	jb, _ := e.native.(provider.Jobber)
	return jb
}

// jobber returns the native side's jobs, starting the native side if it
// has not run yet; it fails when its provider cannot run jobs.
func (e *escalator) jobber(ctx context.Context) (provider.Jobber, error) {
	e.mu.Lock()
	started := e.native != nil
	e.mu.Unlock()
	if !started {
		// A run makes the native side as a run would, under the policy.
		if _, err := e.runNative(ctx, govern.Shell, provider.Request{Code: "true"}); err != nil {
			return nil, err
		}
	}
	if jb := e.nativeJobs(); jb != nil {
		return jb, nil
	}
	return nil, fmt.Errorf("%s runs no background jobs; start the line with & in run_command instead",
		cmp.Or(e.Capabilities().Provider, "this provider"))
}
