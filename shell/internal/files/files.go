// Package files holds the shell's commands that list (ls, du, find), read
// and copy (cat, tee, cp), make, move, link and remove (mkdir, mv, ln, rm,
// rmdir, touch, chmod) files, and name them (basename, dirname, realpath).
package files

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

	"github.com/sbx-sandbox/sbx/shell/internal/command"
	"github.com/sbx-sandbox/sbx/shell/internal/datetime"
	"github.com/sbx-sandbox/sbx/shell/internal/view"
)

// Commands returns the commands that list, make, copy, move, link and
// remove files, and name them, by name.
func Commands() command.Table {
	return command.Table{
		"basename": basenameCmd, "cat": catCmd, "chmod": chmodCmd, "cp": cpCmd, "dirname": dirnameCmd, "du": duCmd,
		"find": findCmd, "ln": lnCmd, "ls": lsCmd, "mkdir": mkdirCmd, "mv": mvCmd, "realpath": realpathCmd,
		"rm": rmCmd, "rmdir": rmdirCmd, "tee": teeCmd, "touch": touchCmd,
	}
}

// lsCmd lists directories: ls [-aAlh1RdtSrF] [FILE...].
func lsCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "aAlh1RdtSrF", map[string]byte{
		"all": 'a', "almost-all": 'A', "human-readable": 'h', "recursive": 'R',
		"directory": 'd', "reverse": 'r', "classify": 'F',
	})
	if !ok {
		return command.ExitUsage
	}
	if len(names) == 0 {
		names = []string{"."}
	}
	status := 0
	var files []namedInfo
	var dirs []string
	for _, name := range names {
		info, err := p.Stat(name)
		switch {
		case err != nil:
			status = p.Fail(fmt.Sprintf("cannot access '%s'", name), err)
		case info.IsDir() && !f.Has('d'):
			dirs = append(dirs, name)
		default:
			files = append(files, namedInfo{name, info})
		}
	}
	ls := lister{p: p, f: f}
	ls.print(files)
	header := len(names) > 1 || f.Has('R')
	for i, dir := range dirs {
		if len(files) > 0 || i > 0 {
			fmt.Fprintln(p.Stdout)
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
	p *command.Proc
	f command.Flags
}

// dir lists one directory, and with -R those below it.
func (ls lister) dir(dir string, header bool) int {
	p := ls.p
	entries, err := p.Line.View.ReadDir(p.Abs(dir))
	if err != nil {
		return p.Fail(fmt.Sprintf("cannot open directory '%s'", dir), err)
	}
	var items []namedInfo
	if ls.f.Has('a') {
		for _, dot := range []string{".", ".."} {
			if info, err := p.Stat(path.Join(dir, dot)); err == nil {
				items = append(items, namedInfo{dot, info})
			}
		}
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") && !ls.f.Has('a') && !ls.f.Has('A') {
			continue
		}
		if info, err := e.Info(); err == nil {
			items = append(items, namedInfo{e.Name(), info})
		}
	}
	if header {
		fmt.Fprintf(p.Stdout, "%s:\n", dir)
	}
	if ls.f.Has('l') {
		var blocks int64
		for _, it := range items {
			blocks += kib(it.info.Size())
		}
		fmt.Fprintf(p.Stdout, "total %d\n", blocks)
	}
	ls.print(items)
	if !ls.f.Has('R') {
		return 0
	}
	status := 0
	for _, it := range items {
		if it.info.IsDir() && it.name != "." && it.name != ".." {
			fmt.Fprintln(p.Stdout)
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
		case ls.f.Has('t'):
			return b.info.ModTime().Compare(a.info.ModTime())
		case ls.f.Has('S'):
			return cmp.Compare(b.info.Size(), a.info.Size())
		}
		return strings.Compare(a.name, b.name)
	})
	if ls.f.Has('r') {
		slices.Reverse(items)
	}
	for _, it := range items {
		name := it.name
		if ls.f.Has('F') && it.info.IsDir() {
			name += "/"
		}
		if !ls.f.Has('l') {
			fmt.Fprintln(ls.p.Stdout, name)
			continue
		}
		size := strconv.FormatInt(it.info.Size(), 10)
		if ls.f.Has('h') {
			size = humanSize(it.info.Size())
		}
		fmt.Fprintf(ls.p.Stdout, "%s %d sandbox sandbox %8s %s %s\n", it.info.Mode(), view.Links(it.info), size, lsTime(it.info.ModTime()), name)
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
func catCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "n", map[string]byte{"number": 'n'})
	if !ok {
		return command.ExitUsage
	}
	line := 0
	return p.Inputs(names, func(_ string, r io.Reader) error {
		if !f.Has('n') {
			_, err := io.Copy(p.Stdout, r)
			return err
		}
		return command.EachLine(r, func(s string) error {
			line++
			_, err := fmt.Fprintf(p.Stdout, "%6d\t%s", line, s)
			return err
		})
	})
}

