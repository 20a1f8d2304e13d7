# Regular expressions over log lines: findall, search with groups and sub.
import re

lines = ["2026-12-01 12:%02d:%02d INFO user%d@example.com GET /page/%d 200 %dms" % (i % 60, i % 59, i, i % 500, i % 997)
         for i in range(20000)]
text = "\n".join(lines)
line_re = re.compile(r"^(\S+) (\S+) (\w+) ([\w.]+@[\w.]+) (\w+) (/\S+) (\d{3}) (\d+)ms$")
# ---
emails = re.findall(r"[\w.]+@[\w.]+\.\w+", text)
slow = sum(1 for line in lines if int(line_re.match(line).group(8)) > 900)
masked = re.sub(r"user\d+", "user", text)
assert len(emails) == 20000 and slow == 1920 and len(masked) == 1313329, (len(emails), slow, len(masked))
