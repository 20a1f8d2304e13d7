//go:build !windows

package kubetest

import (
	"context"
	"sync"

	"github.com/go-logr/logr"
	corev1 "k8s.io/api/core/v1"
	nodev1 "k8s.io/api/node/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
	ctrllog "sigs.k8s.io/controller-runtime/pkg/log"
)

var server struct {
	once sync.Once
	cfg  *rest.Config
	err  error
	env  *envtest.Environment
}

// start starts the API server from the binaries in dir on first use, with
// the namespace sbx and the RuntimeClass gvisor (handler runsc) in it.
func start(dir string) (*rest.Config, error) {
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
	return server.cfg, server.err
}

// Stop stops the test API server, if it was started.
func Stop() {
	if server.env != nil {
		server.env.Stop()
	}
}
