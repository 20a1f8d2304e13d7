// The data_dashboard App. It renders what the host passes on from a
// data_dashboard call, and every control calls back through the host:
// dashboard_page for another view of the loaded dataset, data_dashboard
// to run the analysis step again. Both reuse the same sandbox. The App
// never talks to sbx or to a sandbox itself.

import {
  App,
  applyDocumentTheme,
  applyHostStyleVariables,
  type McpUiHostContext,
} from "@modelcontextprotocol/ext-apps";
import type { CallToolResult } from "@modelcontextprotocol/client";
import { chartSVG } from "./chart";
import { displayElement, parts } from "./displays";
import { num, setLocale } from "./format";
import { outputsHTML, statsHTML, tableHTML } from "./render";
import type { Dashboard, Display, OutputLink, View } from "./types";
import "./styles.css";

const el = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const main = el("app");
const filter = el<HTMLInputElement>("filter");
const selects = {
  group_by: el<HTMLSelectElement>("group_by"),
  column: el<HTMLSelectElement>("column"),
  chart: el<HTMLSelectElement>("chart"),
  page_size: el<HTMLSelectElement>("page_size"),
};

const app = new App({ name: "sbx data dashboard", version: "1.0.0" });
let current: Dashboard | undefined;
let callArgs: Record<string, unknown> = {}; // the data_dashboard call the host showed us
let renders = 0;

app.ontoolinput = ({ arguments: a }) => {
  callArgs = a ?? {};
};
app.ontoolresult = (r) => show(r);
app.ontoolcancelled = ({ reason }) => fail(`The call was cancelled${reason ? `: ${reason}` : "."}`);
app.onhostcontextchanged = follow;
app.connect().then(() => follow(app.getHostContext()), (e) => fail(`Could not connect to the host: ${e}`));

/** follow applies the host's theme, style variables, locale and size hints. */
function follow(ctx: McpUiHostContext | undefined): void {
  if (!ctx) return;
  if (ctx.theme) applyDocumentTheme(ctx.theme);
  if (ctx.styles?.variables) applyHostStyleVariables(ctx.styles.variables);
  if (ctx.locale) setLocale(ctx.locale);
  const dims = ctx.containerDimensions as { height?: number; maxHeight?: number; maxWidth?: number } | undefined;
  const height = dims?.height ?? dims?.maxHeight;
  if (height) main.style.setProperty("--table-max", `${Math.max(160, Math.round(height * 0.45))}px`);
  if (dims?.maxWidth) main.style.maxWidth = `${dims.maxWidth}px`;
}

/** show renders a tool result: the dashboard, or the error it reports.
 * A page of the dataset (dashboard_page) keeps the figures and displays
 * shown. */
