import type { Matrix } from './dense-matrix.js';

/** Scratch vectors as plain arrays: a small typed array has its buffer outside the heap, and allocating thousands of them per fit cost more than the arithmetic. */
const zeros = (length: number): number[] => new Array<number>(length).fill(0);

/**
 * The comparison model (crossed-model.ts) on its cell sufficient statistics: rows are the
 * cells' mean differences, then their mean sums, with
 *   V = σ_V²·Z·Zᵀ + σ_T²·B + σ_E²·R   (B, R diagonal).
 */
export interface CellModel {
  y: readonly number[];
  /** Fixed effects, by column: Δ (1 on the difference rows), the sum's mean (1 on the sum rows). */
  x: readonly [readonly number[], readonly number[]];
  /**
   * Build-effect loadings of each row, at most two (d = u_h − u_b, s = u_h + u_b): columns A
   * and B with their values, a value 0 where the row has fewer.
   */
  columnA: readonly number[];
  valueA: readonly number[];
  columnB: readonly number[];
  valueB: readonly number[];
  columns: number;
  /** B and R: ∂V/∂σ_T² and ∂V/∂σ_E². */
  blockDiagonal: readonly number[];
  residualDiagonal: readonly number[];
}

/** φ = [σ_V², σ_T², σ_E²]; a variance parameter is its index in φ. */
export type Phi = readonly [number, number, number];

/** The REML quantities at one φ. */
export interface RemlPoint {
  phi: Phi;
  /** log|V| + log|XᵀV⁻¹X|. */
  logDets: number;
  /** yᵀPy. */
  quadratic: number;
  /** (XᵀV⁻¹X)⁻¹. */
  fixedCovariance: Matrix;
  /** Generalised least squares estimates of the fixed effects. */
  beta: number[];
  /** V⁻¹X, by column. */
  vInverseX: number[][];
  /** P·y with P = V⁻¹ − V⁻¹X(XᵀV⁻¹X)⁻¹XᵀV⁻¹. */
  py: number[];
  /** D⁻¹ and M⁻¹ (null without build effects) of the Woodbury form below. */
  inverseD: number[];
  inverseM: number[] | null;
}

/**
 * The REML quantities at φ, or null where V or XᵀV⁻¹X is not positive definite. V⁻¹ comes
 * from the Woodbury identity, so that only a builds × builds matrix is factorised and a solve
 * costs O(rows·builds):
 *   V⁻¹ = D⁻¹ − σ_V²·D⁻¹Z·M⁻¹·ZᵀD⁻¹,  M = I + σ_V²·ZᵀD⁻¹Z,  log|V| = log|D| + log|M|,
 * with D = σ_T²·B + σ_E²·R.
 */
