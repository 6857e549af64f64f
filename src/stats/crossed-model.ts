import { mean, sumOfSquares } from './descriptive.js';
import { cholesky, choleskyInverse, dot, multiplyVector, symmetricPseudoInverse, type Matrix } from './dense-matrix.js';
import { InsufficientDataError } from './insufficient-data.js';
import { nelderMead } from './nelder-mead.js';

/**
 * The interleaved comparison as a linear mixed model (docs/statistics.md, "The comparison"):
 *
 *   y = μ + Δ·[head] + u_build + τ_block + e,
 *   u ~ N(0, σ_V²) per build of a version whose builds differ, τ ~ N(0, σ_T²) per block,
 *   e ~ N(0, σ_E²) per execution mean,
 *
 * i.e. R's `lmer(y ~ version + (1 | build) + (1 | block))`, fitted by REML, with Satterthwaite
 * degrees of freedom for Δ (lmerTest's, or the variant the analysis uses: see
 * SatterthwaiteVariant). The block effect is the drift
 * both executions of a block share, so it cancels from Δ; builds are levels of their own
 * version and need not be paired, so every build adds to the build level's degrees of freedom
 * (2(l − 1) with l builds per version, not l − 1 as one unit per pair of builds would give).
 *
 * The likelihood is computed from sufficient statistics: per block the difference d = y_h − y_b
 * and the sum s = y_h + y_b (uncorrelated, the block effect only in s), per cell of blocks with
 * the same two builds their means and the pooled within-cell sums of squares. That is exact
 * and keeps the matrices at twice the number of cells, whatever the number of blocks.
 */
export interface PairedExecutions {
  /** Build ids: blocks with the same ids ran the same two builds. */
  baseBuild: number;
  headBuild: number;
  base: number;
  head: number;
}

export interface BuildLevel {
  /** Builds of this version differ (not proven identical): each carries a random effect. */
  baseRandom: boolean;
  headRandom: boolean;
  /** σ_V² known in advance (a calibration prior), on the scale of y; estimated when absent. */
  knownVariance?: number;
}

export interface CrossedFit {
  /** Δ̂ = estimated mean of head − base (generalised least squares). */
  difference: number;
  standardError: number;
  /** Satterthwaite degrees of freedom of Δ̂. */
  df: number;
  variances: { build: number | null; block: number; residual: number };
  /** Complete blocks the fit used. */
  blocks: number;
  /** The build level was part of the model (some build carries a random effect). */
  buildLevel: boolean;
}

interface Cell {
  count: number;
  difference: number;
  sum: number;
  baseColumn: number | null;
  headColumn: number | null;
}

interface Sufficient {
  cells: Cell[];
  /** Random-effect columns (builds with an effect). */
  columns: number;
  withinDf: number;
  withinDifference: number;
  withinSum: number;
}

