// Package archive holds the shell's commands that encode (base64), check
// (md5sum, sha1sum, sha256sum), compress (gzip, gunzip, zcat) and pack
// files (tar, zip, unzip).
package archive

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
	"github.com/sbx-sandbox/sbx/shell/internal/view"
)

// Commands returns the commands that encode, check, compress and pack
// files, by name.
func Commands() command.Table {
	return command.Table{
		"base64": base64Cmd, "gunzip": gzipCmd, "gzip": gzipCmd, "md5sum": sumCmd, "sha1sum": sumCmd,
		"sha256sum": sumCmd, "tar": tarCmd, "unzip": unzipCmd, "zcat": gzipCmd, "zip": zipCmd,
	}
}

// base64Cmd encodes or decodes base64: base64 [-d] [-w COLS] [FILE].
func base64Cmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "diw:", map[string]byte{"decode": 'd', "ignore-garbage": 'i', "wrap": 'w'})
	if !ok {
		return command.ExitUsage
	}
	wrap, err := f.Num('w', 76)
	if err != nil {
		return p.Usage("%v", err)
	}
	return p.Inputs(names, func(_ string, r io.Reader) error {
		data, err := io.ReadAll(r)
		if err != nil {
			return err
		}
		if f.Has('d') {
			clean := strings.Map(func(c rune) rune {
				if c == ' ' || c == '\n' || c == '\r' || c == '\t' {
					return -1
				}
				return c
			}, string(data))
			out, err := base64.StdEncoding.DecodeString(clean)
			if err != nil {
				return errors.New("invalid input")
			}
			_, err = p.Stdout.Write(out)
			return err
		}
		enc := base64.StdEncoding.EncodeToString(data)
		bw := bufio.NewWriter(p.Stdout)
		for wrap > 0 && len(enc) > wrap {
			bw.WriteString(enc[:wrap] + "\n")
			enc = enc[wrap:]
		}
		if enc != "" {
			bw.WriteString(enc + "\n")
		}
		return bw.Flush()
	})
}

// hashes are the checksum commands' algorithms.
var hashes = map[string]func() hash.Hash{"md5sum": md5.New, "sha1sum": sha1.New, "sha256sum": sha256.New}

// sumCmd prints or checks checksums: sha256sum|sha1sum|md5sum [-c] [FILE...].
func sumCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "cb", map[string]byte{"check": 'c', "binary": 'b'})
	if !ok {
		return command.ExitUsage
	}
	newHash := hashes[p.Name]
	sum := func(r io.Reader) (string, error) {
		h := newHash()
		if _, err := io.Copy(h, r); err != nil {
			return "", err
		}
		return hex.EncodeToString(h.Sum(nil)), nil
	}
	if !f.Has('c') {
		return p.Inputs(names, func(name string, r io.Reader) error {
			s, err := sum(r)
			if err == nil {
				_, err = fmt.Fprintf(p.Stdout, "%s  %s\n", s, name)
			}
			return err
		})
	}
	failed := 0
	code := p.Inputs(names, func(_ string, r io.Reader) error {
		return command.EachLine(r, func(line string) error {
			want, name, ok := strings.Cut(strings.TrimSpace(line), " ")
			if !ok {
				return nil
			}
			name = strings.TrimPrefix(strings.TrimLeft(name, " "), "*")
			in, err := p.Open(name)
			got := ""
			if err == nil {
				got, err = sum(in)
				in.Close()
			}
			result := "OK"
			if err != nil || got != strings.ToLower(want) {
				result = "FAILED"
				failed++
			}
			_, err = fmt.Fprintf(p.Stdout, "%s: %s\n", name, result)
			return err
		})
	})
	if failed > 0 {
		p.Errorf("WARNING: %d computed checksum did NOT match", failed)
		return 1
	}
	return code
}

