package broker

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/rest"

	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/internal/kubetest"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
	"github.com/sbx-sandbox/sbx/kube"
	"github.com/sbx-sandbox/sbx/provider"
)

// TestDefaultProvider checks the operator's default provider: a sandbox
// made without one runs there, and a default the policy does not allow,
// or that the server does not have, stops the server at start-up.
func TestDefaultProvider(t *testing.T) {
	cs := connect(t, newBroker(t, Options{Provider: "wasm"}), nil)
	out := call[RunCodeOutput](t, cs, "run_code", args{"language": "python", "code": "import scipy"})
	if out.ExitCode != 1 || out.Isolation != "wasm" || strings.Contains(out.Stderr, "went to") {
		t.Errorf("default wasm sandbox: exit %d isolation %q stderr %q; want it kept in WebAssembly", out.ExitCode, out.Isolation, out.Stderr)
	}
	if info := call[SandboxInfo](t, cs, "get_sandbox_status", args{}); info.Provider != "wasm" {
		t.Errorf("default sandbox's provider %q, want wasm", info.Provider)
	}
	if info := call[SandboxInfo](t, cs, "create_sandbox", args{}); info.Provider != "wasm" {
		t.Errorf("create_sandbox without a provider: %q, want the default, wasm", info.Provider)
	}
	for _, tt := range []struct {
		opts Options
		want string
	}{
		{Options{Provider: "docker", Policy: Policy{Providers: []string{"wasm", "auto"}}}, "policy.providers does not allow"},
		{Options{Provider: "kubernetes"}, `unknown provider "kubernetes"`},
		{Options{Provider: "mainframe"}, `unknown provider "mainframe"`},
	} {
		tt.opts.DataDir = t.TempDir()
		_, err := New(runtimeFor(t), tt.opts)
		if !errors.Is(err, ErrPolicy) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("provider %s: %v, want ErrPolicy saying %q", tt.opts.Provider, err, tt.want)
		}
	}
}

// TestExtraProvider checks that a configured provider beyond Docker and the
// microVM, the Kubernetes one here with its API server unreachable, is
// listed by sandbox_status with what it lacks, and that a sandbox asking
// for it is refused saying why.
func TestExtraProvider(t *testing.T) {
	k := kube.New(kube.Options{Config: &rest.Config{Host: "https://127.0.0.1:1"}})
	b := newBroker(t, Options{Natives: map[string]provider.Provider{"kubernetes": k}})
	cs := connect(t, b, nil)
	st := call[ServerStatus](t, cs, "sandbox_status", args{})
	var found bool
	for _, p := range st.Providers {
		if p.Provider == "kubernetes" {
			found = true
			if p.Available || len(p.Missing) == 0 {
				t.Errorf("kubernetes provider %+v; want unavailable, saying why", p)
			}
		}
	}
	if !found {
		t.Errorf("sandbox_status providers %+v lack kubernetes", st.Providers)
	}
	msg := callErr(t, cs, "create_sandbox", args{"provider": "kubernetes"})
	if !strings.Contains(msg, "provider kubernetes is not available") || !strings.Contains(msg, "did not answer") || strings.Contains(msg, "127.0.0.1") {
		t.Errorf("create_sandbox on kubernetes: %s; want why, without the server's address", msg)
	}
}

// TestAuditOWASP checks the OWASP agentic risk each kind of audit record
// is filed under.
func TestAuditOWASP(t *testing.T) {
	var audit auditBuffer
	b := newBroker(t, Options{Audit: &audit, Policy: Policy{
		Tools:    []string{"run_code", "run_command", "sandbox_status", "create_sandbox"},
		Commands: CommandRules{Deny: []string{"curl"}},
		Secrets:  []Secret{{Name: "API_TOKEN", Value: testSecret}},
		Egress:   []string{"allowed.test"},
	}})
	cs := connect(t, b, nil)
	tests := []struct {
		name, tool string
		args       args
		want       string
	}{
		{"a run", "run_code", args{"language": "python", "code": "print(1)"}, RiskCodeExecution},
		{"a run with a secret", "run_code", args{"language": "python", "code": "print(1)", "secrets": []string{"API_TOKEN"}}, RiskPrivilegeAbuse},
		{"a secret refused", "run_code", args{"language": "python", "code": "print(1)", "secrets": []string{"OTHER"}}, RiskPrivilegeAbuse},
		{"a command denied", "run_command", args{"command": "curl http://x.test"}, RiskCodeExecution},
		{"a tool disabled", "read_file", args{"path": "a.txt"}, RiskToolMisuse},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			callTool(t, cs, tt.tool, tt.args)
			recs := audit.records(t)
			if rec := recs[len(recs)-1]; rec.Tool != tt.tool || rec.OWASP != tt.want {
				t.Errorf("record %+v; want %s filed under %s", rec, tt.tool, tt.want)
			}
		})
	}
	// An egress refusal is filed under RiskToolMisuse: see sessions'
	// TestEgressDenialsAudited.
}