function show(r: CallToolResult, page = false): void {
  if (r.isError) {
    fail(r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n") || "The call failed.");
    return;
  }
  current = r.structuredContent as unknown as Dashboard;
  if (!page) {
    showFigures(current.figures ?? []);
    showDisplays(current.displays ?? [], r.content);
  }
  render(current);
}

/** showFigures shows the matplotlib figures the code left open: PNG
 * outputs, whose bytes the host reads from sbx (resources/read). */
function showFigures(links: Dashboard["figures"]): void {
  el("figures").replaceChildren(...links.map((f) => {
    const img = document.createElement("img");
    img.alt = f.name;
    img.dataset.figure = f.name;
    app.readServerResource({ uri: f.uri }).then((res) => {
      const c = res.contents[0];
      if (c && "blob" in c) img.src = `data:${c.mimeType ?? f.mime_type};base64,${c.blob}`;
      else fail(`The host returned no image for ${f.name}.`);
    }, (e) => fail(`Could not read ${f.name}: ${e instanceof Error ? e.message : e}`));
    return img;
  }));
  el("figures-box").hidden = links.length === 0;
}

let displays: Display[] = [];

/** showDisplays shows what the code displayed, in order, under its
 * output: images and HTML or SVG come as blocks of the result's content. */
function showDisplays(ds: Display[], content: CallToolResult["content"]): void {
  displays = ds;
  const p = parts(content, ds.length);
  el("displays").replaceChildren(...ds.map((d, i) => displayElement(d, p[i], i)));
  el("displays-box").hidden = ds.length === 0;
}

function fail(message: string): void {
  const e = el("error");
  e.textContent = message;
  e.hidden = false;
  main.setAttribute("aria-busy", "false");
}

function render(d: Dashboard): void {
  const v = d.view;
  el("title").textContent = d.source;
  const kept = v.filter ? ` · filter keeps ${num(d.matched_rows)}` : "";
  const groups = v.group_by ? ` · ${num(d.table.total)} groups` : "";
  el("summary").textContent = `${num(d.total_rows)} rows · ${d.columns.length} columns${kept}${groups} · ${d.sandbox_id}` +
    d.notes.map((n) => ` · ${n}`).join("");
  el("error").hidden = true;
  (el("rerun") as HTMLButtonElement).disabled = false;

  filter.value = v.filter ?? "";
  const names = d.columns.map((c) => c.name);
  options(selects.group_by, ["", ...names], v.group_by ?? "", "none");
  options(selects.column, names, v.column ?? "", "");
  selects.chart.value = v.chart ?? "auto";
  options(selects.page_size, [...new Set(["25", "50", "100", "500", String(v.page_size)])], String(v.page_size), "");

  el("chart-title").textContent = d.chart.title;
  drawChart();
  el("stats").innerHTML = statsHTML(d.columns);
  el("table").innerHTML = tableHTML(d);

  const page = v.page ?? 1, size = v.page_size ?? d.table.rows.length;
  const first = d.table.total ? (page - 1) * size + 1 : 0;
  el("page-info").textContent = `Page ${num(page)} of ${num(d.pages)} · rows ${num(first)}–${num(first + d.table.rows.length - (first ? 1 : 0))} of ${num(d.table.total)}`;
  for (const b of el("pager").querySelectorAll<HTMLButtonElement>("button[data-go]")) {
    b.disabled = b.dataset.go === "first" || b.dataset.go === "prev" ? page <= 1 : page >= d.pages;
  }

  el("stdout").textContent = d.stdout;
  el("stderr").textContent = d.stderr;
  const output = el<HTMLDetailsElement>("output");
  output.hidden = !d.stdout && !d.stderr;
  output.open ||= !!d.stderr;
  el("outputs").innerHTML = outputsHTML(d.outputs);
  el("outputs-box").hidden = d.outputs.length === 0;

  main.dataset.renders = String(++renders);
  main.setAttribute("aria-busy", "false");
}

const chartBox = el("chart-svg");
let chartWidth = 0;
function drawChart(): void {
  chartWidth = chartBox.clientWidth;
  if (current) chartBox.innerHTML = chartSVG(current.chart, chartWidth);
}
new ResizeObserver(() => {
  if (chartBox.clientWidth !== chartWidth) drawChart();
}).observe(chartBox);

function options(s: HTMLSelectElement, values: string[], selected: string, empty: string): void {
  s.replaceChildren(...values.map((v) => new Option(v || empty, v, false, v === selected)));
}

/** request asks for another view of the dataset, or runs the step again. */
async function request(change: View, rerun = false): Promise<void> {
  if (!current) return;
  const view: View = { ...current.view, ...change };
  const args = rerun
    ? { ...source(current), ...view, sandbox_id: current.sandbox_id }
    : { ...view, dataset: current.dataset, sandbox_id: current.sandbox_id };
  main.setAttribute("aria-busy", "true");
  try {
    show(await app.callServerTool({ name: rerun ? "data_dashboard" : "dashboard_page", arguments: args }), !rerun);
    tellModel();
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
}

/** source is what the dashboard was loaded from, to run the step again. */
function source(d: Dashboard): Record<string, unknown> {
  const { path, code, variable, timeout_seconds } = callArgs;
  if (path || code || variable) return { path, code, variable, timeout_seconds };
  const [kind, name] = [d.dataset.slice(0, d.dataset.indexOf(":")), d.dataset.slice(d.dataset.indexOf(":") + 1)];
  return kind === "file" ? { path: name } : { variable: name };
}

/** tellModel lets the model know what the user is looking at, where the host allows. */
function tellModel(): void {
  if (!current || !app.getHostCapabilities()?.updateModelContext) return;
  const v = current.view;
  const parts = [v.filter && `filter ${v.filter}`, v.group_by && `grouped by ${v.group_by}`, v.sort && `sorted by ${v.sort}`];
  const text = `The user is viewing ${current.source} in the data dashboard (dataset ${current.dataset}, ${current.sandbox_id}): ` +
    `${parts.filter(Boolean).join(", ") || "all rows"}, page ${v.page} of ${current.pages}.`;
  app.updateModelContext({ content: [{ type: "text", text }] }).catch(() => {});
}

// Not a form: sandboxed frames may not be allowed to submit one.
const applyFilter = () => request({ filter: filter.value.trim(), page: 1 });
el("apply").addEventListener("click", applyFilter);
filter.addEventListener("keydown", (e) => {
  if (e.key === "Enter") applyFilter();
});
selects.group_by.addEventListener("change", () => request({ group_by: selects.group_by.value, sort: "", page: 1 }));
selects.column.addEventListener("change", () =>
  request({ column: selects.column.value, page: 1, ...(current?.view.group_by ? { sort: "" } : {}) }));
selects.chart.addEventListener("change", () => request({ chart: selects.chart.value }));
selects.page_size.addEventListener("change", () => request({ page_size: Number(selects.page_size.value), page: 1 }));
el("rerun").addEventListener("click", () => request({}, true));

el("table").addEventListener("click", (e) => {
  const name = (e.target as HTMLElement).closest<HTMLElement>("button[data-sort]")?.dataset.sort;
  if (name === undefined || !current) return;
  const sort = current.view.sort === name ? `-${name}` : current.view.sort === `-${name}` ? "" : name;
  request({ sort, page: 1 });
});

el("pager").addEventListener("click", (e) => {
  const go = (e.target as HTMLElement).closest<HTMLElement>("button[data-go]")?.dataset.go;
  if (!go || !current) return;
  const page = current.view.page ?? 1;
  const to = { first: 1, prev: page - 1, next: page + 1, last: current.pages }[go] ?? page;
  request({ page: to });
});

el("outputs").addEventListener("click", (e) => {
  const i = (e.target as HTMLElement).closest<HTMLElement>("a[data-output]")?.dataset.output;
  const o = i === undefined ? undefined : current?.outputs[Number(i)];
  if (!o) return;
  e.preventDefault();
  openOutput(o);
});

el("displays").addEventListener("click", (e) => {
  const i = (e.target as HTMLElement).closest<HTMLElement>("a[data-display-output]")?.dataset.displayOutput;
  const o = i === undefined ? undefined : displays[Number(i)]?.output;
  if (!o) return;
  e.preventDefault();
  openOutput(o);
});

/** openOutput asks the host to download an output, or to open its link. */
async function openOutput(o: OutputLink): Promise<void> {
  const res = app.getHostCapabilities()?.downloadFile
    ? await app.downloadFile({ contents: [{ type: "resource_link", uri: o.uri, name: o.name, mimeType: o.mime_type, size: o.size }] })
    : await app.openLink({ url: o.uri });
  if (res.isError) fail(`The host could not open ${o.name}.`);
}
