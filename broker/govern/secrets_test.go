package govern

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"net/url"
	"strings"
	"testing"
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
