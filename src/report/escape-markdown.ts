// eslint-disable-next-line no-control-regex -- these are what it removes
const ANSI_SEQUENCE = /\u001b\[[0-?]*[ -/]*[@-~]/g;
// eslint-disable-next-line no-control-regex -- these are what it removes
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Makes text taken from benchmarks and artifacts (names, output excerpts, notes) inert inside
 * GitHub markdown and table cells: HTML and markdown punctuation are escaped, pipes cannot split
 * a cell, line breaks cannot end a row, `@name`, `#123` or `GH-123` cannot mention users or link issues,
 * and bare URLs (`https://…`, `www.…`), which GitHub turns into links, stay plain text.
 */
export function escapeMarkdown(text: string): string {
  return (
    text
      // Terminal colours and other control characters (a compiler's output), bidirectional
      // overrides that would show the text in another order than it is, and half a surrogate
      // pair left by a cut: none of them is text to show.
      .replace(ANSI_SEQUENCE, '')
      .replace(INVISIBLE_CONTROLS, '')
      .replace(LONE_SURROGATE, '\ufffd')
      .replace(/[\r\n]+/g, ' ')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/([\\`*_[\]#|~])/g, '\\$1')
      .replace(/@/g, '@\u200b')
      // GitHub links `scheme://host.tld…` by itself (GFM autolinks need a dot in the domain).
      .replace(/:\/\/(?=[^\s/]*\.)/g, ':\u200b//')
      .replace(/\b(www)\./gi, '$1\u200b.')
      // `GH-12` is GitHub's other issue reference.
      .replace(/\b(GH)-(?=\d)/gi, '$1\u200b-')
  );
}
