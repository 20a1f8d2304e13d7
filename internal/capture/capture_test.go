package capture

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

func TestOutput(t *testing.T) {
	for _, tc := range []struct {
		name         string
		limit        int
		writes       []string // "o:text" or "e:text"
		out, err     string
		truncated    bool
		overflowSeen int
	}{
		{"under", 10, []string{"o:abc", "e:de"}, "abc", "de", false, 0},
		{"exact", 5, []string{"o:abc", "e:de"}, "abc", "de", false, 0},
		{"over in one write", 4, []string{"o:abc", "e:de", "o:f"}, "abc", "d", true, 1},
		{"over, then more", 2, []string{"o:abcdef", "e:x", "o:y"}, "ab", "", true, 1},
		{"zero limit", 0, []string{"e:x"}, "", "", true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			calls := 0
			o := New(tc.limit, func() { calls++ })
			for _, w := range tc.writes {
				dst := o.Stdout()
				if w[0] == 'e' {
					dst = o.Stderr()
				}
				if n, err := dst.Write([]byte(w[2:])); n != len(w)-2 || err != nil {
					t.Fatalf("Write(%q) = %d, %v", w, n, err)
				}
			}
			stdout, stderr, truncated := o.Result()
			got := fmt.Sprintf("%q %q %v %d", stdout, stderr, truncated, calls)
			want := fmt.Sprintf("%q %q %v %d", tc.out, tc.err, tc.truncated, tc.overflowSeen)
			if got != want {
				t.Fatalf("got %s, want %s", got, want)
			}
		})
	}
}

func TestOutputConcurrent(t *testing.T) {
	o := New(1000, nil)
	done := make(chan bool)
	for _, dst := range []io.Writer{o.Stdout(), o.Stderr()} {
		go func() {
			for range 100 {
				dst.Write([]byte(strings.Repeat("x", 7)))
			}
			done <- true
		}()
	}
	<-done
	<-done
	stdout, stderr, truncated := o.Result()
	if len(stdout)+len(stderr) != 1000 || !truncated {
		t.Fatalf("kept %d bytes, truncated %v", len(stdout)+len(stderr), truncated)
	}
}
