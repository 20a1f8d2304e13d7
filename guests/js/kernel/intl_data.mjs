// intl_data.mjs writes intl_data.txt, the tables of prelude.js's Intl,
// from the ICU of the Node that runs it: CLDR's names, number symbols and
// date patterns of the locales below, the names of the time zones under
// ZONEINFO, and the IDs ICU reports for tzdata's names. Then it checks the
// prelude's Intl, with the new tables, against Node on every combination of
// DateTimeFormat's field options, and stores the patterns the prelude's
// rules do not reproduce as exceptions. Run it after changing those rules,
// or to follow a newer CLDR, then guests/js/build.sh:
//
//   node guests/js/kernel/intl_data.mjs ZONEINFO
//
// ZONEINFO is the zone directory of guests/tzdata/tzdata.zip, unzipped.
// The tables are read out of Node's Intl output, so the guest matches that
// Node; guests/js's TestIntlMatchesNode compares the two at test time.
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const preludePath = path.join(here, 'prelude.js');
const dataPath = path.join(here, 'intl_data.txt');
const zoneinfo = process.argv[2];
if (!zoneinfo || !fs.existsSync(path.join(zoneinfo, 'tzdata.zi'))) {
  console.error('usage: node intl_data.mjs ZONEINFO (the unzipped guests/tzdata/tzdata.zip)');
  process.exit(2);
}

const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'zh-CN', 'pt-BR'];
// 09:04:05.067 on Friday 5 January 2024: every numeric field shows whether it
// has a leading zero, and no two fields share a value.
const REF = Date.UTC(2024, 0, 5, 9, 4, 5, 67);
const WIDTHS = ['long', 'short', 'narrow'];
const widthLen = { long: 4, short: 3, narrow: 5 };

// ------------------------------------------------------------------ names

function partOf(locale, opts, t, type) {
  const p = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...opts }).formatToParts(t).find((x) => x.type === type);
  return p ? p.value : undefined;
}

function names(locale) {
  const n = { M: {}, L: {}, E: {}, c: {} };
  for (const w of WIDTHS) {
    n.M[w] = []; n.L[w] = []; n.E[w] = []; n.c[w] = [];
    for (let m = 0; m < 12; m++) {
      const t = Date.UTC(2024, m, 5);
      n.L[w].push(partOf(locale, { month: w }, t, 'month'));
      n.M[w].push(partOf(locale, { month: w, day: 'numeric' }, t, 'month'));
    }
    for (let d = 0; d < 7; d++) {
      const t = Date.UTC(2024, 0, 7 + d); // Sunday first
      n.c[w].push(partOf(locale, { weekday: w }, t, 'weekday'));
      n.E[w].push(partOf(locale, { weekday: w, year: 'numeric', month: 'long', day: 'numeric' }, t, 'weekday'));
    }
  }
  n.a = [Date.UTC(2024, 0, 5, 9), Date.UTC(2024, 0, 5, 15)].map((t) => partOf(locale, { hour: 'numeric', hour12: true }, t, 'dayPeriod'));
  return n;
}

// ------------------------------------------------------------------ patterns

