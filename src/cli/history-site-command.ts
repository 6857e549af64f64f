import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HistoryFile } from '../results/history-format.js';
import { historySite } from '../report/history-site.js';
import { UsageError, type CliIo } from './cli-io.js';

/** `benchgate history site`: writes the history's browsable page to --out (history-site.ts). */
export async function writeHistorySite(history: HistoryFile, values: Record<string, string | boolean | undefined>, io: CliIo): Promise<void> {
  const out = values.out;
  if (typeof out !== 'string' || out === '') throw new UsageError('history site needs --out DIR (the directory to write index.html to)');
  const repo = values.repo as string | undefined;
  const match = repo === undefined ? null : /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repo);
  if (repo !== undefined && !match) throw new UsageError(`--repo: expected OWNER/NAME, got ${JSON.stringify(repo)}`);
  const title = typeof values.title === 'string' ? values.title : undefined;
  const files = historySite(history, {
    ...(match ? { repository: { owner: match[1], repo: match[2] } } : {}),
    ...(title === undefined ? {} : { title }),
    generatedAt: new Date().toISOString(),
  });
  const dir = path.resolve(io.cwd, out);
  await mkdir(dir, { recursive: true });
  for (const file of files) await writeFile(path.join(dir, file.name), file.content);
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
  io.stderr(`wrote ${files.map((f) => path.join(out, f.name)).join(', ')} (${(bytes / 1024).toFixed(0)} KiB; ${history.entries.length} runs)\n`);
}
