// The files a profiled execution writes (`.cpuprofile`, `callgrind.out.*`) are within the measured
// code's reach: it sees their folder on its command line (docs/security.md, S74, S77).
import { constants } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_PROFILE_BYTES } from '../profile/cpuprofile.js';
import type { ProfileTimes } from '../profile/function-times.js';

/**
 * The least a profiled execution may run, whatever its timed execution took: a profiled
 * execution may take a few times its timed one (PROFILE_SLOWER_LIMIT in cpu-profiler.ts, more
 * under callgrind), never less than this.
 */
export const PROFILE_MIN_MS = 5000;

/** Profiles one execution may write (one per process it starts); more are not read. */
export const MAX_PROFILES_PER_EXECUTION = 32;

export interface RawProfile {
  data: Buffer;
  text: string;
  bytes: number;
}

const isCpuProfile = (name: string) => name.endsWith('.cpuprofile');

/**
 * The profiles a profiled execution wrote (the files `matches` accepts, `.cpuprofile` by
 * default), read defensively: regular files only, never through a link, each at most
 * MAX_PROFILE_BYTES (only the size found when opened is read), at most
 * MAX_PROFILES_PER_EXECUTION. A string: why they are refused.
 */
export async function readProfiles(dir: string, matches: (name: string) => boolean = isCpuProfile): Promise<RawProfile[] | string> {
  const names = (await readdir(dir)).filter(matches).sort();
  if (names.length > MAX_PROFILES_PER_EXECUTION) return `${names.length} profiles written, more than the ${MAX_PROFILES_PER_EXECUTION} one execution may write`;
  const read: RawProfile[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(() => null);
    if (handle === null) return `${JSON.stringify(name)} is not a regular file`;
    try {
      const info = await handle.stat();
      if (!info.isFile()) return `${JSON.stringify(name)} is not a regular file`;
      if (info.size > MAX_PROFILE_BYTES) return `a profile of ${info.size} bytes, more than the ${MAX_PROFILE_BYTES / 2 ** 20} MiB read`;
      const buffer = Buffer.alloc(info.size);
      const { bytesRead } = await handle.read(buffer, 0, info.size, 0);
      const data = buffer.subarray(0, bytesRead);
      read.push({ data, text: data.toString('utf8'), bytes: bytesRead });
    } finally {
      await handle.close();
    }
  }
  return read;
}

/** What differs between V8's sampling profiler and callgrind for one profiled execution (cpu-profiler.ts, callgrind-profile.ts). */
export interface ProfileTool {
  kind: 'v8' | 'callgrind';
  /** The command and environment of a profiled execution writing its profiles into `outDir`; `wrappers`: a folder to remove after it. */
  command(bench: readonly string[], env: Record<string, string>, outDir: string): Promise<{ bench: string[]; env: Record<string, string>; wrappers?: string }>;
  /** How long the execution may run, given its timed execution's wall time (when recorded). */
  timeoutMs(timedMs: number | undefined): number;
  /** The files in `outDir` that are its profiles. */
  isProfile(name: string): boolean;
  /** One file's counts per function, or why it is refused (the measured code can write it). */
  parse(text: string, label: string): ProfileTimes | string;
  /** The name a kept profile gets, from `execution-J[-part-P]-N`. */
  keptName(stem: string): string;
}
