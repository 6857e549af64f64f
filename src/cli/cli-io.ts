/** What a CLI command may touch besides files: its output streams and where it was started. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
  /** stderr, where the log goes, is a terminal. */
  stderrIsTerminal?: boolean;
}

/** A wrong flag or value: reported in one line with exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const EXIT = { ok: 0, regression: 1, usage: 2, failure: 3 } as const;

/**
 * The exit code of the gate's outcome (analysis/decide.ts `suiteOutcome`, the gate the
 * action's check follows): 3 when a version could not be measured (each reason on stderr), 1 on
 * a gated regression, 0 otherwise.
 */
export function gateExitCode(outcome: 'pass' | 'regression' | 'failure', failures: readonly { reason: string }[], io: CliIo, command: string): number {
  if (outcome === 'failure') {
    // One line per reason: a budget spent before measuring is the same reason for both versions.
    for (const reason of new Set(failures.map((f) => f.reason))) io.stderr(`benchgate ${command}: ${reason}\n`);
    return EXIT.failure;
  }
  return outcome === 'regression' ? EXIT.regression : EXIT.ok;
}

/** The part of a Node stream `streamIo` uses (process.stdout and process.stderr are such streams). */
export interface OutputStream {
  isTTY?: boolean;
  write(text: string): unknown;
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
}

/**
 * The CLI's streams as a `CliIo`. When the reader of a stream goes away (`benchgate analyze … |
 * head -1`, or `benchgate run … 2>&1 | head -3`), writing fails with EPIPE: from then on that
 * stream's output is dropped quietly instead of crashing with a stack trace. The command still
 * finishes (a run still removes its worktrees and writes its files) with its own exit code, so a
 * pipeline under `set -o pipefail` still sees a regression. Other stream errors are not swallowed.
 */
export function streamIo(stdout: OutputStream, stderr: OutputStream, cwd: string): CliIo {
  return { stdout: untilReaderGone(stdout), stderr: untilReaderGone(stderr), cwd, ...(stderr.isTTY === true ? { stderrIsTerminal: true } : {}) };
}

function untilReaderGone(stream: OutputStream): (text: string) => void {
  let readerGone = false;
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
    readerGone = true;
  });
  return (text) => {
    if (!readerGone) stream.write(text);
  };
}
