// A minimal MCP Apps host for the browser test: it connects to sbx over
// streamable HTTP (at /mcp on this origin, which the test proxies to
// `sbx serve --http`), calls data_dashboard, renders the tool's App in a
// sandboxed iframe under a CSP that allows no origin, and lets the App call
// tools back through the AppBridge. window.sbxHost exposes what the test
// drives and observes. With ?code=figure or ?code=displays the call is
// Python run in a sandbox of ?provider (Docker, os): the first leaves a
// matplotlib figure open, the second displays a figure, a DataFrame, HTML
// and SVG, for the App to show.

import {
  AppBridge,
  PostMessageTransport,
  RESOURCE_MIME_TYPE,
  getToolUiResourceUri,
  type McpUiHostContext,
  type McpUiResourceCsp,
} from "@modelcontextprotocol/ext-apps/app-bridge";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

const info = { name: "sbx-test-host", version: "1.0.0" };
const figureCode = `import matplotlib.pyplot as plt
rows = [{"month": m, "sales": s} for m, s in [("Jan", 3), ("Feb", 5), ("Mar", 4), ("Apr", 6)]]
fig, ax = plt.subplots(figsize=(5, 3), dpi=100)
ax.bar([r["month"] for r in rows], [r["sales"] for r in rows], color="tab:blue")
ax.set_title("Sales by month")`;
const displaysCode = `import matplotlib.pyplot as plt, pandas as pd
df = pd.DataFrame({"month": ["Jan", "Feb", "Mar", "Apr"], "sales": [3, 5, 4, 6]})
fig, ax = plt.subplots(figsize=(6, 4), dpi=100)
ax.bar(df["month"], df["sales"], color="tab:green")
ax.set_title("Sales by month")
plt.show()
display(df)
class Note:
    def _repr_html_(self):
        return "<p id=note>Best month: <b>Apr</b></p><script>document.body.append('script ran')</script>"
display(Note())
class Dot:
    def _repr_svg_(self):
        return "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='30'><circle cx='20' cy='15' r='10' fill='teal'/></svg>"
display(Dot())
rows = df.to_dict("records")`;
const codes: Record<string, string> = { figure: figureCode, displays: displaysCode };
const status = document.getElementById("status")!;
const calls: string[] = [];
const contexts: unknown[] = [];

async function main(): Promise<void> {
  const theme = new URLSearchParams(location.search).get("theme") === "dark" ? "dark" : "light";
  document.body.classList.toggle("dark", theme === "dark");
  const client = new Client(info, {
    capabilities: { extensions: { "io.modelcontextprotocol/ui": { mimeTypes: [RESOURCE_MIME_TYPE] } } },
  });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", location.href)));

  const { tools } = await client.listTools();
  const tool = tools.find((t) => t.name === "data_dashboard");
  const uri = tool && getToolUiResourceUri(tool);
  if (!uri) throw new Error("data_dashboard names no UI resource");
  const [content] = (await client.readResource({ uri })).contents;
  if (content.mimeType !== RESOURCE_MIME_TYPE || !("text" in content)) throw new Error(`${uri}: ${content.mimeType}`);
  const csp = (content._meta?.ui as { csp?: McpUiResourceCsp } | undefined)?.csp;

  const csv = await (await fetch("/sales.csv")).text();
  await client.callTool({ name: "write_file", arguments: { path: "sales.csv", content: csv } });

  const iframe = document.createElement("iframe");
  iframe.id = "app";
  iframe.setAttribute("sandbox", "allow-scripts");
  iframe.srcdoc = withCSP(content.text, csp);
  document.body.append(iframe);

  let context: McpUiHostContext = {
    theme, locale: "en-US", displayMode: "inline", platform: "web", containerDimensions: { maxHeight: 1400 },
  };
  const bridge = new AppBridge(client, info, {
    openLinks: {}, serverTools: {}, serverResources: {}, updateModelContext: { text: {} },
  }, { hostContext: context });
  bridge.onupdatemodelcontext = async (params) => {
    contexts.push(params);
    return {};
  };
  bridge.onsizechange = ({ height }) => {
    if (height) iframe.style.height = `${height}px`;
  };
  const initialized = new Promise<void>((resolve) => (bridge.oninitialized = () => resolve()));
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
  const forward = bridge.oncalltool!; // connect installs forwarding to the client; count what passes
  bridge.oncalltool = (params, extra) => {
    calls.push(params.name);
    return forward(params, extra);
  };

  let args: Record<string, unknown> = { path: "sales.csv" };
  const query = new URLSearchParams(location.search);
  const code = codes[query.get("code") ?? ""];
  if (code) {
    const sb = await client.callTool({ name: "create_sandbox", arguments: { provider: query.get("provider") } });
    const id = (sb.structuredContent as { sandbox_id?: string } | undefined)?.sandbox_id;
    if (sb.isError || !id) throw new Error(`create_sandbox: ${JSON.stringify(sb.content)}`);
    args = { code, sandbox_id: id, timeout_seconds: 30 };
  }
  const result = await client.callTool({ name: "data_dashboard", arguments: args });
  await initialized;
  await bridge.sendToolInput({ arguments: args });
  await bridge.sendToolResult(result as never);
  status.textContent = "ready";

  Object.assign(window, {
    sbxHost: {
      calls, contexts,
      setTheme(theme: "light" | "dark") {
        document.body.classList.toggle("dark", theme === "dark");
        context = { ...context, theme };
        bridge.setHostContext(context);
      },
    },
  });
}

// withCSP puts the resource's policy in the page as a meta tag: inline
// script and style only, and the connect, frame and base origins that
// _meta.ui.csp lists (none for sbx).
function withCSP(html: string, csp: McpUiResourceCsp | undefined): string {
  const list = (d?: string[]) => (d?.length ? d.join(" ") : "'none'");
  const policy = [
    "default-src 'none'", "script-src 'unsafe-inline'", "style-src 'unsafe-inline'", "img-src data:",
    `connect-src ${list(csp?.connectDomains)}`, `frame-src ${list(csp?.frameDomains)}`,
    `base-uri ${list(csp?.baseUriDomains)}`, "form-action 'none'",
  ].join("; ");
  return html.replace("<head>", `<head><meta http-equiv="Content-Security-Policy" content="${policy}">`);
}

main().catch((e) => {
  status.textContent = `error: ${e instanceof Error ? e.message : e}`;
});
