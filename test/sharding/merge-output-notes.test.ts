import { describe, expect, it } from 'vitest';
import type { OutputNote } from '../../src/results/output-notes.js';
import { validateResults } from '../../src/results/validate-results.js';
import { mergeResults } from '../../src/sharding/merge-results.js';
import { allShards, plan } from './shard-fixtures.js';

describe('mergeResults: the shards’ notes about their output', () => {
  it('keeps every shard’s notes, each different value once, and the merged file reads back', () => {
    const cargo: OutputNote = { kind: 'aggregates-only', format: 'cargo', source: 'libtest-median', benchmarks: 2 };
    const skipped: OutputNote = { kind: 'lines-skipped', format: 'plain', lines: 1, line: 3, excerpt: '<img src=x>' };
    const notes: OutputNote[][] = [[cargo], [cargo, skipped], [], [{ kind: 'no-gnu-time' }]];
    const inputs = allShards(plan(4)).map((input, i) => ({ ...input, results: { ...input.results, meta: { ...input.results.meta, outputNotes: notes[i] } } }));
    const { results } = mergeResults(inputs);
    expect(results.meta?.outputNotes).toEqual([cargo, skipped, { kind: 'no-gnu-time' }]);
    expect(validateResults(JSON.parse(JSON.stringify(results))).meta?.outputNotes).toEqual(results.meta?.outputNotes);
  });
});
