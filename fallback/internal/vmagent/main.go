//go:build linux

// Command vmagent is the init process of sbx's microVM: it mounts the
// kernel file systems, then answers vmproto requests on a serial port,
// running each command as nobody in its own process group under a timeout
// and an output limit. sandbox-image/microvm/build.sh builds it static and
// installs it as /init.
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/sbx-sandbox/sbx/fallback/internal/vmproto"
	"github.com/sbx-sandbox/sbx/internal/capture"
)

// nobody runs the sandboxed commands.
const nobody = 65534

// workspace is the directory file requests are relative to.
var workspace = "/workspace"

// home is HOME, a tmpfs of the machine's own that nobody may write.
const home = "/home/user"

func main() {
	if os.Getpid() == 1 {
		if err := setup(); err != nil {
			fmt.Fprintln(os.Stderr, "vmagent:", err)
		}
		defer unix.Reboot(unix.LINUX_REBOOT_CMD_POWER_OFF)
	}
	port, err := openPort(param("sbx.port", "/dev/ttyS1"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "vmagent:", err)
		return
	}
	if err := serve(vmproto.NewConn(port, port), uname()); err != nil && !errors.Is(err, io.EOF) {
		fmt.Fprintln(os.Stderr, "vmagent:", err)
	}
}

// setup mounts what programs expect and quiets the kernel's console.
func setup() error {
	mounts := []struct{ src, dst, fstype, data string }{
		{"proc", "/proc", "proc", ""},
		{"sysfs", "/sys", "sysfs", ""},
		{"devtmpfs", "/dev", "devtmpfs", ""},
		{"tmpfs", "/tmp", "tmpfs", "mode=1777"},
		{"tmpfs", home, "tmpfs", "mode=0700"},
		{"devpts", "/dev/pts", "devpts", ""},
	}
	var errs []error
	for _, m := range mounts {
		os.MkdirAll(m.dst, 0o755)
		if err := unix.Mount(m.src, m.dst, m.fstype, unix.MS_NOSUID, m.data); err != nil {
			errs = append(errs, fmt.Errorf("mount %s: %w", m.dst, err))
		}
	}
	os.WriteFile("/proc/sys/kernel/printk", []byte("1\n"), 0)
	os.MkdirAll(workspace, 0o755)
	os.Chown(workspace, nobody, nobody)
	os.Chown(home, nobody, nobody)
	unix.Sethostname([]byte("sbx"))
	return errors.Join(errs...)
}

// param returns the value of name=value on the kernel command line.
func param(name, def string) string {
	b, _ := os.ReadFile("/proc/cmdline")
	for _, f := range strings.Fields(string(b)) {
		if v, ok := strings.CutPrefix(f, name+"="); ok {
			return v
		}
	}
	return def
}

// openPort opens the serial port in raw mode: no echo, no line editing,
// no newline translation.
func openPort(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		return nil, err
	}
	t, err := unix.IoctlGetTermios(int(f.Fd()), unix.TCGETS)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	t.Iflag &^= unix.IGNBRK | unix.BRKINT | unix.PARMRK | unix.ISTRIP | unix.INLCR | unix.IGNCR | unix.ICRNL | unix.IXON | unix.IXOFF
	t.Oflag &^= unix.OPOST
	t.Lflag &^= unix.ECHO | unix.ECHONL | unix.ICANON | unix.ISIG | unix.IEXTEN
	t.Cflag &^= unix.CSIZE | unix.PARENB | unix.CRTSCTS
	t.Cflag |= unix.CS8 | unix.CLOCAL
	t.Cc[unix.VMIN], t.Cc[unix.VTIME] = 1, 0
	if err := unix.IoctlSetTermios(int(f.Fd()), unix.TCSETS, t); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// uname is the running kernel's release.
func uname() string {
	var u unix.Utsname
	unix.Uname(&u)
	return unix.ByteSliceToString(u.Release[:])
}

// serve answers requests on c until it is closed.
func serve(c *vmproto.Conn, kernel string) error {
	if err := c.Send(vmproto.Hello{Ready: true, Kernel: kernel}); err != nil {
		return err
	}
	for {
		var req vmproto.Request
		if err := c.Receive(&req); err != nil {
			return err
		}
		var mu sync.Mutex // the final Response never crosses a Partial one
		send := func(resp *vmproto.Response) error {
			mu.Lock()
			defer mu.Unlock()
			resp.ID = req.ID
			return c.Send(resp)
		}
		if err := send(handle(&req, send)); err != nil {
			return err
		}
	}
}

