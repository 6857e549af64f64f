import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dirtyTreeWarning, uncommittedChanges, Worktrees } from '../../src/runner/worktrees.js';
import { createRepo, git, tempDir } from './git-fixture.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function repo(): string {
  const dir = createRepo({ 'bench.js': 'base\n', 'lib.js': 'lib\n' }, { 'bench.js': 'head\n' });
  made.push(dir);
  return dir;
}

describe('dirtyTreeWarning', () => {
  it('is null for a clean working tree', async () => {
    expect(await dirtyTreeWarning(repo())).toBeNull();
  });

  it('names modified, untracked and renamed paths and says only the committed refs are measured, touching nothing', async () => {
    const dir = repo();
    writeFileSync(join(dir, 'bench.js'), 'edited, not committed\n');
    writeFileSync(join(dir, 'new file.js'), 'untracked\n');
    git(dir, 'mv', 'lib.js', 'lib2.js');
    const statusBefore = git(dir, 'status', '--porcelain');
    expect(await uncommittedChanges(dir)).toEqual(expect.arrayContaining(['bench.js', 'new file.js', 'lib2.js']));
    const warning = await dirtyTreeWarning(dir);
    expect(warning).not.toContain('\n');
    expect(warning).toMatch(/has uncommitted changes \(.*bench\.js.*\); benchgate measures the committed refs only/);
    // The user's tree and index are exactly as they were.
    expect(git(dir, 'status', '--porcelain')).toBe(statusBefore);
    expect(readFileSync(join(dir, 'bench.js'), 'utf8')).toBe('edited, not committed\n');
  });

  it('ignores files that .gitignore excludes', async () => {
    const dir = repo();
    writeFileSync(join(dir, '.gitignore'), 'build/\n');
    git(dir, 'add', '.gitignore');
    git(dir, 'commit', '--quiet', '-m', 'ignore build');
    mkdirSync(join(dir, 'build'));
    writeFileSync(join(dir, 'build', 'bench.o'), 'object\n');
    expect(await dirtyTreeWarning(dir)).toBeNull();
  });

  it('shortens a long list of changed paths', async () => {
    const dir = repo();
    for (let i = 0; i < 6; i++) writeFileSync(join(dir, `extra-${i}.txt`), `${i}\n`);
    expect(await dirtyTreeWarning(dir)).toMatch(/, … \(6 in all\)\)/);
  });
});

describe('Worktrees', () => {
  it("removes its own worktrees, also one whose directory is gone, and leaves the user's missing worktrees registered", async () => {
    const dir = repo();
    const elsewhere = tempDir();
    made.push(elsewhere);
    // The user's worktree on a disk that is not mounted right now: git lists it as prunable.
    const users = join(elsewhere, 'users-worktree');
    git(dir, 'worktree', 'add', '--detach', '--quiet', users, 'HEAD');
    rmSync(users, { recursive: true, force: true });
    const worktrees = await Worktrees.create(dir);
    const first = await worktrees.add('base-1', git(dir, 'rev-parse', 'HEAD').trim());
    await worktrees.add('head-1', git(dir, 'rev-parse', 'HEAD').trim());
    rmSync(first, { recursive: true, force: true });
    await worktrees.remove('head-1');
    await worktrees.removeAll();
    const listed = git(dir, 'worktree', 'list', '--porcelain');
    expect(listed).toContain(`worktree ${users}`);
    expect(listed).not.toContain('base-1');
    expect(listed).not.toContain('head-1');
  });
});
