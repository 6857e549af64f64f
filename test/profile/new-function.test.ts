/**
 * A function that only head runs (validator 13.5.2's new `parts.every(function (part) …)` in
 * isFQDN, docs/profiles.md) is decided "from zero": 0 in every base execution, time in every
 * head one, with no relative interval. Its row says so instead of an empty "—".
 */
import { describe, expect, it } from 'vitest';
import { parseCpuProfile } from '../../src/profile/cpuprofile.js';
import { functionTimes } from '../../src/profile/function-times.js';
import { diffProfiles } from '../../src/profile/profile-diff.js';
import type { ProfileSet } from '../../src/profile/profile-set.js';
import { profileDiffMarkdown } from '../../src/report/profile-markdown.js';

/** (root) → each function, line 10·(i+1) of lib/a.js, sampled `count` times every 500 µs. */
function profile(root: string, functions: { name: string; count: number }[]) {
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: functions.map((_, i) => 2 + i) },
    ...functions.map((f, i) => ({
      id: 2 + i,
      callFrame: { functionName: f.name, url: `${root}lib/a.js`, lineNumber: 10 * (i + 1), columnNumber: 0 },
      children: [],
    })),
  ];
  const samples = functions.flatMap((f, i) => Array.from({ length: f.count }, () => 2 + i));
  return functionTimes(
    parseCpuProfile(JSON.stringify({ nodes, startTime: 0, endTime: samples.length * 500, samples, timeDeltas: samples.map(() => 500) }), 'test'),
  );
}

function set(side: 'base' | 'head'): ProfileSet {
  const root = `file:///work/${side}/`;
  const executions = [0, 1, 2, 3, 4, 5].map((i) => ({
    id: String(i + 1),
    profiles: [
      profile(root, [
        { name: 'steady', count: 100 + ((i * 5) % 3) },
        { name: 'other', count: 80 + ((i * 3) % 4) },
        ...(side === 'head' ? [{ name: 'fresh', count: 40 + ((i * 7) % 5) }] : []),
      ]),
    ],
  }));
  return { builds: [{ id: '1', executions, root }], sourceIsProgram: true };
}

describe('a function only head runs', () => {
  it('is named as new in head, not with an empty change', () => {
    const diff = diffProfiles(set('base'), set('head'));
    const fresh = diff.functions.find((f) => f.place.name === 'fresh');
    expect(fresh?.changeDetected).toBe(true);
    expect(fresh?.delta).toBeNull();
    const row = profileDiffMarkdown(diff)
      .split('\n')
      .find((line) => line.startsWith('| fresh |'));
    expect(row).toContain('| new in head (0 in every base execution) |');
  });
});
