/** Small formatting helpers shared by the trend tables and charts. */
import { escapeMarkdown } from './escape-markdown.js';
import { formatPercent, formatValue } from './format-numbers.js';
import type { TrendChange } from '../trend/trend-analysis.js';

/** Where commits can be linked: `https://github.com/<owner>/<repo>` by default. */
export interface RepositoryLink {
  owner: string;
  repo: string;
  /** e.g. https://github.example.com for GitHub Enterprise Server. */
  serverUrl?: string;
}

const SHA = /^[0-9a-f]{4,64}$/i;
const NAME = /^[A-Za-z0-9_.-]+$/;

export function shortSha(sha: string): string {
  return SHA.test(sha) ? sha.slice(0, 7) : sha.slice(0, 12);
}

/** The repository's web address, or null when the link is missing or malformed. */
export function repositoryUrl(link: RepositoryLink | undefined): string | null {
  if (!link || !NAME.test(link.owner) || !NAME.test(link.repo)) return null;
  const server = (link.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
  return /^https?:\/\/[^\s()<>]+$/.test(server) ? `${server}/${link.owner}/${link.repo}` : null;
}

/** The short sha, linked to the commit when the repository is known and the sha looks like one. */
export function commitLink(sha: string, link: RepositoryLink | undefined): string {
  const base = repositoryUrl(link);
  const text = escapeMarkdown(shortSha(sha));
  return base && SHA.test(sha) ? `[${text}](${base}/commit/${sha})` : `\`${shortSha(sha).replace(/`/g, '')}\``;
}

/** `https://github.com/<owner>/<repo>/compare/<a>...<b>`, or null without repository or with odd shas. */
export function compareUrl(older: string, newer: string, link: RepositoryLink | undefined): string | null {
  const base = repositoryUrl(link);
  return base && SHA.test(older) && SHA.test(newer) ? `${base}/compare/${older}...${newer}` : null;
}

/** "2025-06-18" from an ISO date. */
export function day(date: string): string {
  const time = Date.parse(date);
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : date.slice(0, 10);
}

export const KIND_MARK: Record<TrendChange['kind'], string> = { regression: '🔴', improvement: '🟢' };

/** "+5.1 %", or the difference in the unit when a relative change is not defined. */
export function stepText(change: TrendChange, unit: string): string {
  if (change.relative !== null) return formatPercent(change.relative, 1);
  return `${change.difference > 0 ? '+' : ''}${formatValue(change.difference)}${unit ? ` ${unit}` : ''}`;
}

/** A number as plain decimal digits (no exponent, no grouping), with about six significant digits. */
export function plainNumber(value: number, magnitude = Math.abs(value)): string {
  if (value === 0 || !Number.isFinite(value)) return '0';
  const decimals = Math.min(10, Math.max(0, 5 - Math.floor(Math.log10(magnitude || 1))));
  const text = value.toFixed(decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The footnote of a step the anchor's own time showed to be the runner's. */
export const ANCHOR_FOOTNOTE = '† the anchor build stepped there too: the runner or its environment changed, not the code.';
