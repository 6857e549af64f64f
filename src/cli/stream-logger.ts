import type { Logger } from '../ports/logger.js';

/** A logger for a terminal or CI log: groups as headings with indented lines, debug only when verbose. */
export function streamLogger(write: (text: string) => void, options: { verbose?: boolean; live?: boolean } = {}): Logger {
  let indent = '';
  const emit = (prefix: string, message: string): void => {
    write(
      `${message
        .split('\n')
        .map((line, i) => `${indent}${i === 0 ? prefix : ' '.repeat(prefix.length)}${line}`)
        .join('\n')}\n`,
    );
  };
  return {
    ...(options.live === true ? { live: true } : {}),
    info: (message) => emit('', message),
    warning: (message) => emit('warning: ', message),
    debug: (message) => {
      if (options.verbose) emit('debug: ', message);
    },
    async group(title, work) {
      emit('', title);
      const outer = indent;
      indent = `${outer}  `;
      try {
        return await work();
      } finally {
        indent = outer;
      }
    },
  };
}
