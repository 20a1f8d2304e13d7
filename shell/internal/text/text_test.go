package text_test

import (
	"testing"

	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
)

// TestMain starts the runtime the tests' sandboxes share.
func TestMain(m *testing.M) { shelltest.Main(m) }

// TestTextCommands runs the text commands as agents use them.
func TestTextCommands(t *testing.T) {
	shelltest.RunCases(t, shelltest.Fixture(), []shelltest.Case{
		{Name: "grep", Cmd: "grep -n pear words.txt", Stdout: "1:pear\n3:pear\n6:pear\n"},
		{Name: "grep -c -v -i", Cmd: "grep -civ PEAR words.txt", Stdout: "3\n"},
		{Name: "grep -E -o", Cmd: "echo 'a1b22c333' | grep -Eo '[0-9]+'", Stdout: "1\n22\n333\n"},
		{Name: "grep -F", Cmd: "echo 'a.b' | grep -F .", Stdout: "a.b\n"},
		{Name: "grep BRE group", Cmd: `echo 'abab' | grep -o '\(ab\)\{2\}'`, Stdout: "abab\n"},
		{Name: "grep -r -l", Cmd: "grep -rl x data", Stdout: "data/b.csv\n"},
		{Name: "grep no match", Cmd: "grep zzz words.txt", Exit: 1},
		{Name: "grep include", Cmd: "grep -r --include='*.csv' -h name .", Stdout: "name,n\n"},
		{Name: "sort uniq count", Cmd: "sort words.txt | uniq -c | sort -rn | head -1", Stdout: "      3 pear\n"},
		{Name: "sort -n", Cmd: "sort -n nums.txt", Stdout: "9\n10\n100\n"},
		{Name: "sort -t -k", Cmd: "tail -n +2 data/a.csv | sort -t, -k2,2n", Stdout: "a,1\nb,2\n"},
		{Name: "sort -u", Cmd: "sort -u words.txt", Stdout: "apple\nfig\npear\n"},
		{Name: "cut", Cmd: "cut -d, -f1 data/a.csv", Stdout: "name\nb\na\n"},
		{Name: "cut chars", Cmd: "echo abcdef | cut -c2-4", Stdout: "bcd\n"},
		{Name: "tr", Cmd: "echo hello | tr a-z A-Z | tr -d L", Stdout: "HEO\n"},
		{Name: "tr squeeze", Cmd: "echo 'a   b' | tr -s ' '", Stdout: "a b\n"},
		{Name: "head tail", Cmd: "seq 10 | head -3; seq 10 | tail -2; seq 5 | tail -n +4", Stdout: "1\n2\n3\n9\n10\n4\n5\n"},
		{Name: "head -c", Cmd: "echo abcdef | head -c 3", Stdout: "abc"},
		{Name: "diff", Cmd: "printf 'a\\nb\\n' > 1; printf 'a\\nc\\n' > 2; diff 1 2", Stdout: "2c2\n< b\n---\n> c\n", Exit: 1},
		{Name: "diff -u", Cmd: "printf 'a\\nb\\n' > 1; printf 'a\\nc\\n' > 2; diff -u 1 2 | tail -n +3", Stdout: "@@ -1,2 +1,2 @@\n a\n-b\n+c\n", Exit: 0},
		{Name: "diff same", Cmd: "diff words.txt words.txt", Stdout: ""},
		{Name: "wc", Cmd: "wc words.txt", Stdout: " 6  6 31 words.txt\n"},
		{Name: "sed s", Cmd: "sed 's/pear/PEAR/' words.txt | head -2", Stdout: "PEAR\napple\n"},
		{Name: "sed -n range p", Cmd: "sed -n '2,3p' words.txt", Stdout: "apple\npear\n"},
		{Name: "sed /re/d and $", Cmd: "sed '/apple/d' words.txt | sed '$d' | wc -l", Stdout: "3\n"},
		{Name: "sed -E groups and &", Cmd: `echo 'ab-cd' | sed -E 's/(a)(b)/\2\1/; s/c/[&]/g'`, Stdout: "ba-[c]d\n"},
		{Name: "sed nth and delimiter", Cmd: `echo hello | sed 's/l/L/2'; echo a.b | sed 's|\.|/|'`, Stdout: "helLo\na/b\n"},
		{Name: "sed -i", Cmd: "sed -i 's/fig/FIG/' words.txt && grep -c FIG words.txt", Stdout: "1\n"},
		{Name: "sed -e and y", Cmd: "echo abc | sed -e 's/a/b/' -e 'y/bc/xy/'", Stdout: "xxy\n"},
		{Name: "sed i a q =", Cmd: "printf '1\n2\n3\n' | sed -e '1i top' -e '2a after' -e '2q'", Stdout: "top\n1\n2\nafter\n"},
		{Name: "sed negation and =", Cmd: "printf 'a\nb\n' | sed -n '/a/!='", Stdout: "2\n"},
		{Name: "sed bad script", Cmd: "sed 's/a/b' words.txt", Stderr: "unterminated 's' command", Exit: 2},
	})
}

// TestTextLongTail runs options agents reach for less often.
func TestTextLongTail(t *testing.T) {
	shelltest.RunCases(t, shelltest.LongTailFixture(), []shelltest.Case{
		{Name: "sed -i.bak keeps the backup", Cmd: "sed -i.bak s/old/new/ notes.txt && cat notes.txt notes.txt.bak && sed --in-place=.orig s/new/x/ notes.txt && cat notes.txt.orig",
			Stdout: "new\nold\nnew\n"},
	})
}

func TestSortZero(t *testing.T) {
	files := map[string]string{"b.txt": "2\n", "a b.txt": "1\n", "c.txt": "3\n"}
	shelltest.RunCases(t, files, []shelltest.Case{
		{Name: "records end in NUL", Cmd: `printf 'b\0a\0c d\0' | sort -z | tr '\0' '\n'`, Stdout: "a\nb\nc d\n"},
		{Name: "newlines inside records", Cmd: `printf 'x\ny\0a\nb\0' | sort -z | tr '\0\n' '|_'`, Stdout: "a_b|x_y|"},
		{Name: "find -print0 into sort -z into xargs -0", Cmd: `find . -name '*.txt' -print0 | sort -z | xargs -0 cat`, Stdout: "1\n2\n3\n"},
		{Name: "with keys, reversed and unique", Cmd: `printf '1 b\0002 a\0001 b\0' | sort -zru -k2 | tr '\0' '\n'`, Stdout: "1 b\n2 a\n"},
		{Name: "the last record without its NUL", Cmd: `printf 'b\0a' | sort --zero-terminated | tr '\0' ,`, Stdout: "a,b,"},
	})
}
