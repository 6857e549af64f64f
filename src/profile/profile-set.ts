import type { FunctionFrame, ProfileTimes } from './function-times.js';

/** The profiles of one process (a process that starts others, or runs workers, writes several). */
export interface ProfiledExecution {
  id: string;
  profiles: ProfileTimes[];
}

export interface ProfiledBuild {
  id: string;
  executions: ProfiledExecution[];
  /**
   * The `file://…/` URL of the folder the build ran from (its checkout): its scripts' paths are
   * read relative to it, and marked as inside the checkout. Absent: the folder all of the
   * version's `file:` scripts share.
   */
  root?: string;
}

/**
 * One version's profiles, by build and execution. `sourceIsProgram`: the version has no build
 * step (its checked-out source is what ran), so its builds cannot differ and there is no build
 * level to estimate; otherwise builds may differ and two or more are needed to decide.
 */
export interface ProfileSet {
  builds: ProfiledBuild[];
  sourceIsProgram: boolean;
  /**
   * `instructions`: callgrind's counts (callgrind-out.ts), where a `.cpuprofile`'s times are:
   * each function's `selfMs`/`totalMs` and the profile's `sampledMs` hold instructions, not ms.
   * Absent: milliseconds.
   */
  unit?: 'instructions';
}

/** Where a function is, for the reader: a path relative to the version's scripts' common folder (or the URL), 1-based line. */
export interface FunctionPlace {
  name: string;
  file: string;
  /** 1-based; null for native frames (`(program)`, `(garbage collector)`). */
  line: number | null;
  /** `file` is a path inside the build's checkout (`ProfiledBuild.root`), relative to it. */
  inRoot?: true;
}

/** A version's self time of each function per execution (ms), and the executions' sampled time. */
export interface SideMatrix {
  /** builds → executions → function key → self ms (absent: 0). */
  self: Map<string, number>[][];
  total: Map<string, number>[][];
  sampled: number[][];
  places: Map<string, FunctionPlace>;
}

/**
 * Functions are matched across base and head by name, script path relative to the folder all
 * of a version's `file:` scripts share (base and head run from different checkouts), and, for
 * several functions of one name in one file, their order by line: a function keeps its
 * identity when an edit above it moves it. Anything else (`node:` internals, native frames)
 * matches by its URL.
 */
export function sideMatrix(set: ProfileSet): SideMatrix {
  const frames = set.builds.flatMap((b) => b.executions.flatMap((e) => e.profiles.flatMap((p) => p.functions.map((f) => f.frame))));
  const common = commonFileFolder(frames.map((f) => f.url));
  // Each build's own checkout when it is known; a frame of another build is read against the common folder.
  let root = common;
  let rootKnown = false;
  const relative = (url: string) => (root !== null && url.startsWith(root) ? decodeFile(url.slice(root.length)) : url);
  // Distinct positions per name and relative file, in line order: the ordinal is part of the key.
  const positions = new Map<string, Set<number>>();
  const nameFile = (f: FunctionFrame) => JSON.stringify([f.name, relative(f.url)]);
  const position = (f: FunctionFrame) => f.line * 1e7 + f.column;
  for (const build of set.builds) {
    root = build.root ?? common;
    rootKnown = build.root !== undefined;
    for (const f of build.executions.flatMap((e) => e.profiles.flatMap((p) => p.functions.map((fn) => fn.frame)))) {
      const key = nameFile(f);
      if (!positions.has(key)) positions.set(key, new Set());
      (positions.get(key) as Set<number>).add(position(f));
    }
  }
  const ordinals = new Map([...positions].map(([key, set]) => [key, [...set].sort((a, b) => a - b)]));
  const places = new Map<string, FunctionPlace>();
  const keyOf = (f: FunctionFrame) => {
    const base = nameFile(f);
    const key = JSON.stringify([f.name, relative(f.url), (ordinals.get(base) as number[]).indexOf(position(f))]);
    if (!places.has(key))
      places.set(key, {
        name: f.name,
        file: relative(f.url),
        line: f.line >= 0 ? f.line + 1 : null,
        ...(rootKnown && root !== null && f.url.startsWith(root) ? { inRoot: true as const } : {}),
      });
    return key;
  };
  const self: SideMatrix['self'] = [];
  const total: SideMatrix['total'] = [];
  const sampled: number[][] = [];
  for (const build of set.builds) {
    root = build.root ?? common;
    rootKnown = build.root !== undefined;
    self.push([]);
    total.push([]);
    sampled.push([]);
    for (const execution of build.executions) {
      const s = new Map<string, number>();
      const t = new Map<string, number>();
      for (const profile of execution.profiles)
        for (const f of profile.functions) {
          const key = keyOf(f.frame);
          s.set(key, (s.get(key) ?? 0) + f.selfMs);
          t.set(key, (t.get(key) ?? 0) + f.totalMs);
        }
      self[self.length - 1].push(s);
      total[total.length - 1].push(t);
      sampled[sampled.length - 1].push(execution.profiles.reduce((sum, p) => sum + p.sampledMs, 0));
    }
  }
  return { self, total, sampled, places };
}

/** The longest `file://…/` folder prefix of every `file:` URL, or null when there is none. */
export function commonFileFolder(urls: readonly string[]): string | null {
  const files = [...new Set(urls.filter((u) => u.startsWith('file://')))];
  if (files.length === 0) return null;
  let prefix = files[0].slice(0, files[0].lastIndexOf('/') + 1);
  for (const url of files) while (!url.startsWith(prefix)) prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
  return prefix.length > 'file://'.length ? prefix : null;
}

function decodeFile(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
