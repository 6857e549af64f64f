import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { historyCommand } from '../../../src/cli/history-command.js';

/** `benchgate history` in a fresh temporary directory per test, with the output lines it printed (reset them to read only what follows). */
export interface HistoryCommandSession {
  cwd: string;
  out: string[];
  err: string[];
  run(...argv: string[]): Promise<number>;
}

/** A session per test of the file: a new directory (named with `prefix`) and empty output before each test, the directory removed after it. */
export function useHistoryCommand(prefix: string): HistoryCommandSession {
  const session: HistoryCommandSession = {
    cwd: '',
    out: [],
    err: [],
    run: (...argv) => historyCommand(argv, { stdout: (t) => session.out.push(t), stderr: (t) => session.err.push(t), cwd: session.cwd }),
  };
  beforeEach(async () => {
    session.cwd = await mkdtemp(path.join(tmpdir(), prefix));
    session.out = [];
    session.err = [];
  });
  afterEach(() => rm(session.cwd, { recursive: true, force: true }));
  return session;
}
