// prelude.js - evaluated once per instance (strict global script, file name
// "sbx:prelude"). Its completion value is a function that receives the
// natives of sbx_js.c and returns the hooks sbx_js.c calls. It installs the
// node-like globals: console, process, require, Buffer, TextEncoder,
// TextDecoder, setTimeout & co, queueMicrotask, structuredClone, atob, btoa,
// performance, and the built-in modules fs, fs/promises, path, util, process.
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
  // Collator for the locales of intlData (CLDR 48 as Node 22's ICU has it,
  // read out of Node by kernel/intl_data.mjs), with time zones from the
  // TZif files of /usr/share/zoneinfo and, as in Node, $TZ as the default
  // zone (UTC without it). A locale of another region of these languages
  // formats as the language's own (de-AT as de), any other as en-US, as V8
  // falls back to its default locale. Options outside the subset throw a
  // RangeError that names them.
  //
  // BEGIN intl (intl_data.mjs evaluates what is between these lines)
  // BEGIN intl data
  const intlData = {
    locales: {
      'en-US': '{"n":[".",",",1,"#%","\xc2\xa4#",1,"NaN","\xe2\x88\x9e"],"cs":{"AUD":"A$","BRL":"R$","CAD":"CA$","CNY":"CN\xc2\xa5","EUR":"\xe2\x82\xac","GBP":"\xc2\xa3","HKD":"HK$","ILS":"\xe2\x82\xaa","INR":"\xe2\x82\xb9","JPY":"\xc2\xa5","KRW":"\xe2\x82\xa9","MXN":"MX$","NZD":"NZ$","PHP":"\xe2\x82\xb1","TWD":"NT$","USD":"$","VND":"\xe2\x82\xab","XAF":"FCFA","XCD":"EC$","XCG":"Cg.","XOF":"F\xe2\x80\xafCFA","XPF":"CFPF"},"ns":{"AFN":"\xd8\x8b","AMD":"\xd6\x8f","AOA":"Kz","ARS":"$","AUD":"$","AZN":"\xe2\x82\xbc","BAM":"KM","BBD":"$","BDT":"\xe0\xa7\xb3","BMD":"$","BND":"$","BOB":"Bs","BSD":"$","BWP":"P","BZD":"$","CAD":"$","CLP":"$","CNY":"\xc2\xa5","COP":"$","CRC":"\xe2\x82\xa1","CUC":"$","CUP":"$","CZK":"K\xc4\x8d","DKK":"kr","DOP":"$","EGP":"E\xc2\xa3","FJD":"$","FKP":"\xc2\xa3","GEL":"\xe2\x82\xbe","GHS":"GH\xe2\x82\xb5","GIP":"\xc2\xa3","GNF":"FG","GTQ":"Q","GYD":"$","HKD":"$","HNL":"L","HRK":"kn","HUF":"Ft","IDR":"Rp","ISK":"kr","JMD":"$","KGS":"\xe2\x83\x80","KHR":"\xe1\x9f\x9b","KMF":"CF","KPW":"\xe2\x82\xa9","KYD":"$","KZT":"\xe2\x82\xb8","LAK":"\xe2\x82\xad","LBP":"L\xc2\xa3","LKR":"Rs","LRD":"$","MGA":"Ar","MMK":"K","MNT":"\xe2\x82\xae","MUR":"Rs","MXN":"$","MYR":"RM","NAD":"$","NGN":"\xe2\x82\xa6","NIO":"C$","NOK":"kr","NPR":"Rs","NZD":"$","PKR":"Rs","PLN":"z\xc5\x82","PYG":"\xe2\x82\xb2","RON":"lei","RUB":"\xe2\x82\xbd","RWF":"RF","SBD":"$","SEK":"kr","SGD":"$","SHP":"\xc2\xa3","SRD":"$","SSP":"\xc2\xa3","STN":"Db","SYP":"\xc2\xa3","THB":"\xe0\xb8\xbf","TOP":"T$","TRY":"\xe2\x82\xba","TTD":"$","TWD":"$","UAH":"\xe2\x82\xb4","UYU":"$","XCD":"$","ZAR":"R","ZMW":"ZK"},"cc":["0K","00K","000K","0M","00M","000M","0B","00B","000B","0T","00T","000T","0000T","00000T","000000T","0000000T","00000000T","000000000T"],"M":{"long":["January","February","March","April","May","June","July","August","September","October","November","December"],"short":["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"L":{"long":["January","February","March","April","May","June","July","August","September","October","November","December"],"short":["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"E":{"long":["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],"short":["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],"narrow":["S","M","T","W","T","F","S"]},"c":{"long":["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],"short":["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],"narrow":["S","M","T","W","T","F","S"]},"a":["AM","PM"],"d":{"d":"d","dd":"dd","M":"M","Md":"M/d","Mdd":"M/dd","MM":"MM","MMd":"MM/d","MMdd":"MM/dd","MMM":"MMM","MMMd":"MMM d","MMMdd":"MMM dd","MMMM":"MMMM","MMMMd":"MMMM d","MMMMdd":"MMMM dd","MMMMM":"MMMMM","MMMMMd":"MMMMM d","MMMMMdd":"MMMMM dd","y":"y","yd":"y\x27 (day: \x27d)","ydd":"y\x27 (day: \x27dd)","yM":"M/y","yMd":"M/d/y","yMdd":"M/dd/y","yMM":"MM/y","yMMd":"MM/d/y","yMMdd":"MM/dd/y","yMMM":"MMM y","yMMMd":"MMM d, y","yMMMdd":"MMM dd, y","yMMMM":"MMMM y","yMMMMd":"MMMM d, y","yMMMMdd":"MMMM dd, y","yMMMMM":"MMMMM y","yMMMMMd":"MMMMM d, y","yMMMMMdd":"MMMMM dd, y","yy":"yy","yyd":"d yy","yydd":"yy\x27 (day: \x27dd)","yyM":"M/yy","yyMd":"M/d/yy","yyMdd":"M/dd/yy","yyMM":"MM/yy","yyMMd":"MM/d/yy","yyMMdd":"MM/dd/yy","yyMMM":"MMM yy","yyMMMd":"MMM d, yy","yyMMMdd":"MMM dd, yy","yyMMMM":"MMMM yy","yyMMMMd":"MMMM d, yy","yyMMMMdd":"MMMM dd, yy","yyMMMMM":"MMMMM yy","yyMMMMMd":"MMMMM d, yy","yyMMMMMdd":"MMMMM dd, yy","EEE":"EEE","EEEd":"d EEE","EEEdd":"dd EEE","EEEM":"M EEE","EEEMd":"EEE, M/d","EEEMdd":"EEE, M/dd","EEEMM":"EEE\x27 (month: \x27MM)","EEEMMd":"EEE, MM/d","EEEMMdd":"EEE, MM/dd","EEEMMM":"MMM EEE","EEEMMMd":"EEE, MMM d","EEEMMMdd":"EEE, MMM dd","EEEMMMM":"EEE\x27 (month: \x27MMMM)","EEEMMMMd":"EEE, MMMM d","EEEMMMMdd":"EEE, MMMM dd","EEEMMMMM":"EEE\x27 (month: \x27MMMMM)","EEEMMMMMd":"EEE, MMMMM d","EEEMMMMMdd":"EEE, MMMMM dd","EEEy":"y EEE","EEEyd":"d EEE y","EEEydd":"dd EEE y","EEEyM":"M/y EEE","EEEyMd":"EEE, M/d/y","EEEyMdd":"EEE, M/dd/y","EEEyMM":"MM/y EEE","EEEyMMd":"EEE, MM/d/y","EEEyMMdd":"EEE, MM/dd/y","EEEyMMM":"MMM y EEE","EEEyMMMd":"EEE, MMM d, y","EEEyMMMdd":"EEE, MMM dd, y","EEEyMMMM":"MMMM y EEE","EEEyMMMMd":"EEE, MMMM d, y","EEEyMMMMdd":"EEE, MMMM dd, y","EEEyMMMMM":"MMMMM y EEE","EEEyMMMMMd":"EEE, MMMMM d, y","EEEyMMMMMdd":"EEE, MMMMM dd, y","EEEyy":"EEE yy","EEEyyd":"d EEE yy","EEEyydd":"dd EEE yy","EEEyyM":"M/yy EEE","EEEyyMd":"EEE, M/d/yy","EEEyyMdd":"EEE, M/dd/yy","EEEyyMM":"MM/yy EEE","EEEyyMMd":"EEE, MM/d/yy","EEEyyMMdd":"EEE, MM/dd/yy","EEEyyMMM":"MMM yy EEE","EEEyyMMMd":"EEE, MMM d, yy","EEEyyMMMdd":"EEE, MMM dd, yy","EEEyyMMMM":"MMMM yy EEE","EEEyyMMMMd":"EEE, MMMM d, yy","EEEyyMMMMdd":"EEE, MMMM dd, yy","EEEyyMMMMM":"MMMMM yy EEE","EEEyyMMMMMd":"EEE, MMMMM d, yy","EEEyyMMMMMdd":"EEE, MMMMM dd, yy","EEEE":"EEEE","EEEEd":"d EEEE","EEEEdd":"dd EEEE","EEEEM":"M EEEE","EEEEMd":"EEEE, M/d","EEEEMdd":"EEEE, M/dd","EEEEMM":"MM EEEE","EEEEMMd":"EEEE, MM/d","EEEEMMdd":"EEEE, MM/dd","EEEEMMM":"MMM EEEE","EEEEMMMd":"EEEE, MMM d","EEEEMMMdd":"EEEE, MMM dd","EEEEMMMM":"MMMM EEEE","EEEEMMMMd":"EEEE, MMMM d","EEEEMMMMdd":"EEEE, MMMM dd","EEEEMMMMM":"EEEE\x27 (month: \x27MMMMM)","EEEEMMMMMd":"EEEE, MMMMM d","EEEEMMMMMdd":"EEEE, MMMMM dd","EEEEy":"y EEEE","EEEEyd":"d EEEE y","EEEEydd":"dd EEEE y","EEEEyM":"M/y EEEE","EEEEyMd":"EEEE, M/d/y","EEEEyMdd":"EEEE, M/dd/y","EEEEyMM":"MM/y EEEE","EEEEyMMd":"EEEE, MM/d/y","EEEEyMMdd":"EEEE, MM/dd/y","EEEEyMMM":"MMM y EEEE","EEEEyMMMd":"EEEE, MMM d, y","EEEEyMMMdd":"EEEE, MMM dd, y","EEEEyMMMM":"MMMM y EEEE","EEEEyMMMMd":"EEEE, MMMM d, y","EEEEyMMMMdd":"EEEE, MMMM dd, y","EEEEyMMMMM":"MMMMM y EEEE","EEEEyMMMMMd":"EEEE, MMMMM d, y","EEEEyMMMMMdd":"EEEE, MMMMM dd, y","EEEEyy":"yy EEEE","EEEEyyd":"d EEEE yy","EEEEyydd":"dd EEEE yy","EEEEyyM":"M/yy EEEE","EEEEyyMd":"EEEE, M/d/yy","EEEEyyMdd":"EEEE, M/dd/yy","EEEEyyMM":"MM/yy EEEE","EEEEyyMMd":"EEEE, MM/d/yy","EEEEyyMMdd":"EEEE, MM/dd/yy","EEEEyyMMM":"MMM yy EEEE","EEEEyyMMMd":"EEEE, MMM d, yy","EEEEyyMMMdd":"EEEE, MMM dd, yy","EEEEyyMMMM":"MMMM yy EEEE","EEEEyyMMMMd":"EEEE, MMMM d, yy","EEEEyyMMMMdd":"EEEE, MMMM dd, yy","EEEEyyMMMMM":"MMMMM yy EEEE","EEEEyyMMMMMd":"EEEE, MMMMM d, yy","EEEEyyMMMMMdd":"EEEE, MMMMM dd, yy","EEEEE":"EEEEE","EEEEEd":"d EEEEE","EEEEEdd":"dd EEEEE","EEEEEM":"M EEEEE","EEEEEMd":"EEEEE, M/d","EEEEEMdd":"EEEEE, M/dd","EEEEEMM":"MM EEEEE","EEEEEMMd":"EEEEE, MM/d","EEEEEMMdd":"EEEEE, MM/dd","EEEEEMMM":"MMM EEEEE","EEEEEMMMd":"EEEEE, MMM d","EEEEEMMMdd":"EEEEE, MMM dd","EEEEEMMMM":"MMMM EEEEE","EEEEEMMMMd":"EEEEE, MMMM d","EEEEEMMMMdd":"EEEEE, MMMM dd","EEEEEMMMMM":"MMMMM EEEEE","EEEEEMMMMMd":"EEEEE, MMMMM d","EEEEEMMMMMdd":"EEEEE, MMMMM dd","EEEEEy":"y EEEEE","EEEEEyd":"d EEEEE y","EEEEEydd":"dd EEEEE y","EEEEEyM":"M/y EEEEE","EEEEEyMd":"EEEEE, M/d/y","EEEEEyMdd":"EEEEE, M/dd/y","EEEEEyMM":"MM/y EEEEE","EEEEEyMMd":"EEEEE, MM/d/y","EEEEEyMMdd":"EEEEE, MM/dd/y","EEEEEyMMM":"MMM y EEEEE","EEEEEyMMMd":"EEEEE, MMM d, y","EEEEEyMMMdd":"EEEEE, MMM dd, y","EEEEEyMMMM":"MMMM y EEEEE","EEEEEyMMMMd":"EEEEE, MMMM d, y","EEEEEyMMMMdd":"EEEEE, MMMM dd, y","EEEEEyMMMMM":"MMMMM y EEEEE","EEEEEyMMMMMd":"EEEEE, MMMMM d, y","EEEEEyMMMMMdd":"EEEEE, MMMMM dd, y","EEEEEyy":"yy EEEEE","EEEEEyyd":"d EEEEE yy","EEEEEyydd":"dd EEEEE yy","EEEEEyyM":"M/yy EEEEE","EEEEEyyMd":"EEEEE, M/d/yy","EEEEEyyMdd":"EEEEE, M/dd/yy","EEEEEyyMM":"MM/yy EEEEE","EEEEEyyMMd":"EEEEE, MM/d/yy","EEEEEyyMMdd":"EEEEE, MM/dd/yy","EEEEEyyMMM":"MMM yy EEEEE","EEEEEyyMMMd":"EEEEE, MMM d, yy","EEEEEyyMMMdd":"EEEEE, MMM dd, yy","EEEEEyyMMMM":"MMMM yy EEEEE","EEEEEyyMMMMd":"EEEEE, MMMM d, yy","EEEEEyyMMMMdd":"EEEEE, MMMM dd, yy","EEEEEyyMMMMM":"MMMMM yy EEEEE","EEEEEyyMMMMMd":"EEEEE, MMMMM d, yy","EEEEEyyMMMMMdd":"EEEEE, MMMMM dd, yy"},"t":{"z":"z","s":"s","sz":"s z","ss":"s","ssz":"s z","ssv":"v\x27 (second: \x27s)","m":"m","mz":"m z","ms":"mm:ss","msz":"mm:ss z","mss":"mm:ss","mssz":"mm:ss z","mm":"m","mmz":"m z","mmv":"v\x27 (minute: \x27m)","mms":"mm:ss","mmsz":"mm:ss z","mmss":"mm:ss","mmssz":"mm:ss z","h":"h\xe2\x80\xafa","hz":"h\xe2\x80\xafa z","hs":"h\xe2\x80\xafa\x27 (second: \x27s)","hsz":"h\xe2\x80\xafa z\x27 (second: \x27s)","hss":"h\xe2\x80\xafa\x27 (second: \x27s)","hssz":"h\xe2\x80\xafa z\x27 (second: \x27s)","hm":"h:mm\xe2\x80\xafa","hmz":"h:mm\xe2\x80\xafa z","hms":"h:mm:ss\xe2\x80\xafa","hmsz":"h:mm:ss\xe2\x80\xafa z","hmss":"h:mm:ss\xe2\x80\xafa","hmssz":"h:mm:ss\xe2\x80\xafa z","hmm":"h:mm\xe2\x80\xafa","hmmz":"h:mm\xe2\x80\xafa z","hmms":"h:mm:ss\xe2\x80\xafa","hmmsz":"h:mm:ss\xe2\x80\xafa z","hmmss":"h:mm:ss\xe2\x80\xafa","hmmssz":"h:mm:ss\xe2\x80\xafa z","H":"HH","Hz":"HH z","Hs":"HH\x27 (second: \x27s)","Hsz":"HH z\x27 (second: \x27s)","Hss":"HH\x27 (second: \x27s)","Hssz":"HH z\x27 (second: \x27s)","Hm":"HH:mm","Hmz":"HH:mm z","Hms":"HH:mm:ss","Hmsz":"HH:mm:ss z","Hmss":"HH:mm:ss","Hmssz":"HH:mm:ss z","Hmm":"HH:mm","Hmmz":"HH:mm z","Hmms":"HH:mm:ss","Hmmsz":"HH:mm:ss z","Hmmss":"HH:mm:ss","Hmmssz":"HH:mm:ss z","hh":"hh\xe2\x80\xafa","hhz":"hh\xe2\x80\xafa z","hhs":"hh\xe2\x80\xafa\x27 (second: \x27s)","hhsz":"hh\xe2\x80\xafa z\x27 (second: \x27s)","hhss":"hh\xe2\x80\xafa\x27 (second: \x27s)","hhssz":"hh\xe2\x80\xafa z\x27 (second: \x27s)","hhm":"hh:mm\xe2\x80\xafa","hhmz":"hh:mm\xe2\x80\xafa z","hhms":"hh:mm:ss\xe2\x80\xafa","hhmsz":"hh:mm:ss\xe2\x80\xafa z","hhmss":"hh:mm:ss\xe2\x80\xafa","hhmssz":"hh:mm:ss\xe2\x80\xafa z","hhmm":"hh:mm\xe2\x80\xafa","hhmmz":"hh:mm\xe2\x80\xafa z","hhmms":"hh:mm:ss\xe2\x80\xafa","hhmmsz":"hh:mm:ss\xe2\x80\xafa z","hhmmss":"hh:mm:ss\xe2\x80\xafa","hhmmssz":"hh:mm:ss\xe2\x80\xafa z","HH":"HH","HHz":"HH z","HHs":"s\x27 (hour: \x27HH)","HHsz":"HH z\x27 (second: \x27s)","HHss":"HH\x27 (second: \x27s)","HHssz":"HH z\x27 (second: \x27s)","HHm":"HH:mm","HHmz":"HH:mm z","HHms":"HH:mm:ss","HHmsz":"HH:mm:ss z","HHmss":"HH:mm:ss","HHmssz":"HH:mm:ss z","HHmm":"HH:mm","HHmmz":"HH:mm z","HHmms":"HH:mm:ss","HHmmsz":"HH:mm:ss z","HHmmss":"HH:mm:ss","HHmmssz":"HH:mm:ss z"},"g":["{1}\x27 at \x27{0}","{1}\x27 at \x27{0}","{1}, {0}","{1}, {0}","{1} {0}"],"ds":["EEEE, MMMM d, y","MMMM d, y","MMM d, y","M/d/yy"],"ts":[["h:mm:ss\xe2\x80\xafa zzzz","HH:mm:ss zzzz"],["h:mm:ss\xe2\x80\xafa z","HH:mm:ss z"],["h:mm:ss\xe2\x80\xafa","HH:mm:ss"],["h:mm\xe2\x80\xafa","HH:mm"]],"sg":["{1}\x27 at \x27{0}","{1}\x27 at \x27{0}","{1}, {0}","{1}, {0}"],"hc":["h12","h12","h23"],"x":{"ks":"s\x27 (hour: \x27kk)","kss":"s\x27 (hour: \x27kk)","kkss":"s\x27 (hour: \x27kk)","EEEhs":"EEE, h\xe2\x80\xafa\x27 (second: \x27s)","EEEH":"EEE, HH","EEEHs":"EEE, HH\x27 (second: \x27s)","EEEhhs":"EEE, hh\xe2\x80\xafa\x27 (second: \x27s)","EEEHH":"EEE, HH","EEEHHs":"EEE, s\x27 (hour: \x27HH)","EEEEhs":"EEEE, h\xe2\x80\xafa\x27 (second: \x27s)","EEEEH":"EEEE, HH","EEEEHs":"EEEE, HH\x27 (second: \x27s)","EEEEhhs":"EEEE, hh\xe2\x80\xafa\x27 (second: \x27s)","EEEEHH":"EEEE, HH","EEEEHHs":"EEEE, s\x27 (hour: \x27HH)","EEEEEhs":"EEEEE, h\xe2\x80\xafa\x27 (second: \x27s)","EEEEEH":"EEEEE, HH","EEEEEHs":"EEEEE, HH\x27 (second: \x27s)","EEEEEhhs":"EEEEE, hh\xe2\x80\xafa\x27 (second: \x27s)","EEEEEHH":"EEEEE, HH","EEEEEHHs":"EEEEE, s\x27 (hour: \x27HH)"}}',
      'en-GB': '{"n":[".",",",1,"#%","\xc2\xa4#",1,"NaN","\xe2\x88\x9e"],"cs":{"AUD":"A$","BRL":"R$","CAD":"CA$","CNY":"CN\xc2\xa5","EUR":"\xe2\x82\xac","GBP":"\xc2\xa3","HKD":"HK$","ILS":"\xe2\x82\xaa","INR":"\xe2\x82\xb9","JPY":"JP\xc2\xa5","KRW":"\xe2\x82\xa9","MXN":"MX$","NZD":"NZ$","PHP":"\xe2\x82\xb1","TWD":"NT$","USD":"US$","VND":"\xe2\x82\xab","XAF":"FCFA","XCD":"EC$","XCG":"Cg.","XOF":"F\xe2\x80\xafCFA","XPF":"CFPF"},"ns":{"AFN":"\xd8\x8b","AMD":"\xd6\x8f","AOA":"Kz","ARS":"$","AUD":"$","AZN":"\xe2\x82\xbc","BAM":"KM","BBD":"$","BDT":"\xe0\xa7\xb3","BMD":"$","BND":"$","BOB":"Bs","BSD":"$","BWP":"P","BZD":"$","CAD":"$","CLP":"$","CNY":"\xc2\xa5","COP":"$","CRC":"\xe2\x82\xa1","CUC":"$","CUP":"$","CZK":"K\xc4\x8d","DKK":"kr","DOP":"$","EGP":"E\xc2\xa3","FJD":"$","FKP":"\xc2\xa3","GEL":"\xe2\x82\xbe","GHS":"GH\xe2\x82\xb5","GIP":"\xc2\xa3","GNF":"FG","GTQ":"Q","GYD":"$","HKD":"$","HNL":"L","HRK":"kn","HUF":"Ft","IDR":"Rp","ISK":"kr","JMD":"$","JPY":"\xc2\xa5","KGS":"\xe2\x83\x80","KHR":"\xe1\x9f\x9b","KMF":"CF","KPW":"\xe2\x82\xa9","KYD":"$","KZT":"\xe2\x82\xb8","LAK":"\xe2\x82\xad","LBP":"L\xc2\xa3","LKR":"Rs","LRD":"$","MGA":"Ar","MMK":"K","MNT":"\xe2\x82\xae","MUR":"Rs","MXN":"$","MYR":"RM","NAD":"$","NGN":"\xe2\x82\xa6","NIO":"C$","NOK":"kr","NPR":"Rs","NZD":"$","PKR":"Rs","PLN":"z\xc5\x82","PYG":"\xe2\x82\xb2","RON":"lei","RUB":"\xe2\x82\xbd","RWF":"RF","SBD":"$","SEK":"kr","SGD":"$","SHP":"\xc2\xa3","SRD":"$","SSP":"\xc2\xa3","STN":"Db","SYP":"\xc2\xa3","THB":"\xe0\xb8\xbf","TOP":"T$","TRY":"\xe2\x82\xba","TTD":"$","TWD":"$","UAH":"\xe2\x82\xb4","USD":"$","UYU":"$","XCD":"$","ZAR":"R","ZMW":"ZK"},"cc":["0k","00k","000k","0m","00m","000m","0bn","00bn","000bn","0tn","00tn","000tn","0000tn","00000tn","000000tn","0000000tn","00000000tn","000000000tn"],"M":{"long":["January","February","March","April","May","June","July","August","September","October","November","December"],"short":["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sept","Oct","Nov","Dec"],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"L":{"long":["January","February","March","April","May","June","July","August","September","October","November","December"],"short":["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sept","Oct","Nov","Dec"],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"E":{"long":["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],"short":["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],"narrow":["S","M","T","W","T","F","S"]},"c":{"long":["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],"short":["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],"narrow":["S","M","T","W","T","F","S"]},"a":["am","pm"],"d":{"d":"d","dd":"dd","M":"M","Md":"dd/MM","Mdd":"dd/M","MM":"MM","MMd":"d/MM","MMdd":"dd/MM","MMM":"MMM","MMMd":"d MMM","MMMdd":"dd MMM","MMMM":"MMMM","MMMMd":"d MMMM","MMMMdd":"dd MMMM","MMMMM":"MMMMM","MMMMMd":"d MMMMM","MMMMMdd":"dd MMMMM","y":"y","yd":"y\x27 (day: \x27d)","ydd":"y\x27 (day: \x27dd)","yM":"MM/y","yMd":"dd/MM/y","yMdd":"dd/M/y","yMM":"MM/y","yMMd":"d/MM/y","yMMdd":"dd/MM/y","yMMM":"MMM y","yMMMd":"d MMM y","yMMMdd":"dd MMM y","yMMMM":"MMMM y","yMMMMd":"d MMMM y","yMMMMdd":"dd MMMM y","yMMMMM":"MMMMM y","yMMMMMd":"d MMMMM y","yMMMMMdd":"dd MMMMM y","yy":"yy","yyd":"d yy","yydd":"yy\x27 (day: \x27dd)","yyM":"MM/yy","yyMd":"dd/MM/yy","yyMdd":"dd/M/yy","yyMM":"MM/yy","yyMMd":"d/MM/yy","yyMMdd":"dd/MM/yy","yyMMM":"MMM yy","yyMMMd":"d MMM yy","yyMMMdd":"dd MMM yy","yyMMMM":"MMMM yy","yyMMMMd":"d MMMM yy","yyMMMMdd":"dd MMMM yy","yyMMMMM":"MMMMM yy","yyMMMMMd":"d MMMMM yy","yyMMMMMdd":"dd MMMMM yy","EEE":"EEE","EEEd":"EEE d","EEEdd":"EEE dd","EEEM":"M EEE","EEEMd":"EEE dd/MM","EEEMdd":"EEE dd/MM","EEEMM":"EEE\x27 (month: \x27MM)","EEEMMd":"EEE dd/MM","EEEMMdd":"EEE dd/MM","EEEMMM":"MMM EEE","EEEMMMd":"EEE d MMM","EEEMMMdd":"EEE dd MMM","EEEMMMM":"EEE\x27 (month: \x27MMMM)","EEEMMMMd":"EEE d MMMM","EEEMMMMdd":"EEE dd MMMM","EEEMMMMM":"EEE\x27 (month: \x27MMMMM)","EEEMMMMMd":"EEE d MMMMM","EEEMMMMMdd":"EEE dd MMMMM","EEEy":"y EEE","EEEyd":"EEE d y","EEEydd":"EEE dd y","EEEyM":"MM/y EEE","EEEyMd":"EEE, dd/MM/y","EEEyMdd":"EEE, dd/MM/y","EEEyMM":"MM/y EEE","EEEyMMd":"EEE, dd/MM/y","EEEyMMdd":"EEE, dd/MM/y","EEEyMMM":"MMM y EEE","EEEyMMMd":"EEE, d MMM y","EEEyMMMdd":"EEE, dd MMM y","EEEyMMMM":"MMMM y EEE","EEEyMMMMd":"EEE, d MMMM y","EEEyMMMMdd":"EEE, dd MMMM y","EEEyMMMMM":"MMMMM y EEE","EEEyMMMMMd":"EEE, d MMMMM y","EEEyMMMMMdd":"EEE, dd MMMMM y","EEEyy":"EEE yy","EEEyyd":"EEE d yy","EEEyydd":"EEE dd yy","EEEyyM":"MM/yy EEE","EEEyyMd":"EEE, dd/MM/yy","EEEyyMdd":"EEE, dd/MM/yy","EEEyyMM":"MM/yy EEE","EEEyyMMd":"EEE, dd/MM/yy","EEEyyMMdd":"EEE, dd/MM/yy","EEEyyMMM":"MMM yy EEE","EEEyyMMMd":"EEE, d MMM yy","EEEyyMMMdd":"EEE, dd MMM yy","EEEyyMMMM":"MMMM yy EEE","EEEyyMMMMd":"EEE, d MMMM yy","EEEyyMMMMdd":"EEE, dd MMMM yy","EEEyyMMMMM":"MMMMM yy EEE","EEEyyMMMMMd":"EEE, d MMMMM yy","EEEyyMMMMMdd":"EEE, dd MMMMM yy","EEEE":"EEEE","EEEEd":"EEEE d","EEEEdd":"EEEE dd","EEEEM":"M EEEE","EEEEMd":"EEEE dd/MM","EEEEMdd":"EEEE dd/MM","EEEEMM":"MM EEEE","EEEEMMd":"EEEE dd/MM","EEEEMMdd":"EEEE dd/MM","EEEEMMM":"MMM EEEE","EEEEMMMd":"EEEE d MMM","EEEEMMMdd":"EEEE dd MMM","EEEEMMMM":"MMMM EEEE","EEEEMMMMd":"EEEE d MMMM","EEEEMMMMdd":"EEEE dd MMMM","EEEEMMMMM":"EEEE\x27 (month: \x27MMMMM)","EEEEMMMMMd":"EEEE d MMMMM","EEEEMMMMMdd":"EEEE dd MMMMM","EEEEy":"y EEEE","EEEEyd":"EEEE d y","EEEEydd":"EEEE dd y","EEEEyM":"MM/y EEEE","EEEEyMd":"EEEE, dd/MM/y","EEEEyMdd":"EEEE, dd/MM/y","EEEEyMM":"MM/y EEEE","EEEEyMMd":"EEEE, dd/MM/y","EEEEyMMdd":"EEEE, dd/MM/y","EEEEyMMM":"MMM y EEEE","EEEEyMMMd":"EEEE, d MMM y","EEEEyMMMdd":"EEEE, dd MMM y","EEEEyMMMM":"MMMM y EEEE","EEEEyMMMMd":"EEEE, d MMMM y","EEEEyMMMMdd":"EEEE, dd MMMM y","EEEEyMMMMM":"MMMMM y EEEE","EEEEyMMMMMd":"EEEE, d MMMMM y","EEEEyMMMMMdd":"EEEE, dd MMMMM y","EEEEyy":"yy EEEE","EEEEyyd":"EEEE d yy","EEEEyydd":"EEEE dd yy","EEEEyyM":"MM/yy EEEE","EEEEyyMd":"EEEE, dd/MM/yy","EEEEyyMdd":"EEEE, dd/MM/yy","EEEEyyMM":"MM/yy EEEE","EEEEyyMMd":"EEEE, dd/MM/yy","EEEEyyMMdd":"EEEE, dd/MM/yy","EEEEyyMMM":"MMM yy EEEE","EEEEyyMMMd":"EEEE, d MMM yy","EEEEyyMMMdd":"EEEE, dd MMM yy","EEEEyyMMMM":"MMMM yy EEEE","EEEEyyMMMMd":"EEEE, d MMMM yy","EEEEyyMMMMdd":"EEEE, dd MMMM yy","EEEEyyMMMMM":"MMMMM yy EEEE","EEEEyyMMMMMd":"EEEE, d MMMMM yy","EEEEyyMMMMMdd":"EEEE, dd MMMMM yy","EEEEE":"EEEEE","EEEEEd":"EEEEE d","EEEEEdd":"EEEEE dd","EEEEEM":"M EEEEE","EEEEEMd":"EEEEE dd/MM","EEEEEMdd":"EEEEE dd/MM","EEEEEMM":"MM EEEEE","EEEEEMMd":"EEEEE dd/MM","EEEEEMMdd":"EEEEE dd/MM","EEEEEMMM":"MMM EEEEE","EEEEEMMMd":"EEEEE d MMM","EEEEEMMMdd":"EEEEE dd MMM","EEEEEMMMM":"MMMM EEEEE","EEEEEMMMMd":"EEEEE d MMMM","EEEEEMMMMdd":"EEEEE dd MMMM","EEEEEMMMMM":"MMMMM EEEEE","EEEEEMMMMMd":"EEEEE d MMMMM","EEEEEMMMMMdd":"EEEEE dd MMMMM","EEEEEy":"y EEEEE","EEEEEyd":"EEEEE d y","EEEEEydd":"EEEEE dd y","EEEEEyM":"MM/y EEEEE","EEEEEyMd":"EEEEE, dd/MM/y","EEEEEyMdd":"EEEEE, dd/MM/y","EEEEEyMM":"MM/y EEEEE","EEEEEyMMd":"EEEEE, dd/MM/y","EEEEEyMMdd":"EEEEE, dd/MM/y","EEEEEyMMM":"MMM y EEEEE","EEEEEyMMMd":"EEEEE, d MMM y","EEEEEyMMMdd":"EEEEE, dd MMM y","EEEEEyMMMM":"MMMM y EEEEE","EEEEEyMMMMd":"EEEEE, d MMMM y","EEEEEyMMMMdd":"EEEEE, dd MMMM y","EEEEEyMMMMM":"MMMMM y EEEEE","EEEEEyMMMMMd":"EEEEE, d MMMMM y","EEEEEyMMMMMdd":"EEEEE, dd MMMMM y","EEEEEyy":"yy EEEEE","EEEEEyyd":"EEEEE d yy","EEEEEyydd":"EEEEE dd yy","EEEEEyyM":"MM/yy EEEEE","EEEEEyyMd":"EEEEE, dd/MM/yy","EEEEEyyMdd":"EEEEE, dd/MM/yy","EEEEEyyMM":"MM/yy EEEEE","EEEEEyyMMd":"EEEEE, dd/MM/yy","EEEEEyyMMdd":"EEEEE, dd/MM/yy","EEEEEyyMMM":"MMM yy EEEEE","EEEEEyyMMMd":"EEEEE, d MMM yy","EEEEEyyMMMdd":"EEEEE, dd MMM yy","EEEEEyyMMMM":"MMMM yy EEEEE","EEEEEyyMMMMd":"EEEEE, d MMMM yy","EEEEEyyMMMMdd":"EEEEE, dd MMMM yy","EEEEEyyMMMMM":"MMMMM yy EEEEE","EEEEEyyMMMMMd":"EEEEE, d MMMMM yy","EEEEEyyMMMMMdd":"EEEEE, dd MMMMM yy"},"t":{"z":"z","s":"s","sz":"s z","ss":"s","ssz":"s z","ssv":"v\x27 (second: \x27s)","m":"m","mz":"m z","ms":"mm:ss","msz":"mm:ss z","mss":"mm:ss","mssz":"mm:ss z","mm":"m","mmz":"m z","mmv":"v\x27 (minute: \x27m)","mms":"mm:ss","mmsz":"mm:ss z","mmss":"mm:ss","mmssz":"mm:ss z","h":"h\xe2\x80\xafa","hz":"h\xe2\x80\xafa z","hs":"h\xe2\x80\xafa\x27 (second: \x27s)","hsz":"h\xe2\x80\xafa z\x27 (second: \x27s)","hss":"h\xe2\x80\xafa\x27 (second: \x27s)","hssz":"h\xe2\x80\xafa z\x27 (second: \x27s)","hm":"h:mm\xe2\x80\xafa","hmz":"h:mm\xe2\x80\xafa z","hms":"h:mm:ss\xe2\x80\xafa","hmsz":"h:mm:ss\xe2\x80\xafa z","hmss":"h:mm:ss\xe2\x80\xafa","hmssz":"h:mm:ss\xe2\x80\xafa z","hmm":"h:mm\xe2\x80\xafa","hmmz":"h:mm\xe2\x80\xafa z","hmms":"h:mm:ss\xe2\x80\xafa","hmmsz":"h:mm:ss\xe2\x80\xafa z","hmmss":"h:mm:ss\xe2\x80\xafa","hmmssz":"h:mm:ss\xe2\x80\xafa z","H":"HH","Hz":"HH z","Hs":"HH\x27 (second: \x27s)","Hsz":"HH z\x27 (second: \x27s)","Hss":"HH\x27 (second: \x27s)","Hssz":"HH z\x27 (second: \x27s)","Hm":"HH:mm","Hmz":"HH:mm z","Hms":"HH:mm:ss","Hmsz":"H:mm:ss z","HmsO":"HH:mm:ss O","HmsOOOO":"HH:mm:ss OOOO","Hmsv":"HH:mm:ss v","Hmsvvvv":"HH:mm:ss vvvv","Hmss":"HH:mm:ss","Hmssz":"H:mm:ss z","HmssOOOO":"HH:mm:ss OOOO","Hmssv":"HH:mm:ss v","Hmssvvvv":"HH:mm:ss vvvv","Hmm":"H:mm","Hmmz":"HH:mm z","Hmms":"HH:mm:ss","Hmmsz":"H:mm:ss z","HmmsOOOO":"HH:mm:ss OOOO","Hmmsv":"HH:mm:ss v","Hmmsvvvv":"HH:mm:ss vvvv","Hmmss":"H:mm:ss","Hmmssz":"H:mm:ss z","Hmmssv":"HH:mm:ss v","Hmmssvvvv":"HH:mm:ss vvvv","hh":"hh\xe2\x80\xafa","hhz":"hh\xe2\x80\xafa z","hhs":"hh\xe2\x80\xafa\x27 (second: \x27s)","hhsz":"hh\xe2\x80\xafa z\x27 (second: \x27s)","hhss":"hh\xe2\x80\xafa\x27 (second: \x27s)","hhssz":"hh\xe2\x80\xafa z\x27 (second: \x27s)","hhm":"hh:mm\xe2\x80\xafa","hhmz":"hh:mm\xe2\x80\xafa z","hhms":"hh:mm:ss\xe2\x80\xafa","hhmsz":"hh:mm:ss\xe2\x80\xafa z","hhmss":"hh:mm:ss\xe2\x80\xafa","hhmssz":"hh:mm:ss\xe2\x80\xafa z","hhmm":"hh:mm\xe2\x80\xafa","hhmmz":"hh:mm\xe2\x80\xafa z","hhmms":"hh:mm:ss\xe2\x80\xafa","hhmmsz":"hh:mm:ss\xe2\x80\xafa z","hhmmss":"hh:mm:ss\xe2\x80\xafa","hhmmssz":"hh:mm:ss\xe2\x80\xafa z","HH":"HH","HHz":"HH z","HHs":"s\x27 (hour: \x27HH)","HHsz":"HH z\x27 (second: \x27s)","HHss":"HH\x27 (second: \x27s)","HHssz":"HH z\x27 (second: \x27s)","HHm":"HH:mm","HHmz":"HH:mm z","HHms":"HH:mm:ss","HHmsz":"HH:mm:ss z","HHmss":"HH:mm:ss","HHmssz":"HH:mm:ss z","HHmm":"HH:mm","HHmmz":"HH:mm z","HHmms":"HH:mm:ss","HHmmsz":"HH:mm:ss z","HHmmss":"HH:mm:ss","HHmmssz":"HH:mm:ss z"},"g":["{1}\x27 at \x27{0}","{1}\x27 at \x27{0}","{1}, {0}","{1}, {0}","{1} {0}"],"ds":["EEEE, d MMMM y","d MMMM y","d MMM y","dd/MM/y"],"ts":[["hh:mm:ss\xe2\x80\xafa zzzz","HH:mm:ss zzzz"],["hh:mm:ss\xe2\x80\xafa z","HH:mm:ss z"],["hh:mm:ss\xe2\x80\xafa","HH:mm:ss"],["hh:mm\xe2\x80\xafa","HH:mm"]],"sg":["{1}\x27 at \x27{0}","{1}\x27 at \x27{0}","{1}, {0}","{1}, {0}"],"hc":["h23","h12","h23"],"x":{"ks":"s\x27 (hour: \x27kk)","kss":"s\x27 (hour: \x27kk)","km":"k:mm","kmsO":"k:mm:ss O","kmsSO":"k:mm:ss.S O","kmsSSSO":"k:mm:ss.SSS O","kmss":"k:mm:ss","kmssOOOO":"k:mm:ss OOOO","kmssS":"k:mm:ss.S","kmssSOOOO":"k:mm:ss.S OOOO","kmssSSS":"k:mm:ss.SSS","kmssSSSOOOO":"k:mm:ss.SSS OOOO","kmms":"k:mm:ss","kmmsOOOO":"k:mm:ss OOOO","kmmsS":"k:mm:ss.S","kmmsSOOOO":"k:mm:ss.S OOOO","kmmsSSS":"k:mm:ss.SSS","kmmsSSSOOOO":"k:mm:ss.SSS OOOO","kkss":"s\x27 (hour: \x27kk)","EEEH":"EEE, HH","EEEHs":"EEE, HH\x27 (second: \x27s)","EEEHmm":"EEE HH:mm","EEEhs":"EEE, h\xe2\x80\xafa\x27 (second: \x27s)","EEEHH":"EEE, HH","EEEHHs":"EEE, s\x27 (hour: \x27HH)","EEEhhs":"EEE, hh\xe2\x80\xafa\x27 (second: \x27s)","EEEEH":"EEEE, HH","EEEEHs":"EEEE, HH\x27 (second: \x27s)","EEEEHmm":"EEEE HH:mm","EEEEhs":"EEEE, h\xe2\x80\xafa\x27 (second: \x27s)","EEEEHH":"EEEE, HH","EEEEHHs":"EEEE, s\x27 (hour: \x27HH)","EEEEhhs":"EEEE, hh\xe2\x80\xafa\x27 (second: \x27s)","EEEEEH":"EEEEE, HH","EEEEEHs":"EEEEE, HH\x27 (second: \x27s)","EEEEEHmm":"EEEEE HH:mm","EEEEEhs":"EEEEE, h\xe2\x80\xafa\x27 (second: \x27s)","EEEEEHH":"EEEEE, HH","EEEEEHHs":"EEEEE, s\x27 (hour: \x27HH)","EEEEEhhs":"EEEEE, hh\xe2\x80\xafa\x27 (second: \x27s)"}}',
      'de-DE': '{"n":[",",".",1,"#\xc2\xa0%","#\xc2\xa0\xc2\xa4",0,"NaN","\xe2\x88\x9e"],"cs":{"AUD":"AU$","BRL":"R$","CAD":"CA$","CNY":"CN\xc2\xa5","EUR":"\xe2\x82\xac","GBP":"\xc2\xa3","HKD":"HK$","ILS":"\xe2\x82\xaa","INR":"\xe2\x82\xb9","JPY":"\xc2\xa5","KRW":"\xe2\x82\xa9","MXN":"MX$","NZD":"NZ$","THB":"\xe0\xb8\xbf","TWD":"NT$","USD":"$","VND":"\xe2\x82\xab","XAF":"FCFA","XCD":"EC$","XCG":"Cg.","XOF":"F\xe2\x80\xafCFA","XPF":"CFPF"},"ns":{"AFN":"\xd8\x8b","AMD":"\xd6\x8f","AOA":"Kz","ARS":"$","AUD":"$","AZN":"\xe2\x82\xbc","BAM":"KM","BBD":"$","BDT":"\xe0\xa7\xb3","BMD":"$","BND":"$","BOB":"Bs","BSD":"$","BWP":"P","BYN":"\xd1\x80.","BZD":"$","CAD":"$","CLP":"$","CNY":"\xc2\xa5","COP":"$","CRC":"\xe2\x82\xa1","CUC":"Cub$","CUP":"$","CZK":"K\xc4\x8d","DKK":"kr","DOP":"$","EGP":"E\xc2\xa3","FJD":"$","FKP":"Fl\xc2\xa3","GEL":"\xe2\x82\xbe","GHS":"\xe2\x82\xb5","GIP":"\xc2\xa3","GNF":"F.G.","GTQ":"Q","GYD":"$","HKD":"$","HNL":"L","HRK":"kn","HUF":"Ft","IDR":"Rp","ISK":"kr","JMD":"$","KGS":"\xe2\x83\x80","KHR":"\xe1\x9f\x9b","KMF":"FC","KPW":"\xe2\x82\xa9","KYD":"$","KZT":"\xe2\x82\xb8","LAK":"\xe2\x82\xad","LBP":"L\xc2\xa3","LKR":"Rs","LRD":"$","MGA":"Ar","MMK":"K","MNT":"\xe2\x82\xae","MUR":"Rs","MXN":"$","MYR":"RM","NAD":"$","NGN":"\xe2\x82\xa6","NIO":"C$","NOK":"kr","NPR":"Rs","NZD":"$","PHP":"\xe2\x82\xb1","PKR":"Rs","PLN":"z\xc5\x82","PYG":"\xe2\x82\xb2","RON":"L","RUB":"\xe2\x82\xbd","RWF":"F.Rw","SBD":"$","SEK":"kr","SGD":"$","SHP":"\xc2\xa3","SRD":"$","SSP":"\xc2\xa3","STN":"Db","TOP":"T$","TRY":"\xe2\x82\xba","TTD":"$","UAH":"\xe2\x82\xb4","UYU":"$","XCD":"$","ZAR":"R","ZMW":"K"},"cc":["0","0","0","0\xc2\xa0Mio.","00\xc2\xa0Mio.","000\xc2\xa0Mio.","0\xc2\xa0Mrd.","00\xc2\xa0Mrd.","000\xc2\xa0Mrd.","0\xc2\xa0Bio.","00\xc2\xa0Bio.","000\xc2\xa0Bio.","0000\xc2\xa0Bio.","00000\xc2\xa0Bio.","000000\xc2\xa0Bio.","0000000\xc2\xa0Bio.","00000000\xc2\xa0Bio.","000000000\xc2\xa0Bio."],"M":{"long":["Januar","Februar","M\xc3\xa4rz","April","Mai","Juni","Juli","August","September","Oktober","November","Dezember"],"short":["Jan.","Feb.","M\xc3\xa4rz","Apr.","Mai","Juni","Juli","Aug.","Sept.","Okt.","Nov.","Dez."],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"L":{"long":["Januar","Februar","M\xc3\xa4rz","April","Mai","Juni","Juli","August","September","Oktober","November","Dezember"],"short":["Jan","Feb","M\xc3\xa4r","Apr","Mai","Jun","Jul","Aug","Sep","Okt","Nov","Dez"],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"E":{"long":["Sonntag","Montag","Dienstag","Mittwoch","Donnerstag","Freitag","Samstag"],"short":["So.","Mo.","Di.","Mi.","Do.","Fr.","Sa."],"narrow":["S","M","D","M","D","F","S"]},"c":{"long":["Sonntag","Montag","Dienstag","Mittwoch","Donnerstag","Freitag","Samstag"],"short":["So","Mo","Di","Mi","Do","Fr","Sa"],"narrow":["S","M","D","M","D","F","S"]},"a":["AM","PM"],"d":{"d":"d","dd":"dd","M":"M","Md":"d.M.","Mdd":"dd.M.","MM":"MM","MMd":"dd.MM.","MMdd":"dd.MM.","MMM":"LLL","MMMd":"d. MMM","MMMdd":"dd. MMM","MMMM":"MMMM","MMMMd":"d. MMMM","MMMMdd":"dd. MMMM","MMMMM":"MMMMM","MMMMMd":"d. MMMMM","MMMMMdd":"dd. MMMMM","y":"y","yd":"y\x27 (Tag: \x27d)","ydd":"y\x27 (Tag: \x27dd)","yM":"M/y","yMd":"d.M.y","yMdd":"dd.M.y","yMM":"MM/y","yMMd":"d.MM.y","yMMdd":"dd.MM.y","yMMM":"MMM y","yMMMd":"d. MMM y","yMMMdd":"dd. MMM y","yMMMM":"MMMM y","yMMMMd":"d. MMMM y","yMMMMdd":"dd. MMMM y","yMMMMM":"MMMMM y","yMMMMMd":"d. MMMMM y","yMMMMMdd":"dd. MMMMM y","yy":"yy","yyd":"yy d","yydd":"yy\x27 (Tag: \x27dd)","yyM":"M/yy","yyMd":"d.M.yy","yyMdd":"dd.M.yy","yyMM":"MM/yy","yyMMd":"d.MM.yy","yyMMdd":"dd.MM.yy","yyMMM":"MMM yy","yyMMMd":"d. MMM yy","yyMMMdd":"dd. MMM yy","yyMMMM":"MMMM yy","yyMMMMd":"d. MMMM yy","yyMMMMdd":"dd. MMMM yy","yyMMMMM":"MMMMM yy","yyMMMMMd":"d. MMMMM yy","yyMMMMMdd":"dd. MMMMM yy","EEE":"ccc","EEEd":"EEE, d.","EEEdd":"EEE, dd.","EEEM":"M ccc","EEEMd":"EEE, d.M.","EEEMdd":"EEE, dd.M.","EEEMM":"ccc\x27 (Monat: \x27MM)","EEEMMd":"EEE, d.MM.","EEEMMdd":"EEE, dd.MM.","EEEMMM":"LLL ccc","EEEMMMd":"EEE, d. MMM","EEEMMMdd":"EEE, dd. MMM","EEEMMMM":"ccc\x27 (Monat: \x27MMMM)","EEEMMMMd":"EEE, d. MMMM","EEEMMMMdd":"EEE, dd. MMMM","EEEMMMMM":"ccc\x27 (Monat: \x27MMMMM)","EEEMMMMMd":"EEE, d. MMMMM","EEEMMMMMdd":"EEE, dd. MMMMM","EEEy":"y ccc","EEEyd":"y EEE, d.","EEEydd":"y EEE, dd.","EEEyM":"M/y ccc","EEEyMd":"EEE, d.M.y","EEEyMdd":"EEE, dd.M.y","EEEyMM":"MM/y ccc","EEEyMMd":"EEE, d.MM.y","EEEyMMdd":"EEE, dd.MM.y","EEEyMMM":"MMM y ccc","EEEyMMMd":"EEE, d. MMM y","EEEyMMMdd":"EEE, dd. MMM y","EEEyMMMM":"MMMM y ccc","EEEyMMMMd":"EEE, d. MMMM y","EEEyMMMMdd":"EEE, dd. MMMM y","EEEyMMMMM":"MMMMM y ccc","EEEyMMMMMd":"EEE, d. MMMMM y","EEEyMMMMMdd":"EEE, dd. MMMMM y","EEEyy":"yy ccc","EEEyyd":"yy EEE, d.","EEEyydd":"yy EEE, dd.","EEEyyM":"M/yy ccc","EEEyyMd":"EEE, d.M.yy","EEEyyMdd":"EEE, dd.M.yy","EEEyyMM":"MM/yy ccc","EEEyyMMd":"EEE, d.MM.yy","EEEyyMMdd":"EEE, dd.MM.yy","EEEyyMMM":"MMM yy ccc","EEEyyMMMd":"EEE, d. MMM yy","EEEyyMMMdd":"EEE, dd. MMM yy","EEEyyMMMM":"MMMM yy ccc","EEEyyMMMMd":"EEE, d. MMMM yy","EEEyyMMMMdd":"EEE, dd. MMMM yy","EEEyyMMMMM":"MMMMM yy ccc","EEEyyMMMMMd":"EEE, d. MMMMM yy","EEEyyMMMMMdd":"EEE, dd. MMMMM yy","EEEE":"EEEE","EEEEd":"EEEE, d.","EEEEdd":"EEEE, dd.","EEEEM":"M EEEE","EEEEMd":"EEEE, d.M.","EEEEMdd":"EEEE, dd.M.","EEEEMM":"MM EEEE","EEEEMMd":"EEEE, d.MM.","EEEEMMdd":"EEEE, dd.MM.","EEEEMMM":"LLL EEEE","EEEEMMMd":"EEEE, d. MMM","EEEEMMMdd":"EEEE, dd. MMM","EEEEMMMM":"MMMM EEEE","EEEEMMMMd":"EEEE, d. MMMM","EEEEMMMMdd":"EEEE, dd. MMMM","EEEEMMMMM":"EEEE\x27 (Monat: \x27MMMMM)","EEEEMMMMMd":"EEEE, d. MMMMM","EEEEMMMMMdd":"EEEE, dd. MMMMM","EEEEy":"y EEEE","EEEEyd":"y EEEE, d.","EEEEydd":"y EEEE, dd.","EEEEyM":"M/y EEEE","EEEEyMd":"EEEE, d.M.y","EEEEyMdd":"EEEE, dd.M.y","EEEEyMM":"MM/y EEEE","EEEEyMMd":"EEEE, d.MM.y","EEEEyMMdd":"EEEE, dd.MM.y","EEEEyMMM":"MMM y EEEE","EEEEyMMMd":"EEEE, d. MMM y","EEEEyMMMdd":"EEEE, dd. MMM y","EEEEyMMMM":"MMMM y EEEE","EEEEyMMMMd":"EEEE, d. MMMM y","EEEEyMMMMdd":"EEEE, dd. MMMM y","EEEEyMMMMM":"MMMMM y EEEE","EEEEyMMMMMd":"EEEE, d. MMMMM y","EEEEyMMMMMdd":"EEEE, dd. MMMMM y","EEEEyy":"yy EEEE","EEEEyyd":"yy EEEE, d.","EEEEyydd":"yy EEEE, dd.","EEEEyyM":"M/yy EEEE","EEEEyyMd":"EEEE, d.M.yy","EEEEyyMdd":"EEEE, dd.M.yy","EEEEyyMM":"MM/yy EEEE","EEEEyyMMd":"EEEE, d.MM.yy","EEEEyyMMdd":"EEEE, dd.MM.yy","EEEEyyMMM":"MMM yy EEEE","EEEEyyMMMd":"EEEE, d. MMM yy","EEEEyyMMMdd":"EEEE, dd. MMM yy","EEEEyyMMMM":"MMMM yy EEEE","EEEEyyMMMMd":"EEEE, d. MMMM yy","EEEEyyMMMMdd":"EEEE, dd. MMMM yy","EEEEyyMMMMM":"MMMMM yy EEEE","EEEEyyMMMMMd":"EEEE, d. MMMMM yy","EEEEyyMMMMMdd":"EEEE, dd. MMMMM yy","EEEEE":"EEEEE","EEEEEd":"EEEEE, d.","EEEEEdd":"EEEEE, dd.","EEEEEM":"M EEEEE","EEEEEMd":"EEEEE, d.M.","EEEEEMdd":"EEEEE, dd.M.","EEEEEMM":"MM EEEEE","EEEEEMMd":"EEEEE, d.MM.","EEEEEMMdd":"EEEEE, dd.MM.","EEEEEMMM":"LLL EEEEE","EEEEEMMMd":"EEEEE, d. MMM","EEEEEMMMdd":"EEEEE, dd. MMM","EEEEEMMMM":"MMMM EEEEE","EEEEEMMMMd":"EEEEE, d. MMMM","EEEEEMMMMdd":"EEEEE, dd. MMMM","EEEEEMMMMM":"MMMMM EEEEE","EEEEEMMMMMd":"EEEEE, d. MMMMM","EEEEEMMMMMdd":"EEEEE, dd. MMMMM","EEEEEy":"y EEEEE","EEEEEyd":"y EEEEE, d.","EEEEEydd":"y EEEEE, dd.","EEEEEyM":"M/y EEEEE","EEEEEyMd":"EEEEE, d.M.y","EEEEEyMdd":"EEEEE, dd.M.y","EEEEEyMM":"MM/y EEEEE","EEEEEyMMd":"EEEEE, d.MM.y","EEEEEyMMdd":"EEEEE, dd.MM.y","EEEEEyMMM":"MMM y EEEEE","EEEEEyMMMd":"EEEEE, d. MMM y","EEEEEyMMMdd":"EEEEE, dd. MMM y","EEEEEyMMMM":"MMMM y EEEEE","EEEEEyMMMMd":"EEEEE, d. MMMM y","EEEEEyMMMMdd":"EEEEE, dd. MMMM y","EEEEEyMMMMM":"MMMMM y EEEEE","EEEEEyMMMMMd":"EEEEE, d. MMMMM y","EEEEEyMMMMMdd":"EEEEE, dd. MMMMM y","EEEEEyy":"yy EEEEE","EEEEEyyd":"yy EEEEE, d.","EEEEEyydd":"yy EEEEE, dd.","EEEEEyyM":"M/yy EEEEE","EEEEEyyMd":"EEEEE, d.M.yy","EEEEEyyMdd":"EEEEE, dd.M.yy","EEEEEyyMM":"MM/yy EEEEE","EEEEEyyMMd":"EEEEE, d.MM.yy","EEEEEyyMMdd":"EEEEE, dd.MM.yy","EEEEEyyMMM":"MMM yy EEEEE","EEEEEyyMMMd":"EEEEE, d. MMM yy","EEEEEyyMMMdd":"EEEEE, dd. MMM yy","EEEEEyyMMMM":"MMMM yy EEEEE","EEEEEyyMMMMd":"EEEEE, d. MMMM yy","EEEEEyyMMMMdd":"EEEEE, dd. MMMM yy","EEEEEyyMMMMM":"MMMMM yy EEEEE","EEEEEyyMMMMMd":"EEEEE, d. MMMMM yy","EEEEEyyMMMMMdd":"EEEEE, dd. MMMMM yy"},"t":{"z":"z","s":"s","sz":"s z","ss":"s","ssz":"s z","ssv":"v\x27 (Sekunde: \x27s)","m":"m","mz":"m z","ms":"mm:ss","msz":"mm:ss z","mss":"mm:ss","mssz":"mm:ss z","mm":"m","mmz":"m z","mmv":"v\x27 (Minute: \x27m)","mms":"mm:ss","mmsz":"mm:ss z","mmss":"mm:ss","mmssz":"mm:ss z","h":"h\xe2\x80\xafa","hz":"h\xe2\x80\xafa z","hs":"h\xe2\x80\xafa\x27 (Sekunde: \x27s)","hsz":"h\xe2\x80\xafa z\x27 (Sekunde: \x27s)","hss":"h\xe2\x80\xafa\x27 (Sekunde: \x27s)","hssz":"h\xe2\x80\xafa z\x27 (Sekunde: \x27s)","hm":"h:mm\xe2\x80\xafa","hmz":"h:mm\xe2\x80\xafa z","hms":"h:mm:ss\xe2\x80\xafa","hmsz":"h:mm:ss\xe2\x80\xafa z","hmss":"h:mm:ss\xe2\x80\xafa","hmssz":"h:mm:ss\xe2\x80\xafa z","hmm":"h:mm\xe2\x80\xafa","hmmz":"h:mm\xe2\x80\xafa z","hmms":"h:mm:ss\xe2\x80\xafa","hmmsz":"h:mm:ss\xe2\x80\xafa z","hmmss":"h:mm:ss\xe2\x80\xafa","hmmssz":"h:mm:ss\xe2\x80\xafa z","H":"HH\x27 Uhr\x27","Hz":"HH\x27 Uhr \x27z","Hs":"HH\x27 Uhr (Sekunde: \x27s)","Hsz":"HH\x27 Uhr \x27z\x27 (Sekunde: \x27s)","Hss":"HH\x27 Uhr (Sekunde: \x27s)","Hssz":"HH\x27 Uhr \x27z\x27 (Sekunde: \x27s)","Hm":"HH:mm","Hmz":"HH:mm z","Hms":"HH:mm:ss","Hmsz":"H:mm:ss z","HmsO":"HH:mm:ss O","HmsOOOO":"HH:mm:ss OOOO","Hmsv":"HH:mm:ss v","Hmsvvvv":"HH:mm:ss vvvv","Hmss":"HH:mm:ss","Hmssz":"H:mm:ss z","HmssOOOO":"HH:mm:ss OOOO","Hmssv":"HH:mm:ss v","Hmssvvvv":"HH:mm:ss vvvv","Hmm":"H:mm","Hmmz":"HH:mm z","Hmms":"HH:mm:ss","Hmmsz":"H:mm:ss z","HmmsOOOO":"HH:mm:ss OOOO","Hmmsv":"HH:mm:ss v","Hmmsvvvv":"HH:mm:ss vvvv","Hmmss":"H:mm:ss","Hmmssz":"H:mm:ss z","Hmmssv":"HH:mm:ss v","Hmmssvvvv":"HH:mm:ss vvvv","hh":"hh\xe2\x80\xafa","hhz":"hh\xe2\x80\xafa z","hhs":"hh\xe2\x80\xafa\x27 (Sekunde: \x27s)","hhsz":"hh\xe2\x80\xafa z\x27 (Sekunde: \x27s)","hhss":"hh\xe2\x80\xafa\x27 (Sekunde: \x27s)","hhssz":"hh\xe2\x80\xafa z\x27 (Sekunde: \x27s)","hhm":"hh:mm\xe2\x80\xafa","hhmz":"hh:mm\xe2\x80\xafa z","hhms":"hh:mm:ss\xe2\x80\xafa","hhmsz":"hh:mm:ss\xe2\x80\xafa z","hhmss":"hh:mm:ss\xe2\x80\xafa","hhmssz":"hh:mm:ss\xe2\x80\xafa z","hhmm":"hh:mm\xe2\x80\xafa","hhmmz":"hh:mm\xe2\x80\xafa z","hhmms":"hh:mm:ss\xe2\x80\xafa","hhmmsz":"hh:mm:ss\xe2\x80\xafa z","hhmmss":"hh:mm:ss\xe2\x80\xafa","hhmmssz":"hh:mm:ss\xe2\x80\xafa z","HH":"HH\x27 Uhr\x27","HHz":"HH\x27 Uhr \x27z","HHs":"s\x27 (Stunde: \x27HH\x27 Uhr)\x27","HHsz":"HH\x27 Uhr \x27z\x27 (Sekunde: \x27s)","HHss":"HH\x27 Uhr (Sekunde: \x27s)","HHssz":"HH\x27 Uhr \x27z\x27 (Sekunde: \x27s)","HHm":"HH:mm","HHmz":"HH:mm z","HHms":"HH:mm:ss","HHmsz":"HH:mm:ss z","HHmss":"HH:mm:ss","HHmssz":"HH:mm:ss z","HHmm":"HH:mm","HHmmz":"HH:mm z","HHmms":"HH:mm:ss","HHmmsz":"HH:mm:ss z","HHmmss":"HH:mm:ss","HHmmssz":"HH:mm:ss z"},"g":["{1}\x27 um \x27{0}","{1}\x27 um \x27{0}","{1}, {0}","{1}, {0}","{1}, {0}"],"ds":["EEEE, d. MMMM y","d. MMMM y","dd.MM.y","dd.MM.yy"],"ts":[["hh:mm:ss\xe2\x80\xafa zzzz","HH:mm:ss zzzz"],["hh:mm:ss\xe2\x80\xafa z","HH:mm:ss z"],["hh:mm:ss\xe2\x80\xafa","HH:mm:ss"],["hh:mm\xe2\x80\xafa","HH:mm"]],"sg":["{1}\x27 um \x27{0}","{1}\x27 um \x27{0}","{1}, {0}","{1}, {0}"],"hc":["h23","h12","h23"],"x":{"ks":"s\x27 (Stunde: \x27kk\x27 Uhr)\x27","kss":"s\x27 (Stunde: \x27kk\x27 Uhr)\x27","km":"k:mm","kmsO":"k:mm:ss O","kmsSO":"k:mm:ss,S O","kmsSSSO":"k:mm:ss,SSS O","kmss":"k:mm:ss","kmssOOOO":"k:mm:ss OOOO","kmssS":"k:mm:ss,S","kmssSOOOO":"k:mm:ss,S OOOO","kmssSSS":"k:mm:ss,SSS","kmssSSSOOOO":"k:mm:ss,SSS OOOO","kmms":"k:mm:ss","kmmsOOOO":"k:mm:ss OOOO","kmmsS":"k:mm:ss,S","kmmsSOOOO":"k:mm:ss,S OOOO","kmmsSSS":"k:mm:ss,SSS","kmmsSSSOOOO":"k:mm:ss,SSS OOOO","kkss":"s\x27 (Stunde: \x27kk\x27 Uhr)\x27","EEEH":"ccc, HH\x27 Uhr\x27","EEEHs":"ccc, HH\x27 Uhr (Sekunde: \x27s)","EEEHmm":"EEE, HH:mm","EEEhs":"ccc, h\xe2\x80\xafa\x27 (Sekunde: \x27s)","EEEhm":"EEE h:mm\xe2\x80\xafa","EEEhmm":"EEE h:mm\xe2\x80\xafa","EEEHH":"ccc, HH\x27 Uhr\x27","EEEHHs":"ccc, s\x27 (Stunde: \x27HH\x27 Uhr)\x27","EEEhhs":"ccc, hh\xe2\x80\xafa\x27 (Sekunde: \x27s)","EEEhhm":"EEE hh:mm\xe2\x80\xafa","EEEhhmm":"EEE hh:mm\xe2\x80\xafa","EEEEHmm":"EEEE, HH:mm","EEEEhm":"EEEE h:mm\xe2\x80\xafa","EEEEhmm":"EEEE h:mm\xe2\x80\xafa","EEEEhhm":"EEEE hh:mm\xe2\x80\xafa","EEEEhhmm":"EEEE hh:mm\xe2\x80\xafa","EEEEEHmm":"EEEEE, HH:mm","EEEEEhm":"EEEEE h:mm\xe2\x80\xafa","EEEEEhmm":"EEEEE h:mm\xe2\x80\xafa","EEEEEhhm":"EEEEE hh:mm\xe2\x80\xafa","EEEEEhhmm":"EEEEE hh:mm\xe2\x80\xafa"},"r":{"EEEMM":{"month":"numeric"},"EEEMMMM":{"month":"numeric"},"EEEMMMMM":{"month":"numeric"},"EEEEMMMMM":{"month":"numeric"}}}',
      'fr-FR': '{"n":[",","\xe2\x80\xaf",1,"#\xc2\xa0%","#\xc2\xa0\xc2\xa4",1,"NaN","\xe2\x88\x9e"],"cs":{"ARS":"$AR","AUD":"$AU","BMD":"$BM","BND":"$BN","BRL":"R$","BZD":"$BZ","CAD":"$CA","CLP":"$CL","COP":"$CO","EUR":"\xe2\x82\xac","FJD":"$FJ","FKP":"\xc2\xa3FK","GBP":"\xc2\xa3GB","GIP":"\xc2\xa3GI","ILS":"\xe2\x82\xaa","INR":"\xe2\x82\xb9","KRW":"\xe2\x82\xa9","LBP":"\xc2\xa3LB","MXN":"$MX","NAD":"$NA","NZD":"$NZ","SBD":"$SB","SGD":"$SG","SRD":"$SR","TTD":"$TT","USD":"$US","UYU":"$UY","VND":"\xe2\x82\xab","WST":"$WS","XAF":"FCFA","XCG":"Cg.","XOF":"F\xe2\x80\xafCFA","XPF":"FCFP"},"ns":{"AFN":"\xd8\x8b","AMD":"\xd6\x8f","AOA":"Kz","ARS":"$","AUD":"$","AZN":"\xe2\x82\xbc","BAM":"KM","BBD":"$","BDT":"\xe0\xa7\xb3","BMD":"$","BND":"$","BOB":"Bs","BSD":"$","BWP":"P","BYN":"\xd1\x80.","BZD":"$","CAD":"$","CLP":"$","CNY":"\xc2\xa5","COP":"$","CRC":"\xe2\x82\xa1","CUC":"$","CUP":"$","CZK":"K\xc4\x8d","DKK":"kr","DOP":"$","EGP":"\xc2\xa3E","FJD":"$","FKP":"\xc2\xa3","GBP":"\xc2\xa3","GEL":"\xe2\x82\xbe","GHS":"GH\xe2\x82\xb5","GIP":"\xc2\xa3","GNF":"FG","GTQ":"Q","GYD":"$","HKD":"$","HNL":"L","HRK":"kn","HUF":"Ft","IDR":"Rp","ISK":"kr","JMD":"$","JPY":"\xc2\xa5","KGS":"\xe2\x83\x80","KHR":"\xe1\x9f\x9b","KMF":"FC","KPW":"\xe2\x82\xa9","KYD":"$","KZT":"\xe2\x82\xb8","LAK":"\xe2\x82\xad","LBP":"\xc2\xa3L","LKR":"Rs","LRD":"$","MGA":"Ar","MMK":"K","MNT":"\xe2\x82\xae","MUR":"Rs","MXN":"$","MYR":"RM","NAD":"$","NGN":"\xe2\x82\xa6","NIO":"$C","NOK":"kr","NPR":"Rs","NZD":"$","PHP":"\xe2\x82\xb1","PKR":"Rs","PLN":"z\xc5\x82","PYG":"\xe2\x82\xb2","RON":"L","RUB":"\xe2\x82\xbd","RWF":"FR","SBD":"$","SEK":"kr","SGD":"$","SHP":"\xc2\xa3","SRD":"$","SSP":"\xc2\xa3","STN":"Db","SYP":"\xc2\xa3","THB":"\xe0\xb8\xbf","TOP":"$T","TRY":"\xe2\x82\xba","TTD":"$","TWD":"NT$","UAH":"\xe2\x82\xb4","USD":"$","UYU":"$","XCD":"$","ZAR":"R","ZMW":"Kw"},"cc":["0\xc2\xa0k","00\xc2\xa0k","000\xc2\xa0k","0\xc2\xa0M","00\xc2\xa0M","000\xc2\xa0M","0\xc2\xa0Md","00\xc2\xa0Md","000\xc2\xa0Md","0\xc2\xa0Bn","00\xc2\xa0Bn","000\xc2\xa0Bn","0000\xc2\xa0Bn","00000\xc2\xa0Bn","000000\xc2\xa0Bn","0000000\xc2\xa0Bn","00000000\xc2\xa0Bn","000000000\xc2\xa0Bn"],"M":{"long":["janvier","f\xc3\xa9vrier","mars","avril","mai","juin","juillet","ao\xc3\xbbt","septembre","octobre","novembre","d\xc3\xa9cembre"],"short":["janv.","f\xc3\xa9vr.","mars","avr.","mai","juin","juil.","ao\xc3\xbbt","sept.","oct.","nov.","d\xc3\xa9c."],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"L":{"long":["janvier","f\xc3\xa9vrier","mars","avril","mai","juin","juillet","ao\xc3\xbbt","septembre","octobre","novembre","d\xc3\xa9cembre"],"short":["janv.","f\xc3\xa9vr.","mars","avr.","mai","juin","juil.","ao\xc3\xbbt","sept.","oct.","nov.","d\xc3\xa9c."],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"E":{"long":["dimanche","lundi","mardi","mercredi","jeudi","vendredi","samedi"],"short":["dim.","lun.","mar.","mer.","jeu.","ven.","sam."],"narrow":["D","L","M","M","J","V","S"]},"c":{"long":["dimanche","lundi","mardi","mercredi","jeudi","vendredi","samedi"],"short":["dim.","lun.","mar.","mer.","jeu.","ven.","sam."],"narrow":["D","L","M","M","J","V","S"]},"a":["AM","PM"],"d":{"d":"d","dd":"dd","M":"M","Md":"dd/MM","Mdd":"dd/MM","MM":"MM","MMd":"dd/MM","MMdd":"dd/MM","MMM":"MMM","MMMd":"d MMM","MMMdd":"dd MMM","MMMM":"MMMM","MMMMd":"d MMMM","MMMMdd":"dd MMMM","MMMMM":"MMMMM","MMMMMd":"d MMMMM","MMMMMdd":"dd MMMMM","y":"y","yd":"y\x27 (jour: \x27d)","ydd":"y\x27 (jour: \x27dd)","yM":"MM/y","yMd":"dd/MM/y","yMdd":"dd/M/y","yMM":"MM/y","yMMd":"d/MM/y","yMMdd":"dd/MM/y","yMMM":"MMM y","yMMMd":"d MMM y","yMMMdd":"dd MMM y","yMMMM":"MMMM y","yMMMMd":"d MMMM y","yMMMMdd":"dd MMMM y","yMMMMM":"MMMMM y","yMMMMMd":"d MMMMM y","yMMMMMdd":"dd MMMMM y","yy":"yy","yyd":"yy d","yydd":"yy\x27 (jour: \x27dd)","yyM":"MM/yy","yyMd":"dd/MM/yy","yyMdd":"dd/M/yy","yyMM":"MM/yy","yyMMd":"d/MM/yy","yyMMdd":"dd/MM/yy","yyMMM":"MMM yy","yyMMMd":"d MMM yy","yyMMMdd":"dd MMM yy","yyMMMM":"MMMM yy","yyMMMMd":"d MMMM yy","yyMMMMdd":"dd MMMM yy","yyMMMMM":"MMMMM yy","yyMMMMMd":"d MMMMM yy","yyMMMMMdd":"dd MMMMM yy","EEE":"EEE","EEEd":"EEE d","EEEdd":"EEE dd","EEEM":"M EEE","EEEMd":"EEE dd/MM","EEEMdd":"EEE dd/MM","EEEMM":"EEE\x27 (mois: \x27MM)","EEEMMd":"EEE dd/MM","EEEMMdd":"EEE dd/MM","EEEMMM":"MMM EEE","EEEMMMd":"EEE d MMM","EEEMMMdd":"EEE dd MMM","EEEMMMM":"EEE\x27 (mois: \x27MMMM)","EEEMMMMd":"EEE d MMMM","EEEMMMMdd":"EEE dd MMMM","EEEMMMMM":"EEE\x27 (mois: \x27MMMMM)","EEEMMMMMd":"EEE d MMMMM","EEEMMMMMdd":"EEE dd MMMMM","EEEy":"y EEE","EEEyd":"y EEE d","EEEydd":"y EEE dd","EEEyM":"MM/y EEE","EEEyMd":"EEE dd/MM/y","EEEyMdd":"EEE dd/MM/y","EEEyMM":"MM/y EEE","EEEyMMd":"EEE dd/MM/y","EEEyMMdd":"EEE dd/MM/y","EEEyMMM":"MMM y EEE","EEEyMMMd":"EEE d MMM y","EEEyMMMdd":"EEE dd MMM y","EEEyMMMM":"MMMM y EEE","EEEyMMMMd":"EEE d MMMM y","EEEyMMMMdd":"EEE dd MMMM y","EEEyMMMMM":"MMMMM y EEE","EEEyMMMMMd":"EEE d MMMMM y","EEEyMMMMMdd":"EEE dd MMMMM y","EEEyy":"yy EEE","EEEyyd":"yy EEE d","EEEyydd":"yy EEE dd","EEEyyM":"MM/yy EEE","EEEyyMd":"EEE dd/MM/yy","EEEyyMdd":"EEE dd/MM/yy","EEEyyMM":"MM/yy EEE","EEEyyMMd":"EEE dd/MM/yy","EEEyyMMdd":"EEE dd/MM/yy","EEEyyMMM":"MMM yy EEE","EEEyyMMMd":"EEE d MMM yy","EEEyyMMMdd":"EEE dd MMM yy","EEEyyMMMM":"MMMM yy EEE","EEEyyMMMMd":"EEE d MMMM yy","EEEyyMMMMdd":"EEE dd MMMM yy","EEEyyMMMMM":"MMMMM yy EEE","EEEyyMMMMMd":"EEE d MMMMM yy","EEEyyMMMMMdd":"EEE dd MMMMM yy","EEEE":"EEEE","EEEEd":"EEEE d","EEEEdd":"EEEE dd","EEEEM":"M EEEE","EEEEMd":"EEEE dd/MM","EEEEMdd":"EEEE dd/MM","EEEEMM":"MM EEEE","EEEEMMd":"EEEE dd/MM","EEEEMMdd":"EEEE dd/MM","EEEEMMM":"MMM EEEE","EEEEMMMd":"EEEE d MMM","EEEEMMMdd":"EEEE dd MMM","EEEEMMMM":"MMMM EEEE","EEEEMMMMd":"EEEE d MMMM","EEEEMMMMdd":"EEEE dd MMMM","EEEEMMMMM":"EEEE\x27 (mois: \x27MMMMM)","EEEEMMMMMd":"EEEE d MMMMM","EEEEMMMMMdd":"EEEE dd MMMMM","EEEEy":"y EEEE","EEEEyd":"y EEEE d","EEEEydd":"y EEEE dd","EEEEyM":"MM/y EEEE","EEEEyMd":"EEEE dd/MM/y","EEEEyMdd":"EEEE dd/MM/y","EEEEyMM":"MM/y EEEE","EEEEyMMd":"EEEE dd/MM/y","EEEEyMMdd":"EEEE dd/MM/y","EEEEyMMM":"MMM y EEEE","EEEEyMMMd":"EEEE d MMM y","EEEEyMMMdd":"EEEE dd MMM y","EEEEyMMMM":"MMMM y EEEE","EEEEyMMMMd":"EEEE d MMMM y","EEEEyMMMMdd":"EEEE dd MMMM y","EEEEyMMMMM":"MMMMM y EEEE","EEEEyMMMMMd":"EEEE d MMMMM y","EEEEyMMMMMdd":"EEEE dd MMMMM y","EEEEyy":"yy EEEE","EEEEyyd":"yy EEEE d","EEEEyydd":"yy EEEE dd","EEEEyyM":"MM/yy EEEE","EEEEyyMd":"EEEE dd/MM/yy","EEEEyyMdd":"EEEE dd/MM/yy","EEEEyyMM":"MM/yy EEEE","EEEEyyMMd":"EEEE dd/MM/yy","EEEEyyMMdd":"EEEE dd/MM/yy","EEEEyyMMM":"MMM yy EEEE","EEEEyyMMMd":"EEEE d MMM yy","EEEEyyMMMdd":"EEEE dd MMM yy","EEEEyyMMMM":"MMMM yy EEEE","EEEEyyMMMMd":"EEEE d MMMM yy","EEEEyyMMMMdd":"EEEE dd MMMM yy","EEEEyyMMMMM":"MMMMM yy EEEE","EEEEyyMMMMMd":"EEEE d MMMMM yy","EEEEyyMMMMMdd":"EEEE dd MMMMM yy","EEEEE":"EEEEE","EEEEEd":"EEEEE d","EEEEEdd":"EEEEE dd","EEEEEM":"M EEEEE","EEEEEMd":"EEEEE dd/MM","EEEEEMdd":"EEEEE dd/MM","EEEEEMM":"MM EEEEE","EEEEEMMd":"EEEEE dd/MM","EEEEEMMdd":"EEEEE dd/MM","EEEEEMMM":"MMM EEEEE","EEEEEMMMd":"EEEEE d MMM","EEEEEMMMdd":"EEEEE dd MMM","EEEEEMMMM":"MMMM EEEEE","EEEEEMMMMd":"EEEEE d MMMM","EEEEEMMMMdd":"EEEEE dd MMMM","EEEEEMMMMM":"MMMMM EEEEE","EEEEEMMMMMd":"EEEEE d MMMMM","EEEEEMMMMMdd":"EEEEE dd MMMMM","EEEEEy":"y EEEEE","EEEEEyd":"y EEEEE d","EEEEEydd":"y EEEEE dd","EEEEEyM":"MM/y EEEEE","EEEEEyMd":"EEEEE dd/MM/y","EEEEEyMdd":"EEEEE dd/MM/y","EEEEEyMM":"MM/y EEEEE","EEEEEyMMd":"EEEEE dd/MM/y","EEEEEyMMdd":"EEEEE dd/MM/y","EEEEEyMMM":"MMM y EEEEE","EEEEEyMMMd":"EEEEE d MMM y","EEEEEyMMMdd":"EEEEE dd MMM y","EEEEEyMMMM":"MMMM y EEEEE","EEEEEyMMMMd":"EEEEE d MMMM y","EEEEEyMMMMdd":"EEEEE dd MMMM y","EEEEEyMMMMM":"MMMMM y EEEEE","EEEEEyMMMMMd":"EEEEE d MMMMM y","EEEEEyMMMMMdd":"EEEEE dd MMMMM y","EEEEEyy":"yy EEEEE","EEEEEyyd":"yy EEEEE d","EEEEEyydd":"yy EEEEE dd","EEEEEyyM":"MM/yy EEEEE","EEEEEyyMd":"EEEEE dd/MM/yy","EEEEEyyMdd":"EEEEE dd/MM/yy","EEEEEyyMM":"MM/yy EEEEE","EEEEEyyMMd":"EEEEE dd/MM/yy","EEEEEyyMMdd":"EEEEE dd/MM/yy","EEEEEyyMMM":"MMM yy EEEEE","EEEEEyyMMMd":"EEEEE d MMM yy","EEEEEyyMMMdd":"EEEEE dd MMM yy","EEEEEyyMMMM":"MMMM yy EEEEE","EEEEEyyMMMMd":"EEEEE d MMMM yy","EEEEEyyMMMMdd":"EEEEE dd MMMM yy","EEEEEyyMMMMM":"MMMMM yy EEEEE","EEEEEyyMMMMMd":"EEEEE d MMMMM yy","EEEEEyyMMMMMdd":"EEEEE dd MMMMM yy"},"t":{"z":"z","s":"s","sz":"s z","ss":"s","ssz":"s z","ssv":"v\x27 (seconde: \x27s)","m":"m","mz":"m z","ms":"mm:ss","msz":"mm:ss z","mss":"mm:ss","mssz":"mm:ss z","mm":"m","mmz":"m z","mmv":"v\x27 (minute: \x27m)","mms":"mm:ss","mmsz":"mm:ss z","mmss":"mm:ss","mmssz":"mm:ss z","h":"h\xe2\x80\xafa","hz":"h\xe2\x80\xafa z","hs":"h\xe2\x80\xafa\x27 (seconde: \x27s)","hsz":"h\xe2\x80\xafa z\x27 (seconde: \x27s)","hss":"h\xe2\x80\xafa\x27 (seconde: \x27s)","hssz":"h\xe2\x80\xafa z\x27 (seconde: \x27s)","hm":"h:mm\xe2\x80\xafa","hmz":"h:mm\xe2\x80\xafa z","hms":"h:mm:ss\xe2\x80\xafa","hmsz":"h:mm:ss\xe2\x80\xafa z","hmss":"h:mm:ss\xe2\x80\xafa","hmssz":"h:mm:ss\xe2\x80\xafa z","hmm":"h:mm\xe2\x80\xafa","hmmz":"h:mm\xe2\x80\xafa z","hmms":"h:mm:ss\xe2\x80\xafa","hmmsz":"h:mm:ss\xe2\x80\xafa z","hmmss":"h:mm:ss\xe2\x80\xafa","hmmssz":"h:mm:ss\xe2\x80\xafa z","H":"HH\x27 h\x27","Hz":"HH\x27 h \x27z","Hs":"HH\x27 h (seconde: \x27s)","Hsz":"HH\x27 h \x27z\x27 (seconde: \x27s)","Hss":"HH\x27 h (seconde: \x27s)","Hssz":"HH\x27 h \x27z\x27 (seconde: \x27s)","Hm":"HH:mm","Hmz":"HH:mm z","Hms":"HH:mm:ss","Hmsz":"H:mm:ss z","HmsO":"HH:mm:ss O","HmsOOOO":"HH:mm:ss OOOO","Hmsv":"HH:mm:ss v","Hmsvvvv":"HH:mm:ss vvvv","Hmss":"HH:mm:ss","Hmssz":"H:mm:ss z","HmssOOOO":"HH:mm:ss OOOO","Hmssv":"HH:mm:ss v","Hmssvvvv":"HH:mm:ss vvvv","Hmm":"H:mm","Hmmz":"HH:mm z","Hmms":"HH:mm:ss","Hmmsz":"H:mm:ss z","HmmsOOOO":"HH:mm:ss OOOO","Hmmsv":"HH:mm:ss v","Hmmsvvvv":"HH:mm:ss vvvv","Hmmss":"H:mm:ss","Hmmssz":"H:mm:ss z","Hmmssv":"HH:mm:ss v","Hmmssvvvv":"HH:mm:ss vvvv","hh":"hh\xe2\x80\xafa","hhz":"hh\xe2\x80\xafa z","hhs":"hh\xe2\x80\xafa\x27 (seconde: \x27s)","hhsz":"hh\xe2\x80\xafa z\x27 (seconde: \x27s)","hhss":"hh\xe2\x80\xafa\x27 (seconde: \x27s)","hhssz":"hh\xe2\x80\xafa z\x27 (seconde: \x27s)","hhm":"hh:mm\xe2\x80\xafa","hhmz":"hh:mm\xe2\x80\xafa z","hhms":"hh:mm:ss\xe2\x80\xafa","hhmsz":"hh:mm:ss\xe2\x80\xafa z","hhmss":"hh:mm:ss\xe2\x80\xafa","hhmssz":"hh:mm:ss\xe2\x80\xafa z","hhmm":"hh:mm\xe2\x80\xafa","hhmmz":"hh:mm\xe2\x80\xafa z","hhmms":"hh:mm:ss\xe2\x80\xafa","hhmmsz":"hh:mm:ss\xe2\x80\xafa z","hhmmss":"hh:mm:ss\xe2\x80\xafa","hhmmssz":"hh:mm:ss\xe2\x80\xafa z","HH":"HH\x27 h\x27","HHz":"HH\x27 h \x27z","HHs":"s\x27 (heure: \x27HH\x27 h)\x27","HHsz":"HH\x27 h \x27z\x27 (seconde: \x27s)","HHss":"HH\x27 h (seconde: \x27s)","HHssz":"HH\x27 h \x27z\x27 (seconde: \x27s)","HHm":"HH:mm","HHmz":"HH:mm z","HHms":"HH:mm:ss","HHmsz":"HH:mm:ss z","HHmss":"HH:mm:ss","HHmssz":"HH:mm:ss z","HHmm":"HH:mm","HHmmz":"HH:mm z","HHmms":"HH:mm:ss","HHmmsz":"HH:mm:ss z","HHmmss":"HH:mm:ss","HHmmssz":"HH:mm:ss z"},"g":["{1} \xc3\xa0 {0}","{1} \xc3\xa0 {0}","{1}, {0}","{1} {0}","{1} {0}"],"ds":["EEEE d MMMM y","d MMMM y","d MMM y","dd/MM/y"],"ts":[["hh:mm:ss\xe2\x80\xafa zzzz","HH:mm:ss zzzz"],["hh:mm:ss\xe2\x80\xafa z","HH:mm:ss z"],["hh:mm:ss\xe2\x80\xafa","HH:mm:ss"],["hh:mm\xe2\x80\xafa","HH:mm"]],"sg":["{1} \xc3\xa0 {0}","{1} \xc3\xa0 {0}","{1}, {0}","{1} {0}"],"hc":["h23","h12","h23"],"x":{"ks":"s\x27 (heure: \x27kk\x27 h)\x27","kss":"s\x27 (heure: \x27kk\x27 h)\x27","km":"k:mm","kmsO":"k:mm:ss O","kmsSO":"k:mm:ss,S O","kmsSSSO":"k:mm:ss,SSS O","kmss":"k:mm:ss","kmssOOOO":"k:mm:ss OOOO","kmssS":"k:mm:ss,S","kmssSOOOO":"k:mm:ss,S OOOO","kmssSSS":"k:mm:ss,SSS","kmssSSSOOOO":"k:mm:ss,SSS OOOO","kmms":"k:mm:ss","kmmsOOOO":"k:mm:ss OOOO","kmmsS":"k:mm:ss,S","kmmsSOOOO":"k:mm:ss,S OOOO","kmmsSSS":"k:mm:ss,SSS","kmmsSSSOOOO":"k:mm:ss,SSS OOOO","kkss":"s\x27 (heure: \x27kk\x27 h)\x27","EEEHmm":"EEE HH:mm","EEEEHmm":"EEEE HH:mm","EEEEEHmm":"EEEEE HH:mm"}}',
      'es-ES': '{"n":[",",".",2,"#\xc2\xa0%","#\xc2\xa0\xc2\xa4",0,"NaN","\xe2\x88\x9e"],"cs":{"EUR":"\xe2\x82\xac","THB":"\xe0\xb8\xbf","USD":"US$","VND":"\xe2\x82\xab","XCG":"Cg.","XPF":"CFPF"},"ns":{"AFN":"\xd8\x8b","AMD":"\xd6\x8f","AOA":"Kz","ARS":"$","AUD":"$","AZN":"\xe2\x82\xbc","BAM":"KM","BBD":"$","BDT":"\xe0\xa7\xb3","BMD":"$","BND":"$","BOB":"Bs","BRL":"R$","BSD":"$","BWP":"P","BYN":"\xd1\x80.","BZD":"$","CAD":"$","CLP":"$","CNY":"\xc2\xa5","COP":"$","CRC":"\xe2\x82\xa1","CUC":"$","CUP":"$","CZK":"K\xc4\x8d","DKK":"kr","DOP":"$","FJD":"$","FKP":"\xc2\xa3","GBP":"\xc2\xa3","GEL":"\xe2\x82\xbe","GHS":"GH\xe2\x82\xb5","GIP":"\xc2\xa3","GNF":"FG","GTQ":"Q","GYD":"$","HKD":"$","HNL":"L","HRK":"kn","HUF":"Ft","IDR":"Rp","ILS":"\xe2\x82\xaa","INR":"\xe2\x82\xb9","ISK":"kr","JMD":"$","JPY":"\xc2\xa5","KGS":"\xe2\x83\x80","KHR":"\xe1\x9f\x9b","KMF":"CF","KPW":"\xe2\x82\xa9","KRW":"\xe2\x82\xa9","KYD":"$","KZT":"\xe2\x82\xb8","LAK":"\xe2\x82\xad","LBP":"L\xc2\xa3","LKR":"Rs","LRD":"$","MGA":"Ar","MMK":"K","MNT":"\xe2\x82\xae","MUR":"Rs","MXN":"$","MYR":"RM","NAD":"$","NGN":"\xe2\x82\xa6","NIO":"C$","NOK":"kr","NPR":"Rs","NZD":"$","PHP":"\xe2\x82\xb1","PKR":"Rs","PLN":"z\xc5\x82","PYG":"\xe2\x82\xb2","RON":"L","RUB":"\xe2\x82\xbd","RWF":"RF","SBD":"$","SEK":"kr","SGD":"$","SHP":"\xc2\xa3","SRD":"$","SSP":"\xc2\xa3","STN":"Db","SYP":"\xc2\xa3","TOP":"T$","TRY":"\xe2\x82\xba","TTD":"$","TWD":"NT$","UAH":"\xe2\x82\xb4","USD":"$","UYU":"$","XCD":"$","ZAR":"R","ZMW":"ZK"},"cc":["0\xc2\xa0mil","00\xc2\xa0mil","000\xc2\xa0mil","0\xc2\xa0M","00\xc2\xa0M","000\xc2\xa0M","0000\xc2\xa0M","00\xc2\xa0mil\xc2\xa0M","000\xc2\xa0mil\xc2\xa0M","0\xc2\xa0B","00\xc2\xa0B","000\xc2\xa0B","0000\xc2\xa0B","00000\xc2\xa0B","000000\xc2\xa0B","0000000\xc2\xa0B","00000000\xc2\xa0B","000000000\xc2\xa0B"],"M":{"long":["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"],"short":["ene","feb","mar","abr","may","jun","jul","ago","sept","oct","nov","dic"],"narrow":["E","F","M","A","M","J","J","A","S","O","N","D"]},"L":{"long":["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"],"short":["ene","feb","mar","abr","may","jun","jul","ago","sept","oct","nov","dic"],"narrow":["E","F","M","A","M","J","J","A","S","O","N","D"]},"E":{"long":["domingo","lunes","martes","mi\xc3\xa9rcoles","jueves","viernes","s\xc3\xa1bado"],"short":["dom","lun","mar","mi\xc3\xa9","jue","vie","s\xc3\xa1b"],"narrow":["D","L","M","X","J","V","S"]},"c":{"long":["domingo","lunes","martes","mi\xc3\xa9rcoles","jueves","viernes","s\xc3\xa1bado"],"short":["dom","lun","mar","mi\xc3\xa9","jue","vie","s\xc3\xa1b"],"narrow":["D","L","M","X","J","V","S"]},"a":["a.\xe2\x80\xafm.","p.\xe2\x80\xafm."],"d":{"d":"d","dd":"dd","M":"M","Md":"d/M","Mdd":"d/M","MM":"MM","MMd":"d/M","MMdd":"d/M","MMM":"MMM","MMMd":"d MMM","MMMdd":"dd MMM","MMMM":"MMMM","MMMMd":"d\x27 de \x27MMMM","MMMMdd":"dd\x27 de \x27MMMM","MMMMM":"MMMMM","MMMMMd":"d MMMMM","MMMMMdd":"dd MMMMM","y":"y","yd":"y\x27 (d\xc3\xada: \x27d)","ydd":"y\x27 (d\xc3\xada: \x27dd)","yM":"M/y","yMd":"d/M/y","yMdd":"dd/M/y","yMM":"M/y","yMMd":"d/MM/y","yMMdd":"dd/MM/y","yMMM":"MMM y","yMMMd":"d MMM y","yMMMdd":"dd MMM y","yMMMM":"MMMM\x27 de \x27y","yMMMMd":"d\x27 de \x27MMMM\x27 de \x27y","yMMMMdd":"dd\x27 de \x27MMMM\x27 de \x27y","yMMMMM":"MMMMM y","yMMMMMd":"d MMMMM y","yMMMMMdd":"dd MMMMM y","yy":"yy","yyd":"yy d","yydd":"yy\x27 (d\xc3\xada: \x27dd)","yyM":"M/yy","yyMd":"d/M/yy","yyMdd":"dd/M/yy","yyMM":"M/yy","yyMMd":"d/MM/yy","yyMMdd":"dd/MM/yy","yyMMM":"MMM yy","yyMMMd":"d MMM yy","yyMMMdd":"dd MMM yy","yyMMMM":"MMMM\x27 de \x27yy","yyMMMMd":"d\x27 de \x27MMMM\x27 de \x27yy","yyMMMMdd":"dd\x27 de \x27MMMM\x27 de \x27yy","yyMMMMM":"MMMMM yy","yyMMMMMd":"d MMMMM yy","yyMMMMMdd":"dd MMMMM yy","EEE":"EEE","EEEd":"EEE d","EEEdd":"EEE dd","EEEM":"M EEE","EEEMd":"EEE, d/M","EEEMdd":"EEE, dd/M","EEEMM":"EEE\x27 (mes: \x27MM)","EEEMMd":"EEE, d/MM","EEEMMdd":"EEE, dd/MM","EEEMMM":"MMM EEE","EEEMMMd":"EEE, d MMM","EEEMMMdd":"EEE, dd MMM","EEEMMMM":"EEE\x27 (mes: \x27MMMM)","EEEMMMMd":"EEE, d\x27 de \x27MMMM","EEEMMMMdd":"EEE, dd\x27 de \x27MMMM","EEEMMMMM":"EEE\x27 (mes: \x27MMMMM)","EEEMMMMMd":"EEE, d MMMMM","EEEMMMMMdd":"EEE, dd MMMMM","EEEy":"y EEE","EEEyd":"y EEE d","EEEydd":"y EEE dd","EEEyM":"M/y EEE","EEEyMd":"EEE, d/M/y","EEEyMdd":"EEE, dd/M/y","EEEyMM":"M/y EEE","EEEyMMd":"EEE, d/MM/y","EEEyMMdd":"EEE, dd/MM/y","EEEyMMM":"MMM y EEE","EEEyMMMd":"EEE, d MMM y","EEEyMMMdd":"EEE, dd MMM y","EEEyMMMM":"MMMM\x27 de \x27y EEE","EEEyMMMMd":"EEE, d\x27 de \x27MMMM\x27 de \x27y","EEEyMMMMdd":"EEE, dd\x27 de \x27MMMM\x27 de \x27y","EEEyMMMMM":"MMMMM y EEE","EEEyMMMMMd":"EEE, d MMMMM y","EEEyMMMMMdd":"EEE, dd MMMMM y","EEEyy":"yy EEE","EEEyyd":"yy EEE d","EEEyydd":"yy EEE dd","EEEyyM":"M/yy EEE","EEEyyMd":"EEE, d/M/yy","EEEyyMdd":"EEE, dd/M/yy","EEEyyMM":"M/yy EEE","EEEyyMMd":"EEE, d/MM/yy","EEEyyMMdd":"EEE, dd/MM/yy","EEEyyMMM":"MMM yy EEE","EEEyyMMMd":"EEE, d MMM yy","EEEyyMMMdd":"EEE, dd MMM yy","EEEyyMMMM":"MMMM\x27 de \x27yy EEE","EEEyyMMMMd":"EEE, d\x27 de \x27MMMM\x27 de \x27yy","EEEyyMMMMdd":"EEE, dd\x27 de \x27MMMM\x27 de \x27yy","EEEyyMMMMM":"MMMMM yy EEE","EEEyyMMMMMd":"EEE, d MMMMM yy","EEEyyMMMMMdd":"EEE, dd MMMMM yy","EEEE":"EEEE","EEEEd":"EEEE d","EEEEdd":"EEEE dd","EEEEM":"M EEEE","EEEEMd":"EEEE, d/M","EEEEMdd":"EEEE, dd/M","EEEEMM":"MM EEEE","EEEEMMd":"EEEE, d/MM","EEEEMMdd":"EEEE, dd/MM","EEEEMMM":"MMM EEEE","EEEEMMMd":"EEEE, d MMM","EEEEMMMdd":"EEEE, dd MMM","EEEEMMMM":"MMMM EEEE","EEEEMMMMd":"EEEE, d\x27 de \x27MMMM","EEEEMMMMdd":"EEEE, dd\x27 de \x27MMMM","EEEEMMMMM":"EEEE\x27 (mes: \x27MMMMM)","EEEEMMMMMd":"EEEE, d MMMMM","EEEEMMMMMdd":"EEEE, dd MMMMM","EEEEy":"y EEEE","EEEEyd":"y EEEE d","EEEEydd":"y EEEE dd","EEEEyM":"M/y EEEE","EEEEyMd":"EEEE, d/M/y","EEEEyMdd":"EEEE, dd/M/y","EEEEyMM":"M/y EEEE","EEEEyMMd":"EEEE, d/MM/y","EEEEyMMdd":"EEEE, dd/MM/y","EEEEyMMM":"MMM y EEEE","EEEEyMMMd":"EEEE, d\x27 de \x27MMM\x27 de \x27y","EEEEyMMMdd":"EEEE, dd\x27 de \x27MMM\x27 de \x27y","EEEEyMMMM":"MMMM\x27 de \x27y EEEE","EEEEyMMMMd":"EEEE, d\x27 de \x27MMMM\x27 de \x27y","EEEEyMMMMdd":"EEEE, dd\x27 de \x27MMMM\x27 de \x27y","EEEEyMMMMM":"MMMMM y EEEE","EEEEyMMMMMd":"EEEE, d\x27 de \x27MMMMM\x27 de \x27y","EEEEyMMMMMdd":"EEEE, dd\x27 de \x27MMMMM\x27 de \x27y","EEEEyy":"yy EEEE","EEEEyyd":"yy EEEE d","EEEEyydd":"yy EEEE dd","EEEEyyM":"M/yy EEEE","EEEEyyMd":"EEEE, d/M/yy","EEEEyyMdd":"EEEE, dd/M/yy","EEEEyyMM":"M/yy EEEE","EEEEyyMMd":"EEEE, d/MM/yy","EEEEyyMMdd":"EEEE, dd/MM/yy","EEEEyyMMM":"MMM yy EEEE","EEEEyyMMMd":"EEEE, d\x27 de \x27MMM\x27 de \x27yy","EEEEyyMMMdd":"EEEE, dd\x27 de \x27MMM\x27 de \x27yy","EEEEyyMMMM":"MMMM\x27 de \x27yy EEEE","EEEEyyMMMMd":"EEEE, d\x27 de \x27MMMM\x27 de \x27yy","EEEEyyMMMMdd":"EEEE, dd\x27 de \x27MMMM\x27 de \x27yy","EEEEyyMMMMM":"MMMMM yy EEEE","EEEEyyMMMMMd":"EEEE, d\x27 de \x27MMMMM\x27 de \x27yy","EEEEyyMMMMMdd":"EEEE, dd\x27 de \x27MMMMM\x27 de \x27yy","EEEEE":"EEEEE","EEEEEd":"EEEEE d","EEEEEdd":"EEEEE dd","EEEEEM":"M EEEEE","EEEEEMd":"EEEEE, d/M","EEEEEMdd":"EEEEE, dd/M","EEEEEMM":"MM EEEEE","EEEEEMMd":"EEEEE, d/MM","EEEEEMMdd":"EEEEE, dd/MM","EEEEEMMM":"MMM EEEEE","EEEEEMMMd":"EEEEE, d MMM","EEEEEMMMdd":"EEEEE, dd MMM","EEEEEMMMM":"MMMM EEEEE","EEEEEMMMMd":"EEEEE, d\x27 de \x27MMMM","EEEEEMMMMdd":"EEEEE, dd\x27 de \x27MMMM","EEEEEMMMMM":"MMMMM EEEEE","EEEEEMMMMMd":"EEEEE, d MMMMM","EEEEEMMMMMdd":"EEEEE, dd MMMMM","EEEEEy":"y EEEEE","EEEEEyd":"y EEEEE d","EEEEEydd":"y EEEEE dd","EEEEEyM":"M/y EEEEE","EEEEEyMd":"EEEEE, d/M/y","EEEEEyMdd":"EEEEE, dd/M/y","EEEEEyMM":"M/y EEEEE","EEEEEyMMd":"EEEEE, d/MM/y","EEEEEyMMdd":"EEEEE, dd/MM/y","EEEEEyMMM":"MMM y EEEEE","EEEEEyMMMd":"EEEEE, d MMM y","EEEEEyMMMdd":"EEEEE, dd MMM y","EEEEEyMMMM":"MMMM\x27 de \x27y EEEEE","EEEEEyMMMMd":"EEEEE, d\x27 de \x27MMMM\x27 de \x27y","EEEEEyMMMMdd":"EEEEE, dd\x27 de \x27MMMM\x27 de \x27y","EEEEEyMMMMM":"MMMMM y EEEEE","EEEEEyMMMMMd":"EEEEE, d MMMMM y","EEEEEyMMMMMdd":"EEEEE, dd MMMMM y","EEEEEyy":"yy EEEEE","EEEEEyyd":"yy EEEEE d","EEEEEyydd":"yy EEEEE dd","EEEEEyyM":"M/yy EEEEE","EEEEEyyMd":"EEEEE, d/M/yy","EEEEEyyMdd":"EEEEE, dd/M/yy","EEEEEyyMM":"M/yy EEEEE","EEEEEyyMMd":"EEEEE, d/MM/yy","EEEEEyyMMdd":"EEEEE, dd/MM/yy","EEEEEyyMMM":"MMM yy EEEEE","EEEEEyyMMMd":"EEEEE, d MMM yy","EEEEEyyMMMdd":"EEEEE, dd MMM yy","EEEEEyyMMMM":"MMMM\x27 de \x27yy EEEEE","EEEEEyyMMMMd":"EEEEE, d\x27 de \x27MMMM\x27 de \x27yy","EEEEEyyMMMMdd":"EEEEE, dd\x27 de \x27MMMM\x27 de \x27yy","EEEEEyyMMMMM":"MMMMM yy EEEEE","EEEEEyyMMMMMd":"EEEEE, d MMMMM yy","EEEEEyyMMMMMdd":"EEEEE, dd MMMMM yy"},"t":{"z":"z","s":"s","sz":"s z","ss":"s","ssz":"s z","ssv":"v\x27 (segundo: \x27s)","m":"m","mz":"m z","ms":"mm:ss","msz":"mm:ss z","mss":"mm:ss","mssz":"mm:ss z","mm":"m","mmz":"m z","mmv":"v\x27 (minuto: \x27m)","mms":"mm:ss","mmsz":"mm:ss z","mmss":"mm:ss","mmssz":"mm:ss z","h":"h\xe2\x80\xafa","hz":"h\xe2\x80\xafa z","hs":"h\xe2\x80\xafa\x27 (segundo: \x27s)","hsz":"h\xe2\x80\xafa z\x27 (segundo: \x27s)","hss":"h\xe2\x80\xafa\x27 (segundo: \x27s)","hssz":"h\xe2\x80\xafa z\x27 (segundo: \x27s)","hm":"h:mm\xe2\x80\xafa","hmz":"h:mm\xe2\x80\xafa z","hms":"h:mm:ss\xe2\x80\xafa","hmsz":"h:mm:ss\xe2\x80\xafa z","hmsvvvv":"h:mm:ss\xe2\x80\xafa (vvvv)","hmss":"h:mm:ss\xe2\x80\xafa","hmssz":"h:mm:ss\xe2\x80\xafa z","hmssvvvv":"h:mm:ss\xe2\x80\xafa (vvvv)","hmm":"h:mm\xe2\x80\xafa","hmmz":"h:mm\xe2\x80\xafa z","hmms":"h:mm:ss\xe2\x80\xafa","hmmsz":"h:mm:ss\xe2\x80\xafa z","hmmsvvvv":"h:mm:ss\xe2\x80\xafa (vvvv)","hmmss":"h:mm:ss\xe2\x80\xafa","hmmssz":"h:mm:ss\xe2\x80\xafa z","hmmssvvvv":"h:mm:ss\xe2\x80\xafa (vvvv)","H":"H","Hz":"H z","Hs":"H\x27 (segundo: \x27s)","Hsz":"H z\x27 (segundo: \x27s)","Hss":"H\x27 (segundo: \x27s)","Hssz":"H z\x27 (segundo: \x27s)","Hm":"H:mm","Hmz":"H:mm z","Hms":"H:mm:ss","Hmsz":"H:mm:ss z","Hmszzzz":"H:mm:ss (zzzz)","Hmsvvvv":"H:mm:ss (vvvv)","Hmss":"H:mm:ss","Hmssz":"H:mm:ss z","Hmsszzzz":"H:mm:ss (zzzz)","HmssO":"H:mm:ss (O)","Hmssvvvv":"H:mm:ss (vvvv)","Hmm":"H:mm","Hmmz":"H:mm z","Hmms":"H:mm:ss","Hmmsz":"H:mm:ss z","Hmmszzzz":"H:mm:ss (zzzz)","HmmsO":"H:mm:ss (O)","Hmmsvvvv":"H:mm:ss (vvvv)","Hmmss":"H:mm:ss","Hmmssz":"H:mm:ss z","Hmmsszzzz":"H:mm:ss (zzzz)","HmmssO":"H:mm:ss (O)","HmmssOOOO":"H:mm:ss (OOOO)","Hmmssvvvv":"H:mm:ss (vvvv)","hh":"hh\xe2\x80\xafa","hhz":"hh\xe2\x80\xafa z","hhs":"hh\xe2\x80\xafa\x27 (segundo: \x27s)","hhsz":"hh\xe2\x80\xafa z\x27 (segundo: \x27s)","hhss":"hh\xe2\x80\xafa\x27 (segundo: \x27s)","hhssz":"hh\xe2\x80\xafa z\x27 (segundo: \x27s)","hhm":"hh:mm\xe2\x80\xafa","hhmz":"hh:mm\xe2\x80\xafa z","hhms":"hh:mm:ss\xe2\x80\xafa","hhmsz":"hh:mm:ss\xe2\x80\xafa z","hhmsvvvv":"hh:mm:ss\xe2\x80\xafa (vvvv)","hhmss":"hh:mm:ss\xe2\x80\xafa","hhmssz":"hh:mm:ss\xe2\x80\xafa z","hhmssvvvv":"hh:mm:ss\xe2\x80\xafa (vvvv)","hhmm":"hh:mm\xe2\x80\xafa","hhmmz":"hh:mm\xe2\x80\xafa z","hhmms":"hh:mm:ss\xe2\x80\xafa","hhmmsz":"hh:mm:ss\xe2\x80\xafa z","hhmmsvvvv":"hh:mm:ss\xe2\x80\xafa (vvvv)","hhmmss":"hh:mm:ss\xe2\x80\xafa","hhmmssz":"hh:mm:ss\xe2\x80\xafa z","hhmmssvvvv":"hh:mm:ss\xe2\x80\xafa (vvvv)","HH":"HH","HHz":"HH z","HHs":"s\x27 (hora: \x27HH)","HHsz":"HH z\x27 (segundo: \x27s)","HHss":"HH\x27 (segundo: \x27s)","HHssz":"HH z\x27 (segundo: \x27s)","HHm":"HH:mm","HHmz":"HH:mm z","HHms":"HH:mm:ss","HHmsz":"HH:mm:ss z","HHmszzzz":"HH:mm:ss (zzzz)","HHmsvvvv":"HH:mm:ss (vvvv)","HHmss":"HH:mm:ss","HHmssz":"HH:mm:ss z","HHmsszzzz":"HH:mm:ss (zzzz)","HHmssO":"HH:mm:ss (O)","HHmssvvvv":"HH:mm:ss (vvvv)","HHmm":"HH:mm","HHmmz":"HH:mm z","HHmms":"HH:mm:ss","HHmmsz":"HH:mm:ss z","HHmmszzzz":"HH:mm:ss (zzzz)","HHmmsO":"HH:mm:ss (O)","HHmmsvvvv":"HH:mm:ss (vvvv)","HHmmss":"HH:mm:ss","HHmmssz":"HH:mm:ss z","HHmmsszzzz":"HH:mm:ss (zzzz)","HHmmssO":"HH:mm:ss (O)","HHmmssOOOO":"HH:mm:ss (OOOO)","HHmmssvvvv":"HH:mm:ss (vvvv)"},"g":["{1}, {0}","{1}\x27 a las \x27{0}","{1}, {0}","{1}, {0}","{1}, {0}"],"ds":["EEEE, d\x27 de \x27MMMM\x27 de \x27y","d\x27 de \x27MMMM\x27 de \x27y","d MMM y","d/M/yy"],"ts":[["h:mm:ss\xe2\x80\xafa zzzz","H:mm:ss (zzzz)"],["h:mm:ss\xe2\x80\xafa z","H:mm:ss z"],["h:mm:ss\xe2\x80\xafa","H:mm:ss"],["h:mm\xe2\x80\xafa","H:mm"]],"sg":["{1}, {0}","{1}\x27 a las \x27{0}","{1}, {0}","{1}, {0}"],"hc":["h23","h12","h23"],"x":{"ks":"s\x27 (hora: \x27k)","kss":"s\x27 (hora: \x27k)","kkss":"s\x27 (hora: \x27kk)","EEEh":"EEE h\xe2\x80\xafa","EEEhh":"EEE hh\xe2\x80\xafa","EEEEh":"EEEE h\xe2\x80\xafa","EEEEhh":"EEEE hh\xe2\x80\xafa","EEEEEh":"EEEEE h\xe2\x80\xafa","EEEEEhh":"EEEEE hh\xe2\x80\xafa"}}',
      'ja-JP': '{"n":[".",",",1,"#%","\xc2\xa4#",1,"NaN","\xe2\x88\x9e"],"cs":{"AUD":"A$","BRL":"R$","CAD":"CA$","CNY":"\xe5\x85\x83","EUR":"\xe2\x82\xac","GBP":"\xc2\xa3","HKD":"HK$","ILS":"\xe2\x82\xaa","INR":"\xe2\x82\xb9","JPY":"\xef\xbf\xa5","KRW":"\xe2\x82\xa9","MXN":"MX$","NZD":"NZ$","TWD":"NT$","USD":"$","VND":"\xe2\x82\xab","XAF":"FCFA","XCD":"EC$","XCG":"Cg","XOF":"F\xe2\x80\xafCFA","XPF":"CFPF"},"ns":{"AFN":"\xd8\x8b","AMD":"\xd6\x8f","AOA":"Kz","ARS":"$","AUD":"$","AZN":"\xe2\x82\xbc","BAM":"KM","BBD":"$","BDT":"\xe0\xa7\xb3","BMD":"$","BND":"$","BOB":"Bs","BSD":"$","BWP":"P","BYN":"\xd1\x80.","BZD":"$","CAD":"$","CLP":"$","CNY":"\xef\xbf\xa5","COP":"$","CRC":"\xe2\x82\xa1","CUC":"$","CUP":"$","CZK":"K\xc4\x8d","DKK":"kr","DOP":"$","EGP":"E\xc2\xa3","FJD":"$","FKP":"\xc2\xa3","GEL":"\xe2\x82\xbe","GHS":"GH\xe2\x82\xb5","GIP":"\xc2\xa3","GNF":"FG","GTQ":"Q","GYD":"$","HKD":"$","HNL":"L","HRK":"kn","HUF":"Ft","IDR":"Rp","ISK":"kr","JMD":"$","KGS":"\xe2\x83\x80","KHR":"\xe1\x9f\x9b","KMF":"CF","KPW":"\xe2\x82\xa9","KYD":"$","KZT":"\xe2\x82\xb8","LAK":"\xe2\x82\xad","LBP":"L\xc2\xa3","LKR":"Rs","LRD":"$","MGA":"Ar","MMK":"K","MNT":"\xe2\x82\xae","MUR":"Rs","MXN":"$","MYR":"RM","NAD":"$","NGN":"\xe2\x82\xa6","NIO":"C$","NOK":"kr","NPR":"Rs","NZD":"$","PHP":"\xe2\x82\xb1","PKR":"Rs","PLN":"z\xc5\x82","PYG":"\xe2\x82\xb2","RON":"\xe3\x83\xac\xe3\x82\xa4","RUB":"\xe2\x82\xbd","RWF":"RF","SBD":"$","SEK":"kr","SGD":"$","SHP":"\xc2\xa3","SRD":"$","SSP":"\xc2\xa3","STN":"Db","SYP":"\xc2\xa3","THB":"\xe0\xb8\xbf","TOP":"T$","TRY":"\xe2\x82\xba","TTD":"$","TWD":"$","UAH":"\xe2\x82\xb4","UYU":"$","XCD":"$","ZAR":"R","ZMW":"ZK"},"cc":["0","0\xe4\xb8\x87","00\xe4\xb8\x87","000\xe4\xb8\x87","0000\xe4\xb8\x87","0\xe5\x84\x84","00\xe5\x84\x84","000\xe5\x84\x84","0000\xe5\x84\x84","0\xe5\x85\x86","00\xe5\x85\x86","000\xe5\x85\x86","0000\xe5\x85\x86","0\xe4\xba\xac","00\xe4\xba\xac","000\xe4\xba\xac","0000\xe4\xba\xac","00000\xe4\xba\xac"],"M":{"long":["1","2","3","4","5","6","7","8","9","10","11","12"],"short":["1","2","3","4","5","6","7","8","9","10","11","12"],"narrow":["1","2","3","4","5","6","7","8","9","10","11","12"]},"L":{"long":["1","2","3","4","5","6","7","8","9","10","11","12"],"short":["1","2","3","4","5","6","7","8","9","10","11","12"],"narrow":["1","2","3","4","5","6","7","8","9","10","11","12"]},"E":{"long":["\xe6\x97\xa5\xe6\x9b\x9c\xe6\x97\xa5","\xe6\x9c\x88\xe6\x9b\x9c\xe6\x97\xa5","\xe7\x81\xab\xe6\x9b\x9c\xe6\x97\xa5","\xe6\xb0\xb4\xe6\x9b\x9c\xe6\x97\xa5","\xe6\x9c\xa8\xe6\x9b\x9c\xe6\x97\xa5","\xe9\x87\x91\xe6\x9b\x9c\xe6\x97\xa5","\xe5\x9c\x9f\xe6\x9b\x9c\xe6\x97\xa5"],"short":["\xe6\x97\xa5","\xe6\x9c\x88","\xe7\x81\xab","\xe6\xb0\xb4","\xe6\x9c\xa8","\xe9\x87\x91","\xe5\x9c\x9f"],"narrow":["\xe6\x97\xa5","\xe6\x9c\x88","\xe7\x81\xab","\xe6\xb0\xb4","\xe6\x9c\xa8","\xe9\x87\x91","\xe5\x9c\x9f"]},"c":{"long":["\xe6\x97\xa5\xe6\x9b\x9c\xe6\x97\xa5","\xe6\x9c\x88\xe6\x9b\x9c\xe6\x97\xa5","\xe7\x81\xab\xe6\x9b\x9c\xe6\x97\xa5","\xe6\xb0\xb4\xe6\x9b\x9c\xe6\x97\xa5","\xe6\x9c\xa8\xe6\x9b\x9c\xe6\x97\xa5","\xe9\x87\x91\xe6\x9b\x9c\xe6\x97\xa5","\xe5\x9c\x9f\xe6\x9b\x9c\xe6\x97\xa5"],"short":["\xe6\x97\xa5","\xe6\x9c\x88","\xe7\x81\xab","\xe6\xb0\xb4","\xe6\x9c\xa8","\xe9\x87\x91","\xe5\x9c\x9f"],"narrow":["\xe6\x97\xa5","\xe6\x9c\x88","\xe7\x81\xab","\xe6\xb0\xb4","\xe6\x9c\xa8","\xe9\x87\x91","\xe5\x9c\x9f"]},"a":["\xe5\x8d\x88\xe5\x89\x8d","\xe5\x8d\x88\xe5\xbe\x8c"],"d":{"d":"d\xe6\x97\xa5","dd":"dd\xe6\x97\xa5","M":"M\xe6\x9c\x88","Md":"M/d","Mdd":"M/dd","MM":"MM\xe6\x9c\x88","MMd":"MM/d","MMdd":"MM/dd","MMM":"M\xe6\x9c\x88","MMMd":"M\xe6\x9c\x88d\xe6\x97\xa5","MMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5","MMMM":"M\xe6\x9c\x88","MMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5","MMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5","MMMMM":"M\xe6\x9c\x88","MMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5","MMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5","y":"y\xe5\xb9\xb4","yd":"y\xe5\xb9\xb4 (\xe6\x97\xa5: d\xe6\x97\xa5)","ydd":"y\xe5\xb9\xb4 (\xe6\x97\xa5: dd\xe6\x97\xa5)","yM":"y/M","yMd":"y/M/d","yMdd":"y/M/dd","yMM":"y/MM","yMMd":"y/MM/d","yMMdd":"y/MM/dd","yMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88","yMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88","yMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yMMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88","yMMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yMMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yy":"yy\xe5\xb9\xb4","yyd":"yy\xe5\xb9\xb4 d\xe6\x97\xa5","yydd":"yy\xe5\xb9\xb4 (\xe6\x97\xa5: dd\xe6\x97\xa5)","yyM":"yy/M","yyMd":"yy/M/d","yyMdd":"yy/M/dd","yyMM":"yy/MM","yyMMd":"yy/MM/d","yyMMdd":"yy/MM/dd","yyMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88","yyMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yyMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yyMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88","yyMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yyMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yyMMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88","yyMMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yyMMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","EEE":"EEE","EEEd":"d\xe6\x97\xa5(EEE)","EEEdd":"dd\xe6\x97\xa5(EEE)","EEEM":"M\xe6\x9c\x88 EEE","EEEMd":"M/d(EEE)","EEEMdd":"M/dd(EEE)","EEEMM":"EEE (\xe6\x9c\x88: MM\xe6\x9c\x88)","EEEMMd":"MM/d(EEE)","EEEMMdd":"MM/dd(EEE)","EEEMMM":"M\xe6\x9c\x88 EEE","EEEMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5(EEE)","EEEMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5(EEE)","EEEMMMM":"EEE (\xe6\x9c\x88: M\xe6\x9c\x88)","EEEMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5(EEE)","EEEMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5(EEE)","EEEMMMMM":"EEE (\xe6\x9c\x88: M\xe6\x9c\x88)","EEEMMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5(EEE)","EEEMMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5(EEE)","EEEy":"y\xe5\xb9\xb4 EEE","EEEyd":"y\xe5\xb9\xb4 d\xe6\x97\xa5(EEE)","EEEydd":"y\xe5\xb9\xb4 dd\xe6\x97\xa5(EEE)","EEEyM":"y/M EEE","EEEyMd":"y/M/d(EEE)","EEEyMdd":"y/M/dd(EEE)","EEEyMM":"y/MM EEE","EEEyMMd":"y/MM/d(EEE)","EEEyMMdd":"y/MM/dd(EEE)","EEEyMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEE)","EEEyMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEE)","EEEyMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEE)","EEEyMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEE)","EEEyMMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyMMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEE)","EEEyMMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEE)","EEEyy":"yy\xe5\xb9\xb4 EEE","EEEyyd":"yy\xe5\xb9\xb4 d\xe6\x97\xa5(EEE)","EEEyydd":"yy\xe5\xb9\xb4 dd\xe6\x97\xa5(EEE)","EEEyyM":"yy/M EEE","EEEyyMd":"yy/M/d(EEE)","EEEyyMdd":"yy/M/dd(EEE)","EEEyyMM":"yy/MM EEE","EEEyyMMd":"yy/MM/d(EEE)","EEEyyMMdd":"yy/MM/dd(EEE)","EEEyyMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyyMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEE)","EEEyyMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEE)","EEEyyMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyyMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEE)","EEEyyMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEE)","EEEyyMMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyyMMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEE)","EEEyyMMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEE)","EEEE":"EEEE","EEEEd":"d\xe6\x97\xa5EEEE","EEEEdd":"dd\xe6\x97\xa5EEEE","EEEEM":"M\xe6\x9c\x88 EEEE","EEEEMd":"M/dEEEE","EEEEMdd":"M/ddEEEE","EEEEMM":"MM\xe6\x9c\x88 EEEE","EEEEMMd":"MM/dEEEE","EEEEMMdd":"MM/ddEEEE","EEEEMMM":"M\xe6\x9c\x88 EEEE","EEEEMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEMMMM":"M\xe6\x9c\x88 EEEE","EEEEMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEMMMMM":"EEEE (\xe6\x9c\x88: M\xe6\x9c\x88)","EEEEMMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEMMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEy":"y\xe5\xb9\xb4 EEEE","EEEEyd":"y\xe5\xb9\xb4 d\xe6\x97\xa5EEEE","EEEEydd":"y\xe5\xb9\xb4 dd\xe6\x97\xa5EEEE","EEEEyM":"y/M EEEE","EEEEyMd":"y/M/dEEEE","EEEEyMdd":"y/M/ddEEEE","EEEEyMM":"y/MM EEEE","EEEEyMMd":"y/MM/dEEEE","EEEEyMMdd":"y/MM/ddEEEE","EEEEyMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyMMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyMMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyMMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyy":"yy\xe5\xb9\xb4 EEEE","EEEEyyd":"yy\xe5\xb9\xb4 d\xe6\x97\xa5EEEE","EEEEyydd":"yy\xe5\xb9\xb4 dd\xe6\x97\xa5EEEE","EEEEyyM":"yy/M EEEE","EEEEyyMd":"yy/M/dEEEE","EEEEyyMdd":"yy/M/ddEEEE","EEEEyyMM":"yy/MM EEEE","EEEEyyMMd":"yy/MM/dEEEE","EEEEyyMMdd":"yy/MM/ddEEEE","EEEEyyMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyyMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyyMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyyMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyyMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyyMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyyMMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyyMMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyyMMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEE":"EEEEE","EEEEEd":"d\xe6\x97\xa5(EEEEE)","EEEEEdd":"dd\xe6\x97\xa5(EEEEE)","EEEEEM":"M\xe6\x9c\x88 EEEEE","EEEEEMd":"M/d(EEEEE)","EEEEEMdd":"M/dd(EEEEE)","EEEEEMM":"MM\xe6\x9c\x88 EEEEE","EEEEEMMd":"MM/d(EEEEE)","EEEEEMMdd":"MM/dd(EEEEE)","EEEEEMMM":"M\xe6\x9c\x88 EEEEE","EEEEEMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5(EEEEE)","EEEEEMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5(EEEEE)","EEEEEMMMM":"M\xe6\x9c\x88 EEEEE","EEEEEMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5(EEEEE)","EEEEEMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5(EEEEE)","EEEEEMMMMM":"M\xe6\x9c\x88 EEEEE","EEEEEMMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5(EEEEE)","EEEEEMMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5(EEEEE)","EEEEEy":"y\xe5\xb9\xb4 EEEEE","EEEEEyd":"y\xe5\xb9\xb4 d\xe6\x97\xa5(EEEEE)","EEEEEydd":"y\xe5\xb9\xb4 dd\xe6\x97\xa5(EEEEE)","EEEEEyM":"y/M EEEEE","EEEEEyMd":"y/M/d(EEEEE)","EEEEEyMdd":"y/M/dd(EEEEE)","EEEEEyMM":"y/MM EEEEE","EEEEEyMMd":"y/MM/d(EEEEE)","EEEEEyMMdd":"y/MM/dd(EEEEE)","EEEEEyMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEEEE)","EEEEEyMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEEEE)","EEEEEyMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEEEE)","EEEEEyMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEEEE)","EEEEEyMMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyMMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEEEE)","EEEEEyMMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEEEE)","EEEEEyy":"yy\xe5\xb9\xb4 EEEEE","EEEEEyyd":"yy\xe5\xb9\xb4 d\xe6\x97\xa5(EEEEE)","EEEEEyydd":"yy\xe5\xb9\xb4 dd\xe6\x97\xa5(EEEEE)","EEEEEyyM":"yy/M EEEEE","EEEEEyyMd":"yy/M/d(EEEEE)","EEEEEyyMdd":"yy/M/dd(EEEEE)","EEEEEyyMM":"yy/MM EEEEE","EEEEEyyMMd":"yy/MM/d(EEEEE)","EEEEEyyMMdd":"yy/MM/dd(EEEEE)","EEEEEyyMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyyMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEEEE)","EEEEEyyMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEEEE)","EEEEEyyMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyyMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEEEE)","EEEEEyyMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEEEE)","EEEEEyyMMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyyMMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5(EEEEE)","EEEEEyyMMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5(EEEEE)"},"t":{"z":"z","s":"s","sz":"s z","ss":"s","ssz":"s z","ssv":"v (\xe7\xa7\x92: s)","m":"m","mz":"m z","ms":"mm:ss","msz":"mm:ss z","mss":"mm:ss","mssz":"mm:ss z","mm":"m","mmz":"m z","mmv":"v (\xe5\x88\x86: m)","mms":"mm:ss","mmsz":"mm:ss z","mmss":"mm:ss","mmssz":"mm:ss z","h":"aK\xe6\x99\x82","hz":"aK\xe6\x99\x82 z","hs":"aK\xe6\x99\x82 (\xe7\xa7\x92: s)","hsz":"aK\xe6\x99\x82 z (\xe7\xa7\x92: s)","hss":"aK\xe6\x99\x82 (\xe7\xa7\x92: s)","hssz":"aK\xe6\x99\x82 z (\xe7\xa7\x92: s)","hm":"aK:mm","hmz":"aK:mm z","hms":"aK:mm:ss","hmsz":"aK:mm:ss z","hmss":"aK:mm:ss","hmssz":"aK:mm:ss z","hmm":"aK:mm","hmmz":"aK:mm z","hmms":"aK:mm:ss","hmmsz":"aK:mm:ss z","hmmss":"aK:mm:ss","hmmssz":"aK:mm:ss z","H":"H\xe6\x99\x82","Hz":"H\xe6\x99\x82 z","Hs":"H\xe6\x99\x82 (\xe7\xa7\x92: s)","Hsz":"H\xe6\x99\x82 z (\xe7\xa7\x92: s)","Hss":"H\xe6\x99\x82 (\xe7\xa7\x92: s)","Hssz":"H\xe6\x99\x82 z (\xe7\xa7\x92: s)","Hm":"H:mm","Hmz":"H:mm z","Hms":"H:mm:ss","Hmsz":"H:mm:ss z","Hmszzzz":"H\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","Hmss":"H:mm:ss","Hmssz":"H:mm:ss z","Hmsszzzz":"H\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","HmssO":"H\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 O","Hmm":"H:mm","Hmmz":"H:mm z","Hmms":"H:mm:ss","Hmmsz":"H:mm:ss z","Hmmszzzz":"H\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","HmmsO":"H\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 O","Hmmss":"H:mm:ss","Hmmssz":"H:mm:ss z","Hmmsszzzz":"H\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","HmmssO":"H\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 O","HmmssOOOO":"H\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 OOOO","hh":"aKK\xe6\x99\x82","hhz":"aKK\xe6\x99\x82 z","hhs":"aKK\xe6\x99\x82 (\xe7\xa7\x92: s)","hhsz":"aKK\xe6\x99\x82 z (\xe7\xa7\x92: s)","hhss":"aKK\xe6\x99\x82 (\xe7\xa7\x92: s)","hhssz":"aKK\xe6\x99\x82 z (\xe7\xa7\x92: s)","hhm":"aKK:mm","hhmz":"aKK:mm z","hhms":"aKK:mm:ss","hhmsz":"aKK:mm:ss z","hhmss":"aKK:mm:ss","hhmssz":"aKK:mm:ss z","hhmm":"aKK:mm","hhmmz":"aKK:mm z","hhmms":"aKK:mm:ss","hhmmsz":"aKK:mm:ss z","hhmmss":"aKK:mm:ss","hhmmssz":"aKK:mm:ss z","HH":"HH\xe6\x99\x82","HHz":"HH\xe6\x99\x82 z","HHs":"s (\xe6\x99\x82: HH\xe6\x99\x82)","HHsz":"HH\xe6\x99\x82 z (\xe7\xa7\x92: s)","HHss":"HH\xe6\x99\x82 (\xe7\xa7\x92: s)","HHssz":"HH\xe6\x99\x82 z (\xe7\xa7\x92: s)","HHm":"HH:mm","HHmz":"HH:mm z","HHms":"HH:mm:ss","HHmsz":"HH:mm:ss z","HHmszzzz":"HH\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","HHmss":"HH:mm:ss","HHmssz":"HH:mm:ss z","HHmsszzzz":"HH\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","HHmssO":"HH\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 O","HHmm":"HH:mm","HHmmz":"HH:mm z","HHmms":"HH:mm:ss","HHmmsz":"HH:mm:ss z","HHmmszzzz":"HH\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","HHmmsO":"HH\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 O","HHmmss":"HH:mm:ss","HHmmssz":"HH:mm:ss z","HHmmsszzzz":"HH\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","HHmmssO":"HH\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 O","HHmmssOOOO":"HH\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 OOOO"},"g":["{1} {0}","{1} {0}","{1} {0}","{1} {0}","{0} ({1})"],"ds":["y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","y/MM/dd","y/MM/dd"],"ts":[["aK:mm:ss zzzz","H\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz"],["aK:mm:ss z","H:mm:ss z"],["aK:mm:ss","H:mm:ss"],["aK:mm","H:mm"]],"sg":["{1} {0}","{1} {0}","{1} {0}","{1} {0}"],"hc":["h23","h11","h23"],"x":{"ks":"s (\xe6\x99\x82: k\xe6\x99\x82)","kss":"s (\xe6\x99\x82: k\xe6\x99\x82)","kkss":"s (\xe6\x99\x82: kk\xe6\x99\x82)","EEEH":"EEE H\xe6\x99\x82","EEEHs":"EEE H\xe6\x99\x82 (\xe7\xa7\x92: s)","EEEKs":"EEE aK\xe6\x99\x82 (\xe7\xa7\x92: s)","EEEHH":"EEE HH\xe6\x99\x82","EEEHHs":"EEE s (\xe6\x99\x82: HH\xe6\x99\x82)","EEEKKs":"EEE aKK\xe6\x99\x82 (\xe7\xa7\x92: s)","EEEEH":"EEEE H\xe6\x99\x82","EEEEHs":"EEEE H\xe6\x99\x82 (\xe7\xa7\x92: s)","EEEEKs":"EEEE aK\xe6\x99\x82 (\xe7\xa7\x92: s)","EEEEHH":"EEEE HH\xe6\x99\x82","EEEEHHs":"EEEE s (\xe6\x99\x82: HH\xe6\x99\x82)","EEEEKKs":"EEEE aKK\xe6\x99\x82 (\xe7\xa7\x92: s)","EEEEEH":"EEEEE H\xe6\x99\x82","EEEEEHs":"EEEEE H\xe6\x99\x82 (\xe7\xa7\x92: s)","EEEEEKs":"EEEEE aK\xe6\x99\x82 (\xe7\xa7\x92: s)","EEEEEHH":"EEEEE HH\xe6\x99\x82","EEEEEHHs":"EEEEE s (\xe6\x99\x82: HH\xe6\x99\x82)","EEEEEKKs":"EEEEE aKK\xe6\x99\x82 (\xe7\xa7\x92: s)","full/full/h11":"y/M/dEEEE aK:mm:ss zzzz","full/full/h12":"y/M/dEEEE ah:mm:ss zzzz","full/full/h24":"y/M/dEEEE k\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","full/long/h11":"y/M/dEEEE aK:mm:ss z","full/long/h12":"y/M/dEEEE ah:mm:ss z","full/long/h24":"y/M/dEEEE k:mm:ss z","full/medium/h11":"y/M/dEEEE aK:mm:ss","full/medium/h12":"y/M/dEEEE ah:mm:ss","full/medium/h24":"y/M/dEEEE k:mm:ss","full/short/h11":"y/M/dEEEE aK:mm","full/short/h12":"y/M/dEEEE ah:mm","full/short/h24":"y/M/dEEEE k:mm","long/full/h11":"y/M/d aK:mm:ss zzzz","long/full/h12":"y/M/d ah:mm:ss zzzz","long/full/h24":"y/M/d k\xe6\x99\x82mm\xe5\x88\x86ss\xe7\xa7\x92 zzzz","long/long/h11":"y/M/d aK:mm:ss z","long/long/h12":"y/M/d ah:mm:ss z","long/long/h24":"y/M/d k:mm:ss z","long/medium/h11":"y/M/d aK:mm:ss","long/medium/h12":"y/M/d ah:mm:ss","long/medium/h24":"y/M/d k:mm:ss","long/short/h11":"y/M/d aK:mm","long/short/h12":"y/M/d ah:mm","long/short/h24":"y/M/d k:mm"}}',
      'zh-CN': '{"n":[".",",",1,"#%","\xc2\xa4#",1,"NaN","\xe2\x88\x9e"],"cs":{"AUD":"AU$","BRL":"R$","CAD":"CA$","CNY":"\xc2\xa5","EUR":"\xe2\x82\xac","GBP":"\xc2\xa3","HKD":"HK$","ILS":"\xe2\x82\xaa","INR":"\xe2\x82\xb9","JPY":"JP\xc2\xa5","KRW":"\xe2\x82\xa9","MXN":"MX$","NZD":"NZ$","TWD":"NT$","USD":"US$","VND":"\xe2\x82\xab","XAF":"FCFA","XCD":"EC$","XCG":"Cg.","XOF":"F\xe2\x80\xafCFA","XPF":"CFPF"},"ns":{"AFN":"\xd8\x8b","AMD":"\xd6\x8f","AOA":"Kz","ARS":"$","AUD":"$","AZN":"\xe2\x82\xbc","BAM":"KM","BBD":"$","BDT":"\xe0\xa7\xb3","BMD":"$","BND":"$","BOB":"Bs","BSD":"$","BWP":"P","BYN":"\xd1\x80.","BZD":"$","CAD":"$","CLP":"$","COP":"$","CRC":"\xe2\x82\xa1","CUC":"$","CUP":"$","CZK":"K\xc4\x8d","DKK":"kr","DOP":"$","EGP":"E\xc2\xa3","FJD":"$","FKP":"\xc2\xa3","GEL":"\xe2\x82\xbe","GHS":"GH\xe2\x82\xb5","GIP":"\xc2\xa3","GNF":"FG","GTQ":"Q","GYD":"$","HKD":"$","HNL":"L","HRK":"kn","HUF":"Ft","IDR":"Rp","ISK":"kr","JMD":"$","JPY":"\xc2\xa5","KGS":"\xe2\x83\x80","KHR":"\xe1\x9f\x9b","KMF":"CF","KPW":"\xe2\x82\xa9","KYD":"$","KZT":"\xe2\x82\xb8","LAK":"\xe2\x82\xad","LBP":"L\xc2\xa3","LKR":"Rs","LRD":"$","MGA":"Ar","MMK":"K","MNT":"\xe2\x82\xae","MUR":"Rs","MXN":"$","MYR":"RM","NAD":"$","NGN":"\xe2\x82\xa6","NIO":"C$","NOK":"kr","NPR":"Rs","NZD":"$","PHP":"\xe2\x82\xb1","PKR":"Rs","PLN":"z\xc5\x82","PYG":"\xe2\x82\xb2","RON":"lei","RUB":"\xe2\x82\xbd","RWF":"RF","SBD":"$","SEK":"kr","SGD":"$","SHP":"\xc2\xa3","SRD":"$","SSP":"\xc2\xa3","STN":"Db","SYP":"\xc2\xa3","THB":"\xe0\xb8\xbf","TOP":"T$","TRY":"\xe2\x82\xba","TTD":"$","UAH":"\xe2\x82\xb4","USD":"$","UYU":"$","XCD":"$","ZAR":"R","ZMW":"ZK"},"cc":["0","0\xe4\xb8\x87","00\xe4\xb8\x87","000\xe4\xb8\x87","0000\xe4\xb8\x87","0\xe4\xba\xbf","00\xe4\xba\xbf","000\xe4\xba\xbf","0000\xe4\xba\xbf","0\xe4\xb8\x87\xe4\xba\xbf","00\xe4\xb8\x87\xe4\xba\xbf","000\xe4\xb8\x87\xe4\xba\xbf","0000\xe4\xb8\x87\xe4\xba\xbf","00000\xe4\xb8\x87\xe4\xba\xbf","000000\xe4\xb8\x87\xe4\xba\xbf","0000000\xe4\xb8\x87\xe4\xba\xbf","00000000\xe4\xb8\x87\xe4\xba\xbf","000000000\xe4\xb8\x87\xe4\xba\xbf"],"M":{"long":["1","2","3","4","5","6","7","8","9","10","11","12"],"short":["1","2","3","4","5","6","7","8","9","10","11","12"],"narrow":["1","2","3","4","5","6","7","8","9","10","11","12"]},"L":{"long":["\xe4\xb8\x80\xe6\x9c\x88","\xe4\xba\x8c\xe6\x9c\x88","\xe4\xb8\x89\xe6\x9c\x88","\xe5\x9b\x9b\xe6\x9c\x88","\xe4\xba\x94\xe6\x9c\x88","\xe5\x85\xad\xe6\x9c\x88","\xe4\xb8\x83\xe6\x9c\x88","\xe5\x85\xab\xe6\x9c\x88","\xe4\xb9\x9d\xe6\x9c\x88","\xe5\x8d\x81\xe6\x9c\x88","\xe5\x8d\x81\xe4\xb8\x80\xe6\x9c\x88","\xe5\x8d\x81\xe4\xba\x8c\xe6\x9c\x88"],"short":["1\xe6\x9c\x88","2\xe6\x9c\x88","3\xe6\x9c\x88","4\xe6\x9c\x88","5\xe6\x9c\x88","6\xe6\x9c\x88","7\xe6\x9c\x88","8\xe6\x9c\x88","9\xe6\x9c\x88","10\xe6\x9c\x88","11\xe6\x9c\x88","12\xe6\x9c\x88"],"narrow":["1","2","3","4","5","6","7","8","9","10","11","12"]},"E":{"long":["\xe6\x98\x9f\xe6\x9c\x9f\xe6\x97\xa5","\xe6\x98\x9f\xe6\x9c\x9f\xe4\xb8\x80","\xe6\x98\x9f\xe6\x9c\x9f\xe4\xba\x8c","\xe6\x98\x9f\xe6\x9c\x9f\xe4\xb8\x89","\xe6\x98\x9f\xe6\x9c\x9f\xe5\x9b\x9b","\xe6\x98\x9f\xe6\x9c\x9f\xe4\xba\x94","\xe6\x98\x9f\xe6\x9c\x9f\xe5\x85\xad"],"short":["\xe5\x91\xa8\xe6\x97\xa5","\xe5\x91\xa8\xe4\xb8\x80","\xe5\x91\xa8\xe4\xba\x8c","\xe5\x91\xa8\xe4\xb8\x89","\xe5\x91\xa8\xe5\x9b\x9b","\xe5\x91\xa8\xe4\xba\x94","\xe5\x91\xa8\xe5\x85\xad"],"narrow":["\xe6\x97\xa5","\xe4\xb8\x80","\xe4\xba\x8c","\xe4\xb8\x89","\xe5\x9b\x9b","\xe4\xba\x94","\xe5\x85\xad"]},"c":{"long":["\xe6\x98\x9f\xe6\x9c\x9f\xe6\x97\xa5","\xe6\x98\x9f\xe6\x9c\x9f\xe4\xb8\x80","\xe6\x98\x9f\xe6\x9c\x9f\xe4\xba\x8c","\xe6\x98\x9f\xe6\x9c\x9f\xe4\xb8\x89","\xe6\x98\x9f\xe6\x9c\x9f\xe5\x9b\x9b","\xe6\x98\x9f\xe6\x9c\x9f\xe4\xba\x94","\xe6\x98\x9f\xe6\x9c\x9f\xe5\x85\xad"],"short":["\xe5\x91\xa8\xe6\x97\xa5","\xe5\x91\xa8\xe4\xb8\x80","\xe5\x91\xa8\xe4\xba\x8c","\xe5\x91\xa8\xe4\xb8\x89","\xe5\x91\xa8\xe5\x9b\x9b","\xe5\x91\xa8\xe4\xba\x94","\xe5\x91\xa8\xe5\x85\xad"],"narrow":["\xe6\x97\xa5","\xe4\xb8\x80","\xe4\xba\x8c","\xe4\xb8\x89","\xe5\x9b\x9b","\xe4\xba\x94","\xe5\x85\xad"]},"a":["\xe4\xb8\x8a\xe5\x8d\x88","\xe4\xb8\x8b\xe5\x8d\x88"],"d":{"d":"d\xe6\x97\xa5","dd":"dd\xe6\x97\xa5","M":"M\xe6\x9c\x88","Md":"M/d","Mdd":"M/dd","MM":"MM\xe6\x9c\x88","MMd":"MM/d","MMdd":"MM/dd","MMM":"LLL","MMMd":"M\xe6\x9c\x88d\xe6\x97\xa5","MMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5","MMMM":"LLLL","MMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5","MMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5","MMMMM":"M","MMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5","MMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5","y":"y\xe5\xb9\xb4","yd":"y\xe5\xb9\xb4 (\xe6\x97\xa5: d\xe6\x97\xa5)","ydd":"y\xe5\xb9\xb4 (\xe6\x97\xa5: dd\xe6\x97\xa5)","yM":"y/M","yMd":"y/M/d","yMdd":"y/M/dd","yMM":"y\xe5\xb9\xb4M\xe6\x9c\x88","yMMd":"y/MM/d","yMMdd":"y/MM/dd","yMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88","yMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88","yMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yMMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88","yMMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yMMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yy":"yy\xe5\xb9\xb4","yyd":"yy\xe5\xb9\xb4 d\xe6\x97\xa5","yydd":"yy\xe5\xb9\xb4 (\xe6\x97\xa5: dd\xe6\x97\xa5)","yyM":"yy/M","yyMd":"yy/M/d","yyMdd":"yy/M/dd","yyMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88","yyMMd":"yy/MM/d","yyMMdd":"yy/MM/dd","yyMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88","yyMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yyMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yyMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88","yyMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yyMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","yyMMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88","yyMMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","yyMMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5","EEE":"EEE","EEEd":"d\xe6\x97\xa5EEE","EEEdd":"dd\xe6\x97\xa5EEE","EEEM":"M\xe6\x9c\x88 EEE","EEEMd":"M/dEEE","EEEMdd":"M/ddEEE","EEEMM":"EEE (\xe6\x9c\x88: MM\xe6\x9c\x88)","EEEMMd":"MM/dEEE","EEEMMdd":"MM/ddEEE","EEEMMM":"LLL EEE","EEEMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEE","EEEMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEE","EEEMMMM":"EEE (\xe6\x9c\x88: LLLL)","EEEMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEE","EEEMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEE","EEEMMMMM":"EEE (\xe6\x9c\x88: M)","EEEMMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEE","EEEMMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEE","EEEy":"y\xe5\xb9\xb4 EEE","EEEyd":"y\xe5\xb9\xb4 d\xe6\x97\xa5EEE","EEEydd":"y\xe5\xb9\xb4 dd\xe6\x97\xa5EEE","EEEyM":"y/M EEE","EEEyMd":"y/M/dEEE","EEEyMdd":"y/M/ddEEE","EEEyMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyMMd":"y/MM/dEEE","EEEyMMdd":"y/MM/ddEEE","EEEyMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEE","EEEyMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEE","EEEyMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEE","EEEyMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEE","EEEyMMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyMMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEE","EEEyMMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEE","EEEyy":"yy\xe5\xb9\xb4 EEE","EEEyyd":"yy\xe5\xb9\xb4 d\xe6\x97\xa5EEE","EEEyydd":"yy\xe5\xb9\xb4 dd\xe6\x97\xa5EEE","EEEyyM":"yy/M EEE","EEEyyMd":"yy/M/dEEE","EEEyyMdd":"yy/M/ddEEE","EEEyyMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyyMMd":"yy/MM/dEEE","EEEyyMMdd":"yy/MM/ddEEE","EEEyyMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyyMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEE","EEEyyMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEE","EEEyyMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyyMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEE","EEEyyMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEE","EEEyyMMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEE","EEEyyMMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEE","EEEyyMMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEE","EEEE":"EEEE","EEEEd":"d\xe6\x97\xa5EEEE","EEEEdd":"dd\xe6\x97\xa5EEEE","EEEEM":"M\xe6\x9c\x88 EEEE","EEEEMd":"M/dEEEE","EEEEMdd":"M/ddEEEE","EEEEMM":"MM\xe6\x9c\x88 EEEE","EEEEMMd":"MM/dEEEE","EEEEMMdd":"MM/ddEEEE","EEEEMMM":"LLL EEEE","EEEEMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEMMMM":"LLLL EEEE","EEEEMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEMMMMM":"EEEE (\xe6\x9c\x88: M)","EEEEMMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEMMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEy":"y\xe5\xb9\xb4 EEEE","EEEEyd":"y\xe5\xb9\xb4 d\xe6\x97\xa5EEEE","EEEEydd":"y\xe5\xb9\xb4 dd\xe6\x97\xa5EEEE","EEEEyM":"y/M EEEE","EEEEyMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyMMd":"y\xe5\xb9\xb4MM\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyMMdd":"y\xe5\xb9\xb4MM\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyMMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyMMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyMMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyy":"yy\xe5\xb9\xb4 EEEE","EEEEyyd":"yy\xe5\xb9\xb4 d\xe6\x97\xa5EEEE","EEEEyydd":"yy\xe5\xb9\xb4 dd\xe6\x97\xa5EEEE","EEEEyyM":"yy/M EEEE","EEEEyyMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyyMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyyMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyyMMd":"yy\xe5\xb9\xb4MM\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyyMMdd":"yy\xe5\xb9\xb4MM\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyyMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyyMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyyMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyyMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyyMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyyMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEyyMMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEE","EEEEyyMMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","EEEEyyMMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEE","EEEEE":"EEEEE","EEEEEd":"d\xe6\x97\xa5EEEEE","EEEEEdd":"dd\xe6\x97\xa5EEEEE","EEEEEM":"M\xe6\x9c\x88 EEEEE","EEEEEMd":"M/dEEEEE","EEEEEMdd":"M/ddEEEEE","EEEEEMM":"MM\xe6\x9c\x88 EEEEE","EEEEEMMd":"MM/dEEEEE","EEEEEMMdd":"MM/ddEEEEE","EEEEEMMM":"LLL EEEEE","EEEEEMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEEEE","EEEEEMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEEEE","EEEEEMMMM":"LLLL EEEEE","EEEEEMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEEEE","EEEEEMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEEEE","EEEEEMMMMM":"M EEEEE","EEEEEMMMMMd":"M\xe6\x9c\x88d\xe6\x97\xa5EEEEE","EEEEEMMMMMdd":"M\xe6\x9c\x88dd\xe6\x97\xa5EEEEE","EEEEEy":"y\xe5\xb9\xb4 EEEEE","EEEEEyd":"y\xe5\xb9\xb4 d\xe6\x97\xa5EEEEE","EEEEEydd":"y\xe5\xb9\xb4 dd\xe6\x97\xa5EEEEE","EEEEEyM":"y/M EEEEE","EEEEEyMd":"y/M/dEEEEE","EEEEEyMdd":"y/M/ddEEEEE","EEEEEyMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyMMd":"y/MM/dEEEEE","EEEEEyMMdd":"y/MM/ddEEEEE","EEEEEyMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEEE","EEEEEyMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEEE","EEEEEyMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEEE","EEEEEyMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEEE","EEEEEyMMMMM":"y\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyMMMMMd":"y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEEE","EEEEEyMMMMMdd":"y\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEEE","EEEEEyy":"yy\xe5\xb9\xb4 EEEEE","EEEEEyyd":"yy\xe5\xb9\xb4 d\xe6\x97\xa5EEEEE","EEEEEyydd":"yy\xe5\xb9\xb4 dd\xe6\x97\xa5EEEEE","EEEEEyyM":"yy/M EEEEE","EEEEEyyMd":"yy/M/dEEEEE","EEEEEyyMdd":"yy/M/ddEEEEE","EEEEEyyMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyyMMd":"yy/MM/dEEEEE","EEEEEyyMMdd":"yy/MM/ddEEEEE","EEEEEyyMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyyMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEEE","EEEEEyyMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEEE","EEEEEyyMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyyMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEEE","EEEEEyyMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEEE","EEEEEyyMMMMM":"yy\xe5\xb9\xb4M\xe6\x9c\x88 EEEEE","EEEEEyyMMMMMd":"yy\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEEE","EEEEEyyMMMMMdd":"yy\xe5\xb9\xb4M\xe6\x9c\x88dd\xe6\x97\xa5EEEEE"},"t":{"z":"z","s":"s","sz":"zs","ss":"s","ssz":"zs","ssv":"v (\xe7\xa7\x92: s)","m":"m","mz":"zm","ms":"mm:ss","msz":"zmm:ss","mss":"mm:ss","mssz":"zmm:ss","mm":"m","mmz":"zm","mmv":"v (\xe5\x88\x86\xe9\x92\x9f: m)","mms":"mm:ss","mmsz":"zmm:ss","mmss":"mm:ss","mmssz":"zmm:ss","h":"ah\xe6\x97\xb6","hz":"zah\xe6\x97\xb6","hs":"ah\xe6\x97\xb6 (\xe7\xa7\x92: s)","hsz":"zah\xe6\x97\xb6 (\xe7\xa7\x92: s)","hss":"ah\xe6\x97\xb6 (\xe7\xa7\x92: s)","hssz":"zah\xe6\x97\xb6 (\xe7\xa7\x92: s)","hm":"ah:mm","hmz":"zah:mm","hms":"ah:mm:ss","hmsz":"zah:mm:ss","hmss":"ah:mm:ss","hmssz":"zah:mm:ss","hmm":"ah:mm","hmmz":"zah:mm","hmms":"ah:mm:ss","hmmsz":"zah:mm:ss","hmmss":"ah:mm:ss","hmmssz":"zah:mm:ss","H":"H\xe6\x97\xb6","Hz":"zH\xe6\x97\xb6","Hs":"H\xe6\x97\xb6 (\xe7\xa7\x92: s)","Hsz":"zH\xe6\x97\xb6 (\xe7\xa7\x92: s)","Hss":"H\xe6\x97\xb6 (\xe7\xa7\x92: s)","Hssz":"zH\xe6\x97\xb6 (\xe7\xa7\x92: s)","Hm":"HH:mm","Hmz":"z HH:mm","Hms":"HH:mm:ss","Hmsz":"z H:mm:ss","HmsO":"OHH:mm:ss","HmsOOOO":"OOOOHH:mm:ss","Hmsv":"vHH:mm:ss","Hmsvvvv":"vvvvHH:mm:ss","Hmss":"HH:mm:ss","Hmssz":"z H:mm:ss","HmssOOOO":"OOOOHH:mm:ss","Hmssv":"vHH:mm:ss","Hmssvvvv":"vvvvHH:mm:ss","Hmm":"H:mm","Hmmz":"z HH:mm","Hmms":"HH:mm:ss","Hmmsz":"z H:mm:ss","HmmsOOOO":"OOOOHH:mm:ss","Hmmsv":"vHH:mm:ss","Hmmsvvvv":"vvvvHH:mm:ss","Hmmss":"H:mm:ss","Hmmssz":"z H:mm:ss","Hmmssv":"vHH:mm:ss","Hmmssvvvv":"vvvvHH:mm:ss","hh":"ahh\xe6\x97\xb6","hhz":"zahh\xe6\x97\xb6","hhs":"ahh\xe6\x97\xb6 (\xe7\xa7\x92: s)","hhsz":"zahh\xe6\x97\xb6 (\xe7\xa7\x92: s)","hhss":"ahh\xe6\x97\xb6 (\xe7\xa7\x92: s)","hhssz":"zahh\xe6\x97\xb6 (\xe7\xa7\x92: s)","hhm":"ahh:mm","hhmz":"zahh:mm","hhms":"ahh:mm:ss","hhmsz":"zahh:mm:ss","hhmss":"ahh:mm:ss","hhmssz":"zahh:mm:ss","hhmm":"ahh:mm","hhmmz":"zahh:mm","hhmms":"ahh:mm:ss","hhmmsz":"zahh:mm:ss","hhmmss":"ahh:mm:ss","hhmmssz":"zahh:mm:ss","HH":"HH\xe6\x97\xb6","HHz":"zHH\xe6\x97\xb6","HHs":"s (\xe5\xb0\x8f\xe6\x97\xb6: HH\xe6\x97\xb6)","HHsz":"zHH\xe6\x97\xb6 (\xe7\xa7\x92: s)","HHss":"HH\xe6\x97\xb6 (\xe7\xa7\x92: s)","HHssz":"zHH\xe6\x97\xb6 (\xe7\xa7\x92: s)","HHm":"HH:mm","HHmz":"z HH:mm","HHms":"HH:mm:ss","HHmsz":"z HH:mm:ss","HHmsOOOO":"OOOOHH:mm:ss","HHmsv":"vHH:mm:ss","HHmsvvvv":"vvvvHH:mm:ss","HHmss":"HH:mm:ss","HHmssz":"z HH:mm:ss","HHmssv":"vHH:mm:ss","HHmssvvvv":"vvvvHH:mm:ss","HHmm":"HH:mm","HHmmz":"z HH:mm","HHmms":"HH:mm:ss","HHmmsz":"z HH:mm:ss","HHmmsv":"vHH:mm:ss","HHmmsvvvv":"vvvvHH:mm:ss","HHmmss":"HH:mm:ss","HHmmssz":"z HH:mm:ss","HHmmssv":"vHH:mm:ss","HHmmssvvvv":"vvvvHH:mm:ss"},"g":["{1} {0}","{1} {0}","{1} {0}","{1} {0}","{1}{0}"],"ds":["y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5EEEE","y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","y\xe5\xb9\xb4M\xe6\x9c\x88d\xe6\x97\xa5","y/M/d"],"ts":[["zzzzahh:mm:ss","zzzz HH:mm:ss"],["zahh:mm:ss","z HH:mm:ss"],["ahh:mm:ss","HH:mm:ss"],["ahh:mm","HH:mm"]],"sg":["{1} {0}","{1} {0}","{1} {0}","{1} {0}"],"hc":["h23","h12","h23"],"x":{"ks":"s (\xe5\xb0\x8f\xe6\x97\xb6: k\xe6\x97\xb6)","kss":"s (\xe5\xb0\x8f\xe6\x97\xb6: k\xe6\x97\xb6)","km":"k:mm","kmsO":"O k:mm:ss","kmsSO":"O k:mm:ss.S","kmsSSSO":"O k:mm:ss.SSS","kmss":"k:mm:ss","kmssOOOO":"OOOO k:mm:ss","kmssS":"k:mm:ss.S","kmssSOOOO":"OOOO k:mm:ss.S","kmssSSS":"k:mm:ss.SSS","kmssSSSOOOO":"OOOO k:mm:ss.SSS","kmms":"k:mm:ss","kmmsOOOO":"OOOO k:mm:ss","kmmsS":"k:mm:ss.S","kmmsSOOOO":"OOOO k:mm:ss.S","kmmsSSS":"k:mm:ss.SSS","kmmsSSSOOOO":"OOOO k:mm:ss.SSS","kkss":"s (\xe5\xb0\x8f\xe6\x97\xb6: kk\xe6\x97\xb6)","EEEH":"EEE H\xe6\x97\xb6","EEEHs":"EEE H\xe6\x97\xb6 (\xe7\xa7\x92: s)","EEEHmm":"EEEHH:mm","EEEhs":"EEE ah\xe6\x97\xb6 (\xe7\xa7\x92: s)","EEEHH":"EEE HH\xe6\x97\xb6","EEEHHs":"EEE s (\xe5\xb0\x8f\xe6\x97\xb6: HH\xe6\x97\xb6)","EEEhhs":"EEE ahh\xe6\x97\xb6 (\xe7\xa7\x92: s)","EEEEH":"EEEE H\xe6\x97\xb6","EEEEHs":"EEEE H\xe6\x97\xb6 (\xe7\xa7\x92: s)","EEEEHmm":"EEEEHH:mm","EEEEhs":"EEEE ah\xe6\x97\xb6 (\xe7\xa7\x92: s)","EEEEHH":"EEEE HH\xe6\x97\xb6","EEEEHHs":"EEEE s (\xe5\xb0\x8f\xe6\x97\xb6: HH\xe6\x97\xb6)","EEEEhhs":"EEEE ahh\xe6\x97\xb6 (\xe7\xa7\x92: s)","EEEEEH":"EEEEE H\xe6\x97\xb6","EEEEEHs":"EEEEE H\xe6\x97\xb6 (\xe7\xa7\x92: s)","EEEEEHmm":"EEEEEHH:mm","EEEEEhs":"EEEEE ah\xe6\x97\xb6 (\xe7\xa7\x92: s)","EEEEEHH":"EEEEE HH\xe6\x97\xb6","EEEEEHHs":"EEEEE s (\xe5\xb0\x8f\xe6\x97\xb6: HH\xe6\x97\xb6)","EEEEEhhs":"EEEEE ahh\xe6\x97\xb6 (\xe7\xa7\x92: s)","long/full/h12":"y/M/d zzzzahh:mm:ss","long/full/h11":"y/M/d zzzzaKK:mm:ss","long/full/h24":"y/M/d zzzz kk:mm:ss","long/long/h12":"y/M/d zahh:mm:ss","long/long/h11":"y/M/d zaKK:mm:ss","long/long/h24":"y/M/d z kk:mm:ss","long/medium/h12":"y/M/d ahh:mm:ss","long/medium/h11":"y/M/d aKK:mm:ss","long/medium/h24":"y/M/d kk:mm:ss","long/short/h12":"y/M/d ahh:mm","long/short/h11":"y/M/d aKK:mm","long/short/h24":"y/M/d kk:mm","medium/full/h12":"y/M/d zzzzahh:mm:ss","medium/full/h11":"y/M/d zzzzaKK:mm:ss","medium/full/h24":"y/M/d zzzz kk:mm:ss","medium/long/h12":"y/M/d zahh:mm:ss","medium/long/h11":"y/M/d zaKK:mm:ss","medium/long/h24":"y/M/d z kk:mm:ss","medium/medium/h12":"y/M/d ahh:mm:ss","medium/medium/h11":"y/M/d aKK:mm:ss","medium/medium/h24":"y/M/d kk:mm:ss","medium/short/h12":"y/M/d ahh:mm","medium/short/h11":"y/M/d aKK:mm","medium/short/h24":"y/M/d kk:mm"},"r":{"MMMMM":{"month":"narrow"},"EEEMMMMM":{"month":"narrow"},"EEEEMMMMM":{"month":"narrow"},"EEEEEMMMMM":{"month":"narrow"}}}',
      'pt-BR': '{"n":[",",".",1,"#%","\xc2\xa4\xc2\xa0#",0,"NaN","\xe2\x88\x9e"],"cs":{"AUD":"AU$","BRL":"R$","CAD":"CA$","CNY":"CN\xc2\xa5","EUR":"\xe2\x82\xac","GBP":"\xc2\xa3","HKD":"HK$","ILS":"\xe2\x82\xaa","INR":"\xe2\x82\xb9","JPY":"JP\xc2\xa5","KRW":"\xe2\x82\xa9","MXN":"MX$","NZD":"NZ$","THB":"\xe0\xb8\xbf","TWD":"NT$","USD":"US$","VND":"\xe2\x82\xab","XAF":"FCFA","XCD":"EC$","XCG":"Cg.","XOF":"F\xe2\x80\xafCFA","XPF":"CFPF"},"ns":{"AFN":"\xd8\x8b","AMD":"\xd6\x8f","AOA":"Kz","ARS":"$","AUD":"$","AZN":"\xe2\x82\xbc","BAM":"KM","BBD":"$","BDT":"\xe0\xa7\xb3","BMD":"$","BND":"$","BOB":"Bs","BSD":"$","BWP":"P","BYN":"\xd1\x80.","BZD":"$","CAD":"$","CLP":"$","CNY":"\xc2\xa5","COP":"$","CRC":"\xe2\x82\xa1","CUC":"$","CUP":"$","CZK":"K\xc4\x8d","DKK":"kr","DOP":"$","EGP":"E\xc2\xa3","FJD":"$","FKP":"\xc2\xa3","GEL":"\xe2\x82\xbe","GHS":"GH\xe2\x82\xb5","GIP":"\xc2\xa3","GNF":"FG","GTQ":"Q","GYD":"$","HKD":"$","HNL":"L","HRK":"kn","HUF":"Ft","IDR":"Rp","ISK":"kr","JMD":"$","JPY":"\xc2\xa5","KGS":"\xe2\x83\x80","KHR":"\xe1\x9f\x9b","KMF":"CF","KPW":"\xe2\x82\xa9","KYD":"$","KZT":"\xe2\x82\xb8","LAK":"\xe2\x82\xad","LBP":"L\xc2\xa3","LKR":"Rs","LRD":"$","MGA":"Ar","MMK":"K","MNT":"\xe2\x82\xae","MUR":"Rs","MXN":"$","MYR":"RM","NAD":"$","NGN":"\xe2\x82\xa6","NIO":"C$","NOK":"kr","NPR":"Rs","NZD":"$","PHP":"\xe2\x82\xb1","PKR":"Rs","PLN":"z\xc5\x82","PYG":"\xe2\x82\xb2","RON":"L","RUB":"\xe2\x82\xbd","RWF":"RF","SBD":"$","SEK":"kr","SGD":"$","SHP":"\xc2\xa3","SRD":"$","SSP":"\xc2\xa3","STN":"Db","SYP":"S\xc2\xa3","TOP":"T$","TRY":"\xe2\x82\xba","TTD":"$","UAH":"\xe2\x82\xb4","USD":"$","UYU":"$","XCD":"$","ZAR":"R","ZMW":"ZK"},"cc":["0\xc2\xa0mil","00\xc2\xa0mil","000\xc2\xa0mil","0\xc2\xa0mi","00\xc2\xa0mi","000\xc2\xa0mi","0\xc2\xa0bi","00\xc2\xa0bi","000\xc2\xa0bi","0\xc2\xa0tri","00\xc2\xa0tri","000\xc2\xa0tri","0000\xc2\xa0tri","00000\xc2\xa0tri","000000\xc2\xa0tri","0000000\xc2\xa0tri","00000000\xc2\xa0tri","000000000\xc2\xa0tri"],"M":{"long":["janeiro","fevereiro","mar\xc3\xa7o","abril","maio","junho","julho","agosto","setembro","outubro","novembro","dezembro"],"short":["jan.","fev.","mar.","abr.","mai.","jun.","jul.","ago.","set.","out.","nov.","dez."],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"L":{"long":["janeiro","fevereiro","mar\xc3\xa7o","abril","maio","junho","julho","agosto","setembro","outubro","novembro","dezembro"],"short":["jan.","fev.","mar.","abr.","mai.","jun.","jul.","ago.","set.","out.","nov.","dez."],"narrow":["J","F","M","A","M","J","J","A","S","O","N","D"]},"E":{"long":["domingo","segunda-feira","ter\xc3\xa7a-feira","quarta-feira","quinta-feira","sexta-feira","s\xc3\xa1bado"],"short":["dom.","seg.","ter.","qua.","qui.","sex.","s\xc3\xa1b."],"narrow":["D","S","T","Q","Q","S","S"]},"c":{"long":["domingo","segunda-feira","ter\xc3\xa7a-feira","quarta-feira","quinta-feira","sexta-feira","s\xc3\xa1bado"],"short":["dom.","seg.","ter.","qua.","qui.","sex.","s\xc3\xa1b."],"narrow":["D","S","T","Q","Q","S","S"]},"a":["AM","PM"],"d":{"d":"d","dd":"dd","M":"M","Md":"dd/MM","Mdd":"dd/M","MM":"MM","MMd":"d/MM","MMdd":"dd/MM","MMM":"MMM","MMMd":"d\x27 de \x27MMM","MMMdd":"dd\x27 de \x27MMM","MMMM":"MMMM","MMMMd":"d\x27 de \x27MMMM","MMMMdd":"dd\x27 de \x27MMMM","MMMMM":"MMMMM","MMMMMd":"d\x27 de \x27MMMMM","MMMMMdd":"dd\x27 de \x27MMMMM","y":"y","yd":"y\x27 (dia: \x27d)","ydd":"y\x27 (dia: \x27dd)","yM":"MM/y","yMd":"dd/MM/y","yMdd":"dd/M/y","yMM":"MM/y","yMMd":"d/MM/y","yMMdd":"dd/MM/y","yMMM":"MMM\x27 de \x27y","yMMMd":"d\x27 de \x27MMM\x27 de \x27y","yMMMdd":"dd\x27 de \x27MMM\x27 de \x27y","yMMMM":"MMMM\x27 de \x27y","yMMMMd":"d\x27 de \x27MMMM\x27 de \x27y","yMMMMdd":"dd\x27 de \x27MMMM\x27 de \x27y","yMMMMM":"MMMMM\x27 de \x27y","yMMMMMd":"d\x27 de \x27MMMMM\x27 de \x27y","yMMMMMdd":"dd\x27 de \x27MMMMM\x27 de \x27y","yy":"yy","yyd":"yy d","yydd":"yy\x27 (dia: \x27dd)","yyM":"MM/yy","yyMd":"dd/MM/yy","yyMdd":"dd/M/yy","yyMM":"MM/yy","yyMMd":"d/MM/yy","yyMMdd":"dd/MM/yy","yyMMM":"MMM\x27 de \x27yy","yyMMMd":"d\x27 de \x27MMM\x27 de \x27yy","yyMMMdd":"dd\x27 de \x27MMM\x27 de \x27yy","yyMMMM":"MMMM\x27 de \x27yy","yyMMMMd":"d\x27 de \x27MMMM\x27 de \x27yy","yyMMMMdd":"dd\x27 de \x27MMMM\x27 de \x27yy","yyMMMMM":"MMMMM\x27 de \x27yy","yyMMMMMd":"d\x27 de \x27MMMMM\x27 de \x27yy","yyMMMMMdd":"dd\x27 de \x27MMMMM\x27 de \x27yy","EEE":"EEE","EEEd":"EEE, d","EEEdd":"EEE, dd","EEEM":"M EEE","EEEMd":"EEE, dd/MM","EEEMdd":"EEE, dd/MM","EEEMM":"EEE\x27 (m\xc3\xaas: \x27MM)","EEEMMd":"EEE, dd/MM","EEEMMdd":"EEE, dd/MM","EEEMMM":"MMM EEE","EEEMMMd":"EEE, d\x27 de \x27MMM","EEEMMMdd":"EEE, dd\x27 de \x27MMM","EEEMMMM":"EEE\x27 (m\xc3\xaas: \x27MMMM)","EEEMMMMd":"EEE, d\x27 de \x27MMMM","EEEMMMMdd":"EEE, dd\x27 de \x27MMMM","EEEMMMMM":"EEE\x27 (m\xc3\xaas: \x27MMMMM)","EEEMMMMMd":"EEE, d\x27 de \x27MMMMM","EEEMMMMMdd":"EEE, dd\x27 de \x27MMMMM","EEEy":"y EEE","EEEyd":"y EEE, d","EEEydd":"y EEE, dd","EEEyM":"MM/y EEE","EEEyMd":"EEE, dd/MM/y","EEEyMdd":"EEE, dd/MM/y","EEEyMM":"MM/y EEE","EEEyMMd":"EEE, dd/MM/y","EEEyMMdd":"EEE, dd/MM/y","EEEyMMM":"MMM\x27 de \x27y EEE","EEEyMMMd":"EEE, d\x27 de \x27MMM\x27 de \x27y","EEEyMMMdd":"EEE, dd\x27 de \x27MMM\x27 de \x27y","EEEyMMMM":"MMMM\x27 de \x27y EEE","EEEyMMMMd":"EEE, d\x27 de \x27MMMM\x27 de \x27y","EEEyMMMMdd":"EEE, dd\x27 de \x27MMMM\x27 de \x27y","EEEyMMMMM":"MMMMM\x27 de \x27y EEE","EEEyMMMMMd":"EEE, d\x27 de \x27MMMMM\x27 de \x27y","EEEyMMMMMdd":"EEE, dd\x27 de \x27MMMMM\x27 de \x27y","EEEyy":"yy EEE","EEEyyd":"yy EEE, d","EEEyydd":"yy EEE, dd","EEEyyM":"MM/yy EEE","EEEyyMd":"EEE, dd/MM/yy","EEEyyMdd":"EEE, dd/MM/yy","EEEyyMM":"MM/yy EEE","EEEyyMMd":"EEE, dd/MM/yy","EEEyyMMdd":"EEE, dd/MM/yy","EEEyyMMM":"MMM\x27 de \x27yy EEE","EEEyyMMMd":"EEE, d\x27 de \x27MMM\x27 de \x27yy","EEEyyMMMdd":"EEE, dd\x27 de \x27MMM\x27 de \x27yy","EEEyyMMMM":"MMMM\x27 de \x27yy EEE","EEEyyMMMMd":"EEE, d\x27 de \x27MMMM\x27 de \x27yy","EEEyyMMMMdd":"EEE, dd\x27 de \x27MMMM\x27 de \x27yy","EEEyyMMMMM":"MMMMM\x27 de \x27yy EEE","EEEyyMMMMMd":"EEE, d\x27 de \x27MMMMM\x27 de \x27yy","EEEyyMMMMMdd":"EEE, dd\x27 de \x27MMMMM\x27 de \x27yy","EEEE":"EEEE","EEEEd":"EEEE, d","EEEEdd":"EEEE, dd","EEEEM":"M EEEE","EEEEMd":"EEEE, dd/MM","EEEEMdd":"EEEE, dd/MM","EEEEMM":"MM EEEE","EEEEMMd":"EEEE, dd/MM","EEEEMMdd":"EEEE, dd/MM","EEEEMMM":"MMM EEEE","EEEEMMMd":"EEEE, d\x27 de \x27MMM","EEEEMMMdd":"EEEE, dd\x27 de \x27MMM","EEEEMMMM":"MMMM EEEE","EEEEMMMMd":"EEEE, d\x27 de \x27MMMM","EEEEMMMMdd":"EEEE, dd\x27 de \x27MMMM","EEEEMMMMM":"EEEE\x27 (m\xc3\xaas: \x27MMMMM)","EEEEMMMMMd":"EEEE, d\x27 de \x27MMMMM","EEEEMMMMMdd":"EEEE, dd\x27 de \x27MMMMM","EEEEy":"y EEEE","EEEEyd":"y EEEE, d","EEEEydd":"y EEEE, dd","EEEEyM":"MM/y EEEE","EEEEyMd":"EEEE, dd/MM/y","EEEEyMdd":"EEEE, dd/MM/y","EEEEyMM":"MM/y EEEE","EEEEyMMd":"EEEE, dd/MM/y","EEEEyMMdd":"EEEE, dd/MM/y","EEEEyMMM":"MMM\x27 de \x27y EEEE","EEEEyMMMd":"EEEE, d\x27 de \x27MMM\x27 de \x27y","EEEEyMMMdd":"EEEE, dd\x27 de \x27MMM\x27 de \x27y","EEEEyMMMM":"MMMM\x27 de \x27y EEEE","EEEEyMMMMd":"EEEE, d\x27 de \x27MMMM\x27 de \x27y","EEEEyMMMMdd":"EEEE, dd\x27 de \x27MMMM\x27 de \x27y","EEEEyMMMMM":"MMMMM\x27 de \x27y EEEE","EEEEyMMMMMd":"EEEE, d\x27 de \x27MMMMM\x27 de \x27y","EEEEyMMMMMdd":"EEEE, dd\x27 de \x27MMMMM\x27 de \x27y","EEEEyy":"yy EEEE","EEEEyyd":"yy EEEE, d","EEEEyydd":"yy EEEE, dd","EEEEyyM":"MM/yy EEEE","EEEEyyMd":"EEEE, dd/MM/yy","EEEEyyMdd":"EEEE, dd/MM/yy","EEEEyyMM":"MM/yy EEEE","EEEEyyMMd":"EEEE, dd/MM/yy","EEEEyyMMdd":"EEEE, dd/MM/yy","EEEEyyMMM":"MMM\x27 de \x27yy EEEE","EEEEyyMMMd":"EEEE, d\x27 de \x27MMM\x27 de \x27yy","EEEEyyMMMdd":"EEEE, dd\x27 de \x27MMM\x27 de \x27yy","EEEEyyMMMM":"MMMM\x27 de \x27yy EEEE","EEEEyyMMMMd":"EEEE, d\x27 de \x27MMMM\x27 de \x27yy","EEEEyyMMMMdd":"EEEE, dd\x27 de \x27MMMM\x27 de \x27yy","EEEEyyMMMMM":"MMMMM\x27 de \x27yy EEEE","EEEEyyMMMMMd":"EEEE, d\x27 de \x27MMMMM\x27 de \x27yy","EEEEyyMMMMMdd":"EEEE, dd\x27 de \x27MMMMM\x27 de \x27yy","EEEEE":"EEEEE","EEEEEd":"EEEEE, d","EEEEEdd":"EEEEE, dd","EEEEEM":"M EEEEE","EEEEEMd":"EEEEE, dd/MM","EEEEEMdd":"EEEEE, dd/MM","EEEEEMM":"MM EEEEE","EEEEEMMd":"EEEEE, dd/MM","EEEEEMMdd":"EEEEE, dd/MM","EEEEEMMM":"MMM EEEEE","EEEEEMMMd":"EEEEE, d\x27 de \x27MMM","EEEEEMMMdd":"EEEEE, dd\x27 de \x27MMM","EEEEEMMMM":"MMMM EEEEE","EEEEEMMMMd":"EEEEE, d\x27 de \x27MMMM","EEEEEMMMMdd":"EEEEE, dd\x27 de \x27MMMM","EEEEEMMMMM":"MMMMM EEEEE","EEEEEMMMMMd":"EEEEE, d\x27 de \x27MMMMM","EEEEEMMMMMdd":"EEEEE, dd\x27 de \x27MMMMM","EEEEEy":"y EEEEE","EEEEEyd":"y EEEEE, d","EEEEEydd":"y EEEEE, dd","EEEEEyM":"MM/y EEEEE","EEEEEyMd":"EEEEE, dd/MM/y","EEEEEyMdd":"EEEEE, dd/MM/y","EEEEEyMM":"MM/y EEEEE","EEEEEyMMd":"EEEEE, dd/MM/y","EEEEEyMMdd":"EEEEE, dd/MM/y","EEEEEyMMM":"MMM\x27 de \x27y EEEEE","EEEEEyMMMd":"EEEEE, d\x27 de \x27MMM\x27 de \x27y","EEEEEyMMMdd":"EEEEE, dd\x27 de \x27MMM\x27 de \x27y","EEEEEyMMMM":"MMMM\x27 de \x27y EEEEE","EEEEEyMMMMd":"EEEEE, d\x27 de \x27MMMM\x27 de \x27y","EEEEEyMMMMdd":"EEEEE, dd\x27 de \x27MMMM\x27 de \x27y","EEEEEyMMMMM":"MMMMM\x27 de \x27y EEEEE","EEEEEyMMMMMd":"EEEEE, d\x27 de \x27MMMMM\x27 de \x27y","EEEEEyMMMMMdd":"EEEEE, dd\x27 de \x27MMMMM\x27 de \x27y","EEEEEyy":"yy EEEEE","EEEEEyyd":"yy EEEEE, d","EEEEEyydd":"yy EEEEE, dd","EEEEEyyM":"MM/yy EEEEE","EEEEEyyMd":"EEEEE, dd/MM/yy","EEEEEyyMdd":"EEEEE, dd/MM/yy","EEEEEyyMM":"MM/yy EEEEE","EEEEEyyMMd":"EEEEE, dd/MM/yy","EEEEEyyMMdd":"EEEEE, dd/MM/yy","EEEEEyyMMM":"MMM\x27 de \x27yy EEEEE","EEEEEyyMMMd":"EEEEE, d\x27 de \x27MMM\x27 de \x27yy","EEEEEyyMMMdd":"EEEEE, dd\x27 de \x27MMM\x27 de \x27yy","EEEEEyyMMMM":"MMMM\x27 de \x27yy EEEEE","EEEEEyyMMMMd":"EEEEE, d\x27 de \x27MMMM\x27 de \x27yy","EEEEEyyMMMMdd":"EEEEE, dd\x27 de \x27MMMM\x27 de \x27yy","EEEEEyyMMMMM":"MMMMM\x27 de \x27yy EEEEE","EEEEEyyMMMMMd":"EEEEE, d\x27 de \x27MMMMM\x27 de \x27yy","EEEEEyyMMMMMdd":"EEEEE, dd\x27 de \x27MMMMM\x27 de \x27yy"},"t":{"z":"z","s":"s","sz":"s z","ss":"s","ssz":"s z","ssv":"v\x27 (segundo: \x27s)","m":"m","mz":"m z","ms":"mm:ss","msz":"mm:ss z","mss":"mm:ss","mssz":"mm:ss z","mm":"m","mmz":"m z","mmv":"v\x27 (minuto: \x27m)","mms":"mm:ss","mmsz":"mm:ss z","mmss":"mm:ss","mmssz":"mm:ss z","h":"h\xe2\x80\xafa","hz":"h\xe2\x80\xafa, z","hs":"h\xe2\x80\xafa\x27 (segundo: \x27s)","hsz":"h\xe2\x80\xafa, z\x27 (segundo: \x27s)","hss":"h\xe2\x80\xafa\x27 (segundo: \x27s)","hssz":"h\xe2\x80\xafa, z\x27 (segundo: \x27s)","hm":"h:mm\xe2\x80\xafa","hmz":"h:mm\xe2\x80\xafa z","hms":"h:mm:ss\xe2\x80\xafa","hmsz":"h:mm:ss\xe2\x80\xafa z","hmss":"h:mm:ss\xe2\x80\xafa","hmssz":"h:mm:ss\xe2\x80\xafa z","hmm":"h:mm\xe2\x80\xafa","hmmz":"h:mm\xe2\x80\xafa z","hmms":"h:mm:ss\xe2\x80\xafa","hmmsz":"h:mm:ss\xe2\x80\xafa z","hmmss":"h:mm:ss\xe2\x80\xafa","hmmssz":"h:mm:ss\xe2\x80\xafa z","H":"HH","Hz":"HH z","Hs":"HH\x27 (segundo: \x27s)","Hsz":"HH z\x27 (segundo: \x27s)","Hss":"HH\x27 (segundo: \x27s)","Hssz":"HH z\x27 (segundo: \x27s)","Hm":"HH:mm","Hmz":"HH:mm z","Hms":"HH:mm:ss","Hmsz":"H:mm:ss z","HmsO":"HH:mm:ss O","HmsOOOO":"HH:mm:ss OOOO","Hmsv":"HH:mm:ss v","Hmsvvvv":"HH:mm:ss vvvv","Hmss":"HH:mm:ss","Hmssz":"H:mm:ss z","HmssOOOO":"HH:mm:ss OOOO","Hmssv":"HH:mm:ss v","Hmssvvvv":"HH:mm:ss vvvv","Hmm":"H:mm","Hmmz":"HH:mm z","Hmms":"HH:mm:ss","Hmmsz":"H:mm:ss z","HmmsOOOO":"HH:mm:ss OOOO","Hmmsv":"HH:mm:ss v","Hmmsvvvv":"HH:mm:ss vvvv","Hmmss":"H:mm:ss","Hmmssz":"H:mm:ss z","Hmmssv":"HH:mm:ss v","Hmmssvvvv":"HH:mm:ss vvvv","hh":"hh\xe2\x80\xafa","hhz":"hh\xe2\x80\xafa, z","hhs":"hh\xe2\x80\xafa\x27 (segundo: \x27s)","hhsz":"hh\xe2\x80\xafa, z\x27 (segundo: \x27s)","hhss":"hh\xe2\x80\xafa\x27 (segundo: \x27s)","hhssz":"hh\xe2\x80\xafa, z\x27 (segundo: \x27s)","hhm":"hh:mm\xe2\x80\xafa","hhmz":"hh:mm\xe2\x80\xafa z","hhms":"hh:mm:ss\xe2\x80\xafa","hhmsz":"hh:mm:ss\xe2\x80\xafa z","hhmss":"hh:mm:ss\xe2\x80\xafa","hhmssz":"hh:mm:ss\xe2\x80\xafa z","hhmm":"hh:mm\xe2\x80\xafa","hhmmz":"hh:mm\xe2\x80\xafa z","hhmms":"hh:mm:ss\xe2\x80\xafa","hhmmsz":"hh:mm:ss\xe2\x80\xafa z","hhmmss":"hh:mm:ss\xe2\x80\xafa","hhmmssz":"hh:mm:ss\xe2\x80\xafa z","HH":"HH","HHz":"HH z","HHs":"s\x27 (hora: \x27HH)","HHsz":"HH z\x27 (segundo: \x27s)","HHss":"HH\x27 (segundo: \x27s)","HHssz":"HH z\x27 (segundo: \x27s)","HHm":"HH:mm","HHmz":"HH:mm z","HHms":"HH:mm:ss","HHmsz":"HH:mm:ss z","HHmss":"HH:mm:ss","HHmssz":"HH:mm:ss z","HHmm":"HH:mm","HHmmz":"HH:mm z","HHmms":"HH:mm:ss","HHmmsz":"HH:mm:ss z","HHmmss":"HH:mm:ss","HHmmssz":"HH:mm:ss z"},"g":["{1}\x27 \xc3\xa0s \x27{0}","{1}\x27 \xc3\xa0s \x27{0}","{1}, {0}","{1}, {0}","{1}, {0}"],"ds":["EEEE, d\x27 de \x27MMMM\x27 de \x27y","d\x27 de \x27MMMM\x27 de \x27y","d\x27 de \x27MMM\x27 de \x27y","dd/MM/y"],"ts":[["hh:mm:ss\xe2\x80\xafa zzzz","HH:mm:ss zzzz"],["hh:mm:ss\xe2\x80\xafa z","HH:mm:ss z"],["hh:mm:ss\xe2\x80\xafa","HH:mm:ss"],["hh:mm\xe2\x80\xafa","HH:mm"]],"sg":["{1}\x27 \xc3\xa0s \x27{0}","{1}\x27 \xc3\xa0s \x27{0}","{1}, {0}","{1}, {0}"],"hc":["h23","h12","h23"],"x":{"ks":"s\x27 (hora: \x27kk)","kss":"s\x27 (hora: \x27kk)","km":"k:mm","kmsO":"k:mm:ss O","kmsSO":"k:mm:ss,S O","kmsSSSO":"k:mm:ss,SSS O","kmss":"k:mm:ss","kmssOOOO":"k:mm:ss OOOO","kmssS":"k:mm:ss,S","kmssSOOOO":"k:mm:ss,S OOOO","kmssSSS":"k:mm:ss,SSS","kmssSSSOOOO":"k:mm:ss,SSS OOOO","kmms":"k:mm:ss","kmmsOOOO":"k:mm:ss OOOO","kmmsS":"k:mm:ss,S","kmmsSOOOO":"k:mm:ss,S OOOO","kmmsSSS":"k:mm:ss,SSS","kmmsSSSOOOO":"k:mm:ss,SSS OOOO","kkss":"s\x27 (hora: \x27kk)","EEEHmm":"EEE, HH:mm","EEEEHmm":"EEEE, HH:mm","EEEEEHmm":"EEEEE, HH:mm"}}',
    },
    common: '{"ids":{"Africa/Asmara":"Africa/Asmera","Africa/Timbuktu":"Africa/Bamako","America/Argentina/Buenos_Aires":"America/Buenos_Aires","America/Argentina/Catamarca":"America/Catamarca","America/Argentina/ComodRivadavia":"America/Catamarca","America/Argentina/Cordoba":"America/Cordoba","America/Argentina/Jujuy":"America/Jujuy","America/Argentina/Mendoza":"America/Mendoza","America/Atikokan":"America/Coral_Harbour","America/Atka":"America/Adak","America/Ensenada":"America/Tijuana","America/Fort_Wayne":"America/Indianapolis","America/Indiana/Indianapolis":"America/Indianapolis","America/Kentucky/Louisville":"America/Louisville","America/Knox_IN":"America/Indiana/Knox","America/Montreal":"America/Toronto","America/Nipigon":"America/Toronto","America/Nuuk":"America/Godthab","America/Pangnirtung":"America/Iqaluit","America/Porto_Acre":"America/Rio_Branco","America/Rainy_River":"America/Winnipeg","America/Rosario":"America/Cordoba","America/Santa_Isabel":"America/Tijuana","America/Shiprock":"America/Denver","America/Thunder_Bay":"America/Toronto","America/Virgin":"America/St_Thomas","America/Yellowknife":"America/Edmonton","Antarctica/South_Pole":"Antarctica/McMurdo","Asia/Ashkhabad":"Asia/Ashgabat","Asia/Choibalsan":"Asia/Ulaanbaatar","Asia/Chongqing":"Asia/Shanghai","Asia/Chungking":"Asia/Shanghai","Asia/Dacca":"Asia/Dhaka","Asia/Harbin":"Asia/Shanghai","Asia/Ho_Chi_Minh":"Asia/Saigon","Asia/Istanbul":"Europe/Istanbul","Asia/Kashgar":"Asia/Urumqi","Asia/Kathmandu":"Asia/Katmandu","Asia/Kolkata":"Asia/Calcutta","Asia/Macao":"Asia/Macau","Asia/Tel_Aviv":"Asia/Jerusalem","Asia/Thimbu":"Asia/Thimphu","Asia/Ujung_Pandang":"Asia/Makassar","Asia/Ulan_Bator":"Asia/Ulaanbaatar","Asia/Yangon":"Asia/Rangoon","Atlantic/Faroe":"Atlantic/Faeroe","Atlantic/Jan_Mayen":"Arctic/Longyearbyen","Australia/ACT":"Australia/Sydney","Australia/Canberra":"Australia/Sydney","Australia/Currie":"Australia/Hobart","Australia/LHI":"Australia/Lord_Howe","Australia/NSW":"Australia/Sydney","Australia/North":"Australia/Darwin","Australia/Queensland":"Australia/Brisbane","Australia/South":"Australia/Adelaide","Australia/Tasmania":"Australia/Hobart","Australia/Victoria":"Australia/Melbourne","Australia/West":"Australia/Perth","Australia/Yancowinna":"Australia/Broken_Hill","Brazil/Acre":"America/Rio_Branco","Brazil/DeNoronha":"America/Noronha","Brazil/East":"America/Sao_Paulo","Brazil/West":"America/Manaus","CET":"Europe/Brussels","Canada/Atlantic":"America/Halifax","Canada/Central":"America/Winnipeg","Canada/Eastern":"America/Toronto","Canada/Mountain":"America/Edmonton","Canada/Newfoundland":"America/St_Johns","Canada/Pacific":"America/Vancouver","Canada/Saskatchewan":"America/Regina","Canada/Yukon":"America/Whitehorse","Chile/Continental":"America/Santiago","Chile/EasterIsland":"Pacific/Easter","Cuba":"America/Havana","EET":"Europe/Athens","EST":"America/Panama","Egypt":"Africa/Cairo","Eire":"Europe/Dublin","Etc/GMT":"UTC","Etc/GMT+0":"UTC","Etc/GMT-0":"UTC","Etc/GMT0":"UTC","Etc/Greenwich":"UTC","Etc/UCT":"UTC","Etc/UTC":"UTC","Etc/Universal":"UTC","Etc/Zulu":"UTC","Europe/Belfast":"Europe/London","Europe/Kyiv":"Europe/Kiev","Europe/Nicosia":"Asia/Nicosia","Europe/Tiraspol":"Europe/Chisinau","Europe/Uzhgorod":"Europe/Kiev","Europe/Zaporozhye":"Europe/Kiev","GB":"Europe/London","GB-Eire":"Europe/London","GMT":"UTC","GMT+0":"UTC","GMT-0":"UTC","GMT0":"UTC","Greenwich":"UTC","HST":"Pacific/Honolulu","Hongkong":"Asia/Hong_Kong","Iceland":"Atlantic/Reykjavik","Iran":"Asia/Tehran","Israel":"Asia/Jerusalem","Jamaica":"America/Jamaica","Japan":"Asia/Tokyo","Kwajalein":"Pacific/Kwajalein","Libya":"Africa/Tripoli","MET":"Europe/Brussels","MST":"America/Phoenix","Mexico/BajaNorte":"America/Tijuana","Mexico/BajaSur":"America/Mazatlan","Mexico/General":"America/Mexico_City","NZ":"Pacific/Auckland","NZ-CHAT":"Pacific/Chatham","Navajo":"America/Denver","PRC":"Asia/Shanghai","Pacific/Chuuk":"Pacific/Truk","Pacific/Johnston":"Pacific/Honolulu","Pacific/Kanton":"Pacific/Enderbury","Pacific/Pohnpei":"Pacific/Ponape","Pacific/Samoa":"Pacific/Pago_Pago","Pacific/Yap":"Pacific/Truk","Poland":"Europe/Warsaw","Portugal":"Europe/Lisbon","ROC":"Asia/Taipei","ROK":"Asia/Seoul","Singapore":"Asia/Singapore","Turkey":"Europe/Istanbul","UCT":"UTC","US/Alaska":"America/Anchorage","US/Aleutian":"America/Adak","US/Arizona":"America/Phoenix","US/Central":"America/Chicago","US/East-Indiana":"America/Indianapolis","US/Eastern":"America/New_York","US/Hawaii":"Pacific/Honolulu","US/Indiana-Starke":"America/Indiana/Knox","US/Michigan":"America/Detroit","US/Mountain":"America/Denver","US/Pacific":"America/Los_Angeles","US/Samoa":"Pacific/Pago_Pago","Universal":"UTC","W-SU":"Europe/Moscow","WET":"Europe/Lisbon","Zulu":"UTC"},"gmt":{"en-US":["GMT","-"],"en-GB":["GMT","-"],"de-DE":["GMT","-"],"fr-FR":["UTC","\xe2\x88\x92"],"es-ES":["GMT","-"],"ja-JP":["GMT","-"],"zh-CN":["GMT","-"],"pt-BR":["GMT","-"]},"digits":{"AFN":0,"ALL":0,"BHD":3,"BIF":0,"CLP":0,"COP":0,"DJF":0,"GNF":0,"HUF":0,"IDR":0,"IQD":0,"IRR":0,"ISK":0,"JOD":3,"JPY":0,"KMF":0,"KPW":0,"KRW":0,"KWD":3,"LAK":0,"LBP":0,"LYD":3,"MGA":0,"MMK":0,"OMR":3,"PKR":0,"PYG":0,"RWF":0,"SLL":0,"SOS":0,"SYP":0,"TND":3,"UGX":0,"VND":0,"VUV":0,"XAF":0,"XOF":0,"XPF":0,"YER":0}}',
    names: '{"names":[["UTC","UTC||Coordinated Universal Time","UTC||Coordinated Universal Time","UTC||Koordinierte Weltzeit","UTC||temps universel coordonn\xc3\xa9","UTC||tiempo universal coordinado","UTC||\xe5\x8d\x94\xe5\xae\x9a\xe4\xb8\x96\xe7\x95\x8c\xe6\x99\x82","UTC||\xe5\x8d\x8f\xe8\xb0\x83\xe4\xb8\x96\xe7\x95\x8c\xe6\x97\xb6","UTC||Hor\xc3\xa1rio Universal Coordenado"],["Africa/Abidjan Africa/Accra Africa/Bamako Africa/Banjul Africa/Bissau Africa/Conakry Africa/Dakar Africa/Freetown Africa/Lome Africa/Monrovia Africa/Nouakchott Africa/Ouagadougou Africa/Sao_Tome Antarctica/Troll Atlantic/Reykjavik Atlantic/St_Helena Europe/Guernsey Europe/Isle_of_Man Europe/Jersey +00:00","GMT||Greenwich Mean Time","GMT||Greenwich Mean Time","||Mittlere Greenwich-Zeit","||heure moyenne de Greenwich","GMT||hora del meridiano de Greenwich","||\xe3\x82\xb0\xe3\x83\xaa\xe3\x83\x8b\xe3\x83\x83\xe3\x82\xb8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\xa0\xbc\xe6\x9e\x97\xe5\xb0\xbc\xe6\xb2\xbb\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Meridiano de Greenwich"],["Africa/Addis_Ababa Africa/Asmera Africa/Dar_es_Salaam Africa/Djibouti Africa/Kampala Africa/Mogadishu Africa/Nairobi Indian/Antananarivo Indian/Comoro Indian/Mayotte","||East Africa Time","||East Africa Time","||Ostafrikanische Zeit","||heure normale d\xe2\x80\x99Afrique de l\xe2\x80\x99Est","||hora de \xc3\x81frica oriental","||\xe6\x9d\xb1\xe3\x82\xa2\xe3\x83\x95\xe3\x83\xaa\xe3\x82\xab\xe6\x99\x82\xe9\x96\x93","||\xe4\xb8\x9c\xe9\x83\xa8\xe9\x9d\x9e\xe6\xb4\xb2\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da \xc3\x81frica Oriental"],["Africa/Algiers","||Central European Standard Time|Western European Summer Time","CET|WEST|Central European Standard Time|Western European Summer Time","MEZ|WESZ|Mitteleurop\xc3\xa4ische Normalzeit|Westeurop\xc3\xa4ische Sommerzeit","||heure normale d\xe2\x80\x99Europe centrale|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Europe de l\xe2\x80\x99Ouest","CET|WEST|hora est\xc3\xa1ndar de Europa central|hora de verano de Europa occidental","||\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe8\xa5\xbf\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xb8\xad\xe6\xac\xa7\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\xa5\xbf\xe6\xac\xa7\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Europa Central|Hor\xc3\xa1rio de Ver\xc3\xa3o da Europa Ocidental"],["Africa/Bangui Africa/Brazzaville Africa/Douala Africa/Kinshasa Africa/Lagos Africa/Libreville Africa/Luanda Africa/Malabo Africa/Ndjamena Africa/Niamey Africa/Porto-Novo","||West Africa Time","||West Africa Time","||Westafrikanische Zeit","||heure d\xe2\x80\x99Afrique de l\xe2\x80\x99Ouest","||hora de \xc3\x81frica occidental","||\xe8\xa5\xbf\xe3\x82\xa2\xe3\x83\x95\xe3\x83\xaa\xe3\x82\xab\xe6\x99\x82\xe9\x96\x93","||\xe8\xa5\xbf\xe9\x83\xa8\xe9\x9d\x9e\xe6\xb4\xb2\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da \xc3\x81frica Ocidental"],["Africa/Blantyre Africa/Bujumbura Africa/Gaborone Africa/Harare Africa/Juba Africa/Khartoum Africa/Kigali Africa/Lubumbashi Africa/Lusaka Africa/Maputo Africa/Windhoek","||Central Africa Time","||Central Africa Time","||Zentralafrikanische Zeit","||heure normale d\xe2\x80\x99Afrique centrale","||hora de \xc3\x81frica central","||\xe4\xb8\xad\xe5\xa4\xae\xe3\x82\xa2\xe3\x83\x95\xe3\x83\xaa\xe3\x82\xab\xe6\x99\x82\xe9\x96\x93","||\xe4\xb8\xad\xe9\x83\xa8\xe9\x9d\x9e\xe6\xb4\xb2\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da \xc3\x81frica Central"],["Africa/Cairo Asia/Amman Asia/Beirut Asia/Damascus Asia/Famagusta Asia/Gaza Asia/Hebron Asia/Nicosia Europe/Athens Europe/Bucharest Europe/Chisinau Europe/Helsinki Europe/Kaliningrad Europe/Kiev Europe/Riga Europe/Sofia Europe/Tallinn Europe/Vilnius","||Eastern European Standard Time|Eastern European Summer Time","EET|EEST|Eastern European Standard Time|Eastern European Summer Time","OEZ|OESZ|Osteurop\xc3\xa4ische Normalzeit|Osteurop\xc3\xa4ische Sommerzeit","||heure normale d\xe2\x80\x99Europe de l\xe2\x80\x99Est|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Europe de l\xe2\x80\x99Est","EET|EEST|hora est\xc3\xa1ndar de Europa oriental|hora de verano de Europa oriental","||\xe6\x9d\xb1\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe6\x9d\xb1\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xb8\x9c\xe6\xac\xa7\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\x9c\xe6\xac\xa7\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Europa Oriental|Hor\xc3\xa1rio de Ver\xc3\xa3o da Europa Oriental"],["Africa/Casablanca Africa/El_Aaiun Atlantic/Canary Atlantic/Faeroe Atlantic/Madeira Europe/Lisbon","||Western European Standard Time|Western European Summer Time","WET|WEST|Western European Standard Time|Western European Summer Time","WEZ|WESZ|Westeurop\xc3\xa4ische Normalzeit|Westeurop\xc3\xa4ische Sommerzeit","||heure normale d\xe2\x80\x99Europe de l\xe2\x80\x99Ouest|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Europe de l\xe2\x80\x99Ouest","WET|WEST|hora est\xc3\xa1ndar de Europa occidental|hora de verano de Europa occidental","||\xe8\xa5\xbf\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe8\xa5\xbf\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\xa5\xbf\xe6\xac\xa7\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\xa5\xbf\xe6\xac\xa7\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Europa Ocidental|Hor\xc3\xa1rio de Ver\xc3\xa3o da Europa Ocidental"],["Africa/Ceuta Africa/Tunis Europe/Amsterdam Europe/Andorra Europe/Belgrade Europe/Berlin Europe/Brussels Europe/Budapest Europe/Copenhagen Europe/Gibraltar Europe/Ljubljana Europe/Luxembourg Europe/Madrid Europe/Malta Europe/Monaco Europe/Oslo Europe/Paris Europe/Prague Europe/Rome Europe/Sarajevo Europe/Skopje Europe/Stockholm Europe/Tirane Europe/Vaduz Europe/Vienna Europe/Warsaw Europe/Zagreb Europe/Zurich","||Central European Standard Time|Central European Summer Time","CET|CEST|Central European Standard Time|Central European Summer Time","MEZ|MESZ|Mitteleurop\xc3\xa4ische Normalzeit|Mitteleurop\xc3\xa4ische Sommerzeit","||heure normale d\xe2\x80\x99Europe centrale|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Europe centrale","CET|CEST|hora est\xc3\xa1ndar de Europa central|hora de verano de Europa central","||\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xb8\xad\xe6\xac\xa7\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Europa Central|Hor\xc3\xa1rio de Ver\xc3\xa3o da Europa Central"],["Africa/Johannesburg Africa/Maseru Africa/Mbabane","||South Africa Standard Time","||South Africa Standard Time","||S\xc3\xbcdafrikanische Zeit","||heure normale d\xe2\x80\x99Afrique m\xc3\xa9ridionale","||hora de Sud\xc3\xa1frica","||\xe5\x8d\x97\xe3\x82\xa2\xe3\x83\x95\xe3\x83\xaa\xe3\x82\xab\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\x8d\x97\xe9\x9d\x9e\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da \xc3\x81frica do Sul"],["Africa/Tripoli","||Eastern European Standard Time|Eastern European Standard Time","EET|EET|Eastern European Standard Time|Eastern European Standard Time","OEZ|OEZ|Osteurop\xc3\xa4ische Normalzeit|Osteurop\xc3\xa4ische Normalzeit","||heure normale d\xe2\x80\x99Europe de l\xe2\x80\x99Est|heure normale d\xe2\x80\x99Europe de l\xe2\x80\x99Est","EET|EET|hora est\xc3\xa1ndar de Europa oriental|hora est\xc3\xa1ndar de Europa oriental","||\xe6\x9d\xb1\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe6\x9d\xb1\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe4\xb8\x9c\xe6\xac\xa7\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\x9c\xe6\xac\xa7\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Europa Oriental|Hor\xc3\xa1rio Padr\xc3\xa3o da Europa Oriental"],["America/Adak","HAST|HADT|Hawaii-Aleutian Standard Time|Hawaii-Aleutian Daylight Time","||Hawaii-Aleutian Standard Time|Hawaii-Aleutian Daylight Time","||Hawaii-Aleuten-Normalzeit|Hawaii-Aleuten-Sommerzeit","||heure normale d\xe2\x80\x99Hawa\xc3\xaf - Al\xc3\xa9outiennes|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Hawa\xc3\xaf - Al\xc3\xa9outiennes","||hora est\xc3\xa1ndar de Haw\xc3\xa1i-Aleutianas|hora de verano de Haw\xc3\xa1i-Aleutianas","||\xe3\x83\x8f\xe3\x83\xaf\xe3\x82\xa4\xe3\x83\xbb\xe3\x82\xa2\xe3\x83\xaa\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb7\xe3\x83\xa3\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x8f\xe3\x83\xaf\xe3\x82\xa4\xe3\x83\xbb\xe3\x82\xa2\xe3\x83\xaa\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb7\xe3\x83\xa3\xe3\x83\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\xa4\x8f\xe5\xa8\x81\xe5\xa4\xb7-\xe9\x98\xbf\xe7\x95\x99\xe7\x94\xb3\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xa4\x8f\xe5\xa8\x81\xe5\xa4\xb7-\xe9\x98\xbf\xe7\x95\x99\xe7\x94\xb3\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Hava\xc3\xad e Ilhas Aleutas|Hor\xc3\xa1rio de Ver\xc3\xa3o do Hava\xc3\xad e Ilhas Aleutas"],["America/Anchorage America/Juneau America/Metlakatla America/Nome America/Sitka America/Yakutat","AKST|AKDT|Alaska Standard Time|Alaska Daylight Time","||Alaska Standard Time|Alaska Daylight Time","||Alaska-Normalzeit|Alaska-Sommerzeit","||heure normale de l\xe2\x80\x99Alaska|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Alaska","||hora est\xc3\xa1ndar de Alaska|hora de verano de Alaska","||\xe3\x82\xa2\xe3\x83\xa9\xe3\x82\xb9\xe3\x82\xab\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa2\xe3\x83\xa9\xe3\x82\xb9\xe3\x82\xab\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe9\x98\xbf\xe6\x8b\x89\xe6\x96\xaf\xe5\x8a\xa0\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe6\x8b\x89\xe6\x96\xaf\xe5\x8a\xa0\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Alasca|Hor\xc3\xa1rio de Ver\xc3\xa3o do Alasca"],["America/Anguilla America/Antigua America/Aruba America/Blanc-Sablon America/Curacao America/Dominica America/Grenada America/Guadeloupe America/Montserrat America/Port_of_Spain America/Puerto_Rico America/Santo_Domingo America/St_Kitts America/St_Lucia America/St_Thomas America/St_Vincent America/Tortola","AST||Atlantic Standard Time","||Atlantic Standard Time","||Atlantik-Normalzeit","||heure normale de l\xe2\x80\x99Atlantique","||hora est\xc3\xa1ndar del Atl\xc3\xa1ntico","||\xe5\xa4\xa7\xe8\xa5\xbf\xe6\xb4\x8b\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\xa4\xa7\xe8\xa5\xbf\xe6\xb4\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Atl\xc3\xa2ntico"],["America/Araguaina America/Bahia America/Fortaleza America/Maceio America/Recife America/Sao_Paulo","||Brasilia Standard Time|Brasilia Summer Time","||Brasilia Standard Time|Brasilia Summer Time","||Bras\xc3\xadlia-Normalzeit|Bras\xc3\xadlia-Sommerzeit","||heure normale de Brasilia|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Brasilia","||hora est\xc3\xa1ndar de Brasilia|hora de verano de Brasilia","||\xe3\x83\x96\xe3\x83\xa9\xe3\x82\xb8\xe3\x83\xaa\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x96\xe3\x83\xa9\xe3\x82\xb8\xe3\x83\xaa\xe3\x82\xa2\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\xb7\xb4\xe8\xa5\xbf\xe5\x88\xa9\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xb7\xb4\xe8\xa5\xbf\xe5\x88\xa9\xe4\xba\x9a\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","BRT|BRST|Hor\xc3\xa1rio Padr\xc3\xa3o de Bras\xc3\xadlia|Hor\xc3\xa1rio de Ver\xc3\xa3o de Bras\xc3\xadlia"],["America/Buenos_Aires America/Catamarca America/Cordoba America/Jujuy America/Argentina/La_Rioja America/Mendoza America/Argentina/Rio_Gallegos America/Argentina/Salta America/Argentina/San_Juan America/Argentina/San_Luis America/Argentina/Tucuman America/Argentina/Ushuaia","||Argentina Standard Time|Argentina Summer Time","||Argentina Standard Time|Argentina Summer Time","||Argentinische Normalzeit|Argentinische Sommerzeit","||heure normale d\xe2\x80\x99Argentine|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Argentine","||hora est\xc3\xa1ndar de Argentina|hora de verano de Argentina","||\xe3\x82\xa2\xe3\x83\xab\xe3\x82\xbc\xe3\x83\xb3\xe3\x83\x81\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa2\xe3\x83\xab\xe3\x82\xbc\xe3\x83\xb3\xe3\x83\x81\xe3\x83\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe9\x98\xbf\xe6\xa0\xb9\xe5\xbb\xb7\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe6\xa0\xb9\xe5\xbb\xb7\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Argentina|Hor\xc3\xa1rio de Ver\xc3\xa3o da Argentina"],["America/Asuncion","||Paraguay Standard Time|Paraguay Summer Time","||Paraguay Standard Time|Paraguay Summer Time","||Paraguayische Normalzeit|Paraguayische Sommerzeit","||heure normale du Paraguay|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du Paraguay","||hora est\xc3\xa1ndar de Paraguay|hora de verano de Paraguay","||\xe3\x83\x91\xe3\x83\xa9\xe3\x82\xb0\xe3\x82\xa2\xe3\x82\xa4\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x91\xe3\x83\xa9\xe3\x82\xb0\xe3\x82\xa2\xe3\x82\xa4\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\xb7\xb4\xe6\x8b\x89\xe5\x9c\xad\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xb7\xb4\xe6\x8b\x89\xe5\x9c\xad\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Paraguai|Hor\xc3\xa1rio de Ver\xc3\xa3o do Paraguai"],["America/Coral_Harbour America/Cayman America/Panama","EST||Eastern Standard Time","||Eastern Standard Time","||Nordamerikanische Ostk\xc3\xbcsten-Normalzeit","||heure normale de l\xe2\x80\x99Est nord-am\xc3\xa9ricain","||hora est\xc3\xa1ndar oriental","||\xe7\xb1\xb3\xe5\x9b\xbd\xe6\x9d\xb1\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\x9c\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Leste"],["America/Bahia_Banderas America/Chicago America/Indiana/Knox America/Indiana/Tell_City America/Matamoros America/Menominee America/Merida America/Mexico_City America/Monterrey America/North_Dakota/Beulah America/North_Dakota/Center America/North_Dakota/New_Salem America/Ojinaga America/Rankin_Inlet America/Resolute America/Winnipeg","CST|CDT|Central Standard Time|Central Daylight Time","||Central Standard Time|Central Daylight Time","||Nordamerikanische Zentral-Normalzeit|Nordamerikanische Zentral-Sommerzeit","||heure normale du centre nord-am\xc3\xa9ricain|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du centre nord-am\xc3\xa9ricain","||hora est\xc3\xa1ndar central|hora de verano central","||\xe7\xb1\xb3\xe5\x9b\xbd\xe4\xb8\xad\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe7\xb1\xb3\xe5\x9b\xbd\xe4\xb8\xad\xe9\x83\xa8\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\xad\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\xad\xe9\x83\xa8\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o Central|Hor\xc3\xa1rio de Ver\xc3\xa3o Central"],["America/Barbados America/Glace_Bay America/Goose_Bay America/Halifax America/Martinique America/Moncton America/Thule Atlantic/Bermuda","AST|ADT|Atlantic Standard Time|Atlantic Daylight Time","||Atlantic Standard Time|Atlantic Daylight Time","||Atlantik-Normalzeit|Atlantik-Sommerzeit","||heure normale de l\xe2\x80\x99Atlantique|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Atlantique","||hora est\xc3\xa1ndar del Atl\xc3\xa1ntico|hora de verano del Atl\xc3\xa1ntico","||\xe5\xa4\xa7\xe8\xa5\xbf\xe6\xb4\x8b\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe5\xa4\xa7\xe8\xa5\xbf\xe6\xb4\x8b\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\xa4\xa7\xe8\xa5\xbf\xe6\xb4\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xa4\xa7\xe8\xa5\xbf\xe6\xb4\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Atl\xc3\xa2ntico|Hor\xc3\xa1rio de Ver\xc3\xa3o do Atl\xc3\xa2ntico"],["America/Belem America/Santarem","||Brasilia Standard Time","||Brasilia Standard Time","||Bras\xc3\xadlia-Normalzeit","||heure normale de Brasilia","||hora est\xc3\xa1ndar de Brasilia","||\xe3\x83\x96\xe3\x83\xa9\xe3\x82\xb8\xe3\x83\xaa\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\xb7\xb4\xe8\xa5\xbf\xe5\x88\xa9\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","BRT||Hor\xc3\xa1rio Padr\xc3\xa3o de Bras\xc3\xadlia"],["America/Belize America/Costa_Rica America/El_Salvador America/Guatemala America/Managua America/Regina America/Swift_Current America/Tegucigalpa","CST||Central Standard Time","||Central Standard Time","||Nordamerikanische Zentral-Normalzeit","||heure normale du centre nord-am\xc3\xa9ricain","||hora est\xc3\xa1ndar central","||\xe7\xb1\xb3\xe5\x9b\xbd\xe4\xb8\xad\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\xad\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o Central"],["America/Boa_Vista America/Campo_Grande America/Cuiaba","||Amazon Standard Time|Amazon Summer Time","||Amazon Standard Time|Amazon Summer Time","||Amazonas-Normalzeit|Amazonas-Sommerzeit","||heure normale de l\xe2\x80\x99Amazonie|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Amazonie","||hora est\xc3\xa1ndar del Amazonas|hora de verano del Amazonas","||\xe3\x82\xa2\xe3\x83\x9e\xe3\x82\xbe\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa2\xe3\x83\x9e\xe3\x82\xbe\xe3\x83\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xba\x9a\xe9\xa9\xac\xe9\x80\x8a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xba\x9a\xe9\xa9\xac\xe9\x80\x8a\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","AMT|AMST|Hor\xc3\xa1rio Padr\xc3\xa3o do Amazonas|Hor\xc3\xa1rio de Ver\xc3\xa3o do Amazonas"],["America/Bogota","||Colombia Standard Time","||Colombia Standard Time","||Kolumbianische Normalzeit","||heure normale de Colombie","||hora est\xc3\xa1ndar de Colombia","||\xe3\x82\xb3\xe3\x83\xad\xe3\x83\xb3\xe3\x83\x93\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\x93\xa5\xe4\xbc\xa6\xe6\xaf\x94\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Col\xc3\xb4mbia"],["America/Boise America/Cambridge_Bay America/Ciudad_Juarez America/Denver America/Edmonton America/Inuvik","MST|MDT|Mountain Standard Time|Mountain Daylight Time","||Mountain Standard Time|Mountain Daylight Time","||Rocky-Mountains-Normalzeit|Rocky-Mountains-Sommerzeit","||heure normale des Rocheuses|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 des Rocheuses","||hora est\xc3\xa1ndar de las Monta\xc3\xb1as Rocosas|hora de verano de las Monta\xc3\xb1as Rocosas","||\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xb1\xb1\xe5\xb2\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xb1\xb1\xe5\xb2\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x8c\x97\xe7\xbe\x8e\xe5\xb1\xb1\xe5\x8c\xba\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe5\xb1\xb1\xe5\x8c\xba\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o das Montanhas|Hor\xc3\xa1rio de Ver\xc3\xa3o das Montanhas"],["America/Cancun","EST|CDT|Eastern Standard Time|Central Daylight Time","||Eastern Standard Time|Central Daylight Time","||Nordamerikanische Ostk\xc3\xbcsten-Normalzeit|Nordamerikanische Zentral-Sommerzeit","||heure normale de l\xe2\x80\x99Est nord-am\xc3\xa9ricain|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du centre nord-am\xc3\xa9ricain","||hora est\xc3\xa1ndar oriental|hora de verano central","||\xe7\xb1\xb3\xe5\x9b\xbd\xe6\x9d\xb1\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe7\xb1\xb3\xe5\x9b\xbd\xe4\xb8\xad\xe9\x83\xa8\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\x9c\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\xad\xe9\x83\xa8\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Leste|Hor\xc3\xa1rio de Ver\xc3\xa3o Central"],["America/Caracas","||Venezuela Time","||Venezuela Time","||Venezuela-Zeit","||heure du Venezuela","||hora de Venezuela","||\xe3\x83\x99\xe3\x83\x8d\xe3\x82\xba\xe3\x82\xa8\xe3\x83\xa9\xe6\x99\x82\xe9\x96\x93","||\xe5\xa7\x94\xe5\x86\x85\xe7\x91\x9e\xe6\x8b\x89\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Venezuela"],["America/Cayenne","||French Guiana Time","||French Guiana Time","||Franz\xc3\xb6sisch-Guayana-Zeit","||heure de la Guyane fran\xc3\xa7aise","||hora de la Guayana Francesa","||\xe4\xbb\x8f\xe9\xa0\x98\xe3\x82\xae\xe3\x82\xa2\xe3\x83\x8a\xe6\x99\x82\xe9\x96\x93","||\xe6\xb3\x95\xe5\xb1\x9e\xe5\x9c\xad\xe4\xba\x9a\xe9\x82\xa3\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Guiana Francesa"],["America/Chihuahua","CST||Central Standard Time|Mexican Pacific Daylight Time","||Central Standard Time|Mexican Pacific Daylight Time","||Nordamerikanische Zentral-Normalzeit|Mexikanische Pazifik-Sommerzeit","||heure normale du centre nord-am\xc3\xa9ricain|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du Pacifique mexicain","||hora est\xc3\xa1ndar central|hora de verano del Pac\xc3\xadfico de M\xc3\xa9xico","||\xe7\xb1\xb3\xe5\x9b\xbd\xe4\xb8\xad\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\xa1\xe3\x82\xad\xe3\x82\xb7\xe3\x82\xb3\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\xad\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xa2\xa8\xe8\xa5\xbf\xe5\x93\xa5\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o Central|Hor\xc3\xa1rio de Ver\xc3\xa3o do Pac\xc3\xadfico Mexicano"],["America/Coyhaique","||Chile Summer Time|Chile Summer Time","||Chile Summer Time|Chile Summer Time","||Chilenische Sommerzeit|Chilenische Sommerzeit","||heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du Chili|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du Chili","||hora de verano de Chile|hora de verano de Chile","||\xe3\x83\x81\xe3\x83\xaa\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x81\xe3\x83\xaa\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\x99\xba\xe5\x88\xa9\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4|\xe6\x99\xba\xe5\x88\xa9\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Ver\xc3\xa3o do Chile|Hor\xc3\xa1rio de Ver\xc3\xa3o do Chile"],["America/Creston America/Dawson_Creek America/Phoenix","MST||Mountain Standard Time","||Mountain Standard Time","||Rocky-Mountains-Normalzeit","||heure normale des Rocheuses","||hora est\xc3\xa1ndar de las Monta\xc3\xb1as Rocosas","||\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xb1\xb1\xe5\xb2\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\x8c\x97\xe7\xbe\x8e\xe5\xb1\xb1\xe5\x8c\xba\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o das Montanhas"],["America/Danmarkshavn","GMT||Greenwich Mean Time|West Greenland Summer Time","GMT||Greenwich Mean Time|West Greenland Summer Time","||Mittlere Greenwich-Zeit|Westgr\xc3\xb6nland-Sommerzeit","||heure moyenne de Greenwich|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Ouest du Groenland","GMT||hora del meridiano de Greenwich|hora de verano de Groenlandia occidental","||\xe3\x82\xb0\xe3\x83\xaa\xe3\x83\x8b\xe3\x83\x83\xe3\x82\xb8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xb0\xe3\x83\xaa\xe3\x83\xbc\xe3\x83\xb3\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe8\xa5\xbf\xe9\x83\xa8\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xa0\xbc\xe6\x9e\x97\xe5\xb0\xbc\xe6\xb2\xbb\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\xa0\xbc\xe9\x99\xb5\xe5\x85\xb0\xe5\xb2\x9b\xe8\xa5\xbf\xe9\x83\xa8\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Meridiano de Greenwich|Hor\xc3\xa1rio de Ver\xc3\xa3o da Groenl\xc3\xa2ndia Ocidental"],["America/Dawson America/Whitehorse","PST|PDT|Yukon Time|Pacific Daylight Time","||Yukon Time|Pacific Daylight Time","||Yukon-Zeit|Nordamerikanische Westk\xc3\xbcsten-Sommerzeit","||heure normale du Yukon|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du Pacifique nord-am\xc3\xa9ricain","||hora de Yuk\xc3\xb3n|hora de verano del Pac\xc3\xadfico","||\xe3\x83\xa6\xe3\x83\xbc\xe3\x82\xb3\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\x82\xb2\xe7\xa9\xba\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Yukon|Hor\xc3\xa1rio de Ver\xc3\xa3o do Pac\xc3\xadfico"],["America/Detroit America/Grand_Turk America/Indianapolis America/Indiana/Marengo America/Indiana/Petersburg America/Indiana/Vevay America/Indiana/Vincennes America/Indiana/Winamac America/Iqaluit America/Jamaica America/Louisville America/Kentucky/Monticello America/Nassau America/New_York America/Port-au-Prince America/Toronto","EST|EDT|Eastern Standard Time|Eastern Daylight Time","||Eastern Standard Time|Eastern Daylight Time","||Nordamerikanische Ostk\xc3\xbcsten-Normalzeit|Nordamerikanische Ostk\xc3\xbcsten-Sommerzeit","||heure normale de l\xe2\x80\x99Est nord-am\xc3\xa9ricain|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Est nord-am\xc3\xa9ricain","||hora est\xc3\xa1ndar oriental|hora de verano oriental","||\xe7\xb1\xb3\xe5\x9b\xbd\xe6\x9d\xb1\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe7\xb1\xb3\xe5\x9b\xbd\xe6\x9d\xb1\xe9\x83\xa8\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\x9c\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\x9c\xe9\x83\xa8\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Leste|Hor\xc3\xa1rio de Ver\xc3\xa3o do Leste"],["America/Eirunepe America/Rio_Branco","||Acre Standard Time","||Acre Standard Time","||Acre-Normalzeit","||heure normale de l\xe2\x80\x99Acre","||Hora est\xc3\xa1ndar de Acre","||\xe3\x82\xa2\xe3\x82\xaf\xe3\x83\xac\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe9\x98\xbf\xe5\x85\x8b\xe9\x87\x8c\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","ACT||Hor\xc3\xa1rio Padr\xc3\xa3o do Acre"],["America/Fort_Nelson","MST|PDT|Mountain Standard Time|Pacific Daylight Time","||Mountain Standard Time|Pacific Daylight Time","||Rocky-Mountains-Normalzeit|Nordamerikanische Westk\xc3\xbcsten-Sommerzeit","||heure normale des Rocheuses|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du Pacifique nord-am\xc3\xa9ricain","||hora est\xc3\xa1ndar de las Monta\xc3\xb1as Rocosas|hora de verano del Pac\xc3\xadfico","||\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xb1\xb1\xe5\xb2\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x8c\x97\xe7\xbe\x8e\xe5\xb1\xb1\xe5\x8c\xba\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o das Montanhas|Hor\xc3\xa1rio de Ver\xc3\xa3o do Pac\xc3\xadfico"],["America/Guayaquil","||Ecuador Time","||Ecuador Time","||Ecuadorianische Zeit","||heure de l\xe2\x80\x99\xc3\x89quateur","||hora de Ecuador","||\xe3\x82\xa8\xe3\x82\xaf\xe3\x82\xa2\xe3\x83\x89\xe3\x83\xab\xe6\x99\x82\xe9\x96\x93","||\xe5\x8e\x84\xe7\x93\x9c\xe5\xa4\x9a\xe5\xb0\x94\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Equador"],["America/Guyana","||Guyana Time","||Guyana Time","||Guyana-Zeit","||heure du Guyana","||hora de Guyana","||\xe3\x82\xac\xe3\x82\xa4\xe3\x82\xa2\xe3\x83\x8a\xe6\x99\x82\xe9\x96\x93","||\xe5\x9c\xad\xe4\xba\x9a\xe9\x82\xa3\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Guiana"],["America/Havana","||Cuba Standard Time|Cuba Daylight Time","||Cuba Standard Time|Cuba Daylight Time","||Kubanische Normalzeit|Kubanische Sommerzeit","||heure normale de Cuba|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Cuba","||hora est\xc3\xa1ndar de Cuba|hora de verano de Cuba","||\xe3\x82\xad\xe3\x83\xa5\xe3\x83\xbc\xe3\x83\x90\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xad\xe3\x83\xa5\xe3\x83\xbc\xe3\x83\x90\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x8f\xa4\xe5\xb7\xb4\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8f\xa4\xe5\xb7\xb4\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Cuba|Hor\xc3\xa1rio de Ver\xc3\xa3o de Cuba"],["America/Hermosillo","||Mexican Pacific Standard Time","||Mexican Pacific Standard Time","||Mexikanische Pazifik-Normalzeit","||heure normale du Pacifique mexicain","||hora est\xc3\xa1ndar del Pac\xc3\xadfico de M\xc3\xa9xico","||\xe3\x83\xa1\xe3\x82\xad\xe3\x82\xb7\xe3\x82\xb3\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\xa2\xa8\xe8\xa5\xbf\xe5\x93\xa5\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Pac\xc3\xadfico Mexicano"],["America/La_Paz","||Bolivia Time","||Bolivia Time","||Bolivianische Zeit","||heure de Bolivie","||hora de Bolivia","||\xe3\x83\x9c\xe3\x83\xaa\xe3\x83\x93\xe3\x82\xa2\xe6\x99\x82\xe9\x96\x93","||\xe7\x8e\xbb\xe5\x88\xa9\xe7\xbb\xb4\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Bol\xc3\xadvia"],["America/Lima","||Peru Standard Time|Peru Summer Time","||Peru Standard Time|Peru Summer Time","||Peruanische Normalzeit|Peruanische Sommerzeit","||heure normale du P\xc3\xa9rou|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du P\xc3\xa9rou","||hora est\xc3\xa1ndar de Per\xc3\xba|hora de verano de Per\xc3\xba","||\xe3\x83\x9a\xe3\x83\xab\xe3\x83\xbc\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x9a\xe3\x83\xab\xe3\x83\xbc\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe7\xa7\x98\xe9\xb2\x81\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe7\xa7\x98\xe9\xb2\x81\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Peru|Hor\xc3\xa1rio de Ver\xc3\xa3o do Peru"],["America/Los_Angeles America/Tijuana America/Vancouver","PST|PDT|Pacific Standard Time|Pacific Daylight Time","||Pacific Standard Time|Pacific Daylight Time","||Nordamerikanische Westk\xc3\xbcsten-Normalzeit|Nordamerikanische Westk\xc3\xbcsten-Sommerzeit","||heure normale du Pacifique nord-am\xc3\xa9ricain|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du Pacifique nord-am\xc3\xa9ricain","||hora est\xc3\xa1ndar del Pac\xc3\xadfico|hora de verano del Pac\xc3\xadfico","||\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x8c\x97\xe7\xbe\x8e\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Pac\xc3\xadfico|Hor\xc3\xa1rio de Ver\xc3\xa3o do Pac\xc3\xadfico"],["America/Manaus America/Porto_Velho","||Amazon Standard Time","||Amazon Standard Time","||Amazonas-Normalzeit","||heure normale de l\xe2\x80\x99Amazonie","||hora est\xc3\xa1ndar del Amazonas","||\xe3\x82\xa2\xe3\x83\x9e\xe3\x82\xbe\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe4\xba\x9a\xe9\xa9\xac\xe9\x80\x8a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","AMT||Hor\xc3\xa1rio Padr\xc3\xa3o do Amazonas"],["America/Mazatlan","||Mexican Pacific Standard Time|Mexican Pacific Daylight Time","||Mexican Pacific Standard Time|Mexican Pacific Daylight Time","||Mexikanische Pazifik-Normalzeit|Mexikanische Pazifik-Sommerzeit","||heure normale du Pacifique mexicain|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du Pacifique mexicain","||hora est\xc3\xa1ndar del Pac\xc3\xadfico de M\xc3\xa9xico|hora de verano del Pac\xc3\xadfico de M\xc3\xa9xico","||\xe3\x83\xa1\xe3\x82\xad\xe3\x82\xb7\xe3\x82\xb3\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\xa1\xe3\x82\xad\xe3\x82\xb7\xe3\x82\xb3\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\xa2\xa8\xe8\xa5\xbf\xe5\x93\xa5\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xa2\xa8\xe8\xa5\xbf\xe5\x93\xa5\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Pac\xc3\xadfico Mexicano|Hor\xc3\xa1rio de Ver\xc3\xa3o do Pac\xc3\xadfico Mexicano"],["America/Miquelon","AST||St. Pierre & Miquelon Standard Time|St. Pierre & Miquelon Daylight Time","||St Pierre & Miquelon Standard Time|St Pierre & Miquelon Daylight Time","||St.-Pierre-und-Miquelon-Normalzeit|St.-Pierre-und-Miquelon-Sommerzeit","||heure normale de Saint-Pierre-et-Miquelon|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Saint-Pierre-et-Miquelon","||hora est\xc3\xa1ndar de San Pedro y Miquel\xc3\xb3n|hora de verano de San Pedro y Miquel\xc3\xb3n","||\xe3\x82\xb5\xe3\x83\xb3\xe3\x83\x94\xe3\x82\xa8\xe3\x83\xbc\xe3\x83\xab\xe5\xb3\xb6\xe3\x83\xbb\xe3\x83\x9f\xe3\x82\xaf\xe3\x83\xad\xe3\x83\xb3\xe5\xb3\xb6\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xb5\xe3\x83\xb3\xe3\x83\x94\xe3\x82\xa8\xe3\x83\xbc\xe3\x83\xab\xe5\xb3\xb6\xe3\x83\xbb\xe3\x83\x9f\xe3\x82\xaf\xe3\x83\xad\xe3\x83\xb3\xe5\xb3\xb6\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x9c\xa3\xe7\x9a\xae\xe5\x9f\x83\xe5\xb0\x94\xe5\x92\x8c\xe5\xaf\x86\xe5\x85\x8b\xe9\x9a\x86\xe7\xbe\xa4\xe5\xb2\x9b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x9c\xa3\xe7\x9a\xae\xe5\x9f\x83\xe5\xb0\x94\xe5\x92\x8c\xe5\xaf\x86\xe5\x85\x8b\xe9\x9a\x86\xe7\xbe\xa4\xe5\xb2\x9b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de S\xc3\xa3o Pedro e Miquel\xc3\xa3o|Hor\xc3\xa1rio Ver\xc3\xa3o de S\xc3\xa3o Pedro e Miquel\xc3\xa3o"],["America/Montevideo","||Uruguay Standard Time|Uruguay Summer Time","||Uruguay Standard Time|Uruguay Summer Time","||Uruguayische Normalzeit|Uruguayische Sommerzeit","||heure normale de l\xe2\x80\x99Uruguay|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Uruguay","||hora est\xc3\xa1ndar de Uruguay|hora de verano de Uruguay","||\xe3\x82\xa6\xe3\x83\xab\xe3\x82\xb0\xe3\x82\xa2\xe3\x82\xa4\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa6\xe3\x83\xab\xe3\x82\xb0\xe3\x82\xa2\xe3\x82\xa4\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xb9\x8c\xe6\x8b\x89\xe5\x9c\xad\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb9\x8c\xe6\x8b\x89\xe5\x9c\xad\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Uruguai|Hor\xc3\xa1rio de Ver\xc3\xa3o do Uruguai"],["America/Noronha","||Fernando de Noronha Standard Time|Fernando de Noronha Summer Time","||Fernando de Noronha Standard Time|Fernando de Noronha Summer Time","||Fernando-de-Noronha-Normalzeit|Fernando-de-Noronha-Sommerzeit","||heure normale de Fernando de Noronha|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Fernando de Noronha","||hora est\xc3\xa1ndar de Fernando de Noronha|hora de verano de Fernando de Noronha","||\xe3\x83\x95\xe3\x82\xa7\xe3\x83\xab\xe3\x83\x8a\xe3\x83\xb3\xe3\x83\x89\xe3\x83\xbb\xe3\x83\x87\xe3\x83\xbb\xe3\x83\x8e\xe3\x83\xad\xe3\x83\xbc\xe3\x83\x8b\xe3\x83\xa3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x95\xe3\x82\xa7\xe3\x83\xab\xe3\x83\x8a\xe3\x83\xb3\xe3\x83\x89\xe3\x83\xbb\xe3\x83\x87\xe3\x83\xbb\xe3\x83\x8e\xe3\x83\xad\xe3\x83\xbc\xe3\x83\x8b\xe3\x83\xa3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\xb4\xb9\xe5\xb0\x94\xe5\x8d\x97\xe5\xa4\x9a-\xe8\xbf\xaa\xe8\xaf\xba\xe7\xbd\x97\xe5\xb0\xbc\xe4\xba\x9a\xe5\xb2\x9b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\xb4\xb9\xe5\xb0\x94\xe5\x8d\x97\xe5\xa4\x9a-\xe8\xbf\xaa\xe8\xaf\xba\xe7\xbd\x97\xe5\xb0\xbc\xe4\xba\x9a\xe5\xb2\x9b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Fernando de Noronha|Hor\xc3\xa1rio de Ver\xc3\xa3o de Fernando de Noronha"],["America/Godthab","||Greenland Standard Time|Greenland Summer Time","||Greenland Standard Time|Greenland Summer Time","||Westgr\xc3\xb6nland-Normalzeit|Westgr\xc3\xb6nland-Sommerzeit","||heure normale de l\xe2\x80\x99Ouest du Groenland|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Ouest du Groenland","||hora est\xc3\xa1ndar de Groenlandia occidental|hora de verano de Groenlandia occidental","||\xe3\x82\xb0\xe3\x83\xaa\xe3\x83\xbc\xe3\x83\xb3\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe8\xa5\xbf\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xb0\xe3\x83\xaa\xe3\x83\xbc\xe3\x83\xb3\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe8\xa5\xbf\xe9\x83\xa8\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xa0\xbc\xe9\x99\xb5\xe5\x85\xb0\xe5\xb2\x9b\xe8\xa5\xbf\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\xa0\xbc\xe9\x99\xb5\xe5\x85\xb0\xe5\xb2\x9b\xe8\xa5\xbf\xe9\x83\xa8\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Groenl\xc3\xa2ndia Ocidental|Hor\xc3\xa1rio de Ver\xc3\xa3o da Groenl\xc3\xa2ndia Ocidental"],["America/Paramaribo","||Suriname Time","||Suriname Time","||Suriname-Zeit","||heure du Suriname","||hora de Surinam","||\xe3\x82\xb9\xe3\x83\xaa\xe3\x83\x8a\xe3\x83\xa0\xe6\x99\x82\xe9\x96\x93","||\xe8\x8b\x8f\xe9\x87\x8c\xe5\x8d\x97\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Suriname"],["America/Punta_Arenas America/Santiago Antarctica/Palmer","||Chile Standard Time|Chile Summer Time","||Chile Standard Time|Chile Summer Time","||Chilenische Normalzeit|Chilenische Sommerzeit","||heure normale du Chili|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du Chili","||hora est\xc3\xa1ndar de Chile|hora de verano de Chile","||\xe3\x83\x81\xe3\x83\xaa\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x81\xe3\x83\xaa\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\x99\xba\xe5\x88\xa9\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\x99\xba\xe5\x88\xa9\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Chile|Hor\xc3\xa1rio de Ver\xc3\xa3o do Chile"],["America/Scoresbysund","||Greenland Standard Time|Greenland Summer Time","||Greenland Standard Time|Greenland Summer Time","||Ostgr\xc3\xb6nland-Normalzeit|Ostgr\xc3\xb6nland-Sommerzeit","||heure normale de l\xe2\x80\x99Est du Groenland|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Est du Groenland","||hora est\xc3\xa1ndar de Groenlandia oriental|hora de verano de Groenlandia oriental","||\xe3\x82\xb0\xe3\x83\xaa\xe3\x83\xbc\xe3\x83\xb3\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x9d\xb1\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xb0\xe3\x83\xaa\xe3\x83\xbc\xe3\x83\xb3\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x9d\xb1\xe9\x83\xa8\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xa0\xbc\xe9\x99\xb5\xe5\x85\xb0\xe5\xb2\x9b\xe4\xb8\x9c\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\xa0\xbc\xe9\x99\xb5\xe5\x85\xb0\xe5\xb2\x9b\xe4\xb8\x9c\xe9\x83\xa8\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Groel\xc3\xa2ndia Oriental|Hor\xc3\xa1rio de Ver\xc3\xa3o da Groel\xc3\xa2ndia Oriental"],["America/St_Johns","||Newfoundland Standard Time|Newfoundland Daylight Time","||Newfoundland Standard Time|Newfoundland Daylight Time","||Neufundland-Normalzeit|Neufundland-Sommerzeit","||heure normale de Terre-Neuve|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Terre-Neuve","||hora est\xc3\xa1ndar de Terranova|hora de verano de Terranova","||\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x83\x95\xe3\x82\xa1\xe3\x83\xb3\xe3\x83\x89\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x83\x95\xe3\x82\xa1\xe3\x83\xb3\xe3\x83\x89\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe7\xba\xbd\xe8\x8a\xac\xe5\x85\xb0\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe7\xba\xbd\xe8\x8a\xac\xe5\x85\xb0\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Terra Nova|Hor\xc3\xa1rio de Ver\xc3\xa3o da Terra Nova"],["Antarctica/Casey","||Australian Western Standard Time|Casey Time","||Australian Western Standard Time|Casey Time","||Westaustralische Normalzeit|Casey-Zeit","||heure normale de l\xe2\x80\x99Ouest de l\xe2\x80\x99Australie","||hora est\xc3\xa1ndar de Australia occidental","||\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe8\xa5\xbf\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xb1\xe3\x82\xa4\xe3\x82\xb7\xe3\x83\xbc\xe5\x9f\xba\xe5\x9c\xb0\xe6\x99\x82\xe9\x96\x93","||\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe8\xa5\xbf\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x87\xaf\xe8\xa5\xbf\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Austr\xc3\xa1lia Ocidental"],["Antarctica/Davis","||Davis Time|Davis Time","||Davis Time|Davis Time","||Davis-Zeit|Davis-Zeit","||heure de Davis|heure de Davis","||hora de Davis|hora de Davis","||\xe3\x83\x87\xe3\x83\xbc\xe3\x83\x93\xe3\x82\xb9\xe5\x9f\xba\xe5\x9c\xb0\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x87\xe3\x83\xbc\xe3\x83\x93\xe3\x82\xb9\xe5\x9f\xba\xe5\x9c\xb0\xe6\x99\x82\xe9\x96\x93","||\xe6\x88\xb4\xe7\xbb\xb4\xe6\x96\xaf\xe6\x97\xb6\xe9\x97\xb4|\xe6\x88\xb4\xe7\xbb\xb4\xe6\x96\xaf\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Davis|Hor\xc3\xa1rio de Davis"],["Antarctica/DumontDUrville","||Dumont d\xe2\x80\x99Urville Time","||Dumont d\xe2\x80\x99Urville Time","||Dumont-d\xe2\x80\x99Urville-Zeit","||heure de Dumont-d\xe2\x80\x99Urville","||hora de Dumont-d\xe2\x80\x99Urville","||\xe3\x83\x87\xe3\x83\xa5\xe3\x83\xa2\xe3\x83\xb3\xe3\x83\xbb\xe3\x83\x87\xe3\x83\xa5\xe3\x83\xab\xe3\x83\xb4\xe3\x82\xa3\xe3\x83\xab\xe5\x9f\xba\xe5\x9c\xb0\xe6\x99\x82\xe9\x96\x93","||\xe8\xbf\xaa\xe8\x92\x99\xc2\xb7\xe8\xbf\xaa\xe7\xbb\xb4\xe5\xb0\x94\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Dumont-d\xe2\x80\x99Urville"],["Antarctica/Macquarie Australia/Brisbane Australia/Hobart Australia/Lindeman Australia/Melbourne Australia/Sydney","||Australian Eastern Standard Time|Australian Eastern Daylight Time","||Australian Eastern Standard Time|Australian Eastern Daylight Time","||Ostaustralische Normalzeit|Ostaustralische Sommerzeit","||heure normale de l\xe2\x80\x99Est de l\xe2\x80\x99Australie|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Est de l\xe2\x80\x99Australie","||hora est\xc3\xa1ndar de Australia oriental|hora de verano de Australia oriental","||\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe6\x9d\xb1\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe6\x9d\xb1\xe9\x83\xa8\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe4\xb8\x9c\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe4\xb8\x9c\xe9\x83\xa8\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Austr\xc3\xa1lia Oriental|Hor\xc3\xa1rio de Ver\xc3\xa3o da Austr\xc3\xa1lia Oriental"],["Antarctica/Mawson","||Mawson Time","||Mawson Time","||Mawson-Zeit","||heure de Mawson","||hora de Mawson","||\xe3\x83\xa2\xe3\x83\xbc\xe3\x82\xbd\xe3\x83\xb3\xe5\x9f\xba\xe5\x9c\xb0\xe6\x99\x82\xe9\x96\x93","||\xe8\x8e\xab\xe6\xa3\xae\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Mawson"],["Antarctica/McMurdo Pacific/Auckland","||New Zealand Standard Time|New Zealand Daylight Time","||New Zealand Standard Time|New Zealand Daylight Time","||Neuseeland-Normalzeit|Neuseeland-Sommerzeit","||heure normale de la Nouvelle-Z\xc3\xa9lande|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de la Nouvelle-Z\xc3\xa9lande","||hora est\xc3\xa1ndar de Nueva Zelanda|hora de verano de Nueva Zelanda","||\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb8\xe3\x83\xbc\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb8\xe3\x83\xbc\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\x96\xb0\xe8\xa5\xbf\xe5\x85\xb0\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\x96\xb0\xe8\xa5\xbf\xe5\x85\xb0\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Nova Zel\xc3\xa2ndia|Hor\xc3\xa1rio de Ver\xc3\xa3o da Nova Zel\xc3\xa2ndia"],["Antarctica/Rothera","||Rothera Time","||Rothera Time","||Rothera-Zeit","||heure de Rothera","||hora de Rothera","||\xe3\x83\xad\xe3\x82\xbc\xe3\x83\xa9\xe5\x9f\xba\xe5\x9c\xb0\xe6\x99\x82\xe9\x96\x93","||\xe7\xbd\x97\xe7\x91\x9f\xe6\x8b\x89\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Rothera"],["Antarctica/Syowa","||Syowa Time","||Syowa Time","||Syowa-Zeit","||heure de Syowa","||hora de Syowa","||\xe6\x98\xad\xe5\x92\x8c\xe5\x9f\xba\xe5\x9c\xb0\xe6\x99\x82\xe9\x96\x93","||\xe6\x98\xad\xe5\x92\x8c\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Syowa"],["Antarctica/Vostok","||Vostok Time","||Vostok Time","||Wostok-Zeit","||heure de Vostok","||hora de Vostok","||\xe3\x83\x9c\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xbc\xe3\x82\xaf\xe5\x9f\xba\xe5\x9c\xb0\xe6\x99\x82\xe9\x96\x93","||\xe6\xb2\x83\xe6\x96\xaf\xe6\x89\x98\xe5\x85\x8b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Vostok"],["Asia/Aden Asia/Bahrain Asia/Kuwait Asia/Qatar Asia/Riyadh","||Arabian Standard Time","||Arabian Standard Time","||Arabische Normalzeit","||heure normale de l\xe2\x80\x99Arabie","||hora est\xc3\xa1ndar de Arabia","||\xe3\x82\xa2\xe3\x83\xa9\xe3\x83\x93\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe9\x98\xbf\xe6\x8b\x89\xe4\xbc\xaf\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Ar\xc3\xa1bia"],["Asia/Almaty","||Kazakhstan Time|Almaty Summer Time","||Kazakhstan Time|Almaty Summer Time","||Kasachische Zeit|Almaty-Sommerzeit","||heure du Kazakhstan|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Alma Ata","||hora de Kazajist\xc3\xa1n","||\xe3\x82\xab\xe3\x82\xb6\xe3\x83\x95\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa2\xe3\x83\xab\xe3\x83\x9e\xe3\x83\x88\xe3\x82\xa4\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x93\x88\xe8\x90\xa8\xe5\x85\x8b\xe6\x96\xaf\xe5\x9d\xa6\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe6\x8b\x89\xe6\x9c\xa8\xe5\x9b\xbe\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Cazaquist\xc3\xa3o|Hor\xc3\xa1rio de Ver\xc3\xa3o do Almaty"],["Asia/Anadyr","||Kamchatka Standard Time|Anadyr Summer Time","||Kamchatka Standard Time|Anadyr Summer Time","||Kamtschatka-Normalzeit|Anadyr Sommerzeit","||heure normale de Petropavlovsk-Kamchatski|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Anadyr","||hora est\xc3\xa1ndar de Kamchatka|hora de verano de Anadyr","||\xe3\x83\x9a\xe3\x83\x88\xe3\x83\xad\xe3\x83\x91\xe3\x83\x96\xe3\x83\xad\xe3\x83\x95\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xbb\xe3\x82\xab\xe3\x83\xa0\xe3\x83\x81\xe3\x83\xa3\xe3\x83\x84\xe3\x82\xad\xe3\x83\xbc\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa2\xe3\x83\x8a\xe3\x83\x87\xe3\x82\xa3\xe3\x83\xaa\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\xbd\xbc\xe5\xbe\x97\xe7\xbd\x97\xe5\xb7\xb4\xe7\x94\xab\xe6\xb4\x9b\xe5\xa4\xab\xe6\x96\xaf\xe5\x85\x8b-\xe5\xa0\xaa\xe5\xaf\x9f\xe5\x8a\xa0\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe7\xba\xb3\xe5\xbe\xb7\xe5\xb0\x94\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Petropavlovsk-Kamchatski|Hor\xc3\xa1rio de Ver\xc3\xa3o do Anadyr"],["Asia/Aqtau","||Kazakhstan Time|Aqtau Summer Time","||Kazakhstan Time|Aqtau Summer Time","||Kasachische Zeit|Aqtau-Sommerzeit","||heure du Kazakhstan|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Aktaou","||hora de Kazajist\xc3\xa1n|Hora de verano de Aktau","||\xe3\x82\xab\xe3\x82\xb6\xe3\x83\x95\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa2\xe3\x82\xaf\xe3\x82\xbf\xe3\x82\xa6\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x93\x88\xe8\x90\xa8\xe5\x85\x8b\xe6\x96\xaf\xe5\x9d\xa6\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe5\x85\x8b\xe5\xa5\x97\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Cazaquist\xc3\xa3o|Hor\xc3\xa1rio de Ver\xc3\xa3o do Aqtau"],["Asia/Aqtobe","||Kazakhstan Time|Aqtobe Summer Time","||Kazakhstan Time|Aqtobe Summer Time","||Kasachische Zeit|Aqt\xc3\xb6be-Sommerzeit","||heure du Kazakhstan|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Aqt\xc3\xb6be","||hora de Kazajist\xc3\xa1n|Hora de verano de Aktobe","||\xe3\x82\xab\xe3\x82\xb6\xe3\x83\x95\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa2\xe3\x82\xaf\xe3\x83\x88\xe3\x83\x99\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x93\x88\xe8\x90\xa8\xe5\x85\x8b\xe6\x96\xaf\xe5\x9d\xa6\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe5\x85\x8b\xe6\x89\x98\xe5\x88\xab\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Cazaquist\xc3\xa3o|Hor\xc3\xa1rio de Ver\xc3\xa3o do Aqtobe"],["Asia/Ashgabat","||Turkmenistan Standard Time","||Turkmenistan Standard Time","||Turkmenische Normalzeit","||heure normale du Turkm\xc3\xa9nistan","||hora est\xc3\xa1ndar de Turkmenist\xc3\xa1n","||\xe3\x83\x88\xe3\x83\xab\xe3\x82\xaf\xe3\x83\xa1\xe3\x83\x8b\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\x9c\x9f\xe5\xba\x93\xe6\x9b\xbc\xe6\x96\xaf\xe5\x9d\xa6\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Turcomenist\xc3\xa3o"],["Asia/Atyrau Asia/Oral Asia/Qostanay","||Kazakhstan Time","||Kazakhstan Time","||Kasachische Zeit","||heure du Kazakhstan","||hora de Kazajist\xc3\xa1n","||\xe3\x82\xab\xe3\x82\xb6\xe3\x83\x95\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93","||\xe5\x93\x88\xe8\x90\xa8\xe5\x85\x8b\xe6\x96\xaf\xe5\x9d\xa6\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Cazaquist\xc3\xa3o"],["Asia/Baghdad","||Arabian Standard Time|Arabian Daylight Time","||Arabian Standard Time|Arabian Daylight Time","||Arabische Normalzeit|Arabische Sommerzeit","||heure normale de l\xe2\x80\x99Arabie|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99Arabie","||hora est\xc3\xa1ndar de Arabia|hora de verano de Arabia","||\xe3\x82\xa2\xe3\x83\xa9\xe3\x83\x93\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa2\xe3\x83\xa9\xe3\x83\x93\xe3\x82\xa2\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe9\x98\xbf\xe6\x8b\x89\xe4\xbc\xaf\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe6\x8b\x89\xe4\xbc\xaf\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Ar\xc3\xa1bia|Hor\xc3\xa1rio de Ver\xc3\xa3o da Ar\xc3\xa1bia"],["Asia/Baku","||Azerbaijan Standard Time|Azerbaijan Summer Time","||Azerbaijan Standard Time|Azerbaijan Summer Time","||Aserbeidschanische Normalzeit|Aserbaidschanische Sommerzeit","||heure normale de l\xe2\x80\x99Azerba\xc3\xafdjan|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Azerba\xc3\xafdjan","||hora est\xc3\xa1ndar de Azerbaiy\xc3\xa1n|hora de verano de Azerbaiy\xc3\xa1n","||\xe3\x82\xa2\xe3\x82\xbc\xe3\x83\xab\xe3\x83\x90\xe3\x82\xa4\xe3\x82\xb8\xe3\x83\xa3\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa2\xe3\x82\xbc\xe3\x83\xab\xe3\x83\x90\xe3\x82\xa4\xe3\x82\xb8\xe3\x83\xa3\xe3\x83\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe9\x98\xbf\xe5\xa1\x9e\xe6\x8b\x9c\xe7\x96\x86\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe5\xa1\x9e\xe6\x8b\x9c\xe7\x96\x86\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Arzeibaij\xc3\xa3o|Hor\xc3\xa1rio de Ver\xc3\xa3o do Arzeibaij\xc3\xa3o"],["Asia/Bangkok Asia/Saigon Asia/Phnom_Penh Asia/Vientiane","||Indochina Time","||Indochina Time","||Indochina-Zeit","||heure d\xe2\x80\x99Indochine","||hora de Indochina","||\xe3\x82\xa4\xe3\x83\xb3\xe3\x83\x89\xe3\x82\xb7\xe3\x83\x8a\xe6\x99\x82\xe9\x96\x93","||\xe4\xb8\xad\xe5\x8d\x97\xe5\x8d\x8a\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Indochina"],["Asia/Barnaul Asia/Tomsk","||Krasnoyarsk Standard Time","||Krasnoyarsk Standard Time","||Krasnojarsker Normalzeit","||heure normale de Krasno\xc3\xafarsk","||hora est\xc3\xa1ndar de Krasnoyarsk","||\xe3\x82\xaf\xe3\x83\xa9\xe3\x82\xb9\xe3\x83\x8e\xe3\x83\xa4\xe3\x83\xab\xe3\x82\xb9\xe3\x82\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\x85\x8b\xe6\x8b\x89\xe6\x96\xaf\xe8\xaf\xba\xe4\xba\x9a\xe5\xb0\x94\xe6\x96\xaf\xe5\x85\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Krasnoyarsk"],["Asia/Bishkek","||Kyrgyzstan Time","||Kyrgyzstan Time","||Kirgisische Zeit","||heure du Kirghizistan","||hora de Kirguist\xc3\xa1n","||\xe3\x82\xad\xe3\x83\xab\xe3\x82\xae\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93","||\xe5\x90\x89\xe5\xb0\x94\xe5\x90\x89\xe6\x96\xaf\xe6\x96\xaf\xe5\x9d\xa6\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Quirguist\xc3\xa3o"],["Asia/Brunei","||Brunei Time","||Brunei Time","||Brunei-Darussalam-Zeit","||heure du Brunei","||hora de Brun\xc3\xa9i","||\xe3\x83\x96\xe3\x83\xab\xe3\x83\x8d\xe3\x82\xa4\xe6\x99\x82\xe9\x96\x93","||\xe6\x96\x87\xe8\x8e\xb1\xe8\xbe\xbe\xe9\xb2\x81\xe8\x90\xa8\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Brunei Darussalam"],["Asia/Chita Asia/Yakutsk","||Yakutsk Standard Time|Yakutsk Summer Time","||Yakutsk Standard Time|Yakutsk Summer Time","||Jakutsker Normalzeit|Jakutsker Sommerzeit","||heure normale de Iakoutsk|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Iakoutsk","||hora est\xc3\xa1ndar de Yakutsk|hora de verano de Yakutsk","||\xe3\x83\xa4\xe3\x82\xaf\xe3\x83\xbc\xe3\x83\x84\xe3\x82\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\xa4\xe3\x82\xaf\xe3\x83\xbc\xe3\x83\x84\xe3\x82\xaf\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe9\x9b\x85\xe5\xba\x93\xe8\x8c\xa8\xe5\x85\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe9\x9b\x85\xe5\xba\x93\xe8\x8c\xa8\xe5\x85\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Yakutsk|Hor\xc3\xa1rio de Ver\xc3\xa3o de Yakutsk"],["Asia/Colombo Asia/Calcutta","||India Standard Time","||India Standard Time","||Indische Normalzeit","||heure de l\xe2\x80\x99Inde","||hora est\xc3\xa1ndar de la India","||\xe3\x82\xa4\xe3\x83\xb3\xe3\x83\x89\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\x8d\xb0\xe5\xba\xa6\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da \xc3\x8dndia"],["Asia/Dhaka","||Bangladesh Standard Time","||Bangladesh Standard Time","||Bangladesch-Normalzeit","||heure normale du Bangladesh","||hora est\xc3\xa1ndar de Banglad\xc3\xa9s","||\xe3\x83\x90\xe3\x83\xb3\xe3\x82\xb0\xe3\x83\xa9\xe3\x83\x87\xe3\x82\xb7\xe3\x83\xa5\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\xad\x9f\xe5\x8a\xa0\xe6\x8b\x89\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Bangladesh"],["Asia/Dili","||Timor-Leste Time","||Timor-Leste Time","||Osttimor-Zeit","||heure du Timor oriental","||hora de Timor Oriental","||\xe6\x9d\xb1\xe3\x83\x86\xe3\x82\xa3\xe3\x83\xa2\xe3\x83\xbc\xe3\x83\xab\xe6\x99\x82\xe9\x96\x93","||\xe4\xb8\x9c\xe5\xb8\x9d\xe6\xb1\xb6\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Timor-Leste"],["Asia/Dubai Asia/Muscat","||Gulf Standard Time","GST||Gulf Standard Time","||Golf-Zeit","||heure du Golfe","||hora est\xc3\xa1ndar del Golfo","||\xe6\xb9\xbe\xe5\xb2\xb8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\xb5\xb7\xe6\xb9\xbe\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Golfo"],["Asia/Dushanbe","||Tajikistan Time","||Tajikistan Time","||Tadschikische Zeit","||heure du Tadjikistan","||hora de Tayikist\xc3\xa1n","||\xe3\x82\xbf\xe3\x82\xb8\xe3\x82\xad\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93","||\xe5\xa1\x94\xe5\x90\x89\xe5\x85\x8b\xe6\x96\xaf\xe5\x9d\xa6\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Tajiquist\xc3\xa3o"],["Asia/Hong_Kong","||Hong Kong Standard Time","||Hong Kong Standard Time","||Hongkong-Normalzeit","||heure normale de Hong Kong","||hora est\xc3\xa1ndar de Hong Kong","||\xe9\xa6\x99\xe6\xb8\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe9\xa6\x99\xe6\xb8\xaf\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Hong Kong"],["Asia/Hovd","||Khovd Standard Time|Khovd Summer Time","||Khovd Standard Time|Khovd Summer Time","||Chowd-Normalzeit|Chowd-Sommerzeit","||heure normale de Hovd|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Hovd","||hora est\xc3\xa1ndar de Hovd|hora de verano de Hovd","||\xe3\x83\x9b\xe3\x83\x96\xe3\x83\x89\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x9b\xe3\x83\x96\xe3\x83\x89\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe7\xa7\x91\xe5\xb8\x83\xe5\xa4\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe7\xa7\x91\xe5\xb8\x83\xe5\xa4\x9a\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Hovd|Hor\xc3\xa1rio de Ver\xc3\xa3o de Hovd"],["Asia/Irkutsk","||Irkutsk Standard Time|Irkutsk Summer Time","||Irkutsk Standard Time|Irkutsk Summer Time","||Irkutsker Normalzeit|Irkutsker Sommerzeit","||heure normale d\xe2\x80\x99Irkoutsk|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Irkoutsk","||hora est\xc3\xa1ndar de Irkutsk|hora de verano de Irkutsk","||\xe3\x82\xa4\xe3\x83\xab\xe3\x82\xaf\xe3\x83\xbc\xe3\x83\x84\xe3\x82\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa4\xe3\x83\xab\xe3\x82\xaf\xe3\x83\xbc\xe3\x83\x84\xe3\x82\xaf\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xbc\x8a\xe5\xb0\x94\xe5\xba\x93\xe8\x8c\xa8\xe5\x85\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xbc\x8a\xe5\xb0\x94\xe5\xba\x93\xe8\x8c\xa8\xe5\x85\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Irkutsk|Hor\xc3\xa1rio de Ver\xc3\xa3o de Irkutsk"],["Asia/Jakarta Asia/Pontianak","||Western Indonesia Time","||Western Indonesia Time","||Westindonesische Zeit","||heure de l\xe2\x80\x99Ouest indon\xc3\xa9sien","||hora de Indonesia occidental","||\xe3\x82\xa4\xe3\x83\xb3\xe3\x83\x89\xe3\x83\x8d\xe3\x82\xb7\xe3\x82\xa2\xe8\xa5\xbf\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93","||\xe5\x8d\xb0\xe5\xba\xa6\xe5\xb0\xbc\xe8\xa5\xbf\xe4\xba\x9a\xe8\xa5\xbf\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Indon\xc3\xa9sia Ocidental"],["Asia/Jayapura","||Eastern Indonesia Time","||Eastern Indonesia Time","||Ostindonesische Zeit","||heure de l\xe2\x80\x99Est indon\xc3\xa9sien","||hora de Indonesia oriental","||\xe3\x82\xa4\xe3\x83\xb3\xe3\x83\x89\xe3\x83\x8d\xe3\x82\xb7\xe3\x82\xa2\xe6\x9d\xb1\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93","||\xe5\x8d\xb0\xe5\xba\xa6\xe5\xb0\xbc\xe8\xa5\xbf\xe4\xba\x9a\xe4\xb8\x9c\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Indon\xc3\xa9sia Oriental"],["Asia/Jerusalem","||Israel Standard Time|Israel Daylight Time","||Israel Standard Time|Israel Daylight Time","||Israelische Normalzeit|Israelische Sommerzeit","||heure normale d\xe2\x80\x99Isra\xc3\xabl|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Isra\xc3\xabl","||hora est\xc3\xa1ndar de Israel|hora de verano de Israel","||\xe3\x82\xa4\xe3\x82\xb9\xe3\x83\xa9\xe3\x82\xa8\xe3\x83\xab\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa4\xe3\x82\xb9\xe3\x83\xa9\xe3\x82\xa8\xe3\x83\xab\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xbb\xa5\xe8\x89\xb2\xe5\x88\x97\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xbb\xa5\xe8\x89\xb2\xe5\x88\x97\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Israel|Hor\xc3\xa1rio de Ver\xc3\xa3o de Israel"],["Asia/Kabul","||Afghanistan Time","||Afghanistan Time","||Afghanistan-Zeit","||heure de l\xe2\x80\x99Afghanistan","||hora de Afganist\xc3\xa1n","||\xe3\x82\xa2\xe3\x83\x95\xe3\x82\xac\xe3\x83\x8b\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93","||\xe9\x98\xbf\xe5\xaf\x8c\xe6\xb1\x97\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Afeganist\xc3\xa3o"],["Asia/Kamchatka","||Kamchatka Standard Time|Kamchatka Summer Time","||Kamchatka Standard Time|Kamchatka Summer Time","||Kamtschatka-Normalzeit|Kamtschatka-Sommerzeit","||heure normale de Petropavlovsk-Kamchatski|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Petropavlovsk-Kamchatski","||hora est\xc3\xa1ndar de Kamchatka|hora de verano de Kamchatka","||\xe3\x83\x9a\xe3\x83\x88\xe3\x83\xad\xe3\x83\x91\xe3\x83\x96\xe3\x83\xad\xe3\x83\x95\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xbb\xe3\x82\xab\xe3\x83\xa0\xe3\x83\x81\xe3\x83\xa3\xe3\x83\x84\xe3\x82\xad\xe3\x83\xbc\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x9a\xe3\x83\x88\xe3\x83\xad\xe3\x83\x91\xe3\x83\x96\xe3\x83\xad\xe3\x83\x95\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xbb\xe3\x82\xab\xe3\x83\xa0\xe3\x83\x81\xe3\x83\xa3\xe3\x83\x84\xe3\x82\xad\xe3\x83\xbc\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\xbd\xbc\xe5\xbe\x97\xe7\xbd\x97\xe5\xb7\xb4\xe7\x94\xab\xe6\xb4\x9b\xe5\xa4\xab\xe6\x96\xaf\xe5\x85\x8b-\xe5\xa0\xaa\xe5\xaf\x9f\xe5\x8a\xa0\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xbd\xbc\xe5\xbe\x97\xe7\xbd\x97\xe5\xb7\xb4\xe7\x94\xab\xe6\xb4\x9b\xe5\xa4\xab\xe6\x96\xaf\xe5\x85\x8b-\xe5\xa0\xaa\xe5\xaf\x9f\xe5\x8a\xa0\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Petropavlovsk-Kamchatski|Hor\xc3\xa1rio de Ver\xc3\xa3o de Petropavlovsk-Kamchatski"],["Asia/Karachi","||Pakistan Standard Time","||Pakistan Standard Time","||Pakistanische Normalzeit","||heure normale du Pakistan","||hora est\xc3\xa1ndar de Pakist\xc3\xa1n","||\xe3\x83\x91\xe3\x82\xad\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\xb7\xb4\xe5\x9f\xba\xe6\x96\xaf\xe5\x9d\xa6\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Paquist\xc3\xa3o"],["Asia/Katmandu","||Nepal Time","||Nepal Time","||Nepalesische Zeit","||heure du N\xc3\xa9pal","||hora de Nepal","||\xe3\x83\x8d\xe3\x83\x91\xe3\x83\xbc\xe3\x83\xab\xe6\x99\x82\xe9\x96\x93","||\xe5\xb0\xbc\xe6\xb3\x8a\xe5\xb0\x94\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Nepal"],["Asia/Khandyga","||Yakutsk Standard Time|Vladivostok Summer Time","||Yakutsk Standard Time|Vladivostok Summer Time","||Jakutsker Normalzeit|Wladiwostoker Sommerzeit","||heure normale de Iakoutsk|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Vladivostok","||hora est\xc3\xa1ndar de Yakutsk|hora de verano de Vladivostok","||\xe3\x83\xa4\xe3\x82\xaf\xe3\x83\xbc\xe3\x83\x84\xe3\x82\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa6\xe3\x83\xa9\xe3\x82\xb8\xe3\x82\xaa\xe3\x82\xb9\xe3\x83\x88\xe3\x82\xaf\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe9\x9b\x85\xe5\xba\x93\xe8\x8c\xa8\xe5\x85\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\xb5\xb7\xe5\x8f\x82\xe5\xb4\xb4\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Yakutsk|Hor\xc3\xa1rio de Ver\xc3\xa3o de Vladivostok"],["Asia/Krasnoyarsk Asia/Novokuznetsk","||Krasnoyarsk Standard Time|Krasnoyarsk Summer Time","||Krasnoyarsk Standard Time|Krasnoyarsk Summer Time","||Krasnojarsker Normalzeit|Krasnojarsker Sommerzeit","||heure normale de Krasno\xc3\xafarsk|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Krasno\xc3\xafarsk","||hora est\xc3\xa1ndar de Krasnoyarsk|hora de verano de Krasnoyarsk","||\xe3\x82\xaf\xe3\x83\xa9\xe3\x82\xb9\xe3\x83\x8e\xe3\x83\xa4\xe3\x83\xab\xe3\x82\xb9\xe3\x82\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xaf\xe3\x83\xa9\xe3\x82\xb9\xe3\x83\x8e\xe3\x83\xa4\xe3\x83\xab\xe3\x82\xb9\xe3\x82\xaf\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x85\x8b\xe6\x8b\x89\xe6\x96\xaf\xe8\xaf\xba\xe4\xba\x9a\xe5\xb0\x94\xe6\x96\xaf\xe5\x85\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x85\x8b\xe6\x8b\x89\xe6\x96\xaf\xe8\xaf\xba\xe4\xba\x9a\xe5\xb0\x94\xe6\x96\xaf\xe5\x85\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Krasnoyarsk|Hor\xc3\xa1rio de Ver\xc3\xa3o de Krasnoyarsk"],["Asia/Kuala_Lumpur Asia/Kuching","||Malaysia Time","||Malaysia Time","||Malaysische Zeit","||heure de la Malaisie","||hora de Malasia","||\xe3\x83\x9e\xe3\x83\xac\xe3\x83\xbc\xe3\x82\xb7\xe3\x82\xa2\xe6\x99\x82\xe9\x96\x93","||\xe9\xa9\xac\xe6\x9d\xa5\xe8\xa5\xbf\xe4\xba\x9a\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Mal\xc3\xa1sia"],["Asia/Macau","||China Standard Time","||China Standard Time","||Chinesische Normalzeit","||heure normale de la Chine","||hora est\xc3\xa1ndar de China","||\xe4\xb8\xad\xe5\x9b\xbd\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe4\xb8\xad\xe5\x9b\xbd\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da China"],["Asia/Magadan Asia/Srednekolymsk","||Magadan Standard Time|Magadan Summer Time","||Magadan Standard Time|Magadan Summer Time","||Magadan-Normalzeit|Magadan-Sommerzeit","||heure normale de Magadan|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Magadan","||hora est\xc3\xa1ndar de Magad\xc3\xa1n|hora de verano de Magad\xc3\xa1n","||\xe3\x83\x9e\xe3\x82\xac\xe3\x83\x80\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x9e\xe3\x82\xac\xe3\x83\x80\xe3\x83\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe9\xa9\xac\xe5\x8a\xa0\xe4\xb8\xb9\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe9\xa9\xac\xe5\x8a\xa0\xe4\xb8\xb9\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Magadan|Hor\xc3\xa1rio de Ver\xc3\xa3o de Magadan"],["Asia/Makassar","||Central Indonesia Time","||Central Indonesia Time","||Zentralindonesische Zeit","||heure du Centre indon\xc3\xa9sien","||hora de Indonesia central","||\xe3\x82\xa4\xe3\x83\xb3\xe3\x83\x89\xe3\x83\x8d\xe3\x82\xb7\xe3\x82\xa2\xe4\xb8\xad\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93","||\xe5\x8d\xb0\xe5\xba\xa6\xe5\xb0\xbc\xe8\xa5\xbf\xe4\xba\x9a\xe4\xb8\xad\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Indon\xc3\xa9sia Central"],["Asia/Manila","||Philippine Standard Time|Philippine Summer Time","||Philippine Standard Time|Philippine Summer Time","||Philippinische Normalzeit|Philippinische Sommerzeit","||heure normale des Philippines|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 des Philippines","||hora est\xc3\xa1ndar de Filipinas|hora de verano de Filipinas","||\xe3\x83\x95\xe3\x82\xa3\xe3\x83\xaa\xe3\x83\x94\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x95\xe3\x82\xa3\xe3\x83\xaa\xe3\x83\x94\xe3\x83\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\x8f\xb2\xe5\xbe\x8b\xe5\xae\xbe\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8f\xb2\xe5\xbe\x8b\xe5\xae\xbe\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o das Filipinas|Hor\xc3\xa1rio de Ver\xc3\xa3o das Filipinas"],["Asia/Novosibirsk","||Krasnoyarsk Standard Time|Novosibirsk Summer Time","||Krasnoyarsk Standard Time|Novosibirsk Summer Time","||Krasnojarsker Normalzeit|Nowosibirsker Sommerzeit","||heure normale de Krasno\xc3\xafarsk|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Novossibirsk","||hora est\xc3\xa1ndar de Krasnoyarsk|hora de verano de Novosibirsk","||\xe3\x82\xaf\xe3\x83\xa9\xe3\x82\xb9\xe3\x83\x8e\xe3\x83\xa4\xe3\x83\xab\xe3\x82\xb9\xe3\x82\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x8e\xe3\x83\xb4\xe3\x82\xa9\xe3\x82\xb7\xe3\x83\x93\xe3\x83\xab\xe3\x82\xb9\xe3\x82\xaf\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x85\x8b\xe6\x8b\x89\xe6\x96\xaf\xe8\xaf\xba\xe4\xba\x9a\xe5\xb0\x94\xe6\x96\xaf\xe5\x85\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\x96\xb0\xe8\xa5\xbf\xe4\xbc\xaf\xe5\x88\xa9\xe4\xba\x9a\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Krasnoyarsk|Hor\xc3\xa1rio de Ver\xc3\xa3o de Novosibirsk"],["Asia/Omsk","||Omsk Standard Time|Omsk Summer Time","||Omsk Standard Time|Omsk Summer Time","||Omsker Normalzeit|Omsker Sommerzeit","||heure normale de Omsk|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Omsk","||hora est\xc3\xa1ndar de Omsk|hora de verano de Omsk","||\xe3\x82\xaa\xe3\x83\xa0\xe3\x82\xb9\xe3\x82\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xaa\xe3\x83\xa0\xe3\x82\xb9\xe3\x82\xaf\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe9\x84\x82\xe6\x9c\xa8\xe6\x96\xaf\xe5\x85\x8b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe9\x84\x82\xe6\x9c\xa8\xe6\x96\xaf\xe5\x85\x8b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Omsk|Hor\xc3\xa1rio de Ver\xc3\xa3o de Omsk"],["Asia/Pyongyang Asia/Seoul","||Korean Standard Time","||Korean Standard Time","||Koreanische Normalzeit","||heure normale de la Cor\xc3\xa9e","||hora est\xc3\xa1ndar de Corea","||\xe9\x9f\x93\xe5\x9b\xbd\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe9\x9f\xa9\xe5\x9b\xbd\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Coreia"],["Asia/Qyzylorda","||Kazakhstan Time|Kyzylorda Summer Time","||Kazakhstan Time|Kyzylorda Summer Time","||Kasachische Zeit|Qysylorda-Sommerzeit","||heure du Kazakhstan","||hora de Kazajist\xc3\xa1n|Hora de verano de Qyzylorda","||\xe3\x82\xab\xe3\x82\xb6\xe3\x83\x95\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xaf\xe3\x82\xba\xe3\x83\xad\xe3\x83\xab\xe3\x83\x80\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x93\x88\xe8\x90\xa8\xe5\x85\x8b\xe6\x96\xaf\xe5\x9d\xa6\xe6\x97\xb6\xe9\x97\xb4|\xe5\x85\x8b\xe5\xad\x9c\xe6\xb4\x9b\xe5\xb0\x94\xe8\xbe\xbe\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Cazaquist\xc3\xa3o|Hor\xc3\xa1rio de Ver\xc3\xa3o de Qyzylorda"],["Asia/Sakhalin","||Magadan Standard Time|Sakhalin Summer Time","||Magadan Standard Time|Sakhalin Summer Time","||Magadan-Normalzeit|Sachalin-Sommerzeit","||heure normale de Magadan|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Sakhaline","||hora est\xc3\xa1ndar de Magad\xc3\xa1n|hora de verano de Sajal\xc3\xadn","||\xe3\x83\x9e\xe3\x82\xac\xe3\x83\x80\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xb5\xe3\x83\x8f\xe3\x83\xaa\xe3\x83\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe9\xa9\xac\xe5\x8a\xa0\xe4\xb8\xb9\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xba\x93\xe9\xa1\xb5\xe5\xb2\x9b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Magadan|Hor\xc3\xa1rio de Ver\xc3\xa3o de Sacalina"],["Asia/Samarkand Asia/Tashkent","||Uzbekistan Standard Time","||Uzbekistan Standard Time","||Usbekische Normalzeit","||heure normale de l\xe2\x80\x99Ouzb\xc3\xa9kistan","||hora est\xc3\xa1ndar de Uzbekist\xc3\xa1n","||\xe3\x82\xa6\xe3\x82\xba\xe3\x83\x99\xe3\x82\xad\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe4\xb9\x8c\xe5\x85\xb9\xe5\x88\xab\xe5\x85\x8b\xe6\x96\xaf\xe5\x9d\xa6\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Uzbequist\xc3\xa3o"],["Asia/Shanghai","||China Standard Time|China Daylight Time","||China Standard Time|China Daylight Time","||Chinesische Normalzeit|Chinesische Sommerzeit","||heure normale de la Chine|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Chine","||hora est\xc3\xa1ndar de China|hora de verano de China","||\xe4\xb8\xad\xe5\x9b\xbd\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe4\xb8\xad\xe5\x9b\xbd\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xb8\xad\xe5\x9b\xbd\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe5\x9b\xbd\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da China|Hor\xc3\xa1rio de Ver\xc3\xa3o da China"],["Asia/Singapore","||Singapore Standard Time","||Singapore Standard Time","||Singapurische Normalzeit","||heure de Singapour","||hora de Singapur","||\xe3\x82\xb7\xe3\x83\xb3\xe3\x82\xac\xe3\x83\x9d\xe3\x83\xbc\xe3\x83\xab\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\x96\xb0\xe5\x8a\xa0\xe5\x9d\xa1\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Singapura"],["Asia/Taipei","||Taiwan Standard Time","||Taiwan Standard Time","||Taipeh-Normalzeit","||heure normale de Taipei","||hora est\xc3\xa1ndar de Taip\xc3\xa9i","||\xe5\x8f\xb0\xe6\xb9\xbe\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\x8f\xb0\xe5\x8c\x97\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Taipei"],["Asia/Tbilisi","||Georgia Standard Time|Georgia Summer Time","||Georgia Standard Time|Georgia Summer Time","||Georgische Normalzeit|Georgische Sommerzeit","||heure normale de la G\xc3\xa9orgie|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de G\xc3\xa9orgie","||hora est\xc3\xa1ndar de Georgia|hora de verano de Georgia","||\xe3\x82\xb8\xe3\x83\xa7\xe3\x83\xbc\xe3\x82\xb8\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xb8\xe3\x83\xa7\xe3\x83\xbc\xe3\x82\xb8\xe3\x82\xa2\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xa0\xbc\xe9\xb2\x81\xe5\x90\x89\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\xa0\xbc\xe9\xb2\x81\xe5\x90\x89\xe4\xba\x9a\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Ge\xc3\xb3rgia|Hor\xc3\xa1rio de Ver\xc3\xa3o da Ge\xc3\xb3rgia"],["Asia/Tehran","||Iran Standard Time|Iran Daylight Time","||Iran Standard Time|Iran Daylight Time","||Iranische Normalzeit|Iranische Sommerzeit","||heure normale d\xe2\x80\x99Iran|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Iran","||hora est\xc3\xa1ndar de Ir\xc3\xa1n|hora de verano de Ir\xc3\xa1n","||\xe3\x82\xa4\xe3\x83\xa9\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa4\xe3\x83\xa9\xe3\x83\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xbc\x8a\xe6\x9c\x97\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xbc\x8a\xe6\x9c\x97\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Ir\xc3\xa3|Hor\xc3\xa1rio de Ver\xc3\xa3o do Ir\xc3\xa3"],["Asia/Thimphu","||Bhutan Time","||Bhutan Time","||Bhutan-Zeit","||heure du Bhoutan","||hora de But\xc3\xa1n","||\xe3\x83\x96\xe3\x83\xbc\xe3\x82\xbf\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93","||\xe4\xb8\x8d\xe4\xb8\xb9\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do But\xc3\xa3o"],["Asia/Tokyo","||Japan Standard Time","||Japan Standard Time","||Japanische Normalzeit","||heure normale du Japon","||hora est\xc3\xa1ndar de Jap\xc3\xb3n","JST||\xe6\x97\xa5\xe6\x9c\xac\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\x97\xa5\xe6\x9c\xac\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Jap\xc3\xa3o"],["Asia/Ulaanbaatar","||Ulaanbaatar Standard Time|Ulaanbaatar Summer Time","||Ulaanbaatar Standard Time|Ulaanbaatar Summer Time","||Ulaanbaatar-Normalzeit|Ulaanbaatar-Sommerzeit","||heure normale d\xe2\x80\x99Oulan-Bator|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Oulan-Bator","||hora est\xc3\xa1ndar de Ul\xc3\xa1n Bator|hora de verano de Ul\xc3\xa1n Bator","||\xe3\x82\xa6\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x90\xe3\x83\xbc\xe3\x83\x88\xe3\x83\xab\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa6\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x90\xe3\x83\xbc\xe3\x83\x88\xe3\x83\xab\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xb9\x8c\xe5\x85\xb0\xe5\xb7\xb4\xe6\x89\x98\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb9\x8c\xe5\x85\xb0\xe5\xb7\xb4\xe6\x89\x98\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Ulan Bator|Hor\xc3\xa1rio de Ver\xc3\xa3o de Ulan Bator"],["Asia/Ust-Nera","||Vladivostok Standard Time|Magadan Summer Time","||Vladivostok Standard Time|Magadan Summer Time","||Wladiwostoker Normalzeit|Magadan-Sommerzeit","||heure normale de Vladivostok|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Magadan","||hora est\xc3\xa1ndar de Vladivostok|hora de verano de Magad\xc3\xa1n","||\xe3\x82\xa6\xe3\x83\xa9\xe3\x82\xb8\xe3\x82\xaa\xe3\x82\xb9\xe3\x83\x88\xe3\x82\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x9e\xe3\x82\xac\xe3\x83\x80\xe3\x83\xb3\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xb5\xb7\xe5\x8f\x82\xe5\xb4\xb4\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe9\xa9\xac\xe5\x8a\xa0\xe4\xb8\xb9\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Vladivostok|Hor\xc3\xa1rio de Ver\xc3\xa3o de Magadan"],["Asia/Vladivostok","||Vladivostok Standard Time|Vladivostok Summer Time","||Vladivostok Standard Time|Vladivostok Summer Time","||Wladiwostoker Normalzeit|Wladiwostoker Sommerzeit","||heure normale de Vladivostok|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Vladivostok","||hora est\xc3\xa1ndar de Vladivostok|hora de verano de Vladivostok","||\xe3\x82\xa6\xe3\x83\xa9\xe3\x82\xb8\xe3\x82\xaa\xe3\x82\xb9\xe3\x83\x88\xe3\x82\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa6\xe3\x83\xa9\xe3\x82\xb8\xe3\x82\xaa\xe3\x82\xb9\xe3\x83\x88\xe3\x82\xaf\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xb5\xb7\xe5\x8f\x82\xe5\xb4\xb4\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\xb5\xb7\xe5\x8f\x82\xe5\xb4\xb4\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Vladivostok|Hor\xc3\xa1rio de Ver\xc3\xa3o de Vladivostok"],["Asia/Rangoon","||Myanmar Time","||Myanmar Time","||Myanmar-Zeit","||heure du Myanmar","||hora de Myanmar","||\xe3\x83\x9f\xe3\x83\xa3\xe3\x83\xb3\xe3\x83\x9e\xe3\x83\xbc\xe6\x99\x82\xe9\x96\x93","||\xe7\xbc\x85\xe7\x94\xb8\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Mianmar"],["Asia/Yekaterinburg","||Yekaterinburg Standard Time|Yekaterinburg Summer Time","||Yekaterinburg Standard Time|Yekaterinburg Summer Time","||Jekaterinburger Normalzeit|Jekaterinburger Sommerzeit","||heure normale d\xe2\x80\x99Ekaterinbourg|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Ekaterinbourg","||hora est\xc3\xa1ndar de Ekaterimburgo|hora de verano de Ekaterimburgo","||\xe3\x82\xa8\xe3\x82\xab\xe3\x83\x86\xe3\x83\xaa\xe3\x83\xb3\xe3\x83\x96\xe3\x83\xab\xe3\x82\xb0\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa8\xe3\x82\xab\xe3\x83\x86\xe3\x83\xaa\xe3\x83\xb3\xe3\x83\x96\xe3\x83\xab\xe3\x82\xb0\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x8f\xb6\xe5\x8d\xa1\xe6\x8d\xb7\xe7\x90\xb3\xe5\xa0\xa1\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8f\xb6\xe5\x8d\xa1\xe6\x8d\xb7\xe7\x90\xb3\xe5\xa0\xa1\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Ecaterimburgo|Hor\xc3\xa1rio de Ver\xc3\xa3o de Ecaterimburgo"],["Asia/Yerevan","||Armenia Standard Time|Armenia Summer Time","||Armenia Standard Time|Armenia Summer Time","||Armenische Normalzeit|Armenische Sommerzeit","||heure normale de l\xe2\x80\x99Arm\xc3\xa9nie|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Arm\xc3\xa9nie","||hora est\xc3\xa1ndar de Armenia|hora de verano de Armenia","||\xe3\x82\xa2\xe3\x83\xab\xe3\x83\xa1\xe3\x83\x8b\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa2\xe3\x83\xab\xe3\x83\xa1\xe3\x83\x8b\xe3\x82\xa2\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xba\x9a\xe7\xbe\x8e\xe5\xb0\xbc\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xba\x9a\xe7\xbe\x8e\xe5\xb0\xbc\xe4\xba\x9a\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Arm\xc3\xaania|Hor\xc3\xa1rio de Ver\xc3\xa3o da Arm\xc3\xaania"],["Atlantic/Azores","||Azores Standard Time|Azores Summer Time","||Azores Standard Time|Azores Summer Time","||Azoren-Normalzeit|Azoren-Sommerzeit","||heure normale des A\xc3\xa7ores|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 des A\xc3\xa7ores","||hora est\xc3\xa1ndar de las Azores|hora de verano de las Azores","||\xe3\x82\xa2\xe3\x82\xbe\xe3\x83\xac\xe3\x82\xb9\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa2\xe3\x82\xbe\xe3\x83\xac\xe3\x82\xb9\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe4\xba\x9a\xe9\x80\x9f\xe5\xb0\x94\xe7\xbe\xa4\xe5\xb2\x9b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xba\x9a\xe9\x80\x9f\xe5\xb0\x94\xe7\xbe\xa4\xe5\xb2\x9b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o dos A\xc3\xa7ores|Hor\xc3\xa1rio de Ver\xc3\xa3o dos A\xc3\xa7ores"],["Atlantic/Cape_Verde","||Cape Verde Standard Time","||Cape Verde Standard Time","||Cabo-Verde-Normalzeit","||heure normale du Cap-Vert","||hora est\xc3\xa1ndar de Cabo Verde","||\xe3\x82\xab\xe3\x83\xbc\xe3\x83\x9c\xe3\x83\x99\xe3\x83\xab\xe3\x83\x87\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe4\xbd\x9b\xe5\xbe\x97\xe8\xa7\x92\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Cabo Verde"],["Atlantic/South_Georgia","||South Georgia Time","||South Georgia Time","||S\xc3\xbcdgeorgische Zeit","||heure de G\xc3\xa9orgie du Sud","||hora de Georgia del Sur","||\xe3\x82\xb5\xe3\x82\xa6\xe3\x82\xb9\xe3\x82\xb8\xe3\x83\xa7\xe3\x83\xbc\xe3\x82\xb8\xe3\x82\xa2\xe6\x99\x82\xe9\x96\x93","||\xe5\x8d\x97\xe4\xb9\x94\xe6\xb2\xbb\xe4\xba\x9a\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Ge\xc3\xb3rgia do Sul"],["Atlantic/Stanley","||Falkland Islands Standard Time|Falkland Islands Summer Time","||Falkland Islands Standard Time|Falkland Islands Summer Time","||Falklandinseln-Normalzeit|Falklandinseln-Sommerzeit","||heure normale des \xc3\xaeles Malouines|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 des \xc3\xaeles Malouines","||hora est\xc3\xa1ndar de las islas Malvinas|hora de verano de las islas Malvinas","||\xe3\x83\x95\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xaf\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe8\xab\xb8\xe5\xb3\xb6\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x95\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xaf\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe8\xab\xb8\xe5\xb3\xb6\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe7\xa6\x8f\xe5\x85\x8b\xe5\x85\xb0\xe7\xbe\xa4\xe5\xb2\x9b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe7\xa6\x8f\xe5\x85\x8b\xe5\x85\xb0\xe7\xbe\xa4\xe5\xb2\x9b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o das Ilhas Malvinas|Hor\xc3\xa1rio de Ver\xc3\xa3o das Ilhas Malvinas"],["Australia/Adelaide Australia/Broken_Hill","||Australian Central Standard Time|Australian Central Daylight Time","||Australian Central Standard Time|Australian Central Daylight Time","||Zentralaustralische Normalzeit|Zentralaustralische Sommerzeit","||heure normale du centre de l\xe2\x80\x99Australie|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 du centre de l\xe2\x80\x99Australie","||hora est\xc3\xa1ndar de Australia central|hora de verano de Australia central","||\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe4\xb8\xad\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe4\xb8\xad\xe9\x83\xa8\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe4\xb8\xad\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe4\xb8\xad\xe9\x83\xa8\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Austr\xc3\xa1lia Central|Hor\xc3\xa1rio de Ver\xc3\xa3o da Austr\xc3\xa1lia Central"],["Australia/Darwin","||Australian Central Standard Time","||Australian Central Standard Time","||Zentralaustralische Normalzeit","||heure normale du centre de l\xe2\x80\x99Australie","||hora est\xc3\xa1ndar de Australia central","||\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe4\xb8\xad\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe4\xb8\xad\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Austr\xc3\xa1lia Central"],["Australia/Eucla","||Australian Central Western Standard Time","||Australian Central Western Standard Time","||Zentral-/Westaustralische Normalzeit","||heure normale du centre-ouest de l\xe2\x80\x99Australie","||hora est\xc3\xa1ndar de Australia centroccidental","||\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe4\xb8\xad\xe8\xa5\xbf\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe4\xb8\xad\xe8\xa5\xbf\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Austr\xc3\xa1lia Centro-Ocidental"],["Australia/Lord_Howe","||Lord Howe Standard Time|Lord Howe Daylight Time","||Lord Howe Standard Time|Lord Howe Daylight Time","||Lord-Howe-Normalzeit|Lord-Howe-Sommerzeit","||heure normale de Lord Howe|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Lord Howe","||hora est\xc3\xa1ndar de Lord Howe|hora de verano de Lord Howe","||\xe3\x83\xad\xe3\x83\xbc\xe3\x83\x89\xe3\x83\x8f\xe3\x82\xa6\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\xad\xe3\x83\xbc\xe3\x83\x89\xe3\x83\x8f\xe3\x82\xa6\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\xb1\xaa\xe5\x8b\x8b\xe7\x88\xb5\xe5\xb2\x9b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\xb1\xaa\xe5\x8b\x8b\xe7\x88\xb5\xe5\xb2\x9b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Lord Howe|Hor\xc3\xa1rio de Ver\xc3\xa3o de Lord Howe"],["Australia/Perth","||Australian Western Standard Time","||Australian Western Standard Time","||Westaustralische Normalzeit","||heure normale de l\xe2\x80\x99Ouest de l\xe2\x80\x99Australie","||hora est\xc3\xa1ndar de Australia occidental","||\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe8\xa5\xbf\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe8\xa5\xbf\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Austr\xc3\xa1lia Ocidental"],["Europe/Astrakhan Europe/Saratov Europe/Ulyanovsk","||Samara Standard Time|Moscow Summer Time","||Samara Standard Time|Moscow Summer Time","||Samara-Normalzeit|Moskauer Sommerzeit","||heure normale de Samara|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Moscou","||hora est\xc3\xa1ndar de Samara|hora de verano de Mosc\xc3\xba","||\xe3\x82\xb5\xe3\x83\x9e\xe3\x83\xa9\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\x90\xa8\xe9\xa9\xac\xe6\x8b\x89\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Samara|Hor\xc3\xa1rio de Ver\xc3\xa3o de Moscou"],["Europe/Dublin","GMT||Greenwich Mean Time|Irish Standard Time","GMT||Greenwich Mean Time|Irish Standard Time","||Mittlere Greenwich-Zeit|Irische Sommerzeit","||heure moyenne de Greenwich|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 irlandaise","GMT||hora del meridiano de Greenwich|hora de verano de Irlanda","||\xe3\x82\xb0\xe3\x83\xaa\xe3\x83\x8b\xe3\x83\x83\xe3\x82\xb8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa2\xe3\x82\xa4\xe3\x83\xab\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\xa0\xbc\xe6\x9e\x97\xe5\xb0\xbc\xe6\xb2\xbb\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe7\x88\xb1\xe5\xb0\x94\xe5\x85\xb0\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Meridiano de Greenwich|Hor\xc3\xa1rio Padr\xc3\xa3o Irland\xc3\xaas"],["Europe/Istanbul","||T\xc3\xbcrkiye Standard Time|Eastern European Summer Time","EET|EEST|T\xc3\xbcrkiye Standard Time|Eastern European Summer Time","OEZ|OESZ|T\xc3\xbcrkische Normalzeit|Osteurop\xc3\xa4ische Sommerzeit","||heure normale de Turquie|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Europe de l\xe2\x80\x99Est","EET|EEST|Hora est\xc3\xa1ndar de Turqu\xc3\xada|hora de verano de Europa oriental","||\xe3\x83\x88\xe3\x83\xab\xe3\x82\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe6\x9d\xb1\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\x9c\x9f\xe8\x80\xb3\xe5\x85\xb6\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\x9c\xe6\xac\xa7\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Turquia|Hor\xc3\xa1rio de Ver\xc3\xa3o da Europa Oriental"],["Europe/Kirov","||Moscow Standard Time","||Moscow Standard Time","||Moskauer Normalzeit","||heure normale de Moscou","||hora est\xc3\xa1ndar de Mosc\xc3\xba","||\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Moscou"],["Europe/London","GMT||Greenwich Mean Time|British Summer Time","GMT|BST|Greenwich Mean Time|British Summer Time","||Mittlere Greenwich-Zeit|Britische Sommerzeit","||heure moyenne de Greenwich|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 britannique","GMT||hora del meridiano de Greenwich|hora de verano brit\xc3\xa1nica","||\xe3\x82\xb0\xe3\x83\xaa\xe3\x83\x8b\xe3\x83\x83\xe3\x82\xb8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe8\x8b\xb1\xe5\x9b\xbd\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xa0\xbc\xe6\x9e\x97\xe5\xb0\xbc\xe6\xb2\xbb\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8b\xb1\xe5\x9b\xbd\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Meridiano de Greenwich|Hor\xc3\xa1rio de Ver\xc3\xa3o Brit\xc3\xa2nico"],["Europe/Minsk Europe/Simferopol","||Moscow Standard Time|Eastern European Summer Time","EET|EEST|Moscow Standard Time|Eastern European Summer Time","OEZ|OESZ|Moskauer Normalzeit|Osteurop\xc3\xa4ische Sommerzeit","||heure normale de Moscou|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 d\xe2\x80\x99Europe de l\xe2\x80\x99Est","EET|EEST|hora est\xc3\xa1ndar de Mosc\xc3\xba|hora de verano de Europa oriental","||\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe6\x9d\xb1\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\x9c\xe6\xac\xa7\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Moscou|Hor\xc3\xa1rio de Ver\xc3\xa3o da Europa Oriental"],["Europe/Moscow","||Moscow Standard Time|Moscow Summer Time","||Moscow Standard Time|Moscow Summer Time","||Moskauer Normalzeit|Moskauer Sommerzeit","||heure normale de Moscou|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Moscou","||hora est\xc3\xa1ndar de Mosc\xc3\xba|hora de verano de Mosc\xc3\xba","||\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Moscou|Hor\xc3\xa1rio de Ver\xc3\xa3o de Moscou"],["Europe/Samara","||Samara Standard Time|Samara Summer Time","||Samara Standard Time|Samara Summer Time","||Samara-Normalzeit|Samara-Sommerzeit","||heure normale de Samara|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Samara","||hora est\xc3\xa1ndar de Samara|hora de verano de Samara","||\xe3\x82\xb5\xe3\x83\x9e\xe3\x83\xa9\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xb5\xe3\x83\x9e\xe3\x83\xa9\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\x90\xa8\xe9\xa9\xac\xe6\x8b\x89\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\x90\xa8\xe9\xa9\xac\xe6\x8b\x89\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Samara|Hor\xc3\xa1rio de Ver\xc3\xa3o de Samara"],["Europe/Volgograd","||Moscow Standard Time|Volgograd Summer Time","||Moscow Standard Time|Volgograd Summer Time","||Moskauer Normalzeit|Wolgograder Sommerzeit","||heure normale de Moscou|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Volgograd","||hora est\xc3\xa1ndar de Mosc\xc3\xba|hora de verano de Volgogrado","||\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x9c\xe3\x83\xab\xe3\x82\xb4\xe3\x82\xb0\xe3\x83\xa9\xe3\x83\xbc\xe3\x83\x89\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xbc\x8f\xe5\xb0\x94\xe5\x8a\xa0\xe6\xa0\xbc\xe5\x8b\x92\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Moscou|Hor\xc3\xa1rio de Ver\xc3\xa3o de Volgogrado"],["Indian/Chagos","||Indian Ocean Time","||Indian Ocean Time","||Indischer-Ozean-Zeit","||heure de l\xe2\x80\x99Oc\xc3\xa9an Indien","||hora del oc\xc3\xa9ano \xc3\x8dndico","||\xe3\x82\xa4\xe3\x83\xb3\xe3\x83\x89\xe6\xb4\x8b\xe6\x99\x82\xe9\x96\x93","||\xe5\x8d\xb0\xe5\xba\xa6\xe6\xb4\x8b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Oceano \xc3\x8dndico"],["Indian/Christmas","||Christmas Island Time","||Christmas Island Time","||Weihnachtsinsel-Zeit","||heure de l\xe2\x80\x99\xc3\xaele Christmas","||hora de la Isla de Navidad","||\xe3\x82\xaf\xe3\x83\xaa\xe3\x82\xb9\xe3\x83\x9e\xe3\x82\xb9\xe5\xb3\xb6\xe6\x99\x82\xe9\x96\x93","||\xe5\x9c\xa3\xe8\xaf\x9e\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio da Ilha Christmas"],["Indian/Cocos","||Cocos Islands Time","||Cocos Islands Time","||Kokosinseln-Zeit","||heure des \xc3\xaeles Cocos","||hora de las Islas Cocos","||\xe3\x82\xb3\xe3\x82\xb3\xe3\x82\xb9\xe8\xab\xb8\xe5\xb3\xb6\xe6\x99\x82\xe9\x96\x93","||\xe7\xa7\x91\xe7\xa7\x91\xe6\x96\xaf\xe7\xbe\xa4\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio das Ilhas Coco"],["Indian/Kerguelen","||French Southern & Antarctic Time","||French Southern & Antarctic Time","||Franz\xc3\xb6sische-S\xc3\xbcd-und-Antarktisgebiete-Zeit","||heure des Terres australes et antarctiques fran\xc3\xa7aises","||hora de Ant\xc3\xa1rtida y Territorios Australes Franceses","||\xe4\xbb\x8f\xe9\xa0\x98\xe5\x8d\x97\xe6\x96\xb9\xe5\x8d\x97\xe6\xa5\xb5\xe6\x99\x82\xe9\x96\x93","||\xe6\xb3\x95\xe5\xb1\x9e\xe5\x8d\x97\xe6\x96\xb9\xe5\x92\x8c\xe5\x8d\x97\xe6\x9e\x81\xe9\xa2\x86\xe5\x9c\xb0\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio dos Territ\xc3\xb3rios Franceses do Sul e Ant\xc3\xa1rtida"],["Indian/Mahe","||Seychelles Time","||Seychelles Time","||Seychellen-Zeit","||heure des Seychelles","||hora de Seychelles","||\xe3\x82\xbb\xe3\x83\xbc\xe3\x82\xb7\xe3\x82\xa7\xe3\x83\xab\xe6\x99\x82\xe9\x96\x93","||\xe5\xa1\x9e\xe8\x88\x8c\xe5\xb0\x94\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Seicheles"],["Indian/Maldives","||Maldives Time","||Maldives Time","||Malediven-Zeit","||heure des Maldives","||hora de Maldivas","||\xe3\x83\xa2\xe3\x83\xab\xe3\x83\x87\xe3\x82\xa3\xe3\x83\x96\xe6\x99\x82\xe9\x96\x93","||\xe9\xa9\xac\xe5\xb0\x94\xe4\xbb\xa3\xe5\xa4\xab\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio das Ilhas Maldivas"],["Indian/Mauritius","||Mauritius Standard Time","||Mauritius Standard Time","||Mauritius-Normalzeit","||heure normale de Maurice","||hora est\xc3\xa1ndar de Mauricio","||\xe3\x83\xa2\xe3\x83\xbc\xe3\x83\xaa\xe3\x82\xb7\xe3\x83\xa3\xe3\x82\xb9\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\xaf\x9b\xe9\x87\x8c\xe6\xb1\x82\xe6\x96\xaf\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Maur\xc3\xadcio"],["Indian/Reunion","||R\xc3\xa9union Time","||R\xc3\xa9union Time","||R\xc3\xa9union-Zeit","||heure de La R\xc3\xa9union","||hora de Reuni\xc3\xb3n","||\xe3\x83\xac\xe3\x83\xa6\xe3\x83\x8b\xe3\x82\xaa\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93","||\xe7\x95\x99\xe5\xb0\xbc\xe6\xb1\xaa\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Reuni\xc3\xa3o"],["Pacific/Apia","||Samoa Standard Time","||Samoa Standard Time","||Apia-Normalzeit","||heure normale d\xe2\x80\x99Apia","||hora est\xc3\xa1ndar de Apia","||\xe3\x82\xb5\xe3\x83\xa2\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe9\x98\xbf\xe7\x9a\xae\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Apia"],["Pacific/Bougainville Pacific/Port_Moresby","||Papua New Guinea Time","||Papua New Guinea Time","||Papua-Neuguinea-Zeit","||heure de la Papouasie-Nouvelle-Guin\xc3\xa9e","||hora de Pap\xc3\xbaa Nueva Guinea","||\xe3\x83\x91\xe3\x83\x97\xe3\x82\xa2\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xae\xe3\x83\x8b\xe3\x82\xa2\xe6\x99\x82\xe9\x96\x93","||\xe5\xb7\xb4\xe5\xb8\x83\xe4\xba\x9a\xe6\x96\xb0\xe5\x87\xa0\xe5\x86\x85\xe4\xba\x9a\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Papua-Nova Guin\xc3\xa9"],["Pacific/Chatham","||Chatham Standard Time|Chatham Daylight Time","||Chatham Standard Time|Chatham Daylight Time","||Chatham-Normalzeit|Chatham-Sommerzeit","||heure normale des \xc3\xaeles Chatham|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 des \xc3\xaeles Chatham","||hora est\xc3\xa1ndar de Chatham|hora de verano de Chatham","||\xe3\x83\x81\xe3\x83\xa3\xe3\x82\xbf\xe3\x83\xa0\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x81\xe3\x83\xa3\xe3\x82\xbf\xe3\x83\xa0\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\x9f\xa5\xe5\xa1\x94\xe5\xa7\x86\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\x9f\xa5\xe5\xa1\x94\xe5\xa7\x86\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Chatham|Hor\xc3\xa1rio de Ver\xc3\xa3o de Chatham"],["Pacific/Truk","||Chuuk Time","||Chuuk Time","||Chuuk-Zeit","||heure de Chuuk","||hora de Chuuk","||\xe3\x83\x81\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xaf\xe6\x99\x82\xe9\x96\x93","||\xe6\xa5\x9a\xe5\x85\x8b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Chuuk"],["Pacific/Easter","||Easter Island Standard Time|Easter Island Summer Time","||Easter Island Standard Time|Easter Island Summer Time","||Osterinsel-Normalzeit|Osterinsel-Sommerzeit","||heure normale de l\xe2\x80\x99\xc3\xaele de P\xc3\xa2ques|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99\xc3\xaele de P\xc3\xa2ques","||hora est\xc3\xa1ndar de la isla de Pascua|hora de verano de la isla de Pascua","||\xe3\x82\xa4\xe3\x83\xbc\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xbc\xe5\xb3\xb6\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xa4\xe3\x83\xbc\xe3\x82\xb9\xe3\x82\xbf\xe3\x83\xbc\xe5\xb3\xb6\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\xa4\x8d\xe6\xb4\xbb\xe8\x8a\x82\xe5\xb2\x9b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xa4\x8d\xe6\xb4\xbb\xe8\x8a\x82\xe5\xb2\x9b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Ilha de P\xc3\xa1scoa|Hor\xc3\xa1rio de Ver\xc3\xa3o da Ilha de P\xc3\xa1scoa"],["Pacific/Efate","||Vanuatu Standard Time|Vanuatu Summer Time","||Vanuatu Standard Time|Vanuatu Summer Time","||Vanuatu-Normalzeit|Vanuatu-Sommerzeit","||heure normale du Vanuatu|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Vanuatu","||hora est\xc3\xa1ndar de Vanuatu|hora de verano de Vanuatu","||\xe3\x83\x90\xe3\x83\x8c\xe3\x82\xa2\xe3\x83\x84\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x90\xe3\x83\x8c\xe3\x82\xa2\xe3\x83\x84\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe7\x93\xa6\xe5\x8a\xaa\xe9\x98\xbf\xe5\x9b\xbe\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe7\x93\xa6\xe5\x8a\xaa\xe9\x98\xbf\xe5\x9b\xbe\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Vanuatu|Hor\xc3\xa1rio de Ver\xc3\xa3o de Vanuatu"],["Pacific/Fakaofo","||Tokelau Time","||Tokelau Time","||Tokelau-Zeit","||heure de Tokelau","||hora de Tokelau","||\xe3\x83\x88\xe3\x82\xb1\xe3\x83\xa9\xe3\x82\xa6\xe6\x99\x82\xe9\x96\x93","||\xe6\x89\x98\xe5\x85\x8b\xe5\x8a\xb3\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Tokelau"],["Pacific/Fiji","||Fiji Standard Time|Fiji Summer Time","||Fiji Standard Time|Fiji Summer Time","||Fidschi-Normalzeit|Fidschi-Sommerzeit","||heure normale des \xc3\xaeles Fidji|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 des \xc3\xaeles Fidji","||hora est\xc3\xa1ndar de Fiyi|hora de verano de Fiyi","||\xe3\x83\x95\xe3\x82\xa3\xe3\x82\xb8\xe3\x83\xbc\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x95\xe3\x82\xa3\xe3\x82\xb8\xe3\x83\xbc\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\x96\x90\xe6\xb5\x8e\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\x96\x90\xe6\xb5\x8e\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Fiji|Hor\xc3\xa1rio de Ver\xc3\xa3o de Fiji"],["Pacific/Funafuti","||Tuvalu Time","||Tuvalu Time","||Tuvalu-Zeit","||heure des Tuvalu","||hora de Tuvalu","||\xe3\x83\x84\xe3\x83\x90\xe3\x83\xab\xe6\x99\x82\xe9\x96\x93","||\xe5\x9b\xbe\xe7\x93\xa6\xe5\x8d\xa2\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Tuvalu"],["Pacific/Galapagos","||Galapagos Time","||Galapagos Time","||Galapagos-Zeit","||heure des \xc3\xaeles Gal\xc3\xa1pagos","||hora de Gal\xc3\xa1pagos","||\xe3\x82\xac\xe3\x83\xa9\xe3\x83\x91\xe3\x82\xb4\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93","||\xe7\xa7\x91\xe9\x9a\x86\xe7\xbe\xa4\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Gal\xc3\xa1pagos"],["Pacific/Gambier","||Gambier Time","||Gambier Time","||Gambier-Zeit","||heure des \xc3\xaeles Gambier","||hora de Gambier","||\xe3\x82\xac\xe3\x83\xb3\xe3\x83\x93\xe3\x82\xa8\xe8\xab\xb8\xe5\xb3\xb6\xe6\x99\x82\xe9\x96\x93","||\xe7\x94\x98\xe6\xaf\x94\xe5\xb0\x94\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Gambier"],["Pacific/Guadalcanal","||Solomon Islands Time","||Solomon Islands Time","||Salomonen-Zeit","||heure des \xc3\xaeles Salomon","||hora de las Islas Salom\xc3\xb3n","||\xe3\x82\xbd\xe3\x83\xad\xe3\x83\xa2\xe3\x83\xb3\xe8\xab\xb8\xe5\xb3\xb6\xe6\x99\x82\xe9\x96\x93","||\xe6\x89\x80\xe7\xbd\x97\xe9\x97\xa8\xe7\xbe\xa4\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio das Ilhas Salom\xc3\xa3o"],["Pacific/Guam Pacific/Saipan","||Chamorro Standard Time","||Chamorro Standard Time","||Chamorro-Zeit","||heure des Chamorro","||hora est\xc3\xa1ndar de Chamorro","||\xe3\x83\x81\xe3\x83\xa3\xe3\x83\xa2\xe3\x83\xad\xe6\x99\x82\xe9\x96\x93","||\xe6\x9f\xa5\xe8\x8e\xab\xe7\xbd\x97\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Chamorro"],["Pacific/Honolulu","HST||Hawaii-Aleutian Standard Time","||Hawaii-Aleutian Standard Time","||Hawaii-Aleuten-Normalzeit","||heure normale d\xe2\x80\x99Hawa\xc3\xaf - Al\xc3\xa9outiennes","||hora est\xc3\xa1ndar de Haw\xc3\xa1i-Aleutianas","||\xe3\x83\x8f\xe3\x83\xaf\xe3\x82\xa4\xe3\x83\xbb\xe3\x82\xa2\xe3\x83\xaa\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb7\xe3\x83\xa3\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe5\xa4\x8f\xe5\xa8\x81\xe5\xa4\xb7-\xe9\x98\xbf\xe7\x95\x99\xe7\x94\xb3\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o do Hava\xc3\xad e Ilhas Aleutas"],["Pacific/Enderbury","||Phoenix Islands Time","||Phoenix Islands Time","||Phoenixinseln-Zeit","||heure des \xc3\xaeles Phoenix","||hora de las Islas F\xc3\xa9nix","||\xe3\x83\x95\xe3\x82\xa7\xe3\x83\x8b\xe3\x83\x83\xe3\x82\xaf\xe3\x82\xb9\xe8\xab\xb8\xe5\xb3\xb6\xe6\x99\x82\xe9\x96\x93","||\xe8\x8f\xb2\xe5\xb0\xbc\xe5\x85\x8b\xe6\x96\xaf\xe7\xbe\xa4\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio das Ilhas F\xc3\xaanix"],["Pacific/Kiritimati","||Line Islands Time","||Line Islands Time","||Linieninseln-Zeit","||heure des \xc3\xaeles de la Ligne","||hora de las Esp\xc3\xb3radas Ecuatoriales","||\xe3\x83\xa9\xe3\x82\xa4\xe3\x83\xb3\xe8\xab\xb8\xe5\xb3\xb6\xe6\x99\x82\xe9\x96\x93","||\xe8\x8e\xb1\xe6\x81\xa9\xe7\xbe\xa4\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio das Ilhas da Linha"],["Pacific/Kosrae","||Kosrae Time","||Kosrae Time","||Kosrae-Zeit","||heure de Kosrae","||hora de Kosrae","||\xe3\x82\xb3\xe3\x82\xb9\xe3\x83\xa9\xe3\x82\xa8\xe6\x99\x82\xe9\x96\x93","||\xe7\xa7\x91\xe6\x96\xaf\xe9\x9b\xb7\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Kosrae"],["Pacific/Kwajalein Pacific/Majuro","||Marshall Islands Time","||Marshall Islands Time","||Marshallinseln-Zeit","||heure des \xc3\xaeles Marshall","||hora de las Islas Marshall","||\xe3\x83\x9e\xe3\x83\xbc\xe3\x82\xb7\xe3\x83\xa3\xe3\x83\xab\xe8\xab\xb8\xe5\xb3\xb6\xe6\x99\x82\xe9\x96\x93","||\xe9\xa9\xac\xe7\xbb\x8d\xe5\xb0\x94\xe7\xbe\xa4\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio das Ilhas Marshall"],["Pacific/Marquesas","||Marquesas Time","||Marquesas Time","||Marquesas-Zeit","||heure des \xc3\xaeles Marquises","||hora de Marquesas","||\xe3\x83\x9e\xe3\x83\xab\xe3\x82\xad\xe3\x83\xbc\xe3\x82\xba\xe6\x99\x82\xe9\x96\x93","||\xe9\xa9\xac\xe5\x85\x8b\xe8\x90\xa8\xe6\x96\xaf\xe7\xbe\xa4\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio das Marquesas"],["Pacific/Midway Pacific/Pago_Pago","||American Samoa Standard Time","||American Samoa Standard Time","||Samoa-Normalzeit","||heure normale des Samoa","||hora est\xc3\xa1ndar de Samoa","||\xe7\xb1\xb3\xe9\xa0\x98\xe3\x82\xb5\xe3\x83\xa2\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe8\x90\xa8\xe6\x91\xa9\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Samoa"],["Pacific/Nauru","||Nauru Time","||Nauru Time","||Nauru-Zeit","||heure de Nauru","||hora de Nauru","||\xe3\x83\x8a\xe3\x82\xa6\xe3\x83\xab\xe6\x99\x82\xe9\x96\x93","||\xe7\x91\x99\xe9\xb2\x81\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Nauru"],["Pacific/Niue","||Niue Time","||Niue Time","||Niue-Zeit","||heure de Niue","||hora de Niue","||\xe3\x83\x8b\xe3\x82\xa6\xe3\x82\xa8\xe6\x99\x82\xe9\x96\x93","||\xe7\xba\xbd\xe5\x9f\x83\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Niue"],["Pacific/Norfolk","||Norfolk Island Standard Time|Norfolk Island Daylight Time","||Norfolk Island Standard Time|Norfolk Island Daylight Time","||Norfolkinsel-Normalzeit|Norfolkinsel-Sommerzeit","||heure normale de l\xe2\x80\x99\xc3\xaele Norfolk|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de l\xe2\x80\x99\xc3\xaele Norfolk","||hora est\xc3\xa1ndar de la isla Norfolk|hora de verano de la isla Norfolk","||\xe3\x83\x8e\xe3\x83\xbc\xe3\x83\x95\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xaf\xe5\xb3\xb6\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x8e\xe3\x83\xbc\xe3\x83\x95\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xaf\xe5\xb3\xb6\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe8\xaf\xba\xe7\xa6\x8f\xe5\x85\x8b\xe5\xb2\x9b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\xaf\xba\xe7\xa6\x8f\xe5\x85\x8b\xe5\xb2\x9b\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Ilha Norfolk|Hor\xc3\xa1rio de Ver\xc3\xa3o da Ilha Norfolk"],["Pacific/Noumea","||New Caledonia Standard Time","||New Caledonia Standard Time","||Neukaledonische Normalzeit","||heure normale de la Nouvelle-Cal\xc3\xa9donie","||hora est\xc3\xa1ndar de Nueva Caledonia","||\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xab\xe3\x83\xac\xe3\x83\x89\xe3\x83\x8b\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","||\xe6\x96\xb0\xe5\x96\x80\xe9\x87\x8c\xe5\xa4\x9a\xe5\xb0\xbc\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o da Nova Caled\xc3\xb4nia"],["Pacific/Palau","||Palau Time","||Palau Time","||Palau-Zeit","||heure des Palaos","||hora de Palaos","||\xe3\x83\x91\xe3\x83\xa9\xe3\x82\xaa\xe6\x99\x82\xe9\x96\x93","||\xe5\xb8\x95\xe5\x8a\xb3\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Palau"],["Pacific/Pitcairn","||Pitcairn Time","||Pitcairn Time","||Pitcairninseln-Zeit","||heure des \xc3\xaeles Pitcairn","||hora de Pitcairn","||\xe3\x83\x94\xe3\x83\x88\xe3\x82\xb1\xe3\x82\xa2\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93","||\xe7\x9a\xae\xe7\x89\xb9\xe5\x87\xaf\xe6\x81\xa9\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Pitcairn"],["Pacific/Ponape","||Pohnpei Time","||Pohnpei Time","||Pohnpei-Zeit","||heure de l\xe2\x80\x99\xc3\xaele de Pohnpei","||hora de Pohnpei","||\xe3\x83\x9d\xe3\x83\xb3\xe3\x83\x9a\xe3\x82\xa4\xe6\x99\x82\xe9\x96\x93","||\xe6\xb3\xa2\xe7\xba\xb3\xe4\xbd\xa9\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Ponape"],["Pacific/Rarotonga","||Cook Islands Standard Time|Cook Islands Summer Time","||Cook Islands Standard Time|Cook Islands Summer Time","||Cookinseln-Normalzeit|Cookinseln-Sommerzeit","||heure normale des \xc3\xaeles Cook|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 des \xc3\xaeles Cook","||hora est\xc3\xa1ndar de las Islas Cook|hora de verano media de las Islas Cook","||\xe3\x82\xaf\xe3\x83\x83\xe3\x82\xaf\xe8\xab\xb8\xe5\xb3\xb6\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x82\xaf\xe3\x83\x83\xe3\x82\xaf\xe8\xab\xb8\xe5\xb3\xb6\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe5\xba\x93\xe5\x85\x8b\xe7\xbe\xa4\xe5\xb2\x9b\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xba\x93\xe5\x85\x8b\xe7\xbe\xa4\xe5\xb2\x9b\xe4\xbb\xb2\xe5\xa4\x8f\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o das Ilhas Cook|Meio Hor\xc3\xa1rio de Ver\xc3\xa3o das Ilhas Cook"],["Pacific/Tahiti","||Tahiti Time","||Tahiti Time","||Tahiti-Zeit","||heure de Tahiti","||hora de Tahit\xc3\xad","||\xe3\x82\xbf\xe3\x83\x92\xe3\x83\x81\xe6\x99\x82\xe9\x96\x93","||\xe5\xa1\x94\xe5\xb8\x8c\xe6\x8f\x90\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio do Taiti"],["Pacific/Tarawa","||Gilbert Islands Time","||Gilbert Islands Time","||Gilbert-Inseln-Zeit","||heure des \xc3\xaeles Gilbert","||hora de las islas Gilbert","||\xe3\x82\xae\xe3\x83\xab\xe3\x83\x90\xe3\x83\xbc\xe3\x83\x88\xe8\xab\xb8\xe5\xb3\xb6\xe6\x99\x82\xe9\x96\x93","||\xe5\x90\x89\xe5\xb0\x94\xe4\xbc\xaf\xe7\x89\xb9\xe7\xbe\xa4\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio das Ilhas Gilberto"],["Pacific/Tongatapu","||Tonga Standard Time|Tonga Summer Time","||Tonga Standard Time|Tonga Summer Time","||Tongaische Normalzeit|Tongaische Sommerzeit","||heure normale des Tonga|heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 de Tonga","||hora est\xc3\xa1ndar de Tonga|hora de verano de Tonga","||\xe3\x83\x88\xe3\x83\xb3\xe3\x82\xac\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x88\xe3\x83\xb3\xe3\x82\xac\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","||\xe6\xb1\xa4\xe5\x8a\xa0\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe6\xb1\xa4\xe5\x8a\xa0\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio Padr\xc3\xa3o de Tonga|Hor\xc3\xa1rio de Ver\xc3\xa3o de Tonga"],["Pacific/Wake","||Wake Island Time","||Wake Island Time","||Wake-Insel-Zeit","||heure de l\xe2\x80\x99\xc3\xaele Wake","||hora de la isla Wake","||\xe3\x82\xa6\xe3\x82\xa7\xe3\x83\xbc\xe3\x82\xaf\xe5\xb3\xb6\xe6\x99\x82\xe9\x96\x93","||\xe5\xa8\x81\xe5\x85\x8b\xe5\xb2\x9b\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio das Ilhas Wake"],["Pacific/Wallis","||Wallis & Futuna Time","||Wallis & Futuna Time","||Wallis-und-Futuna-Zeit","||heure de Wallis-et-Futuna","||hora de Wallis y Futuna","||\xe3\x82\xa6\xe3\x82\xa9\xe3\x83\xaa\xe3\x82\xb9\xe3\x83\xbb\xe3\x83\x95\xe3\x83\x84\xe3\x83\x8a\xe6\x99\x82\xe9\x96\x93","||\xe7\x93\xa6\xe5\x88\xa9\xe6\x96\xaf\xe5\x92\x8c\xe5\xaf\x8c\xe5\x9b\xbe\xe7\xba\xb3\xe6\x97\xb6\xe9\x97\xb4","||Hor\xc3\xa1rio de Wallis e Futuna"]],"generic":[["UTC","","","","","","","",""],["America/New_York","ET|ET|Eastern Time|Eastern Time","New York Time|New York Time|Eastern Time|Eastern Time","New York (Ortszeit)|New York (Ortszeit)|Nordamerikanische Ostk\xc3\xbcstenzeit|Nordamerikanische Ostk\xc3\xbcstenzeit","heure : New York|heure : New York|heure de l\xe2\x80\x99Est nord-am\xc3\xa9ricain|heure de l\xe2\x80\x99Est nord-am\xc3\xa9ricain","hora de Nueva York|hora de Nueva York|hora oriental|hora oriental","\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x83\xa8\xe3\x83\xbc\xe3\x82\xaf\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x83\xa8\xe3\x83\xbc\xe3\x82\xaf\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe6\x9d\xb1\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe6\x9d\xb1\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93","\xe7\xba\xbd\xe7\xba\xa6\xe6\x97\xb6\xe9\x97\xb4|\xe7\xba\xbd\xe7\xba\xa6\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\x9c\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\x9c\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Nova York|Hor\xc3\xa1rio Nova York|Hor\xc3\xa1rio do Leste|Hor\xc3\xa1rio do Leste"],["America/Chicago","CT|CT|Central Time|Central Time","Chicago Time|Chicago Time|Central Time|Central Time","Chicago (Ortszeit)|Chicago (Ortszeit)|Nordamerikanische Zentralzeit|Nordamerikanische Zentralzeit","heure : Chicago|heure : Chicago|heure du centre nord-am\xc3\xa9ricain|heure du centre nord-am\xc3\xa9ricain","hora de Chicago|hora de Chicago|hora central|hora central","\xe3\x82\xb7\xe3\x82\xab\xe3\x82\xb4\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xb7\xe3\x82\xab\xe3\x82\xb4\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe4\xb8\xad\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe4\xb8\xad\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93","\xe8\x8a\x9d\xe5\x8a\xa0\xe5\x93\xa5\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8a\x9d\xe5\x8a\xa0\xe5\x93\xa5\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\xad\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\xad\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Chicago|Hor\xc3\xa1rio Chicago|Hor\xc3\xa1rio Central|Hor\xc3\xa1rio Central"],["America/Denver","MT|MT|Mountain Time|Mountain Time","Denver Time|Denver Time|Mountain Time|Mountain Time","Denver (Ortszeit)|Denver (Ortszeit)|Rocky-Mountains-Zeit|Rocky-Mountains-Zeit","heure : Denver|heure : Denver|heure des Rocheuses|heure des Rocheuses","hora de Denver|hora de Denver|hora de las Monta\xc3\xb1as Rocosas|hora de las Monta\xc3\xb1as Rocosas","\xe3\x83\x87\xe3\x83\xb3\xe3\x83\x90\xe3\x83\xbc\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x87\xe3\x83\xb3\xe3\x83\x90\xe3\x83\xbc\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xb1\xb1\xe5\xb2\xb3\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xb1\xb1\xe5\xb2\xb3\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93","\xe4\xb8\xb9\xe4\xbd\x9b\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xb9\xe4\xbd\x9b\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe5\xb1\xb1\xe5\x8c\xba\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe5\xb1\xb1\xe5\x8c\xba\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Denver|Hor\xc3\xa1rio Denver|Hor\xc3\xa1rio das Montanhas|Hor\xc3\xa1rio das Montanhas"],["America/Phoenix","MST||Mountain Standard Time","Phoenix Time||Mountain Standard Time","Phoenix (Ortszeit)||Rocky-Mountains-Normalzeit","heure : Phoenix||heure normale des Rocheuses","hora de Phoenix||hora est\xc3\xa1ndar de las Monta\xc3\xb1as Rocosas","\xe3\x83\x95\xe3\x82\xa7\xe3\x83\x8b\xe3\x83\x83\xe3\x82\xaf\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93||\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xb1\xb1\xe5\xb2\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","\xe5\x87\xa4\xe5\x87\xb0\xe5\x9f\x8e\xe6\x97\xb6\xe9\x97\xb4||\xe5\x8c\x97\xe7\xbe\x8e\xe5\xb1\xb1\xe5\x8c\xba\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Phoenix||Hor\xc3\xa1rio Padr\xc3\xa3o das Montanhas"],["America/Los_Angeles","PT|PT|Pacific Time|Pacific Time","Los Angeles Time|Los Angeles Time|Pacific Time|Pacific Time","Los Angeles (Ortszeit)|Los Angeles (Ortszeit)|Nordamerikanische Westk\xc3\xbcstenzeit|Nordamerikanische Westk\xc3\xbcstenzeit","heure : Los Angeles|heure : Los Angeles|heure du Pacifique nord-am\xc3\xa9ricain|heure du Pacifique nord-am\xc3\xa9ricain","hora de Los \xc3\x81ngeles|hora de Los \xc3\x81ngeles|hora del Pac\xc3\xadfico|hora del Pac\xc3\xadfico","\xe3\x83\xad\xe3\x82\xb5\xe3\x83\xb3\xe3\x82\xbc\xe3\x83\xab\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93|\xe3\x83\xad\xe3\x82\xb5\xe3\x83\xb3\xe3\x82\xbc\xe3\x83\xab\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\x99\x82\xe9\x96\x93","\xe6\xb4\x9b\xe6\x9d\x89\xe7\x9f\xb6\xe6\x97\xb6\xe9\x97\xb4|\xe6\xb4\x9b\xe6\x9d\x89\xe7\x9f\xb6\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe5\xa4\xaa\xe5\xb9\xb3\xe6\xb4\x8b\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Los Angeles|Hor\xc3\xa1rio Los Angeles|Hor\xc3\xa1rio do Pac\xc3\xadfico|Hor\xc3\xa1rio do Pac\xc3\xadfico"],["America/Anchorage","AKT|AKT|Alaska Time|Alaska Time","Anchorage Time|Anchorage Time|Alaska Time|Alaska Time","Anchorage (Ortszeit)|Anchorage (Ortszeit)|Alaska-Zeit|Alaska-Zeit","heure : Anchorage|heure : Anchorage|heure de l\xe2\x80\x99Alaska|heure de l\xe2\x80\x99Alaska","hora de Anchorage|hora de Anchorage|hora de Alaska|hora de Alaska","\xe3\x82\xa2\xe3\x83\xb3\xe3\x82\xab\xe3\x83\xac\xe3\x83\x83\xe3\x82\xb8\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa2\xe3\x83\xb3\xe3\x82\xab\xe3\x83\xac\xe3\x83\x83\xe3\x82\xb8\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa2\xe3\x83\xa9\xe3\x82\xb9\xe3\x82\xab\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa2\xe3\x83\xa9\xe3\x82\xb9\xe3\x82\xab\xe6\x99\x82\xe9\x96\x93","\xe5\xae\x89\xe5\x85\x8b\xe9\x9b\xb7\xe5\xa5\x87\xe6\x97\xb6\xe9\x97\xb4|\xe5\xae\x89\xe5\x85\x8b\xe9\x9b\xb7\xe5\xa5\x87\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe6\x8b\x89\xe6\x96\xaf\xe5\x8a\xa0\xe6\x97\xb6\xe9\x97\xb4|\xe9\x98\xbf\xe6\x8b\x89\xe6\x96\xaf\xe5\x8a\xa0\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Anchorage|Hor\xc3\xa1rio Anchorage|Hor\xc3\xa1rio do Alasca|Hor\xc3\xa1rio do Alasca"],["Pacific/Honolulu","HST||Hawaii-Aleutian Standard Time","Honolulu Time||Hawaii-Aleutian Standard Time","Honolulu (Ortszeit)||Hawaii-Aleuten-Normalzeit","heure : Honolulu||heure normale d\xe2\x80\x99Hawa\xc3\xaf - Al\xc3\xa9outiennes","hora de Honolul\xc3\xba||hora est\xc3\xa1ndar de Haw\xc3\xa1i-Aleutianas","\xe3\x83\x9b\xe3\x83\x8e\xe3\x83\xab\xe3\x83\xab\xe6\x99\x82\xe9\x96\x93||\xe3\x83\x8f\xe3\x83\xaf\xe3\x82\xa4\xe3\x83\xbb\xe3\x82\xa2\xe3\x83\xaa\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb7\xe3\x83\xa3\xe3\x83\xb3\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","\xe6\xaa\x80\xe9\xa6\x99\xe5\xb1\xb1\xe6\x97\xb6\xe9\x97\xb4||\xe5\xa4\x8f\xe5\xa8\x81\xe5\xa4\xb7-\xe9\x98\xbf\xe7\x95\x99\xe7\x94\xb3\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Honolulu||Hor\xc3\xa1rio Padr\xc3\xa3o do Hava\xc3\xad e Ilhas Aleutas"],["America/Toronto","ET|ET|Eastern Time|Eastern Time","Toronto Time|Toronto Time|Eastern Time|Eastern Time","Toronto (Ortszeit)|Toronto (Ortszeit)|Nordamerikanische Ostk\xc3\xbcstenzeit|Nordamerikanische Ostk\xc3\xbcstenzeit","heure : Toronto|heure : Toronto|heure de l\xe2\x80\x99Est nord-am\xc3\xa9ricain|heure de l\xe2\x80\x99Est nord-am\xc3\xa9ricain","hora de Toronto|hora de Toronto|hora oriental|hora oriental","\xe3\x83\x88\xe3\x83\xad\xe3\x83\xb3\xe3\x83\x88\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x88\xe3\x83\xad\xe3\x83\xb3\xe3\x83\x88\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe6\x9d\xb1\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe6\x9d\xb1\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93","\xe5\xa4\x9a\xe4\xbc\xa6\xe5\xa4\x9a\xe6\x97\xb6\xe9\x97\xb4|\xe5\xa4\x9a\xe4\xbc\xa6\xe5\xa4\x9a\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\x9c\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\x9c\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Toronto|Hor\xc3\xa1rio Toronto|Hor\xc3\xa1rio do Leste|Hor\xc3\xa1rio do Leste"],["America/Mexico_City","CST|CT|Central Standard Time|Central Time","Mexico City Time|Mexico City Time|Central Standard Time|Central Time","Mexiko-Stadt (Ortszeit)|Mexiko-Stadt (Ortszeit)|Nordamerikanische Zentral-Normalzeit|Nordamerikanische Zentralzeit","heure : Mexico|heure : Mexico|heure normale du centre nord-am\xc3\xa9ricain|heure du centre nord-am\xc3\xa9ricain","hora de Ciudad de M\xc3\xa9xico|hora de Ciudad de M\xc3\xa9xico|hora est\xc3\xa1ndar central|hora central","\xe3\x83\xa1\xe3\x82\xad\xe3\x82\xb7\xe3\x82\xb3\xe3\x82\xb7\xe3\x83\x86\xe3\x82\xa3\xe3\x83\xbc\xe6\x99\x82\xe9\x96\x93|\xe3\x83\xa1\xe3\x82\xad\xe3\x82\xb7\xe3\x82\xb3\xe3\x82\xb7\xe3\x83\x86\xe3\x82\xa3\xe3\x83\xbc\xe6\x99\x82\xe9\x96\x93|\xe7\xb1\xb3\xe5\x9b\xbd\xe4\xb8\xad\xe9\x83\xa8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe7\xb1\xb3\xe5\x9b\xbd\xe4\xb8\xad\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93","\xe5\xa2\xa8\xe8\xa5\xbf\xe5\x93\xa5\xe5\x9f\x8e\xe6\x97\xb6\xe9\x97\xb4|\xe5\xa2\xa8\xe8\xa5\xbf\xe5\x93\xa5\xe5\x9f\x8e\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\xad\xe9\x83\xa8\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\x8c\x97\xe7\xbe\x8e\xe4\xb8\xad\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Cidade do M\xc3\xa9xico|Hor\xc3\xa1rio Cidade do M\xc3\xa9xico|Hor\xc3\xa1rio Padr\xc3\xa3o Central|Hor\xc3\xa1rio Central"],["America/Sao_Paulo","S\xc3\xa3o Paulo Time|S\xc3\xa3o Paulo Time|Brasilia Standard Time|Brasilia Time","S\xc3\xa3o Paulo Time|S\xc3\xa3o Paulo Time|Brasilia Standard Time|Brasilia Time","S\xc3\xa3o Paulo (Ortszeit)|S\xc3\xa3o Paulo (Ortszeit)|Bras\xc3\xadlia-Normalzeit|Bras\xc3\xadlia-Zeit","heure : S\xc3\xa3o Paulo|heure : S\xc3\xa3o Paulo|heure normale de Brasilia|heure de Brasilia","hora de S\xc3\xa3o Paulo|hora de S\xc3\xa3o Paulo|hora est\xc3\xa1ndar de Brasilia|hora de Brasilia","\xe3\x82\xb5\xe3\x83\xb3\xe3\x83\x91\xe3\x82\xa6\xe3\x83\xad\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xb5\xe3\x83\xb3\xe3\x83\x91\xe3\x82\xa6\xe3\x83\xad\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x96\xe3\x83\xa9\xe3\x82\xb8\xe3\x83\xaa\xe3\x82\xa2\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\x96\xe3\x83\xa9\xe3\x82\xb8\xe3\x83\xaa\xe3\x82\xa2\xe6\x99\x82\xe9\x96\x93","\xe5\x9c\xa3\xe4\xbf\x9d\xe7\xbd\x97\xe6\x97\xb6\xe9\x97\xb4|\xe5\x9c\xa3\xe4\xbf\x9d\xe7\xbd\x97\xe6\x97\xb6\xe9\x97\xb4|\xe5\xb7\xb4\xe8\xa5\xbf\xe5\x88\xa9\xe4\xba\x9a\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe5\xb7\xb4\xe8\xa5\xbf\xe5\x88\xa9\xe4\xba\x9a\xe6\x97\xb6\xe9\x97\xb4","BRT|BRT|Hor\xc3\xa1rio Padr\xc3\xa3o de Bras\xc3\xadlia|Hor\xc3\xa1rio de Bras\xc3\xadlia"],["Europe/London","United Kingdom Time|United Kingdom Time|United Kingdom Time|United Kingdom Time","United Kingdom Time|United Kingdom Time|United Kingdom Time|United Kingdom Time","Vereinigtes K\xc3\xb6nigreich (Ortszeit)|Vereinigtes K\xc3\xb6nigreich (Ortszeit)|Vereinigtes K\xc3\xb6nigreich (Ortszeit)|Vereinigtes K\xc3\xb6nigreich (Ortszeit)","heure : Royaume-Uni|heure : Royaume-Uni|heure : Royaume-Uni|heure : Royaume-Uni","hora de Reino Unido|hora de Reino Unido|hora de Reino Unido|hora de Reino Unido","\xe3\x82\xa4\xe3\x82\xae\xe3\x83\xaa\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa4\xe3\x82\xae\xe3\x83\xaa\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa4\xe3\x82\xae\xe3\x83\xaa\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa4\xe3\x82\xae\xe3\x83\xaa\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93","\xe8\x8b\xb1\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8b\xb1\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8b\xb1\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8b\xb1\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Reino Unido|Hor\xc3\xa1rio Reino Unido|Hor\xc3\xa1rio Reino Unido|Hor\xc3\xa1rio Reino Unido"],["Europe/Dublin","Ireland Time|Ireland Time|Ireland Time|Ireland Time","Ireland Time|Ireland Time|Ireland Time|Ireland Time","Irland (Ortszeit)|Irland (Ortszeit)|Irland (Ortszeit)|Irland (Ortszeit)","heure : Irlande|heure : Irlande|heure : Irlande|heure : Irlande","hora de Irlanda|hora de Irlanda|hora de Irlanda|hora de Irlanda","\xe3\x82\xa2\xe3\x82\xa4\xe3\x83\xab\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa2\xe3\x82\xa4\xe3\x83\xab\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa2\xe3\x82\xa4\xe3\x83\xab\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa2\xe3\x82\xa4\xe3\x83\xab\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x99\x82\xe9\x96\x93","\xe7\x88\xb1\xe5\xb0\x94\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4|\xe7\x88\xb1\xe5\xb0\x94\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4|\xe7\x88\xb1\xe5\xb0\x94\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4|\xe7\x88\xb1\xe5\xb0\x94\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Irlanda|Hor\xc3\xa1rio Irlanda|Hor\xc3\xa1rio Irlanda|Hor\xc3\xa1rio Irlanda"],["Europe/Paris","France Time|France Time|Central European Time|Central European Time","CET|CET|Central European Time|Central European Time","MEZ|MEZ|Mitteleurop\xc3\xa4ische Zeit|Mitteleurop\xc3\xa4ische Zeit","heure : France|heure : France|heure d\xe2\x80\x99Europe centrale|heure d\xe2\x80\x99Europe centrale","CET|CET|hora de Europa central|hora de Europa central","\xe3\x83\x95\xe3\x83\xa9\xe3\x83\xb3\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x95\xe3\x83\xa9\xe3\x83\xb3\xe3\x82\xb9\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93","\xe6\xb3\x95\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4|\xe6\xb3\x95\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Fran\xc3\xa7a|Hor\xc3\xa1rio Fran\xc3\xa7a|Hor\xc3\xa1rio da Europa Central|Hor\xc3\xa1rio da Europa Central"],["Europe/Berlin","Germany Time|Germany Time|Central European Time|Central European Time","CET|CET|Central European Time|Central European Time","MEZ|MEZ|Mitteleurop\xc3\xa4ische Zeit|Mitteleurop\xc3\xa4ische Zeit","heure : Allemagne|heure : Allemagne|heure d\xe2\x80\x99Europe centrale|heure d\xe2\x80\x99Europe centrale","CET|CET|hora de Europa central|hora de Europa central","\xe3\x83\x89\xe3\x82\xa4\xe3\x83\x84\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x89\xe3\x82\xa4\xe3\x83\x84\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93","\xe5\xbe\xb7\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4|\xe5\xbe\xb7\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Alemanha|Hor\xc3\xa1rio Alemanha|Hor\xc3\xa1rio da Europa Central|Hor\xc3\xa1rio da Europa Central"],["Europe/Madrid","Spain Time|Spain Time|Central European Time|Central European Time","CET|CET|Central European Time|Central European Time","MEZ|MEZ|Mitteleurop\xc3\xa4ische Zeit|Mitteleurop\xc3\xa4ische Zeit","heure : Espagne|heure : Espagne|heure d\xe2\x80\x99Europe centrale|heure d\xe2\x80\x99Europe centrale","CET|CET|hora de Europa central|hora de Europa central","\xe3\x82\xb9\xe3\x83\x9a\xe3\x82\xa4\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xb9\xe3\x83\x9a\xe3\x82\xa4\xe3\x83\xb3\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93","\xe8\xa5\xbf\xe7\x8f\xad\xe7\x89\x99\xe6\x97\xb6\xe9\x97\xb4|\xe8\xa5\xbf\xe7\x8f\xad\xe7\x89\x99\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Espanha|Hor\xc3\xa1rio Espanha|Hor\xc3\xa1rio da Europa Central|Hor\xc3\xa1rio da Europa Central"],["Europe/Rome","Italy Time|Italy Time|Central European Time|Central European Time","CET|CET|Central European Time|Central European Time","MEZ|MEZ|Mitteleurop\xc3\xa4ische Zeit|Mitteleurop\xc3\xa4ische Zeit","heure : Italie|heure : Italie|heure d\xe2\x80\x99Europe centrale|heure d\xe2\x80\x99Europe centrale","CET|CET|hora de Europa central|hora de Europa central","\xe3\x82\xa4\xe3\x82\xbf\xe3\x83\xaa\xe3\x82\xa2\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xa4\xe3\x82\xbf\xe3\x83\xaa\xe3\x82\xa2\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93","\xe6\x84\x8f\xe5\xa4\xa7\xe5\x88\xa9\xe6\x97\xb6\xe9\x97\xb4|\xe6\x84\x8f\xe5\xa4\xa7\xe5\x88\xa9\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio It\xc3\xa1lia|Hor\xc3\xa1rio It\xc3\xa1lia|Hor\xc3\xa1rio da Europa Central|Hor\xc3\xa1rio da Europa Central"],["Europe/Amsterdam","Netherlands Time|Netherlands Time|Central European Time|Central European Time","CET|CET|Central European Time|Central European Time","MEZ|MEZ|Mitteleurop\xc3\xa4ische Zeit|Mitteleurop\xc3\xa4ische Zeit","heure : Pays-Bas|heure : Pays-Bas|heure d\xe2\x80\x99Europe centrale|heure d\xe2\x80\x99Europe centrale","CET|CET|hora de Europa central|hora de Europa central","\xe3\x82\xaa\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x80\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xaa\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x80\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\xa4\xae\xe3\x83\xa8\xe3\x83\xbc\xe3\x83\xad\xe3\x83\x83\xe3\x83\x91\xe6\x99\x82\xe9\x96\x93","\xe8\x8d\xb7\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8d\xb7\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe6\xac\xa7\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Pa\xc3\xadses Baixos|Hor\xc3\xa1rio Pa\xc3\xadses Baixos|Hor\xc3\xa1rio da Europa Central|Hor\xc3\xa1rio da Europa Central"],["Europe/Moscow","Moscow Time|Moscow Time|Moscow Standard Time|Moscow Time","Moscow Time|Moscow Time|Moscow Standard Time|Moscow Time","Moskau (Ortszeit)|Moskau (Ortszeit)|Moskauer Normalzeit|Moskauer Zeit","heure : Moscou|heure : Moscou|heure normale de Moscou|heure de Moscou","hora de Mosc\xc3\xba|hora de Mosc\xc3\xba|hora est\xc3\xa1ndar de Mosc\xc3\xba|hora de Mosc\xc3\xba","\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe6\x99\x82\xe9\x96\x93|\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe6\x99\x82\xe9\x96\x93|\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe3\x83\xa2\xe3\x82\xb9\xe3\x82\xaf\xe3\x83\xaf\xe6\x99\x82\xe9\x96\x93","\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe8\x8e\xab\xe6\x96\xaf\xe7\xa7\x91\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Moscou|Hor\xc3\xa1rio Moscou|Hor\xc3\xa1rio Padr\xc3\xa3o de Moscou|Hor\xc3\xa1rio de Moscou"],["Africa/Johannesburg","South Africa Time||South Africa Standard Time","South Africa Time||South Africa Standard Time","S\xc3\xbcdafrika (Ortszeit)||S\xc3\xbcdafrikanische Zeit","heure : Afrique du Sud||heure normale d\xe2\x80\x99Afrique m\xc3\xa9ridionale","hora de Sud\xc3\xa1frica||hora de Sud\xc3\xa1frica","\xe5\x8d\x97\xe3\x82\xa2\xe3\x83\x95\xe3\x83\xaa\xe3\x82\xab\xe6\x99\x82\xe9\x96\x93||\xe5\x8d\x97\xe3\x82\xa2\xe3\x83\x95\xe3\x83\xaa\xe3\x82\xab\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","\xe5\x8d\x97\xe9\x9d\x9e\xe6\x97\xb6\xe9\x97\xb4||\xe5\x8d\x97\xe9\x9d\x9e\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio \xc3\x81frica do Sul||Hor\xc3\xa1rio da \xc3\x81frica do Sul"],["Asia/Dubai","United Arab Emirates Time||Gulf Standard Time","GST||Gulf Standard Time","Vereinigte Arabische Emirate (Ortszeit)||Golf-Zeit","heure : \xc3\x89mirats arabes unis||heure du Golfe","hora de Emiratos \xc3\x81rabes Unidos||hora est\xc3\xa1ndar del Golfo","\xe3\x82\xa2\xe3\x83\xa9\xe3\x83\x96\xe9\xa6\x96\xe9\x95\xb7\xe5\x9b\xbd\xe9\x80\xa3\xe9\x82\xa6\xe6\x99\x82\xe9\x96\x93||\xe6\xb9\xbe\xe5\xb2\xb8\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","\xe9\x98\xbf\xe6\x8b\x89\xe4\xbc\xaf\xe8\x81\x94\xe5\x90\x88\xe9\x85\x8b\xe9\x95\xbf\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4||\xe6\xb5\xb7\xe6\xb9\xbe\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Emirados \xc3\x81rabes Unidos||Hor\xc3\xa1rio do Golfo"],["Asia/Calcutta","India Time||India Standard Time","India Time||India Standard Time","Indien (Ortszeit)||Indische Normalzeit","heure : Inde||heure de l\xe2\x80\x99Inde","hora de India||hora est\xc3\xa1ndar de la India","\xe3\x82\xa4\xe3\x83\xb3\xe3\x83\x89\xe6\x99\x82\xe9\x96\x93||\xe3\x82\xa4\xe3\x83\xb3\xe3\x83\x89\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","\xe5\x8d\xb0\xe5\xba\xa6\xe6\x97\xb6\xe9\x97\xb4||\xe5\x8d\xb0\xe5\xba\xa6\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio \xc3\x8dndia||Hor\xc3\xa1rio Padr\xc3\xa3o da \xc3\x8dndia"],["Asia/Singapore","Singapore Time||Singapore Standard Time","Singapore Time||Singapore Standard Time","Singapur (Ortszeit)||Singapurische Normalzeit","heure : Singapour||heure de Singapour","hora de Singapur||hora de Singapur","\xe3\x82\xb7\xe3\x83\xb3\xe3\x82\xac\xe3\x83\x9d\xe3\x83\xbc\xe3\x83\xab\xe6\x99\x82\xe9\x96\x93||\xe3\x82\xb7\xe3\x83\xb3\xe3\x82\xac\xe3\x83\x9d\xe3\x83\xbc\xe3\x83\xab\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","\xe6\x96\xb0\xe5\x8a\xa0\xe5\x9d\xa1\xe6\x97\xb6\xe9\x97\xb4||\xe6\x96\xb0\xe5\x8a\xa0\xe5\x9d\xa1\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Singapura||Hor\xc3\xa1rio Padr\xc3\xa3o de Singapura"],["Asia/Hong_Kong","Hong Kong SAR China Time||Hong Kong Standard Time","Hong Kong SAR China Time||Hong Kong Standard Time","Sonderverwaltungsregion Hongkong (Ortszeit)||Hongkong-Normalzeit","heure : R.A.S. chinoise de Hong Kong||heure normale de Hong Kong","hora de RAE de Hong Kong (China)||hora est\xc3\xa1ndar de Hong Kong","\xe4\xb8\xad\xe8\x8f\xaf\xe4\xba\xba\xe6\xb0\x91\xe5\x85\xb1\xe5\x92\x8c\xe5\x9b\xbd\xe9\xa6\x99\xe6\xb8\xaf\xe7\x89\xb9\xe5\x88\xa5\xe8\xa1\x8c\xe6\x94\xbf\xe5\x8c\xba\xe6\x99\x82\xe9\x96\x93||\xe9\xa6\x99\xe6\xb8\xaf\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","\xe4\xb8\xad\xe5\x9b\xbd\xe9\xa6\x99\xe6\xb8\xaf\xe7\x89\xb9\xe5\x88\xab\xe8\xa1\x8c\xe6\x94\xbf\xe5\x8c\xba\xe6\x97\xb6\xe9\x97\xb4||\xe9\xa6\x99\xe6\xb8\xaf\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Hong Kong, RAE da China||Hor\xc3\xa1rio Padr\xc3\xa3o de Hong Kong"],["Asia/Shanghai","China Time|China Time|China Standard Time|China Time","China Time|China Time|China Standard Time|China Time","China (Ortszeit)|China (Ortszeit)|Chinesische Normalzeit|Chinesische Zeit","heure : Chine|heure : Chine|heure normale de la Chine|heure de la Chine","hora de China|hora de China|hora est\xc3\xa1ndar de China|hora de China","\xe4\xb8\xad\xe5\x9b\xbd\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\x9b\xbd\xe6\x99\x82\xe9\x96\x93|\xe4\xb8\xad\xe5\x9b\xbd\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82|\xe4\xb8\xad\xe5\x9b\xbd\xe6\x99\x82\xe9\x96\x93","\xe4\xb8\xad\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe5\x9b\xbd\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4|\xe4\xb8\xad\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio China|Hor\xc3\xa1rio China|Hor\xc3\xa1rio Padr\xc3\xa3o da China|Hor\xc3\xa1rio da China"],["Asia/Tokyo","Japan Time||Japan Standard Time","Japan Time||Japan Standard Time","Japan (Ortszeit)||Japanische Normalzeit","heure : Japon||heure normale du Japon","hora de Jap\xc3\xb3n||hora est\xc3\xa1ndar de Jap\xc3\xb3n","JST||\xe6\x97\xa5\xe6\x9c\xac\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","\xe6\x97\xa5\xe6\x9c\xac\xe6\x97\xb6\xe9\x97\xb4||\xe6\x97\xa5\xe6\x9c\xac\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Jap\xc3\xa3o||Hor\xc3\xa1rio Padr\xc3\xa3o do Jap\xc3\xa3o"],["Asia/Seoul","South Korea Time||Korean Standard Time","South Korea Time||Korean Standard Time","S\xc3\xbcdkorea (Ortszeit)||Koreanische Normalzeit","heure : Cor\xc3\xa9e du Sud||heure normale de la Cor\xc3\xa9e","hora de Corea del Sur||hora est\xc3\xa1ndar de Corea","\xe9\x9f\x93\xe5\x9b\xbd\xe6\x99\x82\xe9\x96\x93||\xe9\x9f\x93\xe5\x9b\xbd\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","\xe9\x9f\xa9\xe5\x9b\xbd\xe6\x97\xb6\xe9\x97\xb4||\xe9\x9f\xa9\xe5\x9b\xbd\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Coreia do Sul||Hor\xc3\xa1rio Padr\xc3\xa3o da Coreia"],["Australia/Sydney","Sydney Time|Sydney Time|Australian Eastern Time|Australian Eastern Time","Sydney Time|Sydney Time|Australian Eastern Time|Australian Eastern Time","Sydney (Ortszeit)|Sydney (Ortszeit)|Ostaustralische Zeit|Ostaustralische Zeit","heure : Sydney|heure : Sydney|heure de l\xe2\x80\x99Est de l\xe2\x80\x99Australie|heure de l\xe2\x80\x99Est de l\xe2\x80\x99Australie","hora de S\xc3\xaddney|hora de S\xc3\xaddney|hora de Australia oriental|hora de Australia oriental","\xe3\x82\xb7\xe3\x83\x89\xe3\x83\x8b\xe3\x83\xbc\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xb7\xe3\x83\x89\xe3\x83\x8b\xe3\x83\xbc\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe6\x9d\xb1\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93|\xe3\x82\xaa\xe3\x83\xbc\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xa9\xe3\x83\xaa\xe3\x82\xa2\xe6\x9d\xb1\xe9\x83\xa8\xe6\x99\x82\xe9\x96\x93","\xe6\x82\x89\xe5\xb0\xbc\xe6\x97\xb6\xe9\x97\xb4|\xe6\x82\x89\xe5\xb0\xbc\xe6\x97\xb6\xe9\x97\xb4|\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe4\xb8\x9c\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4|\xe6\xbe\xb3\xe5\xa4\xa7\xe5\x88\xa9\xe4\xba\x9a\xe4\xb8\x9c\xe9\x83\xa8\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Sydney|Hor\xc3\xa1rio Sydney|Hor\xc3\xa1rio da Austr\xc3\xa1lia Oriental|Hor\xc3\xa1rio da Austr\xc3\xa1lia Oriental"],["Pacific/Auckland","New Zealand Time|New Zealand Time|New Zealand Time|New Zealand Time","New Zealand Time|New Zealand Time|New Zealand Time|New Zealand Time","Neuseeland (Ortszeit)|Neuseeland (Ortszeit)|Neuseeland-Zeit|Neuseeland-Zeit","heure : Nouvelle-Z\xc3\xa9lande|heure : Nouvelle-Z\xc3\xa9lande|heure de la Nouvelle-Z\xc3\xa9lande|heure de la Nouvelle-Z\xc3\xa9lande","hora de Nueva Zelanda|hora de Nueva Zelanda|hora de Nueva Zelanda|hora de Nueva Zelanda","\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb8\xe3\x83\xbc\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb8\xe3\x83\xbc\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb8\xe3\x83\xbc\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x99\x82\xe9\x96\x93|\xe3\x83\x8b\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xb8\xe3\x83\xbc\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\x99\x82\xe9\x96\x93","\xe6\x96\xb0\xe8\xa5\xbf\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4|\xe6\x96\xb0\xe8\xa5\xbf\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4|\xe6\x96\xb0\xe8\xa5\xbf\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4|\xe6\x96\xb0\xe8\xa5\xbf\xe5\x85\xb0\xe6\x97\xb6\xe9\x97\xb4","Hor\xc3\xa1rio Nova Zel\xc3\xa2ndia|Hor\xc3\xa1rio Nova Zel\xc3\xa2ndia|Hor\xc3\xa1rio da Nova Zel\xc3\xa2ndia|Hor\xc3\xa1rio da Nova Zel\xc3\xa2ndia"]],"from":{"Africa/Bissau":157770000000,"Africa/Monrovia":63593100000,"America/Adak":439034400000,"America/Anchorage":439030800000,"America/Dawson":120646800000,"America/Nome":439030800000,"America/Paramaribo":185686200000,"America/Santo_Domingo":152082000000,"America/Scoresbysund":354679200000,"America/Yakutat":439030800000,"Asia/Aqtau":692823600000,"Asia/Aqtobe":692823600000,"Asia/Ashgabat":695772000000,"Asia/Atyrau":1099173600000,"Asia/Baku":670370400000,"Asia/Barnaul":1459022400000,"Asia/Bishkek":1123783200000,"Asia/Dhaka":38772000000,"Asia/Dushanbe":684363600000,"Asia/Saigon":171820800000,"Asia/Karachi":38775600000,"Asia/Kuala_Lumpur":378662400000,"Asia/Kuching":378662400000,"Asia/Oral":1099173600000,"Asia/Qostanay":1099170000000,"Asia/Qyzylorda":692823600000,"Asia/Samarkand":683661600000,"Asia/Tashkent":670363200000,"Asia/Tbilisi":670370400000,"Asia/Tomsk":1464465600000,"Asia/Yekaterinburg":695772000000,"Asia/Yerevan":670370400000,"Europe/Astrakhan":701820000000,"Europe/Dublin":57722400000,"Europe/Guernsey":1509238800000,"Europe/Isle_of_Man":1509238800000,"Europe/Jersey":1509238800000,"Europe/Kirov":1414274400000,"Europe/London":57722400000,"Europe/Samara":606866400000,"Europe/Saratov":701820000000,"Europe/Ulyanovsk":695779200000,"Pacific/Kwajalein":745934400000,"Pacific/Midway":436363200000,"Pacific/Pago_Pago":436363200000},"early":{"UTC":["UTC||Coordinated Universal Time","UTC||Coordinated Universal Time","UTC||Koordinierte Weltzeit","UTC||temps universel coordonn\xc3\xa9","UTC||tiempo universal coordinado","UTC||\xe5\x8d\x94\xe5\xae\x9a\xe4\xb8\x96\xe7\x95\x8c\xe6\x99\x82","UTC||\xe5\x8d\x8f\xe8\xb0\x83\xe4\xb8\x96\xe7\x95\x8c\xe6\x97\xb6","UTC||Hor\xc3\xa1rio Universal Coordenado"],"Europe/Dublin":["|||Irish Standard Time","|||Irish Standard Time","|||Irische Sommerzeit","|||heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 irlandaise","|||hora de verano de Irlanda","|||\xe3\x82\xa2\xe3\x82\xa4\xe3\x83\xab\xe3\x83\xa9\xe3\x83\xb3\xe3\x83\x89\xe6\xa8\x99\xe6\xba\x96\xe6\x99\x82","|||\xe7\x88\xb1\xe5\xb0\x94\xe5\x85\xb0\xe6\xa0\x87\xe5\x87\x86\xe6\x97\xb6\xe9\x97\xb4","|||Hor\xc3\xa1rio Padr\xc3\xa3o Irland\xc3\xaas"],"Europe/London":["|||British Summer Time","|BST||British Summer Time","|||Britische Sommerzeit","|||heure d\xe2\x80\x99\xc3\xa9t\xc3\xa9 britannique","|||hora de verano brit\xc3\xa1nica","|||\xe8\x8b\xb1\xe5\x9b\xbd\xe5\xa4\x8f\xe6\x99\x82\xe9\x96\x93","|||\xe8\x8b\xb1\xe5\x9b\xbd\xe5\xa4\x8f\xe4\xbb\xa4\xe6\x97\xb6\xe9\x97\xb4","|||Hor\xc3\xa1rio de Ver\xc3\xa3o Brit\xc3\xa2nico"]}}',
  };
  // END intl data

  function makeIntl(readFile, utf8Decode, env) {
    const gap = (what) => new RangeError(`${what} is not supported by the sandbox's Intl`);
    const parsed = new Map();
    // intlData's tables are JSON texts in UTF-8, a byte a character
    const json = (key, text) => {
      if (!parsed.has(key)) parsed.set(key, JSON.parse(utf8Decode(Uint8Array.from(text, (c) => c.charCodeAt(0)))));
      return parsed.get(key);
    };
    const localeData = (tag) => json(tag, intlData.locales[tag]);
    const commonData = () => json(' common', intlData.common);
    const nameData = () => json(' names', intlData.names);

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
    const toOptions = (o) => (o === undefined ? Object.create(null) : Object(o));

    // ---------------------------------------------------------------- locales

    const languages = {}; // language -> the locale whose data it uses
    for (const tag of Object.keys(intlData.locales)) languages[tag.split('-')[0]] ??= tag;
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
    // its own data if intlData has its region, else the language's.
    function resolveLocale(locales) {
      for (const tag of canonicalLocales(locales)) {
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
        const own = region !== undefined && intlData.locales[`${lang}-${region}`] !== undefined && (script === undefined || script === (defaultScript[lang] ?? 'Latn'));
        const data = own ? `${lang}-${region}` : languages[lang];
        return { tag: own ? base.join('-') : lang, data, L: localeData(data), ext };
      }
      return { tag: 'en-US', data: 'en-US', L: localeData('en-US'), ext: {} };
    }
    const supportedLocalesOf = (locales) => canonicalLocales(locales).filter((t) => languages[t.split('-')[0]] !== undefined);

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
      let z = /^[A-Z]/.test(name) ? zoneFile(name) : undefined;
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
      const i = Object.keys(intlData.locales).indexOf(tag) + 1;
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
    const partTypes = { G: 'era', y: 'year', M: 'month', L: 'month', d: 'day', E: 'weekday', c: 'weekday', a: 'dayPeriod', h: 'hour', H: 'hour',
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

    return { NumberFormat, DateTimeFormat, PluralRules, Collator, canonicalLocales };
  }
  // END intl

  const intl = makeIntl(native.readFile, native.utf8Decode, () => process.env);
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
  for (const name of ['RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames', 'Locale']) {
    defineHidden(Intl, name, function () { throw new RangeError(`Intl.${name} is not supported by the sandbox's Intl`); });
  }
  // toLocaleString and its kin reuse the format of earlier calls with the
  // same arguments (and $TZ): code formats many values the same way.
  const formats = new Map();
  function cachedFormat(C, locales, options, required, defaults) {
    let key;
    try { key = `${required} ${process.env.TZ} ${JSON.stringify([locales, options])}`; } catch (e) { key = undefined; }
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
