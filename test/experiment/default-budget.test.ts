/**
 * The design a run uses when the workflow names none: adaptive with DEFAULT_BUDGET_MINUTES; a
 * given `budget` wins, and `binaries`/`executions` without a budget keep the fixed design.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGET_MINUTES, effectiveBudget } from '../../src/experiment/prior-file.js';

describe('effectiveBudget', () => {
  it('is the default budget, marked as defaulted, when no design is named', () => {
    expect(DEFAULT_BUDGET_MINUTES).toBe(4);
    expect(effectiveBudget({ designGiven: false })).toEqual({ budgetMinutes: 4, defaulted: true });
  });

  it('keeps the fixed design when binaries or executions were given without a budget', () => {
    expect(effectiveBudget({ designGiven: true })).toEqual({ defaulted: false });
  });

  it('uses a given budget, with or without binaries/executions', () => {
    expect(effectiveBudget({ budgetMinutes: 10, designGiven: false })).toEqual({ budgetMinutes: 10, defaulted: false });
    expect(effectiveBudget({ budgetMinutes: 0.5, designGiven: true })).toEqual({ budgetMinutes: 0.5, defaulted: false });
  });
});
