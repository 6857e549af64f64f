import { mean, sumOfSquares } from './descriptive.js';
import { cholesky, choleskyInverse, choleskyLogDet, choleskySolve, dot, multiply, multiplyVector, symmetricPseudoInverse, type Matrix } from './dense-matrix.js';
import { InsufficientDataError } from './insufficient-data.js';
import { nelderMead } from './nelder-mead.js';

/**
 * The interleaved comparison as a linear mixed model (docs/statistics.md, "The comparison"):
 *
 *   y = μ + Δ·[head] + u_build + τ_block + e,
 *   u ~ N(0, σ_V²) per build of a version whose builds differ, τ ~ N(0, σ_T²) per block,
 *   e ~ N(0, σ_E²) per execution mean,
 *
 * i.e. R's `lmer(y ~ version + (1 | build) + (1 | block))`, fitted by REML, with the
 * Satterthwaite degrees of freedom of Δ that lmerTest computes. The block effect is the drift
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
    if (!columnIds.has(key)) columnIds.set(key, columnIds.size);
    return columnIds.get(key)!;
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
  /** Z·Zᵀ of the build effects. */
  k: Matrix;
  /** ∂V/∂σ_T² and ∂V/∂σ_E² (diagonal). */
  blockDiagonal: number[];
  residualDiagonal: number[];
}

function cellModel(data: Sufficient): CellModel {
  const c = data.cells.length;
  const y = [...data.cells.map((cell) => cell.difference), ...data.cells.map((cell) => cell.sum)];
  const x = y.map((_, i) => (i < c ? [1, 0] : [0, 1]));
  // Loadings of each row on the build columns: d = u_h − u_b, s = u_h + u_b.
  const loadings = y.map((_, i) => {
    const cell = data.cells[i % c];
    const row = new Array<number>(data.columns).fill(0);
    if (cell.headColumn !== null) row[cell.headColumn] += 1;
    if (cell.baseColumn !== null) row[cell.baseColumn] += i < c ? -1 : 1;
    return row;
  });
  const k = loadings.map((a) => loadings.map((b) => dot(a, b)));
  const blockDiagonal = y.map((_, i) => (i < c ? 0 : 4 / data.cells[i - c].count));
  const residualDiagonal = y.map((_, i) => 2 / data.cells[i % c].count);
  return { y, x, k, blockDiagonal, residualDiagonal };
}

function covariance(model: CellModel, phi: Phi): Matrix {
  return model.k.map((row, i) =>
    row.map((value, j) => phi[0] * value + (i === j ? phi[1] * model.blockDiagonal[i] + phi[2] * model.residualDiagonal[i] : 0)),
  );
}

interface Evaluation {
  deviance: number;
  /** (XᵀV⁻¹X)⁻¹. */
  fixedCovariance: Matrix;
  beta: number[];
  vInverse: Matrix;
  p: Matrix;
}

/** REML deviance (−2 log restricted likelihood, without constants) of the cell means and the within-cell contrasts. */
function evaluate(model: CellModel, data: Sufficient, phi: Phi): Evaluation | null {
  if (phi.some((v) => v < 0) || !(phi[2] > 0)) return null;
  const l = cholesky(covariance(model, phi));
  if (!l) return null;
  const vInverse = choleskyInverse(l);
  const vInverseX = vInverse.map((row) => [dot(row, model.x.map((r) => r[0])), dot(row, model.x.map((r) => r[1]))]);
  const information: Matrix = [0, 1].map((a) => [0, 1].map((b) => dot(model.x.map((r) => r[a]), vInverseX.map((r) => r[b]))));
  const li = cholesky(information);
  if (!li) return null;
  const fixedCovariance = choleskyInverse(li);
  const xtVy = [0, 1].map((a) => dot(vInverseX.map((r) => r[a]), model.y));
  const beta = multiplyVector(fixedCovariance, xtVy);
  // P = V⁻¹ − V⁻¹X (XᵀV⁻¹X)⁻¹ XᵀV⁻¹
  const p: Matrix = vInverse.map((row, i) =>
    row.map((value, j) => {
      let correction = 0;
      for (let a = 0; a < 2; a++) for (let b = 0; b < 2; b++) correction += vInverseX[i][a] * fixedCovariance[a][b] * vInverseX[j][b];
      return value - correction;
    }),
  );
  const py = multiplyVector(p, model.y);
  let deviance = choleskyLogDet(l) + choleskyLogDet(li) + dot(model.y, py);
  if (data.withinDf > 0) {
    const differenceVariance = 2 * phi[2];
    const sumVariance = 4 * phi[1] + 2 * phi[2];
    deviance +=
      data.withinDf * Math.log(differenceVariance) + data.withinDifference / differenceVariance +
      data.withinDf * Math.log(sumVariance) + data.withinSum / sumVariance;
  }
  return { deviance, fixedCovariance, beta, vInverse, p };
}

/**
 * log|V| + log|XᵀV⁻¹X| and yᵀPy at φ, by Cholesky solves only (the optimiser's inner loop).
 */
function quadraticParts(model: CellModel, phi: Phi): { logDets: number; quadratic: number } | null {
  const l = cholesky(covariance(model, phi));
  if (!l) return null;
  const vInverseY = choleskySolve(l, model.y);
  const vInverseX = [0, 1].map((a) => choleskySolve(l, model.x.map((r) => r[a])));
  const information: Matrix = [0, 1].map((a) => [0, 1].map((b) => dot(model.x.map((r) => r[a]), vInverseX[b])));
  const li = cholesky(information);
  if (!li) return null;
  const xtVy = [0, 1].map((a) => dot(vInverseX[a], model.y));
  const beta = choleskySolve(li, xtVy);
  return { logDets: choleskyLogDet(l) + choleskyLogDet(li), quadratic: dot(model.y, vInverseY) - dot(beta, xtVy) };
}