export function remlAt(model: CellModel, phi: Phi): RemlPoint | null {
  const n = model.y.length;
  const q = model.columns;
  const inverseD = zeros(n);
  let logDet = 0;
  for (let i = 0; i < n; i++) {
    const d = phi[1] * model.blockDiagonal[i] + phi[2] * model.residualDiagonal[i];
    if (!(d > 0)) return null;
    inverseD[i] = 1 / d;
    logDet += Math.log(d);
  }
  const { columnA, valueA, columnB, valueB } = model;
  let inverseM: number[] | null = null;
  if (phi[0] > 0 && q > 0) {
    const m = zeros(q * q);
    for (let i = 0; i < q; i++) m[i * q + i] = 1;
    for (let i = 0; i < n; i++) {
      const weight = phi[0] * inverseD[i];
      m[columnA[i] * q + columnA[i]] += weight * valueA[i] * valueA[i];
      m[columnA[i] * q + columnB[i]] += weight * valueA[i] * valueB[i];
      m[columnB[i] * q + columnA[i]] += weight * valueB[i] * valueA[i];
      m[columnB[i] * q + columnB[i]] += weight * valueB[i] * valueB[i];
    }
    const factored = choleskyInverseInPlace(m, q);
    if (factored === null) return null;
    logDet += factored.logDet;
    inverseM = factored.inverse;
  }
  const solve = (v: ArrayLike<number>) => {
    const out = zeros(n);
    for (let i = 0; i < n; i++) out[i] = v[i] * inverseD[i];
    if (inverseM === null) return out;
    const zt = zeros(q);
    for (let i = 0; i < n; i++) {
      zt[columnA[i]] += valueA[i] * out[i];
      zt[columnB[i]] += valueB[i] * out[i];
    }
    const u = zeros(q);
    for (let i = 0; i < q; i++) {
      let sum = 0;
      for (let k = 0; k < q; k++) sum += inverseM[i * q + k] * zt[k];
      u[i] = sum;
    }
    for (let i = 0; i < n; i++) out[i] -= phi[0] * inverseD[i] * (valueA[i] * u[columnA[i]] + valueB[i] * u[columnB[i]]);
    return out;
  };
  const [x0, x1] = model.x;
  const vInverseX = [solve(x0), solve(x1)];
  const vInverseY = solve(model.y);
  let i00 = 0;
  let i01 = 0;
  let i11 = 0;
  let xtVy0 = 0;
  let xtVy1 = 0;
  let yVy = 0;
  for (let i = 0; i < n; i++) {
    i00 += x0[i] * vInverseX[0][i];
    i01 += x0[i] * vInverseX[1][i];
    i11 += x1[i] * vInverseX[1][i];
    xtVy0 += vInverseX[0][i] * model.y[i];
    xtVy1 += vInverseX[1][i] * model.y[i];
    yVy += model.y[i] * vInverseY[i];
  }
  const determinant = i00 * i11 - i01 * i01;
  if (!(i00 > 0) || !(determinant > 0)) return null;
  const fixedCovariance = [
    [i11 / determinant, -i01 / determinant],
    [-i01 / determinant, i00 / determinant],
  ];
  const beta = [fixedCovariance[0][0] * xtVy0 + fixedCovariance[0][1] * xtVy1, fixedCovariance[1][0] * xtVy0 + fixedCovariance[1][1] * xtVy1];
  const py = vInverseY;
  for (let i = 0; i < n; i++) py[i] -= vInverseX[0][i] * beta[0] + vInverseX[1][i] * beta[1];
  return {
    phi,
    logDets: logDet + Math.log(determinant),
    quadratic: yVy - (beta[0] * xtVy0 + beta[1] * xtVy1),
    fixedCovariance,
    beta,
    vInverseX,
    py,
    inverseD,
    inverseM,
  };
}

/** P = V⁻¹ − V⁻¹X(XᵀV⁻¹X)⁻¹XᵀV⁻¹ at `at`, rows × rows, row by row. */
function projection(model: CellModel, at: RemlPoint): number[] {
  const n = model.y.length;
  const q = model.columns;
  const { inverseD, inverseM, vInverseX, fixedCovariance } = at;
  const { columnA, valueA, columnB, valueB } = model;
  const p = zeros(n * n);
  const loaded = zeros(q);
  for (let i = 0; i < n; i++) {
    const a0 = vInverseX[0][i];
    const a1 = vInverseX[1][i];
    const c0 = a0 * fixedCovariance[0][0] + a1 * fixedCovariance[1][0];
    const c1 = a0 * fixedCovariance[0][1] + a1 * fixedCovariance[1][1];
    // V⁻¹'s correction −σ_V²·D⁻¹Z·M⁻¹·ZᵀD⁻¹ over the (at most two) loadings of rows i and j.
    if (inverseM !== null) for (let k = 0; k < q; k++) loaded[k] = valueA[i] * inverseM[columnA[i] * q + k] + valueB[i] * inverseM[columnB[i] * q + k];
    for (let j = 0; j < n; j++) {
      let value = (i === j ? inverseD[i] : 0) - c0 * vInverseX[0][j] - c1 * vInverseX[1][j];
      if (inverseM !== null) value -= at.phi[0] * inverseD[i] * inverseD[j] * (valueA[j] * loaded[columnA[j]] + valueB[j] * loaded[columnB[j]]);
      p[i * n + j] = value;
    }
  }
  return p;
}

