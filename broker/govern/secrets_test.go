package govern

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log/slog"
	"net/url"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// testSecret is a value no output holds by chance.
const testSecret = "tok-3f9a7c21e8d4b6"

var testSecrets = []Secret{{Name: "API_TOKEN", Value: testSecret}}

func TestRedactorForms(t *testing.T) {
	r := NewRedactor(testSecrets)
	for _, tt := range []struct{ name, text string }{
		{"plain", "token=" + testSecret + "\n"},
		{"hex", hex.EncodeToString([]byte(testSecret))},
		{"HEX", strings.ToUpper(hex.EncodeToString([]byte(testSecret)))},
		{"query escaped", url.QueryEscape(testSecret + " ")},
		{"base64", base64.StdEncoding.EncodeToString([]byte(testSecret))},
		{"base64 url", base64.URLEncoding.EncodeToString([]byte(testSecret))},
		{"base64 raw", base64.RawStdEncoding.EncodeToString([]byte(testSecret))},
		{"base64 at offset 1", base64.StdEncoding.EncodeToString([]byte("x" + testSecret + "tail"))},
		{"base64 at offset 2", base64.StdEncoding.EncodeToString([]byte("xy" + testSecret + "tail"))},
		{"base64 at offset 3", base64.StdEncoding.EncodeToString([]byte("xyz" + testSecret))},
		{"twice", testSecret + testSecret},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := r.String(tt.text)
			if strings.Contains(got, testSecret) || !strings.Contains(got, "[redacted:API_TOKEN]") {
				t.Errorf("String(%q) = %q, want the secret redacted", tt.text, got)
			}
			for _, f := range spellings([]byte(testSecret)) {
				if strings.Contains(got, f) {
					t.Errorf("String(%q) = %q still holds the form %q", tt.text, got, f)
				}
			}
		})
	}
	if got := r.String("nothing to see"); got != "nothing to see" {
		t.Errorf("String changed text without a secret: %q", got)
	}
	if (*Redactor)(nil).String("x") != "x" || NewRedactor(nil) != nil {
		t.Error("a redactor without secrets must change nothing")
	}
	if !r.HoldsFold("X-"+strings.ToUpper(testSecret)) || r.HoldsFold("X-Other") || (*Redactor)(nil).HoldsFold(testSecret) {
		t.Error("HoldsFold: a secret in another case not found, or one found where there is none")
	}
}

// TestRedactorStreams writes text in every pair of chunks: a secret split
// between two writes is still redacted, and nothing else changes.
func TestRedactorStreams(t *testing.T) {
	r := NewRedactor(append(testSecrets, Secret{Name: "LONGER", Value: testSecret + "-and-more"}))
	text := "before " + testSecret + " middle " + testSecret + "-and-more after " + base64.StdEncoding.EncodeToString([]byte(testSecret))
	want := r.String(text)
	if strings.Contains(want, testSecret) || !strings.Contains(want, "[redacted:LONGER]") {
		t.Fatalf("String = %q", want)
	}
	for i := range len(text) + 1 {
		var b strings.Builder
		w := r.Writer(&b)
		w.Write([]byte(text[:i]))
		w.Write([]byte(text[i:]))
		w.Close()
		if b.String() != want {
			t.Fatalf("split at %d: %q, want %q", i, b.String(), want)
		}
	}
	// byte by byte
	var b strings.Builder
	w := r.Writer(&b)
	for i := range len(text) {
		w.Write([]byte{text[i]})
	}
	w.Close()
	if b.String() != want {
		t.Fatalf("byte by byte: %q, want %q", b.String(), want)
	}
}

func TestRedactorJSON(t *testing.T) {
	r := NewRedactor(testSecrets)
	raw := json.RawMessage(`{"stdout":"` + testSecret + `\n","n":1.50,"list":["a","x` + testSecret + `"],"` + testSecret + `":true}`)
	got := string(r.JSON(raw))
	if strings.Contains(got, testSecret) || !strings.Contains(got, `"n":1.50`) {
		t.Errorf("JSON = %s", got)
	}
	clean := json.RawMessage(`{"a": "b"}`)
	if string(r.JSON(clean)) != string(clean) {
		t.Errorf("JSON rewrote a document without secrets: %s", r.JSON(clean))
	}
}

