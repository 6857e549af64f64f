import type { Spending } from '../../src/stats/alpha-spending.js';

/** `--spending obrien-fleming | pocock | power:RHO | hsd:GAMMA`, to compare spending functions. */
export function parseSpending(value: string): Spending {
  if (value === 'obrien-fleming' || value === 'pocock') return { kind: value };
  if (value.startsWith('power:')) return { kind: 'power', rho: Number(value.slice(6)) };
  if (value.startsWith('hsd:')) return { kind: 'hsd', gamma: Number(value.slice(4)) };
  throw new Error(`--spending: expected obrien-fleming, pocock, power:RHO or hsd:GAMMA, got ${value}`);
}

export function spendingName(spending: Spending): string {
  switch (spending.kind) {
    case 'obrien-fleming':
      return "O'Brien–Fleming-type";
    case 'pocock':
      return 'Pocock-type';
    case 'power':
      return `power ρ = ${spending.rho}`;
    case 'hsd':
      return `Hwang–Shih–DeCani γ = ${spending.gamma}`;
  }
}
