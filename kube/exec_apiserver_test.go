package kube

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/provider"
)

// TestExecReachesAPIServer sends an exec to the test API server: its pod
// has no node (the test cluster has none), so the API server refuses it,
// saying so, which shows the request's path, query, authentication and
// WebSocket upgrade are what it takes.
func TestExecReachesAPIServer(t *testing.T) {
	p, _ := newProvider(t, Options{})
	ctx := context.Background()
	box, err := p.Create(ctx, provider.Spec{ID: "sb_exec"})
	if err != nil {
		t.Fatal(err)
	}
	defer box.Close()
	_, err = p.c.exec(ctx, DefaultNamespace, box.(*Sandbox).Name(), []string{"true"}, []byte("x"), io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "does not have a host assigned") {
		t.Fatalf("exec in a pod with no node: %v; want the API server's refusal", err)
	}
}
