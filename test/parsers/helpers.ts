import { readFileSync } from 'node:fs';

const FIXTURES = new URL('../../fixtures/parsers/', import.meta.url);

/** The text of `fixtures/parsers/<name>`. */
export function readFixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

/** The error `action` throws; fails the test when it throws none. */
export function captureError(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error, got none');
}
