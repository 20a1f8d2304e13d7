package shell

// StopGrace is how long a stopped line has to unwind, for the tests.
const StopGrace = stopGrace
