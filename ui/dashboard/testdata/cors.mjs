// Opens pages that call sbx's MCP endpoint from their own origin, in
// Chromium, and prints what each page's script got, as JSON, for
// ui/cors_browser_test.go to check:
//
//   node cors.mjs URL...
//
// Each page sets window.outcome when its calls are done.
import { chromium } from "playwright-core";

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const seen = [];
try {
  for (const url of process.argv.slice(2)) {
    const page = await (await browser.newContext()).newPage();
    const console = [];
    page.on("console", (m) => console.push(`${m.type()}: ${m.text()}`));
    await page.goto(url);
    await page.waitForFunction(() => window.outcome !== undefined, null, { timeout: 30000 });
    seen.push({ url, outcome: await page.evaluate(() => window.outcome), console });
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(seen));
