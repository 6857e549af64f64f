import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HistoryFile } from '../results/history-format.js';
import { historySite } from '../report/history-site.js';
import { loadPullRequestRunsFile } from '../history/local-pull-request-store.js';
import { PULL_REQUEST_RUNS_FILE } from '../results/pull-request-runs-format.js';
import { UsageError, type CliIo } from './cli-io.js';

/**
 * `benchgate history site`: writes the history's browsable page to --out (history-site.ts), with
 * the PR runs of the pull-request store `--pull-requests FILE` (default: `pull-requests.json` in
 * the history directory, when it is there). A named file that is missing or unreadable is an
 * error; the default one only warns, and the page shows no PR runs.
 */
export async function writeHistorySite(
  history: HistoryFile,
  values: Record<string, string | boolean | undefined>,
  io: CliIo,
  historyDir: string,
): Promise<void> {
  const out = values.out;
  if (typeof out !== 'string' || out === '') throw new UsageError('history site needs --out DIR (the directory to write index.html to)');
  const repo = values.repo as string | undefined;
  const match = repo === undefined ? null : /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repo);
  if (repo !== undefined && !match) throw new UsageError(`--repo: expected OWNER/NAME, got ${JSON.stringify(repo)}`);
  const title = typeof values.title === 'string' ? values.title : undefined;
  const named = typeof values['pull-requests'] === 'string' && values['pull-requests'] !== '' ? values['pull-requests'] : undefined;
  const storeFile = path.resolve(io.cwd, named ?? path.join(historyDir, PULL_REQUEST_RUNS_FILE));
  const load = await loadPullRequestRunsFile(storeFile);
  if (named !== undefined && load.status !== 'loaded') {
    throw new UsageError(`--pull-requests: ${load.status === 'missing' ? `no file ${storeFile}` : load.warnings.join('; ')}`);
  }
  for (const warning of load.warnings) io.stderr(`warning: ${warning}\n`);
  const files = historySite(history, {
    pullRequests: load.file,
    ...(match ? { repository: { owner: match[1], repo: match[2] } } : {}),
    ...(title === undefined ? {} : { title }),
    generatedAt: new Date().toISOString(),
  });
  const dir = path.resolve(io.cwd, out);
  await mkdir(dir, { recursive: true });
  for (const file of files) await writeFile(path.join(dir, file.name), file.content);
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
  io.stderr(
    `wrote ${files.map((f) => path.join(out, f.name)).join(', ')} (${(bytes / 1024).toFixed(0)} KiB; ${history.entries.length} runs; ${load.file.runs.length} PR runs)\n`,
  );
}
