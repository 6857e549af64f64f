import { describe, expect, it } from 'vitest';
import { compareTracedInputs, type PathState, type TracedVersion } from '../../src/proof/input-proof.js';
import type { TracedPath, TraceGap } from '../../src/proof/strace-output.js';

const file = (sha256: string): PathState => ({ kind: 'file', sha256, bytes: 1 });
const COMMAND = { bench: ['node', 'bench.mjs'], env: { LANG: 'C' } };

function version(
  root: string,
  entries: [string, TracedPath['use'], PathState][],
  options: { gaps?: TraceGap[]; exitedOk?: boolean; written?: string[]; beforeWrite?: string[] } = {},
): TracedVersion {
  return {
    root,
    trace: {
      paths: entries.map(([path, use]) => ({ path, use })),
      written: options.written ?? [],
      beforeWrite: options.beforeWrite ?? [],
      processes: 1,
      execs: 1,
      gaps: options.gaps ?? [],
    },
    states: new Map(entries.map(([path, , state]) => [path, state])),
    exitedOk: options.exitedOk ?? true,
  };
}

const shared: [string, TracedPath['use'], PathState][] = [
  ['/usr/bin/node', 'exec', file('n')],
  ['/proc/123/maps', 'read', { kind: 'missing' }],
];
const base = (bench = 'b1', extra: [string, TracedPath['use'], PathState][] = []) =>
  version('/t/base-1', [...shared, ['/t/base-1/bench.mjs', 'read', file(bench)], ['/t/base-1/opt.json', 'probe', { kind: 'missing' }], ...extra]);
const head = (bench = 'b1', extra: [string, TracedPath['use'], PathState][] = []) =>
  version('/t/head-1', [
    ...shared,
    ['/proc/456/maps', 'read', { kind: 'missing' }],
    ['/t/head-1/bench.mjs', 'read', file(bench)],
    ['/t/head-1/opt.json', 'probe', { kind: 'missing' }],
    ...extra,
  ]);

describe('compareTracedInputs', () => {
  it('the same files under two checkouts, kernel paths aside: proved, with counts, a hash and the changes not read', () => {
    const outcome = compareTracedInputs(base(), head(), { base: COMMAND, head: COMMAND }, ['README.md', 'bench.mjs']);
    expect(outcome).toMatchObject({
      proved: true,
      proof: { kind: 'identical-inputs', filesRead: 2, executables: 1, probed: 1, changedNotRead: ['README.md'], kernelPaths: 1 },
    });
    const again = compareTracedInputs(base(), head(), { base: COMMAND, head: COMMAND }, []);
    expect(again.proved && outcome.proved && again.proof.hash === outcome.proof.hash).toBe(true);
  });

  it('a differing file inside, one outside, one seen by only one version, a differing command: not proved, each named', () => {
    expect(compareTracedInputs(base('b1'), head('b2'), { base: COMMAND, head: COMMAND }, [])).toEqual({
      proved: false,
      reason: { kind: 'inputs-differ', paths: ['bench.mjs'] },
    });
    expect(
      compareTracedInputs(base('b1', [['/etc/x', 'read', file('1')]]), head('b1', [['/etc/x', 'read', file('2')]]), { base: COMMAND, head: COMMAND }, []),
    ).toEqual({ proved: false, reason: { kind: 'outside-inputs-differ', paths: ['/etc/x'] } });
    expect(compareTracedInputs(base(), head('b1', [['/t/head-1/new.json', 'read', file('3')]]), { base: COMMAND, head: COMMAND }, [])).toMatchObject({
      reason: { kind: 'inputs-differ', paths: ['new.json'] },
    });
    expect(compareTracedInputs(base(), head(), { base: COMMAND, head: { ...COMMAND, env: { LANG: 'C', X: '1' } } }, [])).toMatchObject({ proved: false });
  });

  it('gaps, network, a failed execution, an unhashable or too large input: never proved', () => {
    const gap = (g: TraceGap) => version('/t/base-1', [], { gaps: [g] });
    expect(compareTracedInputs(gap({ kind: 'network', syscall: 'connect', detail: 'x' }), head(), { base: COMMAND, head: COMMAND }, [])).toMatchObject({
      reason: { kind: 'network' },
    });
    expect(compareTracedInputs(gap({ kind: 'ptrace', detail: 'p' }), head(), { base: COMMAND, head: COMMAND }, [])).toMatchObject({
      reason: { kind: 'trace-incomplete' },
    });
    expect(compareTracedInputs(version('/t/base-1', [], { exitedOk: false }), head(), { base: COMMAND, head: COMMAND }, [])).toMatchObject({
      reason: { kind: 'trace-failed' },
    });
    const big = base('b1', [['/t/base-1/big.bin', 'read', { kind: 'too-large', bytes: 10737418240 }]]);
    expect(
      compareTracedInputs(big, head('b1', [['/t/head-1/big.bin', 'read', { kind: 'too-large', bytes: 10737418240 }]]), { base: COMMAND, head: COMMAND }, []),
    ).toMatchObject({
      reason: { kind: 'unhashable', paths: ['big.bin'] },
    });
  });

  it('a file the tree reads and also writes: outside the checkout shared state, inside read-and-written; never proved', () => {
    const cache: [string, TracedPath['use'], PathState] = ['/home/u/.cache/x', 'read', file('c')];
    const withCache = (root: string, written: string[]) => version(root, [...shared, cache, [`${root}/out.json`, 'read', file('o')]], { written });
    expect(compareTracedInputs(withCache('/t/base-1', ['/home/u/.cache/x']), withCache('/t/head-1', []), { base: COMMAND, head: COMMAND }, [])).toEqual({
      proved: false,
      reason: { kind: 'outside-state', paths: ['/home/u/.cache/x'] },
    });
    expect(
      compareTracedInputs(withCache('/t/base-1', ['/t/base-1/out.json']), withCache('/t/head-1', ['/t/head-1/out.json']), { base: COMMAND, head: COMMAND }, []),
    ).toEqual({ proved: false, reason: { kind: 'read-and-written', paths: ['out.json'] } });
    // Only looked at after it was written (a result file it creates): the state after the trace is what it saw.
    const output = (root: string) => version(root, [...shared, [`${root}/out.json`, 'probe', file('')]], { written: [`${root}/out.json`] });
    expect(compareTracedInputs(output('/t/base-1'), output('/t/head-1'), { base: COMMAND, head: COMMAND }, [])).toMatchObject({ proved: true });
    // Looked at before it was written (its size, then truncated): what it saw is gone.
    const before = (root: string) =>
      version(root, [...shared, [`${root}/out.json`, 'probe', file('')]], { written: [`${root}/out.json`], beforeWrite: [`${root}/out.json`] });
    expect(compareTracedInputs(before('/t/base-1'), before('/t/head-1'), { base: COMMAND, head: COMMAND }, [])).toMatchObject({
      reason: { kind: 'read-and-written', paths: ['out.json'] },
    });
  });

  it('a file something else rewrote during the trace: not proved, named', () => {
    const changed = { ...version('/t/base-1', shared), changedDuringTrace: ['/t/base-1/src/a.js'] };
    expect(compareTracedInputs(changed, head(), { base: COMMAND, head: COMMAND }, [])).toEqual({
      proved: false,
      reason: { kind: 'changed-during-trace', paths: ['src/a.js'] },
    });
  });
});
