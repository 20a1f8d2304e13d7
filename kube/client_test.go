package kube

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"
	coordinationv1 "k8s.io/api/coordination/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/client-go/rest"

	"github.com/sbx-sandbox/sbx/provider"
)

// The tests in this file need no API server: the objects the provider
// writes against client-go's types, the kubeconfig, the credential
// plugin, and exec against a server speaking v5.channel.k8s.io as
// the API server does.

// TestObjects checks that every object the provider sends reads as
// client-go's type of it, field for field (no unknown field), with the
// values the API would see.
func TestObjects(t *testing.T) {
	p := &Provider{opts: Options{Namespace: "sbx", Image: "img", RuntimeClass: "gvisor", HomeClaim: "homes", Server: "srv"},
		boxes: map[string]*Sandbox{}}
	pd := convert[corev1.Pod](t, p.podSpec("sbx-a", provider.Spec{ID: "a", Owner: "bob",
		Limits: provider.Limits{Memory: 512 << 20, CPUs: 1.5, Pids: 10}, Expires: time.Unix(1e9, 0)}))
	c := pd.Spec.Containers[0]
	if c.Resources.Limits.Cpu().Cmp(resource.MustParse("1500m")) != 0 || c.Resources.Requests.Memory().Cmp(resource.MustParse("512Mi")) != 0 ||
		*pd.Spec.RuntimeClassName != "gvisor" || pd.Spec.Volumes[2].PersistentVolumeClaim.ClaimName != "homes" ||
		pd.Spec.Volumes[0].EmptyDir == nil || pd.Spec.Volumes[1].EmptyDir.Medium != corev1.StorageMediumMemory ||
		pd.Spec.SecurityContext.SeccompProfile.Type != corev1.SeccompProfileTypeRuntimeDefault || pd.Kind != "Pod" {
		t.Errorf("pod %+v", pd)
	}
	anonymous := convert[corev1.Pod](t, p.podSpec("sbx-b", provider.Spec{ID: "b"}))
	if v, m := anonymous.Spec.Volumes[2], anonymous.Spec.Containers[0].VolumeMounts[2]; v.EmptyDir == nil || m.MountPath != "/home/user" || m.ReadOnly {
		t.Errorf("an anonymous owner's home: volume %+v mounted %+v; want a writable emptyDir", v, m)
	}
	for cpus, want := range map[float64]string{1: "1", 0.5: "500m", 2.25: "2250m", 0.001: "1m"} {
		if got := cpuQuantity(cpus); got != want {
			t.Errorf("cpuQuantity(%v) = %q, want %q", cpus, got, want)
		}
	}
	p.opts.Resolve = func(context.Context, string) ([]string, error) { return []string{"192.0.2.1"}, nil }
	np, err := p.networkPolicy(context.Background(), "sbx-a", &provider.Egress{Allow: []string{"10.0.0.0/8:443", "pypi.test"}})
	if err != nil {
		t.Fatal(err)
	}
	knp := convert[networkingv1.NetworkPolicy](t, np)
	if len(knp.Spec.Egress) != 3 || knp.Spec.Egress[0].Ports[0].Port.IntValue() != 443 || *knp.Spec.Egress[0].Ports[0].Protocol != corev1.ProtocolTCP ||
		knp.Spec.Egress[1].To[0].IPBlock.CIDR != "192.0.2.1/32" || *knp.Spec.Egress[2].Ports[0].Protocol != corev1.ProtocolUDP ||
		len(knp.Spec.PolicyTypes) != 2 || knp.Spec.Ingress == nil {
		t.Errorf("network policy %+v", knp.Spec)
	}
	secs := int32(90)
	l := convert[coordinationv1.Lease](t, lease{APIVersion: "coordination.k8s.io/v1", Kind: "Lease",
		Spec: leaseSpec{HolderIdentity: &p.opts.Server, LeaseDurationSeconds: &secs, RenewTime: &microTime{time.Unix(1e9, 123456000)}}})
	if !l.Spec.RenewTime.Time.Equal(time.Unix(1e9, 123456000)) || *l.Spec.LeaseDurationSeconds != 90 {
		t.Errorf("lease %+v", l.Spec)
	}
	var back lease
	b, _ := json.Marshal(l)
	if err := json.Unmarshal(b, &back); err != nil || !back.Spec.RenewTime.Equal(time.Unix(1e9, 123456000)) {
		t.Errorf("lease read back: %+v %v", back.Spec, err)
	}
}

