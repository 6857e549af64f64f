import type { Matrix } from './dense-matrix.js';

/** Short scratch vectors as plain arrays, for what is computed once per fit (the Satterthwaite step). */
const zeros = (length: number): number[] => new Array<number>(length).fill(0);

/**
 * The comparison model (crossed-model.ts) on its cell sufficient statistics: rows are the
 * cells' mean differences, then their mean sums, with
 *   V = σ_V²·Z·Zᵀ + σ_T²·B + σ_E²·R   (B, R diagonal).
 */
export interface CellModel {
  y: ArrayLike<number>;
  /** Fixed effects, by column: Δ (1 on the difference rows), the sum's mean (1 on the sum rows). */
  x: readonly [ArrayLike<number>, ArrayLike<number>];
  /**
   * Build-effect loadings of each row, at most two (d = u_h − u_b, s = u_h + u_b): columns A
   * and B with their values, a value 0 where the row has fewer.
   */
  columnA: ArrayLike<number>;
  valueA: ArrayLike<number>;
  columnB: ArrayLike<number>;
  valueB: ArrayLike<number>;
  columns: number;
  /** B and R: ∂V/∂σ_T² and ∂V/∂σ_E². */
  blockDiagonal: ArrayLike<number>;
  residualDiagonal: ArrayLike<number>;
}

/**
 * The storage of remlAt and buildAndBlockDerivatives for one model, reused by every
 * evaluation of a fit (a fit evaluates the model a few dozen times, and allocating its vectors
 * anew each time cost more than the arithmetic). A RemlPoint computed into a workspace holds
 * its vectors: it is valid until the next remlAt with the same workspace.
 */
export interface RemlWorkspace {
  inverseD: Float64Array;
  /** M, then its Cholesky factor (q × q by rows). */
  factor: Float64Array;
  inverseM: Float64Array;
  /** Two vectors of q: Zᵀv and M⁻¹Zᵀv in a solve, a column of M⁻¹ in its inversion. */
  scratch: Float64Array;
  vInverseX: readonly [Float64Array, Float64Array];
  py: Float64Array;
  /** vInverseX and py in the order remlAt solves for them. */
  solved: readonly [Float64Array, Float64Array, Float64Array];
  /** buildAndBlockDerivatives': V⁻¹X·C by column, P on the sum rows, P·Z, XᵀV⁻¹Z, ZᵀPZ, ZᵀPy, and the identity for M⁻¹ without build effects. */
  c0: Float64Array;
  c1: Float64Array;
  sumRows: readonly number[];
  pSum: Float64Array;
  pz: Float64Array;
  xtVz0: Float64Array;
  xtVz1: Float64Array;
  ztpz: Float64Array;
  ztpy: Float64Array;
  identity: Float64Array;
}

export function remlWorkspace(model: CellModel): RemlWorkspace {
  const n = model.y.length;
  const q = model.columns;
  const sumRows: number[] = [];
  for (let i = 0; i < n; i++) if (model.blockDiagonal[i] !== 0) sumRows.push(i);
  const s = sumRows.length;
  // Views of one buffer: each typed array's own buffer would be an allocation outside the heap.
  const buffer = new ArrayBuffer(8 * (6 * n + n * q + 5 * q + 4 * q * q + s * s));
  let offset = 0;
  const take = (length: number) => {
    const view = new Float64Array(buffer, offset, length);
    offset += 8 * length;
    return view;
  };
  const identity = take(q * q);
  for (let i = 0; i < q; i++) identity[i * q + i] = 1;
  const vInverseX = [take(n), take(n)] as const;
  const py = take(n);
  return {
    inverseD: take(n),
    factor: take(q * q),
    inverseM: take(q * q),
    scratch: take(2 * q),
    vInverseX,
    py,
    solved: [vInverseX[0], vInverseX[1], py],
    c0: take(n),
    c1: take(n),
    sumRows,
    pSum: take(s * s),
    pz: take(n * q),
    xtVz0: take(q),
    xtVz1: take(q),
    ztpz: take(q * q),
    ztpy: take(q),
    identity,
  };
}

