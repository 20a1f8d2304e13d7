package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/config"
	"github.com/sbx-sandbox/sbx/internal/kubetest"
)

// TestDoctorKube checks what sbx doctor says of the Kubernetes provider on
// a real API server: ready, or each gap (no RuntimeClass, no image, no API
// server) with its fix.
func TestDoctorKube(t *testing.T) {
	cfg, _ := kubetest.Start(t)
	kubeconfig := kubetest.Kubeconfig(t, cfg)
	down := filepath.Join(t.TempDir(), "down")
	os.WriteFile(down, []byte("apiVersion: v1\nkind: Config\nclusters: [{name: c, cluster: {server: 'https://127.0.0.1:1'}}]\n"+
		"users: [{name: u, user: {token: t}}]\ncontexts: [{name: c, context: {cluster: c, user: u}}]\ncurrent-context: c\n"), 0o600)
	tests := []struct {
		name string
		env  []string
		want []string // in the output, in order
		not  string
	}{
		{"ready", []string{"SBX_KUBERNETES_IMAGE=registry.test/sbx-sandbox:1", "SBX_KUBERNETES_KUBECONFIG=" + kubeconfig},
			[]string{"Kubernetes provider", "ok    kubernetes", "container+gvisor", "RuntimeClass gvisor (handler runsc)"}, "missing:"},
		{"no RuntimeClass, no image", []string{"SBX_KUBERNETES_RUNTIME_CLASS=kata", "SBX_KUBERNETES_KUBECONFIG=" + kubeconfig},
			[]string{"no    kubernetes", "missing: no sandbox image configured", "fix:     build it with sandbox-image/build.sh",
				"missing: RuntimeClass kata does not exist", "fix:     install gVisor"}, ""},
		{"API server down", []string{"SBX_KUBERNETES_IMAGE=i", "SBX_KUBERNETES_KUBECONFIG=" + down},
			[]string{"no    kubernetes", "missing: the Kubernetes API server did not answer", "fix:     check the cluster"}, "127.0.0.1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := config.Load("", tt.env, nil)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			doctorKube(context.Background(), c, &out)
			text, rest := out.String(), out.String()
			for _, w := range tt.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("doctor's Kubernetes section lacks %q (in order):\n%s", w, text)
				}
				rest = rest[i+len(w):]
			}
			if tt.not != "" && strings.Contains(text, tt.not) {
				t.Errorf("doctor's Kubernetes section has %q:\n%s", tt.not, text)
			}
		})
	}
}
