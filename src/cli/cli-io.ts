/** What a CLI command may touch besides files: its output streams and where it was started. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  cwd: string;
}

/** A wrong flag or value: reported in one line with exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const EXIT = { ok: 0, regression: 1, usage: 2, failure: 3 } as const;
