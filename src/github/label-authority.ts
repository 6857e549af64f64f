/**
 * Whether whoever added the accept label may accept a regression: a login the workflow lists
 * (`accept-label-from`), or someone with write access to the repository, as GitHub reports it
 * (GET /repos/{owner}/{repo}/collaborators/{username}/permission). Adding labels needs only the
 * triage role, and a labeler bot adds labels too: neither decides a gate. A permission that
 * cannot be read does not count.
 */
import { toGitHubApiError } from './api-error.js';
import type { GitHubClient } from './octokit.js';

/** GitHub's `permission` values that may accept (GitHub reports `maintain` as `write`; both are taken). */
const WRITE_ACCESS = new Set(['admin', 'maintain', 'write']);

/** Why the label's adder does not count. */
export type NotAuthorised =
  { kind: 'no-actor' } | { kind: 'no-write-access'; permission: string; role?: string } | { kind: 'permission-unreadable'; reason: string };

export type LabelAuthority = { counts: true; via: 'list' | 'write-access' } | { counts: false; why: NotAuthorised };

export const sameLogin = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export async function labelAuthority(
  octokit: GitHubClient,
  query: { owner: string; repo: string; login: string | undefined; trusted: readonly string[] },
): Promise<LabelAuthority> {
  const { owner, repo, login, trusted } = query;
  if (login === undefined || login === '') return { counts: false, why: { kind: 'no-actor' } };
  if (trusted.some((t) => sameLogin(t, login))) return { counts: true, via: 'list' };
  let data: { permission?: unknown; role_name?: unknown };
  try {
    ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: login }));
  } catch (error) {
    const failure = toGitHubApiError(error, `read the repository permission of ${login}`);
    return { counts: false, why: { kind: 'permission-unreadable', reason: failure.message } };
  }
  const permission = typeof data.permission === 'string' ? data.permission : '';
  const role = typeof data.role_name === 'string' ? data.role_name : undefined;
  if (WRITE_ACCESS.has(permission)) return { counts: true, via: 'write-access' };
  return { counts: false, why: { kind: 'no-write-access', permission: permission || 'none', ...(role === undefined ? {} : { role }) } };
}
