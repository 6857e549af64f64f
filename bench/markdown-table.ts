// Markdown tables for the bench scripts' output.
export const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)} %`;

export const band = ([lo, hi]: [number, number]) => `${pct(lo)} – ${pct(hi)}`;

export function printTable(title: string, header: string[], rows: (string | number)[][], note?: string, textColumns = 1): void {
  console.log(`\n### ${title}\n`);
  if (note) console.log(`${note}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, i) => (i < textColumns ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
