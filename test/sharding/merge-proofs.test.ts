/**
 * The merge of the shards' proofs of no change (prove-unchanged in a sharded run): accepted,
 * checked and combined; a proof that is malformed, claims another shard's benchmark, or was made
 * on other commits proves nothing, and its benchmarks are then measured or not measured, never
 * unchanged.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeCommand } from '../../src/cli/merge-command.js';
import { DEFAULT_ANALYSIS_OPTIONS } from '../../src/config/analysis-options.js';
import { analyse } from '../../src/experiment/analyse.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { mergeResults, parseShardResults } from '../../src/sharding/merge-results.js';
import { plan, SHAS, shardResults } from './shard-fixtures.js';

const NAMES = ['hash', 'parse', 'sort', 'zip'];
const shardPlan = plan(2, NAMES);
const assigned = (index: number) => shardPlan.shards[index - 1];

const hash = (c: string) => `sha256:${c.repeat(64)}`;
const proofOf = (c: string, changedNotRead = ['README.md']) => ({
  kind: 'identical-inputs',
  filesRead: 4,
  executables: 1,
  probed: 2,
  processes: 3,
  kernelPaths: 5,
  hash: hash(c),
  changedNotRead,
});
const reported = (names: readonly string[]) => names.map((name) => ({ name, unit: 'ms', better: 'lower' as const }));
const provedPart = (names: readonly string[], c = 'a') => ({ names: [...names], proved: true, proof: proofOf(c), benchmarks: reported(names) });
const measuredPart = (names: readonly string[]) => ({
  names: [...names],
  proved: false,
  reason: { kind: 'inputs-differ', paths: ['benches/sort.mjs'] },
  benchmarks: reported(names),
});

/** Shard `index` as it uploads: proved parts not run (no records), measured parts with their records. */
function shard(index: number, parts: Record<string, unknown>[], whole?: Record<string, unknown>): ResultsFile {
  const measured = parts.filter((p) => p.proved !== true).flatMap((p) => p.names as string[]);
  const omit = assigned(index).filter((name) => !measured.includes(name));
  const allProved = parts.every((p) => p.proved === true);
  const proof = { proved: allProved, ...(allProved ? { proof: proofOf(String(index)) } : { reason: parts.find((p) => p.proved !== true)?.reason }) };
  return shardResults(shardPlan, index, {
    omit,
    meta: { proof: { ...proof, benchmarks: reported(assigned(index)), seconds: 1, parts, ...whole } },
  });
}

const each = (index: number) => assigned(index).map((name) => [name]);
const merge = (...files: ResultsFile[]) =>
  mergeResults(
    files.map((results, i) => ({ source: `shard-${i + 1}.json`, results })),
    { expect: 2 },
  );
const verdicts = (results: ResultsFile) =>
  Object.fromEntries(analyse(results, DEFAULT_ANALYSIS_OPTIONS).report.benchmarks.map((b) => [b.name, [b.verdict, b.verdictSource?.kind ?? null]]));

