//go:build unix

package sbxtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// nobodyVar marks the test binary's run as nobody.
const nobodyVar = "SBX_TEST_AS_NOBODY"

// Nobody is the unprivileged uid and gid tests run sbx as.
const Nobody = 65534

// AsNobody runs the tests of this test binary that match the -test.run
// pattern run again as Nobody, in a copy of the binary nobody can read,
// and fails tb if any of them fails or skips there (a subtest may skip,
// for what an unprivileged user cannot have, and says why in the log). It skips tb when the
// tests are already running as nobody, or when only root could become
// nobody.
func AsNobody(tb testing.TB, run string) {
	tb.Helper()
	if os.Getenv(nobodyVar) != "" {
		tb.Skip("already running as nobody")
	}
	if os.Geteuid() != 0 {
		tb.Skip("needs root to run the tests again as nobody; they ran as this user")
	}
	dir, err := os.MkdirTemp("", "sbx-nobody-")
	if err != nil {
		tb.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if err := os.Chmod(dir, 0o755); err != nil {
		tb.Fatal(err)
	}
	bin := filepath.Join(dir, "test")
	data, err := os.ReadFile(os.Args[0])
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		tb.Fatal(err)
	}
	cmd := exec.Command(bin, "-test.run", run, "-test.v", "-test.count=1")
	cmd.Dir = dir
	home := filepath.Join(dir, "home")
	if err := os.Mkdir(home, 0o700); err != nil {
		tb.Fatal(err)
	}
	if err := os.Chown(home, Nobody, Nobody); err != nil {
		tb.Fatal(err)
	}
	cmd.Env = []string{nobodyVar + "=1", "PATH=/usr/local/bin:/usr/bin:/bin", "TMPDIR=/tmp", "HOME=" + home}
	if cache := nobodyCache(); cache != "" {
		cmd.Env = append(cmd.Env, "XDG_CACHE_HOME="+cache)
	}
	if v, ok := os.LookupEnv("SBX_REQUIRE_ENGINES"); ok {
		cmd.Env = append(cmd.Env, "SBX_REQUIRE_ENGINES="+v)
	}
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: Nobody, Gid: Nobody, Groups: []uint32{}}}
	out, err := cmd.CombinedOutput()
	if err != nil || strings.Contains("\n"+string(out), "\n--- SKIP") || !strings.Contains(string(out), "--- PASS") {
		tb.Fatalf("as nobody: %v\n%s", err, out)
	}
	tb.Logf("as nobody:\n%s", out)
}

// nobodyCache is a cache directory of nobody's kept between runs, so that
// guests compile once as nobody too, or "" when there is none to trust.
func nobodyCache() string {
	dir := filepath.Join(os.TempDir(), "sbx-test-nobody-cache")
	if os.Mkdir(dir, 0o700) == nil {
		os.Chown(dir, Nobody, Nobody)
	}
	info, err := os.Lstat(dir)
	if err != nil || !info.IsDir() {
		return ""
	}
	if st, ok := info.Sys().(*syscall.Stat_t); !ok || st.Uid != Nobody || info.Mode().Perm() != 0o700 {
		return ""
	}
	return dir
}
