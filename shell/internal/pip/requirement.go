package pip

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// pythonVersion is the WebAssembly sandbox's Python, as markers and
// Requires-Python compare it.
const pythonVersion = "3.13.5"

// markerEnv is what a dependency's environment marker (PEP 508) may ask
// of the WebAssembly sandbox's Python.
var markerEnv = map[string]string{
	"python_version": "3.13", "python_full_version": pythonVersion, "implementation_version": pythonVersion,
	"os_name": "posix", "sys_platform": "wasi", "platform_system": "WASI", "platform_machine": "wasm32",
	"implementation_name": "cpython", "platform_python_implementation": "CPython", "platform_release": "", "platform_version": "",
	"extra": "",
}

// requirement is one project to install (PEP 508): its normalized name,
// the versions it allows, and the marker that says where it applies.
type requirement struct {
	text   string // as given
	name   string
	spec   string // "", or comma-separated specifiers such as ">=1.0,<2"
	marker string
	named  bool // named on pip's command line, not a dependency
}

var requirementRE = regexp.MustCompile(`^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?\s*\(?([^;()]*)\)?\s*(?:;\s*(.*))?$`)

// parseRequirement parses "name[extras] specifiers ; marker".
func parseRequirement(s string) (requirement, error) {
	m := requirementRE.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil || strings.ContainsAny(s, "/@") {
		return requirement{}, fmt.Errorf("invalid requirement: %q (give a project's name, with versions such as name==1.2 or name>=1.0)", s)
	}
	r := requirement{text: s, name: normalize(m[1]), spec: strings.ReplaceAll(m[2], " ", ""), marker: m[3]}
	if !validSpecifiers(r.spec) {
		return requirement{}, fmt.Errorf("invalid requirement: %q: bad version specifier %q", s, r.spec)
	}
	return r, nil
}

// allows reports whether version meets r's specifiers.
func (r requirement) allows(version string) bool { return allows(r.spec, version) }

// pinned reports whether r names its version exactly (==), which lets a
// pre-release be chosen.
func (r requirement) pinned() bool { return strings.HasPrefix(r.spec, "==") }

// applies reports whether r's marker holds in the WebAssembly sandbox; a
// marker that does not parse holds, so the dependency is not lost.
func (r requirement) applies() bool {
	if r.marker == "" {
		return true
	}
	ok, err := evalMarker(r.marker)
	return ok || err != nil
}

// specifierRE is one version specifier.
var specifierRE = regexp.MustCompile(`^(===|==|!=|~=|<=|>=|<|>)([0-9A-Za-z.*+!_-]+)$`)

// validSpecifiers reports whether spec is empty or comma-separated
// specifiers.
func validSpecifiers(spec string) bool {
	if spec == "" {
		return true
	}
	for _, s := range strings.Split(spec, ",") {
		if !specifierRE.MatchString(s) {
			return false
		}
	}
	return true
}

// allows reports whether version meets every specifier of spec.
func allows(spec, version string) bool {
	if spec == "" {
		return true
	}
	for _, s := range strings.Split(strings.ReplaceAll(spec, " ", ""), ",") {
		m := specifierRE.FindStringSubmatch(s)
		if m == nil {
			return false
		}
		op, want := m[1], m[2]
		if prefix, ok := strings.CutSuffix(want, ".*"); ok && (op == "==" || op == "!=") {
			match := version == prefix || strings.HasPrefix(version, prefix+".")
			if match != (op == "==") {
				return false
			}
			continue
		}
		c := compareVersions(version, want)
		var ok bool
		switch op {
		case "==", "===":
			ok = c == 0
		case "!=":
			ok = c != 0
		case "<=":
			ok = c <= 0
		case ">=":
			ok = c >= 0
		case "<":
			ok = c < 0
		case ">":
			ok = c > 0
		case "~=": // >= want, == its release without the last part
			parts := strings.Split(release(want), ".")
			ok = c >= 0 && len(parts) > 1 && allows("=="+strings.Join(parts[:len(parts)-1], ".")+".*", version)
		}
		if !ok {
			return false
		}
	}
	return true
}

// release is a version's release numbers: "1.2.3" of "1.2.3rc1.post2".
func release(v string) string {
	v, _, _ = strings.Cut(v, "+")
	end := strings.IndexFunc(v, func(r rune) bool { return r != '.' && (r < '0' || r > '9') })
	if end < 0 {
		end = len(v)
	}
	return strings.TrimSuffix(v[:end], ".")
}

