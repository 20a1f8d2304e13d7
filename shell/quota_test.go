package shell_test

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// quotaFixtures are the files each sandbox of TestWriteErrorsAtQuota holds.
func quotaFixtures(t *testing.T) map[string][]byte {
	t.Helper()
	text := []byte("hello\nworld\nhello\n")
	var tarball bytes.Buffer
	tw := tar.NewWriter(&tarball)
	tw.WriteHeader(&tar.Header{Name: "x.txt", Mode: 0o644, Size: int64(len(text)), Typeflag: tar.TypeReg})
	tw.Write(text)
	tw.Close()
	var zipped bytes.Buffer
	zw := zip.NewWriter(&zipped)
	w, _ := zw.Create("z.txt")
	w.Write(text)
	zw.Close()
	var gz bytes.Buffer
	gw := gzip.NewWriter(&gz)
	gw.Write(bytes.Repeat(text, 100))
	gw.Close()
	return map[string][]byte{
		"in.txt": text, "dir/f.txt": text, "a.tar": tarball.Bytes(), "a.zip": zipped.Bytes(), "in.gz": gz.Bytes(),
	}
}

// TestWriteErrorsAtQuota runs each of the shell's ways of writing a file in
// a workspace at its quota. Each must fail (no file left half-written
// behind a status of 0), say why as Bash and the POSIX tools do, naming
// the file and the quota with what it holds and how to free space, stop a
// line under set -e, and fail a pipeline under pipefail.
func TestWriteErrorsAtQuota(t *testing.T) {
	tests := []struct {
		name  string
		cmd   string
		file  string // the file the message names
		files bool   // the file count is full, not the bytes
	}{
		{"redirect >", "printf 'hello\\nworld\\n' > y.txt", "/workspace/y.txt", false},
		{"redirect >>", "echo hello world >> in.txt", "/workspace/in.txt", false},
		{"redirect > of a new file at the file count", "echo hello > new.txt", "new.txt", true},
		{"redirect >> of a new file at the file count", "echo hello >> new.txt", "new.txt", true},
		{"redirect into /tmp", "echo hello world > /tmp/y.txt", "/tmp/y.txt", false},
		{"here-document into a file", "cat <<EOF > y.txt\nhello world\nEOF", "/workspace/y.txt", false},
		{"here-string into a file", "cat <<< 'hello world' > y.txt", "/workspace/y.txt", false},
		{"block", "{ echo hello; echo world; } > y.txt", "/workspace/y.txt", false},
		{"function", "f() { echo hello world; }; f > y.txt", "/workspace/y.txt", false},
		{"exec >", "exec > y.txt; echo hello world", "/workspace/y.txt", false},
		{"subshell", "( echo hello world ) > y.txt", "/workspace/y.txt", false},
		{"sh -c", "sh -c 'echo hello world' > y.txt", "/workspace/y.txt", false},
		{"pwd", "pwd > y.txt", "/workspace/y.txt", false},
		{"type", "type ls > y.txt", "/workspace/y.txt", false},
		{"a command's stdout", "ls -l > y.txt", "/workspace/y.txt", false},
		{"python's stdout", "python -c 'print(\"hello world\")' > y.txt", "/workspace/y.txt", false},
		{"node's stdout", "node -e 'console.log(\"hello world\")' > y.txt", "/workspace/y.txt", false},
		{"awk's stdout", "awk '{ print }' in.txt > y.txt", "/workspace/y.txt", false},
		{"tee", "echo hello world | tee y.txt", "/workspace/y.txt", false},
		{"tee -a", "echo hello world | tee -a in.txt", "/workspace/in.txt", false},
		{"tee of a new file at the file count", "echo hello | tee new.txt", "new.txt", true},
		{"sort -o", "sort in.txt -o y.txt", "/workspace/y.txt", false},
		{"uniq OUTPUT", "uniq in.txt y.txt", "/workspace/y.txt", false},
		{"cp", "cp in.txt y.txt", "/workspace/y.txt", false},
		{"cp -r", "cp -r dir copy", "/workspace/copy/f.txt", false},
		{"cp at the file count", "cp in.txt new.txt", "/workspace/new.txt", true},
		{"sed -i", "sed -i 's/hello/hello again/' in.txt", "/workspace/in.txt", false},
		{"gzip", "gzip in.txt", "/workspace/in.txt.gz", false},
		{"gunzip", "gunzip in.gz", "/workspace/in", false},
		{"tar c", "tar cf b.tar in.txt", "/workspace/b.tar", false},
		{"tar x", "tar xf a.tar", "/workspace/x.txt", false},
		{"zip", "zip b.zip in.txt", "/workspace/b.zip", false},
		{"unzip", "unzip a.zip", "/workspace/z.txt", false},
		{"touch at the file count", "touch new.txt", "'new.txt'", true},
		{"mkdir at the file count", "mkdir d", "'d'", true},
	}
	forms := []struct {
		name string
		line func(cmd string) string
		exit bool // the line must fail
	}{
		{"alone", func(cmd string) string { return cmd }, true},
		{"set -e", func(cmd string) string { return "set -e\n" + cmd + "\necho after" }, true},
		{"pipeline", func(cmd string) string { return "{ " + cmd + "\n} | cat" }, false}, // a pipeline's status is its last command's
		{"pipefail", func(cmd string) string { return "set -o pipefail\n{ " + cmd + "\n} | cat" }, true},
	}
	for _, tt := range tests {
		for _, form := range forms {
			t.Run(tt.name+"/"+form.name, func(t *testing.T) {
				sb, dir := quotaSandbox(t, quotaFixtures(t), tt.files)
				res := shelltest.Run(t, sb, form.line(tt.cmd))
				if failed := res.ExitCode != 0; failed != form.exit {
					t.Errorf("exit %d", res.ExitCode)
				}
				if strings.Contains(res.Stdout, "after") {
					t.Errorf("the line went on after the failed write: stdout %q", res.Stdout)
				}
				if tt.name == "exec >" {
					return // its messages went into the file too
				}
				for _, want := range []string{tt.file + ": No space left on device (workspace quota reached: ", "; delete files to free space)"} {
					if !strings.Contains(res.Stderr, want) {
						t.Errorf("stderr %q does not say %q", res.Stderr, want)
					}
				}
				if strings.Contains(res.Stderr, dir) {
					t.Errorf("stderr %q shows the host directory", res.Stderr)
				}
			})
		}
	}
}

