import { describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/action/action-inputs.js';
import { settingsFromFlags } from '../../src/cli/run-command.js';
import { parseConfigText } from '../../src/config/config-file.js';

// `metrics: instructions` (docs/instructions.md): the same value read the same way from the action input, the config file and the flag.
const input = (value: string) => parseActionInputs((name) => (name === 'metrics' ? value : ''));

describe('the metrics setting', () => {
  it('reads instructions from the action input, the config file and --metrics; not given: absent (time only)', () => {
    expect(input('instructions').metrics).toEqual(['instructions']);
    expect(input(' instructions, instructions ').metrics).toEqual(['instructions']);
    expect(input('').metrics).toBeUndefined();
    expect(parseConfigText('metrics: [instructions]\n', 'benchgate.yml').run.metrics).toEqual(['instructions']);
    expect(parseConfigText('metrics: instructions\n', 'benchgate.yml').run.metrics).toEqual(['instructions']);
    expect(parseConfigText('metrics: []\n', 'benchgate.yml').run.metrics).toEqual([]);
    expect(settingsFromFlags({ metrics: 'instructions' }).metrics).toEqual(['instructions']);
  });

  it('refuses a metric it does not know, naming the input, key or flag and the value', () => {
    expect(() => input('cycles')).toThrow(/^input "metrics": expected a list of metrics from: instructions, got "cycles"/);
    expect(() => parseConfigText('metrics: [instructions, cache-misses]\n', 'benchgate.yml')).toThrow(/metrics.*expected a list of metrics from: instructions/);
    expect(() => settingsFromFlags({ metrics: 'instructions,ipc' })).toThrow(
      /^--metrics: expected a list of metrics from: instructions, got "instructions,ipc"/,
    );
  });
});
