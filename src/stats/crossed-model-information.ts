import { projection, type CellModel, type RemlPoint } from './crossed-model-kernel.js';
import type { Matrix } from './dense-matrix.js';

/**
 * The expected information of the comparison model's REML fit (crossed-model.ts), tr(P·V_i·P·V_j)
 * for the parameters asked for (indices into φ: 0 σ_V², 1 σ_T², 2 σ_E²), from P and P·Z alone:
 * with B and R diagonal and Z·Zᵀ the build loadings,
 *   tr(PDPD') = Σ_rc D_c·D'_r·P_rc²,  tr(PZZᵀPD) = Σ_r D_r·‖(PZ)_r‖²,  tr(PZZᵀPZZᵀ) = ‖ZᵀPZ‖²,
 * O(rows² + rows·builds), where remlTraces forms every P·V_i and multiplies them (O(rows³) each
 * pair). The same numbers to rounding (test/stats/crossed-model-kernel.test.ts); the
 * Satterthwaite step of every comparison needs them once.
 */
export function expectedInformation(model: CellModel, at: RemlPoint, parameters: readonly number[]): Matrix {
  const n = model.y.length;
  const q = model.columns;
  const p = projection(model, at);
  const { columnA, valueA, columnB, valueB } = model;
  const withBuild = parameters.includes(0);
  // P·Z by rows and ZᵀPZ, only when σ_V² is asked for.
  const pz = new Float64Array(withBuild ? n * q : 0);
  const ztpz = new Float64Array(withBuild ? q * q : 0);
  if (withBuild) {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const value = p[r * n + c];
        pz[r * q + columnA[c]] += value * valueA[c];
        pz[r * q + columnB[c]] += value * valueB[c];
      }
      for (let k = 0; k < q; k++) {
        ztpz[columnA[r] * q + k] += valueA[r] * pz[r * q + k];
        ztpz[columnB[r] * q + k] += valueB[r] * pz[r * q + k];
      }
    }
  }
  const diagonalOf = (i: number) => (i === 1 ? model.blockDiagonal : model.residualDiagonal);
  const entry = (i: number, j: number): number => {
    let sum = 0;
    if (i === 0 && j === 0) {
      for (let k = 0; k < q * q; k++) sum += ztpz[k] * ztpz[k];
    } else if (i === 0 || j === 0) {
      const d = diagonalOf(i === 0 ? j : i);
      for (let r = 0; r < n; r++) {
        let squares = 0;
        for (let k = 0; k < q; k++) squares += pz[r * q + k] * pz[r * q + k];
        sum += d[r] * squares;
      }
    } else {
      const di = diagonalOf(i);
      const dj = diagonalOf(j);
      for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
          const value = p[r * n + c];
          sum += dj[r] * di[c] * value * value;
        }
      }
    }
    return sum;
  };
  const h: Matrix = parameters.map(() => new Array<number>(parameters.length).fill(0));
  for (let a = 0; a < parameters.length; a++) {
    for (let b = a; b < parameters.length; b++) {
      const value = entry(parameters[a], parameters[b]);
      h[a][b] = value;
      h[b][a] = value;
    }
  }
  return h;
}
