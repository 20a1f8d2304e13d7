package sessions

import (
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/broker/govern"
)

func TestEgressDenialsAudited(t *testing.T) {
	var audit strings.Builder
	m := &Sessions{opts: Options{Audit: govern.NewAuditor(&audit, slog.New(slog.DiscardHandler), "", nil), Policy: govern.Policy{Egress: []string{"allowed.test"}}}}
	if eg := (&Sessions{}).egress(&Sandbox{id: "sb"}, "docker"); eg != nil {
		t.Errorf("no egress_allow gave %+v, want nil (no network)", eg)
	}
	eg := m.egress(&Sandbox{id: "sb-1", owner: "alice"}, "docker")
	if eg == nil || len(eg.Allow) != 1 || eg.Allow[0] != "allowed.test" {
		t.Fatalf("egress %+v", eg)
	}
	eg.OnDecision("allowed.test:80", true)
	eg.OnDecision("denied.test:443", false)
	var rec govern.AuditRecord
	lines := strings.Split(strings.TrimSpace(audit.String()), "\n")
	if len(lines) != 1 || json.Unmarshal([]byte(lines[0]), &rec) != nil {
		t.Fatalf("audit log %q, want one line for the denial", audit.String())
	}
	if rec.Tool != "egress" || rec.User != "alice" || rec.Sandbox != "sb-1" || rec.Decision != govern.Denied || !strings.Contains(rec.Reason, "denied.test:443") ||
		rec.OWASP != govern.RiskToolMisuse {
		t.Errorf("audit record %+v", rec)
	}
}
