// prelude.js - evaluated once per instance (strict global script, file name
// "sbx:prelude"). Its completion value is a function that receives the
// natives of sbx_js.c and returns the hooks sbx_js.c calls. It installs the
// node-like globals: console, process, require, Buffer, TextEncoder,
// TextDecoder, setTimeout & co, queueMicrotask, structuredClone, atob, btoa,
// performance, Intl, and the built-in modules fs, fs/promises, path, util,
// process.
(function (native) {
  'use strict';
  const G = globalThis;
  const O = Object;
  const hasOwn = (o, k) => O.prototype.hasOwnProperty.call(o, k);
  const defineHidden = (obj, name, value) =>
    O.defineProperty(obj, name, { value, writable: true, configurable: true, enumerable: false });

  // ------------------------------------------------------------------
  // util.inspect (a compact re-implementation of node's algorithm)

  const kCustom = Symbol.for('nodejs.util.inspect.custom');
  const kObjectType = 0;
  const kArrayExtrasType = 1;
  const identRe = /^[a-zA-Z_][a-zA-Z_0-9]*$/;
  const typedArrayProto = O.getPrototypeOf(Uint8Array.prototype);
  const typedArrayTag = O.getOwnPropertyDescriptor(typedArrayProto, Symbol.toStringTag).get;
  const isTypedArray = (v) => typedArrayTag.call(v) !== undefined;
  const inspectDefaults = {
    depth: 2, breakLength: 80, compact: 3, maxArrayLength: 100,
    maxStringLength: 10000, sorted: false, showHidden: false, colors: false,
  };

  function inspect(value, opts) {
    const o = O.assign({}, inspectDefaults);
    if (opts !== null && typeof opts === 'object') O.assign(o, opts);
    if (o.depth === Infinity) o.depth = null;
    const ctx = O.assign(o, { seen: [], circular: new Map(), indentationLvl: 0, currentDepth: 0 });
    return formatValue(ctx, value, 0);
  }
  inspect.custom = kCustom;
  inspect.defaultOptions = inspectDefaults;

  function strEscape(str) {
    let quote = "'";
    if (str.includes("'")) {
      if (!str.includes('"')) quote = '"';
      else if (!str.includes('`') && !str.includes('${')) quote = '`';
    }
    let out = '';
    for (let i = 0; i < str.length; i++) {
      const ch = str[i];
      const c = str.charCodeAt(i);
      if (ch === quote || ch === '\\') out += '\\' + ch;
      else if (ch === '\n') out += '\\n';
      else if (ch === '\t') out += '\\t';
      else if (ch === '\r') out += '\\r';
      else if (ch === '\b') out += '\\b';
      else if (ch === '\f') out += '\\f';
      else if (ch === '\v') out += '\\v';
      else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).toUpperCase().padStart(2, '0');
      else out += ch;
    }
    return quote + out + quote;
  }

  function formatNumber(n) {
    return O.is(n, -0) ? '-0' : `${n}`;
  }

  function formatPrimitive(ctx, value) {
    switch (typeof value) {
      case 'string': {
        let trailer = '';
        if (value.length > ctx.maxStringLength) {
          const remaining = value.length - ctx.maxStringLength;
          value = value.slice(0, ctx.maxStringLength);
          trailer = `... ${remaining} more character${remaining > 1 ? 's' : ''}`;
        }
        return strEscape(value) + trailer;
      }
      case 'number': return formatNumber(value);
      case 'bigint': return `${value}n`;
      case 'symbol': return value.toString();
      default: return `${value}`;
    }
  }

  function getCtorName(obj) {
    let o = obj;
    let guard = 0;
    while (o !== null && guard++ < 1000) {
      const d = O.getOwnPropertyDescriptor(o, 'constructor');
      if (d !== undefined && typeof d.value === 'function' && d.value.name !== '') {
        try {
          if (obj instanceof d.value || o === obj) return d.value.name;
        } catch (e) { /* ignore */ }
        return d.value.name;
      }
      o = O.getPrototypeOf(o);
    }
    return null;
  }

  function getPrefix(constructor, tag, fallback, size = '') {
    if (constructor === null) {
      if (tag !== '' && fallback !== tag) return `[${fallback}${size}: null prototype] [${tag}] `;
      return `[${fallback}${size}: null prototype] `;
    }
    if (tag !== '' && constructor !== tag) return `${constructor}${size} [${tag}] `;
    return `${constructor}${size} `;
  }

  function isIndexKey(k) {
    if (k.length === 0 || k.length > 10) return false;
    const c = k.charCodeAt(0);
    if (c < 48 || c > 57 || (c === 48 && k.length > 1)) return false;
    for (let i = 1; i < k.length; i++) {
      const d = k.charCodeAt(i);
      if (d < 48 || d > 57) return false;
    }
    return +k < 4294967295;
  }

  function getKeys(value, filterIndices) {
    let keys = O.keys(value);
    if (filterIndices) keys = keys.filter((k) => !isIndexKey(k));
    const syms = O.getOwnPropertySymbols(value);
    for (const s of syms) {
      const d = O.getOwnPropertyDescriptor(value, s);
      if (d && d.enumerable) keys.push(s);
    }
    return keys;
  }

  function formatValue(ctx, value, recurseTimes, typedArray) {
    if (typeof value !== 'object' && typeof value !== 'function') return formatPrimitive(ctx, value);
    if (value === null) return 'null';
    let custom;
    try { custom = value[kCustom]; } catch (e) { custom = undefined; }
    if (typeof custom === 'function' && custom !== inspect) {
      const depth = ctx.depth === null ? null : ctx.depth - recurseTimes;
      const ret = custom.call(value, depth, O.assign({}, ctx, { stylize: (s) => s }), inspect);
      if (ret !== value) {
        if (typeof ret !== 'string') return formatValue(ctx, ret, recurseTimes);
        return ret.replaceAll('\n', `\n${' '.repeat(ctx.indentationLvl)}`);
      }
    }
    if (ctx.seen.includes(value)) {
      let index = ctx.circular.get(value);
      if (index === undefined) {
        index = ctx.circular.size + 1;
        ctx.circular.set(value, index);
      }
      return `[Circular *${index}]`;
    }
    return formatRaw(ctx, value, recurseTimes, typedArray);
  }

  function getFunctionBase(value, constructor, tag) {
    let src = '';
    try { src = Function.prototype.toString.call(value); } catch (e) { /* ignore */ }
    if (src.startsWith('class') && src.endsWith('}')) {
      let base = `[class ${value.name || '(anonymous)'}`;
      if (constructor !== 'Function' && constructor !== null) base += ` [${constructor}]`;
      if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
      const sup = O.getPrototypeOf(value);
      if (sup && sup.name) base += ` extends ${sup.name}`;
      return base + ']';
    }
    let type = 'Function';
    if (constructor === 'AsyncFunction' || constructor === 'GeneratorFunction' ||
        constructor === 'AsyncGeneratorFunction') type = constructor;
    let base = `[${type}`;
    if (constructor === null) base += ' (null prototype)';
    if (value.name === '' || typeof value.name !== 'string') base += ' (anonymous)';
    else base += `: ${value.name}`;
    base += ']';
    if (constructor !== type && constructor !== null) base += ` ${constructor}`;
    if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
    return base;
  }

  function formatErrorBase(ctx, err) {
    let head;
    try { head = Error.prototype.toString.call(err); } catch (e) { head = '[error]'; }
    let stack = '';
    try { stack = typeof err.stack === 'string' ? err.stack : ''; } catch (e) { /* ignore */ }
    stack = trimStack(stack);
    if (stack === '') return `[${head}]`;
    let out = `${head}\n${stack}`;
    if (ctx.indentationLvl !== 0) out = out.replaceAll('\n', `\n${' '.repeat(ctx.indentationLvl)}`);
    return out;
  }

  const stackLimit = 10;
  // Frames of this prelude are left out (and a native frame just before
  // one), as are frames past the tenth.
  function trimStack(stack) {
    let lines = stack.split('\n');
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    lines = lines.filter((l, i) => !l.includes('(sbx:prelude:') &&
      !(l.endsWith(' (native)') && (i + 1 === lines.length || lines[i + 1].includes('(sbx:prelude:'))));
    if (lines.length > stackLimit) {
      const more = lines.length - stackLimit;
      lines = lines.slice(0, stackLimit);
      lines.push(`    ... ${more} more frame${more > 1 ? 's' : ''}`);
    }
    return lines.join('\n');
  }

  function formatRaw(ctx, value, recurseTimes, typedArray) {
    let keys;
    const constructor = getCtorName(value);
    let tag = '';
    try { tag = value[Symbol.toStringTag]; } catch (e) { tag = ''; }
    if (typeof tag !== 'string' || tag === constructor) tag = '';
    let base = '';
    let formatter = () => [];
    let braces;
    let extrasType = kObjectType;

    if (Array.isArray(value)) {
      keys = getKeys(value, true);
      const prefix = (constructor !== 'Array' || tag !== '')
        ? getPrefix(constructor, tag, 'Array', `(${value.length})`) : '';
      braces = [`${prefix}[`, ']'];
      if (value.length === 0 && keys.length === 0) return `${braces[0]}]`;
      extrasType = kArrayExtrasType;
      formatter = formatArray;
    } else if (value instanceof Set) {
      keys = getKeys(value);
      const prefix = getPrefix(constructor, tag, 'Set', `(${value.size})`);
      formatter = formatSet;
      if (value.size === 0 && keys.length === 0) return `${prefix}{}`;
      braces = [`${prefix}{`, '}'];
    } else if (value instanceof Map) {
      keys = getKeys(value);
      const prefix = getPrefix(constructor, tag, 'Map', `(${value.size})`);
      formatter = formatMap;
      if (value.size === 0 && keys.length === 0) return `${prefix}{}`;
      braces = [`${prefix}{`, '}'];
    } else if (isTypedArray(value)) {
      keys = getKeys(value, true);
      const fallback = typedArrayTag.call(value);
      const prefix = getPrefix(constructor, tag === fallback ? '' : tag, fallback, `(${value.length})`);
      braces = [`${prefix}[`, ']'];
      if (value.length === 0 && keys.length === 0) return `${braces[0]}]`;
      formatter = formatTypedArray;
      extrasType = kArrayExtrasType;
    } else {
      keys = getKeys(value);
      braces = ['{', '}'];
      if (constructor === 'Object' && tag === '') {
        if (keys.length === 0) return '{}';
      } else if (typeof value === 'function') {
        base = getFunctionBase(value, constructor, tag);
        if (keys.length === 0) return base;
      } else if (value instanceof RegExp) {
        base = RegExp.prototype.toString.call(value);
        const prefix = getPrefix(constructor, tag, 'RegExp');
        if (prefix !== 'RegExp ') base = `${prefix}${base}`;
        if (keys.length === 0) return base;
      } else if (value instanceof Date) {
        base = Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
        const prefix = getPrefix(constructor, tag, 'Date');
        if (prefix !== 'Date ') base = `${prefix}${base}`;
        if (keys.length === 0) return base;
      } else if (value instanceof Error) {
        base = formatErrorBase(ctx, value);
        for (const k of ['cause', 'errors']) {
          const d = O.getOwnPropertyDescriptor(value, k);
          if (d !== undefined && !d.enumerable && !keys.includes(k)) keys.push(k);
        }
        if (keys.length === 0) return base;
      } else if (value instanceof ArrayBuffer) {
        const prefix = getPrefix(constructor, tag, 'ArrayBuffer');
        if (typedArray === undefined) {
          formatter = formatArrayBuffer;
        } else if (keys.length === 0) {
          return `${prefix}{ byteLength: ${value.byteLength} }`;
        }
        braces[0] = `${prefix}{`;
        keys.unshift('byteLength');
      } else if (value instanceof DataView) {
        braces[0] = `${getPrefix(constructor, tag, 'DataView')}{`;
        keys.unshift('byteLength', 'byteOffset', 'buffer');
      } else if (value instanceof Promise) {
        braces[0] = `${getPrefix(constructor, tag, 'Promise')}{`;
        formatter = formatPromise;
      } else if (value instanceof WeakSet) {
        braces[0] = `${getPrefix(constructor, tag, 'WeakSet')}{`;
        formatter = () => ['<items unknown>'];
      } else if (value instanceof WeakMap) {
        braces[0] = `${getPrefix(constructor, tag, 'WeakMap')}{`;
        formatter = () => ['<items unknown>'];
      } else if (value instanceof WeakRef) {
        braces[0] = `${getPrefix(constructor, tag, 'WeakRef')}{`;
        formatter = (c, v, r) => [formatValue(c, v.deref(), r)];
      } else if (value instanceof Number || value instanceof String ||
                 value instanceof Boolean || value instanceof BigInt || value instanceof Symbol) {
        let type, prim;
        if (value instanceof String) {
          type = 'String'; prim = String.prototype.valueOf.call(value);
          keys = keys.filter((k) => typeof k !== 'string' || !isIndexKey(k));
        } else if (value instanceof Number) {
          type = 'Number'; prim = Number.prototype.valueOf.call(value);
        } else if (value instanceof Boolean) {
          type = 'Boolean'; prim = Boolean.prototype.valueOf.call(value);
        } else if (value instanceof BigInt) {
          type = 'BigInt'; prim = BigInt.prototype.valueOf.call(value);
        } else {
          type = 'Symbol'; prim = Symbol.prototype.valueOf.call(value);
        }
        base = `[${type}`;
        if (type !== constructor) base += constructor === null ? ' (null prototype)' : ` (${constructor})`;
        base += `: ${formatPrimitive(O.assign({}, ctx), prim)}]`;
        if (tag !== '' && tag !== constructor) base += ` [${tag}]`;
        if (keys.length === 0) return base;
      } else if (isArguments(value)) {
        braces[0] = '[Arguments] [';
        braces[1] = ']';
        extrasType = kArrayExtrasType;
        keys = getKeys(value, true);
        formatter = formatArrayLike;
        if (value.length === 0 && keys.length === 0) return '[Arguments] []';
      } else {
        braces[0] = `${getPrefix(constructor, tag, 'Object')}{`;
        if (keys.length === 0) return `${braces[0]}}`;
      }
    }

    if (ctx.depth !== null && recurseTimes > ctx.depth) {
      let name = getPrefix(constructor, tag, 'Object').slice(0, -1);
      if (constructor !== null) name = `[${name}]`;
      return name;
    }
    recurseTimes += 1;
    ctx.seen.push(value);
    ctx.currentDepth = recurseTimes;
    let output;
    try {
      output = formatter(ctx, value, recurseTimes);
      for (let i = 0; i < keys.length; i++) {
        output.push(formatProperty(ctx, value, recurseTimes, keys[i], extrasType));
      }
    } finally {
      ctx.seen.pop();
    }
    if (ctx.sorted) output.sort();
    const index = ctx.circular.get(value);
    if (index !== undefined) {
      const reference = `<ref *${index}>`;
      base = base === '' ? reference : `${reference} ${base}`;
    }
    return reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value);
  }

  function isArguments(v) {
    return O.prototype.toString.call(v) === '[object Arguments]';
  }

  function formatProperty(ctx, value, recurseTimes, key, type) {
    let str;
    let desc = O.getOwnPropertyDescriptor(value, key);
    if (desc === undefined) desc = { value: value[key], enumerable: true };
    if (desc.value !== undefined) {
      ctx.indentationLvl += 2;
      str = formatValue(ctx, desc.value, recurseTimes);
      ctx.indentationLvl -= 2;
    } else if (desc.get !== undefined) {
      str = desc.set !== undefined ? '[Getter/Setter]' : '[Getter]';
    } else if (desc.set !== undefined) {
      str = '[Setter]';
    } else {
      str = 'undefined';
    }
    if (type === kArrayExtrasType && typeof key !== 'symbol' && isIndexKey(String(key))) return str;
    let name;
    if (typeof key === 'symbol') name = `[${key.toString()}]`;
    else if (key === '__proto__') name = "['__proto__']";
    else if (desc.enumerable === false) name = `[${key}]`;
    else if (identRe.test(key)) name = key;
    else name = strEscape(key);
    return `${name}: ${str}`;
  }

  function formatArrayLike(ctx, value, recurseTimes) {
    const output = [];
    for (let i = 0; i < value.length; i++) {
      output.push(formatProperty(ctx, value, recurseTimes, i, kArrayExtrasType));
    }
    return output;
  }

  function formatArray(ctx, value, recurseTimes) {
    const valLen = value.length;
    const len = Math.min(Math.max(0, ctx.maxArrayLength), valLen);
    const output = [];
    let holes = 0;
    let i = 0;
    let shown = 0;
    for (; i < valLen && shown < len; i++) {
      if (!hasOwn(value, i)) {
        holes++;
        continue;
      }
      if (holes > 0) {
        output.push(`<${holes} empty item${holes > 1 ? 's' : ''}>`);
        shown++;
        holes = 0;
        if (shown >= len) break;
      }
      output.push(formatProperty(ctx, value, recurseTimes, i, kArrayExtrasType));
      shown++;
    }
    if (holes > 0 && shown < len) {
      output.push(`<${holes} empty item${holes > 1 ? 's' : ''}>`);
      shown++;
    }
    const remaining = valLen - i;
    if (remaining > 0) output.push(`... ${remaining} more item${remaining > 1 ? 's' : ''}`);
    return output;
  }

  function formatTypedArray(ctx, value, recurseTimes) {
    const len = Math.min(Math.max(0, ctx.maxArrayLength), value.length);
    const remaining = value.length - len;
    const output = new Array(len);
    const big = typeof value[0] === 'bigint';
    for (let i = 0; i < len; i++) output[i] = big ? `${value[i]}n` : formatNumber(value[i]);
    if (remaining > 0) output.push(`... ${remaining} more item${remaining > 1 ? 's' : ''}`);
    return output;
  }

  function formatArrayBuffer(ctx, value) {
    const bytes = new Uint8Array(value);
    const n = Math.min(ctx.maxArrayLength, bytes.length);
    let str = '';
    for (let i = 0; i < n; i++) str += (i ? ' ' : '') + bytes[i].toString(16).padStart(2, '0');
    const remaining = bytes.length - n;
    if (remaining > 0) str += ` ... ${remaining} more byte${remaining > 1 ? 's' : ''}`;
    return [`[Uint8Contents]: <${str}>`];
  }

  function formatSet(ctx, value, recurseTimes) {
    const output = [];
    ctx.indentationLvl += 2;
    for (const v of value) output.push(formatValue(ctx, v, recurseTimes));
    ctx.indentationLvl -= 2;
    return output;
  }

  function formatMap(ctx, value, recurseTimes) {
    const output = [];
    ctx.indentationLvl += 2;
    for (const [k, v] of value) {
      output.push(`${formatValue(ctx, k, recurseTimes)} => ${formatValue(ctx, v, recurseTimes)}`);
    }
    ctx.indentationLvl -= 2;
    return output;
  }

  function formatPromise(ctx, value, recurseTimes) {
    const st = native.promiseState(value);
    if (st === undefined || st[0] === 0) return ['<pending>'];
    ctx.indentationLvl += 2;
    const str = formatValue(ctx, st[1], recurseTimes);
    ctx.indentationLvl -= 2;
    return [st[0] === 2 ? `<rejected> ${str}` : str];
  }

  function groupArrayElements(ctx, output, value) {
    let totalLength = 0;
    let maxLength = 0;
    let i = 0;
    let outputLength = output.length;
    if (ctx.maxArrayLength < output.length) outputLength--;
    const separatorSpace = 2;
    const dataLen = new Array(outputLength);
    for (; i < outputLength; i++) {
      const len = output[i].length;
      dataLen[i] = len;
      totalLength += len + separatorSpace;
      if (maxLength < len) maxLength = len;
    }
    const actualMax = maxLength + separatorSpace;
    if (actualMax * 3 + ctx.indentationLvl < ctx.breakLength &&
        (totalLength / actualMax > 5 || maxLength <= 6)) {
      const approxCharHeights = 2.5;
      const averageBias = Math.sqrt(actualMax - totalLength / output.length);
      const biasedMax = Math.max(actualMax - 3 - averageBias, 1);
      const columns = Math.min(
        Math.round(Math.sqrt(approxCharHeights * biasedMax * outputLength) / biasedMax),
        Math.floor((ctx.breakLength - ctx.indentationLvl) / actualMax),
        ctx.compact * 4,
        15,
      );
      if (columns <= 1) return output;
      const tmp = [];
      const maxLineLength = [];
      for (let c = 0; c < columns; c++) {
        let lineLength = 0;
        for (let j = c; j < output.length; j += columns) {
          if (dataLen[j] > lineLength) lineLength = dataLen[j];
        }
        maxLineLength.push(lineLength + separatorSpace);
      }
      let padStart = true;
      if (value !== undefined) {
        for (let k = 0; k < output.length; k++) {
          if (typeof value[k] !== 'number' && typeof value[k] !== 'bigint') {
            padStart = false;
            break;
          }
        }
      }
      for (let k = 0; k < outputLength; k += columns) {
        const max = Math.min(k + columns, outputLength);
        let str = '';
        let j = k;
        for (; j < max - 1; j++) {
          const cell = `${output[j]}, `;
          str += padStart ? cell.padStart(maxLineLength[j - k], ' ') : cell.padEnd(maxLineLength[j - k], ' ');
        }
        if (padStart) {
          str += output[j].padStart(maxLineLength[j - k] - separatorSpace, ' ');
        } else {
          str += output[j];
        }
        tmp.push(str);
      }
      if (ctx.maxArrayLength < output.length) tmp.push(output[outputLength]);
      output = tmp;
    }
    return output;
  }

  function isBelowBreakLength(ctx, output, start, base) {
    let totalLength = output.length + start;
    if (totalLength + output.length > ctx.breakLength) return false;
    for (let i = 0; i < output.length; i++) {
      totalLength += output[i].length;
      if (totalLength > ctx.breakLength) return false;
    }
    return base === '' || !base.includes('\n');
  }

  function reduceToSingleString(ctx, output, base, braces, extrasType, recurseTimes, value) {
    const entries = output.length;
    if (extrasType === kArrayExtrasType && entries > 6) output = groupArrayElements(ctx, output, value);
    if (ctx.currentDepth - recurseTimes < ctx.compact && entries === output.length) {
      const start = output.length + ctx.indentationLvl + braces[0].length + base.length + 10;
      if (isBelowBreakLength(ctx, output, start, base)) {
        const joined = output.join(', ');
        if (!joined.includes('\n')) {
          return `${base ? `${base} ` : ''}${braces[0]} ${joined} ${braces[1]}`;
        }
      }
    }
    const indentation = `\n${' '.repeat(ctx.indentationLvl)}`;
    return `${base ? `${base} ` : ''}${braces[0]}${indentation}  ${output.join(`,${indentation}  `)}${indentation}${braces[1]}`;
  }

  function hasBuiltInToString(value) {
    let o = value;
    while (o !== null && typeof o === 'object') {
      const d = O.getOwnPropertyDescriptor(o, 'toString');
      if (d !== undefined) {
        return o === O.prototype || o === Error.prototype || o === Array.prototype ||
          o === Date.prototype || o === RegExp.prototype || o === Function.prototype ? true : false;
      }
      o = O.getPrototypeOf(o);
    }
    return true;
  }

  function formatWithOptions(inspectOptions, ...args) {
    const first = args[0];
    let a = 0;
    let str = '';
    let join = '';
    if (typeof first === 'string') {
      if (args.length === 1) return first;
      let tempStr;
      let lastPos = 0;
      for (let i = 0; i < first.length - 1; i++) {
        if (first.charCodeAt(i) === 37) { // '%'
          const nextChar = first.charCodeAt(++i);
          if (a + 1 !== args.length) {
            switch (nextChar) {
              case 115: { // 's'
                const arg = args[++a];
                if (typeof arg === 'number') tempStr = formatNumber(arg);
                else if (typeof arg === 'bigint') tempStr = `${arg}n`;
                else if (typeof arg !== 'object' || arg === null || !hasBuiltInToString(arg)) tempStr = String(arg);
                else tempStr = inspect(arg, O.assign({}, inspectOptions, { depth: 0 }));
                break;
              }
              case 106: { // 'j'
                try { tempStr = JSON.stringify(args[++a]); } catch (e) { tempStr = '[Circular]'; }
                break;
              }
              case 100: { // 'd'
                const n = args[++a];
                if (typeof n === 'bigint') tempStr = `${n}n`;
                else if (typeof n === 'symbol') tempStr = 'NaN';
                else tempStr = formatNumber(Number(n));
                break;
              }
              case 79: // 'O'
                tempStr = inspect(args[++a], inspectOptions);
                break;
              case 111: // 'o'
                tempStr = inspect(args[++a], O.assign({}, inspectOptions, { depth: 4 }));
                break;
              case 105: { // 'i'
                const n = args[++a];
                if (typeof n === 'bigint') tempStr = `${n}n`;
                else if (typeof n === 'symbol') tempStr = 'NaN';
                else tempStr = formatNumber(Number.parseInt(n));
                break;
              }
              case 102: { // 'f'
                const n = args[++a];
                tempStr = typeof n === 'symbol' ? 'NaN' : formatNumber(Number.parseFloat(n));
                break;
              }
              case 99: // 'c'
                a += 1;
                tempStr = '';
                break;
              case 37: // '%'
                str += first.slice(lastPos, i);
                lastPos = i + 1;
                continue;
              default:
                continue;
            }
            if (lastPos !== i - 1) str += first.slice(lastPos, i - 1);
            str += tempStr;
            lastPos = i + 1;
          } else if (nextChar === 37) {
            str += first.slice(lastPos, i);
            lastPos = i + 1;
          }
        }
      }
      if (lastPos !== 0) {
        a++;
        join = ' ';
        if (lastPos < first.length) str += first.slice(lastPos);
      }
    }
    while (a < args.length) {
      const value = args[a];
      str += join;
      str += typeof value !== 'string' ? inspect(value, inspectOptions) : value;
      join = ' ';
      a++;
    }
    return str;
  }
  const format = (...args) => formatWithOptions({}, ...args);

  // ------------------------------------------------------------------
  // console

  let groupIndent = '';
  const counts = new Map();
  const timers = new Map();
  function emit(fd, text) {
    if (groupIndent !== '') text = groupIndent + text.replaceAll('\n', `\n${groupIndent}`);
    native.write(fd, text + '\n');
  }
  const console = {
    log: (...a) => emit(1, format(...a)),
    info: (...a) => emit(1, format(...a)),
    debug: (...a) => emit(1, format(...a)),
    error: (...a) => emit(2, format(...a)),
    warn: (...a) => emit(2, format(...a)),
    dir: (v, opts) => emit(1, inspect(v, O.assign({ customInspect: false }, opts))),
    trace: (...a) => {
      const err = new Error(format(...a));
      err.name = 'Trace';
      const stack = trimStack((err.stack || '').split('\n').slice(1).join('\n'));
      emit(2, `Trace${a.length ? ': ' + format(...a) : ''}${stack ? '\n' + stack : ''}`);
    },
    assert: (cond, ...a) => {
      if (!cond) emit(2, a.length ? `Assertion failed: ${format(...a)}` : 'Assertion failed');
    },
    count: (label = 'default') => {
      label = `${label}`;
      const n = (counts.get(label) || 0) + 1;
      counts.set(label, n);
      emit(1, `${label}: ${n}`);
    },
    countReset: (label = 'default') => { counts.delete(`${label}`); },
    time: (label = 'default') => { timers.set(`${label}`, native.now()); },
    timeEnd: (label = 'default') => {
      label = `${label}`;
      const t = timers.get(label);
      if (t === undefined) return;
      timers.delete(label);
      emit(1, `${label}: ${formatDuration(native.now() - t)}`);
    },
    timeLog: (label = 'default', ...a) => {
      label = `${label}`;
      const t = timers.get(label);
      if (t === undefined) return;
      emit(1, `${label}: ${formatDuration(native.now() - t)}${a.length ? ' ' + format(...a) : ''}`);
    },
    group: (...a) => {
      if (a.length) emit(1, format(...a));
      groupIndent += '  ';
    },
    groupEnd: () => { groupIndent = groupIndent.slice(0, -2); },
    table: (data) => emit(1, formatTable(data)),
  };
  console.groupCollapsed = console.group;
  function formatDuration(ms) {
    if (ms >= 1000) return `${(ms / 1000).toFixed(3)}s`;
    return `${ms.toFixed(3)}ms`;
  }
  function formatTable(data) {
    if (data === null || typeof data !== 'object') return format(data);
    const rows = [];
    const cols = [];
    let hasValues = false;
    const cell = (v) => (typeof v === 'string' ? strEscape(v) : inspect(v, { depth: 0, breakLength: Infinity }));
    const entries = data instanceof Map ? [...data.entries()] : O.entries(data);
    for (const [k, v] of entries) {
      const row = { key: String(k), cells: {} };
      if (v !== null && typeof v === 'object') {
        for (const c of O.keys(v)) {
          if (!cols.includes(c)) cols.push(c);
          row.cells[c] = cell(v[c]);
        }
      } else {
        row.value = cell(v);
        hasValues = true;
      }
      rows.push(row);
    }
    const header = ['(index)', ...cols];
    if (hasValues) header.push('Values');
    const table = rows.map((r) => {
      const line = [r.key, ...cols.map((c) => (c in r.cells ? r.cells[c] : ''))];
      if (hasValues) line.push(r.value === undefined ? '' : r.value);
      return line;
    });
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((l) => l[i].length)) + 2);
    const center = (s, w) => {
      const left = Math.floor((w - s.length) / 2);
      return ' '.repeat(left) + s + ' '.repeat(w - s.length - left);
    };
    const sep = (l, m, r) => l + widths.map((w) => '─'.repeat(w)).join(m) + r;
    const out = [sep('┌', '┬', '┐'), '│' + header.map((h, i) => center(h, widths[i])).join('│') + '│',
      sep('├', '┼', '┤')];
    for (const l of table) out.push('│' + l.map((c, i) => center(c, widths[i])).join('│') + '│');
    out.push(sep('└', '┴', '┘'));
    return out.join('\n');
  }

  // ------------------------------------------------------------------
  // text and bytes

  class TextEncoder {
    get encoding() { return 'utf-8'; }
    encode(input = '') { return new Uint8Array(native.utf8Encode(`${input}`)); }
    encodeInto(src, dest) {
      const bytes = this.encode(src);
      const n = Math.min(bytes.length, dest.length);
      dest.set(bytes.subarray(0, n));
      return { read: src.length, written: n };
    }
  }
  class TextDecoder {
    constructor(label = 'utf-8', options = {}) {
      const l = `${label}`.toLowerCase();
      if (l !== 'utf-8' && l !== 'utf8' && l !== 'unicode-1-1-utf-8') {
        throw new RangeError(`The "${label}" encoding is not supported`);
      }
      this.fatal = !!options.fatal;
      this.ignoreBOM = !!options.ignoreBOM;
    }
    get encoding() { return 'utf-8'; }
    decode(input) {
      if (input === undefined) return '';
      let s = native.utf8Decode(input);
      if (!this.ignoreBOM && s.charCodeAt(0) === 0xfeff) s = s.slice(1);
      return s;
    }
  }

  const b64chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const b64lookup = new Int16Array(256).fill(-1);
  for (let i = 0; i < 64; i++) b64lookup[b64chars.charCodeAt(i)] = i;
  b64lookup[45] = 62; // '-'
  b64lookup[95] = 63; // '_'
  function base64Encode(bytes, url) {
    let out = '';
    const n = bytes.length;
    let i = 0;
    for (; i + 2 < n; i += 3) {
      const v = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
      out += b64chars[v >> 18] + b64chars[(v >> 12) & 63] + b64chars[(v >> 6) & 63] + b64chars[v & 63];
    }
    if (i < n) {
      const v = (bytes[i] << 16) | (i + 1 < n ? bytes[i + 1] << 8 : 0);
      out += b64chars[v >> 18] + b64chars[(v >> 12) & 63];
      out += i + 1 < n ? b64chars[(v >> 6) & 63] : (url ? '' : '=');
      out += url ? '' : '=';
    }
    if (url) out = out.replaceAll('+', '-').replaceAll('/', '_');
    return out;
  }
  function base64Decode(str) {
    const out = [];
    let acc = 0;
    let bits = 0;
    for (let i = 0; i < str.length; i++) {
      const c = str.charCodeAt(i);
      if (c === 61) break; // '='
      const v = c < 256 ? b64lookup[c] : -1;
      if (v < 0) continue;
      acc = (acc << 6) | v;
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out.push((acc >> bits) & 255);
      }
    }
    return new Uint8Array(out);
  }
  function btoa(s) {
    s = `${s}`;
    const bytes = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 255) {
        const e = new Error('Invalid character');
        defineHidden(e, 'name', 'InvalidCharacterError');
        throw e;
      }
      bytes[i] = c;
    }
    return base64Encode(bytes, false);
  }
  function atob(s) {
    const bytes = base64Decode(`${s}`.replace(/[\t\n\f\r ]/g, ''));
    let out = '';
    for (let i = 0; i < bytes.length; i++) out += String.fromCharCode(bytes[i]);
    return out;
  }

  function normEncoding(enc) {
    const e = `${enc === undefined || enc === null ? 'utf8' : enc}`.toLowerCase();
    switch (e) {
      case 'utf8': case 'utf-8': return 'utf8';
      case 'hex': return 'hex';
      case 'base64': return 'base64';
      case 'base64url': return 'base64url';
      case 'latin1': case 'binary': return 'latin1';
      case 'ascii': return 'ascii';
      case 'utf16le': case 'utf-16le': case 'ucs2': case 'ucs-2': return 'utf16le';
      default: {
        const err = new TypeError(`Unknown encoding: ${enc}`);
        err.code = 'ERR_UNKNOWN_ENCODING';
        throw err;
      }
    }
  }
  function encodeString(str, enc) {
    switch (normEncoding(enc)) {
      case 'utf8': return new Uint8Array(native.utf8Encode(str));
      case 'hex': {
        const n = str.length >> 1;
        const out = new Uint8Array(n);
        let i = 0;
        for (; i < n; i++) {
          const v = parseInt(str.substr(i * 2, 2), 16);
          if (Number.isNaN(v)) break;
          out[i] = v;
        }
        return out.subarray(0, i);
      }
      case 'base64': case 'base64url': return base64Decode(str);
      case 'latin1': case 'ascii': {
        const out = new Uint8Array(str.length);
        for (let i = 0; i < str.length; i++) out[i] = str.charCodeAt(i) & 255;
        return out;
      }
      case 'utf16le': {
        const out = new Uint8Array(str.length * 2);
        for (let i = 0; i < str.length; i++) {
          const c = str.charCodeAt(i);
          out[2 * i] = c & 255;
          out[2 * i + 1] = c >> 8;
        }
        return out;
      }
    }
    return undefined;
  }
  function decodeBytes(bytes, enc) {
    switch (normEncoding(enc)) {
      case 'utf8': return native.utf8Decode(bytes);
      case 'hex': {
        let s = '';
        for (let i = 0; i < bytes.length; i++) s += bytes[i].toString(16).padStart(2, '0');
        return s;
      }
      case 'base64': return base64Encode(bytes, false);
      case 'base64url': return base64Encode(bytes, true);
      case 'latin1': {
        let s = '';
        for (let i = 0; i < bytes.length; i += 8192) {
          s += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
        }
        return s;
      }
      case 'ascii': {
        let s = '';
        for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i] & 127);
        return s;
      }
      case 'utf16le': {
        let s = '';
        for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode(bytes[i] | (bytes[i + 1] << 8));
        return s;
      }
    }
    return undefined;
  }

  // A small subset of node's Buffer: a Uint8Array with encodings.
  class Buffer extends Uint8Array {
    static from(value, encOrOffset, length) {
      if (typeof value === 'string') {
        const b = encodeString(value, encOrOffset);
        return new Buffer(b.buffer, b.byteOffset, b.length);
      }
      if (value instanceof ArrayBuffer) {
        const off = encOrOffset === undefined ? 0 : encOrOffset >>> 0;
        const len = length === undefined ? value.byteLength - off : length >>> 0;
        return new Buffer(value, off, len);
      }
      if (ArrayBuffer.isView(value)) {
        const src = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
        const b = Buffer.alloc(isTypedArray(value) && !(value instanceof Uint8Array) ? value.length : src.length);
        if (b.length === src.length) b.set(src);
        else for (let i = 0; i < b.length; i++) b[i] = value[i];
        return b;
      }
      if (value !== null && typeof value === 'object') {
        if (value.type === 'Buffer' && Array.isArray(value.data)) return Buffer.from(value.data);
        if (typeof value.length === 'number' || Array.isArray(value)) {
          const b = Buffer.alloc(value.length >>> 0);
          for (let i = 0; i < b.length; i++) b[i] = value[i];
          return b;
        }
      }
      throw new TypeError('The first argument must be of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object.');
    }
    static alloc(size, fill, enc) {
      const b = new Buffer(size);
      if (fill !== undefined && fill !== 0) b.fill(fill, 0, b.length, enc);
      return b;
    }
    static allocUnsafe(size) { return new Buffer(size); }
    static isBuffer(b) { return b instanceof Buffer; }
    static isEncoding(enc) {
      try { normEncoding(enc); return true; } catch (e) { return false; }
    }
    static byteLength(v, enc) {
      if (typeof v === 'string') return encodeString(v, enc).length;
      return v.byteLength;
    }
    static concat(list, total) {
      if (total === undefined) total = list.reduce((n, b) => n + b.length, 0);
      const out = Buffer.alloc(total);
      let off = 0;
      for (const b of list) {
        if (off >= total) break;
        const part = b.length > total - off ? b.subarray(0, total - off) : b;
        out.set(part, off);
        off += part.length;
      }
      return out;
    }
    static compare(a, b) { return a.compare(b); }
    toString(enc, start = 0, end = this.length) {
      start = Math.max(0, start | 0);
      end = Math.min(this.length, end === undefined ? this.length : end | 0);
      if (end <= start) return '';
      return decodeBytes(Uint8Array.prototype.subarray.call(this, start, end), enc);
    }
    toJSON() { return { type: 'Buffer', data: Array.from(this) }; }
    equals(other) { return this.compare(other) === 0; }
    compare(other) {
      const n = Math.min(this.length, other.length);
      for (let i = 0; i < n; i++) {
        if (this[i] !== other[i]) return this[i] < other[i] ? -1 : 1;
      }
      return this.length === other.length ? 0 : (this.length < other.length ? -1 : 1);
    }
    write(str, offset = 0, length, enc) {
      if (typeof offset === 'string') { enc = offset; offset = 0; }
      if (typeof length === 'string') { enc = length; length = undefined; }
      const bytes = encodeString(str, enc);
      const n = Math.min(bytes.length, this.length - offset, length === undefined ? Infinity : length);
      this.set(bytes.subarray(0, n), offset);
      return n;
    }
    fill(value, start = 0, end = this.length, enc) {
      if (typeof start === 'string') { enc = start; start = 0; end = this.length; }
      if (typeof value === 'string') {
        const bytes = value.length === 1 && value.charCodeAt(0) < 128
          ? [value.charCodeAt(0)] : encodeString(value, enc);
        if (bytes.length === 0) return Uint8Array.prototype.fill.call(this, 0, start, end);
        for (let i = start, j = 0; i < end; i++, j = (j + 1) % bytes.length) this[i] = bytes[j];
        return this;
      }
      return Uint8Array.prototype.fill.call(this, value, start, end);
    }
    slice(start, end) { return this.subarray(start, end); }
    subarray(start, end) {
      const u = Uint8Array.prototype.subarray.call(this, start, end);
      return new Buffer(u.buffer, u.byteOffset, u.length);
    }
    indexOf(v, from = 0, enc) {
      if (typeof v === 'number') return Uint8Array.prototype.indexOf.call(this, v, from);
      const needle = typeof v === 'string' ? encodeString(v, enc) : v;
      outer: for (let i = from < 0 ? Math.max(0, this.length + from) : from; i <= this.length - needle.length; i++) {
        for (let j = 0; j < needle.length; j++) if (this[i + j] !== needle[j]) continue outer;
        return i;
      }
      return -1;
    }
    includes(v, from, enc) { return this.indexOf(v, from, enc) !== -1; }
    readUInt8(o = 0) { return this[o]; }
    readUInt16LE(o = 0) { return this[o] | (this[o + 1] << 8); }
    readUInt32LE(o = 0) { return (this[o] | (this[o + 1] << 8) | (this[o + 2] << 16)) + this[o + 3] * 0x1000000; }
    readUInt16BE(o = 0) { return (this[o] << 8) | this[o + 1]; }
    readUInt32BE(o = 0) { return this[o] * 0x1000000 + ((this[o + 1] << 16) | (this[o + 2] << 8) | this[o + 3]); }
    readInt32LE(o = 0) { return this[o] | (this[o + 1] << 8) | (this[o + 2] << 16) | (this[o + 3] << 24); }
    readInt32BE(o = 0) { return (this[o] << 24) | (this[o + 1] << 16) | (this[o + 2] << 8) | this[o + 3]; }
    [kCustom](depth, opts) {
      let s = '';
      const n = Math.min(this.length, 50);
      for (let i = 0; i < n; i++) s += ' ' + this[i].toString(16).padStart(2, '0');
      if (this.length > n) s += ` ... ${this.length - n} more byte${this.length - n > 1 ? 's' : ''}`;
      return `<Buffer${s}>`;
    }
  }
  O.defineProperty(Buffer.prototype, 'parent', { get() { return this.buffer; } });
  Buffer.poolSize = 8192;
  const toBuffer = (ab) => new Buffer(ab);

  // ------------------------------------------------------------------
  // path (POSIX)

  function normalizeString(p, allowAboveRoot) {
    const out = [];
    for (const seg of p.split('/')) {
      if (seg === '' || seg === '.') continue;
      if (seg === '..') {
        if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
        else if (allowAboveRoot) out.push('..');
      } else {
        out.push(seg);
      }
    }
    return out.join('/');
  }
  function assertPath(p, name = 'path') {
    if (typeof p !== 'string') {
      const e = new TypeError(`The "${name}" argument must be of type string. Received ${inspect(p)}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
  }
  const path = {
    sep: '/',
    delimiter: ':',
    resolve(...args) {
      let resolved = '';
      let abs = false;
      for (let i = args.length - 1; i >= -1 && !abs; i--) {
        const p = i >= 0 ? args[i] : native.cwd();
        assertPath(p);
        if (p === '') continue;
        resolved = `${p}/${resolved}`;
        abs = p.charCodeAt(0) === 47;
      }
      resolved = normalizeString(resolved, !abs);
      if (abs) return `/${resolved}`;
      return resolved.length > 0 ? resolved : '.';
    },
    normalize(p) {
      assertPath(p);
      if (p === '') return '.';
      const abs = p.charCodeAt(0) === 47;
      const trailing = p.charCodeAt(p.length - 1) === 47;
      let r = normalizeString(p, !abs);
      if (r === '' && !abs) r = '.';
      if (r !== '' && trailing) r += '/';
      return abs ? `/${r}` : r;
    },
    isAbsolute(p) { assertPath(p); return p.charCodeAt(0) === 47; },
    join(...args) {
      const parts = [];
      for (const a of args) {
        assertPath(a);
        if (a !== '') parts.push(a);
      }
      return parts.length ? path.normalize(parts.join('/')) : '.';
    },
    relative(from, to) {
      assertPath(from, 'from');
      assertPath(to, 'to');
      const f = path.resolve(from).split('/').filter(Boolean);
      const t = path.resolve(to).split('/').filter(Boolean);
      let i = 0;
      while (i < f.length && i < t.length && f[i] === t[i]) i++;
      return [...f.slice(i).map(() => '..'), ...t.slice(i)].join('/');
    },
    dirname(p) {
      assertPath(p);
      if (p === '') return '.';
      let end = p.length;
      while (end > 1 && p.charCodeAt(end - 1) === 47) end--;
      const i = p.lastIndexOf('/', end - 1);
      if (i === -1) return '.';
      if (i === 0) return '/';
      let j = i;
      while (j > 1 && p.charCodeAt(j - 1) === 47) j--;
      return p.slice(0, j);
    },
    basename(p, ext) {
      assertPath(p);
      let end = p.length;
      while (end > 1 && p.charCodeAt(end - 1) === 47) end--;
      p = p.slice(0, end);
      let b = p.slice(p.lastIndexOf('/') + 1);
      if (b === '' && p === '/') b = '';
      if (ext !== undefined && b.endsWith(ext) && b !== ext) b = b.slice(0, b.length - ext.length);
      return b;
    },
    extname(p) {
      const b = path.basename(p);
      const i = b.lastIndexOf('.');
      if (i <= 0) return '';
      return b.slice(i);
    },
    parse(p) {
      assertPath(p);
      const root = p.startsWith('/') ? '/' : '';
      const base = path.basename(p);
      const ext = path.extname(p);
      let dir = path.dirname(p);
      if (dir === '.' && !p.includes('/')) dir = '';
      return { root, dir, base, ext, name: ext ? base.slice(0, -ext.length) : base };
    },
    format(o) {
      const dir = o.dir || o.root || '';
      const base = o.base || `${o.name || ''}${o.ext || ''}`;
      if (!dir) return base;
      return dir === o.root ? `${dir}${base}` : `${dir}/${base}`;
    },
    toNamespacedPath(p) { return p; },
  };
  path.posix = path;

  // ------------------------------------------------------------------
  // fs

  function toPath(p, name = 'path') {
    if (typeof p === 'string') return p;
    if (p instanceof Uint8Array) return native.utf8Decode(p);
    if (p !== null && typeof p === 'object' && typeof p.href === 'string' && p.protocol === 'file:') {
      return decodeURIComponent(p.pathname);
    }
    assertPath(p, name);
    return p;
  }
  function optEncoding(options, def) {
    if (typeof options === 'string') return options;
    if (options !== null && typeof options === 'object' && options.encoding !== undefined) return options.encoding;
    return def;
  }
  function isStdinPath(p) {
    return p === 0 || p === '/dev/stdin';
  }
  function dataBytes(data, options) {
    if (typeof data === 'string') return encodeString(data, optEncoding(options, 'utf8'));
    if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data;
    if (data !== null && typeof data === 'object' && typeof data.toString === 'function' &&
        data.toString !== O.prototype.toString) {
      return encodeString(`${data}`, 'utf8');
    }
    const e = new TypeError(`The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received ${inspect(data)}`);
    e.code = 'ERR_INVALID_ARG_TYPE';
    throw e;
  }
  function writeTo(p, data, options, append) {
    if (p === 1 || p === 2 || p === '/dev/stdout' || p === '/dev/stderr') {
      native.write(p === 1 || p === '/dev/stdout' ? 1 : 2, dataBytes(data, options));
      return;
    }
    const flag = options !== null && typeof options === 'object' && typeof options.flag === 'string' ? options.flag : '';
    // 1: append rather than truncate; 2: exclusive, EEXIST if the file exists ('wx', 'ax')
    const how = (append || flag[0] === 'a' ? 1 : 0) | (flag.includes('x') ? 2 : 0);
    native.writeFile(toPath(p), dataBytes(data, options), how);
  }

  class Stats {
    constructor(s) {
      this.dev = s.dev;
      this.mode = s.mode;
      this.nlink = s.nlink;
      this.uid = 0;
      this.gid = 0;
      this.rdev = 0;
      this.blksize = 4096;
      this.ino = s.ino;
      this.size = s.size;
      this.blocks = Math.ceil(s.size / 512);
      this.atimeMs = s.atimeMs;
      this.mtimeMs = s.mtimeMs;
      this.ctimeMs = s.ctimeMs;
      this.birthtimeMs = s.ctimeMs;
      this.atime = new Date(s.atimeMs);
      this.mtime = new Date(s.mtimeMs);
      this.ctime = new Date(s.ctimeMs);
      this.birthtime = new Date(s.ctimeMs);
      defineHidden(this, '_type', s.type);
    }
    isFile() { return this._type === 'file'; }
    isDirectory() { return this._type === 'directory'; }
    isSymbolicLink() { return this._type === 'symlink'; }
    isFIFO() { return false; }
    isSocket() { return false; }
    isBlockDevice() { return false; }
    isCharacterDevice() { return false; }
  }
  class Dirent {
    constructor(name, type, dir) {
      this.name = name;
      this.parentPath = dir;
      this.path = dir;
      defineHidden(this, '_type', type);
    }
    isFile() { return this._type === 'file'; }
    isDirectory() { return this._type === 'directory'; }
    isSymbolicLink() { return this._type === 'symlink'; }
    isFIFO() { return false; }
    isSocket() { return false; }
    isBlockDevice() { return false; }
    isCharacterDevice() { return false; }
  }
  function direntType(dir, name, t) {
    if (t !== 'unknown') return t;
    try { return native.stat(`${dir}/${name}`, true).type; } catch (e) { return 'other'; }
  }
  const byName = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

  const fs = {
    constants: { F_OK: 0, R_OK: 4, W_OK: 2, X_OK: 1, O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2 },
    readFileSync(p, options) {
      const enc = optEncoding(options, null);
      const ab = native.readFile(isStdinPath(p) ? 0 : toPath(p));
      if (enc !== null && enc !== undefined && enc !== 'buffer') return decodeBytes(new Uint8Array(ab), enc);
      return toBuffer(ab);
    },
    writeFileSync(p, data, options) { writeTo(p, data, options, false); },
    appendFileSync(p, data, options) { writeTo(p, data, options, true); },
    existsSync(p) {
      try {
        native.stat(toPath(p), false);
        return true;
      } catch (e) {
        return false;
      }
    },
    accessSync(p) { native.stat(toPath(p), false); },
    statSync(p, options) {
      try {
        return new Stats(native.stat(toPath(p), false));
      } catch (e) {
        if (options && options.throwIfNoEntry === false && e.code === 'ENOENT') return undefined;
        throw e;
      }
    },
    lstatSync(p, options) {
      try {
        return new Stats(native.stat(toPath(p), true));
      } catch (e) {
        if (options && options.throwIfNoEntry === false && e.code === 'ENOENT') return undefined;
        throw e;
      }
    },
    readdirSync(p, options) {
      const dir = toPath(p);
      const withTypes = options !== null && typeof options === 'object' && options.withFileTypes;
      const recursive = options !== null && typeof options === 'object' && options.recursive;
      const out = [];
      const walk = (d, rel) => {
        const list = native.readdir(d).sort(byName);
        for (const [name, t] of list) {
          const type = withTypes || recursive ? direntType(d, name, t) : t;
          const relName = rel === '' ? name : `${rel}/${name}`;
          out.push(withTypes ? new Dirent(name, type, d) : relName);
          if (recursive && type === 'directory') walk(`${d}/${name}`, relName);
        }
      };
      walk(dir, '');
      return out;
    },
    mkdirSync(p, options) {
      p = toPath(p);
      const recursive = options !== null && typeof options === 'object' && options.recursive;
      if (!recursive) {
        native.mkdir(p);
        return undefined;
      }
      const abs = path.resolve(p);
      const parts = abs.split('/').filter(Boolean);
      let cur = '';
      let first;
      for (const part of parts) {
        cur += `/${part}`;
        let st = null;
        try { st = native.stat(cur, false); } catch (e) { st = null; }
        if (st === null) {
          native.mkdir(cur);
          if (first === undefined) first = cur;
        } else if (st.type !== 'directory') {
          native.mkdir(cur); // throws EEXIST / ENOTDIR like node
        }
      }
      return first;
    },
    rmdirSync(p, options) {
      if (options && options.recursive) return fs.rmSync(p, { recursive: true, force: true });
      native.rmdir(toPath(p));
      return undefined;
    },
    unlinkSync(p) { native.unlink(toPath(p)); },
    rmSync(p, options) {
      p = toPath(p);
      const force = options && options.force;
      const recursive = options && options.recursive;
      let st;
      try {
        st = native.stat(p, true);
      } catch (e) {
        if (force && e.code === 'ENOENT') return;
        throw e;
      }
      if (st.type === 'directory') {
        if (!recursive) {
          const e = new Error(`Path is a directory: rm returned EISDIR (is a directory) ${p}`);
          e.code = 'ERR_FS_EISDIR';
          throw e;
        }
        for (const [name] of native.readdir(p)) fs.rmSync(`${p}/${name}`, options);
        native.rmdir(p);
      } else {
        native.unlink(p);
      }
    },
    renameSync(a, b) { native.rename(toPath(a, 'oldPath'), toPath(b, 'newPath')); },
    copyFileSync(a, b) { native.writeFile(toPath(b, 'dest'), native.readFile(toPath(a, 'src')), false); },
    cpSync(a, b, options) {
      a = toPath(a, 'src');
      b = toPath(b, 'dest');
      const st = native.stat(a, false);
      if (st.type === 'directory') {
        if (!(options && options.recursive)) {
          const e = new Error(`Recursive option is required to copy a directory: ${a}`);
          e.code = 'ERR_FS_EISDIR';
          throw e;
        }
        fs.mkdirSync(b, { recursive: true });
        for (const [name] of native.readdir(a)) fs.cpSync(`${a}/${name}`, `${b}/${name}`, options);
      } else {
        fs.copyFileSync(a, b);
      }
    },
    realpathSync(p) {
      const r = path.resolve(toPath(p));
      native.stat(r, false);
      return r;
    },
    mkdtempSync(prefix) {
      for (let i = 0; i < 100; i++) {
        const name = `${prefix}${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
        try {
          native.mkdir(name);
          return name;
        } catch (e) {
          if (e.code !== 'EEXIST') throw e;
        }
      }
      throw new Error('mkdtemp: could not create a unique directory');
    },
    writeSync(fd, data) {
      const bytes = dataBytes(data);
      native.write(fd, bytes); // fds 1 and 2 only (EBADF otherwise)
      return bytes.byteLength;
    },
  };
  fs.realpathSync.native = fs.realpathSync;
  // promise and callback flavours of the synchronous functions
  const asyncNames = ['readFile', 'writeFile', 'appendFile', 'stat', 'lstat', 'readdir', 'mkdir',
    'rmdir', 'unlink', 'rm', 'rename', 'copyFile', 'cp', 'realpath', 'access', 'mkdtemp'];
  const promises = {};
  for (const name of asyncNames) {
    const sync = fs[`${name}Sync`];
    promises[name] = async (...args) => sync(...args);
    fs[name] = (...args) => {
      const cb = args.pop();
      if (typeof cb !== 'function') {
        const e = new TypeError(`The "cb" argument must be of type function. Received ${inspect(cb)}`);
        e.code = 'ERR_INVALID_ARG_TYPE';
        throw e;
      }
      queueMicrotask(() => {
        let r;
        try {
          r = sync(...args);
        } catch (e) {
          cb(e);
          return;
        }
        cb(null, r);
      });
    };
  }
  fs.exists = (p, cb) => queueMicrotask(() => cb(fs.existsSync(p)));
  promises.constants = fs.constants;
  fs.promises = promises;
  fs.Stats = Stats;
  fs.Dirent = Dirent;

  // ------------------------------------------------------------------
  // timers

  let timerSeq = 0;
  const activeTimers = new Map();
  class Timeout {
    constructor(fn, ms, args, repeat) {
      this._id = ++timerSeq;
      this._fn = fn;
      this._args = args;
      this._ms = ms;
      this._repeat = repeat;
      this._ref = true;
      this._seq = this._id;
      this._due = native.now() + ms;
      activeTimers.set(this._id, this);
    }
    ref() { this._ref = true; return this; }
    unref() { this._ref = false; return this; }
    hasRef() { return this._ref; }
    refresh() {
      this._due = native.now() + this._ms;
      this._seq = ++timerSeq;
      if (!activeTimers.has(this._id)) activeTimers.set(this._id, this);
      return this;
    }
    close() { activeTimers.delete(this._id); return this; }
    [Symbol.toPrimitive]() { return this._id; }
  }
  function timerDelay(ms) {
    ms = Number(ms);
    if (!(ms >= 1 && ms <= 2147483647)) ms = 1;
    return ms;
  }
  function checkCallback(fn) {
    if (typeof fn !== 'function') {
      const e = new TypeError(`The "callback" argument must be of type function. Received ${inspect(fn)}`);
      e.code = 'ERR_INVALID_ARG_TYPE';
      throw e;
    }
  }
  function setTimeout(fn, ms, ...args) { checkCallback(fn); return new Timeout(fn, timerDelay(ms), args, false); }
  function setInterval(fn, ms, ...args) { checkCallback(fn); return new Timeout(fn, timerDelay(ms), args, true); }
  function setImmediate(fn, ...args) {
    checkCallback(fn);
    const t = new Timeout(fn, 0, args, false);
    t._due = -Infinity;
    return t;
  }
  function clearTimer(t) {
    if (t === null || t === undefined) return;
    const id = typeof t === 'object' ? t._id : Number(t);
    activeTimers.delete(id);
  }
  // Run the earliest timer if it is due (or if force). Returns 0 when one
  // ran, the delay in ms until the next one, or -1 when no referenced timer
  // is left.
  function runTimer(force) {
    let next = null;
    let anyRef = false;
    for (const t of activeTimers.values()) {
      if (t._ref) anyRef = true;
      if (next === null || t._due < next._due || (t._due === next._due && t._seq < next._seq)) next = t;
    }
    if (!anyRef || next === null) return -1;
    const now = native.now();
    if (!force && next._due > now) return Math.max(next._due - now, 0.001);
    if (next._repeat) {
      next._due = Math.max(next._due + next._ms, now);
      next._seq = ++timerSeq;
    } else {
      activeTimers.delete(next._id);
    }
    next._fn.apply(undefined, next._args);
    return 0;
  }

  function queueMicrotask(fn) {
    checkCallback(fn);
    Promise.resolve().then(() => fn());
  }

  function structuredClone(value, seen = new Map()) {
    if (typeof value !== 'object' || value === null) {
      if (typeof value === 'function' || typeof value === 'symbol') {
        const e = new Error(`${String(value)} could not be cloned.`);
        defineHidden(e, 'name', 'DataCloneError');
        throw e;
      }
      return value;
    }
    if (seen.has(value)) return seen.get(value);
    let out;
    if (Array.isArray(value)) {
      out = new Array(value.length);
      seen.set(value, out);
      for (const k of O.keys(value)) out[k] = structuredClone(value[k], seen);
      return out;
    }
    if (value instanceof Date) return new Date(value.getTime());
    if (value instanceof RegExp) return new RegExp(value.source, value.flags);
    if (value instanceof ArrayBuffer) return value.slice(0);
    if (ArrayBuffer.isView(value)) {
      const Ctor = value.constructor;
      return new Ctor(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
    }
    if (value instanceof Map) {
      out = new Map();
      seen.set(value, out);
      for (const [k, v] of value) out.set(structuredClone(k, seen), structuredClone(v, seen));
      return out;
    }
    if (value instanceof Set) {
      out = new Set();
      seen.set(value, out);
      for (const v of value) out.add(structuredClone(v, seen));
      return out;
    }
    if (value instanceof Error) {
      const Ctor = G[value.name] && G[value.name].prototype instanceof Error ? G[value.name] : Error;
      out = new Ctor(value.message);
      if (value.stack !== undefined) defineHidden(out, 'stack', value.stack);
      return out;
    }
    out = {};
    seen.set(value, out);
    for (const k of O.keys(value)) out[k] = structuredClone(value[k], seen);
    return out;
  }

  // ------------------------------------------------------------------
  // crypto: random numbers from the host, and md5 / sha1 / sha256 hashes

  function randomBuffer(n) { return new Buffer(native.randomBytes(n)); }
  const webcrypto = {
    getRandomValues(ta) {
      if (!ArrayBuffer.isView(ta) || ta instanceof DataView || ta instanceof Float32Array ||
          ta instanceof Float64Array) {
        const e = new TypeError('The data argument must be an integer-type TypedArray');
        defineHidden(e, 'name', 'TypeMismatchError');
        throw e;
      }
      if (ta.byteLength > 65536) {
        const e = new RangeError(`The ArrayBufferView's byte length (${ta.byteLength}) exceeds the number of bytes of entropy available via this API (65536)`);
        defineHidden(e, 'name', 'QuotaExceededError');
        throw e;
      }
      new Uint8Array(ta.buffer, ta.byteOffset, ta.byteLength).set(new Uint8Array(native.randomBytes(ta.byteLength)));
      return ta;
    },
    randomUUID() {
      const b = new Uint8Array(native.randomBytes(16));
      b[6] = (b[6] & 0x0f) | 0x40;
      b[8] = (b[8] & 0x3f) | 0x80;
      const h = decodeBytes(b, 'hex');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };

  const rotl = (x, n) => (x << n) | (x >>> (32 - n));
  // each returns the digest of a whole message (Uint8Array)
  function md5(msg) {
    const K = new Int32Array(64);
    for (let i = 0; i < 64; i++) K[i] = Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296) | 0;
    const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
    const n = (((msg.length + 8) >>> 6) + 1) << 6;
    const m = new Uint8Array(n);
    m.set(msg);
    m[msg.length] = 0x80;
    const dv = new DataView(m.buffer);
    dv.setUint32(n - 8, (msg.length * 8) >>> 0, true);
    dv.setUint32(n - 4, Math.floor(msg.length / 0x20000000), true);
    let a0 = 0x67452301, b0 = 0xefcdab89 | 0, c0 = 0x98badcfe | 0, d0 = 0x10325476;
    for (let off = 0; off < n; off += 64) {
      let a = a0, b = b0, c = c0, d = d0;
      for (let i = 0; i < 64; i++) {
        let f, g;
        if (i < 16) { f = (b & c) | (~b & d); g = i; }
        else if (i < 32) { f = (d & b) | (~d & c); g = (5 * i + 1) & 15; }
        else if (i < 48) { f = b ^ c ^ d; g = (3 * i + 5) & 15; }
        else { f = c ^ (b | ~d); g = (7 * i) & 15; }
        const t = d;
        d = c;
        c = b;
        b = (b + rotl((a + f + K[i] + dv.getInt32(off + 4 * g, true)) | 0, S[(i >> 4) * 4 + (i & 3)])) | 0;
        a = t;
      }
      a0 = (a0 + a) | 0; b0 = (b0 + b) | 0; c0 = (c0 + c) | 0; d0 = (d0 + d) | 0;
    }
    const out = new DataView(new ArrayBuffer(16));
    [a0, b0, c0, d0].forEach((v, i) => out.setInt32(4 * i, v, true));
    return new Uint8Array(out.buffer);
  }
  function padBE(msg) {
    const n = (((msg.length + 8) >>> 6) + 1) << 6;
    const m = new Uint8Array(n);
    m.set(msg);
    m[msg.length] = 0x80;
    const dv = new DataView(m.buffer);
    dv.setUint32(n - 8, Math.floor(msg.length / 0x20000000));
    dv.setUint32(n - 4, (msg.length * 8) >>> 0);
    return dv;
  }
  function sha1(msg) {
    const dv = padBE(msg);
    const h = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476, 0xc3d2e1f0 | 0];
    const w = new Int32Array(80);
    for (let off = 0; off < dv.byteLength; off += 64) {
      for (let i = 0; i < 16; i++) w[i] = dv.getInt32(off + 4 * i);
      for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
      let [a, b, c, d, e] = h;
      for (let i = 0; i < 80; i++) {
        let f, k;
        if (i < 20) { f = (b & c) | (~b & d); k = 0x5a827999; }
        else if (i < 40) { f = b ^ c ^ d; k = 0x6ed9eba1; }
        else if (i < 60) { f = (b & c) | (b & d) | (c & d); k = 0x8f1bbcdc | 0; }
        else { f = b ^ c ^ d; k = 0xca62c1d6 | 0; }
        const t = (rotl(a, 5) + f + e + k + w[i]) | 0;
        e = d; d = c; c = rotl(b, 30); b = a; a = t;
      }
      h[0] = (h[0] + a) | 0; h[1] = (h[1] + b) | 0; h[2] = (h[2] + c) | 0; h[3] = (h[3] + d) | 0; h[4] = (h[4] + e) | 0;
    }
    const out = new DataView(new ArrayBuffer(20));
    h.forEach((v, i) => out.setInt32(4 * i, v));
    return new Uint8Array(out.buffer);
  }
  const K256 = new Int32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]);
  function sha256(msg) {
    const dv = padBE(msg);
    const h = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
      0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
    const w = new Int32Array(64);
    const rotr = (x, n) => (x >>> n) | (x << (32 - n));
    for (let off = 0; off < dv.byteLength; off += 64) {
      for (let i = 0; i < 16; i++) w[i] = dv.getInt32(off + 4 * i);
      for (let i = 16; i < 64; i++) {
        const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
        const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
        w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
      }
      let [a, b, c, d, e, f, g, hh] = h;
      for (let i = 0; i < 64; i++) {
        const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K256[i] + w[i]) | 0;
        const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        hh = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
      }
      h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
    }
    const out = new DataView(new ArrayBuffer(32));
    h.forEach((v, i) => out.setInt32(4 * i, v));
    return new Uint8Array(out.buffer);
  }
  const hashes = { md5: [md5, 64], sha1: [sha1, 64], sha256: [sha256, 64] };
  function hashFn(alg) {
    const h = hashes[`${alg}`.toLowerCase().replace('-', '')];
    if (h === undefined) {
      const e = new Error(`Digest method not supported: ${alg} (md5, sha1 and sha256 are)`);
      e.code = 'ERR_CRYPTO_INVALID_DIGEST';
      throw e;
    }
    return h;
  }
  const toBytes = (data, enc) => (typeof data === 'string' ? encodeString(data, enc)
    : new Uint8Array(data.buffer || data, data.byteOffset || 0, data.byteLength));
  class Hash {
    constructor(alg, key) {
      [this._fn, this._block] = hashFn(alg);
      this._parts = [];
      if (key !== undefined) {
        let k = toBytes(key);
        if (k.length > this._block) k = this._fn(k);
        this._key = new Uint8Array(this._block);
        this._key.set(k);
        this._parts.push(this._key.map((b) => b ^ 0x36));
      }
    }
    update(data, enc) { this._parts.push(toBytes(data, enc)); return this; }
    digest(enc) {
      let out = this._fn(Buffer.concat(this._parts));
      if (this._key !== undefined) out = this._fn(Buffer.concat([this._key.map((b) => b ^ 0x5c), out]));
      const b = new Buffer(out.buffer, out.byteOffset, out.length);
      return enc === undefined || enc === 'buffer' ? b : b.toString(enc);
    }
    copy() {
      const h = O.create(Hash.prototype);
      O.assign(h, this);
      h._parts = this._parts.slice();
      return h;
    }
  }
  const cryptoModule = {
    randomBytes(n, cb) {
      const b = randomBuffer(n);
      if (typeof cb === 'function') queueMicrotask(() => cb(null, b));
      return b;
    },
    randomUUID: webcrypto.randomUUID,
    getRandomValues: webcrypto.getRandomValues,
    randomInt(min, max) {
      if (max === undefined) { max = min; min = 0; }
      const range = max - min;
      const v = new Uint32Array(native.randomBytes(8));
      return min + Math.floor(((v[0] * 4294967296 + v[1]) / 18446744073709551616) * range);
    },
    createHash: (alg) => new Hash(alg),
    createHmac: (alg, key) => new Hash(alg, key),
    getHashes: () => O.keys(hashes),
    webcrypto,
  };

  // ------------------------------------------------------------------
  // process

  const emptyListeners = function () { return process; };
  const process = {
    argv: ['js'],
    argv0: 'js',
    execArgv: [],
    execPath: '/usr/bin/js',
    env: native.env,
    exitCode: undefined,
    pid: 1,
    ppid: 0,
    platform: 'wasi',
    arch: 'wasm32',
    title: 'js',
    version: `v0.0.0-quickjs-${native.version}`,
    versions: { quickjs: native.version },
    release: { name: 'quickjs' },
    exit(code) {
      if (code === undefined) code = process.exitCode === undefined ? 0 : process.exitCode;
      native.exit(Number(code) | 0);
    },
    cwd: () => native.cwd(),
    chdir: (d) => native.chdir(toPath(d, 'directory')),
    uptime: () => native.now() / 1000,
    hrtime: (prev) => {
      const t = native.now();
      let s = Math.floor(t / 1000);
      let ns = Math.round((t - s * 1000) * 1e6);
      if (prev) {
        s -= prev[0];
        ns -= prev[1];
        if (ns < 0) { s--; ns += 1e9; }
      }
      return [s, ns];
    },
    memoryUsage: () => native.memoryUsage(),
    nextTick: (fn, ...args) => { checkCallback(fn); Promise.resolve().then(() => fn(...args)); },
    stdout: { write: (s) => { native.write(1, typeof s === 'string' ? s : dataBytes(s)); return true; }, isTTY: false, fd: 1 },
    stderr: { write: (s) => { native.write(2, typeof s === 'string' ? s : dataBytes(s)); return true; }, isTTY: false, fd: 2 },
    stdin: { fd: 0, isTTY: false },
    on: emptyListeners,
    once: emptyListeners,
    off: emptyListeners,
    addListener: emptyListeners,
    removeListener: emptyListeners,
    removeAllListeners: emptyListeners,
    emit: () => false,
    listeners: () => [],
    emitWarning: (w) => { native.write(2, `Warning: ${w instanceof Error ? w.message : w}\n`); },
    cpuUsage: () => ({ user: Math.round(native.now() * 1000), system: 0 }),
    umask: () => 0o22,
    getuid: () => 0,
    getgid: () => 0,
  };
  process.hrtime.bigint = () => BigInt(Math.round(native.now() * 1e6));

  let timeOrigin;
  const performance = {
    now: () => native.now(),
    get timeOrigin() {
      if (timeOrigin === undefined) timeOrigin = Date.now() - native.now();
      return timeOrigin;
    },
    mark: () => undefined,
    measure: () => undefined,
  };

  // ------------------------------------------------------------------
  // util

  function promisify(fn) {
    if (typeof fn !== 'function') throw new TypeError('The "original" argument must be of type function');
    return (...args) => new Promise((resolve, reject) => {
      fn(...args, (err, ...values) => (err ? reject(err) : resolve(values.length > 1 ? values : values[0])));
    });
  }
  function isDeepStrictEqual(a, b, seen = new Map()) {
    if (O.is(a, b)) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (O.getPrototypeOf(a) !== O.getPrototypeOf(b)) return false;
    if (seen.get(a) === b) return true;
    seen.set(a, b);
    if (a instanceof Date) return a.getTime() === b.getTime();
    if (a instanceof RegExp) return String(a) === String(b);
    if (a instanceof Map) {
      if (a.size !== b.size) return false;
      for (const [k, v] of a) if (!b.has(k) || !isDeepStrictEqual(v, b.get(k), seen)) return false;
      return true;
    }
    if (a instanceof Set) {
      if (a.size !== b.size) return false;
      for (const v of a) if (!b.has(v)) return false;
      return true;
    }
    const ka = O.keys(a);
    const kb = O.keys(b);
    if (ka.length !== kb.length) return false;
    for (const k of ka) if (!hasOwn(b, k) || !isDeepStrictEqual(a[k], b[k], seen)) return false;
    return true;
  }
  const util = {
    inspect,
    format,
    formatWithOptions,
    promisify,
    isDeepStrictEqual,
    types: {
      isPromise: (v) => v instanceof Promise,
      isDate: (v) => v instanceof Date,
      isRegExp: (v) => v instanceof RegExp,
      isTypedArray: (v) => typeof v === 'object' && v !== null && isTypedArray(v),
      isMap: (v) => v instanceof Map,
      isSet: (v) => v instanceof Set,
      isNativeError: (v) => v instanceof Error,
    },
    isArray: Array.isArray,
    TextEncoder,
    TextDecoder,
    inherits(ctor, superCtor) {
      O.setPrototypeOf(ctor.prototype, superCtor.prototype);
      O.setPrototypeOf(ctor, superCtor);
      ctor.super_ = superCtor;
    },
    deprecate: (fn) => fn,
  };

  // ------------------------------------------------------------------
  // events, assert, os

  class EventEmitter {
    constructor() { defineHidden(this, '_events', new Map()); }
    _list(name) {
      if (!hasOwn(this, '_events')) defineHidden(this, '_events', new Map());
      let l = this._events.get(name);
      if (l === undefined) this._events.set(name, (l = []));
      return l;
    }
    on(name, fn) { checkCallback(fn); this._list(name).push(fn); return this; }
    addListener(name, fn) { return this.on(name, fn); }
    prependListener(name, fn) { checkCallback(fn); this._list(name).unshift(fn); return this; }
    once(name, fn) {
      checkCallback(fn);
      const wrapper = (...args) => { this.off(name, wrapper); return fn.apply(this, args); };
      wrapper.listener = fn;
      return this.on(name, wrapper);
    }
    off(name, fn) {
      const l = this._list(name);
      const i = l.findIndex((f) => f === fn || f.listener === fn);
      if (i !== -1) l.splice(i, 1);
      return this;
    }
    removeListener(name, fn) { return this.off(name, fn); }
    removeAllListeners(name) {
      if (name === undefined) this._events.clear(); else this._events.delete(name);
      return this;
    }
    emit(name, ...args) {
      const l = this._list(name).slice();
      if (l.length === 0 && name === 'error') throw args[0] instanceof Error ? args[0] : new Error(`Unhandled error. (${inspect(args[0])})`);
      for (const fn of l) fn.apply(this, args);
      return l.length > 0;
    }
    listeners(name) { return this._list(name).map((f) => f.listener || f); }
    listenerCount(name) { return this._list(name).length; }
    eventNames() { return [...this._events.keys()].filter((k) => this._events.get(k).length > 0); }
    setMaxListeners() { return this; }
  }
  EventEmitter.EventEmitter = EventEmitter;
  EventEmitter.once = (emitter, name) => new Promise((resolve) => emitter.once(name, (...args) => resolve(args)));

  class AssertionError extends Error {
    constructor(options) {
      super(options.message);
      defineHidden(this, 'name', 'AssertionError');
      this.code = 'ERR_ASSERTION';
      this.actual = options.actual;
      this.expected = options.expected;
      this.operator = options.operator;
    }
  }
  function fail(actual, expected, message, operator, dflt) {
    if (message instanceof Error) throw message;
    throw new AssertionError({ message: message !== undefined ? message : dflt, actual, expected, operator });
  }
  function matchesError(err, expected) {
    if (expected === undefined) return true;
    if (typeof expected === 'function') {
      if (expected.prototype !== undefined && err instanceof expected) return true;
      if (Error.isPrototypeOf(expected) || expected === Error) return false;
      return expected(err) === true;
    }
    if (expected instanceof RegExp) return expected.test(String(err));
    if (typeof expected === 'object' && expected !== null) {
      return O.keys(expected).every((k) => (expected[k] instanceof RegExp
        ? expected[k].test(err[k]) : isDeepStrictEqual(err[k], expected[k])));
    }
    return false;
  }
  function assert(value, message) {
    if (!value) fail(value, true, message, '==', 'The expression evaluated to a falsy value:\n\n  assert(' + inspect(value) + ')\n');
  }
  O.assign(assert, {
    AssertionError,
    ok: (v, m) => assert(v, m),
    fail: (m = 'Failed') => fail(undefined, undefined, m, 'fail', m),
    equal: (a, b, m) => { if (!(a == b || (a !== a && b !== b))) fail(a, b, m, '==', `${inspect(a)} == ${inspect(b)}`); },
    notEqual: (a, b, m) => { if (a == b) fail(a, b, m, '!=', `${inspect(a)} != ${inspect(b)}`); },
    strictEqual: (a, b, m) => { if (!O.is(a, b)) fail(a, b, m, 'strictEqual', `Expected values to be strictly equal:\n\n${inspect(a)} !== ${inspect(b)}\n`); },
    notStrictEqual: (a, b, m) => { if (O.is(a, b)) fail(a, b, m, 'notStrictEqual', `Expected "actual" to be strictly unequal to: ${inspect(b)}`); },
    deepStrictEqual: (a, b, m) => { if (!isDeepStrictEqual(a, b)) fail(a, b, m, 'deepStrictEqual', `Expected values to be strictly deep-equal:\n${inspect(a)}\n\nshould equal\n\n${inspect(b)}`); },
    notDeepStrictEqual: (a, b, m) => { if (isDeepStrictEqual(a, b)) fail(a, b, m, 'notDeepStrictEqual', `Expected "actual" not to be strictly deep-equal to: ${inspect(b)}`); },
    throws(fn, expected, m) {
      if (typeof expected === 'string') { m = expected; expected = undefined; }
      try { fn(); } catch (e) {
        if (!matchesError(e, expected)) throw e;
        return;
      }
      fail(undefined, expected, m, 'throws', 'Missing expected exception.');
    },
    doesNotThrow(fn, m) {
      try { fn(); } catch (e) { fail(e, undefined, m, 'doesNotThrow', `Got unwanted exception.\nActual message: "${e && e.message}"`); }
    },
    async rejects(p, expected, m) {
      if (typeof expected === 'string') { m = expected; expected = undefined; }
      try { await (typeof p === 'function' ? p() : p); } catch (e) {
        if (!matchesError(e, expected)) throw e;
        return;
      }
      fail(undefined, expected, m, 'rejects', 'Missing expected rejection.');
    },
    match: (s, re, m) => { if (!re.test(s)) fail(s, re, m, 'match', `The input did not match the regular expression ${re}. Input:\n\n${inspect(s)}\n`); },
  });
  assert.deepEqual = assert.deepStrictEqual;
  assert.notDeepEqual = assert.notDeepStrictEqual;
  assert.strict = assert;

  const os = {
    EOL: '\n',
    platform: () => 'wasi',
    type: () => 'WASI',
    arch: () => 'wasm32',
    release: () => native.version,
    hostname: () => 'sandbox',
    homedir: () => native.env.HOME || '/workspace',
    tmpdir: () => native.env.TMPDIR || '/tmp',
    endianness: () => 'LE',
    cpus: () => [{ model: 'wasm32', speed: 0, times: { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 } }],
    availableParallelism: () => 1,
    totalmem: () => 4294967296,
    freemem: () => 4294967296 - native.memoryUsage().rss,
    uptime: () => native.now() / 1000,
    loadavg: () => [0, 0, 0],
    networkInterfaces: () => ({}),
    userInfo: () => ({ uid: 0, gid: 0, username: 'sandbox', homedir: native.env.HOME || '/workspace', shell: null }),
    constants: { signals: {}, errno: {} },
  };

  // ------------------------------------------------------------------
  // built-in modules, module resolution, require

  const NO_NETWORK = "the WebAssembly sandbox has no network; an operator can let native sandboxes " +
    "reach chosen hosts (network.egress_allow in sbx's config, and a sandbox created with provider docker)";
  const networkModules = ['http', 'https', 'http2', 'net', 'tls', 'dns', 'dgram'];

  const builtins = {
    fs,
    'fs/promises': promises,
    path,
    'path/posix': path,
    util,
    process,
    buffer: { Buffer },
    crypto: cryptoModule,
    events: EventEmitter,
    assert,
    'assert/strict': assert,
    os,
    timers: { setTimeout, setInterval, setImmediate, clearTimeout: clearTimer, clearInterval: clearTimer, clearImmediate: clearTimer },
    'timers/promises': {
      setTimeout: (ms, value) => new Promise((resolve) => setTimeout(resolve, ms, value)),
      setImmediate: (value) => new Promise((resolve) => setImmediate(resolve, value)),
    },
  };
  function builtinName(spec) {
    let s = spec;
    if (s.startsWith('node:')) s = s.slice(5);
    else if (s.startsWith('sbx:')) s = s.slice(4);
    return hasOwn(builtins, s) ? s : null;
  }
  function notFound(spec, base) {
    const from = base && base.startsWith('/') ? ` imported from ${base}` : '';
    const why = networkModules.includes(spec.replace(/^node:/, '')) ? `: ${NO_NETWORK}` : '';
    const e = new Error(`Cannot find module '${spec}'${from}${why}`);
    e.code = 'ERR_MODULE_NOT_FOUND';
    return e;
  }
  function statType(p) {
    try { return native.stat(p, false).type; } catch (e) { return null; }
  }
  function readJSON(p) {
    return JSON.parse(native.utf8Decode(native.readFile(p)));
  }
  function resolveFile(p) {
    if (statType(p) === 'file') return p;
    for (const ext of ['.js', '.mjs', '.cjs', '.json']) {
      if (statType(p + ext) === 'file') return p + ext;
    }
    if (statType(p) === 'directory') {
      const pj = `${p}/package.json`;
      if (statType(pj) === 'file') {
        let pkg = null;
        try { pkg = readJSON(pj); } catch (e) { pkg = null; }
        if (pkg) {
          let entry = null;
          const ex = pkg.exports;
          if (typeof ex === 'string') entry = ex;
          else if (ex && typeof ex === 'object') {
            let dot = ex['.'] !== undefined ? ex['.'] : ex;
            if (dot && typeof dot === 'object') dot = dot.import || dot.node || dot.default || dot.require;
            if (dot && typeof dot === 'object') dot = dot.default;
            if (typeof dot === 'string') entry = dot;
          }
          if (entry === null) entry = pkg.module || pkg.main || null;
          if (typeof entry === 'string') {
            const r = resolveFile(path.resolve(p, entry));
            if (r !== null) return r;
          }
        }
      }
      for (const idx of ['index.js', 'index.mjs', 'index.cjs', 'index.json']) {
        if (statType(`${p}/${idx}`) === 'file') return `${p}/${idx}`;
      }
    }
    return null;
  }
  function resolve(base, spec) {
    const b = builtinName(spec);
    if (b !== null) return `node:${b}`;
    if (spec.startsWith('node:')) throw notFound(spec, base);
    let p;
    const dir = base && base.startsWith('/') ? path.dirname(base) : native.cwd();
    if (spec.startsWith('file://')) p = decodeURIComponent(spec.slice(7));
    else if (spec.startsWith('/')) p = spec;
    else if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../')) p = path.resolve(dir, spec);
    else {
      // bare specifier: node_modules lookup from the importing directory up
      for (let d = dir; ; d = path.dirname(d)) {
        if (!d.endsWith('/node_modules')) {
          const r = resolveFile(`${d === '/' ? '' : d}/node_modules/${spec}`);
          if (r !== null) return r;
        }
        if (d === '/') break;
      }
      throw notFound(spec, base);
    }
    const r = resolveFile(path.normalize(p));
    if (r === null) throw notFound(p, base);
    return r;
  }

  const requireCache = O.create(null);
  const cjsWrapperHead = '(function (exports, require, module, __filename, __dirname) {';
  function stripShebang(src) {
    return src.startsWith('#!') ? `//${src.slice(2)}` : src;
  }
  function makeRequire(base) {
    function require(spec) {
      if (typeof spec !== 'string') {
        const e = new TypeError(`The "id" argument must be of type string. Received ${inspect(spec)}`);
        e.code = 'ERR_INVALID_ARG_TYPE';
        throw e;
      }
      const r = resolve(base, spec);
      if (r.startsWith('node:')) return builtins[r.slice(5)];
      const cached = requireCache[r];
      if (cached !== undefined) return cached.exports;
      const mod = { id: r, filename: r, path: path.dirname(r), exports: {}, loaded: false, children: [], paths: [] };
      requireCache[r] = mod;
      try {
        if (r.endsWith('.json')) {
          mod.exports = readJSON(r);
        } else {
          const src = stripShebang(native.utf8Decode(native.readFile(r)));
          const fn = native.evalScript(`${cjsWrapperHead}${src}\n})`, r);
          mod.require = makeRequire(r);
          fn.call(mod.exports, mod.exports, mod.require, mod, r, path.dirname(r));
        }
      } catch (e) {
        delete requireCache[r];
        throw e;
      }
      mod.loaded = true;
      return mod.exports;
    }
    require.resolve = (spec) => resolve(base, spec);
    require.cache = requireCache;
    return require;
  }
  const globalRequire = makeRequire(undefined);

  function looksCommonJS(src) {
    return /\b(module\.exports|exports\.[\w$]+\s*=|require\s*\()/.test(src) &&
      !/^\s*(import\s*[\w${*'"]|export\s)/m.test(src);
  }
  // QuickJS 2025-04-26 does not parse import attributes: drop them
  const attributesRe = /(\b(?:from|import)\s*(['"])[^'"\n]*\2)\s*(?:with|assert)\s*\{[^}]*\}/g;
  const stripAttributes = (src) => src.replace(attributesRe, '$1');
  // Source of a module file for the ES module loader
  function loadSource(p) {
    if (p.endsWith('.json')) {
      return `export default ${native.utf8Decode(native.readFile(p))};\n`;
    }
    const src = native.utf8Decode(native.readFile(p));
    if (p.endsWith('.cjs') || (p.endsWith('.js') && looksCommonJS(src))) {
      return `export default globalThis[Symbol.for('sbx.require')](${JSON.stringify(p)});\n`;
    }
    return stripAttributes(src);
  }

  // js FILE: an ES module if the file is .mjs or only parses as one;
  // otherwise CommonJS-style (require, module, exports, __filename,
  // __dirname) inside an async function, so top-level await still works.
  function runMain(file) {
    const p = path.resolve(toPath(file));
    process.argv[1] = p;
    let src;
    try {
      src = native.utf8Decode(native.readFile(p));
    } catch (e) {
      if (e.code === 'ENOENT' || e.code === 'EISDIR') {
        const err = new Error(`Cannot find module '${p}'`);
        err.code = 'MODULE_NOT_FOUND';
        throw err;
      }
      throw e;
    }
    if (!p.endsWith('.mjs') && !p.endsWith('.json')) {
      let fn = null;
      const body = stripShebang(src);
      try {
        fn = native.evalScript(`(async function (exports, require, module, __filename, __dirname) {${body}\n})`, p);
      } catch (e) {
        if (!(e instanceof SyntaxError) || p.endsWith('.cjs')) throw e;
      }
      if (fn !== null) {
        const mod = { id: '.', filename: p, path: path.dirname(p), exports: {}, loaded: false, children: [], paths: [] };
        mod.require = makeRequire(p);
        requireCache[p] = mod;
        return fn.call(mod.exports, mod.exports, mod.require, mod, p, path.dirname(p));
      }
    }
    return native.evalModule(p.endsWith('.json') ? loadSource(p) : stripAttributes(src), p, true);
  }

  // static imports in script code -> dynamic imports, so that the bindings
  // land in the persistent global scope
  const importRe = /(^|;)([ \t]*)import\s+(?:([\w$]+)\s*(?:,\s*)?)?(?:\*\s*as\s+([\w$]+)|\{([^}]*)\})?\s*(?:from\s*)?(['"])([^'"\n]+)\6[ \t]*(?:(?:with|assert)\s*\{[^}]*\}[ \t]*)?/gm;
  function rewriteImports(src) {
    let changed = false;
    const out = src.replace(importRe, (m, pre, ind, def, ns, named, q, spec) => {
      if (def === 'from' && ns === undefined && named === undefined) return m;
      changed = true;
      const lines = '\n'.repeat((m.match(/\n/g) || []).length);
      const s = JSON.stringify(spec);
      if (def === undefined && ns === undefined && named === undefined) return `${pre}${ind}await import(${s});${lines}`;
      const decls = [];
      if (ns !== undefined) {
        decls.push(`var ${ns} = await import(${s});`);
        if (def !== undefined) decls.push(`var ${def} = ${ns}.default;`);
      } else {
        const parts = [];
        if (def !== undefined) parts.push(`default: ${def}`);
        if (named !== undefined) {
          for (let item of named.split(',')) {
            item = item.trim();
            if (item === '') continue;
            const mm = /^(?:(['"])(.*)\1|([\w$]+))(?:\s+as\s+([\w$]+))?$/.exec(item);
            if (mm === null) return m;
            const imported = mm[2] !== undefined ? JSON.stringify(mm[2]) : mm[3];
            const local = mm[4] !== undefined ? mm[4] : mm[3];
            parts.push(imported === local ? local : `${imported}: ${local}`);
          }
        }
        decls.push(`var { ${parts.join(', ')} } = await import(${s});`);
      }
      return pre + ind + decls.join(' ') + lines;
    });
    return changed ? out : undefined;
  }

  function formatUncaught(err) {
    if (err instanceof Error) {
      let s = formatErrorBase({ indentationLvl: 0 }, err);
      if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
      const keys = O.keys(err);
      if (keys.length > 0 || hasOwn(err, 'cause')) {
        const extra = {};
        for (const k of keys) extra[k] = err[k];
        const full = inspect(err);
        const brace = full.indexOf(' {\n');
        if (brace !== -1 && !full.slice(0, brace).includes('{')) s += full.slice(brace);
        else if (keys.length > 0) s += ` ${inspect(extra)}`;
      }
      return `Uncaught ${s}`;
    }
    return `Uncaught ${inspect(err)}`;
  }

  // ------------------------------------------------------------------
  // Intl: ECMA-402's NumberFormat, DateTimeFormat, PluralRules and
  // Collator for the locales of kernel/intl_data.txt (CLDR 48 as Node 22's
  // ICU has it, read out of Node by kernel/intl_data.mjs), with time zones
  // from the TZif files of /usr/share/zoneinfo and, as in Node, $TZ as the
  // default zone (UTC without it). A locale of another region of these
  // languages formats as the language's own (de-AT as de), any other as
  // en-US, as V8 falls back to its default locale. Options outside the
  // subset throw a RangeError that names them.
  //
  // BEGIN intl (intl_data.mjs evaluates what is between these lines)

  // intlData gives intl_data.txt's bytes: a line for each table, its name,
  // a tab and its JSON (the locales first, in the order of the rows of the
  // zone names, then common and names).
  function makeIntl(readFile, utf8Decode, env, intlData) {
    const gap = (what) => new RangeError(`${what} is not supported by the sandbox's Intl`);
    let bytes, known, languages; // known: the locales with data; languages: language -> the one it uses
    const tables = new Map(); // name -> [start, end] of its JSON, then the parsed table
    const index = () => {
      if (bytes !== undefined) return;
      bytes = new Uint8Array(intlData());
      for (let i = 0; i < bytes.length;) {
        const tab = bytes.indexOf(9, i), nl = bytes.indexOf(10, tab);
        tables.set(utf8Decode(bytes.subarray(i, tab)), [tab + 1, nl]);
        i = nl + 1;
      }
      known = [...tables.keys()].filter((k) => /^[a-z]{2,3}-[A-Z]{2}$/.test(k));
      languages = {};
      for (const tag of known) languages[tag.split('-')[0]] ??= tag;
    };
    const table = (name) => {
      index();
      let t = tables.get(name);
      if (Array.isArray(t)) tables.set(name, t = JSON.parse(utf8Decode(bytes.subarray(t[0], t[1]))));
      return t;
    };
    const localeData = (tag) => table(tag);
    const commonData = () => table('common');
    const nameData = () => table('names');

    // ---------------------------------------------------------------- options

    const getOption = (o, k, allowed, dflt, cls) => {
      const v = o[k];
      if (v === undefined) return dflt;
      const s = String(v);
      if (allowed !== undefined && !allowed.includes(s)) throw new RangeError(`Value ${s} out of range for Intl.${cls} options property ${k}`);
      return s;
    };
    const getNumberOption = (o, k, lo, hi, dflt) => {
      const v = o[k];
      if (v === undefined) return dflt;
      const n = Number(v);
      if (!(n >= lo && n <= hi)) throw new RangeError(`${k} value is out of range.`);
      return Math.floor(n);
    };
    const toOptions = (o) => {
      if (o === null) throw new TypeError('Cannot convert undefined or null to object');
      return o === undefined ? Object.create(null) : Object(o);
    };

    // ---------------------------------------------------------------- locales

    const tagRe = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?(-([a-z\d]{5,8}|\d[a-z\d]{3}))*(-[a-wyz\d](-[a-z\d]{2,8})+)*(-x(-[a-z\d]{1,8})+)?$/i;
    const canonicalTag = (s) => {
      let ext = false;
      return s.split('-').map((p, i) => {
        if (i === 0 || ext) return p.toLowerCase();
        if (p.length === 1) { ext = true; return p.toLowerCase(); }
        if (p.length === 4 && /^[a-z]+$/i.test(p)) return p[0].toUpperCase() + p.slice(1).toLowerCase();
        return p.length === 2 ? p.toUpperCase() : p.toLowerCase();
      }).join('-');
    };
    function canonicalLocales(locales) {
      if (locales === undefined) return [];
      const list = typeof locales === 'string' ? [locales] : Object(locales);
      const out = [];
      for (let i = 0, n = list.length >>> 0; i < n; i++) {
        if (!(i in list)) continue;
        const l = list[i];
        if (typeof l !== 'string' && (typeof l !== 'object' || l === null)) throw new TypeError('Language ID should be string or object.');
        const s = String(l);
        if (!tagRe.test(s)) throw new RangeError(`Incorrect locale information provided`);
        const c = canonicalTag(s);
        if (!out.includes(c)) out.push(c);
      }
      return out;
    }
    const defaultScript = { ja: 'Jpan', zh: 'Hans' };
    // resolveLocale picks the first requested locale of a known language:
    // its own data if intl_data.txt has its region, else the language's.
    function resolveLocale(requested) {
      index();
      for (const tag of canonicalLocales(requested)) {
        const subs = tag.split('-');
        let end = subs.findIndex((p, i) => i > 0 && p.length === 1);
        if (end < 0) end = subs.length;
        const lang = subs[0];
        if (languages[lang] === undefined) continue;
        const base = subs.slice(0, end);
        const script = base.find((p, i) => i > 0 && /^[A-Z][a-z]{3}$/.test(p));
        const region = base.find((p, i) => i > 0 && /^([A-Z]{2}|\d{3})$/.test(p));
        const ext = {};
        if (subs[end] === 'u') {
          let key;
          for (const p of subs.slice(end + 1)) {
            if (p.length === 1) break;
            if (p.length === 2) ext[key = p] = '';
            else if (key !== undefined) ext[key] += (ext[key] ? '-' : '') + p;
          }
        }
        const own = region !== undefined && known.includes(`${lang}-${region}`) && (script === undefined || script === (defaultScript[lang] ?? 'Latn'));
        const data = own ? `${lang}-${region}` : languages[lang];
        return { tag: own ? base.join('-') : lang, data, L: localeData(data), ext };
      }
      return { tag: 'en-US', data: 'en-US', L: localeData('en-US'), ext: {} };
    }
    const supportedLocalesOf = (requested) => {
      index();
      return canonicalLocales(requested).filter((t) => languages[t.split('-')[0]] !== undefined);
    };

    // ---------------------------------------------------------------- numbers

    // A decimal is a number's absolute value as its digits d (no leading
    // zeros, "0" for zero) and the count p of digits before the point:
    // 0.d × 10^p. Numbers give their shortest round-trip digits, as ICU
    // takes them (1.005 is 1.005, not 1.00499...), BigInts all theirs.
    function decimal(x) {
      if (typeof x === 'bigint') {
        const s = (x < 0n ? -x : x).toString();
        return { d: s.replace(/0+$/, '') || '0', p: s === '0' ? 1 : s.length };
      }
      if (x === 0) return { d: '0', p: 1 };
      const [m, e] = Math.abs(x).toExponential().split('e');
      return { d: m.replace('.', '').replace(/0+$/, ''), p: Number(e) + 1 };
    }
    const isZero = (v) => v.d === '0';
    // round rounds half away from zero to `frac` fraction digits (frac < 0
    // rounds to tens, hundreds...): [integer digits, fraction digits].
    function round(v, frac) {
      let d = v.d, p = v.p;
      const keep = p + frac, fracLen = frac > 0 ? frac : 0;
      if (d === '0' || keep < 0) return ['0', '0'.repeat(fracLen)];
      if (keep < d.length) {
        const up = d.charCodeAt(keep) >= 53; // '5'
        d = d.slice(0, keep);
        if (up) {
          let i = keep - 1;
          while (i >= 0 && d[i] === '9') i--;
          if (i < 0) { d = '1' + '0'.repeat(keep); p++; } else d = d.slice(0, i) + String.fromCharCode(d.charCodeAt(i) + 1) + '0'.repeat(keep - i - 1);
        }
      }
      if (d.length < p + fracLen) d = d.padEnd(p + fracLen, '0');
      if (p <= 0) { d = '0'.repeat(1 - p) + d; p = 1; }
      let int = d.slice(0, p);
      if (int.length > 1 && int[0] === '0') int = int.replace(/^0+(?=\d)/, '');
      return [int || '0', d.slice(p, p + fracLen)];
    }
    class NumberFormat {
      #o; #L; #pattern; #symbol; #spaced = false;
      constructor(locales, options) {
        const r = resolveLocale(locales);
        options = toOptions(options);
        const opt = (k, allowed, dflt) => getOption(options, k, allowed, dflt, 'NumberFormat');
        const nu = opt('numberingSystem');
        if (nu !== undefined && nu !== 'latn') throw gap(`numberingSystem "${nu}"`);
        const style = opt('style', ['decimal', 'percent', 'currency', 'unit'], 'decimal');
        if (style === 'unit') throw gap('NumberFormat style "unit"');
        let currency = opt('currency');
        if (currency !== undefined) {
          if (!/^[A-Za-z]{3}$/.test(currency)) throw new RangeError(`Invalid currency code : ${currency}`);
          currency = currency.toUpperCase();
        }
        if (style === 'currency' && currency === undefined) throw new TypeError('Currency code is required with currency style.');
        const currencyDisplay = opt('currencyDisplay', ['symbol', 'narrowSymbol', 'code', 'name'], 'symbol');
        if (style === 'currency' && currencyDisplay === 'name') throw gap('currencyDisplay "name"');
        const currencySign = opt('currencySign', ['standard', 'accounting'], 'standard');
        const notation = opt('notation', ['standard', 'scientific', 'engineering', 'compact'], 'standard');
        const compactDisplay = opt('compactDisplay', ['short', 'long'], 'short');
        if (notation === 'compact' && compactDisplay === 'long') throw gap('compactDisplay "long"');
        const cd = style === 'currency' ? (commonData().digits[currency] ?? 2) : 0;
        const minI = getNumberOption(options, 'minimumIntegerDigits', 1, 21, 1);
        const minF = getNumberOption(options, 'minimumFractionDigits', 0, 100, undefined);
        const maxF = getNumberOption(options, 'maximumFractionDigits', 0, 100, undefined);
        const minS = getNumberOption(options, 'minimumSignificantDigits', 1, 21, undefined);
        const maxS = getNumberOption(options, 'maximumSignificantDigits', minS ?? 1, 21, undefined);
        if (minF !== undefined && maxF !== undefined && minF > maxF) throw new RangeError('maximumFractionDigits value is out of range.');
        const o = {
          locale: r.tag, numberingSystem: 'latn', style, currency: style === 'currency' ? currency : undefined,
          currencyDisplay: style === 'currency' ? currencyDisplay : undefined, currencySign: style === 'currency' ? currencySign : undefined,
          minimumIntegerDigits: minI,
        };
        let priority = 'auto';
        if (minS !== undefined || maxS !== undefined) {
          o.minimumSignificantDigits = minS ?? 1;
          o.maximumSignificantDigits = maxS ?? 21;
        } else if (notation === 'compact' && minF === undefined && maxF === undefined) {
          // ICU's compact rounding: whole numbers, but at least two significant digits
          Object.assign(o, { minimumFractionDigits: 0, maximumFractionDigits: 0, minimumSignificantDigits: 1, maximumSignificantDigits: 2 });
          priority = 'morePrecision';
        } else {
          const dfltMax = Math.max(style === 'percent' ? 0 : style === 'currency' ? cd : 3, minF ?? 0);
          o.minimumFractionDigits = minF ?? Math.min(style === 'currency' ? cd : 0, maxF ?? Infinity);
          o.maximumFractionDigits = maxF ?? dfltMax;
        }
        let grouping = options.useGrouping;
        if (grouping === undefined) grouping = notation === 'compact' ? 'min2' : 'auto';
        else if (grouping === true || grouping === 'true') grouping = 'always';
        else if (grouping === false || grouping === 'false' || grouping === '' || grouping === null || grouping === 0) grouping = false;
        else if (!['min2', 'auto', 'always'].includes(String(grouping))) throw new RangeError(`Value ${grouping} out of range for Intl.NumberFormat options property useGrouping`);
        Object.assign(o, { useGrouping: grouping, notation, compactDisplay: notation === 'compact' ? compactDisplay : undefined,
          signDisplay: opt('signDisplay', ['auto', 'never', 'always', 'exceptZero', 'negative'], 'auto'),
          roundingIncrement: 1, roundingMode: 'halfExpand', roundingPriority: priority, trailingZeroDisplay: 'auto' });
        this.#o = o;
        this.#L = r.L;
        const [, , , pct, cur] = r.L.n;
        this.#pattern = (style === 'percent' ? pct : style === 'currency' ? cur : '#').split(/([#¤%])/).filter(Boolean);
        if (style === 'currency') {
          this.#symbol = currencyDisplay === 'code' ? currency
            : (currencyDisplay === 'narrowSymbol' ? r.L.ns[currency] : undefined) ?? r.L.cs[currency] ?? currency;
          // CLDR's currency spacing: a symbol that ends in a letter is set off from the digits
          this.#spaced = this.#pattern[0] === '¤' && this.#pattern[1] === '#' && /\p{L}$/u.test(this.#symbol);
        }
      }
      // digits rounds v as the options say: [integer, fraction] digits.
      #digits(v) {
        const o = this.#o;
        const byFraction = () => {
          let [int, frac] = round(v, o.maximumFractionDigits);
          while (frac.length > o.minimumFractionDigits && frac.endsWith('0')) frac = frac.slice(0, -1);
          return [int, frac];
        };
        if (o.maximumSignificantDigits === undefined) return byFraction();
        const minS = o.minimumSignificantDigits;
        if (isZero(v)) return ['0', '0'.repeat(minS - 1)];
        // compact rounds to the more precise of whole numbers and two significant digits
        const last = o.roundingPriority === 'morePrecision' ? Math.max(o.maximumSignificantDigits - v.p, o.maximumFractionDigits) : o.maximumSignificantDigits - v.p;
        let [int, frac] = round(v, last);
        const need = int !== '0' ? Math.max(0, minS - int.length) : frac.match(/^0*/)[0].length + minS;
        frac = frac.padEnd(need, '0');
        while (frac.length > need && frac.endsWith('0')) frac = frac.slice(0, -1);
        return [int, frac];
      }
      #parts(value) {
        const o = this.#o, L = this.#L;
        const [dec, grp, minGroup, , , accounting, nan, inf] = L.n;
        const x = typeof value === 'bigint' ? value : Number(value);
        const neg = typeof x === 'bigint' ? x < 0n : x < 0 || Object.is(x, -0);
        const num = [];
        let zero = false;
        if (typeof x === 'number' && Number.isNaN(x)) num.push({ type: 'nan', value: nan });
        else if (typeof x === 'number' && !Number.isFinite(x)) num.push({ type: 'infinity', value: inf });
        else {
          const v = decimal(x);
          if (o.style === 'percent') v.p += 2;
          let int, frac, compact, exponent;
          if (o.notation === 'compact') {
            for (let pass = 0; ; pass++) {
              const e = isZero(v) ? 0 : v.p - 1;
              const pat = e < 3 ? '0' : L.cc[Math.min(e, L.cc.length + 2) - 3];
              const zeros = pat.match(/0+/)[0].length;
              const scale = pat === '0' ? 0 : Math.min(e, L.cc.length + 2) - zeros + 1;
              [int, frac] = this.#digits({ d: v.d, p: v.p - scale });
              compact = pat;
              // rounded up to the next power of ten (999,950 -> 1000K): once more
              if (pass > 0 || int === '0' || int.length + scale <= v.p) break;
              v.d = '1';
              v.p = int.length + scale;
            }
          } else if (o.notation === 'scientific' || o.notation === 'engineering') {
            let e = isZero(v) ? 0 : v.p - 1;
            if (o.notation === 'engineering') e -= ((e % 3) + 3) % 3;
            [int, frac] = this.#digits({ d: v.d, p: v.p - e });
            if (int.length > (o.notation === 'engineering' ? 3 : 1)) {
              e += o.notation === 'engineering' ? 3 : 1;
              [int, frac] = this.#digits({ d: v.d, p: v.p - e });
            }
            exponent = e;
          } else [int, frac] = this.#digits(v);
          zero = int === '0' && !/[1-9]/.test(frac);
          int = int.padStart(o.minimumIntegerDigits, '0');
          const g = o.useGrouping;
          const minG = g === false ? Infinity : g === 'always' ? 1 : g === 'min2' ? Math.max(2, minGroup) : minGroup;
          if (int.length >= 3 + minG) {
            const head = int.length % 3 || 3;
            num.push({ type: 'integer', value: int.slice(0, head) });
            for (let i = head; i < int.length; i += 3) num.push({ type: 'group', value: grp }, { type: 'integer', value: int.slice(i, i + 3) });
          } else num.push({ type: 'integer', value: int });
          if (frac) num.push({ type: 'decimal', value: dec }, { type: 'fraction', value: frac });
          if (exponent !== undefined) {
            num.push({ type: 'exponentSeparator', value: 'E' });
            if (exponent < 0) num.push({ type: 'exponentMinusSign', value: '-' });
            num.push({ type: 'exponentInteger', value: String(Math.abs(exponent)) });
          }
          if (compact !== undefined && compact !== '0') {
            const [before, after] = compact.split(/0+/);
            const affix = (s) => {
              const m = /^(\s*)(.*?)(\s*)$/.exec(s);
              return [m[1] && { type: 'literal', value: m[1] }, m[2] && { type: 'compact', value: m[2] }, m[3] && { type: 'literal', value: m[3] }].filter(Boolean);
            };
            num.unshift(...affix(before));
            num.push(...affix(after));
          }
        }
        const nanValue = num[0].type === 'nan';
        const sd = o.signDisplay;
        const sign = sd === 'auto' ? (neg ? '-' : '') : sd === 'negative' ? (neg && !zero ? '-' : '') : sd === 'never' ? ''
          : sd === 'always' ? (neg ? '-' : '+') : zero || nanValue ? '' : neg ? '-' : '+';
        const paren = sign === '-' && accounting === 1 && o.currencySign === 'accounting';
        const out = [];
        if (paren) out.push({ type: 'literal', value: '(' });
        else if (sign) out.push({ type: sign === '-' ? 'minusSign' : 'plusSign', value: sign });
        for (const piece of this.#pattern) {
          if (piece === '#') out.push(...num);
          else if (piece === '¤') {
            out.push({ type: 'currency', value: this.#symbol });
            if (this.#spaced && num[0].type === 'integer') out.push({ type: 'literal', value: '\u00a0' });
          } else if (piece === '%') out.push({ type: 'percentSign', value: '%' });
          else out.push({ type: 'literal', value: piece });
        }
        if (paren) out.push({ type: 'literal', value: ')' });
        return out;
      }
      get format() {
        const f = (value) => this.#parts(value).map((p) => p.value).join('');
        Object.defineProperty(this, 'format', { value: f, configurable: true });
        return f;
      }
      formatToParts(value) { return this.#parts(value); }
      resolvedOptions() { return Object.fromEntries(Object.entries(this.#o).filter(([, v]) => v !== undefined)); }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    }

    // ---------------------------------------------------------------- plurals

    // CLDR's plural rules of the known languages, on the operands of the
    // number as formatted: n (absolute value), i (integer part), v (number
    // of fraction digits).
    const millions = (i, v) => v === 0 && i !== 0 && i % 1000000 === 0;
    const cardinal = {
      en: (n, i, v) => (i === 1 && v === 0 ? 'one' : 'other'),
      de: (n, i, v) => (i === 1 && v === 0 ? 'one' : 'other'),
      fr: (n, i, v) => (i === 0 || i === 1 ? 'one' : millions(i, v) ? 'many' : 'other'),
      es: (n, i, v) => (n === 1 ? 'one' : millions(i, v) ? 'many' : 'other'),
      pt: (n, i, v) => (i === 0 || i === 1 ? 'one' : millions(i, v) ? 'many' : 'other'),
    };
    const ordinal = {
      en: (n) => {
        const t = n % 10, h = n % 100;
        return t === 1 && h !== 11 ? 'one' : t === 2 && h !== 12 ? 'two' : t === 3 && h !== 13 ? 'few' : 'other';
      },
      fr: (n) => (n === 1 ? 'one' : 'other'),
    };
    const categories = {
      cardinal: { en: ['one', 'other'], de: ['one', 'other'], fr: ['one', 'many', 'other'], es: ['one', 'many', 'other'], pt: ['one', 'many', 'other'] },
      ordinal: { en: ['few', 'one', 'two', 'other'], fr: ['one', 'other'] },
    };

    class PluralRules {
      #o; #nf;
      constructor(locales, options) {
        const r = resolveLocale(locales);
        options = toOptions(options);
        const type = getOption(options, 'type', ['cardinal', 'ordinal'], 'cardinal', 'PluralRules');
        this.#nf = new NumberFormat(r.tag, { minimumIntegerDigits: options.minimumIntegerDigits, minimumFractionDigits: options.minimumFractionDigits,
          maximumFractionDigits: options.maximumFractionDigits, minimumSignificantDigits: options.minimumSignificantDigits,
          maximumSignificantDigits: options.maximumSignificantDigits, useGrouping: false });
        const lang = r.data.split('-')[0];
        this.#o = { locale: r.tag, type, lang };
      }
      select(n) {
        const { type, lang } = this.#o;
        const parts = this.#nf.formatToParts(Math.abs(Number(n)));
        const int = parts.filter((p) => p.type === 'integer').map((p) => p.value).join('');
        const frac = parts.filter((p) => p.type === 'fraction').map((p) => p.value).join('');
        const i = Number(int), v = frac.length, x = Number(`${int}.${frac || 0}`);
        const rule = (type === 'cardinal' ? cardinal : ordinal)[lang];
        if (!Number.isFinite(x)) return 'other';
        return rule === undefined ? 'other' : rule(x, i, v);
      }
      resolvedOptions() {
        const { locale, type, lang } = this.#o;
        return { locale, type, ...this.#nf.resolvedOptions(), pluralCategories: [...(categories[type][lang] ?? ['other'])] };
      }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    }

    // ---------------------------------------------------------------- collator

    class Collator {
      #o;
      constructor(locales, options) {
        const r = resolveLocale(locales);
        options = toOptions(options);
        const opt = (k, allowed, dflt) => getOption(options, k, allowed, dflt, 'Collator');
        this.#o = {
          locale: r.tag, usage: opt('usage', ['sort', 'search'], 'sort'),
          sensitivity: opt('sensitivity', ['base', 'accent', 'case', 'variant'], 'variant'),
          ignorePunctuation: !!options.ignorePunctuation, collation: 'default',
          numeric: options.numeric === undefined ? r.ext.kn === '' || r.ext.kn === 'true' : !!options.numeric,
          caseFirst: opt('caseFirst', ['upper', 'lower', 'false'], 'false'),
        };
      }
      get compare() {
        const f = (a, b) => this.#compare(String(a), String(b));
        Object.defineProperty(this, 'compare', { value: f, configurable: true });
        return f;
      }
      #compare(a, b) {
        const fold = (s) => s.toLowerCase();
        if (this.#o.numeric) {
          const na = a.match(/\d+|\D+/g) ?? [], nb = b.match(/\d+|\D+/g) ?? [];
          for (let i = 0; i < Math.min(na.length, nb.length); i++) {
            const x = na[i], y = nb[i];
            const c = /^\d/.test(x) && /^\d/.test(y) ? Number(x) - Number(y) : fold(x).localeCompare(fold(y));
            if (c) return Math.sign(c);
          }
          return Math.sign(na.length - nb.length);
        }
        const c = fold(a).localeCompare(fold(b));
        return c || (this.#o.sensitivity === 'base' || this.#o.sensitivity === 'accent' ? 0 : Math.sign(a.localeCompare(b)));
      }
      resolvedOptions() { return { ...this.#o }; }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    }

    // ---------------------------------------------------------------- time zones

    const zoneinfo = '/usr/share/zoneinfo';
    // days since 1970-01-01 <-> proleptic Gregorian [year, month 1-12, day]
    function civil(days) {
      const z = days + 719468, era = Math.floor(z / 146097), doe = z - era * 146097;
      const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
      const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
      const mp = Math.floor((5 * doy + 2) / 153), m = mp < 10 ? mp + 3 : mp - 9;
      return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, doy - Math.floor((153 * mp + 2) / 5) + 1];
    }
    const daysFromCivil = (y, m, d) => Date.UTC(y, m - 1, d) / 864e5;

    // posixRule reads the TZ string that ends a TZif file (RFC 8536 3.3):
    // at(seconds) gives [UTC offset in seconds, daylight time].
    function posixRule(s) {
      const name = '(<[^>]*>|[A-Za-z]{3,})', off = '([+-]?\\d{1,3}(?::\\d{1,2}){0,2})';
      const m = new RegExp(`^${name}${off}(?:${name}${off}?(?:,([^,]+),([^,]+))?)?$`).exec(s);
      if (m === null) return undefined;
      const secs = (t) => {
        const [h, mi = 0, se = 0] = t.replace(/^[+-]/, '').split(':').map(Number);
        return (t[0] === '-' ? -1 : 1) * (h * 3600 + mi * 60 + se);
      };
      const std = -secs(m[2]);
      if (m[3] === undefined || m[5] === undefined) return { at: () => [std, false] };
      const dst = m[4] === undefined ? std + 3600 : -secs(m[4]);
      const rule = (r) => {
        const [date, time] = r.split('/');
        return { date, time: time === undefined ? 7200 : secs(time) };
      };
      const day = (y, date) => {
        let k;
        if ((k = /^J(\d+)$/.exec(date))) {
          const n = Number(k[1]);
          return daysFromCivil(y, 1, 1) + n - 1 + (n >= 60 && (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? 1 : 0);
        }
        if ((k = /^(\d+)$/.exec(date))) return daysFromCivil(y, 1, 1) + Number(k[1]);
        k = /^M(\d+)\.(\d)\.(\d)$/.exec(date);
        const [mo, w, wd] = [Number(k[1]), Number(k[2]), Number(k[3])];
        const first = daysFromCivil(y, mo, 1), last = daysFromCivil(y, mo + 1, 1) - 1;
        let d = first + ((wd - (first + 4) % 7 + 7) % 7) + (w - 1) * 7;
        while (d > last) d -= 7;
        return d;
      };
      const start = rule(m[5]), end = rule(m[6]);
      return {
        at(t) {
          const y = civil(Math.floor((t + std) / 86400))[0];
          const a = day(y, start.date) * 86400 + start.time - std, b = day(y, end.date) * 86400 + end.time - dst;
          const inDst = a < b ? t >= a && t < b : !(t >= b && t < a);
          // negative daylight time (Europe/Dublin): ICU calls the later offset daylight time
          return inDst ? [dst, dst > std] : [std, std > dst];
        },
      };
    }

    // tzif reads a TZif file: at(ms) gives [UTC offset in seconds, daylight time].
    function tzif(buf) {
      const dv = new DataView(buf);
      if (buf.byteLength < 44 || dv.getUint32(0) !== 0x545a6966) return undefined;
      const counts = (o) => [20, 24, 28, 32, 36, 40].map((k) => dv.getUint32(o + k));
      let [isut, isstd, leap, timecnt, typecnt, charcnt] = counts(0);
      let o = 44, size = 4;
      if (dv.getUint8(4) >= 0x32) {
        o += timecnt * 5 + typecnt * 6 + charcnt + leap * 8 + isstd + isut;
        [isut, isstd, leap, timecnt, typecnt, charcnt] = counts(o);
        o += 44;
        size = 8;
      }
      const times = [];
      for (let i = 0; i < timecnt; i++, o += size) times.push(size === 8 ? dv.getInt32(o) * 4294967296 + dv.getUint32(o + 4) : dv.getInt32(o));
      const index = [];
      for (let i = 0; i < timecnt; i++) index.push(dv.getUint8(o++));
      const types = [];
      for (let i = 0; i < typecnt; i++, o += 6) types.push([dv.getInt32(o), dv.getUint8(o + 4) === 1]);
      o += charcnt + leap * (size + 4) + isstd + isut;
      let rule;
      if (size === 8 && o < buf.byteLength) rule = posixRule(utf8Decode(new Uint8Array(buf, o)).trim());
      // negative daylight time: a daylight type with a smaller offset than
      // the standard type next to it is standard time for ICU, and that
      // standard type daylight time
      const flip = new Set();
      for (let i = 1; i < timecnt; i++) {
        const a = index[i - 1], b = index[i];
        if (types[a][1] === types[b][1]) continue;
        const [d, s] = types[a][1] ? [a, b] : [b, a];
        if (types[d][0] < types[s][0]) { flip.add(d); flip.add(s); }
      }
      const type = (i) => [types[i][0], types[i][1] !== flip.has(i)];
      return {
        at(ms) {
          const t = Math.floor(ms / 1000);
          if (rule !== undefined && (timecnt === 0 || t >= times[timecnt - 1])) return rule.at(t);
          if (timecnt === 0 || t < times[0]) return type(0);
          let lo = 0, hi = timecnt - 1;
          while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (times[mid] <= t) lo = mid; else hi = mid - 1;
          }
          return type(index[lo]);
        },
      };
    }

    const utc = { id: 'UTC', at: () => [0, false] };
    const utcNames = ['utc', 'etc/utc', 'gmt', 'etc/gmt'];
    let zoneIndex; // lower-case tzdata name -> [name, the zone it links to]
    const zoneFiles = new Map();
    function zoneNames() {
      if (zoneIndex !== undefined) return zoneIndex;
      zoneIndex = new Map();
      let text = '';
      try { text = utf8Decode(readFile(`${zoneinfo}/tzdata.zi`)); } catch (e) { /* no zone database: UTC only */ }
      const target = {};
      for (const [, kind, a, b] of text.matchAll(/^([ZL]) (\S+)(?: (\S+))?/gm)) {
        if (kind === 'Z') target[a] = a;
        else target[b] = a;
      }
      for (const name of Object.keys(target)) {
        let t = target[name];
        for (let i = 0; i < 8 && target[t] !== t && target[t] !== undefined; i++) t = target[t];
        zoneIndex.set(name.toLowerCase(), [name, t]);
      }
      return zoneIndex;
    }
    const zoneFile = (file) => {
      if (!zoneFiles.has(file)) {
        let z;
        try { z = tzif(readFile(`${zoneinfo}/${file}`)); } catch (e) { z = undefined; }
        if (z === undefined) return undefined;
        zoneFiles.set(file, z);
      }
      return zoneFiles.get(file);
    };
    // findZone resolves a time zone name (any case, tzdata's links, or an
    // offset such as +05:30) to { id, at }: id is what ICU calls it, which
    // also keys its names.
    function findZone(name) {
      const off = /^([+-])(\d\d):?(\d\d)?$/.exec(name);
      if (off !== null) {
        const h = Number(off[2]), m = Number(off[3] ?? 0);
        if (h > 23 || m > 59) return undefined;
        const secs = (off[1] === '-' ? -1 : 1) * (h * 3600 + m * 60);
        return { id: `${secs < 0 ? '-' : '+'}${off[2]}:${off[3] ?? '00'}`, at: () => [secs, false] };
      }
      if (utcNames.includes(name.toLowerCase())) return utc;
      // a zone's own name needs no index of tzdata's names
      let z = /^[A-Z][\w+-]*(\/[\w+-]+)*$/.test(name) ? zoneFile(name) : undefined;
      if (z === undefined) {
        const hit = zoneNames().get(name.toLowerCase());
        if (hit === undefined) return undefined;
        name = hit[0];
        z = zoneFile(hit[1]);
        if (z === undefined) return undefined;
      }
      const id = commonData().ids[name] ?? name;
      return id === 'UTC' ? utc : { id, at: z.at, named: true };
    }
    // defaultZone is $TZ's zone (a leading ':' dropped), else UTC.
    function defaultZone() {
      const tz = env().TZ;
      if (typeof tz !== 'string' || tz === '') return utc;
      return findZone(tz.replace(/^:/, '')) ?? utc;
    }

    // zoneName is the zone's name at t in CLDR's width letter (z, zzzz:
    // specific; v, vvvv: generic; O, OOOO: GMT offset), else the localized
    // GMT format. CLDR names tzdata's zones from 1970 on (some later, the
    // names data's from), and a few earlier by names of their own (early).
    let nameGroups; // zone key -> [specific names, generic names] of each locale
    function zoneName(tag, zone, t, off, dst, width) {
      if (nameGroups === undefined) {
        const zd = nameData();
        nameGroups = new Map();
        for (const g of zd.names) for (const z of g[0].split(' ')) nameGroups.set(z, [g, undefined]);
        for (const g of zd.generic) for (const z of g[0].split(' ')) nameGroups.set(z, [nameGroups.get(z)?.[0], g]);
      }
      const long = width.length === 4;
      const i = known.indexOf(tag) + 1;
      const slot = (long ? 2 : 0) + (dst ? 1 : 0);
      if (zone.named && t < (nameData().from[zone.id] ?? 0)) {
        const name = width[0] === 'z' ? nameData().early[zone.id]?.[i - 1].split('|')[slot] : undefined;
        if (name) return name;
      } else if (width[0] !== 'O') {
        const names = nameGroups.get(zone.id)?.[width[0] === 'z' ? 0 : 1]?.[i];
        const name = names?.split('|')[slot];
        if (name) return name;
      }
      const [prefix, minus] = commonData().gmt[tag];
      const a = Math.abs(off), h = Math.floor(a / 3600), m = Math.floor(a / 60) % 60, s = a % 60;
      const pad = (n) => String(n).padStart(2, '0');
      let hms = long ? `${pad(h)}:${pad(m)}` : m || s ? `${h}:${pad(m)}` : String(h);
      if (s) hms += `:${pad(s)}`;
      return `${prefix}${off < 0 ? minus : '+'}${hms}`;
    }

    // ---------------------------------------------------------------- dates

    const fieldOptions = {
      weekday: ['narrow', 'short', 'long'], era: ['narrow', 'short', 'long'], year: ['2-digit', 'numeric'],
      month: ['2-digit', 'numeric', 'narrow', 'short', 'long'], day: ['2-digit', 'numeric'],
      dayPeriod: ['narrow', 'short', 'long'], hour: ['2-digit', 'numeric'], minute: ['2-digit', 'numeric'], second: ['2-digit', 'numeric'],
      fractionalSecondDigits: undefined, timeZoneName: ['short', 'long', 'shortOffset', 'longOffset', 'shortGeneric', 'longGeneric'],
    };
    const styles = ['full', 'long', 'medium', 'short'];
    const hourLetter = { h11: 'K', h12: 'h', h23: 'H', h24: 'k' };
    const zoneLetters = { short: 'z', long: 'zzzz', shortOffset: 'O', longOffset: 'OOOO', shortGeneric: 'v', longGeneric: 'vvvv' };
    const fieldLetters = { weekday: { short: 'EEE', long: 'EEEE', narrow: 'EEEEE' }, year: { numeric: 'y', '2-digit': 'yy' },
      month: { numeric: 'M', '2-digit': 'MM', short: 'MMM', long: 'MMMM', narrow: 'MMMMM' }, day: { numeric: 'd', '2-digit': 'dd' },
      minute: { numeric: 'm', '2-digit': 'mm' }, second: { numeric: 's', '2-digit': 'ss' } };

    // tokens splits a CLDR pattern into fields [letter, count] and literal strings.
    function tokens(p) {
      const out = [];
      for (let i = 0; i < p.length;) {
        const c = p[i];
        if (c === "'") {
          let lit = '', j = i + 1;
          for (; j < p.length; j++) {
            if (p[j] === "'") { if (p[j + 1] === "'") { lit += "'"; j++; } else break; } else lit += p[j];
          }
          out.push(i + 1 === j ? "'" : lit);
          i = j + 1;
        } else if (/[A-Za-z]/.test(c)) {
          let j = i;
          while (p[j] === c) j++;
          out.push([c, j - i]);
          i = j;
        } else {
          let j = i;
          while (j < p.length && p[j] !== "'" && !/[A-Za-z]/.test(p[j])) j++;
          out.push(p.slice(i, j));
          i = j;
        }
        const n = out.length;
        if (n > 1 && typeof out[n - 1] === 'string' && typeof out[n - 2] === 'string') out.splice(n - 2, 2, out[n - 2] + out[n - 1]);
      }
      return out;
    }

    // skeletonPattern is ICU's best pattern for the requested fields: the
    // date part and the time part from their tables, joined as the date
    // part's month width says, with the widths the options ask for.
    function skeletonPattern(L, f, hc, key) {
      if (L.x?.[key] !== undefined) return L.x[key];
      const dk = ['weekday', 'year', 'month', 'day'].map((k) => (f[k] ? fieldLetters[k][f[k]] : '')).join('');
      const tk = (f.hour ? (hc === 'h11' || hc === 'h12' ? 'h' : 'H').repeat(f.hour === '2-digit' ? 2 : 1) : '') +
        (f.minute ? fieldLetters.minute[f.minute] : '') + (f.second ? fieldLetters.second[f.second] : '');
      const zk = f.timeZoneName ? zoneLetters[f.timeZoneName] : '';
      const dp = dk && L.d[dk];
      // the time part: its own pattern, else that of the short zone name
      const tp = (tk || zk) && tokens(L.t[tk + zk] ?? L.t[`${tk}z`]).map((t) => {
        if (typeof t === 'string') return t.replace(/'/g, "''").replace(/[A-Za-z]+/g, "'$&'");
        const [c, n] = t;
        if ('hHKk'.includes(c)) return hourLetter[hc].repeat(n);
        if (c === 's' && f.fractionalSecondDigits) return `${c.repeat(n)}'${L.n[0]}'${'S'.repeat(f.fractionalSecondDigits)}`;
        if (c === 'z') return zoneLetters[f.timeZoneName];
        return c.repeat(n);
      }).join('');
      if (!dp || !tp) return dp || tp;
      // a weekday alone with the hour has CLDR patterns of its own (E h:mm a)
      if (dk === fieldLetters.weekday[f.weekday] && f.hour && !f.timeZoneName && L.g[4] !== null) return L.g[4].replace('{1}', dp.replace(/c/g, 'E')).replace('{0}', tp);
      return L.g[f.month === 'long' ? (f.weekday ? 0 : 1) : f.month === 'short' ? 2 : 3].replace('{1}', dp).replace('{0}', tp);
    }

    function stylePattern(L, ds, ts, hc, key) {
      if (L.x?.[key] !== undefined) return L.x[key];
      const twelve = hc === 'h11' || hc === 'h12';
      const dp = ds && L.ds[styles.indexOf(ds)];
      const tp = ts && L.ts[styles.indexOf(ts)][twelve ? 0 : 1].replace(/([hHKk])\1*/g, (m) => hourLetter[hc].repeat(m.length));
      return dp && tp ? L.sg[styles.indexOf(ds)].replace('{1}', dp).replace('{0}', tp) : dp || tp;
    }

    const resolvedFields = Object.entries({
      weekday: 'EEEEE narrow EEEE long EEE short ccccc narrow cccc long ccc short', era: 'GGGGG narrow GGGG long GGG short',
      year: 'yy 2-digit y numeric', month: 'MMMMM narrow MMMM long MMM short MM 2-digit M numeric LLLLL narrow LLLL long LLL short LL 2-digit L numeric',
      day: 'dd 2-digit d numeric', dayPeriod: 'BBBBB narrow bbbbb narrow BBBB long bbbb long B short b short',
      hour: 'HH 2-digit H numeric hh 2-digit h numeric kk 2-digit k numeric KK 2-digit K numeric', minute: 'mm 2-digit m numeric',
      second: 'ss 2-digit s numeric', fractionalSecondDigits: 'SSS 3 SS 2 S 1',
      timeZoneName: 'zzzz long z short OOOO longOffset O shortOffset vvvv longGeneric v shortGeneric',
    }).map(([k, v]) => {
      const w = v.split(' ');
      return [k, w.filter((x, i) => i % 2 === 0).map((x, i) => [x, k === 'fractionalSecondDigits' ? Number(w[2 * i + 1]) : w[2 * i + 1]])];
    });
    const partTypes = { y: 'year', M: 'month', L: 'month', d: 'day', E: 'weekday', c: 'weekday', a: 'dayPeriod', h: 'hour', H: 'hour',
      K: 'hour', k: 'hour', m: 'minute', s: 'second', S: 'fractionalSecond', z: 'timeZoneName', O: 'timeZoneName', v: 'timeZoneName' };

    class DateTimeFormat {
      #o; #L; #tag; #zone; #tokens;
      // required and defaults are ECMA-402's ToDateTimeOptions arguments:
      // what toLocaleDateString and toLocaleTimeString pass.
      constructor(locales, options, required = 'any', defaults = 'date') {
        const r = resolveLocale(locales);
        options = toOptions(options);
        const opt = (k, allowed, dflt) => getOption(options, k, allowed, dflt, 'DateTimeFormat');
        const calendar = opt('calendar');
        if (calendar !== undefined && calendar !== 'gregory' && calendar !== 'iso8601') throw gap(`calendar "${calendar}"`);
        const nu = opt('numberingSystem');
        if (nu !== undefined && nu !== 'latn') throw gap(`numberingSystem "${nu}"`);
        const hour12 = options.hour12 === undefined ? undefined : !!options.hour12;
        let hourCycle = opt('hourCycle', ['h11', 'h12', 'h23', 'h24']);
        if (hour12 !== undefined) hourCycle = undefined;
        let zone;
        if (options.timeZone === undefined) zone = defaultZone();
        else {
          const name = String(options.timeZone);
          zone = findZone(name);
          if (zone === undefined) throw new RangeError(`Invalid time zone specified: ${name}`);
        }
        const f = {};
        for (const k of Object.keys(fieldOptions)) {
          const v = k === 'fractionalSecondDigits' ? getNumberOption(options, k, 1, 3, undefined) : opt(k, fieldOptions[k]);
          if (v !== undefined) f[k] = v;
        }
        opt('formatMatcher', ['basic', 'best fit'], 'best fit');
        const dateStyle = opt('dateStyle', styles), timeStyle = opt('timeStyle', styles);
        if (f.era !== undefined) throw gap('DateTimeFormat option era');
        if (f.dayPeriod !== undefined) throw gap('DateTimeFormat option dayPeriod');
        const L = r.L;
        const extHc = ['h11', 'h12', 'h23', 'h24'].includes(r.ext.hc) ? r.ext.hc : undefined;
        const hc = hour12 === true ? L.hc[1] : hour12 === false ? L.hc[2] : hourCycle ?? extHc ?? L.hc[0];
        const o = { locale: r.tag + (extHc !== undefined && hour12 === undefined && hourCycle === undefined ? `-u-hc-${extHc}` : ''),
          calendar: 'gregory', numberingSystem: 'latn', timeZone: zone.id };
        let pattern;
        if (dateStyle !== undefined || timeStyle !== undefined) {
          const k = Object.keys(f)[0];
          if (k !== undefined) throw new TypeError(`Can't set option ${k} when ${dateStyle !== undefined ? 'dateStyle' : 'timeStyle'} is used`);
          if (required === 'date' && timeStyle !== undefined) throw new TypeError('Invalid option : timeStyle');
          if (required === 'time' && dateStyle !== undefined) throw new TypeError('Invalid option : dateStyle');
          pattern = stylePattern(L, dateStyle, timeStyle, hc, `${dateStyle ?? ''}/${timeStyle ?? ''}/${hc}`);
          if (timeStyle !== undefined) { o.hourCycle = hc; o.hour12 = hc === 'h11' || hc === 'h12'; }
          if (dateStyle !== undefined) o.dateStyle = dateStyle;
          if (timeStyle !== undefined) o.timeStyle = timeStyle;
        } else {
          const has = (ks) => ks.some((k) => f[k] !== undefined);
          let need = true;
          if (required !== 'time' && has(['weekday', 'year', 'month', 'day'])) need = false;
          if (required !== 'date' && has(['dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'])) need = false;
          if (need && defaults !== 'time') Object.assign(f, { year: 'numeric', month: 'numeric', day: 'numeric' });
          if (need && defaults !== 'date') Object.assign(f, { hour: 'numeric', minute: 'numeric', second: 'numeric' });
          const key = ['weekday', 'year', 'month', 'day'].map((k) => (f[k] ? fieldLetters[k][f[k]] : '')).join('') +
            (f.hour ? hourLetter[hc].repeat(f.hour === '2-digit' ? 2 : 1) : '') + (f.minute ? (f.minute === '2-digit' ? 'mm' : 'm') : '') +
            (f.second ? (f.second === '2-digit' ? 'ss' : 's') : '') + 'S'.repeat(f.fractionalSecondDigits ?? 0) + (f.timeZoneName ? zoneLetters[f.timeZoneName] : '');
          pattern = skeletonPattern(L, f, hc, key);
        }
        this.#tokens = tokens(pattern);
        if (dateStyle === undefined && timeStyle === undefined) {
          // V8 reads the fields back from the pattern by searching it for
          // each field's letters, quoted text included
          if (this.#tokens.some((t) => typeof t !== 'string' && 'hHKk'.includes(t[0]))) { o.hourCycle = hc; o.hour12 = hc === 'h11' || hc === 'h12'; }
          for (const [k, pairs] of resolvedFields) {
            const hit = pairs.find(([letters]) => pattern.includes(letters));
            if (hit !== undefined) o[k] = hit[1];
          }
          Object.assign(o, L.r?.[['weekday', 'year', 'month', 'day'].map((k) => (f[k] ? fieldLetters[k][f[k]] : '')).join('')]);
        }
        for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k];
        this.#o = o;
        this.#L = L;
        this.#tag = r.data;
        this.#zone = zone;
      }
      #parts(date) {
        let x = date === undefined ? Date.now() : Number(date);
        if (!Number.isFinite(x) || Math.abs(x) > 8.64e15) throw new RangeError('Invalid time value');
        x = Math.trunc(x) + 0;
        const [off, dst] = this.#zone.at(x);
        const local = x + off * 1000;
        const days = Math.floor(local / 864e5), rem = local - days * 864e5;
        const [y, mo, d] = civil(days);
        const wd = (((days + 4) % 7) + 7) % 7;
        const h = Math.floor(rem / 36e5), mi = Math.floor(rem / 6e4) % 60, s = Math.floor(rem / 1000) % 60, ms = rem % 1000;
        const L = this.#L;
        const pad = (v, n) => String(v).padStart(n, '0');
        const names = (table, n) => L[table][n === 4 ? 'long' : n === 5 ? 'narrow' : 'short'];
        return this.#tokens.map((t) => {
          if (typeof t === 'string') return { type: 'literal', value: t };
          const [c, n] = t;
          let value;
          switch (c) {
            case 'y': { const yy = y <= 0 ? 1 - y : y; value = n === 2 ? pad(yy % 100, 2) : pad(yy, n); break; }
            case 'M': case 'L': value = n <= 2 ? pad(mo, n) : names(c, n)[mo - 1]; break;
            case 'd': value = pad(d, n); break;
            case 'E': case 'c': value = names(c, n)[wd]; break;
            case 'a': value = L.a[h < 12 ? 0 : 1]; break;
            case 'h': value = pad(h % 12 || 12, n); break;
            case 'H': value = pad(h, n); break;
            case 'K': value = pad(h % 12, n); break;
            case 'k': value = pad(h || 24, n); break;
            case 'm': value = pad(mi, n); break;
            case 's': value = pad(s, n); break;
            case 'S': value = pad(ms, 3).slice(0, n); break;
            default: value = zoneName(this.#tag, this.#zone, x, off, dst, c.repeat(n));
          }
          return { type: partTypes[c], value };
        });
      }
      get format() {
        // V8 prints the narrow no-break spaces of CLDR's patterns as spaces,
        // except in formatToParts
        const f = (date) => this.#parts(date).map((p) => p.value).join('').replace(/\u202f/g, ' ');
        Object.defineProperty(this, 'format', { value: f, configurable: true });
        return f;
      }
      formatToParts(date) { return this.#parts(date); }
      resolvedOptions() { return { ...this.#o }; }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    }

    // ---------------------------------------------------------------- words

    // RelativeTimeFormat, ListFormat and DisplayNames read the locale's
    // "words" table (CLDR's patterns and names, out of Node by
    // intl_data.mjs); Segmenter follows Unicode's segmentation rules
    // (UAX #29), without the dictionaries ICU splits Chinese and Japanese
    // words with.
    const wordData = (r) => table(`words ${r.data}`);
    const rtUnits = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'];

    class RelativeTimeFormat {
      #o; #W; #nf; #pr;
      constructor(locales, options) {
        const r = resolveLocale(locales);
        options = toOptions(options);
        const opt = (k, allowed, dflt) => getOption(options, k, allowed, dflt, 'RelativeTimeFormat');
        opt('localeMatcher', ['lookup', 'best fit'], 'best fit');
        this.#o = { locale: r.tag, style: opt('style', ['long', 'short', 'narrow'], 'long'), numeric: opt('numeric', ['always', 'auto'], 'always'), numberingSystem: 'latn' };
        this.#W = wordData(r).rt[this.#o.style];
        this.#nf = new NumberFormat(r.tag);
        this.#pr = new PluralRules(r.tag);
      }
      #parts(value, unit, method) {
        const v = Number(value);
        if (!Number.isFinite(v)) throw new RangeError(`Value need to be finite number for Intl.RelativeTimeFormat.prototype.${method}()`);
        const u = String(unit), singular = u.endsWith('s') ? u.slice(0, -1) : u;
        if (!rtUnits.includes(singular)) throw new RangeError(`Invalid unit argument for Intl.RelativeTimeFormat.prototype.${method}() '${u}'`);
        const e = this.#W[singular];
        if (this.#o.numeric === 'auto' && e.auto[String(v)] !== undefined) return [{ type: 'literal', value: e.auto[String(v)] }];
        const past = v < 0 || Object.is(v, -0);
        const n = Math.abs(v), forms = e[past ? 'past' : 'future'];
        const pattern = forms[this.#pr.select(n)] ?? forms.other;
        const [before, after] = pattern.split('{0}');
        const parts = [];
        if (before) parts.push({ type: 'literal', value: before });
        for (const p of this.#nf.formatToParts(n)) parts.push({ type: p.type, value: p.value, unit: singular });
        if (after) parts.push({ type: 'literal', value: after });
        return parts;
      }
      format(value, unit) { return this.#parts(value, unit, 'format').map((p) => p.value).join(''); }
      formatToParts(value, unit) { return this.#parts(value, unit, 'formatToParts'); }
      resolvedOptions() { return { ...this.#o }; }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    }

    class ListFormat {
      #o; #P; #lang;
      constructor(locales, options) {
        const r = resolveLocale(locales);
        options = toOptions(options);
        const opt = (k, allowed, dflt) => getOption(options, k, allowed, dflt, 'ListFormat');
        opt('localeMatcher', ['lookup', 'best fit'], 'best fit');
        this.#o = { locale: r.tag, type: opt('type', ['conjunction', 'disjunction', 'unit'], 'conjunction'), style: opt('style', ['long', 'short', 'narrow'], 'long') };
        this.#P = wordData(r).lf[`${this.#o.type} ${this.#o.style}`];
        this.#lang = r.data.split('-')[0];
      }
      // Spanish's "y" is "e" before an /i/ sound, its "o" is "u" before an
      // /o/ one, as ICU has them
      #joint(sep, next) {
        if (this.#lang !== 'es') return sep;
        if (sep === ' y ' && /^(i|hi)(?![aeiouáéíóú])/i.test(next) ) return ' e ';
        if (sep === ' o ' && /^(o|ho|8|11(?!\d))/i.test(next)) return ' u ';
        return sep;
      }
      #parts(list) {
        const items = [];
        for (const x of list === undefined ? [] : list) {
          if (typeof x !== 'string') throw new TypeError(`Iterable yielded ${typeof x === 'symbol' ? x.toString() : x} which is not a string`);
          items.push(x);
        }
        const [pair, start, middle, end] = this.#P;
        const parts = [];
        items.forEach((x, i) => {
          const sep = i === 0 ? '' : items.length === 2 ? pair : i === 1 ? start : i === items.length - 1 ? end : middle;
          if (sep !== '') parts.push({ type: 'literal', value: this.#joint(sep, x) });
          parts.push({ type: 'element', value: x });
        });
        return parts;
      }
      format(list) { return this.#parts(list).map((p) => p.value).join(''); }
      formatToParts(list) { return this.#parts(list); }
      resolvedOptions() { return { ...this.#o }; }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    }

    const displayTypes = ['language', 'region', 'script', 'currency', 'calendar', 'dateTimeField'];
    class DisplayNames {
      #o; #D;
      constructor(locales, options) {
        const r = resolveLocale(locales);
        if (options === undefined) throw new TypeError('invalid_argument');
        options = toOptions(options);
        const opt = (k, allowed, dflt) => getOption(options, k, allowed, dflt, 'DisplayNames');
        opt('localeMatcher', ['lookup', 'best fit'], 'best fit');
        const style = opt('style', ['long', 'short', 'narrow'], 'long');
        const type = opt('type', displayTypes, undefined);
        if (type === undefined) throw new TypeError('invalid_argument');
        const fallback = opt('fallback', ['code', 'none'], 'code');
        const languageDisplay = opt('languageDisplay', ['dialect', 'standard'], 'dialect');
        this.#o = { locale: r.tag, style, type, fallback };
        if (type === 'language') this.#o.languageDisplay = languageDisplay;
        this.#D = wordData(r).dn;
      }
      #name(type, code) {
        const t = this.#D[type], s = this.#o.style;
        return (s === 'narrow' ? t.narrow[code] ?? t.short[code] : s === 'short' ? t.short[code] : undefined) ?? t.long[code];
      }
      #language(code) {
        const tag = canonicalLocales(code)[0];
        const dialect = this.#D.dialect[this.#o.style][tag];
        if (this.#o.languageDisplay === 'dialect' && dialect !== undefined) return [tag, dialect];
        const [lang, ...rest] = tag.split('-');
        const name = this.#name('language', lang);
        if (name === undefined) return [tag, undefined];
        const subs = rest.map((p) => (/^[A-Z][a-z]{3}$/.test(p) ? this.#name('script', p) : /^([A-Z]{2}|\d{3})$/.test(p) ? this.#name('region', p) : undefined));
        if (subs.includes(undefined)) return [tag, undefined];
        return [tag, subs.length === 0 ? name : this.#D.pattern.replace('{0}', name).replace('{1}', subs.join(this.#D.separator))];
      }
      of(code) {
        const c = String(code), type = this.#o.type;
        let key = c, name;
        const bad = () => new RangeError('invalid_argument');
        if (type === 'language') {
          if (!/^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?(-([a-z\d]{5,8}|\d[a-z\d]{3}))*$/i.test(c)) throw bad();
          [key, name] = this.#language(c);
        } else if (type === 'region') {
          if (!/^([a-z]{2}|\d{3})$/i.test(c)) throw bad();
          name = this.#name('region', c); // as ICU: case matters
        } else if (type === 'script') {
          if (!/^[a-z]{4}$/i.test(c)) throw bad();
          name = this.#name('script', c);
        } else if (type === 'currency') {
          if (!/^[a-z]{3}$/i.test(c)) throw bad();
          key = c.toUpperCase();
          name = this.#name('currency', key);
        } else if (type === 'calendar') {
          if (!/^[a-z\d]{3,8}(-[a-z\d]{3,8})*$/i.test(c)) throw bad();
          key = c.toLowerCase();
          name = this.#name('calendar', key === 'gregorian' ? 'gregory' : key);
        } else {
          if (!this.#D.dateTimeField.long[c]) throw bad();
          name = this.#name('dateTimeField', c);
        }
        return name !== undefined ? name : this.#o.fallback === 'code' ? key : undefined;
      }
      resolvedOptions() { return { ...this.#o }; }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    }

    // UAX #29's clusters, approximated by regular expressions: a grapheme
    // is a base with its marks and joiners (emoji ZWJ sequences, flags,
    // Hangul syllables, CR LF); a word is a run of letters, marks and
    // digits with the punctuation UAX #29 keeps inside words (it's, 3,000.5)
    // or a run of horizontal spaces; a sentence ends after . ? ! and the
    // closing marks and spaces after them, where the next text does not go
    // on in lower case or with a digit (e.g. this, 3.14), and after a line
    // break.
    const graphemeRe = /\r\n|\p{RI}\p{RI}|\p{Extended_Pictographic}(?:[\p{M}\u200d\ufe0f\u{1f3fb}-\u{1f3ff}]*\u200d\p{Extended_Pictographic})*[\p{M}\ufe0f\u{1f3fb}-\u{1f3ff}\u200d]*|[\u1100-\u115f]+[\u1160-\u11a7\uac00-\ud7a3]*[\u11a8-\u11ff]*|[\s\S][\p{M}\u200d\u200c]*/gu;
    const wordRe = new RegExp(`[\\p{L}\\p{M}\\p{N}_\\u200d](?:[\\p{L}\\p{M}\\p{N}_\\u200d]|['’.:·](?=\\p{L})|[.,;'’](?=\\p{N}))*|[ \\t\\u00a0\\u2000-\\u200a\\u202f\\u205f\\u3000]+|${graphemeRe.source}`, 'gu');
    const cjk = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/u;
    const cjkRe = /\p{sc=Han}+|[\p{sc=Hiragana}\u30fc]+|[\p{sc=Katakana}\u30fc]+|[^\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]+/gu;

    // sentences yields [start, end] of each sentence of s
    function* sentences(s) {
      const term = /[.?!\u3002\uff1f\uff01]/, close = /["'\u201d\u2019)\]\u00bb]/, space = /[ \t\u00a0]/, sep = /[\n\r\u2028\u2029\u0085]/;
      let start = 0, i = 0;
      while (i < s.length) {
        const c = s[i];
        if (sep.test(c)) {
          i += c === '\r' && s[i + 1] === '\n' ? 2 : 1;
          yield [start, i];
          start = i;
          continue;
        }
        if (!term.test(c)) { i++; continue; }
        let j = i;
        while (j < s.length && term.test(s[j])) j++;
        const aterm = /^\.+$/.test(s.slice(i, j));
        while (j < s.length && close.test(s[j])) j++;
        const closed = j;
        while (j < s.length && space.test(s[j])) j++;
        let on = false;
        if (aterm && closed === i + 1 && j === closed) on = /\p{N}/u.test(s[j] ?? '') || (/\p{Lu}/u.test(s[i - 1] ?? '') && /\p{Lu}/u.test(s[j] ?? ''));
        if (aterm && !on) {
          let k = j;
          while (k < s.length && !/[\p{L}.?!\n\r\u2028\u2029]/u.test(s[k])) k++;
          on = /\p{Ll}/u.test(s[k] ?? '');
        }
        if (!on && j === closed && /[,;:]/.test(s[j] ?? '')) on = true;
        if (j < s.length && sep.test(s[j]) && !on) j += s[j] === '\r' && s[j + 1] === '\n' ? 2 : 1;
        i = j;
        if (on || j >= s.length) continue;
        yield [start, j];
        start = j;
      }
      if (start < s.length) yield [start, s.length];
    }

    function* splitWords(s) {
      for (const m of s.matchAll(wordRe)) {
        if (m[0].length > 1 && cjk.test(m[0])) {
          let i = m.index;
          for (const part of m[0].match(cjkRe)) {
            yield [part, i];
            i += part.length;
          }
        } else yield [m[0], m.index];
      }
    }

    class Segmenter {
      #o;
      constructor(locales, options) {
        const r = resolveLocale(locales);
        options = toOptions(options);
        const opt = (k, allowed, dflt) => getOption(options, k, allowed, dflt, 'Segmenter');
        opt('localeMatcher', ['lookup', 'best fit'], 'best fit');
        this.#o = { locale: r.tag, granularity: opt('granularity', ['grapheme', 'word', 'sentence'], 'grapheme') };
      }
      segment(input) {
        const s = String(input), g = this.#o.granularity;
        const list = () => {
          const out = [];
          const add = (segment, index) => out.push(g === 'word' ? { segment, index, input: s, isWordLike: /[\p{L}\p{N}]/u.test(segment) } : { segment, index, input: s });
          if (g === 'word') for (const [w, i] of splitWords(s)) add(w, i);
          else if (g === 'grapheme') for (const m of s.matchAll(graphemeRe)) add(m[0], m.index);
          else for (const [a, b] of sentences(s)) add(s.slice(a, b), a);
          return out;
        };
        let cache;
        const all = () => (cache ??= list());
        return O.freeze({
          containing(index) {
            const i = index === undefined ? 0 : Math.trunc(Number(index)) || 0;
            if (i < 0 || i >= s.length) return undefined;
            return all().find((x) => i >= x.index && i < x.index + x.segment.length);
          },
          [Symbol.iterator]() { return all()[Symbol.iterator](); },
        });
      }
      resolvedOptions() { return { ...this.#o }; }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    }

    return { NumberFormat, DateTimeFormat, PluralRules, Collator, RelativeTimeFormat, ListFormat, DisplayNames, Segmenter, canonicalLocales };
  }
  // END intl

  const intl = makeIntl(native.readFile, native.utf8Decode, () => process.env, native.intlData);
  const Intl = O.create(null, { [Symbol.toStringTag]: { value: 'Intl', configurable: true } });
  // NumberFormat, DateTimeFormat and Collator may be called without new
  const callable = (C) => {
    const F = function (locales, options) { return new C(locales, options); };
    O.defineProperty(F, 'name', { value: C.name });
    F.prototype = C.prototype;
    defineHidden(C.prototype, 'constructor', F);
    defineHidden(F, 'supportedLocalesOf', C.supportedLocalesOf);
    return F;
  };
  for (const k of ['NumberFormat', 'DateTimeFormat', 'Collator']) defineHidden(Intl, k, callable(intl[k]));
  defineHidden(Intl, 'PluralRules', intl.PluralRules);
  defineHidden(Intl, 'getCanonicalLocales', (l) => intl.canonicalLocales(l));
  for (const k of ['RelativeTimeFormat', 'ListFormat', 'DisplayNames', 'Segmenter']) {
    O.defineProperty(intl[k].prototype, Symbol.toStringTag, { value: `Intl.${k}`, configurable: true });
    defineHidden(Intl, k, intl[k]);
  }
  defineHidden(Intl, 'Locale', function () { throw new RangeError("Intl.Locale is not supported by the sandbox's Intl"); });
  // toLocaleString and its kin reuse the format of earlier calls with the
  // same arguments (and $TZ): code formats many values the same way.
  const formats = new Map();
  const plain = (v) => v === null || (typeof v !== 'object' && typeof v !== 'function' && typeof v !== 'symbol' && typeof v !== 'bigint');
  function cachedFormat(C, locales, options, required, defaults) {
    let key;
    if ((locales === undefined || typeof locales === 'string' || (Array.isArray(locales) && locales.every((l) => typeof l === 'string'))) &&
        (options === undefined || (O.getPrototypeOf(options) === O.prototype && O.values(options).every(plain)))) {
      key = `${required} ${process.env.TZ} ${JSON.stringify([locales, options])}`;
    }
    let f = key === undefined ? undefined : formats.get(key);
    if (f === undefined) {
      f = new C(locales, options, required, defaults);
      if (key !== undefined) {
        if (formats.size >= 256) formats.clear();
        formats.set(key, f);
      }
    }
    return f.format;
  }
  const toLocale = (required, defaults) => function (locales, options) {
    const t = Date.prototype.getTime.call(this);
    return Number.isNaN(t) ? 'Invalid Date' : cachedFormat(intl.DateTimeFormat, locales, options, required, defaults)(t);
  };
  defineHidden(Date.prototype, 'toLocaleString', toLocale('any', 'all'));
  defineHidden(Date.prototype, 'toLocaleDateString', toLocale('date', 'date'));
  defineHidden(Date.prototype, 'toLocaleTimeString', toLocale('time', 'time'));
  defineHidden(Number.prototype, 'toLocaleString', function (locales, options) { return cachedFormat(intl.NumberFormat, locales, options, 'number')(Number.prototype.valueOf.call(this)); });
  defineHidden(BigInt.prototype, 'toLocaleString', function (locales, options) { return cachedFormat(intl.NumberFormat, locales, options, 'number')(BigInt.prototype.valueOf.call(this)); });

  // ------------------------------------------------------------------
  // no network: fetch fails at once, saying so (Node's fails with a
  // TypeError when it cannot connect), and so do the network modules

  function fetch() {
    return Promise.reject(new TypeError(`fetch failed: ${NO_NETWORK}`));
  }

  // ------------------------------------------------------------------
  // globals

  const globals = {
    console, process, Buffer, TextEncoder, TextDecoder, performance, structuredClone, crypto: webcrypto,
    queueMicrotask, setTimeout, setInterval, setImmediate, atob, btoa,
    clearTimeout: clearTimer, clearInterval: clearTimer, clearImmediate: clearTimer,
    require: globalRequire, global: G, Intl, fetch,
  };
  for (const [k, v] of O.entries(globals)) defineHidden(G, k, v);
  defineHidden(G, Symbol.for('sbx.require'), globalRequire);

  return {
    beginRun() {
      process.exitCode = undefined;
      groupIndent = '';
    },
    exitCode() {
      const c = process.exitCode;
      return c === undefined || c === null ? undefined : Number(c) | 0;
    },
    setArgv(argv) {
      process.argv = argv;
      process.argv0 = argv[0];
    },
    timer: runTimer,
    clearTimers() { activeTimers.clear(); },
    // showValue takes a kernel cell's started program (a promise of
    // { value }, QuickJS's async global code) and returns the promise the
    // cell ends with: the last expression's value, awaited when it is a
    // promise, is shown as node's REPL shows it (nothing for undefined),
    // and displayed when it has a Jupyter display method, as by the os
    // tier's node kernel (fallback/jskernel.js).
    showValue(started) {
      return started.then(async (r) => {
        let v = r.value;
        if (v && typeof v.then === 'function') v = await v;
        if (v === undefined) return;
        native.write(1, inspect(v) + '\n');
        if (v !== null && typeof v[Symbol.for('Jupyter.display')] === 'function' && typeof G.display === 'function') G.display(v);
      });
    },
    formatUncaught,
    rewriteImports,
    resolve,
    loadSource,
    builtin(name) { return builtins[name.startsWith('node:') ? name.slice(5) : name]; },
    importMeta(meta, p, isMain) {
      meta.url = p.includes(':') && !p.startsWith('/') ? p : `file://${p}`;
      meta.main = !!isMain;
      if (p.startsWith('/')) {
        meta.filename = p;
        meta.dirname = path.dirname(p);
      }
      meta.resolve = (spec) => {
        const r = resolve(p, spec);
        return r.startsWith('/') ? `file://${r}` : r;
      };
    },
    runMain,
    readStdinText() { return native.utf8Decode(native.readFile(0)); },
  };
})
