package wasmrt

import (
	"bytes"
	"errors"
	"fmt"
)

// interruptAddr is the linear-memory address of the interrupt word. Both
// guests are linked with --stack-first, so it is the far end of the shadow
// stack, which the interpreters' own recursion checks keep well away from.
const interruptAddr = 0

// interruptCheck is inserted at the head of every loop: if the word at
// interruptAddr is non-zero, trap.
//
//	i32.const 0; i32.load align=2; if; unreachable; end
var interruptCheck = []byte{0x41, interruptAddr, 0x28, 0x02, 0x00, 0x04, 0x40, 0x00, 0x0b}

// errUnsupportedOpcode is returned for instructions the rewriter does not know.
var errUnsupportedOpcode = errors.New("unsupported instruction")

// instrument returns a copy of the module in wasm with an interrupt check at
// the head of every loop. Setting the word at interruptAddr from another
// goroutine then stops the guest at its next loop iteration, whatever it is
// doing, for the price of one load and branch per iteration. (wazero's own
// WithCloseOnContextDone calls out to Go at every loop head instead, which
// was measured at several times slower on interpreter loops.) Recursion
// without loops ends on its own when the stack runs out.
func instrument(wasm []byte) ([]byte, error) {
	if len(wasm) < 8 || !bytes.Equal(wasm[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module")
	}
	out := make([]byte, 0, len(wasm)+len(wasm)/8)
	out = append(out, wasm[:8]...)
	r := reader{b: wasm, pos: 8}
	for r.pos < len(r.b) {
		id, err := r.byte()
		if err != nil {
			return nil, err
		}
		size, err := r.u32()
		if err != nil {
			return nil, err
		}
		body, err := r.take(int(size))
		if err != nil {
			return nil, fmt.Errorf("section %d: %w", id, err)
		}
		if id == 10 {
			if body, err = instrumentCode(body); err != nil {
				return nil, fmt.Errorf("code section: %w", err)
			}
		}
		out = append(out, id)
		out = appendU32(out, uint32(len(body)))
		out = append(out, body...)
	}
	return out, nil
}

// instrumentCode rewrites the code section's function bodies.
func instrumentCode(sec []byte) ([]byte, error) {
	r := reader{b: sec}
	n, err := r.u32()
	if err != nil {
		return nil, err
	}
	out := appendU32(make([]byte, 0, len(sec)+len(sec)/8), n)
	for i := uint32(0); i < n; i++ {
		size, err := r.u32()
		if err != nil {
			return nil, err
		}
		body, err := r.take(int(size))
		if err != nil {
			return nil, fmt.Errorf("function %d: %w", i, err)
		}
		nb, err := instrumentBody(body)
		if err != nil {
			return nil, fmt.Errorf("function %d: %w", i, err)
		}
		out = appendU32(out, uint32(len(nb)))
		out = append(out, nb...)
	}
	return out, nil
}

// instrumentBody copies one function body, inserting interruptCheck after
// every loop's block type.
func instrumentBody(body []byte) ([]byte, error) {
	r := reader{b: body}
	groups, err := r.u32()
	if err != nil {
		return nil, err
	}
	for i := uint32(0); i < groups; i++ {
		if _, err := r.u32(); err != nil {
			return nil, err
		}
		if _, err := r.byte(); err != nil {
			return nil, err
		}
	}
	out := make([]byte, 0, len(body)+64)
	out = append(out, body[:r.pos]...)
	for r.pos < len(r.b) {
		start := r.pos
		op, _ := r.byte()
		if err := r.skipImmediates(op); err != nil {
			return nil, fmt.Errorf("opcode 0x%02x at %d: %w", op, start, err)
		}
		out = append(out, body[start:r.pos]...)
		if op == 0x03 { // loop
			out = append(out, interruptCheck...)
		}
	}
	return out, nil
}

// reader walks a byte slice of wasm encoding.
type reader struct {
	b   []byte
	pos int
}

var errTruncated = errors.New("unexpected end of module")

func (r *reader) byte() (byte, error) {
	if r.pos >= len(r.b) {
		return 0, errTruncated
	}
	c := r.b[r.pos]
	r.pos++
	return c, nil
}

func (r *reader) take(n int) ([]byte, error) {
	if n < 0 || r.pos+n > len(r.b) {
		return nil, errTruncated
	}
	s := r.b[r.pos : r.pos+n]
	r.pos += n
	return s, nil
}

// u32 decodes an unsigned LEB128 value of at most 32 bits.
func (r *reader) u32() (uint32, error) {
	var v uint32
	for shift := 0; shift < 35; shift += 7 {
		c, err := r.byte()
		if err != nil {
			return 0, err
		}
		v |= uint32(c&0x7f) << shift
		if c&0x80 == 0 {
			return v, nil
		}
	}
	return 0, errors.New("LEB128 value too long")
}

// skipLEB skips a signed or unsigned LEB128 value of at most 10 bytes.
func (r *reader) skipLEB() error {
	for i := 0; i < 10; i++ {
		c, err := r.byte()
		if err != nil {
			return err
		}
		if c&0x80 == 0 {
			return nil
		}
	}
	return errors.New("LEB128 value too long")
}

func (r *reader) skipLEBs(n int) error {
	for i := 0; i < n; i++ {
		if err := r.skipLEB(); err != nil {
			return err
		}
	}
	return nil
}

// skipBlockType skips a block type: empty, a value type or a type index.
func (r *reader) skipBlockType() error {
	if r.pos >= len(r.b) {
		return errTruncated
	}
	switch r.b[r.pos] {
	case 0x40, 0x7f, 0x7e, 0x7d, 0x7c, 0x7b, 0x70, 0x6f:
		r.pos++
		return nil
	}
	return r.skipLEB()
}

// skipImmediates skips the immediates of op: the MVP instruction set plus
// sign extension, non-trapping conversions, bulk memory, reference types,
// multi-value and tail calls. SIMD, threads and exceptions are refused; the
// guests are built without them.
func (r *reader) skipImmediates(op byte) error {
	switch {
	case op == 0x02 || op == 0x03 || op == 0x04: // block, loop, if
		return r.skipBlockType()
	case op == 0x0c || op == 0x0d: // br, br_if
		return r.skipLEB()
	case op == 0x0e: // br_table
		n, err := r.u32()
		if err != nil {
			return err
		}
		return r.skipLEBs(int(n) + 1)
	case op == 0x10 || op == 0x12: // call, return_call
		return r.skipLEB()
	case op == 0x11 || op == 0x13: // call_indirect, return_call_indirect
		return r.skipLEBs(2)
	case op == 0x1c: // select t*
		n, err := r.u32()
		if err != nil {
			return err
		}
		_, err = r.take(int(n))
		return err
	case op >= 0x20 && op <= 0x26: // locals, globals, table.get/set
		return r.skipLEB()
	case op >= 0x28 && op <= 0x3e: // loads and stores: align, [memidx], offset
		align, err := r.u32()
		if err != nil {
			return err
		}
		if align&0x40 != 0 {
			if err := r.skipLEB(); err != nil {
				return err
			}
		}
		return r.skipLEB()
	case op == 0x3f || op == 0x40: // memory.size, memory.grow
		return r.skipLEB()
	case op == 0x41 || op == 0x42: // i32.const, i64.const
		return r.skipLEB()
	case op == 0x43:
		_, err := r.take(4)
		return err
	case op == 0x44:
		_, err := r.take(8)
		return err
	case op == 0xd0: // ref.null t
		_, err := r.byte()
		return err
	case op == 0xd2: // ref.func
		return r.skipLEB()
	case op == 0xfc:
		sub, err := r.u32()
		if err != nil {
			return err
		}
		switch {
		case sub <= 7: // saturating truncations
			return nil
		case sub == 8 || sub == 10 || sub == 12 || sub == 14: // memory.init, memory.copy, table.init, table.copy
			return r.skipLEBs(2)
		case sub <= 17: // data.drop, memory.fill, elem.drop, table.grow/size/fill
			return r.skipLEB()
		}
		return fmt.Errorf("%w 0xfc %d", errUnsupportedOpcode, sub)
	case op == 0x00 || op == 0x01 || op == 0x05 || op == 0x0b || op == 0x0f ||
		op == 0x1a || op == 0x1b || op == 0xd1 || (op >= 0x45 && op <= 0xc4):
		return nil
	}
	return errUnsupportedOpcode
}

// appendU32 appends v as unsigned LEB128.
func appendU32(b []byte, v uint32) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
