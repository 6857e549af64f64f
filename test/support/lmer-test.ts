import { fitCrossedReml, noiselessFit, satterthwaiteFit, type BuildLevel, type CrossedFit, type PairedExecutions } from '../../src/stats/crossed-model.js';

/**
 * The comparison model as lme4 + lmerTest fit it, for the reference checks against R
 * (test/stats/comparison-model.test.ts): REML with every cell in the model (no paired-t
 * shortcut for one build of each version), and Satterthwaite df from the observed information
 * with the variance parameters fitted at zero left out, as lmerTest's (θ, σ) parametrisation
 * does (its gradient there is zero). The analysis uses fitCrossedModel, which keeps those
 * parameters and the expected information (src/stats/crossed-model.ts says why).
 */
export function fitLmerTest(pairs: readonly PairedExecutions[], level: BuildLevel): CrossedFit {
  const noiseless = noiselessFit(pairs);
  if (noiseless) return noiseless;
  const reml = fitCrossedReml(pairs, level);
  const free = reml.estimated.filter((i) => reml.phi[i] > 1e-8 * reml.phi[2]);
  return satterthwaiteFit(reml, free, 'observed');
}
