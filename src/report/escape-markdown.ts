/**
 * Makes text taken from benchmarks (names, output excerpts) inert inside GitHub markdown
 * and table cells: HTML and markdown punctuation are escaped, pipes cannot split a cell,
 * line breaks cannot end a row, and `@name` or `#123` cannot mention users or link issues.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]#|~])/g, '\\$1')
    .replace(/@/g, '@\u200b');
}
