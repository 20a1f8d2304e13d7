package escalate

import (
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/hostfs"
)

// TestCannotMove checks which runs the WebAssembly tier could not do stay
// where they are, because the native provider would fail them the same way.
func TestCannotMove(t *testing.T) {
	ws, err := hostfs.Open(t.TempDir(), hostfs.DefaultQuota)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	if err := ws.WriteFile("/workspace/data.txt", []byte("a b\n")); err != nil {
		t.Fatal(err)
	}
	docker := fallback.Capabilities{Provider: "docker", Native: true, SharedWorkspace: true}
	microvm := fallback.Capabilities{Provider: "microvm"}
	missing := func(m string) string {
		return "Traceback (most recent call last):\nModuleNotFoundError: No module named '" + m + "'\n"
	}
	tests := []struct {
		name               string
		caps               fallback.Capabilities
		kind, code, stderr string
		want               string // part of the reason; "" when it may move
	}{
		{"scipy to docker", docker, "python", "from scipy import stats", missing("scipy"), ""},
		{"a submodule of the image's", docker, "python", "import mpl_toolkits.mplot3d", missing("mpl_toolkits.mplot3d"), ""},
		{"a standard module the guest lacks", microvm, "python", "import ctypes", missing("ctypes"), ""},
		{"requests is in no image", docker, "python", "import requests", missing("requests"), `no module "requests" either`},
		{"scipy to a microVM", microvm, "python", "import scipy", missing("scipy"), "standard library only"},
		{"a command over a workspace file to a microVM", microvm, "shell", "awk '{print $2}' data.txt", "", "does not see this sandbox's /workspace"},
		{"a command naming /workspace to a microVM", microvm, "shell", "gcc -o /workspace/a a.c", "", "does not see"},
		{"a command over no file to a microVM", microvm, "shell", "gcc --version", "", ""},
		{"a command over a workspace file to docker", docker, "shell", "awk '{print $2}' data.txt", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CannotMove(ws, tt.caps, tt.kind, tt.code, tt.stderr)
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Errorf("CannotMove = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestProvisionCell(t *testing.T) {
	tests := []struct{ code, want string }{
		{"print(1)", "pass"},
		{"from scipy import stats\nprint(stats.norm.cdf(0))", `["scipy", "scipy.stats"]`},
		{"import scipy.special as sp, json  # two\nx = 1", `["scipy.special", "json"]`},
		{"from sklearn.linear_model import LinearRegression as LR, Ridge", `["sklearn.linear_model", "sklearn.linear_model.LinearRegression", "sklearn.linear_model.Ridge"]`},
		{"if x:\n    import scipy\nfrom . import y\nfrom a import (b,\n  c)", "pass"},
	}
	for _, tt := range tests {
		got := ProvisionCell(tt.code)
		if tt.want == "pass" && got != "pass" || tt.want != "pass" && !strings.Contains(got, "for _m in "+tt.want+":") {
			t.Errorf("ProvisionCell(%q) = %q, want the modules %s", tt.code, got, tt.want)
		}
	}
}
