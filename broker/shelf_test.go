//go:build unix

package broker

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/minio/minio-go/v7"

	"github.com/sbx-sandbox/sbx/broker/shelf"
)

// TestShelfUntrusted checks, against a real S3 server, that what a
// bucket holds is untrusted when a sandbox is brought down from it: more
// bytes or files than its budget, a key that is a part alone and an
// oversized record are refused, leaving nothing behind, and objects of
// no known part are left (the keys SeaweedFS refuses or rewrites, such
// as "..", are shelf's TestLocalPath); and that a save sends up regular
// files only, never what a symbolic link or a FIFO the sandbox made
// points at.
func TestShelfUntrusted(t *testing.T) {
	s3 := startS3(t)
	client := s3.client(t)
	store := shelf.New(client, s3.Bucket)
	ctx := context.Background()
	put := func(key, content string) {
		t.Helper()
		if _, err := client.PutObject(ctx, s3.Bucket, key, strings.NewReader(content), int64(len(content)), minio.PutObjectOptions{}); err != nil {
			t.Fatalf("put %s: %v", key, err)
		}
	}
	budgets := func() map[string]*shelf.Budget {
		shared := &shelf.Budget{Bytes: 1024, Files: 3}
		return map[string]*shelf.Budget{"workspace": shared, "tmp": shared}
	}

	for _, tc := range []struct {
		name    string
		objects map[string]string // key under sandboxes/<id>/files/ → content
		want    string            // in the error; "" for none
		files   []string          // what the load writes
	}{
		{"fits", map[string]string{"workspace/a/b.txt": "b", "tmp/c": "c", "elsewhere/d": "ignored"}, "", []string{"tmp/c", "workspace/a/b.txt"}},
		{"too many bytes in all", map[string]string{"workspace/a": strings.Repeat("a", 600), "tmp/b": strings.Repeat("b", 600)}, "exceed its quota", nil},
		{"too many files", map[string]string{"workspace/1": "", "workspace/2": "", "tmp/3": "", "tmp/4": ""}, "exceed its quota", nil},
		{"a part alone", map[string]string{"workspace": "x"}, "not a plain relative", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id := "sb_" + strings.ReplaceAll(tc.name, " ", "-")
			for key, content := range tc.objects {
				put("sandboxes/"+id+"/files/"+key, content)
			}
			parent := t.TempDir()
			dir := filepath.Join(parent, id)
			_, _, err := store.Load(ctx, id, dir, budgets())
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("load: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("load: %v; want an error saying %q", err, tc.want)
			}
			var got []string
			filepath.WalkDir(parent, func(p string, d os.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					rel, _ := filepath.Rel(dir, p)
					got = append(got, filepath.ToSlash(rel))
				}
				return nil
			})
			if strings.Join(got, " ") != strings.Join(tc.files, " ") {
				t.Errorf("the load wrote %q, want %q", got, tc.files)
			}
		})
	}

	t.Run("an oversized record", func(t *testing.T) {
		put("sandboxes/sb_big/record.json", strings.Repeat(" ", shelf.MaxRecord+1))
		if _, err := store.Record(ctx, "sb_big"); err == nil || !strings.Contains(err.Error(), "over") {
			t.Errorf("record: %v; want it refused", err)
		}
		if _, err := store.Record(ctx, "sb_none"); !errors.Is(err, shelf.ErrNotFound) {
			t.Errorf("record of a sandbox the bucket does not hold: %v", err)
		}
	})

	t.Run("a save sends regular files only", func(t *testing.T) {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, "workspace"), 0o700)
		os.WriteFile(filepath.Join(dir, "workspace", "plain.txt"), []byte("plain"), 0o600)
		os.WriteFile(filepath.Join(dir, "record.json"), []byte(`{}`), 0o600)
		secret := filepath.Join(t.TempDir(), "host-secret")
		os.WriteFile(secret, []byte("host secret"), 0o600)
		os.Symlink(secret, filepath.Join(dir, "workspace", "link"))
		syscall.Mkfifo(filepath.Join(dir, "workspace", "fifo"), 0o600)
		if _, err := store.Mirror("sb_saved", dir).Save(ctx, "workspace"); err != nil {
			t.Fatalf("save: %v", err)
		}
		var keys []string
		for obj := range client.ListObjects(ctx, s3.Bucket, minio.ListObjectsOptions{Prefix: "sandboxes/sb_saved/", Recursive: true}) {
			keys = append(keys, obj.Key)
		}
		if want := "sandboxes/sb_saved/files/workspace/plain.txt sandboxes/sb_saved/record.json"; strings.Join(keys, " ") != want {
			t.Errorf("the bucket holds %q, want %q", keys, want)
		}
	})
}
