// Opens apps an agent published through sbx's app gateway in Chromium, as
// the person they are for would, and prints what it saw as JSON, for
// ui/apps_browser_test.go to check:
//
//   node apps.mjs '{"site": URL, "siteOpen": URL?token=, "api": ..., "apiOpen": ..., "port": ..., "portOpen": ...}'
//
// port and portOpen are empty when there is no Docker sandbox.
import { chromium } from "playwright-core";

const urls = JSON.parse(process.argv[2]);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const seen = { console: [] };
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on("console", (m) => seen.console.push(`${m.type()}: ${m.text()} (${m.location().url})`));
  page.on("pageerror", (e) => seen.console.push(`pageerror: ${e.message}`));
  const responses = [];
  page.on("response", (r) => responses.push({ url: r.url(), status: r.status(), type: r.headers()["content-type"] ?? "" }));

  // Without the token: 401, and nothing of the page.
  seen.noToken = await visit(page, urls.site);

  // With ?token=: a cookie for the app's host, then the clean URL.
  responses.length = 0;
  seen.withToken = await visit(page, urls.siteOpen);
  seen.withToken.responses = [...responses];
  seen.cookies = (await context.cookies()).map((c) => ({ name: c.name, domain: c.domain, httpOnly: c.httpOnly, sameSite: c.sameSite }));

  // The cookie alone, in a new tab of the same browser.
  const again = await context.newPage();
  responses.length = 0;
  again.on("response", (r) => responses.push({ url: r.url(), status: r.status(), type: r.headers()["content-type"] ?? "" }));
  seen.withCookie = await visit(again, urls.site);
  seen.withCookie.responses = [...responses];

  // Another browser, without the cookie: 401 again.
  const stranger = await (await browser.newContext()).newPage();
  seen.stranger = await visit(stranger, urls.site);

  // The WSGI app: JSON computed in the kernel, twice.
  seen.api = [await visit(page, urls.apiOpen), await visit(page, urls.api)];

  if (urls.port) {
    seen.port = [await visit(page, urls.port), await visit(page, urls.portOpen)];
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(seen));

// visit opens url and reads what the page shows: its status, the URL it
// ended at, its text, and what its script and stylesheet did.
async function visit(page, url) {
  const resp = await page.goto(url);
  return {
    status: resp.status(),
    url: page.url(),
    text: await page.evaluate(() => document.body?.innerText ?? ""),
    script: await page.evaluate(() => document.body?.dataset.script ?? ""),
    color: await page.evaluate(() => {
      const h1 = document.querySelector("h1");
      return h1 ? getComputedStyle(h1).color : "";
    }),
  };
}
