package shell

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// lsCmd lists directories: ls [-aAlh1RdtSrF] [FILE...].
func lsCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "aAlh1RdtSrF", map[string]byte{
		"all": 'a', "almost-all": 'A', "human-readable": 'h', "recursive": 'R',
		"directory": 'd', "reverse": 'r', "classify": 'F',
	})
	if !ok {
		return ExitUsage
	}
	if len(names) == 0 {
		names = []string{"."}
	}
	status := 0
	var files []namedInfo
	var dirs []string
	for _, name := range names {
		info, err := p.stat(name)
		switch {
		case err != nil:
			status = p.fail(fmt.Sprintf("cannot access '%s'", name), err)
		case info.IsDir() && !f.has('d'):
			dirs = append(dirs, name)
		default:
			files = append(files, namedInfo{name, info})
		}
	}
	ls := lister{p: p, f: f}
	ls.print(files)
	header := len(names) > 1 || f.has('R')
	for i, dir := range dirs {
		if len(files) > 0 || i > 0 {
			fmt.Fprintln(p.stdout)
		}
		if code := ls.dir(dir, header); code != 0 {
			status = code
		}
	}
	return status
}

// namedInfo is a file to list under the name it is shown with.
type namedInfo struct {
	name string
	info fs.FileInfo
}

// lister prints ls output with one set of flags.
type lister struct {
	p *proc
	f flags
}

// dir lists one directory, and with -R those below it.
func (ls lister) dir(dir string, header bool) int {
	p := ls.p
	entries, err := p.s.view.readDir(p.abs(dir))
	if err != nil {
		return p.fail(fmt.Sprintf("cannot open directory '%s'", dir), err)
	}
	var items []namedInfo
	if ls.f.has('a') {
		for _, dot := range []string{".", ".."} {
			if info, err := p.stat(path.Join(dir, dot)); err == nil {
				items = append(items, namedInfo{dot, info})
			}
		}
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") && !ls.f.has('a') && !ls.f.has('A') {
			continue
		}
		if info, err := e.Info(); err == nil {
			items = append(items, namedInfo{e.Name(), info})
		}
	}
	if header {
		fmt.Fprintf(p.stdout, "%s:\n", dir)
	}
	if ls.f.has('l') {
		var blocks int64
		for _, it := range items {
			blocks += kib(it.info.Size())
		}
		fmt.Fprintf(p.stdout, "total %d\n", blocks)
	}
	ls.print(items)
	if !ls.f.has('R') {
		return 0
	}
	status := 0
	for _, it := range items {
		if it.info.IsDir() && it.name != "." && it.name != ".." {
			fmt.Fprintln(p.stdout)
			if code := ls.dir(path.Join(dir, it.name), true); code != 0 {
				status = code
			}
		}
	}
	return status
}

// print writes items sorted as the flags ask, one per line.
func (ls lister) print(items []namedInfo) {
	slices.SortStableFunc(items, func(a, b namedInfo) int {
		switch {
		case ls.f.has('t'):
			return b.info.ModTime().Compare(a.info.ModTime())
		case ls.f.has('S'):
			return cmp.Compare(b.info.Size(), a.info.Size())
		}
		return strings.Compare(a.name, b.name)
	})
	if ls.f.has('r') {
		slices.Reverse(items)
	}
	for _, it := range items {
		name := it.name
		if ls.f.has('F') && it.info.IsDir() {
			name += "/"
		}
		if !ls.f.has('l') {
			fmt.Fprintln(ls.p.stdout, name)
			continue
		}
		size := strconv.FormatInt(it.info.Size(), 10)
		if ls.f.has('h') {
			size = humanSize(it.info.Size())
		}
		fmt.Fprintf(ls.p.stdout, "%s %d sandbox sandbox %8s %s %s\n", it.info.Mode(), links(it.info), size, lsTime(it.info.ModTime()), name)
	}
}

// lsTime formats a modification time as ls -l does.
func lsTime(t time.Time) string {
	t = t.UTC()
	if time.Since(t) > 180*24*time.Hour || t.After(time.Now().Add(time.Hour)) {
		return t.Format("Jan _2  2006")
	}
	return t.Format("Jan _2 15:04")
}

// kib is n bytes in 1024-byte blocks, rounded up.
func kib(n int64) int64 { return (n + 1023) / 1024 }

