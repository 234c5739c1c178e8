/** A stat card's value from a query: null while loading (a skeleton), a dash when it failed. */
export const figureOf = <T, V>(
  query: { data: T | undefined; isError: boolean },
  pick: (data: T) => V,
): V | string | null => (query.isError ? '–' : query.data === undefined ? null : pick(query.data));
