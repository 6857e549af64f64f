import type { SequentialSettings } from '../../../src/sequential/sequential-controller.js';

/** Sequential settings with O'Brien–Fleming spending at α 0.05: up to 8 looks, a budget of 100 + 80 × 2 s, besides `overrides`. */
export const obrienFlemingSettings = (overrides: Partial<SequentialSettings> = {}): SequentialSettings => ({
  alpha: 0.05,
  spending: { kind: 'obrien-fleming' },
  maxLooks: 8,
  budgetSeconds: 100 + 80 * 2,
  maxFailureShare: 0.25,
  ...overrides,
});