// mkdirCmd creates directories: mkdir [-p] DIR...
func mkdirCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "pvm:", map[string]byte{"parents": 'p', "verbose": 'v', "mode": 'm'})
	if !ok {
		return command.ExitUsage
	}
	if len(names) == 0 {
		return p.Usage("missing operand")
	}
	status := 0
	for _, name := range names {
		var err error
		if f.Has('p') {
			err = p.MkdirAll(name)
		} else {
			err = p.Line.View.Mkdir(p.Abs(name))
		}
		if err != nil {
			status = p.Fail(fmt.Sprintf("cannot create directory '%s'", name), err)
		} else if f.Has('v') {
			fmt.Fprintf(p.Stdout, "mkdir: created directory '%s'\n", name)
		}
	}
	return status
}

// rmCmd removes files: rm [-rRfv] FILE...
func rmCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "rRfvd", map[string]byte{"recursive": 'r', "force": 'f', "verbose": 'v', "dir": 'd'})
	if !ok {
		return command.ExitUsage
	}
	if len(names) == 0 && !f.Has('f') {
		return p.Usage("missing operand")
	}
	recursive := f.Has('r') || f.Has('R')
	status := 0
	for _, name := range names {
		full := p.Abs(name)
		info, err := p.Line.View.Stat(full, false)
		switch {
		case err == nil && full == "/":
			p.Errorf("refusing to remove '/'")
			status = 1
			continue
		case err == nil && path.Dir(full) == "/":
			p.Errorf("refusing to remove the mount '%s'; to empty it: rm -r %s/*", name, full)
			status = 1
			continue
		case err != nil:
			if !f.Has('f') {
				status = p.Fail(fmt.Sprintf("cannot remove '%s'", name), err)
			}
			continue
		case info.IsDir() && !recursive && !f.Has('d'):
			p.Errorf("cannot remove '%s': Is a directory", name)
			status = 1
			continue
		}
		if recursive {
			err = p.Line.View.RemoveAll(full)
		} else {
			err = p.Line.View.Remove(full)
		}
		if err != nil {
			status = p.Fail(fmt.Sprintf("cannot remove '%s'", name), err)
		} else if f.Has('v') {
			fmt.Fprintf(p.Stdout, "removed '%s'\n", name)
		}
	}
	return status
}

// rmdirCmd removes empty directories: rmdir DIR...
func rmdirCmd(p *command.Proc, args []string) int {
	_, names, ok := p.Flags(args, "", nil)
	if !ok {
		return command.ExitUsage
	}
	if len(names) == 0 {
		return p.Usage("missing operand")
	}
	status := 0
	for _, name := range names {
		full := p.Abs(name)
		info, err := p.Line.View.Stat(full, false)
		if err == nil && !info.IsDir() {
			err = view.PathErr("rmdir", full, experimentalsys.ENOTDIR)
		}
		if err == nil {
			err = p.Line.View.Remove(full)
		}
		if err != nil {
			status = p.Fail(fmt.Sprintf("failed to remove '%s'", name), err)
		}
	}
	return status
}

