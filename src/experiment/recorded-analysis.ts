import { COMPARISON_DESIGNS, DECISION_RULES, type AnalysisOptions } from '../config/analysis-options.js';
import { CORRECTIONS } from '../stats/multiple-testing.js';
import { isCompleteAnalysis, type AnalysisMeta, type PartialAnalysisMeta } from '../results/analysis-record.js';

/**
 * Where `benchgate analyze`'s settings (`used`: the run's record with the flags given over it)
 * differ from the run's own report (`meta.analysis`), with the flags that give the run's
 * verdicts: null when nothing differs or nothing was recorded. And for a file from before the
 * record was whole, that the per-benchmark policies it applied are not recorded.
 */
export function differencesFromRun(recorded: AnalysisMeta | PartialAnalysisMeta | undefined, used: AnalysisOptions): string | null {
  if (recorded === undefined) return null;
  const differences: { setting: string; here: string; run: string; flag: string }[] = [];
  const compare = (setting: string, here: string, run: string, flag: string) => {
    if (here !== run) differences.push({ setting, here, run, flag });
  };
  // Numbers as a flag would give them: 1.1 % is recorded as 0.011000000000000001.
  const number = (x: number) => String(Number(x.toPrecision(10)));
  const known = (value: string, names: readonly string[]) => names.includes(value);
  compare('confidence', number(used.confidence), number(recorded.confidence), `--confidence ${number(recorded.confidence)}`);
  // A share of 1 or more is given as a percentage: the flag refuses a bare 1.5 (min-effect's parser).
  const minEffectFlag = recorded.minEffect >= 1 ? `${number(recorded.minEffect * 100)}%` : number(recorded.minEffect);
  compare('min-effect', number(used.minEffect), number(recorded.minEffect), `--min-effect ${minEffectFlag}`);
  // Names this version does not know (a newer writer's, or a file's invention) are not repeated back.
  if (known(recorded.correction, CORRECTIONS)) compare('correction', used.correction, recorded.correction, `--correction ${recorded.correction}`);
  if (known(recorded.rule, DECISION_RULES)) compare('rule', used.rule, recorded.rule, `--rule ${recorded.rule}`);
  if (known(recorded.design, COMPARISON_DESIGNS)) compare('design', used.design, recorded.design, `--design ${recorded.design}`);
  compare('detect-warmup', String(used.detectWarmup !== false), String(recorded.detectWarmup), `--detect-warmup ${recorded.detectWarmup}`);
  // A record from before `estimator` means what its `robust` said (readAnalysisRecord; partial records here).
  const estimator = isCompleteAnalysis(recorded) ? recorded.estimator : recorded.robust ? 'huber' : 'mean';
  compare('estimator', used.estimator, estimator, `--estimator ${estimator}`);
  const lines: string[] = [];
  if (differences.length > 0) {
    lines.push(
      `this analysis differs from the run's own report: ${differences.map((d) => `${d.setting} ${d.here} here, ${d.run} in the run`).join('; ')}. ` +
        `For the run's verdicts: ${differences.map((d) => d.flag).join(' ')}.`,
    );
  }
  if (!isCompleteAnalysis(recorded) && recorded.policies > 0) {
    lines.push(
      `the run applied ${recorded.policies} per-benchmark ${recorded.policies === 1 ? 'policy' : 'policies'} (the config file's \`benchmarks\`), ` +
        'which this file does not record: those benchmarks may be gated differently here.',
    );
  }
  return lines.length === 0 ? null : lines.join('\n');
}
