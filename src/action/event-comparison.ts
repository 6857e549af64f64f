/**
 * What a workflow run compares, decided from the event that started it:
 * - `pull_request`: base = the PR's base SHA (`pull_request.base.sha`), head = `GITHUB_SHA`, the
 *   commit the workflow checked out: by default the merge commit of the PR into that base, so the
 *   difference between the two is exactly what merging the PR would change.
 *   `pull_request_target` needs the `head` input: there GITHUB_SHA is the base branch's tip.
 * - `workflow_dispatch`: the `base` and `head` inputs (head defaults to `GITHUB_SHA`).
 * - `push` and `schedule`: a trend run; head = `GITHUB_SHA`, base = the commit before it
 *   (`before` of the push, or the first parent).
 * Explicit `base`/`head` inputs always win.
 */
export type ComparisonKind = 'pull-request' | 'dispatch' | 'trend';

export interface Comparison {
  kind: ComparisonKind;
  base: string | { parentOf: string };
  head: string;
  pullRequest?: number;
}

export class EventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventError';
  }
}

interface EventPayload {
  pull_request?: { number?: number; base?: { sha?: string } };
  before?: string;
}

const NULL_SHA = /^0{40}$/;

export function comparisonForEvent(eventName: string, payload: EventPayload, sha: string, inputs: { base?: string; head?: string }): Comparison {
  for (const [name, value] of [
    ['base', inputs.base],
    ['head', inputs.head],
  ] as const) {
    // These reach `git fetch`: a value such as `--upload-pack=…` must be refused, never run.
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (value !== undefined && (value === '' || value.startsWith('-') || /[\u0000-\u0020\u007f]/.test(value))) {
      throw new EventError(`the "${name}" input ${JSON.stringify(value)} is not a commit SHA, branch or tag name`);
    }
  }
  const head = inputs.head ?? sha;
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target': {
      // On pull_request_target GITHUB_SHA is the base branch's tip, not the PR: measuring it would
      // compare the base with itself and report "no change" on the PR.
      if (eventName === 'pull_request_target' && inputs.head === undefined) {
        throw new EventError(
          'on pull_request_target GITHUB_SHA is the base branch, not the pull request, so there is nothing of the PR to measure. ' +
            'Use the pull_request event (with the workflow_run comment workflow for forks), or set the "head" input explicitly.',
        );
      }
      const number = payload.pull_request?.number;
      const base = inputs.base ?? payload.pull_request?.base?.sha;
      if (!base || typeof number !== 'number') throw new EventError(`the ${eventName} event payload has no pull_request.base.sha or number`);
      return { kind: 'pull-request', base, head, pullRequest: number };
    }
    case 'workflow_dispatch':
      if (!inputs.base) throw new EventError('workflow_dispatch needs the "base" input: the ref to compare against (e.g. main or a tag)');
      return { kind: 'dispatch', base: inputs.base, head };
    case 'push':
    case 'schedule': {
      const before = payload.before;
      const base = inputs.base ?? (before && !NULL_SHA.test(before) ? before : { parentOf: head });
      return { kind: 'trend', base, head };
    }
    default:
      if (inputs.base) return { kind: 'dispatch', base: inputs.base, head };
      throw new EventError(
        `benchgate does not know what to compare on "${eventName}" events: set the "base" input, or use pull_request, workflow_dispatch, push or schedule`,
      );
  }
}
