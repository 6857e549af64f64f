import type { AnalysisOptions } from '../config/analysis-options.js';
import type { ResultsFile } from '../results/results-format.js';
import type { BlockDecision, BlockProgress } from './block-progress.js';
import { nominalLevels, type Spending } from '../stats/alpha-spending.js';
import { analyzeLook, lookDivisor } from './analyze-look.js';
import { allDecided, foldLook, type SequentialOutcome } from './fold-looks.js';
import { firstUsefulRound, lookRounds, type LookSpacing } from '../planning/look-schedule.js';
import { SEQUENTIAL_METHOD, type LookPoint, type SequentialRecord, type StopReason } from './sequential-record.js';

export interface SequentialSettings {
  /** Total error, 1 − confidence. */
  alpha: number;
  spending: Spending;
  maxLooks: number;
  /** How the looks are spaced over the rounds that fit (look-schedule.ts); geometric unless given. */
  spacing?: LookSpacing;
  /** The whole experiment's budget in seconds, builds included. */
  budgetSeconds: number;
  maxFailureShare: number;
}

/**
 * The adaptive design as the runner sees it (`afterBlock` of run-experiment.ts). Pure apart
 * from its own state: it reads the clock only through the progress it is given.
 *
 * - After the first round (one execution of every binary), it fixes the most rounds that fit
 *   the budget from that round's measured time, and with it the rounds at which to look
 *   (look-schedule.ts). Nothing about the measured values enters these choices.
 * - At a look it analyses the results so far at the look's level (alpha-spending.ts) and
 *   records each benchmark's first decision (fold-looks.ts).
 * - It stops when every benchmark is decided, when the next round would not fit the budget
 *   (that look is the final one and spends all that is left), after the last round, or when
 *   a version's failed executions exceed max-failure-share.
 */
export class SequentialController {
  private maxRounds: number | null = null;
  private schedule: number[] = [];
  private readonly looks: LookPoint[] = [];
  private outcomes = new Map<string, SequentialOutcome>();
  private stopped: SequentialRecord['stop'] | null = null;
  private blocksPerRound = 1;

  constructor(
    private readonly settings: SequentialSettings,
    private readonly options: AnalysisOptions,
    private readonly log: (message: string) => void = () => {},
  ) {}

  readonly afterBlock = (progress: BlockProgress, partial: () => ResultsFile): BlockDecision => {
    if (this.stopped) return 'stop';
    const perRound = (this.blocksPerRound = progress.blocksPerRound);
    const roundEnd = progress.blocks % perRound === 0;
    const round = Math.floor(progress.blocks / perRound);
    const { elapsedSeconds: elapsed } = progress;
    const budget = this.settings.budgetSeconds;

    if (roundEnd && round >= 2) {
      const side = (['base', 'head'] as const).find((s) => progress.failed[s] > this.settings.maxFailureShare * progress.executions[s]);
      if (side)
        return this.stop(
          'failures',
          progress,
          `${progress.failed[side]} of ${progress.executions[side]} ${side} executions failed, more than max-failure-share ${this.settings.maxFailureShare}`,
        );
    }
    const roundSeconds = (progress.measureSeconds / progress.blocks) * perRound;
    if (this.maxRounds === null) {
      if (!roundEnd) return elapsed >= budget ? this.stop('budget', progress, 'the budget was spent before the first round ended') : 'continue';
      const fit = Math.floor((budget - elapsed) / roundSeconds);
      const cap = Math.floor(progress.scheduledBlocks / perRound);
      this.maxRounds = Math.max(round, Math.min(cap, round + Math.max(0, fit)));
      this.schedule = lookRounds(this.maxRounds, this.settings.maxLooks, firstUsefulRound(perRound), this.settings.spacing ?? 'geometric');
      this.log(
        `adaptive design: one round (${perRound} block${perRound > 1 ? 's' : ''}) takes ${roundSeconds.toFixed(1)} s, so at most ` +
          `${this.maxRounds} rounds fit the budget; looks after rounds ${this.schedule.join(', ')}`,
      );
    }
    const lastScheduled = progress.blocks >= progress.scheduledBlocks;
    const outOfRounds = roundEnd && round >= this.maxRounds;
    const outOfTime = elapsed >= budget || (roundEnd && elapsed + roundSeconds > budget);
    const final = outOfRounds || outOfTime || lastScheduled;
    if (!final && !(roundEnd && this.schedule.includes(round))) return 'continue';

    const results = partial();
    const divisor = lookDivisor(results, this.options);
    const fraction = Math.min(1, progress.blocks / (this.maxRounds * perRound));
    const fractions = [...this.looks.map((l) => l.fraction), fraction];
    const level = nominalLevels(this.settings.spending, fractions, this.settings.alpha / divisor, final)[fractions.length - 1];
    const analyses = analyzeLook(results, level, this.options);
    this.outcomes = foldLook(this.outcomes, this.looks.length, analyses);
    this.looks.push({ round, blocks: progress.blocks, fraction, final, divisor, level, elapsedSeconds: round3(elapsed) });
    const decided = [...this.outcomes.values()].filter((o) => o.verdict !== null).length;
    this.log(
      `look ${this.looks.length} after ${progress.blocks} blocks (level ${level.toPrecision(2)} per benchmark): ${decided} of ` +
        `${this.outcomes.size} benchmarks decided`,
    );

    if (allDecided(this.outcomes)) return this.stop('decided', progress, `all ${this.outcomes.size} benchmarks decided at look ${this.looks.length}`);
    if (!final) return 'continue';
    if (outOfTime && !outOfRounds) return this.stop('budget', progress, `another round (~${roundSeconds.toFixed(0)} s) would not fit the budget`);
    return this.stop('max-rounds', progress, `the ${round} rounds that fit the budget ran`);
  };

  private stop(reason: StopReason, progress: BlockProgress, detail: string): 'stop' {
    this.stopped = {
      reason,
      round: Math.floor(progress.blocks / progress.blocksPerRound),
      blocks: progress.blocks,
      elapsedSeconds: round3(progress.elapsedSeconds),
      detail,
    };
    this.log(`stopping: ${detail}`);
    return 'stop';
  }

  /** Each benchmark's outcome so far. */
  get decisions(): ReadonlyMap<string, SequentialOutcome> {
    return this.outcomes;
  }

  /** What to store as `meta.sequential`; `interrupted` when the run ended without the controller stopping it. */
  record(): SequentialRecord {
    const last = this.looks.at(-1);
    return {
      version: 1,
      method: SEQUENTIAL_METHOD,
      spending: this.settings.spending,
      alpha: this.settings.alpha,
      blocksPerRound: this.blocksPerRound,
      maxRounds: this.maxRounds ?? 0,
      maxLooks: this.settings.maxLooks,
      budgetSeconds: this.settings.budgetSeconds,
      looks: this.looks.slice(),
      stop: this.stopped ?? {
        reason: 'interrupted',
        round: last?.round ?? 0,
        blocks: last?.blocks ?? 0,
        elapsedSeconds: last?.elapsedSeconds ?? 0,
        detail: 'the measuring ended before the adaptive design stopped it',
      },
    };
  }
}

function round3(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