// gzipCmd compresses, decompresses or tests files: gzip [-dckft19] [FILE...];
// gunzip is gzip -d and zcat gzip -dc. Without files it filters standard
// input to standard output.
func gzipCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "dckfqtv123456789", map[string]byte{
		"decompress": 'd', "stdout": 'c', "keep": 'k', "force": 'f', "quiet": 'q', "test": 't', "verbose": 'v',
	})
	if !ok {
		return command.ExitUsage
	}
	if f.Has('t') {
		return testGzip(p, names, f.Has('v'))
	}
	decompress := f.Has('d') || p.Name != "gzip"
	toStdout := f.Has('c') || p.Name == "zcat" || len(names) == 0
	level := gzip.DefaultCompression
	for c := byte('1'); c <= '9'; c++ {
		if f.Has(c) {
			level = int(c - '0')
		}
	}
	convert := func(w io.Writer, r io.Reader) error {
		if decompress {
			zr, err := gzip.NewReader(r)
			if err != nil {
				return errors.New("not in gzip format")
			}
			_, err = io.Copy(w, zr)
			return err
		}
		zw, _ := gzip.NewWriterLevel(w, level)
		if _, err := io.Copy(zw, r); err != nil {
			return err
		}
		return zw.Close()
	}
	if toStdout {
		return p.Inputs(names, func(_ string, r io.Reader) error { return convert(p.Stdout, r) })
	}
	status := 0
	for _, name := range names {
		out := name + ".gz"
		if decompress {
			switch {
			case strings.HasSuffix(name, ".gz"):
				out = strings.TrimSuffix(name, ".gz")
			case strings.HasSuffix(name, ".tgz"):
				out = strings.TrimSuffix(name, ".tgz") + ".tar"
			default:
				p.Errorf("%s: unknown suffix -- ignored", name)
				status = 1
				continue
			}
		}
		if _, err := p.Stat(out); err == nil && !f.Has('f') {
			p.Errorf("%s already exists; use -f to overwrite", out)
			status = 1
			continue
		}
		if err := convertFile(p, name, out, convert); err != nil {
			status = p.Fail(name, err)
			continue
		}
		if !f.Has('k') {
			if err := p.Line.View.Remove(p.Abs(name)); err != nil {
				status = p.Fail(name, err)
			}
		}
	}
	return status
}

// testGzip checks that each file (standard input without any) is whole
// gzip data, as gzip -t: quiet unless verbose, status 1 if one is not.
func testGzip(p *command.Proc, names []string, verbose bool) int {
	if len(names) == 0 {
		names = []string{"-"}
	}
	status := 0
	for _, name := range names {
		r, err := p.Open(name)
		if err != nil {
			status = p.Fail(name, err)
			continue
		}
		err = checkGzip(r)
		r.Close()
		switch {
		case err != nil && p.Ctx.Err() != nil:
			return 1
		case err != nil:
			p.Errorf("%s: %v", name, err)
			status = 1
		case verbose:
			fmt.Fprintf(p.Stderr, "%s:\t OK\n", name)
		}
	}
	return status
}

// checkGzip reads r through, saying as gzip does what is wrong with it.
func checkGzip(r io.Reader) error {
	br := bufio.NewReader(r)
	if magic, _ := br.Peek(2); !bytes.Equal(magic, []byte{0x1f, 0x8b}) {
		return errors.New("not in gzip format")
	}
	zr, err := gzip.NewReader(br)
	if err == nil {
		_, err = io.Copy(io.Discard, zr)
	}
	switch {
	case err == nil:
		return nil
	case errors.Is(err, gzip.ErrHeader):
		return errors.New("not in gzip format")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return errors.New("unexpected end of file")
	case errors.Is(err, gzip.ErrChecksum):
		return errors.New("invalid compressed data--crc error")
	}
	return errors.New("invalid compressed data--format violated")
}

// convertFile writes convert(in) to the file out, removing out on failure.
func convertFile(p *command.Proc, in, out string, convert func(io.Writer, io.Reader) error) error {
	r, err := p.Open(in)
	if err != nil {
		return err
	}
	defer r.Close()
	w, err := p.Create(out, false)
	if err != nil {
		return err
	}
	err = convert(w, r)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		p.Line.View.Remove(p.Abs(out))
	}
	return err
}

