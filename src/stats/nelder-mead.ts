/**
 * Nelder–Mead simplex minimisation (standard coefficients: reflection 1, expansion 2,
 * contraction ½, shrink ½), for the few smooth parameters of a likelihood. Stops when the
 * simplex's function values agree within `tolerance` (absolute) or after `maxEvaluations`.
 */
export function nelderMead(
  f: (x: readonly number[]) => number,
  start: readonly number[],
  options: { step: readonly number[]; tolerance?: number; maxEvaluations?: number },
): { x: number[]; value: number } {
  const n = start.length;
  const tolerance = options.tolerance ?? 1e-10;
  const maxEvaluations = options.maxEvaluations ?? 2000;
  let evaluations = 0;
  const evaluate = (x: number[]) => {
    evaluations++;
    const value = f(x);
    return { x, value: Number.isFinite(value) ? value : Infinity };
  };
  let simplex = [evaluate(start.slice())];
  for (let i = 0; i < n; i++) {
    const x = start.slice();
    x[i] += options.step[i];
    simplex.push(evaluate(x));
  }
  while (evaluations < maxEvaluations) {
    simplex.sort((a, b) => a.value - b.value);
    const best = simplex[0];
    const worst = simplex[n];
    if (Math.abs(worst.value - best.value) <= tolerance) break;
    const centroid = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i++) for (let k = 0; k < n; k++) centroid[k] += simplex[i].x[k] / n;
    const along = (t: number) => centroid.map((c, k) => c + t * (worst.x[k] - c));
    const reflected = evaluate(along(-1));
    if (reflected.value < best.value) {
      const expanded = evaluate(along(-2));
      simplex[n] = expanded.value < reflected.value ? expanded : reflected;
    } else if (reflected.value < simplex[n - 1].value) {
      simplex[n] = reflected;
    } else {
      const contracted = reflected.value < worst.value ? evaluate(along(-0.5)) : evaluate(along(0.5));
      if (contracted.value < Math.min(worst.value, reflected.value)) {
        simplex[n] = contracted;
      } else {
        simplex = simplex.map((point, i) => (i === 0 ? point : evaluate(point.x.map((v, k) => best.x[k] + 0.5 * (v - best.x[k])))));
      }
    }
  }
  simplex.sort((a, b) => a.value - b.value);
  return { x: simplex[0].x, value: simplex[0].value };
}
