package kubetest

import (
	"errors"

	"k8s.io/client-go/rest"
)

// start fails: controller-runtime's envtest does not build for Windows,
// so the Kubernetes provider's tests skip there.
func start(string) (*rest.Config, error) { return nil, errors.ErrUnsupported }

// Stop does nothing: see start.
func Stop() {}
