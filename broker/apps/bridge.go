package apps

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

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// wsgiSource is publish_app's Python side, loaded once per kernel.
//
//go:embed wsgi.py
var wsgiSource string

// fetchSource is publish_app's JavaScript side, evaluated once per kernel.
//
//go:embed fetch.js
var fetchSource string

// appMark starts the line carrying a handler's result.
const appMark = "\x1esbx-app:"

// maxAppBody and maxAppRequest bound a request body passed to a handler
// in a kernel (a WSGI app, a fetch handler), and the whole request: it
// travels in the run's code, which has its own limit (64 KiB by default).
const (
	maxAppBody    = 32 << 10
	maxAppRequest = 48 << 10
)

// appRequest is one HTTP request as wsgi.py's and fetch.js's call take
// it. Path is the decoded path with each byte a character, as PEP 3333
// wants; URI is the path and query as sent.
type appRequest struct {
	Method     string      `json:"method"`
	Path       string      `json:"path"`
	Query      string      `json:"query"`
	URI        string      `json:"uri"`
	Host       string      `json:"host"`
	Headers    [][2]string `json:"headers"`
	Body       []byte      `json:"body"`
	Scheme     string      `json:"scheme"`
	ServerName string      `json:"server_name"`
	ServerPort string      `json:"server_port"`
}

// appResult is what a handler's call prints after its mark.
type appResult struct {
	OK      bool        `json:"ok"`
	Status  string      `json:"status"`
	Headers [][2]string `json:"headers"`
	Body    []byte      `json:"body"`
	Error   string      `json:"error"`     // what the handler raised
	TooBig  string      `json:"too_large"` // why the response could not be passed on
}

// kernelRequest is a tool call the server makes itself, for a run on
// behalf of sandbox sb of connection ss: it takes its turn as the
// sandbox's owner would.
func kernelRequest(ss *mcp.ServerSession, sb *sessions.Sandbox) *mcp.CallToolRequest {
	req := &mcp.CallToolRequest{Session: ss, Params: &mcp.CallToolParamsRaw{}}
	if sb.Owner() != "" {
		req.Extra = &mcp.RequestExtra{TokenInfo: &auth.TokenInfo{UserID: sb.Owner()}}
	}
	return req
}

// handlerCode is the code of one call, method(args...), of a's kernel
// side, installing that side on first use without adding names to the
// user's namespace. Each arg goes as JSON, which both languages read.
func handlerCode(a *app, method string, args ...any) (wasmrt.Language, string) {
	list := make([]string, len(args))
	for i, v := range args {
		data, _ := json.Marshal(v)
		list[i] = string(data)
		if a.kind != appFetch {
			// A JSON string is a Python string literal; a JSON value is
			// not always a Python one (null, true).
			text, _ := json.Marshal(string(data))
			list[i] = `__import__("json").loads(` + string(text) + `)`
		}
	}
	call := method + "(" + strings.Join(list, ", ") + ")"
	if a.kind == appFetch {
		src, _ := json.Marshal(fetchSource)
		return wasmrt.JavaScript, fmt.Sprintf("if (!globalThis[Symbol.for(\"sbx.app\")]) (0, eval)(%s);\nawait globalThis[Symbol.for(\"sbx.app\")].%s;", src, call)
	}
	return wasmrt.Python, tool.ModuleCall("_sbx_wsgi", wsgiSource, `__import__("_sbx_wsgi").`+call)
}

// handlerRun runs one call of a's kernel side in sb's kernel, as a run of
// its own under the sandbox's limits, and decodes what it printed.
func (s *Server) handlerRun(ctx context.Context, req *mcp.CallToolRequest, sb *sessions.Sandbox, a *app, method string, args ...any) (*appResult, *tool.RunCodeOutput, error) {
	lang, code := handlerCode(a, method, args...)
	if p := s.opts.Languages; p != nil && !slices.Contains(p, string(lang)) {
		return nil, nil, fmt.Errorf("this app runs %s, which this server's policy disables; publish a directory instead", lang)
	}
	run, err := s.opts.Run(ctx, req, tool.RunCodeInput{Language: string(lang), Code: code, Target: tool.Target{SandboxID: sb.ID()}})
	if err != nil {
		return nil, nil, err
	}
	switch {
	case run.TimedOut:
		return nil, run, fmt.Errorf("the app passed its time limit of %g s; the kernel keeps its state", s.opts.Limits.Timeout.Seconds())
	case run.OutputTruncated:
		return nil, run, errors.New("the app's response passed the output limit")
	}
	_, line, ok := strings.Cut(run.Stdout, appMark)
	if !ok {
		msg := fmt.Sprintf("the app's run ended without a response (exit %d)", run.ExitCode)
		if s := strings.TrimSpace(run.Stderr); s != "" {
			msg += "\n" + s
		}
		return nil, run, errors.New(msg)
	}
	var res appResult
	if err := json.Unmarshal([]byte(line), &res); err != nil {
		return nil, run, fmt.Errorf("the app's response is not valid: %w", err)
	}
	return &res, run, nil
}

