// Package pip is the WebAssembly sandbox's pip: it installs pure-Python
// wheels from a package index (PEP 503) into the sandbox's site-packages
// (wasmrt.PipSite), where the sandbox's Python imports them. sbx fetches
// them itself, through the server's egress policy (command.PackageIndex);
// a package that has no pure-Python wheel (native code, or a source
// archive that needs a build) is work for a native sandbox.
package pip

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strings"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/shell/internal/command"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Commands returns pip and pip3.
func Commands() command.Table { return command.Table{"pip": pipCmd, "pip3": pipCmd} }

// Limits on what pip reads: an index page, a wheel, and a file of an
// installed package's metadata in the sandbox.
const (
	maxPage     = 16 << 20
	maxWheel    = 64 << 20
	maxMetadata = 4 << 20
)

// pipCmd runs pip install [-q] [-U] [--no-deps] [-i URL] REQUIREMENT...
// or pip --version; other commands and options are the real pip's.
func pipCmd(p *command.Proc, args []string) int {
	idx := p.Line.Index
	if idx == nil {
		return p.Missing(p.Name)
	}
	if len(args) == 2 && (args[1] == "--version" || args[1] == "-V") {
		fmt.Fprintf(p.Stdout, "pip (sbx's built-in: pure-Python wheels) from %s (python 3.13)\n", wasmrt.PipSite)
		return 0
	}
	if len(args) < 2 || args[1] != "install" {
		sub := "(no command)"
		if len(args) > 1 {
			sub = args[1]
		}
		return p.Unsupported(sub)
	}
	f, reqs, ok := p.Flags(args[1:], "qi:UDBCN", map[string]byte{
		"quiet": 'q', "index-url": 'i', "upgrade": 'U', "no-deps": 'D', "break-system-packages": 'B',
		"no-cache-dir": 'C', "disable-pip-version-check": 'N', "user": 'B', "no-input": 'N', "progress-bar": 'N',
	})
	if !ok {
		return command.ExitUsage
	}
	if len(reqs) == 0 {
		return p.Usage("You must give at least one requirement to install")
	}
	in := &installer{p: p, client: idx.Client, index: f.Str('i', idx.URL), upgrade: f.Has('U'), deps: !f.Has('D'), quiet: f.Has('q')}
	if !strings.HasSuffix(in.index, "/") {
		in.index += "/"
	}
	return in.run(reqs)
}

// installer is one pip install.
type installer struct {
	p       *command.Proc
	client  *http.Client
	index   string
	upgrade bool
	deps    bool
	quiet   bool
}

// wheel is a distribution chosen to install.
type wheel struct {
	name, version string // as the wheel's file names them
	file, url     string
	sha256        string // hex, when the index gives it
	data          []byte
}

// errFailed is an install that failed after saying why.
var errFailed = errors.New("failed")

// run resolves reqs and their dependencies, then installs them all, or
// nothing when one cannot be installed here.
func (in *installer) run(args []string) int {
	var todo []requirement
	for _, a := range args {
		r, err := parseRequirement(a)
		if err != nil {
			return in.p.Usage("%v", err)
		}
		r.named = true
		todo = append(todo, r)
	}
	var chosen []*wheel
	seen := map[string]bool{}
	for len(todo) > 0 {
		r := todo[0]
		todo = todo[1:]
		if seen[r.name] {
			continue
		}
		seen[r.name] = true
		in.say("Collecting %s\n", r.text)
		if v := in.installed(r.name); v != "" && r.allows(v) && !(in.upgrade && r.named) {
			in.say("Requirement already satisfied: %s in %s (%s)\n", r.name, wasmrt.PipSite, v)
			continue
		}
		w, code := in.find(r)
		if w == nil {
			return code
		}
		if err := in.download(w); err != nil {
			in.p.Errorf("ERROR: %s: %v", w.file, err)
			return 1
		}
		chosen = append(chosen, w)
		if !in.deps {
			continue
		}
		deps, err := dependencies(w.data)
		if err != nil {
			in.p.Errorf("ERROR: %s: %v", w.file, err)
			return 1
		}
		todo = append(todo, deps...)
	}
	if len(chosen) == 0 {
		return 0
	}
	var names []string
	for _, w := range chosen {
		names = append(names, w.name)
	}
	in.say("Installing collected packages: %s\n", strings.Join(names, ", "))
	var done []string
	for _, w := range chosen {
		if err := in.install(w); err != nil {
			if !errors.Is(err, errFailed) {
				in.p.Fail(w.file, err)
			}
			return 1
		}
		done = append(done, w.name+"-"+w.version)
	}
	in.say("Successfully installed %s\n", strings.Join(done, " "))
	return 0
}

