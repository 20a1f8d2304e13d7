// Markup of the table, the statistics and the outputs. Every value from
// the sandbox goes through esc.

import { esc, num } from "./format";
import type { Cell, ColumnSummary, Dashboard, OutputLink } from "./types";

/** tableHTML is the page of rows, with sort buttons in the header. */
export function tableHTML(d: Dashboard): string {
  const sort = d.view.sort ?? "";
  const cols = d.table.columns;
  const head = cols.map((c) => {
    const dir = sort === c.name ? "ascending" : sort === "-" + c.name ? "descending" : "none";
    const arrow = { ascending: " ▲", descending: " ▼", none: "" }[dir];
    return `<th scope="col" class="${c.type}" aria-sort="${dir}">` +
      `<button type="button" data-sort="${esc(c.name)}" title="Sort by ${esc(c.name)}">${esc(c.name)}${arrow}</button></th>`;
  }).join("");
  const grouped = !!d.view.group_by;
  const body = d.table.rows.map((r) =>
    `<tr>${r.map((v, j) => cellHTML(v, cols[j].type, grouped && j === 0 ? "(missing)" : "—")).join("")}</tr>`).join("");
  const empty = `<tr><td class="muted" colspan="${cols.length || 1}">No rows match the filter.</td></tr>`;
  return `<thead><tr>${head}</tr></thead><tbody>${body || empty}</tbody>`;
}

function cellHTML(v: Cell, type: string, missing: string): string {
  if (v === "") return `<td class="${type} missing">${missing}</td>`;
  return type === "number" ? `<td class="number">${esc(num(Number(v)))}</td>` : `<td>${esc(v)}</td>`;
}

const STATS = ["count", "missing", "mean", "min", "max", "stdev", "distinct", "top"] as const;

/** statsHTML is one row of statistics per column; each cell carries its raw value in data-value. */
export function statsHTML(cols: ColumnSummary[]): string {
  const head = `<th scope="col">column</th><th scope="col">type</th>` + STATS.map((s) => `<th scope="col" class="${s === "top" ? "" : "number"}">${s}</th>`).join("");
  const rows = cols.map((c) =>
    `<tr data-column="${esc(c.name)}"><th scope="row">${esc(c.name)}</th><td class="muted">${c.type}</td>` +
    STATS.map((s) => stat(c, s)).join("") + `</tr>`).join("");
  return `<thead><tr>${head}</tr></thead><tbody>${rows}</tbody>`;
}

function stat(c: ColumnSummary, s: (typeof STATS)[number]): string {
  const number = c.type === "number", some = c.count > 0;
  const raw: number | string | undefined = {
    count: c.count,
    missing: c.missing,
    mean: number && some ? c.mean ?? 0 : undefined,
    min: number && some ? c.min ?? 0 : c.first,
    max: number && some ? c.max ?? 0 : c.last,
    stdev: number && c.count > 1 ? c.stdev ?? 0 : undefined,
    distinct: number ? undefined : c.distinct ?? 0,
    top: number || !some ? undefined : c.top ?? "",
  }[s];
  if (raw === undefined) return `<td data-stat="${s}"></td>`;
  const shown = typeof raw === "number" ? num(raw) : s === "top" ? `${raw} (${num(c.top_count ?? 0)})` : raw;
  const cls = typeof raw === "number" ? "number" : "";
  return `<td class="${cls}" data-stat="${s}" data-value="${esc(String(raw))}">${esc(shown)}</td>`;
}

/** outputsHTML lists the sandbox's presented outputs as links the host opens. */
export function outputsHTML(outputs: OutputLink[]): string {
  return outputs.map((o, i) =>
    `<li><a href="#" data-output="${i}">${esc(o.name)}</a> <span class="muted">${esc(o.mime_type)} · ${size(o.size)}</span></li>`).join("");
}

function size(n: number): string {
  const units = ["B", "KiB", "MiB", "GiB"];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${i ? n.toFixed(1) : n} ${units[i]}`;
}
