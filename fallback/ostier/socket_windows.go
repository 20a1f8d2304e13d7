package ostier

import (
	"errors"
	"os"
)

// The os tier's channels are Unix sockets passing descriptors; on Windows
// there is no os tier, and these say so.

var errNoUnixSockets = errors.New("the os tier needs Linux: it passes descriptors over Unix sockets")

func streamPair() ([2]int, error) { return [2]int{-1, -1}, errNoUnixSockets }

func kernelPair(string) (ours, theirs *os.File, err error) { return nil, nil, errNoUnixSockets }

func sendFiles(*os.File, []byte, ...*os.File) error { return errNoUnixSockets }

func sendFD(*os.File, int) error { return errNoUnixSockets }

func closeFD(int) {}
