/**
 * `benchgate run --repo PATH` (the CLI's counterpart of the action's `working-directory`) says
 * what is wrong with PATH: missing, a file, or not in a git repository (issue 17, reliability 9).
 */
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'benchgate-repo-path-')));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function cli(...argv: string[]) {
  let stderr = '';
  const code = await runCli(argv, { stdout: () => undefined, stderr: (t) => (stderr += t), cwd: scratch });
  return { code, stderr };
}

describe('benchgate run --repo', () => {
  it('a directory that does not exist: exit 2, the path and "does not exist"', async () => {
    const { code, stderr } = await cli('run', '--repo', 'missing', '--bench', 'true');
    expect(code).toBe(2);
    expect(stderr).toBe(`benchgate run: ${join(scratch, 'missing')} does not exist\n`);
  });

  it('a file: exit 2, "is not a directory"', async () => {
    writeFileSync(join(scratch, 'file.txt'), 'x\n');
    const { code, stderr } = await cli('run', '--repo', 'file.txt', '--bench', 'true');
    expect(code).toBe(2);
    expect(stderr).toBe(`benchgate run: ${join(scratch, 'file.txt')} is not a directory\n`);
  });

  it('a directory outside any repository: exit 2, "is not inside a git repository"', async () => {
    const { code, stderr } = await cli('run', '--repo', '.', '--bench', 'true');
    expect(code).toBe(2);
    expect(stderr).toBe(`benchgate run: ${scratch} is not inside a git repository\n`);
  });
});
