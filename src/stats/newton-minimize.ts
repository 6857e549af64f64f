import { symmetricEigen } from './dense-matrix.js';

/** A smooth function's value with its gradient and Hessian at one point. */
export interface SecondOrderPoint {
  value: number;
  gradient: readonly number[];
  hessian: readonly (readonly number[])[];
}

/**
 * Damped Newton minimisation of a smooth function of a few parameters, from its gradient and
 * Hessian. Where the Hessian is not positive definite its eigenvalues are taken in absolute
 * value (floored), so every step goes downhill; a backtracking (Armijo) line search keeps each
 * step a decrease. Once the Newton decrement gᵀH⁻¹g, about twice the distance to the minimum
 * in function value, is below `tolerance`, the last full step is taken without a further
 * evaluation: convergence is quadratic there, so that step leaves an error of the order of
 * its square.
 *
 * Returns null when it does not converge within `maxIterations` or the line search finds no
 * decrease (the caller then falls back to a derivative-free search).
 */
export function newtonMinimize(
  f: (x: readonly number[]) => SecondOrderPoint | null,
  start: readonly number[],
  options: { tolerance?: number; maxIterations?: number } = {},
): { x: number[] } | null {
  const tolerance = options.tolerance ?? 1e-10;
  const maxIterations = options.maxIterations ?? 50;
  let x = start.slice();
  let at = f(x);
  if (at === null || !Number.isFinite(at.value)) return null;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const { gradient } = at;
    const { direction, positiveDefinite } = newtonDirection(at);
    if (direction === null) return null;
    let slope = 0;
    for (let i = 0; i < direction.length; i++) slope += direction[i] * gradient[i];
    const decrement = -slope;
    if (!(decrement >= 0)) return null;
    if (positiveDefinite && decrement <= tolerance) return { x: moved(x, direction, 1) };
    let length = 1;
    let accepted: { x: number[]; at: SecondOrderPoint } | null = null;
    for (let halving = 0; halving < 40 && accepted === null; halving++, length /= 2) {
      const trial = moved(x, direction, length);
      const point = f(trial);
      if (point !== null && point.value <= at.value - 1e-4 * length * decrement) accepted = { x: trial, at: point };
    }
    if (accepted === null) return null;
    ({ x, at } = accepted);
  }
  return null;
}

/** x + length·direction, as a new array. */
function moved(x: readonly number[], direction: readonly number[], length: number): number[] {
  const to = x.slice();
  for (let i = 0; i < to.length; i++) to[i] = x[i] + length * direction[i];
  return to;
}

/** −H⁻¹g, with H's eigenvalues made positive where it is not positive definite. */
function newtonDirection(at: SecondOrderPoint): { direction: number[] | null; positiveDefinite: boolean } {
  const h = at.hessian;
  const n = at.gradient.length;
  if (n === 1) {
    const curvature = h[0][0];
    if (!(Math.abs(curvature) > 0)) return { direction: null, positiveDefinite: false };
    return { direction: [-at.gradient[0] / Math.abs(curvature)], positiveDefinite: curvature > 0 };
  }
  const { values, vectors } = n === 2 ? eigenOfTwo(h) : symmetricEigen(h.map((row) => row.slice()));
  let largest = -Infinity;
  for (const value of values) largest = Math.max(largest, Math.abs(value));
  if (!(largest > 0) || !Number.isFinite(largest)) return { direction: null, positiveDefinite: false };
  const floor = largest * 1e-10;
  const direction = new Array<number>(n).fill(0);
  let positiveDefinite = true;
  for (let k = 0; k < values.length; k++) {
    let projection = 0;
    for (let i = 0; i < n; i++) projection += vectors[i][k] * at.gradient[i];
    const scale = -projection / Math.max(Math.abs(values[k]), floor);
    for (let i = 0; i < n; i++) direction[i] += scale * vectors[i][k];
    if (!(values[k] > floor)) positiveDefinite = false;
  }
  return { direction, positiveDefinite };
}

/** Eigenvalues and eigenvectors (columns) of a symmetric 2 × 2 matrix, in closed form. */
function eigenOfTwo(h: readonly (readonly number[])[]): { values: number[]; vectors: number[][] } {
  const [a, b, d] = [h[0][0], h[0][1], h[1][1]];
  if (b === 0) {
    return {
      values: [a, d],
      vectors: [
        [1, 0],
        [0, 1],
      ],
    };
  }
  const mean = (a + d) / 2;
  const radius = Math.hypot((a - d) / 2, b);
  // The larger eigenvalue's vector (λ − d, b) is well conditioned; the other is orthogonal to it.
  const larger = mean + radius;
  const norm = Math.hypot(larger - d, b);
  const [x, y] = [(larger - d) / norm, b / norm];
  return {
    values: [larger, mean - radius],
    vectors: [
      [x, -y],
      [y, x],
    ],
  };
}
