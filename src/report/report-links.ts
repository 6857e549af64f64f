import { escapeMarkdown } from './escape-markdown.js';

/**
 * The repository the comment is posted in, from the workflow's own environment
 * (GITHUB_SERVER_URL, GITHUB_REPOSITORY): never from an artifact or benchmark output.
 */
export interface ReportRepository {
  serverUrl: string;
  owner: string;
  repo: string;
}

const SHA = /^[0-9a-f]{7,64}$/i;
/** GitHub's own rules for owner and repository names. */
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
/** An http(s) URL that cannot end a markdown link or break out of an attribute. */
const SAFE_URL = /^https?:\/\/[^\s()<>[\]"'`\\]+$/;

/** The URL when it is a plain http(s) URL that is safe inside `[text](url)`, else null. */
export function safeUrl(url: string | undefined): string | null {
  return url !== undefined && url.length <= 2000 && SAFE_URL.test(url) ? url : null;
}

/** `https://github.com/<owner>/<repo>`, or null when a part does not look like one. */
export function repositoryUrl(repository: ReportRepository | undefined): string | null {
  if (!repository || !NAME.test(repository.owner) || !NAME.test(repository.repo)) return null;
  const server = safeUrl(repository.serverUrl.replace(/\/+$/, ''));
  return server === null ? null : `${server}/${repository.owner}/${repository.repo}`;
}

/** A commit's short SHA in code, linked to the commit when the repository is known; anything that is not a SHA is escaped text. */
export function commitLink(sha: string, repository: ReportRepository | undefined): string {
  if (!SHA.test(sha)) return escapeMarkdown(sha.slice(0, 40));
  const short = `\`${sha.slice(0, 7).toLowerCase()}\``;
  const base = repositoryUrl(repository);
  return base === null ? short : `[${short}](${base}/commit/${sha.toLowerCase()})`;
}
