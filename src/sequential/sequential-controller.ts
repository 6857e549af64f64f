import { benchmarkPolicies, type BenchmarkPolicies } from '../config/benchmark-policy.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { ResultsFile } from '../results/results-format.js';
import type { AddBuild, BlockDecision, BlockProgress } from './block-progress.js';
import type { Spending } from '../stats/alpha-spending.js';
import { analyzeLook, lookDivisor, planLevel } from './analyze-look.js';
import { foldLook, type SequentialOutcome } from './fold-looks.js';
import { firstUsefulRound, lookRounds, type LookSpacing } from '../planning/look-schedule.js';
import { SEQUENTIAL_METHOD, type LookPoint, type SequentialRecord, type StopReason } from './sequential-record.js';
import { PLAN_LIMITS } from '../planning/plan-design.js';
import { MID_PAIR_LOOK, noisesAtLook, waveBlocks } from './wave-size.js';
import { firstBlockStop, round3 } from './first-block-stop.js';
import { outOfReach } from './out-of-reach.js';
import { growthMode, type GrowthMode } from './growth-mode.js';
import { answerAtLook, awaitedBenchmarks, type Answer, type StopQuestion } from './stop-question.js';

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
  /** Blocks per added build pair, instead of eq. 21's choice from the first look's noise (wave-size.ts). */
  waveBlocks?: number;
  /** Stop when no undecided benchmark can be decided within the budget (futility.ts); on unless false. */
  futility?: boolean;
  /** The output format, to name the harness's options when processes are too long for the budget (long-processes.ts). */
  format?: string;
  /** What the looks must answer before the run stops early (stop-question.ts); every benchmark decided unless given. */
  question?: StopQuestion;
}

/**
 * The adaptive design as the runner sees it (`afterBlock` of run-experiment.ts). Pure apart
 * from its own state: it reads the clock only through the progress it is given.
 *
 * - After the first block, when the budget cannot reach the first look at that block's cost
 *   (processes that take minutes), it stops at once and says what would (long-processes.ts):
 *   a larger budget, or shorter processes. Only costs enter this choice.
 * - After every round (one execution of every binary), it plans the most rounds that fit the
 *   budget from the mean time of the rounds so far, and with them the rounds at which to look
 *   (look-schedule.ts): a slow first round no longer leaves budget unspent when the later
 *   rounds are cheaper. A look spends at the fraction of the rounds planned then, and its
 *   boundaries take the information from the blocks (docs/statistics.md, "Re-planning the
 *   rounds"). Nothing about the measured values enters these choices.
 * - At a look it analyses the results so far at the look's level (alpha-spending.ts) and
 *   records each benchmark's first decision (fold-looks.ts).
 * - It stops when every benchmark is decided (or the question it was given is answered at a
 *   look's level: stop-question.ts), when no undecided one it waits for can be decided within the
 *   budget (futility.ts; non-binding, so the error rate is untouched), when the next round
 *   would not fit the budget (that look is the final one and spends all that is left), after
 *   the last round the runner scheduled, or when a version's failed executions exceed
 *   max-failure-share.
 * - When the builds differ (a build command whose outputs are not identical), the run grows
 *   by builds instead of rounds (GrowthMode): after the first look at round 2, each look is
 *   followed by one more build of each version and `waveBlocks` blocks between them, chosen
 *   once at the first look from the measured costs and noise (with a look halfway through the
 *   first pair's blocks when they are many: MID_PAIR_LOOK). The information fraction is then
 *   the share of the budget spent, and a look is final when another build pair and its blocks
 *   would not fit.
 */
