package pykernel

import "time"

// The client's statuses of its own: the cell passed its time limit and
// was interrupted, the interpreter keeping its state; the interpreter
// died mid-cell. (A cell that did not stop once interrupted is killed with
// its interpreter and reported as timeout(1) would, 137.)
const (
	TimedOut = 124
	Lost     = 125
)

// Grace is how long a cell has to end once interrupted before the client
// kills it with its interpreter (GRACE in pykernel.py); the client gets a
// second more before the call that started it kills it.
const Grace = time.Second

// The client's notes: the first says what its status TimedOut means, the
// second (at the very start of stderr, before the cell ran) that it found
// the interpreter gone (FRESH in pykernel.py).
const (
	InterruptedNote = "sbx: the run took longer than its time limit of "
	FreshNote       = "sbx: the Python interpreter had stopped; a new one was started"
)
