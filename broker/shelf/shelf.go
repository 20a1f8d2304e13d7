// Package shelf keeps sandboxes in an S3 bucket, so that any replica of
// a cluster can take one back: each sandbox is the prefix
// sandboxes/<id>/ of the bucket, its record (record.json, written last,
// the point at which a save is whole) and its directories' regular files
// (files/<part>/<path>: workspace, tmp, its own home, outputs and its
// suspended kernels). A save sends up what changed since the previous one
// and removes what went; a load brings everything down into a new
// directory, bounded: what is read back from the bucket is untrusted.
package shelf

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"github.com/minio/minio-go/v7"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// Store is the sandboxes' prefix of a bucket.
type Store struct {
	s3     *minio.Client
	bucket string
}

// New keeps sandboxes in bucket through client.
func New(client *minio.Client, bucket string) *Store {
	return &Store{s3: client, bucket: bucket}
}

// Key layout: sandboxes/<id>/record.json and sandboxes/<id>/files/<part>/<path>.
const (
	sandboxesPrefix = "sandboxes/"
	recordName      = "record.json"
	filesDir        = "files/"
)

// MaxRecord bounds a record read back from the bucket.
const MaxRecord = 64 << 10

// ErrNotFound is Record's error for a sandbox the bucket does not hold.
var ErrNotFound = errors.New("no such sandbox in the bucket")

// ErrTooLarge is Load's error for a sandbox whose files exceed its budgets.
var ErrTooLarge = errors.New("the sandbox's saved files exceed its quota")

func prefix(id string) string { return sandboxesPrefix + id + "/" }

// Record reads sandbox id's record, at most MaxRecord bytes.
func (s *Store) Record(ctx context.Context, id string) ([]byte, error) {
	obj, err := s.s3.GetObject(ctx, s.bucket, prefix(id)+recordName, minio.GetObjectOptions{})
	if err != nil {
		return nil, err
	}
	defer obj.Close()
	b, err := io.ReadAll(io.LimitReader(obj, MaxRecord+1))
	if minio.ToErrorResponse(err).Code == "NoSuchKey" {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if len(b) > MaxRecord {
		return nil, fmt.Errorf("the sandbox's record in the bucket is over %d bytes", MaxRecord)
	}
	return b, nil
}

// Delete removes every object of sandbox id.
func (s *Store) Delete(ctx context.Context, id string) error {
	keys := make(chan minio.ObjectInfo)
	go func() {
		defer close(keys)
		for obj := range s.s3.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: prefix(id), Recursive: true}) {
			if obj.Err != nil {
				return
			}
			keys <- obj
		}
	}()
	var errs []error
	for e := range s.s3.RemoveObjects(ctx, s.bucket, keys, minio.RemoveObjectsOptions{}) {
		errs = append(errs, e.Err)
	}
	return errors.Join(errs...)
}

// Budget bounds what a load may write into the parts that share it.
type Budget struct {
	Bytes, Files int64
}

// Mirror is what this replica last saved of one sandbox, whose directory
// is dir: a save sends only the files changed since.
type Mirror struct {
	s   *Store
	id  string
	dir string

	mu     sync.Mutex // one save at a time
	synced map[string]saved
	record []byte // the record last sent
}

// saved is one file as of the last save or load.
type saved struct {
	size  int64
	mtime int64
}

// Mirror returns the mirror of sandbox id at dir, which has saved nothing.
func (s *Store) Mirror(id, dir string) *Mirror {
	return &Mirror{s: s, id: id, dir: dir, synced: map[string]saved{}}
}

// Save sends up the regular files of parts (directories of the sandbox's)
// changed since the last save, removes the objects of files gone, then
// sends the record (the file record in the sandbox's directory) if it
// changed. Symbolic links, FIFOs and the like are not kept; neither are
// empty directories. It returns the bytes sent.
func (mr *Mirror) Save(ctx context.Context, parts ...string) (sent int64, err error) {
	mr.mu.Lock()
	defer mr.mu.Unlock()
	root, err := os.OpenRoot(mr.dir)
	if err != nil {
		return 0, err
	}
	defer root.Close()
	here := map[string]bool{}
	var errs []error
	for _, part := range parts {
		if _, err := root.Lstat(part); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		err := hostfs.RegularFiles(root, part, func(rel string, info fs.FileInfo) {
			here[rel] = true
			if prev, ok := mr.synced[rel]; ok && prev.size == info.Size() && prev.mtime == info.ModTime().UnixNano() {
				return
			}
			n, err := mr.upload(ctx, root, rel)
			sent += n
			if err != nil {
				errs = append(errs, err)
			}
		})
		if err != nil {
			errs = append(errs, err)
		}
	}
	for rel := range mr.synced {
		if here[rel] || !inParts(rel, parts) {
			continue
		}
		if err := mr.s.s3.RemoveObject(ctx, mr.s.bucket, prefix(mr.id)+filesDir+rel, minio.RemoveObjectOptions{}); err != nil {
			errs = append(errs, err)
			continue
		}
		delete(mr.synced, rel)
	}
	if err := errors.Join(errs...); err != nil {
		return sent, err // the record stays at the last whole save
	}
	record, err := hostfs.ReadIn(root, recordName, MaxRecord)
	if err != nil {
		return sent, err
	}
	if string(record) != string(mr.record) {
		if _, err := mr.s.s3.PutObject(ctx, mr.s.bucket, prefix(mr.id)+recordName, strings.NewReader(string(record)), int64(len(record)),
			minio.PutObjectOptions{ContentType: "application/json"}); err != nil {
			return sent, err
		}
		mr.record = record
		sent += int64(len(record))
	}
	return sent, nil
}

