/**
 * Makes text taken from benchmarks and artifacts (names, output excerpts, notes) inert inside
 * GitHub markdown and table cells: HTML and markdown punctuation are escaped, pipes cannot split
 * a cell, line breaks cannot end a row, `@name` or `#123` cannot mention users or link issues,
 * and bare URLs (`https://…`, `www.…`), which GitHub turns into links, stay plain text.
 */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/[\r\n]+/g, ' ')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/([\\`*_[\]#|~])/g, '\\$1')
      .replace(/@/g, '@\u200b')
      // GitHub links `scheme://host.tld…` by itself (GFM autolinks need a dot in the domain).
      .replace(/:\/\/(?=[^\s/]*\.)/g, ':\u200b//')
      .replace(/\b(www)\./gi, '$1\u200b.')
  );
}
