declare module 'jstat' {
  interface ContinuousDistribution {
    cdf(x: number, ...params: number[]): number;
    inv(p: number, ...params: number[]): number;
  }
  const jStat: {
    studentt: ContinuousDistribution;
    normal: ContinuousDistribution;
    centralF: ContinuousDistribution;
    chisquare: ContinuousDistribution;
    binomial: { cdf(k: number, n: number, p: number): number };
  };
  export default jStat;
}
