// Runs a Python kernel in python.wasm under Node's node:wasi (V8), the way
// sbx runs it under wazero: sbx_init once, then sbx_exec of the program
// (read from stdin) REPS times in the same interpreter.
//
//   node --no-warnings node-wasi.mjs PYTHON.WASM HOME REPS < program.py
//
// HOME holds lib/python3.13, the standard library, and is mounted at
// /usr/local.
import { WASI } from 'node:wasi';
import { readFileSync } from 'node:fs';

const [wasmPath, home, reps] = process.argv.slice(2);
const wasi = new WASI({ version: 'preview1', args: ['python'], env: {}, preopens: { '/usr/local': home }, returnOnExit: true });
const instance = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(wasmPath)), wasi.getImportObject());
wasi.initialize(instance);
const ex = instance.exports;
if (ex.sbx_init() !== 0) process.exit(1);
const code = new TextEncoder().encode(readFileSync(0, 'utf8'));
for (let i = 0; i < Number(reps); i++) {
  const p = ex.malloc(code.length);
  new Uint8Array(ex.memory.buffer, p, code.length).set(code);
  const rc = ex.sbx_exec(p, code.length);
  ex.free(p);
  if (rc !== 0) process.exit(rc);
}
