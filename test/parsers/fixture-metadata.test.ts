import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = new URL('../../fixtures/parsers/', import.meta.url);
const files = readdirSync(DIR).filter((name) => !name.endsWith('.meta.json') && name !== 'README.md');

describe('every parser fixture says where it came from', () => {
  it.each(files)('%s has a .meta.json with tool, version, source and command', (file) => {
    const meta: unknown = JSON.parse(readFileSync(new URL(`${file.replace(/\.[^.]+$/, '')}.meta.json`, DIR), 'utf8'));
    expect(meta).toEqual({
      tool: expect.any(String),
      version: expect.any(String),
      source: expect.stringMatching(/^(real output|documented sample|written by hand)/),
      command: expect.any(String),
    });
  });
});
