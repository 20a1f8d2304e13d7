package command

import (
	"bufio"
	"io"
)

// EachLine calls fn with each line of r, newline included (the last line
// may have none).
func EachLine(r io.Reader, fn func(line string) error) error { return EachRecord(r, '\n', fn) }

// EachRecord calls fn with each record of r that delim ends, delim
// included (the last record may have none).
func EachRecord(r io.Reader, delim byte, fn func(line string) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, err := br.ReadString(delim)
		if line != "" {
			if ferr := fn(line); ferr != nil {
				return ferr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
