/**
 * End to end: head's benchmark command runs but measures nothing (libtest's `running 0 tests …
 * 0 measured`, as after a filter that matches no benchmark), read with `format: auto`. A run in
 * which a version measured no benchmark cannot pass: the bundled action fails the check, and the
 * comment says why (issue 32).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, type ActionRun } from './support/runner.js';

const nothingMeasured = `process.stdout.write('running 0 tests\\n\\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\\n\\n');\n`;

const fixture = useActionFixture();
let run: ActionRun;
const PR = 43;

beforeAll(async () => {
  const pr = fixture.openPullRequest(PR, { 'bench.src.mjs': nothingMeasured });
  run = await fixture.runOnPullRequest(pr, { format: 'auto', executions: '2' }, { runId: 6_000_000_043, timeoutMs: 300_000 });
}, 600_000);

describe('a head that measured no benchmark', () => {
  it('fails the check, and the comment says that libtest measured nothing', () => {
    expect(run.exitCode, describeRun(run)).toBe(1);
    const failure = run.errors.find((e) => e.startsWith('benchgate: head could not be measured'));
    expect(failure, describeRun(run)).toBeDefined();
    expect(failure).toContain('cargo output: no benchmark was measured');
    const body = fixture.api.commentsOn(PR).at(-1)!.body;
    expect(body).toContain('❌ head could not be measured');
    expect(body).toContain('no benchmark was measured');
    expect(body).toContain('0 measured');
  });
});
