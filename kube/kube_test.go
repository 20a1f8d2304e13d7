package kube

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"

	"github.com/sbx-sandbox/sbx/internal/kubetest"
	"github.com/sbx-sandbox/sbx/provider"
)

func TestMain(m *testing.M) {
	code := m.Run()
	kubetest.Stop()
	os.Exit(code)
}

// cluster returns a client of the test API server.
func cluster(t *testing.T) (*rest.Config, kubernetes.Interface) {
	t.Helper()
	return kubetest.Start(t)
}

// newProvider returns a provider on the test API server, closed at the
// test's end.
func newProvider(t *testing.T, opts Options) (*Provider, kubernetes.Interface) {
	t.Helper()
	cfg, cs := cluster(t)
	opts.Config = cfg
	if opts.Image == "" {
		opts.Image = "registry.test/sbx-sandbox:bookworm-1"
	}
	if opts.Server == "" {
		opts.Server = strings.ToLower(strings.ReplaceAll(t.Name(), "/", "-"))
	}
	p := New(opts)
	t.Cleanup(func() {
		if err := p.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return p, cs
}

func TestCapabilities(t *testing.T) {
	cfg, _ := cluster(t)
	tests := []struct {
		name      string
		opts      Options
		available bool
		isolation provider.Isolation
		missing   []string // a part of each Missing.What, in order
		fix       string   // a part of the first fix
	}{
		{"gvisor", Options{Image: "i", RuntimeClass: "gvisor"}, true, provider.IsolationGVisor, nil, ""},
		{"cluster default runtime", Options{Image: "i"}, true, provider.IsolationContainer, nil, ""},
		{"no RuntimeClass", Options{Image: "i", RuntimeClass: "kata"}, false, provider.IsolationContainer,
			[]string{"RuntimeClass kata does not exist"}, "deploy/k8s/runtimeclass.yaml"},
		{"no image", Options{RuntimeClass: "gvisor"}, false, provider.IsolationGVisor,
			[]string{"no sandbox image configured"}, "kubernetes.image"},
		{"no namespace", Options{Image: "i", Namespace: "absent"}, false, provider.IsolationContainer,
			[]string{"namespace absent does not exist"}, "kubectl create namespace absent"},
		{"API server down", Options{Image: "i", Config: &rest.Config{Host: "https://127.0.0.1:1"}}, false, provider.IsolationContainer,
			[]string{"did not answer"}, "kubectl version"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.opts.Config == nil {
				tt.opts.Config = cfg
			}
			p := New(tt.opts)
			defer p.Close()
			c := p.Capabilities(context.Background())
			if c.Available != tt.available || c.Isolation != tt.isolation || c.Provider != "kubernetes" || !c.Native || c.SharedWorkspace {
				t.Errorf("capabilities %+v; want available %v, isolation %s", c, tt.available, tt.isolation)
			}
			if len(c.Missing) != len(tt.missing) {
				t.Fatalf("missing %+v, want %q", c.Missing, tt.missing)
			}
			for i, m := range tt.missing {
				if !strings.Contains(c.Missing[i].What, m) || c.Missing[i].Fix == "" {
					t.Errorf("missing[%d] = %+v, want %q and a fix", i, c.Missing[i], m)
				}
			}
			if tt.fix != "" && !strings.Contains(c.Missing[0].Fix, tt.fix) {
				t.Errorf("fix %q, want it to say %q", c.Missing[0].Fix, tt.fix)
			}
			if strings.Contains(c.Runtime+c.Gaps(), "127.0.0.1") {
				t.Errorf("capabilities name the API server's address: %+v", c)
			}
		})
	}
}

func TestPodSpec(t *testing.T) {
	p, cs := newProvider(t, Options{RuntimeClass: "gvisor", HomeClaim: "homes"})
	ctx := context.Background()
	expires := time.Now().Add(time.Hour).UTC().Truncate(time.Second)
	box, err := p.Create(ctx, provider.Spec{ID: "sb_00ff", Owner: "Alice@example.com", Expires: expires,
		Limits: provider.Limits{Memory: 512 << 20, CPUs: 0.5, Pids: 64, WorkspaceBytes: 64 << 20}})
	if err != nil {
		t.Fatal(err)
	}
	if c := box.Capabilities(); c.Isolation != provider.IsolationGVisor {
		t.Errorf("isolation %s, want container+gvisor", c.Isolation)
	}
	pod, err := cs.CoreV1().Pods(DefaultNamespace).Get(ctx, "sbx-sb-00ff", metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, c := pod.Spec, pod.Spec.Containers[0]
	check := func(what string, ok bool) {
		t.Helper()
		if !ok {
			t.Errorf("pod: %s", what)
		}
	}
	check("runtime class gvisor", s.RuntimeClassName != nil && *s.RuntimeClassName == "gvisor")
	check("no service account token", s.AutomountServiceAccountToken != nil && !*s.AutomountServiceAccountToken)
	check("no service links", s.EnableServiceLinks != nil && !*s.EnableServiceLinks)
	check("never restarted", s.RestartPolicy == corev1.RestartPolicyNever)
	check("runs as nobody", s.SecurityContext.RunAsUser != nil && *s.SecurityContext.RunAsUser == 65534 && *s.SecurityContext.RunAsNonRoot)
	check("the image", c.Image == "registry.test/sbx-sandbox:bookworm-1")
	check("memory limit 512Mi", c.Resources.Limits.Memory().Cmp(resource.MustParse("512Mi")) == 0)
	check("cpu limit 500m", c.Resources.Limits.Cpu().Cmp(resource.MustParse("500m")) == 0)
	check("pids in the annotation", pod.Annotations["sbx.dev/pids"] == "64")
	check("no privilege escalation", c.SecurityContext.AllowPrivilegeEscalation != nil && !*c.SecurityContext.AllowPrivilegeEscalation)
	check("read-only root", c.SecurityContext.ReadOnlyRootFilesystem != nil && *c.SecurityContext.ReadOnlyRootFilesystem)
	check("no capabilities", len(c.SecurityContext.Capabilities.Drop) == 1 && c.SecurityContext.Capabilities.Drop[0] == "ALL")
	check("labels for the reaper", pod.Labels[LabelManagedBy] == "sbx" && pod.Labels[LabelSandbox] == "sb-00ff" && pod.Labels[LabelServer] == "testpodspec")
	check("expiry annotation", pod.Annotations[AnnotationExpires] == expires.Format(time.RFC3339))
	var home *corev1.VolumeMount
	for i, m := range c.VolumeMounts {
		if m.MountPath == "/home/user" {
			home = &c.VolumeMounts[i]
		}
	}
	check("the owner's home from the claim, read-only", home != nil && home.ReadOnly && home.SubPath == "alice-example.com")
	claim := false
	for _, v := range s.Volumes {
		claim = claim || v.PersistentVolumeClaim != nil && v.PersistentVolumeClaim.ClaimName == "homes"
	}
	check("the homes claim", claim)
	for _, v := range s.Volumes {
		switch d := v.EmptyDir; {
		case d == nil:
		case v.Name == "workspace":
			check("/workspace in memory, of the quota's size", d.Medium == corev1.StorageMediumMemory && d.SizeLimit != nil && d.SizeLimit.Cmp(resource.MustParse("64Mi")) == 0)
		case v.Name == "tmp":
			check("/tmp in memory, of the memory limit's size", d.Medium == corev1.StorageMediumMemory && d.SizeLimit != nil && d.SizeLimit.Cmp(resource.MustParse("512Mi")) == 0)
		}
	}
	check("HOME is /home/user", slices.ContainsFunc(c.Env, func(e corev1.EnvVar) bool { return e.Name == "HOME" && e.Value == "/home/user" }))

	np, err := cs.NetworkingV1().NetworkPolicies(DefaultNamespace).Get(ctx, "sbx-sb-00ff", metav1.GetOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(np.Spec.Egress) != 0 || np.Spec.PodSelector.MatchLabels[LabelSandbox] != "sb-00ff" ||
		len(np.Spec.PolicyTypes) != 2 || np.Spec.PolicyTypes[1] != networkingv1.PolicyTypeEgress {
		t.Errorf("network policy %+v; want egress denied to the sandbox's pod", np.Spec)
	}
	if err := box.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := cs.CoreV1().Pods(DefaultNamespace).Get(ctx, "sbx-sb-00ff", metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("pod after Close: %v, want not found", err)
	}
	if _, err := cs.NetworkingV1().NetworkPolicies(DefaultNamespace).Get(ctx, "sbx-sb-00ff", metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("network policy after Close: %v, want not found", err)
	}
}

func TestEgressPolicy(t *testing.T) {
	p, cs := newProvider(t, Options{Resolve: func(_ context.Context, host string) ([]string, error) {
		if host == "pypi.test" {
			return []string{"192.0.2.7"}, nil
		}
		return nil, &os.PathError{Op: "lookup", Path: host, Err: os.ErrNotExist}
	}})
	ctx := context.Background()
	tests := []struct {
		name  string
		allow []string
		want  []string // "cidr:port" of each rule, "dns" for the DNS rule
		err   string
	}{
		{"addresses and a resolved name", []string{"10.0.0.0/8:443", "198.51.100.1", "pypi.test:443"},
			[]string{"10.0.0.0/8:443", "198.51.100.1/32:", "192.0.2.7/32:443", "dns"}, ""},
		{"a domain", []string{"*.pypi.org"}, nil, "not domains"},
		{"a name that does not resolve", []string{"nowhere.test"}, nil, "does not resolve"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id := "sb_eg" + string(rune('a'+i))
			box, err := p.Create(ctx, provider.Spec{ID: id, Egress: &provider.Egress{Allow: tt.allow}})
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("create: %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer box.Close()
			np, err := cs.NetworkingV1().NetworkPolicies(DefaultNamespace).Get(ctx, podName(id), metav1.GetOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range np.Spec.Egress {
				if len(r.To) == 0 {
					got = append(got, "dns")
					continue
				}
				port := ""
				if len(r.Ports) > 0 {
					port = r.Ports[0].Port.String()
				}
				got = append(got, r.To[0].IPBlock.CIDR+":"+port)
			}
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("egress rules %q, want %q", got, tt.want)
			}
		})
	}
}

func TestReaper(t *testing.T) {
	p, cs := newProvider(t, Options{Server: "reaper-a"})
	ctx := context.Background()
	now := time.Now()
	// Another server, alive: its Lease is fresh. A third, gone: its Lease
	// lapsed an hour ago. Their pods are made as they would, without
	// starting their own reapers.
	other := New(Options{Config: p.cfg, Image: "i", Server: "reaper-b"})
	gone := New(Options{Config: p.cfg, Image: "i", Server: "reaper-c", LeaseDuration: time.Minute})
	for _, s := range []*Provider{p, other, gone} {
		if err := s.renew(ctx); err != nil {
			t.Fatal(err)
		}
	}
	lapsed, _ := cs.CoordinationV1().Leases(DefaultNamespace).Get(ctx, gone.leaseName("reaper-c"), metav1.GetOptions{})
	old := metav1.NewMicroTime(now.Add(-time.Hour))
	lapsed.Spec.RenewTime = &old
	if _, err := cs.CoordinationV1().Leases(DefaultNamespace).Update(ctx, lapsed, metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	create := func(owner *Provider, id string, expires time.Time) {
		t.Helper()
		if owner == p {
			if _, err := p.Create(ctx, provider.Spec{ID: id, Expires: expires}); err != nil {
				t.Fatal(err)
			}
			return
		}
		policy, _ := owner.networkPolicy(ctx, podName(id), nil)
		if _, err := cs.NetworkingV1().NetworkPolicies(DefaultNamespace).Create(ctx, convert[networkingv1.NetworkPolicy](t, policy), metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
		if _, err := cs.CoreV1().Pods(DefaultNamespace).Create(ctx, convert[corev1.Pod](t, owner.podSpec(podName(id), provider.Spec{ID: id, Expires: expires})), metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	create(p, "live", now.Add(time.Hour))
	create(p, "expired", now.Add(-time.Second))
	create(other, "others", now.Add(time.Hour))
	create(gone, "orphan", now.Add(time.Hour))
	// A pod of this server's name that it does not hold: a previous run's.
	create(New(Options{Config: p.cfg, Image: "i", Server: "reaper-a"}), "previous", now.Add(time.Hour))
	defer cs.CoreV1().Pods(DefaultNamespace).Delete(ctx, "sbx-others", metav1.DeleteOptions{})
	defer cs.NetworkingV1().NetworkPolicies(DefaultNamespace).Delete(ctx, "sbx-others", metav1.DeleteOptions{})

	n, err := p.Reap(ctx, now)
	if err != nil {
		t.Fatal(err)
	}
	pods, _ := cs.CoreV1().Pods(DefaultNamespace).List(ctx, metav1.ListOptions{LabelSelector: selector})
	var left []string
	for _, pod := range pods.Items {
		if strings.HasPrefix(pod.Labels[LabelServer], "reaper-") {
			left = append(left, pod.Name)
		}
	}
	if n != 3 || strings.Join(left, " ") != "sbx-live sbx-others" {
		t.Errorf("reaped %d, left %q; want 3 reaped (expired, orphan, previous) and sbx-live, sbx-others left", n, left)
	}
	for _, name := range []string{"sbx-expired", "sbx-orphan", "sbx-previous"} {
		if _, err := cs.NetworkingV1().NetworkPolicies(DefaultNamespace).Get(ctx, name, metav1.GetOptions{}); !apierrors.IsNotFound(err) {
			t.Errorf("network policy %s after reaping: %v, want not found", name, err)
		}
	}
}

// TestWatchSeesPodFail fails a sandbox's pod as a kubelet reports an
// OOM kill: the next exec fails at once, with ErrGone when the pod had run
// (the server starts another in its place), else saying what to do.
func TestWatchSeesPodFail(t *testing.T) {
	p, cs := newProvider(t, Options{})
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		ran  bool
	}{{"never ran", false}, {"ran", true}} {
		t.Run(tc.name, func(t *testing.T) {
			id := "sb_watch_" + map[bool]string{false: "new", true: "ran"}[tc.ran]
			box, err := p.Create(ctx, provider.Spec{ID: id})
			if err != nil {
				t.Fatal(err)
			}
			defer box.Close()
			name := "sbx-" + strings.ReplaceAll(id, "_", "-")
			setStatus := func(status corev1.PodStatus) {
				t.Helper()
				pod, err := cs.CoreV1().Pods(DefaultNamespace).Get(ctx, name, metav1.GetOptions{})
				if err != nil {
					t.Fatal(err)
				}
				pod.Status = status
				if _, err := cs.CoreV1().Pods(DefaultNamespace).UpdateStatus(ctx, pod, metav1.UpdateOptions{}); err != nil {
					t.Fatal(err)
				}
			}
			if tc.ran {
				setStatus(corev1.PodStatus{Phase: corev1.PodRunning})
				sb := box.(*Sandbox)
				hasRun := func() bool { sb.mu.Lock(); defer sb.mu.Unlock(); return sb.ran }
				for deadline := time.Now().Add(10 * time.Second); !hasRun(); {
					if time.Now().After(deadline) {
						t.Fatal("the watch did not see the pod run")
					}
					time.Sleep(10 * time.Millisecond)
				}
			}
			// What a kubelet reports when the sandbox's container is killed
			// for passing its memory limit.
			setStatus(corev1.PodStatus{Phase: corev1.PodFailed, ContainerStatuses: []corev1.ContainerStatus{{Name: "sandbox", State: corev1.ContainerState{
				Terminated: &corev1.ContainerStateTerminated{Reason: "OOMKilled", ExitCode: 137}}}}})
			start := time.Now()
			for tc.ran && box.(*Sandbox).Failed() == "" && time.Since(start) < 10*time.Second {
				time.Sleep(10 * time.Millisecond) // a running pod's exec would not wait for the watch
			}
			_, err = box.Exec(ctx, provider.Request{Code: "true", Timeout: 30 * time.Second})
			if err == nil || !strings.Contains(err.Error(), "OOMKilled") || errors.Is(err, provider.ErrGone) != tc.ran ||
				!tc.ran && !strings.Contains(err.Error(), "create a new one") {
				t.Fatalf("exec on a failed pod: %v; want the failure, OOMKilled, and ErrGone if it had run, else what to do", err)
			}
			if took := time.Since(start); took > 10*time.Second {
				t.Errorf("the failure was seen after %v; want the watch to report it at once", took)
			}
		})
	}
}

// TestCluster runs a sandbox on a real cluster (Python with its displays,
// a shell line, a file): KUBECONFIG names it, and
// SBX_KUBE_IMAGE an image it can pull (the sbx-sandbox image); the
// namespace sbx must exist, and SBX_KUBE_RUNTIME_CLASS is the RuntimeClass
// ("" for the cluster default).
func TestCluster(t *testing.T) {
	if os.Getenv("KUBECONFIG") == "" || os.Getenv("SBX_KUBE_IMAGE") == "" {
		t.Skip("needs a cluster: set KUBECONFIG, and SBX_KUBE_IMAGE to the sbx-sandbox image pushed where the cluster pulls from")
	}
	p := New(Options{Image: os.Getenv("SBX_KUBE_IMAGE"), RuntimeClass: os.Getenv("SBX_KUBE_RUNTIME_CLASS")})
	defer p.Close()
	ctx := context.Background()
	if c := p.Capabilities(ctx); !c.Available {
		t.Fatalf("the cluster is not ready: %s", c.Gaps())
	}
	box, err := p.Create(ctx, provider.Spec{ID: "sb_cluster", Expires: time.Now().Add(10 * time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	res, err := box.Run(ctx, provider.Request{Language: "python", Code: "import sys; print(6 * 7, sys.version_info[0])", Timeout: 2 * time.Minute})
	if err != nil || res.ExitCode != 0 || res.Stdout != "42 3\n" {
		t.Fatalf("python: %+v %v", res, err)
	}
	// A cell shows its last value and returns what it displayed, in order.
	res, err = box.Run(ctx, provider.Request{Language: "python", Timeout: 2 * time.Minute,
		Code: "import pandas as pd, matplotlib.pyplot as plt\nplt.plot([1, 2])\ndisplay('note')\npd.DataFrame({'k': [1, 2]})"})
	var kinds []string
	for _, b := range res.Displays {
		kinds = append(kinds, fmt.Sprint(b.Metadata["type"]))
	}
	if err != nil || res.ExitCode != 0 || !strings.Contains(res.Stdout, "k") || strings.Join(kinds, " ") != "builtins.str pandas.DataFrame matplotlib.Figure" {
		t.Fatalf("displays %q: %+v %v", kinds, res, err)
	}
	if res, err = box.Exec(ctx, provider.Request{Code: "echo hi > /workspace/a.txt && wc -c < a.txt", Timeout: time.Minute}); err != nil || strings.TrimSpace(res.Stdout) != "3" {
		t.Fatalf("shell: %+v %v", res, err)
	}
	if data, err := box.ReadFile(ctx, "a.txt", 100); err != nil || string(data) != "hi\n" {
		t.Fatalf("read a.txt: %q %v", data, err)
	}
	if err := box.Close(); err != nil {
		t.Fatal(err)
	}
	cfg, err := clientcmd.BuildConfigFromFlags("", os.Getenv("KUBECONFIG"))
	if err != nil {
		t.Fatal(err)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	if _, err := cs.CoreV1().Pods(DefaultNamespace).Get(ctx, "sbx-sb-cluster", metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("pod after Close: %v, want not found", err)
	}
}

// convert is v, an object of this package, as client-go's type T: what
// the API server would read from the JSON the provider sends.
func convert[T any](t *testing.T, v any) *T {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	out := new(T)
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(out); err != nil {
		t.Fatalf("%T does not read as %T: %v", v, out, err)
	}
	return out
}
