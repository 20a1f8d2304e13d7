package docker

import (
	"archive/tar"
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math/rand/v2"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// A sandbox's /workspace, and its durable home when it writes there, are
// not the host's directories but tmpfs mounts of its container, each
// sized to the quota (fallback.Limits.WorkspaceBytes and WorkspaceFiles)
// in bytes and inodes: a write past it fails with ENOSPC in the container,
// and nothing the sandbox writes reaches the host's disk but through the
// store, which keeps them in step as the os tier's does. At each call's
// start it copies in what changed in the host directories since the last
// copy (what the WebAssembly tier or the file tools wrote), and at its end
// out what changed in the container (what the call, or a background job
// since the last call, wrote), at most the quota for all of them
// together: past it, files are left out and named. A change on both sides
// between two copies goes the way of the copy that comes first.
//
// The container's side is reached through the Docker API only, so it
// works for a non-root sbx, under gVisor and with Docker Desktop: one exec
// lists it (find), one streams what changed out (tar -c) and one streams
// what changed in (tar -x). Their output is the sandbox's to forge (its
// processes run as the same user): it is read bounded, names must lie in
// the directories asked for, and only regular files, directories and
// symbolic links are taken.

// syncTemp starts the names of the files being copied on the host, which
// its walk does not show.
const syncTemp = ".sbx-sync-"

// syncTimeout bounds each exec of a copy.
const syncTimeout = 2 * time.Minute

// maxName is the longest path a listing or an archive may name.
const maxName = 4096

// listFormat is find's line for one file: type, permissions, size,
// modification time, inode and links, then the path, NUL-terminated.
const listFormat = `%y %m %s %T@ %i %n %p\0`

// runner runs argv in the sandbox's container for the store: write, if
// set, gives its standard input, and read gets its standard output until
// it returns. It returns the exit code and the end of its standard error.
type runner func(ctx context.Context, argv []string, write func(io.Writer) error, read func(io.Reader) error) (int, string, error)

// store keeps a sandbox's tmpfs directories and their host directories in
// step.
type store struct {
	mu           sync.Mutex
	bytes, files int64 // the quota
	pairs        []*pair
}

// pair is one directory of the container's and the host directory behind
// it, with what each held when they were last alike.
type pair struct {
	box   string // the sandbox's path: /workspace
	host  *os.Root
	state map[string]pairState // by path relative to box
}

// pairState is one path as the last copy left it on each side.
type pairState struct {
	box  boxEntry
	host hostEntry
}

// boxEntry is what the container's listing says of a file.
type boxEntry struct {
	typ   byte // f, d or l
	perm  fs.FileMode
	size  int64
	stamp string // modification time, inode and links
}

// changed reports whether e is not what was recorded as was.
func (e boxEntry) changed(was boxEntry) bool {
	if e.typ == 'd' {
		return was.typ != 'd' || e.perm != was.perm
	}
	return e != was
}

// hostEntry is what a walk of the host directory records of a file.
type hostEntry struct {
	mode  fs.FileMode // type (directory, link, regular) and permissions
	size  int64
	mtime int64
}

// changed reports whether e is not what was recorded as was.
func (e hostEntry) changed(was hostEntry) bool {
	if e.mode.IsDir() {
		return e.mode != was.mode
	}
	return e != was
}

// hostEntryOf records info, if it is a regular file, a directory or a
// symbolic link.
func hostEntryOf(info fs.FileInfo) (hostEntry, bool) {
	m := info.Mode()
	if m&fs.ModeType&^(fs.ModeDir|fs.ModeSymlink) != 0 {
		return hostEntry{}, false
	}
	return hostEntry{mode: m&(fs.ModeDir|fs.ModeSymlink) | m.Perm(), size: info.Size(), mtime: info.ModTime().UnixNano()}, true
}

// newStore opens the host directories behind the sandbox paths of dirs
// (sandbox path, host path, in pairs).
func newStore(bytes, files int64, dirs ...string) (*store, error) {
	s := &store{bytes: bytes, files: files}
	for i := 0; i+1 < len(dirs); i += 2 {
		root, err := os.OpenRoot(dirs[i+1])
		if err != nil {
			s.close()
			return nil, fmt.Errorf("the host directory of %s cannot be opened", dirs[i])
		}
		s.pairs = append(s.pairs, &pair{box: dirs[i], host: root})
	}
	return s, nil
}

// close releases the host directories.
func (s *store) close() {
	for _, p := range s.pairs {
		p.host.Close()
	}
}

// reset forgets what the container held: it was started again, with empty
// directories, and the next syncIn copies everything in.
func (s *store) reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, p := range s.pairs {
		p.state = nil
	}
}

