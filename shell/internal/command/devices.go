package command

import "io"

// devices are the special files the shell offers under /dev.
var devices = map[string]bool{"/dev/null": true, "/dev/stdin": true, "/dev/stdout": true, "/dev/stderr": true}

// IsDevice reports whether the clean sandbox path p is one of the /dev
// files the shell offers over a command's streams (/dev/stdin,
// /dev/stdout, /dev/stderr) or /dev/null.
func IsDevice(p string) bool { return devices[p] }

// Device opens one of the /dev files.
func Device(p string, stdin io.Reader, stdout, stderr io.Writer) io.ReadWriteCloser {
	d := devNull{}
	switch p {
	case "/dev/stdin":
		d.r = stdin
	case "/dev/stdout":
		d.w = stdout
	case "/dev/stderr":
		d.w = stderr
	}
	return d
}

// devNull reads from r and writes to w, or reads nothing and discards
// what is written when they are nil.
type devNull struct {
	r io.Reader
	w io.Writer
}

func (d devNull) Read(p []byte) (int, error) {
	if d.r == nil {
		return 0, io.EOF
	}
	return d.r.Read(p)
}

func (d devNull) Write(p []byte) (int, error) {
	if d.w == nil {
		return len(p), nil
	}
	return d.w.Write(p)
}

func (devNull) Close() error { return nil }

// ReaderFile is a file that reads r and discards what is written to it.
func ReaderFile(r io.Reader) io.ReadWriteCloser { return devNull{r: r} }
