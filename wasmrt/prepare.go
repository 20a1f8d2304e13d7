package wasmrt

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/tetratelabs/wazero/api"
)

// interruptAddr is the linear-memory address of the interrupt word. Both
// guests are linked with --stack-first, so it is the far end of the shadow
// stack, which the interpreters' own recursion checks keep well away from.
const interruptAddr = 0

// interruptCheck is inserted at the head of every loop: if the word at
// interruptAddr is non-zero, trap. Setting that word from another goroutine
// stops the guest at its next loop iteration, whatever it is doing, for the
// price of one load and branch per iteration. (wazero's own
// WithCloseOnContextDone calls out to Go at every loop head instead, which
// was measured at several times slower on interpreter loops.) Recursion
// without loops ends on its own when the stack runs out.
//
//	i32.const 0; i32.load align=2; if; unreachable; end
var interruptCheck = []byte{0x41, interruptAddr, 0x28, 0x02, 0x00, 0x04, 0x40, 0x00, 0x0b}

// errUnsupportedOpcode is returned for instructions the rewriter does not know.
var errUnsupportedOpcode = errors.New("unsupported instruction")

// Section ids of the WebAssembly binary format.
const (
	secImport    = 2
	secGlobal    = 6
	secExport    = 7
	secCode      = 10
	secData      = 11
	secDataCount = 12
)

// globalExportPrefix names the exports prepare adds for mutable globals.
const globalExportPrefix = "sbx_global_"

// prepared is a guest module rewritten for sbx's runtime.
type prepared struct {
	wasm    []byte        // the module to compile
	data    []dataSegment // its data, applied by the host at boot
	globals []string      // exports of every mutable global defined in it
}

// dataSegment is one active data segment: bytes at a fixed address.
type dataSegment struct {
	offset uint32
	bytes  []byte
}

// prepare rewrites a guest module in three ways:
//
//   - An interrupt check at the head of every loop (see interruptCheck),
//     unless loopChecks is false.
//   - Its data segments are lifted out and applied by the host at boot.
//     wazero applies data after the memory allocator has run, which would
//     overwrite memory restored from a snapshot; with the data lifted out, one
//     compiled module serves both a boot and a restore.
//   - Every mutable global it defines is exported, so a snapshot can save and
//     restore the module's whole state.
func prepare(wasm []byte, loopChecks bool) (*prepared, error) {
	if len(wasm) < 8 || !bytes.Equal(wasm[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module")
	}
	p := &prepared{}
	out := make([]byte, 0, len(wasm)+len(wasm)/8)
	out = append(out, wasm[:8]...)
	r := reader{b: wasm, pos: 8}
	var importedGlobals uint32
	var mutable []uint32
	exported := false
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
		if id > secExport && id != secDataCount && !exported {
			// No export section: add one where it belongs.
			out = appendSection(out, secExport, p.addExports(nil, mutable))
			exported = true
		}
		switch id {
		case secImport:
			if importedGlobals, err = countImportedGlobals(body); err != nil {
				return nil, fmt.Errorf("import section: %w", err)
			}
		case secGlobal:
			if mutable, err = mutableGlobals(body, importedGlobals); err != nil {
				return nil, fmt.Errorf("global section: %w", err)
			}
		case secExport:
			body = p.addExports(body, mutable)
			exported = true
		case secCode:
			if !loopChecks {
				break
			}
			if body, err = instrumentCode(body); err != nil {
				return nil, fmt.Errorf("code section: %w", err)
			}
		case secData:
			if p.data, err = dataSegments(body); err != nil {
				return nil, fmt.Errorf("data section: %w", err)
			}
			continue
		case secDataCount:
			continue
		}
		out = appendSection(out, id, body)
	}
	if !exported {
		out = appendSection(out, secExport, p.addExports(nil, mutable))
	}
	p.wasm = out
	return p, nil
}

func appendSection(out []byte, id byte, body []byte) []byte {
	out = append(out, id)
	out = appendU32(out, uint32(len(body)))
	return append(out, body...)
}

// countImportedGlobals counts the globals among a module's imports, which
// come first in the global index space.
func countImportedGlobals(sec []byte) (uint32, error) {
	r := reader{b: sec}
	n, err := r.u32()
	if err != nil {
		return 0, err
	}
	var globals uint32
	for i := uint32(0); i < n; i++ {
		for range 2 { // module and field names
			if err := r.skipName(); err != nil {
				return 0, err
			}
		}
		kind, err := r.byte()
		if err != nil {
			return 0, err
		}
		switch kind {
		case 0: // function: type index
			err = r.skipLEB()
		case 1: // table: reference type, limits
			if _, err = r.byte(); err == nil {
				err = r.skipLimits()
			}
		case 2: // memory: limits
			err = r.skipLimits()
		case 3: // global: value type, mutability
			globals++
			_, err = r.take(2)
		default:
			err = fmt.Errorf("import kind %d", kind)
		}
		if err != nil {
			return 0, err
		}
	}
	return globals, nil
}

