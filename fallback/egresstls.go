package fallback

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// caFile is the egress CA's certificate and key, in the data directory.
const caFile = "egress-ca.pem"

// LoadCA returns the egress proxy's CA, kept in dir (readable by its
// owner only), made on first use. The proxy signs with it the
// certificates it shows sandboxes for the hosts it writes credentials
// toward; sandboxes trust it, and nothing else does.
func LoadCA(dir string) (*tls.Certificate, error) {
	path := filepath.Join(dir, caFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		if data, err = newCA(); err == nil {
			err = os.WriteFile(path, data, 0o600)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("egress CA: %w", err)
	}
	ca, err := tls.X509KeyPair(data, data)
	if err != nil {
		return nil, fmt.Errorf("egress CA %s: %w", caFile, err)
	}
	return &ca, nil
}

// newCA makes a CA certificate and its key, PEM-encoded together.
func newCA() ([]byte, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	tmpl := &x509.Certificate{SerialNumber: serial(), Subject: pkix.Name{CommonName: "sbx egress proxy CA"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.AddDate(10, 0, 0), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageCRLSign, MaxPathLenZero: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return nil, err
	}
	kder, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return nil, err
	}
	return append(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder})...), nil
}

func serial() *big.Int {
	n, _ := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 127))
	return n
}

// StandIn is what a sandbox holds of the secret name with value when the
// egress proxy writes the value: a token derived from both with the CA's
// key, the same for every server of a data directory, that tells nothing
// of the value.
func StandIn(ca *tls.Certificate, name, value string) string {
	key, _ := x509.MarshalPKCS8PrivateKey(ca.PrivateKey)
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(name + "\x00" + value))
	return "sbx-stand-in-" + hex.EncodeToString(mac.Sum(nil)[:16])
}

// leafFor returns a certificate for host, signed by the CA, made once.
func (p *EgressProxy) leafFor(host string) (*tls.Certificate, error) {
	p.leafMu.Lock()
	defer p.leafMu.Unlock()
	if c, ok := p.leaves[host]; ok {
		return c, nil
	}
	ca := p.eg.CA
	if ca == nil || ca.Leaf == nil {
		return nil, errors.New("no egress CA")
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	tmpl := &x509.Certificate{SerialNumber: serial(), Subject: pkix.Name{CommonName: host},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(7 * 24 * time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	if a, err := netip.ParseAddr(host); err == nil {
		tmpl.IPAddresses = []net.IP{a.AsSlice()}
	} else {
		tmpl.DNSNames = []string{host}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.Leaf, &key.PublicKey, ca.PrivateKey)
	if err != nil {
		return nil, err
	}
	c := &tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
	if p.leaves == nil {
		p.leaves = map[string]*tls.Certificate{}
	}
	p.leaves[host] = c
	return c, nil
}

// caPEM is the CA's certificate, PEM-encoded.
func caPEM(ca *tls.Certificate) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: ca.Certificate[0]})
}

// CABundleFile is the name of the bundle a sandbox trusts.
const CABundleFile = "ca-bundle.pem"

// systemRoots are where distributions keep their CA bundle.
var systemRoots = []string{"/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/cert.pem"}

// CABundle is what a sandbox trusts when the proxy ends TLS for some
// hosts: the host's CA bundle and the egress CA.
func CABundle(ca *tls.Certificate) []byte {
	var b []byte
	for _, f := range systemRoots {
		if data, err := os.ReadFile(f); err == nil {
			b = append(data, '\n')
			break
		}
	}
	return append(b, caPEM(ca)...)
}

// Intercepts reports whether a proxy for eg ends TLS for some hosts.
func Intercepts(eg Egress) bool { return eg.CA != nil && len(eg.Credentials) > 0 }

// credentialHost reports whether a credential is written toward host:port,
// so that the proxy ends TLS there.
func (p *EgressProxy) credentialHost(host, port string) bool {
	for _, c := range p.eg.Credentials {
		if p.eg.CA != nil && egressAllowed(c.Hosts, host, port) {
			return true
		}
	}
	return false
}

// substitute writes each credential's value in place of its stand-in in
// r's URL and headers when r goes to one of its hosts; toward any other
// host a stand-in goes as it is, and OnStandIn hears of it.
func (p *EgressProxy) substitute(r *http.Request, host, port string) {
	target := net.JoinHostPort(host, port)
	for _, c := range p.eg.Credentials {
		if c.StandIn == "" {
			continue
		}
		found := strings.Contains(r.URL.String(), c.StandIn)
		for _, vs := range r.Header {
			for _, v := range vs {
				found = found || strings.Contains(v, c.StandIn)
			}
		}
		if !found {
			continue
		}
		if !egressAllowed(c.Hosts, host, port) {
			if p.eg.OnStandIn != nil {
				p.eg.OnStandIn(target, c.Name)
			}
			continue
		}
		r.URL.Path = strings.ReplaceAll(r.URL.Path, c.StandIn, c.Value)
		r.URL.RawPath = strings.ReplaceAll(r.URL.RawPath, c.StandIn, c.Value)
		r.URL.RawQuery = strings.ReplaceAll(r.URL.RawQuery, c.StandIn, c.Value)
		for k, vs := range r.Header {
			for i, v := range vs {
				r.Header[k][i] = strings.ReplaceAll(v, c.StandIn, c.Value)
			}
		}
	}
}

// interceptTimeout bounds the sandbox's TLS handshake with the proxy.
const interceptTimeout = 30 * time.Second

// intercept ends the sandbox's TLS toward host:port with a certificate of
// the CA, and sends each request it reads there on to host:port over TLS
// of the proxy's own, with the credentials written in.
func (p *EgressProxy) intercept(conn net.Conn, buf io.Reader, host, port string) {
	defer conn.Close()
	leaf, err := p.leafFor(host)
	if err != nil {
		return
	}
	tc := tls.Server(&bufferedConn{Conn: conn, r: buf}, &tls.Config{Certificates: []tls.Certificate{*leaf}, NextProtos: []string{"http/1.1"}})
	ctx, cancel := context.WithTimeout(context.Background(), interceptTimeout)
	err = tc.HandshakeContext(ctx)
	cancel()
	if err != nil {
		return
	}
	br := bufio.NewReader(tc)
	for {
		req, err := http.ReadRequest(br)
		if err != nil {
			return
		}
		req.URL.Scheme, req.URL.Host, req.RequestURI = "https", net.JoinHostPort(host, port), ""
		p.substitute(req, host, port)
		res, err := p.tlsUp.RoundTrip(req)
		if err != nil {
			msg := "sbx egress proxy: " + err.Error() + "\n"
			(&http.Response{StatusCode: http.StatusBadGateway, ProtoMajor: 1, ProtoMinor: 1, Close: true,
				Header: http.Header{"Content-Type": {"text/plain; charset=utf-8"}}, ContentLength: int64(len(msg)),
				Body: io.NopCloser(strings.NewReader(msg))}).Write(tc)
			return
		}
		err = res.Write(tc)
		res.Body.Close()
		if err != nil || req.Close || res.Close || res.ContentLength < 0 && len(res.TransferEncoding) == 0 {
			return
		}
	}
}

// bufferedConn is a connection whose first bytes were read into r.
type bufferedConn struct {
	net.Conn
	r io.Reader
}

func (c *bufferedConn) Read(b []byte) (int, error) { return c.r.Read(b) }
