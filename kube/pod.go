package kube

import (
	"context"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"time"

	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"

	"github.com/sbx-sandbox/sbx/provider"
)

// nobody is the user and group sandboxed code runs as.
const nobody = 65534

// labels are the labels of pod name and its NetworkPolicy.
func (p *Provider) labels(name string) map[string]string {
	return map[string]string{LabelManagedBy: managedBy, LabelSandbox: strings.TrimPrefix(name, "sbx-"), LabelServer: p.opts.Server}
}

// podSpec is the pod of a new sandbox: it sleeps, and runs come in through
// exec. Its root is read-only, /workspace and /tmp are emptyDirs, and it
// has no service account token, no service links, no capabilities and no
// privilege escalation.
func (p *Provider) podSpec(name string, spec provider.Spec) *corev1.Pod {
	l := withDefaults(spec.Limits)
	no, yes, user := false, true, int64(nobody)
	quantities := corev1.ResourceList{
		corev1.ResourceCPU:    *resource.NewMilliQuantity(int64(l.CPUs*1000), resource.DecimalSI),
		corev1.ResourceMemory: *resource.NewQuantity(l.Memory, resource.BinarySI),
	}
	annotations := map[string]string{AnnotationOwner: spec.Owner, "sbx.dev/pids": strconv.FormatInt(l.Pids, 10)}
	if !spec.Expires.IsZero() {
		annotations[AnnotationExpires] = spec.Expires.UTC().Format(time.RFC3339)
	}
	pod := &corev1.Pod{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: p.opts.Namespace, Labels: p.labels(name), Annotations: annotations},
		Spec: corev1.PodSpec{
			AutomountServiceAccountToken: &no,
			EnableServiceLinks:           &no,
			RestartPolicy:                corev1.RestartPolicyNever,
			SecurityContext: &corev1.PodSecurityContext{
				RunAsUser: &user, RunAsGroup: &user, FSGroup: &user, RunAsNonRoot: &yes,
				SeccompProfile: &corev1.SeccompProfile{Type: corev1.SeccompProfileTypeRuntimeDefault},
			},
			Containers: []corev1.Container{{
				Name:       "sandbox",
				Image:      p.opts.Image,
				Command:    []string{"sleep", "infinity"},
				WorkingDir: "/workspace",
				Env:        []corev1.EnvVar{{Name: "HOME", Value: "/tmp"}},
				Resources:  corev1.ResourceRequirements{Limits: quantities, Requests: quantities},
				SecurityContext: &corev1.SecurityContext{
					AllowPrivilegeEscalation: &no, ReadOnlyRootFilesystem: &yes, Privileged: &no,
					Capabilities: &corev1.Capabilities{Drop: []corev1.Capability{"ALL"}},
				},
				VolumeMounts: []corev1.VolumeMount{{Name: "workspace", MountPath: "/workspace"}, {Name: "tmp", MountPath: "/tmp"}},
			}},
			Volumes: []corev1.Volume{
				{Name: "workspace", VolumeSource: corev1.VolumeSource{EmptyDir: &corev1.EmptyDirVolumeSource{}}},
				{Name: "tmp", VolumeSource: corev1.VolumeSource{EmptyDir: &corev1.EmptyDirVolumeSource{Medium: corev1.StorageMediumMemory}}},
			},
		},
	}
	if p.opts.RuntimeClass != "" {
		rc := p.opts.RuntimeClass
		pod.Spec.RuntimeClassName = &rc
	}
	if p.opts.HomeClaim != "" && spec.Owner != "" {
		c := &pod.Spec.Containers[0]
		c.VolumeMounts = append(c.VolumeMounts, corev1.VolumeMount{Name: "home", MountPath: "/home/user", SubPath: labelValue(spec.Owner), ReadOnly: true})
		pod.Spec.Volumes = append(pod.Spec.Volumes, corev1.Volume{Name: "home", VolumeSource: corev1.VolumeSource{
			PersistentVolumeClaim: &corev1.PersistentVolumeClaimVolumeSource{ClaimName: p.opts.HomeClaim, ReadOnly: true}}})
	}
	return pod
}