/** The REML derivatives at one φ, for the parameters asked for (by index in φ), with V_i = ∂V/∂φ_i. */
export interface RemlDerivatives {
  /** tr(P·V_i). */
  traces: number[];
  /** tr(P·V_i·P·V_j). */
  traceProducts: number[][];
  /** yᵀP·V_i·Py. */
  quadratics: number[];
  /** yᵀP·V_i·P·V_j·Py. */
  quadraticProducts: number[][];
}

export function remlDerivatives(model: CellModel, at: RemlPoint, parameters: readonly number[]): RemlDerivatives {
  const n = model.y.length;
  const { py } = at;
  const p = projection(model, at);
  // P·V_i as a full matrix, and V_i·Py.
  const pv = parameters.map((i) => {
    const out = zeros(n * n);
    if (i === 0) {
      // P·Z·Zᵀ, a row of P·Z at a time.
      const { columnA, valueA, columnB, valueB } = model;
      const pz = zeros(model.columns);
      for (let r = 0; r < n; r++) {
        pz.fill(0);
        for (let c = 0; c < n; c++) {
          pz[columnA[c]] += p[r * n + c] * valueA[c];
          pz[columnB[c]] += p[r * n + c] * valueB[c];
        }
        for (let c = 0; c < n; c++) out[r * n + c] = pz[columnA[c]] * valueA[c] + pz[columnB[c]] * valueB[c];
      }
    } else {
      const diagonal = i === 1 ? model.blockDiagonal : model.residualDiagonal;
      for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) out[r * n + c] = p[r * n + c] * diagonal[c];
    }
    return out;
  });
  const vpy = parameters.map((i) => derivativeTimes(model, i, py));
  const pvpy = vpy.map((v) => {
    const out = zeros(n);
    for (let r = 0; r < n; r++) {
      let sum = 0;
      for (let c = 0; c < n; c++) sum += p[r * n + c] * v[c];
      out[r] = sum;
    }
    return out;
  });
  const dot = (a: readonly number[], b: readonly number[]) => {
    let sum = 0;
    for (let r = 0; r < n; r++) sum += a[r] * b[r];
    return sum;
  };
  const traceProducts = pv.map((a) =>
    pv.map((b) => {
      let sum = 0;
      for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) sum += a[r * n + c] * b[c * n + r];
      return sum;
    }),
  );
  return {
    traces: pv.map((a) => {
      let sum = 0;
      for (let r = 0; r < n; r++) sum += a[r * n + r];
      return sum;
    }),
    traceProducts,
    quadratics: vpy.map((v) => dot(py, v)),
    quadraticProducts: vpy.map((v) => pvpy.map((w) => dot(v, w))),
  };
}

/** V_i·v for V_i = ∂V/∂φ_i. */
export function derivativeTimes(model: CellModel, i: number, v: readonly number[]): number[] {
  const n = model.y.length;
  const out = zeros(n);
  if (i === 0) {
    const { columnA, valueA, columnB, valueB } = model;
    const zv = zeros(model.columns);
    for (let r = 0; r < n; r++) {
      zv[columnA[r]] += valueA[r] * v[r];
      zv[columnB[r]] += valueB[r] * v[r];
    }
    for (let r = 0; r < n; r++) out[r] = valueA[r] * zv[columnA[r]] + valueB[r] * zv[columnB[r]];
  } else {
    const diagonal = i === 1 ? model.blockDiagonal : model.residualDiagonal;
    for (let r = 0; r < n; r++) out[r] = diagonal[r] * v[r];
  }
  return out;
}

