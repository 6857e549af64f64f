import type { Logger } from '../../../src/ports/logger.js';

/**
 * What these tests ask `bisectRange`: follow `parse` from `good` to `bad` in `repo`, one build and
 * 4 executions per probe (seed 7) of `node bench.cjs`, the default policy, a fixed design.
 */
export function parseBisectRequest(repo: string, good: string, bad: string, logger: Logger) {
  return {
    repo,
    good,
    bad,
    benchmark: 'parse',
    settings: [{ bench: ['node', 'bench.cjs'], binaries: 1, executions: 4, seed: 7 }],
    policy: {},
    adaptive: null,
    logger,
  };
}
