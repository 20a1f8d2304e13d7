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
	"sync/atomic"
	"testing"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// wheel builds a pure-Python wheel of package name, version 1.0, whose
// module holds VALUE = value and whose METADATA lists requires as
// Requires-Dist, and returns its file name and bytes.
func wheel(t testing.TB, name string, value int, requires ...string) (string, []byte) {
	t.Helper()
	info := name + "-1.0.dist-info/"
	meta := "Metadata-Version: 2.1\nName: " + name + "\nVersion: 1.0\n"
	for _, r := range requires {
		meta += "Requires-Dist: " + r + "\n"
	}
	files := [][2]string{
		{name + "/__init__.py", fmt.Sprintf("VALUE = %d\n", value)},
		{info + "METADATA", meta + "\nA description.\n"},
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
	projects := map[string]map[string][]byte{}
	for i, name := range names {
		file, data := wheel(t, name, i+1)
		projects[name] = map[string][]byte{file: data}
	}
	return serveIndex(t, projects)
}

// serveIndex serves a PEP 503 simple index over HTTP on loopback from a
// folder holding each project's files (by project, then file name), and
// returns its server.
func serveIndex(t testing.TB, projects map[string]map[string][]byte) *httptest.Server {
	t.Helper()
	dir := t.TempDir()
	for name, files := range projects {
		var page strings.Builder
		page.WriteString("<!DOCTYPE html><html><body>\n")
		for file, data := range files {
			sum := sha256.Sum256(data)
			fmt.Fprintf(&page, "<a href=\"/files/%s#sha256=%s\">%s</a><br/>\n", file, hex.EncodeToString(sum[:]), file)
			writeFile(t, filepath.Join(dir, "files", file), data)
		}
		page.WriteString("</body></html>\n")
		writeFile(t, filepath.Join(dir, "simple", name, "index.html"), []byte(page.String()))
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return srv
}

// writeFile writes data to name, making its directory.
func writeFile(t testing.TB, name string, data []byte) {
	t.Helper()
	os.MkdirAll(filepath.Dir(name), 0o755)
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// In an os sandbox on the host's Debian python3, and in a Docker one on
// its image's, plain pip install and %pip install take packages from the
// operator's index (on loopback, named by address and port in the
// allow-list) into the sandbox's own environment, where the kernel
// imports them beside the system's packages, and a fork has them too.
func TestNativePipInstall(t *testing.T) {
	for _, c := range []struct {
		provider string
		need     func(*testing.T)
	}{
		{"os", func(t *testing.T) { needOSProvider(t) }},
		{"docker", needDocker},
	} {
		t.Run(c.provider, func(t *testing.T) {
			c.need(t)
			index := packageIndex(t, "sbxdemo", "sbxdemo2")
			_, port, _ := net.SplitHostPort(index.Listener.Addr().String())
			cs := connect(t, newBroker(t, Options{Policy: Policy{Egress: []string{"127.0.0.1:" + port}, PipIndex: index.URL + "/simple/",
				Providers: []string{"wasm", "auto", c.provider}}}), nil)
			id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": c.provider}).SandboxID
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
		})
	}
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

// In WebAssembly, pip install takes a pure-Python wheel, and the
// dependencies whose markers hold, from the operator's index through the
// egress allow-list into the sandbox's files, where a kernel that started
// before imports them, python3 -m pip sees them, a fork has them and
// %pip in a cell installs the same way. A
// package with only native wheels and source archives is work for a
// native sandbox, which a wasm sandbox says; an index the allow-list does
// not name is refused and never reached.
func TestWasmPipInstall(t *testing.T) {
	pure, pureData := wheel(t, "sbxpure", 5, "sbxdep>=1.0", `sbxwin; sys_platform == "win32"`, `sbxtest; extra == "test"`)
	dep, depData := wheel(t, "sbxdep", 6)
	extra, extraData := wheel(t, "sbxextra", 7)
	index := serveIndex(t, map[string]map[string][]byte{
		"sbxpure": {pure: pureData}, "sbxdep": {dep: depData}, "sbxextra": {extra: extraData},
		"sbxnative": {"sbxnative-1.0-cp313-cp313-manylinux_2_17_x86_64.whl": []byte("native"), "sbxnative-1.0.tar.gz": []byte("sdist")},
	})
	var reached atomic.Int32
	other := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { reached.Add(1) }))
	t.Cleanup(other.Close)
	_, port, _ := net.SplitHostPort(index.Listener.Addr().String())
	cs := connect(t, newBroker(t, Options{Policy: Policy{Egress: []string{"127.0.0.1:" + port}, PipIndex: index.URL + "/simple/"}}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	wantStdout(t, run(t, cs, "python", "x = 4\nprint(x)", "sandbox_id", id), "4\n")
	command := func(sandbox, line string) RunCommandOutput {
		return call[RunCommandOutput](t, cs, "run_command", args{"sandbox_id": sandbox, "command": line, "timeout_seconds": 20})
	}
	got := command(id, "pip install sbxpure")
	if got.ExitCode != 0 || !strings.Contains(got.Stdout, "Successfully installed sbxpure-1.0 sbxdep-1.0") {
		t.Fatalf("pip install sbxpure: exit %d\nstdout %s\nstderr %s", got.ExitCode, got.Stdout, got.Stderr)
	}
	wantStdout(t, run(t, cs, "python", "import sbxpure, sbxdep\nprint(sbxpure.VALUE + sbxdep.VALUE + x, sbxpure.__file__)", "sandbox_id", id),
		"15 /workspace/.venv/lib/python3.13/site-packages/sbxpure/__init__.py\n")
	if got = command(id, "python3 -m pip install sbxdep"); got.ExitCode != 0 || !strings.Contains(got.Stdout, "Requirement already satisfied: sbxdep") {
		t.Fatalf("python3 -m pip install sbxdep: exit %d\nstdout %s\nstderr %s", got.ExitCode, got.Stdout, got.Stderr)
	}
	fork := call[ForkSandboxOutput](t, cs, "fork_sandbox", args{"sandbox_id": id}).SandboxID
	wantStdout(t, run(t, cs, "python", "import sbxpure\nprint(sbxpure.VALUE)", "sandbox_id", fork), "5\n")
	cell := run(t, cs, "python", "%pip install -q sbxextra\nimport sbxextra\nprint(sbxextra.VALUE)", "sandbox_id", id, "timeout_seconds", 20)
	if cell.ExitCode != 0 || !strings.HasSuffix(cell.Stdout, "7\n") {
		t.Fatalf("%%pip install sbxextra in a cell: exit %d\nstdout %s\nstderr %s", cell.ExitCode, cell.Stdout, cell.Stderr)
	}

	got = command(id, "pip install sbxnative")
	if got.ExitCode != 127 || got.MissingCommand != "pip install sbxnative" || !strings.Contains(got.Stderr, "sbxnative has no pure-Python wheel") {
		t.Fatalf("pip install sbxnative: exit %d, missing %q\nstdout %s\nstderr %s", got.ExitCode, got.MissingCommand, got.Stdout, got.Stderr)
	}
	got = command(id, "pip install -i "+other.URL+"/simple/ sbxother")
	if got.ExitCode != 1 || !strings.Contains(got.Stderr, "is not on this server's egress allow-list") || reached.Load() != 0 {
		t.Fatalf("pip install from a host not allowed: exit %d, the host reached %d times\nstdout %s\nstderr %s", got.ExitCode, reached.Load(), got.Stdout, got.Stderr)
	}
}

// In an auto sandbox, pip install of a package with no pure-Python wheel
// moves the line to the native tier, saying why.
func TestWasmPipNativeMoves(t *testing.T) {
	needOSProvider(t)
	index := serveIndex(t, map[string]map[string][]byte{"sbxnative": {"sbxnative-1.0.tar.gz": []byte("sdist")}})
	_, port, _ := net.SplitHostPort(index.Listener.Addr().String())
	cs := connect(t, newBroker(t, Options{Policy: Policy{Egress: []string{"127.0.0.1:" + port}, PipIndex: index.URL + "/simple/"}}), nil)
	got := call[RunCommandOutput](t, cs, "run_command", args{"command": "pip install sbxnative", "timeout_seconds": 30})
	mustContain(t, got.Stderr, "sbx: sbxnative has no pure-Python wheel, the only kind the WebAssembly sandbox's pip installs; this run", "went to os")
}