// networkPolicy is sandbox name's NetworkPolicy: its pod may reach
// nothing, or only what the allow-list names. A NetworkPolicy matches
// addresses, not names, so host names are resolved here, when the sandbox
// is created, and DNS is allowed for the code's own look-ups; *.domain
// rules cannot be expressed and are refused.
func (p *Provider) networkPolicy(ctx context.Context, name string, eg *provider.Egress) (*networkingv1.NetworkPolicy, error) {
	np := &networkingv1.NetworkPolicy{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: p.opts.Namespace, Labels: p.labels(name)},
		Spec: networkingv1.NetworkPolicySpec{
			PodSelector: metav1.LabelSelector{MatchLabels: map[string]string{LabelSandbox: p.labels(name)[LabelSandbox]}},
			PolicyTypes: []networkingv1.PolicyType{networkingv1.PolicyTypeIngress, networkingv1.PolicyTypeEgress},
			Egress:      []networkingv1.NetworkPolicyEgressRule{},
			Ingress:     []networkingv1.NetworkPolicyIngressRule{},
		},
	}
	if eg == nil {
		return np, nil
	}
	names := false
	for _, rule := range eg.Allow {
		host, port := splitRule(rule)
		var cidrs []string
		switch {
		case strings.HasPrefix(host, "*."):
			return nil, fmt.Errorf("%s: egress rule %q: a NetworkPolicy matches addresses, not domains; list the hosts themselves", Name, rule)
		case isPrefix(host):
			cidrs = []string{host}
		case isAddr(host):
			a, _ := netip.ParseAddr(host)
			cidrs = []string{netip.PrefixFrom(a, a.BitLen()).String()}
		default:
			names = true
			addrs, err := p.resolve(ctx, host)
			if err != nil || len(addrs) == 0 {
				return nil, fmt.Errorf("%s: egress rule %q: %s does not resolve", Name, rule, host)
			}
			for _, a := range addrs {
				if ip, err := netip.ParseAddr(a); err == nil {
					cidrs = append(cidrs, netip.PrefixFrom(ip, ip.BitLen()).String())
				}
			}
		}
		er := networkingv1.NetworkPolicyEgressRule{}
		for _, c := range cidrs {
			er.To = append(er.To, networkingv1.NetworkPolicyPeer{IPBlock: &networkingv1.IPBlock{CIDR: c}})
		}
		if port != "" {
			n, err := strconv.Atoi(port)
			if err != nil {
				return nil, fmt.Errorf("%s: egress rule %q: bad port", Name, rule)
			}
			tcp, pn := corev1.ProtocolTCP, intstr.FromInt32(int32(n))
			er.Ports = []networkingv1.NetworkPolicyPort{{Protocol: &tcp, Port: &pn}}
		}
		np.Spec.Egress = append(np.Spec.Egress, er)
	}
	if names {
		udp, tcp, dns := corev1.ProtocolUDP, corev1.ProtocolTCP, intstr.FromInt32(53)
		np.Spec.Egress = append(np.Spec.Egress, networkingv1.NetworkPolicyEgressRule{
			Ports: []networkingv1.NetworkPolicyPort{{Protocol: &udp, Port: &dns}, {Protocol: &tcp, Port: &dns}}})
	}
	return np, nil
}

// resolve looks host up.
func (p *Provider) resolve(ctx context.Context, host string) ([]string, error) {
	if p.opts.Resolve != nil {
		return p.opts.Resolve(ctx, host)
	}
	return net.DefaultResolver.LookupHost(ctx, host)
}

// splitRule splits an allow-list rule into host and port ("" for any).
func splitRule(rule string) (host, port string) {
	if h, p, err := net.SplitHostPort(rule); err == nil {
		return strings.Trim(h, "[]"), p
	}
	return strings.Trim(rule, "[]"), ""
}

func isPrefix(s string) bool { _, err := netip.ParsePrefix(s); return err == nil }
func isAddr(s string) bool   { _, err := netip.ParseAddr(s); return err == nil }