// handle carries out one request; send sends a streamed exec's Partial
// responses.
func handle(req *vmproto.Request, send func(*vmproto.Response) error) *vmproto.Response {
	switch req.Op {
	case vmproto.OpExec:
		return run(req, send)
	case vmproto.OpWrite:
		p := filepath.Join(workspace, req.Path)
		if err := mkdirs(filepath.Dir(req.Path)); err != nil {
			return &vmproto.Response{Error: err.Error()}
		}
		if err := os.WriteFile(p, req.Data, 0o644); err != nil {
			return &vmproto.Response{Error: err.Error()}
		}
		os.Lchown(p, nobody, nobody)
		return &vmproto.Response{}
	case vmproto.OpRead:
		f, err := os.Open(filepath.Join(workspace, req.Path))
		if err != nil {
			return &vmproto.Response{Error: err.Error()}
		}
		defer f.Close()
		data, err := io.ReadAll(io.LimitReader(f, int64(req.Max)+1))
		if err != nil {
			return &vmproto.Response{Error: err.Error()}
		}
		if len(data) > req.Max {
			return &vmproto.Response{Error: fmt.Sprintf("larger than %d bytes", req.Max)}
		}
		return &vmproto.Response{Data: data}
	}
	return &vmproto.Response{Error: "unknown op " + req.Op}
}

// mkdirs creates directory rel under the workspace and its parents, owned
// by nobody like everything the commands make.
func mkdirs(rel string) error {
	p := workspace
	for _, part := range strings.Split(filepath.Clean(rel), "/") {
		p = filepath.Join(p, part)
		if err := os.Mkdir(p, 0o755); err == nil {
			os.Lchown(p, nobody, nobody)
		} else if !errors.Is(err, fs.ErrExist) {
			return err
		}
	}
	return nil
}

// run runs req's command as nobody in its own process group, killing the
// group at the timeout or when the output passes the limit. For a streamed
// request, each piece of output within the limit is sent as it comes.
func run(req *vmproto.Request, send func(*vmproto.Response) error) *vmproto.Response {
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(req.TimeoutMS)*time.Millisecond)
	defer cancel()
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", req.Command)
	cmd.Dir = req.Workdir
	cmd.Env = []string{"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + home, "LANG=C.UTF-8", "PYTHONUNBUFFERED=1"}
	for k, v := range req.Env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	cmd.Stdin = bytes.NewReader(req.Stdin)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if os.Getuid() == 0 {
		cmd.SysProcAttr.Credential = &syscall.Credential{Uid: nobody, Gid: nobody}
	}
	out := capture.New(req.MaxOutput, cancel)
	if req.Stream {
		out.Tee(partial{send, 0}, partial{send, 1})
	}
	cmd.Stdout, cmd.Stderr = out.Stdout(), out.Stderr()
	cmd.Cancel = func() error { return unix.Kill(-cmd.Process.Pid, unix.SIGKILL) }
	cmd.WaitDelay = time.Second // a grandchild holding the pipes open is not waited for
	if err := cmd.Start(); err != nil {
		return &vmproto.Response{Error: err.Error()}
	}
	err := cmd.Wait()
	resp := &vmproto.Response{TimedOut: errors.Is(ctx.Err(), context.DeadlineExceeded)}
	resp.Stdout, resp.Stderr, resp.Truncated = out.Result()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		resp.ExitCode = exit.ExitCode()
		if resp.ExitCode < 0 { // killed by a signal, as a shell reports it
			resp.ExitCode = 128 + int(exit.Sys().(syscall.WaitStatus).Signal())
		}
	case err != nil && !errors.Is(err, exec.ErrWaitDelay):
		resp.Error = err.Error()
	}
	unix.Kill(-cmd.Process.Pid, unix.SIGKILL) // whatever it left behind
	return resp
}

// partial sends what is written to it as Partial responses: stdout, or
// stderr (i == 1).
type partial struct {
	send func(*vmproto.Response) error
	i    int
}

// Write implements io.Writer.
func (p partial) Write(b []byte) (int, error) {
	resp := &vmproto.Response{Partial: true, Stdout: b}
	if p.i == 1 {
		resp.Stdout, resp.Stderr = nil, b
	}
	return len(b), p.send(resp)
}
