import type { Spending } from '../../src/stats/alpha-spending.js';

/** `--spending obrien-fleming | pocock | power:RHO`, to compare spending functions. */
export function parseSpending(value: string): Spending {
  if (value === 'obrien-fleming' || value === 'pocock') return { kind: value };
  if (value.startsWith('power:')) return { kind: 'power', rho: Number(value.slice(6)) };
  throw new Error(`--spending: expected obrien-fleming, pocock or power:RHO, got ${value}`);
}

export function spendingName(spending: Spending): string {
  switch (spending.kind) {
    case 'obrien-fleming':
      return "O'Brien–Fleming-type";
    case 'pocock':
      return 'Pocock-type';
    case 'power':
      return `power ρ = ${spending.rho}`;
  }
}
