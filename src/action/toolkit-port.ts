import * as core from '@actions/core';
import type { ActionPort } from './action-port.js';

export function toolkitPort(): ActionPort {
  return {
    logger: {
      info: (message) => core.info(message),
      warning: (message) => core.warning(message),
      debug: (message) => core.debug(message),
      group: (title, work) => core.group(title, work),
    },
    env: process.env,
    readInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    writeSummary: async (markdown) => {
      await core.summary.addRaw(markdown, true).write();
    },
    annotateError: (message, title) => core.error(message, { title }),
    notice: (message) => core.notice(message),
    setFailed: (message) => core.setFailed(message),
  };
}
