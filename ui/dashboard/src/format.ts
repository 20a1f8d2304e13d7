// Formatting shared by the table, the statistics and the chart.

let locale: string | undefined;

/** setLocale makes numbers follow the host's locale (BCP 47). */
export function setLocale(l: string | undefined): void {
  locale = l;
}

/** num formats a number: whole numbers in full, others to 6 significant digits. */
export function num(n: number): string {
  return Number.isInteger(n) ? n.toLocaleString(locale) : n.toLocaleString(locale, { maximumSignificantDigits: 6 });
}

/** esc makes text safe inside HTML or SVG markup. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** short cuts s to n characters with an ellipsis. */
export function short(s: string, n: number): string {
  return s.length > n ? s.slice(0, n - 1) + "…" : s;
}
