package main

import (
	"context"
	"fmt"
	"io"

	"github.com/sbx-sandbox/sbx/config"
	"github.com/sbx-sandbox/sbx/kube"
)

// kubeProvider is the Kubernetes provider of the configuration.
func kubeProvider(cfg *config.Config) *kube.Provider {
	k := cfg.Kubernetes
	return kube.New(kube.Options{Namespace: k.Namespace, RuntimeClass: k.RuntimeClass, Image: k.Image,
		Kubeconfig: k.Kubeconfig, HomeClaim: k.HomeClaim})
}

// doctorKube reports the Kubernetes provider's readiness: the API server
// answers, the namespace and RuntimeClass exist, an image is configured,
// this server may manage pods; each gap with its fix.
func doctorKube(ctx context.Context, cfg *config.Config, stdout io.Writer) {
	k := cfg.Kubernetes
	rc := k.RuntimeClass
	if rc == "" {
		rc = "the cluster default"
	}
	fmt.Fprintf(stdout, "\nKubernetes provider (one pod per native sandbox; optional, on with sandboxes.provider = \"kubernetes\" or kubernetes.image)\n")
	fmt.Fprintf(stdout, "        namespace %s, RuntimeClass %s, image %q\n", k.Namespace, rc, k.Image)
	p := kubeProvider(cfg)
	defer p.Close()
	c := p.Capabilities(ctx)
	state := "no  "
	if c.Available {
		state = "ok  "
	}
	fmt.Fprintf(stdout, "  %s  %-22s %s (%s)\n", state, c.Provider, c.Isolation, c.Runtime)
	for _, m := range c.Missing {
		fmt.Fprintf(stdout, "        missing: %s\n        fix:     %s\n", m.What, m.Fix)
	}
}
