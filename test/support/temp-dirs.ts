import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';

/** Temporary directories of one test file, removed by `cleanUp` (call it in afterEach). */
export class TempDirs {
  private readonly dirs: string[] = [];
  make(prefix?: string): string {
    return this.keep(tempDir(prefix));
  }
  /** Removes `dir` at the next `cleanUp` too. */
  keep(dir: string): string {
    this.dirs.push(dir);
    return dir;
  }
  /** A repository with a base and a head commit (git-fixture.ts createRepo) and an output directory. */
  repo(base: Record<string, string>, head: Record<string, string>): { repo: string; out: string } {
    return { repo: this.keep(createRepo(base, head)), out: this.make() };
  }
  cleanUp(): void {
    this.dirs.splice(0).forEach(removeDir);
  }
}