// walkHost records what root holds by slash-separated path; complete is
// false when a directory could not be read.
func walkHost(root *os.Root) (got map[string]hostEntry, complete bool, err error) {
	got, complete = map[string]hostEntry{}, true
	err = fs.WalkDir(root.FS(), ".", func(rel string, d fs.DirEntry, err error) error {
		switch {
		case err != nil && rel == ".":
			return err
		case err != nil:
			complete = false
			return nil
		case rel == ".":
			return nil
		case strings.HasPrefix(d.Name(), syncTemp):
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		info, err := d.Info()
		if err != nil {
			complete = false
			return nil
		}
		if e, ok := hostEntryOf(info); ok {
			got[rel] = e
		}
		return nil
	})
	return got, complete, err
}

// listing is what the container's find printed, by pair, then path.
type listing struct {
	entries  []map[string]boxEntry
	complete bool // every file was listed
}

// listScript lists the directories it is given (listFormat), then says
// how find ended: "end STATUS", NUL-terminated.
const listScript = `find "$@" -mindepth 1 -printf '` + listFormat + `'
printf 'end %d\0' $?
`

// parseListing reads a listScript's lines, up to its end, and keeps at
// most max names: a longer listing, or one find did not finish, is not
// complete. Lines that do not parse, or name paths outside the pairs'
// directories, end it with an error; files other than regular ones,
// directories and links are skipped.
func (s *store) parseListing(br *bufio.Reader, max int64) (*listing, error) {
	l := &listing{complete: true}
	for range s.pairs {
		l.entries = append(l.entries, map[string]boxEntry{})
	}
	bad := errors.New("the sandbox's file listing is not one sbx reads")
	for n := int64(0); ; n++ {
		line, err := br.ReadSlice(0)
		if err != nil {
			return nil, bad
		}
		if code, ok := strings.CutPrefix(string(line[:len(line)-1]), "end "); ok {
			l.complete = l.complete && code == "0"
			return l, nil
		}
		if n >= max {
			l.complete = false
			continue // read to its end, where what follows starts
		}
		f := strings.SplitN(string(line[:len(line)-1]), " ", 7)
		if len(f) != 7 || len(f[0]) != 1 {
			return nil, bad
		}
		perm, err1 := strconv.ParseUint(f[1], 8, 32)
		size, err2 := strconv.ParseInt(f[2], 10, 64)
		i, rel, ok := s.relative(f[6])
		if err1 != nil || err2 != nil || size < 0 || !ok {
			return nil, bad
		}
		switch f[0][0] {
		case 'f', 'd', 'l':
			l.entries[i][rel] = boxEntry{typ: f[0][0], perm: fs.FileMode(perm) & fs.ModePerm, size: size, stamp: f[3] + " " + f[4] + " " + f[5]}
		}
	}
}

// newReader buffers r for parseListing, whose lines are at most a path and
// a few numbers long.
func newReader(r io.Reader) *bufio.Reader { return bufio.NewReaderSize(r, maxName+256) }

// relative splits a sandbox path or an archive's name (the same without
// the leading slash) into its pair and the path in it: ok is false for
// anything not strictly inside one of them.
func (s *store) relative(name string) (i int, rel string, ok bool) {
	name = "/" + strings.TrimPrefix(strings.TrimSuffix(name, "/"), "/")
	for i, p := range s.pairs {
		if rel, ok := strings.CutPrefix(name, p.box+"/"); ok && len(name) <= maxName && fs.ValidPath(rel) && rel != "." {
			return i, rel, true
		}
	}
	return 0, "", false
}

// changes is what one side changed since the last copy: paths to copy
// (sorted, parents first) and paths gone.
type changes struct{ copy, gone []string }

// syncIn copies into the container what changed in the host directories
// since the last copy: nothing, and no exec, when nothing did. The notes
// name what could not be copied.
func (s *store) syncIn(ctx context.Context, run runner) (notes []string, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	hosts := make([]map[string]hostEntry, len(s.pairs))
	var copies []string // sandbox paths, parents first
	var removals []string
	for i, p := range s.pairs {
		got, complete, err := walkHost(p.host)
		if err != nil {
			return nil, fmt.Errorf("reading the host's files of %s failed", p.box)
		}
		hosts[i] = got
		for _, rel := range slices.Sorted(maps.Keys(got)) {
			old, known := p.state[rel]
			if known && !got[rel].changed(old.host) {
				continue
			}
			copies = append(copies, p.box+"/"+rel)
			if known && old.box.typ != typeOf(got[rel].mode) {
				removals = append(removals, "r:"+p.box+"/"+rel)
			}
		}
		if !complete {
			continue
		}
		var gone []string
		for rel, old := range p.state {
			if _, ok := got[rel]; !ok {
				op := "f:"
				if old.box.typ == 'd' {
					op = "d:"
				}
				gone = append(gone, op+p.box+"/"+rel)
			}
		}
		slices.SortFunc(gone, func(a, b string) int { return strings.Compare(b[2:], a[2:]) }) // the deepest first
		removals = append(removals, gone...)
	}
	if len(copies) == 0 && len(removals) == 0 {
		return nil, nil
	}
	// The removals go as arguments, in execs of at most 64 KiB of them:
	// the last one also extracts the archive and lists the result.
	var after *listing
	for len(removals) > 0 || after == nil {
		n, size := 0, 0
		for n < len(removals) && size+len(removals[n]) < 64<<10 {
			size += len(removals[n]) + 1
			n++
		}
		n = max(n, min(1, len(removals))) // one name past the bound goes alone
		chunk := removals[:n]
		removals = removals[n:]
		if len(removals) > 0 {
			code, stderr, err := run(ctx, append([]string{"/bin/sh", "-c", removeScript, "sbx"}, chunk...), nil, nil)
			if err != nil {
				return nil, err
			}
			if code != 0 {
				notes = append(notes, "removing files from the sandbox: "+strings.TrimSpace(stderr))
			}
			continue
		}
		argv := append([]string{"/bin/sh", "-c", removeScript + extractScript, "sbx"}, chunk...)
		argv = append(argv, "--")
		for _, p := range s.pairs {
			argv = append(argv, p.box)
		}
		code, stderr, err := run(ctx, argv, func(w io.Writer) error { return s.archive(w, copies, hosts) }, func(r io.Reader) (err error) {
			after, err = s.parseListing(newReader(r), s.files+int64(len(copies))+1)
			return err
		})
		if err != nil {
			return nil, err
		}
		if code != 0 && strings.TrimSpace(stderr) != "" {
			notes = append(notes, "copying the host's files into the sandbox: "+strings.TrimSpace(stderr))
		}
	}
	// What was copied is recorded as the container now shows it; what the
	// container does not show as it was sent is not, and a partial file
	// goes, so the next copy in tries again and none goes out.
	var failed, partial []string
	for i, p := range s.pairs {
		next := map[string]pairState{}
		for rel, h := range hosts[i] {
			old, known := p.state[rel]
			if known && !h.changed(old.host) {
				next[rel] = old
				continue
			}
			b, ok := after.entries[i][rel]
			switch {
			case ok && b.typ == typeOf(h.mode) && (b.typ != 'f' || b.size == h.size):
				next[rel] = pairState{box: b, host: h}
				continue
			case ok && b.typ == 'f':
				partial = append(partial, p.box+"/"+rel)
			}
			failed = append(failed, p.box+"/"+rel)
		}
		p.state = next
	}
	if len(partial) > 0 {
		run(ctx, append([]string{"/bin/sh", "-c", removeScript, "sbx"}, prefixed("f:", partial)...), nil, nil)
	}
	if len(failed) > 0 {
		notes = append(notes, fmt.Sprintf("not copied into the sandbox (its quota is %d bytes in %d files): %s", s.bytes, s.files, some(failed)))
	}
	return notes, nil
}

// removeScript removes the paths its arguments name, up to "--": "r:"
// with what it holds, "f:" a file or link, "d:" a directory if empty.
const removeScript = `set -f
while [ $# -gt 0 ] && [ "$1" != -- ]; do
	case $1 in r:*) rm -rf -- "${1#r:}" ;; f:*) rm -f -- "${1#f:}" ;; d:*) rmdir -- "${1#d:}" 2>/dev/null ;; esac
	shift
done
`

// extractScript, after removeScript, extracts the archive on standard
// input at / and lists the directories named after "--".
const extractScript = `shift
tar -C / -xpf - --no-same-owner --warning=no-timestamp
s=$?
` + listScript + `exit $s
`

// saveScript lists the directories it is given, then reads a line from
// standard input: "copy" archives the NUL-terminated names that follow
// it, anything else ends.
const saveScript = listScript + `IFS= read -r what || exit 0
[ "$what" = copy ] || exit 0
exec tar -C / -cf - --no-recursion --hard-dereference --null --verbatim-files-from -T -
`

// typeOf is find's letter for a file of mode m.
func typeOf(m fs.FileMode) byte {
	switch {
	case m.IsDir():
		return 'd'
	case m&fs.ModeSymlink != 0:
		return 'l'
	}
	return 'f'
}

// archive writes the host's files at paths (sandbox paths) to w as a tar
// archive, each read as hostfs.OpenRegular does and at most the size the
// walk saw of it: a file that shrank is padded, one that grew cut, one
// replaced by something else left out.
func (s *store) archive(w io.Writer, paths []string, hosts []map[string]hostEntry) error {
	tw := tar.NewWriter(w)
	for _, name := range paths {
		i, rel, _ := s.relative(name)
		root, e := s.pairs[i].host, hosts[i][rel]
		hdr := &tar.Header{Name: name[1:], Mode: int64(e.mode.Perm()), ModTime: time.Unix(0, e.mtime), Format: tar.FormatPAX}
		var f *os.File
		switch {
		case e.mode.IsDir():
			hdr.Typeflag, hdr.Name = tar.TypeDir, hdr.Name+"/"
		case e.mode&fs.ModeSymlink != 0:
			target, err := root.Readlink(rel)
			if err != nil {
				continue
			}
			hdr.Typeflag, hdr.Linkname = tar.TypeSymlink, target
		default:
			var info fs.FileInfo
			var err error
			if f, info, err = hostfs.OpenRegular(root, rel); err != nil || f == nil {
				continue
			}
			hdr.Typeflag, hdr.Size = tar.TypeReg, min(info.Size(), e.size)
		}
		err := tw.WriteHeader(hdr)
		if err == nil && f != nil {
			var n int64
			n, err = io.CopyN(tw, f, hdr.Size)
			if errors.Is(err, io.EOF) {
				_, err = io.CopyN(tw, zeros{}, hdr.Size-n)
			}
		}
		if f != nil {
			f.Close()
		}
		if err != nil {
			return err
		}
	}
	return tw.Close()
}

// zeros reads as endless zero bytes.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// syncOut copies to the host what changed in the container since the last
// copy, at most the quota, in one exec: saveScript lists the container's
// directories, and archives what the listing shows changed. The notes
// name what was left out or could not be copied.
func (s *store) syncOut(ctx context.Context, run runner) (notes []string, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o := &saving{s: s, want: map[string]boxEntry{}, ready: make(chan []string, 1)}
	argv := []string{"/bin/sh", "-c", saveScript, "sbx"}
	for _, p := range s.pairs {
		argv = append(argv, p.box)
	}
	code, stderr, err := run(ctx, argv, o.names, o.read)
	if err != nil {
		return nil, err
	}
	if o.listing == nil {
		return nil, errors.New("the sandbox's files could not be listed")
	}
	for name := range o.want {
		o.failed = append(o.failed, "/"+name)
	}
	if code != 0 && len(o.want) > 0 {
		o.failed = append(o.failed, "("+strings.TrimSpace(stderr)+")")
	}
	// What the container no longer has goes from the host, unless it
	// changed there meanwhile; the deepest first. Only a complete listing
	// tells.
	for i, p := range s.pairs {
		if o.listing.complete {
			gone := slices.Sorted(func(yield func(string) bool) {
				for rel := range p.state {
					if _, ok := o.listing.entries[i][rel]; !ok && !yield(rel) {
						return
					}
				}
			})
			slices.Reverse(gone)
			for _, rel := range gone {
				if info, err := p.host.Lstat(rel); err == nil {
					if h, ok := hostEntryOf(info); ok && !h.changed(p.state[rel].host) {
						p.host.Remove(rel) // a directory that still holds files stays
					}
				}
			}
		}
		p.state = o.kept[i]
	}
	if len(o.failed) > 0 {
		slices.Sort(o.failed)
		notes = append(notes, "not saved: "+some(o.failed))
	}
	if !o.listing.complete {
		o.left = append(o.left, "and more")
	}
	if len(o.left) > 0 {
		notes = append(notes, fmt.Sprintf("not saved, as the quota of %d bytes in %d files is reached: %s", s.bytes, s.files, some(o.left)))
	}
	return notes, nil
}

// saving is one syncOut's exec: its listing, what it asked for and what
// it got.
type saving struct {
	s       *store
	listing *listing
	want    map[string]boxEntry    // archive names asked for, not yet received
	kept    []map[string]pairState // the next state, by pair
	ready   chan []string          // the names to ask for, once listed
	left    []string               // past the quota
	failed  []string               // not copied
	slack   int64                  // what the quota still allows past the sizes listed
}

// names answers the listing on the exec's standard input: the names to
// archive, or none.
func (o *saving) names(w io.Writer) error {
	names := <-o.ready
	if len(names) == 0 {
		_, err := io.WriteString(w, "none\n")
		return err
	}
	bw := bufio.NewWriter(w)
	bw.WriteString("copy\n")
	for _, name := range names {
		bw.WriteString(name)
		bw.WriteByte(0)
	}
	return bw.Flush()
}

// read reads the listing, says what to archive, and writes what the
// archive holds to the host. Every name the container holds is charged,
// changed or not, in the order of the pairs and of their paths; what is
// past the quota is left out.
func (o *saving) read(r io.Reader) error {
	sent := false
	send := func(names []string) {
		if !sent {
			sent = true
			o.ready <- names // buffered: never waits
		}
	}
	defer send(nil)
	br := newReader(r)
	l, err := o.s.parseListing(br, o.s.files+1)
	if err != nil {
		return err
	}
	o.listing = l
	var names []string
	bytes, files := o.s.bytes, o.s.files
	for i, p := range o.s.pairs {
		o.kept = append(o.kept, map[string]pairState{})
		for _, rel := range slices.Sorted(maps.Keys(l.entries[i])) {
			e := l.entries[i][rel]
			files--
			if e.typ == 'f' {
				bytes -= e.size
			}
			if bytes < 0 || files < 0 {
				o.left = append(o.left, p.box+"/"+rel)
				continue
			}
			if old, known := p.state[rel]; known && !e.changed(old.box) {
				o.kept[i][rel] = old
				continue
			}
			name := p.box[1:] + "/" + rel
			o.want[name] = e
			names = append(names, name)
		}
	}
	o.slack = max(bytes, 0)
	send(names)
	if len(names) == 0 {
		return nil
	}
	return o.fetch(br)
}

// fetch reads the archive of what was asked for and writes it to the
// host. A file may have grown since the listing, by at most the slack.
// An archive that is not one it reads, or holds what was not asked for,
// ends it with an error.
func (o *saving) fetch(r io.Reader) error {
	tr := tar.NewReader(r)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("the sandbox's archive is not one sbx reads: %w", err)
		}
		name := strings.TrimSuffix(hdr.Name, "/")
		e, ok := o.want[name]
		if !ok || (hdr.Typeflag != tar.TypeReg && hdr.Typeflag != tar.TypeDir && hdr.Typeflag != tar.TypeSymlink) {
			return errors.New("the sandbox's archive holds a file not asked for")
		}
		delete(o.want, name)
		i, rel, _ := o.s.relative(name)
		if hdr.Typeflag == tar.TypeReg && hdr.Size > e.size {
			if o.slack -= hdr.Size - e.size; o.slack < 0 {
				return fmt.Errorf("%s grew past the quota while being saved", "/"+name)
			}
		}
		got, err := put(o.s.pairs[i].host, rel, hdr, tr)
		if err != nil {
			o.failed = append(o.failed, fmt.Sprintf("/%s: %v", name, err))
			continue
		}
		o.kept[i][rel] = pairState{box: e, host: got}
	}
}