// TestKubernetesSandbox checks, against a real API server, that a sandbox
// created with provider kubernetes becomes a pod labelled with its id,
// annotated with its expiry and limited to its memory; that a run waits
// for the pod for kube.Options.StartTimeout, then says it did not start
// and what to do; and that destroy_sandbox deletes the pod. (No node runs
// pods here; kube's TestCluster runs code.)
func TestKubernetesSandbox(t *testing.T) {
	cfg, cs := kubetest.Start(t)
	k := kube.New(kube.Options{Config: cfg, Image: "registry.test/sbx-sandbox:1", RuntimeClass: "gvisor", Server: "broker-test", StartTimeout: time.Second})
	b := newBroker(t, Options{Natives: map[string]provider.Provider{"kubernetes": k}})
	c := connect(t, b, nil)
	sb := call[SandboxInfo](t, c, "create_sandbox", args{"provider": "kubernetes", "memory_mb": 128, "ttl_seconds": 600})
	out := callErr(t, c, "run_code", args{"sandbox_id": sb.SandboxID, "language": "python", "code": "print(1)", "timeout_seconds": 1})
	if !strings.Contains(out, "did not start within 1s") || !strings.Contains(out, "create a new one") {
		t.Errorf("a run on a pod that does not start: %s; want it to say so and what to do", out)
	}
	ctx := context.Background()
	pods, err := cs.CoreV1().Pods(kube.DefaultNamespace).List(ctx, metav1.ListOptions{LabelSelector: kube.LabelServer + "=broker-test"})
	if err != nil || len(pods.Items) != 1 {
		t.Fatalf("pods of the sandbox: %v %v, want one", pods, err)
	}
	pod := pods.Items[0]
	expires, _ := time.Parse(time.RFC3339, pod.Annotations[kube.AnnotationExpires])
	if pod.Labels[kube.LabelSandbox] != strings.ReplaceAll(sb.SandboxID, "_", "-") ||
		pod.Spec.Containers[0].Resources.Limits.Memory().Value() != 128<<20 || time.Until(expires) > 10*time.Minute || time.Until(expires) < 9*time.Minute {
		t.Errorf("pod %s: labels %v, annotations %v, limits %v; want the sandbox's id, TTL and memory", pod.Name, pod.Labels, pod.Annotations, pod.Spec.Containers[0].Resources.Limits)
	}
	call[DestroySandboxOutput](t, c, "destroy_sandbox", args{"sandbox_id": sb.SandboxID})
	if _, err := cs.CoreV1().Pods(kube.DefaultNamespace).Get(ctx, pod.Name, metav1.GetOptions{}); !apierrors.IsNotFound(err) {
		t.Errorf("the pod after destroy_sandbox: %v, want it gone", err)
	}
}

// TestMicroVMSeesWorkspace checks that a native sandbox that does not share
// /workspace (the microVM) starts with its files: a file written before the
// first run is there to read.
func TestMicroVMSeesWorkspace(t *testing.T) {
	needMicroVM(t)
	c := connect(t, newBroker(t, Options{}), nil)
	sb := call[SandboxInfo](t, c, "create_sandbox", args{"provider": "microvm"})
	call[WriteFileOutput](t, c, "write_file", args{"sandbox_id": sb.SandboxID, "path": "in/data.txt", "content": "from the workspace\n"})
	out := call[RunCommandOutput](t, c, "run_command", args{"sandbox_id": sb.SandboxID, "command": "cat in/data.txt", "timeout_seconds": 30})
	if out.ExitCode != 0 || out.Stdout != "from the workspace\n" || !strings.HasPrefix(out.Isolation, "microvm") {
		t.Errorf("cat in the microVM: exit %d isolation %q stdout %q stderr %q", out.ExitCode, out.Isolation, out.Stdout, out.Stderr)
	}
}

