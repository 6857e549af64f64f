import type { Logger } from '../ports/logger.js';
import { processSweeper } from './process-sweeper.js';

/** The run stopped because benchgate received SIGINT or SIGTERM. */
export class InterruptedError extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`interrupted by ${signal}`);
    this.name = 'InterruptedError';
  }
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Runs `work` with SIGINT and SIGTERM turned into an abort of `signal`: the running
 * command is killed, `work` unwinds through its `finally` blocks (removing worktrees), and
 * then the signal is raised again so benchgate still ends the way the sender meant. Further
 * signals during the clean-up are ignored, so a second Ctrl-C does not leave worktrees behind.
 */
export async function withInterrupts<T>(logger: Logger, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let received: NodeJS.Signals | undefined;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (received !== undefined) return;
    received = signal;
    logger.warning(`received ${signal}: stopping, removing worktrees`);
    controller.abort(new InterruptedError(signal));
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  try {
    return await work(controller.signal);
  } finally {
    for (const signal of SIGNALS) process.off(signal, onSignal);
    if (received !== undefined) {
      // The front ends sweep when they end; raising the signal again may end benchgate first.
      processSweeper().sweepAll(`on ${received}`);
      process.kill(process.pid, received);
    }
  }
}

/** Throws the `InterruptedError` when `signal` was aborted. */
export function throwIfInterrupted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new InterruptedError('SIGINT');
}
