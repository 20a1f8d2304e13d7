package archive_test

import (
	"testing"

	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
)

// TestMain starts the runtime the tests' sandboxes share.
func TestMain(m *testing.M) { shelltest.Main(m) }

// TestArchiveCommands runs the archive and checksum commands as agents
// use them.
func TestArchiveCommands(t *testing.T) {
	shelltest.RunCases(t, shelltest.Fixture(), []shelltest.Case{
		{Name: "tar round trip", Cmd: "mkdir -p d/e && echo hi > d/e/f.txt && tar czf a.tgz d && tar tzf a.tgz", Stdout: "d/\nd/e/\nd/e/f.txt\n"},
		{Name: "tar extract", Cmd: "tar czf a.tgz data && mkdir x && tar xzf a.tgz -C x && cat x/data/b.csv", Stdout: "x,y\n"},
		{Name: "sha256sum", Cmd: "printf abc | sha256sum", Stdout: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  -\n"},
		{Name: "md5sum check", Cmd: "md5sum words.txt > sums && md5sum -c sums", Stdout: "words.txt: OK\n"},
		{Name: "base64 round trip", Cmd: "echo 'hi there' | base64 | tee b64 | base64 -d; cat b64", Stdout: "hi there\naGkgdGhlcmUK\n"},
		{Name: "gzip round trip", Cmd: "cp words.txt w && gzip w && ls w.gz && [ ! -e w ] && gunzip w.gz && diff w words.txt && echo ok", Stdout: "w.gz\nok\n"},
		{Name: "zcat", Cmd: "gzip -c words.txt | zcat | head -1", Stdout: "pear\n"},
		{Name: "zip unzip", Cmd: "zip -qr z.zip data && unzip -q -d out z.zip && cat out/data/b.csv", Stdout: "x,y\n"},
	})
}

// TestArchiveSelection checks tar's --exclude (when creating, listing and
// extracting), members named on the command line, -O, and gzip -t.
func TestArchiveSelection(t *testing.T) {
	const tree = "mkdir -p d/s && echo a > d/a.txt && echo l > d/a.log && echo c > d/s/c.log && "
	shelltest.RunCases(t, nil, []shelltest.Case{
		{Name: "exclude a pattern", Cmd: tree + "tar --exclude='*.log' -czf d.tgz d && tar tzf d.tgz", Stdout: "d/\nd/a.txt\nd/s/\n"},
		{Name: "exclude a directory", Cmd: tree + "tar --exclude s -cf d.tar d && tar tf d.tar", Stdout: "d/\nd/a.log\nd/a.txt\n"},
		{Name: "exclude a path", Cmd: tree + "tar --exclude=d/s --exclude=a.txt -cf d.tar d && tar tf d.tar", Stdout: "d/\nd/a.log\n"},
		{Name: "exclude when listing", Cmd: tree + "tar czf d.tgz d && tar tzf d.tgz --exclude='*.log'", Stdout: "d/\nd/a.txt\nd/s/\n"},
		{Name: "exclude when extracting", Cmd: tree + "tar czf d.tgz d && mkdir o && tar xzf d.tgz -C o --exclude='*.log' && find o | sort", Stdout: "o\no/d\no/d/a.txt\no/d/s\n"},
		{Name: "members listed", Cmd: tree + "tar czf d.tgz d && tar tzf d.tgz d/s d/a.txt", Stdout: "d/a.txt\nd/s/\nd/s/c.log\n"},
		{Name: "member extracted", Cmd: tree + "tar czf d.tgz d && mkdir o && tar xzf d.tgz -C o d/s/ && find o | sort", Stdout: "o\no/d\no/d/s\no/d/s/c.log\n"},
		{Name: "member not in the archive", Cmd: tree + "tar czf d.tgz d && tar tzf d.tgz d/nope", Stdout: "",
			Stderr: "tar: d/nope: Not found in archive\ntar: Exiting with failure status due to previous errors", Exit: 2},
		{Name: "-O", Cmd: tree + "tar -czf d.tgz d && tar -xzOf d.tgz d/a.txt", Stdout: "a\n"},
		{Name: "--to-stdout of a directory", Cmd: tree + "tar czf d.tgz d && tar xzf d.tgz --to-stdout d/s && ls", Stdout: "c\nd\nd.tgz\n"},
		{Name: "-O names go to stderr", Cmd: tree + "tar czf d.tgz d && tar xzvOf d.tgz d/a.txt 2>/dev/null", Stdout: "a\n"},
		{Name: "gzip -t", Cmd: tree + "tar czf d.tgz d && gzip -t d.tgz && echo ok", Stdout: "ok\n"},
		{Name: "gzip -tv", Cmd: tree + "gzip -k d/a.txt && gzip -tv d/a.txt.gz 2>&1", Stdout: "d/a.txt.gz:\t OK\n"},
		{Name: "gzip -t standard input", Cmd: "echo hi | gzip | gzip -t && echo ok", Stdout: "ok\n"},
		{Name: "gzip -t not gzip", Cmd: tree + "gzip -t d/a.txt", Stderr: "gzip: d/a.txt: not in gzip format", Exit: 1},
		{Name: "gzip -t cut short", Cmd: "seq 1000 | gzip | head -c 100 > t.gz; gzip -t t.gz", Stderr: "gzip: t.gz: unexpected end of file", Exit: 1},
		{Name: "gzip -t checks every file", Cmd: tree + "gzip -k d/a.txt && gzip -t d/a.log d/a.txt.gz; echo $?", Stdout: "1\n", Stderr: "gzip: d/a.log: not in gzip format"},
	})
}

// TestArchiveLongTail runs options agents reach for less often.
func TestArchiveLongTail(t *testing.T) {
	shelltest.RunCases(t, shelltest.LongTailFixture(), []shelltest.Case{
		{Name: "unzip -l summary", Cmd: "zip -q z.zip a.txt notes.txt && unzip -l z.zip | sed -E 's/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}/DATE/'",
			Stdout: "Archive:  z.zip\n  Length      Date    Time    Name\n---------  ---------- -----   ----\n" +
				"        6  DATE   a.txt\n        4  DATE   notes.txt\n---------                     -------\n       10                     2 files\n"},
		{Name: "unzip extracts with its archive line", Cmd: "zip -q z.zip a.txt && mkdir o && unzip -d o z.zip", Stdout: "Archive:  z.zip\n  inflating: a.txt\n"},
	})
}
