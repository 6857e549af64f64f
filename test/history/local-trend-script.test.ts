/**
 * scripts/local-trend.sh, as docs/history-format.md "Recording a trend locally" runs it: real
 * commits of a throw-away repository, real `benchgate run`s (the commit against its parent, and
 * against the anchor), `history import` of both into one entry per commit, and the trend report.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryFile } from '../../src/results/history-format.js';
import { git, removeDir, tempDir, writeFiles } from '../runner/git-fixture.js';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

// Values whose spread differs by execution and build, so that no variance is zero.
const bench = (value: number) =>
  `const j = Number(process.env.BENCHGATE_EXECUTION), k = Number(process.env.BENCHGATE_BINARY);\n` +
  `for (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: ${value} * (1 + 0.01 * ((i * 7 + j * 3 + k) % 5)), unit: 'ms' }));\n`;

describe('scripts/local-trend.sh', () => {
  it('records one entry per commit with its anchor comparison, and writes the trend report', async () => {
    const repo = tempDir('benchgate-local-trend-');
    const work = tempDir();
    dirs.push(repo, work);
    git(repo, 'init', '--quiet', '--initial-branch=main');
    for (const [i, value] of [10, 10.5, 9, 9.5].entries()) {
      writeFiles(repo, { 'bench.mjs': bench(value) });
      git(repo, 'add', '--all');
      git(repo, 'commit', '--quiet', '-m', `commit ${i}`);
      if (i === 0) git(repo, 'tag', 'v1.0');
    }
    const commits = ['HEAD~2', 'HEAD~1', 'HEAD'];
    const { stdout } = await run(
      join(ROOT, 'scripts/local-trend.sh'),
      ['--history', 'history', '--repo', repo, '--bench', 'node bench.mjs', '--anchor', 'v1.0', ...commits, '--', '--binaries', '2', '--executions', '2'],
      { cwd: work, env: { ...process.env, BENCHGATE: `${join(ROOT, 'node_modules/.bin/tsx')} ${join(ROOT, 'src/cli-entry.ts')}` }, timeout: 600_000 },
    );
    const history = JSON.parse(readFileSync(join(work, 'history', 'history.json'), 'utf8')) as HistoryFile;
    expect(history.entries.map((e) => e.sha)).toEqual(commits.map((c) => git(repo, 'rev-parse', c)));
    expect(history.entries.map((e) => e.runId)).toEqual(['local-1', 'local-2', 'local-3']);
    expect(history.entries.every((e) => e.anchor?.ref === 'v1.0' && e.anchor.sha === git(repo, 'rev-parse', 'v1.0'))).toBe(true);
    expect(stdout).toContain('## benchgate trend');
    expect(stdout).toContain('### Against the anchor `v1.0`');
    // Three runs: too few to look for a step, and the report says so.
    expect(stdout).toContain('Too few runs against the anchor to look for a step: 3, and a step needs at least 8.');
  }, 600_000);
});
