package files

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
)

// findCmd walks directories: find [PATH...] [EXPRESSION], with the tests
// -name -iname -path -type f|d -size [+-]N[ckMG] -mtime [+-]N -newer FILE
// -empty -maxdepth N -mindepth N, the actions -print -print0 -delete
// -exec CMD {} ; and -exec CMD {} +, and the operators ! -not -a -and -o
// -or ( ).
func findCmd(p *command.Proc, args []string) int {
	rest := args[1:]
	var roots []string
	for len(rest) > 0 && !strings.HasPrefix(rest[0], "-") && rest[0] != "!" && rest[0] != "(" {
		roots, rest = append(roots, rest[0]), rest[1:]
	}
	if len(roots) == 0 {
		roots = []string{"."}
	}
	fp := &findParser{p: p, args: rest, minDepth: 0, maxDepth: -1}
	expr, err := fp.parse()
	if err != nil {
		return p.Usage("%v", err)
	}
	if !fp.acted {
		expr = and(expr, func(c *findCtx) bool { fmt.Fprintln(p.Stdout, c.name); return true })
	}
	status := 0
	for _, root := range roots {
		full := p.Abs(root)
		info, err := p.Line.View.Stat(full, false)
		if err != nil {
			status = p.Fail(root, err)
			continue
		}
		if err := fp.walk(expr, root, full, info, 0); err != nil {
			status = p.Fail(root, err)
		}
	}
	for _, batch := range fp.batches {
		if code := batch(); code != 0 {
			status = 1
		}
	}
	return max(status, fp.status)
}

// findCtx is the file find is looking at.
type findCtx struct {
	name string // as printed: the root argument joined with the path below it
	full string // the clean sandbox path
	info fs.FileInfo
}

// findExpr evaluates an expression on a file.
type findExpr func(*findCtx) bool

func and(a, b findExpr) findExpr { return func(c *findCtx) bool { return a(c) && b(c) } }
func or(a, b findExpr) findExpr  { return func(c *findCtx) bool { return a(c) || b(c) } }

// findParser parses find's expression by recursive descent.
type findParser struct {
	p        *command.Proc
	args     []string
	acted    bool // an action (-print, -delete, -exec) appeared
	minDepth int
	maxDepth int
	deletes  bool
	batches  []func() int // -exec ... {} + runs, after the walk
	status   int
}

func (fp *findParser) parse() (findExpr, error) {
	if len(fp.args) == 0 {
		return func(*findCtx) bool { return true }, nil
	}
	e, err := fp.orExpr()
	if err == nil && len(fp.args) > 0 {
		err = fmt.Errorf("unexpected '%s'", fp.args[0])
	}
	return e, err
}

func (fp *findParser) next() string {
	a := fp.args[0]
	fp.args = fp.args[1:]
	return a
}

func (fp *findParser) orExpr() (findExpr, error) {
	e, err := fp.andExpr()
	for err == nil && len(fp.args) > 0 && (fp.args[0] == "-o" || fp.args[0] == "-or") {
		fp.next()
		var r findExpr
		if r, err = fp.andExpr(); err == nil {
			e = or(e, r)
		}
	}
	return e, err
}

func (fp *findParser) andExpr() (findExpr, error) {
	e, err := fp.unary()
	for err == nil && len(fp.args) > 0 && fp.args[0] != "-o" && fp.args[0] != "-or" && fp.args[0] != ")" {
		if fp.args[0] == "-a" || fp.args[0] == "-and" {
			fp.next()
		}
		var r findExpr
		if r, err = fp.unary(); err == nil {
			e = and(e, r)
		}
	}
	return e, err
}

func (fp *findParser) unary() (findExpr, error) {
	if len(fp.args) == 0 {
		return nil, errors.New("expected an expression")
	}
	switch fp.args[0] {
	case "!", "-not":
		fp.next()
		e, err := fp.unary()
		if err != nil {
			return nil, err
		}
		return func(c *findCtx) bool { return !e(c) }, nil
	case "(":
		fp.next()
		e, err := fp.orExpr()
		if err != nil {
			return nil, err
		}
		if len(fp.args) == 0 || fp.next() != ")" {
			return nil, errors.New("missing ')'")
		}
		return e, nil
	}
	return fp.primary()
}

// arg takes the argument of the primary name.
func (fp *findParser) arg(name string) (string, error) {
	if len(fp.args) == 0 {
		return "", fmt.Errorf("missing argument to '%s'", name)
	}
	return fp.next(), nil
}

