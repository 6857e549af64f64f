/**
 * Holm's step-down adjustment (R `p.adjust(p, "holm")`): controls the family-wise error
 * rate, the chance of any false alarm across a suite, under any dependence between tests.
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(pValues.length);
  let running = 0;
  order.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (pValues.length - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}

/**
 * Benjamini–Hochberg step-up adjustment (R `p.adjust(p, "BH")`): controls the expected
 * share of false discoveries among flagged benchmarks.
 */
export function benjaminiHochbergAdjust(pValues: readonly number[]): number[] {
  const count = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => b.p - a.p);
  const adjusted = new Array<number>(count);
  let running = 1;
  order.forEach(({ p, index }, position) => {
    const rank = count - position;
    running = Math.min(running, (count / rank) * p);
    adjusted[index] = Math.min(1, running);
  });
  return adjusted;
}

export const CORRECTIONS = ['holm', 'bh', 'none'] as const;
export type Correction = (typeof CORRECTIONS)[number];

export function adjustPValues(pValues: readonly number[], correction: Correction): number[] {
  if (correction === 'holm') return holmAdjust(pValues);
  if (correction === 'bh') return benjaminiHochbergAdjust(pValues);
  return pValues.slice();
}
