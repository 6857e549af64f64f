import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';
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
    // Appended as core.summary.write() appends, but reading GITHUB_STEP_SUMMARY on every call (core.summary keeps the first path it saw).
    writeSummary: async (markdown) => {
      const path = process.env.GITHUB_STEP_SUMMARY;
      if (!path) throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
      await appendFile(path, `${markdown}${EOL}`, 'utf8');
    },
    annotateError: (message, title) => core.error(message, { title }),
    notice: (message, title) => core.notice(message, title === undefined ? {} : { title }),
    setFailed: (message) => core.setFailed(message),
  };
}