/** ∂V/∂φ_i for the cell means. */
function derivativeMatrix(model: CellModel, i: number): Matrix {
  if (i === 0) return model.k;
  const diagonal = i === 1 ? model.blockDiagonal : model.residualDiagonal;
  return diagonal.map((value, r) => diagonal.map((_, c) => (r === c ? value : 0)));
}

function trace(a: Matrix): number {
  return a.reduce((sum, row, i) => sum + row[i], 0);
}

/** Analytic Hessian of the REML deviance in φ, restricted to `free` parameters. */
function hessian(model: CellModel, data: Sufficient, phi: Phi, at: Evaluation, free: readonly number[]): Matrix {
  const py = multiplyVector(at.p, model.y);
  const pv = free.map((i) => multiply(at.p, derivativeMatrix(model, i)));
  const h = free.map((i, a) =>
    free.map((j, b) => {
      const term = -trace(multiply(pv[a], pv[b]));
      const vjPy = multiplyVector(derivativeMatrix(model, j), py);
      const viPy = multiplyVector(derivativeMatrix(model, i), py);
      return term + 2 * dot(viPy, multiplyVector(at.p, vjPy));
    }),
  );
  if (data.withinDf > 0) {
    const w = data.withinDf;
    const sumVariance = 4 * phi[1] + 2 * phi[2];
    const curvature = (v: number, ss: number) => -w / v ** 2 + (2 * ss) / v ** 3;
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

/** ∂Var(Δ̂)/∂φ_i = [C·XᵀV⁻¹V_iV⁻¹X·C]₀₀. */
function varianceGradient(model: CellModel, at: Evaluation, free: readonly number[]): number[] {
  const vInverseX = at.vInverse.map((row) => [dot(row, model.x.map((r) => r[0])), dot(row, model.x.map((r) => r[1]))]);
  // w = V⁻¹X·C[:,0]
  const w = vInverseX.map((row) => row[0] * at.fixedCovariance[0][0] + row[1] * at.fixedCovariance[1][0]);
  return free.map((i) => dot(w, multiplyVector(derivativeMatrix(model, i), w)));
}

export function fitCrossedModel(pairs: readonly PairedExecutions[], level: BuildLevel): CrossedFit {
  if (pairs.length < 2) throw new InsufficientDataError('a paired comparison needs at least 2 complete interleaved blocks');
  const differences = pairs.map((p) => p.head - p.base);
  if (sumOfSquares(differences) === 0) {
    // Every block differs by the same amount: no noise to model (a deterministic benchmark).
    return { difference: differences[0], standardError: 0, df: pairs.length - 1, variances: { build: null, block: 0, residual: 0 }, blocks: pairs.length, buildLevel: false };
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
  const profiled = (x: readonly number[]): number => {
    const ratio = ratiosOf(x);
    const parts = quadraticParts(model, [ratio.build, ratio.block, 1]);
    if (!parts) return Infinity;
    const sumUnit = 4 * ratio.block + 2;
    const q = parts.quadratic + (data.withinDf > 0 ? data.withinDifference / 2 + data.withinSum / sumUnit : 0);
    if (!(q > 0)) return Infinity;
    return observations * Math.log(q / observations) + observations + parts.logDets + data.withinDf * (Math.LN2 + Math.log(sumUnit));
  };
  const residualAt = (x: readonly number[]): number => {
    const ratio = ratiosOf(x);
    const parts = quadraticParts(model, [ratio.build, ratio.block, 1])!;
    return (parts.quadratic + (data.withinDf > 0 ? data.withinDifference / 2 + data.withinSum / (4 * ratio.block + 2) : 0)) / observations;
  };

  let phi: Phi;
  if (level.knownVariance !== undefined && buildLevel) {
    const known = level.knownVariance;
    const objective = (x: readonly number[]) => evaluate(model, data, [known, x[0] ** 2, x[1] ** 2])?.deviance ?? Infinity;
    const start = [Math.sqrt(scale), Math.sqrt(scale)];
    const best = nelderMead(objective, start, { step: start.map((s) => s / 2), tolerance: 1e-11, maxEvaluations: 4000 });
    phi = [known, best.x[0] ** 2, best.x[1] ** 2];
  } else {
    const dimension = estimateBuild ? 2 : 1;
    // The best of a coarse grid of starting ratios guards against a local optimum on the flat
    // ridges that small designs have.
    const start = startingPoints(dimension).reduce((a, b) => (profiled(b) < profiled(a) ? b : a));
    const best = nelderMead(profiled, start, { step: start.map((s) => Math.max(0.1, s / 2)), tolerance: 1e-11, maxEvaluations: 2000 });
    const residual = residualAt(best.x);
    const ratio = ratiosOf(best.x);
    phi = [ratio.build * residual, ratio.block * residual, residual];
  }

  const at = evaluate(model, data, phi);
  if (!at) throw new InsufficientDataError('the comparison model could not be fitted to these blocks');
  const variance = at.fixedCovariance[0][0];
  // Satterthwaite: df = 2·Var(Δ̂)² / (gᵀ·A·g), A = 2·H⁻¹ the asymptotic covariance of the
  // variance parameters. Parameters fitted at zero (on the boundary) or known are left out, as
  // lmerTest's (θ, σ) parametrisation does: their gradient there is zero.
  const free = [0, 1, 2].filter((i) => (i === 0 ? estimateBuild : true) && phi[i] > 1e-8 * phi[2]);
  const g = varianceGradient(model, at, free);
  const h = hessian(model, data, phi, at, free);
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