const quote = (s) => (/[A-Za-z']/.test(s) ? `'${s.replace(/'/g, "''")}'` : s);
const hcLetter = { h11: 'K', h12: 'h', h23: 'H', h24: 'k' };
const tzLetter = { short: 'z', long: 'zzzz', shortOffset: 'O', longOffset: 'OOOO', shortGeneric: 'v', longGeneric: 'vvvv' };

// pattern is the CLDR pattern of what Node prints for opts at REF in UTC.
function pattern(locale, nm, opts) {
  const f = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...opts });
  const hc = f.resolvedOptions().hourCycle;
  let out = '';
  for (const { type, value } of f.formatToParts(REF)) {
    switch (type) {
      case 'literal': out += quote(value); break;
      case 'year': out += value.length === 2 ? 'yy' : 'y'; break;
      case 'day': out += 'd'.repeat(value.length); break;
      case 'minute': out += 'm'.repeat(value.length); break;
      case 'second': out += 's'.repeat(value.length); break;
      case 'fractionalSecond': out += 'S'.repeat(value.length); break;
      case 'hour': out += hcLetter[hc].repeat(value.length); break;
      case 'dayPeriod': out += 'a'; break;
      case 'month':
      case 'weekday': {
        if (/^\d+$/.test(value)) { out += 'M'.repeat(value.length); break; }
        const [fmt, sa] = type === 'month' ? ['M', 'L'] : ['E', 'c'];
        const want = opts[type] || 'short';
        const order = [want, ...WIDTHS.filter((w) => w !== want)];
        const hit = order.map((w) => [fmt, w]).concat(order.map((w) => [sa, w])).find(([k, w]) => nm[k][w].includes(value));
        if (!hit) throw new Error(`${locale} ${JSON.stringify(opts)}: ${type} ${value} is in no name table`);
        out += hit[0].repeat(widthLen[hit[1]]);
        break;
      }
      case 'timeZoneName': out += tzLetter[opts.timeZoneName] || (opts.timeStyle === 'full' ? 'zzzz' : 'z'); break;
      default: throw new Error(`${locale} ${JSON.stringify(opts)}: part ${type}`);
    }
  }
  return out;
}

// The keys of the base tables, as the prelude looks a date or time part
// up (skeletonPattern there): the date part by its fields and their widths,
// the time part too, with the hour as h or H (the prelude puts in the
// letter of the hour cycle) and the zone name as z where its other widths
// lay out alike.
const dateLetters = { weekday: { short: 'EEE', long: 'EEEE', narrow: 'EEEEE' }, year: { numeric: 'y', '2-digit': 'yy' },
  month: { numeric: 'M', '2-digit': 'MM', short: 'MMM', long: 'MMMM', narrow: 'MMMMM' }, day: { numeric: 'd', '2-digit': 'dd' } };
const dateKey = (o) => ['weekday', 'year', 'month', 'day'].map((k) => (o[k] ? dateLetters[k][o[k]] : '')).join('');
function dateKeys() {
  const out = [];
  for (const o of dateCombos()) if (Object.keys(o).length) out.push([dateKey(o), o]);
  return out;
}
// timeKey is the key of the time part: the hour as h (a 12-hour cycle) or
// H, each field as wide as asked.
const timeKey = (o, twelve) => (o.hour ? (twelve ? 'h' : 'H').repeat(o.hour === '2-digit' ? 2 : 1) : '') +
  (o.minute ? (o.minute === '2-digit' ? 'mm' : 'm') : '') + (o.second ? (o.second === '2-digit' ? 'ss' : 's') : '') + (o.timeZoneName ? tzLetter[o.timeZoneName] : '');
function timeKeys() {
  const out = [];
  for (const hour of [undefined, 'numeric', '2-digit']) for (const hour12 of (hour ? [true, false] : [undefined]))
    for (const minute of [undefined, 'numeric', '2-digit']) for (const second of [undefined, 'numeric', '2-digit'])
      for (const timeZoneName of [undefined, ...Object.keys(tzLetter)]) {
        const o = option({ hour, hour12, minute, second, timeZoneName });
        const k = timeKey(o, hour12);
        if (k) out.push([k, o]);
      }
  return out;
}

// glue finds how Node joins a date pattern and a time pattern.
function glue(whole, date, time) {
  const i = whole.indexOf(date), j = whole.indexOf(time);
  if (i < 0 || j < 0) return undefined;
  if (i < j) return `${whole.slice(0, i)}{1}${whole.slice(i + date.length, j)}{0}${whole.slice(j + time.length)}`;
  return `${whole.slice(0, j)}{0}${whole.slice(j + time.length, i)}{1}${whole.slice(i + date.length)}`;
}

const STYLES = ['full', 'long', 'medium', 'short'];

function dates(locale) {
  const nm = names(locale);
  const d = {}, t = {};
  for (const [k, o] of dateKeys()) d[k] = pattern(locale, nm, o);
  for (const [k, o] of timeKeys()) {
    if (o.hour || o.minute || o.second) { t[k] = pattern(locale, nm, o); continue; }
    // a zone name alone comes with the date fields: take them off again
    const p = pattern(locale, nm, o);
    t[k] = p.startsWith(d.yMd) ? p.slice(d.yMd.length).replace(/^(, |\s)/, '') : p.slice(0, p.length - d.yMd.length).replace(/(, |\s)$/, '');
  }
  // keep a zone width other than z only where its pattern is not z's with the letter changed
  for (const k of Object.keys(t)) {
    const m = /(zzzz|OOOO|vvvv|O|v)$/.exec(k);
    if (m && t[k] === t[k.slice(0, m.index) + 'z'].replace(/z+/, m[1])) delete t[k];
  }
  // skeleton glue by the date part's month width: full, long, medium, short
  const g = [['EEEEyMMMMd', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }],
    ['yMMMMd', { year: 'numeric', month: 'long', day: 'numeric' }], ['yMMMd', { year: 'numeric', month: 'short', day: 'numeric' }],
    ['yMd', { year: 'numeric', month: 'numeric', day: 'numeric' }]]
    .map(([k, o]) => glue(pattern(locale, nm, { ...o, hour: 'numeric', minute: 'numeric', hour12: false }), d[k], t.Hm));
  // a weekday alone: CLDR has patterns of its own (E h:mm a)
  g.push(glue(pattern(locale, nm, { weekday: 'short', hour: 'numeric', minute: 'numeric', hour12: false }), d.EEE.replace(/c/g, 'E'), t.Hm) ?? null);
  const ds = STYLES.map((s) => pattern(locale, nm, { dateStyle: s }));
  const ts = STYLES.map((s) => [true, false].map((h12) => pattern(locale, nm, { timeStyle: s, hour12: h12 })));
  const sg = STYLES.map((s, i) => glue(pattern(locale, nm, { dateStyle: s, timeStyle: 'short', hour12: false }), ds[i], ts[3][1]));
  const ro = (o) => new Intl.DateTimeFormat(locale, { hour: 'numeric', ...o }).resolvedOptions().hourCycle;
  return {
    M: nm.M, L: nm.L, E: nm.E, c: nm.c, a: nm.a, d, t, g, ds, ts, sg,
    hc: [ro({}), ro({ hour12: true }), ro({ hour12: false })],
  };
}

// ------------------------------------------------------------------ numbers

function numbers(locale) {
  const parts = (v, o) => new Intl.NumberFormat(locale, o).formatToParts(v);
  const val = (v, o, type) => parts(v, o).find((p) => p.type === type)?.value;
  // a pattern with # for the number and ¤ for the currency
  const shape = (v, o) => parts(v, o).map((p) => (p.type === 'currency' ? '¤' : p.type === 'percentSign' ? '%' : p.type === 'literal' ? p.value : '#'))
    .join('').replace(/#+/g, '#');
  const cur = shape(1234.5, { style: 'currency', currency: 'EUR' });
  const acct = shape(-1234.5, { style: 'currency', currency: 'EUR', currencySign: 'accounting' }).startsWith('(');
  const symbols = {}, narrow = {};
  for (const c of Intl.supportedValuesOf('currency')) {
    const s = val(1, { style: 'currency', currency: c }, 'currency');
    if (s !== c) symbols[c] = s;
    const n = val(1, { style: 'currency', currency: c, currencyDisplay: 'narrowSymbol' }, 'currency');
    if (n !== s) narrow[c] = n;
  }
  // compact short: for each power of ten from 10^3, the number's zeros and
  // its affixes ("0K", "00 Mio.", "0" for none)
  const compact = [];
  for (let e = 3; e <= 20; e++) {
    const ps = parts(10 ** e, { notation: 'compact' });
    if (!ps.some((p) => p.type === 'compact')) { compact.push('0'); continue; }
    const digits = ps.filter((p) => p.type === 'integer').map((p) => p.value).join('').length;
    let number = '0'.repeat(digits);
    compact.push(ps.map((p) => {
      if (p.type !== 'integer' && p.type !== 'group') return p.value;
      const z = number;
      number = '';
      return z;
    }).join(''));
  }
  return {
    n: [val(1.5, {}, 'decimal'), val(1234567, {}, 'group'), val(1234, {}, 'group') ? 1 : 2, shape(0.5, { style: 'percent' }), cur, acct ? 1 : 0,
      val(NaN, {}, 'nan'), val(Infinity, {}, 'infinity')],
    cs: symbols,
    ns: narrow,
    cc: compact,
  };
}

// ------------------------------------------------------------------ zones

function zoneList() {
  const zi = fs.readFileSync(path.join(zoneinfo, 'tzdata.zi'), 'utf8');
  const zones = [], target = {};
  for (const line of zi.split('\n')) {
    const f = line.split(' ');
    if (f[0] === 'Z') { zones.push(f[1]); target[f[1]] = f[1]; } else if (f[0] === 'L') target[f[2]] = f[1];
  }
  // the ID ICU reports for a name, where it is not the name itself
  const ids = {};
  for (const name of Object.keys(target).sort()) {
    let id;
    try { id = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone; } catch { continue; }
    if (id !== name) ids[name] = id;
  }
  return { zones: zones.sort(), ids };
}

const zoneNameOf = (locale, zone, w, t) => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: w }).formatToParts(t).find((p) => p.type === 'timeZoneName').value;
// The zones whose generic names (shortGeneric, longGeneric) the tables
// hold: most zones' are CLDR's location format ("Ghana Time"), a name per
// zone; the others get the localized GMT format.
const GENERIC = ['UTC', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles',
  'America/Anchorage', 'Pacific/Honolulu', 'America/Toronto', 'America/Mexico_City', 'America/Sao_Paulo', 'Europe/London', 'Europe/Dublin',
  'Europe/Paris', 'Europe/Berlin', 'Europe/Madrid', 'Europe/Rome', 'Europe/Amsterdam', 'Europe/Moscow', 'Africa/Johannesburg', 'Asia/Dubai',
  'Asia/Kolkata', 'Asia/Singapore', 'Asia/Hong_Kong', 'Asia/Shanghai', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Sydney', 'Pacific/Auckland'];

// gmtFormat is the localized GMT format's prefix and minus sign.
function gmtFormat(locale) {
  const m = /^(.*?)([-\u2212])5$/.exec(zoneNameOf(locale, 'Etc/GMT+5', 'shortOffset', REF));
  if (!m) throw new Error(`${locale}: GMT format`);
  return [m[1], m[2]];
}

function offsetOf(zone, t) {
  const o = zoneNameOf('en', zone, 'longOffset', t);
  const m = /^GMT(?:([+-])(\d\d):(\d\d)(?::(\d\d))?)?$/.exec(o);
  return m[1] ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0)) : 0;
}

function zoneTables(zones) {
  const gmt = Object.fromEntries(LOCALES.map((l) => [l, gmtFormat(l)]));
  // the prelude's fallback
  const fallback = (locale, off, long) => {
    const [prefix, minus] = gmt[locale];
    const a = Math.abs(off), h = Math.floor(a / 3600), m = Math.floor(a / 60) % 60, sec = a % 60;
    const pad = (n) => String(n).padStart(2, '0');
    let t = long ? `${pad(h)}:${pad(m)}` : m || sec ? `${h}:${pad(m)}` : String(h);
    if (sec) t += `:${pad(sec)}`;
    return `${prefix}${off < 0 ? minus : '+'}${t}`;
  };
  // [standard, daylight] sample times of a year: the later offset is daylight time
  const times = (zone, y) => {
    const jan = Date.UTC(y, 0, 15, 12), jul = Date.UTC(y, 6, 15, 12);
    const a = offsetOf(zone, jan), b = offsetOf(zone, jul);
    return a === b ? [jan] : a < b ? [jan, jul] : [jul, jan];
  };
  // a row holds each width's standard and daylight names: this year's,
  // else those of an earlier year (Brasilia Summer Time)
  const row = (l, zone, widths) => {
    const r = [];
    for (const w of widths) {
      const slot = ['', ''];
      for (const y of [2025, 2010, 2000, 1990, 1980]) {
        times(zone, y).forEach((t, i) => {
          const name = zoneNameOf(l, zone, w, t);
          if (!slot[i] && name !== fallback(l, offsetOf(zone, t), w.startsWith('long'))) slot[i] = name;
        });
      }
      r.push(...slot);
    }
    return r.join('|').replace(/\|+$/, '');
  };
  // the tables name zones by the ID ICU reports (Asia/Calcutta)
  const idOf = (zone) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  const groups = new Map();
  for (const zone of zones) {
    try { offsetOf(zone, REF); } catch { continue; }
    const rows = LOCALES.map((l) => row(l, zone, ['short', 'long']));
    if (rows.every((r) => r === '')) continue;
    const key = rows.join('\n');
    if (!groups.has(key)) groups.set(key, []);
    if (!groups.get(key).includes(idOf(zone))) groups.get(key).push(idOf(zone));
  }
  // CLDR names tzdata's zones from 1970, some later (London from October
  // 1971): before then, the GMT format, or names of the zone's own (British
  // Summer Time in 1945)
  const from = {}, early = {};
  const named = (zone, t) => zoneNameOf('en-US', zone, 'long', t) !== fallback('en-US', offsetOf(zone, t), true);
  for (const zone of zones) {
    try { offsetOf(zone, REF); } catch { continue; }
    if (!named(zone, Date.UTC(2025, 0, 15)) || named(zone, 0)) continue;
    let lo = 0, hi = Date.UTC(2025, 0, 15);
    while (hi - lo > 60000) {
      const mid = Math.floor((lo + hi) / 2 / 60000) * 60000;
      if (named(zone, mid)) hi = mid; else lo = mid;
    }
    from[idOf(zone)] = hi;
  }
  for (const zone of zones.filter((z) => z !== 'UTC')) {
    try { offsetOf(zone, REF); } catch { continue; }
    const rows = LOCALES.map((l) => {
      const r = ['', '', '', ''];
      for (const t of [Date.UTC(1960, 0, 15, 12), Date.UTC(1960, 6, 15, 12), Date.UTC(1945, 0, 15, 12), Date.UTC(1945, 6, 15, 12)]) {
        const dst = offsetOf(zone, t) > offsetOf(zone, Date.UTC(1960, 0, 15, 12)) ? 1 : 0;
        ['short', 'long'].forEach((w, i) => {
          const name = zoneNameOf(l, zone, w, t);
          if (!r[i * 2 + dst] && name !== fallback(l, offsetOf(zone, t), w === 'long')) r[i * 2 + dst] = name;
        });
      }
      return r.join('|').replace(/\|+$/, '');
    });
    if (rows.some((r) => r !== '')) early[idOf(zone)] = rows;
  }
  const generic = new Map();
  for (const zone of GENERIC) {
    const key = LOCALES.map((l) => row(l, zone, ['shortGeneric', 'longGeneric'])).join('\n');
    if (!generic.has(key)) generic.set(key, []);
    generic.get(key).push(idOf(zone));
  }
  const table = (m) => [...m].map(([k, zs]) => [zs.join(' '), ...k.split('\n')]);
  return { gmt, names: table(groups), generic: table(generic), from, early };
}

// ------------------------------------------------------------------ words

// RelativeTimeFormat's patterns ({0} for the number) by style, unit,
// direction and plural category, and numeric: 'auto''s words; ListFormat's
// patterns; DisplayNames' names. They are the "words <locale>" tables, read
// only by these classes.
const RT_UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'];
const STYLES3 = ['long', 'short', 'narrow'];

function relative(l) {
  const pr = new Intl.PluralRules(l);
  const samples = [1, 2, 0, 3, 5, 11, 21, 1e6, 1.5];
  const out = {};
  for (const style of STYLES3) for (const unit of RT_UNITS) {
    const f = new Intl.RelativeTimeFormat(l, { style }), a = new Intl.RelativeTimeFormat(l, { style, numeric: 'auto' });
    const e = { past: {}, future: {}, auto: {} };
    for (const c of pr.resolvedOptions().pluralCategories) {
      const v = samples.find((x) => pr.select(x) === c);
      if (v === undefined) continue;
      for (const [dir, n] of [['past', -v], ['future', v]]) {
        e[dir][c] = f.formatToParts(n, unit).map((p) => (p.type === 'literal' ? p.value : '{0}')).join('').replace(/(\{0\})+/, '{0}');
      }
    }
    for (const n of [-2, -1, 0, 1, 2]) if (a.format(n, unit) !== f.format(n, unit)) e.auto[n] = a.format(n, unit);
    (out[style] ??= {})[unit] = e;
  }
  return out;
}

function lists(l) {
  const out = {};
  const marks = ['\u0001', '\u0002', '\u0003', '\u0004'];
  for (const type of ['conjunction', 'disjunction', 'unit']) for (const style of STYLES3) {
    const f = new Intl.ListFormat(l, { type, style });
    const two = f.format(marks.slice(0, 2)).split(/[\u0001-\u0004]/), four = f.format(marks).split(/[\u0001-\u0004]/);
    if (two[0] || two[2] || four[0] || four[4]) throw new Error(`${l} ${type} ${style}: a list pattern with text around it`);
    out[`${type} ${style}`] = [two[1], four[1], four[2], four[3]];
  }
  return out;
}

// the codes DisplayNames knows: those English names
const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const known = (type, codes) => codes.filter((c) => new Intl.DisplayNames('en', { type, fallback: 'none' }).of(c) !== undefined);
const CODES = {
  region: known('region', [...letters.flatMap((a) => letters.map((b) => a + b)), '001', '002', '009', '019', '142', '150', '419']),
  language: known('language', [...letters.flatMap((a) => letters.map((b) => (a + b).toLowerCase())), 'fil', 'haw', 'yue', 'ast', 'ckb', 'gsw', 'nds']),
  script: known('script', ['Arab', 'Armn', 'Beng', 'Cyrl', 'Deva', 'Ethi', 'Geor', 'Grek', 'Gujr', 'Guru', 'Hang', 'Hani', 'Hans', 'Hant', 'Hebr', 'Hira', 'Jpan', 'Kana', 'Khmr', 'Knda', 'Kore', 'Laoo', 'Latn', 'Mlym', 'Mong', 'Mymr', 'Orya', 'Sinh', 'Taml', 'Telu', 'Thaa', 'Thai', 'Tibt', 'Zyyy']),
  currency: known('currency', [...Intl.supportedValuesOf('currency'), 'XXX']),
  calendar: known('calendar', Intl.supportedValuesOf('calendar')),
  dateTimeField: ['era', 'year', 'quarter', 'month', 'weekOfYear', 'weekday', 'day', 'dayPeriod', 'hour', 'minute', 'second', 'timeZoneName'],
};
// language tags whose dialect name is not "language (region)"
const DIALECTS = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'fr-CA', 'fr-CH', 'es-ES', 'es-MX', 'es-419', 'pt-BR', 'pt-PT', 'de-AT', 'de-CH', 'nl-BE', 'zh-Hans', 'zh-Hant', 'ro-MD', 'sw-CD'];

function displayNames(l) {
  // long names; short and narrow ones where they differ from the wider one
  const out = {};
  for (const [type, codes] of Object.entries(CODES)) {
    const [long, short, narrow] = STYLES3.map((style) => new Intl.DisplayNames(l, { type, style, fallback: 'none' }));
    const t = (out[type] = { long: {}, short: {}, narrow: {} });
    for (const c of codes) {
      const n = [long.of(c), short.of(c), narrow.of(c)];
      if (n[0] === undefined) continue;
      t.long[c] = n[0];
      if (n[1] !== n[0]) t.short[c] = n[1];
      if (n[2] !== n[1]) t.narrow[c] = n[2];
    }
  }
  out.dialect = {};
  for (const style of STYLES3) {
    const dialect = new Intl.DisplayNames(l, { type: 'language', style }), standard = new Intl.DisplayNames(l, { type: 'language', style, languageDisplay: 'standard' });
    out.dialect[style] = Object.fromEntries(DIALECTS.filter((c) => dialect.of(c) !== standard.of(c)).map((c) => [c, dialect.of(c)]));
  }
  const standard = new Intl.DisplayNames(l, { type: 'language', languageDisplay: 'standard' });
  // how a language's name takes its script and region ("{0} ({1})"), and
  // what joins those two
  const sw = out.language.long.sw, ke = out.region.long.KE, latn = out.script.long.Latn;
  const both = standard.of('sw-Latn-KE');
  out.pattern = standard.of('sw-KE').replace(sw, '{0}').replace(ke, '{1}');
  out.separator = both.slice(both.indexOf(latn) + latn.length, both.indexOf(ke));
  return out;
}

// ------------------------------------------------------------------ the prelude

// text is intl_data.txt: a line for each table, its name, a tab and its
// JSON; the locales first, then common (zone IDs, GMT formats, currency
// digits) and names (the zones' names).
function text(data) {
  const { ids, gmt, names, generic, from, early } = data.zones;
  const tables = [...Object.entries(data.locales), ['common', { ids, gmt, digits: data.digits }], ['names', { names, generic, from, early }],
    ...Object.entries(data.words).map(([l, w]) => [`words ${l}`, w])];
  return tables.map(([k, v]) => `${k}\t${JSON.stringify(v)}\n`).join('');
}

// load evaluates the prelude's Intl block as the guest runs it, with the
// tables in data and the zones from ZONEINFO.
function load(prelude, data) {
  const a = prelude.indexOf('  // BEGIN intl '), b = prelude.indexOf('  // END intl\n');
  const make = new Function(`${prelude.slice(a, b)}\nreturn makeIntl;`)();
  const buffer = (b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.length);
  const readFile = (p) => buffer(fs.readFileSync(p.replace(/^\/usr\/share\/zoneinfo/, zoneinfo)));
  const tables = buffer(Buffer.from(text(data), 'utf8'));
  return make(readFile, (b) => Buffer.from(b instanceof ArrayBuffer ? new Uint8Array(b) : b).toString('utf8'), () => ({}), () => tables);
}

// ------------------------------------------------------------------ checks

const DATES = [REF, Date.UTC(2024, 10, 23, 21, 45, 56, 789), Date.UTC(2025, 6, 1, 0, 5, 0, 5)];
const option = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const HCS = [{}, { hour12: true }, { hour12: false }, { hourCycle: 'h11' }, { hourCycle: 'h12' }, { hourCycle: 'h23' }, { hourCycle: 'h24' }];

function* dateCombos() {
  for (const weekday of [undefined, 'short', 'long', 'narrow']) for (const year of [undefined, 'numeric', '2-digit'])
    for (const month of [undefined, 'numeric', '2-digit', 'short', 'long', 'narrow']) for (const day of [undefined, 'numeric', '2-digit'])
      yield option({ weekday, year, month, day });
}
function* timeCombos(full) {
  const hours = [{}];
  for (const hour of ['numeric', '2-digit']) for (const h of (full ? HCS : HCS.slice(0, 3))) hours.push({ hour, ...h });
  for (const h of hours) for (const minute of [undefined, 'numeric', '2-digit']) for (const second of (full ? [undefined, 'numeric', '2-digit'] : [undefined, 'numeric']))
    for (const fractionalSecondDigits of (full ? [undefined, 1, 3] : [undefined]))
      for (const timeZoneName of (full ? [undefined, ...Object.keys(tzLetter)] : [undefined, 'short', 'long']))
        yield option({ ...h, minute, second, fractionalSecondDigits, timeZoneName });
}
function* styleCombos() {
  for (const dateStyle of [undefined, ...STYLES]) for (const timeStyle of [undefined, ...STYLES]) for (const h of HCS)
    if (dateStyle || timeStyle) yield option({ dateStyle, timeStyle, ...h });
}

// key is the prelude's exception key for opts (see DateTimeFormat there).
function key(opts, hc) {
  if (opts.dateStyle || opts.timeStyle) return `${opts.dateStyle ?? ''}/${opts.timeStyle ?? ''}/${hc}`;
  const f = { ...opts };
  const any = ['weekday', 'year', 'month', 'day', 'hour', 'minute', 'second', 'fractionalSecondDigits'].some((k) => f[k] !== undefined);
  if (!any) Object.assign(f, { year: 'numeric', month: 'numeric', day: 'numeric' });
  return dateKey(f) + timeKey(f, hc === 'h11' || hc === 'h12').replace(/[hH]+/, (h) => hcLetter[hc].repeat(h.length)).replace(/(s*)(?=[zOv]*$)/, (m) => m + 'S'.repeat(f.fractionalSecondDigits ?? 0));
}

// checkDates compares the prelude's DateTimeFormat with Node's on every
// combination: format, formatToParts and resolvedOptions. It returns the
// combinations that differ.
function checkDates(intl, locale) {
  const bad = [];
  let cat;
  const one = (opts) => {
    const n = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...opts });
    let ours, msg;
    try { ours = new intl.DateTimeFormat(locale, { timeZone: 'UTC', ...opts }); } catch (e) { msg = String(e); }
    const show = (f) => JSON.stringify(DATES.map((d) => f.formatToParts(d)));
    const want = show(n), got = msg ?? show(ours);
    const ro = JSON.stringify(n.resolvedOptions()), gotRo = msg ?? JSON.stringify(ours.resolvedOptions());
    if (want !== got || ro !== gotRo) {
      const first = (a, b) => { let i = 0; while (i < a.length && a[i] === b[i]) i++; return i; };
      const at = want !== got ? first(want, got) : first(ro, gotRo);
      const [w, g] = want !== got ? [want, got] : [ro, gotRo];
      bad.push({ cat: opts.fractionalSecondDigits ? 'fsd' : cat, opts, hc: n.resolvedOptions().hourCycle, format: want !== got,
        ro: n.resolvedOptions(), ourRo: msg ? {} : ours.resolvedOptions(), want: w.slice(Math.max(0, at - 60), at + 60), got: g.slice(Math.max(0, at - 60), at + 60) });
    }
  };
  cat = 'date';
  for (const d of dateCombos()) one(d);
  cat = 'time';
  for (const t of timeCombos(true)) if (Object.keys(t).length && (!t.fractionalSecondDigits || (t.minute && t.second))) one(t);
  cat = 'date+time';
  for (const d of dateCombos()) for (const t of timeCombos(false)) if (Object.keys(d).length && Object.keys(t).length) one({ ...d, ...t });
  cat = 'style';
  for (const s of styleCombos()) one(s);
  return bad;
}

// checkNumbers compares NumberFormat and PluralRules with Node's: the
// prelude formats numbers by rules, with no exceptions to add, so this
// only reports.
function checkNumbers(intl, locale) {
  const values = [0, -0, 1, -1, 0.5, 1.005, 2.5, 12.345, 999.9995, 1234, 12345.678, -1234.5, 999999, 1e6, 123456789, 1.5e12, 0.000123, 1e21, NaN, Infinity, 12345678901234567890n, -5n];
  const options = [{}, { maximumFractionDigits: 0 }, { minimumFractionDigits: 2 }, { maximumSignificantDigits: 3 }, { minimumSignificantDigits: 3 },
    { style: 'percent' }, { style: 'percent', maximumFractionDigits: 1 }, { style: 'currency', currency: 'EUR' }, { style: 'currency', currency: 'USD' },
    { style: 'currency', currency: 'JPY' }, { style: 'currency', currency: 'BRL' }, { style: 'currency', currency: 'CHF', currencyDisplay: 'code' },
    { style: 'currency', currency: 'USD', currencySign: 'accounting' }, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' },
    { notation: 'compact' }, { notation: 'compact', maximumFractionDigits: 2 }, { notation: 'scientific' }, { notation: 'engineering' },
    { useGrouping: false }, { signDisplay: 'always' }, { signDisplay: 'exceptZero' }, { minimumIntegerDigits: 3 }];
  let bad = 0;
  for (const o of options) for (const v of values) {
    const want = JSON.stringify(new Intl.NumberFormat(locale, o).formatToParts(v));
    let got;
    try { got = JSON.stringify(new intl.NumberFormat(locale, o).formatToParts(v)); } catch (e) { got = String(e); }
    if (want !== got && bad++ < 30) console.error(`${locale} ${JSON.stringify(o)} ${v}\n  node: ${new Intl.NumberFormat(locale, o).format(v)}\n  ours: ${got}`);
  }
  for (const type of ['cardinal', 'ordinal']) for (const v of [0, 1, 1.5, 2, 3, 11, 21, 22, 23, 1e6, 2e6, 1.0]) {
    const want = new Intl.PluralRules(locale, { type }).select(v), got = new intl.PluralRules(locale, { type }).select(v);
    if (want !== got && bad++ < 30) console.error(`${locale} PluralRules ${type} ${v}: node ${want}, ours ${got}`);
  }
  return bad;
}

// ------------------------------------------------------------------ main

// the fraction digits of currencies with other than two
const digits = {};
for (const c of Intl.supportedValuesOf('currency')) {
  const n = new Intl.NumberFormat('en', { style: 'currency', currency: c }).resolvedOptions().maximumFractionDigits;
  if (n !== 2) digits[c] = n;
}
const data = { locales: {}, zones: {}, digits, words: {} };
const nameTables = {};
for (const l of LOCALES) {
  data.words[l] = { rt: relative(l), lf: lists(l), dn: displayNames(l) };
  data.locales[l] = { ...numbers(l), ...dates(l) };
  nameTables[l] = names(l);
}
const { zones, ids } = zoneList();
// Node 22 takes offsets as zones; +00:00 has the names of GMT
const offsetZones = (() => { try { new Intl.DateTimeFormat('en', { timeZone: '+00:00' }); return ['+00:00']; } catch { return []; } })();
data.zones = { ids, ...zoneTables(['UTC', ...zones, ...offsetZones]) };

const prelude = fs.readFileSync(preludePath, 'utf8');
// the first round adds what Node does otherwise as exceptions, the second
// reports what is left: resolvedOptions of odd combinations (fields V8
// reads out of a time part's quoted text)
for (const round of [0, 1]) {
  const intl = load(prelude, data);
  let fixed = 0;
  for (const l of LOCALES) {
    const left = {};
    for (const b of checkDates(intl, l)) {
      if (round === 0 && b.format) {
        (data.locales[l].x ??= {})[key(b.opts, b.hc)] = pattern(l, nameTables[l], b.opts);
        fixed++;
      } else if (round === 0 && b.cat === 'date') {
        // V8 reads some fields back from ICU's pattern otherwise (it finds
        // the M of a quoted "Monat"): the fields to report for the date part
        (data.locales[l].r ??= {})[dateKey(b.opts)] = Object.fromEntries(Object.entries(b.ro).filter(([f, v]) => b.ourRo[f] !== v));
        fixed++;
      } else {
        if (Object.keys(left).length === 0) console.error(`${l} ${JSON.stringify(b.opts)}\n  node: ${b.want}\n  ours: ${b.got}`);
        left[b.cat] = (left[b.cat] ?? 0) + 1;
      }
    }
    if (round === 1) console.error(`${l}: differs from Node in ${JSON.stringify(left)}`);
  }
  if (round === 0) console.error(`${fixed} exceptions`);
}
fs.writeFileSync(dataPath, text(data));
const intl = load(prelude, data);
for (const l of LOCALES) console.error(`${l}: ${checkNumbers(intl, l)} numbers differ`);
console.error(`intl_data.txt: ${Buffer.byteLength(text(data))} bytes`);
