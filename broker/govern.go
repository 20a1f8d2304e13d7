package broker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// governance is the operator's hold on every request: who makes it, what
// the policy lets it do, what it may see and what the audit log keeps.
type governance struct {
	tools  []string // every tool registered, served or not
	policy Policy
	redact *redactor // nil without secrets
	audit  *auditor  // nil without an audit log
}

// govern checks the policy against the registered tools, withdraws the
// tools it disables and installs the middleware that applies it.
func (b *Broker) govern() error {
	p := b.opts.Policy
	if err := p.check(b.gov.tools); err != nil {
		return err
	}
	b.gov.policy = p
	b.gov.redact = newRedactor(p.Secrets)
	b.gov.audit = newAuditor(b.opts.Audit, b.opts.Logger)
	if b.gov.audit != nil && b.cluster != nil {
		b.gov.audit.replica = b.cluster.self
	}
	var off []string
	for _, t := range b.gov.tools {
		if !p.serves(t) {
			off = append(off, t)
		}
	}
	b.server.RemoveTools(off...)
	b.sessions.appsEnded = b.appsChanged
	b.server.AddReceivingMiddleware(b.governRequest)
	return nil
}

// governRequest ties each request to its user, applies the policy to tool
// calls and redacts secrets from whatever goes back.
func (b *Broker) governRequest(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		user := b.userOf(req.GetExtra())
		if ss, ok := req.GetSession().(*mcp.ServerSession); ok {
			if err := b.sessions.bind(ss, user); err != nil {
				return nil, err
			}
		}
		if call, ok := req.(*mcp.CallToolRequest); ok {
			return b.callTool(ctx, user, call, next)
		}
		res, err := next(ctx, method, req)
		return b.redactResult(res, err)
	}
}

// callTool runs one tools/call under the policy and audits it.
func (b *Broker) callTool(ctx context.Context, user string, req *mcp.CallToolRequest, next mcp.MethodHandler) (mcp.Result, error) {
	start := time.Now()
	c, canonical := parseCall(req.Params.Name, req.Params.Arguments)
	req.Params.Arguments = canonical
	d := b.gov.policy.decide(user, c)
	rec := &AuditRecord{Time: start.UTC(), Tool: c.tool, User: user, Sandbox: c.sandboxID, Language: c.language, Secrets: d.secrets}
	runs := slices.Contains(audited, c.tool)
	ctx, span := b.tel.startCall(ctx, req, c.tool, slices.Contains(b.gov.tools, c.tool))
	if d.denied != "" {
		why := b.gov.redact.String(d.denied)
		rec.Decision, rec.Reason, rec.OWASP = Denied, why, d.risk
		rec.DurationMS = float64(time.Since(start).Microseconds()) / 1000
		b.gov.audit.write(rec)
		if runs {
			b.tel.met.run(rec, outcomeRefused)
		}
		endCall(span, rec, outcomeRefused)
		return &mcp.CallToolResult{IsError: true, Content: text("refused by this server's policy: " + why)}, nil
	}
	res, err := next(withEnv(ctx, d.env), "tools/call", req)
	res, err = b.redactResult(res, err)
	outcome := outcomeOf(res, err)
	if runs {
		rec.Decision, rec.OWASP = Allowed, RiskCodeExecution
		if len(d.secrets) > 0 {
			rec.OWASP = RiskPrivilegeAbuse
		}
		rec.DurationMS = float64(time.Since(start).Microseconds()) / 1000
		outcome = rec.fill(res, err)
		b.gov.audit.write(rec)
		b.tel.met.run(rec, outcome)
	}
	endCall(span, rec, outcome)
	return res, err
}

// redactResult removes every secret from a result or an error on its way
// to the client.
func (b *Broker) redactResult(res mcp.Result, err error) (mcp.Result, error) {
	r := b.gov.redact
	if r == nil {
		return res, err
	}
	if err != nil {
		msg := r.String(err.Error())
		if msg == err.Error() {
			return res, err
		}
		var wire *jsonrpc.Error
		if errors.As(err, &wire) {
			return res, &jsonrpc.Error{Code: wire.Code, Message: r.String(wire.Message)}
		}
		return res, errors.New(msg)
	}
	switch res := res.(type) {
	case *mcp.CallToolResult:
		if res == nil {
			return res, nil
		}
		for _, c := range res.Content {
			redactContent(r, c)
		}
		switch sc := res.StructuredContent.(type) {
		case nil:
		case json.RawMessage:
			res.StructuredContent = r.JSON(sc)
		default:
			data, err := json.Marshal(sc)
			if err != nil {
				return nil, fmt.Errorf("marshal the tool's output: %w", err)
			}
			res.StructuredContent = r.JSON(data)
		}
	case *mcp.ReadResourceResult:
		if res == nil {
			return res, nil
		}
		for _, c := range res.Contents {
			c.Text = r.String(c.Text)
			if len(c.Blob) > 0 {
				c.Blob = []byte(r.String(string(c.Blob)))
			}
		}
	}
	return res, nil
}

// redactContent redacts one content block in place.
func redactContent(r *redactor, c mcp.Content) {
	switch c := c.(type) {
	case *mcp.TextContent:
		c.Text = r.String(c.Text)
	case *mcp.EmbeddedResource:
		if c.Resource != nil {
			c.Resource.Text = r.String(c.Resource.Text)
			if len(c.Resource.Blob) > 0 {
				c.Resource.Blob = []byte(r.String(string(c.Resource.Blob)))
			}
		}
	}
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
		langs = append(wasmrt.Languages(), shellLanguage)
	}
	return PolicyInfo{User: user, Languages: langs, Secrets: p.available(user),
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
