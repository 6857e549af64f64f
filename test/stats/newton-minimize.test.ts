import { describe, expect, it } from 'vitest';
import { newtonMinimize, type SecondOrderPoint } from '../../src/stats/newton-minimize.js';

/** Rosenbrock's function, 100(y − x²)² + (1 − x)², minimum 0 at (1, 1): curved, and not convex away from the valley. */
function rosenbrock([x, y]: readonly number[]): SecondOrderPoint {
  return {
    value: 100 * (y - x * x) ** 2 + (1 - x) ** 2,
    gradient: [-400 * x * (y - x * x) - 2 * (1 - x), 200 * (y - x * x)],
    hessian: [
      [1200 * x * x - 400 * y + 2, -400 * x],
      [-400 * x, 200],
    ],
  };
}

describe('newtonMinimize', () => {
  it('finds the minimum of a curved valley from a start where the Hessian is indefinite', () => {
    const { hessian } = rosenbrock([0, 1]);
    expect(hessian[0][0] * hessian[1][1] - hessian[0][1] ** 2).toBeLessThan(0);
    const best = newtonMinimize(rosenbrock, [0, 1]);
    expect(best).not.toBeNull();
    expect(best!.x[0]).toBeCloseTo(1, 8);
    expect(best!.x[1]).toBeCloseTo(1, 8);
  });

  it('reaches a minimum at zero of a function even in x, as a variance parametrised by its square root', () => {
    // f(x) = x² + x⁴: in r = x² the minimum sits on the boundary r = 0.
    const f = ([x]: readonly number[]): SecondOrderPoint => ({ value: x ** 2 + x ** 4, gradient: [2 * x + 4 * x ** 3], hessian: [[2 + 12 * x ** 2]] });
    const best = newtonMinimize(f, [3]);
    expect(Math.abs(best!.x[0])).toBeLessThan(1e-8);
  });

  it('gives up (null) where no step decreases the function', () => {
    // The gradient points the wrong way for the values: no descent exists along the Newton direction.
    const liar = ([x]: readonly number[]): SecondOrderPoint => ({ value: x * x, gradient: [-2 * x - 1], hessian: [[2]] });
    expect(newtonMinimize(liar, [1])).toBeNull();
  });

  it('gives up (null) where the function is undefined at the start', () => {
    expect(newtonMinimize(() => null, [1, 1])).toBeNull();
  });
});
