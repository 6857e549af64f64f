import type { Logger } from '../ports/logger.js';

/** What the action needs from the Actions runtime; `toolkit-port.ts` implements it with @actions/core. */
export interface ActionPort {
  logger: Logger;
  env: Readonly<Record<string, string | undefined>>;
  readInput(name: string): string;
  setOutput(name: string, value: string): void;
  /** Appends markdown to the job summary. */
  writeSummary(markdown: string): Promise<void>;
  /** An error annotation on the run. */
  annotateError(message: string, title: string): void;
  /** A notice annotation on the job's check run (`title`: the annotation's title, which the seal of an artifact is found by). */
  notice(message: string, title?: string): void;
  setFailed(message: string): void;
}