// TestMicroVMRestarted kills a sandbox's microVM between two calls, as
// the kernel's out-of-memory killer would: the next call starts another
// with /workspace copied in again and says state_reset and why; what was
// written only in the old VM is gone; the call after is an ordinary one.
func TestMicroVMRestarted(t *testing.T) {
	needMicroVM(t)
	c := connect(t, newBroker(t, Options{}), nil)
	sb := call[SandboxInfo](t, c, "create_sandbox", args{"provider": "microvm"})
	command := func(line string) RunCommandOutput {
		return call[RunCommandOutput](t, c, "run_command", args{"sandbox_id": sb.SandboxID, "command": line, "timeout_seconds": 30})
	}
	call[WriteFileOutput](t, c, "write_file", args{"sandbox_id": sb.SandboxID, "path": "in/data.txt", "content": "from the workspace\n"})
	if out := command("echo vm > /workspace/vm-only.txt"); out.ExitCode != 0 {
		t.Fatalf("%+v", out)
	}
	killChildren(t, "qemu-system")
	out := command("cat in/data.txt; ls /workspace")
	if out.ExitCode != 0 || out.Stdout != "from the workspace\nin\n" || !out.StateReset || !strings.Contains(out.Stderr, "the native sandbox on microvm had ended") {
		t.Fatalf("after the VM was killed: %+v", out)
	}
	if out := command("true"); out.ExitCode != 0 || out.StateReset {
		t.Fatalf("the next call: %+v", out)
	}
}

// killChildren kills (SIGKILL) this process's children whose command
// name starts with name, and waits until they have exited.
func killChildren(t *testing.T, name string) {
	t.Helper()
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	killed := 0
	for _, stat := range stats {
		b, err := os.ReadFile(stat)
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...
		comm := string(b[strings.IndexByte(string(b), '(')+1 : strings.LastIndexByte(string(b), ')')])
		fields := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
		if len(fields) < 2 || fields[1] != strconv.Itoa(os.Getpid()) || !strings.HasPrefix(comm, name) {
			continue
		}
		pid, _ := strconv.Atoi(filepath.Base(filepath.Dir(stat)))
		if p, err := os.FindProcess(pid); err == nil {
			p.Kill()
		}
		killed++
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			if b, err := os.ReadFile(stat); err != nil || strings.Contains(string(b), ") Z ") {
				break
			}
		}
	}
	if killed == 0 {
		t.Fatalf("no child process called %s to kill", name)
	}
	time.Sleep(100 * time.Millisecond) // for the provider to see it exit
}

// needMicroVM skips a test when the microVM provider does not work here, or
// fails it when SBX_REQUIRE_ENGINES is set (as in CI).
func needMicroVM(t *testing.T) {
	t.Helper()
	if _, _, err := tiers.Open(context.Background(), "microvm"); err != nil {
		msg := "the microVM is not usable here (sandbox-image/engines.sh builds it): " + err.Error()
		sbxtest.SkipEngine(t, msg)
	}
}

// TestProviderEnums: every output schema with a provider lists, as its
// enum, every provider a sandbox of the server may have: sbx's own, the
// os tier among them, and the configured ones.
func TestProviderEnums(t *testing.T) {
	k := kube.New(kube.Options{Config: &rest.Config{Host: "https://127.0.0.1:1"}})
	res, err := connect(t, newBroker(t, Options{Natives: map[string]provider.Provider{"kubernetes": k}}), nil).ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var tools []string
	for _, tl := range res.Tools {
		var schema struct {
			Properties map[string]struct {
				Enum []string `json:"enum"`
			} `json:"properties"`
		}
		data, _ := json.Marshal(tl.OutputSchema)
		if err := json.Unmarshal(data, &schema); err != nil {
			t.Fatalf("%s: %v", tl.Name, err)
		}
		p, ok := schema.Properties["provider"]
		if !ok {
			continue
		}
		tools = append(tools, tl.Name)
		for _, want := range []string{"auto", "wasm", "os", "docker", "microvm", "kubernetes"} {
			if !slices.Contains(p.Enum, want) {
				t.Errorf("%s: the output schema's provider enum %q lacks %s", tl.Name, p.Enum, want)
			}
		}
	}
	if want := []string{"create_sandbox", "fork_sandbox", "get_sandbox_status"}; !slices.Equal(tools, want) {
		t.Errorf("the tools whose output has a provider are %q, want %q", tools, want)
	}
}
