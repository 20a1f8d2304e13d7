package broker

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/telemetry"
	"github.com/sbx-sandbox/sbx/broker/tool"
)

// governance is the operator's hold on every request: who makes it, what
// the policy lets it do, what it may see and what the audit log keeps.
type governance struct {
	policy govern.Policy
	redact *govern.Redactor // nil without secrets
	audit  *govern.Auditor  // nil without an audit log
}

// govern checks the policy against the registered tools, withdraws the
// tools it disables and installs the middleware that applies it.
func (b *Broker) govern() error {
	p := b.opts.Policy
	if err := p.Check(b.tools.Names()); err != nil {
		return err
	}
	b.gov.policy = p
	var off []string
	for _, t := range b.tools.Names() {
		if !p.Serves(t) {
			off = append(off, t)
		}
	}
	b.server.RemoveTools(off...)
	b.server.AddReceivingMiddleware(b.governRequest)
	return nil
}

// governRequest ties each request to its user, applies the policy to tool
// calls and redacts secrets from whatever goes back.
func (b *Broker) governRequest(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		user := b.userOf(req.GetExtra())
		if ss, ok := req.GetSession().(*mcp.ServerSession); ok {
			if err := b.sessions.Bind(ss, user); err != nil {
				return nil, err
			}
		}
		if call, ok := req.(*mcp.CallToolRequest); ok {
			return b.callTool(ctx, user, call, next)
		}
		res, err := next(ctx, method, req)
		return b.gov.redact.Result(res, err)
	}
}

// callTool runs one tools/call under the policy and audits it.
func (b *Broker) callTool(ctx context.Context, user string, req *mcp.CallToolRequest, next mcp.MethodHandler) (mcp.Result, error) {
	start := time.Now()
	c, canonical := govern.ParseCall(req.Params.Name, req.Params.Arguments)
	req.Params.Arguments = canonical
	d := b.gov.policy.Decide(user, c)
	rec := &AuditRecord{Time: start.UTC(), Tool: c.Tool, User: user, Sandbox: c.SandboxID, Language: c.Language, Secrets: d.Secrets}
	runs := govern.Audited(c.Tool)
	ctx, span := b.tel.StartCall(ctx, req, c.Tool, slices.Contains(b.tools.Names(), c.Tool))
	if d.Denied != "" {
		why := b.gov.redact.String(d.Denied)
		rec.Decision, rec.Reason, rec.OWASP = Denied, why, d.Risk
		rec.DurationMS = float64(time.Since(start).Microseconds()) / 1000
		b.gov.audit.Write(rec)
		if runs {
			b.tel.Run(rec, govern.OutcomeRefused)
		}
		telemetry.EndCall(span, rec, govern.OutcomeRefused)
		return &mcp.CallToolResult{IsError: true, Content: tool.Text("refused by this server's policy: " + why)}, nil
	}
	res, err := next(govern.WithEnv(ctx, d.Env), "tools/call", req)
	res, err = b.gov.redact.Result(res, err)
	outcome := govern.OutcomeOf(res, err)
	if runs {
		rec.Decision, rec.OWASP = Allowed, RiskCodeExecution
		if len(d.Secrets) > 0 {
			rec.OWASP = RiskPrivilegeAbuse
		}
		rec.DurationMS = float64(time.Since(start).Microseconds()) / 1000
		outcome = rec.Fill(res, err)
		b.gov.audit.Write(rec)
		b.tel.Run(rec, outcome)
	}
	telemetry.EndCall(span, rec, outcome)
	return res, err
}

// PolicyInfo is what the server's policy lets this connection do.
type PolicyInfo struct {
	User      string   `json:"user" jsonschema:"the user this connection belongs to; empty when anonymous"`
	Languages []string `json:"languages" jsonschema:"the languages run_code accepts here"`
	Secrets   []string `json:"secrets" jsonschema:"the secrets this user may ask for by name, in the secrets argument of run_code, run_command and start_background"`
	Home      bool     `json:"home" jsonschema:"true: /home/user is this user's durable home, kept across sandboxes and server restarts"`
	Audited   bool     `json:"audited" jsonschema:"true: every run is recorded in the server's audit log (never its output or secret values)"`
}

// policyInfo describes the policy as user sees it.
func (b *Broker) policyInfo(user string) PolicyInfo {
	p := &b.gov.policy
	langs := p.Languages
	if langs == nil {
		langs = govern.Languages()
	}
	return PolicyInfo{User: user, Languages: langs, Secrets: p.Available(user),
		Home: user != "" && b.opts.HomeDir != "", Audited: b.gov.audit != nil}
}

// describe words the policy for sandbox_status.
func (p PolicyInfo) describe() string {
	home := "none (an empty read-only /home/user)"
	if p.Home {
		home = "/home/user, kept across sandboxes"
	}
	user := p.User
	if user == "" {
		user = "anonymous"
	}
	return fmt.Sprintf("user %s; languages %s; secrets you may ask for: %s; home: %s", user, strings.Join(p.Languages, ", "), orNone(p.Secrets), home)
}

// userOf returns the user behind a request (see govern.Auth.UserOf).
func (b *Broker) userOf(extra *mcp.RequestExtra) string { return b.opts.Auth.UserOf(extra) }
