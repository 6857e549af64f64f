/**
 * Probes that stop as soon as their side is clear (issue 44, item 4). A real git history of six
 * commits; at the fourth, `parse` becomes 10 times slower, and a second benchmark, `scatter`,
 * whose values jump by ±25 % from execution to execution (a fixed pattern), is never decided
 * quickly. Each comparison is adaptive with a share of the budget. The step, told to follow
 * `parse`, stops once parse is decided; each probe stops at its first look whose interval lies
 * wholly on one side of the halfway point, long before its share of the budget is spent, however
 * undecided `scatter` is. Before, every comparison measured until `scatter` was decided too (or
 * its budget share was spent). Values are deterministic (no timing), so the load of the machine
 * changes how long it takes, not what it decides.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bisectRange } from '../../src/experiment/bisect-run.js';
import type { Logger } from '../../src/ports/logger.js';
import type { MeasuredProbe } from '../../src/trend/bisect.js';
import { factorStepHistory } from './support/factor-step-history.js';
import { removeDir } from '../runner/git-fixture.js';

const BENCH = `
const fs = require('node:fs');
const { factor } = JSON.parse(fs.readFileSync('work.json', 'utf8'));
const j = Number(process.env.BENCHGATE_EXECUTION);
// scatter: 3 % slower once README.md exists, and ±25 % from execution to execution, in a pattern shifted there.
const later = fs.existsSync('README.md');
const scatter = 10 * (later ? 1.03 : 1) * (1 + 0.25 * ((((j * 3 + (later ? 2 : 0)) % 5) - 2) / 2));
for (let i = 0; i < 6; i++) {
  console.log(JSON.stringify({ name: 'parse', value: 10 * factor * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));
  console.log(JSON.stringify({ name: 'scatter', value: scatter * (1 + 0.001 * i), unit: 'ms' }));
}
`;

// good; two docs commits; the step to factor 10; 2 more docs commits.
const { repo, shas } = factorStepHistory('benchgate-bisect-probe-stop-', BENCH, 10, 2);
afterAll(() => removeDir(repo));

const lines: string[] = [];
const logger: Logger = { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => {}, group: (_title, work) => work() };

describe('bisect probes with the adaptive design', () => {
  it('stop at the first look that tells which side of the halfway point they lie on, and the step once the followed benchmark is decided', async () => {
    const outcome = await bisectRange({
      repo,
      good: shas[0],
      bad: shas[5],
      benchmark: 'parse',
      settings: [{ bench: ['node', 'bench.cjs'], seed: 7 }],
      policy: {},
      adaptive: { budgetSeconds: 1200 },
      logger,
      budget: { seconds: 1200 },
    });
    expect(outcome.culprit, lines.join('\n')).toBe(shas[3]);
    const [step, ...probes] = outcome.probes as MeasuredProbe[];
    // The step: parse decided (a regression), scatter not waited for.
    expect(step.side).toBe('step');
    expect(step.verdict).toBe('regression');
    expect(step.stopped?.reason).toBe('answered');
    expect(lines).toContainEqual(expect.stringMatching(/^stopping: parse decided \(regression\) at look \d$/));
    // Each probe: answered at its first look, with far fewer blocks than its share of the budget held.
    expect(probes.map((p) => [p.sha, p.side])).toEqual([
      [shas[2], 'like-good'],
      [shas[3], 'like-bad'],
    ]);
    for (const probe of probes) {
      expect(probe.stopped, JSON.stringify(probe)).toMatchObject({ reason: 'answered', looks: 1 });
      expect(probe.stopped!.blocks).toBeLessThan(probe.stopped!.maxBlocks);
    }
    expect(lines.filter((l) => /^stopping: at look 1, parse's Δ interval .* lies wholly (below|above) \+216\.23 %$/.test(l))).toHaveLength(2);
    // scatter was still undecided at every look that stopped a comparison.
    expect(lines.filter((l) => /^look \d+ after \d+ blocks .*: 1 of 2 benchmarks decided$/.test(l))).toHaveLength(3);
  }, 120_000);
});
