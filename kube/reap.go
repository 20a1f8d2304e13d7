package kube

import (
	"context"
	"errors"
	"time"

	"encoding/json"
	"net/http"
	"net/url"
)

// selector picks every pod and NetworkPolicy sbx manages.
var selector = LabelManagedBy + "=" + managedBy

// start begins, once, renewing this server's Lease, watching its pods and
// reaping.
func (p *Provider) start() {
	p.startOnce.Do(func() {
		p.done.Add(2)
		go p.keepLease()
		go p.watch()
	})
}

// leaseName is the Lease of server.
func (p *Provider) leaseName(server string) string { return labelValue("sbx-server-" + server) }

// keepLease renews the server's Lease at once and every third of its
// duration, and reaps each time after the first.
func (p *Provider) keepLease() {
	defer p.done.Done()
	t := time.NewTicker(p.opts.LeaseDuration / 3)
	defer t.Stop()
	for first := true; ; first = false {
		ctx, cancel := context.WithTimeout(context.Background(), probeTimeout)
		p.renew(ctx)
		if !first {
			p.Reap(ctx, time.Now())
		}
		cancel()
		select {
		case <-p.stop:
			return
		case <-t.C:
		}
	}
}

// renew creates or renews the server's Lease: a merge patch of its
// renewal time, or, when it does not exist, a new one.
func (p *Provider) renew(ctx context.Context) error {
	now, secs := microTime{time.Now()}, int32(p.opts.LeaseDuration.Seconds())
	name := p.leaseName(p.opts.Server)
	patch := map[string]any{"spec": map[string]any{"renewTime": now, "leaseDurationSeconds": secs}}
	err := p.c.do(ctx, http.MethodPatch, leasesPath(p.opts.Namespace)+"/"+url.PathEscape(name), nil, contentMerge, patch, nil)
	if !isNotFound(err) {
		return err
	}
	err = p.c.create(ctx, leasesPath(p.opts.Namespace), lease{
		APIVersion: "coordination.k8s.io/v1", Kind: "Lease",
		Metadata: objectMeta{Name: name, Labels: map[string]string{LabelManagedBy: managedBy, LabelServer: p.opts.Server}},
		Spec:     leaseSpec{HolderIdentity: &p.opts.Server, LeaseDurationSeconds: &secs, RenewTime: &now},
	}, nil)
	if isAlreadyExists(err) { // made meanwhile, by a previous run of this server
		return p.renew(ctx)
	}
	return err
}

// watch follows this server's pods and tells each sandbox what its pod
// does, restarting the watch when the API server ends it.
func (p *Provider) watch() {
	defer p.done.Done()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { <-p.stop; cancel() }()
	query := selectorQuery(selector + "," + LabelServer + "=" + p.opts.Server)
	for ctx.Err() == nil {
		err := p.c.watch(ctx, podsPath(p.opts.Namespace), query, func(ev watchEvent) bool {
			var pd pod
			if json.Unmarshal(ev.Object, &pd) != nil {
				return true
			}
			p.mu.Lock()
			box := p.boxes[pd.Metadata.Name]
			p.mu.Unlock()
			if box == nil {
				return true
			}
			ph := podPhase(&pd)
			if ev.Type == "DELETED" && ph.failed == "" {
				ph = phase{failed: "it was deleted"}
			}
			box.observe(ph)
			return true
		})
		if err != nil {
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
			}
		}
	}
}

// Reap implements provider.Reaper: it deletes the pods (and their
// NetworkPolicies) past their expiry, those of servers whose Lease has
// lapsed or is gone, and those of this server that it no longer holds (a
// previous run of it), then NetworkPolicies left without their pod. It
// returns how many pods it deleted.
func (p *Provider) Reap(ctx context.Context, now time.Time) (int, error) {
	if p.c == nil {
		return 0, p.err
	}
	ns := p.opts.Namespace
	var pods podList
	if err := p.c.get(ctx, podsPath(ns), selectorQuery(selector), &pods); err != nil {
		return 0, err
	}
	alive := map[string]bool{} // servers whose Lease is current
	var leases leaseList
	if err := p.c.get(ctx, leasesPath(ns), selectorQuery(selector), &leases); err != nil {
		return 0, err
	}
	for _, l := range leases.Items {
		if s := l.Spec; s.RenewTime != nil && s.LeaseDurationSeconds != nil &&
			now.Before(s.RenewTime.Add(time.Duration(*s.LeaseDurationSeconds)*time.Second)) {
			alive[l.Metadata.Labels[LabelServer]] = true
		}
	}
	var errs []error
	n := 0
	kept := map[string]bool{}
	for _, pd := range pods.Items {
		if !p.stale(&pd, now, alive) {
			kept[pd.Metadata.Name] = true
			continue
		}
		if err := p.remove(ctx, pd.Metadata.Name); err != nil {
			errs = append(errs, err)
			continue
		}
		n++
	}
	var nps networkPolicyList
	if err := p.c.get(ctx, policiesPath(ns), selectorQuery(selector), &nps); err != nil {
		return n, errors.Join(append(errs, err)...)
	}
	for _, np := range nps.Items {
		name := np.Metadata.Name
		p.mu.Lock()
		creating := p.boxes[name] != nil
		p.mu.Unlock()
		if !kept[name] && !creating {
			if err := p.c.delete(ctx, policiesPath(ns)+"/"+url.PathEscape(name), nil); err != nil && !isNotFound(err) {
				errs = append(errs, err)
			}
		}
	}
	return n, errors.Join(errs...)
}

// stale reports whether pod is to be reaped at now.
func (p *Provider) stale(pd *pod, now time.Time, alive map[string]bool) bool {
	if exp, err := time.Parse(time.RFC3339, pd.Metadata.Annotations[AnnotationExpires]); err == nil && !now.Before(exp) {
		return true
	}
	server := pd.Metadata.Labels[LabelServer]
	if server == p.opts.Server {
		p.mu.Lock()
		defer p.mu.Unlock()
		return p.boxes[pd.Metadata.Name] == nil
	}
	return !alive[server]
}