// tarCmd creates, lists or extracts tar archives:
// tar -c|-t|-x [-zvO] [-f ARCHIVE] [-C DIR] [--exclude=PATTERN]... [FILE...].
// The leading dash is optional (tar czf a.tgz dir); reading detects gzip
// and bzip2 by itself. With -t and -x, FILEs name the members to list or
// extract (a directory stands for what is under it too), and -O extracts
// the files' bytes to standard output.
func tarCmd(p *command.Proc, args []string) int {
	args = append([]string(nil), args...)
	if len(args) > 1 && !strings.HasPrefix(args[1], "-") {
		args[1] = "-" + args[1]
	}
	f, names, ok := p.Flags(args, "ctxzjvOf:C:1:", map[string]byte{
		"create": 'c', "list": 't', "extract": 'x', "gzip": 'z', "bzip2": 'j', "verbose": 'v', "file": 'f', "directory": 'C',
		"to-stdout": 'O', "exclude": '1',
	})
	if !ok {
		return command.ExitUsage
	}
	archive := f.Str('f', "-")
	dir := f.Str('C', ".")
	switch {
	case f.Has('c'):
		if f.Has('j') {
			return p.Unsupported("-j")
		}
		if len(names) == 0 {
			return p.Usage("cowardly refusing to create an empty archive")
		}
		w, err := archiveWriter(p, archive)
		if err != nil {
			return p.Fail(archive, err)
		}
		err = writeTar(p, w, dir, names, f.Has('z'), f.Has('v'), f.All('1'))
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return p.Fail(archive, err)
		}
		return 0
	case f.Has('t'), f.Has('x'):
		r, err := p.Open(archive)
		if err != nil {
			return p.Fail(archive, err)
		}
		defer r.Close()
		rd := &tarRead{dir: dir, extract: f.Has('x'), verbose: f.Has('v'), toStdout: f.Has('O'),
			exclude: f.All('1'), names: names, found: make([]bool, len(names))}
		if err := rd.read(p, r); err != nil {
			return p.Fail(archive, err)
		}
		status := 0
		for i, name := range names {
			if !rd.found[i] {
				p.Errorf("%s: Not found in archive", name)
				status = 2
			}
		}
		if status != 0 {
			p.Errorf("Exiting with failure status due to previous errors")
		}
		return status
	}
	return p.Usage("you must specify one of -c, -t, -x")
}

// excluded reports whether the archive member name matches one of the
// --exclude patterns as in GNU tar: the pattern may match any run of the
// name's components, so "*.log" leaves out d/a.log and "cache" leaves out
// d/cache and what is under it.
func excluded(patterns []string, name string) bool {
	parts := strings.Split(strings.Trim(name, "/"), "/")
	for _, pat := range patterns {
		pat = strings.Trim(pat, "/")
		for i := range parts {
			for j := i + 1; j <= len(parts); j++ {
				if ok, _ := path.Match(pat, strings.Join(parts[i:j], "/")); ok {
					return true
				}
			}
		}
	}
	return false
}

