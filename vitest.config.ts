import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Three workers on 2 cores. Many files spend their time waiting on child processes (the bundled
    // action, git, builds) or on a budget that must run out (the bisect-budget files wait some 3
    // minutes between them on a build that hangs): with two workers a waiting file left a core idle.
    // The measuring action tests read each value as the least CPU time of 5 tries
    // (test/action/support/bench-scripts.ts), so a busy machine does not make them inconclusive;
    // the suite has passed with two workers at load 8–19.
    maxWorkers: 3,
  },
});
