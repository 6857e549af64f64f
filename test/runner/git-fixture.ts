import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '../../src/ports/logger.js';

/** Runs git in `cwd` with a fixed identity and no user config, returning trimmed stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=benchgate test', '-c', 'user.email=test@benchgate.invalid', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  }).trim();
}

/** A fresh temporary directory (real path, so comparisons with git's paths hold). */
export function tempDir(prefix = 'benchgate-test-'): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/**
 * A throw-away repository: `base` is a branch at the first commit with `baseFiles`, `head`
 * one at a second commit adding `headFiles`; `main` is checked out at head.
 */
export function createRepo(baseFiles: Record<string, string>, headFiles: Record<string, string> = {}): string {
  const repo = tempDir('benchgate-repo-');
  git(repo, 'init', '--quiet', '--initial-branch=main');
  writeFiles(repo, baseFiles);
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '--allow-empty', '-m', 'base');
  git(repo, 'branch', 'base');
  writeFiles(repo, headFiles);
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '--allow-empty', '-m', 'head');
  git(repo, 'branch', 'head');
  return repo;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A logger that keeps every line, for assertions. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info: ${message}`),
    warning: (message) => lines.push(`warning: ${message}`),
    debug: (message) => lines.push(`debug: ${message}`),
    async group(title, work) {
      lines.push(`group: ${title}`);
      return work();
    },
  };
}

/**
 * A benchmark script for a test repository: prints `count` JSON lines for each name, the
 * first `warmup` of them marked, with values `value` (plus a little noise by iteration).
 */
export function jsonlBench(names: string[], options: { count?: number; warmup?: number; value?: number } = {}): string {
  const { count = 5, warmup = 1, value = 10 } = options;
  return `
const names = ${JSON.stringify(names)};
for (const name of names) {
  for (let i = 0; i < ${count}; i++) {
    console.log(JSON.stringify({ name, value: ${value} + (i % 3) * 0.1, unit: 'ms', ...(i < ${warmup} ? { warmup: true } : {}) }));
  }
}
`;
}
