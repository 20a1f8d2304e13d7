//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sys/unix"
)

// cgroupRoot is where the host mounts its cgroups.
var cgroupRoot = "/sys/fs/cgroup"

// pidsHeadroom is what a cgroup's pids.max allows beyond Config.Pids:
// the threads of init and of a process being started, so that a fork bomb
// that reaches RLIMIT_NPROC leaves the sandbox able to start the next one.
const pidsHeadroom = 32

// cgroupSeq names sandboxes' cgroups uniquely within this process.
var cgroupSeq atomic.Int64

// owner names this process in its cgroups' names, which are owner-seq:
// its pid and start time, which a later process given the same pid (a
// server restarted as a container's pid 1) does not share.
var owner = sync.OnceValue(func() string { return processTag(os.Getpid()) })

// processTag is the pid and start time of process pid, "pid.start", or ""
// when there is no such process.
func processTag(pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return ""
	}
	// The fields after the command, which is in parentheses and may hold
	// spaces, start at the state (the 3rd); the start time is the 22nd.
	fields := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(fields) < 20 {
		return ""
	}
	return strconv.Itoa(pid) + "." + fields[19]
}

// RemoveStale removes the sandboxes' cgroups that no live process owns:
// those of a server that was killed (SIGKILL) before it could remove
// them, or that a server restarted with its pid made before. A cgroup
// named as before owners were tagged with their start time ("pid-seq")
// is its owner's while a process has that pid. Processes still in a stale
// cgroup, such as a killed server's sandboxes still ending, are killed
// first. Only root makes cgroups: for anyone else it does nothing.
func RemoveStale() {
	if os.Geteuid() != 0 {
		return
	}
	parents := []string{filepath.Join(cgroupRoot, "sbx-os")}
	for _, c := range []string{"memory", "pids", "cpu"} {
		parents = append(parents, filepath.Join(cgroupRoot, c, "sbx-os"))
	}
	for _, parent := range parents {
		entries, _ := os.ReadDir(parent)
		for _, e := range entries {
			i := strings.LastIndexByte(e.Name(), '-')
			if !e.IsDir() || i < 0 {
				continue
			}
			tag := e.Name()[:i]
			pid, _, _ := strings.Cut(tag, ".")
			n, err := strconv.Atoi(pid)
			if err != nil {
				continue
			}
			if now := processTag(n); now == tag || strings.HasPrefix(now, tag+".") {
				continue // its owner lives
			}
			dir := filepath.Join(parent, e.Name())
			if os.WriteFile(filepath.Join(dir, "cgroup.kill"), []byte("1"), 0) != nil {
				killMembers(dir) // cgroup v1 has no cgroup.kill
			}
			(&cgroup{dirs: []string{dir}}).remove() // its processes end in a moment
		}
	}
}

// killMembers kills the processes of the cgroup v1 directory dir, one by
// one: they are a dead server's sandboxes'.
func killMembers(dir string) {
	b, err := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
	if err != nil {
		return
	}
	for _, f := range strings.Fields(string(b)) {
		if pid, err := strconv.Atoi(f); err == nil && pid > 1 {
			unix.Kill(pid, unix.SIGKILL)
		}
	}
}

// cgroup is a sandbox's cgroups: one directory for cgroup v2, one per
// controller for v1. Only root can make them here; a host that delegates a
// cgroup v2 subtree to its user (systemd) is not used yet.
type cgroup struct {
	kind   string // "v1", "v2" or "" for none
	memory bool   // memory is bounded
	dirs   []string
}

// newCgroup puts pid in a new cgroup with cfg's limits, where sbx may make
// one, and says what it bounds.
func newCgroup(pid int, cfg Config) *cgroup {
	cg := &cgroup{}
	if os.Geteuid() != 0 {
		return cg
	}
	name := fmt.Sprintf("%s-%d", owner(), cgroupSeq.Add(1))
	var st unix.Statfs_t
	if unix.Statfs(cgroupRoot, &st) == nil && st.Type == unix.CGROUP2_SUPER_MAGIC {
		cg.v2(pid, name, cfg)
	} else {
		cg.v1(pid, name, cfg)
	}
	return cg
}

