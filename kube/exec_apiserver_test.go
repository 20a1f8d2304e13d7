package kube

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/internal/pykernel"
	"github.com/sbx-sandbox/sbx/provider"
)

// TestExecReachesAPIServer sends execs to the test API server: its pod
// has no node (the test cluster has none), so the API server refuses them,
// saying so, which shows the request's path, query, authentication and
// WebSocket upgrade are what it takes, for a short command and for a
// Python cell, whose kernel script goes in the command's environment.
func TestExecReachesAPIServer(t *testing.T) {
	p, _ := newProvider(t, Options{})
	ctx := context.Background()
	box, err := p.Create(ctx, provider.Spec{ID: "sb_exec"})
	if err != nil {
		t.Fatal(err)
	}
	defer box.Close()
	for _, tc := range []struct {
		name string
		argv []string
	}{
		{"a command", []string{"true"}},
		{"a Python cell", []string{"env", pykernel.Var + "=" + pykernel.Script, "/bin/sh", "-c", pykernel.Cell}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err = p.c.exec(ctx, DefaultNamespace, box.(*Sandbox).Name(), tc.argv, []byte("x"), io.Discard, io.Discard)
			if err == nil || !strings.Contains(err.Error(), "does not have a host assigned") {
				t.Fatalf("exec in a pod with no node: %v; want the API server's refusal", err)
			}
		})
	}
}
