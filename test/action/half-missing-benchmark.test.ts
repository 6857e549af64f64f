/**
 * End to end: head's benchmark prints one of its two benchmarks in only every second process (a
 * line no longer printed, a unit flip). Measured in at most half of head's processes, that
 * benchmark says as little as a version whose processes failed that often: the check fails and
 * the comment says in how many of how many processes it was missing (issue 34).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, type ActionRun } from './support/runner.js';

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

const fixture = useActionFixture();
let run: ActionRun;
const PR = 41;

// Bundling the action (when dist/ is stale), then 2 builds and 8 executions per version: minutes on a busy machine.
beforeAll(async () => {
  const pr = fixture.openPullRequest(PR, { 'bench.src.mjs': flakyBench });
  // Measured without the proof (on by default): its traced execution would count as one of the processes.
  run = await fixture.runOnPullRequest(pr, { executions: '4', 'prove-unchanged': 'false' }, { runId: 6_000_000_041, timeoutMs: 300_000 });
}, 600_000);

describe('a benchmark head measured in only half of its processes', () => {
  it('fails the check, saying in how many of how many head processes it was missing', () => {
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toContain(
      'benchgate: head could not be measured: "sort" was missing from 4 of the 8 head processes (at most half measured it); the first: ' +
        'no "sort" measurement in this execution\'s output',
    );
    const body = fixture.api.commentsOn(PR).at(-1)!.body;
    expect(body).toContain('❌ head could not be measured');
    expect(body).toContain('"sort" was missing from 4 of the 8 head processes');
  });
});
