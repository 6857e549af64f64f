import { describe, expect, it } from 'vitest';
import { buildAndBlockDerivatives, remlAt, remlDerivatives, remlTraces, remlWorkspace, type CellModel } from '../../src/stats/crossed-model-kernel.js';
import { expectedInformation } from '../../src/stats/crossed-model-information.js';
import type { Matrix } from '../../src/stats/dense-matrix.js';
import { choleskyInverse, cholesky, multiply } from '../support/dense-matrix.js';
import { createRandom } from '../../src/stats/rng.js';

/** A cell model as crossed-model.ts builds it: `cells` (base build, head build, blocks) over builds 0…l−1 of each version. */
function model(cells: [number, number, number][], builds: number, y: number[], random: { base: boolean; head: boolean }): CellModel {
  const c = cells.length;
  const rows = (f: (i: number) => number) => Array.from({ length: 2 * c }, (_, i) => f(i));
  const headColumn = (i: number) => (random.head ? cells[i % c][1] : null);
  const baseColumn = (i: number) => (random.base ? (random.head ? builds : 0) + cells[i % c][0] : null);
  return {
    y,
    x: [rows((i) => (i < c ? 1 : 0)), rows((i) => (i < c ? 0 : 1))],
    columnA: rows((i) => headColumn(i) ?? 0),
    valueA: rows((i) => (headColumn(i) === null ? 0 : 1)),
    columnB: rows((i) => baseColumn(i) ?? 0),
    valueB: rows((i) => (baseColumn(i) === null ? 0 : i < c ? -1 : 1)),
    columns: (random.head ? builds : 0) + (random.base ? builds : 0),
    blockDiagonal: rows((i) => (i < c ? 0 : 4 / cells[i - c][2])),
    residualDiagonal: rows((i) => 2 / cells[i % c][2]),
  };
}

/** The derivatives the plain way, from the dense V = σ_V²·ZZᵀ + σ_T²·B + σ_E²·R and P = V⁻¹ − V⁻¹X(XᵀV⁻¹X)⁻¹XᵀV⁻¹. */
function denseDerivatives(m: CellModel, phi: readonly number[], parameters: number[]) {
  const n = m.y.length;
  const z: Matrix = Array.from({ length: n }, (_, i) => {
    const row = new Array<number>(m.columns).fill(0);
    if (m.valueA[i] !== 0) row[m.columnA[i]] += m.valueA[i];
    if (m.valueB[i] !== 0) row[m.columnB[i]] += m.valueB[i];
    return row;
  });
  const derivative = (k: number): Matrix =>
    Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, j) =>
        k === 0 ? z[i].reduce((sum, v, c) => sum + v * z[j][c], 0) : i === j ? (k === 1 ? m.blockDiagonal[i] : m.residualDiagonal[i]) : 0,
      ),
    );
  const zero: Matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const v = [0, 1, 2].map(derivative).reduce((sum, d, k) => sum.map((row, i) => row.map((value, j) => value + phi[k] * d[i][j])), zero);
  const vInverse = choleskyInverse(cholesky(v)!);
  const x: Matrix = Array.from({ length: n }, (_, i) => [m.x[0][i], m.x[1][i]]);
  const vx = multiply(vInverse, x);
  const c = choleskyInverse(
    cholesky(
      multiply(
        x[0].map((_, a) => x.map((row) => row[a])),
        vx,
      ),
    )!,
  );
  const p = vInverse.map((row, i) =>
    row.map((value, j) => value - [0, 1].reduce((s, a) => s + [0, 1].reduce((t, b) => t + vx[i][a] * c[a][b] * vx[j][b], 0), 0)),
  );
  const py = p.map((row) => row.reduce((sum, value, j) => sum + value * m.y[j], 0));
  const pv = parameters.map((k) => multiply(p, derivative(k)));
  const vpy = parameters.map((k) => derivative(k).map((row) => row.reduce((sum, value, j) => sum + value * py[j], 0)));
  const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i], 0);
  return {
    traces: pv.map((a) => a.reduce((sum, row, i) => sum + row[i], 0)),
    traceProducts: pv.map((a) => pv.map((b) => multiply(a, b).reduce((sum, row, i) => sum + row[i], 0))),
    quadratics: vpy.map((u) => dot(py, u)),
    quadraticProducts: vpy.map((u) =>
      vpy.map((w) =>
        dot(
          u,
          p.map((row) => dot(row, w)),
        ),
      ),
    ),
  };
}