export class SequentialController {
  /** Rounds mode: the most rounds that fit the budget, re-planned after every round (plan()). */
  private maxRounds: number | null = null;
  /** The maxRounds the log last reported. */
  private loggedRounds = 0;
  private schedule: number[] = [];
  private readonly looks: LookPoint[] = [];
  private outcomes = new Map<string, SequentialOutcome>();
  private stopped: SequentialRecord['stop'] | null = null;
  private blocksPerRound = 1;
  private mode: GrowthMode | null = null;
  /** Blocks per added build pair, fixed at the first look (builds mode). */
  private wave: number | null = null;
  /** The block count at which the builds mode's current pair has run its blocks. */
  private nextLookAt: number | null = null;
  /** The block count of the look halfway through the first added pair's blocks (builds mode; see MID_PAIR_LOOK), or null. */
  private midLookAt: number | null = null;
  /** Build pairs added so far (builds mode). */
  private addedPairs = 0;
  /** Why the latest look found every undecided benchmark out of reach of the budget (futility.ts), or null. */
  private futile: string | null = null;
  /** How the latest look answered the run's question (stop-question.ts), or null. */
  private answer: Answer | null = null;
  /** Builds mode: builds per version and blocks when every planned pair has run (fixed at the first look). */
  private planned: { builds: number; blocks: number } | null = null;
  /** Each benchmark's policy, resolved once for the run's looks. */
  private readonly policies: BenchmarkPolicies;

  constructor(
    private readonly settings: SequentialSettings,
    private readonly options: AnalysisOptions,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.policies = benchmarkPolicies(options);
  }

  readonly afterBlock = (progress: BlockProgress, partial: () => ResultsFile): BlockDecision => {
    if (this.stopped) return 'stop';
    if (progress.addedBuildFailed !== undefined) return this.stopAfterBuildFailure(progress, partial, progress.addedBuildFailed);
    const perRound = (this.blocksPerRound = progress.blocksPerRound);
    const roundEnd = progress.blocks % perRound === 0;
    const round = Math.floor(progress.blocks / perRound);
    const { elapsedSeconds: elapsed } = progress;
    const budget = this.settings.budgetSeconds;

    const failing = roundEnd && round >= 2 ? this.tooManyFailures(progress) : undefined;
    if (failing) return this.stopForFailures(progress, failing);
    if (progress.blocks === 1 && this.looks.length === 0) {
      const early = firstBlockStop(progress, partial(), this.settings, this.options);
      if (early !== null) {
        for (const line of early.lines) this.log(`plan: ${line}`);
        return this.stop('first-look', progress, early.detail, early.costs);
      }
    }
    if ((this.mode ??= growthMode(progress)) === 'builds') return this.afterBuildsBlock(progress, partial);
    const roundSeconds = (progress.measureSeconds / progress.blocks) * perRound;
    if (this.maxRounds === null && !roundEnd)
      return elapsed >= budget ? this.stop('budget', progress, 'the budget was spent before the first round ended') : 'continue';
    const cap = Math.floor(progress.scheduledBlocks / perRound);
    if (roundEnd) this.plan(round, cap, roundSeconds, elapsed, perRound);
    const maxRounds = this.maxRounds ?? round;
    const lastScheduled = progress.blocks >= progress.scheduledBlocks || (roundEnd && round >= cap);
    const outOfTime = elapsed >= budget || (roundEnd && round >= maxRounds);
    const final = outOfTime || lastScheduled;
    if (!final && !(roundEnd && this.schedule.includes(round))) return 'continue';
    // The information fraction against the rounds that fit now; 1 at the final look, which spends all that is left.
    const fraction = final ? 1 : Math.min(1, progress.blocks / (maxRounds * perRound));
    // A look must come at a larger fraction than the last (the budget's rounds grew since): it waits for the next, and
    // a look beyond maxLooks − 1 waits for the final one.
    const previous = this.looks.at(-1)?.fraction ?? 0;
    if (!final && (fraction <= previous || this.looks.length >= this.settings.maxLooks - 1)) return 'continue';

    this.look(partial(), progress, fraction, final);
    if (this.endsAfterLook(progress)) return 'stop';
    if (!final) return 'continue';
    if (lastScheduled) return this.stop('max-rounds', progress, `the ${round} rounds the run scheduled ran`);
    return this.stop('budget', progress, `another round (~${roundSeconds.toFixed(0)} s) would not fit the budget`);
  };

