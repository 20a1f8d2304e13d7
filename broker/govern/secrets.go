package govern

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Secret is a named value the operator lends to runs. A call names the
// secrets it wants (the secrets argument of run_code, run_command and
// start_background); each one granted reaches that run only (a job, for its
// lifetime), as the environment variable Name.
// Every form of the value is redacted from whatever the broker sends back.
type Secret struct {
	Name  string // the environment variable a run sees; also the name a call asks for
	Value string
	// Tools may receive the secret: run_code, run_command,
	// start_background. Empty means all of them.
	Tools []string
	// Users may ask for it. Empty means every user, the anonymous one included.
	Users []string
	// Hosts, if set, keep the value out of the sandbox: a run gets
	// StandIn in its variable, and native sandboxes' egress proxy writes
	// the value in its place in requests to these hosts (entries as in
	// network.egress_allow) only.
	Hosts []string
	// StandIn is what a run sees of a secret with Hosts; the broker sets it.
	StandIn string
}

// secretTools are the tools that take a secrets argument.
var secretTools = []string{"run_code", "run_command", "start_background"}

// MinSecretBytes is the shortest secret value the broker accepts: redacting
// anything shorter would mangle ordinary output.
const MinSecretBytes = 8

// Redactor replaces every form of every secret value with a marker naming
// the secret: the value itself, its hex (both cases), URL-encoded, and
// base64 forms (standard and URL alphabets, padded or not, and the parts of
// the base64 of any text that are fixed by the value wherever it starts).
// It is a guard against accidents — code that echoes its environment, a
// token in a traceback — not against code that transforms a value on
// purpose before printing it.
type Redactor struct {
	forms []form // longest first
	max   int    // length of the longest form
}

// form is one spelling of a secret value.
type form struct {
	text   []byte
	marker []byte
}

// NewRedactor returns a redactor for secrets; nil when there are none.
func NewRedactor(secrets []Secret) *Redactor {
	if len(secrets) == 0 {
		return nil
	}
	r := &Redactor{}
	seen := map[string]bool{}
	for _, s := range secrets {
		marker := []byte("[redacted:" + s.Name + "]")
		for _, f := range spellings([]byte(s.Value)) {
			if len(f) == 0 || seen[f] {
				continue
			}
			seen[f] = true
			r.forms = append(r.forms, form{text: []byte(f), marker: marker})
			r.max = max(r.max, len(f))
		}
	}
	slices.SortStableFunc(r.forms, func(a, b form) int { return len(b.text) - len(a.text) })
	return r
}

// spellings lists the forms of v that are redacted.
func spellings(v []byte) []string {
	out := []string{string(v), hex.EncodeToString(v), strings.ToUpper(hex.EncodeToString(v)),
		url.QueryEscape(string(v)), url.PathEscape(string(v)), PercentEncode(string(v))}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding} {
		out = append(out, enc.EncodeToString(v))
		// Inside longer base64 text, v starts at one of three offsets in a
		// 3-byte group. Keep the characters that depend on v alone.
		for lead := range 3 {
			s := enc.EncodeToString(append(make([]byte, lead), v...))
			from := []int{0, 2, 3}[lead]
			to := 8 * (lead + len(v)) / 6
			out = append(out, s[from:to])
		}
	}
	return out
}

// PercentEncode returns s with every byte but RFC 3986's unreserved ones
// (letters, digits, "-._~") percent-encoded, as a URI template's simple
// expansion writes a value. It is one of the forms a Redactor replaces.
func PercentEncode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// HoldsFold reports whether s holds a form of a secret, in any case: for
// text that something may have changed the case of, such as an HTTP
// header's name, which Go writes in its canonical case.
func (r *Redactor) HoldsFold(s string) bool {
	if r == nil {
		return false
	}
	s = strings.ToLower(s)
	return slices.ContainsFunc(r.forms, func(f form) bool { return strings.Contains(s, strings.ToLower(string(f.text))) })
}

// String returns s with every secret form replaced.
func (r *Redactor) String(s string) string {
	if r == nil {
		return s
	}
	var b strings.Builder
	w := r.Writer(&b)
	io.WriteString(w, s)
	w.Close()
	return b.String()
}

// Writer returns a writer that passes what it is given on to w, redacted.
// A secret split across writes is still found: the writer holds back the
// last bytes that could begin one until more arrive or it is closed. Close
// flushes them; it does not close w.
func (r *Redactor) Writer(w io.Writer) io.WriteCloser {
	return &redactWriter{r: r, w: w}
}

// redactWriter is the writer Writer returns.
type redactWriter struct {
	r   *Redactor
	w   io.Writer
	buf []byte
}

