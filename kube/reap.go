package kube

import (
	"context"
	"errors"
	"time"

	coordinationv1 "k8s.io/api/coordination/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
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

// renew creates or renews the server's Lease.
func (p *Provider) renew(ctx context.Context) error {
	leases := p.cs.leases(p.opts.Namespace)
	now, secs := metav1.NewMicroTime(time.Now()), int32(p.opts.LeaseDuration.Seconds())
	name := p.leaseName(p.opts.Server)
	l, err := leases.Get(ctx, name, metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		_, err = leases.Create(ctx, &coordinationv1.Lease{
			ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{LabelManagedBy: managedBy, LabelServer: p.opts.Server}},
			Spec:       coordinationv1.LeaseSpec{HolderIdentity: &p.opts.Server, LeaseDurationSeconds: &secs, RenewTime: &now},
		}, metav1.CreateOptions{})
		return err
	}
	if err != nil {
		return err
	}
	l.Spec.RenewTime, l.Spec.LeaseDurationSeconds = &now, &secs
	_, err = leases.Update(ctx, l, metav1.UpdateOptions{})
	return err
}

// watch follows this server's pods and tells each sandbox what its pod
// does, restarting the watch when the API server ends it.
func (p *Provider) watch() {
	defer p.done.Done()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { <-p.stop; cancel() }()
	for ctx.Err() == nil {
		w, err := p.cs.pods(p.opts.Namespace).Watch(ctx, metav1.ListOptions{LabelSelector: selector + "," + LabelServer + "=" + p.opts.Server})
		if err != nil {
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
			}
			continue
		}
		for ev := range w.ResultChan() {
			pod, ok := ev.Object.(*corev1.Pod)
			if !ok {
				continue
			}
			p.mu.Lock()
			box := p.boxes[pod.Name]
			p.mu.Unlock()
			if box == nil {
				continue
			}
			ph := podPhase(pod)
			if ev.Type == watch.Deleted && ph.failed == "" {
				ph = phase{failed: "it was deleted"}
			}
			box.observe(ph)
		}
		w.Stop()
	}
}

// Reap implements provider.Reaper: it deletes the pods (and their
// NetworkPolicies) past their expiry, those of servers whose Lease has
// lapsed or is gone, and those of this server that it no longer holds (a
// previous run of it), then NetworkPolicies left without their pod. It
// returns how many pods it deleted.
func (p *Provider) Reap(ctx context.Context, now time.Time) (int, error) {
	if p.cs == nil {
		return 0, p.err
	}
	pods, err := p.cs.pods(p.opts.Namespace).List(ctx, metav1.ListOptions{LabelSelector: selector})
	if err != nil {
		return 0, err
	}
	alive := map[string]bool{} // servers whose Lease is current
	leases, err := p.cs.leases(p.opts.Namespace).List(ctx, metav1.ListOptions{LabelSelector: selector})
	if err != nil {
		return 0, err
	}
	for _, l := range leases.Items {
		if s := l.Spec; s.RenewTime != nil && s.LeaseDurationSeconds != nil &&
			now.Before(s.RenewTime.Add(time.Duration(*s.LeaseDurationSeconds)*time.Second)) {
			alive[l.Labels[LabelServer]] = true
		}
	}
	var errs []error
	n := 0
	kept := map[string]bool{}
	for _, pod := range pods.Items {
		if !p.stale(&pod, now, alive) {
			kept[pod.Name] = true
			continue
		}
		if err := p.remove(ctx, pod.Name); err != nil {
			errs = append(errs, err)
			continue
		}
		n++
	}
	nps, err := p.cs.networkPolicies(p.opts.Namespace).List(ctx, metav1.ListOptions{LabelSelector: selector})
	if err != nil {
		return n, errors.Join(append(errs, err)...)
	}
	for _, np := range nps.Items {
		p.mu.Lock()
		creating := p.boxes[np.Name] != nil
		p.mu.Unlock()
		if !kept[np.Name] && !creating {
			if err := p.cs.networkPolicies(p.opts.Namespace).Delete(ctx, np.Name, metav1.DeleteOptions{}); err != nil && !apierrors.IsNotFound(err) {
				errs = append(errs, err)
			}
		}
	}
	return n, errors.Join(errs...)
}

// stale reports whether pod is to be reaped at now.
func (p *Provider) stale(pod *corev1.Pod, now time.Time, alive map[string]bool) bool {
	if exp, err := time.Parse(time.RFC3339, pod.Annotations[AnnotationExpires]); err == nil && !now.Before(exp) {
		return true
	}
	server := pod.Labels[LabelServer]
	if server == p.opts.Server {
		p.mu.Lock()
		defer p.mu.Unlock()
		return p.boxes[pod.Name] == nil
	}
	return !alive[server]
}
