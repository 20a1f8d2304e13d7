package broker

import (
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestServeForATeam runs `sbx serve --config` as a team would: users with
// tokens, a secret, homes and an audit log. A request without a token is
// refused; a secret reaches a run but not the client or the log; a file in
// alice's home is there in her next sandbox after the server restarts, and
// only hers; sbx audit tail prints the log.
func TestServeForATeam(t *testing.T) {
	bin := sbxtest.Binary(t)
	data := t.TempDir()
	t.Setenv("SBX_TEST_ALICE_TOKEN", aliceToken)
	t.Setenv("SBX_TEST_BOB_TOKEN", bobToken)
	t.Setenv("SBX_TEST_API_TOKEN", testSecret)
	config := filepath.Join(t.TempDir(), "sbx.toml")
	os.WriteFile(config, []byte(`
data_dir = "`+data+`"

[policy]
languages = ["python", "shell"]

[secrets.API_TOKEN]
env = "SBX_TEST_API_TOKEN"
users = ["alice"]

[[users]]
id = "alice"
token_env = "SBX_TEST_ALICE_TOKEN"

[[users]]
id = "bob"
token_env = "SBX_TEST_BOB_TOKEN"
`), 0o600)

	endpoint, _, stop := startServer(t, bin, "--config", config)
	resp, err := http.Post(endpoint, "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("no token: status %d, want 401", resp.StatusCode)
	}
	if _, err := httpTry(endpoint, bearer("guess-0123456789abcdef")); err == nil {
		t.Error("a client with an unknown token connected")
	}

	alice := httpConnect(t, endpoint, bearer(aliceToken))
	res := callTool(t, alice, "run_code", args{"language": "python", "secrets": []string{"API_TOKEN"},
		"code": "import os\nprint(os.environ['API_TOKEN'])\nopen('/home/user/notes.txt', 'w').write('from before the restart')"})
	noSecret(t, "run_code", res)
	mustContain(t, textOf(res), "[redacted:API_TOKEN]")
	bob := httpConnect(t, endpoint, bearer(bobToken))
	mustContain(t, callErr(t, bob, "run_code", args{"language": "python", "code": "1", "secrets": []string{"API_TOKEN"}}),
		`the secret "API_TOKEN" is not available`)
	mustContain(t, callErr(t, bob, "run_code", args{"language": "javascript", "code": "1"}), "the language javascript is disabled")
	alice.Close()
	bob.Close()
	stop()

	endpoint, _, _ = startServer(t, bin, "--config", config)
	alice = httpConnect(t, endpoint, bearer(aliceToken))
	wantStdout(t, run(t, alice, "python", "print(open('/home/user/notes.txt').read())"), "from before the restart\n")
	bob = httpConnect(t, endpoint, bearer(bobToken))
	wantStdout(t, call[RunCommandOutput](t, bob, "run_command", args{"command": "python -c 'import os; print(os.listdir(\"/home/user\"))'"}).RunCodeOutput, "[]\n")

	log, err := os.ReadFile(filepath.Join(data, "audit.log"))
	if err != nil {
		t.Fatal(err)
	}
	noSecret(t, "the audit log", string(log))
	out, err := exec.Command(bin, "audit", "tail", "--config", config).CombinedOutput()
	if err != nil {
		t.Fatalf("sbx audit tail: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 5 {
		t.Fatalf("sbx audit tail printed %d lines, want 5 (two runs, two refusals, two runs after the restart):\n%s", len(lines), out)
	}
	for i, want := range []string{"alice  run_code python", "bob  run_code python", "bob  run_code javascript", "alice  run_code python", "bob  run_command"} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("line %d %q lacks %q", i, lines[i], want)
		}
	}
	mustContain(t, lines[0], "secrets API_TOKEN", "exit 0")
	mustContain(t, lines[1], `DENIED: the secret "API_TOKEN"`)
}
