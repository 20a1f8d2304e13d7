package kube

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	nodev1 "k8s.io/api/node/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"

	"github.com/sbx-sandbox/sbx/provider"
)

// TestDeployExample applies deploy/k8s to the API server, then checks, as
// the sbx server's service account, that its RBAC lets the provider do
// everything it does: Capabilities finds nothing missing, and a sandbox is
// created, reaped and closed.
func TestDeployExample(t *testing.T) {
	cfg, cs := cluster(t)
	ctx := context.Background()
	files, _ := filepath.Glob("../deploy/k8s/*.yaml")
	if len(files) == 0 {
		t.Fatal("no manifests in deploy/k8s")
	}
	kinds := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, doc := range bytes.Split(data, []byte("\n---\n")) {
			obj, _, err := scheme.Codecs.UniversalDeserializer().Decode(doc, nil, nil)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			kinds[obj.GetObjectKind().GroupVersionKind().Kind] = true
			if err := apply(ctx, cs, obj); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
		}
	}
	for _, k := range []string{"Namespace", "ServiceAccount", "Role", "RoleBinding", "ClusterRole", "ClusterRoleBinding",
		"RuntimeClass", "NetworkPolicy", "ConfigMap", "Deployment", "Service"} {
		if !kinds[k] {
			t.Errorf("deploy/k8s has no %s", k)
		}
	}

	as := rest.CopyConfig(cfg)
	as.Impersonate = rest.ImpersonationConfig{UserName: "system:serviceaccount:sbx:sbx"}
	p := New(Options{Config: as, Image: "i", RuntimeClass: "gvisor", Server: "deploy-example"})
	defer p.Close()
	if c := p.Capabilities(ctx); !c.Available || c.Isolation != provider.IsolationGVisor {
		t.Fatalf("as the sbx service account: %+v", c)
	}
	box, err := p.Create(ctx, provider.Spec{ID: "sb_deploy"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Reap(ctx, time.Now()); err != nil {
		t.Errorf("reap as the sbx service account: %v", err)
	}
	if err := box.Close(); err != nil {
		t.Errorf("close as the sbx service account: %v", err)
	}

	// Without the RBAC, Capabilities says what is missing and how to fix it.
	other := rest.CopyConfig(cfg)
	other.Impersonate = rest.ImpersonationConfig{UserName: "system:serviceaccount:sbx:default"}
	q := New(Options{Config: other, Image: "i", Server: "deploy-nobody"})
	defer q.Close()
	c := q.Capabilities(ctx)
	if c.Available || !strings.Contains(c.Gaps(), "may not create pods") || !strings.Contains(c.Gaps(), "deploy/k8s/rbac.yaml") {
		t.Errorf("without the RBAC: %+v; want pods refused, and rbac.yaml as the fix", c)
	}
}

// apply creates obj, or leaves it if it exists.
func apply(ctx context.Context, cs kubernetes.Interface, obj runtime.Object) error {
	var err error
	o := metav1.CreateOptions{}
	switch x := obj.(type) {
	case *corev1.Namespace:
		_, err = cs.CoreV1().Namespaces().Create(ctx, x, o)
	case *corev1.ServiceAccount:
		_, err = cs.CoreV1().ServiceAccounts(x.Namespace).Create(ctx, x, o)
	case *corev1.ConfigMap:
		_, err = cs.CoreV1().ConfigMaps(x.Namespace).Create(ctx, x, o)
	case *corev1.Service:
		_, err = cs.CoreV1().Services(x.Namespace).Create(ctx, x, o)
	case *rbacv1.Role:
		_, err = cs.RbacV1().Roles(x.Namespace).Create(ctx, x, o)
	case *rbacv1.RoleBinding:
		_, err = cs.RbacV1().RoleBindings(x.Namespace).Create(ctx, x, o)
	case *rbacv1.ClusterRole:
		_, err = cs.RbacV1().ClusterRoles().Create(ctx, x, o)
	case *rbacv1.ClusterRoleBinding:
		_, err = cs.RbacV1().ClusterRoleBindings().Create(ctx, x, o)
	case *nodev1.RuntimeClass:
		_, err = cs.NodeV1().RuntimeClasses().Create(ctx, x, o)
	case *networkingv1.NetworkPolicy:
		_, err = cs.NetworkingV1().NetworkPolicies(x.Namespace).Create(ctx, x, o)
	case *appsv1.Deployment:
		_, err = cs.AppsV1().Deployments(x.Namespace).Create(ctx, x, o)
	default:
		return &apierrors.StatusError{ErrStatus: metav1.Status{Message: "unexpected kind " + obj.GetObjectKind().GroupVersionKind().Kind}}
	}
	if apierrors.IsAlreadyExists(err) {
		return nil
	}
	return err
}
