import { describe, expect, it } from 'vitest';
import { compareTracedInputs, type InputProof } from '../../src/proof/input-proof.js';
import { combinePartOutcomes } from '../../src/proof/part-proofs.js';
import { validateResults } from '../../src/results/validate-results.js';

const proof = (hash: string, changedNotRead: string[]): InputProof => ({
  kind: 'identical-inputs',
  filesRead: 4,
  executables: 1,
  probed: 2,
  processes: 3,
  hash,
  changedNotRead,
  kernelPaths: 5,
});

describe('combinePartOutcomes', () => {
  it('proves the run only when every part is proved: counts summed, the changes no part read', () => {
    const combined = combinePartOutcomes([
      { names: ['parse'], outcome: { proved: true, proof: proof('sha256:a', ['README.md', 'benches/sort.mjs']) } },
      { names: ['sort'], outcome: { proved: true, proof: proof('sha256:b', ['README.md', 'benches/parse.mjs']) } },
    ]);
    expect(combined).toMatchObject({
      proved: true,
      proof: { filesRead: 8, executables: 2, probed: 4, processes: 6, kernelPaths: 10, changedNotRead: ['README.md'] },
    });
    expect(combined.proved && combined.proof.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('takes the first unproved part’s reason, and proves nothing without parts', () => {
    const reason = { kind: 'inputs-differ' as const, paths: ['benches/sort.mjs'] };
    expect(
      combinePartOutcomes([
        { names: ['parse'], outcome: { proved: true, proof: proof('sha256:a', []) } },
        { names: ['sort'], outcome: { proved: false, reason } },
      ]),
    ).toEqual({ proved: false, reason });
    expect(combinePartOutcomes([])).toMatchObject({ proved: false, reason: { kind: 'trace-failed' } });
  });
});

describe('meta.proof.parts in a results file', () => {
  const file = (parts: unknown) => ({
    version: 1,
    benchmarks: [],
    meta: {
      proof: { proved: false, reason: { kind: 'inputs-differ', paths: ['benches/sort.mjs'] }, benchmarks: [], seconds: 1, parts },
    },
  });
  it('is read back checked field by field', () => {
    const parts = [
      {
        names: ['parse'],
        proved: true,
        proof: { ...proof('sha256:a', []), extra: 'dropped' },
        benchmarks: [{ name: 'parse', unit: 'ms', better: 'lower' }],
      },
      { names: ['sort'], proved: false, reason: { kind: 'inputs-differ', paths: ['benches/sort.mjs'] }, benchmarks: [] },
    ];
    const read = validateResults(file(parts));
    expect(read.meta?.proof?.parts?.[0].proof).toEqual(proof('sha256:a', []));
    expect(read.meta?.proof?.parts?.[1]).toEqual(parts[1]);
  });
  it('refuses a part with an unknown reason or a proved part without its proof, naming where', () => {
    expect(() => validateResults(file([{ names: ['a'], proved: false, reason: { kind: 'trust-me' }, benchmarks: [] }]))).toThrow(
      /meta\.proof\.parts\[0\]\.reason\.kind/,
    );
    expect(() => validateResults(file([{ names: ['a'], proved: true, benchmarks: [] }]))).toThrow(/meta\.proof\.parts\[0\]\.proof/);
  });
});

describe('combinePartOutcomes over real comparisons', () => {
  const file = (sha256: string) => ({ kind: 'file' as const, sha256, bytes: 1 });
  const COMMAND = { bench: ['node', 'bench.mjs'], env: {} };
  // Two parts of one suite: both start node and read bench.mjs and lib.mjs; each reads its own benchmark file and probes one path of its own.
  const traced = (root: string, own: string) => {
    const entries: [string, 'read' | 'exec' | 'probe', ReturnType<typeof file> | { kind: 'missing' }][] = [
      ['/usr/bin/node', 'exec', file('n')],
      ['/proc/self/maps', 'read', { kind: 'missing' }],
      [`${root}/bench.mjs`, 'read', file('b')],
      [`${root}/lib.mjs`, 'read', file('l')],
      [`${root}/benches/${own}.mjs`, 'read', file(own)],
      [`${root}/${own}.json`, 'probe', { kind: 'missing' }],
    ];
    return {
      root,
      trace: { paths: entries.map(([path, use]) => ({ path, use })), written: [], processes: 2, execs: 1, gaps: [] },
      states: new Map(entries.map(([path, , state]) => [path, state])),
      exitedOk: true,
    };
  };
  const part = (name: string) => ({
    names: [name],
    outcome: compareTracedInputs(traced('/t/base-1', name), traced('/t/head-1', name), { base: COMMAND, head: COMMAND }, []),
  });

  it('counts a file two parts read once (node, bench.mjs, lib.mjs), and sums the processes (each part ran its own)', () => {
    const parse = part('parse');
    expect(parse.outcome).toMatchObject({ proved: true, proof: { filesRead: 4, executables: 1, probed: 1, kernelPaths: 1, processes: 2 } });
    const combined = combinePartOutcomes([parse, part('sort')]);
    // Distinct over both parts: node, bench.mjs, lib.mjs, benches/parse.mjs, benches/sort.mjs.
    expect(combined).toMatchObject({ proved: true, proof: { filesRead: 5, executables: 1, probed: 2, kernelPaths: 1, processes: 4 } });
  });
});
