package broker

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// wsgiSource is publish_app's Python side, loaded once per kernel.
//
//go:embed wsgi.py
var wsgiSource string

// wsgiMark starts the line carrying a WSGI call's result.
const wsgiMark = "\x1esbx-app:"

// maxWSGIBody and maxWSGIRequest bound a request body passed to a WSGI
// app, and the whole request: it travels in the run's code, which has its
// own limit (64 KiB by default).
const (
	maxWSGIBody    = 32 << 10
	maxWSGIRequest = 48 << 10
)

// wsgiRequest is one HTTP request as wsgi.py's call takes it. Path is
// the decoded path with each byte a character, as PEP 3333 wants.
type wsgiRequest struct {
	Method     string      `json:"method"`
	Path       string      `json:"path"`
	Query      string      `json:"query"`
	Headers    [][2]string `json:"headers"`
	Body       []byte      `json:"body"`
	Scheme     string      `json:"scheme"`
	ServerName string      `json:"server_name"`
	ServerPort string      `json:"server_port"`
}

// wsgiResult is what wsgi.py prints after its mark.
type wsgiResult struct {
	OK      bool        `json:"ok"`
	Status  string      `json:"status"`
	Headers [][2]string `json:"headers"`
	Body    []byte      `json:"body"`
	Error   string      `json:"error"`
}

// kernelRequest is a tool call the server makes itself, for a run on
// behalf of sandbox sb of connection ss: it takes its turn as the
// sandbox's owner would.
func kernelRequest(ss *mcp.ServerSession, sb *sandbox) *mcp.CallToolRequest {
	req := &mcp.CallToolRequest{Session: ss, Params: &mcp.CallToolParamsRaw{}}
	if sb.owner != "" {
		req.Extra = &mcp.RequestExtra{TokenInfo: &auth.TokenInfo{UserID: sb.owner}}
	}
	return req
}

// wsgiCall runs call (Python) with wsgi.py loaded in sb's kernel, as a run
// of its own under the sandbox's limits, and decodes what it printed.
func (b *Broker) wsgiCall(ctx context.Context, req *mcp.CallToolRequest, sb *sandbox, call string) (*wsgiResult, *RunCodeOutput, error) {
	code := moduleCall("_sbx_wsgi", wsgiSource, call)
	run, err := b.runCode(ctx, req, RunCodeInput{Language: string(wasmrt.Python), Code: code, Target: Target{sb.id}})
	if err != nil {
		return nil, nil, err
	}
	switch {
	case run.TimedOut:
		return nil, run, fmt.Errorf("the app passed its time limit of %g s; the kernel keeps its state", b.opts.Limits.Timeout.Seconds())
	case run.OutputTruncated:
		return nil, run, errors.New("the app's response passed the output limit")
	}
	_, line, ok := strings.Cut(run.Stdout, wsgiMark)
	if !ok {
		msg := fmt.Sprintf("the app's run ended without a response (exit %d)", run.ExitCode)
		if s := strings.TrimSpace(run.Stderr); s != "" {
			msg += "\n" + s
		}
		return nil, run, errors.New(msg)
	}
	var res wsgiResult
	if err := json.Unmarshal([]byte(line), &res); err != nil {
		return nil, run, fmt.Errorf("the app's response is not valid: %w", err)
	}
	return &res, run, nil
}

// checkWSGI imports target afresh in sb's kernel and checks that it names
// a callable, so publish_app fails at once on a typo.
func (b *Broker) checkWSGI(ctx context.Context, req *mcp.CallToolRequest, sb *sandbox, target string) error {
	if p := b.gov.policy.Languages; p != nil && !slices.Contains(p, string(wasmrt.Python)) {
		return errors.New("a WSGI app runs Python, which this server's policy disables; publish a directory instead")
	}
	res, _, err := b.wsgiCall(ctx, req, sb, fmt.Sprintf(`__import__("_sbx_wsgi").check(%s)`, strconv.Quote(target)))
	if err != nil {
		return fmt.Errorf("checking %s: %w", target, err)
	}
	if res.Error != "" {
		return fmt.Errorf("%s is not a WSGI callable this sandbox can load:\n%s", target, strings.TrimSpace(res.Error))
	}
	return nil
}

// hopHeaders are a connection's own headers, never passed on.
var hopHeaders = []string{"Connection", "Keep-Alive", "Proxy-Connection", "Transfer-Encoding", "Upgrade", "Te", "Trailer", "Content-Length"}

