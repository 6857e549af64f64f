import { defineConfig } from 'vitest/config';
import { SlowestFirst } from './test/support/slowest-first.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two workers on 2 cores (Vitest's default is one fewer than the cores): many files spend their
    // time waiting on child processes (the bundled action, git, builds, a bisect budget run out), and
    // with one worker the other core idled. Two measuring files at once used to make the action
    // tests read a real 2× slowdown, or an unchanged benchmark, as inconclusive at load 4–5
    // (cut-replies, sharded-run): their benchmarks read one CPU-time value per measurement, which a
    // loaded VM inflated about 25-fold now and then. Each value is now the least of 5 tries (test/action/support/bench-scripts.ts),
    // and the whole suite passed with two workers at load 8–19.
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
  },
});
