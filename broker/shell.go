package broker

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/shell"
)

// RunCommandInput is run_command's arguments.
type RunCommandInput struct {
	Command        string  `json:"command" jsonschema:"a POSIX shell line: pipes, redirects, &&, loops and here-documents work; python and node run in the sandbox"`
	Workdir        string  `json:"workdir,omitempty" jsonschema:"directory to run in, under /workspace (default /workspace)"`
	TimeoutSeconds float64 `json:"timeout_seconds,omitempty" jsonschema:"wall-time limit for the whole line, in seconds"`
	Target
	Grants
}

// RunCommandOutput is what a command line produced.
type RunCommandOutput struct {
	RunCodeOutput
	MissingCommand string `json:"missing_command,omitempty" jsonschema:"a command the WebAssembly sandbox does not have (gcc, git ...), or a built-in and the option it lacks (tar --sort); a native provider can run it"`
}

func (o *RunCommandOutput) Blocks() []mcp.Content {
	c := o.RunCodeOutput.Blocks()
	if o.MissingCommand != "" {
		c = append(c, &mcp.TextContent{Text: fmt.Sprintf("%q is not available in the WebAssembly sandbox; a native provider (docker, microvm) can run it.", o.MissingCommand)})
	}
	return c
}

func (o *RunCommandOutput) Failed() bool { return o.RunCodeOutput.Failed() }

// runCommand runs a shell line over the sandbox's files.
func (b *Broker) runCommand(ctx context.Context, req *mcp.CallToolRequest, in RunCommandInput) (*RunCommandOutput, error) {
	timeout, err := b.timeout(in.TimeoutSeconds)
	if err != nil {
		return nil, err
	}
	sb, release, err := b.sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	ctx, timeout, leave, err := b.waitTurn(ctx, req, sb, govern.Shell, timeout)
	if errors.Is(err, errWaitedOut) {
		return &RunCommandOutput{RunCodeOutput: *waitedOut(sb, err)}, nil
	}
	if err != nil {
		return nil, err
	}
	defer leave()
	res, err := sb.Exec(ctx, provider.Request{Code: in.Command, Workdir: in.Workdir, Timeout: timeout, Env: govern.GrantedEnv(ctx)})
	if err != nil {
		return nil, err
	}
	return &RunCommandOutput{RunCodeOutput: *b.toolOutput(ctx, req, sb, res), MissingCommand: res.MissingCommand}, nil
}

// StartBackgroundInput is start_background's arguments.
type StartBackgroundInput struct {
	Command string   `json:"command" jsonschema:"a POSIX shell line to run detached from this call"`
	LogFile string   `json:"log_file,omitempty" jsonschema:"file under /workspace that receives its stdout and stderr (default /workspace/.jobs/ID.log)"`
	Workdir string   `json:"workdir,omitempty" jsonschema:"directory to run in, under /workspace (default /workspace)"`
	Secrets []string `json:"secrets,omitempty" jsonschema:"names of secrets to export to the job for its lifetime, as sandbox_status lists them"`
	Target
}

// JobOutput describes one background job.
type JobOutput struct {
	Job shell.JobInfo `json:"job" jsonschema:"the job"`
	Used
}

func (o *JobOutput) Blocks() []mcp.Content { return tool.Text(describeJob(o.Job)) }

func describeJob(j shell.JobInfo) string {
	s := fmt.Sprintf("%s [%s] %s (log: %s)", j.ID, j.State, j.Command, j.LogFile)
	if j.State != shell.JobRunning {
		s += fmt.Sprintf(", exit %d", j.ExitCode)
	}
	if j.Note != "" {
		s += ": " + j.Note
	}
	return s
}

// startBackground starts a job and returns it.
func (b *Broker) startBackground(ctx context.Context, req *mcp.CallToolRequest, in StartBackgroundInput) (*JobOutput, error) {
	sb, release, err := b.sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	job, err := sb.Jobs().Start(ctx, shell.JobSpec{Command: in.Command, LogFile: in.LogFile, Workdir: in.Workdir, Env: govern.GrantedEnv(ctx)})
	if err != nil {
		return nil, jobError(err)
	}
	return &JobOutput{Job: job, Used: Used{SandboxID: sb.ID()}}, nil
}

// jobError words a job refusal for the agent.
func jobError(err error) error {
	switch {
	case errors.Is(err, shell.ErrTooManyJobs):
		return fmt.Errorf("%w: stop one with stop_job first", err)
	case errors.Is(err, shell.ErrNoJob):
		return fmt.Errorf("%w: list_jobs shows this sandbox's jobs", err)
	}
	return err
}

