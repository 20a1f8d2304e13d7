package kube

import (
	"context"

	authorizationv1 "k8s.io/client-go/kubernetes/typed/authorization/v1"
	coordinationv1 "k8s.io/client-go/kubernetes/typed/coordination/v1"
	corev1 "k8s.io/client-go/kubernetes/typed/core/v1"
	networkingv1 "k8s.io/client-go/kubernetes/typed/networking/v1"
	nodev1 "k8s.io/client-go/kubernetes/typed/node/v1"
	"k8s.io/client-go/rest"
)

// clientset is the part of client-go's clientset the provider uses: the
// five API groups, not all of them (which would add tens of megabytes to
// sbx).
type clientset struct {
	core  *corev1.CoreV1Client
	net   *networkingv1.NetworkingV1Client
	coord *coordinationv1.CoordinationV1Client
	node  *nodev1.NodeV1Client
	authz *authorizationv1.AuthorizationV1Client
}

// newClientset connects to the API server of cfg.
func newClientset(cfg *rest.Config) (*clientset, error) {
	c := &clientset{}
	var err error
	if c.core, err = corev1.NewForConfig(cfg); err != nil {
		return nil, err
	}
	if c.net, err = networkingv1.NewForConfig(cfg); err != nil {
		return nil, err
	}
	if c.coord, err = coordinationv1.NewForConfig(cfg); err != nil {
		return nil, err
	}
	if c.node, err = nodev1.NewForConfig(cfg); err != nil {
		return nil, err
	}
	c.authz, err = authorizationv1.NewForConfig(cfg)
	return c, err
}

func (c *clientset) CoreV1() corev1.CoreV1Interface                         { return c.core }
func (c *clientset) NetworkingV1() networkingv1.NetworkingV1Interface       { return c.net }
func (c *clientset) CoordinationV1() coordinationv1.CoordinationV1Interface { return c.coord }
func (c *clientset) NodeV1() nodev1.NodeV1Interface                         { return c.node }
func (c *clientset) AuthorizationV1() authorizationv1.AuthorizationV1Interface {
	return c.authz
}

// ping asks the API server for its version.
func (c *clientset) ping(ctx context.Context) error {
	return c.core.RESTClient().Get().AbsPath("/version").Do(ctx).Error()
}