describe('remlDerivatives and buildAndBlockDerivatives', () => {
  it('gives the traces and quadratic forms of the dense computation, for every set of parameters, at interior and boundary points', () => {
    const random = createRandom(5);
    for (let trial = 0; trial < 60; trial++) {
      const builds = 2 + (trial % 3);
      const cells: [number, number, number][] = [];
      for (let b = 0; b < builds; b++) for (let h = 0; h < builds; h++) if (random() < 0.7 || b === h) cells.push([b, h, 1 + Math.floor(random() * 3)]);
      const sides = [
        { base: true, head: true },
        { base: false, head: true },
        { base: true, head: false },
      ][trial % 3];
      const m = model(
        cells,
        builds,
        Array.from({ length: 2 * cells.length }, () => random() - 0.5),
        sides,
      );
      const phi = [trial % 4 === 0 ? 0 : random() * 2, trial % 5 === 0 ? 0 : random(), 0.2 + random()] as const;
      const at = remlAt(m, phi)!;
      const cases = [
        { parameters: [0, 1, 2], got: remlDerivatives(m, at, [0, 1, 2]) },
        { parameters: [1, 2], got: remlDerivatives(m, at, [1, 2]) },
        { parameters: [0, 1], got: remlDerivatives(m, at, [0, 1]) },
        { parameters: [0, 1], got: buildAndBlockDerivatives(m, at, true) },
        { parameters: [1], got: buildAndBlockDerivatives(m, at, false) },
      ];
      for (const { parameters, got } of cases) {
        const expected = denseDerivatives(m, phi, parameters);
        const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));
        got.traces.forEach((v, k) => close(v, expected.traces[k]));
        got.quadratics.forEach((v, k) => close(v, expected.quadratics[k]));
        got.traceProducts.forEach((row, k) => row.forEach((v, l) => close(v, expected.traceProducts[k][l])));
        got.quadraticProducts.forEach((row, k) => row.forEach((v, l) => close(v, expected.quadraticProducts[k][l])));
      }
    }
  });

  it('gives the same numbers from a workspace reused across points as from fresh storage, and remlTraces the traces of remlDerivatives', () => {
    const random = createRandom(11);
    for (let trial = 0; trial < 30; trial++) {
      const builds = 2 + (trial % 3);
      const cells: [number, number, number][] = [];
      for (let b = 0; b < builds; b++) for (let h = 0; h < builds; h++) if (random() < 0.7 || b === h) cells.push([b, h, 1 + Math.floor(random() * 3)]);
      const m = model(
        cells,
        builds,
        Array.from({ length: 2 * cells.length }, () => random() - 0.5),
        [
          { base: true, head: true },
          { base: false, head: true },
          { base: false, head: false },
        ][trial % 3],
      );
      const workspace = remlWorkspace(m);
      // Points with and without build effects in turn, so that every buffer is overwritten by a different point.
      for (let point = 0; point < 4; point++) {
        const phi = [point % 2 === 0 ? random() : 0, random(), 0.2 + random()] as const;
        const reused = remlAt(m, phi, workspace)!;
        const reusedDerivatives = [true, false].map((withBuild) => buildAndBlockDerivatives(m, reused, withBuild, workspace));
        const fresh = remlAt(m, phi)!;
        expect({ ...reused, vInverseX: reused.vInverseX.map((v) => [...v]), py: [...reused.py], inverseD: [...reused.inverseD] }).toEqual({
          ...fresh,
          vInverseX: fresh.vInverseX.map((v) => [...v]),
          py: [...fresh.py],
          inverseD: [...fresh.inverseD],
          inverseM: reused.inverseM === null ? null : expect.anything(),
        });
        if (reused.inverseM !== null) expect([...reused.inverseM]).toEqual([...fresh.inverseM!]);
        expect(reusedDerivatives).toEqual([true, false].map((withBuild) => buildAndBlockDerivatives(m, fresh, withBuild)));
        const full = remlDerivatives(m, fresh, [0, 1, 2]);
        expect(remlTraces(m, fresh, [0, 1, 2])).toEqual({ traces: full.traces, traceProducts: full.traceProducts });
        // The Satterthwaite step's information from P and P·Z: remlTraces' products to rounding.
        for (const parameters of [[0, 1, 2], [1, 2], [0, 1], [2]]) {
          if (m.columns === 0 && parameters.includes(0)) continue;
          const expected = remlTraces(m, fresh, parameters).traceProducts;
          expectedInformation(m, fresh, parameters).forEach((row, a) =>
            row.forEach((v, b) => expect(Math.abs(v - expected[a][b])).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected[a][b])))),
          );
        }
      }
    }
  });
});