// targets splits SOURCE... DEST operands for cp and mv: with more than one
// source, or a DEST that is a directory, each source goes into DEST.
func targets(p *command.Proc, names []string) (sources []string, dest func(src string) string, ok bool) {
	if len(names) < 2 {
		p.Usage("missing destination file operand")
		return nil, nil, false
	}
	sources, last := names[:len(names)-1], names[len(names)-1]
	if info, err := p.Stat(last); err == nil && info.IsDir() {
		return sources, func(src string) string { return path.Join(p.Abs(last), path.Base(p.Abs(src))) }, true
	}
	if len(sources) > 1 {
		p.Errorf("target '%s' is not a directory", last)
		return nil, nil, false
	}
	return sources, func(string) string { return p.Abs(last) }, true
}

// cpCmd copies files: cp [-rRafnv] SOURCE... DEST.
func cpCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "rRafnvp", map[string]byte{"recursive": 'r', "archive": 'a', "force": 'f', "no-clobber": 'n', "verbose": 'v'})
	if !ok {
		return command.ExitUsage
	}
	recursive := f.Has('r') || f.Has('R') || f.Has('a')
	return eachSource(p, names, true, "cannot stat", func(src, from, to string, info fs.FileInfo) int {
		switch {
		case info.IsDir() && !recursive:
			p.Errorf("-r not specified; omitting directory '%s'", src)
			return 1
		case info.IsDir() && (to == from || strings.HasPrefix(to, from+"/")):
			p.Errorf("cannot copy a directory, '%s', into itself", src)
			return 1
		}
		if f.Has('n') {
			if _, err := p.Line.View.Stat(to, true); err == nil {
				return 0
			}
		}
		if err := copyTree(p, from, to, info); err != nil {
			return p.Fail("", err)
		}
		if f.Has('v') {
			fmt.Fprintf(p.Stdout, "'%s' -> '%s'\n", src, to)
		}
		return 0
	})
}

// eachSource runs fn for each SOURCE of the SOURCE... DEST operands of cp
// and ln, with its path, its target's and what it is (a link itself
// unless follow), and returns 1 if fn failed for any. A source that cannot
// be described is reported after what, as "cannot stat 'SOURCE'".
func eachSource(p *command.Proc, names []string, follow bool, what string, fn func(src, from, to string, info fs.FileInfo) int) int {
	sources, dest, ok := targets(p, names)
	if !ok {
		return 1
	}
	status := 0
	for _, src := range sources {
		from := p.Abs(src)
		info, err := p.Line.View.Stat(from, follow)
		if err != nil {
			status = p.Fail(fmt.Sprintf("%s '%s'", what, src), err)
		} else if code := fn(src, from, dest(src), info); code != 0 {
			status = code
		}
	}
	return status
}

// copyTree copies the file or directory from to to.
func copyTree(p *command.Proc, from, to string, info fs.FileInfo) error {
	if !info.IsDir() {
		return copyFile(p, from, to)
	}
	if err := p.Line.View.Mkdir(to); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	entries, err := p.Line.View.ReadDir(from)
	if err != nil {
		return err
	}
	for _, e := range entries {
		info, err := e.Info()
		if err != nil {
			return err
		}
		if err := copyTree(p, path.Join(from, e.Name()), path.Join(to, e.Name()), info); err != nil {
			return err
		}
	}
	return nil
}

