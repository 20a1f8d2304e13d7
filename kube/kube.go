// Package kube is the Kubernetes provider: one pod per native sandbox, in
// one namespace, under a RuntimeClass (gVisor by default), with the
// sandbox image, CPU, memory and process limits, no service account token,
// a NetworkPolicy that denies egress unless the allow-list says otherwise,
// and the user's home from a PersistentVolumeClaim. Runs go through the API
// server's exec. Pods carry labels for the reaper, which removes expired
// pods and those whose server is gone (its Lease has lapsed); a watch on
// the pods tells a sandbox at once when its pod fails.
package kube

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/provider"
)

// Name is the provider's name, in configuration and in results.
const Name = "kubernetes"

// Labels and annotations on what the provider creates.
const (
	// LabelManagedBy marks every object sbx manages.
	LabelManagedBy = "app.kubernetes.io/managed-by"
	managedBy      = "sbx"
	// LabelSandbox is the broker's sandbox id, made a label value.
	LabelSandbox = "sbx.dev/sandbox"
	// LabelServer names the sbx server that owns the pod.
	LabelServer = "sbx.dev/server"
	// AnnotationExpires is when the sandbox reaches its TTL, RFC 3339.
	AnnotationExpires = "sbx.dev/expires"
	// AnnotationOwner is the user the sandbox belongs to.
	AnnotationOwner = "sbx.dev/owner"
)

// Defaults of Options.
const (
	DefaultNamespace     = "sbx"
	DefaultRuntimeClass  = "gvisor"
	DefaultLeaseDuration = 90 * time.Second
	DefaultStartTimeout  = 2 * time.Minute
	// probeTimeout bounds each question Capabilities asks the API server.
	probeTimeout = 5 * time.Second
)

// Options configure the provider.
type Options struct {
	// Namespace holds the sandbox pods; DefaultNamespace if empty.
	Namespace string
	// RuntimeClass is the pods' RuntimeClass; "" for the cluster's
	// default runtime. Callers wanting gVisor pass DefaultRuntimeClass.
	RuntimeClass string
	// Image is the sandbox image (sandbox-image/build.sh builds it; push
	// it to a registry the cluster pulls from). Required.
	Image string
	// Kubeconfig is a kubeconfig file; if empty, $KUBECONFIG, then the
	// in-cluster service account.
	Kubeconfig string
	// Config, if set, is used instead of Kubeconfig: a *Config, or the
	// *rest.Config of k8s.io/client-go that tests hold (read by its
	// fields' names; this package does not import client-go).
	Config any
	// HomeClaim is a PersistentVolumeClaim in Namespace holding users'
	// homes: a sandbox's owner gets the subdirectory of its name at
	// /home/user, read-only. Empty, or for an anonymous owner: /home/user is
	// an empty directory of the pod's own.
	HomeClaim string
	// Server names this sbx server on its pods and its Lease; the host
	// name if empty (a Deployment's pod name).
	Server string
	// LeaseDuration is how long the server's Lease lasts unrenewed before
	// its pods count as orphans; DefaultLeaseDuration if zero.
	LeaseDuration time.Duration
	// StartTimeout bounds how long runs wait for a new pod to run (its
	// image pulled, its container started); DefaultStartTimeout if zero.
	// A pod that has not run by then counts as failed.
	StartTimeout time.Duration
	// Resolve, if set, resolves an egress host name to addresses (tests);
	// the system resolver otherwise.
	Resolve func(ctx context.Context, host string) ([]string, error)
}

// Provider runs sandboxes as pods. It implements provider.Provider and
// provider.Reaper.
type Provider struct {
	opts Options
	cfg  *Config
	c    *client
	err  error // from reading the configuration or building the client

	startOnce sync.Once
	stop      chan struct{}
	done      sync.WaitGroup

	mu    sync.Mutex
	boxes map[string]*Sandbox // by pod name
}

// New returns the provider. It does not contact the API server:
// Capabilities and Create do.
func New(opts Options) *Provider {
	if opts.Namespace == "" {
		opts.Namespace = DefaultNamespace
	}
	if opts.LeaseDuration <= 0 {
		opts.LeaseDuration = DefaultLeaseDuration
	}
	if opts.StartTimeout <= 0 {
		opts.StartTimeout = DefaultStartTimeout
	}
	if opts.Server == "" {
		opts.Server, _ = os.Hostname()
	}
	opts.Server = labelValue(opts.Server)
	p := &Provider{opts: opts, boxes: map[string]*Sandbox{}, stop: make(chan struct{})}
	if opts.Config != nil {
		p.cfg, p.err = configOf(opts.Config)
	} else {
		p.cfg, p.err = clientConfig(opts.Kubeconfig)
	}
	if p.err == nil {
		p.c, p.err = newClient(p.cfg)
	}
	return p
}