  /**
   * The rounds mode's plan, made after every round from the mean time of the rounds so far:
   * the most rounds that fit the budget (at least this one, at most the schedule's `cap`), and
   * the rounds at which to look (look-schedule.ts, from the first useful round to the last that
   * fits). When the rounds that fit change (the first round was slow, the runner got busier),
   * the later looks are re-placed; the looks already made stay as they were. Only the clock
   * enters (docs/statistics.md, "Re-planning the rounds").
   */
  private plan(round: number, cap: number, roundSeconds: number, elapsed: number, perRound: number): void {
    const fit = roundSeconds > 0 ? Math.floor((this.settings.budgetSeconds - elapsed) / roundSeconds + 1e-9) : Infinity;
    const maxRounds = Math.max(round, Math.min(cap, round + Math.max(0, fit)));
    if (maxRounds === this.maxRounds) return;
    const first = this.maxRounds === null;
    this.maxRounds = maxRounds;
    this.schedule = lookRounds(maxRounds, this.settings.maxLooks, firstUsefulRound(perRound), this.settings.spacing ?? 'geometric');
    if (first) {
      this.loggedRounds = maxRounds;
      this.log(
        `adaptive design: one round (${perRound} block${perRound > 1 ? 's' : ''}) takes ${roundSeconds.toFixed(1)} s, so at most ` +
          `${maxRounds} rounds fit the budget; looks after rounds ${this.schedule.join(', ')}`,
      );
      return;
    }
    // A busy runner moves the plan by a round now and then: the log says so when it moved by a tenth or more.
    const later = this.schedule.filter((r) => r > round);
    if (later.length === 0 || Math.abs(maxRounds - this.loggedRounds) < 0.1 * this.loggedRounds) return;
    this.loggedRounds = maxRounds;
    this.log(
      `adaptive design: re-planned after ${round} rounds (${roundSeconds.toFixed(1)} s each on average): at most ${maxRounds} rounds fit ` +
        `the budget; later looks after rounds ${later.join(', ')}`,
    );
  }

  /**
   * The builds mode: rounds of the first builds up to the first useful round and a look, then
   * build pairs with their blocks. The pairs that fit the budget are counted at the first look,
   * and the later looks are spread over them as the rounds mode spreads its looks over rounds
   * (look-schedule.ts, at most maxLooks in all). A look is also made, and is final, when
   * another pair and its blocks would overrun the budget (or the builds reach PLAN_LIMITS): it
   * spends all that is left.
   */
  private afterBuildsBlock(progress: BlockProgress, partial: () => ResultsFile): BlockDecision {
    const perRound = progress.blocksPerRound;
    const budget = this.settings.budgetSeconds;
    const elapsed = progress.elapsedSeconds;
    const firstLook = this.wave === null;
    if (this.midLookAt !== null && progress.blocks === this.midLookAt && elapsed < budget) {
      // Halfway through the first added pair's blocks: a look like any other, at the share of the budget spent.
      this.midLookAt = null;
      if (this.looks.length < this.settings.maxLooks - 1) {
        this.look(partial(), progress, Math.min(1, elapsed / budget), false);
        if (this.endsAfterLook(progress)) return 'stop';
      }
      return 'continue';
    }
    const due = firstLook
      ? progress.blocks % perRound === 0 && progress.blocks / perRound >= firstUsefulRound(perRound)
      : progress.blocks >= (this.nextLookAt ?? 0);
    // A pair that took longer than estimated may spend the budget before its blocks end: the look then comes now, and is final.
    const spent = elapsed >= budget;
    if (!due && !spent) return 'continue';
    if (!due && firstLook) return this.stop('budget', progress, 'the budget was spent before the first look');
    const failing = this.tooManyFailures(progress);
    if (failing) return this.stopForFailures(progress, failing);
    const blockSeconds = progress.measureSeconds / progress.blocks;
    const buildPairSeconds = 2 * (progress.buildSeconds ?? 0);
    const results = firstLook ? partial() : null;
    if (this.wave === null) {
      this.wave =
        this.settings.waveBlocks ??
        waveBlocks(noisesAtLook(results ?? partial(), this.options, this.policies), {
          builds: perRound,
          blocks: progress.blocks,
          remainingSeconds: budget - elapsed,
          buildPairSeconds,
          blockSeconds,
          level: this.settings.alpha / lookDivisor(results ?? partial(), this.options, this.policies),
          maxPairs: PLAN_LIMITS.binaries[1] - perRound,
        });
      const fit = Math.max(0, Math.floor((budget - elapsed) / (buildPairSeconds + this.wave * blockSeconds)));
      const pairs = Math.min(fit, PLAN_LIMITS.binaries[1] - perRound);
      this.maxRounds = progress.blocks / perRound;
      this.planned = { builds: perRound + pairs, blocks: progress.blocks + pairs * this.wave };
      this.schedule = pairs > 0 ? lookRounds(pairs, Math.max(1, this.settings.maxLooks - 1), 1, 'geometric') : [];
      this.log(
        `adaptive design: the builds differ, so the run grows by builds: one more of each version (~${buildPairSeconds.toFixed(1)} s) with ` +
          `${this.wave} block${this.wave > 1 ? 's' : ''} between them (~${(this.wave * blockSeconds).toFixed(1)} s), up to ${pairs} more; ` +
          `looks now and after added pair${this.schedule.length > 1 ? 's' : ''} ${this.schedule.join(', ') || '(none)'}` +
          (pairs > 0 && this.wave >= MID_PAIR_LOOK.minBlocks ? `, and halfway through the first pair's blocks` : ''),
      );
    } else if (due) this.addedPairs += 1;
    const nextWaveSeconds = buildPairSeconds + this.wave * blockSeconds;
    const atLimit = perRound >= PLAN_LIMITS.binaries[1];
    const final = spent || atLimit || elapsed + nextWaveSeconds > budget;
    const scheduled = this.schedule.includes(this.addedPairs) && this.looks.length < this.settings.maxLooks - 1;
    if (final || firstLook || scheduled) {
      this.look(results ?? partial(), progress, Math.min(1, elapsed / budget), final);
      if (this.endsAfterLook(progress)) return 'stop';
      if (final)
        return atLimit
          ? this.stop('max-rounds', progress, `${perRound} builds per version, the most a run makes`)
          : this.stop(
              'budget',
              progress,
              spent
                ? 'the budget was spent while an added build pair ran its blocks'
                : `another build of each version and its blocks (~${nextWaveSeconds.toFixed(0)} s) would not fit the budget`,
            );
    }
    this.nextLookAt = progress.blocks + this.wave;
    this.midLookAt = firstLook && this.wave >= MID_PAIR_LOOK.minBlocks ? progress.blocks + Math.ceil(this.wave / 2) : null;
    const add: AddBuild = { addBuild: { blocks: this.wave } };
    return add;
  }

