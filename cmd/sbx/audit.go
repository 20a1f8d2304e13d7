package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx/broker"
	"github.com/sbx-sandbox/sbx/config"
	"github.com/sbx-sandbox/sbx/hostfs"
)

const auditUsage = `Usage: sbx audit tail [-n N] [-f] [--json] [--config FILE | --file PATH]

Prints the audit log of sbx serve: one line per call that ran code and per
call the policy refused, with its user, sandbox, isolation, exit code,
duration, output size, the policy's decision and the secrets it granted
(by name). The log is the one the configuration names (audit.path, by
default in the data directory).

Options:
`

func runAudit(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "tail" {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help") {
			fmt.Fprint(stdout, strings.Split(auditUsage, "\n\nOptions:")[0]+"\n")
			return exitOK
		}
		fmt.Fprint(stderr, strings.Split(auditUsage, "\n\nOptions:")[0]+"\n")
		return exitUsage
	}
	fs := flag.NewFlagSet("audit tail", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, auditUsage); fs.PrintDefaults() }
	n := fs.Int("n", 20, "print the last `N` records")
	follow := fs.Bool("f", false, "keep printing records as they are written, until interrupted")
	raw := fs.Bool("json", false, "print the records as they are stored, one JSON object per line")
	configFile := fs.String("config", os.Getenv("SBX_CONFIG"), "the sbx serve configuration `FILE` naming the log")
	file := fs.String("file", "", "read the log at `PATH` instead of the configured one")
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	path := *file
	if path == "" {
		cfg, err := config.Load(*configFile, os.Environ(), nil)
		if err != nil {
			fmt.Fprintln(stderr, "sbx:", err)
			return exitUsage
		}
		path = cfg.Audit.Path
	}
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(stderr, "sbx: audit log:", err)
		return exitError
	}
	show := func(line []byte) { printAudit(stdout, line, *raw) }
	end, err := lastLines(f, *n, show)
	f.Close()
	if err != nil {
		fmt.Fprintln(stderr, "sbx: audit log:", err)
		return exitError
	}
	if *follow {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		if err := followLines(ctx, path, end, show); err != nil {
			fmt.Fprintln(stderr, "sbx: audit log:", err)
			return exitError
		}
	}
	return exitOK
}

// lastLines calls print for the last n complete lines of r and returns the
// offset just past them.
func lastLines(r io.Reader, n int, print func([]byte)) (int64, error) {
	var ring [][]byte
	var end int64
	br := bufio.NewReader(r)
	for {
		line, err := br.ReadBytes('\n')
		if err == io.EOF {
			break // a partial last line is left for followLines to finish
		}
		if err != nil {
			return 0, err
		}
		end += int64(len(line))
		if n > 0 {
			if len(ring) == n {
				ring = ring[1:]
			}
			ring = append(ring, line)
		}
	}
	for _, line := range ring {
		print(line)
	}
	return end, nil
}

// followPoll is how often a followed log is checked for more.
var followPoll = 250 * time.Millisecond

// followLines prints the lines written to the file at path from offset on,
// until ctx ends. When the file is replaced or truncated, it starts over
// at the beginning of the new one.
func followLines(ctx context.Context, path string, offset int64, print func([]byte)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer func() { f.Close() }()
	if _, err := f.Seek(offset, io.SeekStart); err != nil {
		return err
	}
	var partial []byte
	buf := make([]byte, 64<<10)
	t := time.NewTicker(followPoll)
	defer t.Stop()
	for {
		for {
			n, err := f.Read(buf)
			partial = append(partial, buf[:n]...)
			for i := bytes.IndexByte(partial, '\n'); i >= 0; i = bytes.IndexByte(partial, '\n') {
				print(partial[:i+1])
				partial = partial[i+1:]
			}
			if n == 0 || err == io.EOF {
				break
			}
			if err != nil {
				return err
			}
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		pos, _ := f.Seek(0, io.SeekCurrent)
		info, err := os.Stat(path)
		cur, _ := f.Stat()
		if err != nil || cur == nil || os.SameFile(info, cur) && info.Size() >= pos {
			continue
		}
		if next, err := os.Open(path); err == nil {
			f.Close()
			f, partial = next, nil
		}
	}
}

// printAudit prints one stored record, readably unless raw.
func printAudit(w io.Writer, line []byte, raw bool) {
	var rec broker.AuditRecord
	if raw || json.Unmarshal(line, &rec) != nil {
		w.Write(line)
		return
	}
	fmt.Fprintln(w, formatAudit(&rec))
}

// formatAudit words one record on one line:
//
//	2025-06-01 14:03:22  alice  run_code python  sb_…  wasm  exit 0  12 ms  1.2 KiB  allowed  secrets GITHUB_TOKEN
func formatAudit(r *broker.AuditRecord) string {
	user := r.User
	if user == "" {
		user = "(anonymous)"
	}
	what := r.Tool
	if r.Language != "" && r.Tool == "run_code" {
		what += " " + r.Language
	}
	fields := []string{r.Time.Local().Format(time.DateTime), user, what}
	if r.Sandbox != "" {
		fields = append(fields, r.Sandbox)
	}
	if r.Decision == broker.Denied {
		return strings.Join(append(fields, "DENIED: "+r.Reason), "  ")
	}
	if r.Isolation != "" {
		fields = append(fields, r.Isolation)
	}
	if r.ExitCode != nil {
		fields = append(fields, fmt.Sprintf("exit %d", *r.ExitCode))
	}
	fields = append(fields, fmt.Sprintf("%.0f ms", r.DurationMS), hostfs.FormatBytes(int64(r.BytesOut)))
	if len(r.Secrets) > 0 {
		fields = append(fields, "secrets "+strings.Join(r.Secrets, ","))
	}
	if r.Error != "" {
		fields = append(fields, "error: "+r.Error)
	}
	return strings.Join(fields, "  ")
}
