// Package kubetest starts a real kube-apiserver with etcd for tests, once
// per test process, from the binaries .ci/kube.sh builds and caches.
package kubetest

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/go-logr/logr"
	corev1 "k8s.io/api/core/v1"
	nodev1 "k8s.io/api/node/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
	clientcmdapi "k8s.io/client-go/tools/clientcmd/api"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
	ctrllog "sigs.k8s.io/controller-runtime/pkg/log"
)

// Version is the kube-apiserver .ci/kube.sh builds.
const Version = "1.37.2"

var server struct {
	once sync.Once
	cfg  *rest.Config
	err  error
	env  *envtest.Environment
}

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
	server.once.Do(func() {
		ctrllog.SetLogger(logr.Discard()) // envtest's own log, which it says nothing of use on
		server.env = &envtest.Environment{BinaryAssetsDirectory: dir}
		if server.cfg, server.err = server.env.Start(); server.err != nil {
			return
		}
		cs := kubernetes.NewForConfigOrDie(server.cfg)
		ctx := context.Background()
		if _, err := cs.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: "sbx"}}, metav1.CreateOptions{}); err != nil {
			server.err = err
			return
		}
		_, server.err = cs.NodeV1().RuntimeClasses().Create(ctx, &nodev1.RuntimeClass{ObjectMeta: metav1.ObjectMeta{Name: "gvisor"}, Handler: "runsc"}, metav1.CreateOptions{})
	})
	if server.err != nil {
		t.Fatalf("start kube-apiserver and etcd from %s: %v", dir, server.err)
	}
	return server.cfg, kubernetes.NewForConfigOrDie(server.cfg)
}

// Stop stops the test API server, if it was started.
func Stop() {
	if server.env != nil {
		server.env.Stop()
	}
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
