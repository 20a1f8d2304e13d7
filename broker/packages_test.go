package broker

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
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

// npmRegistry serves on loopback an npm registry holding one package,
// name 1.0.0, whose index.js exports value, built here as npm packs it.
func npmRegistry(t testing.TB, name string, value int) *httptest.Server {
	t.Helper()
	var tgz bytes.Buffer
	gz := gzip.NewWriter(&tgz)
	tw := tar.NewWriter(gz)
	for _, f := range [][2]string{
		{"package/package.json", fmt.Sprintf(`{"name": %q, "version": "1.0.0", "main": "index.js"}`, name)},
		{"package/index.js", fmt.Sprintf("exports.value = %d;\n", value)},
	} {
		tw.WriteHeader(&tar.Header{Name: f[0], Mode: 0o644, Size: int64(len(f[1])), Typeflag: tar.TypeReg})
		tw.Write([]byte(f[1]))
	}
	tw.Close()
	gz.Close()
	tarball := tgz.Bytes()
	sum := sha1.Sum(tarball)
	sri := sha512.Sum512(tarball)
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/" + name:
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `{"name": %q, "dist-tags": {"latest": "1.0.0"}, "versions": {"1.0.0": {"name": %q, "version": "1.0.0", "main": "index.js",
				"dist": {"tarball": "%s/%s/-/%s-1.0.0.tgz", "shasum": %q, "integrity": "sha512-%s"}}}}`,
				name, name, srv.URL, name, name, hex.EncodeToString(sum[:]), base64.StdEncoding.EncodeToString(sri[:]))
		case "/" + name + "/-/" + name + "-1.0.0.tgz":
			w.Write(tarball)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

// In an os sandbox, npm install takes a package from the operator's
// registry (on loopback, named by address and port in the allow-list)
// into /workspace/node_modules, where node requires it.
func TestOSTierNpmInstall(t *testing.T) {
	needOSProvider(t)
	if _, err := exec.LookPath("npm"); err != nil {
		sbxtest.SkipEngine(t, "no npm on this host")
	}
	reg := npmRegistry(t, "sbxdemo", 7)
	_, port, _ := net.SplitHostPort(reg.Listener.Addr().String())
	cs := connect(t, newBroker(t, Options{Policy: Policy{Egress: []string{"127.0.0.1:" + port}, NpmRegistry: reg.URL + "/"}}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	got := call[RunCommandOutput](t, cs, "run_command", args{"sandbox_id": id, "timeout_seconds": 30,
		"command": "npm install --no-package-lock sbxdemo && node -e \"console.log(require('sbxdemo').value)\""}).RunCodeOutput
	if got.ExitCode != 0 || !strings.HasSuffix(got.Stdout, "\n7\n") {
		t.Fatalf("npm install sbxdemo: exit %d\nstdout %s\nstderr %s", got.ExitCode, got.Stdout, got.Stderr)
	}
	wantStdout(t, run(t, cs, "javascript", "console.log(require('sbxdemo').value * 6)", "sandbox_id", id, "timeout_seconds", 20), "42\n")
}
