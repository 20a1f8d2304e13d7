// Regular expressions over log lines: match, exec with groups and replace.
const pad = (n) => String(n).padStart(2, "0");
const lines = Array.from({ length: 20000 }, (_, i) =>
  `2026-12-01 12:${pad(i % 60)}:${pad(i % 59)} INFO user${i}@example.com GET /page/${i % 500} 200 ${i % 997}ms`);
const text = lines.join("\n");
const lineRe = /^(\S+) (\S+) (\w+) ([\w.]+@[\w.]+) (\w+) (\/\S+) (\d{3}) (\d+)ms$/;
// ---
const emails = text.match(/[\w.]+@[\w.]+\.\w+/g);
let slow = 0;
for (const line of lines) if (+lineRe.exec(line)[8] > 900) slow++;
const masked = text.replace(/user\d+/g, "user");
if (emails.length !== 20000 || slow !== 1920 || masked.length !== 1313329) throw new Error(`regex ${emails.length} ${slow} ${masked.length}`);
