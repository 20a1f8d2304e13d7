package broker

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// testCert makes a certificate for 127.0.0.1 signed by parent (self-signed
// and a CA when parent is nil).
func testCert(t testing.TB, parent *tls.Certificate) tls.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(time.Now().UnixNano()), Subject: pkix.Name{CommonName: "sbx test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, BasicConstraintsValid: true, IsCA: parent == nil}
	signer, signKey := tmpl, any(key)
	if parent != nil {
		signer, signKey = parent.Leaf, parent.PrivateKey
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, signer, &key.PublicKey, signKey)
	if err != nil {
		t.Fatal(err)
	}
	leaf, _ := x509.ParseCertificate(der)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}
}

// A secret with hosts never enters an os sandbox: its run holds a
// stand-in, the egress proxy writes the real value in its place in the
// headers and URL of an HTTPS request to the secret's host (ending the
// sandbox's TLS with the server's own CA, which the sandbox trusts), and
// another allowed host gets the stand-in as it was, which the audit log
// records. No file of the server's data directory holds the value.
func TestOSTierCredentialHosts(t *testing.T) {
	needOSProvider(t)
	const value = "real-api-key-4f9b2c7d1e"
	var mu sync.Mutex
	heard := map[string][]string{}
	record := func(name string) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			heard[name] = append(heard[name], r.Header.Get("Authorization"), r.URL.Query().Get("key"))
			mu.Unlock()
			fmt.Fprint(w, "ok")
		})
	}
	ca := testCert(t, nil)
	api := httptest.NewUnstartedServer(record("api"))
	api.TLS = &tls.Config{Certificates: []tls.Certificate{testCert(t, &ca)}}
	api.StartTLS()
	defer api.Close()
	other := httptest.NewServer(record("other"))
	defer other.Close()
	apiHost, otherHost := api.Listener.Addr().String(), other.Listener.Addr().String()
	roots := x509.NewCertPool()
	roots.AddCert(ca.Leaf)
	var audit syncBuilder
	b := newBroker(t, Options{Audit: &audit, EgressRoots: roots, Policy: Policy{Egress: []string{apiHost, otherHost},
		Secrets: []Secret{{Name: "API_TOKEN", Value: value, Hosts: []string{apiHost}}}}})
	cs := connect(t, b, nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	// The other host through the proxy as a public one would be (its
	// loopback address is otherwise tunnelled straight to it).
	got := call[RunCommandOutput](t, cs, "run_command", args{"sandbox_id": id, "timeout_seconds": 30, "secrets": []string{"API_TOKEN"},
		"command": `python3 -c "
import os, urllib.request as u
t = os.environ['API_TOKEN']
print(t)
print(u.urlopen(u.Request('https://` + apiHost + `/v1?key=' + t, headers={'Authorization': 'Bearer ' + t})).read().decode())
del os.environ['NO_PROXY'], os.environ['no_proxy']
print(u.urlopen(u.Request('http://` + otherHost + `/v1?key=' + t, headers={'Authorization': 'Bearer ' + t})).read().decode())
"`}).RunCodeOutput
	standIn, _, _ := strings.Cut(got.Stdout, "\n")
	if got.ExitCode != 0 || got.Stdout != standIn+"\nok\nok\n" || !strings.HasPrefix(standIn, "sbx-stand-in-") {
		t.Fatalf("exit %d\nstdout %q\nstderr %s", got.ExitCode, got.Stdout, got.Stderr)
	}
	mu.Lock()
	if want := []string{"Bearer " + value, value}; !slices.Equal(heard["api"], want) {
		t.Errorf("the secret's host heard %q, want %q", heard["api"], want)
	}
	if want := []string{"Bearer " + standIn, standIn}; !slices.Equal(heard["other"], want) {
		t.Errorf("the other host heard %q, want %q", heard["other"], want)
	}
	mu.Unlock()
	if log := audit.String(); !strings.Contains(log, "the stand-in of secret API_TOKEN went to "+otherHost) {
		t.Errorf("the audit log does not record the stand-in sent elsewhere:\n%s", log)
	}
	filepath.Walk(b.opts.DataDir, func(p string, info os.FileInfo, err error) error {
		if data, _ := os.ReadFile(p); err == nil && info.Mode().IsRegular() && strings.Contains(string(data), value) {
			t.Errorf("%s holds the secret's value", p)
		}
		return nil
	})
	if info, err := os.Stat(filepath.Join(b.opts.DataDir, "egress-ca.pem")); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("the egress CA: %v, %v; want a file of its owner's only", info.Mode(), err)
	}
}
