import {
  buildAndBlockDerivatives,
  derivativeTimes,
  remlAt,
  remlDerivatives,
  remlWorkspace,
  type CellModel,
  type Phi,
  type RemlPoint,
  type RemlWorkspace,
} from './crossed-model-kernel.js';
import { cellModel, sufficientStatistics, type Sufficient } from './crossed-model-cells.js';
import { expectedInformation } from './crossed-model-information.js';
import { mean, sumOfSquares } from './descriptive.js';
import { dot, multiplyVector, symmetricPseudoInverse, type Matrix } from './dense-matrix.js';
import { InsufficientDataError } from './insufficient-data.js';
import { nelderMead } from './nelder-mead.js';
import { newtonMinimize, type SecondOrderPoint } from './newton-minimize.js';

/**
 * The interleaved comparison as a linear mixed model (docs/statistics.md, "The comparison"):
 *
 *   y = μ + Δ·[head] + u_build + τ_block + e,
 *   u ~ N(0, σ_V²) per build of a version whose builds differ, τ ~ N(0, σ_T²) per block,
 *   e ~ N(0, σ_E²) per execution mean,
 *
 * i.e. R's `lmer(y ~ version + (1 | build) + (1 | block))`, fitted by REML, with Satterthwaite
 * degrees of freedom for Δ (the analysis's variant: see fitCrossedModel; lmerTest's is
 * computed from the same pieces in test/support/lmer-test.ts). The block effect is the drift
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

/** The REML deviance (−2 log restricted likelihood, without constants): cell means and within-cell contrasts. */
function deviance(model: CellModel, data: Sufficient, phi: Phi, workspace: RemlWorkspace): number {
  const at = remlAt(model, phi, workspace);
  if (!at || !(phi[2] > 0) || phi[1] < 0) return Infinity;
  let value = at.logDets + at.quadratic;
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

/**
 * Hessian of the REML deviance in φ, restricted to `free` parameters: the observed one
 * (−tr(PV_iPV_j) + 2yᵀPV_iPV_jPy, as lmerTest differentiates numerically), or its expectation
 * tr(PV_iPV_j), which stays positive definite at the boundary.
 */
function hessian(model: CellModel, data: Sufficient, phi: Phi, at: RemlPoint, free: readonly number[], information: Information): Matrix {
  let h: Matrix;
  if (information === 'expected') {
    h = expectedInformation(model, at, free);
  } else {
    const derivatives = remlDerivatives(model, at, free);
    h = free.map((_, a) => free.map((__, b) => -derivatives.traceProducts[a][b] + 2 * derivatives.quadraticProducts[a][b]));
  }
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
function varianceGradient(model: CellModel, at: RemlPoint, free: readonly number[]): number[] {
  const w = at.vInverseX[0].map((value, r) => value * at.fixedCovariance[0][0] + at.vInverseX[1][r] * at.fixedCovariance[1][0]);
  return free.map((i) => {
    const vw = derivativeTimes(model, i, w);
    let sum = 0;
    for (let r = 0; r < w.length; r++) sum += w[r] * vw[r];
    return sum;
  });
}

/**
 * The REML deviance with σ_E² profiled out, as a function of x: the ratios of σ_V² (when
 * estimated) and σ_T² to σ_E² are x², so that they stay non-negative, over N = `observations`.
 */
function profiledDeviance(model: CellModel, data: Sufficient, estimateBuild: boolean, observations: number, workspace: RemlWorkspace) {
  const ratiosOf = (x: readonly number[]) => ({ build: estimateBuild ? x[0] ** 2 : 0, block: x[estimateBuild ? 1 : 0] ** 2 });
  const withinDifference = data.withinDf > 0 ? data.withinDifference : 0;
  const withinSum = data.withinDf > 0 ? data.withinSum : 0;
  /** The REML fit at ratios x with σ_E² = 1; `scaled` is the residual sum of squares in that unit. */
  const profiledAt = (x: readonly number[]) => {
    const ratio = ratiosOf(x);
    const at = remlAt(model, [ratio.build, ratio.block, 1], workspace);
    if (!at) return null;
    const sumUnit = 4 * ratio.block + 2;
    const scaled = at.quadratic + withinDifference / 2 + withinSum / sumUnit;
    if (!(scaled > 0)) return null;
    const value = observations * Math.log(scaled / observations) + observations + at.logDets + data.withinDf * (Math.LN2 + Math.log(sumUnit));
    return { at, sumUnit, scaled, value };
  };
  const parameters = estimateBuild ? [0, 1] : [1];
  /**
   * The profiled deviance with its gradient and Hessian in x. In the ratios r (σ_E² = 1):
   * ∂/∂r_i = N·S_i/S + tr(PV_i) + [block] 4w/s and ∂²/∂r_i∂r_j = N·(S_ij/S − S_i·S_j/S²) −
   * tr(PV_iPV_j) − [both block] 16w/s², where S is the residual sum of squares (yᵀPy plus the
   * within-cell sums, S_i = −yᵀPV_iPy − [block] 4·SS_sum/s², S_ij = 2yᵀPV_iPV_jPy + [both block]
   * 32·SS_sum/s³), s = 4r_T + 2 and w the within-cell df; then r = x² by the chain rule.
   */
  const profiledSecondOrder = (x: readonly number[]): SecondOrderPoint | null => {
    const point = profiledAt(x);
    if (!point) return null;
    const { sumUnit: s, scaled } = point;
    const d = buildAndBlockDerivatives(model, point.at, estimateBuild, workspace);
    const count = parameters.length;
    const scaledGradient = new Array<number>(count);
    const gradient = new Array<number>(count);
    for (let k = 0; k < count; k++) {
      const block = parameters[k] === 1;
      scaledGradient[k] = -d.quadratics[k] - (block ? (4 * withinSum) / s ** 2 : 0);
      gradient[k] = (observations * scaledGradient[k]) / scaled + d.traces[k] + (block ? (4 * data.withinDf) / s : 0);
    }
    const xGradient = new Array<number>(count);
    const xHessian: number[][] = [];
    for (let k = 0; k < count; k++) {
      xGradient[k] = 2 * x[k] * gradient[k];
      const row = new Array<number>(count);
      for (let l = 0; l < count; l++) {
        const both = parameters[k] === 1 && parameters[l] === 1;
        const scaledHessian = 2 * d.quadraticProducts[k][l] + (both ? (32 * withinSum) / s ** 3 : 0);
        const h =
          observations * (scaledHessian / scaled - (scaledGradient[k] * scaledGradient[l]) / scaled ** 2) -
          d.traceProducts[k][l] -
          (both ? (16 * data.withinDf) / s ** 2 : 0);
        row[l] = 4 * x[k] * x[l] * h + (k === l ? 2 * gradient[k] : 0);
      }
      xHessian.push(row);
    }
    return { value: point.value, gradient: xGradient, hessian: xHessian };
  };

  return {
    parameters,
    ratiosOf,
    at: profiledAt,
    value: (x: readonly number[]) => profiledAt(x)?.value ?? Infinity,
    secondOrder: profiledSecondOrder,
  };
}

/**
 * Which information matrix the Satterthwaite df take the variance parameters' uncertainty
 * from: the expected one, which the analysis uses (it stays positive definite at the
 * boundary), or the observed one, which lmerTest uses (test/support/lmer-test.ts).
 */
export type Information = 'expected' | 'observed';

/** The REML fit of the comparison model before its degrees of freedom. */
export interface CrossedReml {
  model: CellModel;
  data: Sufficient;
  phi: Phi;
  at: RemlPoint;
  /** Indices into φ of the parameters the fit estimated (σ_V² not when it is known or absent). */
  estimated: number[];
  blocks: number;
  buildLevel: boolean;
}

/**
 * The fit of blocks that all differ by the same amount (a deterministic benchmark): no noise
 * to model. null when the blocks vary; throws with fewer than 2 blocks.
 */
export function noiselessFit(pairs: readonly PairedExecutions[]): CrossedFit | null {
  if (pairs.length < 2) throw new InsufficientDataError('a paired comparison needs at least 2 complete interleaved blocks');
  const differences = pairs.map((p) => p.head - p.base);
  if (sumOfSquares(differences) !== 0) return null;
  return {
    difference: differences[0],
    standardError: 0,
    df: pairs.length - 1,
    variances: { build: null, block: 0, residual: 0 },
    blocks: pairs.length,
    buildLevel: false,
  };
}

/**
 * The comparison as the analysis fits it: REML, with Satterthwaite df from the expected
 * information, every estimated parameter kept, also at zero. A build variance fitted at zero
 * from three builds is not known to be zero: lmerTest, which leaves such parameters out, then
 * jumps to the block count's df and the test is far too liberal (docs/statistics.md), while
 * keeping its uncertainty gives the df the build level really has. At interior optima the two
 * differ only by observed against expected information. With one build of each version the
 * paired t (pairedDifferenceFit) answers instead.
 */
export function fitCrossedModel(pairs: readonly PairedExecutions[], level: BuildLevel, near?: CrossedFit): CrossedFit {
  const noiseless = noiselessFit(pairs);
  if (noiseless) return noiseless;
  const data = sufficientStatistics(pairs, level);
  if (data.cells.length === 1) {
    // One build of each version: the build effects are constants of every block difference.
    const differences = pairs.map((p) => p.head - p.base);
    if (data.columns === 0) return pairedDifferenceFit(pairs, differences, 0);
    if (level.knownVariance !== undefined) {
      const randomVersions = (level.baseRandom ? 1 : 0) + (level.headRandom ? 1 : 0);
      return pairedDifferenceFit(pairs, differences, randomVersions * level.knownVariance, level.knownVariance);
    }
  }
  const reml = remlFit(pairs, level, data, near);
  return satterthwaiteFit(reml, reml.estimated, 'expected');
}

/** The REML fit of blocks that vary (see noiselessFit), with every cell in the model. */
export function fitCrossedReml(pairs: readonly PairedExecutions[], level: BuildLevel): CrossedReml {
  return remlFit(pairs, level, sufficientStatistics(pairs, level));
}

function remlFit(pairs: readonly PairedExecutions[], level: BuildLevel, data: Sufficient, near?: CrossedFit): CrossedReml {
  const differences = pairs.map((p) => p.head - p.base);
  const buildLevel = data.columns > 0;
  const model = cellModel(data);
  const estimateBuild = buildLevel && level.knownVariance === undefined;
  const scale = Math.max(sumOfSquares(differences) / (2 * Math.max(1, differences.length - 1)), 1e-300);

  const observations = model.y.length - 2 + 2 * data.withinDf;
  if (observations <= 0) throw new InsufficientDataError('too few blocks to fit the comparison model');
  // One workspace for every evaluation: each point is used up before the next is computed.
  const workspace = remlWorkspace(model);
  const profile = profiledDeviance(model, data, estimateBuild, observations, workspace);
  const { parameters } = profile;

  let phi: Phi;
  if (level.knownVariance !== undefined && buildLevel) {
    const known = level.knownVariance;
    const objective = (x: readonly number[]) => deviance(model, data, [known, x[0] ** 2, x[1] ** 2], workspace);
    const start = [Math.sqrt(scale), Math.sqrt(scale)];
    const best = nelderMead(objective, start, { step: start.map((s) => s / 2), tolerance: 1e-11, maxEvaluations: 4000 });
    phi = [known, best.x[0] ** 2, best.x[1] ** 2];
  } else {
    // The best of a coarse grid of starting ratios guards against a local optimum on the flat
    // ridges that small designs have. Newton's method converges in a few steps from there;
    // the simplex search is the fallback where it does not. A fit of nearly the same data
    // (`near`: the same blocks on another scale) starts Newton at its ratios instead, and goes
    // back to the grid only where Newton fails from there.
    const fromGrid = () => {
      const starts = startingPoints(parameters.length).map((x) => ({ x, value: profile.value(x) }));
      return starts.reduce((a, b) => (b.value < a.value ? b : a)).x;
    };
    const warm = near === undefined ? null : warmStart(near, estimateBuild);
    let start = warm ?? fromGrid();
    let found = newtonMinimize(profile.secondOrder, start);
    if (found === null && warm !== null) found = newtonMinimize(profile.secondOrder, (start = fromGrid()));
    const best = found ?? nelderMead(profile.value, start, { step: start.map((s) => Math.max(0.1, s / 2)), tolerance: 1e-11, maxEvaluations: 2000 });
    const point = profile.at(best.x);
    if (point === null) throw new Error('internal error: no covariance solution at the estimate');
    const residual = point.scaled / observations;
    const ratio = profile.ratiosOf(best.x);
    phi = [ratio.build * residual, ratio.block * residual, residual];
  }

  const at = remlAt(model, phi, workspace);
  if (!at) throw new InsufficientDataError('the comparison model could not be fitted to these blocks');
  const estimated = [0, 1, 2].filter((i) => (i === 0 ? estimateBuild : true));
  return { model, data, phi, at, estimated, blocks: pairs.length, buildLevel };
}

/**
 * The fit with Satterthwaite's df: df = 2·Var(Δ̂)² / (gᵀ·A·g), A = 2·H⁻¹ the asymptotic
 * covariance of the `free` variance parameters (indices into φ; known ones are not
 * estimated), H the Hessian of the REML deviance from the `information` chosen.
 */
export function satterthwaiteFit(reml: CrossedReml, free: readonly number[], information: Information): CrossedFit {
  const { model, data, phi, at } = reml;
  const variance = at.fixedCovariance[0][0];
  const g = varianceGradient(model, at, free);
  const h = hessian(model, data, phi, at, free, information);
  const hInverse = symmetricPseudoInverse(h);
  const spread = dot(g, multiplyVector(hInverse, g));
  const df = spread > 0 ? variance ** 2 / spread : Infinity;
  return {
    difference: at.beta[0],
    standardError: Math.sqrt(variance),
    df: Math.min(df, MAX_DF),
    variances: { build: reml.buildLevel ? phi[0] : null, block: phi[1], residual: phi[2] },
    blocks: reml.blocks,
    buildLevel: reml.buildLevel,
  };
}

/**
 * The model with one build of each version, fitted without the σ_T² ≥ 0 constraint: the block
 * differences alone carry Δ and σ_E² (the block effect is only in the sums), which is the
 * paired t test, exact under normality with n − 1 df. The constrained REML fit agrees in the
 * interior, but where the sums happen to vary less than the differences it sets σ_T² to 0 and
 * pools the sums into σ_E²: a pretest that shrinks the standard error exactly when it is
 * already small, which made identical-build A/A comparisons false-alarm above α
 * (docs/statistics.md). A build variance known from a prior adds `buildVariance` (σ_V² for each
 * version whose build carries it) to Var(Δ̂), with Satterthwaite's df for the sum.
 */
function pairedDifferenceFit(
  pairs: readonly PairedExecutions[],
  differences: readonly number[],
  buildVariance: number,
  knownVariance: number | null = null,
): CrossedFit {
  const n = differences.length;
  const differenceVariance = sumOfSquares(differences) / (n - 1);
  const sumVariance = sumOfSquares(pairs.map((p) => p.head + p.base)) / (n - 1);
  const sampling = differenceVariance / n;
  const variance = sampling + buildVariance;
  return {
    difference: mean(differences),
    standardError: Math.sqrt(variance),
    df: buildVariance > 0 ? Math.min(MAX_DF, variance ** 2 / (sampling ** 2 / (n - 1))) : n - 1,
    variances: {
      build: buildVariance > 0 ? knownVariance : null,
      block: Math.max(0, (sumVariance - differenceVariance) / 4),
      residual: differenceVariance / 2,
    },
    blocks: n,
    buildLevel: buildVariance > 0,
  };
}

/** Beyond this the t distribution is the normal for every purpose here. */
const MAX_DF = 1e6;

/**
 * Where Newton starts for data close to those `near` was fitted to: its ratios of σ_V² (when
 * estimated) and σ_T² to σ_E², as x = √ratio, each at least the grid's smallest start (from
 * x = 0 the gradient in x vanishes and Newton could not leave the boundary). Null when `near`
 * has no usable ratios for this model.
 */
function warmStart(near: CrossedFit, estimateBuild: boolean): number[] | null {
  const { build, block, residual } = near.variances;
  if (!(residual > 0) || (estimateBuild && build === null)) return null;
  const ratios = estimateBuild ? [build ?? 0, block] : [block];
  const x = ratios.map((ratio) => Math.max(GRID[0], Math.sqrt(ratio / residual)));
  return x.every(Number.isFinite) ? x : null;
}

/** The starting values of x = √ratio of the grid. */
const GRID = [0.1, 1, 3];

function startingPoints(dimension: number): number[][] {
  const values = GRID;
  if (dimension === 1) return values.map((v) => [v]);
  return values.flatMap((a) => values.map((b) => [a, b]));
}