// TestConfigOfREST reads client-go's *rest.Config as the provider's own.
func TestConfigOfREST(t *testing.T) {
	rc := &rest.Config{Host: "https://127.0.0.1:6443", BearerToken: "tok",
		TLSClientConfig: rest.TLSClientConfig{CAData: []byte("ca"), CertData: []byte("cert"), KeyData: []byte("key"), Insecure: true, ServerName: "kube"},
		Impersonate:     rest.ImpersonationConfig{UserName: "system:serviceaccount:sbx:sbx"}}
	c, err := configOf(rc)
	if err != nil {
		t.Fatal(err)
	}
	want := Config{Host: "https://127.0.0.1:6443", BearerToken: "tok", CAData: []byte("ca"), CertData: []byte("cert"), KeyData: []byte("key"),
		Insecure: true, ServerName: "kube", Impersonate: "system:serviceaccount:sbx:sbx"}
	if got, _ := json.Marshal(c); string(got) != string(must(json.Marshal(want))) {
		t.Errorf("configOf = %s, want %s", got, must(json.Marshal(want)))
	}
	if _, err := configOf("https://x"); err == nil {
		t.Error("configOf(a string) succeeded")
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestKubeconfig loads kubeconfigs: inline data and files relative to
// the kubeconfig, a list merged as kubectl does, a token file, and the
// refusal of an auth-provider.
func TestKubeconfig(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	write("ca.pem", "CA")
	write("token", "file-token\n")
	b64 := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	first := write("first", `
current-context: dev
contexts:
- name: dev
  context: {cluster: c1, user: u1}
`)
	second := write("second", `
apiVersion: v1
kind: Config
current-context: ignored
clusters:
- name: c1
  cluster:
    server: https://k8s.test:6443
    certificate-authority: ca.pem
    tls-server-name: kube.test
users:
- name: u1
  user:
    client-certificate-data: `+b64("CERT")+`
    client-key-data: `+b64("KEY")+`
    tokenFile: token
    as: alice
- name: cloud
  user:
    auth-provider: {name: gcp}
contexts:
- name: dev
  context: {cluster: other, user: other}
- name: gcp
  context: {cluster: c1, user: cloud}
`)
	c, err := clientConfig(first + string(filepath.ListSeparator) + second)
	if err != nil {
		t.Fatal(err)
	}
	if c.Host != "https://k8s.test:6443" || string(c.CAData) != "CA" || c.ServerName != "kube.test" || string(c.CertData) != "CERT" ||
		string(c.KeyData) != "KEY" || c.TokenFile != filepath.Join(dir, "token") || c.Impersonate != "alice" {
		t.Errorf("config %+v", c)
	}
	h := http.Header{}
	if err := (&client{cfg: c}).authorize(context.Background(), h); err != nil || h.Get("Authorization") != "Bearer file-token" || h.Get("Impersonate-User") != "alice" {
		t.Errorf("headers %v, %v", h, err)
	}
	gcp := write("gcp", "current-context: gcp\n")
	if _, err := clientConfig(gcp + string(filepath.ListSeparator) + second); err == nil || !strings.Contains(err.Error(), "auth-provider") {
		t.Errorf("auth-provider: %v", err)
	}
	t.Setenv("KUBECONFIG", "")
	t.Setenv("KUBERNETES_SERVICE_HOST", "")
	if _, err := clientConfig(""); err == nil || !strings.Contains(err.Error(), "not in a cluster") {
		t.Errorf("no configuration: %v", err)
	}
}

// TestCredentialPlugin runs an exec credential plugin (a shell script)
// and sends its token, running it again once the API server refuses it.
func TestCredentialPlugin(t *testing.T) {
	dir := t.TempDir()
	count := filepath.Join(dir, "count")
	plugin := filepath.Join(dir, "plugin.sh")
	script := `#!/bin/sh
case "$KUBERNETES_EXEC_INFO" in *'"kind":"ExecCredential"'*) ;; *) echo "no exec info" >&2; exit 1;; esac
echo x >> "` + count + `"
n=$(wc -l < "` + count + `")
printf '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"tok-%s%s"}}' "$n" "$SUFFIX"
`
	if err := os.WriteFile(plugin, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	var seen []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = append(seen, r.Header.Get("Authorization"))
		if r.Header.Get("Authorization") == "Bearer tok-1!" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		io.WriteString(w, `{"major":"1"}`)
	}))
	defer srv.Close()
	cfg := &Config{Host: srv.URL, Exec: &ExecConfig{Command: plugin}}
	cfg.Exec.Env = append(cfg.Exec.Env, struct {
		Name  string `yaml:"name"`
		Value string `yaml:"value"`
	}{"SUFFIX", "!"})
	c, err := newClient(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := c.get(context.Background(), "/version", nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	if strings.Join(seen, " ") != "Bearer tok-1! Bearer tok-2! Bearer tok-2!" {
		t.Errorf("tokens sent: %q; want the first refused, the second fetched once and kept", seen)
	}
}

// execServer answers an exec as the API server does over
// v5.channel.k8s.io: it reads stdin to its close signal, echoes it on
// stdout, writes "err" on stderr and ends with status.
func execServer(t *testing.T, protocol string, status string, gotArgs *[]string) *httptest.Server {
	t.Helper()
	up := websocket.Upgrader{Subprotocols: []string{protocol}}
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasSuffix(r.URL.Path, "/pods/box/exec") {
			http.Error(w, `{"kind":"Status","message":"pods \"x\" not found","reason":"NotFound","code":404}`, http.StatusNotFound)
			return
		}
		*gotArgs = r.URL.Query()["command"]
		conn, err := up.Upgrade(w, r, nil)
		if err != nil {
			return
		}
		defer conn.Close()
		var stdin []byte
		for r.URL.Query().Get("stdin") == "true" {
			_, msg, err := conn.ReadMessage()
			if err != nil {
				return // the client went away
			}
			if msg[0] == chanClose && msg[1] == chanStdin {
				break
			}
			stdin = append(stdin, msg[1:]...)
		}
		conn.WriteMessage(websocket.BinaryMessage, append([]byte{chanStdout}, stdin...))
		conn.WriteMessage(websocket.BinaryMessage, []byte("\x02err"))
		conn.WriteMessage(websocket.BinaryMessage, append([]byte{chanStatus}, status...))
		conn.WriteMessage(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseNormalClosure, ""))
	}))
}

