import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two workers on 2 cores (Vitest's default is one fewer than the cores): most files spend their
    // time waiting on child processes (the bundled action, git, builds, a bisect budget run out), and
    // with one worker the other core idles. Two measuring files at once used to make the action tests'
    // real 2× slowdowns read inconclusive at load 5 (cut-replies, sharded-run): their benchmarks read
    // one CPU-time value per measurement, which a busy VM inflated about 25-fold now and then
    // (time stolen from the running thread, V8's own threads counted). Each value is now the least of
    // 5 tries (test/action/support/bench-scripts.ts), which such a spike does not reach.
    maxWorkers: 2,
  },
});
