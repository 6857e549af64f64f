import type { ActionPort } from '../../../src/action/action-port.js';
import type { Logger } from '../../../src/ports/logger.js';

/** An ActionPort with no inputs and no environment that writes nothing anywhere but to `logger`. */
export function silentActionPort<L extends Logger>(logger: L): ActionPort & { logger: L } {
  return {
    logger,
    env: {},
    readInput: () => '',
    setOutput: () => {},
    writeSummary: async () => {},
    annotateError: () => {},
    notice: () => {},
    setFailed: () => {},
  };
}
