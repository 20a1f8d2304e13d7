//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx/fallback/ossandbox/internal/confine"
)

// userNSFix says how to let sbx make user namespaces on the hosts that
// restrict them.
const userNSFix = "sbx needs unprivileged user namespaces: on Ubuntu 23.10 and later allow them for sbx with an AppArmor profile " +
	"(`abi <abi/4.0>, include <tunables/global>, profile sbx /path/to/sbx flags=(unconfined) { userns, }` in /etc/apparmor.d/sbx, " +
	"then `apparmor_parser -r /etc/apparmor.d/sbx`) or for everyone with `sysctl kernel.apparmor_restrict_unprivileged_userns=0`; " +
	"on Debian before 11 `sysctl kernel.unprivileged_userns_clone=1`; set `user.max_user_namespaces` above 0; " +
	"inside a container, run it with a seccomp profile that allows unshare (Docker's default one does not)"

var supported struct {
	once sync.Once
	err  error
}

// Supported reports whether this host lets sbx make sandboxes: it starts
// one empty set of namespaces once, and reads the settings that explain a
// refusal. The error wraps ErrUnsupported and names the fix.
func Supported() error {
	supported.once.Do(func() { supported.err = probe() })
	return supported.err
}

// probe starts this binary in new namespaces, as Start would, to exit at
// once.
func probe() error {
	var why []string
	for file, bad := range map[string]string{
		"/proc/sys/user/max_user_namespaces":                     "0",
		"/proc/sys/kernel/unprivileged_userns_clone":             "0",
		"/proc/sys/kernel/apparmor_restrict_unprivileged_userns": "1",
	} {
		if b, err := os.ReadFile(file); err == nil && strings.TrimSpace(string(b)) == bad {
			why = append(why, fmt.Sprintf("%s is %s", strings.TrimPrefix(file, "/proc/sys/"), bad))
		}
	}
	uid, gid := UID()
	cmd := exec.Command("/proc/self/exe")
	cmd.Args = []string{"sbx-sandbox-probe"}
	cmd.Env = []string{stageVar + "=probe"}
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Cloneflags: syscall.CLONE_NEWUSER | syscall.CLONE_NEWNS | syscall.CLONE_NEWPID | syscall.CLONE_NEWNET |
			syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS | syscall.CLONE_NEWCGROUP,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}},
		Pdeathsig:   syscall.SIGKILL,
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Run() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(startTimeout):
		err = errors.New("no answer")
	}
	if err == nil {
		return nil
	}
	if len(why) > 0 {
		return fmt.Errorf("%w: this host does not allow new user namespaces (%s; %v); %s", ErrUnsupported, strings.Join(why, ", "), err, userNSFix)
	}
	return fmt.Errorf("%w: this host does not allow new user namespaces (%v); %s", ErrUnsupported, err, userNSFix)
}

// LandlockABI is the kernel's Landlock ABI version, 0 without Landlock.
func LandlockABI() int { return confine.LandlockABI() }