func TestExec(t *testing.T) {
	for _, tc := range []struct {
		name, protocol, status string
		code                   int
		err                    string
	}{
		{"success", execProtocol, `{"kind":"Status","status":"Success"}`, 0, ""},
		{"exit 3", execProtocol, `{"kind":"Status","status":"Failure","reason":"NonZeroExitCode","details":{"causes":[{"reason":"ExitCode","message":"3"}]}}`, 3, ""},
		{"no such command", execProtocol, `{"kind":"Status","status":"Failure","message":"exec: \"nope\": executable file not found"}`, 0, "executable file not found"},
		{"an old API server", "v4.channel.k8s.io", "", 0, "Kubernetes 1.30 or later"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var args []string
			srv := execServer(t, tc.protocol, tc.status, &args)
			defer srv.Close()
			c, err := newClient(&Config{Host: srv.URL})
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr strings.Builder
			big := strings.Repeat("print(1)\n", 10000) // more than one message
			code, err := c.exec(context.Background(), "sbx", "box", []string{"python3", "-"}, []byte(big), &stdout, &stderr)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("exec: %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || code != tc.code || stdout.String() != big || stderr.String() != "err" || strings.Join(args, " ") != "python3 -" {
				t.Errorf("exec: code %d, err %v, stdout %d bytes, stderr %q, command %q", code, err, stdout.Len(), stderr.String(), args)
			}
		})
	}
	t.Run("over TLS after a REST call on HTTP/2", func(t *testing.T) {
		var args []string
		srv := execServer(t, execProtocol, `{"kind":"Status","status":"Success"}`, &args)
		srv.Close()
		srv = httptest.NewUnstartedServer(srv.Config.Handler)
		srv.EnableHTTP2 = true
		srv.StartTLS()
		defer srv.Close()
		ca := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw})
		c, err := newClient(&Config{Host: srv.URL, CAData: ca})
		if err != nil {
			t.Fatal(err)
		}
		c.get(context.Background(), "/version", nil, nil) // the transport negotiates h2 for REST
		var stdout strings.Builder
		if code, err := c.exec(context.Background(), "sbx", "box", []string{"cat"}, []byte("hi"), &stdout, io.Discard); err != nil || code != 0 || stdout.String() != "hi" {
			t.Errorf("exec over TLS: code %d, %v, stdout %q", code, err, stdout.String())
		}
	})
	srv := execServer(t, execProtocol, "", new([]string))
	defer srv.Close()
	c, _ := newClient(&Config{Host: srv.URL})
	if _, err := c.exec(context.Background(), "sbx", "gone", []string{"true"}, nil, io.Discard, io.Discard); err == nil || !strings.Contains(err.Error(), `pods "x" not found`) {
		t.Errorf("exec in a missing pod: %v", err)
	}
}