func (r *reader) skipName() error {
	l, err := r.u32()
	if err != nil {
		return err
	}
	_, err = r.take(int(l))
	return err
}

func (r *reader) skipLimits() error {
	flag, err := r.byte()
	if err != nil {
		return err
	}
	if err := r.skipLEB(); err != nil {
		return err
	}
	if flag&1 != 0 {
		return r.skipLEB()
	}
	return nil
}

// mutableGlobals returns the index of every mutable global a module defines.
func mutableGlobals(sec []byte, first uint32) ([]uint32, error) {
	r := reader{b: sec}
	n, err := r.u32()
	if err != nil {
		return nil, err
	}
	var out []uint32
	for i := uint32(0); i < n; i++ {
		typ, err := r.take(2) // value type, mutability
		if err != nil {
			return nil, err
		}
		if typ[1] == 1 {
			out = append(out, first+i)
		}
		if err := r.skipExpr(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// skipExpr skips a constant expression up to its end opcode.
func (r *reader) skipExpr() error {
	for {
		op, err := r.byte()
		if err != nil {
			return err
		}
		if op == 0x0b {
			return nil
		}
		if err := r.skipImmediates(op); err != nil {
			return err
		}
	}
}

// addExports appends an export for each mutable global to an export
// section's body (nil for a new one) and records their names.
func (p *prepared) addExports(sec []byte, globals []uint32) []byte {
	var n uint32
	r := reader{b: sec}
	if len(sec) > 0 {
		n, _ = r.u32()
	}
	out := appendU32(nil, n+uint32(len(globals)))
	out = append(out, sec[r.pos:]...)
	for _, g := range globals {
		name := fmt.Sprintf("%s%d", globalExportPrefix, g)
		out = appendU32(out, uint32(len(name)))
		out = append(out, name...)
		out = append(out, 3) // global
		out = appendU32(out, g)
		p.globals = append(p.globals, name)
	}
	return out
}

// dataSegments decodes a data section of active segments at constant
// addresses, the form clang and wasm-ld produce.
func dataSegments(sec []byte) ([]dataSegment, error) {
	r := reader{b: sec}
	n, err := r.u32()
	if err != nil {
		return nil, err
	}
	var out []dataSegment
	for i := uint32(0); i < n; i++ {
		flag, err := r.u32()
		if err != nil {
			return nil, err
		}
		switch flag {
		case 0:
		case 2:
			if mem, err := r.u32(); err != nil || mem != 0 {
				return nil, fmt.Errorf("segment %d: only memory 0 is supported", i)
			}
		default:
			return nil, fmt.Errorf("segment %d: passive data segments are not supported", i)
		}
		if op, err := r.byte(); err != nil || op != 0x41 {
			return nil, fmt.Errorf("segment %d: offset is not an i32.const", i)
		}
		off, err := r.s32()
		if err != nil {
			return nil, err
		}
		if end, err := r.byte(); err != nil || end != 0x0b {
			return nil, fmt.Errorf("segment %d: offset expression too long", i)
		}
		l, err := r.u32()
		if err != nil {
			return nil, err
		}
		b, err := r.take(int(l))
		if err != nil {
			return nil, err
		}
		out = append(out, dataSegment{offset: uint32(off), bytes: b})
	}
	return out, nil
}

// s32 decodes a signed LEB128 value of at most 32 bits.
func (r *reader) s32() (int32, error) {
	var v int64
	for shift := 0; shift < 35; shift += 7 {
		c, err := r.byte()
		if err != nil {
			return 0, err
		}
		v |= int64(c&0x7f) << shift
		if c&0x80 == 0 {
			if c&0x40 != 0 {
				v |= -1 << (shift + 7)
			}
			return int32(v), nil
		}
	}
	return 0, errors.New("LEB128 value too long")
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

// applyData applies the lifted data segments to a fresh instance's memory.
func (p *prepared) applyData(mem api.Memory) error {
	for _, d := range p.data {
		if !mem.Write(d.offset, d.bytes) {
			return fmt.Errorf("data segment at %d (%d bytes) does not fit in memory", d.offset, len(d.bytes))
		}
	}
	return nil
}
