import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import { parsePrior, PriorFormatError, type Prior } from '../planning/prior.js';
import type { DefaultBudgetNote } from '../report/default-design.js';

/** A prior file that cannot be read or is malformed; the message names the file. */
export class PriorFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PriorFileError';
  }
}

/** Reads a prior (the JSON `benchgate calibrate` writes), relative to `baseDir`. */
export async function readPriorFile(path: string, baseDir: string): Promise<Prior> {
  const text = await readFile(resolve(baseDir, path), 'utf8').catch((error: unknown) => {
    throw new PriorFileError(`cannot read the prior ${path}: ${error instanceof Error ? error.message : String(error)}`);
  });
  try {
    return parsePrior(text, path);
  } catch (error) {
    if (error instanceof PriorFormatError) throw new PriorFileError(error.message);
    throw error;
  }
}

/**
 * The budget of a run that names no design: neither a budget nor `binaries`/`executions` (inputs,
 * flags or the config file), in `benchgate run`, the action's `mode: run` and `bench:noise`'s
 * `default` design alike. On a shared runner the fixed 3 × 5 design leaves a real +12 %
 * regression undecided in about half the runs beside a busy neighbour, while a 4-minute budget
 * decided it every time, in about a minute (`npm run bench:noise`, docs/statistics.md "Noise").
 */
export const DEFAULT_BUDGET_MINUTES = 4;

/**
 * The budget a run uses: the one given; else none when `binaries` or `executions` was given (the
 * fixed design the user asked for); else DEFAULT_BUDGET_MINUTES, and `defaulted` says so.
 */
export function effectiveBudget(given: { budgetMinutes?: number; designGiven: boolean }): { budgetMinutes?: number; defaulted: boolean } {
  if (given.budgetMinutes !== undefined) return { budgetMinutes: given.budgetMinutes, defaulted: false };
  if (given.designGiven) return { defaulted: false };
  return { budgetMinutes: DEFAULT_BUDGET_MINUTES, defaulted: true };
}

/** What a front end logs and reports when effectiveBudget defaulted the budget; null when it did not. */
export function defaultBudgetNote(budget: { budgetMinutes?: number; defaulted: boolean }): DefaultBudgetNote | null {
  return budget.defaulted && budget.budgetMinutes !== undefined ? { kind: 'default-budget', minutes: budget.budgetMinutes } : null;
}

/**
 * The adaptive design's options from the budget (minutes), the prior's path and a build count
 * given explicitly (flag or input; it wins over the prior's plan); null without a budget (the
 * fixed design). The same for the CLI and the action.
 */
export async function adaptiveOptions(
  given: { budgetMinutes?: number; prior?: string; binaries?: number },
  baseDir: string,
): Promise<AdaptiveRunOptions | null> {
  if (given.budgetMinutes === undefined) return null;
  const prior = given.prior === undefined ? null : await readPriorFile(given.prior, baseDir);
  return { budgetSeconds: given.budgetMinutes * 60, prior, ...(given.binaries === undefined ? {} : { binaries: given.binaries }) };
}
