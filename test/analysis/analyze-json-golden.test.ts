import { describe, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { expectMatchesGolden } from '../support/golden.js';

/**
 * `benchgate analyze --json` of the committed results fixtures, byte for byte: a change made
 * for speed (issue 47) must leave every number of the report as it was, not only the verdicts.
 * The golden files were written by main at 8f67dfd, before that work.
 */
describe('analyze --json of the results fixtures', () => {
  it.each(['simulated-suite', 'comment-suite'])('%s.json gives the report it gave before', async (name) => {
    const fixture = new URL(`../../fixtures/results/${name}.json`, import.meta.url).pathname;
    let stdout = '';
    let stderr = '';
    const code = await runCli(['analyze', fixture, '--json'], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: process.cwd() });
    if (code !== 0 && code !== 1) throw new Error(`analyze exited ${code}: ${stderr}`);
    expectMatchesGolden(stdout, new URL(`../../fixtures/results/${name}.analysis.json`, import.meta.url).pathname);
  });
});
