package broker

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestS3Homes checks homes kept in a real S3 server started by the test,
// through two replicas of sbx serve --http: both write one user's home
// at once and each sees the other's files, the newer write of a file
// wins, a removal made through one reaches the other unless the other
// changed the file meanwhile, the quota holds as
// with a directory, no sandbox sees the S3 credentials, and after both
// replicas restart with empty data directories the home is intact.
func TestS3Homes(t *testing.T) {
	redisURL, s3 := startRedis(t), startS3(t)
	config := clusterConfig(t, redisURL, s3, 1)
	a, b := startReplica(t, config, s3), startReplica(t, config, s3)
	session := func(token string, r *replica) *mcp.ClientSession {
		return newBalancer(t, bearer(token), r).connect(t, nil)
	}
	write := func(cs *mcp.ClientSession, path, content string) {
		t.Helper()
		call[WriteFileOutput](t, cs, "write_file", args{"path": path, "content": content})
	}
	// listing is the home as a new session on r sees it: name=content.
	listing := func(r *replica) string {
		t.Helper()
		out := run(t, session(aliceToken, r), "python",
			"import os\nprint(' '.join(f'{n}={open(\"/home/user/\" + n).read()}' for n in sorted(os.listdir('/home/user'))))")
		return strings.TrimSpace(out.Stdout)
	}

	onA, onB := session(aliceToken, a), session(aliceToken, b)
	write(onA, "/home/user/a.txt", "from-A")
	wantStdout(t, run(t, onB, "python", "with open('/home/user/b.txt', 'w') as f: f.write('from-B')"), "")
	write(onA, "/home/user/same.txt", "A-first")
	time.Sleep(1100 * time.Millisecond) // S3 dates objects to the second
	write(onB, "/home/user/same.txt", "B-later")
	const both = "a.txt=from-A b.txt=from-B same.txt=B-later"
	for _, r := range []*replica{a, b} {
		if got := listing(r); got != both {
			t.Errorf("the home through %s: %q, want %q", r.endpoint, got, both)
		}
	}

	call[DeleteFileOutput](t, session(aliceToken, b), "delete_file", args{"path": "/home/user/a.txt"})
	const after = "b.txt=from-B same.txt=B-later"
	if got := listing(a); got != after {
		t.Errorf("the home through A after a.txt was removed through B: %q, want %q", got, after)
	}

	// A removal through B of a file A changed since B last saw it removes
	// nothing: the merge keeps A's newer write.
	write(onA, "/home/user/keep.txt", "v1")
	if got := listing(b); !strings.Contains(got, "keep.txt=v1") {
		t.Fatalf("the home through B: %q, want keep.txt=v1 in it", got)
	}
	write(onA, "/home/user/keep.txt", "v2")
	call[DeleteFileOutput](t, onB, "delete_file", args{"path": "/home/user/keep.txt"})
	const kept = "b.txt=from-B keep.txt=v2 same.txt=B-later"
	if got := listing(a); got != kept {
		t.Errorf("the home through A after B removed a file A had changed: %q, want %q", got, kept)
	}

	mustContain(t, callErr(t, onA, "write_file", args{"path": "/home/user/big.txt", "content": strings.Repeat("x", 1536<<10)}), "quota")
	if got := listing(a); got != kept { // the refused write leaves no file behind
		t.Errorf("the home through A after a write over the quota: %q, want %q", got, kept)
	}
	env := call[RunCommandOutput](t, onA, "run_command", args{"command": "env; cat /proc/self/environ 2>&1"}).Stdout
	for _, r := range []*replica{a, b} {
		if strings.Contains(env, s3.SecretKey) || strings.Contains(env, s3.AccessKey) || strings.Contains(r.log.String(), s3.SecretKey) {
			t.Errorf("the S3 credentials leak into a sandbox or the log of %s", r.endpoint)
		}
	}
	wantStdout(t, run(t, session(bobToken, a), "python", "import os\nprint(os.listdir('/home/user'))"), "[]\n")

	var keys []string
	for obj := range s3.client(t).ListObjects(context.Background(), s3.Bucket, minio.ListObjectsOptions{Prefix: "users/", Recursive: true}) {
		keys = append(keys, obj.Key)
	}
	if want := []string{"users/alice/b.txt", "users/alice/keep.txt", "users/alice/same.txt"}; !slices.Equal(keys, want) {
		t.Errorf("the bucket holds %q, want %q", keys, want)
	}

	a.stop()
	b.stop()
	a, b = startReplica(t, config, s3), startReplica(t, config, s3)
	for _, r := range []*replica{a, b} {
		if got := listing(r); got != kept {
			t.Errorf("the home through %s after both replicas restarted: %q, want %q", r.endpoint, got, kept)
		}
	}
}