// copyFile copies one regular file's bytes.
func copyFile(p *command.Proc, from, to string) error {
	src, err := p.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := p.Create(to, false)
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
func mvCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "fnv", map[string]byte{"force": 'f', "no-clobber": 'n', "verbose": 'v'})
	if !ok {
		return command.ExitUsage
	}
	sources, dest, ok := targets(p, names)
	if !ok {
		return 1
	}
	status := 0
	for _, src := range sources {
		from, to := p.Abs(src), dest(src)
		if f.Has('n') {
			if _, err := p.Line.View.Stat(to, false); err == nil {
				continue
			}
		}
		if strings.HasPrefix(to, from+"/") {
			p.Errorf("cannot move '%s' to a subdirectory of itself", src)
			status = 1
			continue
		}
		if err := p.Line.View.Rename(from, to); err != nil {
			status = p.Fail(fmt.Sprintf("cannot move '%s'", src), err)
		} else if f.Has('v') {
			fmt.Fprintf(p.Stdout, "renamed '%s' -> '%s'\n", src, to)
		}
	}
	return status
}

// lnCmd makes hard links: ln [-fv] TARGET [LINK_NAME], ln [-fv] TARGET...
// DIRECTORY. Both names are in one mount of the sandbox; -s is refused,
// as the sandbox makes no symbolic links.
func lnCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "fvs", map[string]byte{"force": 'f', "verbose": 'v', "symbolic": 's'})
	switch {
	case !ok:
		return command.ExitUsage
	case f.Has('s'):
		return p.Usage("symbolic links are not available in the sandbox; make a hard link (ln without -s) or copy the file (cp)")
	case len(names) == 0:
		return p.Usage("missing file operand")
	case len(names) == 1:
		names = append(names, ".")
	}
	return eachSource(p, names, false, "failed to access", func(src, from, to string, info fs.FileInfo) int {
		if info.IsDir() {
			p.Errorf("%s: hard link not allowed for directory", src)
			return 1
		}
		if f.Has('f') {
			if info, err := p.Line.View.Stat(to, false); err == nil && !info.IsDir() {
				p.Line.View.Remove(to)
			}
		}
		shown := names[len(names)-1]
		if to != p.Abs(shown) {
			shown = strings.TrimSuffix(shown, "/") + "/" + path.Base(from)
		}
		err := p.Line.View.Link(from, to)
		switch {
		case errors.Is(err, fs.ErrExist):
			return p.Fail(fmt.Sprintf("failed to create hard link '%s'", shown), err)
		case err != nil:
			return p.Fail(fmt.Sprintf("failed to create hard link '%s' => '%s'", shown, src), err)
		case f.Has('v'):
			fmt.Fprintf(p.Stdout, "'%s' => '%s'\n", shown, src)
		}
		return 0
	})
}

// touchCmd creates files or sets their times to now, to a date (-d, as
// date -d reads it, in TZ's zone) or to another file's (-r):
// touch [-c] [-d DATE | -r FILE] FILE...
func touchCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "camd:r:", map[string]byte{"no-create": 'c', "date": 'd', "reference": 'r'})
	if !ok {
		return command.ExitUsage
	}
	if len(names) == 0 {
		return p.Usage("missing file operand")
	}
	when := time.Now()
	switch {
	case f.Has('r'):
		info, err := p.Stat(f.Str('r', ""))
		if err != nil {
			return p.Fail(f.Str('r', ""), err)
		}
		when = info.ModTime()
	case f.Has('d'):
		loc, _ := datetime.Zone(p.Getenv("TZ"))
		t, err := datetime.ParseDate(f.Str('d', ""), when, loc)
		if err != nil {
			return p.Usage("invalid date format '%s' (dates such as 2024-01-15 10:30, @1700000000 or '2 days ago')", f.Str('d', ""))
		}
		when = t
	}
	status := 0
	for _, name := range names {
		full := p.Abs(name)
		if _, err := p.Line.View.Stat(full, true); err != nil {
			if f.Has('c') {
				continue
			}
			w, err := p.Create(name, true)
			if err == nil {
				err = w.Close()
			}
			if err != nil {
				status = p.Fail(fmt.Sprintf("cannot touch '%s'", name), err)
				continue
			}
		}
		if err := p.Line.View.Touch(full, when); err != nil {
			status = p.Fail(fmt.Sprintf("cannot touch '%s'", name), err)
		}
	}
	return status
}

