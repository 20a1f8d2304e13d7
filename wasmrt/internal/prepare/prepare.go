// Package prepare rewrites a guest module for sbx's runtime (see
// Prepare): bytes in, bytes out. Its Reader, AppendU32 and AppendBytes
// (LEB128 lengths and values) are the encoding of wasmrt's cache files too.
package prepare

import (
	"bytes"
	"embed"
	"errors"
	"fmt"

	"github.com/tetratelabs/wazero/api"
)

// How a guest is stopped at its time limit.
//
// Compiled WebAssembly runs outside the Go scheduler: a goroutine in a guest
// loop can neither be preempted nor reach a point where the garbage
// collector can stop it. So prepare gives every guest a fuel counter (a
// global) that each loop head decrements; when it runs out, the guest calls
// the host's sbx.yield, a Go function, which refills it — or, if the run was
// stopped, ends it. That bounds both how long a stopped run keeps going and
// how long it can hold up the collector, for one global load, subtract and
// store per iteration. (wazero's WithCloseOnContextDone calls out to Go at
// every loop head instead, several times slower on interpreter loops.)
// Recursion without loops ends on its own when the stack runs out.
const (
	FuelPerYield = 1 << 16
	YieldModule  = "sbx"
	YieldName    = "yield"
)

// errUnsupportedOpcode is returned for instructions the rewriter does not know.
var errUnsupportedOpcode = errors.New("unsupported instruction")

// Section ids of the WebAssembly binary format.
const (
	secCustom    = 0
	secType      = 1
	secImport    = 2
	secGlobal    = 6
	secExport    = 7
	secStart     = 8
	secElement   = 9
	secCode      = 10
	secData      = 11
	secDataCount = 12
	secTag       = 13
)

// sectionOrder is where each known section must appear in a module.
var sectionOrder = map[byte]int{1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 13: 6, 6: 7, 7: 8, 8: 9, 9: 10, 12: 11, 10: 12, 11: 13}

// GlobalExportPrefix names the exports prepare adds for mutable globals.
const GlobalExportPrefix = "sbx_global_"

// Module is a guest module rewritten for sbx's runtime.
type Module struct {
	Wasm     []byte    // the module to compile
	Data     []Segment // its data, applied by the host at boot
	Globals  []string  // exports of every mutable global defined in it
	NeedsSbx bool      // it imports sbx.yield
}

// Segment is one active data segment: bytes at a fixed address.
type Segment struct {
	Offset uint32
	Bytes  []byte
}

// moduleInfo is what prepare learns about a module before rewriting it.
type moduleInfo struct {
	types, importedFuncs, importedGlobals, globals uint32
	mutable                                        []uint32
}

