import type { CellModel } from './crossed-model-kernel.js';
import type { BuildLevel, PairedExecutions } from './crossed-model.js';
import { mean, sumOfSquares } from './descriptive.js';

/**
 * The comparison model's data reduced to what its likelihood needs (crossed-model.ts): per cell
 * of blocks with the same two builds, the means of the block differences and sums, and the
 * pooled within-cell sums of squares; then the rows and loadings of the cell model.
 */

interface Cell {
  count: number;
  difference: number;
  sum: number;
  baseColumn: number | null;
  headColumn: number | null;
}

export interface Sufficient {
  cells: Cell[];
  /** Random-effect columns (builds with an effect). */
  columns: number;
  withinDf: number;
  withinDifference: number;
  withinSum: number;
}

export function sufficientStatistics(pairs: readonly PairedExecutions[], level: BuildLevel): Sufficient {
  // Cells in the order their first block appears, found by base build, then head build.
  type Group = { base: number; head: number; d: number[]; s: number[] };
  const groups: Group[] = [];
  const byBuilds = new Map<number, Map<number, Group>>();
  for (const pair of pairs) {
    const base = level.baseRandom ? pair.baseBuild : -1;
    const head = level.headRandom ? pair.headBuild : -1;
    let byHead = byBuilds.get(base);
    if (!byHead) byBuilds.set(base, (byHead = new Map<number, Group>()));
    let group = byHead.get(head);
    if (!group) {
      group = { base, head, d: [], s: [] };
      byHead.set(head, group);
      groups.push(group);
    }
    group.d.push(pair.head - pair.base);
    group.s.push(pair.head + pair.base);
  }
  // Random-effect columns numbered in the order the cells first name them, base before head.
  const baseColumns = new Map<number, number>();
  const headColumns = new Map<number, number>();
  let columns = 0;
  const column = (ids: Map<number, number>, build: number) => {
    let id = ids.get(build);
    if (id === undefined) ids.set(build, (id = columns++));
    return id;
  };
  let withinDf = 0;
  let withinDifference = 0;
  let withinSum = 0;
  const cells: Cell[] = [];
  for (const group of groups) {
    withinDf += group.d.length - 1;
    withinDifference += sumOfSquares(group.d);
    withinSum += sumOfSquares(group.s);
    cells.push({
      count: group.d.length,
      difference: mean(group.d),
      sum: mean(group.s),
      baseColumn: group.base < 0 ? null : column(baseColumns, group.base),
      headColumn: group.head < 0 ? null : column(headColumns, group.head),
    });
  }
  return { cells, columns, withinDf, withinDifference, withinSum };
}

export function cellModel(data: Sufficient): CellModel {
  const c = data.cells.length;
  const rows = 2 * c;
  // Typed views of one buffer, filled in one loop: every fit's rows then have the same element
  // types (plain arrays of small whole numbers and of fractions differ, and code that meets
  // both is slower), for one allocation outside the heap per fit.
  const buffer = new ArrayBuffer(rows * (7 * 8 + 2 * 4));
  const numbers = (k: number) => new Float64Array(buffer, k * rows * 8, rows);
  const indices = (k: number) => new Int32Array(buffer, 7 * rows * 8 + k * rows * 4, rows);
  const model = {
    y: numbers(0),
    x: [numbers(1), numbers(2)] as const,
    columnA: indices(0),
    valueA: numbers(3),
    columnB: indices(1),
    valueB: numbers(4),
    columns: data.columns,
    blockDiagonal: numbers(5),
    residualDiagonal: numbers(6),
  };
  for (let i = 0; i < rows; i++) {
    const cell = data.cells[i % c];
    const difference = i < c;
    model.y[i] = difference ? cell.difference : cell.sum;
    model.x[0][i] = difference ? 1 : 0;
    model.x[1][i] = difference ? 0 : 1;
    // Loading A is the head build's, B the base build's (−1 on a difference row); column 0 with value 0 where absent.
    model.columnA[i] = cell.headColumn ?? 0;
    model.valueA[i] = cell.headColumn === null ? 0 : 1;
    model.columnB[i] = cell.baseColumn ?? 0;
    model.valueB[i] = cell.baseColumn === null ? 0 : difference ? -1 : 1;
    model.blockDiagonal[i] = difference ? 0 : 4 / cell.count;
    model.residualDiagonal[i] = 2 / cell.count;
  }
  return model;
}
