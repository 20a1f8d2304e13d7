package shell_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// FuzzRun runs arbitrary command lines in a sandbox whose workspace sits
// in a parent directory beside a canary file. Whatever the line, shell.Run must
// not panic, must return within its time limit (plus the grace a stopped
// line gets), and must leave everything outside the workspace as it was.
func FuzzRun(f *testing.F) {
	for _, seed := range []string{
		"echo 'a,b' > t.csv && cat t.csv | wc -l",
		"cat ../canary.txt; cat /etc/passwd; cd ..; ls; cd /; ls -la",
		"echo x > ../escape.txt; echo y > /escape.txt; mkdir /tmp; touch /x",
		"cat ../../../../canary.txt 2>&1; ls ../..",
		"echo > /tmp/sh-interp-1; : > /dev/null/sbx-no-tmp/sh-interp-2; cat < /dev/null/sbx-no-tmp/sh-interp-3",
		"source /etc/profile; . ../canary.txt; type ls; command -v sh; pwd -P",
		"echo ~root ~nobody; [ -O /etc/passwd ] && echo owned; [ -w / ] || echo ro",
		"tar czf a.tgz . && mkdir x && tar xzf a.tgz -C x; unzip -l a.tgz",
		"for i in $(seq 3); do python -c 'import os; print(os.listdir(\"..\"))'; done",
		"find / -name canary.txt; grep -r canary / 2>/dev/null; du -s /",
		"cp ../canary.txt .; mv /workspace ../moved; rm -rf /workspace/..; rm -rf /",
		"sleep 5 & sleep 10 | cat",
		"cat <(echo hi); eval 'cat <(echo hi)'",
		"exec 3>../fd.txt; exec > ../out.txt",
		"x=$(cat ../canary.txt); echo ${x:-none}",
		"f() { f | f & }; f",
		"}{ ;; 'unclosed",
	} {
		f.Add(seed)
	}
	parent := f.TempDir()
	canary := filepath.Join(parent, "canary.txt")
	if err := os.WriteFile(canary, []byte("canary"), 0o644); err != nil {
		f.Fatal(err)
	}
	ws := filepath.Join(parent, "ws")
	limits := wasmrt.DefaultLimits
	limits.Timeout = 500 * time.Millisecond
	limits.Quota.Bytes = 8 << 20
	// What is outside: the parent's entries, and the FIFOs mvdan.cc/sh
	// would make in the host's temporary directory.
	outside := func() []string {
		entries, _ := os.ReadDir(parent)
		var seen []string
		for _, e := range entries {
			seen = append(seen, e.Name())
		}
		fifos, _ := filepath.Glob(filepath.Join(os.TempDir(), "sh-interp-*"))
		return append(seen, fifos...)
	}
	if err := os.Mkdir(ws, 0o755); err != nil {
		f.Fatal(err)
	}
	want := outside()

	f.Fuzz(func(t *testing.T, command string) {
		// A fresh workspace each time, so that a failure reproduces.
		if err := os.RemoveAll(ws); err != nil {
			t.Fatal(err)
		}
		if err := os.Mkdir(ws, 0o755); err != nil {
			t.Fatal(err)
		}
		sb, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: ws, Limits: limits})
		if err != nil {
			t.Fatal(err)
		}
		defer sb.Close()
		start := time.Now()
		res, err := shell.Run(context.Background(), sb, shell.Options{Command: command})
		if took := time.Since(start); took > limits.Timeout+shell.StopGrace+time.Second {
			t.Errorf("took %s", took)
		}
		if err == nil && res.ExitCode < 0 {
			t.Errorf("exit %d", res.ExitCode)
		}
		if data, err := os.ReadFile(canary); err != nil || string(data) != "canary" {
			t.Fatalf("the canary changed: %q %v", data, err)
		}
		if got := outside(); !slices.Equal(got, want) {
			t.Fatalf("outside the workspace: %v, was %v", got, want)
		}
	})
}
