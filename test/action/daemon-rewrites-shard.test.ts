/**
 * Issue 43, fault 1, end to end with a real daemon: head's benchmark does 4× the work of base's on
 * `sort` and, in head's first execution of each binary (and its traced execution), starts a
 * detached daemon (`detached: true`, `stdio: 'ignore'`, `unref`). The daemon reads RUNNER_TEMP and
 * GITHUB_RUN_ID from an ancestor's /proc/<pid>/environ (the benchmark's own environment carries
 * neither), waits for the results.json the shard writes (RUNNER_TEMP/benchgate-<run>-<artifact>/,
 * shard-mode.ts), copies every benchmark's base over its head and renames the copy over the file.
 * A sharded run (`shard: 1/1`, then `mode: merge`, the only gate) must end red at the merge.
 * Against the bundle of 17fc538 (before the process sweep, S26, and the results seal, S13–S16)
 * this test failed: both daemons outlived the shard's action and the merge passed (`unchanged`, exit 0).
 * sealed-evidence.test.ts tests the seal alone (the rewrite done on the stored artifact) and has
 * the control (the untouched shards merge to the regression).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliveAfterKill, daemonPids, killDaemons } from '../support/leftover-daemon.js';
import { useActionFixture } from './support/action-fixture.js';
import { shardedBench } from './support/bench-scripts.js';
import { checkout, describeRun, Origin, projectFiles, runBundledAction, tempDir, type ActionRun, type PullRequestCommits } from './support/runner.js';

/**
 * The daemon (CommonJS, for `node -e`), argv: the directory for its files. It writes `ready-<pid>`
 * with the prefix of the run's directories it found through an ancestor (`RUNNER_TEMP/benchgate-<run>`;
 * empty when none), then waits for `results.json` in any of them: `benchgate-<run>` in `mode: run`,
 * `benchgate-<run>-benchgate-shard-1-of-1` for a shard (shard-mode.ts). Once such a directory
 * exists it retries without pause (the file is uploaded right after it is written), rewrites the
 * file, renames its copy over it and writes `rewrote-<pid>`; it stays alive for 15 minutes, as a daemon would.
 */
const DAEMON = `const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[1];
function runOf(start) {
  for (let pid = start; pid > 1; ) {
    let environ = '';
    try { environ = fs.readFileSync('/proc/' + pid + '/environ', 'utf8'); } catch {}
    const vars = {};
    for (const entry of environ.split('\\0')) {
      const at = entry.indexOf('=');
      if (at > 0) vars[entry.slice(0, at)] = entry.slice(at + 1);
    }
    if (vars.RUNNER_TEMP && vars.GITHUB_RUN_ID) return vars;
    try {
      const stat = fs.readFileSync('/proc/' + pid + '/stat', 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch { return undefined; }
  }
  return undefined;
}
const run = runOf(process.ppid);
const prefix = run ? 'benchgate-' + run.GITHUB_RUN_ID : '';
fs.writeFileSync(path.join(dir, 'ready-' + process.pid), run ? path.join(run.RUNNER_TEMP, prefix) : '');
if (!run) process.exit(0);
const targets = () => {
  try {
    return fs.readdirSync(run.RUNNER_TEMP).filter((name) => name.startsWith(prefix)).map((name) => path.join(run.RUNNER_TEMP, name, 'results.json'));
  } catch { return []; }
};
function rewrite(target) {
  let results;
  try { results = JSON.parse(fs.readFileSync(target, 'utf8')); } catch { return false; }
  if (!Array.isArray(results.benchmarks)) return false;
  for (const b of results.benchmarks) b.head = { ...structuredClone(b.base), ref: b.head.ref, sha: b.head.sha };
  const copy = target + '.' + process.pid;
  fs.writeFileSync(copy, JSON.stringify(results) + '\\n');
  fs.renameSync(copy, target);
  fs.writeFileSync(path.join(dir, 'rewrote-' + process.pid), target);
  return true;
}
const end = Date.now() + 15 * 60 * 1000;
let done = false;
setInterval(() => {
  if (Date.now() > end) process.exit(0);
  if (done) return;
  const found = targets();
  if (found.length === 0) return;
  for (const spinUntil = Date.now() + 5000; !done && Date.now() < spinUntil; ) done = found.some(rewrite);
}, 2);
`;

/**
 * Lines a benchmark (ES module) adds to start the daemon in head's first execution of each binary
 * (and head's traced execution, when the proof traces one); it writes the daemon's pid to
 * `dir/daemon-<pid>.pid` and waits (at most a minute) until the daemon has read its ancestor's
 * environment, so that the ancestors are still there to read.
 */
