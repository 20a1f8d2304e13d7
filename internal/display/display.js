// sbx's display() for JavaScript kernels (WebAssembly and os): the
// function expression a kernel calls once with node's fs module and
// util.inspect. It defines globalThis.display, which sends each value as a
// MIME bundle in the same form and place as the Python kernels' display
// code (display.py): for sbx to collect, in order, when the cell ends.
//
// JavaScript has no rich-repr protocol of its own; display() follows
// Deno's Jupyter kernel. A value with a [Symbol.for("Jupyter.display")]()
// method is shown as the bundle that method returns, a plain object whose
// keys are all MIME types ({"text/html": "<b>hi</b>"}) as itself, and
// anything else as its inspected text. Images are base64 strings. A cell
// keeps at most MAX_DISPLAYS bundles of at most MAX_BYTES each; past that,
// one more bundle says how many were left out.
(function sbxDisplay(fs, inspect) {
  const DIR = '/workspace/.sbx/displays'; // Dir in display.go
  const MAX_DISPLAYS = 20;
  const MAX_BYTES = 8 << 20;
  const TRUNCATED = 'zzzzzz.json'; // sorts last
  const rich = Symbol.for('Jupyter.display');
  const mimeRE = /^[a-z]+\/[-+.\w]+$/;
  let seq = 0;

  const typeName = (v) => v === null ? 'null' : typeof v !== 'object' && typeof v !== 'function' ? typeof v
    : (v.constructor && v.constructor.name) || 'Object';
  const text = (v) => typeof v === 'string' ? v : inspect(v);
  const isBundle = (v) => v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype &&
    Object.keys(v).length > 0 && Object.keys(v).every((k) => mimeRE.test(k));

  /** bundle is v's MIME bundle: its rich form, or its text. */
  function bundle(v) {
    let data = null, error;
    try {
      if (v !== null && v !== undefined && typeof v[rich] === 'function') data = v[rich]();
      else if (isBundle(v)) data = v;
    } catch (e) {
      error = `${typeName(e)}: ${e && e.message}`;
    }
    const out = {};
    for (const [k, x] of Object.entries(isBundle(data) ? data : {})) {
      out[k] = typeof x === 'string' || k.endsWith('json') ? x : String(x);
    }
    if (typeof out['text/plain'] !== 'string') out['text/plain'] = isBundle(v) ? '[MIME bundle]' : text(v);
    const metadata = { type: isBundle(v) ? 'bundle' : typeName(v) };
    if (error) metadata.error = error;
    return { data: out, metadata };
  }

  /** write writes text to DIR/name, whole or not at all. */
  function write(name, text) {
    fs.writeFileSync(`${DIR}/${name}.tmp`, text);
    fs.renameSync(`${DIR}/${name}.tmp`, `${DIR}/${name}`);
  }

  /** send writes bundle b for sbx; what it has not collected yet counts
   * against the cell's limit. */
  function send(b) {
    try {
      fs.mkdirSync(DIR, { recursive: true });
      const kept = fs.readdirSync(DIR).filter((n) => n.endsWith('.json') && n !== TRUNCATED);
      if (kept.length >= MAX_DISPLAYS) {
        let n = 1;
        try {
          n += JSON.parse(fs.readFileSync(`${DIR}/${TRUNCATED}`, 'utf8')).metadata.dropped;
        } catch (e) {}
        write(TRUNCATED, JSON.stringify({ data: { 'text/plain': `${n} more displays were left out: a cell keeps at most ${MAX_DISPLAYS}` },
          metadata: { type: 'sbx.truncated', dropped: n } }));
        return;
      }
      let s = JSON.stringify(b);
      if (s.length > MAX_BYTES) {
        s = JSON.stringify({ data: { 'text/plain': b.data['text/plain'] },
          metadata: { type: b.metadata.type, error: `the display was ${s.length} bytes, over the limit of ${MAX_BYTES}` } });
      }
      seq++;
      write(String(seq).padStart(6, '0') + '.json', s);
    } catch (e) {
      console.error(`sbx: a display could not be kept: ${e && e.message}`);
    }
  }

  /** display shows each value as a notebook would. */
  function display(...values) {
    for (const v of values) send(bundle(v));
  }
  Object.defineProperty(globalThis, 'display', { value: display, writable: true, configurable: true, enumerable: false });
})
