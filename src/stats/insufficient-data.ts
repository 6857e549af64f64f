/**
 * The one contract for degenerate input across src/stats: a computation that cannot be
 * made from the data (too few binaries/executions, zero mean where a ratio is needed)
 * throws this error with a reason a user can act on; the analysis turns it into an
 * `inconclusive` verdict carrying that reason. Values that are merely not estimable
 * (e.g. the binary variance component with one binary) are `null` instead.
 */
export class InsufficientDataError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InsufficientDataError';
  }
}