/** φ = [σ_V², σ_T², σ_E²]; a variance parameter is its index in φ. */
export type Phi = readonly [number, number, number];

/**
 * The REML quantities at one φ. Its vectors are views of the workspace `remlAt` was given: the
 * next call with that workspace overwrites them.
 */
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
  vInverseX: readonly [Float64Array, Float64Array];
  /** P·y with P = V⁻¹ − V⁻¹X(XᵀV⁻¹X)⁻¹XᵀV⁻¹. */
  py: Float64Array;
  /** D⁻¹ and M⁻¹ (null without build effects) of the Woodbury form below. */
  inverseD: Float64Array;
  inverseM: Float64Array | null;
}

/**
 * The REML quantities at φ, or null where V or XᵀV⁻¹X is not positive definite. V⁻¹ comes
 * from the Woodbury identity, so that only a builds × builds matrix is factorised and a solve
 * costs O(rows·builds):
 *   V⁻¹ = D⁻¹ − σ_V²·D⁻¹Z·M⁻¹·ZᵀD⁻¹,  M = I + σ_V²·ZᵀD⁻¹Z,  log|V| = log|D| + log|M|,
 * with D = σ_T²·B + σ_E²·R.
 */
export function remlAt(model: CellModel, phi: Phi, workspace: RemlWorkspace = remlWorkspace(model)): RemlPoint | null {
  const n = model.y.length;
  const q = model.columns;
  const { y, blockDiagonal, residualDiagonal, columnA, valueA, columnB, valueB } = model;
  const phi0 = phi[0];
  const phi1 = phi[1];
  const phi2 = phi[2];
  const { inverseD } = workspace;
  let logDet = 0;
  for (let i = 0; i < n; i++) {
    const d = phi1 * blockDiagonal[i] + phi2 * residualDiagonal[i];
    if (!(d > 0)) return null;
    inverseD[i] = 1 / d;
    logDet += Math.log(d);
  }
  let inverseM: Float64Array | null = null;
  if (phi0 > 0 && q > 0) {
    const m = workspace.factor;
    m.fill(0);
    for (let i = 0; i < q; i++) m[i * q + i] = 1;
    for (let i = 0; i < n; i++) {
      const weight = phi0 * inverseD[i];
      const a = columnA[i];
      const b = columnB[i];
      m[a * q + a] += weight * valueA[i] * valueA[i];
      m[a * q + b] += weight * valueA[i] * valueB[i];
      m[b * q + a] += weight * valueB[i] * valueA[i];
      m[b * q + b] += weight * valueB[i] * valueB[i];
    }
    const logDetM = choleskyInverseInPlace(m, q, workspace.inverseM, workspace.scratch);
    if (logDetM === null) return null;
    logDet += logDetM;
    inverseM = workspace.inverseM;
  }
  const [x0, x1] = model.x;
  const { vInverseX, py } = workspace;
  const [vInverseX0, vInverseX1] = vInverseX;
  // V⁻¹x₀, V⁻¹x₁ and V⁻¹y (made P·y below), from one call site: compiled, it inlines the solve once.
  const { solved } = workspace;
  for (let k = 0; k < 3; k++) woodburySolve(model, inverseD, inverseM, phi0, k === 0 ? x0 : k === 1 ? x1 : y, workspace.scratch, solved[k]);
  let i00 = 0;
  let i01 = 0;
  let i11 = 0;
  let xtVy0 = 0;
  let xtVy1 = 0;
  let yVy = 0;
  for (let i = 0; i < n; i++) {
    i00 += x0[i] * vInverseX0[i];
    i01 += x0[i] * vInverseX1[i];
    i11 += x1[i] * vInverseX1[i];
    xtVy0 += vInverseX0[i] * y[i];
    xtVy1 += vInverseX1[i] * y[i];
    yVy += y[i] * py[i];
  }
  const determinant = i00 * i11 - i01 * i01;
  if (!(i00 > 0) || !(determinant > 0)) return null;
  const c00 = i11 / determinant;
  const c01 = -i01 / determinant;
  const c11 = i00 / determinant;
  const beta0 = c00 * xtVy0 + c01 * xtVy1;
  const beta1 = c01 * xtVy0 + c11 * xtVy1;
  for (let i = 0; i < n; i++) py[i] -= vInverseX0[i] * beta0 + vInverseX1[i] * beta1;
  return {
    phi,
    logDets: logDet + Math.log(determinant),
    quadratic: yVy - (beta0 * xtVy0 + beta1 * xtVy1),
    fixedCovariance: [
      [c00, c01],
      [c01, c11],
    ],
    beta: [beta0, beta1],
    vInverseX,
    py,
    inverseD,
    inverseM,
  };
}

