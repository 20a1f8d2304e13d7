// Package kubetest starts a real kube-apiserver with etcd for tests, once
// per test process, from the binaries .ci/kube.sh builds and caches.
package kubetest

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
)

// Version is the kube-apiserver .ci/kube.sh builds.
const Version = "1.37.2"

// assets is the directory holding kube-apiserver and etcd: KUBEBUILDER_ASSETS,
// or where .ci/kube.sh caches them.
func assets() string {
	if d := os.Getenv("KUBEBUILDER_ASSETS"); d != "" {
		return d
	}
	base := os.Getenv("SBX_CACHE")
	if base == "" {
		home, _ := os.UserHomeDir()
		base = filepath.Join(home, ".cache", "sbx")
	}
	return filepath.Join(base, "kube", "v"+Version)
}

// Start returns a client of the test API server, starting it on first use
// with the namespace sbx and the RuntimeClass gvisor (handler runsc) in it.
// It skips the test when the binaries are missing, or fails it when
// SBX_REQUIRE_ENGINES is set. Call Stop from TestMain.
func Start(t testing.TB) (*rest.Config, kubernetes.Interface) {
	t.Helper()
	dir := assets()
	for _, bin := range []string{"kube-apiserver", "etcd"} {
		if _, err := os.Stat(filepath.Join(dir, bin)); err != nil {
			msg := "no " + bin + " in " + dir + " (.ci/kube.sh builds kube-apiserver and installs etcd-server)"
			if os.Getenv("SBX_REQUIRE_ENGINES") != "" {
				t.Fatal(msg + " (SBX_REQUIRE_ENGINES is set)")
			}
			t.Skip(msg)
		}
	}
	cfg, err := start(dir)
	if errors.Is(err, errors.ErrUnsupported) {
		t.Skip("the test API server's envtest does not run on " + runtime.GOOS)
	}
	if err != nil {
		t.Fatalf("start kube-apiserver and etcd from %s: %v", dir, err)
	}
	return cfg, kubernetes.NewForConfigOrDie(cfg)
}

// Kubeconfig writes a kubeconfig file for cfg in a temporary directory and
// returns its path.
func Kubeconfig(t testing.TB, cfg *rest.Config) string {
	t.Helper()
	kc := clientcmdapi.NewConfig()
	kc.Clusters["test"] = &clientcmdapi.Cluster{Server: cfg.Host, CertificateAuthorityData: cfg.CAData}
	kc.AuthInfos["test"] = &clientcmdapi.AuthInfo{ClientCertificateData: cfg.CertData, ClientKeyData: cfg.KeyData, Token: cfg.BearerToken}
	kc.Contexts["test"] = &clientcmdapi.Context{Cluster: "test", AuthInfo: "test"}
	kc.CurrentContext = "test"
	path := filepath.Join(t.TempDir(), "kubeconfig")
	if err := clientcmd.WriteToFile(*kc, path); err != nil {
		t.Fatal(err)
	}
	return path
}
