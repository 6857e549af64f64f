import { PLAN_LIMITS } from '../planning/plan-design.js';
import type { BlockProgress } from './block-progress.js';

/**
 * How the run grows between looks: `rounds` of one execution of every build (identical
 * builds, or no build command: more builds would repeat the same binary), or `builds`: one
 * more build of each version with a few blocks between the two, so that the build level,
 * whose degrees of freedom only more builds can add, narrows with every look.
 */
export type GrowthMode = 'rounds' | 'builds';

/**
 * Builds mode when the runner says the builds differ, knows their cost, and there are at least
 * 2 builds (one build's hash proves nothing either way) and room for more under PLAN_LIMITS;
 * otherwise rounds (see GrowthMode).
 */
export function growthMode(progress: BlockProgress): GrowthMode {
  const builds = progress.blocksPerRound;
  const room = builds >= 2 && builds < PLAN_LIMITS.binaries[1];
  return room && progress.identicalBuilds === false && typeof progress.buildSeconds === 'number' ? 'builds' : 'rounds';
}
