/**
 * The choices of a list's select (decision 101), apart from the toolbar so that a storefront select
 * (the category filter) builds its options the same way without loading the toolbar.
 */

/** One choice of a toolbar select: the value the list keeps, and what the option says. */
export interface ListOption {
  value: string;
  label: string;
}

/**
 * A select's choices: first `all` with the value '' when given (e.g. 'All statuses'), then each of
 * `values` in its order, its text by `labelOf`.
 */
export function listOptions<V extends string>(values: readonly V[], labelOf: (value: V) => string, all?: string): ListOption[] {
  const options = values.map((value) => ({ value, label: labelOf(value) }));
  return all === undefined ? options : [{ value: '', label: all }, ...options];
}
