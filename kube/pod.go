package kube

import (
	"context"
	"fmt"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/provider"
)

// nobody is the user and group sandboxed code runs as.
const nobody = 65534

// labels are the labels of pod name and its NetworkPolicy.
func (p *Provider) labels(name string) map[string]string {
	return map[string]string{LabelManagedBy: managedBy, LabelSandbox: strings.TrimPrefix(name, "sbx-"), LabelServer: p.opts.Server}
}

// podSpec is the pod of a new sandbox: it sleeps, and runs come in through
// exec. Its root is read-only, /workspace and /tmp are emptyDirs,
// /home/user (HOME) is the owner's home from the homes claim, read-only, or
// an emptyDir of its own, and it has no service account token, no service links, no capabilities and no
// privilege escalation. Under a workspace quota, /workspace and its own
// home are each in memory and of the quota's size, so that a write past
// it fails with ENOSPC rather than filling the node's disk; /tmp is in
// memory, of the memory limit's size.
func (p *Provider) podSpec(name string, spec provider.Spec) *pod {
	l := withDefaults(spec.Limits)
	no, yes, user := false, true, int64(nobody)
	quantities := map[string]string{"cpu": cpuQuantity(l.CPUs), "memory": strconv.FormatInt(l.Memory, 10)}
	annotations := map[string]string{AnnotationOwner: spec.Owner, "sbx.dev/pids": strconv.FormatInt(l.Pids, 10)}
	if !spec.Expires.IsZero() {
		annotations[AnnotationExpires] = spec.Expires.UTC().Format(time.RFC3339)
	}
	pd := &pod{
		APIVersion: "v1", Kind: "Pod",
		Metadata: objectMeta{Name: name, Namespace: p.opts.Namespace, Labels: p.labels(name), Annotations: annotations},
		Spec: podSpec{
			AutomountServiceAccountToken: &no,
			EnableServiceLinks:           &no,
			RestartPolicy:                "Never",
			SecurityContext: &podSecurityContext{
				RunAsUser: &user, RunAsGroup: &user, FSGroup: &user, RunAsNonRoot: &yes,
				SeccompProfile: &seccompProfile{Type: "RuntimeDefault"},
			},
			Containers: []container{{
				Name:       "sandbox",
				Image:      p.opts.Image,
				Command:    []string{"sleep", "infinity"},
				WorkingDir: "/workspace",
				Env:        []envVar{{Name: "HOME", Value: "/home/user"}, {Name: "PYTHONUSERBASE", Value: "/tmp/.local"}},
				Resources:  resources{Limits: quantities, Requests: quantities},
				SecurityContext: &securityContext{
					AllowPrivilegeEscalation: &no, ReadOnlyRootFilesystem: &yes, Privileged: &no,
					Capabilities: &capabilities{Drop: []string{"ALL"}},
				},
				VolumeMounts: []volumeMount{{Name: "workspace", MountPath: "/workspace"}, {Name: "tmp", MountPath: "/tmp"}},
			}},
			Volumes: []volume{
				{Name: "workspace", EmptyDir: files(l)},
				{Name: "tmp", EmptyDir: &emptyDir{Medium: "Memory", SizeLimit: strconv.FormatInt(l.Memory, 10)}},
			},
		},
	}
	if p.opts.RuntimeClass != "" {
		rc := p.opts.RuntimeClass
		pd.Spec.RuntimeClassName = &rc
	}
	c := &pd.Spec.Containers[0]
	if p.opts.HomeClaim != "" && spec.Owner != "" {
		c.VolumeMounts = append(c.VolumeMounts, volumeMount{Name: "home", MountPath: "/home/user", SubPath: labelValue(spec.Owner), ReadOnly: true})
		pd.Spec.Volumes = append(pd.Spec.Volumes, volume{Name: "home",
			PersistentVolumeClaim: &persistentVolumeClaim{ClaimName: p.opts.HomeClaim, ReadOnly: true}})
	} else {
		c.VolumeMounts = append(c.VolumeMounts, volumeMount{Name: "home", MountPath: "/home/user"})
		pd.Spec.Volumes = append(pd.Spec.Volumes, volume{Name: "home", EmptyDir: files(l)})
	}
	return pd
}

// files is the emptyDir of a sandbox's /workspace or own home under l:
// on the node's disk, or in memory and of the quota's size.
func files(l provider.Limits) *emptyDir {
	if l.WorkspaceBytes <= 0 {
		return &emptyDir{}
	}
	return &emptyDir{Medium: "Memory", SizeLimit: strconv.FormatInt(l.WorkspaceBytes, 10)}
}

// networkPolicy is sandbox name's NetworkPolicy: its pod may reach
// nothing, or only what the allow-list names. A NetworkPolicy matches
// addresses, not names, so host names are resolved here, when the sandbox
// is created, and DNS is allowed for the code's own look-ups; *.domain
// rules cannot be expressed and are refused.
func (p *Provider) networkPolicy(ctx context.Context, name string, eg *provider.Egress) (*networkPolicy, error) {
	np := &networkPolicy{
		APIVersion: "networking.k8s.io/v1", Kind: "NetworkPolicy",
		Metadata: objectMeta{Name: name, Namespace: p.opts.Namespace, Labels: p.labels(name)},
		Spec: networkPolicySpec{
			PodSelector: labelSelector{MatchLabels: map[string]string{LabelSandbox: p.labels(name)[LabelSandbox]}},
			PolicyTypes: []string{"Ingress", "Egress"},
			Egress:      []egressRule{},
			Ingress:     []egressRule{},
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
		er := egressRule{}
		for _, c := range cidrs {
			er.To = append(er.To, policyPeer{IPBlock: &ipBlock{CIDR: c}})
		}
		if port != "" {
			n, err := strconv.ParseUint(port, 10, 16)
			if err != nil || n == 0 {
				return nil, fmt.Errorf("%s: egress rule %q: bad port", Name, rule)
			}
			er.Ports = []policyPort{{Protocol: "TCP", Port: int32(n)}}
		}
		np.Spec.Egress = append(np.Spec.Egress, er)
	}
	if names {
		np.Spec.Egress = append(np.Spec.Egress, egressRule{Ports: []policyPort{{Protocol: "UDP", Port: 53}, {Protocol: "TCP", Port: 53}}})
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
