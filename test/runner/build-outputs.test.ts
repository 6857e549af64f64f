import { chmodSync, mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { differingOutputs, hashOutputs } from '../../src/runner/artifact-hash.js';
import { hashBuild } from '../../src/runner/build.js';
import { listBuildOutputs } from '../../src/runner/build-outputs.js';
import { createRepo, git, removeDir, tempDir, writeFiles } from './git-fixture.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) removeDir(dir);
});

/** A fresh detached worktree of `base` in a repository whose commit has these files; stands in for one build's checkout. */
function checkout(files: Record<string, string>): { worktree: string; sha: string; repo: string } {
  const repo = createRepo(files);
  const outside = tempDir('benchgate-wt-');
  dirs.push(repo, outside);
  const worktree = join(outside, 'build');
  git(repo, 'worktree', 'add', '--detach', '--quiet', worktree, 'base');
  return { worktree, sha: git(repo, 'rev-parse', 'base'), repo };
}

const COMMITTED = { 'src/a.txt': 'a\n', 'src/b.txt': 'b\n', 'tool.sh': 'echo hi\n', '.gitignore': 'node_modules/\ndist/\n' };
const withBuild = { build: ['node', 'build.mjs'], artifacts: [] as string[] };

describe('listBuildOutputs', () => {
  it('lists untracked, ignored and modified tracked files as present and deleted tracked files as deletions, never .git', async () => {
    const { worktree } = checkout(COMMITTED);
    writeFiles(worktree, { 'dist/out.js': 'x', 'node_modules/lib/index.js': 'y', 'new.txt': 'z', 'src/a.txt': 'changed\n' });
    rmSync(join(worktree, 'src/b.txt'));
    // A nested repository the build cloned: git lists it as a directory, its files count, its .git does not.
    mkdirSync(join(worktree, 'vendor/dep'), { recursive: true });
    git(join(worktree, 'vendor/dep'), 'init', '--quiet');
    writeFiles(worktree, { 'vendor/dep/dep.c': 'int x;' });
    // A tracked file merely touched is no output.
    utimesSync(join(worktree, 'tool.sh'), new Date(2001, 1, 1), new Date(2001, 1, 1));

    const outputs = await listBuildOutputs(worktree);
    expect(outputs.present).toEqual(['dist/out.js', 'new.txt', 'node_modules/lib/index.js', 'src/a.txt', 'vendor/dep/dep.c']);
    expect(outputs.deleted).toEqual(['src/b.txt']);
  });

  it('lists nothing for a build that changed nothing, and keeps spaces in names', async () => {
    const { worktree } = checkout(COMMITTED);
    expect(await listBuildOutputs(worktree)).toEqual({ present: [], deleted: [] });
    writeFiles(worktree, { ' lead and trail ': '1' });
    expect((await listBuildOutputs(worktree)).present).toEqual([' lead and trail ']);
  });
});

