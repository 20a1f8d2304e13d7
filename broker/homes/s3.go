package homes

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/hostfs"
)

// S3 keeps the users' homes in an S3 bucket, each under its prefix
// users/<id>/, so that every replica of a cluster, and every restart,
// finds them. A replica keeps a copy of each home it serves in the homes'
// directory (New), brought down when a sandbox gets the home and sent up
// after each call that may have changed it.
type S3 struct {
	// Endpoint is the S3 server's URL: https://s3.example.com, or
	// http://host:port for one without TLS.
	Endpoint string
	// Bucket holds the homes; it must exist.
	Bucket string
	// Region is the bucket's region (default us-east-1).
	Region string
	// AccessKeyID and SecretKey are the server's credentials. They stay in
	// the server: no sandbox ever sees them.
	AccessKeyID, SecretKey string
}

// homesPrefix starts the key of every file of every home.
const homesPrefix = "users/"

// homeSyncEvery is how often the open homes are sent up besides after
// each call, for the writes of background jobs.
const homeSyncEvery = 5 * time.Second

// Store syncs homes with their prefixes in a bucket.
type Store struct {
	s3     *minio.Client
	bucket string
}

// NewStore connects to the bucket of o; nil when o is nil. An endpoint
// that is no S3 server's URL is an error wrapping govern.ErrPolicy.
func NewStore(o *S3) (*Store, error) {
	if o == nil {
		return nil, nil
	}
	u, err := url.Parse(o.Endpoint)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.Trim(u.Path, "/") != "" {
		return nil, fmt.Errorf("%w: homes.s3.endpoint %q is not an S3 server's URL such as https://s3.example.com", govern.ErrPolicy, o.Endpoint)
	}
	client, err := minio.New(u.Host, &minio.Options{
		Creds:  credentials.NewStaticV4(o.AccessKeyID, o.SecretKey, ""),
		Secure: u.Scheme == "https", Region: o.Region,
	})
	if err != nil {
		return nil, fmt.Errorf("homes.s3.endpoint %q: %v", o.Endpoint, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ok, err := client.BucketExists(ctx, o.Bucket)
	switch {
	case err != nil:
		return nil, fmt.Errorf("homes.s3: the bucket %q at %s cannot be reached: %v", o.Bucket, u.Host, err)
	case !ok:
		return nil, fmt.Errorf("homes.s3.bucket %q does not exist at %s; create it first", o.Bucket, u.Host)
	}
	return &Store{s3: client, bucket: o.Bucket}, nil
}

// Client returns the store's S3 client and bucket, for what else a
// cluster keeps there.
func (s *Store) Client() (*minio.Client, string) { return s.s3, s.bucket }

// synced is what a home's copy and its prefix held at their last sync:
// by path in the home, the file's size and modification time here and
// the object's ETag there. A file that differs from its entry changed
// here; an object whose ETag differs changed there.
type synced map[string]syncedFile

// syncedFile is one file as of the last sync.
type syncedFile struct {
	size  int64
	mtime time.Time
	etag  string
}

// same reports whether info is the file as it was synced.
func (f syncedFile) same(info fs.FileInfo) bool {
	return info.Size() == f.size && info.ModTime().Equal(f.mtime)
}

// prefix returns the keys' prefix of user's home.
func prefix(user string) string { return homesPrefix + user + "/" }

// pull brings user's home down from the bucket into ws, the copy at dir.
// Files changed in the bucket replace this copy's unless this copy's
// changed too and is newer; files removed there go here too unless they
// changed here. Downloads count against the home's quota.
func (s *Store) pull(ctx context.Context, user, dir string, ws *hostfs.Workspace, st synced) error {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	seen := map[string]bool{}
	var errs []error
	for obj := range s.s3.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: prefix(user), Recursive: true}) {
		if obj.Err != nil {
			return obj.Err
		}
		rel := strings.TrimPrefix(obj.Key, prefix(user))
		if r, err := hostfs.Resolve(rel); err != nil || r != rel {
			continue // not a path a home can hold
		}
		seen[rel] = true
		etag := strings.Trim(obj.ETag, `"`)
		prev, had := st[rel]
		if had && prev.etag == etag {
			continue // unchanged there; a change here goes up at the next push
		}
		if info, err := root.Lstat(rel); err == nil && (info.IsDir() || (!had || !prev.same(info)) && !info.ModTime().Before(obj.LastModified)) {
			continue // newer here: the next push sends it up
		}
		if err := s.download(ctx, root, ws, obj.Key, rel, etag, obj.LastModified, st); err != nil {
			errs = append(errs, err)
			if errors.Is(err, hostfs.ErrQuota) {
				break
			}
		}
	}
	for rel, prev := range st {
		if seen[rel] {
			continue
		}
		delete(st, rel)
		if info, err := root.Lstat(rel); err == nil && prev.same(info) {
			ws.Remove(rel) // removed there and unchanged here
		}
	}
	return errors.Join(errs...)
}