// humanSize formats n bytes as ls -h and du -h do: 512, 1.5K, 12M.
func humanSize(n int64) string {
	if n < 1024 {
		return strconv.FormatInt(n, 10)
	}
	v := float64(n)
	for _, unit := range "KMGTPE" {
		v /= 1024
		if v < 1024 || unit == 'E' {
			if v < 10 {
				return strconv.FormatFloat(math.Ceil(v*10)/10, 'f', 1, 64) + string(unit)
			}
			return strconv.FormatFloat(math.Ceil(v), 'f', 0, 64) + string(unit)
		}
	}
	return strconv.FormatInt(n, 10)
}

// catCmd concatenates files: cat [-n] [FILE...].
func catCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "n", map[string]byte{"number": 'n'})
	if !ok {
		return ExitUsage
	}
	line := 0
	return p.inputs(names, func(_ string, r io.Reader) error {
		if !f.has('n') {
			_, err := io.Copy(p.stdout, r)
			return err
		}
		return eachLine(r, func(s string) error {
			line++
			_, err := fmt.Fprintf(p.stdout, "%6d\t%s", line, s)
			return err
		})
	})
}

// mkdirCmd creates directories: mkdir [-p] DIR...
func mkdirCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "pvm:", map[string]byte{"parents": 'p', "verbose": 'v', "mode": 'm'})
	if !ok {
		return ExitUsage
	}
	if len(names) == 0 {
		return p.usage("missing operand")
	}
	status := 0
	for _, name := range names {
		var err error
		if f.has('p') {
			err = p.mkdirAll(name)
		} else {
			err = p.s.view.mkdir(p.abs(name))
		}
		if err != nil {
			status = p.fail(fmt.Sprintf("cannot create directory '%s'", name), err)
		} else if f.has('v') {
			fmt.Fprintf(p.stdout, "mkdir: created directory '%s'\n", name)
		}
	}
	return status
}

// mkdirAll creates the directory name and any missing parents.
func (p *proc) mkdirAll(name string) error { return p.s.view.mkdirAll(p.abs(name)) }

// rmCmd removes files: rm [-rRfv] FILE...
func rmCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "rRfvd", map[string]byte{"recursive": 'r', "force": 'f', "verbose": 'v', "dir": 'd'})
	if !ok {
		return ExitUsage
	}
	if len(names) == 0 && !f.has('f') {
		return p.usage("missing operand")
	}
	recursive := f.has('r') || f.has('R')
	status := 0
	for _, name := range names {
		full := p.abs(name)
		info, err := p.s.view.stat(full, false)
		switch {
		case err == nil && full == "/":
			p.errorf("refusing to remove '/'")
			status = 1
			continue
		case err == nil && path.Dir(full) == "/":
			p.errorf("refusing to remove the mount '%s'; to empty it: rm -r %s/*", name, full)
			status = 1
			continue
		case err != nil:
			if !f.has('f') {
				status = p.fail(fmt.Sprintf("cannot remove '%s'", name), err)
			}
			continue
		case info.IsDir() && !recursive && !f.has('d'):
			p.errorf("cannot remove '%s': Is a directory", name)
			status = 1
			continue
		}
		if recursive {
			err = p.s.view.removeAll(full)
		} else {
			err = p.s.view.remove(full)
		}
		if err != nil {
			status = p.fail(fmt.Sprintf("cannot remove '%s'", name), err)
		} else if f.has('v') {
			fmt.Fprintf(p.stdout, "removed '%s'\n", name)
		}
	}
	return status
}

// rmdirCmd removes empty directories: rmdir DIR...
func rmdirCmd(p *proc, args []string) int {
	_, names, ok := p.flags(args, "", nil)
	if !ok {
		return ExitUsage
	}
	if len(names) == 0 {
		return p.usage("missing operand")
	}
	status := 0
	for _, name := range names {
		full := p.abs(name)
		info, err := p.s.view.stat(full, false)
		if err == nil && !info.IsDir() {
			err = &fs.PathError{Op: "rmdir", Path: full, Err: errnoError(experimentalsys.ENOTDIR)}
		}
		if err == nil {
			err = p.s.view.remove(full)
		}
		if err != nil {
			status = p.fail(fmt.Sprintf("failed to remove '%s'", name), err)
		}
	}
	return status
}

