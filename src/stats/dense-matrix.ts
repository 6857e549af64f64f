/**
 * The few dense linear-algebra operations the mixed models need, for small symmetric
 * matrices (tens of rows): products, a symmetric eigen-decomposition and a symmetric
 * pseudo-inverse. Matrices are arrays of rows. (The dense Cholesky solves the tests check
 * the REML kernel with are in test/support/dense-matrix.ts.)
 */
export type Matrix = number[][];

export function multiplyVector(a: Matrix, x: readonly number[]): number[] {
  return a.map((row) => row.reduce((sum, value, k) => sum + value * x[k], 0));
}

export function dot(x: readonly number[], y: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += x[i] * y[i];
  return sum;
}

/** Eigenvalues and eigenvectors of a symmetric matrix by cyclic Jacobi rotations (columns of `vectors`). */
export function symmetricEigen(a: Matrix): { values: number[]; vectors: Matrix } {
  const n = a.length;
  // Typed rows: the same kind of array at every call whatever the input holds, so V8 compiles
  // this once (the hot paths of the analysis are written as loops for the same reason).
  const m: Float64Array[] = [];
  const v: Float64Array[] = [];
  for (let i = 0; i < n; i++) {
    m.push(Float64Array.from(a[i]));
    v.push(new Float64Array(n));
    v[i][i] = 1;
  }
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += m[p][q] ** 2;
    if (off < 1e-30) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        if (m[p][q] === 0) continue;
        const theta = (m[q][q] - m[p][p]) / (2 * m[p][q]);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const mkp = m[k][p];
          const mkq = m[k][q];
          m[k][p] = c * mkp - s * mkq;
          m[k][q] = s * mkp + c * mkq;
        }
        for (let k = 0; k < n; k++) {
          const mpk = m[p][k];
          const mqk = m[q][k];
          m[p][k] = c * mpk - s * mqk;
          m[q][k] = s * mpk + c * mqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k][p];
          const vkq = v[k][q];
          v[k][p] = c * vkp - s * vkq;
          v[k][q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values: number[] = [];
  const vectors: Matrix = [];
  for (let i = 0; i < n; i++) {
    values.push(m[i][i]);
    vectors.push(Array.from(v[i]));
  }
  return { values, vectors };
}

/**
 * Moore–Penrose inverse of a symmetric matrix: eigenvalues at or below `relativeTolerance`
 * times the largest are treated as zero (R's MASS::ginv does the same with the SVD).
 */
export function symmetricPseudoInverse(a: Matrix, relativeTolerance = 1e-10): Matrix {
  const { values, vectors } = symmetricEigen(a);
  let largest = -Infinity;
  for (const value of values) largest = Math.max(largest, Math.abs(value));
  const n = a.length;
  const out: Float64Array[] = [];
  for (let i = 0; i < n; i++) out.push(new Float64Array(n));
  for (let k = 0; k < n; k++) {
    const value = values[k];
    if (!(Math.abs(value) > relativeTolerance * largest)) continue;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) out[i][j] += (vectors[i][k] * vectors[j][k]) / value;
  }
  const inverse: Matrix = [];
  for (const row of out) inverse.push(Array.from(row));
  return inverse;
}