// TestRedactorResults checks that a secret used as a file name is
// redacted from every string of a result that names a resource: links,
// lists, reads and embedded resources, spelt plainly or percent-encoded.
func TestRedactorResults(t *testing.T) {
	r := NewRedactor(append(testSecrets, Secret{Name: "ODD", Value: "odd key!$&'()*+,;=:@"}))
	for _, name := range []string{testSecret, "odd key!$&'()*+,;=:@"} {
		uri := "sbx://sandbox/sb_1/outputs/" + PercentEncode(name+".txt")
		size := int64(1)
		for _, tt := range []struct {
			what string
			res  mcp.Result
		}{
			{"resource link", &mcp.CallToolResult{Content: []mcp.Content{&mcp.ResourceLink{URI: uri, Name: name + ".txt", Title: name, Description: name, Size: &size}}}},
			{"embedded resource", &mcp.CallToolResult{Content: []mcp.Content{&mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: uri, Text: name}}}}},
			{"resources/list", &mcp.ListResourcesResult{Resources: []*mcp.Resource{{URI: uri, Name: name + ".txt", Title: name, Description: name}}}},
			{"resources/read", &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, Blob: []byte(name)}}}},
		} {
			t.Run(tt.what, func(t *testing.T) {
				res, err := r.Result(tt.res, nil)
				data, _ := json.Marshal(res)
				if err != nil || strings.Contains(string(data), name) || strings.Contains(string(data), PercentEncode(name)) ||
					!strings.Contains(string(data), "[redacted:") {
					t.Errorf("%s: %s, %v", tt.what, data, err)
				}
			})
		}
	}
}

// TestRedactorLog checks that a log line holds no secret, whether it is in
// the message, a string, an error, a group or an attribute of the logger.
func TestRedactorLog(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(NewRedactor(testSecrets).Handler(slog.NewJSONHandler(&buf, nil)))
	log.With("path", "/workspace/"+testSecret).Warn("reading "+testSecret+" failed",
		"err", errors.New("open "+testSecret+": no such file"), slog.Group("run", "stderr", testSecret), "n", 3)
	if out := buf.String(); strings.Contains(out, testSecret) || strings.Count(out, "[redacted:API_TOKEN]") != 4 || !strings.Contains(out, `"n":3`) {
		t.Errorf("log line: %s", out)
	}
}

// TestAuditorRedacts checks that a record's strings lose their secrets on
// the way to the audit log: an app's error, a refusal's reason.
func TestAuditorRedacts(t *testing.T) {
	var buf bytes.Buffer
	a := NewAuditor(&buf, slog.Default(), "", NewRedactor(testSecrets))
	a.Write(&AuditRecord{Tool: "app_request", Reason: "api GET /" + testSecret, Error: "the app's run ended without a response (exit 1)\nValueError: " + testSecret})
	if out := buf.String(); strings.Contains(out, testSecret) || strings.Count(out, "[redacted:API_TOKEN]") != 2 {
		t.Errorf("audit line: %s", out)
	}
}

func FuzzRedactor(f *testing.F) {
	f.Add("plain "+testSecret, 3)
	f.Add(base64.StdEncoding.EncodeToString([]byte("ab"+testSecret)), 7)
	r := NewRedactor(testSecrets)
	f.Fuzz(func(t *testing.T, text string, split int) {
		want := r.String(text)
		if strings.Contains(want, testSecret) {
			t.Fatalf("String(%q) = %q holds the secret", text, want)
		}
		if split < 0 || split > len(text) {
			split = len(text) / 2
		}
		var b strings.Builder
		w := r.Writer(&b)
		w.Write([]byte(text[:split]))
		w.Write([]byte(text[split:]))
		w.Close()
		if b.String() != want {
			t.Fatalf("split at %d: %q, want %q", split, b.String(), want)
		}
	})
}
