import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/config-file.js';
import { MEASURING_KEYS, pullRequestMeasuringSettings } from '../../src/config/gate-policy.js';
import { resolveRunSettings } from '../../src/config/run-settings.js';

const file = (text: string) => parseConfigText(text, 'test.yml').run;

describe("pullRequestMeasuringSettings: what decides whether and how much is measured is the base commit's (issue 43)", () => {
  it("takes every measuring key from the base's file, and what to run from the PR's", () => {
    const base = file('bench: node bench.mjs\nbinaries: 2\nexecutions: 4\n');
    const head = file(
      'bench: node new-bench.mjs\nformat: jsonl\nbinaries: 1\nexecutions: 1\nprove-unchanged: true\nmetrics: instructions\nmax-failure-share: 1\n',
    );
    const { run, changed, note } = pullRequestMeasuringSettings(base, head, '.github/benchgate.yml');
    const settings = resolveRunSettings('/repo', [run, { base: 'main' }]);
    expect(settings).toMatchObject({ bench: ['node', 'new-bench.mjs'], format: 'jsonl', binaries: 2, executions: 4, maxFailureShare: 0.25 });
    expect(settings.proveUnchanged).toBeUndefined();
    expect(settings.metrics).toBeUndefined();
    expect(changed).toEqual(['prove-unchanged', 'metrics', 'binaries', 'executions', 'max-failure-share']);
    expect(note).toBe(
      `What decides whether and how much is measured (${MEASURING_KEYS.join(', ')}) comes from the workflow's inputs and the base commit's .github/benchgate.yml. ` +
        'This pull request changes prove-unchanged, metrics, binaries, executions, max-failure-share in its .github/benchgate.yml; not applied here, ' +
        'they take effect once it is merged.',
    );
  });

  it("a base that opted in keeps its settings, also when the PR's file drops them; an identical file says nothing", () => {
    const base = file('bench: node bench.mjs\nprove-unchanged: true\nmetrics: [instructions]\n');
    const dropped = pullRequestMeasuringSettings(base, file('bench: node bench.mjs\n'), 'b.yml');
    expect(dropped.run).toMatchObject({ proveUnchanged: true, metrics: ['instructions'] });
    expect(dropped.changed).toEqual(['prove-unchanged', 'metrics']);
    const same = pullRequestMeasuringSettings(base, base, 'b.yml');
    expect(same).toEqual({ run: base, changed: [] });
  });
});