  /**
   * A build pair it asked for failed, and the runner ends the measuring: a final look at the
   * blocks measured on the builds that exist, at the information fraction of the builds mode
   * (the only one that adds builds); the failed build's time made it grow.
   */
  private stopAfterBuildFailure(progress: BlockProgress, partial: () => ResultsFile, failure: string): 'stop' {
    const previous = this.looks.at(-1)?.fraction ?? 0;
    const spent = Math.min(1, progress.elapsedSeconds / this.settings.budgetSeconds);
    // Fractions must increase; a clock that did not move (tests) gets a later one.
    this.look(partial(), progress, spent > previous ? spent : (previous + 1) / 2, true);
    if (this.answer !== null) return this.stop(this.answer.reason, progress, this.answer.detail);
    return this.stop('build-failed', progress, `an added build failed (${failure}): the run ended with a final look at what it measured`);
  }

  /** One look: analyse at the level the spending gives this fraction, and fold the decisions in. */
  private look(results: ResultsFile, progress: BlockProgress, fraction: number, final: boolean): void {
    const divisor = lookDivisor(results, this.options, this.policies);
    const plan = {
      spending: this.settings.spending,
      fractions: [...this.looks.map((l) => l.fraction), fraction],
      alpha: this.settings.alpha / divisor,
      final,
      blocks: [...this.looks.map((l) => l.blocks), progress.blocks],
      repeatedT: true,
      ...(this.mode === 'builds' ? {} : { information: 'blocks' as const }),
    };
    const level = planLevel(plan);
    const analyses = analyzeLook(results, plan, this.options, this.policies);
    this.outcomes = foldLook(this.outcomes, this.looks.length, analyses);
    this.answer = answerAtLook(this.settings.question, this.outcomes, analyses, this.looks.length + 1);
    const round = Math.floor(progress.blocks / progress.blocksPerRound);
    this.looks.push({ round, blocks: progress.blocks, fraction, final, divisor, level, elapsedSeconds: round3(progress.elapsedSeconds) });
    const decided = [...this.outcomes.values()].filter((o) => o.verdict !== null).length;
    this.log(
      `look ${this.looks.length} after ${progress.blocks} blocks (level ${level.toPrecision(2)} per benchmark): ${decided} of ` +
        `${this.outcomes.size} benchmarks decided`,
    );
    this.futile = final ? null : this.futility(results, progress, fraction, divisor);
  }

