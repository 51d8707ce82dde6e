/**
 * Storefront §8: a product-side read that fails counts as none (the page shows its defaults).
 * `read()`'s list, or `[]` after logging `Failed to load {what}`; a cancelled read (AbortError)
 * still throws, so TanStack Query drops it instead of caching an empty list.
 */
export async function readOrNone<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error(`Failed to load ${what}`, err);
    return [];
  }
}
