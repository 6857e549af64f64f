import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { MAX_PROFILE_BYTES, parseCpuProfile } from '../../src/profile/cpuprofile.js';
import { functionTimes } from '../../src/profile/function-times.js';

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: process.cwd() });
  return { code, stdout, stderr };
}

/** A profile in V8's shape: (root) → main → each function, sampled `counts[name]` times, every 500 µs. */
function profile(root: string, counts: Record<string, number>): string {
  const names = Object.keys(counts);
  const frame = (functionName: string, line: number) => ({ functionName, scriptId: '1', url: `file://${root}/lib/work.js`, lineNumber: line, columnNumber: 0 });
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', scriptId: '0', url: '', lineNumber: -1, columnNumber: -1 }, hitCount: 0, children: [2] },
    { id: 2, callFrame: frame('main', 0), hitCount: 0, children: names.map((_, i) => 3 + i) },
    ...names.map((name, i) => ({ id: 3 + i, callFrame: frame(name, 10 * (i + 1)), hitCount: counts[name] })),
  ];
  const samples = names.flatMap((name, i) => Array.from({ length: counts[name] }, () => 3 + i));
  return JSON.stringify({ nodes, startTime: 0, endTime: samples.length * 500, samples, timeDeltas: samples.map(() => 500) });
}

const HOSTILE = '<!-- x --> @user | [link](https://evil.example) `code`';

