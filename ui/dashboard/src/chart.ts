// The chart, drawn as inline SVG markup at the width it is shown: bars for
// histograms and categories, a line over time. Nothing is loaded; colours
// come from CSS.

import { esc, num, short } from "./format";
import type { Chart } from "./types";

const H = 220, LEFT = 64, RIGHT = 12, TOP = 12, BOTTOM = 44;

/** chartSVG returns the SVG markup of c, width pixels wide, or a note when there is nothing to draw. */
export function chartSVG(c: Chart, width: number): string {
  if (c.kind === "none" || c.points.length === 0) {
    return `<p class="muted">No chart: nothing to plot in this view.</p>`;
  }
  const W = Math.max(320, Math.round(width)), plotW = W - LEFT - RIGHT, plotH = H - TOP - BOTTOM;
  const values = c.points.map((p) => p.value);
  // Bars start at zero; a line may zoom in on the range it spans.
  const ticks = niceTicks(c.kind === "line" ? Math.min(...values) : Math.min(0, ...values),
    c.kind === "line" ? Math.max(...values) : Math.max(0, ...values));
  const lo = ticks[0], span = ticks[ticks.length - 1] - lo;
  const band = plotW / c.points.length;
  const x = (i: number) => LEFT + band * (i + 0.5);
  const y = (v: number) => TOP + plotH - ((v - lo) / span) * plotH;

  let s = `<svg width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(c.title)}" data-kind="${c.kind}">`;
  for (const v of ticks) {
    s += `<line class="grid" x1="${LEFT}" x2="${W - RIGHT}" y1="${y(v)}" y2="${y(v)}"/>` +
      `<text class="tick" x="${LEFT - 6}" y="${y(v) + 4}" text-anchor="end">${esc(num(v))}</text>`;
  }
  const every = Math.ceil(c.points.length / Math.max(1, Math.floor(plotW / 90)));
  c.points.forEach((p, i) => {
    if (i % every === 0) {
      s += `<text class="tick" x="${x(i)}" y="${H - BOTTOM + 16}" text-anchor="middle">${esc(short(p.label, 14))}</text>`;
    }
  });
  s += `<text class="axis" x="${LEFT + plotW / 2}" y="${H - 6}" text-anchor="middle">${esc(c.x)}</text>` +
    `<text class="axis" x="12" y="${TOP + plotH / 2}" text-anchor="middle" transform="rotate(-90 12 ${TOP + plotH / 2})">${esc(c.y)}</text>`;

  const mark = (p: Chart["points"][number]) => `data-label="${esc(p.label)}" data-value="${p.value}"><title>${esc(p.label)}: ${esc(num(p.value))}</title>`;
  if (c.kind === "line") {
    const d = c.points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)} ${y(p.value).toFixed(1)}`).join(" ");
    s += `<path class="line" d="${d}"/>` + c.points.map((p, i) =>
      `<circle class="dot" cx="${x(i)}" cy="${y(p.value)}" r="${c.points.length > 60 ? 1.5 : 3}" ${mark(p)}</circle>`).join("");
  } else {
    const w = Math.max(1, c.kind === "histogram" ? band - 1 : Math.min(band * 0.75, 72));
    s += c.points.map((p, i) =>
      `<rect class="bar" x="${x(i) - w / 2}" y="${Math.min(y(p.value), y(0))}" width="${w}" height="${Math.abs(y(0) - y(p.value))}" ${mark(p)}</rect>`).join("");
  }
  return s + `</svg>`;
}

/** niceTicks returns round values from at or below lo to at or above hi, about 4 steps apart. */
function niceTicks(lo: number, hi: number): number[] {
  if (lo === hi) [lo, hi] = lo ? [Math.min(0, lo * 2), Math.max(0, hi * 2)] : [0, 1];
  const raw = (hi - lo) / 4, mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((st) => st >= raw)!;
  const ticks = [Math.floor(lo / step) * step];
  while (ticks[ticks.length - 1] < hi) ticks.push(Number((ticks[ticks.length - 1] + step).toPrecision(12)));
  return ticks;
}
