package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/broker"
)

// auditLine encodes a record as the broker stores it.
func auditLine(t *testing.T, r broker.AuditRecord) string {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b) + "\n"
}

func TestAuditTail(t *testing.T) {
	zero := 0
	at := time.Date(2025, 6, 1, 14, 3, 22, 0, time.UTC)
	lines := auditLine(t, broker.AuditRecord{Time: at, Tool: "run_code", User: "alice", Sandbox: "sb_1", Isolation: "wasm", Provider: "wasm",
		Language: "python", ExitCode: &zero, DurationMS: 12.4, BytesOut: 2048, Decision: broker.Allowed, Secrets: []string{"GITHUB_TOKEN"}}) +
		auditLine(t, broker.AuditRecord{Time: at, Tool: "run_command", Decision: broker.Denied, Reason: "the command curl is not allowed on this server"}) +
		auditLine(t, broker.AuditRecord{Time: at, Tool: "start_background", User: "bob", Decision: broker.Allowed, Error: "job limit reached"})
	path := filepath.Join(t.TempDir(), "audit.log")
	os.WriteFile(path, []byte(lines), 0o600)

	code, out, errOut := runCLI(t, "", "audit", "tail", "--file", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got := strings.Split(strings.TrimSpace(out), "\n")
	if len(got) != 3 {
		t.Fatalf("%d lines:\n%s", len(got), out)
	}
	for i, want := range [][]string{
		{"alice", "run_code python", "sb_1", "wasm", "exit 0", "12 ms", "2 KiB", "secrets GITHUB_TOKEN"},
		{"(anonymous)", "run_command", "DENIED: the command curl is not allowed"},
		{"bob", "start_background", "error: job limit reached"},
	} {
		for _, part := range want {
			if !strings.Contains(got[i], part) {
				t.Errorf("line %d %q lacks %q", i, got[i], part)
			}
		}
	}

	code, out, _ = runCLI(t, "", "audit", "tail", "-n", "1", "--json", "--file", path)
	if code != 0 || !strings.HasPrefix(out, "{") || strings.Count(out, "\n") != 1 || !strings.Contains(out, `"job limit reached"`) {
		t.Errorf("-n 1 --json: exit %d, %q", code, out)
	}

	t.Setenv("SBX_DATA_DIR", filepath.Dir(path))
	if code, out, _ := runCLI(t, "", "audit", "tail", "-n", "2"); code != 0 || strings.Count(out, "\n") != 2 {
		t.Errorf("the configured log: exit %d, %q", code, out)
	}
	if code, _, errOut := runCLI(t, "", "audit", "tail", "--file", filepath.Join(t.TempDir(), "none")); code != exitError || !strings.Contains(errOut, "audit log") {
		t.Errorf("a missing log: exit %d, %q", code, errOut)
	}
}

// TestFollowLines checks that a followed log prints lines as they are
// completed, and starts over when the log is replaced.
func TestFollowLines(t *testing.T) {
	followPoll = 10 * time.Millisecond
	path := filepath.Join(t.TempDir(), "audit.log")
	os.WriteFile(path, []byte("old\npart"), 0o600)
	f, _ := os.Open(path)
	end, err := lastLines(f, 0, func([]byte) { t.Error("-n 0 printed a line") })
	f.Close()
	if err != nil || end != 4 {
		t.Fatalf("lastLines = %d, %v; want the offset past the complete lines", end, err)
	}

	var mu sync.Mutex
	var got []string
	seen := func(n int) bool {
		mu.Lock()
		defer mu.Unlock()
		return len(got) >= n
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		done <- followLines(ctx, path, end, func(line []byte) {
			mu.Lock()
			got = append(got, string(line))
			mu.Unlock()
		})
	}()
	wait := func(n int) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); !seen(n); time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("after 5 s: %q", got)
			}
		}
	}
	af, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	af.WriteString("ial\nnext\n")
	af.Close()
	wait(2)
	os.Rename(path, path+".1")
	os.WriteFile(path, []byte("rotated\n"), 0o600)
	wait(3)
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if want := []string{"partial\n", "next\n", "rotated\n"}; strings.Join(got, "") != strings.Join(want, "") {
		t.Errorf("followed %q, want %q", got, want)
	}
}