// targets splits SOURCE... DEST operands for cp and mv: with more than one
// source, or a DEST that is a directory, each source goes into DEST.
func (p *proc) targets(names []string) (sources []string, dest func(src string) string, ok bool) {
	if len(names) < 2 {
		p.usage("missing destination file operand")
		return nil, nil, false
	}
	sources, last := names[:len(names)-1], names[len(names)-1]
	if info, err := p.stat(last); err == nil && info.IsDir() {
		return sources, func(src string) string { return path.Join(p.abs(last), path.Base(p.abs(src))) }, true
	}
	if len(sources) > 1 {
		p.errorf("target '%s' is not a directory", last)
		return nil, nil, false
	}
	return sources, func(string) string { return p.abs(last) }, true
}

// cpCmd copies files: cp [-rRafnv] SOURCE... DEST.
func cpCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "rRafnvp", map[string]byte{"recursive": 'r', "archive": 'a', "force": 'f', "no-clobber": 'n', "verbose": 'v'})
	if !ok {
		return ExitUsage
	}
	recursive := f.has('r') || f.has('R') || f.has('a')
	return p.eachSource(names, true, "cannot stat", func(src, from, to string, info fs.FileInfo) int {
		switch {
		case info.IsDir() && !recursive:
			p.errorf("-r not specified; omitting directory '%s'", src)
			return 1
		case info.IsDir() && (to == from || strings.HasPrefix(to, from+"/")):
			p.errorf("cannot copy a directory, '%s', into itself", src)
			return 1
		}
		if f.has('n') {
			if _, err := p.s.view.stat(to, true); err == nil {
				return 0
			}
		}
		if err := p.copyTree(from, to, info); err != nil {
			return p.fail("", err)
		}
		if f.has('v') {
			fmt.Fprintf(p.stdout, "'%s' -> '%s'\n", src, to)
		}
		return 0
	})
}

// eachSource runs fn for each SOURCE of the SOURCE... DEST operands of cp
// and ln, with its path, its target's and what it is (a link itself
// unless follow), and returns 1 if fn failed for any. A source that cannot
// be described is reported after what, as "cannot stat 'SOURCE'".
func (p *proc) eachSource(names []string, follow bool, what string, fn func(src, from, to string, info fs.FileInfo) int) int {
	sources, dest, ok := p.targets(names)
	if !ok {
		return 1
	}
	status := 0
	for _, src := range sources {
		from := p.abs(src)
		info, err := p.s.view.stat(from, follow)
		if err != nil {
			status = p.fail(fmt.Sprintf("%s '%s'", what, src), err)
		} else if code := fn(src, from, dest(src), info); code != 0 {
			status = code
		}
	}
	return status
}

// copyTree copies the file or directory from to to.
func (p *proc) copyTree(from, to string, info fs.FileInfo) error {
	if !info.IsDir() {
		return p.copyFile(from, to)
	}
	if err := p.s.view.mkdir(to); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	entries, err := p.s.view.readDir(from)
	if err != nil {
		return err
	}
	for _, e := range entries {
		info, err := e.Info()
		if err != nil {
			return err
		}
		if err := p.copyTree(path.Join(from, e.Name()), path.Join(to, e.Name()), info); err != nil {
			return err
		}
	}
	return nil
}

// copyFile copies one regular file's bytes.
func (p *proc) copyFile(from, to string) error {
	src, err := p.open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := p.create(to, false)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

// mvCmd moves files: mv [-fnv] SOURCE... DEST.
func mvCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "fnv", map[string]byte{"force": 'f', "no-clobber": 'n', "verbose": 'v'})
	if !ok {
		return ExitUsage
	}
	sources, dest, ok := p.targets(names)
	if !ok {
		return 1
	}
	status := 0
	for _, src := range sources {
		from, to := p.abs(src), dest(src)
		if f.has('n') {
			if _, err := p.s.view.stat(to, false); err == nil {
				continue
			}
		}
		if strings.HasPrefix(to, from+"/") {
			p.errorf("cannot move '%s' to a subdirectory of itself", src)
			status = 1
			continue
		}
		if err := p.s.view.rename(from, to); err != nil {
			status = p.fail(fmt.Sprintf("cannot move '%s'", src), err)
		} else if f.has('v') {
			fmt.Fprintf(p.stdout, "renamed '%s' -> '%s'\n", src, to)
		}
	}
	return status
}

