import type { ExecutionSummary } from './execution-summary.js';
import { getKnown } from '../util/get-known.js';

/**
 * Method-of-moments variance components for a nested random-effects model with any number
 * of grouping levels above the execution, e.g. runner → binary → execution → measurement:
 *
 *   Y = μ + a_r + v_rk + b_rkj + e_rkji.
 *
 * `nestedAnova` (variance-components.ts) is the special case with one grouping level (binary),
 * computed here; runner-level.ts uses it for the four-level model with the runner on top.
 *
 * Sequential sums of squares, level L between its units within their parent:
 *   SS_L = Σ_{a ∈ L} n_a (ȳ_a − ȳ_parent(a))²,   df_L = #units(L) − #units(parent level),
 * the parent of the top level being the grand mean, and SS_E the pooled within-execution sum.
 * Expected mean squares (Searle, Casella & McCulloch §4.7, any unbalanced nested design):
 *   E[MS_L] = σ_E² + Σ_{c at or below L} K[L][c]·σ_c²,
 *   K[L][c] = (Σ_{a ∈ L} S_c(a)/n_a − Σ_{p ∈ parent level} S_c(p)/n_p) / df_L,
 * where S_c(x) = Σ of n_u² over the units u of level c inside x. (Balanced: K[L][c] is the
 * number of measurements in one unit of level c.) The triangular system is solved from the
 * bottom without bias, then each component is truncated at zero. A level without degrees of
 * freedom is not estimable: its component is `null`.
 */
export interface MeanSquare {
  sumOfSquares: number;
  df: number;
  meanSquare: number | null;
}

export interface NestedExecution {
  /** Group index at each grouping level, top first: `[runner, binary]`. Same length for all. */
  path: readonly number[];
  summary: ExecutionSummary;
}

export interface NestedMoments {
  /** One per grouping level, top first, then the execution level. */
  levels: MeanSquare[];
  measurement: MeanSquare;
  /** `coefficients[L][c]`, for c ≥ L (levels as in `levels`); null without degrees of freedom. */
  coefficients: (number | null)[][];
  /** Variance components per level as in `levels`, then the measurement component last. */
  untruncated: (number | null)[];
  components: (number | null)[];
}

interface Unit {
  count: number;
  sum: number;
  /** An execution's own mean (sum/count can differ from it in the last digit). */
  mean?: number;
  parent: string;
  /** S_c for every level c at or below this unit's level (index c). */
  squares: number[];
}

export function meanSquare(sumOfSquares: number, df: number): MeanSquare {
  return { sumOfSquares, df, meanSquare: df > 0 ? sumOfSquares / df : null };
}

/**
 * `groupingLevels`, the length of every path, is taken from the data when not given (0 when
 * no execution has measurements). Executions without measurements are left out.
 */
export function nestedMoments(executions: readonly NestedExecution[], groupingLevels?: number): NestedMoments {
  const used = executions.filter((e) => e.summary.count > 0);
  const depth = groupingLevels ?? (used.length > 0 ? used[0].path.length : 0);
  if (used.some((e) => e.path.length !== depth)) throw new RangeError('nestedMoments: every execution needs a path of the same length');
  const levelCount = depth + 1; // grouping levels, then the execution level
  const keyAt = (e: NestedExecution, index: number, level: number) => (level === depth ? `${e.path.join('/')}#${index}` : e.path.slice(0, level + 1).join('/'));
  const parentKey = (e: NestedExecution, index: number, level: number) => (level === 0 ? '' : keyAt(e, index, level - 1));

  // Units of each level with their counts and sums, and the root (its sum is the sum of the
  // top level's sums, added below).
  const units: Map<string, Unit>[] = Array.from({ length: levelCount }, () => new Map<string, Unit>());
  const root: Unit = { count: 0, sum: 0, parent: '', squares: new Array<number>(levelCount).fill(0) };
  let ssWithin = 0;
  used.forEach((e, i) => {
    const { count, mean, sumOfSquares } = e.summary;
    root.count += count;
    ssWithin += sumOfSquares;
    for (let level = 0; level < levelCount; level++) {
      const key = keyAt(e, i, level);
      let unit = units[level].get(key);
      if (!unit) units[level].set(key, (unit = { count: 0, sum: 0, parent: parentKey(e, i, level), squares: new Array<number>(levelCount).fill(0) }));
      unit.count += count;
      unit.sum += count * mean;
      if (level === depth) unit.mean = mean;
    }
  });
  for (const unit of units[0].values()) root.sum += unit.sum;
  // S_c(x): each unit of level c adds n_u² to itself and to every ancestor.
  for (let c = 0; c < levelCount; c++) {
    for (const unit of units[c].values()) {
      const square = unit.count ** 2;
      unit.squares[c] += square;
      let parent = unit.parent;
      for (let level = c - 1; level >= 0; level--) {
        const ancestor = getKnown(units[level], parent);
        ancestor.squares[c] += square;
        parent = ancestor.parent;
      }
      root.squares[c] += square;
    }
  }

  const unitMean = (unit: Unit) => unit.mean ?? unit.sum / unit.count;
  const parentOf = (level: number, unit: Unit) => (level === 0 ? root : getKnown(units[level - 1], unit.parent));
  const levels: MeanSquare[] = [];
  const coefficients: (number | null)[][] = [];
  for (let level = 0; level < levelCount; level++) {
    let ss = 0;
    for (const unit of units[level].values()) ss += unit.count * (unitMean(unit) - unitMean(parentOf(level, unit))) ** 2;
    const parents = level === 0 ? [root] : [...units[level - 1].values()];
    const df = units[level].size - parents.length;
    levels.push(meanSquare(ss, df));
    const row: (number | null)[] = new Array<number | null>(levelCount).fill(null);
    if (df > 0) {
      for (let c = level; c < levelCount; c++) {
        let within = 0;
        for (const unit of units[level].values()) within += unit.squares[c] / unit.count;
        let between = 0;
        for (const parent of parents) between += parent.squares[c] / parent.count;
        row[c] = (within - between) / df;
      }
    }
    coefficients.push(row);
  }
  const measurement = meanSquare(ssWithin, root.count - used.length);

  const untruncated = solveMoments(levels, coefficients, measurement.meanSquare);
  untruncated.push(measurement.meanSquare);
  const components = untruncated.map((value) => (value === null ? null : Math.max(0, value)));
  return { levels, measurement, coefficients, untruncated, components };
}

/**
 * The method-of-moments equations E[MS_L] = σ_E² + Σ_{c ≥ L} K[L][c]·σ_c², solved from the
 * bottom level up without bias and without truncation, for the grouping and execution levels
 * (`levels` and `coefficients` as in NestedMoments) and a measurement mean square (σ_E², or
 * an effective one: dependent-components.ts). A level without degrees of freedom gets null.
 */
export function solveMoments(
  levels: readonly MeanSquare[],
  coefficients: readonly (readonly (number | null)[])[],
  measurement: number | null,
): (number | null)[] {
  const levelCount = levels.length;
  const untruncated: (number | null)[] = new Array<number | null>(levelCount).fill(null);
  for (let level = levelCount - 1; level >= 0; level--) {
    const ms = levels[level].meanSquare;
    const own = coefficients[level][level];
    if (ms === null || own === null || own === 0) continue;
    let rest = ms - (measurement ?? 0);
    for (let c = level + 1; c < levelCount; c++) rest -= (coefficients[level][c] ?? 0) * (untruncated[c] ?? 0);
    untruncated[level] = rest / own;
  }
  return untruncated;
}
