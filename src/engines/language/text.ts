/** Text clean-up every reader and matcher starts from. */

/** Non-breaking and figure spaces as spaces, runs of spaces and tabs as one, trimmed. */
export const clean = (s: string): string =>
  s
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();

/** A word list as one regex group, for patterns built from named lists: ['yes', 'no'] → "(?:yes|no)". */
export const anyOf = (words: readonly string[]): string => `(?:${words.join('|')})`;