// archiveWriter opens the archive to write: a file, or "-" for stdout.
func archiveWriter(p *command.Proc, name string) (io.WriteCloser, error) {
	if name == "-" {
		return nopWriteCloser{p.Stdout}, nil
	}
	return p.Create(name, false)
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// writeTar writes names (relative to dir) and everything under them but
// what matches an exclude pattern.
func writeTar(p *command.Proc, w io.Writer, dir string, names []string, gz, verbose bool, exclude []string) error {
	var zw *gzip.Writer
	if gz {
		zw = gzip.NewWriter(w)
		w = zw
	}
	tw := tar.NewWriter(w)
	base := p.Abs(dir)
	for _, name := range names {
		root := view.Abs(base, name)
		err := p.Walk(root, true, func(full string, info fs.FileInfo) error {
			entry := strings.TrimPrefix(path.Join(strings.TrimPrefix(name, "/"), strings.TrimPrefix(full, root)), "/")
			if excluded(exclude, entry) {
				if info.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if verbose {
				fmt.Fprintln(p.Stderr, entry)
			}
			return addEntry(p, full, entry, info, func(h *tar.Header) (io.Writer, error) {
				return tw, tw.WriteHeader(h)
			})
		})
		if err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	if zw != nil {
		return zw.Close()
	}
	return nil
}

// addEntry writes one file or directory to an archive through header,
// which starts the entry and returns where its bytes go.
func addEntry(p *command.Proc, full, entry string, info fs.FileInfo, header func(*tar.Header) (io.Writer, error)) error {
	h := &tar.Header{Name: entry, Mode: int64(info.Mode().Perm()), ModTime: info.ModTime(), Typeflag: tar.TypeReg, Size: info.Size(), Format: tar.FormatPAX}
	if info.IsDir() {
		h.Name, h.Typeflag, h.Size = entry+"/", tar.TypeDir, 0
	}
	w, err := header(h)
	if err != nil || info.IsDir() {
		return err
	}
	r, err := p.Open(full)
	if err != nil {
		return err
	}
	defer r.Close()
	_, err = io.Copy(w, r)
	return err
}

// tarRead is how tar -t or -x goes through an archive.
type tarRead struct {
	dir                        string // where -x extracts
	extract, verbose, toStdout bool
	exclude                    []string // --exclude patterns
	names                      []string // the members asked for; none asks for all
	found                      []bool   // which of names matched a member
}

// wants reports whether the member name was asked for, noting which name
// asked for it.
func (rd *tarRead) wants(name string) bool {
	if excluded(rd.exclude, name) {
		return false
	}
	if len(rd.names) == 0 {
		return true
	}
	name = strings.TrimSuffix(name, "/")
	want := false
	for i, n := range rd.names {
		n = strings.TrimSuffix(n, "/")
		if name == n || strings.HasPrefix(name, n+"/") {
			rd.found[i], want = true, true
		}
	}
	return want
}

// read lists or extracts an archive, gzip- or bzip2-compressed or not.
func (rd *tarRead) read(p *command.Proc, r io.Reader) error {
	br := bufio.NewReader(r)
	magic, _ := br.Peek(3)
	var in io.Reader = br
	switch {
	case bytes.HasPrefix(magic, []byte{0x1f, 0x8b}):
		zr, err := gzip.NewReader(br)
		if err != nil {
			return err
		}
		in = zr
	case bytes.Equal(magic, []byte("BZh")):
		in = bzip2.NewReader(br)
	}
	tr := tar.NewReader(in)
	names := p.Stdout // where -v names the members
	if rd.toStdout {
		names = p.Stderr
	}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("not a valid tar archive: %v", err)
		}
		if !rd.wants(h.Name) {
			continue
		}
		switch {
		case !rd.extract && rd.verbose:
			fmt.Fprintf(p.Stdout, "%s %d %s %s\n", fs.FileMode(h.Mode).Perm(), h.Size, h.ModTime.UTC().Format("2006-01-02 15:04"), h.Name)
			continue
		case !rd.extract:
			fmt.Fprintln(p.Stdout, h.Name)
			continue
		case rd.verbose:
			fmt.Fprintln(names, h.Name)
		}
		if rd.toStdout {
			if h.Typeflag == tar.TypeReg {
				if _, err := io.Copy(p.Stdout, tr); err != nil {
					return err
				}
			}
			continue
		}
		if err := extractEntry(p, rd.dir, h.Name, h.Typeflag == tar.TypeDir, h.Typeflag == tar.TypeReg, h.ModTime, tr); err != nil {
			return err
		}
	}
}

// extractEntry writes one archive entry under dir. Only directories and regular
// files are extracted; a name that would leave dir is refused.
func extractEntry(p *command.Proc, dir, name string, isDir, isFile bool, mtime time.Time, r io.Reader) error {
	base := p.Abs(dir)
	target := view.Abs(base, strings.TrimPrefix(name, "/"))
	if target != base && !strings.HasPrefix(target, strings.TrimSuffix(base, "/")+"/") {
		return fmt.Errorf("%s: refusing to extract outside the target directory", name)
	}
	switch {
	case isDir:
		return p.MkdirAll(target)
	case !isFile:
		p.Errorf("%s: skipping: only regular files and directories are extracted", name)
		return nil
	}
	if err := p.MkdirAll(path.Dir(target)); err != nil {
		return err
	}
	w, err := p.Create(target, false)
	if err != nil {
		return err
	}
	_, err = io.Copy(w, r)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err == nil && !mtime.IsZero() {
		p.Line.View.Touch(target, mtime)
	}
	return err
}

// zipCmd creates a zip archive: zip [-rq] ARCHIVE FILE...
func zipCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "rq", map[string]byte{"recurse-paths": 'r', "quiet": 'q'})
	if !ok {
		return command.ExitUsage
	}
	if len(names) < 2 {
		return p.Usage("usage: zip [-r] ARCHIVE FILE...")
	}
	archive := names[0]
	if path.Ext(archive) == "" {
		archive += ".zip"
	}
	w, err := p.Create(archive, false)
	if err != nil {
		return p.Fail(archive, err)
	}
	zw := zip.NewWriter(w)
	for _, name := range names[1:] {
		root := p.Abs(name)
		err = p.Walk(name, f.Has('r'), func(full string, info fs.FileInfo) error {
			entry := strings.TrimPrefix(path.Join(strings.TrimPrefix(name, "/"), strings.TrimPrefix(full, root)), "/")
			if !f.Has('q') {
				fmt.Fprintf(p.Stdout, "  adding: %s\n", entry)
			}
			return addEntry(p, full, entry, info, func(h *tar.Header) (io.Writer, error) {
				zh := &zip.FileHeader{Name: h.Name, Method: zip.Deflate, Modified: h.ModTime}
				zh.SetMode(fs.FileMode(h.Mode))
				return zw.CreateHeader(zh)
			})
		})
		if err != nil {
			break
		}
	}
	if cerr := zw.Close(); err == nil {
		err = cerr
	}
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return p.Fail(archive, err)
	}
	return 0
}