function sufficientStatistics(pairs: readonly PairedExecutions[], level: BuildLevel): Sufficient {
  const columnIds = new Map<string, number>();
  const column = (key: string) => {
    const known = columnIds.get(key);
    if (known !== undefined) return known;
    const id = columnIds.size;
    columnIds.set(key, id);
    return id;
  };
  const groups = new Map<string, { base: number; head: number; d: number[]; s: number[] }>();
  for (const pair of pairs) {
    const base = level.baseRandom ? pair.baseBuild : -1;
    const head = level.headRandom ? pair.headBuild : -1;
    const key = `${base}/${head}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { base, head, d: [], s: [] }));
    group.d.push(pair.head - pair.base);
    group.s.push(pair.head + pair.base);
  }
  let withinDf = 0;
  let withinDifference = 0;
  let withinSum = 0;
  const cells: Cell[] = [];
  for (const group of groups.values()) {
    withinDf += group.d.length - 1;
    withinDifference += sumOfSquares(group.d);
    withinSum += sumOfSquares(group.s);
    cells.push({
      count: group.d.length,
      difference: mean(group.d),
      sum: mean(group.s),
      baseColumn: group.base < 0 ? null : column(`b${group.base}`),
      headColumn: group.head < 0 ? null : column(`h${group.head}`),
    });
  }
  return { cells, columns: columnIds.size, withinDf, withinDifference, withinSum };
}

/** φ = [σ_V², σ_T², σ_E²]. */
type Phi = readonly [number, number, number];

interface CellModel {
  y: number[];
  /** Fixed effects: column 0 is Δ (difference rows), column 1 the sum's mean. */
  x: Matrix;
  /** Build-effect loadings of each row, sparse: d = u_h − u_b, s = u_h + u_b. */
  z: { column: number; value: number }[][];
  columns: number;
  /** ∂V/∂σ_T² and ∂V/∂σ_E² (diagonal). */
  blockDiagonal: number[];
  residualDiagonal: number[];
}

function cellModel(data: Sufficient): CellModel {
  const c = data.cells.length;
  const y = [...data.cells.map((cell) => cell.difference), ...data.cells.map((cell) => cell.sum)];
  const x = y.map((_, i) => (i < c ? [1, 0] : [0, 1]));
  const z = y.map((_, i) => {
    const cell = data.cells[i % c];
    const row: { column: number; value: number }[] = [];
    if (cell.headColumn !== null) row.push({ column: cell.headColumn, value: 1 });
    if (cell.baseColumn !== null) row.push({ column: cell.baseColumn, value: i < c ? -1 : 1 });
    return row;
  });
  const blockDiagonal = y.map((_, i) => (i < c ? 0 : 4 / data.cells[i - c].count));
  const residualDiagonal = y.map((_, i) => 2 / data.cells[i % c].count);
  return { y, x, z, columns: data.columns, blockDiagonal, residualDiagonal };
}

/** Zᵀ·v for the sparse loadings. */
function zTranspose(model: CellModel, v: readonly number[]): number[] {
  const out = new Array<number>(model.columns).fill(0);
  model.z.forEach((row, i) => row.forEach(({ column, value }) => (out[column] += value * v[i])));
  return out;
}

/** Z·u for the sparse loadings. */
function zTimes(model: CellModel, u: readonly number[]): number[] {
  return model.z.map((row) => row.reduce((sum, { column, value }) => sum + value * u[column], 0));
}

interface Evaluation {
  /** (XᵀV⁻¹X)⁻¹. */
  fixedCovariance: Matrix;
  beta: number[];
  /** V⁻¹X, by column. */
  vInverseX: number[][];
  p: Matrix;
}

function fixedEffects(
  model: CellModel,
  solver: { solve(v: readonly number[]): number[] },
): { vInverseX: number[][]; information: Matrix; xtVy: number[]; vInverseY: number[] } {
  const vInverseX = [0, 1].map((a) => solver.solve(model.x.map((r) => r[a])));
  const information: Matrix = [0, 1].map((a) =>
    [0, 1].map((b) =>
      dot(
        model.x.map((r) => r[a]),
        vInverseX[b],
      ),
    ),
  );
  const xtVy = vInverseX.map((column) => dot(column, model.y));
  return { vInverseX, information, xtVy, vInverseY: solver.solve(model.y) };
}

/** The fit at φ with P = V⁻¹ − V⁻¹X(XᵀV⁻¹X)⁻¹XᵀV⁻¹, for the df. */
function evaluate(model: CellModel, solver: Kernel, phi: Phi): Evaluation | null {
  if (!solver.parts(phi)) return null;
  const { vInverseX, information, xtVy } = fixedEffects(model, solver);
  const li = cholesky(information);
  if (!li) return null;
  const fixedCovariance = choleskyInverse(li);
  const beta = multiplyVector(fixedCovariance, xtVy);
  const n = model.y.length;
  const vInverse = Array.from({ length: n }, (_, j) => solver.solve(Array.from({ length: n }, (_, i) => (i === j ? 1 : 0))));
  const p: Matrix = vInverse.map((row, i) =>
    row.map((value, j) => {
      let correction = 0;
      for (let a = 0; a < 2; a++) for (let b = 0; b < 2; b++) correction += vInverseX[a][i] * fixedCovariance[a][b] * vInverseX[b][j];
      return value - correction;
    }),
  );
  return { fixedCovariance, beta, vInverseX, p };
}

/**
 * V = D + σ_V²·Z·Zᵀ (D diagonal: the block and residual parts) by the Woodbury identity, so
 * that solving and the log-determinant cost O(rows + builds³), not O(rows³):
 *   V⁻¹ = D⁻¹ − σ_V²·D⁻¹Z·M⁻¹·ZᵀD⁻¹,  M = I + σ_V²·ZᵀD⁻¹Z,  log|V| = log|D| + log|M|.
 *
 * `parts(φ)` gives log|V| + log|XᵀV⁻¹X| and yᵀPy (the optimiser's inner loop; null where V or
 * XᵀV⁻¹X is not positive definite); `solve(v)` is V⁻¹v at the φ of the last `parts`. Buffers
 * are allocated once per fit: the objective runs about a hundred times per benchmark, and
 * allocation and closures were most of its cost.
 */
interface Kernel {
  parts(phi: Phi): { logDets: number; quadratic: number } | null;
  solve(v: readonly number[]): number[];
}

function covarianceKernel(model: CellModel): Kernel {
  const n = model.y.length;
  const q = model.columns;
  const y = Float64Array.from(model.y);
  const x0 = Float64Array.from(model.x, (r) => r[0]);
  const x1 = Float64Array.from(model.x, (r) => r[1]);
  const blockDiagonal = Float64Array.from(model.blockDiagonal);
  const residualDiagonal = Float64Array.from(model.residualDiagonal);
  // Row loadings in their order: at most two per row (the head build, then the base build).
  const loadings = Int32Array.from(model.z, (row) => row.length);
  const columnA = Int32Array.from(model.z, (row) => row[0]?.column ?? 0);
  const valueA = Float64Array.from(model.z, (row) => row[0]?.value ?? 0);
  const columnB = Int32Array.from(model.z, (row) => row[1]?.column ?? 0);
  const valueB = Float64Array.from(model.z, (row) => row[1]?.value ?? 0);
  if (model.z.some((row) => row.length > 2)) throw new Error('internal error: more than two build loadings in a row');
  const d = new Float64Array(n);
  const m = new Float64Array(q * q);
  const l = new Float64Array(q * q);
  const zt = new Float64Array(q);
  const forward = new Float64Array(q);
  const u = new Float64Array(q);
  const w = new Float64Array(n);
  const vInverseX0 = new Float64Array(n);
  const vInverseX1 = new Float64Array(n);
  const vInverseY = new Float64Array(n);
  let woodbury = false;
  let phi0 = 0;

  const dotOf = (a: Float64Array, b: Float64Array) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += a[i] * b[i];
    return sum;
  };
  const solveInto = (v: ArrayLike<number>, out: Float64Array) => {
    for (let i = 0; i < n; i++) w[i] = v[i] / d[i];
    if (!woodbury) {
      out.set(w);
      return;
    }
    zt.fill(0);
    for (let i = 0; i < n; i++) {
      if (loadings[i] > 0) zt[columnA[i]] += valueA[i] * w[i];
      if (loadings[i] > 1) zt[columnB[i]] += valueB[i] * w[i];
    }
    for (let i = 0; i < q; i++) {
      let sum = zt[i];
      for (let k = 0; k < i; k++) sum -= l[i * q + k] * forward[k];
      forward[i] = sum / l[i * q + i];
    }
    for (let i = q - 1; i >= 0; i--) {
      let sum = forward[i];
      for (let k = i + 1; k < q; k++) sum -= l[k * q + i] * u[k];
      u[i] = sum / l[i * q + i];
    }
    for (let i = 0; i < n; i++) {
      let sum = 0;
      if (loadings[i] > 0) sum += valueA[i] * u[columnA[i]];
      if (loadings[i] > 1) sum += valueB[i] * u[columnB[i]];
      out[i] = w[i] - phi0 * (sum / d[i]);
    }
  };

  // solveInto for x₀, x₁ and y at once: the same operations per vector, one pass over the rows.
  const w3 = new Float64Array(3 * n);
  const zt3 = new Float64Array(3 * q);
  const forward3 = new Float64Array(3 * q);
  const u3 = new Float64Array(3 * q);
  const solveThree = () => {
    for (let i = 0; i < n; i++) {
      w3[i] = x0[i] / d[i];
      w3[n + i] = x1[i] / d[i];
      w3[2 * n + i] = y[i] / d[i];
    }
    if (!woodbury) {
      vInverseX0.set(w3.subarray(0, n));
      vInverseX1.set(w3.subarray(n, 2 * n));
      vInverseY.set(w3.subarray(2 * n));
      return;
    }
    zt3.fill(0);
    for (let i = 0; i < n; i++) {
      for (let r = 0; r < 3; r++) {
        if (loadings[i] > 0) zt3[r * q + columnA[i]] += valueA[i] * w3[r * n + i];
        if (loadings[i] > 1) zt3[r * q + columnB[i]] += valueB[i] * w3[r * n + i];
      }
    }
    for (let r = 0; r < 3; r++) {
      const o = r * q;
      for (let i = 0; i < q; i++) {
        let sum = zt3[o + i];
        for (let k = 0; k < i; k++) sum -= l[i * q + k] * forward3[o + k];
        forward3[o + i] = sum / l[i * q + i];
      }
      for (let i = q - 1; i >= 0; i--) {
        let sum = forward3[o + i];
        for (let k = i + 1; k < q; k++) sum -= l[k * q + i] * u3[o + k];
        u3[o + i] = sum / l[i * q + i];
      }
    }
    for (let r = 0; r < 3; r++) {
      const out = r === 0 ? vInverseX0 : r === 1 ? vInverseX1 : vInverseY;
      for (let i = 0; i < n; i++) {
        let sum = 0;
        if (loadings[i] > 0) sum += valueA[i] * u3[r * q + columnA[i]];
        if (loadings[i] > 1) sum += valueB[i] * u3[r * q + columnB[i]];
        out[i] = w3[r * n + i] - phi0 * (sum / d[i]);
      }
    }
  };

  const parts = (phi: Phi) => {
    for (let i = 0; i < n; i++) {
      d[i] = phi[1] * blockDiagonal[i] + phi[2] * residualDiagonal[i];
      if (!(d[i] > 0)) return null;
    }
    let logDet = 0;
    for (let i = 0; i < n; i++) logDet += Math.log(d[i]);
    phi0 = phi[0];
    woodbury = phi0 > 0 && q > 0;
    if (woodbury) {
      m.fill(0);
      for (let i = 0; i < q; i++) m[i * q + i] = 1;
      for (let i = 0; i < n; i++) {
        for (let a = 0; a < loadings[i]; a++) {
          const ca = a === 0 ? columnA[i] : columnB[i];
          const va = a === 0 ? valueA[i] : valueB[i];
          for (let b = 0; b < loadings[i]; b++) {
            const cb = b === 0 ? columnA[i] : columnB[i];
            const vb = b === 0 ? valueA[i] : valueB[i];
            m[ca * q + cb] += (phi0 * va * vb) / d[i];
          }
        }
      }
      l.fill(0);
      for (let i = 0; i < q; i++) {
        for (let j = 0; j <= i; j++) {
          let sum = m[i * q + j];
          for (let k = 0; k < j; k++) sum -= l[i * q + k] * l[j * q + k];
          if (i === j) {
            if (!(sum > 0)) return null;
            l[i * q + i] = Math.sqrt(sum);
          } else {
            l[i * q + j] = sum / l[j * q + j];
          }
        }
      }
      let half = 0;
      for (let i = 0; i < q; i++) half += Math.log(l[i * q + i]);
      logDet += 2 * half;
    }
    solveThree();
    const i00 = dotOf(x0, vInverseX0);
    const i10 = dotOf(x1, vInverseX0);
    const i11 = dotOf(x1, vInverseX1);
    const xtVy0 = dotOf(vInverseX0, y);
    const xtVy1 = dotOf(vInverseX1, y);
    // cholesky, choleskySolve and choleskyLogDet of the 2 × 2 information, written out.
    if (!(i00 > 0)) return null;
    const l00 = Math.sqrt(i00);
    const l10 = i10 / l00;
    const pivot = i11 - l10 * l10;
    if (!(pivot > 0)) return null;
    const l11 = Math.sqrt(pivot);
    const forward0 = xtVy0 / l00;
    const forward1 = (xtVy1 - l10 * forward0) / l11;
    const beta1 = forward1 / l11;
    const beta0 = (forward0 - l10 * beta1) / l00;
    return { logDets: logDet + 2 * (0 + Math.log(l00) + Math.log(l11)), quadratic: dotOf(y, vInverseY) - (0 + beta0 * xtVy0 + beta1 * xtVy1) };
  };
  return {
    parts,
    solve(v) {
      const out = new Float64Array(n);
      solveInto(v, out);
      return Array.from(out);
    },
  };
}

/** The REML deviance (−2 log restricted likelihood, without constants): cell means and within-cell contrasts. */
function deviance(kernel: Kernel, data: Sufficient, phi: Phi): number {
  const parts = kernel.parts(phi);
  if (!parts || !(phi[2] > 0) || phi[1] < 0) return Infinity;
  let value = parts.logDets + parts.quadratic;
  if (data.withinDf > 0) {
    const differenceVariance = 2 * phi[2];
    const sumVariance = 4 * phi[1] + 2 * phi[2];
    value +=
      data.withinDf * Math.log(differenceVariance) +
      data.withinDifference / differenceVariance +
      data.withinDf * Math.log(sumVariance) +
      data.withinSum / sumVariance;
  }
  return value;
}

/** V_i·v for ∂V/∂φ_i. */
function derivativeTimes(model: CellModel, i: number, v: readonly number[]): number[] {
  if (i === 0) return zTimes(model, zTranspose(model, v));
  const diagonal = i === 1 ? model.blockDiagonal : model.residualDiagonal;
  return v.map((value, r) => diagonal[r] * value);
}

/**
 * Hessian of the REML deviance in φ, restricted to `free` parameters: the observed one
 * (−tr(PV_iPV_j) + 2yᵀPV_iPV_jPy, as lmerTest differentiates numerically), or its expectation
 * tr(PV_iPV_j), which stays positive definite at the boundary.
 */
function hessian(model: CellModel, data: Sufficient, phi: Phi, at: Evaluation, free: readonly number[], information: Information): Matrix {
  const n = model.y.length;
  // P·V_i for each free parameter: its row b is (V_i·P[:,b])ᵀ, as P and V_i are symmetric.
  const pv = free.map((i) => at.p.map((row) => derivativeTimes(model, i, row)));
  const traceOfProduct = (a: Matrix, b: Matrix) => {
    let sum = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) sum += a[i][j] * b[j][i];
    return sum;
  };
  const py = multiplyVector(at.p, model.y);
  const h = free.map((i, a) =>
    free.map((j, b) => {
      const term = traceOfProduct(pv[a], pv[b]);
      if (information === 'expected') return term;
      const viPy = derivativeTimes(model, i, py);
      const vjPy = derivativeTimes(model, j, py);
      return -term + 2 * dot(viPy, multiplyVector(at.p, vjPy));
    }),
  );
  if (data.withinDf > 0) {
    const w = data.withinDf;
    const sumVariance = 4 * phi[1] + 2 * phi[2];
    // E[SS] = w·v turns −w/v² + 2·SS/v³ into w/v².
    const curvature = (v: number, ss: number) => (information === 'expected' ? w / v ** 2 : -w / v ** 2 + (2 * ss) / v ** 3);
    const differenceCurvature = curvature(2 * phi[2], data.withinDifference);
    const sumCurvature = curvature(sumVariance, data.withinSum);
    // ∂v/∂φ: difference variance 2σ_E²; sum variance 4σ_T² + 2σ_E².
    const differenceLoading = [0, 0, 2];
    const sumLoading = [0, 4, 2];
    free.forEach((i, a) =>
      free.forEach((j, b) => {
        h[a][b] += differenceCurvature * differenceLoading[i] * differenceLoading[j] + sumCurvature * sumLoading[i] * sumLoading[j];
      }),
    );
  }
  return h;
}

/** ∂Var(Δ̂)/∂φ_i = [C·XᵀV⁻¹V_iV⁻¹X·C]₀₀ = wᵀV_iw with w = V⁻¹X·C[:,0]. */
function varianceGradient(model: CellModel, at: Evaluation, free: readonly number[]): number[] {
  const w = at.vInverseX[0].map((value, r) => value * at.fixedCovariance[0][0] + at.vInverseX[1][r] * at.fixedCovariance[1][0]);
  return free.map((i) => dot(w, derivativeTimes(model, i, w)));
}

/**
 * How the Satterthwaite df treat the variance parameters' uncertainty:
 * - `lmerTest`: observed information, parameters fitted at zero left out — lmerTest's numbers,
 *   for the reference checks;
 * - `expected`: expected information, every estimated parameter kept, also at zero. A build
 *   variance fitted at zero from three builds is not known to be zero: lmerTest's df then jump
 *   to the block count and the test is far too liberal (docs/statistics.md), while keeping its
 *   uncertainty gives the df the build level really has. At interior optima the two differ
 *   only by observed against expected information. The analysis uses this one.
 */
export type Information = 'expected' | 'observed';
export type SatterthwaiteVariant = 'lmerTest' | 'expected';

export function fitCrossedModel(pairs: readonly PairedExecutions[], level: BuildLevel, variant: SatterthwaiteVariant = 'expected'): CrossedFit {
  if (pairs.length < 2) throw new InsufficientDataError('a paired comparison needs at least 2 complete interleaved blocks');
  const differences = pairs.map((p) => p.head - p.base);
  if (sumOfSquares(differences) === 0) {
    // Every block differs by the same amount: no noise to model (a deterministic benchmark).
    return {
      difference: differences[0],
      standardError: 0,
      df: pairs.length - 1,
      variances: { build: null, block: 0, residual: 0 },
      blocks: pairs.length,
      buildLevel: false,
    };
  }
  const data = sufficientStatistics(pairs, level);
  const model = cellModel(data);
  const buildLevel = data.columns > 0;
  const estimateBuild = buildLevel && level.knownVariance === undefined;
  const scale = Math.max(sumOfSquares(differences) / (2 * Math.max(1, differences.length - 1)), 1e-300);

  const observations = model.y.length - 2 + 2 * data.withinDf;
  if (observations <= 0) throw new InsufficientDataError('too few blocks to fit the comparison model');
  /** Ratios of σ_V² (when estimated) and σ_T² to σ_E², as squares; σ_E² profiled out. */
  const ratiosOf = (x: readonly number[]) => ({ build: estimateBuild ? x[0] ** 2 : 0, block: x[estimateBuild ? 1 : 0] ** 2 });
  const kernel = covarianceKernel(model);
  const profiled = (x: readonly number[]): number => {
    const ratio = ratiosOf(x);
    const at = kernel.parts([ratio.build, ratio.block, 1]);
    if (!at) return Infinity;
    const sumUnit = 4 * ratio.block + 2;
    const q = at.quadratic + (data.withinDf > 0 ? data.withinDifference / 2 + data.withinSum / sumUnit : 0);
    if (!(q > 0)) return Infinity;
    return observations * Math.log(q / observations) + observations + at.logDets + data.withinDf * (Math.LN2 + Math.log(sumUnit));
  };
  const residualAt = (x: readonly number[]): number => {
    const ratio = ratiosOf(x);
    const parts = kernel.parts([ratio.build, ratio.block, 1]);
    if (parts === null) throw new Error('internal error: no covariance solution at the estimate');
    return (parts.quadratic + (data.withinDf > 0 ? data.withinDifference / 2 + data.withinSum / (4 * ratio.block + 2) : 0)) / observations;
  };

  let phi: Phi;
  if (level.knownVariance !== undefined && buildLevel) {
    const known = level.knownVariance;
    const objective = (x: readonly number[]) => deviance(kernel, data, [known, x[0] ** 2, x[1] ** 2]);
    const start = [Math.sqrt(scale), Math.sqrt(scale)];
    const best = nelderMead(objective, start, { step: start.map((s) => s / 2), tolerance: 1e-11, maxEvaluations: 4000 });
    phi = [known, best.x[0] ** 2, best.x[1] ** 2];
  } else {
    const dimension = estimateBuild ? 2 : 1;
    // The best of a coarse grid of starting ratios guards against a local optimum on the flat
    // ridges that small designs have.
    const starts = startingPoints(dimension).map((x) => ({ x, value: profiled(x) }));
    const start = starts.reduce((a, b) => (b.value < a.value ? b : a)).x;
    const best = nelderMead(profiled, start, { step: start.map((s) => Math.max(0.1, s / 2)), tolerance: 1e-11, maxEvaluations: 2000 });
    const residual = residualAt(best.x);
    const ratio = ratiosOf(best.x);
    phi = [ratio.build * residual, ratio.block * residual, residual];
  }

  const at = evaluate(model, kernel, phi);
  if (!at) throw new InsufficientDataError('the comparison model could not be fitted to these blocks');
  const variance = at.fixedCovariance[0][0];
  // Satterthwaite: df = 2·Var(Δ̂)² / (gᵀ·A·g), A = 2·H⁻¹ the asymptotic covariance of the
  // variance parameters (known ones are not estimated). lmerTest's (θ, σ) parametrisation
  // leaves out parameters fitted at zero: their gradient there is zero.
  const estimated = [0, 1, 2].filter((i) => (i === 0 ? estimateBuild : true));
  const free = variant === 'lmerTest' ? estimated.filter((i) => phi[i] > 1e-8 * phi[2]) : estimated;
  const g = varianceGradient(model, at, free);
  const h = hessian(model, data, phi, at, free, variant === 'lmerTest' ? 'observed' : 'expected');
  const hInverse = symmetricPseudoInverse(h);
  const spread = dot(g, multiplyVector(hInverse, g));
  const df = spread > 0 ? variance ** 2 / spread : Infinity;
  return {
    difference: at.beta[0],
    standardError: Math.sqrt(variance),
    df: Math.min(df, MAX_DF),
    variances: { build: buildLevel ? phi[0] : null, block: phi[1], residual: phi[2] },
    blocks: pairs.length,
    buildLevel,
  };
}

/** Beyond this the t distribution is the normal for every purpose here. */
const MAX_DF = 1e6;

function startingPoints(dimension: number): number[][] {
  const values = [0.1, 1, 3];
  if (dimension === 1) return values.map((v) => [v]);
  return values.flatMap((a) => values.map((b) => [a, b]));
}