describe('hashBuild', () => {
  it('gives equal hashes for two builds that write the same files, whatever their times', async () => {
    const one = checkout(COMMITTED);
    const two = checkout(COMMITTED);
    writeFiles(one.worktree, { 'dist/out.js': 'same', 'node_modules/x/i.js': 'dep' });
    writeFiles(two.worktree, { 'node_modules/x/i.js': 'dep', 'dist/out.js': 'same' });
    utimesSync(join(two.worktree, 'dist/out.js'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    const a = await hashBuild(withBuild, one.sha, one.worktree, one.worktree);
    const b = await hashBuild(withBuild, two.sha, two.worktree, two.worktree);
    expect(a.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(b.hash).toBe(a.hash);
    expect(a.files).toBe(2);
  });

  it.each([
    ['a different content in an ignored file', (dir: string) => writeFiles(dir, { 'node_modules/x/i.js': 'other' }), ['node_modules/x/i.js']],
    ['a modified tracked file', (dir: string) => writeFiles(dir, { 'src/a.txt': 'patched\n' }), ['src/a.txt']],
    ['a deleted tracked file', (dir: string) => rmSync(join(dir, 'src/b.txt')), ['src/b.txt']],
    ['an untracked file more', (dir: string) => writeFiles(dir, { 'stamp.txt': String(Date.now()) }), ['stamp.txt']],
    ['the executable bit', (dir: string) => chmodSync(join(dir, 'dist/out.js'), 0o755), ['dist/out.js']],
    [
      'another symbolic link target',
      (dir: string) => {
        rmSync(join(dir, 'dist/link'));
        symlinkSync('elsewhere', join(dir, 'dist/link'));
      },
      ['dist/link'],
    ],
  ])('changes with %s and names it', async (_label, change, paths) => {
    const build = (dir: string) => {
      writeFiles(dir, { 'dist/out.js': 'same', 'node_modules/x/i.js': 'dep' });
      symlinkSync('out.js', join(dir, 'dist/link'));
    };
    const one = checkout(COMMITTED);
    const two = checkout(COMMITTED);
    build(one.worktree);
    build(two.worktree);
    change(two.worktree);
    const a = await hashBuild(withBuild, one.sha, one.worktree, one.worktree);
    const b = await hashBuild(withBuild, two.sha, two.worktree, two.worktree);
    expect(b.hash).not.toBe(a.hash);
    expect(differingOutputs(a.entries!, b.entries!)).toEqual(paths);
  });

  it("never hashes .git: not the worktree's git metadata, not a .git the build creates anywhere", async () => {
    const one = checkout(COMMITTED);
    writeFiles(one.worktree, { 'dist/out.js': 'same' });
    const before = await hashBuild(withBuild, one.sha, one.worktree, one.worktree);
    // The worktree's .git is a file pointing into the repository; the build may rewrite the index (git status does).
    git(one.worktree, 'update-index', '--refresh');
    writeFileSync(join(git(one.worktree, 'rev-parse', '--git-dir'), 'benchgate-test'), 'x');
    writeFiles(one.worktree, { 'dist/.git/junk': String(Math.random()), 'pkg/.git': 'gitdir: nowhere', 'cloned/.git/HEAD': 'ref: x' });
    const after = await hashBuild(withBuild, one.sha, one.worktree, one.worktree);
    expect([...after.entries!.keys()].filter((path) => path.includes('.git') && path !== '.gitignore')).toEqual([]);
    expect(after.hash).toBe(before.hash);
  });

  it('is source:<tree id> without a build command, whatever is in the worktree', async () => {
    const { worktree, sha, repo } = checkout(COMMITTED);
    writeFiles(worktree, { 'stamp.txt': String(Math.random()) });
    const result = await hashBuild({ build: null, artifacts: [] }, sha, worktree, worktree);
    expect(result).toEqual({ hash: `source:${git(repo, 'rev-parse', 'base^{tree}')}`, files: 0, entries: null });
  });

  it('with artifacts, hashes only the matching files under the working directory', async () => {
    const one = checkout(COMMITTED);
    const two = checkout(COMMITTED);
    for (const [dir, stamp] of [
      [one.worktree, '1'],
      [two.worktree, '2'],
    ])
      writeFiles(dir, { 'dist/out.js': 'same', 'dist/map.txt': 'm', 'stamp.txt': stamp });
    const narrowed = { build: ['node', 'build.mjs'], artifacts: ['dist/*.js'] };
    const a = await hashBuild(narrowed, one.sha, one.worktree, one.worktree);
    const b = await hashBuild(narrowed, two.sha, two.worktree, two.worktree);
    expect(a.files).toBe(1);
    expect(b.hash).toBe(a.hash);
    expect([...a.entries!.keys()]).toEqual(['dist/out.js']);
    // Without artifacts the stamp makes them differ.
    const wide = await Promise.all([one, two].map((c) => hashBuild(withBuild, c.sha, c.worktree, c.worktree)));
    expect(wide[0].hash).not.toBe(wide[1].hash);
    // A glob that matches nothing gives no hash.
    expect((await hashBuild({ ...narrowed, artifacts: ['out/**'] }, one.sha, one.worktree, one.worktree)).hash).toBeNull();
  });
});

describe('hashOutputs', () => {
  it('streams a large file and still sees a change in its last byte', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const big = Buffer.alloc(9 * 1024 * 1024, 7);
    writeFileSync(join(dir, 'big.bin'), big);
    const before = await hashOutputs(dir, ['big.bin']);
    big[big.length - 1] = 8;
    writeFileSync(join(dir, 'big.bin'), big);
    const after = await hashOutputs(dir, ['big.bin']);
    expect(after.hash).not.toBe(before.hash);
    expect(before.entries.get('big.bin')).toMatch(/^file:[0-9a-f]{64}$/);
  });

  it('does not depend on the order files are listed in', async () => {
    const dir = tempDir();
    dirs.push(dir);
    writeFiles(dir, { a: '1', 'b/c': '2', d: '3' });
    const forward = await hashOutputs(dir, ['a', 'b/c', 'd'], ['gone']);
    const backward = await hashOutputs(dir, ['d', 'b/c', 'a'], ['gone']);
    expect(backward.hash).toBe(forward.hash);
    expect([...forward.entries]).toEqual([...backward.entries]);
    expect(forward.entries.get('gone')).toBe('deleted:');
    expect((await hashOutputs(dir, ['a', 'b/c', 'd'])).hash).not.toBe(forward.hash);
  });
});
