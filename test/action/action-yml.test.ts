import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Input, Output, parseActionInputs } from '../../src/action/action-inputs.js';

const actionYml = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8'));

describe('action.yml', () => {
  it('declares exactly the inputs and outputs the code reads and writes', () => {
    expect(Object.keys(actionYml.inputs).sort()).toEqual(Object.values(Input).sort());
    expect(Object.keys(actionYml.outputs).sort()).toEqual(Object.values(Output).sort());
  });

  it('gives every input a description, and defaults that parse to the code defaults', () => {
    const defaults: Record<string, string> = {};
    for (const [name, spec] of Object.entries<{ description?: string; default?: string }>(actionYml.inputs)) {
      expect(spec.description, name).toBeTruthy();
      defaults[name] = name === 'token' ? '' : String(spec.default ?? '');
    }
    expect(parseActionInputs((name) => defaults[name] ?? '')).toEqual(parseActionInputs(() => ''));
  });

  it('runs dist/index.js on node24', () => {
    expect(actionYml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });
});