// v2 makes sbx-os/name in the unified hierarchy.
func (cg *cgroup) v2(pid int, name string, cfg Config) {
	parent := filepath.Join(cgroupRoot, "sbx-os")
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return
	}
	for _, dir := range []string{cgroupRoot, parent} {
		for _, c := range []string{"+memory", "+pids", "+cpu"} {
			os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte(c), 0)
		}
	}
	dir := filepath.Join(parent, name)
	if os.Mkdir(dir, 0o755) != nil {
		return
	}
	cg.dirs = append(cg.dirs, dir)
	cg.kind = "v2"
	if cfg.Memory > 0 && write(dir, "memory.max", cfg.Memory) == nil {
		write(dir, "memory.swap.max", 0)
		cg.memory = true
	}
	write(dir, "pids.max", cfg.Pids+pidsHeadroom)
	if cfg.CPUs > 0 {
		os.WriteFile(filepath.Join(dir, "cpu.max"), fmt.Appendf(nil, "%d 100000", int64(cfg.CPUs*100000)), 0)
	}
	if write(dir, "cgroup.procs", int64(pid)) != nil {
		cg.kind, cg.memory = "", false
	}
}

// v1 makes sbx-os/name under the memory, pids and cpu controllers.
func (cg *cgroup) v1(pid int, name string, cfg Config) {
	for _, c := range []struct {
		controller string
		limits     map[string]int64
	}{
		{"memory", map[string]int64{"memory.limit_in_bytes": cfg.Memory, "memory.memsw.limit_in_bytes": cfg.Memory}},
		{"pids", map[string]int64{"pids.max": cfg.Pids + pidsHeadroom}},
		{"cpu", map[string]int64{"cpu.cfs_period_us": 100000, "cpu.cfs_quota_us": int64(cfg.CPUs * 100000)}},
	} {
		dir := filepath.Join(cgroupRoot, c.controller, "sbx-os", name)
		if os.MkdirAll(dir, 0o755) != nil {
			continue
		}
		cg.dirs = append(cg.dirs, dir)
		ok := true
		for _, file := range []string{"cpu.cfs_period_us", "cpu.cfs_quota_us", "memory.limit_in_bytes", "pids.max"} {
			if v, set := c.limits[file]; set && v > 0 {
				ok = ok && write(dir, file, v) == nil
			}
		}
		if v := c.limits["memory.memsw.limit_in_bytes"]; ok && v > 0 {
			// Memory and swap together, where the kernel counts swap
			// (swapaccount): else swap is not bounded, as SwapBounded says.
			write(dir, "memory.memsw.limit_in_bytes", v)
		}
		if write(dir, "cgroup.procs", int64(pid)) != nil {
			continue
		}
		cg.kind = "v1"
		if c.controller == "memory" && ok && cfg.Memory > 0 {
			cg.memory = true
		}
	}
}

// write writes v to dir/file.
func write(dir, file string, v int64) error {
	return os.WriteFile(filepath.Join(dir, file), []byte(strconv.FormatInt(v, 10)), 0)
}

// remove removes the cgroups once their processes are gone.
func (cg *cgroup) remove() error {
	var errs []error
	for _, dir := range cg.dirs {
		var err error
		for range 50 {
			if err = unix.Rmdir(dir); err == nil || errors.Is(err, unix.ENOENT) {
				err = nil
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("remove the sandbox's cgroup %s: %w", strings.TrimPrefix(dir, cgroupRoot), err))
		}
	}
	return errors.Join(errs...)
}

// SwapBounded reports whether a sandbox's memory cgroup bounds its swap
// too: always under cgroup v2 (memory.swap.max), under v1 only where the
// kernel counts swap (memory.memsw.*, the swapaccount boot option).
func SwapBounded() bool {
	var st unix.Statfs_t
	if unix.Statfs(cgroupRoot, &st) == nil && st.Type == unix.CGROUP2_SUPER_MAGIC {
		return true
	}
	_, err := os.Stat(filepath.Join(cgroupRoot, "memory", "memory.memsw.limit_in_bytes"))
	return err == nil
}
