package pip

import "testing"

func TestAllows(t *testing.T) {
	for _, c := range []struct {
		spec, version string
		want          bool
	}{
		{"", "1.0", true},
		{">=1.0", "1.0", true},
		{">=1.0,<2", "2.0", false},
		{"==1.*", "1.4.2", true},
		{"!=1.4.*", "1.4.2", false},
		{"~=1.4.2", "1.4.9", true},
		{"~=1.4.2", "1.5", false},
		{">1.0", "1.0.post1", true},
		{"<1.0", "1.0rc1", true},
		{">=3.8", pythonVersion, true},
		{"<3.10", pythonVersion, false},
	} {
		if got := allows(c.spec, c.version); got != c.want {
			t.Errorf("allows(%q, %q) = %v, want %v", c.spec, c.version, got, c.want)
		}
	}
}

func TestMarkers(t *testing.T) {
	for _, c := range []struct {
		marker string
		want   bool
	}{
		{`sys_platform == "win32"`, false},
		{`extra == "test"`, false},
		{`python_version >= "3.8"`, true},
		{`python_version < "3.11" or os_name == 'posix'`, true},
		{`(python_version < "3.11" or implementation_name != "cpython") and extra == ""`, false},
		{`"linux" in sys_platform`, false},
		{`platform_machine not in "x86_64 aarch64"`, true},
	} {
		got, err := evalMarker(c.marker)
		if err != nil || got != c.want {
			t.Errorf("evalMarker(%q) = %v, %v; want %v", c.marker, got, err, c.want)
		}
	}
	if _, err := evalMarker(`python_version >=`); err == nil {
		t.Error("a marker missing its value parsed")
	}
}

func TestParseRequirement(t *testing.T) {
	for _, c := range []struct{ in, name, spec, marker string }{
		{"Foo_Bar", "foo-bar", "", ""},
		{"requests[socks] >= 2.0, <3 ; python_version >= '3.8'", "requests", ">=2.0,<3", "python_version >= '3.8'"},
		{"six (>=1.5)", "six", ">=1.5", ""},
	} {
		r, err := parseRequirement(c.in)
		if err != nil || r.name != c.name || r.spec != c.spec || r.marker != c.marker {
			t.Errorf("parseRequirement(%q) = %+v, %v", c.in, r, err)
		}
	}
	for _, bad := range []string{"./pkg.whl", "git+https://x/y", "foo >> 1"} {
		if _, err := parseRequirement(bad); err == nil {
			t.Errorf("parseRequirement(%q) succeeded", bad)
		}
	}
}

func TestPure(t *testing.T) {
	for _, c := range []struct {
		file string
		want bool
	}{
		{"six-1.17.0-py2.py3-none-any.whl", true},
		{"attrs-25.1.0-py3-none-any.whl", true},
		{"tomli-2.0-py311-none-any.whl", true},
		{"numpy-2.2.0-cp313-cp313-manylinux_2_17_x86_64.whl", false},
		{"old-1.0-py2-none-any.whl", false},
		{"abi3-1.0-cp39-abi3-any.whl", false},
	} {
		_, _, tags, ok := distFile(c.file)
		if !ok || pure(tags) != c.want {
			t.Errorf("%s: pure %v, want %v", c.file, ok && pure(tags), c.want)
		}
	}
}