// inParts reports whether rel lies in one of parts.
func inParts(rel string, parts []string) bool {
	for _, p := range parts {
		if strings.HasPrefix(rel, p+"/") {
			return true
		}
	}
	return false
}

// upload sends the file rel, as it is now, and records it.
func (mr *Mirror) upload(ctx context.Context, root *os.Root, rel string) (int64, error) {
	f, info, err := hostfs.OpenRegular(root, rel)
	if f == nil {
		return 0, err // nil when it is gone or replaced meanwhile: not a file to keep
	}
	defer f.Close()
	// A file growing meanwhile is cut at the size it had; the next save
	// sends the rest.
	// A section of the file can be read again for its checksum, rather than held in memory.
	if _, err := mr.s.s3.PutObject(ctx, mr.s.bucket, prefix(mr.id)+filesDir+rel, io.NewSectionReader(f, 0, info.Size()), info.Size(),
		minio.PutObjectOptions{}); err != nil {
		return 0, err
	}
	mr.synced[rel] = saved{size: info.Size(), mtime: info.ModTime().UnixNano()}
	return info.Size(), nil
}

// Load brings sandbox id down into dir, which must not exist: each part
// of budgets (parts sharing a *Budget share it) gets its files, and
// objects of any other part are left. The whole is checked against the
// budgets before a byte is written, and again as it is written; every
// path must be a plain relative one, and files are created only inside
// dir. On error dir is removed. It returns the mirror of what it wrote,
// and the bytes.
func (s *Store) Load(ctx context.Context, id, dir string, budgets map[string]*Budget) (_ *Mirror, got int64, err error) {
	type object struct {
		rel  string
		size int64
	}
	var objs []object
	need := map[*Budget]*Budget{}
	for obj := range s.s3.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: prefix(id) + filesDir, Recursive: true}) {
		if obj.Err != nil {
			return nil, 0, obj.Err
		}
		rel := strings.TrimPrefix(obj.Key, prefix(id)+filesDir)
		part, _, _ := strings.Cut(rel, "/")
		b := budgets[part]
		if b == nil {
			continue
		}
		if !localPath(rel) || obj.Size < 0 {
			return nil, 0, fmt.Errorf("the sandbox's saved files hold a path that is not a plain relative one: %q", rel)
		}
		n := need[b]
		if n == nil {
			n = &Budget{}
			need[b] = n
		}
		n.Bytes += obj.Size
		n.Files++
		if n.Bytes > b.Bytes || n.Files > b.Files {
			return nil, 0, fmt.Errorf("%w: more than %s or %d files", ErrTooLarge, hostfs.FormatBytes(b.Bytes), b.Files)
		}
		objs = append(objs, object{rel, obj.Size})
	}
	if err := os.Mkdir(dir, 0o700); err != nil {
		return nil, 0, err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(dir)
		}
	}()
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, 0, err
	}
	defer root.Close()
	mr := s.Mirror(id, dir)
	for _, o := range objs {
		if err := s.download(ctx, root, prefix(id)+filesDir+o.rel, o.rel, o.size); err != nil {
			return nil, got, err
		}
		info, err := root.Lstat(o.rel)
		if err != nil {
			return nil, got, err
		}
		mr.synced[o.rel] = saved{size: info.Size(), mtime: info.ModTime().UnixNano()}
		got += o.size
	}
	return mr, got, nil
}

// localPath reports whether rel is a plain relative path: no "..", ".",
// empty or absolute parts, no backslashes.
func localPath(rel string) bool {
	return rel != "" && filepath.IsLocal(rel) && path.Clean(rel) == rel && !strings.ContainsAny(rel, "\\\x00") && strings.Contains(rel, "/")
}

// download writes the object key to the new file rel in root, at most
// size bytes: an object that grew since it was listed is an error.
func (s *Store) download(ctx context.Context, root *os.Root, key, rel string, size int64) error {
	obj, err := s.s3.GetObject(ctx, s.bucket, key, minio.GetObjectOptions{})
	if err != nil {
		return err
	}
	defer obj.Close()
	if err := root.MkdirAll(path.Dir(rel), 0o700); err != nil {
		return err
	}
	f, err := root.OpenFile(rel, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	n, err := io.Copy(f, io.LimitReader(obj, size+1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	switch {
	case err != nil:
		return err
	case n != size:
		return fmt.Errorf("%w: %s changed size while it was read", ErrTooLarge, rel)
	}
	return nil
}