function daemonStarter(dir: string): string {
  return `import { spawn as spawnDaemon } from 'node:child_process';
import { existsSync as daemonReady, writeFileSync as writeDaemonPid } from 'node:fs';
const env = process.env;
if (env.BENCHGATE_VERSION === 'head' && env.BENCHGATE_DISCOVERY !== '1' && (env.BENCHGATE_EXECUTION ?? '0') === '0') {
  const dir = ${JSON.stringify(dir)};
  const daemon = spawnDaemon(process.execPath, ['-e', ${JSON.stringify(DAEMON)}, dir], { detached: true, stdio: 'ignore' });
  writeDaemonPid(dir + '/daemon-' + daemon.pid + '.pid', String(daemon.pid));
  daemon.unref();
  const nap = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + 60000;
  while (!daemonReady(dir + '/ready-' + daemon.pid) && Date.now() < until) Atomics.wait(nap, 0, 0, 10);
}
`;
}

const files = (dir: string, prefix: string) => readdirSync(dir).filter((file) => file.startsWith(`${prefix}-`));

const fixture = useActionFixture();
let daemonDir: string;

beforeAll(() => {
  daemonDir = tempDir('benchgate-daemon-');
});

afterAll(() => {
  // Daemons the action left (before the sweep, all of them) are this test's to end.
  if (daemonDir !== undefined) killDaemons(daemonPids(daemonDir));
});

describe("a sharded run whose shard leaves a daemon that rewrites the shard's results", () => {
  const runId = 4_300_100_001;
  let origin: Origin;
  let pr: PullRequestCommits;
  let store: string;
  let shard: ActionRun;
  let merge: ActionRun;
  let pids: number[];
  let aliveAfterShard: number[];

  const job = (inputs: Record<string, string>, workspace: string): Promise<ActionRun> =>
    runBundledAction({ bundle: fixture.bundle, ...fixture.pullRequestStep(pr, inputs, { runId, artifactDir: store, workspace, timeoutMs: 300_000 }) });

  beforeAll(async () => {
    origin = new Origin(projectFiles({ extra: { 'bench.src.mjs': shardedBench({ sortWork: 1 }) } }));
    pr = fixture.openPullRequest(47, { 'bench.src.mjs': `${daemonStarter(daemonDir)}${shardedBench({ sortWork: 4 })}` }, origin);
    store = tempDir('benchgate-shards-');
    shard = await job({ shard: '1/1' }, checkout(origin, pr.merge, `refs/remotes/pull/${pr.number}/merge`, 0));
    pids = daemonPids(daemonDir);
    aliveAfterShard = await aliveAfterKill(pids);
    merge = await job({ mode: 'merge', shards: '1', build: '', bench: '', format: '', binaries: '', executions: '' }, tempDir('benchgate-merge-'));
  }, 900_000);

  it("the daemons found the run's directory under RUNNER_TEMP through an ancestor's environment, as the attack did", () => {
    expect(pids.length, describeRun(shard)).toBeGreaterThan(0);
    const expected = join(shard.runnerTemp, `benchgate-${runId}`);
    for (const pid of pids) {
      const ready = join(daemonDir, `ready-${pid}`);
      expect(existsSync(ready), `daemon ${pid} never read its ancestor's environment`).toBe(true);
      expect(readFileSync(ready, 'utf8')).toBe(expected);
    }
  });

  it("the shard's log names every daemon it ended, and none is alive after the shard's action exits", () => {
    expect(aliveAfterShard, `the daemons outlived the shard's action\n${describeRun(shard)}`).toEqual([]);
    for (const pid of pids) {
      expect(
        shard.warnings.some(
          (w) =>
            // Other test files' orphans (a browser's crash handler) may be named in the same warning.
            /^benchgate ended (a process|\d+ processes) that a benchmark or build left running outside its process group: /.test(w) &&
            w.includes(`pid ${pid} "node" left by "head `),
        ),
        `pid ${pid} is not named\n${describeRun(shard)}`,
      ).toBe(true);
    }
    // Ended right after the execution that started it, long before results.json existed.
    expect(files(daemonDir, 'rewrote')).toEqual([]);
  });

  it('the merge, the only gate, ends red: the regression, or the shard refused', () => {
    expect(merge.exitCode, describeRun(merge)).toBe(1);
    expect(merge.outputs.verdict).not.toBe('unchanged');
    const refused = merge.errors.some((e) => e.includes('shard 1/1 failed (its results were refused'));
    expect(merge.outputs.verdict === 'regression' || refused, describeRun(merge)).toBe(true);
  });
});