// prerelease reports whether v is a pre- or development release.
func prerelease(v string) bool {
	v = strings.ToLower(v)
	v, _, _ = strings.Cut(v, "+")
	rest := strings.TrimPrefix(v[len(release(v)):], ".")
	return rest != "" && !strings.HasPrefix(rest, "post")
}

// compareVersions orders two versions by their release numbers, a
// pre-release before its release and a post-release after it.
func compareVersions(a, b string) int {
	pa, pb := strings.Split(release(a), "."), strings.Split(release(b), ".")
	for i := range max(len(pa), len(pb)) {
		var x, y int
		if i < len(pa) {
			x, _ = strconv.Atoi(pa[i])
		}
		if i < len(pb) {
			y, _ = strconv.Atoi(pb[i])
		}
		if x != y {
			return x - y
		}
	}
	rank := func(v string) int {
		switch {
		case prerelease(v):
			return -1
		case strings.Contains(strings.ToLower(v), "post"):
			return 1
		}
		return 0
	}
	return rank(a) - rank(b)
}

// markerToken splits an environment marker into quoted strings,
// operators, parentheses and words.
var markerToken = regexp.MustCompile(`\s*("[^"]*"|'[^']*'|===|==|!=|~=|<=|>=|<|>|\(|\)|[A-Za-z_][A-Za-z0-9_.]*)`)

// evalMarker evaluates a PEP 508 environment marker against markerEnv.
func evalMarker(marker string) (bool, error) {
	var toks []string
	rest := strings.TrimSpace(marker)
	for rest != "" {
		m := markerToken.FindStringSubmatchIndex(rest)
		if m == nil || m[0] != 0 {
			return false, fmt.Errorf("bad marker %q", marker)
		}
		toks = append(toks, rest[m[2]:m[3]])
		rest = strings.TrimSpace(rest[m[1]:])
	}
	e := &markerParser{toks: toks}
	v, err := e.or()
	if err == nil && e.pos != len(toks) {
		err = fmt.Errorf("bad marker %q", marker)
	}
	return v, err
}

// markerParser is a recursive-descent parser over a marker's tokens.
type markerParser struct {
	toks []string
	pos  int
}

func (e *markerParser) next() string {
	if e.pos >= len(e.toks) {
		return ""
	}
	e.pos++
	return e.toks[e.pos-1]
}

func (e *markerParser) peek() string {
	if e.pos >= len(e.toks) {
		return ""
	}
	return e.toks[e.pos]
}

func (e *markerParser) or() (bool, error) {
	v, err := e.and()
	for err == nil && e.peek() == "or" {
		e.next()
		var w bool
		w, err = e.and()
		v = v || w
	}
	return v, err
}

func (e *markerParser) and() (bool, error) {
	v, err := e.atom()
	for err == nil && e.peek() == "and" {
		e.next()
		var w bool
		w, err = e.atom()
		v = v && w
	}
	return v, err
}

func (e *markerParser) atom() (bool, error) {
	if e.peek() == "(" {
		e.next()
		v, err := e.or()
		if err == nil && e.next() != ")" {
			err = fmt.Errorf("unbalanced parentheses")
		}
		return v, err
	}
	left, lvar := e.value()
	op := e.next()
	if op == "not" {
		if e.next() != "in" {
			return false, fmt.Errorf("expected 'in' after 'not'")
		}
		op = "not in"
	}
	right, rvar := e.value()
	if left == nil || right == nil {
		return false, fmt.Errorf("expected a value")
	}
	switch op {
	case "in":
		return strings.Contains(*right, *left), nil
	case "not in":
		return !strings.Contains(*right, *left), nil
	}
	if !specifierRE.MatchString(op + "0") {
		return false, fmt.Errorf("unknown operator %q", op)
	}
	if strings.HasSuffix(lvar, "version") || strings.HasSuffix(rvar, "version") {
		return allows(op+*right, *left), nil
	}
	switch op {
	case "==", "===":
		return *left == *right, nil
	case "!=":
		return *left != *right, nil
	}
	return false, fmt.Errorf("operator %s compares versions only", op)
}

// value is a quoted string or a marker variable's value, and the
// variable's name.
func (e *markerParser) value() (*string, string) {
	t := e.next()
	if len(t) >= 2 && (t[0] == '"' || t[0] == '\'') {
		s := t[1 : len(t)-1]
		return &s, ""
	}
	if v, ok := markerEnv[t]; ok {
		return &v, t
	}
	return nil, ""
}