// chmodCmd changes permission bits: chmod [-R] MODE FILE..., MODE octal
// (644) or symbolic (+x, u+x, go-w, a=r).
func chmodCmd(p *command.Proc, args []string) int {
	// A symbolic mode such as -x looks like an option: take the mode first.
	var recursive bool
	rest := args[1:]
	if len(rest) > 0 && rest[0] == "-R" {
		recursive, rest = true, rest[1:]
	}
	if len(rest) < 2 {
		return p.Usage("missing operand")
	}
	mode, names := rest[0], rest[1:]
	status := 0
	for _, name := range names {
		err := p.Walk(name, recursive, func(full string, info fs.FileInfo) error {
			m, err := applyMode(info.Mode().Perm(), mode)
			if err != nil {
				return err
			}
			return p.Line.View.Chmod(full, m)
		})
		if err != nil {
			status = p.Fail(name, err)
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

// duCmd reports disk usage in KiB (apparent sizes): du [-shacb] [-d N] [FILE...].
func duCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "shacbd:", map[string]byte{
		"summarize": 's', "human-readable": 'h', "all": 'a', "total": 'c', "bytes": 'b', "max-depth": 'd',
	})
	if !ok {
		return command.ExitUsage
	}
	depth, err := f.Num('d', -1)
	if err != nil {
		return p.Usage("%v", err)
	}
	if f.Has('s') {
		depth = 0
	}
	if len(names) == 0 {
		names = []string{"."}
	}
	format := func(n int64) string {
		switch {
		case f.Has('h'):
			return humanSize(n)
		case f.Has('b'):
			return strconv.FormatInt(n, 10)
		}
		return strconv.FormatInt(kib(n), 10)
	}
	var total int64
	status := 0
	for _, name := range names {
		size, err := du(p, name, 0, depth, f.Has('a'), format)
		if err != nil {
			status = p.Fail(fmt.Sprintf("cannot access '%s'", name), err)
		}
		total += size
	}
	if f.Has('c') {
		fmt.Fprintf(p.Stdout, "%s\ttotal\n", format(total))
	}
	return status
}

// du prints and returns the size of name, printing directories down to
// maxDepth (all when negative) and files too when all is set.
func du(p *command.Proc, name string, depth, maxDepth int, all bool, format func(int64) string) (int64, error) {
	info, err := p.Stat(name)
	if err != nil {
		return 0, err
	}
	shown := maxDepth < 0 || depth <= maxDepth
	if !info.IsDir() {
		if depth == 0 || all && shown {
			fmt.Fprintf(p.Stdout, "%s\t%s\n", format(info.Size()), name)
		}
		return info.Size(), nil
	}
	entries, err := p.Line.View.ReadDir(p.Abs(name))
	if err != nil {
		return 0, err
	}
	var size int64
	for _, e := range entries {
		if err := p.Ctx.Err(); err != nil {
			return size, err
		}
		n, err := du(p, path.Join(name, e.Name()), depth+1, maxDepth, all, format)
		if err != nil {
			return size, err
		}
		size += n
	}
	if shown {
		fmt.Fprintf(p.Stdout, "%s\t%s\n", format(size), name)
	}
	return size, nil
}

// teeCmd copies standard input to standard output and files: tee [-a] [FILE...].
func teeCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "a", map[string]byte{"append": 'a'})
	if !ok {
		return command.ExitUsage
	}
	writers := []io.Writer{p.Stdout}
	status := 0
	for _, name := range names {
		w, err := p.Create(name, f.Has('a'))
		if err != nil {
			status = p.Fail(name, err)
			continue
		}
		defer w.Close()
		writers = append(writers, w)
	}
	if _, err := io.Copy(io.MultiWriter(writers...), p.Stdin); err != nil {
		return p.Fail("", err)
	}
	return status
}
