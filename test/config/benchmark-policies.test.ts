/**
 * Each benchmark's gate and min-effect are resolved once per run (issue 45): the table
 * (config/benchmark-policy.ts `benchmarkPolicies`) resolves a name on its first read and hands
 * the same policy to every later step, and nothing in src/ resolves a name beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchmarkPolicies, policyFor } from '../../src/config/benchmark-policy.js';

const SRC = new URL('../../src/', import.meta.url).pathname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

describe('benchmarkPolicies', () => {
  const settings = {
    policies: [
      { match: 'parse/**', gate: 'report' as const, minEffect: 0.05 },
      { match: 'noise', gate: 'ignore' as const },
    ],
    minEffect: 0.02,
  };

  it('gives the policy policyFor resolves, the same value at every read', () => {
    const table = benchmarkPolicies(settings);
    for (const name of ['parse/small', 'noise', 'io/write', 'process/max-rss', 'instructions']) {
      expect(table.of(name)).toEqual(policyFor(name, settings.policies, settings.minEffect));
      expect(table.of(name)).toBe(table.of(name));
    }
    expect(table.of('parse/small')).toEqual({ gate: 'report', minEffect: 0.05 });
    expect(table.of('io/write')).toEqual({ gate: 'gate', minEffect: 0.02 });
  });

  it('is the only place in src/ that resolves a benchmark’s policy', () => {
    const callers = sources(SRC).filter((file) => /\bpolicyFor\(/.test(readFileSync(file, 'utf8')));
    expect(callers.map((file) => file.slice(SRC.length))).toEqual(['config/benchmark-policy.ts']);
  });
});
