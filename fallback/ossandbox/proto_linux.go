//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"encoding/json"
	"fmt"
	"net"
	"os"

	"golang.org/x/sys/unix"
)

// The stages a re-executed binary runs, named in its environment.
const (
	stageVar  = "SBX_OSSANDBOX_STAGE"
	configVar = "SBX_OSSANDBOX_CONFIG"
	stageInit = "init"
	stageExec = "exec"
)

// msg is one message between the host and a sandbox's init process, over
// a SOCK_SEQPACKET socket pair; spawn carries the new process's files.
type msg struct {
	Op     string    `json:"op"` // go, ready, spawn, started, signal, exit, error
	ID     int       `json:"id,omitempty"`
	Pid    int       `json:"pid,omitempty"`
	Signal int       `json:"signal,omitempty"`
	Group  bool      `json:"group,omitempty"`
	Status int       `json:"status,omitempty"` // a wait status
	Err    string    `json:"err,omitempty"`
	Exec   *execSpec `json:"exec,omitempty"`
	Report *Report   `json:"report,omitempty"`
}

// execSpec is what the exec stage sets up before it becomes the program.
type execSpec struct {
	Argv     []string `json:"argv"`
	Env      []string `json:"env"`
	Dir      string   `json:"dir"`
	Files    int      `json:"files"` // how many descriptors the process gets
	NProc    int64    `json:"nproc"`
	FileSize int64    `json:"fsize"`
	NoFile   int      `json:"nofile"`
	CPU      int64    `json:"cpu,omitempty"` // seconds
	Signals  int64    `json:"sigpending"`    // queued signals
	Detach   bool     `json:"detach,omitempty"`
	// NoLandlock skips Landlock, as on a kernel without it (tests).
	NoLandlock bool  `json:"no_landlock,omitempty"`
	AS         int64 `json:"as,omitempty"`
}

// initSpec is what init builds the sandbox from.
type initSpec struct {
	Workspace string `json:"workspace"`
	Home      string `json:"home,omitempty"`
	HomeRO    bool   `json:"home_ro,omitempty"`
	// Trees says that the workspace, and the home if there is one, come
	// as detached mounts on descriptors 4 and 5 (see mountTrees).
	Trees    bool     `json:"trees,omitempty"`
	ReadOnly []string `json:"ro,omitempty"`
	Tmp      int64    `json:"tmp"`
	// Quota, when set, makes /workspace and /home/user a tmpfs (see
	// Config.Quota): init sends its root with its ready message, and the
	// read-only home's after it.
	Quota Quota `json:"quota,omitzero"`
}

// maxMsg bounds one message: an exec's environment and arguments.
const maxMsg = 1 << 20

// send writes m with files attached.
func send(c *net.UnixConn, m msg, files ...*os.File) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if len(b) > maxMsg {
		return fmt.Errorf("the command and its environment take %d bytes, over the limit of %d", len(b), maxMsg)
	}
	var oob []byte
	if len(files) > 0 {
		fds := make([]int, len(files))
		for i, f := range files {
			fds[i] = int(f.Fd())
		}
		oob = unix.UnixRights(fds...)
	}
	_, _, err = c.WriteMsgUnix(b, oob, nil)
	return err
}

// recv reads one message and the files that came with it.
func recv(c *net.UnixConn) (msg, []*os.File, error) {
	b := make([]byte, maxMsg)
	oob := make([]byte, unix.CmsgSpace(16*4))
	n, oobn, _, _, err := c.ReadMsgUnix(b, oob)
	if err != nil {
		return msg{}, nil, err
	}
	if n == 0 {
		return msg{}, nil, ErrClosed
	}
	var files []*os.File
	if oobn > 0 {
		scms, err := unix.ParseSocketControlMessage(oob[:oobn])
		if err != nil {
			return msg{}, nil, err
		}
		for _, scm := range scms {
			fds, err := unix.ParseUnixRights(&scm)
			if err != nil {
				continue
			}
			for _, fd := range fds {
				unix.CloseOnExec(fd)
				files = append(files, os.NewFile(uintptr(fd), "passed"))
			}
		}
	}
	var m msg
	if err := json.Unmarshal(b[:n], &m); err != nil {
		for _, f := range files {
			f.Close()
		}
		return msg{}, nil, err
	}
	return m, files, nil
}

// socketPair returns a connected SOCK_SEQPACKET pair: this side as a
// connection, the other as a file to hand to a child.
func socketPair() (*net.UnixConn, *os.File, error) {
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_SEQPACKET|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, nil, err
	}
	f := os.NewFile(uintptr(fds[0]), "sandbox-control")
	defer f.Close()
	c, err := net.FileConn(f)
	if err != nil {
		unix.Close(fds[1])
		return nil, nil, err
	}
	return c.(*net.UnixConn), os.NewFile(uintptr(fds[1]), "sandbox-control"), nil
}
