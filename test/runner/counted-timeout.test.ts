import { describe, expect, it } from 'vitest';
import { RUN_SETTING_DEFAULTS } from '../../src/config/run-settings.js';
import { COUNTED_TIMEOUT_CAP_SECONDS, countedTimeoutMs } from '../../src/runner/instruction-count.js';

// A counted execution (under valgrind) gets 100 × `timeout`: at the default timeout that was
// 8.3 h on main, past the 6 h a GitHub job may run. It now stops well inside a job's limit.

const GITHUB_JOB_LIMIT_MS = 6 * 60 * 60 * 1000;

describe('countedTimeoutMs', () => {
  it('stops a counted execution well inside a GitHub job at the default timeout', () => {
    const ms = countedTimeoutMs(RUN_SETTING_DEFAULTS.timeoutSeconds);
    expect(ms).toBe(COUNTED_TIMEOUT_CAP_SECONDS * 1000);
    expect(ms).toBeLessThanOrEqual(GITHUB_JOB_LIMIT_MS / 4);
  });

  it('is 100 × timeout for short timeouts, and never more than the run’s budget', () => {
    expect(countedTimeoutMs(10)).toBe(1_000_000);
    expect(countedTimeoutMs(10, 240)).toBe(240_000);
    expect(countedTimeoutMs(300, 240)).toBe(240_000);
    expect(countedTimeoutMs(1e9)).toBe(COUNTED_TIMEOUT_CAP_SECONDS * 1000);
  });
});