// Capabilities implements provider.Provider: the API server answers, the
// namespace and RuntimeClass exist, an image is configured, and this
// server may create pods and exec into them.
func (p *Provider) Capabilities(ctx context.Context) provider.Capabilities {
	caps := provider.Capabilities{Provider: Name, Isolation: provider.IsolationContainer, Native: true,
		Runtime: "cluster default runtime"}
	miss := func(what, fix string) { caps.Missing = append(caps.Missing, provider.Missing{What: what, Fix: fix}) }
	if p.opts.Image == "" {
		miss("no sandbox image configured",
			"build it with sandbox-image/build.sh, push it to a registry the cluster pulls from, and set kubernetes.image (SBX_KUBERNETES_IMAGE)")
	}
	if p.err != nil {
		miss("no cluster configuration (neither KUBECONFIG nor an in-cluster service account)",
			"set kubernetes.kubeconfig or KUBECONFIG, or run sbx in the cluster (deploy/k8s)")
		return caps
	}
	ctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	if err := p.c.get(ctx, "/version", nil, nil); err != nil {
		miss("the Kubernetes API server did not answer", "check the cluster and the kubeconfig's server address: kubectl version")
		return caps
	}
	if err := p.c.get(ctx, namespacePath(p.opts.Namespace), nil, nil); isNotFound(err) {
		miss("namespace "+p.opts.Namespace+" does not exist", "kubectl apply -f deploy/k8s/namespace.yaml (or kubectl create namespace "+p.opts.Namespace+")")
	}
	if rc := p.opts.RuntimeClass; rc != "" {
		var got runtimeClass
		err := p.c.get(ctx, runtimeClassPath(rc), nil, &got)
		switch {
		case isNotFound(err):
			miss("RuntimeClass "+rc+" does not exist",
				"install gVisor (runsc) on the nodes and kubectl apply -f deploy/k8s/runtimeclass.yaml, or set kubernetes.runtime_class to \"\" for the cluster default")
		case err != nil:
			miss("RuntimeClass "+rc+" could not be read: "+reason(err), "kubectl apply -f deploy/k8s/rbac.yaml")
		default:
			caps.Runtime = "RuntimeClass " + rc + " (handler " + got.Handler + ")"
			if gvisor(got.Handler) {
				caps.Isolation = provider.IsolationGVisor
			}
		}
	}
	for _, verb := range []struct{ verb, resource, sub string }{
		{"create", "pods", ""}, {"create", "pods", "exec"}, {"create", "networkpolicies", ""}, {"delete", "pods", ""},
	} {
		if ok, err := p.allowed(ctx, verb.verb, verb.resource, verb.sub); err == nil && !ok {
			what := verb.resource
			if verb.sub != "" {
				what += "/" + verb.sub
			}
			miss("this server may not "+verb.verb+" "+what+" in namespace "+p.opts.Namespace, "kubectl apply -f deploy/k8s/rbac.yaml")
		}
	}
	caps.Available = len(caps.Missing) == 0
	return caps
}

// gvisor reports whether a RuntimeClass handler is gVisor's.
func gvisor(handler string) bool {
	return strings.Contains(handler, "runsc") || strings.Contains(handler, "gvisor")
}

// Create implements provider.Provider: a NetworkPolicy, then the pod. It
// returns once the API server has both; runs wait for the pod to run.
func (p *Provider) Create(ctx context.Context, spec provider.Spec) (provider.Sandbox, error) {
	if p.err != nil || p.opts.Image == "" {
		return nil, fmt.Errorf("%s: %w: %s", Name, provider.ErrUnavailable, p.Capabilities(ctx).Gaps())
	}
	p.start()
	name := podName(spec.ID)
	policy, err := p.networkPolicy(ctx, name, spec.Egress)
	if err != nil {
		return nil, err
	}
	// The sandbox is held before anything is created, so that the reaper
	// never takes what is being created for an orphan.
	box := &Sandbox{p: p, name: name, limits: withDefaults(spec.Limits), caps: p.Capabilities(ctx), changed: make(chan struct{})}
	box.ExecJobs = provider.NewExecJobs(box, provider.JobLimits{})
	p.mu.Lock()
	p.boxes[name] = box
	p.mu.Unlock()
	ns := p.opts.Namespace
	if err := p.c.create(ctx, policiesPath(ns), policy, nil); err != nil {
		p.forget(name)
		return nil, fmt.Errorf("%s: create the sandbox's NetworkPolicy: %s", Name, reason(err))
	}
	if err := p.c.create(ctx, podsPath(ns), p.podSpec(name, spec), nil); err != nil {
		p.forget(name)
		p.c.delete(context.WithoutCancel(ctx), policiesPath(ns)+"/"+url.PathEscape(name), nil)
		return nil, fmt.Errorf("%s: create the sandbox's pod: %s", Name, reason(err))
	}
	return box, nil
}

// forget drops a sandbox from the provider's set.
func (p *Provider) forget(name string) {
	p.mu.Lock()
	delete(p.boxes, name)
	p.mu.Unlock()
}