/** M⁻¹ and log|M| by Cholesky for a symmetric q × q matrix stored by rows (overwritten), or null when it is not positive definite. */
function choleskyInverseInPlace(m: number[], q: number): { inverse: number[]; logDet: number } | null {
  const l = m;
  let logDet = 0;
  for (let i = 0; i < q; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = l[i * q + j];
      for (let k = 0; k < j; k++) sum -= l[i * q + k] * l[j * q + k];
      if (i === j) {
        if (!(sum > 0)) return null;
        l[i * q + i] = Math.sqrt(sum);
        logDet += 2 * Math.log(l[i * q + i]);
      } else {
        l[i * q + j] = sum / l[j * q + j];
      }
    }
  }
  const inverse = zeros(q * q);
  const column = zeros(q);
  for (let j = 0; j < q; j++) {
    // L·Lᵀ·column = e_j: forward, then back substitution.
    for (let i = 0; i < q; i++) {
      let sum = i === j ? 1 : 0;
      for (let k = 0; k < i; k++) sum -= l[i * q + k] * column[k];
      column[i] = sum / l[i * q + i];
    }
    for (let i = q - 1; i >= 0; i--) {
      let sum = column[i];
      for (let k = i + 1; k < q; k++) sum -= l[k * q + i] * column[k];
      column[i] = sum / l[i * q + i];
    }
    for (let i = 0; i < q; i++) inverse[i * q + j] = column[i];
  }
  return { inverse, logDet };
}

/**
 * remlDerivatives for σ_V² (when `withBuild`) and σ_T² only, the profiled fit's Newton steps
 * (several per fit, where the Satterthwaite step needs σ_E² too, once). P is not formed: B is
 * zero on the difference rows and Z has at most two loadings a row, so the traces need only
 * P·Z (rows × builds), ZᵀPZ and P on the sum rows (cells × cells), with
 *   V⁻¹Z = D⁻¹Z·M⁻¹,  P·Z = V⁻¹Z − V⁻¹X·C·XᵀV⁻¹Z,
 *   tr(PZZᵀ) = tr(ZᵀPZ), tr(PZZᵀPZZᵀ) = ‖ZᵀPZ‖², tr(PZZᵀPB) = Σ_i B_i‖(PZ)_i‖², tr(PBPB) = Σ_ij B_iB_jP_ij²:
 * O(rows·builds + cells²) instead of O(rows²).
 */