// lnCmd makes hard links: ln [-fv] TARGET [LINK_NAME], ln [-fv] TARGET...
// DIRECTORY. Both names are in one mount of the sandbox; -s is refused,
// as the sandbox makes no symbolic links.
func lnCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "fvs", map[string]byte{"force": 'f', "verbose": 'v', "symbolic": 's'})
	switch {
	case !ok:
		return ExitUsage
	case f.has('s'):
		return p.usage("symbolic links are not available in the sandbox; make a hard link (ln without -s) or copy the file (cp)")
	case len(names) == 0:
		return p.usage("missing file operand")
	case len(names) == 1:
		names = append(names, ".")
	}
	return p.eachSource(names, false, "failed to access", func(src, from, to string, info fs.FileInfo) int {
		if info.IsDir() {
			p.errorf("%s: hard link not allowed for directory", src)
			return 1
		}
		if f.has('f') {
			if info, err := p.s.view.stat(to, false); err == nil && !info.IsDir() {
				p.s.view.remove(to)
			}
		}
		shown := names[len(names)-1]
		if to != p.abs(shown) {
			shown = strings.TrimSuffix(shown, "/") + "/" + path.Base(from)
		}
		err := p.s.view.link(from, to)
		switch {
		case errors.Is(err, fs.ErrExist):
			return p.fail(fmt.Sprintf("failed to create hard link '%s'", shown), err)
		case err != nil:
			return p.fail(fmt.Sprintf("failed to create hard link '%s' => '%s'", shown, src), err)
		case f.has('v'):
			fmt.Fprintf(p.stdout, "'%s' => '%s'\n", shown, src)
		}
		return 0
	})
}

// touchCmd creates files or sets their times to now, to a date (-d, as
// date -d reads it, in TZ's zone) or to another file's (-r):
// touch [-c] [-d DATE | -r FILE] FILE...
func touchCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "camd:r:", map[string]byte{"no-create": 'c', "date": 'd', "reference": 'r'})
	if !ok {
		return ExitUsage
	}
	if len(names) == 0 {
		return p.usage("missing file operand")
	}
	when := time.Now()
	switch {
	case f.has('r'):
		info, err := p.stat(f.str('r', ""))
		if err != nil {
			return p.fail(f.str('r', ""), err)
		}
		when = info.ModTime()
	case f.has('d'):
		loc, _ := p.location()
		t, err := parseDate(f.str('d', ""), when, loc)
		if err != nil {
			return p.usage("invalid date format '%s' (dates such as 2024-01-15 10:30, @1700000000 or '2 days ago')", f.str('d', ""))
		}
		when = t
	}
	status := 0
	for _, name := range names {
		full := p.abs(name)
		if _, err := p.s.view.stat(full, true); err != nil {
			if f.has('c') {
				continue
			}
			w, err := p.create(name, true)
			if err == nil {
				err = w.Close()
			}
			if err != nil {
				status = p.fail(fmt.Sprintf("cannot touch '%s'", name), err)
				continue
			}
		}
		if err := p.s.view.touch(full, when); err != nil {
			status = p.fail(fmt.Sprintf("cannot touch '%s'", name), err)
		}
	}
	return status
}

// chmodCmd changes permission bits: chmod [-R] MODE FILE..., MODE octal
// (644) or symbolic (+x, u+x, go-w, a=r).
func chmodCmd(p *proc, args []string) int {
	// A symbolic mode such as -x looks like an option: take the mode first.
	var recursive bool
	rest := args[1:]
	if len(rest) > 0 && rest[0] == "-R" {
		recursive, rest = true, rest[1:]
	}
	if len(rest) < 2 {
		return p.usage("missing operand")
	}
	mode, names := rest[0], rest[1:]
	status := 0
	for _, name := range names {
		err := p.walk(name, recursive, func(full string, info fs.FileInfo) error {
			m, err := applyMode(info.Mode().Perm(), mode)
			if err != nil {
				return err
			}
			return p.s.view.chmod(full, m)
		})
		if err != nil {
			status = p.fail(name, err)
		}
	}
	return status
}

// applyMode applies a chmod mode (octal or symbolic clauses) to perm.
func applyMode(perm fs.FileMode, mode string) (fs.FileMode, error) {
	if n, err := strconv.ParseUint(mode, 8, 32); err == nil {
		return fs.FileMode(n) & fs.ModePerm, nil
	}
	for _, clause := range strings.Split(mode, ",") {
		i := strings.IndexAny(clause, "+-=")
		if i < 0 {
			return 0, fmt.Errorf("invalid mode: '%s'", mode)
		}
		var who fs.FileMode
		for _, c := range clause[:i] {
			switch c {
			case 'u':
				who |= 0o700
			case 'g':
				who |= 0o070
			case 'o':
				who |= 0o007
			case 'a':
				who |= 0o777
			default:
				return 0, fmt.Errorf("invalid mode: '%s'", mode)
			}
		}
		if who == 0 {
			who = 0o777
		}
		var bits fs.FileMode
		for _, c := range clause[i+1:] {
			switch c {
			case 'r':
				bits |= 0o444
			case 'w':
				bits |= 0o222
			case 'x':
				bits |= 0o111
			default:
				return 0, fmt.Errorf("invalid mode: '%s'", mode)
			}
		}
		switch clause[i] {
		case '+':
			perm |= bits & who
		case '-':
			perm &^= bits & who
		case '=':
			perm = perm&^who | bits&who
		}
	}
	return perm, nil
}

