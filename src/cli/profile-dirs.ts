import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { MAX_PROFILE_BYTES, parseCpuProfile, ProfileFormatError, type CpuProfile } from '../profile/cpuprofile.js';
import { functionTimes } from '../profile/function-times.js';
import { commonFileFolder, type ProfiledBuild, type ProfileSet } from '../profile/profile-set.js';
import { UsageError } from './cli-io.js';

/** The most profile files one directory may hold. */
export const MAX_PROFILE_FILES = 10_000;
const PROFILE = /\.cpuprofile$/;

/**
 * Reads a version's profiles from `dir`, laid out in one of two ways:
 * - `DIR/*.cpuprofile`: one execution per file, of one program that needs no build (its builds
 *   cannot differ);
 * - `DIR/BUILD/*.cpuprofile` (one execution per file) or `DIR/BUILD/EXECUTION/*.cpuprofile`
 *   (one execution per folder, its files added: a process that starts others): builds that may
 *   differ, so two or more are needed to decide.
 * Only regular files are read, each at most MAX_PROFILE_BYTES; anything wrong is an error naming the path.
 */
export async function readProfileSet(dir: string, shown: string): Promise<ProfileSet> {
  const info = await stat(dir).catch(() => null);
  if (info === null || !info.isDirectory()) throw new UsageError(`${shown} is not a directory of .cpuprofile files`);
  const files: string[][] = [];
  await walk(dir, [], files, shown);
  if (files.length === 0) throw new UsageError(`${shown} holds no .cpuprofile files (node --cpu-prof --cpu-prof-dir=DIR writes them)`);
  const flat = files.every((f) => f.length === 1);
  if (!flat && files.some((f) => f.length === 1))
    throw new UsageError(`${shown} mixes .cpuprofile files with build folders; put every profile in a build folder, or none`);
  const builds = new Map<string, Map<string, string[]>>();
  for (const parts of files) {
    const build = flat ? '.' : parts[0];
    const execution = flat ? parts[0] : parts[1];
    if (!builds.has(build)) builds.set(build, new Map());
    const executions = builds.get(build) as Map<string, string[]>;
    if (!executions.has(execution)) executions.set(execution, []);
    (executions.get(execution) as string[]).push(join(dir, ...parts));
  }
  const read: ProfiledBuild[] = [];
  for (const [id, executions] of builds) {
    const build: ProfiledBuild = { id, executions: [] };
    for (const [execution, paths] of executions) {
      const profiles = [];
      for (const path of paths) {
        const named = join(shown, relative(dir, path));
        profiles.push(functionTimes(parseProfile(await readBounded(path, named), named)));
      }
      build.executions.push({ id: execution, profiles });
    }
    // Builds ran from checkouts of their own (a run's kept OUT/profiles/VERSION/build-K): each
    // build's paths are read from the folder its own scripts share, so that they match across
    // builds and versions; the folder of all of them would be the checkouts' parent.
    const root = flat ? null : commonFileFolder(build.executions.flatMap((e) => e.profiles.flatMap((p) => p.functions.map((f) => f.frame.url))));
    if (root !== null) build.root = root;
    read.push(build);
  }
  return { builds: read, sourceIsProgram: flat };
}

async function walk(dir: string, parts: string[], files: string[][], shown: string): Promise<void> {
  const entries = (await readdir(join(dir, ...parts), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  for (const entry of entries) {
    const path = [...parts, entry.name];
    if (entry.isDirectory()) {
      if (path.length > 2) throw new UsageError(`${join(shown, ...path)}: folders nest at most two deep (BUILD/EXECUTION) under ${shown}`);
      await walk(dir, path, files, shown);
    } else if (PROFILE.test(entry.name)) {
      files.push(path);
      if (files.length > MAX_PROFILE_FILES) throw new UsageError(`${shown} holds more than ${MAX_PROFILE_FILES} .cpuprofile files`);
    }
  }
}

/** The file's text, refused before reading when it is not a regular file or is over the bound. */
async function readBounded(path: string, shown: string): Promise<string> {
  const info = await stat(path);
  if (!info.isFile()) throw new UsageError(`${shown} is not a regular file`);
  if (info.size > MAX_PROFILE_BYTES)
    throw new UsageError(`${shown} is ${Math.round(info.size / 2 ** 20)} MiB; profiles over ${MAX_PROFILE_BYTES / 2 ** 20} MiB are not read`);
  return (await readFile(path)).toString('utf8');
}

/** A malformed profile is bad input: a usage error (exit 2) with the file and the problem. */
function parseProfile(text: string, shown: string): CpuProfile {
  try {
    return parseCpuProfile(text, shown);
  } catch (error) {
    if (error instanceof ProfileFormatError) throw new UsageError(error.message);
    throw error;
  }
}