// say prints a line of progress unless -q.
func (in *installer) say(format string, args ...any) {
	if !in.quiet {
		fmt.Fprintf(in.p.Stdout, format, args...)
	}
}

// find picks the newest pure-Python wheel of r from the index. When
// there is none it reports why and returns the status: 127 for a
// package that has only native wheels or source archives (a native
// sandbox can install it), 1 otherwise.
func (in *installer) find(r requirement) (*wheel, int) {
	page := in.index + r.name + "/"
	body, err := in.get(page, maxPage)
	if err != nil {
		in.p.Errorf("ERROR: Could not find a version that satisfies the requirement %s: %v", r.text, err)
		return nil, 1
	}
	var best *wheel
	var native []string
	for _, l := range links(body) {
		u, err := url.Parse(page)
		if err != nil {
			break
		}
		if u, err = u.Parse(l.href); err != nil {
			continue
		}
		file := path.Base(u.Path)
		name, version, tags, isWheel := distFile(file)
		if normalize(name) != r.name || !r.allows(version) || prerelease(version) && !r.pinned() || l.yanked {
			continue
		}
		if l.requiresPython != "" && !allows(l.requiresPython, pythonVersion) {
			continue
		}
		if !isWheel || !pure(tags) {
			native = append(native, file)
			continue
		}
		if best != nil && compareVersions(version, best.version) <= 0 {
			continue
		}
		sum := ""
		if algo, hash, ok := strings.Cut(u.Fragment, "="); ok && algo == "sha256" {
			sum = hash
		}
		u.Fragment = ""
		best = &wheel{name: name, version: version, file: file, url: u.String(), sha256: sum}
	}
	switch {
	case best != nil:
		return best, 0
	case len(native) > 0:
		return nil, in.p.Native("pip install "+r.name, fmt.Sprintf(
			"%s has no pure-Python wheel (it has %s), and the WebAssembly sandbox installs only pure-Python wheels: code compiled for a machine, or built from source, cannot run in it",
			r.text, native[len(native)-1]))
	}
	in.p.Errorf("ERROR: No matching distribution found for %s", r.text)
	return nil, 1
}

// get fetches u, at most max bytes of it, through the egress policy.
func (in *installer) get(u string, max int64) ([]byte, error) {
	req, err := http.NewRequestWithContext(in.p.Ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	resp, err := in.client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", u, errors.Unwrap(err))
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, max+1))
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return nil, fmt.Errorf("%s: not found on the index", u)
	case resp.StatusCode != http.StatusOK:
		// The egress proxy says why it refused in the body's first line.
		why, _, _ := strings.Cut(strings.TrimSpace(string(body[:min(len(body), 512)])), "\n")
		return nil, fmt.Errorf("%s: %s: %s", u, resp.Status, why)
	case err != nil:
		return nil, fmt.Errorf("%s: %v", u, err)
	case int64(len(body)) > max:
		return nil, fmt.Errorf("%s: larger than %s", u, hostfs.FormatBytes(max))
	}
	return body, nil
}

// download fetches w's wheel and checks its hash.
func (in *installer) download(w *wheel) error {
	data, err := in.get(w.url, maxWheel)
	if err != nil {
		return err
	}
	if sum := sha256.Sum256(data); w.sha256 != "" && !strings.EqualFold(hex.EncodeToString(sum[:]), w.sha256) {
		return fmt.Errorf("its sha256 is %x, the index says %s", sum, w.sha256)
	}
	in.say("  Downloading %s (%s)\n", w.file, hostfs.FormatBytes(int64(len(data))))
	w.data = data
	return nil
}

