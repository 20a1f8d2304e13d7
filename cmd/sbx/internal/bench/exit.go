package bench

// The exit statuses of sbx bench, as of every sbx command.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)
