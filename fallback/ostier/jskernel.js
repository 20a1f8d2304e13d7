// sbx's persistent JavaScript kernel for os sandboxes: node runs cells one
// at a time in one global scope, so variables, functions and required
// modules persist. Each cell arrives as a JSON line on descriptor 3
// ({code, env, cwd, marker}); its output goes to the kernel's stdout and
// stderr, each ended by the cell's marker; its status goes back on
// descriptor 3 as a JSON line. A final expression's value is shown as
// node's REPL shows it; process.exit(n) ends the cell with status n, not
// the kernel. SIGINT interrupts a running cell, which keeps the state.
// display() is sbx's (internal/display, which sbx puts in DISPLAY): it
// leaves MIME bundles for sbx to return with the cell's result, and a final
// value with a [Symbol.for('Jupyter.display')]() method is displayed too.
'use strict';
const vm = require('vm');
const util = require('util');
const net = require('net');
const Module = require('module');

const DISPLAY = ''; // sbx's display code, put here by sbx (ostier_kernel.go)
if (DISPLAY) vm.runInThisContext(DISPLAY)(require('fs'), util.inspect);
// The WebAssembly kernel's rewrite of static imports to dynamic ones, put
// here by sbx (guests/js.RewriteImports), and node's REPL's rewrite of
// top-level await (with --expose-internals): a cell that uses them
// compiles as the REPL would compile it, its bindings global.
const REWRITE_IMPORTS = null;
let topLevelAwait = null;
try {
  topLevelAwait = require('internal/repl/await').processTopLevelAwait;
} catch (e) {}
const dynamicImport = vm.constants && vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER;

// compile returns the cell as a script, and whether its value comes
// wrapped by the top-level await rewrite ({ value }).
function compile(code, filename) {
  const opts = { filename, importModuleDynamically: dynamicImport };
  try {
    return [new vm.Script(code, opts), false];
  } catch (e) {
    if (!(e instanceof SyntaxError) || !topLevelAwait) throw e;
    const imports = REWRITE_IMPORTS ? REWRITE_IMPORTS(code) : undefined;
    const wrapped = topLevelAwait(imports === undefined ? code : imports);
    if (wrapped === null) throw e;
    try {
      return [new vm.Script(wrapped, opts), true];
    } catch (e2) {
      throw e; // the error of the code as written
    }
  }
}

const ctl = new net.Socket({ fd: 3, readable: true, writable: true });
let pending = '';
let count = 0;
let queue = Promise.resolve();

class Exit extends Error {
  constructor(code) {
    super('process.exit(' + code + ')');
    this.code = code;
  }
}

// Output goes out as it is written, as with a terminal: a cell that prints
// in a loop waits for the reader instead of queueing it all in memory.
for (const s of [process.stdout, process.stderr]) {
  if (s._handle && typeof s._handle.setBlocking === 'function') s._handle.setBlocking(true);
}
process.on('SIGINT', () => {}); // outside a cell a SIGINT is for nothing
process.on('uncaughtException', (e) => process.stderr.write('Uncaught ' + util.inspect(e) + '\n'));
process.on('unhandledRejection', (e) => process.stderr.write('Unhandled rejection: ' + util.inspect(e) + '\n'));

ctl.on('data', (chunk) => {
  pending += chunk;
  let i;
  while ((i = pending.indexOf('\n')) >= 0) {
    const line = pending.slice(0, i);
    pending = pending.slice(i + 1);
    queue = queue.then(() => run(JSON.parse(line)));
  }
});
ctl.on('end', () => process.exit(0));

async function run(req) {
  count++;
  const saved = Object.assign({}, process.env);
  Object.assign(process.env, req.env || {});
  try {
    process.chdir(req.cwd || '/workspace');
  } catch (e) {}
  globalThis.require = Module.createRequire(process.cwd() + '/');
  const exit = process.exit;
  process.exit = (code) => {
    throw new Exit(code === undefined ? 0 : code);
  };
  let status = 0;
  try {
    const [script, wrapped] = compile(req.code, '<cell-' + count + '>');
    let value = script.runInThisContext({ breakOnSigint: true, displayErrors: false });
    if (value && typeof value.then === 'function') value = await value;
    if (wrapped) value = value && value.value;
    if (value !== undefined) process.stdout.write(util.inspect(value) + '\n');
    if (value != null && typeof value[Symbol.for('Jupyter.display')] === 'function') globalThis.display(value);
  } catch (e) {
    if (e instanceof Exit) {
      status = e.code;
    } else {
      status = 1;
      process.stderr.write('Uncaught ' + (e && e.stack ? e.stack : util.inspect(e)) + '\n');
    }
  }
  process.exit = exit;
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  process.stdout.write(req.marker);
  process.stderr.write(req.marker);
  ctl.write(JSON.stringify({ status }) + '\n');
}
