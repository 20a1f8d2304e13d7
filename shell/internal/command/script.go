package command

import (
	"bytes"
	"fmt"
	"io"
	"path"
	"strings"
)

// MaxScript bounds a shell script read to run.
const MaxScript = 1 << 20

// runFile runs a file named by a path (./run.sh) by its #! line, as the
// kernel would: a shell, python or node script (#!/usr/bin/env python3,
// #!/bin/sh -e), or a shell script without one. Like Linux it needs the
// file's execute bit. Anything else would need a native provider.
func runFile(p *Proc, args []string) int {
	info, err := p.Stat(args[0])
	if err != nil {
		p.Fail(args[0], err)
		return ExitNotFound
	}
	switch {
	case info.IsDir():
		fmt.Fprintf(p.Stderr, "sh: %s: Is a directory\n", args[0])
		return 126
	case info.Mode().Perm()&0o111 == 0:
		fmt.Fprintf(p.Stderr, "sh: %s: Permission denied (make it executable with chmod +x %s, or run it with sh, python or node)\n", args[0], args[0])
		return 126
	}
	r, err := p.Open(args[0])
	if err != nil {
		return p.Fail(args[0], err)
	}
	head := make([]byte, 256)
	n, _ := io.ReadFull(r, head)
	r.Close()
	head = head[:n]
	if !bytes.HasPrefix(head, []byte("#!")) && (bytes.IndexByte(head, 0) >= 0 || bytes.HasPrefix(head, []byte("\x7fELF"))) {
		p.Line.noteMissing(args[0])
		p.Errorf("cannot execute binary file: native programs need a native provider (docker/microvm): create the sandbox with provider auto or docker")
		return 126
	}
	argv := append(shebang(head), args...)
	if p.Line.Programs[argv[0]] == nil {
		return p.Missing(argv[0])
	}
	return p.Sub(argv[0]).Run(argv)
}

// shebang returns the interpreter and its arguments that a script's first
// line names (#!/usr/bin/env -S python3 -u gives python3 -u); a script
// without a #! line is a shell script.
func shebang(head []byte) []string {
	line, _, _ := bytes.Cut(head, []byte("\n"))
	rest, ok := bytes.CutPrefix(line, []byte("#!"))
	fields := strings.Fields(string(rest))
	if !ok || len(fields) == 0 {
		return []string{"sh"}
	}
	fields[0] = path.Base(fields[0])
	if fields[0] == "env" {
		fields = fields[1:]
		for len(fields) > 1 && strings.HasPrefix(fields[0], "-") {
			fields = fields[1:]
		}
		if len(fields) == 0 {
			return []string{"sh"}
		}
	}
	switch fields[0] {
	case "dash", "ash":
		fields[0] = "sh"
	}
	return fields
}
