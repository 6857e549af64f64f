/**
 * A calibration prior, as `benchgate calibrate` writes it, for benchmarks `names` that share one
 * noise: builds that differ by `buildSpread` (binary = 2σ_V²/μ², never identical), `variance` per
 * execution and per measurement, `measurements` per execution of which `warmup` are warm-up.
 */
export function calibrationPrior(
  names: string[],
  costs: { buildSeconds: number; executionSeconds: number; startupSeconds: number },
  noise: { buildSpread: number; variance: number; measurements: number; warmup: number },
) {
  return {
    version: 1,
    kind: 'benchgate-prior',
    costs,
    benchmarks: names.map((name) => ({
      name,
      unit: 'ms',
      noise: {
        binary: 2 * noise.buildSpread ** 2,
        execution: noise.variance,
        measurement: noise.variance,
        deterministicBuild: false,
        measurements: noise.measurements,
        warmup: noise.warmup,
        rounds: 20,
      },
    })),
  };
}
