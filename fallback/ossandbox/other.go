//go:build !(linux && (amd64 || arm64)) || portable

package ossandbox

import (
	"context"
	"fmt"
	"runtime"
	"syscall"
)

// Supported reports that this system cannot make sandboxes: they need
// Linux's namespaces, on amd64 or arm64.
func Supported() error {
	return fmt.Errorf("%w: they need Linux's namespaces, Landlock and seccomp (on amd64 or arm64), and this is %s/%s; use provider docker or microvm",
		ErrUnsupported, runtime.GOOS, runtime.GOARCH)
}

// UID is sbx's own uid and gid.
func UID() (uid, gid int) { return syscall.Getuid(), syscall.Getgid() }

// SwapBounded is false: there are no cgroups.
func SwapBounded() bool { return false }

// LandlockABI is 0: there is no Landlock.
func LandlockABI() int { return 0 }

// RemoveStale does nothing: no cgroups are made on this system.
func RemoveStale() {}

// Start fails: see Supported.
func Start(Config) (*Sandbox, error) { return nil, Supported() }

// Sandbox is never made on this system.
type Sandbox struct{}

// Process is never made on this system.
type Process struct{ Pid int }

// Report is the zero Report.
func (*Sandbox) Report() Report { return Report{} }

// Done is closed: there is no sandbox.
func (*Sandbox) Done() <-chan struct{} { c := make(chan struct{}); close(c); return c }

// Start fails: see Supported.
func (*Sandbox) Start(Cmd) (*Process, error) { return nil, Supported() }

// Signal fails: see Supported.
func (*Sandbox) Signal(int, syscall.Signal, bool) error { return Supported() }

// KillAll fails: see Supported.
func (*Sandbox) KillAll() error { return Supported() }

// Memory fails: see Supported.
func (*Sandbox) Memory() (int64, error) { return 0, Supported() }

// Proportional fails: see Supported.
func (*Sandbox) Proportional() (int64, error) { return 0, Supported() }

// Rebind fails: see Supported.
func (*Sandbox) Rebind(string, string) error { return Supported() }

// SyncIn fails: see Supported.
func (*Sandbox) SyncIn() error { return Supported() }

// SyncOut fails: see Supported.
func (*Sandbox) SyncOut() error { return Supported() }

// Close does nothing.
func (*Sandbox) Close() error { return nil }

// Exited is closed: there is no process.
func (*Process) Exited() <-chan struct{} { c := make(chan struct{}); close(c); return c }

// Wait fails: see Supported.
func (*Process) Wait(context.Context) (ws syscall.WaitStatus, err error) { return ws, Supported() }

// Signal fails: see Supported.
func (*Process) Signal(syscall.Signal, bool) error { return Supported() }

// ExitCode is a wait status as a shell reports it.
func ExitCode(ws syscall.WaitStatus) int { return ws.ExitStatus() }
