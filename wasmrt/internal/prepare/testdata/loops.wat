;; loops.wat: functions that exercise prepare: loop instrumentation, lifted
;; data segments and exported mutable globals.
;; Rebuild: wat2wasm --enable-all testdata/loops.wat -o testdata/loops.wasm
(module
  (type $binop (func (param i32 i32) (result i32)))
  (memory (export "memory") 1)
  (table 2 funcref)
  (elem (i32.const 0) $add $sub)
  (data (i32.const 64) "abcdefgh")
  (global $counter (mut i32) (i32.const 7))

  ;; peek reads the data segment; bump counts calls in a mutable global.
  (func (export "peek") (result i32) (i32.load (i32.const 64)))
  (func (export "bump") (result i32)
    (global.set $counter (i32.add (global.get $counter) (i32.const 1)))
    (global.get $counter))
  (func $add (type $binop) (i32.add (local.get 0) (local.get 1)))
  (func $sub (type $binop) (i32.sub (local.get 0) (local.get 1)))

  ;; spin never returns on its own.
  (func (export "spin") (loop $l (br $l)))

  ;; sum returns 0 + 1 + ... + (n-1) through nested blocks, br_table,
  ;; call_indirect, typed select, 64-bit and float constants, sign extension,
  ;; saturating conversion and bulk memory.
  (func (export "sum") (param $n i32) (result i32) (local $i i32) (local $acc i32)
    (memory.copy (i32.const 128) (i32.const 64) (i32.const 8))
    (memory.fill (i32.const 256) (i32.const 0) (i32.const 8))
    (drop (i64.const -1))
    (drop (f32.const 1.5))
    (drop (i32.trunc_sat_f64_s (f64.const 2.5)))
    (drop (i32.extend8_s (i32.const 255)))
    (drop (select (result i32) (i32.const 1) (i32.const 2) (i32.const 0)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (block $b1
          (block $b0
            (br_table $b0 $b1 $b1 (i32.and (local.get $i) (i32.const 1))))
          (nop))
        (local.set $acc (call_indirect (type $binop) (local.get $acc) (local.get $i) (i32.const 0)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $next)))
    (local.get $acc))

  ;; fib is call-heavy with no loops.
  (func $fib (export "fib") (param $n i32) (result i32)
    (if (result i32) (i32.lt_u (local.get $n) (i32.const 2))
      (then (local.get $n))
      (else (i32.add (call $fib (i32.sub (local.get $n) (i32.const 1)))
                     (call $fib (i32.sub (local.get $n) (i32.const 2))))))))