// remove deletes pod name and its NetworkPolicy, at once.
func (p *Provider) remove(ctx context.Context, name string) error {
	err := p.c.delete(ctx, podPath(p.opts.Namespace, name), url.Values{"gracePeriodSeconds": {"0"}})
	if err != nil && !isNotFound(err) {
		return fmt.Errorf("%s: delete pod %s: %s", Name, name, reason(err))
	}
	err = p.c.delete(ctx, policiesPath(p.opts.Namespace)+"/"+url.PathEscape(name), nil)
	if err != nil && !isNotFound(err) {
		return fmt.Errorf("%s: delete NetworkPolicy %s: %s", Name, name, reason(err))
	}
	return nil
}

// Close implements provider.Provider: it deletes this server's pods and
// its Lease, and stops the watch and the reaper.
func (p *Provider) Close() error {
	p.startOnce.Do(func() {}) // nothing to start any more
	select {
	case <-p.stop:
		return nil
	default:
		close(p.stop)
	}
	p.done.Wait()
	p.mu.Lock()
	boxes := p.boxes
	p.boxes = map[string]*Sandbox{}
	p.mu.Unlock()
	if p.c == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var errs []error
	for name := range boxes {
		errs = append(errs, p.remove(ctx, name))
	}
	err := p.c.delete(ctx, leasesPath(p.opts.Namespace)+"/"+url.PathEscape(p.leaseName(p.opts.Server)), nil)
	if err != nil && !isNotFound(err) {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// invalidLabel matches what a label value may not hold.
var invalidLabel = regexp.MustCompile(`[^a-z0-9.-]+`)

// labelValue makes s a label value and DNS label: lower case, letters,
// digits, dots and dashes, at most 63, starting and ending alphanumeric.
func labelValue(s string) string {
	s = invalidLabel.ReplaceAllString(strings.ToLower(s), "-")
	if len(s) > 63 {
		s = s[:63]
	}
	s = strings.Trim(s, ".-")
	if s == "" {
		var b [4]byte
		rand.Read(b[:])
		s = "x" + hex.EncodeToString(b[:])
	}
	return s
}

// podName is the pod of sandbox id.
func podName(id string) string {
	if id == "" {
		var b [8]byte
		rand.Read(b[:])
		id = hex.EncodeToString(b[:])
	}
	return labelValue("sbx-" + id)
}

// withDefaults fills l's zero fields with sbx's defaults.
func withDefaults(l provider.Limits) provider.Limits {
	if l.Memory <= 0 {
		l.Memory = 256 << 20
	}
	if l.CPUs <= 0 {
		l.CPUs = 1
	}
	if l.Pids <= 0 {
		l.Pids = 128
	}
	if l.Timeout <= 0 {
		l.Timeout = 5 * time.Second
	}
	if l.Output <= 0 {
		l.Output = 128 << 10
	}
	return l
}

// phase is what the watch last saw of a pod.
type phase struct {
	running bool
	failed  string // why the pod failed, or ""
}

// podPhase reads a pod's state: running, or failed and why.
func podPhase(pod *pod) phase {
	var ph phase
	switch pod.Status.Phase {
	case podRunning:
		ph.running = true
	case podFailed, podSucceeded:
		ph.failed = "it stopped"
		if pod.Status.Reason != "" {
			ph.failed = pod.Status.Reason
		}
	}
	for _, cs := range pod.Status.ContainerStatuses {
		if t := cs.State.Terminated; t != nil {
			ph.running, ph.failed = false, fmt.Sprintf("its container ended (%s, exit %d)", t.Reason, t.ExitCode)
		}
		if w := cs.State.Waiting; w != nil && (w.Reason == "ErrImagePull" || w.Reason == "ImagePullBackOff" || w.Reason == "CreateContainerConfigError") {
			ph.failed = "its image could not be started (" + w.Reason + ")"
		}
	}
	return ph
}

// allowed asks the API server whether this server may verb resource (and
// subresource) in the namespace.
func (p *Provider) allowed(ctx context.Context, verb, resource, sub string) (bool, error) {
	group := ""
	if resource == "networkpolicies" {
		group = "networking.k8s.io"
	}
	review := selfSubjectAccessReview{APIVersion: "authorization.k8s.io/v1", Kind: "SelfSubjectAccessReview"}
	review.Spec.ResourceAttributes = &resourceAttributes{Namespace: p.opts.Namespace, Verb: verb, Group: group, Resource: resource, Subresource: sub}
	var r selfSubjectAccessReview
	if err := p.c.create(ctx, accessReviewsPath, review, &r); err != nil {
		return false, err
	}
	return r.Status.Allowed, nil
}

func init() {
	provider.Register(Name, func(s map[string]string) (provider.Provider, error) {
		return New(Options{Namespace: s["namespace"], RuntimeClass: s["runtime_class"], Image: s["image"],
			Kubeconfig: s["kubeconfig"], HomeClaim: s["home_claim"]}), nil
	})
}