// walk calls fn for the path argument name and, when recursive and it is
// a directory, for everything below it, parents first.
func (p *proc) walk(name string, recursive bool, fn func(full string, info fs.FileInfo) error) error {
	full := p.abs(name)
	info, err := p.s.view.stat(full, false)
	if err != nil {
		return err
	}
	return p.walkPath(full, info, recursive, fn)
}

func (p *proc) walkPath(full string, info fs.FileInfo, recursive bool, fn func(string, fs.FileInfo) error) error {
	if err := p.ctx.Err(); err != nil {
		return err
	}
	if err := fn(full, info); err != nil || !recursive || !info.IsDir() {
		return err
	}
	entries, err := p.s.view.readDir(full)
	if err != nil {
		return err
	}
	for _, e := range entries {
		info, err := e.Info()
		if err != nil {
			continue
		}
		if err := p.walkPath(path.Join(full, e.Name()), info, true, fn); err != nil {
			return err
		}
	}
	return nil
}

// duCmd reports disk usage in KiB (apparent sizes): du [-shacb] [-d N] [FILE...].
func duCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "shacbd:", map[string]byte{
		"summarize": 's', "human-readable": 'h', "all": 'a', "total": 'c', "bytes": 'b', "max-depth": 'd',
	})
	if !ok {
		return ExitUsage
	}
	depth, err := f.num('d', -1)
	if err != nil {
		return p.usage("%v", err)
	}
	if f.has('s') {
		depth = 0
	}
	if len(names) == 0 {
		names = []string{"."}
	}
	format := func(n int64) string {
		switch {
		case f.has('h'):
			return humanSize(n)
		case f.has('b'):
			return strconv.FormatInt(n, 10)
		}
		return strconv.FormatInt(kib(n), 10)
	}
	var total int64
	status := 0
	for _, name := range names {
		size, err := p.du(name, 0, depth, f.has('a'), format)
		if err != nil {
			status = p.fail(fmt.Sprintf("cannot access '%s'", name), err)
		}
		total += size
	}
	if f.has('c') {
		fmt.Fprintf(p.stdout, "%s\ttotal\n", format(total))
	}
	return status
}

// du prints and returns the size of name, printing directories down to
// maxDepth (all when negative) and files too when all is set.
func (p *proc) du(name string, depth, maxDepth int, all bool, format func(int64) string) (int64, error) {
	info, err := p.stat(name)
	if err != nil {
		return 0, err
	}
	shown := maxDepth < 0 || depth <= maxDepth
	if !info.IsDir() {
		if depth == 0 || all && shown {
			fmt.Fprintf(p.stdout, "%s\t%s\n", format(info.Size()), name)
		}
		return info.Size(), nil
	}
	entries, err := p.s.view.readDir(p.abs(name))
	if err != nil {
		return 0, err
	}
	var size int64
	for _, e := range entries {
		if err := p.ctx.Err(); err != nil {
			return size, err
		}
		n, err := p.du(path.Join(name, e.Name()), depth+1, maxDepth, all, format)
		if err != nil {
			return size, err
		}
		size += n
	}
	if shown {
		fmt.Fprintf(p.stdout, "%s\t%s\n", format(size), name)
	}
	return size, nil
}

// teeCmd copies standard input to standard output and files: tee [-a] [FILE...].
func teeCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "a", map[string]byte{"append": 'a'})
	if !ok {
		return ExitUsage
	}
	writers := []io.Writer{p.stdout}
	status := 0
	for _, name := range names {
		w, err := p.create(name, f.has('a'))
		if err != nil {
			status = p.fail(name, err)
			continue
		}
		defer w.Close()
		writers = append(writers, w)
	}
	if _, err := io.Copy(io.MultiWriter(writers...), p.stdin); err != nil {
		return p.fail("", err)
	}
	return status
}