// put makes rel in root what hdr says, from r, replacing what root has
// there, and returns what root then holds. Files and links are written to
// a new name and renamed into place; root keeps every name inside it.
func put(root *os.Root, rel string, hdr *tar.Header, r io.Reader) (hostEntry, error) {
	perm := fs.FileMode(hdr.Mode) & fs.ModePerm
	want := perm
	switch hdr.Typeflag {
	case tar.TypeDir:
		want |= fs.ModeDir
	case tar.TypeSymlink:
		want |= fs.ModeSymlink
	case tar.TypeReg:
	default:
		return hostEntry{}, errors.New("not a regular file, directory or link")
	}
	if info, err := root.Lstat(rel); err == nil && info.Mode().Type() != want.Type() {
		if err := root.RemoveAll(rel); err != nil {
			return hostEntry{}, err
		}
	}
	tmp := path.Join(path.Dir(rel), fmt.Sprintf("%s%x", syncTemp, rand.Uint64()))
	var err error
	switch hdr.Typeflag {
	case tar.TypeDir:
		if err = root.Mkdir(rel, perm); errors.Is(err, fs.ErrExist) {
			err = root.Chmod(rel, perm)
		}
	case tar.TypeSymlink:
		if len(hdr.Linkname) > maxName {
			return hostEntry{}, errors.New("link target too long")
		}
		if err = root.Symlink(hdr.Linkname, tmp); err == nil {
			err = root.Rename(tmp, rel)
		}
	default:
		var f *os.File
		if f, err = root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm); err != nil {
			return hostEntry{}, err
		}
		_, err = io.CopyN(f, r, hdr.Size)
		if err == nil {
			err = f.Chmod(perm)
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = root.Chtimes(tmp, hdr.ModTime, hdr.ModTime)
		}
		if err == nil {
			err = root.Rename(tmp, rel)
		}
	}
	if err != nil {
		root.Remove(tmp)
		return hostEntry{}, err
	}
	info, err := root.Lstat(rel)
	if err != nil {
		return hostEntry{}, errors.New("gone once copied")
	}
	e, _ := hostEntryOf(info)
	return e, nil
}

// some joins the first few of items for a message, and counts the rest.
func some(items []string) string {
	const most = 10
	if len(items) <= most {
		return strings.Join(items, "; ")
	}
	return fmt.Sprintf("%s; and %d more", strings.Join(items[:most], "; "), len(items)-most)
}

// prefixed is items each with prefix p.
func prefixed(p string, items []string) []string {
	out := make([]string, len(items))
	for i, s := range items {
		out[i] = p + s
	}
	return out
}

// boundedBuffer keeps the first max bytes written to it.
type boundedBuffer struct {
	bytes.Buffer
	max int
}

func (b *boundedBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.Len(); room > 0 {
		b.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}
