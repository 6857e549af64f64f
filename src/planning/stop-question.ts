/**
 * What an adaptive run measures until: the question its looks must answer before it stops early
 * (sequential/stop-question.ts answers it at each look; the budget, max-failure-share and the
 * scheduled rounds end a run whatever the question).
 * - `every-benchmark` (the default): every benchmark compared is decided (regression,
 *   improvement or unchanged), or none left undecided can be within the budget (futility.ts).
 * - `benchmark`: the one benchmark named is decided, or cannot be within the budget; the others
 *   are measured and reported alongside, decided or not (bisect's step with `--benchmark`).
 * - `side`: the named benchmark's Δ interval at a look lies wholly below or wholly above
 *   `threshold` (a relative change, e.g. +0.0954 for +9.54 %): which side of it the change lies
 *   on, the question of a bisect probe against the halfway point. An interval that straddles it
 *   keeps the run going; futility, which asks whether a verdict is in reach, does not stop it.
 */
export type StopQuestion = { kind: 'every-benchmark' } | { kind: 'benchmark'; benchmark: string } | { kind: 'side'; benchmark: string; threshold: number };