/**
 * V⁻¹·v into `out` by the Woodbury form of remlAt, in O(rows·builds); `scratch` holds 2·builds
 * numbers. Without build effects (`inverseM` null) V⁻¹ = D⁻¹.
 */
function woodburySolve(
  model: CellModel,
  inverseD: Float64Array,
  inverseM: Float64Array | null,
  phi0: number,
  v: ArrayLike<number>,
  scratch: Float64Array,
  out: Float64Array,
): void {
  const n = inverseD.length;
  for (let i = 0; i < n; i++) out[i] = v[i] * inverseD[i];
  if (inverseM === null) return;
  const q = model.columns;
  const { columnA, valueA, columnB, valueB } = model;
  // Zᵀ·out in scratch[0, q), M⁻¹·Zᵀ·out in scratch[q, 2q).
  for (let k = 0; k < q; k++) scratch[k] = 0;
  for (let i = 0; i < n; i++) {
    scratch[columnA[i]] += valueA[i] * out[i];
    scratch[columnB[i]] += valueB[i] * out[i];
  }
  for (let i = 0; i < q; i++) {
    let sum = 0;
    for (let k = 0; k < q; k++) sum += inverseM[i * q + k] * scratch[k];
    scratch[q + i] = sum;
  }
  for (let i = 0; i < n; i++) out[i] -= phi0 * inverseD[i] * (valueA[i] * scratch[q + columnA[i]] + valueB[i] * scratch[q + columnB[i]]);
}