export function buildAndBlockDerivatives(model: CellModel, at: RemlPoint, withBuild: boolean): RemlDerivatives {
  const n = model.y.length;
  const q = model.columns;
  const { columnA, valueA, columnB, valueB, blockDiagonal } = model;
  const { inverseD, inverseM, vInverseX, fixedCovariance, py } = at;
  const phi0 = at.phi[0];
  const woodbury = phi0 > 0 && inverseM !== null;
  // M⁻¹, or the identity without build effects (V⁻¹Z = D⁻¹Z then).
  const k = inverseM ?? zeros(q * q).map((_, e) => (Math.floor(e / q) === e % q ? 1 : 0));
  // (V⁻¹X·C)_i, so that (V⁻¹X·C·XᵀV⁻¹)_ij = c0_i·a0_j + c1_i·a1_j.
  const c0 = zeros(n);
  const c1 = zeros(n);
  for (let i = 0; i < n; i++) {
    c0[i] = vInverseX[0][i] * fixedCovariance[0][0] + vInverseX[1][i] * fixedCovariance[1][0];
    c1[i] = vInverseX[0][i] * fixedCovariance[0][1] + vInverseX[1][i] * fixedCovariance[1][1];
  }
  const sumRows: number[] = [];
  for (let i = 0; i < n; i++) if (blockDiagonal[i] !== 0) sumRows.push(i);
  const s = sumRows.length;
  const pSum = zeros(s * s);
  for (let a = 0; a < s; a++) {
    const i = sumRows[a];
    for (let b = 0; b <= a; b++) {
      const j = sumRows[b];
      let value = (i === j ? inverseD[i] : 0) - (c0[i] * vInverseX[0][j] + c1[i] * vInverseX[1][j]);
      if (woodbury) {
        const zkz =
          valueA[i] * (valueA[j] * k[columnA[i] * q + columnA[j]] + valueB[j] * k[columnA[i] * q + columnB[j]]) +
          valueB[i] * (valueA[j] * k[columnB[i] * q + columnA[j]] + valueB[j] * k[columnB[i] * q + columnB[j]]);
        value -= phi0 * inverseD[i] * inverseD[j] * zkz;
      }
      pSum[a * s + b] = value;
      pSum[b * s + a] = value;
    }
  }
  let blockTrace = 0;
  let blockBlock = 0;
  let blockQuadratic = 0;
  let blockBlockQuadratic = 0;
  for (let a = 0; a < s; a++) {
    const i = sumRows[a];
    blockTrace += blockDiagonal[i] * pSum[a * s + a];
    blockQuadratic += blockDiagonal[i] * py[i] * py[i];
    for (let b = 0; b < s; b++) {
      const j = sumRows[b];
      const p = pSum[a * s + b];
      blockBlock += blockDiagonal[i] * blockDiagonal[j] * p * p;
      blockBlockQuadratic += blockDiagonal[i] * py[i] * p * blockDiagonal[j] * py[j];
    }
  }
  if (!withBuild) {
    return { traces: [blockTrace], traceProducts: [[blockBlock]], quadratics: [blockQuadratic], quadraticProducts: [[blockBlockQuadratic]] };
  }
  // P·Z, row by row: V⁻¹Z = D⁻¹Z·M⁻¹ less V⁻¹X·C·(XᵀV⁻¹Z).
  const xtVz = [zeros(q), zeros(q)];
  const pz = zeros(n * q);
  for (let i = 0; i < n; i++) {
    for (let col = 0; col < q; col++) {
      const value = inverseD[i] * (valueA[i] * k[columnA[i] * q + col] + valueB[i] * k[columnB[i] * q + col]);
      pz[i * q + col] = value;
      xtVz[0][col] += model.x[0][i] * value;
      xtVz[1][col] += model.x[1][i] * value;
    }
  }
  const ztpz = zeros(q * q);
  const ztpy = zeros(q);
  for (let i = 0; i < n; i++) {
    for (let col = 0; col < q; col++) {
      pz[i * q + col] -= c0[i] * xtVz[0][col] + c1[i] * xtVz[1][col];
      ztpz[columnA[i] * q + col] += valueA[i] * pz[i * q + col];
      ztpz[columnB[i] * q + col] += valueB[i] * pz[i * q + col];
    }
    ztpy[columnA[i]] += valueA[i] * py[i];
    ztpy[columnB[i]] += valueB[i] * py[i];
  }
  let buildTrace = 0;
  let buildBuild = 0;
  let buildQuadratic = 0;
  let buildBuildQuadratic = 0;
  for (let a = 0; a < q; a++) {
    buildTrace += ztpz[a * q + a];
    buildQuadratic += ztpy[a] * ztpy[a];
    for (let b = 0; b < q; b++) {
      buildBuild += ztpz[a * q + b] * ztpz[b * q + a];
      buildBuildQuadratic += ztpy[a] * ztpz[a * q + b] * ztpy[b];
    }
  }
  // tr(PZZᵀPB) and (B·Py)ᵀ·P·Z·Zᵀ·Py, over the sum rows where B is nonzero.
  let buildBlock = 0;
  let buildBlockQuadratic = 0;
  for (const i of sumRows) {
    let squares = 0;
    let pzzpy = 0;
    for (let col = 0; col < q; col++) {
      squares += pz[i * q + col] * pz[i * q + col];
      pzzpy += pz[i * q + col] * ztpy[col];
    }
    buildBlock += blockDiagonal[i] * squares;
    buildBlockQuadratic += blockDiagonal[i] * py[i] * pzzpy;
  }
  return {
    traces: [buildTrace, blockTrace],
    traceProducts: [
      [buildBuild, buildBlock],
      [buildBlock, blockBlock],
    ],
    quadratics: [buildQuadratic, blockQuadratic],
    quadraticProducts: [
      [buildBuildQuadratic, buildBlockQuadratic],
      [buildBlockQuadratic, blockBlockQuadratic],
    ],
  };
}