func (fp *findParser) primary() (findExpr, error) {
	name := fp.next()
	switch name {
	case "-print", "-print0":
		fp.acted = true
		end := map[string]string{"-print": "\n", "-print0": "\x00"}[name]
		return func(c *findCtx) bool { fmt.Fprint(fp.p.Stdout, c.name, end); return true }, nil
	case "-delete":
		fp.acted, fp.deletes = true, true
		return func(c *findCtx) bool {
			if c.name == "." {
				return true
			}
			if err := fp.p.Line.View.Remove(c.full); err != nil {
				fp.status = fp.p.Fail(c.name, err)
				return false
			}
			return true
		}, nil
	case "-empty":
		return func(c *findCtx) bool {
			if c.info.IsDir() {
				entries, err := fp.p.Line.View.ReadDir(c.full)
				return err == nil && len(entries) == 0
			}
			return c.info.Size() == 0
		}, nil
	case "-exec":
		return fp.exec()
	}
	val, err := fp.arg(name)
	if err != nil {
		return nil, err
	}
	switch name {
	case "-name", "-iname", "-path", "-wholename":
		fold := name == "-iname"
		if _, err := path.Match(val, ""); err != nil {
			return nil, fmt.Errorf("invalid pattern '%s'", val)
		}
		return func(c *findCtx) bool {
			s := path.Base(c.name)
			if name == "-path" || name == "-wholename" {
				s = c.name
			}
			pat := val
			if fold {
				s, pat = strings.ToLower(s), strings.ToLower(pat)
			}
			ok, _ := path.Match(pat, s)
			return ok
		}, nil
	case "-type":
		if val != "f" && val != "d" && val != "l" {
			return nil, fmt.Errorf("unknown argument to -type: %s", val)
		}
		return func(c *findCtx) bool {
			switch val {
			case "d":
				return c.info.IsDir()
			case "l":
				return c.info.Mode()&fs.ModeSymlink != 0
			}
			return c.info.Mode().IsRegular()
		}, nil
	case "-maxdepth", "-mindepth":
		n, err := strconv.Atoi(val)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("invalid argument to %s: '%s'", name, val)
		}
		if name == "-maxdepth" {
			fp.maxDepth = n
		} else {
			fp.minDepth = n
		}
		return func(*findCtx) bool { return true }, nil
	case "-size":
		return sizeTest(val)
	case "-mtime", "-mmin":
		unit := 24 * time.Hour
		if name == "-mmin" {
			unit = time.Minute
		}
		cmp, n, err := signedNumber(val)
		if err != nil {
			return nil, fmt.Errorf("invalid argument to %s: '%s'", name, val)
		}
		return func(c *findCtx) bool {
			age := int64(time.Since(c.info.ModTime()) / unit)
			return cmp(age, n)
		}, nil
	case "-newer":
		ref, err := fp.p.Stat(val)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", val, err)
		}
		return func(c *findCtx) bool { return c.info.ModTime().After(ref.ModTime()) }, nil
	}
	return nil, fmt.Errorf("unknown predicate '%s'", name)
}

// signedNumber parses find's +N (more than), -N (less than) and N.
func signedNumber(s string) (func(a, b int64) bool, int64, error) {
	cmp := func(a, b int64) bool { return a == b }
	switch {
	case strings.HasPrefix(s, "+"):
		s, cmp = s[1:], func(a, b int64) bool { return a > b }
	case strings.HasPrefix(s, "-"):
		s, cmp = s[1:], func(a, b int64) bool { return a < b }
	}
	n, err := strconv.ParseInt(s, 10, 64)
	return cmp, n, err
}

// sizeTest implements -size [+-]N[cwbkMG]; without a unit N counts
// 512-byte blocks, rounded up as find does.
func sizeTest(val string) (findExpr, error) {
	units := map[byte]int64{'c': 1, 'w': 2, 'b': 512, 'k': 1024, 'M': 1 << 20, 'G': 1 << 30}
	unit := int64(512)
	if u, ok := units[val[len(val)-1]]; ok {
		unit, val = u, val[:len(val)-1]
	}
	cmp, n, err := signedNumber(val)
	if err != nil {
		return nil, fmt.Errorf("invalid argument to -size")
	}
	return func(c *findCtx) bool { return cmp((c.info.Size()+unit-1)/unit, n) }, nil
}

// exec parses -exec CMD ARGS... ; (once per file) or -exec CMD ARGS {} +
// (once with every file, after the walk).
func (fp *findParser) exec() (findExpr, error) {
	fp.acted = true
	var argv []string
	for len(fp.args) > 0 {
		a := fp.next()
		if a == ";" || a == "+" && len(argv) > 0 && argv[len(argv)-1] == "{}" {
			if len(argv) == 0 {
				return nil, errors.New("-exec needs a command")
			}
			if a == ";" {
				return func(c *findCtx) bool { return fp.run(argv, []string{c.name}) == 0 }, nil
			}
			var names []string
			fp.batches = append(fp.batches, func() int {
				if len(names) == 0 {
					return 0
				}
				return fp.run(argv, names)
			})
			return func(c *findCtx) bool { names = append(names, c.name); return true }, nil
		}
		argv = append(argv, a)
	}
	return nil, errors.New("missing argument to '-exec': end it with ';' or '{} +'")
}

// run runs argv with each {} replaced by names.
func (fp *findParser) run(argv, names []string) int {
	var args []string
	for _, a := range argv {
		if a == "{}" {
			args = append(args, names...)
		} else {
			args = append(args, strings.ReplaceAll(a, "{}", strings.Join(names, " ")))
		}
	}
	return fp.p.Sub(args[0]).Run(args)
}

// walk applies expr to the file and, for a directory, to what is below it
// (after it, or before it when deleting).
func (fp *findParser) walk(expr findExpr, name, full string, info fs.FileInfo, depth int) error {
	if err := fp.p.Ctx.Err(); err != nil {
		return err
	}
	c := &findCtx{name: name, full: full, info: info}
	visit := depth >= fp.minDepth && (fp.maxDepth < 0 || depth <= fp.maxDepth)
	if visit && !fp.deletes {
		expr(c)
	}
	if info.IsDir() && (fp.maxDepth < 0 || depth < fp.maxDepth) {
		entries, err := fp.p.Line.View.ReadDir(full)
		if err != nil {
			fp.status = fp.p.Fail(name, err)
		}
		for _, e := range entries {
			info, err := e.Info()
			if err != nil {
				continue
			}
			child := strings.TrimSuffix(name, "/") + "/" + e.Name()
			if err := fp.walk(expr, child, path.Join(full, e.Name()), info, depth+1); err != nil {
				return err
			}
		}
	}
	if visit && fp.deletes {
		expr(c)
	}
	return nil
}
