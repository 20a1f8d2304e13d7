package apps

import "testing"

// TestGatewayAddr checks that an app's URL names its host, and that the
// host reads back as the app and its sandbox, and nothing else does.
func TestGatewayAddr(t *testing.T) {
	g := &gatewayAddr{scheme: "https", domain: "apps.example.com"}
	const id = "sb_0123456789abcdef"
	if got, want := g.url("site", id), "https://site.sb-0123456789abcdef.apps.example.com/"; got != want {
		t.Fatalf("url = %s, want %s", got, want)
	}
	if got, want := (&gatewayAddr{scheme: "http", domain: "localhost", port: "8080"}).url("a", id), "http://a.sb-0123456789abcdef.localhost:8080/"; got != want {
		t.Fatalf("url = %s, want %s", got, want)
	}
	for _, tc := range []struct {
		host     string
		name, id string
		ok       bool
	}{
		{"site.sb-0123456789abcdef.apps.example.com", "site", id, true},
		{"my-app.sb-0123456789abcdef.apps.example.com", "my-app", id, true},
		{"sb-0123456789abcdef.apps.example.com", "", "", false},
		{"site.other.apps.example.com", "", "", false},
		{"site.x.sb-0123456789abcdef.apps.example.com", "", "", false},
		{"-site.sb-0123456789abcdef.apps.example.com", "", "", false},
		{"site.sb-0123456789abcdef.example.com", "", "", false},
	} {
		name, id, ok := g.parse(tc.host)
		if name != tc.name || id != tc.id || ok != tc.ok {
			t.Errorf("parse(%s) = %q, %q, %v; want %q, %q, %v", tc.host, name, id, ok, tc.name, tc.id, tc.ok)
		}
	}
	if !g.under("site.sb-0123456789abcdef.apps.example.com") || g.under("apps.example.com.evil.test") {
		t.Error("under: a host under the domain, or one merely containing it")
	}
}