describe('profiles are untrusted data', () => {
  it('renders a hostile function name and path as escaped text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-hostile-'));
    // Four processes per version; the hostile function's samples triple in head, the others stay.
    for (const [side, hostile] of [
      ['base', [40, 42, 38, 41]],
      ['head', [120, 118, 123, 121]],
    ] as const) {
      const root = join(dir, 'src', side, '<img src=x>');
      mkdirSync(join(dir, side));
      hostile.forEach((count, i) =>
        writeFileSync(join(dir, side, `p${i}.cpuprofile`), profile(root, { [HOSTILE]: count, steady: 100 + ((i * 7) % 5), other: 80 + ((i * 3) % 4) })),
      );
    }
    const { code, stdout, stderr } = await cli('profile-diff', join(dir, 'base'), join(dir, 'head'));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const row = stdout.split('\n').find((line) => line.includes('user'));
    expect(row).toBeDefined();
    expect(row).toContain('&lt;!-- x --&gt; @\u200buser \\| \\[link\\](https:\u200b//evil.example) \\`code\\`');
    expect(stdout).not.toContain('<!--');
    expect(stdout).not.toContain('@user');
    expect(stdout).not.toContain('https://');
    // The path is relative to the folder the version's scripts share: the hostile folder name is not part of it.
    expect(row).toContain('| work.js:11 |');
    expect(stdout).not.toContain('<img');
    // One cell per column: the pipe in the name split nothing.
    expect(row?.split(/(?<!\\)\|/).length).toBe(9);
  });

  it('refuses an oversized profile before reading it, and a FIFO, naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-oversized-'));
    mkdirSync(join(dir, 'base'));
    mkdirSync(join(dir, 'head'));
    writeFileSync(join(dir, 'base', 'a.cpuprofile'), profile('/p', { f: 10 }));
    writeFileSync(join(dir, 'head', 'huge.cpuprofile'), '');
    truncateSync(join(dir, 'head', 'huge.cpuprofile'), MAX_PROFILE_BYTES + 1);
    const { code, stderr } = await cli('profile-diff', join(dir, 'base'), join(dir, 'head'));
    expect(code).toBe(2);
    expect(stderr).toContain('huge.cpuprofile is 64 MiB; profiles over 64 MiB are not read');

    // A FIFO would block the read for ever: only regular files are opened.
    rmSync(join(dir, 'head', 'huge.cpuprofile'));
    execFileSync('mkfifo', [join(dir, 'head', 'pipe.cpuprofile')]);
    const fifo = await cli('profile-diff', join(dir, 'base'), join(dir, 'head'));
    expect(fifo.code).toBe(2);
    expect(fifo.stderr).toContain('pipe.cpuprofile is not a regular file');
  });

  it.each([
    ['not JSON', '{"nodes": [', /not JSON/],
    ['no nodes', '{"samples": [], "timeDeltas": []}', /"nodes" is not a non-empty array/],
    [
      'a child that is no node',
      JSON.stringify({
        ...JSON.parse(profile('/p', { f: 2 })),
        nodes: [{ id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [7] }],
      }),
      /names child 7, which is not a node/,
    ],
    [
      'a cycle',
      JSON.stringify({
        nodes: [
          { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [] },
          { id: 2, callFrame: { functionName: 'a', url: '', lineNumber: 0, columnNumber: 0 }, children: [3] },
          { id: 3, callFrame: { functionName: 'b', url: '', lineNumber: 0, columnNumber: 0 }, children: [2] },
        ],
        startTime: 0,
        endTime: 1,
        samples: [],
        timeDeltas: [],
      }),
      /the children form a cycle/,
    ],
    ['a sample of no node', JSON.stringify({ ...JSON.parse(profile('/p', { f: 2 })), samples: [3, 99] }), /samples\[1\] is not the id of a node/],
    [
      'a name that is not a string',
      profile('/p', { f: 2 }).replace('"functionName":"f"', '"functionName":{"x":1}'),
      /nodes\[2\]\.callFrame\.functionName and \.url must be strings/,
    ],
    ['samples and deltas of different lengths', JSON.stringify({ ...JSON.parse(profile('/p', { f: 2 })), timeDeltas: [1] }), /2 samples but 1 timeDeltas/],
  ])('rejects a profile with %s, naming the file and the problem', async (_, text, problem) => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-malformed-'));
    mkdirSync(join(dir, 'base'));
    mkdirSync(join(dir, 'head'));
    writeFileSync(join(dir, 'base', 'a.cpuprofile'), profile('/p', { f: 10 }));
    writeFileSync(join(dir, 'head', 'bad.cpuprofile'), text);
    const { code, stderr } = await cli('profile-diff', join(dir, 'base'), join(dir, 'head'));
    expect(code).toBe(2);
    expect(stderr).toContain('bad.cpuprofile: not a V8 CPU profile (.cpuprofile): ');
    expect(stderr).toMatch(problem);
  });

  it('counts a recursive function once per sample in its total, and every sample at the median interval', () => {
    const frame = (functionName: string) => ({ functionName, url: 'file:///p/a.js', lineNumber: functionName === 'r' ? 1 : 0, columnNumber: 0 });
    const parsed = parseCpuProfile(
      JSON.stringify({
        nodes: [
          { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [2] },
          { id: 2, callFrame: frame('r'), children: [3] },
          { id: 3, callFrame: frame('r'), children: [4] },
          { id: 4, callFrame: frame('leaf') },
        ],
        startTime: 0,
        endTime: 100_000,
        samples: [2, 3, 4, 4],
        // A 90 ms gap (the process descheduled) counts as one interval, not 90 ms.
        timeDeltas: [1000, 1000, 90_000, 1000],
      }),
      'r.cpuprofile',
    );
    const times = functionTimes(parsed);
    const byName = Object.fromEntries(times.functions.map((f) => [f.frame.name, f]));
    expect(byName.r.selfMs).toBeCloseTo(2, 9);
    expect(byName.r.totalMs).toBeCloseTo(4, 9);
    expect(byName.leaf.selfMs).toBeCloseTo(2, 9);
    expect(times.sampledMs).toBeCloseTo(4, 9);
  });

  it('reads build and execution folders, adds the files of one execution, and refuses a mixed layout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-layout-'));
    for (const side of ['base', 'head'])
      for (const build of ['b1', 'b2'])
        for (const execution of ['e1', 'e2', 'e3']) {
          mkdirSync(join(dir, side, build, execution), { recursive: true });
          // A process and the child it started: two files, one execution.
          writeFileSync(join(dir, side, build, execution, 'parent.cpuprofile'), profile('/p', { f: 10, g: 20 }));
          writeFileSync(join(dir, side, build, execution, 'child.cpuprofile'), profile('/p', { f: 5 }));
        }
    const { code, stdout } = await cli('profile-diff', join(dir, 'base'), join(dir, 'head'), '--json');
    expect(code).toBe(0);
    const diff = JSON.parse(stdout) as { counts: unknown; functions: { place: { name: string }; base: { selfMs: number } }[] };
    expect(diff.counts).toEqual({ base: { builds: 2, executions: 6 }, head: { builds: 2, executions: 6 } });
    expect(diff.functions.find((f) => f.place.name === 'f')?.base.selfMs).toBeCloseTo(7.5, 9);

    writeFileSync(join(dir, 'head', 'loose.cpuprofile'), profile('/p', { f: 1 }));
    const mixed = await cli('profile-diff', join(dir, 'base'), join(dir, 'head'));
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('mixes .cpuprofile files with build folders');
  });

  it("compares a run's kept profiles (VERSION/build-K, each build from a checkout of its own) by paths inside each checkout", async () => {
    // As `benchgate run --profile --binaries 2` keeps them: every build ran from its own checkout
    // (…/base-0, …/base-1, …/head-0, …/head-1), so the folder a whole version's scripts share is
    // the checkouts' parent. Before, every path kept its checkout's name and nothing matched.
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-kept-'));
    for (const [side, charlie] of [
      ['base', 40],
      ['head', 120],
    ] as const)
      for (const build of [0, 1]) {
        const folder = join(dir, 'profiles', side, `build-${build + 1}`);
        mkdirSync(folder, { recursive: true });
        for (let i = 0; i < 4; i++)
          writeFileSync(
            join(folder, `execution-${i + 1}-1.cpuprofile`),
            profile(join(dir, 'checkouts', `${side}-${build}`), { charlie: charlie + ((i * 5 + build) % 3), steady: 100 + ((i * 7 + build) % 5) }),
          );
      }
    const { code, stdout, stderr } = await cli('profile-diff', join(dir, 'profiles', 'base'), join(dir, 'profiles', 'head'), '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const diff = JSON.parse(stdout) as { functions: { place: { name: string; file: string }; changeDetected: boolean }[] };
    const charlie = diff.functions.find((f) => f.place.name === 'charlie');
    expect(charlie?.place.file).toBe('work.js'); // relative to the folder each build's scripts share (lib/ here)
    expect(charlie?.changeDetected).toBe(true);
    expect(diff.functions.find((f) => f.place.name === 'steady')?.changeDetected).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
