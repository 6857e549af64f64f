/**
 * The folder a profiled execution writes its `.cpuprofile` files to is within the measured
 * code's reach (it knows the path from its own command line): what is read there is bounded and
 * read defensively (runner/cpu-profiler.ts `readProfiles`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PROFILES_PER_EXECUTION, readProfiles } from '../../src/runner/cpu-profiler.js';
import { MAX_PROFILE_BYTES } from '../../src/profile/cpuprofile.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'benchgate-profiled-out-')));

describe('readProfiles', () => {
  it('reads the regular .cpuprofile files, nothing else', async () => {
    fresh();
    writeFileSync(join(dir, 'CPU.1.cpuprofile'), '{"a":1}');
    writeFileSync(join(dir, 'notes.txt'), 'x');
    const read = await readProfiles(dir);
    expect(typeof read === 'string' ? read : read.map((p) => p.text)).toEqual(['{"a":1}']);
  });

  it('refuses a link (to a file outside the folder), a FIFO, an oversized file and too many files, saying why', async () => {
    fresh();
    writeFileSync(join(dir, 'secret'), 'outside');
    symlinkSync(join(dir, 'secret'), join(dir, 'CPU.link.cpuprofile'));
    expect(await readProfiles(dir)).toBe('"CPU.link.cpuprofile" is not a regular file');
    rmSync(join(dir, 'CPU.link.cpuprofile'));
    execFileSync('mkfifo', [join(dir, 'CPU.fifo.cpuprofile')]);
    // A FIFO with no writer would block a plain open: it is opened non-blocking and refused.
    expect(await readProfiles(dir)).toBe('"CPU.fifo.cpuprofile" is not a regular file');
    rmSync(join(dir, 'CPU.fifo.cpuprofile'));
    writeFileSync(join(dir, 'CPU.big.cpuprofile'), '');
    truncateSync(join(dir, 'CPU.big.cpuprofile'), MAX_PROFILE_BYTES + 1);
    expect(await readProfiles(dir)).toBe(`a profile of ${MAX_PROFILE_BYTES + 1} bytes, more than the 64 MiB read`);
    rmSync(join(dir, 'CPU.big.cpuprofile'));
    for (let i = 0; i <= MAX_PROFILES_PER_EXECUTION; i++) writeFileSync(join(dir, `CPU.${i}.cpuprofile`), '{}');
    expect(await readProfiles(dir)).toBe(
      `${MAX_PROFILES_PER_EXECUTION + 1} profiles written, more than the ${MAX_PROFILES_PER_EXECUTION} one execution may write`,
    );
  });
});
