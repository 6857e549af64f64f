/**
 * End to end: head's benchmark prints one of its two benchmarks in only every second process (a
 * line no longer printed, a unit flip). Measured in at most half of head's processes, that
 * benchmark says as little as a version whose processes failed that often: the check fails and
 * the comment says in how many of how many processes it was missing (issue 34).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { actionBundle } from './support/action-bundle.js';
import {
  checkout,
  describeRun,
  measureInputs,
  Origin,
  projectFiles,
  pullRequestEvent,
  removeTempDirs,
  runBundledAction,
  tempDir,
  type ActionRun,
} from './support/runner.js';

/** Counts its processes in a file beside it and leaves out `sort` in every second one. */
const flakyBench = `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const counter = new URL('./count.txt', import.meta.url);
const count = existsSync(counter) ? Number(readFileSync(counter, 'utf8')) + 1 : 1;
writeFileSync(counter, String(count));
const work = { parse: 1, sort: 1 };
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let sink = 0;
function spin(units) {
  let x = 1;
  for (let i = 0; i < units * 250000; i++) x = (x * 48271 + i) % 2147483647;
  return x;
}
for (const [name, units] of Object.entries(work)) {
  if (name === 'sort' && count % 2 === 0) continue;
  for (let i = 0; i < 5; i++) {
    const start = cpuMs();
    sink ^= spin(units);
    console.log(JSON.stringify({ name, value: cpuMs() - start, unit: 'ms', ...(i === 0 ? { warmup: true } : {}) }));
  }
}
if (sink === 42) console.error('unlikely');
`;

let api: GitHubApiServer;
let run: ActionRun;
const PR = 41;

// Bundling the action (when dist/ is stale), then 2 builds and 8 executions per version: minutes on a busy machine.
beforeAll(async () => {
  const bundle = await actionBundle();
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  const origin = new Origin(projectFiles());
  const pr = origin.addPullRequest(PR, { 'bench.src.mjs': flakyBench });
  api.setPullRequestRefs(PR, { head: { sha: pr.head }, base: { sha: pr.base } });
  run = await runBundledAction({
    bundle,
    apiUrl: api.url,
    eventName: 'pull_request',
    event: pullRequestEvent(pr),
    sha: pr.merge,
    ref: `refs/pull/${PR}/merge`,
    workspace: checkout(origin, pr.merge, `refs/remotes/pull/${PR}/merge`, 0),
    runId: 6_000_000_041,
    // Measured without the proof (on by default): its traced execution would count as one of the processes.
    inputs: measureInputs(api.token, tempDir('benchgate-artifacts-'), { executions: '4', 'prove-unchanged': 'false' }),
    timeoutMs: 300_000,
  });
}, 600_000);

afterAll(async () => {
  await api?.close();
  removeTempDirs();
});

describe('a benchmark head measured in only half of its processes', () => {
  it('fails the check, saying in how many of how many head processes it was missing', () => {
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toContain(
      'benchgate: head could not be measured: "sort" was missing from 4 of the 8 head processes (at most half measured it); the first: ' +
        'no "sort" measurement in this execution\'s output',
    );
    const body = api.commentsOn(PR).at(-1)!.body;
    expect(body).toContain('❌ head could not be measured');
    expect(body).toContain('"sort" was missing from 4 of the 8 head processes');
  });
});
