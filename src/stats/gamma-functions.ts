/**
 * Digamma ψ(x) and trigamma ψ′(x) for x > 0, by the recurrence ψ(x) = ψ(x + 1) − 1/x up to
 * x ≥ 6 and the asymptotic series there (Abramowitz & Stegun 6.3.18, 6.4.12); accurate to
 * about 1e-12 relative. `trigammaInverse` solves ψ′(x) = y by Newton's method as Smyth (2004)
 * and limma's `trigammaInverse` do.
 */
export function digamma(x: number): number {
  let result = 0;
  while (x < 6) {
    result -= 1 / x;
    x += 1;
  }
  const f = 1 / (x * x);
  return result + Math.log(x) - 0.5 / x - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f * (1 / 240 - f / 132))));
}

export function trigamma(x: number): number {
  let result = 0;
  while (x < 6) {
    result += 1 / (x * x);
    x += 1;
  }
  const f = 1 / (x * x);
  return result + 1 / x + f / 2 + (f / x) * (1 / 6 - f * (1 / 30 - f * (1 / 42 - f / 30)));
}

/** x with trigamma(x) = y, for y > 0. */
export function trigammaInverse(y: number): number {
  if (y > 1e7) return 1 / Math.sqrt(y);
  if (y < 1e-6) return 1 / y;
  let x = 0.5 + 1 / y;
  for (let i = 0; i < 50; i++) {
    const t = trigamma(x);
    const step = (t * (1 - t / y)) / trigammaDerivative(x);
    x += step;
    if (-step / x < 1e-8) break;
  }
  return x;
}

/** ψ″(x), for Newton's method above. */
function trigammaDerivative(x: number): number {
  let result = 0;
  while (x < 6) {
    result -= 2 / (x * x * x);
    x += 1;
  }
  const f = 1 / (x * x);
  return result - f - f / x - f * f * (1 / 2 - f * (1 / 6 - f * (1 / 6 - (3 * f) / 10)));
}
