/**
 * `bisect: true` with a probe commit whose build never returns, through the bundled action as a
 * runner drives it (the local GitHub API stand-in, a real repository, real builds).
 *
 * The change point's range holds five commits after `good`; the first probe (the middle) is a
 * commit whose `build.mjs` sleeps for days, and the third makes `sort` twice as slow. The
 * history is seeded as in trend-bisect.test.ts: 10 runs at the old level (the last `good`), then
 * 5 with `sort` twice as slow (the first the range's newer end).
 *
 * Before, the change-point issues, with their bisection, ran before the annotations, the comment,
 * the outputs and the check, and a probe's build had no deadline: the action hung, and the
 * measured verdict never reached the outputs or the check. Now the bisection runs last: a run
 * stopped as soon as it starts bisecting has its outputs and summary already, and a run left
 * alone ends when `bisect-budget` ends, the hanging probe killed and named in the issue.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryFile } from '../../src/results/history-format.js';
import { useActionFixture } from './support/action-fixture.js';
import { issueWithMarker, seededRun } from './support/seeded-history.js';
import { actionRuntime, checkout, describeRun, HistoryServer, parseOutputFile, projectFiles, runBundledAction, runnerStep } from './support/runner.js';

// A sleep no other process runs, so the test can tell whether the killed build left it behind.
const SLEEP_SECONDS = '876543';
const HANGING_BUILD = `import { execFileSync } from 'node:child_process';
execFileSync('sleep', ['${SLEEP_SECONDS}']);
`;

const fixture = useActionFixture({ firstRunId: 9_300_000_001 });
let history: HistoryServer;
/** The five commits after `good`: docs, THE HANGING BUILD, the slowdown, docs, notes. */
const range: string[] = [];
const later: string[] = [];

/** Replaces history.json on the history branch with `content`. */
const seedHistory = (content: HistoryFile) => history.seed(content);

function trendStep(before: string, after: string, inputs: Record<string, string>) {
  const workspace = checkout(fixture.origin, after, 'refs/remotes/origin/main', 0);
  return {
    ...fixture.pushStep(
      before,
      after,
      {
        executions: '4',
        ...history.inputs,
        'trend-issue': 'true',
        bisect: 'true',
        ...inputs,
      },
      { workspace },
    ),
    env: history.env,
  };
}

/** Runs the bundled action and stops it with SIGTERM (as a cancelled job) once its log shows `marker`. */
async function runUntil(step: ReturnType<typeof trendStep>, marker: string) {
  const { env, outputPath, summaryPath } = runnerStep(step);
  const child = spawn(actionRuntime(), [fixture.bundle], { cwd: step.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stopped = false;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    if (!stopped && stdout.includes(marker)) {
      stopped = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.resume();
  // Only ends a hung action; the test then fails on `stopped`.
  const timer = setTimeout(() => child.kill('SIGTERM'), 600_000);
  await once(child, 'close');
  clearTimeout(timer);
  return { stopped, stdout, outputs: parseOutputFile(readFileSync(outputPath, 'utf8')), summary: readFileSync(summaryPath, 'utf8') };
}

/** Processes still running the hanging build's sleep. */
function leftSleeps(): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(SLEEP_SECONDS);
      } catch {
        return false;
      }
    });
}

beforeAll(async () => {
  history = new HistoryServer();
}, 600_000);

describe('bisect: true with a probe whose build hangs', () => {
  it('a first run records a real entry to seed the history from', async () => {
    let parent = fixture.origin.base;
    for (const files of [
      { 'README.md': 'one\n' },
      { 'build.mjs': HANGING_BUILD },
      projectFiles({ sortWork: 2 }),
      { 'README.md': 'four\n' },
      { 'notes.txt': 'five\n' },
    ]) {
      parent = fixture.origin.pushCommit(parent, files);
      range.push(parent);
    }
    const first = await runBundledAction({ bundle: fixture.bundle, ...trendStep(fixture.origin.base, range[0], { bisect: 'false' }), timeoutMs: 300_000 });
    expect(first.exitCode, describeRun(first)).toBe(0);
    const [measured] = history.stored<HistoryFile>().entries;
    seedHistory({
      version: history.stored<HistoryFile>().version,
      entries: [
        ...Array.from({ length: 10 }, (_, i) => seededRun(measured, i, 1, i === 9 ? fixture.origin.base : undefined)),
        ...Array.from({ length: 5 }, (_, i) => seededRun(measured, 10 + i, 2, i === 0 ? range[4] : undefined)),
      ],
    });
  }, 400_000);

  it('the outputs and the job summary are set before the bisection starts (a run stopped as it starts bisecting has them)', async () => {
    later.push(fixture.origin.pushCommit(range[4], { 'README.md': 'six\n' }));
    const run = await runUntil(trendStep(range[4], later[0], { 'bisect-budget': '30' }), 'Bisecting sort');
    expect(run.stopped, run.stdout.slice(-3000)).toBe(true);
    expect(run.outputs.verdict, run.stdout.slice(-3000)).toMatch(/^(unchanged|inconclusive|regression|improvement)$/);
    expect(run.outputs['report-json']).toMatch(/report\.json$/);
    expect(run.summary).toContain('benchgate');
    expect(leftSleeps()).toEqual([]);
  }, 700_000);

  it('a run left alone ends when bisect-budget ends: the hanging probe is stopped and named, and the verdict stands', async () => {
    later.push(fixture.origin.pushCommit(later[0], { 'README.md': 'seven\n' }));
    const run = await runBundledAction({ bundle: fixture.bundle, ...trendStep(later[0], later[1], { 'bisect-budget': '0.5' }), timeoutMs: 480_000 });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.verdict).toMatch(/^(unchanged|inconclusive|regression|improvement)$/);
    const body = issueWithMarker(fixture.api.issues(), `<!-- benchgate-change:default:sort:${range[4]} -->`).body ?? '';
    expect(body, describeRun(run)).toContain('<!-- benchgate-bisect:done -->');
    expect(body).toContain(`the bisect budget of 0.5 min ended during the comparison of \`${range[1].slice(0, 12)}\`, which was stopped`);
    expect(body).toMatch(new RegExp(`\\| \`${range[1].slice(0, 12)}\` \\| 2 of 5 \\| — \\| not measured \\| unfinished`));
    expect(run.warnings.some((w) => w.startsWith(`benchgate: the bisect budget ended during the comparison of ${range[1].slice(0, 12)}`))).toBe(true);
    // The bisection ran after the check and the outputs: its lines come last in the log.
    expect(run.stdout.indexOf('Bisecting sort')).toBeGreaterThan(0);
    expect(leftSleeps()).toEqual([]);
  }, 600_000);
});
