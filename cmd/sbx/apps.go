package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"text/tabwriter"

	"github.com/sbx-sandbox/sbx/broker"
	"github.com/sbx-sandbox/sbx/config"
)

const appsUsage = `Usage: sbx apps [--tokens] [--config FILE | --data-dir DIR]

Lists the apps that a running sbx serve publishes (publish_app,
expose_port): each app's URL, its sandbox, its user and what it serves.
Every request to an app needs its sandbox's token; --tokens prints the URL
that sets it in a browser (?token=), for the operator to hand to the
person the app is for. The list is in the data directory the
configuration names.

Options:
`

func runApps(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("apps", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, appsUsage); fs.PrintDefaults() }
	tokens := fs.Bool("tokens", false, "print each app's URL with ?token=, which opens it in a browser")
	configFile := fs.String("config", os.Getenv("SBX_CONFIG"), "the sbx serve configuration `FILE` naming the data directory")
	dataDir := fs.String("data-dir", "", "the data directory of sbx serve (`DIR`), instead of the configured one")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	dir := *dataDir
	if dir == "" {
		cfg, err := config.Load(*configFile, os.Environ(), nil)
		if err != nil {
			fmt.Fprintln(stderr, "sbx:", err)
			return exitUsage
		}
		dir = cfg.DataDir
	}
	apps, err := broker.ReadApps(dir)
	if err != nil {
		fmt.Fprintln(stderr, "sbx: apps:", err)
		return exitError
	}
	if len(apps) == 0 {
		fmt.Fprintln(stderr, "sbx: no apps are published")
		return exitOK
	}
	w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "URL\tSANDBOX\tUSER\tKIND\tSERVES")
	for _, a := range apps {
		u := a.URL
		if *tokens {
			u += "?token=" + a.Token
		}
		user := a.User
		if user == "" {
			user = "-"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\n", u, a.SandboxID, user, a.Kind, a.Target)
	}
	w.Flush()
	return exitOK
}
