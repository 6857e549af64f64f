// Writes test/support/file-seconds.json (the order test/support/slowest-first.ts runs files in)
// from a vitest JSON report of a full run:
//   npx vitest run --reporter=json --outputFile=/tmp/report.json && node scripts/file-seconds.mjs /tmp/report.json
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const [reportPath] = process.argv.slice(2);
if (!reportPath) {
  console.error('usage: node scripts/file-seconds.mjs VITEST-JSON-REPORT');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const rows = report.testResults
  .map((file) => [relative(process.cwd(), file.name), Math.round((file.endTime - file.startTime) / 1000)])
  .filter(([, seconds]) => seconds >= 2)
  .sort((a, b) => b[1] - a[1]);
writeFileSync('test/support/file-seconds.json', `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
console.log(`test/support/file-seconds.json: ${rows.length} files of 2 s or more`);
