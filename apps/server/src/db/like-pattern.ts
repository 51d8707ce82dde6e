/**
 * ILIKE patterns from what a user typed: `%text%` with the wildcards `%`, `_` and the escape `\`
 * escaped, so a search for "50%" matches the text "50%" and nothing else.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
