/** Base's values: two builds of two executions of three measurements, all near 1. */
export const BASE = [
  [
    [1.0, 1.1, 0.9],
    [1.05, 1.0, 0.95],
  ],
  [
    [1.02, 1.01, 0.99],
    [0.98, 1.0, 1.03],
  ],
];

/** Head's values: base's, each 10 % higher. */
export const HEAD = BASE.map((executions) => executions.map((values) => values.map((x) => x * 1.1)));
