import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { actionRuntime } from './support/runner.js';

/**
 * `npm run test:suite` runs the bundled action on the Node that action.yml's `runs.using`
 * names; this checks the binary it set is that major version, so the run cannot silently fall
 * back to the Node running the tests.
 */
describe('the Node the bundled action runs on', () => {
  it.runIf(process.env.BENCHGATE_TEST_NODE)('is the major version action.yml declares', () => {
    const using: unknown = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')).runs.using;
    expect(using).toMatch(/^node\d+$/);
    const version = execFileSync(actionRuntime(), ['--version'], { encoding: 'utf8' }).trim();
    expect(`node${version.replace(/^v(\d+)\..*$/, '$1')}`).toBe(using);
  });
});
