/**
 * End to end: `bisect: true` on a trend run. A real repository has five commits after `good` on
 * main; the third of them makes `sort` twice as slow. The history (a git branch in a local bare
 * repository) holds a change point between `good` and the fifth commit, so its range holds five
 * commits. The bundled action's trend run bisects that range on its own runner and the
 * change-point issue (the local GitHub API stand-in) names the commit. A shallow checkout cannot
 * bisect: the issue says what the workflow needs, and the check still passes. A later run that
 * finds the change point again keeps the answer instead of bisecting again. `site: true` writes
 * the history's page and uploads it as an artifact.
 *
 * E-divisive needs at least 4 runs on each side of a step, so the older runs are seeded from one
 * real trend run's entry, as in trend-issue.test.ts, with a runner's run-to-run scatter: 10 at the
 * old level (the last of them `good`), then 5 with `sort` twice as slow (the first of them the
 * range's newer end).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryFile } from '../../src/results/history-format.js';
import { useActionFixture } from './support/action-fixture.js';
import { issueWithMarker, seededRun } from './support/seeded-history.js';
import { describeRun, HistoryServer, projectFiles, runBundledAction, tempDir } from './support/runner.js';

const fixture = useActionFixture({ firstRunId: 9_200_000_001 });
let history: HistoryServer;
/** The five commits after `good`; the third makes sort twice as slow. */
const range: string[] = [];

/** Replaces history.json on the history branch with `content`. */
const seedHistory = (content: HistoryFile) => history.seed(content);

async function trendRun(before: string, after: string, options: { fetchDepth: number; inputs?: Record<string, string> }) {
  const artifacts = tempDir('benchgate-artifacts-');
  // The push's own comparison is not the subject here.
  const inputs = { executions: '4', ...history.inputs, 'trend-issue': 'true', bisect: 'true', 'fail-on-regression': 'false', ...options.inputs };
  const run = await runBundledAction({
    bundle: fixture.bundle,
    ...fixture.pushStep(before, after, inputs, { artifactDir: artifacts, fetchDepth: options.fetchDepth }),
    env: history.env,
    // Only stops a hung action: a bisection measures up to four comparisons.
    timeoutMs: 600_000,
  });
  return { ...run, artifacts };
}

/**
 * The body of sort's change-point issue. Other benchmarks' absolute times are real measurements
 * on a machine whose load moves: a change point of their own (the anchor's subject, not this
 * test's) may open another issue, so the issue is found by its marker.
 */
const issueBody = () => issueWithMarker(fixture.api.issues(), `<!-- benchgate-change:default:sort:${range[4]} -->`).body ?? '';

beforeAll(async () => {
  history = new HistoryServer();
  // Bundling the action from src/ (when dist/ is stale) took over 2 minutes on a busy 2-core machine.
}, 600_000);