// serveWSGI answers r with WSGI app a of sb: one run in the sandbox's
// kernel per request, audited as one.
func (b *Broker) serveWSGI(w http.ResponseWriter, r *http.Request, ss *mcp.ServerSession, sb *sandbox, a *app) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxWSGIBody+1))
	if err != nil {
		appError(w, http.StatusBadRequest, "reading the request body: "+err.Error())
		return
	}
	if len(body) > maxWSGIBody {
		appError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("a WSGI app takes request bodies of at most %d KiB", maxWSGIBody>>10))
		return
	}
	in := wsgiRequest{Method: r.Method, Path: latin1(r.URL.Path), Query: r.URL.RawQuery, Body: body, Scheme: "http"}
	if r.TLS != nil {
		in.Scheme = "https"
	}
	in.ServerName, in.ServerPort, err = net.SplitHostPort(r.Host)
	if err != nil {
		in.ServerName, in.ServerPort = r.Host, "80"
	}
	for k, vs := range r.Header {
		for _, v := range vs {
			in.Headers = append(in.Headers, [2]string{k, v})
		}
	}
	data, _ := json.Marshal(in)
	if len(data) > maxWSGIRequest {
		appError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("a WSGI app takes requests of at most %d KiB, headers and body together", maxWSGIRequest>>10))
		return
	}
	call := fmt.Sprintf(`__import__("_sbx_wsgi").call(%s, __import__("json").loads(%s), %d)`,
		strconv.Quote(a.wsgi), strconv.Quote(string(data)), b.opts.Limits.Output-1024)
	start := time.Now()
	res, run, err := b.wsgiCall(r.Context(), kernelRequest(ss, sb), sb, call)
	rec := &AuditRecord{Time: start.UTC(), Tool: "app_request", User: sb.owner, Sandbox: sb.id, Language: string(wasmrt.Python),
		Decision: Allowed, Reason: a.name + " " + r.Method + " " + r.URL.Path}
	defer func() {
		rec.DurationMS = float64(time.Since(start).Microseconds()) / 1000
		if run != nil {
			rec.ExitCode, rec.BytesOut, rec.Isolation = &run.ExitCode, len(run.Stdout)+len(run.Stderr), run.Isolation
			rec.Provider = providerOf(run.Isolation)
		}
		b.gov.audit.write(rec)
	}()
	switch {
	case err != nil && run != nil && run.TimedOut:
		rec.Error = err.Error()
		appError(w, http.StatusGatewayTimeout, err.Error())
		return
	case err != nil:
		rec.Error = err.Error()
		appError(w, http.StatusBadGateway, err.Error())
		return
	case res.Error != "":
		rec.Error = "the app raised an exception"
		appError(w, http.StatusInternalServerError, "the app raised an exception:\n"+strings.TrimSpace(res.Error))
		return
	}
	code, _, _ := strings.Cut(res.Status, " ")
	status, err := strconv.Atoi(code)
	if err != nil || status < 100 || status > 999 {
		appError(w, http.StatusBadGateway, fmt.Sprintf("the app's status %q is not a WSGI status such as \"200 OK\"", res.Status))
		return
	}
	for _, h := range res.Headers {
		if !slices.ContainsFunc(hopHeaders, func(s string) bool { return strings.EqualFold(s, h[0]) }) {
			w.Header().Add(h[0], h[1])
		}
	}
	w.WriteHeader(status)
	w.Write(res.Body)
}

// latin1 is s with each of its bytes one character, as WSGI passes paths.
func latin1(s string) string {
	r := make([]rune, len(s))
	for i := range len(s) {
		r[i] = rune(s[i])
	}
	return string(r)
}

// moduleInstall makes module name from src in the kernel.
const moduleInstall = `import sys, types
m = types.ModuleType(name)
exec(compile(src, "<" + name + ">", "exec"), m.__dict__)
sys.modules[name] = m`

// moduleCall is Python that runs call with module name (whose source is
// src) loaded in the kernel, installing it on first use, without adding
// names to the user's namespace.
func moduleCall(name, src, call string) string {
	return fmt.Sprintf("if %[1]s not in __import__(\"sys\").modules: exec(%[2]s, {\"src\": %[3]s, \"name\": %[1]s})\n%[4]s",
		strconv.Quote(name), strconv.Quote(moduleInstall), strconv.Quote(src), call)
}
