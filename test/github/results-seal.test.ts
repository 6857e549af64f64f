import { describe, expect, it } from 'vitest';
import { checkSeal, sealDigest, sealMessage, SEAL_TITLE, type RecordedJob } from '../../src/github/results-seal.js';

const FILE = '{"version":1,"benchmarks":[]}\n';
const DIGEST = sealDigest(FILE);
const seal = (artifact: string, digest = DIGEST) => ({ level: 'notice', title: SEAL_TITLE, message: sealMessage(artifact, digest) });
const job = (name: string, annotations: RecordedJob['annotations'], conclusion: string | null = 'success', status = 'completed'): RecordedJob => ({
  id: 1,
  name,
  status,
  conclusion,
  annotations,
});

describe('checkSeal', () => {
  it('holds for the one seal of the artifact, with the file’s digest, in a completed job', () => {
    expect(DIGEST).toMatch(/^sha256:[0-9a-f]{64}$/);
    const jobs = [job('lint', [{ level: 'warning', title: '', message: 'unrelated' }]), job('measure (1/2)', [seal('benchgate-shard-1-of-2')])];
    expect(checkSeal(jobs, 'benchgate-shard-1-of-2', DIGEST, { needSuccess: true })).toEqual({ sealed: true, job: 'measure (1/2)' });
  });

  it('takes only the seal of the artifact asked for', () => {
    const jobs = [job('a', [seal('benchgate-shard-1-of-2')]), job('b', [seal('benchgate-shard-2-of-2', sealDigest('other'))])];
    expect(checkSeal(jobs, 'benchgate-shard-1-of-2', DIGEST, { needSuccess: true }).sealed).toBe(true);
    expect(checkSeal(jobs, 'benchgate-shard-2-of-2', DIGEST, { needSuccess: true })).toMatchObject({
      sealed: false,
      reason: expect.stringContaining('not the file job "b"'),
    });
  });

  it.each([
    ['no seal', [job('measure', [])], /no job of the run published a seal of benchgate-results/],
    [
      'two seals',
      [job('measure', [seal('benchgate-results')]), job('evil', [seal('benchgate-results')])],
      /2 seals of benchgate-results \(jobs "measure", "evil"\)/,
    ],
    [
      'a malformed seal',
      [job('measure', [seal('benchgate-results'), { level: 'notice', title: SEAL_TITLE, message: 'benchgate-results sha256:xyz' }])],
      /malformed/,
    ],
    ['another digest', [job('measure', [seal('benchgate-results', sealDigest('the measured file'))])], /changed after benchgate wrote it/],
    ['a failed job', [job('measure', [seal('benchgate-results')], 'failure')], /recorded job "measure" that sealed it as failure/],
    ['a job still running', [job('measure', [seal('benchgate-results')], null, 'in_progress')], /has not completed \(in_progress\)/],
  ] as const)('refuses %s', (_what, jobs, reason) => {
    expect(checkSeal(jobs, 'benchgate-results', DIGEST, { needSuccess: true })).toEqual({ sealed: false, reason: expect.stringMatching(reason) });
  });

  it('accepts a failed job when success is not asked for (a shard that uploaded its own failed build)', () => {
    expect(checkSeal([job('measure', [seal('benchgate-results')], 'failure')], 'benchgate-results', DIGEST, { needSuccess: false }).sealed).toBe(true);
  });
});