describe('bisect: true on a trend run', () => {
  const good = () => fixture.origin.base;
  const later: string[] = [];

  it('a first run records a real entry (no change point yet, no issue)', async () => {
    // good, then: docs, notes, THE SLOWDOWN, docs, notes (the range's newer end).
    let parent = fixture.origin.base;
    for (const files of [
      { 'README.md': 'one\n' },
      { 'notes.txt': 'two\n' },
      projectFiles({ sortWork: 2 }),
      { 'README.md': 'four\n' },
      { 'notes.txt': 'five\n' },
    ]) {
      parent = fixture.origin.pushCommit(parent, files);
      range.push(parent);
    }
    const first = await trendRun(fixture.origin.base, range[0], { fetchDepth: 1, inputs: { bisect: 'false' } });
    expect(first.exitCode, describeRun(first)).toBe(0);
    expect(fixture.api.issues()).toHaveLength(0);
    const [measured] = history.stored<HistoryFile>().entries;
    seedHistory({
      version: history.stored<HistoryFile>().version,
      entries: [
        ...Array.from({ length: 10 }, (_, i) => seededRun(measured, i, 1, i === 9 ? good() : undefined)),
        ...Array.from({ length: 5 }, (_, i) => seededRun(measured, 10 + i, 2, i === 0 ? range[4] : undefined)),
      ],
    });
  }, 600_000);

  it('a shallow checkout cannot bisect: the issue says what the workflow needs, and the check passes', async () => {
    later.push(fixture.origin.pushCommit(range[4], { 'README.md': 'six\n' }));
    const run = await trendRun(range[4], later[0], { fetchDepth: 1 });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const body = issueBody();
    expect(body).toContain(`<!-- benchgate-change:default:sort:${range[4]} -->`);
    expect(body).toContain('<!-- benchgate-bisect:failed -->');
    expect(body).toContain('The range was not bisected: the checkout is shallow');
    expect(body).toContain('`fetch-depth: 0`');
    expect(run.warnings.some((w) => w.startsWith('benchgate could not bisect the change point of sort: the checkout is shallow'))).toBe(true);
  }, 600_000);

  it('with the whole history the next run bisects the range and the issue names the commit of the step', async () => {
    later.push(fixture.origin.pushCommit(later[0], { 'README.md': 'seven\n' }));
    const run = await trendRun(later[0], later[1], { fetchDepth: 0, inputs: { site: 'true' } });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const body = issueBody();
    expect(body, describeRun(run)).toContain('<!-- benchgate-bisect:done -->');
    expect(body).not.toContain('benchgate-bisect:failed');
    expect(body).toContain(`Named commit: \`${range[2].slice(0, 7)}\` (\`${range[2]}\`).`);
    expect(body).toContain(`**\`${range[2].slice(0, 12)}\` made the step** in sort (5 commits after \`${good().slice(0, 12)}\`)`);
    // The evidence: the step, then each probe's row (the middle commit, then the one after it).
    for (const sha of [range[4], range[1], range[2]]) expect(body).toContain(`| \`${sha.slice(0, 12)}\` |`);
    expect(body).toMatch(new RegExp(`\\| \`${range[1].slice(0, 12)}\` \\| 2 of 5 \\| .* \\| like good`));
    expect(body).toMatch(new RegExp(`\\| \`${range[2].slice(0, 12)}\` \\| 3 of 5 \\| .* \\| like bad`));
    expect(run.stdout).toContain(`Bisection of sort: ${range[2]} made the step.`);

    // site: true: the page in site-dir, uploaded as <artifact-name>-site.
    const siteDir = run.outputs['site-dir'];
    expect(siteDir).toBe(join(run.runnerTemp, `benchgate-${fixture.peekRunId() - 1}-site`));
    const page = readFileSync(join(siteDir, 'index.html'), 'utf8');
    expect(readFileSync(join(run.artifacts, 'benchgate-results-site', 'files', 'index.html'), 'utf8')).toBe(page);
    expect(page).toContain('<title>benchgate history: acme/widgets</title>');
    const data = JSON.parse(/<script id="data" type="application\/json">(.*?)<\/script>/s.exec(page)![1]);
    expect(data.runs).toHaveLength(17);
    expect(data.runs.at(-1).sha).toBe(later[1]);
    // GITHUB_SERVER_URL is a file:// URL here (the history's bare repository): no links are made from it.
    expect(data.repository).toBeNull();
  }, 600_000);

  it('a later run that finds the change point again keeps the answer and does not bisect again', async () => {
    const named = issueBody();
    later.push(fixture.origin.pushCommit(later[1], { 'README.md': 'eight\n' }));
    const run = await trendRun(later[1], later[2], { fetchDepth: 0 });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const body = issueBody();
    expect(body).not.toBe(named);
    const section = (text: string) => text.slice(text.indexOf('<!-- benchgate-bisect:done -->'));
    expect(section(body)).toBe(section(named));
    expect(run.stdout).toContain('sort: the issue holds a finished bisection of this change point; it is kept, not run again.');
    expect(run.stdout).not.toContain('Bisecting sort');
    expect(existsSync(join(run.artifacts, 'benchgate-results-site'))).toBe(false);
  }, 600_000);
});