// ListJobsInput is list_jobs's arguments.
type ListJobsInput struct {
	Target
}

// ListJobsOutput lists a sandbox's background jobs.
type ListJobsOutput struct {
	Jobs []shell.JobInfo `json:"jobs" jsonschema:"every job started in the sandbox, oldest first"`
	Used
}

func (o *ListJobsOutput) Blocks() []mcp.Content {
	if len(o.Jobs) == 0 {
		return tool.Text("no background jobs")
	}
	lines := make([]string, len(o.Jobs))
	for i, j := range o.Jobs {
		lines[i] = describeJob(j)
	}
	return tool.Text(strings.Join(lines, "\n"))
}

func (b *Broker) listJobs(ctx context.Context, req *mcp.CallToolRequest, in ListJobsInput) (*ListJobsOutput, error) {
	sb, release, err := b.sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	jobs, err := sb.Jobs().List(ctx)
	if err != nil {
		return nil, err
	}
	return &ListJobsOutput{Jobs: jobs, Used: Used{SandboxID: sb.ID()}}, nil
}

// StopJobInput is stop_job's arguments.
type StopJobInput struct {
	JobID string `json:"job_id" jsonschema:"the job to stop, from start_background or list_jobs"`
	Target
}

func (b *Broker) stopJob(ctx context.Context, req *mcp.CallToolRequest, in StopJobInput) (*JobOutput, error) {
	sb, release, err := b.sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	job, err := sb.Jobs().Stop(ctx, in.JobID)
	if err != nil {
		return nil, jobError(err)
	}
	return &JobOutput{Job: job, Used: Used{SandboxID: sb.ID()}}, nil
}

// addShellTools registers run_command and the background job tools.
func (b *Broker) addShellTools() {
	lim := b.opts.Limits
	tool.Add(b.tools, &mcp.Tool{
		Name:  "run_command",
		Title: "Run a shell command",
		Description: "Run a POSIX shell line over the sandbox's files, like bash: pipes, redirects, &&, loops, globbing. " +
			"python and node run in the sandbox's interpreters; ls, cat, grep, sed, sort, find, tar and the other everyday " +
			"file tools are built in. In WebAssembly (a wasm sandbox, or an auto one before it moves) there is no network and no host program: " +
			"pip installs pure-Python wheels from the server's allowed index, and gcc, git and the like exit 127 with missing_command set, " +
			"when an auto sandbox runs the line again natively. In a native sandbox (os, docker, microvm) the line runs its real programs, " +
			"reaching only the hosts the server's egress allow-list names.",
		InputSchema: tool.InputSchema[RunCommandInput](func(p map[string]*jsonschema.Schema) {
			p["timeout_seconds"].Description = fmt.Sprintf("wall-time limit for the whole line, in seconds (default %g, at most %g)",
				lim.Timeout.Seconds(), lim.MaxTimeout.Seconds())
		}),
		Annotations: &mcp.ToolAnnotations{Title: "Run a shell command", OpenWorldHint: tool.ClosedWorld},
	}, b.runCommand)
	tool.Add(b.tools, &mcp.Tool{
		Name:  "start_background",
		Title: "Start a background job",
		Description: "Start a shell line detached from this call (a server, a long computation); its output goes to a log " +
			"file in /workspace. It runs where the sandbox's shell lines run: in a native sandbox (docker, os, microvm) with " +
			"its programs and network, so expose_port can publish a server it starts; in an auto sandbox, a job that ends at once " +
			"in WebAssembly for want of the network or a command starts again natively. Jobs end with their sandbox; list_jobs " +
			"and stop_job manage them.",
		InputSchema: tool.InputSchema[StartBackgroundInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "Start a background job", OpenWorldHint: tool.ClosedWorld},
	}, b.startBackground)
	tool.Add(b.tools, &mcp.Tool{
		Name:        "list_jobs",
		Title:       "List background jobs",
		Description: "List the sandbox's background jobs: state, exit code and log file.",
		InputSchema: tool.InputSchema[ListJobsInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "List background jobs", ReadOnlyHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.listJobs)
	tool.Add(b.tools, &mcp.Tool{
		Name:        "stop_job",
		Title:       "Stop a background job",
		Description: "Stop a background job; its log file stays.",
		InputSchema: tool.InputSchema[StopJobInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "Stop a background job", DestructiveHint: tool.Destructive, IdempotentHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.stopJob)
}