// link is one file an index page lists.
type link struct {
	href           string
	requiresPython string
	yanked         bool
}

var (
	anchor    = regexp.MustCompile(`(?is)<a\s([^>]*)>`)
	attribute = regexp.MustCompile(`(?s)([\w-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?`)
)

// links lists the files of a PEP 503 project page.
func links(page []byte) []link {
	var out []link
	for _, m := range anchor.FindAllSubmatch(page, -1) {
		var l link
		for _, a := range attribute.FindAllSubmatch(m[1], -1) {
			val := html.UnescapeString(string(a[2]) + string(a[3]) + string(a[4]))
			switch strings.ToLower(string(a[1])) {
			case "href":
				l.href = val
			case "data-requires-python":
				l.requiresPython = val
			case "data-yanked":
				l.yanked = true
			}
		}
		if l.href != "" {
			out = append(out, l)
		}
	}
	return out
}

// distFile parses a distribution's file name: a wheel's
// (NAME-VERSION[-BUILD]-PY-ABI-PLATFORM.whl, tags the last three) or a
// source archive's (NAME-VERSION.tar.gz or .zip).
func distFile(file string) (name, version string, tags []string, isWheel bool) {
	if base, ok := strings.CutSuffix(file, ".whl"); ok {
		parts := strings.Split(base, "-")
		if len(parts) != 5 && len(parts) != 6 {
			return "", "", nil, false
		}
		return parts[0], parts[1], parts[len(parts)-3:], true
	}
	for _, ext := range []string{".tar.gz", ".zip", ".tar.bz2"} {
		if base, ok := strings.CutSuffix(file, ext); ok {
			if i := strings.LastIndexByte(base, '-'); i > 0 {
				return base[:i], base[i+1:], nil, false
			}
		}
	}
	return "", "", nil, false
}

// pure reports whether a wheel's tags (python, abi, platform) fit any
// CPython 3.13: pure Python, no ABI, any platform.
func pure(tags []string) bool {
	if tags[1] != "none" || tags[2] != "any" {
		return false
	}
	for _, py := range strings.Split(tags[0], ".") {
		if py == "py3" || py == "cp313" {
			return true
		}
		var minor int
		if n, _ := fmt.Sscanf(py, "py3%d", &minor); n == 1 && minor <= 13 && py == fmt.Sprintf("py3%d", minor) {
			return true
		}
	}
	return false
}

// normalize is a project name as PEP 503 compares them.
func normalize(name string) string { return strings.ToLower(separators.ReplaceAllString(name, "-")) }

var separators = regexp.MustCompile(`[-_.]+`)

// installed returns the version of project name in the sandbox's
// site-packages, or "".
func (in *installer) installed(name string) string {
	entries, err := in.p.Line.View.ReadDir(wasmrt.PipSite)
	if err != nil {
		return ""
	}
	for _, e := range entries {
		base, ok := strings.CutSuffix(e.Name(), ".dist-info")
		if i := strings.LastIndexByte(base, '-'); ok && i > 0 && normalize(base[:i]) == name {
			return base[i+1:]
		}
	}
	return ""
}

// install unpacks w into the site-packages, after removing the files of
// the version there.
func (in *installer) install(w *wheel) error {
	zr, err := zip.NewReader(bytes.NewReader(w.data), int64(len(w.data)))
	if err != nil {
		return errors.New("not a wheel (zip) archive")
	}
	if err := in.uninstall(normalize(w.name)); err != nil {
		return err
	}
	data := w.name + "-" + w.version + ".data/"
	for _, zf := range zr.File {
		name := zf.Name
		if rest, ok := strings.CutPrefix(name, data); ok {
			kind, file, _ := strings.Cut(rest, "/")
			if kind != "purelib" && kind != "platlib" {
				continue // scripts, headers and data have no place here
			}
			name = file
		}
		target := path.Join(wasmrt.PipSite, name)
		if !strings.HasPrefix(target, wasmrt.PipSite+"/") || strings.HasSuffix(zf.Name, "/") {
			continue
		}
		if err := in.p.MkdirAll(path.Dir(target)); err != nil {
			return err
		}
		if err := in.write(target, zf); err != nil {
			return err
		}
	}
	info := path.Join(wasmrt.PipSite, w.name+"-"+w.version+".dist-info", "INSTALLER")
	return in.writeBytes(info, []byte("sbx\n"))
}

