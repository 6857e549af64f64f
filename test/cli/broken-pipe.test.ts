import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { streamIo } from '../../src/cli/cli-io.js';

const cliIo = new URL('../../src/cli/cli-io.ts', import.meta.url).pathname;

describe('streamIo: the reader of stdout goes away', () => {
  it('drops stdout quietly after EPIPE and keeps stderr', () => {
    const written: string[] = [];
    const stdout = new Writable({
      write(chunk, _encoding, callback) {
        written.push(String(chunk));
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    let stderr = '';
    const io = streamIo(stdout, { write: (text: string) => (stderr += text), on: () => undefined }, '/');
    io.stdout('first\n');
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        io.stdout('second\n');
        io.stderr('note\n');
        expect(written).toEqual(['first\n']);
        expect(stderr).toBe('note\n');
        resolve();
      }),
    );
  });

  it('through a real pipe into `head -1`: no stack trace, and the exit code survives pipefail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-pipe-'));
    const script = join(dir, 'writer.mts');
    writeFileSync(
      script,
      `import { streamIo } from ${JSON.stringify(cliIo)};
const io = streamIo(process.stdout, process.stderr, process.cwd());
for (let round = 0; round < 50; round++) {
  for (let line = 0; line < 2000; line++) io.stdout(\`row \${round} \${line} of a long report\\n\`);
  await new Promise((resolve) => setTimeout(resolve, 2));
}
process.exitCode = 1;
`,
    );
    const errors = join(dir, 'stderr.txt');
    const run = () =>
      execFileSync('bash', ['-c', `set -o pipefail; node --import tsx ${JSON.stringify(script)} 2>${JSON.stringify(errors)} | head -1; echo "exit $?"`], {
        cwd: new URL('../..', import.meta.url).pathname,
        encoding: 'utf8',
      });
    const output = run();
    expect(output).toBe('row 0 0 of a long report\nexit 1\n');
    expect(execFileSync('cat', [errors], { encoding: 'utf8' })).toBe('');
  });
});
