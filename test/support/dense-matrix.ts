import type { Matrix } from '../../src/stats/dense-matrix.js';

/**
 * Dense linear algebra the analysis does not need, for tests that check its structured
 * computations the plain way (test/stats/crossed-model-kernel.test.ts): Cholesky
 * factorisation, solves, the inverse and the matrix product. Matrices are arrays of rows.
 */

/** Lower-triangular L with A = L·Lᵀ, or null when A is not (numerically) positive definite. */
export function cholesky(a: Matrix): Matrix | null {
  const n = a.length;
  const l: Matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i][j];
      for (let k = 0; k < j; k++) sum -= l[i][k] * l[j][k];
      if (i === j) {
        if (!(sum > 0)) return null;
        l[i][i] = Math.sqrt(sum);
      } else {
        l[i][j] = sum / l[j][j];
      }
    }
  }
  return l;
}

/** Solves L·Lᵀ·x = b for one right-hand side. */
export function choleskySolve(l: Matrix, b: readonly number[]): number[] {
  const n = l.length;
  const y = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i];
    for (let k = 0; k < i; k++) sum -= l[i][k] * y[k];
    y[i] = sum / l[i][i];
  }
  const x = new Array<number>(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i];
    for (let k = i + 1; k < n; k++) sum -= l[k][i] * x[k];
    x[i] = sum / l[i][i];
  }
  return x;
}

/** A⁻¹ from the Cholesky factor of A. */
export function choleskyInverse(l: Matrix): Matrix {
  const n = l.length;
  const columns = Array.from({ length: n }, (_, j) =>
    choleskySolve(
      l,
      Array.from({ length: n }, (_, i) => (i === j ? 1 : 0)),
    ),
  );
  return Array.from({ length: n }, (_, i) => columns.map((column) => column[i]));
}

export function multiply(a: Matrix, b: Matrix): Matrix {
  return a.map((row) => b[0].map((_, j) => row.reduce((sum, value, k) => sum + value * b[k][j], 0)));
}