// write copies a wheel's member to target.
func (in *installer) write(target string, zf *zip.File) error {
	r, err := zf.Open()
	if err != nil {
		return fmt.Errorf("%s: %v", zf.Name, err)
	}
	defer r.Close()
	f, err := in.p.Create(target, false)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, io.LimitReader(r, maxWheel))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// writeBytes writes data to target.
func (in *installer) writeBytes(target string, data []byte) error {
	f, err := in.p.Create(target, false)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// uninstall removes the files that the RECORD of the installed version
// of project name lists, within the site-packages, and its dist-info.
func (in *installer) uninstall(name string) error {
	v := in.installed(name)
	if v == "" {
		return nil
	}
	entries, _ := in.p.Line.View.ReadDir(wasmrt.PipSite)
	for _, e := range entries {
		base, ok := strings.CutSuffix(e.Name(), ".dist-info")
		if !ok || normalize(strings.TrimSuffix(base, "-"+v)) != name {
			continue
		}
		info := path.Join(wasmrt.PipSite, e.Name())
		record, err := in.readBounded(path.Join(info, "RECORD"))
		if err != nil {
			return err
		}
		dirs := map[string]bool{}
		for line := range strings.Lines(string(record)) {
			file, _, _ := strings.Cut(line, ",")
			target := path.Join(wasmrt.PipSite, file)
			if strings.HasPrefix(target, wasmrt.PipSite+"/") && !strings.HasPrefix(target, info+"/") {
				in.p.Line.View.Remove(target)
				dirs[path.Dir(target)] = true
			}
		}
		for dir := range dirs {
			in.p.Line.View.Remove(dir) // if empty
		}
		return in.p.Line.View.RemoveAll(info)
	}
	return nil
}

// readBounded reads a file of the sandbox's, at most maxMetadata bytes.
func (in *installer) readBounded(name string) ([]byte, error) {
	r, err := in.p.Open(name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, maxMetadata+1))
	if err == nil && len(data) > maxMetadata {
		err = fmt.Errorf("%s: larger than %s", name, hostfs.FormatBytes(maxMetadata))
	}
	return data, err
}

// dependencies lists the requirements in a wheel's METADATA that apply
// here (Requires-Dist whose marker holds for this Python).
func dependencies(whl []byte) ([]requirement, error) {
	zr, err := zip.NewReader(bytes.NewReader(whl), int64(len(whl)))
	if err != nil {
		return nil, errors.New("not a wheel (zip) archive")
	}
	for _, zf := range zr.File {
		dir, file := path.Split(zf.Name)
		if file != "METADATA" || !strings.HasSuffix(dir, ".dist-info/") || strings.Count(dir, "/") != 1 {
			continue
		}
		r, err := zf.Open()
		if err != nil {
			return nil, err
		}
		meta, err := io.ReadAll(io.LimitReader(r, maxMetadata))
		r.Close()
		if err != nil {
			return nil, err
		}
		var reqs []requirement
		for line := range strings.Lines(string(meta)) {
			line = strings.TrimRight(line, "\r\n")
			if line == "" {
				break // the headers end; the description follows
			}
			spec, ok := strings.CutPrefix(line, "Requires-Dist:")
			if !ok {
				continue
			}
			r, err := parseRequirement(strings.TrimSpace(spec))
			if err != nil {
				return nil, err
			}
			if r.applies() {
				reqs = append(reqs, r)
			}
		}
		return reqs, nil
	}
	return nil, errors.New("no .dist-info/METADATA in the wheel")
}
