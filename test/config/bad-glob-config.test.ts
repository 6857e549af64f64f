/**
 * A bad glob in a benchmark policy is refused when the config file is read, as a ConfigError
 * naming the file, the key and the glob (issue 17, security 10): it once failed only after
 * everything was measured, with exit 3 and a stack trace.
 */
import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/config-file.js';
import { ConfigError } from '../../src/config/run-settings.js';

const withPolicy = (glob: string) => `benchmarks:\n  - match: ${JSON.stringify(glob)}\n    gate: ignore\n`;

describe('a bad glob in the config file', () => {
  it.each([
    ['{a', '.github/benchgate.yml: benchmarks[0].match: invalid glob "{a": a { is never closed'],
    ['[z-a]', '.github/benchgate.yml: benchmarks[0].match: invalid glob "[z-a]": the range z-a runs backwards'],
  ])('%j is a ConfigError naming the file, the key and the glob', (glob, message) => {
    const read = () => parseConfigText(withPolicy(glob), '.github/benchgate.yml');
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(message);
  });

  it('a good glob is read', () => {
    expect(() => parseConfigText(withPolicy('suite/**'), '.github/benchgate.yml')).not.toThrow();
  });
});
