package guesttest_test

import (
	"bytes"
	_ "embed"
	"os"
	"path/filepath"
	"testing"

	"github.com/sbx-sandbox/sbx/guests/internal/guesttest"
)

//go:embed testdata/echo.wasm
var echoWasm []byte

func TestExec(t *testing.T) {
	inst := guesttest.New(t, echoWasm)
	inst.Init()
	tests := []struct {
		code           string
		status         int32
		stdout, stderr string
	}{
		{"hello\n", 0, "hello\n", ""},
		{"!boom\n", 1, "", "!boom\n"},
		{"", 0, "", ""},
	}
	for _, tt := range tests {
		status, stdout, stderr := inst.Exec(tt.code)
		if status != tt.status || stdout != tt.stdout || stderr != tt.stderr {
			t.Errorf("Exec(%q) = %d, %q, %q; want %d, %q, %q",
				tt.code, status, stdout, stderr, tt.status, tt.stdout, tt.stderr)
		}
	}
	if fi, err := os.Stat(inst.Workspace); err != nil || !fi.IsDir() {
		t.Errorf("Workspace %q is not a directory: %v", inst.Workspace, err)
	}
}

func TestMainMode(t *testing.T) {
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"echo"}, 1},
		{[]string{"echo", "a"}, 2},
		{[]string{"echo", "a", "b"}, 9}, // proc_exit
	}
	for _, tt := range tests {
		code, _, _ := guesttest.Main(t, echoWasm, tt.args, "")
		if code != tt.code {
			t.Errorf("Main(%q) = %d, want %d", tt.args, code, tt.code)
		}
	}
}

func TestWithDir(t *testing.T) {
	dir := t.TempDir()
	inst := guesttest.New(t, echoWasm, guesttest.WithDir(dir, guesttest.Workspace),
		guesttest.WithReadOnlyDir(filepath.Join(dir), "/ro"), guesttest.WithEnv("A", "b"))
	if inst.Workspace != dir {
		t.Errorf("Workspace = %q, want %q", inst.Workspace, dir)
	}
}

func TestWithOutput(t *testing.T) {
	var out bytes.Buffer
	inst := guesttest.New(t, echoWasm, guesttest.WithOutput(&out))
	inst.Init()
	status, stdout, stderr := inst.Exec("hello\n")
	if status != 0 || stdout != "hello\n" || stderr != "" {
		t.Errorf("Exec = %d, %q, %q; want 0, %q, %q", status, stdout, stderr, "hello\n", "")
	}
	inst.Exec("!boom\n")
	if got, want := out.String(), "hello\n!boom\n"; got != want {
		t.Errorf("WithOutput got %q, want %q", got, want)
	}
}
