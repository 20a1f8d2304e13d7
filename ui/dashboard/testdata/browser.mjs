// Drives the dashboard in Chromium through the test host page and prints
// what it saw as JSON, for ui/browser_test.go to check:
//
//   node browser.mjs HOST_URL OUT_DIR
//
// It loads the dashboard, filters, pages, groups and switches the host to
// the dark theme, saving screenshots in OUT_DIR, and records every request
// the pages make.
import { chromium } from "playwright-core";

const [hostURL, outDir] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const seen = { requests: [], console: [], steps: {} };
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1600 } });
  page.on("request", (r) => seen.requests.push(r.url()));
  page.on("console", (m) => seen.console.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => seen.console.push(`pageerror: ${e.message}`));

  const start = Date.now();
  await page.goto(`${hostURL}/?theme=light`);
  const frame = await (await page.waitForSelector("iframe#app")).contentFrame();
  let renders = 0;
  const rendered = async () => {
    renders++;
    await frame.waitForSelector(`main[data-renders="${renders}"][aria-busy="false"]`, { timeout: 20000 });
  };
  await rendered();
  seen.loadMs = Date.now() - start;
  await page.waitForFunction(() => document.getElementById("status")?.textContent === "ready");
  seen.steps.first = await observe(frame);
  await shoot(page, frame, `${outDir}/dashboard-light.png`);

  await frame.fill("#filter", "units >= 10 and price < 50");
  await frame.press("#filter", "Enter");
  await rendered();
  seen.steps.filtered = await observe(frame);

  await frame.click('button[data-go="next"]');
  await rendered();
  seen.steps.next = await observe(frame);

  await frame.selectOption("#group_by", "region");
  await rendered();
  seen.steps.grouped = await observe(frame);
  await shoot(page, frame, `${outDir}/dashboard-grouped.png`);

  await frame.selectOption("#group_by", "");
  await rendered();
  await page.evaluate(() => window.sbxHost.setTheme("dark"));
  await frame.waitForSelector('html[data-theme="dark"]');
  seen.steps.dark = await observe(frame);
  await shoot(page, frame, `${outDir}/dashboard-dark.png`);

  seen.calls = await page.evaluate(() => window.sbxHost.calls);
  seen.contexts = await page.evaluate(() => window.sbxHost.contexts.length);
} finally {
  await browser.close();
}
console.log(JSON.stringify(seen));

// shoot saves a picture of the App once the host has grown its frame to
// the height the App asked for.
async function shoot(page, frame, path) {
  const height = await frame.evaluate(() => document.documentElement.scrollHeight);
  await page.waitForFunction((h) => document.getElementById("app").clientHeight >= h, height);
  await page.locator("iframe#app").screenshot({ path });
}

// observe reads the dashboard as a user sees it.
async function observe(frame) {
  return frame.evaluate(() => {
    const stats = {};
    for (const tr of document.querySelectorAll("#stats tbody tr")) {
      stats[tr.dataset.column] = Object.fromEntries(
        [...tr.querySelectorAll("td[data-value]")].map((td) => [td.dataset.stat, td.dataset.value]));
    }
    const svg = document.querySelector("#chart-svg svg");
    return {
      summary: document.getElementById("summary").textContent,
      pageInfo: document.getElementById("page-info").textContent,
      error: document.getElementById("error").hidden ? "" : document.getElementById("error").textContent,
      header: [...document.querySelectorAll("#table thead th")].map((th) => th.textContent.replace(/[▲▼]/g, "").trim()),
      rows: [...document.querySelectorAll("#table tbody tr")].map((tr) => [...tr.children].map((td) => td.textContent)),
      stats,
      chart: {
        kind: svg?.dataset.kind ?? "",
        title: document.getElementById("chart-title").textContent,
        labels: [...(svg?.querySelectorAll("[data-label]") ?? [])].map((m) => m.dataset.label),
      },
      theme: document.documentElement.dataset.theme ?? "",
      background: getComputedStyle(document.body).backgroundColor,
      groupBy: document.getElementById("group_by").value,
      filter: document.getElementById("filter").value,
    };
  });
}
