// What the code displayed, as a notebook shows it: images, DataFrames as
// tables, HTML in a frame that runs no script, SVG as an image, the rest
// as text. Nothing from the sandbox reaches the page's markup unescaped.

import type { CallToolResult } from "@modelcontextprotocol/client";
import { esc } from "./format";
import type { Display, DisplayTable } from "./types";

/** The blocks of a display in a tool result: a data: URL of its image,
 * its HTML or SVG, and the text under its line. */
export interface Parts {
  image?: string;
  html?: string;
  svg?: string;
  text?: string;
}

const lineRE = /^\[display (\d+):[^\n]*\n?/;

/** parts finds each of n displays' blocks in a result's content, as
 * run_code and data_dashboard lay them out (tool.Display.Blocks): a text
 * block "[display N: …]", its text under that line, then its image, then
 * its HTML or SVG as an embedded resource (named by its content, so a
 * display's blocks are known by where they stand, not by their URIs). */
export function parts(content: CallToolResult["content"], n: number): Parts[] {
  const out: Parts[] = Array.from({ length: n }, () => ({}));
  let current: Parts | undefined;
  for (const c of content) {
    if (c.type === "text") {
      const m = lineRE.exec(c.text);
      current = m ? out[Number(m[1]) - 1] : undefined;
      if (m && current) current.text = c.text.slice(m[0].length);
    } else if (c.type === "image" && current) {
      current.image = `data:${c.mimeType};base64,${c.data}`;
    } else if (c.type === "resource" && "text" in c.resource && current) {
      if (c.resource.mimeType === "text/html") current.html = c.resource.text;
      if (c.resource.mimeType === "image/svg+xml") current.svg = c.resource.text;
    }
  }
  return out;
}

/** displayElement is display d (the i-th, from 0) with its blocks p. A
 * link to its full-size image carries data-display-output. */
export function displayElement(d: Display, p: Parts, i: number): HTMLElement {
  const fig = document.createElement("figure");
  fig.className = "display";
  fig.dataset.display = String(i + 1);
  fig.dataset.type = d.type;
  const size = d.width ? ` · ${d.width}×${d.height}` : "";
  const note = d.note ? ` · ${esc(d.note)}` : "";
  const full = d.output ? ` · <a href="#" data-display-output="${i}">full size</a>` : "";
  fig.innerHTML = `<figcaption>${esc(d.type)}${size}${note}${full}</figcaption>`;
  fig.append(body(d, p));
  return fig;
}

function body(d: Display, p: Parts): HTMLElement {
  if (p.image) {
    const img = document.createElement("img");
    img.src = p.image;
    img.alt = d.text;
    return img;
  }
  if (d.table) {
    const box = document.createElement("div");
    box.className = "scroll";
    box.innerHTML = `<table class="grid">${frameHTML(d.table)}</table>`;
    return box;
  }
  if (p.html) {
    // No allow-* token: the HTML runs no script, submits no form and
    // cannot reach this page.
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", "");
    frame.title = d.type;
    frame.srcdoc = p.html;
    return frame;
  }
  if (p.svg) {
    const img = document.createElement("img"); // as an image, SVG runs no script
    img.src = `data:image/svg+xml;base64,${base64(p.svg)}`;
    img.alt = d.text;
    return img;
  }
  const pre = document.createElement("pre");
  pre.textContent = p.text || d.text;
  return pre;
}

/** frameHTML is a DataFrame's rows under its header, its index first. */
function frameHTML(t: DisplayTable): string {
  const head = `<tr><th></th>${t.columns.map((c) => `<th scope="col">${esc(c)}</th>`).join("")}</tr>`;
  const rows = t.data.map((r, i) =>
    `<tr><th scope="row">${esc(t.index[i] ?? "")}</th>${r.map((v) => `<td>${esc(v)}</td>`).join("")}</tr>`).join("");
  const more = t.shape[0] > t.data.length
    ? `<tfoot><tr><td class="muted" colspan="${t.columns.length + 1}">${t.data.length} of ${t.shape[0]} rows</td></tr></tfoot>`
    : "";
  return `<thead>${head}</thead><tbody>${rows}</tbody>${more}`;
}

/** base64 encodes text as UTF-8. */
function base64(text: string): string {
  let s = "";
  for (const b of new TextEncoder().encode(text)) s += String.fromCharCode(b);
  return btoa(s);
}
