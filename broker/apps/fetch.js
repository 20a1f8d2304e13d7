// The publish_app JavaScript side: evaluated once in the sandbox's
// JavaScript kernel, it keeps under Symbol.for("sbx.app") the functions
// that call a published fetch handler (an object with fetch(request)
// returning a Response, as `export default { fetch }` in a module) for one
// HTTP request, and print one line: MARK and the response as JSON, the
// body in base64. It defines Request, Response and Headers where the
// kernel has none, for handlers to use.
(() => {
  const MARK = "\x1esbx-app:";
  const enc = new TextEncoder();
  const dec = new TextDecoder();

  class Headers {
    constructor(init) {
      this._m = new Map();
      if (init == null) return;
      const pairs = init instanceof Headers || Array.isArray(init) ? [...(init instanceof Headers ? init.entries() : init)] : Object.entries(init);
      for (const [k, v] of pairs) this.append(k, v);
    }
    append(k, v) {
      const key = String(k).toLowerCase();
      const old = this._m.get(key);
      this._m.set(key, old === undefined ? String(v) : `${old}, ${v}`);
    }
    set(k, v) { this._m.set(String(k).toLowerCase(), String(v)); }
    get(k) { const v = this._m.get(String(k).toLowerCase()); return v === undefined ? null : v; }
    has(k) { return this._m.has(String(k).toLowerCase()); }
    delete(k) { this._m.delete(String(k).toLowerCase()); }
    entries() { return this._m.entries(); }
    keys() { return this._m.keys(); }
    values() { return this._m.values(); }
    forEach(f, self) { for (const [k, v] of this._m) f.call(self, v, k, this); }
    [Symbol.iterator]() { return this._m.entries(); }
  }

  function bytesOf(body) {
    if (body == null) return new Uint8Array(0);
    if (typeof body === "string") return enc.encode(body);
    if (body instanceof Uint8Array) return body;
    if (body instanceof ArrayBuffer) return new Uint8Array(body);
    if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
    return enc.encode(String(body));
  }

  class Body {
    async text() { return dec.decode(this._bytes); }
    async json() { return JSON.parse(dec.decode(this._bytes)); }
    async arrayBuffer() { return this._bytes.slice().buffer; }
    async bytes() { return this._bytes.slice(); }
  }

  class Request extends Body {
    constructor(url, init = {}) {
      super();
      this.url = String(url);
      this.method = String(init.method ?? "GET").toUpperCase();
      this.headers = new Headers(init.headers);
      this._bytes = bytesOf(init.body);
    }
  }

  class Response extends Body {
    constructor(body, init = {}) {
      super();
      this.status = init.status ?? 200;
      this.statusText = init.statusText ?? "";
      this.headers = new Headers(init.headers);
      this._bytes = bytesOf(body);
      if (typeof body === "string" && !this.headers.has("content-type")) this.headers.set("content-type", "text/plain;charset=UTF-8");
    }
    get ok() { return this.status >= 200 && this.status < 300; }
    static json(data, init = {}) {
      const r = new Response(JSON.stringify(data), init);
      r.headers.set("content-type", "application/json");
      return r;
    }
  }

  for (const [name, value] of Object.entries({ Headers, Request, Response })) {
    if (globalThis[name] === undefined) {
      Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
    }
  }

  function base64(bytes) {
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }

  function unbase64(s) {
    const bin = atob(s);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }

  // load returns the handler target names: a module file's default
  // export, or a global the kernel's code defined.
  async function load(target) {
    const h = target.includes("/") ? (await import(target)).default : globalThis[target];
    if (h == null || typeof h.fetch !== "function") {
      throw new TypeError(`${target} is not a fetch handler: give an object with a fetch(request) method, such as export default { fetch(request) { return new Response("hi") } }`);
    }
    return h;
  }

  function errorText(e) {
    return e && e.stack ? `${e.name}: ${e.message}\n${e.stack}` : String(e);
  }

  async function check(target) {
    let out;
    try {
      await load(target);
      out = { ok: true };
    } catch (e) {
      out = { error: errorText(e) };
    }
    console.log(MARK + JSON.stringify(out));
  }

  async function call(target, req, budget) {
    let out;
    try {
      const h = await load(target);
      const url = `${req.scheme}://${req.host}${req.uri}`;
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : unbase64(req.body);
      let res = await h.fetch(new Request(url, { method: req.method, headers: req.headers, body }));
      if (!(res instanceof Response)) res = new Response(res == null ? "" : typeof res === "string" ? res : JSON.stringify(res));
      out = { status: `${res.status} ${res.statusText}`, headers: [...res.headers.entries()], body: base64(res._bytes) };
    } catch (e) {
      out = { error: errorText(e) };
    }
    let line = JSON.stringify(out);
    if (line.length > budget) {
      line = JSON.stringify({ too_large: `the response is more than a request's output limit allows (about ${budget * 3 / 4 >> 10} KiB); publish large files as a static app` });
    }
    console.log(MARK + line);
  }

  Object.defineProperty(globalThis, Symbol.for("sbx.app"), { value: { check, call } });
})();
