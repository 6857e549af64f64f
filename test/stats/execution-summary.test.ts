import { describe, expect, it } from 'vitest';
import { nonEmptyBinaries, summarizeExecution } from '../../src/stats/execution-summary.js';

describe('nonEmptyBinaries', () => {
  it('drops the executions without measurements and the binaries left without any, keeping the order', () => {
    const [a, b, c] = [summarizeExecution([1, 2]), summarizeExecution([3]), summarizeExecution([4, 5, 6])];
    const empty = { count: 0, mean: NaN, sumOfSquares: 0 };
    expect(nonEmptyBinaries([[a, empty, b], [empty], [], [c]])).toEqual([[a, b], [c]]);
    expect(nonEmptyBinaries([[empty]])).toEqual([]);
  });
});
