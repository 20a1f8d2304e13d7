;; echo.wat: a minimal reactor implementing guests/ABI.md, used to test the
;; guesttest harness without building a real interpreter.
;;   sbx_exec echoes the source to stdout, or to stderr with status 1 when it
;;   starts with "!"; sbx_main returns argc, or proc_exits with 9 when argc is 3.
;; Rebuild: wat2wasm testdata/echo.wat -o testdata/echo.wasm
(module
  (import "wasi_snapshot_preview1" "fd_write"
    (func $fd_write (param i32 i32 i32 i32) (result i32)))
  (import "wasi_snapshot_preview1" "args_sizes_get"
    (func $args_sizes_get (param i32 i32) (result i32)))
  (import "wasi_snapshot_preview1" "proc_exit" (func $proc_exit (param i32)))
  (memory (export "memory") 2)
  (global $sp (export "__stack_pointer") (mut i32) (i32.const 65536))
  ;; address 0: bump pointer; 8..15: iovec; 16: nwritten; 24..31: argc, argv size
  (func (export "_initialize") (i32.store (i32.const 0) (i32.const 1024)))
  (func (export "malloc") (param $n i32) (result i32) (local $p i32)
    (local.set $p (i32.load (i32.const 0)))
    (i32.store (i32.const 0) (i32.add (local.get $p) (local.get $n)))
    (local.get $p))
  (func (export "free") (param i32))
  (func (export "sbx_init") (result i32) (i32.const 0))
  (func $write (param $fd i32) (param $p i32) (param $n i32)
    (i32.store (i32.const 8) (local.get $p))
    (i32.store (i32.const 12) (local.get $n))
    (drop (call $fd_write (local.get $fd) (i32.const 8) (i32.const 1) (i32.const 16))))
  (func (export "sbx_exec") (param $p i32) (param $n i32) (result i32)
    (if (result i32)
      (i32.and (i32.gt_u (local.get $n) (i32.const 0))
               (i32.eq (i32.load8_u (local.get $p)) (i32.const 33)))
      (then (call $write (i32.const 2) (local.get $p) (local.get $n)) (i32.const 1))
      (else (call $write (i32.const 1) (local.get $p) (local.get $n)) (i32.const 0))))
  (func (export "sbx_main") (result i32)
    (drop (call $args_sizes_get (i32.const 24) (i32.const 28)))
    (if (i32.eq (i32.load (i32.const 24)) (i32.const 3))
      (then (call $proc_exit (i32.const 9))))
    (i32.load (i32.const 24))))
