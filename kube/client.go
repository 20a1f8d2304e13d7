package kube

import (
	"context"
	"sync"

	authorizationv1 "k8s.io/api/authorization/v1"
	coordinationv1 "k8s.io/api/coordination/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	nodev1 "k8s.io/api/node/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/client-go/gentype"
	"k8s.io/client-go/rest"
)

// apiScheme holds the five API groups the provider uses and no others:
// client-go's clientset registers every group Kubernetes has, which would
// add tens of megabytes to sbx. The groups are registered by the first
// newClientset, not at every start of sbx.
var (
	apiScheme  = runtime.NewScheme()
	codecs     = serializer.NewCodecFactory(apiScheme)
	parameters = runtime.NewParameterCodec(apiScheme)
)

var registerGroups = sync.OnceFunc(func() {
	for _, add := range []func(*runtime.Scheme) error{corev1.AddToScheme, networkingv1.AddToScheme,
		coordinationv1.AddToScheme, nodev1.AddToScheme, authorizationv1.AddToScheme} {
		if err := add(apiScheme); err != nil {
			panic(err)
		}
	}
})

// clientset is a REST client per API group the provider uses.
type clientset struct {
	core, net, coord, node, authz *rest.RESTClient
}

// newClientset connects to the API server of cfg.
func newClientset(cfg *rest.Config) (*clientset, error) {
	registerGroups()
	c := &clientset{}
	for _, g := range []struct {
		gv  schema.GroupVersion
		dst **rest.RESTClient
	}{
		{corev1.SchemeGroupVersion, &c.core}, {networkingv1.SchemeGroupVersion, &c.net},
		{coordinationv1.SchemeGroupVersion, &c.coord}, {nodev1.SchemeGroupVersion, &c.node},
		{authorizationv1.SchemeGroupVersion, &c.authz},
	} {
		gc := rest.CopyConfig(cfg)
		gc.GroupVersion, gc.APIPath = &g.gv, "/apis"
		if g.gv.Group == "" {
			gc.APIPath = "/api"
		}
		gc.NegotiatedSerializer = codecs.WithoutConversion()
		if gc.UserAgent == "" {
			gc.UserAgent = rest.DefaultKubernetesUserAgent()
		}
		rc, err := rest.RESTClientFor(gc)
		if err != nil {
			return nil, err
		}
		*g.dst = rc
	}
	return c, nil
}

func (c *clientset) pods(ns string) *gentype.ClientWithList[*corev1.Pod, *corev1.PodList] {
	return gentype.NewClientWithList("pods", c.core, parameters, ns,
		func() *corev1.Pod { return &corev1.Pod{} }, func() *corev1.PodList { return &corev1.PodList{} })
}

func (c *clientset) namespaces() *gentype.Client[*corev1.Namespace] {
	return gentype.NewClient("namespaces", c.core, parameters, "", func() *corev1.Namespace { return &corev1.Namespace{} })
}

func (c *clientset) networkPolicies(ns string) *gentype.ClientWithList[*networkingv1.NetworkPolicy, *networkingv1.NetworkPolicyList] {
	return gentype.NewClientWithList("networkpolicies", c.net, parameters, ns,
		func() *networkingv1.NetworkPolicy { return &networkingv1.NetworkPolicy{} },
		func() *networkingv1.NetworkPolicyList { return &networkingv1.NetworkPolicyList{} })
}

func (c *clientset) leases(ns string) *gentype.ClientWithList[*coordinationv1.Lease, *coordinationv1.LeaseList] {
	return gentype.NewClientWithList("leases", c.coord, parameters, ns,
		func() *coordinationv1.Lease { return &coordinationv1.Lease{} }, func() *coordinationv1.LeaseList { return &coordinationv1.LeaseList{} })
}

func (c *clientset) runtimeClasses() *gentype.Client[*nodev1.RuntimeClass] {
	return gentype.NewClient("runtimeclasses", c.node, parameters, "", func() *nodev1.RuntimeClass { return &nodev1.RuntimeClass{} })
}

func (c *clientset) accessReviews() *gentype.Client[*authorizationv1.SelfSubjectAccessReview] {
	return gentype.NewClient("selfsubjectaccessreviews", c.authz, parameters, "",
		func() *authorizationv1.SelfSubjectAccessReview { return &authorizationv1.SelfSubjectAccessReview{} })
}

// ping asks the API server for its version.
func (c *clientset) ping(ctx context.Context) error {
	return c.core.Get().AbsPath("/version").Do(ctx).Error()
}