// Prepare rewrites a guest module in three ways:
//
//   - With fuel, a fuel check at the head of every loop (see FuelPerYield),
//     which adds a type, an import, a global and shifts the indices of the
//     module's own functions by one.
//   - Its data segments are lifted out and applied by the host at boot.
//     wazero applies data after the memory allocator has run, which would
//     overwrite memory restored from a snapshot; with the data lifted out, one
//     compiled module serves both a boot and a restore.
//   - Every mutable global it defines is exported, so a snapshot can save and
//     restore the module's whole state.
func Prepare(wasm []byte, fuel bool) (*Module, error) {
	if len(wasm) < 8 || !bytes.Equal(wasm[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module")
	}
	info, err := scan(wasm)
	if err != nil {
		return nil, err
	}
	rw := &rewriter{fuel: fuel, importedFuncs: info.importedFuncs}
	mutable := info.mutable
	if fuel {
		rw.yield, rw.fuelGlobal = info.importedFuncs, info.importedGlobals+info.globals
		mutable = append(mutable, rw.fuelGlobal)
	}
	p := &Module{NeedsSbx: fuel}
	out := append(make([]byte, 0, len(wasm)+len(wasm)/8), wasm[:8]...)
	seen := map[byte]bool{}
	// add emits the sections prepare may have to create, once each, as
	// soon as a section that must follow them comes up.
	add := func(before int) {
		for _, id := range []byte{secType, secImport, secGlobal, secExport} {
			if seen[id] || sectionOrder[id] >= before || (!fuel && id != secExport) {
				continue
			}
			seen[id] = true
			body, _ := rw.section(id, nil, info, p, mutable)
			out = appendSection(out, id, body)
		}
	}
	err = sections(wasm, func(id byte, body []byte) (err error) {
		if id != secCustom {
			add(sectionOrder[id])
			seen[id] = true
		}
		switch {
		case id == secData:
			if p.Data, err = dataSegments(body); err != nil {
				return fmt.Errorf("data section: %w", err)
			}
			return nil
		case id == secDataCount:
			return nil
		case id == secCustom && fuel && customName(body) == "name":
			return nil // its function indices would be wrong
		}
		if body, err = rw.section(id, body, info, p, mutable); err != nil {
			return fmt.Errorf("section %d: %w", id, err)
		}
		out = appendSection(out, id, body)
		return nil
	})
	if err != nil {
		return nil, err
	}
	add(len(sectionOrder) + 1)
	p.Wasm = out
	return p, nil
}

// scan reads the counts prepare needs: types, imported functions and
// globals, defined globals and which of them are mutable.
func scan(wasm []byte) (*moduleInfo, error) {
	info := &moduleInfo{}
	err := sections(wasm, func(id byte, body []byte) (err error) {
		s := Reader{b: body}
		switch id {
		case secType:
			info.types, err = s.U32()
		case secImport:
			err = info.scanImports(&s)
		case secGlobal:
			err = info.scanGlobals(&s)
		}
		if err != nil {
			return fmt.Errorf("section %d: %w", id, err)
		}
		return nil
	})
	return info, err
}

// sections calls fn with each section of a module, in order.
func sections(wasm []byte, fn func(id byte, body []byte) error) error {
	r := Reader{b: wasm, pos: 8}
	for r.pos < len(r.b) {
		id, err := r.Byte()
		if err != nil {
			return err
		}
		size, err := r.U32()
		if err != nil {
			return err
		}
		body, err := r.Take(int(size))
		if err != nil {
			return fmt.Errorf("section %d: %w", id, err)
		}
		if err := fn(id, body); err != nil {
			return err
		}
	}
	return nil
}

func (info *moduleInfo) scanImports(r *Reader) error {
	n, err := r.U32()
	if err != nil {
		return err
	}
	for i := uint32(0); i < n; i++ {
		for range 2 { // module and field names
			if err := r.skipName(); err != nil {
				return err
			}
		}
		kind, err := r.Byte()
		if err != nil {
			return err
		}
		switch kind {
		case 0: // function: type index
			info.importedFuncs++
			err = r.skipLEB()
		case 1: // table: reference type, limits
			if _, err = r.Byte(); err == nil {
				err = r.skipLimits()
			}
		case 2: // memory: limits
			err = r.skipLimits()
		case 3: // global: value type, mutability
			info.importedGlobals++
			_, err = r.Take(2)
		default:
			err = fmt.Errorf("import kind %d", kind)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (info *moduleInfo) scanGlobals(r *Reader) error {
	n, err := r.U32()
	if err != nil {
		return err
	}
	info.globals = n
	for i := uint32(0); i < n; i++ {
		typ, err := r.Take(2) // value type, mutability
		if err != nil {
			return err
		}
		if typ[1] == 1 {
			info.mutable = append(info.mutable, info.importedGlobals+i)
		}
		if err := r.skipExpr(); err != nil {
			return err
		}
	}
	return nil
}

// rewriter rewrites sections: with fuel, it renumbers the module's own
// functions past the new import and inserts the fuel checks.
type rewriter struct {
	fuel                 bool
	importedFuncs, yield uint32
	fuelGlobal           uint32
	check                []byte
}

// fn maps a function index of the original module to the rewritten one.
func (rw *rewriter) fn(i uint32) uint32 {
	if rw.fuel && i >= rw.importedFuncs {
		return i + 1
	}
	return i
}

// fuelCheck is the code inserted at each loop head:
//
//	global.get $fuel; i32.const 1; i32.sub; global.set $fuel
//	global.get $fuel; i32.eqz; if; call $yield; global.set $fuel; end
//
// The test reads the value just stored, which the compiler keeps in a
// register: one load, subtract and store per iteration.
func (rw *rewriter) fuelCheck() []byte {
	if rw.check == nil {
		g := AppendU32(nil, rw.fuelGlobal)
		c := append([]byte{0x23}, g...)
		c = append(c, 0x41, 0x01, 0x6b, 0x24)
		c = append(append(c, g...), 0x23)
		c = append(append(c, g...), 0x45, 0x04, 0x40, 0x10)
		c = AppendU32(c, rw.yield)
		c = append(append(c, 0x24), g...)
		rw.check = append(c, 0x0b)
	}
	return rw.check
}

// section rewrites one section's body (nil: create the section).
func (rw *rewriter) section(id byte, body []byte, info *moduleInfo, p *Module, mutable []uint32) ([]byte, error) {
	switch id {
	case secType:
		if !rw.fuel {
			return body, nil
		}
		return appendToVec(body, []byte{0x60, 0x00, 0x01, 0x7f}), nil // () -> i32
	case secImport:
		if !rw.fuel {
			return body, nil
		}
		imp := AppendU32(nil, uint32(len(YieldModule)))
		imp = append(imp, YieldModule...)
		imp = AppendU32(imp, uint32(len(YieldName)))
		imp = append(imp, YieldName...)
		imp = AppendU32(append(imp, 0x00), info.types)
		return appendToVec(body, imp), nil
	case secGlobal:
		out, err := rw.vec(body, func(r *Reader, out []byte) ([]byte, error) {
			typ, err := r.Take(2)
			if err != nil {
				return nil, err
			}
			return rw.instrs(r, append(out, typ...), true)
		})
		if err != nil || !rw.fuel {
			return out, err
		}
		g := append([]byte{0x7f, 0x01, 0x41}, AppendU32(nil, FuelPerYield)...) // i32.const fits: 2^16 < 2^31
		return appendToVec(out, append(g, 0x0b)), nil
	case secExport:
		out, err := rw.vec(body, func(r *Reader, out []byte) ([]byte, error) {
			start := r.pos
			if err := r.skipName(); err != nil {
				return nil, err
			}
			out = append(out, r.b[start:r.pos]...)
			kind, err := r.Byte()
			if err != nil {
				return nil, err
			}
			idx, err := r.U32()
			if kind == 0 {
				idx = rw.fn(idx)
			}
			return AppendU32(append(out, kind), idx), err
		})
		if err != nil {
			return nil, err
		}
		for _, g := range mutable {
			name := fmt.Sprintf("%s%d", GlobalExportPrefix, g)
			e := AppendU32(nil, uint32(len(name)))
			e = append(e, name...)
			out = appendToVec(out, AppendU32(append(e, 0x03), g))
			p.Globals = append(p.Globals, name)
		}
		return out, nil
	case secStart:
		r := Reader{b: body}
		idx, err := r.U32()
		return AppendU32(nil, rw.fn(idx)), err
	case secElement:
		return rw.vec(body, rw.element)
	case secCode:
		return rw.vec(body, func(r *Reader, out []byte) ([]byte, error) {
			size, err := r.U32()
			if err != nil {
				return nil, err
			}
			fn, err := r.Take(int(size))
			if err != nil {
				return nil, err
			}
			nb, err := rw.body(fn)
			if err != nil {
				return nil, err
			}
			return append(AppendU32(out, uint32(len(nb))), nb...), nil
		})
	}
	return body, nil
}

// vec rewrites a vector, item by item (nil: an empty vector).
func (rw *rewriter) vec(body []byte, item func(*Reader, []byte) ([]byte, error)) ([]byte, error) {
	if body == nil {
		return []byte{0}, nil
	}
	r := Reader{b: body}
	n, err := r.U32()
	if err != nil {
		return nil, err
	}
	out := AppendU32(make([]byte, 0, len(body)+len(body)/8), n)
	for i := uint32(0); i < n; i++ {
		if out, err = item(&r, out); err != nil {
			return nil, fmt.Errorf("item %d: %w", i, err)
		}
	}
	return out, nil
}

// appendToVec adds one encoded item to a vector (nil: a new vector).
func appendToVec(vec, item []byte) []byte {
	var n uint32
	r := Reader{b: vec}
	if len(vec) > 0 {
		n, _ = r.U32()
	}
	out := AppendU32(nil, n+1)
	out = append(out, vec[r.pos:]...)
	return append(out, item...)
}

// element rewrites one element segment, in any of its eight encodings.
func (rw *rewriter) element(r *Reader, out []byte) ([]byte, error) {
	flag, err := r.U32()
	if err != nil {
		return nil, err
	}
	if flag > 7 {
		return nil, fmt.Errorf("element segment kind %d", flag)
	}
	out = AppendU32(out, flag)
	if flag&2 != 0 && flag&1 == 0 { // explicit table index
		t, err := r.U32()
		if err != nil {
			return nil, err
		}
		out = AppendU32(out, t)
	}
	if flag&1 == 0 { // active: offset expression
		if out, err = rw.instrs(r, out, true); err != nil {
			return nil, err
		}
	}
	if flag&3 != 0 { // element kind or reference type
		k, err := r.Byte()
		if err != nil {
			return nil, err
		}
		out = append(out, k)
	}
	n, err := r.U32()
	if err != nil {
		return nil, err
	}
	out = AppendU32(out, n)
	for i := uint32(0); i < n; i++ {
		if flag&4 != 0 {
			out, err = rw.instrs(r, out, true)
		} else {
			var f uint32
			f, err = r.U32()
			out = AppendU32(out, rw.fn(f))
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// body rewrites one function body: its locals, then its code.
func (rw *rewriter) body(fn []byte) ([]byte, error) {
	r := Reader{b: fn}
	groups, err := r.U32()
	if err != nil {
		return nil, err
	}
	for i := uint32(0); i < groups; i++ {
		if _, err := r.U32(); err != nil {
			return nil, err
		}
		if _, err := r.Byte(); err != nil {
			return nil, err
		}
	}
	out := append(make([]byte, 0, len(fn)+64), fn[:r.pos]...)
	return rw.instrs(&r, out, false)
}

// instrs copies instructions, renumbering function references and, with
// fuel, inserting the fuel check after each loop's block type. A constant
// expression stops after its end; code runs to the end of r.
func (rw *rewriter) instrs(r *Reader, out []byte, constExpr bool) ([]byte, error) {
	for r.pos < len(r.b) {
		start := r.pos
		op, _ := r.Byte()
		switch op {
		case 0x10, 0x12, 0xd2: // call, return_call, ref.func
			f, err := r.U32()
			if err != nil {
				return nil, err
			}
			out = AppendU32(append(out, op), rw.fn(f))
			continue
		}
		if err := r.skipImmediates(op); err != nil {
			return nil, fmt.Errorf("opcode 0x%02x at %d: %w", op, start, err)
		}
		out = append(out, r.b[start:r.pos]...)
		switch {
		case op == 0x03 && rw.fuel && !constExpr:
			out = append(out, rw.fuelCheck()...)
		case op == 0x0b && constExpr:
			return out, nil
		}
	}
	if constExpr {
		return nil, errTruncated
	}
	return out, nil
}

func appendSection(out []byte, id byte, body []byte) []byte {
	out = append(out, id)
	out = AppendU32(out, uint32(len(body)))
	return append(out, body...)
}

// customName returns a custom section's name.
func customName(body []byte) string {
	r := Reader{b: body}
	n, err := r.U32()
	if err != nil {
		return ""
	}
	name, err := r.Take(int(n))
	if err != nil {
		return ""
	}
	return string(name)
}

// dataSegments decodes a data section of active segments at constant
// addresses, the form clang and wasm-ld produce.
func dataSegments(sec []byte) ([]Segment, error) {
	r := Reader{b: sec}
	n, err := r.U32()
	if err != nil {
		return nil, err
	}
	var out []Segment
	for i := uint32(0); i < n; i++ {
		flag, err := r.U32()
		if err != nil {
			return nil, err
		}
		switch flag {
		case 0:
		case 2:
			if mem, err := r.U32(); err != nil || mem != 0 {
				return nil, fmt.Errorf("segment %d: only memory 0 is supported", i)
			}
		default:
			return nil, fmt.Errorf("segment %d: passive data segments are not supported", i)
		}
		if op, err := r.Byte(); err != nil || op != 0x41 {
			return nil, fmt.Errorf("segment %d: offset is not an i32.const", i)
		}
		off, err := r.s32()
		if err != nil {
			return nil, err
		}
		if end, err := r.Byte(); err != nil || end != 0x0b {
			return nil, fmt.Errorf("segment %d: offset expression too long", i)
		}
		l, err := r.U32()
		if err != nil {
			return nil, err
		}
		b, err := r.Take(int(l))
		if err != nil {
			return nil, err
		}
		out = append(out, Segment{Offset: uint32(off), Bytes: b})
	}
	return out, nil
}

// applyData applies the lifted data segments to a fresh instance's memory.
func (p *Module) ApplyData(mem api.Memory) error {
	for _, d := range p.Data {
		if !mem.Write(d.Offset, d.Bytes) {
			return fmt.Errorf("data segment at %d (%d bytes) does not fit in memory", d.Offset, len(d.Bytes))
		}
	}
	return nil
}

func (r *Reader) skipName() error {
	l, err := r.U32()
	if err != nil {
		return err
	}
	_, err = r.Take(int(l))
	return err
}

func (r *Reader) skipLimits() error {
	flag, err := r.Byte()
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

// skipExpr skips a constant expression up to its end opcode.
func (r *Reader) skipExpr() error {
	for {
		op, err := r.Byte()
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

// s32 decodes a signed LEB128 value of at most 32 bits.
func (r *Reader) s32() (int32, error) {
	var v int64
	for shift := 0; shift < 35; shift += 7 {
		c, err := r.Byte()
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

// Reader walks a byte slice of wasm encoding.
type Reader struct {
	b   []byte
	pos int
}

var errTruncated = errors.New("unexpected end of module")

// Byte reads one byte.
func (r *Reader) Byte() (byte, error) {
	if r.pos >= len(r.b) {
		return 0, errTruncated
	}
	c := r.b[r.pos]
	r.pos++
	return c, nil
}

// Take reads the next n bytes.
func (r *Reader) Take(n int) ([]byte, error) {
	if n < 0 || r.pos+n > len(r.b) {
		return nil, errTruncated
	}
	s := r.b[r.pos : r.pos+n]
	r.pos += n
	return s, nil
}

// U32 decodes an unsigned LEB128 value of at most 32 bits.
func (r *Reader) U32() (uint32, error) {
	var v uint32
	for shift := 0; shift < 35; shift += 7 {
		c, err := r.Byte()
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
func (r *Reader) skipLEB() error {
	for i := 0; i < 10; i++ {
		c, err := r.Byte()
		if err != nil {
			return err
		}
		if c&0x80 == 0 {
			return nil
		}
	}
	return errors.New("LEB128 value too long")
}

func (r *Reader) skipLEBs(n int) error {
	for i := 0; i < n; i++ {
		if err := r.skipLEB(); err != nil {
			return err
		}
	}
	return nil
}

// skipBlockType skips a block type: empty, a value type or a type index.
func (r *Reader) skipBlockType() error {
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
func (r *Reader) skipImmediates(op byte) error {
	switch {
	case op == 0x02 || op == 0x03 || op == 0x04: // block, loop, if
		return r.skipBlockType()
	case op == 0x0c || op == 0x0d: // br, br_if
		return r.skipLEB()
	case op == 0x0e: // br_table
		n, err := r.U32()
		if err != nil {
			return err
		}
		return r.skipLEBs(int(n) + 1)
	case op == 0x10 || op == 0x12: // call, return_call
		return r.skipLEB()
	case op == 0x11 || op == 0x13: // call_indirect, return_call_indirect
		return r.skipLEBs(2)
	case op == 0x1c: // select t*
		n, err := r.U32()
		if err != nil {
			return err
		}
		_, err = r.Take(int(n))
		return err
	case op >= 0x20 && op <= 0x26: // locals, globals, table.get/set
		return r.skipLEB()
	case op >= 0x28 && op <= 0x3e: // loads and stores: align, [memidx], offset
		align, err := r.U32()
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
		_, err := r.Take(4)
		return err
	case op == 0x44:
		_, err := r.Take(8)
		return err
	case op == 0xd0: // ref.null t
		_, err := r.Byte()
		return err
	case op == 0xd2: // ref.func
		return r.skipLEB()
	case op == 0xfc:
		sub, err := r.U32()
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

// AppendU32 appends v as unsigned LEB128.
func AppendU32(b []byte, v uint32) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}

// AppendBytes appends b with its length.
func AppendBytes(out, b []byte) []byte { return append(AppendU32(out, uint32(len(b))), b...) }

// Bytes reads what AppendBytes wrote.
func (r *Reader) Bytes() ([]byte, error) {
	n, err := r.U32()
	if err != nil {
		return nil, err
	}
	return r.Take(int(n))
}

// NewReader reads b.
func NewReader(b []byte) *Reader { return &Reader{b: b} }

// Sources are the package's own sources: wasmrt's cache keys hash them
// with its own, so a changed rewriter uses fresh files.
//
//go:embed *.go
var Sources embed.FS

// Rest is how many bytes are left to read.
func (r *Reader) Rest() int { return len(r.b) - r.pos }