// Write implements io.Writer.
func (rw *redactWriter) Write(p []byte) (int, error) {
	rw.buf = append(rw.buf, p...)
	if err := rw.flush(false); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Close implements io.Closer: it writes out what was held back.
func (rw *redactWriter) Close() error { return rw.flush(true) }

// flush writes out the buffer, redacted, but for a tail in which a form
// might still begin (none when final).
func (rw *redactWriter) flush(final bool) error {
	var out []byte
	buf, pos := rw.buf, 0
	for {
		at, f := rw.r.next(buf[pos:])
		if f == nil {
			break
		}
		start := pos + at
		if !final && start+rw.r.max > len(buf) {
			// a longer form could start here and end in the next write
			out = append(out, buf[pos:start]...)
			pos = start
			rw.buf = append(rw.buf[:0], buf[pos:]...)
			return rw.write(out)
		}
		out = append(append(out, buf[pos:start]...), f.marker...)
		pos = start + len(f.text)
	}
	keep := 0
	if !final {
		keep = min(rw.r.max-1, len(buf)-pos)
	}
	out = append(out, buf[pos:len(buf)-keep]...)
	rw.buf = append(rw.buf[:0], buf[len(buf)-keep:]...)
	return rw.write(out)
}

func (rw *redactWriter) write(p []byte) error {
	if len(p) == 0 {
		return nil
	}
	_, err := rw.w.Write(p)
	return err
}

// next finds the leftmost form in p, the longest of those starting there.
func (r *Redactor) next(p []byte) (int, *form) {
	at, found := len(p), (*form)(nil)
	for i := range r.forms {
		f := &r.forms[i]
		if j := bytes.Index(p[:min(len(p), at+len(f.text))], f.text); j >= 0 && j < at {
			at, found = j, f
		}
	}
	return at, found
}

// JSON returns raw (a JSON document) with every secret form replaced in
// its strings, keys included. raw comes back as it is when nothing matched.
func (r *Redactor) JSON(raw json.RawMessage) json.RawMessage {
	if r == nil || len(raw) == 0 {
		return raw
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return raw
	}
	changed := false
	v = r.value(v, &changed)
	if !changed {
		return raw
	}
	out, err := json.Marshal(v)
	if err != nil {
		return raw
	}
	return out
}

// value redacts the strings of a decoded JSON value.
func (r *Redactor) value(v any, changed *bool) any {
	switch v := v.(type) {
	case string:
		s := r.String(v)
		*changed = *changed || s != v
		return s
	case []any:
		for i := range v {
			v[i] = r.value(v[i], changed)
		}
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			out[r.value(k, changed).(string)] = r.value(x, changed)
		}
		return out
	}
	return v
}

// envKey is the context key of the secrets granted to a call.
type envKey struct{}

// WithEnv returns ctx carrying env, the "NAME=value" pairs of the secrets
// granted to the call.
func WithEnv(ctx context.Context, env []string) context.Context {
	if len(env) == 0 {
		return ctx
	}
	return context.WithValue(ctx, envKey{}, env)
}

// GrantedEnv returns the secrets granted to the call of ctx, as "NAME=value"
// pairs for a process's environment.
func GrantedEnv(ctx context.Context) []string {
	env, _ := ctx.Value(envKey{}).([]string)
	return env
}

// Result removes every secret from a result or an error on its way to
// the client.
func (r *Redactor) Result(res mcp.Result, err error) (mcp.Result, error) {
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
			c.URI, c.Text = r.String(c.URI), r.String(c.Text)
			if len(c.Blob) > 0 {
				c.Blob = []byte(r.String(string(c.Blob)))
			}
		}
	case *mcp.ListResourcesResult:
		if res == nil {
			return res, nil
		}
		for _, x := range res.Resources {
			r.strings(&x.URI, &x.Name, &x.Title, &x.Description)
		}
	}
	return res, nil
}

// strings redacts each of the strings in place.
func (r *Redactor) strings(ss ...*string) {
	for _, s := range ss {
		*s = r.String(*s)
	}
}

// redactContent redacts one content block in place.
func redactContent(r *Redactor, c mcp.Content) {
	switch c := c.(type) {
	case *mcp.TextContent:
		c.Text = r.String(c.Text)
	case *mcp.ResourceLink:
		r.strings(&c.URI, &c.Name, &c.Title, &c.Description)
	case *mcp.EmbeddedResource:
		if c.Resource != nil {
			r.strings(&c.Resource.URI, &c.Resource.Text)
			if len(c.Resource.Blob) > 0 {
				c.Resource.Blob = []byte(r.String(string(c.Resource.Blob)))
			}
		}
	}
}
