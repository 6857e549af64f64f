import type { AnalysisOptions, ExecutionEstimator } from '../config/analysis-options.js';
import { WINSOR_SHARE } from '../stats/winsorized-mean.js';
import { formatPercent } from './format-numbers.js';

/** How each execution's level was estimated, in the report's words (stats/execution-location.ts). */
export const ESTIMATOR_WORDS: Record<ExecutionEstimator, string> = {
  winsorized: `${Math.round(WINSOR_SHARE * 100)} % winsorized means`,
  huber: 'Huber M-estimates (`--robust`)',
  mean: 'plain means',
};

/**
 * The settings the verdicts were decided with, as the report's details state them. Example:
 * "Confidence 95 %, min-effect 1 %, executions summarised by 8 % winsorized means, rule `interval`, suite-wide correction `holm`."
 */
export function settingsLine(options: AnalysisOptions): string {
  return (
    `Confidence ${Math.round(options.confidence * 100)} %, min-effect ${formatPercent(options.minEffect).replace('+', '')}, ` +
    `executions summarised by ${ESTIMATOR_WORDS[options.estimator]}, rule \`${options.rule}\`, suite-wide correction \`${options.correction}\`.`
  );
}
