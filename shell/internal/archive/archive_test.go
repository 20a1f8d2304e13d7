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

// TestArchiveLongTail runs options agents reach for less often.
func TestArchiveLongTail(t *testing.T) {
	shelltest.RunCases(t, shelltest.LongTailFixture(), []shelltest.Case{
		{Name: "unzip -l summary", Cmd: "zip -q z.zip a.txt notes.txt && unzip -l z.zip | sed -E 's/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}/DATE/'",
			Stdout: "Archive:  z.zip\n  Length      Date    Time    Name\n---------  ---------- -----   ----\n" +
				"        6  DATE   a.txt\n        4  DATE   notes.txt\n---------                     -------\n       10                     2 files\n"},
		{Name: "unzip extracts with its archive line", Cmd: "zip -q z.zip a.txt && mkdir o && unzip -d o z.zip", Stdout: "Archive:  z.zip\n  inflating: a.txt\n"},
	})
}
