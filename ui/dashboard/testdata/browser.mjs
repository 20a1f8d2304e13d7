// Drives the dashboard in Chromium through the test host page and prints
// what it saw as JSON, for ui/browser_test.go to check:
//
//   node browser.mjs HOST_URL OUT_DIR [QUERY]
//
// It loads the dashboard, filters, pages, groups and switches the host to
// the dark theme, saving screenshots in OUT_DIR, and records every request
// the pages make. With a QUERY of code=figure it loads the host's
// matplotlib dashboard instead and reports the figures the App shows; with
// code=displays, what the code displayed.
import { chromium } from "playwright-core";

const [hostURL, outDir, query = ""] = process.argv.slice(2);
const mode = new URLSearchParams(query).get("code");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const seen = { requests: [], console: [], steps: {} };
let page;
try {
  page = await browser.newPage({ viewport: { width: 1100, height: 1600 } });
  page.on("request", (r) => seen.requests.push(r.url()));
  page.on("console", (m) => seen.console.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => seen.console.push(`pageerror: ${e.message}`));

  const start = Date.now();
  await page.goto(`${hostURL}/?theme=light&${query}`);
  const frame = await (await page.waitForSelector("iframe#app")).contentFrame();
  // settled waits for more than n renders, or an error.
  const settled = async (n) => {
    await frame.waitForFunction((n) => {
      const main = document.getElementById("app");
      return (Number(main.dataset.renders ?? 0) > n && main.getAttribute("aria-busy") === "false") ||
        !document.getElementById("error").hidden;
    }, n, { timeout: 20000 });
    const error = await frame.evaluate(() => document.querySelector("#error:not([hidden])")?.textContent);
    if (error) throw new Error(`the dashboard shows: ${error}`);
  };
  // rendered does action and waits for the dashboard to render its result.
  const rendered = async (action) => {
    const before = await frame.evaluate(() => Number(document.getElementById("app").dataset.renders));
    await action();
    await settled(before);
  };
  await settled(0);
  seen.loadMs = Date.now() - start;
  await page.waitForFunction(() => document.getElementById("status")?.textContent === "ready");
  if (mode === "figure") {
    await frame.waitForFunction(() => [...document.querySelectorAll("#figures img")].some((i) => i.complete && i.naturalWidth > 0),
      null, { timeout: 20000 });
    seen.figures = await frame.evaluate(() => [...document.querySelectorAll("#figures img")].map((i) => ({
      name: i.dataset.figure, width: i.naturalWidth, height: i.naturalHeight, src: i.src.slice(0, 22),
    })));
    seen.steps.first = await observe(frame);
    await shoot(page, frame, `${outDir}/dashboard-figure.png`);
  } else if (mode === "displays") {
    await frame.waitForFunction(() => [...document.querySelectorAll("#displays img")].every((i) => i.complete) &&
      document.querySelectorAll("#displays figure").length > 0, null, { timeout: 20000 });
    seen.displays = await frame.evaluate(() => [...document.querySelectorAll("#displays figure")].map((f) => {
      const img = f.querySelector("img"), frame = f.querySelector("iframe");
      return {
        n: Number(f.dataset.display), type: f.dataset.type, caption: f.querySelector("figcaption").textContent,
        image: img ? { width: img.naturalWidth, height: img.naturalHeight, src: img.src.slice(0, 22) } : null,
        table: [...f.querySelectorAll("table tr")].map((tr) => [...tr.children].map((c) => c.textContent)),
        frame: frame ? { sandbox: frame.getAttribute("sandbox"), srcdoc: frame.srcdoc } : null,
        after: f.parentElement.closest(".card").previousElementSibling.id,
      };
    }));
    // What the HTML display's frame shows: its markup, and no script run.
    seen.htmlShown = await frame.childFrames()[0]?.evaluate(() => document.body.innerText).catch((e) => `error: ${e.message}`);
    seen.steps.first = await observe(frame);
    await shoot(page, frame, `${outDir}/dashboard-displays.png`);
  } else {
    await steps(page, frame, rendered);
  }
} catch (e) {
  // Say what the host page showed and logged, for the test's failure message.
  const status = await page?.evaluate(() => document.getElementById("status")?.textContent).catch(() => "");
  console.error(`host page status: ${status}\nconsole:\n${seen.console.join("\n")}`);
  throw e;
} finally {
  await browser.close();
}
console.log(JSON.stringify(seen));

// shoot saves a picture of the App once the host has sized its frame to
// the App's content, as the App asks it to.
async function shoot(page, frame, path) {
  const height = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  await page.waitForFunction((h) => Math.abs(document.getElementById("app").clientHeight - h) <= 1, height);
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

// steps filters, pages, groups and switches to the dark theme.
async function steps(page, frame, rendered) {
  seen.steps.first = await observe(frame);
  await shoot(page, frame, `${outDir}/dashboard-light.png`);

  await frame.fill("#filter", "units >= 10 and price < 50");
  await rendered(() => frame.press("#filter", "Enter"));
  seen.steps.filtered = await observe(frame);

  await rendered(() => frame.click('button[data-go="next"]'));
  seen.steps.next = await observe(frame);

  await rendered(() => frame.selectOption("#group_by", "region"));
  seen.steps.grouped = await observe(frame);
  await shoot(page, frame, `${outDir}/dashboard-grouped.png`);

  await rendered(() => frame.selectOption("#group_by", ""));
  await page.evaluate(() => window.sbxHost.setTheme("dark"));
  await frame.waitForSelector('html[data-theme="dark"]');
  seen.steps.dark = await observe(frame);
  await shoot(page, frame, `${outDir}/dashboard-dark.png`);

  seen.renders = await frame.evaluate(() => Number(document.getElementById("app").dataset.renders));
  seen.calls = await page.evaluate(() => window.sbxHost.calls);
  seen.contexts = await page.evaluate(() => window.sbxHost.contexts.length);
}