  /**
   * After a look that is not the final one: why no undecided benchmark can be decided within the
   * budget (out-of-reach.ts), or null. When the run grows by builds, the share of the budget
   * spent counts the first builds' time as information; the projection takes the smallest of
   * that share and the shares of the planned builds and blocks.
   */
  private futility(results: ResultsFile, progress: BlockProgress, fraction: number, divisor: number): string | null {
    if (this.settings.futility === false) return null;
    const shares = this.planned === null ? [] : [progress.blocksPerRound / this.planned.builds, progress.blocks / this.planned.blocks];
    return outOfReach(
      {
        results,
        progress,
        undecided: awaitedBenchmarks(this.settings.question, this.outcomes),
        fraction: Math.min(fraction, ...shares),
        alpha: this.settings.alpha / divisor,
        budgetSeconds: this.settings.budgetSeconds,
        look: this.looks.length,
      },
      this.options,
      this.policies,
    );
  }

  /** After a look: stops the run when the look answered its question, or found what it waits for out of reach. */
  private endsAfterLook(progress: BlockProgress): boolean {
    if (this.answer !== null) return this.stop(this.answer.reason, progress, this.answer.detail) === 'stop';
    return this.futile !== null && this.stop('futile', progress, this.futile) === 'stop';
  }

  /** The version whose failed executions exceed max-failure-share, if one does. */
  private tooManyFailures(progress: BlockProgress): 'base' | 'head' | undefined {
    return (['base', 'head'] as const).find((s) => progress.failed[s] > this.settings.maxFailureShare * progress.executions[s]);
  }

  private stopForFailures(progress: BlockProgress, side: 'base' | 'head'): 'stop' {
    return this.stop(
      'failures',
      progress,
      `${progress.failed[side]} of ${progress.executions[side]} ${side} executions failed, more than max-failure-share ${this.settings.maxFailureShare}`,
    );
  }

  private stop(reason: StopReason, progress: BlockProgress, detail: string, costs?: { blockSeconds: number; buildSeconds: number }): 'stop' {
    this.stopped = {
      reason,
      round: Math.floor(progress.blocks / progress.blocksPerRound),
      blocks: progress.blocks,
      elapsedSeconds: round3(progress.elapsedSeconds),
      detail,
      ...(costs === undefined ? {} : { costs }),
    };
    this.log(`stopping: ${detail}`);
    return 'stop';
  }

  /** Each benchmark's outcome so far. */
  get decisions(): ReadonlyMap<string, SequentialOutcome> {
    return this.outcomes;
  }

  /**
   * What to store as `meta.sequential`. `endedBy: 'proof'`: the proof of no change found identical
   * inputs before any block, so nothing was measured (`proved`); otherwise `interrupted` when the
   * run ended without the controller stopping it.
   */
  record(endedBy: 'proof' | null = null): SequentialRecord {
    const last = this.looks.at(-1);
    const ended =
      endedBy === 'proof'
        ? { reason: 'proved' as const, detail: 'the proof of no change found identical inputs, so nothing was measured' }
        : { reason: 'interrupted' as const, detail: 'the measuring ended before the adaptive design stopped it' };
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
      ...(this.mode === null ? {} : { growth: this.mode }),
      ...(this.wave === null ? {} : { buildBlocks: this.wave }),
      tBoundaries: 'repeated-t',
      stop: this.stopped ?? {
        reason: ended.reason,
        round: last?.round ?? 0,
        blocks: last?.blocks ?? 0,
        elapsedSeconds: last?.elapsedSeconds ?? 0,
        detail: ended.detail,
      },
    };
  }
}
