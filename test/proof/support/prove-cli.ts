import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from '../../../src/cli/run-command.js';
import { createRepo, removeDir, tempDir } from '../../runner/git-fixture.js';

/** `benchgate run` in-process, with its output collected. */
export async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCommand(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd });
  return { code, stdout, stderr };
}

/** Temporary directories of one test file, removed by `cleanUp` (call it in afterEach). */
export class TempDirs {
  private readonly dirs: string[] = [];
  make(): string {
    const dir = tempDir();
    this.dirs.push(dir);
    return dir;
  }
  /** A repository with a base and a head commit (git-fixture.ts createRepo) and an output directory. */
  repo(base: Record<string, string>, head: Record<string, string>): { repo: string; out: string } {
    const repo = createRepo(base, head);
    this.dirs.push(repo);
    return { repo, out: this.make() };
  }
  cleanUp(): void {
    this.dirs.splice(0).forEach(removeDir);
  }
}

/** Two builds and two executions per version, fixed: the proof's tracing, then (when it is refused) 4 executions per version. */
export const FIXED = ['--base', 'base', '--head', 'head', '--binaries', '2', '--executions', '2', '--seed', '5'];

/** `meta` of the run's results.json, as written. */
export function writtenMeta(out: string) {
  return JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).meta;
}