// checkHandler loads a's handler afresh in sb's kernel and checks that it
// is one, so publish_app fails at once on a typo.
func (s *Server) checkHandler(ctx context.Context, req *mcp.CallToolRequest, sb *sessions.Sandbox, a *app) error {
	res, _, err := s.handlerRun(ctx, req, sb, a, "check", a.handler)
	if err != nil {
		return fmt.Errorf("checking %s: %w", a.handler, err)
	}
	if res.Error != "" {
		return fmt.Errorf("%s is not a %s handler this sandbox can load:\n%s", a.handler, a.kind, strings.TrimSpace(res.Error))
	}
	return nil
}

// hopHeaders are a connection's own headers, never passed on.
var hopHeaders = []string{"Connection", "Keep-Alive", "Proxy-Connection", "Transfer-Encoding", "Upgrade", "Te", "Trailer", "Content-Length"}

// serveHandler answers r with a of sb, a WSGI app or a fetch handler:
// one run in the sandbox's kernel per request, audited as one.
func (s *Server) serveHandler(w http.ResponseWriter, r *http.Request, ss *mcp.ServerSession, sb *sessions.Sandbox, a *app) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxAppBody+1))
	if err != nil {
		appError(w, http.StatusBadRequest, "reading the request body: "+err.Error())
		return
	}
	if len(body) > maxAppBody {
		appError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("an app in a kernel takes request bodies of at most %d KiB", maxAppBody>>10))
		return
	}
	in := appRequest{Method: r.Method, Path: latin1(r.URL.Path), Query: r.URL.RawQuery, URI: r.URL.RequestURI(), Host: r.Host, Body: body, Scheme: r.URL.Scheme}
	in.ServerName, in.ServerPort, err = net.SplitHostPort(r.Host)
	if err != nil {
		in.ServerName, in.ServerPort = r.Host, "80"
	}
	for k, vs := range r.Header {
		for _, v := range vs {
			in.Headers = append(in.Headers, [2]string{k, v})
		}
	}
	if data, _ := json.Marshal(in); len(data) > maxAppRequest {
		appError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("an app in a kernel takes requests of at most %d KiB, headers and body together", maxAppRequest>>10))
		return
	}
	start := time.Now()
	res, run, err := s.handlerRun(r.Context(), kernelRequest(ss, sb), sb, a, "call", a.handler, in, s.opts.Limits.Output-1024)
	lang, _ := handlerCode(a, "")
	rec := &govern.AuditRecord{Time: start.UTC(), Tool: "app_request", User: sb.Owner(), Sandbox: sb.ID(), Language: string(lang),
		Decision: govern.Allowed, Reason: a.name + " " + r.Method + " " + r.URL.Path}
	defer func() {
		rec.DurationMS = float64(time.Since(start).Microseconds()) / 1000
		if run != nil {
			rec.ExitCode, rec.BytesOut, rec.Isolation = &run.ExitCode, len(run.Stdout)+len(run.Stderr), run.Isolation
			rec.Provider = govern.ProviderOf(run.Isolation)
		}
		s.opts.Audit.Write(rec)
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
	case res.TooBig != "":
		rec.Error = "the response passed the output limit"
		appError(w, http.StatusBadGateway, res.TooBig)
		return
	case res.Error != "":
		rec.Error = "the app raised an exception"
		appError(w, http.StatusInternalServerError, "the app raised an exception:\n"+strings.TrimSpace(res.Error))
		return
	}
	code, _, _ := strings.Cut(res.Status, " ")
	status, err := strconv.Atoi(code)
	if err != nil || status < 200 || status > 599 {
		appError(w, http.StatusBadGateway, fmt.Sprintf("the app's status %q is not an HTTP status such as \"200 OK\"", res.Status))
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