// download writes one object into the home through ws, dated as in the
// bucket, and records it in st.
func (s *Store) download(ctx context.Context, root *os.Root, ws *hostfs.Workspace, key, rel, etag string, mtime time.Time, st synced) error {
	obj, err := s.s3.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return err
	}
	defer obj.Close()
	data, err := io.ReadAll(io.LimitReader(obj, ws.Quota().Bytes+1))
	if err != nil {
		return err
	}
	if err := ws.WriteFile(rel, data); err != nil {
		return err
	}
	if err := root.Chtimes(rel, mtime, mtime); err != nil {
		return err
	}
	info, err := root.Lstat(rel)
	if err != nil {
		return err
	}
	st[rel] = syncedFile{size: info.Size(), mtime: info.ModTime(), etag: etag}
	return nil
}

// push sends user's home at dir up to the bucket: each file changed here
// since the last sync, unless the bucket's copy changed too and is newer,
// and the removal of each file removed here, unless the bucket's copy
// changed since.
func (s *Store) push(ctx context.Context, user, dir string, st synced) error {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	here := map[string]bool{}
	var errs []error
	err = hostfs.RegularFiles(root, ".", func(rel string, info fs.FileInfo) {
		here[rel] = true
		if prev, had := st[rel]; !had || !prev.same(info) {
			if err := s.upload(ctx, root, user, rel, info, prev, had, st); err != nil {
				errs = append(errs, err)
			}
		}
	})
	if err != nil {
		return err
	}
	for rel, prev := range st {
		if here[rel] {
			continue
		}
		delete(st, rel)
		obj, err := s.s3.StatObject(ctx, s.bucket, prefix(user)+rel, minio.StatObjectOptions{})
		if err == nil && strings.Trim(obj.ETag, `"`) == prev.etag {
			if err := s.s3.RemoveObject(ctx, s.bucket, prefix(user)+rel, minio.RemoveObjectOptions{}); err != nil {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// upload sends one file changed here, unless the bucket has a newer
// version than the one last synced, and records it in st.
func (s *Store) upload(ctx context.Context, root *os.Root, user, rel string, info fs.FileInfo, prev syncedFile, had bool, st synced) error {
	key := prefix(user) + rel
	if obj, err := s.s3.StatObject(ctx, s.bucket, key, minio.StatObjectOptions{}); err == nil &&
		(!had || strings.Trim(obj.ETag, `"`) != prev.etag) && obj.LastModified.After(info.ModTime()) {
		return nil // newer there: the next pull brings it
	}
	// The home is the sandbox's to change: the file is opened as what it
	// is now, never waited on, and sent at the size it has.
	f, now, err := hostfs.OpenRegular(root, rel)
	if f == nil {
		return err // nil when it is gone or replaced meanwhile: not a file to keep
	}
	defer f.Close()
	up, err := s.s3.PutObject(ctx, s.bucket, key, io.NewSectionReader(f, 0, now.Size()), now.Size(), minio.PutObjectOptions{})
	if err != nil {
		return err
	}
	st[rel] = syncedFile{size: now.Size(), mtime: now.ModTime(), etag: strings.Trim(up.ETag, `"`)}
	return nil
}