// quotaSandbox opens a sandbox over files whose quota leaves 4 bytes free,
// or, with files, no room for another file.
func quotaSandbox(t *testing.T, files map[string][]byte, full bool) (*wasmrt.Sandbox, string) {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var q hostfs.Quota
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if p != dir {
			q.Files++
		}
		if info, err := d.Info(); err == nil && info.Mode().IsRegular() {
			q.Bytes += info.Size()
		}
		return nil
	})
	if full {
		q.Bytes += 1 << 20
	} else {
		q.Bytes += 4
		q.Files += 100
	}
	limits := wasmrt.DefaultLimits
	limits.Quota = q
	sb, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: dir, Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb, dir
}

// TestJobLogAtQuota checks that a background job whose log cannot be
// written at the quota fails, and that its note says why.
func TestJobLogAtQuota(t *testing.T) {
	sb, _ := quotaSandbox(t, quotaFixtures(t), false)
	jobs := shell.NewJobs(sb, shell.JobLimits{})
	id, err := jobs.Start(shell.JobSpec{Command: "echo hello world", LogFile: "job.log"})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the job to end", func() bool { return jobInfo(t, jobs, id).State == shell.JobExited })
	info := jobInfo(t, jobs, id)
	want := "the log lost output: write error: /workspace/job.log: No space left on device (workspace quota reached: "
	if info.ExitCode != 1 || !strings.Contains(info.Note, want) {
		t.Errorf("exit %d, note %q; want exit 1 and a note saying %q", info.ExitCode, info.Note, want)
	}
}
