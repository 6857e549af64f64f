import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where
    // most files spend their time waiting for a child process (the bundled action, git, a
    // benchmark) and the other core idles. Two workers keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
