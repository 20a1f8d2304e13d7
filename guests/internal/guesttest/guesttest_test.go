package guesttest_test

import (
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
