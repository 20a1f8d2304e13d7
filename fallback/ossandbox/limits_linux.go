//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Some of the kernel's limits are counted per user, and a sandbox's
// processes are charged to the user running sbx (root, when sbx runs as
// root): left alone, one sandbox could take them all and leave sbx, its
// user's other programs and the other sandboxes without. Each sandbox gets
// a share of its own. Queued signals are bounded by RLIMIT_SIGPENDING in
// every process; inotify instances and watches by the sandbox's user
// namespace, whose counts are its own and charged to its parent's.
const (
	sigPending       = 1024
	inotifyInstances = 16
	inotifyWatches   = 8192
)

// limitInotify bounds the inotify instances and watches of the calling
// process's user namespace, the sandbox's: to the shares above, or half
// the host's per-user limit where that is lower.
func limitInotify() error {
	for _, l := range []struct {
		own, host string
		share     int64
	}{
		{"/proc/sys/user/max_inotify_instances", "/proc/sys/fs/inotify/max_user_instances", inotifyInstances},
		{"/proc/sys/user/max_inotify_watches", "/proc/sys/fs/inotify/max_user_watches", inotifyWatches},
	} {
		v := l.share
		if host, err := readInt(l.host); err == nil && host/2 < v {
			v = max(host/2, 1)
		}
		if err := os.WriteFile(l.own, []byte(strconv.FormatInt(v, 10)), 0); err != nil {
			return fmt.Errorf("bound the sandbox's inotify: %w", err)
		}
	}
	return nil
}

// readInt reads a number from a file of /proc.
func readInt(file string) (int64, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return 0, err
	}
	return strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
}
