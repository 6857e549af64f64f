import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitBranchHistoryBackend, type GitBranchHistoryOptions } from '../../src/history/git-branch-history-backend.js';
import { appendEntry } from '../../src/history/history-store.js';
import { serializeHistory } from '../../src/history/parse-history.js';
import { entry, history, keys } from './entries.js';

let root: string;
let remote: string;
const warnings: string[] = [];

function git(...args: string[]): string {
  return execFileSync('git', ['--git-dir', path.join(root, 'remote.git'), ...args], { encoding: 'utf8' }).trim();
}

function backend(overrides: Partial<GitBranchHistoryOptions> = {}): GitBranchHistoryBackend {
  return new GitBranchHistoryBackend({
    remote,
    tempDir: path.join(root, 'tmp'),
    retryDelayMs: () => 0,
    warn: (m) => warnings.push(m),
    now: () => new Date('2025-06-01T12:00:00Z'),
    ...overrides,
  });
}

/** Puts files on the branch as one commit, as a hand edit or another tool would. */
function commitFiles(files: Record<string, string>): void {
  const work = path.join(root, `work-${Math.random().toString(36).slice(2)}`);
  execFileSync('git', ['init', '-q', '-b', 'benchgate-data', work]);
  for (const [name, text] of Object.entries(files)) {
    execFileSync('mkdir', ['-p', path.dirname(path.join(work, name))]);
    execFileSync('sh', ['-c', 'cat > "$1"', 'sh', path.join(work, name)], { input: text });
  }
  const run = (...args: string[]) => execFileSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args]);
  run('add', '-A');
  run('commit', '-qm', 'hand edit');
  run('push', '-qf', remote, 'HEAD:refs/heads/benchgate-data');
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'benchgate-git-history-'));
  execFileSync('git', ['init', '-q', '--bare', path.join(root, 'remote.git')]);
  remote = pathToFileURL(path.join(root, 'remote.git')).href;
  warnings.length = 0;
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('GitBranchHistoryBackend against a real bare repository', () => {
  it('starts empty when the branch does not exist', async () => {
    expect(await backend().load()).toMatchObject({ status: 'missing', history: { entries: [] }, warnings: [] });
  });

  it('saves one force-updated commit with history.json and dated snapshots', async () => {
    await backend().save(history([entry(0), entry(1)]));
    await backend().save(history([entry(2)]));
    const loaded = await backend().load();
    expect(loaded.status).toBe('loaded');
    expect(keys(loaded.history)).toEqual(['sha0000/1000#1', 'sha0001/1001#1', 'sha0002/1002#1']);
    expect(git('rev-list', '--count', 'benchgate-data')).toBe('1');
    expect(git('ls-tree', '-r', '--name-only', 'benchgate-data').split('\n')).toEqual([
      'history.json',
      'snapshots/2025-01-01.json',
      'snapshots/2025-01-02.json',
      'snapshots/2025-01-03.json',
    ]);
    expect(git('log', '-1', '--format=%an <%ae> %s', 'benchgate-data')).toBe('benchgate <benchgate@users.noreply.github.com> benchgate history: 3 entries');
  });

  it('prunes entries and their snapshots by the retention rule', async () => {
    await backend({ retention: { maxEntries: 2 } }).save(history([entry(0), entry(1), entry(2)]));
    expect(git('ls-tree', '-r', '--name-only', 'benchgate-data').split('\n')).toEqual([
      'history.json',
      'snapshots/2025-01-02.json',
      'snapshots/2025-01-03.json',
    ]);
    expect(keys((await backend().load()).history)).toEqual(['sha0001/1001#1', 'sha0002/1002#1']);
  });

  it('two writers racing from the same state both keep their entry', async () => {
    await backend().save(history([entry(0)]));
    const a = backend();
    const b = backend();
    const [startA, startB] = await Promise.all([a.load(), b.load()]);
    await Promise.all([a.save(appendEntry(startA.history, entry(1, { runId: 'A' }))), b.save(appendEntry(startB.history, entry(2, { runId: 'B' })))]);
    expect(warnings).toEqual([]);
    expect(keys((await backend().load()).history)).toEqual(['sha0000/1000#1', 'sha0001/A#1', 'sha0002/B#1']);
    expect(git('rev-list', '--count', 'benchgate-data')).toBe('1');
  });

  it('many writers racing for a new branch keep every entry', async () => {
    const writers = Array.from({ length: 4 }, (_, i) => backend({ maxAttempts: 10 }).save(history([entry(i, { runId: `W${i}` })])));
    await Promise.all(writers);
    expect(warnings).toEqual([]);
    expect(keys((await backend().load()).history)).toEqual(['sha0000/W0#1', 'sha0001/W1#1', 'sha0002/W2#1', 'sha0003/W3#1']);
  });

  it('a writer whose push is rejected fetches the winner, merges by the union rule and retries', async () => {
    await backend().save(history([entry(0)]));
    const { execGit } = await import('../../src/git/run-git.js');
    let pushes = 0;
    const slow = backend({
      git: async (args, options) => {
        // Between this writer's read and its first push, another run saves entry 5.
        if (args.includes('push') && pushes++ === 0) await backend().save(history([entry(0), entry(5, { runId: 'other' })]));
        return execGit(args, options);
      },
    });
    await slow.save(history([entry(0), entry(1)]));
    expect(pushes).toBe(2);
    expect(warnings).toEqual([]);
    expect(keys((await backend().load()).history)).toEqual(['sha0000/1000#1', 'sha0001/1001#1', 'sha0005/other#1']);
  });

  it('a writer that keeps losing the race gives up with a warning, without throwing', async () => {
    await backend().save(history([entry(0)]));
    // Another writer pushes after every read of this one.
    let other = 10;
    const loser = backend({
      maxAttempts: 2,
      git: async (args, options) => {
        const { execGit } = await import('../../src/git/run-git.js');
        if (args.includes('push')) commitFiles({ 'history.json': serializeHistory(history([entry(other++)])) });
        return execGit(args, options);
      },
    });
    await expect(loser.save(history([entry(1)]))).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^history not saved to branch benchgate-data of file:.*: 2 attempts lost the race to other writers$/)]);
  });

  it('rebuilds from the snapshots when history.json is damaged, and keeps the damaged file', async () => {
    await backend().save(history([entry(0), entry(1)]));
    const snapshot0 = git('cat-file', 'blob', 'benchgate-data:snapshots/2025-01-01.json');
    const snapshot1 = git('cat-file', 'blob', 'benchgate-data:snapshots/2025-01-02.json');
    commitFiles({ 'history.json': '{"version":1,"entr', 'snapshots/2025-01-01.json': snapshot0, 'snapshots/2025-01-02.json': snapshot1 });
    const loaded = await backend().load();
    expect(loaded.status).toBe('loaded');
    expect(keys(loaded.history)).toEqual(['sha0000/1000#1', 'sha0001/1001#1']);
    expect(warnings[0]).toMatch(/history\.json is not valid JSON.*rebuilt the history from 2 snapshots/);
    await backend().save(appendEntry(loaded.history, entry(2)));
    expect(git('cat-file', 'blob', 'benchgate-data:history.corrupt-2025-06-01T12-00-00-000Z.json')).toBe('{"version":1,"entr');
    expect(keys((await backend().load()).history)).toHaveLength(3);
  });

  it('starts fresh when nothing is readable, and carries the unreadable file forward', async () => {
    commitFiles({ 'history.json': 'not json' });
    const loaded = await backend().load();
    expect(loaded).toMatchObject({ status: 'unusable', history: { entries: [] } });
    expect(warnings[0]).toMatch(
      /not valid JSON.*starting a new history \(the next save keeps the unreadable file as history\.corrupt-2025-06-01T12-00-00-000Z\.json/,
    );
    await backend().save(history([entry(1)]));
    await backend({ now: () => new Date('2025-06-02T00:00:00Z') }).save(history([entry(2)]));
    expect(git('cat-file', 'blob', 'benchgate-data:history.corrupt-2025-06-01T12-00-00-000Z.json')).toBe('not json');
    expect(keys((await backend().load()).history)).toEqual(['sha0001/1001#1', 'sha0002/1002#1']);
  });

  it('an unreachable remote gives a warning and an empty history, never a throw', async () => {
    const gone = backend({ remote: 'https://x-access-token:s3cret@127.0.0.1:9/none.git' });
    expect(await gone.load()).toMatchObject({ status: 'missing', history: { entries: [] } });
    await expect(gone.save(history([entry(1)]))).resolves.toBeUndefined();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/could not read the history from branch benchgate-data of https:\/\/\*\*\*@127\.0\.0\.1:9\/none\.git/);
    expect(warnings.join('\n')).not.toContain('s3cret');
  });

  it('sends a token as a header through the environment, never in arguments', async () => {
    const { execGit } = await import('../../src/git/run-git.js');
    const calls: Array<{ args: readonly string[]; env?: Record<string, string> }> = [];
    const withToken = backend({
      token: 's3cret',
      git: (args, options) => {
        calls.push({ args, env: options?.env });
        return execGit(args, options);
      },
    });
    await withToken.save(history([entry(1)]));
    expect(keys((await backend().load()).history)).toEqual(['sha0001/1001#1']);
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.map((c) => c.args.join(' ')).join('\n')).not.toContain('s3cret');
    const header = `AUTHORIZATION: basic ${Buffer.from('x-access-token:s3cret').toString('base64')}`;
    for (const call of calls.filter((c) => c.args.includes('ls-remote') || c.args.includes('fetch') || c.args.includes('push'))) {
      expect(call.env).toMatchObject({ GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'http.extraheader', GIT_CONFIG_VALUE_0: header });
    }
  });

  it('does not push when nothing changed', async () => {
    await backend().save(history([entry(0)]));
    const before = git('rev-parse', 'benchgate-data');
    await backend().save(history([entry(0)]));
    expect(git('rev-parse', 'benchgate-data')).toBe(before);
  });

  it('warns once when a load and the save after it read the same damaged history', async () => {
    await backend().save(history([entry(0), entry(1)]));
    const text = serializeHistory(history([entry(0), entry(1)])).replace('"confidence":0.95', '"confidence":NaN');
    const snapshots = Object.fromEntries(
      ['2025-01-01', '2025-01-02'].map((d) => [`snapshots/${d}.json`, git('cat-file', 'blob', `benchgate-data:snapshots/${d}.json`)]),
    );
    commitFiles({ 'history.json': text, ...snapshots });
    // The action's clock moves between load and save: the set-aside name must not change with it.
    let minutes = 0;
    const b = backend({ now: () => new Date(Date.UTC(2025, 5, 1, 12, minutes++)) });
    const load = await b.load();
    expect(keys(load.history)).toEqual(['sha0001/1001#1']);
    await b.save(appendEntry(load.history, entry(2)));
    expect(warnings).toEqual([
      expect.stringMatching(/history\.json is not valid JSON \(.*\); read it line by line and kept 1 of 2 entries; left out: line 2: not valid JSON/),
    ]);
    expect(git('ls-tree', '--name-only', 'benchgate-data').split('\n')).toContain('history.corrupt-2025-06-01T12-00-00-000Z.json');
    expect(keys((await backend().load()).history)).toEqual(['sha0001/1001#1', 'sha0002/1002#1']);
  });

  it('never writes over a branch a newer benchgate wrote: history.json or a snapshot of a newer version', async () => {
    const cases: Record<string, string>[] = [
      { 'history.json': '{"version":4,"entries":[]}' },
      { 'history.json': 'damaged', 'snapshots/2025-01-01.json': '{"version":4,"entries":[]}' },
    ];
    for (const files of cases) {
      warnings.length = 0;
      commitFiles(files);
      const before = git('rev-parse', 'benchgate-data');
      const b = backend();
      const load = await b.load();
      expect(load).toMatchObject({ status: 'unusable', reason: expect.stringMatching(/version 4 was written by a newer benchgate/) });
      await b.save(history([entry(1)]));
      expect(git('rev-parse', 'benchgate-data')).toBe(before);
      expect(warnings).toEqual([
        expect.stringMatching(/version 4 was written by a newer benchgate.*the branch is left as it is, and this benchgate will not write to it$/),
        expect.stringMatching(/^history not saved to branch benchgate-data of .*version 4 was written by a newer benchgate.*left as it is$/),
      ]);
    }
  });
});
