// The robust execution mean (`--robust`, src/stats/robust-mean.ts) against the plain mean on 30
// values per process: efficiency on clean Gaussian data, and shift and spread with one value at
// 10× the level. Called by bench/stats.ts; alone: node --import tsx bench/robust-mean.ts
import { mean, sampleVariance } from '../src/stats/descriptive.js';
import { createRandom, randomNormal } from '../src/stats/rng.js';
import { huberMean } from '../src/stats/robust-mean.js';
import { printTable } from './markdown-table.js';

export function printRobustMean(runs: number, seed: number): void {
  const random = createRandom(seed);
  const estimates = { clean: { plain: [] as number[], robust: [] as number[] }, outlier: { plain: [] as number[], robust: [] as number[] } };
  for (let r = 0; r < runs; r++) {
    const values = Array.from({ length: 30 }, () => 1000 + 50 * randomNormal(random));
    estimates.clean.plain.push(mean(values));
    estimates.clean.robust.push(huberMean(values));
    values[Math.floor(random() * 30)] = 10_000;
    estimates.outlier.plain.push(mean(values));
    estimates.outlier.robust.push(huberMean(values));
  }
  const sd = (xs: number[]) => Math.sqrt(sampleVariance(xs));
  const cleanSd = sd(estimates.clean.plain);
  const row = (label: string, xs: number[]) => [label, (mean(xs) - 1000).toFixed(2), sd(xs).toFixed(2), (sd(xs) / cleanSd).toFixed(2)];
  printTable(
    `Robust execution mean (--robust: Huber M-estimate, k = 1.345, MAD scale), 30 values N(1000, 50²) per process, ${runs} processes`,
    ['estimate', 'mean shift from the level', 'SD', 'SD / clean plain-mean SD'],
    [
      row('plain mean, clean', estimates.clean.plain),
      row('Huber, clean', estimates.clean.robust),
      row('plain mean, one value at 10× (10,000)', estimates.outlier.plain),
      row('Huber, one value at 10× (10,000)', estimates.outlier.robust),
    ],
    `Gaussian efficiency of the Huber estimate measured here: Var(plain mean)/Var(Huber) = ` +
      `${((cleanSd / sd(estimates.clean.robust)) ** 2 * 100).toFixed(1)} % (asymptotic 95 %). Target with the outlier: SD ≤ 2× the clean SD.`,
  );
}

if (process.argv[1]?.endsWith('robust-mean.ts')) printRobustMean(20_000, 11);
