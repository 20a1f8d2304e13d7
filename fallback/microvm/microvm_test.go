package microvm

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
	"github.com/sbx-sandbox/sbx/fallback/internal/vmproto"
	"github.com/sbx-sandbox/sbx/provider"
)

// microVMFor returns the microVM provider, or skips the test saying what to
// install when QEMU or the kernel and initramfs are missing.
func microVMFor(t testing.TB) *MicroVM {
	t.Helper()
	m := NewMicroVM(MicroVMOptions{})
	t.Cleanup(func() { m.Close() })
	caps := m.Capabilities(context.Background())
	if !caps.Available {
		var why []string
		for _, x := range caps.Missing {
			why = append(why, x.What+": "+x.Fix)
		}
		tiertest.Skip(t, "microvm provider unavailable: %s", strings.Join(why, "; "))
	}
	return m
}

func TestMicroVM(t *testing.T) {
	m := microVMFor(t)
	caps := m.Capabilities(context.Background())
	t.Logf("isolation %s (%s)", caps.Isolation, caps.Runtime)
	id, _ := tiertest.Sandbox(t, m, fallback.Limits{})
	ctx := context.Background()

	res := tiertest.MustExec(t, m, id, `python3 -c 'print(1)'`)
	if res.Stdout != "1\n" || res.Isolation != caps.Isolation || !strings.HasPrefix(res.Runtime, "qemu-microvm/") {
		t.Fatalf("got %+v", res)
	}
	t.Run("state persists", func(t *testing.T) {
		tiertest.MustExec(t, m, id, "echo kept > /tmp/state && echo ws > note.txt")
		if res := tiertest.MustExec(t, m, id, "cat /tmp/state note.txt; id -u"); res.Stdout != "kept\nws\n65534\n" {
			t.Fatalf("second call printed %q", res.Stdout)
		}
	})
	t.Run("copy", func(t *testing.T) {
		if err := m.CopyIn(ctx, id, "data/in.txt", []byte("hello\n")); err != nil {
			t.Fatal(err)
		}
		tiertest.MustExec(t, m, id, "tr a-z A-Z < data/in.txt > data/out.txt")
		got, err := m.CopyOut(ctx, id, "/workspace/data/out.txt", 100)
		if err != nil || string(got) != "HELLO\n" {
			t.Fatalf("CopyOut = %q, %v", got, err)
		}
		if _, err := m.CopyOut(ctx, id, "/etc/passwd", 100); !errors.Is(err, fallback.ErrInput) {
			t.Fatalf("CopyOut outside /workspace: %v, want ErrInput", err)
		}
	})
	t.Run("python cells", func(t *testing.T) {
		box, err := fallback.Contract(m, caps).Create(ctx, provider.Spec{Workspace: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		defer box.Close()
		tiertest.PythonCell(t, box, box.Run, caps.Native)
	})
	t.Run("no network", func(t *testing.T) {
		if res := tiertest.MustExec(t, m, id, "ls /sys/class/net"); strings.TrimSpace(res.Stdout) != "lo" {
			t.Fatalf("interfaces: %q", res.Stdout)
		}
	})
	t.Run("timeout", func(t *testing.T) {
		res, err := m.Exec(ctx, id, fallback.ExecRequest{Command: "echo started; sleep 60 & sleep 60", Timeout: time.Second})
		if err != nil || !res.TimedOut || res.ExitCode != fallback.ExitTimeout || res.Stdout != "started\n" {
			t.Fatalf("got %+v, %v", res, err)
		}
		tiertest.MustExec(t, m, id, "true")
	})
	t.Run("output limit", func(t *testing.T) {
		res, err := m.Exec(ctx, id, fallback.ExecRequest{Command: "yes", Timeout: 20 * time.Second})
		if err != nil || !res.OutputTruncated || len(res.Stdout) != fallback.DefaultLimits.Output || res.ExitCode != fallback.ExitOutput {
			t.Fatalf("truncated=%v bytes=%d exit=%d, %v", res.OutputTruncated, len(res.Stdout), res.ExitCode, err)
		}
		tiertest.MustExec(t, m, id, "true")
	})
}

func TestQEMUArgs(t *testing.T) {
	m := NewMicroVM(MicroVMOptions{Dir: "/vm"})
	for _, tc := range []struct {
		accel   string
		limits  fallback.Limits
		wantMem string
		wantCPU bool
	}{
		{"tcg", fallback.DefaultLimits, "512", false},
		{"kvm", fallback.Limits{Memory: 1 << 30}, "1280", true},
	} {
		t.Run(tc.accel, func(t *testing.T) {
			args := strings.Join(m.qemuArgs(tc.accel, tc.limits, "/log"), " ")
			for _, want := range []string{"-M microvm,acpi=off", "-accel " + tc.accel, "-m " + tc.wantMem + " ", "-nodefaults",
				"-kernel /vm/vmlinuz", "-initrd /vm/initramfs.cpio.zst", "sbx.port=/dev/ttyS1"} {
				if !strings.Contains(args, want) {
					t.Errorf("args lack %q: %s", want, args)
				}
			}
			if strings.Contains(args, "-netdev") || strings.Contains(args, "-drive") {
				t.Errorf("a VM has no network and no disk: %s", args)
			}
			if got := strings.Contains(args, "-cpu host"); got != tc.wantCPU {
				t.Errorf("-cpu host = %v, want %v", got, tc.wantCPU)
			}
		})
	}
}

// TestWaiterStreamsWithinLimit: however much a VM sends as a streamed
// exec's output, at most the call's output limit reaches the caller.
func TestWaiterStreamsWithinLimit(t *testing.T) {
	var stdout, stderr strings.Builder
	w := &waiter{stdout: &stdout, stderr: &stderr, room: 10}
	for _, r := range []*vmproto.Response{
		{Partial: true, Stdout: []byte("abcd")},
		{Partial: true, Stderr: []byte("ef")},
		{Partial: true, Stdout: []byte("ghijklmnop"), Stderr: []byte("zz")},
		{Partial: true, Stdout: []byte(strings.Repeat("x", 1<<20))},
	} {
		w.stream(r)
	}
	if stdout.String() != "abcdghij" || stderr.String() != "ef" {
		t.Errorf("streamed stdout %q, stderr %q; want the first 10 bytes only", stdout.String(), stderr.String())
	}
}
