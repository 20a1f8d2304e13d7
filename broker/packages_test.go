package broker

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// wheel builds a pure-Python wheel of package name, version 1.0, whose
// module holds VALUE = value, and returns its file name and bytes.
func wheel(t testing.TB, name string, value int) (string, []byte) {
	t.Helper()
	info := name + "-1.0.dist-info/"
	files := [][2]string{
		{name + "/__init__.py", fmt.Sprintf("VALUE = %d\n", value)},
		{info + "METADATA", "Metadata-Version: 2.1\nName: " + name + "\nVersion: 1.0\n"},
		{info + "WHEEL", "Wheel-Version: 1.0\nGenerator: sbx-test\nRoot-Is-Purelib: true\nTag: py3-none-any\n"},
	}
	var record strings.Builder
	for _, f := range files {
		sum := sha256.Sum256([]byte(f[1]))
		fmt.Fprintf(&record, "%s,sha256=%s,%d\n", f[0], base64.RawURLEncoding.EncodeToString(sum[:]), len(f[1]))
	}
	record.WriteString(info + "RECORD,,\n")
	files = append(files, [2]string{info + "RECORD", record.String()})
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		w, err := zw.Create(f[0])
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(f[1]))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return name + "-1.0-py3-none-any.whl", buf.Bytes()
}

// packageIndex serves a PEP 503 simple index over HTTP on loopback from a
// folder holding a wheel of each package (VALUE is its position + 1),
// and returns its server.
func packageIndex(t testing.TB, names ...string) *httptest.Server {
	t.Helper()
	dir := t.TempDir()
	for i, name := range names {
		file, data := wheel(t, name, i+1)
		sum := sha256.Sum256(data)
		page := fmt.Sprintf(`<!DOCTYPE html><html><body><a href="/files/%s#sha256=%s">%s</a></body></html>`, file, hex.EncodeToString(sum[:]), file)
		for path, content := range map[string][]byte{"files/" + file: data, "simple/" + name + "/index.html": []byte(page)} {
			os.MkdirAll(filepath.Dir(filepath.Join(dir, path)), 0o755)
			if err := os.WriteFile(filepath.Join(dir, path), content, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return srv
}

// In an os sandbox on the host's Debian python3, plain pip install and
// %pip install take packages from the operator's index (on loopback,
// named by address and port in the allow-list) into the sandbox's own
// environment, where the kernel imports them beside the host's packages,
// and a fork has them too.
func TestOSTierPipInstall(t *testing.T) {
	needOSProvider(t)
	index := packageIndex(t, "sbxdemo", "sbxdemo2")
	_, port, _ := net.SplitHostPort(index.Listener.Addr().String())
	cs := connect(t, newBroker(t, Options{Policy: Policy{Egress: []string{"127.0.0.1:" + port}, PipIndex: index.URL + "/simple/"}}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	got := call[RunCommandOutput](t, cs, "run_command", args{"sandbox_id": id, "timeout_seconds": 30, "command": "pip install sbxdemo"}).RunCodeOutput
	if got.ExitCode != 0 || !strings.Contains(got.Stdout, "Successfully installed sbxdemo-1.0") {
		t.Fatalf("pip install sbxdemo: exit %d\nstdout %s\nstderr %s", got.ExitCode, got.Stdout, got.Stderr)
	}
	wantStdout(t, run(t, cs, "python", "import sys, json, sbxdemo\nprint(sbxdemo.VALUE, sys.prefix, 'json' in sys.modules)", "sandbox_id", id, "timeout_seconds", 30),
		"1 /workspace/.venv True\n")
	got = run(t, cs, "python", "%pip install -q sbxdemo2\nimport sbxdemo2\nprint(sbxdemo2.VALUE)", "sandbox_id", id, "timeout_seconds", 30)
	if got.ExitCode != 0 || !strings.HasSuffix(got.Stdout, "2\n") {
		t.Fatalf("%%pip install sbxdemo2: exit %d\nstdout %s\nstderr %s", got.ExitCode, got.Stdout, got.Stderr)
	}
	fork := call[ForkSandboxOutput](t, cs, "fork_sandbox", args{"sandbox_id": id}).SandboxID
	wantStdout(t, run(t, cs, "python", "import sbxdemo, sbxdemo2\nprint(sbxdemo.VALUE + sbxdemo2.VALUE)", "sandbox_id", fork, "timeout_seconds", 30), "3\n")
}