/** P = V⁻¹ − V⁻¹X(XᵀV⁻¹X)⁻¹XᵀV⁻¹ at `at`, rows × rows, row by row. */
export function projection(model: CellModel, at: RemlPoint): Float64Array {
  const n = model.y.length;
  const q = model.columns;
  const { inverseD, inverseM, vInverseX, fixedCovariance } = at;
  const { columnA, valueA, columnB, valueB } = model;
  const p = new Float64Array(n * n);
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

/** The traces of the REML derivatives at one φ, for the parameters asked for (by index in φ), with V_i = ∂V/∂φ_i. */
export interface RemlTraces {
  /** tr(P·V_i). */
  traces: number[];
  /** tr(P·V_i·P·V_j). */
  traceProducts: number[][];
}

/** The traces with the quadratic forms in y: what the observed information needs. */
export interface RemlDerivatives extends RemlTraces {
  /** yᵀP·V_i·Py. */
  quadratics: number[];
  /** yᵀP·V_i·P·V_j·Py. */
  quadraticProducts: number[][];
}

/** P·V_i as full matrices, for the parameters asked for. */
function projectedDerivatives(model: CellModel, p: Float64Array, parameters: readonly number[]): Float64Array[] {
  const n = model.y.length;
  return parameters.map((i) => {
    const out = new Float64Array(n * n);
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
}

function tracesOf(pv: readonly Float64Array[], n: number): RemlTraces {
  return {
    traces: pv.map((a) => {
      let sum = 0;
      for (let r = 0; r < n; r++) sum += a[r * n + r];
      return sum;
    }),
    traceProducts: pv.map((a) =>
      pv.map((b) => {
        let sum = 0;
        for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) sum += a[r * n + c] * b[c * n + r];
        return sum;
      }),
    ),
  };
}

/** The traces alone (the expected information needs no quadratic forms). */
export function remlTraces(model: CellModel, at: RemlPoint, parameters: readonly number[]): RemlTraces {
  return tracesOf(projectedDerivatives(model, projection(model, at), parameters), model.y.length);
}

export function remlDerivatives(model: CellModel, at: RemlPoint, parameters: readonly number[]): RemlDerivatives {
  const n = model.y.length;
  const { py } = at;
  const p = projection(model, at);
  const { traces, traceProducts } = tracesOf(projectedDerivatives(model, p, parameters), n);
  // V_i·Py and P·V_i·Py.
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
  const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
    let sum = 0;
    for (let r = 0; r < n; r++) sum += a[r] * b[r];
    return sum;
  };
  return {
    traces,
    traceProducts,
    quadratics: vpy.map((v) => dot(py, v)),
    quadraticProducts: vpy.map((v) => pvpy.map((w) => dot(v, w))),
  };
}

/** V_i·v for V_i = ∂V/∂φ_i. */
export function derivativeTimes(model: CellModel, i: number, v: ArrayLike<number>): number[] {
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

/**
 * M⁻¹ (into `inverse`) and log|M| by Cholesky for a symmetric q × q matrix stored by rows
 * (overwritten by its factor), or null when it is not positive definite; `column` holds q numbers.
 */
function choleskyInverseInPlace(m: Float64Array, q: number, inverse: Float64Array, column: Float64Array): number | null {
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
  return logDet;
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
export function buildAndBlockDerivatives(
  model: CellModel,
  at: RemlPoint,
  withBuild: boolean,
  workspace: RemlWorkspace = remlWorkspace(model),
): RemlDerivatives {
  // In three functions, each compiled on its own: a small function is optimised sooner.
  sumRowProjection(model, at, workspace);
  const block = blockTerms(model, at, workspace);
  if (!withBuild) {
    return { traces: [block.trace], traceProducts: [[block.product]], quadratics: [block.quadratic], quadraticProducts: [[block.quadraticProduct]] };
  }
  const build = buildTerms(model, at, workspace);
  return {
    traces: [build.trace, block.trace],
    traceProducts: [
      [build.product, build.withBlock],
      [build.withBlock, block.product],
    ],
    quadratics: [build.quadratic, block.quadratic],
    quadraticProducts: [
      [build.quadraticProduct, build.quadraticWithBlock],
      [build.quadraticWithBlock, block.quadraticProduct],
    ],
  };
}

/** V⁻¹X·C by column (workspace c0, c1) and P on the sum rows (workspace pSum). */
function sumRowProjection(model: CellModel, at: RemlPoint, workspace: RemlWorkspace): void {
  const n = model.y.length;
  const q = model.columns;
  const { columnA, valueA, columnB, valueB } = model;
  const { inverseD, inverseM, vInverseX, fixedCovariance } = at;
  const phi0 = at.phi[0];
  const woodbury = phi0 > 0 && inverseM !== null;
  const k = inverseM ?? workspace.identity;
  // (V⁻¹X·C)_i, so that (V⁻¹X·C·XᵀV⁻¹)_ij = c0_i·a0_j + c1_i·a1_j.
  const { c0, c1, sumRows, pSum } = workspace;
  const [a0, a1] = vInverseX;
  const f00 = fixedCovariance[0][0];
  const f01 = fixedCovariance[0][1];
  const f10 = fixedCovariance[1][0];
  const f11 = fixedCovariance[1][1];
  for (let i = 0; i < n; i++) {
    c0[i] = a0[i] * f00 + a1[i] * f10;
    c1[i] = a0[i] * f01 + a1[i] * f11;
  }
  const s = sumRows.length;
  for (let a = 0; a < s; a++) {
    const i = sumRows[a];
    for (let b = 0; b <= a; b++) {
      const j = sumRows[b];
      let value = (i === j ? inverseD[i] : 0) - (c0[i] * a0[j] + c1[i] * a1[j]);
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
}

/** tr(PB), tr(PBPB), yᵀPBPy and yᵀPBPBPy from P on the sum rows. */
function blockTerms(model: CellModel, at: RemlPoint, workspace: RemlWorkspace) {
  const { blockDiagonal } = model;
  const { py } = at;
  const { sumRows, pSum } = workspace;
  const s = sumRows.length;
  let trace = 0;
  let product = 0;
  let quadratic = 0;
  let quadraticProduct = 0;
  for (let a = 0; a < s; a++) {
    const i = sumRows[a];
    trace += blockDiagonal[i] * pSum[a * s + a];
    quadratic += blockDiagonal[i] * py[i] * py[i];
    for (let b = 0; b < s; b++) {
      const j = sumRows[b];
      const p = pSum[a * s + b];
      product += blockDiagonal[i] * blockDiagonal[j] * p * p;
      quadraticProduct += blockDiagonal[i] * py[i] * p * blockDiagonal[j] * py[j];
    }
  }
  return { trace, product, quadratic, quadraticProduct };
}

/** The build terms from P·Z, ZᵀPZ and ZᵀPy, and the build-by-block terms over the sum rows. */
function buildTerms(model: CellModel, at: RemlPoint, workspace: RemlWorkspace) {
  const n = model.y.length;
  const q = model.columns;
  const { columnA, valueA, columnB, valueB, blockDiagonal } = model;
  const { inverseD, inverseM, py } = at;
  const k = inverseM ?? workspace.identity;
  const { c0, c1, sumRows, pz, xtVz0, xtVz1, ztpz, ztpy } = workspace;
  // P·Z, row by row: V⁻¹Z = D⁻¹Z·M⁻¹ less V⁻¹X·C·(XᵀV⁻¹Z).
  const [x0, x1] = model.x;
  xtVz0.fill(0);
  xtVz1.fill(0);
  for (let i = 0; i < n; i++) {
    for (let col = 0; col < q; col++) {
      const value = inverseD[i] * (valueA[i] * k[columnA[i] * q + col] + valueB[i] * k[columnB[i] * q + col]);
      pz[i * q + col] = value;
      xtVz0[col] += x0[i] * value;
      xtVz1[col] += x1[i] * value;
    }
  }
  ztpz.fill(0);
  ztpy.fill(0);
  for (let i = 0; i < n; i++) {
    for (let col = 0; col < q; col++) {
      pz[i * q + col] -= c0[i] * xtVz0[col] + c1[i] * xtVz1[col];
      ztpz[columnA[i] * q + col] += valueA[i] * pz[i * q + col];
      ztpz[columnB[i] * q + col] += valueB[i] * pz[i * q + col];
    }
    ztpy[columnA[i]] += valueA[i] * py[i];
    ztpy[columnB[i]] += valueB[i] * py[i];
  }
  let trace = 0;
  let product = 0;
  let quadratic = 0;
  let quadraticProduct = 0;
  for (let a = 0; a < q; a++) {
    trace += ztpz[a * q + a];
    quadratic += ztpy[a] * ztpy[a];
    for (let b = 0; b < q; b++) {
      product += ztpz[a * q + b] * ztpz[b * q + a];
      quadraticProduct += ztpy[a] * ztpz[a * q + b] * ztpy[b];
    }
  }
  // tr(PZZᵀPB) and (B·Py)ᵀ·P·Z·Zᵀ·Py, over the sum rows where B is nonzero.
  let withBlock = 0;
  let quadraticWithBlock = 0;
  for (let a = 0; a < sumRows.length; a++) {
    const i = sumRows[a];
    let squares = 0;
    let pzzpy = 0;
    for (let col = 0; col < q; col++) {
      squares += pz[i * q + col] * pz[i * q + col];
      pzzpy += pz[i * q + col] * ztpy[col];
    }
    withBlock += blockDiagonal[i] * squares;
    quadraticWithBlock += blockDiagonal[i] * py[i] * pzzpy;
  }
  return { trace, product, quadratic, quadraticProduct, withBlock, quadraticWithBlock };
}
