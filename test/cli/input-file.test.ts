import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkInputFile } from '../../src/cli/input-file.js';

describe('checkInputFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-input-'));

  it('takes a file and a pipe (`analyze /dev/stdin`, `<(gunzip -c …)`), and refuses a directory or a missing path', async () => {
    writeFileSync(join(dir, 'results.json'), '{}');
    await expect(checkInputFile(join(dir, 'results.json'), 'results.json', 'a results file')).resolves.toBeUndefined();
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    await expect(checkInputFile(join(dir, 'pipe'), 'pipe', 'a results file')).resolves.toBeUndefined();
    await expect(checkInputFile(dir, 'out', 'a results file')).rejects.toThrow('cannot read out: it is a directory; give a results file');
    await expect(checkInputFile(join(dir, 'none.json'), 'none.json', 'a results file')).rejects.toThrow('cannot read none.json: no such file');
  });
});
