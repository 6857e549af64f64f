/** placeholder: implemented in the statistics core */
export function detectWarmupLength(values: readonly number[]): number {
  void values;
  return 0;
}
