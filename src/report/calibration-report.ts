import { escapeMarkdown } from './escape-markdown.js';
import { formatDuration, formatPercent } from './format-numbers.js';
import type { Calibration, CalibrationBenchmark, CalibrationNote } from '../planning/calibration.js';
import { renderNote } from './notes.js';

const plain = (fraction: number | null, digits = 2) => (fraction === null ? '—' : formatPercent(fraction, digits).replace('+', ''));
const sd = (fraction: number | null) => (fraction === null ? '—' : `${(fraction * 100).toFixed(2)}`);
const factor = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const duration = (seconds: number | null) => (seconds === null ? 'more than a day' : formatDuration(seconds));

function row(b: CalibrationBenchmark, minEffect: number): string {
  const p = b.profile;
  const flag = p.aa?.verdict === 'regression' || p.aa?.verdict === 'improvement' ? ' ⚠️' : '';
  const aa = p.aa ? `${formatPercent(p.aa.relative)} [${formatPercent(p.aa.ci[0])}, ${formatPercent(p.aa.ci[1])}]${flag}` : '—';
  const confirm =
    b.confirm.rounds === null
      ? `> ${b.confirm.roundsRun}`
      : `${b.confirm.rounds}${b.confirm.seconds === null ? '' : ` (${formatDuration(b.confirm.seconds)})`}`;
  return [
    escapeMarkdown(b.name),
    `${p.deterministicBuild ? 'det.' : sd(p.relativeSd.binary)} / ${sd(p.relativeSd.execution)} / ${sd(p.relativeSd.measurement)}`,
    `${factor(p.impact.execution)} / ${p.deterministicBuild ? '1.00 (det.)' : factor(p.impact.binary)}`,
    p.warmupPerExecution.toFixed(1),
    p.lag1 === null ? '—' : p.lag1.toFixed(2),
    aa,
    `${plain(b.detectableEffect)} / ${plain(b.fixedDetectableEffect)}`,
    b.detectableEffect !== null && b.detectableEffect <= minEffect ? 'within this budget' : duration(b.budgetToSettle),
    confirm,
  ].join(' | ');
}

/** The calibration as markdown: the measured design, one row per benchmark, the plan. */
export function renderCalibration(calibration: Calibration): string {
  const c = calibration.costs;
  const m = calibration.measured;
  const minEffect = plain(calibration.minEffect, 1);
  const lines = [
    `### benchgate calibrate: the noise of one commit against itself (A/A)`,
    '',
    `Measured ${m.binaries} build${m.binaries === 1 ? '' : 's'} per version × ${m.rounds} ` +
      `rounds${m.seconds === null ? '' : ` in ${formatDuration(m.seconds)}`}: ` +
      `a build takes ${formatDuration(c.buildSeconds)}, an execution ${formatDuration(c.executionSeconds)}` +
      (c.startupSeconds === null ? '' : ` (${formatDuration(c.startupSeconds)} of it outside the measurements)`) +
      `. Budget ${formatDuration(calibration.budgetSeconds)}, confidence ${Math.round(calibration.confidence * 100)} %, min-effect ${minEffect}.`,
    '',
    `| Benchmark | σ_V / σ_B / σ_E (% of mean) | Impact exec / build | Warm-up | Lag-1 | A/A Δ [CI] | Detectable in budget (adaptive / fixed) | ` +
      `Budget for ±${minEffect} | CONFIRM rounds |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...calibration.benchmarks.map((b) => `| ${row(b, calibration.minEffect)} |`),
    '',
    'Detectable: the smallest change found with 80 % power by a run with this budget (adaptive: its last look; fixed: one test at the end). ' +
      "CONFIRM rounds: how many of this run's rounds an A/A needs before its interval fits ±min-effect (resampled, seed 003 §5)." +
      (calibration.benchmarks.some((b) => b.profile.aa?.verdict === 'regression' || b.profile.aa?.verdict === 'improvement')
        ? ' ⚠️: the A/A comparison itself found a change: the runner drifted in a way the pairing did not cancel, or the benchmark is not stable.'
        : ''),
    '',
    'Plan for a run with this budget:',
    ...calibration.plan.reasons.map((reason) => `- ${escapeMarkdown(reason)}`),
  ];
  const noted = (b: { name: string; notes: CalibrationNote[] }) =>
    b.notes.map((note) => `- ${escapeMarkdown(b.name)}: ${escapeMarkdown(renderCalibrationNote(note))}`);
  const notes = calibration.benchmarks.flatMap(noted);
  if (notes.length > 0) lines.push('', 'Notes:', ...notes);
  const unfitted = calibration.unfitted.flatMap((b) => (b.notes.length > 0 ? noted(b) : [`- ${escapeMarkdown(b.name)}`]));
  if (unfitted.length > 0) lines.push('', 'Measured (in results.json) but not fitted, so not in this prior:', ...unfitted);
  if (!calibration.benchmarks.some((b) => b.profile.deterministicBuild) && calibration.benchmarks.length > 0) {
    lines.push(
      '',
      'No two builds had identical outputs (or no `artifacts` were declared to hash): the build level is treated as random. Declare `artifacts` ' +
        'so that a deterministic build can be recognised and planned with 1 build per version.',
    );
  }
  return `${lines.join('\n')}\n`;
}

function renderCalibrationNote(note: CalibrationNote): string {
  if (note.kind === 'noise-not-estimated') return `noise not estimated: ${note.reason}`;
  if (note.kind === 'not-planned')
    return note.why.kind === 'no-noise'
      ? 'not planned for: the same value in every execution, no noise to plan from'
      : `not planned for: only benchmarks that gate plan the run (gate: ${note.why.gate})`;
  return renderNote(note);
}

/** calibration.json: the calibration with its notes in words, as the file has always held them. */
export function calibrationJson(calibration: Calibration): string {
  const benchmarks = calibration.benchmarks.map((b) => ({ ...b, notes: b.notes.map(renderCalibrationNote) }));
  const unfitted = calibration.unfitted.map((b) => ({ ...b, notes: b.notes.map(renderCalibrationNote) }));
  return `${JSON.stringify({ ...calibration, benchmarks, unfitted }, null, 2)}\n`;
}
