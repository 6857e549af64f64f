// Node under valgrind counts the same instructions in every process only when V8 is made
// predictable: without flags, JIT tiering and background threads moved the counts of one loop
// by 0.3–7 % between processes here (docs/instructions.md). NODE_OPTIONS refuses V8's
// `--predictable` and `--single-threaded`, so the counted execution's command is rewritten
// instead: a `node` it starts by name or path gets the flags. Timed executions never do.
import { createHash } from 'node:crypto';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { findOnPath } from './trace-inputs.js';

/**
 * The V8 flags a counted Node process gets: one JIT tiering and no background compilation or GC
 * threads (`--predictable --single-threaded`), and fixed seeds for hash tables and
 * `Math.random`, so that neither differs between processes.
 */
export const PREDICTABLE_NODE_FLAGS = ['--predictable', '--single-threaded', '--hash-seed=1', '--random-seed=1'] as const;

/** Names a Node binary goes by. */
const NODE_NAMES = new Set(['node', 'nodejs']);

export interface CountedCommand {
  bench: string[];
  env: Record<string, string>;
  /** The wrappers' directory put first on PATH, when there is one (a caller with per-execution flags removes it). */
  wrappers?: string;
}

/**
 * The counted execution's command and environment, with Node made predictable: a command whose
 * program is Node (`node` or `nodejs` found on PATH, or a path to one) runs it with
 * `PREDICTABLE_NODE_FLAGS`, and a directory that goes first on PATH holds a `node` (and
 * `nodejs`) that runs the real one with them, so a Node a script starts by name (`npm run
 * bench`, `sh -c 'node …'`) gets them too. The directory's path depends only on that Node's
 * path, so it is the same in every process (PATH is hashed like any string). Without a Node on
 * PATH, the command is left as it is. A Node started by an absolute path from inside a script
 * (`process.execPath`) is not reached.
 */
export async function predictableNodeCommand(bench: readonly string[], env: Record<string, string>): Promise<CountedCommand> {
  return nodeWithFlags(bench, env, PREDICTABLE_NODE_FLAGS);
}

/**
 * The command and environment in which every Node the command starts by name or path gets
 * `flags` first (as `predictableNodeCommand` does with its flags): for flags NODE_OPTIONS
 * refuses (`--predictable`, and `--cpu-prof` in Node 20).
 */
export async function nodeWithFlags(bench: readonly string[], env: Record<string, string>, flags: readonly string[]): Promise<CountedCommand> {
  const path = env.PATH ?? '';
  const [program, ...args] = bench;
  const node = (await findOnPath('node', path)) ?? (await findOnPath('nodejs', path));
  if (program !== undefined && NODE_NAMES.has(basename(program))) {
    const direct = program.includes('/') ? program : await findOnPath(program, path);
    if (direct !== null) bench = [direct, ...flags, ...args];
  }
  if (node === null) return { bench: [...bench], env };
  const dir = await wrapperDir(node, flags);
  return { bench: [...bench], env: { ...env, PATH: path === '' ? dir : `${dir}${delimiter}${path}` }, wrappers: dir };
}

/**
 * The directory of `node` and `nodejs` wrappers that run `node` with the flags, one path per Node
 * (a fixed PATH keeps the counts alike across processes). It is made afresh for every counted
 * execution: the measured code knows the path and could leave other programs in it, which would
 * then run, first on PATH, in the other version's counted execution.
 */
async function wrapperDir(node: string, flags: readonly string[]): Promise<string> {
  const id = createHash('sha256')
    .update(`${node}\0${flags.join(' ')}`)
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), `benchgate-predictable-node-${id}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { mode: 0o700 });
  const script = `#!/bin/sh\nexec ${[node, ...flags].map(shellQuote).join(' ')} "$@"\n`;
  for (const name of NODE_NAMES) {
    // Written beside and renamed into place, so a process never runs half a wrapper.
    const temporary = join(dir, `.${name}.${process.pid}.${Math.random().toString(36).slice(2)}`);
    await writeFile(temporary, script);
    await chmod(temporary, 0o755);
    await rename(temporary, join(dir, name));
  }
  return dir;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