// unzipCmd lists or extracts a zip archive: unzip [-lqo] [-d DIR] ARCHIVE.
func unzipCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "lqod:", nil)
	if !ok {
		return command.ExitUsage
	}
	if len(names) != 1 {
		return p.Usage("usage: unzip [-l] [-d DIR] ARCHIVE")
	}
	data, err := p.ReadFile(names[0])
	if err != nil {
		return p.Fail(names[0], err)
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return p.Fail(names[0], errors.New("not a zip archive"))
	}
	if f.Has('l') {
		return listZip(p, names[0], zr)
	}
	if !f.Has('q') {
		fmt.Fprintf(p.Stdout, "Archive:  %s\n", names[0])
	}
	dir := f.Str('d', ".")
	for _, zf := range zr.File {
		if !f.Has('q') {
			fmt.Fprintf(p.Stdout, "  inflating: %s\n", zf.Name)
		}
		rc, err := zf.Open()
		if err != nil {
			return p.Fail(zf.Name, err)
		}
		err = extractEntry(p, dir, zf.Name, zf.FileInfo().IsDir(), zf.Mode().IsRegular(), zf.Modified, rc)
		rc.Close()
		if err != nil {
			return p.Fail(zf.Name, err)
		}
	}
	return 0
}

// listZip prints unzip -l's table of an archive's members, with its
// header and its summary line of total size and member count.
func listZip(p *command.Proc, name string, zr *zip.Reader) int {
	var b strings.Builder
	fmt.Fprintf(&b, "Archive:  %s\n  Length      Date    Time    Name\n---------  ---------- -----   ----\n", name)
	var total uint64
	for _, zf := range zr.File {
		total += zf.UncompressedSize64
		fmt.Fprintf(&b, "%9d  %s   %s\n", zf.UncompressedSize64, zf.Modified.UTC().Format("2006-01-02 15:04"), zf.Name)
	}
	plural := "s"
	if len(zr.File) == 1 {
		plural = ""
	}
	fmt.Fprintf(&b, "---------                     -------\n%9d                     %d file%s\n", total, len(zr.File), plural)
	if _, err := io.WriteString(p.Stdout, b.String()); err != nil {
		return p.Fail("", err)
	}
	return 0
}
