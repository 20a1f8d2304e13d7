package govern

import (
	"encoding/json"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// AuditRecord is one line of the audit log: a call that ran code, or any
// call the policy refused. It never holds a secret's value, nor the code
// or output of a run.
type AuditRecord struct {
	Time       time.Time `json:"ts"`
	Tool       string    `json:"tool"`
	User       string    `json:"user"` // empty for an anonymous connection
	Sandbox    string    `json:"sandbox,omitempty"`
	Provider   string    `json:"provider,omitempty"`
	Isolation  string    `json:"isolation,omitempty"`
	Language   string    `json:"language,omitempty"`
	ExitCode   *int      `json:"exit_code"` // null when nothing ran
	DurationMS float64   `json:"duration_ms"`
	BytesOut   int       `json:"bytes_out"` // stdout and stderr returned
	Decision   string    `json:"decision"`  // allowed or denied
	Reason     string    `json:"reason,omitempty"`
	Secrets    []string  `json:"secrets,omitempty"` // names of the secrets granted
	Error      string    `json:"error,omitempty"`   // why the call failed, if it did
	Replica    string    `json:"replica,omitempty"` // the replica that ran it (cluster.advertise), in a cluster
	// OWASP is the risk of the OWASP Top 10 for Agentic Applications
	// (2026) that the record bears on: one of the Risk constants.
	OWASP string `json:"owasp"`
}

// The OWASP agentic risks audit records are filed under.
const (
	// RiskToolMisuse (ASI02, Tool Misuse and Exploitation): a tool the
	// policy disables, or a sandbox's request to a host off the egress
	// allow-list, the way data leaves through a tool.
	RiskToolMisuse = "ASI02"
	// RiskPrivilegeAbuse (ASI03, Identity and Privilege Abuse): a run
	// granted secrets, or refused one.
	RiskPrivilegeAbuse = "ASI03"
	// RiskCodeExecution (ASI05, Unexpected Code Execution): every run of
	// code, and a language, provider or command the policy refuses.
	RiskCodeExecution = "ASI05"
)

// Decisions of the policy, as the audit log words them.
const (
	Allowed = "allowed"
	Denied  = "denied"
)

// audited are the tools that run code or publish what a sandbox serves:
// each call gets an audit line. Each request to a WSGI app gets one too
// (tool app_request), being a run.
var audited = []string{"run_code", "run_command", "start_background", "data_dashboard", "publish_app", "expose_port", "unexpose_port"}

// Audited reports whether each call of tool gets an audit line.
func Audited(tool string) bool { return slices.Contains(audited, tool) }

// Outcomes of a run, as the metrics and traces word them.
const (
	OutcomeOK        = "ok"
	OutcomeError     = "error" // the code failed (non-zero exit), or the call did
	OutcomeTimedOut  = "timed_out"
	OutcomeTruncated = "truncated"
	OutcomeRefused   = "refused" // by the operator's policy
)

// Auditor writes audit records as JSON lines.
type Auditor struct {
	log *slog.Logger

	replica string    // set on every record; empty outside a cluster
	redact  *Redactor // applied to every string of a record; nil without secrets

	mu     sync.Mutex
	w      io.Writer
	failed bool // a write failed; said once in the server's log
}

// NewAuditor returns an auditor writing to w; nil when w is nil. replica
// is set on every record: the replica's advertised URL in a cluster, else
// empty. Every string of a record (an error a run's output fills, a reason
// naming a path) goes through redact first.
func NewAuditor(w io.Writer, log *slog.Logger, replica string, redact *Redactor) *Auditor {
	if w == nil {
		return nil
	}
	return &Auditor{w: w, log: log, replica: replica, redact: redact}
}

// Write appends rec to the log; a nil Auditor writes nothing.
func (a *Auditor) Write(rec *AuditRecord) {
	if a == nil {
		return
	}
	rec.Replica = a.replica
	line, err := json.Marshal(rec)
	if err != nil {
		return
	}
	line = a.redact.JSON(line)
	a.mu.Lock()
	defer a.mu.Unlock()
	if _, err := a.w.Write(append(line, '\n')); err != nil && !a.failed {
		a.failed = true
		a.log.Error("audit log write failed; later failures are not reported", "err", err)
	}
}

// runOutput is what an audit record reads of a run's structured output.
type runOutput struct {
	ExitCode        *int   `json:"exit_code"`
	Stdout          string `json:"stdout"`
	Stderr          string `json:"stderr"`
	Isolation       string `json:"isolation"`
	Provider        string `json:"provider"`
	SandboxID       string `json:"sandbox_id"`
	TimedOut        bool   `json:"timed_out"`
	OutputTruncated bool   `json:"output_truncated"`
}

// Fill completes rec from a call's result and returns the run's outcome.
func (rec *AuditRecord) Fill(res mcp.Result, err error) (outcome string) {
	if err != nil {
		rec.Error = err.Error()
		return OutcomeError
	}
	r, ok := res.(*mcp.CallToolResult)
	if !ok || r == nil {
		return OutcomeError
	}
	var out runOutput
	if raw, ok := r.StructuredContent.(json.RawMessage); ok && json.Unmarshal(raw, &out) == nil {
		rec.ExitCode, rec.BytesOut = out.ExitCode, len(out.Stdout)+len(out.Stderr)
		rec.Isolation, rec.Provider = out.Isolation, out.Provider
		if out.SandboxID != "" {
			rec.Sandbox = out.SandboxID
		}
	}
	if rec.Provider == "" {
		rec.Provider = ProviderOf(rec.Isolation)
	}
	if r.IsError && rec.ExitCode == nil {
		rec.Error = firstText(r)
	}
	switch {
	case out.TimedOut:
		return OutcomeTimedOut
	case out.OutputTruncated:
		return OutcomeTruncated
	case r.IsError || rec.ExitCode != nil && *rec.ExitCode != 0:
		return OutcomeError
	}
	return OutcomeOK
}

// OutcomeOf is the outcome of a call that runs no code.
func OutcomeOf(res mcp.Result, err error) string {
	if r, ok := res.(*mcp.CallToolResult); err != nil || !ok || r == nil || r.IsError {
		return OutcomeError
	}
	return OutcomeOK
}

// ProviderOf names the provider behind an isolation level.
func ProviderOf(isolation string) string {
	switch {
	case isolation == "":
		return ""
	case strings.HasPrefix(isolation, "container"):
		return "docker"
	}
	return isolation // wasm, microvm, local
}

// firstText returns the first line of a result's first text block.
func firstText(r *mcp.CallToolResult) string {
	for _, c := range r.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			line, _, _ := strings.Cut(t.Text, "\n")
			return line
		}
	}
	return ""
}