describe('mergeProofs: proofs from shards are combined', () => {
  it('a shard that proved its benchmarks and one that measured: the proved ones are covered and unchanged (identical inputs), with their shard', () => {
    const outcome = merge(
      shard(
        1,
        each(1).map((names) => provedPart(names)),
      ),
      shard(2, each(2).map(measuredPart)),
    );
    expect(outcome.notMeasured).toEqual([]);
    expect(outcome.results.benchmarks.map((b) => b.name).sort()).toEqual([...assigned(2)].sort());
    const proof = outcome.results.meta?.proof;
    expect(proof?.proved).toBe(false);
    expect(proof?.reason).toEqual({ kind: 'inputs-differ', paths: ['benches/sort.mjs'] });
    expect(proof?.parts?.map((p) => [p.shard, p.names, p.proved])).toEqual([
      ...assigned(1).map((name) => ['1/2', [name], true]),
      ...assigned(2).map((name) => ['2/2', [name], false]),
    ]);
    // Read back as results.json is (a re-gate), the shards stay on the parts.
    expect(validateResults(JSON.parse(JSON.stringify(outcome.results))).meta?.proof?.parts?.[0].shard).toBe('1/2');
    const rows = verdicts(outcome.results);
    for (const name of assigned(1)) expect(rows[name]).toEqual(['unchanged', 'identical-inputs']);
    for (const name of assigned(2)) expect(rows[name][1]).toBeNull();
  });

  it('every shard proved everything: the merged run is proved, one proof over the shards, nothing measured and nothing missing', () => {
    const one = shard(1, [provedPart(assigned(1), 'a')]);
    const two = shard(2, [provedPart(assigned(2), 'b')]);
    const outcome = merge(one, two);
    expect(outcome.results.benchmarks).toEqual([]);
    expect(outcome.notMeasured).toEqual([]);
    const proof = outcome.results.meta?.proof;
    // Each shard's own proof counts its paths once; the shards' counts add up.
    expect(proof).toMatchObject({
      proved: true,
      proof: { kind: 'identical-inputs', filesRead: 8, executables: 2, probed: 4, processes: 6, kernelPaths: 10, changedNotRead: ['README.md'] },
    });
    expect(proof?.proof?.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    // A re-gate reads the merged proof back checked field by field.
    expect(validateResults(JSON.parse(JSON.stringify(outcome.results))).meta?.proof).toEqual(proof);
    expect(proof?.benchmarks.map((b) => b.name).sort()).toEqual([...NAMES].sort());
    const rows = verdicts(outcome.results);
    expect(Object.values(rows)).toEqual(NAMES.map(() => ['unchanged', 'identical-inputs']));
    expect(Object.keys(rows).sort()).toEqual([...NAMES].sort());
  });

  it('a shard missing: the delivered shard’s proved benchmarks stay unchanged, the run is not proved, the missing ones are not measured', () => {
    const outcome = mergeResults([{ source: 'shard-1.json', results: shard(1, [provedPart(assigned(1))]) }], { expect: 2 });
    expect(outcome.results.meta?.proof).toMatchObject({ proved: false, reason: { kind: 'trace-failed', detail: 'not every shard delivered' } });
    expect(outcome.notMeasured.map((e) => e.name).sort()).toEqual([...assigned(2)].sort());
    const rows = verdicts(outcome.results);
    for (const name of assigned(1)) expect(rows[name]).toEqual(['unchanged', 'identical-inputs']);
    for (const name of assigned(2)) expect(rows[name][0]).toBe('inconclusive');
  });
});

describe('mergeProofs: a shard’s proof is outside data', () => {
  const forged: [string, (file: ResultsFile) => void, RegExp][] = [
    ['claims a benchmark assigned to the other shard', (f) => f.meta!.proof!.parts![0].names.push(assigned(2)[0]), /not assigned to this shard/],
    ['names one benchmark in two parts', (f) => f.meta!.proof!.parts!.push({ ...f.meta!.proof!.parts![0] }), /an earlier part names too/],
    ['a proved part whose traces did not report a benchmark it names', (f) => (f.meta!.proof!.parts![0].benchmarks = []), /did not report/],
    ['a hash that is not a sha256', (f) => (f.meta!.proof!.parts![0].proof!.hash = 'trust me'), /proof\.hash/],
    ['proved as a whole while a part is not', (f) => (f.meta!.proof!.parts![1] = measuredPart(f.meta!.proof!.parts![1].names)), /a part is not proved/],
    ['other commits than the merge', (f) => (f.meta!.shas = { base: SHAS.base, head: '3'.repeat(40) }), /merged head commit/],
    ['no parts', (f) => delete f.meta!.proof!.parts, /parts is missing/],
  ];
  it.each(forged)('%s: refused, its benchmarks not measured (not unchanged), the shard counted as failed', (_label, forge, why) => {
    const one = shard(
      1,
      each(1).map((names) => provedPart(names)),
    );
    forge(one);
    const outcome = merge(one, shard(2, [provedPart(assigned(2))]));
    expect(outcome.results.meta?.proof?.proved).toBe(false);
    expect(outcome.warnings.find((w) => w.startsWith('the proof of no change of shard-1.json (shard 1/2) was refused: '))).toMatch(why);
    expect(outcome.notMeasured.map((e) => e.name).sort()).toEqual([...assigned(1)].sort());
    expect(outcome.notMeasured[0].reason).toMatch(/^the proof of no change of shard 1\/2 was refused \(/);
    expect(outcome.results.meta?.merge?.inputs[0].failure).toMatch(/^its proof of no change was refused: /);
    expect(outcome.results.meta?.proof?.parts?.every((p) => p.shard === '2/2')).toBe(true);
    const rows = verdicts(outcome.results);
    for (const name of assigned(1)) expect(rows[name]).toEqual(['inconclusive', null]);
    for (const name of assigned(2)) expect(rows[name]).toEqual(['unchanged', 'identical-inputs']);
  });

  it('a proved part the shard also measured: the proof is refused and the measured values count', () => {
    const one = shard(1, each(1).map(measuredPart));
    one.meta!.proof!.parts![0] = provedPart(one.meta!.proof!.parts![0].names);
    const outcome = merge(one, shard(2, each(2).map(measuredPart)));
    expect(outcome.warnings.some((w) => /yet the shard measured/.test(w))).toBe(true);
    expect(outcome.notMeasured).toEqual([]);
    expect(outcome.results.meta?.merge?.inputs[0].failure).toBeUndefined();
    const rows = verdicts(outcome.results);
    expect(Object.values(rows).every(([, source]) => source === null)).toBe(true);
  });

  it('a malformed proof in the file drops the proof, not the shard (parseShardResults), and proves nothing', () => {
    const one = shard(1, [provedPart(assigned(1))]);
    (one.meta!.proof!.parts![0].proof as Record<string, unknown>).filesRead = 'many';
    const read = parseShardResults(JSON.stringify(one), 'shard-1.json');
    expect(read.proofRefused).toMatch(/^meta\.proof\.parts\[0\]\.proof\.filesRead: /);
    expect(read.results.meta?.proof).toBeUndefined();
    expect(read.results.meta?.shard?.assigned).toEqual(assigned(1));
    expect(() => parseShardResults(JSON.stringify({ ...one, benchmarks: 'none' }), 'shard-1.json')).toThrow(/benchmarks/);
    const outcome = mergeResults([read, { source: 'shard-2.json', results: shard(2, [provedPart(assigned(2))]) }], { expect: 2 });
    expect(outcome.notMeasured.map((e) => e.name).sort()).toEqual([...assigned(1)].sort());
    expect(outcome.notMeasured[0].reason).toContain('meta.proof.parts[0].proof.filesRead');
    const rows = verdicts(outcome.results);
    for (const name of assigned(1)) expect(rows[name]).toEqual(['inconclusive', null]);
  });
});

describe('benchgate merge with proofs', () => {
  it('counts the proved benchmarks, and a malformed proof in one file is a warning and not-measured benchmarks, not a refused merge', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-merge-proofs-'));
    try {
      const one = shard(1, [provedPart(assigned(1))]);
      (one.meta!.proof!.parts![0].proof as Record<string, unknown>).hash = 42;
      writeFileSync(join(dir, 's1.json'), JSON.stringify(one));
      writeFileSync(join(dir, 's2.json'), JSON.stringify(shard(2, [provedPart(assigned(2))])));
      let stderr = '';
      const io = { stdout: () => undefined, stderr: (s: string) => (stderr += s), cwd: dir };
      expect(await mergeCommand(['s1.json', 's2.json', '-o', 'all.json', '--expect', '2'], io), stderr).toBe(0);
      expect(stderr).toContain('warning: the proof of no change of s1.json (shard 1/2) was refused: meta.proof.parts[0].proof.hash: ');
      expect(stderr).toContain(
        `merged 2 files: 0 benchmarks measured, ${assigned(2).length} proved unchanged (identical inputs), ${assigned(1).length} not measured`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
